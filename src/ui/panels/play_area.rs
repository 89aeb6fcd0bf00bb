//! The middle of the window: a tool row (overlay, hint, the colour key), the game-over
//! banner with Rematch, the game's canvas, and the status line.

use crate::core::{Ending, Outcome, Seat, Value};
use crate::tr;
use crate::ui::common::command::{Command, Loading, Status};
use crate::ui::common::players::Player;
use crate::ui::common::preferences::Preferences;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::panels::{about, keyed_text};
use crate::ui::session::Session;
use crate::ui::text::capitalised;
use crate::ui::views::theme;
use crate::words::FluentValue;
use egui::RichText;

/// Where the canvas's size on screen is kept between frames (see [`canvas_size`]).
const CANVAS_SIZE: &str = "kibitzer_canvas_size";

/// The size the canvas had on screen in the last frame, if it was drawn.
pub fn canvas_size(ctx: &egui::Context) -> Option<egui::Vec2> {
    ctx.data(|d| d.get_temp(egui::Id::unique(CANVAS_SIZE).with(())))
}

/// What the user points at outside the canvas, for it to show: the move pointed at in the
/// moves list, and whether Esc lets go of the piece picked.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pointing<'a> {
    /// The move under the pointer in the moves list, by name.
    pub preview: Option<&'a str>,
    /// Esc was pressed, and nothing else took it.
    pub let_go: bool,
}

/// The play area; `loading` lists the games loading in the background, shown above the
/// status line.
pub fn play_area_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    prefs: &Preferences,
    (status, loading): (&Status, &[Loading]),
    pointing: Pointing<'_>,
    out: &mut Vec<Command>,
) {
    egui::Panel::top("play_tools")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 2)))
        .show_separator_line(false)
        // The banner takes the tools' row when the game ends, one line of the same height,
        // so that the board does not move.
        .show(ui, |ui| {
            // A practice's row stays while its refutation ends the game on the board.
            if crate::ui::study::trainer::trainer_ui(ui, s, out) {
                return;
            }
            match s.outcome() {
                Some(outcome) => banner_ui(ui, s, outcome, out),
                None => tools_ui(ui, s, prefs, out),
            }
        });
    egui::Panel::bottom("play_status")
        .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
        .show_separator_line(false)
        .show(ui, |ui| {
            for load in loading {
                loading_ui(ui, load, out);
            }
            status_ui(ui, s, status, out);
        });
    let flags = CanvasFlags {
        // A practice hides the answer: no overlay until the move is found.
        overlay: prefs.overlay && !s.hides_answer(),
        coordinates: prefs.coordinates,
        flipped: prefs.flipped,
        preview: pointing.preview,
        let_go: pointing.let_go,
    };
    // Kept for File → Export, which lays the picture out at the same size.
    let size = ui.available_size();
    ui.data_mut(|d| d.insert_temp(egui::Id::unique(CANVAS_SIZE).with(()), size));
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
            .checkbox(&mut overlay, tr!("panel-overlay"))
            .on_hover_text(tr!("panel-overlay-hover"))
            .changed()
        {
            out.push(Command::ToggleOverlay);
        }
        let can_hint = s.best_moves().is_some_and(|b| !b.is_empty());
        if ui
            .add_enabled(can_hint, egui::Button::new(tr!("panel-hint")))
            .on_hover_text(tr!("panel-hint-hover"))
            .on_disabled_hover_text(tr!("panel-hint-disabled"))
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
        (Value::Win(1), "panel-legend-win"),
        (Value::Draw, "panel-legend-draw"),
        (Value::Loss(9), "panel-legend-loss"),
    ] {
        let key = keyed_text(ui, "●", theme::value_color(value, dark), &tr!(word), false);
        // Whole on its row: a wrapped row never parts a dot from its word.
        ui.add(egui::Label::new(key).extend());
    }
    let exact = s.report().is_some_and(|r| r.exact);
    if s.is_searched() && !exact {
        let weak = ui.visuals().weak_text_color();
        let key = keyed_text(ui, "?", weak, &tr!("panel-legend-estimate"), false);
        ui.add(egui::Label::new(key).extend())
            .on_hover_text(tr!("panel-legend-estimate-hover"));
    }
    if exact {
        ui.label(
            RichText::new(tr!("panel-legend-exact-marks"))
                .strong()
                .color(ui.visuals().weak_text_color()),
        )
        .on_hover_text(tr!("panel-legend-exact-hover"));
        ui.label(tr!("panel-legend-exact"));
    }
    let key = RichText::new(tr!("panel-legend-number")).color(ui.visuals().weak_text_color());
    // Left out when there is no room for it on the row.
    if ui.available_width() > 200.0 {
        ui.label(key)
            .on_hover_text(tr!("panel-legend-number-hover"));
    }
}

