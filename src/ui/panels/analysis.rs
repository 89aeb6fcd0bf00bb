//! The right panel: the position code (copy it, or type one and press Enter to go there),
//! the verdict in words, every legal move best first, the principal variation, the variant's
//! figures, and the solver's progress.

use crate::core::Outcome;
use crate::solver::search::Verdict;
use crate::ui::common::command::Command;
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::table_panel::table_section_ui;
use crate::ui::panels::{figures, lines, moves};
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluated;
use crate::ui::session::tables::Tables;
use crate::ui::views::theme;
use crate::ui::views::{estimate, verdict};
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

/// The analysis panel.
pub fn analysis_ui(
    ui: &mut egui::Ui,
    active: &ActiveGame,
    code: &mut CodeBox,
    tables: &Tables,
    out: &mut Vec<Command>,
) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            with_session!(active, s => {
                position_ui(ui, s, code, out);
                ui.separator();
                verdict_ui(ui, s, out);
                if let Some(geese) = s.game().table_target() {
                    table_section_ui(ui, tables, geese, out);
                }
                ui.separator();
                moves::moves_ui(ui, s, out);
                lines::lines_ui(ui, s);
                figures::figures_ui(ui, s);
            });
        });
}

/// The code field with Copy.
fn position_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    code: &mut CodeBox,
    out: &mut Vec<Command>,
) {
    ui.add_space(4.0);
    ui.label(RichText::new("Position").strong());
    let id = egui::Id::unique("position_code");
    let focused = ui.memory(|m| m.has_focus(id));
    if !focused && code.synced != Some(s.revision()) {
        code.text = s.game().format_state(s.current());
        code.synced = Some(s.revision());
    }
    // A long code scrolls inside the field: the hover shows it whole.
    let now = s.game().format_state(s.current());
    ui.horizontal(|ui| {
        let copy_width = 56.0;
        let edit = egui::TextEdit::singleline(&mut code.text)
            .id(id)
            .font(egui::TextStyle::Monospace)
            .desired_width(ui.available_width() - copy_width - 8.0);
        let response = ui
            .add(edit)
            .accessible_name("Position code")
            .on_hover_text(format!(
                "The position code, in full: {now}\nType another and press Enter to go there."
            ));
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            out.push(Command::SetPosition(code.text.clone()));
        }
        if ui
            .add_sized([copy_width, 20.0], egui::Button::new("Copy"))
            .clicked()
        {
            out.push(Command::CopyCode);
        }
    });
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
    match (s.mover(), s.values_at(s.history().cursor()), searched) {
        (Some(mover), _, Some((found, exact))) if two => {
            searched_verdict_ui(ui, s, mover, (found, exact));
        }
        (Some(mover), Some(values), _) if two => {
            let other = s.seat_name(1 - mover.min(1));
            let text = verdict::two_sided(values[mover], &s.seat_name(mover), &other);
            ui.label(RichText::new(text).heading().strong());
            note(
                ui,
                &format!(
                    "{} to move. Moves are counted one player's turn at a time.",
                    s.seat_name(mover).name
                ),
            );
        }
        (Some(mover), Some(values), _) => {
            ui.label(RichText::new(format!("{} to move", s.seat_name(mover).name)).heading());
            note(ui, "Each player against all the others together:");
            for (seat, &value) in values.iter().enumerate() {
                let color = theme::value_text_color(value, ui.visuals().dark_mode);
                ui.label(RichText::new(verdict::paranoid(value, &s.seat_name(seat))).color(color));
            }
        }
        _ if s.is_searched() => unsearched_ui(ui, s),
        _ => {
            ui.label(RichText::new("Not solved yet").heading());
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
    (found, exact): (Verdict, bool),
) {
    let (me, other) = (s.seat_name(mover), s.seat_name(1 - mover.min(1)));
    let text = verdict::searched(found, &me, &other);
    let heading = ui.add(egui::Label::new(RichText::new(text).heading().strong()).wrap());
    if let Some(hover) = estimate::estimate_hover(found, (&me, &other), s.game().score_terms()) {
        heading.on_hover_text(hover);
    }
    let source = match found {
        _ if !exact => "From a search of this position, not a solve of the game.",
        Verdict::Solved { .. } => {
            "Exact: read from the table of every position, which says who wins but not how \
             soon."
        }
        _ => "Exact: the table of every position agrees with the search's proof.",
    };
    note(ui, &format!("{} to move. {source}", me.name));
    let cursor = s.history().cursor();
    if let (Some(_), Some((depth, time))) = (s.progress(), s.searched_how(cursor)) {
        note(
            ui,
            &format!(
                "Shown meanwhile: an earlier {} s search, to depth {depth}.",
                time.as_secs_f64()
            ),
        );
    }
}

/// The heading of a searched game's position before its first report: the search at work,
/// stopped, or not started.
fn unsearched_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    if s.progress().is_some() {
        ui.label(RichText::new("Searching this position…").heading());
        let time = s
            .search_time()
            .map(|t| format!(" for {} s", t.as_secs_f64()))
            .unwrap_or_default();
        note(
            ui,
            &format!(
                "Nothing found yet: the search looks one ply deeper at a time{time}, and its \
                 verdict appears when it stops."
            ),
        );
    } else if s.is_cancelled() {
        ui.label(RichText::new("Not searched").heading());
    } else {
        ui.label(RichText::new("Not searched yet").heading());
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
        Outcome::Winner(w) => {
            let name = s.seat_name(w);
            format!("Game over: {} {}", name.name, name.verb("win"))
        }
        Outcome::Draw if s.is_drawn_by_record() => {
            "Game over: a draw by the third repetition".to_owned()
        }
        Outcome::Draw => "Game over: a draw".to_owned(),
    };
    ui.label(RichText::new(text).heading());
}

/// The solver's progress with Cancel, or Solve after a cancel.
fn progress_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let solved = s.solved().is_some();
    let weak = ui.visuals().weak_text_color();
    if let Some((fraction, phase)) = s.progress() {
        ui.horizontal(|ui| {
            ui.spinner();
            let work = if s.is_searched() {
                "Searching this position"
            } else if solved {
                "Counting the figures"
            } else {
                "Solving"
            };
            ui.add(egui::Label::new(format!("{work}: {phase}…")).wrap());
        });
        ui.horizontal(|ui| {
            let bar = egui::ProgressBar::new(fraction)
                .show_percentage()
                .desired_width(ui.available_width() - 70.0);
            ui.add(bar);
            if ui.button("Cancel").clicked() {
                out.push(Command::CancelSolve);
            }
        });
        if !solved && !s.is_searched() {
            ui.label(
                RichText::new(
                    "You can play on meanwhile; the verdicts appear when the solve is done.",
                )
                .small()
                .color(weak),
            );
        }
    } else if s.is_cancelled() {
        ui.horizontal(|ui| {
            let (text, button) = if s.is_searched() {
                ("The search was stopped.", "Search")
            } else if solved {
                ("The figures were not counted.", "Count them")
            } else {
                ("The solve was cancelled.", "Solve")
            };
            ui.label(text);
            if ui.button(button).clicked() {
                out.push(Command::Solve);
            }
        });
    }
}
