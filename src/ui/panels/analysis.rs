//! The right panel: the position code (copy it, or type one and press Enter to go there),
//! the verdict in words, every legal move best first, the principal variation, the variant's
//! figures, and the solver's progress.

use crate::core::Outcome;
use crate::solver::search::Verdict;
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::table_panel::table_section_ui;
use crate::ui::panels::{about, button_room, code_note, decimal, figures, lines, moves};
use crate::ui::session::Session;
use crate::ui::session::tables::{Tables, duration};
use crate::ui::views::theme;
use crate::ui::views::{estimate, verdict};
use crate::words::FluentValue;
use egui::RichText;

/// The code field: what is typed, and what was wrong with the last code entered.
#[derive(Default)]
pub struct CodeBox {
    /// The text in the field.
    pub text: String,
    /// Why the last entered code was refused.
    pub error: Option<String>,
    /// The session revision the text was last filled from.
    pub synced: Option<u64>,
}

/// The analysis panel; returns the name of the move under the pointer in the moves list,
/// for the board to preview.
pub fn analysis_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    code: &mut CodeBox,
    tables: &Tables,
    out: &mut Vec<Command>,
) -> Option<String> {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            position_ui(ui, s, code, out);
            ui.separator();
            // A practice hides the answer: no verdicts, no moves, no lines of play.
            if s.hides_answer() {
                ui.label(RichText::new(tr!("trainer-hidden")).weak());
                return None;
            }
            verdict_ui(ui, s, out);
            crate::ui::study::review::review_ui(ui, s, out);
            if let Some(target) = s.game().table_target() {
                table_section_ui(ui, tables, target, out);
            }
            ui.separator();
            let pointed = moves::moves_ui(ui, s, out);
            lines::lines_ui(ui, s);
            figures::figures_ui(ui, s);
            pointed
        })
        .inner
}

/// The code field with Copy.
fn position_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    code: &mut CodeBox,
    out: &mut Vec<Command>,
) {
    ui.add_space(4.0);
    ui.label(RichText::new(tr!("panel-position")).strong());
    let id = egui::Id::unique("position_code");
    let focused = ui.memory(|m| m.has_focus(id));
    if !focused && code.synced != Some(s.revision()) {
        code.text = s.game().format_state(s.current());
        code.synced = Some(s.revision());
    }
    // A long code wraps inside the field, so that it is read whole in a narrow panel; the
    // hover adds the side to move by its name (not "you": the code names the side, not who
    // plays it). Enter goes to the position rather than starting a new row.
    let now = s.game().format_state(s.current());
    let side = s.mover().map(|seat| s.game().seat_name(seat));
    let entered =
        focused && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
    ui.horizontal_top(|ui| {
        let copy = tr!("panel-copy");
        let edit = egui::TextEdit::multiline(&mut code.text)
            .id(id)
            .font(egui::TextStyle::Monospace)
            .desired_rows(1)
            .desired_width(ui.available_width() - button_room(ui, &copy));
        ui.add(edit)
            .accessible_name(tr!("panel-position-code"))
            .on_hover_ui(|ui| {
                ui.label(tr!("panel-position-code-hover", code = now));
                ui.label(code_note(side.as_ref()));
            });
        if ui.button(copy).clicked() {
            out.push(Command::CopyCode);
        }
    });
    if entered {
        ui.memory_mut(|m| m.surrender_focus(id));
        // A pasted code may bring its line breaks along.
        out.push(Command::SetPosition(code.text.replace(['\n', '\r'], "")));
    }
    if let Some(error) = &code.error {
        ui.colored_label(ui.visuals().error_fg_color, error);
    }
}