/// Why a game ended, in the window's language: the message `end-<key>`.
pub fn ending_words(ending: Ending) -> String {
    tr!(
        &format!("end-{}", ending.key),
        count = ending.count.unwrap_or_default()
    )
}

/// How the game ended, and why, in the rules' words: "The hare is trapped: the hounds win!",
/// "A draw: the same position has come up for the third time."
pub fn ending_text<G: GameUi>(s: &Session<G>, outcome: Outcome) -> String {
    if s.is_drawn_by_agreement() {
        return tr!("panel-ending-agreed-draw");
    }
    let why = if s.is_drawn_by_record() {
        Some(s.game().why_drawn_by_record())
    } else {
        s.game().why_over(s.current())
    }
    .map(ending_words);
    match (outcome, why) {
        (Outcome::Winner(w), Some(why)) => about(
            "panel-ending-why-wins",
            &s.ending_seat_name(w),
            &[("why", FluentValue::from(capitalised(&why)))],
        ),
        (Outcome::Winner(w), None) => about("panel-ending-wins", &s.ending_seat_name(w), &[]),
        (Outcome::Draw, Some(why)) => tr!("panel-ending-why-draw", why = why),
        (Outcome::Draw, None) => tr!("panel-ending-draw"),
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
            if ui.button(tr!("panel-new-game")).clicked() {
                out.push(Command::NewGame);
            }
            if ui.button(tr!("panel-rematch")).clicked() {
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

/// A game loading in the background: what and how far, a thin bar, and Cancel. Nothing
/// here animates (no spinner): a frame at every step would take the processor from the
/// load, and the window repaints as the load progresses anyway.
fn loading_ui(ui: &mut egui::Ui, load: &Loading, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.label(&load.text);
        if ui.small_button(tr!("panel-cancel")).clicked() {
            out.push(load.cancel.clone());
        }
        let bar = egui::ProgressBar::new(load.fraction.unwrap_or(0.0))
            .desired_height(6.0)
            .desired_width(ui.available_width().min(240.0));
        ui.add(bar);
    });
}

/// The status line: the last message, or whose turn it is (and how often the position has
/// occurred, with the offer of a draw once it repeats).
fn status_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    status: &Status,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        if !status.text.is_empty() {
            message_ui(ui, status, out);
        } else if let Some(mover) = s.mover() {
            ui.label(turn_text(s, mover));
            repetition_ui(ui, s, out);
        } else {
            // A line still, so that the board keeps its place when the game ends.
            game_over_ui(ui, s, out);
        }
    });
}

/// The last message, in the error colour if it is one, with its button if it has one.
fn message_ui(ui: &mut egui::Ui, status: &Status, out: &mut Vec<Command>) {
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
}

/// The game is over: said so, or the draw agreed with the offer to play on.
fn game_over_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    if s.is_drawn_by_agreement() {
        ui.label(tr!("panel-status-agreed-draw"));
        if ui
            .small_button(tr!("panel-play-on"))
            .on_hover_text(tr!("panel-play-on-hover"))
            .clicked()
        {
            out.push(Command::WithdrawDraw);
        }
    } else {
        ui.label(tr!("panel-status-over"));
    }
}

/// Whose turn it is, and what the computer is doing if it is the computer's.
fn turn_text<G: GameUi>(s: &Session<G>, mover: Seat) -> String {
    let name = s.seat_name(mover);
    let waits = !s.is_evaluated() && s.progress().is_some();
    match s.player(mover) {
        Player::Computer(strength) if waits && strength.needs_solution() => {
            about("panel-status-computer-waits", &name, &[])
        }
        // It plays only at the end of the line (`Session::computer_move`).
        Player::Computer(_) if !s.is_at_line_end() => {
            about("panel-status-computer-looking-back", &name, &[])
        }
        Player::Computer(_) if s.computer_waits_for_cancelled_solve() => {
            about("panel-status-computer-cancelled", &name, &[])
        }
        Player::Computer(_) => about("panel-status-computer", &name, &[]),
        Player::Human => about(
            "panel-status-human",
            &name,
            &[("how", FluentValue::from(G::how_to_move()))],
        ),
    }
}

/// How many times the position at the cursor has occurred, once it repeats, and the offer
/// to stop the game there as a draw.
fn repetition_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let count = s.repetitions();
    if count < 2 {
        return;
    }
    let text = match s.game().repetition_limit() {
        Some(limit) => tr!("panel-status-repeated-limit", count = count, limit = limit),
        None => tr!("panel-status-repeated", count = count),
    };
    ui.label(text);
    if s.can_agree_draw()
        && ui
            .small_button(tr!("panel-agree-draw"))
            .on_hover_text(tr!("panel-agree-draw-hover"))
            .clicked()
    {
        out.push(Command::AgreeDraw);
    }
}
