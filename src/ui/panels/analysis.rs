//! The right panel: the position code (copy it, or type one and press Enter to go there),
//! the verdict in words, every legal move best first, the principal variation, the variant's
//! figures, and the solver's progress.

use crate::core::Outcome;
use crate::solver::search::{Bound, Verdict};
use crate::ui::common::command::Command;
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::figures;
use crate::ui::panels::table_panel::table_section_ui;
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluated;
use crate::ui::session::tables::Tables;
use crate::ui::views::theme;
use crate::ui::views::verdict;
use egui::{Grid, RichText};

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
                moves_ui(ui, s, out);
                pv_ui(ui, s);
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
    ui.horizontal(|ui| {
        let copy_width = 56.0;
        let edit = egui::TextEdit::singleline(&mut code.text)
            .id(id)
            .font(egui::TextStyle::Monospace)
            .desired_width(ui.available_width() - copy_width - 8.0);
        let response = ui
            .add(edit)
            .accessible_name("Position code")
            .on_hover_text("The position code. Type another and press Enter to go there.");
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
            let other = s.seat_name(1 - mover.min(1));
            let text = verdict::searched(found, &s.seat_name(mover), &other);
            ui.label(RichText::new(text).heading().strong());
            let source = match found {
                _ if !exact => "From a search of this position, not a solve of the game.",
                Verdict::Solved { .. } => {
                    "Exact: read from the table of every position, which says who wins but \
                     not how soon."
                }
                _ => "Exact: the table of every position agrees with the search's proof.",
            };
            note(
                ui,
                &format!("{} to move. {source}", s.seat_name(mover).name),
            );
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
        _ if s.is_searched() => {
            ui.label(RichText::new("Not searched yet").heading());
        }
        _ => {
            ui.label(RichText::new("Not solved yet").heading());
        }
    }
    progress_ui(ui, s, out);
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

/// One row of the move list: name, verdict in words and its colour, resulting code.
type MoveRow = (String, Option<(String, egui::Color32)>, String);

/// The move list's rows, from the solve, the search, or the rules alone.
fn move_rows<G: GameUi>(ui: &egui::Ui, s: &Session<G>) -> Vec<MoveRow> {
    let dark = ui.visuals().dark_mode;
    let (game, state) = (s.game(), s.current());
    if let Some(eval) = s.eval() {
        return eval
            .moves
            .iter()
            .map(|m| {
                let text = verdict::move_value(m.value);
                let color = theme::value_text_color(m.value, dark);
                (m.name.clone(), Some((text, color)), m.to_code.clone())
            })
            .collect();
    }
    if let Some(report) = s.report() {
        return report
            .moves
            .iter()
            .map(|m| {
                let text = verdict::searched_move(m.verdict, m.bound);
                let color = match (m.verdict, m.bound) {
                    (Verdict::Proven(v), Bound::Exact) => theme::value_text_color(v, dark),
                    (Verdict::Solved { wins }, _) => theme::winner_text_color(wins, dark),
                    _ => ui.visuals().weak_text_color(),
                };
                let name = game.format_move(state, &m.mv);
                (name, Some((text, color)), game.format_state(&m.to))
            })
            .collect();
    }
    game.successors(state)
        .into_iter()
        .map(|(mv, to)| (game.format_move(state, &mv), None, game.format_state(&to)))
        .collect()
}

/// Every legal move, best first, each a button that plays it.
fn moves_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let rows = move_rows(ui, s);
    let title = if s.eval().is_some() || s.report().is_some_and(|r| r.exact) {
        "Moves, best first"
    } else if s.report().is_some() {
        "Moves, the search's best first"
    } else {
        "Moves"
    };
    ui.label(RichText::new(title).strong());
    if rows.is_empty() {
        ui.label("No legal move.");
        return;
    }
    // In a narrow panel the resulting codes are left to the tooltips.
    let wide = ui.available_width() >= 270.0;
    let right = ui.max_rect().right();
    Grid::new("moves")
        .num_columns(if wide { 3 } else { 2 })
        .striped(true)
        .show(ui, |ui| {
            for (name, value, to) in rows {
                if ui
                    .button(RichText::new(&name).monospace())
                    .on_hover_text(format!("Play this move, to {to}"))
                    .clicked()
                {
                    out.push(Command::Play(name));
                }
                match value {
                    Some((text, color)) => ui.label(RichText::new(text).color(color)),
                    None => ui.label("…"),
                };
                if wide {
                    // A long code is cut short with "…" (in full on hover) rather than
                    // widening the panel.
                    let text = RichText::new(format!("→ {to}"))
                        .monospace()
                        .color(ui.visuals().weak_text_color());
                    let room = (right - ui.cursor().min.x).max(40.0);
                    let size = egui::vec2(room, ui.spacing().interact_size.y);
                    let layout = egui::Layout::left_to_right(egui::Align::Center);
                    ui.allocate_ui_with_layout(size, layout, |ui| {
                        ui.add(egui::Label::new(text).truncate())
                            .on_hover_text(to.as_str());
                    });
                }
                ui.end_row();
            }
        });
}

/// The line the search expects, as move names (each checked by the rules).
fn searched_line_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let Some(report) = s.report() else {
        return;
    };
    const SHOWN: usize = 12;
    let game = s.game();
    let mut at = s.current().clone();
    let mut names = Vec::new();
    for mv in report.pv.iter().take(SHOWN) {
        let Ok(next) = game.play(&at, mv) else {
            break;
        };
        names.push(game.format_move(&at, mv));
        at = next;
    }
    if names.len() < 2 {
        return;
    }
    ui.add_space(4.0);
    ui.label(RichText::new("The search's expected line").strong());
    ui.label(RichText::new(names.join(" ")).monospace());
}

/// The positions perfect play passes through.
fn pv_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let Some(eval) = s.eval() else {
        searched_line_ui(ui, s);
        return;
    };
    if eval.pv.len() < 2 {
        return;
    }
    ui.add_space(4.0);
    ui.label(RichText::new("Perfect play from here").strong());
    const SHOWN: usize = 12;
    let codes: Vec<String> = eval
        .pv
        .iter()
        .take(SHOWN)
        .map(|p| s.game().format_state(p))
        .collect();
    let mut text = codes.join(" → ");
    if eval
        .moves
        .first()
        .is_some_and(|m| m.value.remoteness().is_none())
    {
        text.push_str(" → … (a draw goes on for ever)");
    } else if eval.pv.len() > SHOWN {
        text.push_str(&format!(" → … ({} more moves)", eval.pv.len() - SHOWN));
    }
    ui.label(RichText::new(text).monospace());
}