/// The verdict of the position in words.
fn verdict_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    if let Some(outcome) = s.outcome() {
        game_over_ui(ui, s, outcome);
        return;
    }
    let two = s.game().players() == 2;
    let searched = s.report().map(|r| (r.verdict, r.exact));
    let perfect = s.report().is_some_and(|r| r.perfect);
    match (s.mover(), s.values_at(s.history().cursor()), searched) {
        (Some(mover), _, Some((found, exact))) if two => {
            searched_verdict_ui(ui, s, mover, (found, exact, perfect));
        }
        (Some(mover), Some(values), _) if two => {
            let other = s.seat_name(1 - mover.min(1));
            let text = verdict::two_sided(values[mover], &s.seat_name(mover), &other);
            ui.label(RichText::new(text).heading().strong());
            note(
                ui,
                &about("panel-to-move-counted", &s.seat_name(mover), &[]),
            );
        }
        (Some(mover), Some(values), _) => {
            ui.label(RichText::new(about("panel-to-move", &s.seat_name(mover), &[])).heading());
            note(ui, &tr!("panel-each-against-all"));
            for (seat, &value) in values.iter().enumerate() {
                let color = theme::value_text_color(value, ui.visuals().dark_mode);
                ui.label(RichText::new(verdict::paranoid(value, &s.seat_name(seat))).color(color));
            }
        }
        _ if s.is_searched() => unsearched_ui(ui, s),
        _ => {
            ui.label(RichText::new(tr!("panel-not-solved-yet")).heading());
        }
    }
    progress_ui(ui, s, out);
}

/// A search's verdict on a two-sided position, `mover` to move: in words, the estimate
/// explained on hover, where it came from, and whether a new search is under way.
fn searched_verdict_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    mover: usize,
    (found, exact, perfect): (Verdict, bool, bool),
) {
    let (me, other) = (s.seat_name(mover), s.seat_name(1 - mover.min(1)));
    let text = verdict::searched(found, &me, &other);
    let heading = ui.add(egui::Label::new(RichText::new(text).heading().strong()).wrap());
    if let Some(hover) = estimate::estimate_hover(found, (&me, &other), s.game().score_terms()) {
        heading.on_hover_text(hover);
    }
    let source = match found {
        _ if !exact => tr!("panel-source-search"),
        _ if perfect => tr!("panel-source-remoteness"),
        Verdict::Solved { .. } => tr!("panel-source-table"),
        _ => tr!("panel-source-agree"),
    };
    note(
        ui,
        &about(
            "panel-to-move-source",
            &me,
            &[("source", FluentValue::from(source))],
        ),
    );
    let cursor = s.history().cursor();
    if let (Some(_), Some((depth, time))) = (s.progress(), s.searched_how(cursor)) {
        note(
            ui,
            &tr!(
                "panel-shown-meanwhile",
                seconds = decimal(time.as_secs_f64()),
                depth = depth
            ),
        );
    }
}

/// The heading of a searched game's position before its first report: the search at work,
/// stopped, or not started.
fn unsearched_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    if s.progress().is_some() {
        ui.label(RichText::new(tr!("panel-searching")).heading());
        let text = match s.search_time() {
            Some(t) => tr!(
                "panel-nothing-found-timed",
                seconds = decimal(t.as_secs_f64())
            ),
            None => tr!("panel-nothing-found"),
        };
        note(ui, &text);
    } else if s.is_cancelled() {
        ui.label(RichText::new(tr!("panel-not-searched")).heading());
    } else {
        ui.label(RichText::new(tr!("panel-not-searched-yet")).heading());
    }
}

/// Seconds left as the estimate shows them: to the second under 10 s, to 5 s under a
/// minute (an estimate is no more precise), then as they are (shown in minutes).
pub fn rounded_seconds(left: std::time::Duration) -> f64 {
    let seconds = left.as_secs_f64();
    if seconds < 10.0 {
        seconds.round().max(1.0)
    } else if seconds < 60.0 {
        (seconds / 5.0).round() * 5.0
    } else {
        seconds
    }
}

