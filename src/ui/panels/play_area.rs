//! The middle of the window: a tool row (overlay, hint, the colour key), the game-over
//! banner with Rematch, the game's canvas, and the status line.

use crate::core::{Outcome, Value};
use crate::ui::common::command::{Command, Status};
use crate::ui::common::players::Player;
use crate::ui::common::preferences::Preferences;
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::session::Session;
use crate::ui::views::grammar::capitalised;
use crate::ui::views::theme;
use egui::RichText;

/// The play area.
pub fn play_area_ui(
    ui: &mut egui::Ui,
    active: &ActiveGame,
    prefs: &Preferences,
    status: &Status,
    out: &mut Vec<Command>,
) {
    with_session!(active, s => play_area_of(ui, s, prefs, status, out));
}

fn play_area_of<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    prefs: &Preferences,
    status: &Status,
    out: &mut Vec<Command>,
) {
    egui::Panel::top("play_tools")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 2)))
        .show_separator_line(false)
        // The banner takes the tools' row when the game ends, one line of the same height,
        // so that the board does not move.
        .show(ui, |ui| match s.outcome() {
            Some(outcome) => banner_ui(ui, s, outcome, out),
            None => tools_ui(ui, s, prefs, out),
        });
    egui::Panel::bottom("play_status")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
        .show_separator_line(false)
        .show(ui, |ui| status_ui(ui, s, status, out));
    let flags = CanvasFlags {
        overlay: prefs.overlay,
        coordinates: prefs.coordinates,
        flipped: prefs.flipped,
    };
    if let Some(command) = G::canvas_ui(ui, s, flags) {
        out.push(command);
    }
}

/// Overlay switch, hint button and the colour key.
fn tools_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    prefs: &Preferences,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let mut overlay = prefs.overlay;
        if ui
            .checkbox(&mut overlay, "Evaluation overlay")
            .on_hover_text("Draw every legal move in the colour of its verdict (E)")
            .changed()
        {
            out.push(Command::ToggleOverlay);
        }
        let can_hint = s.best_moves().is_some_and(|b| !b.is_empty());
        if ui
            .add_enabled(can_hint, egui::Button::new("Hint"))
            .on_hover_text("Show a best move on the table (H)")
            .on_disabled_hover_text("The solver has not finished, or no move is left.")
            .clicked()
        {
            out.push(Command::Hint);
        }
        if prefs.overlay {
            ui.separator();
            legend_ui(ui, s);
        }
    });
}

/// The overlay's legend: the colours of win, draw and loss, the marks of estimates and of
/// exact verdicts when the game has them, and what the numbers count.
fn legend_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let dark = ui.visuals().dark_mode;
    for (value, word) in [
        (Value::Win(1), "win"),
        (Value::Draw, "draw"),
        (Value::Loss(9), "loss"),
    ] {
        ui.label(
            RichText::new("●")
                .monospace()
                .color(theme::value_color(value, dark)),
        );
        ui.label(word);
    }
    let exact = s.report().is_some_and(|r| r.exact);
    if s.is_searched() && !exact {
        ui.label(
            RichText::new("?")
                .strong()
                .color(ui.visuals().weak_text_color()),
        )
        .on_hover_text("Grey with a '?': only estimated by the search, not proven.");
        ui.label("estimate");
    }
    if exact {
        ui.label(
            RichText::new("W L")
                .strong()
                .color(ui.visuals().weak_text_color()),
        )
        .on_hover_text(
            "'W' or 'L': exact, from the table of every position, which says who \
             wins but not how soon.",
        );
        ui.label("exact");
    }
    let key = RichText::new("number: moves to the end").color(ui.visuals().weak_text_color());
    // Left out when there is no room for it on the row.
    if ui.available_width() > 200.0 {
        ui.label(key).on_hover_text(
            "Counted one player's turn at a time, with perfect play from both sides.",
        );
    }
}

/// How the game ended, and why, in the rules' words: "The hare is trapped: the hounds win!",
/// "A draw: the same position has come up for the third time."
pub fn ending_text<G: GameUi>(s: &Session<G>, outcome: Outcome) -> String {
    let why = if s.is_drawn_by_record() {
        Some(s.game().why_drawn_by_record())
    } else {
        s.game().why_over(s.current())
    };
    match (outcome, why) {
        (Outcome::Winner(w), Some(why)) => {
            format!("{}: {}!", capitalised(&why), s.seat_name(w).says("win"))
        }
        (Outcome::Winner(w), None) => format!("{}!", capitalised(&s.seat_name(w).says("win"))),
        (Outcome::Draw, Some(why)) => format!("A draw: {why}."),
        (Outcome::Draw, None) => "A draw.".to_owned(),
    }
}

/// The game-over banner with Rematch, in one row: the ending is cut short (whole on
/// hover) rather than wrapped onto a second line.
fn banner_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    outcome: Outcome,
    out: &mut Vec<Command>,
) {
    let text = ending_text(s, outcome);
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("New game").clicked() {
                out.push(Command::NewGame);
            }
            if ui.button("Rematch").clicked() {
                out.push(Command::Rematch);
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                egui::Frame::new()
                    .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::symmetric(8, 0))
                    .show(ui, |ui| {
                        let label = egui::Label::new(RichText::new(&text).strong()).truncate();
                        ui.add(label).on_hover_text(&text);
                    });
            });
        });
    });
}

/// The status line: the last message, or whose turn it is.
fn status_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    status: &Status,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        if !status.text.is_empty() {
            let color = if status.is_error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.label(RichText::new(&status.text).color(color));
            if let Some(action) = status.action
                && ui.small_button(action.label()).clicked()
            {
                out.push(action.command());
            }
            return;
        }
        let Some(mover) = s.mover() else {
            // A line still, so that the board keeps its place when the game ends.
            ui.label("Game over: Rematch plays it again; the arrow keys step back through it.");
            return;
        };
        let name = s.seat_name(mover);
        let waits = !s.is_evaluated() && s.progress().is_some();
        let text = match s.player(mover) {
            Player::Computer(strength) if waits && strength.needs_solution() => {
                format!("{} (computer) waits for the solver to finish…", name.name)
            }
            Player::Computer(_) => format!("{} (computer) to move…", name.name),
            Player::Human => format!("{} to move: {}", name.name, G::how_to_move()),
        };
        ui.label(text);
    });
}
