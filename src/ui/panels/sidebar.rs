//! The left panel: which game, its variant, who plays each seat, and New game.

use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::common::players::{Player, Strength, strength_label};
use crate::ui::common::preferences::{Preferences, SEARCH_TIMES_MS};
use crate::ui::games::active::{ActiveGame, GameKind, seats_for, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::seconds;
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluator;
use egui::{ComboBox, RichText};

/// The skill a computer seat starts at when the user picks "skill".
const DEFAULT_SKILL: u8 = 70;

/// The sidebar: New game stays at the bottom, the settings scroll above it.
pub fn sidebar_ui(
    ui: &mut egui::Ui,
    prefs: &mut Preferences,
    active: &ActiveGame,
    out: &mut Vec<Command>,
) {
    let kind = active.kind();
    with_session!(active, session, G => {
        egui::Panel::bottom("new_game")
            .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 8)))
            .show(ui, |ui| new_game_ui(ui, prefs, session, out));
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_space(4.0);
                game_choice_ui(ui, kind, out);
                ui.separator();
                game_settings_ui::<G>(ui, prefs, out);
            });
    });
}

/// Which game.
fn game_choice_ui(ui: &mut egui::Ui, kind: GameKind, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(tr!("panel-game")).strong());
        ComboBox::from_id_salt("game")
            .selected_text(crate::ui::games::active::game_title(kind))
            .show_ui(ui, |ui| {
                for &other in GameKind::ALL {
                    if ui
                        .selectable_label(
                            other == kind,
                            crate::ui::games::active::game_title(other),
                        )
                        .clicked()
                        && other != kind
                    {
                        out.push(Command::SelectGame(other));
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// The game's settings and its seats.
fn game_settings_ui<G: GameUi>(ui: &mut egui::Ui, prefs: &mut Preferences, out: &mut Vec<Command>) {
    let setup = G::setup_mut(prefs);
    if G::settings_ui(ui, &mut setup.settings) {
        out.push(Command::SettingsChanged);
    }
    let planned = G::from_variant(&setup.settings);
    if let Err(err) = &planned {
        ui.colored_label(ui.visuals().error_fg_color, err.to_string());
    }
    if let Evaluator::Search(_) = G::evaluator() {
        ui.separator();
        search_time_ui(ui, &mut prefs.search_ms);
    }
    let setup = G::setup_mut(prefs);
    ui.separator();
    ui.label(RichText::new(tr!("panel-seats")).strong());
    let count = G::seat_count(&setup.settings);
    setup.seats = seats_for::<G>(&setup.seats, count);
    // A search finds a strong move, not a proven best one: the menu does not say "perfect".
    let best = match G::evaluator() {
        Evaluator::Solve(_) => tr!("panel-computer-perfect"),
        Evaluator::Search(_) => tr!("panel-computer-strongest"),
    };
    let mut seats_changed = false;
    for seat in 0..count {
        let name = planned.as_ref().map_or_else(
            |_| tr!("panel-seat-number", seat = seat + 1),
            |g| g.seat_name(seat).name,
        );
        seats_changed |= seat_ui(ui, seat, &name, &best, &mut setup.seats[seat]);
    }
    if seats_changed {
        out.push(Command::SeatsChanged);
    }
}

/// The time the search spends on each position: longer finds more proofs and deeper
/// estimates, for the analysis and for the computer's moves.
fn search_time_ui(ui: &mut egui::Ui, search_ms: &mut u32) {
    let label = |ms: u32| seconds(f64::from(ms) / 1000.0);
    ui.horizontal(|ui| {
        ui.label(tr!("panel-search-time"))
            .on_hover_text(tr!("panel-search-time-hover"));
        ComboBox::from_id_salt("search_time")
            .selected_text(label(*search_ms))
            .show_ui(ui, |ui| {
                for ms in SEARCH_TIMES_MS {
                    ui.selectable_value(search_ms, ms, label(ms));
                }
            })
            .response
            .on_hover_text(tr!("panel-search-time-choice-hover"));
    });
}

/// New game, highlighted when the settings differ from the game being played.
fn new_game_ui<G: GameUi>(
    ui: &mut egui::Ui,
    prefs: &Preferences,
    session: &Session<G>,
    out: &mut Vec<Command>,
) {
    let planned = G::from_variant(&G::setup(prefs).settings);
    let differs = planned
        .as_ref()
        .is_ok_and(|game| game.variant_key() != session.game().variant_key());
    if differs {
        ui.label(RichText::new(tr!("panel-new-settings")).italics());
    }
    let button = egui::Button::new(RichText::new(tr!("panel-new-game")).strong())
        .min_size(egui::vec2(ui.available_width(), 30.0));
    let button = if differs {
        button.fill(ui.visuals().selection.bg_fill)
    } else {
        button
    };
    if ui.add_enabled(planned.is_ok(), button).clicked() {
        out.push(Command::NewGame);
    }
}

/// One seat: person or computer, and the computer's strength (`best` is the label of the top
/// one: "Computer, perfect").
/// True when it changed.
fn seat_ui(ui: &mut egui::Ui, seat: usize, name: &str, best: &str, player: &mut Player) -> bool {
    let before = *player;
    // Side by side when there is room (the names in a column), else the name above its
    // choice, at the panel's left edge.
    let wide = ui.available_width() >= 200.0;
    let choose = |ui: &mut egui::Ui, player: &mut Player| {
        let label = if wide {
            ui.add_sized([70.0, 20.0], egui::Label::new(name).truncate())
        } else {
            ui.add(egui::Label::new(name).truncate())
        };
        let text = match player {
            Player::Human => tr!("panel-human"),
            Player::Computer(Strength::Perfect) => best.to_owned(),
            Player::Computer(Strength::Random) => tr!("panel-computer-random"),
            Player::Computer(s) => tr!("panel-computer-strength", strength = strength_label(*s)),
        };
        ComboBox::from_id_salt(("seat", seat))
            .selected_text(text)
            .width(ui.available_width())
            .show_ui(ui, |ui| {
                ui.selectable_value(player, Player::Human, tr!("panel-human"));
                ui.selectable_value(player, Player::Computer(Strength::Perfect), best);
                let skilled = matches!(player, Player::Computer(Strength::Skill(_)));
                if ui
                    .selectable_label(skilled, tr!("panel-computer-skill"))
                    .clicked()
                    && !skilled
                {
                    *player = Player::Computer(Strength::Skill(DEFAULT_SKILL));
                }
                ui.selectable_value(
                    player,
                    Player::Computer(Strength::Random),
                    tr!("panel-computer-random"),
                );
            })
            .response
            .labelled_by(label.id);
    };
    if wide {
        ui.horizontal(|ui| choose(ui, player));
    } else {
        choose(ui, player);
    }
    if let Player::Computer(Strength::Skill(percent)) = player {
        ui.horizontal(|ui| {
            ui.add_space(12.0);
            ui.add(
                egui::Slider::new(percent, 0..=100)
                    .suffix(tr!("panel-skill-suffix"))
                    .text(tr!("panel-best-move")),
            )
            .on_hover_text(tr!("panel-skill-hover"));
        });
    }
    *player != before
}