/// A small, quiet line of explanation.
fn note(ui: &mut egui::Ui, text: &str) {
    ui.label(
        RichText::new(text)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

/// How the game ended.
fn game_over_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, outcome: Outcome) {
    let text = match outcome {
        Outcome::Winner(w) => about("panel-game-over-wins", &s.ending_seat_name(w), &[]),
        Outcome::Draw if s.is_drawn_by_record() => tr!("panel-game-over-repetition"),
        Outcome::Draw if s.is_drawn_by_agreement() => tr!("panel-game-over-agreed"),
        Outcome::Draw => tr!("panel-game-over-draw"),
    };
    ui.label(RichText::new(text).heading());
}

/// The solver's progress with Cancel, or Solve after a cancel.
fn progress_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    if let Some((fraction, phase)) = s.progress() {
        working_ui(ui, s, fraction, phase, out);
    } else if let Some(cause) = s.failure() {
        failed_ui(ui, s, cause, out);
    } else if s.is_cancelled() {
        cancelled_ui(ui, s, out);
    }
}

/// The work under way: what it does, a bar with Cancel, and the time left.
fn working_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    fraction: f32,
    phase: crate::solver::Phase,
    out: &mut Vec<Command>,
) {
    let solved = s.solved().is_some();
    let weak = ui.visuals().weak_text_color();
    ui.horizontal(|ui| {
        ui.spinner();
        let work = if s.is_searched() {
            "panel-progress-searching"
        } else if solved {
            "panel-progress-counting"
        } else {
            "panel-progress-solving"
        };
        ui.add(egui::Label::new(tr!(work, phase = crate::ui::session::phase_words(phase))).wrap());
    });
    ui.horizontal(|ui| {
        let cancel = tr!("panel-cancel");
        let bar = egui::ProgressBar::new(fraction)
            .show_percentage()
            .desired_width(ui.available_width() - button_room(ui, &cancel));
        ui.add(bar);
        if ui.button(cancel).clicked() {
            out.push(Command::CancelSolve);
        }
    });
    if !s.is_searched() {
        // The line is there from the start, so that nothing moves when the estimate
        // comes; the bar is the step's, and so is the time.
        let left = match s.time_left() {
            Some(left) => tr!("panel-time-left", left = duration(rounded_seconds(left))),
            None => tr!("panel-time-left-estimating"),
        };
        ui.label(RichText::new(left).small());
    }
    if !solved && !s.is_searched() {
        ui.label(
            RichText::new(tr!("panel-play-on-solve"))
                .small()
                .color(weak),
        );
    }
}

/// Work that failed: why, and a button to start it again.
fn failed_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, cause: &str, out: &mut Vec<Command>) {
    ui.colored_label(
        ui.visuals().error_fg_color,
        tr!("panel-work-failed", cause = cause),
    );
    let again = if s.is_searched() {
        "panel-search"
    } else {
        "panel-solve"
    };
    if ui.button(tr!(again)).clicked() {
        out.push(Command::Solve);
    }
}

/// Work the user cancelled: what was stopped, and a button to start it again.
fn cancelled_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let solved = s.solved().is_some();
    ui.horizontal(|ui| {
        let (text, button) = if s.is_searched() {
            ("panel-search-stopped", "panel-search")
        } else if solved {
            ("panel-figures-not-counted", "panel-count-them")
        } else {
            ("panel-solve-cancelled", "panel-solve")
        };
        ui.label(tr!(text));
        if ui.button(tr!(button)).clicked() {
            out.push(Command::Solve);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::rounded_seconds;
    use std::time::Duration;

    #[test]
    fn the_time_left_is_no_more_precise_than_an_estimate() {
        let shown = |s: f64| rounded_seconds(Duration::from_secs_f64(s));
        assert_eq!(shown(0.2), 1.0);
        assert_eq!(shown(4.4), 4.0);
        assert_eq!(shown(12.0), 10.0);
        assert_eq!(shown(23.0), 25.0);
        assert_eq!(shown(125.0), 125.0);
    }
}
