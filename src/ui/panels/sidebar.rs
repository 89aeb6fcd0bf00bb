//! The left panel: which game, its variant, who plays each seat, and New game.

use crate::record::Recordable;
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::common::players::{Player, Strength, strength_label};
use crate::ui::common::preferences::{Preferences, SEARCH_TIMES_MS};
use crate::ui::games::active::{GameKind, seats_for};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::seconds;
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluator;
use crate::ui::views::combo::{Combo, fitted_width, labelled_combo_ui, text_width};
use egui::RichText;

/// The skill a computer seat starts at when the user picks "skill".
const DEFAULT_SKILL: u8 = 70;

/// The sidebar: New game stays at the bottom, the settings scroll above it. The sidebar
/// takes the width its widest box needs to show its text whole, as far as it may `grow`
/// (points wider than it is).
pub fn sidebar_ui<G: GameUi + Recordable>(
    ui: &mut egui::Ui,
    prefs: &mut Preferences,
    session: &Session<G>,
    grow: f32,
    out: &mut Vec<Command>,
) {
    let kind = G::KIND;
    egui::Panel::bottom("new_game")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 8)))
        .show(ui, |ui| new_game_ui(ui, prefs, session, out));
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let wanted = widest_box::<G>(ui);
            ui.set_min_width(wanted.min(ui.available_width() + grow));
            ui.add_space(4.0);
            game_choice_ui(ui, kind, out);
            ui.separator();
            game_settings_ui::<G>(ui, prefs, out);
        });
}

/// The width of the widest of the sidebar's boxes of game `G`: the game, the search time,
/// the seats (a board's starting point is a short name).
fn widest_box<G: GameUi>(ui: &egui::Ui) -> f32 {
    let titles = GameKind::ALL
        .iter()
        .map(|&k| crate::ui::games::active::game_title(k));
    let times = SEARCH_TIMES_MS
        .into_iter()
        .map(|ms| seconds(f64::from(ms) / 1000.0));
    let seats = seat_choices(&best_strength::<G>());
    let texts: Vec<String> = titles.chain(times).chain(seats).collect();
    fitted_width(ui, texts.iter().map(String::as_str))
}

/// The top strength's label for game `G`: a search finds a strong move, not a proven best
/// one, so the menu does not say "perfect" for a searched game.
fn best_strength<G: GameUi>() -> String {
    match G::evaluator() {
        Evaluator::Solve(_) => tr!("panel-computer-perfect"),
        Evaluator::Search(_) => tr!("panel-computer-strongest"),
    }
}

/// Which game.
fn game_choice_ui(ui: &mut egui::Ui, kind: GameKind, out: &mut Vec<Command>) {
    let title = crate::ui::games::active::game_title;
    let titles: Vec<String> = GameKind::ALL.iter().map(|&k| title(k)).collect();
    let combo = Combo {
        label: RichText::new(tr!("panel-game")).strong(),
        column: 0.0,
        selected: &title(kind),
        choices: &titles,
    };
    labelled_combo_ui(ui, "game", combo, |ui| {
        for &other in GameKind::ALL {
            if ui.selectable_label(other == kind, title(other)).clicked() && other != kind {
                out.push(Command::SelectGame(other));
            }
        }
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
    let best = best_strength::<G>();
    let names: Vec<String> = (0..count)
        .map(|seat| {
            planned.as_ref().map_or_else(
                |_| tr!("panel-seat-number", seat = seat + 1),
                |g| g.seat_name(seat).name,
            )
        })
        .collect();
    // The names in a column, so that the boxes line up.
    let column = names
        .iter()
        .map(|name| text_width(ui, name, egui::TextStyle::Body))
        .fold(0.0, f32::max);
    let choices = seat_choices(&best);
    let mut seats_changed = false;
    for (seat, name) in names.iter().enumerate() {
        let place = (name.as_str(), column);
        seats_changed |= seat_ui(ui, seat, place, &best, &choices, &mut setup.seats[seat]);
    }
    if seats_changed {
        out.push(Command::SeatsChanged);
    }
}

/// The time the search spends on each position: longer finds more proofs and deeper
/// estimates, for the analysis and for the computer's moves.
fn search_time_ui(ui: &mut egui::Ui, search_ms: &mut u32) {
    let label = |ms: u32| seconds(f64::from(ms) / 1000.0);
    let choices: Vec<String> = SEARCH_TIMES_MS.into_iter().map(label).collect();
    let combo = Combo {
        label: RichText::new(tr!("panel-search-time")),
        column: 0.0,
        selected: &label(*search_ms),
        choices: &choices,
    };
    let (name, choice) = labelled_combo_ui(ui, "search_time", combo, |ui| {
        for ms in SEARCH_TIMES_MS {
            ui.selectable_value(search_ms, ms, label(ms));
        }
    });
    name.on_hover_text(tr!("panel-search-time-hover"));
    choice.on_hover_text(tr!("panel-search-time-choice-hover"));
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

/// Every text a seat's box may show closed (`best` is the top strength's: "Computer,
/// perfect"), the longest skill for any skill.
fn seat_choices(best: &str) -> Vec<String> {
    vec![
        tr!("panel-human"),
        best.to_owned(),
        tr!("panel-computer-skill"),
        tr!("panel-computer-random"),
        tr!(
            "panel-computer-strength",
            strength = strength_label(Strength::Skill(100))
        ),
    ]
}

/// One seat, named `name` in a column `column` wide: person or computer, and the computer's
/// strength (`best` is the label of the top one: "Computer, perfect"; `choices` every text
/// its box may show). True when it changed.
fn seat_ui(
    ui: &mut egui::Ui,
    seat: usize,
    (name, column): (&str, f32),
    best: &str,
    choices: &[String],
    player: &mut Player,
) -> bool {
    let before = *player;
    let text = match player {
        Player::Human => tr!("panel-human"),
        Player::Computer(Strength::Perfect) => best.to_owned(),
        Player::Computer(Strength::Random) => tr!("panel-computer-random"),
        Player::Computer(s) => tr!("panel-computer-strength", strength = strength_label(*s)),
    };
    // Side by side when there is room (the names in a column), else the name above its
    // choice.
    let combo = Combo {
        label: RichText::new(name),
        column,
        selected: &text,
        choices,
    };
    labelled_combo_ui(ui, ("seat", seat), combo, |ui| {
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
    });
    if let Player::Computer(Strength::Skill(percent)) = player {
        skill_ui(ui, percent);
    }
    *player != before
}

/// The slider of a skilled computer's strength (how often it plays the best move, in
/// percent), indented under its seat.
fn skill_ui(ui: &mut egui::Ui, percent: &mut u8) {
    ui.horizontal(|ui| {
        ui.add_space(12.0);
        let words = tr!("panel-best-move");
        // The slider, its value and its words; in a narrow sidebar the words are left
        // to the hover text rather than cut at the edge.
        let spacing = ui.spacing();
        let value = text_width(ui, "100%", egui::TextStyle::Body) + 2.0 * spacing.button_padding.x;
        let needed = spacing.slider_width
            + value
            + text_width(ui, &words, egui::TextStyle::Body)
            + 2.0 * spacing.item_spacing.x;
        let slider = egui::Slider::new(percent, 0..=100).suffix(tr!("panel-skill-suffix"));
        let slider = if needed <= ui.available_width() {
            slider.text(words)
        } else {
            slider
        };
        ui.add(slider).on_hover_text(tr!("panel-skill-hover"));
    });
}
