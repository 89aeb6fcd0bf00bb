//! The analysis panel's moves: every legal move best first, each a button that plays it, with
//! its verdict for the player making it and the position it leads to. A searched list has a
//! key under its heading and each verdict explains itself on hover; moves of equal verdict
//! are listed by name, so that the list keeps its order from one search to the next. The
//! columns are measured on the texts of the frame drawn (not on the last frame's, as a grid
//! would), so that a verdict that grows as the search deepens never runs into the code
//! beside it.

use crate::core::Game;
use crate::solver::search::{Bound, Report, RootMove, Verdict};
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::code_note;
use crate::ui::session::Session;
use crate::ui::views::theme;
use crate::ui::views::{estimate, verdict};
use egui::RichText;

/// One row of the move list.
struct MoveRow {
    /// The move's name.
    name: String,
    /// Its verdict in words and its colour, once known.
    verdict: Option<(String, egui::Color32)>,
    /// What hovering the verdict explains, for a searched move.
    hover: Option<String>,
    /// The code of the position it leads to.
    to: String,
}

/// Above every heuristic score and below every proven win: a win read from the table, whose
/// remoteness is unknown, ranks below every proven one.
const TABLE_WIN: i64 = 900_000;
/// A proven win now: a win in n moves ranks `PROVEN_WIN - n`.
const PROVEN_WIN: i64 = 1_000_000;

/// A searched verdict's rank for the player it belongs to, higher better: proven wins (the
/// sooner the better), wins from the table, estimates and draws by score, then the same
/// losses the other way round.
fn rank(verdict: Verdict) -> i64 {
    use crate::core::Value;
    match verdict {
        Verdict::Proven(value) | Verdict::ProvenWithin(value) => match value {
            Value::Win(n) => PROVEN_WIN - i64::from(n),
            Value::Loss(n) => -(PROVEN_WIN - i64::from(n)),
            Value::Draw => 0,
        },
        Verdict::Solved { wins } => {
            if wins {
                TABLE_WIN
            } else {
                -TABLE_WIN
            }
        }
        Verdict::Estimate { score, .. } => i64::from(score),
    }
}

/// Exact verdicts before bounds at an equal verdict.
fn bound_order(bound: Bound) -> u8 {
    match bound {
        Bound::Exact => 0,
        Bound::AtLeast => 1,
        Bound::AtMost => 2,
    }
}

/// The report's moves with their names in the order shown: the search's choice first, then
/// by verdict, exact results before bounds at an equal verdict, then by name.
fn shown_order<'a, G: Game>(
    game: &G,
    state: &G::State,
    report: &'a Report<G>,
) -> Vec<(String, &'a RootMove<G>)> {
    let mut moves: Vec<(String, &RootMove<G>)> = report
        .moves
        .iter()
        .map(|m| (game.format_move(state, &m.mv), m))
        .collect();
    let not_best = |m: &RootMove<G>| report.best.as_ref() != Some(&m.mv);
    moves.sort_by(|(a_name, a), (b_name, b)| {
        not_best(a)
            .cmp(&not_best(b))
            .then(rank(b.verdict).cmp(&rank(a.verdict)))
            .then(bound_order(a.bound).cmp(&bound_order(b.bound)))
            .then(a_name.cmp(b_name))
    });
    moves
}

/// The rows of a searched position, in the order shown, each verdict with its explanation.
fn searched_rows<G: GameUi>(ui: &egui::Ui, s: &Session<G>, report: &Report<G>) -> Vec<MoveRow> {
    let dark = ui.visuals().dark_mode;
    let (game, state) = (s.game(), s.current());
    let mover = s.mover().unwrap_or(0);
    let (me, other) = (s.seat_name(mover), s.seat_name(1 - mover.min(1)));
    let terms = game.score_terms();
    shown_order(game, state, report)
        .into_iter()
        .map(|(name, m)| {
            let text = verdict::searched_move(m.verdict, m.bound);
            let color = match (m.verdict, m.bound) {
                (Verdict::Proven(v), Bound::Exact) => theme::value_text_color(v, dark),
                (Verdict::Solved { wins }, _) => theme::winner_text_color(wins, dark),
                _ => ui.visuals().weak_text_color(),
            };
            let hover = estimate::searched_move_hover((m.verdict, m.bound), &me, &other, terms);
            MoveRow {
                name,
                verdict: Some((text, color)),
                hover: Some(hover),
                to: game.format_state(&m.to),
            }
        })
        .collect()
}

/// The move list's rows, from the solve, the search, or the rules alone.
fn move_rows<G: GameUi>(ui: &egui::Ui, s: &Session<G>) -> Vec<MoveRow> {
    let dark = ui.visuals().dark_mode;
    let (game, state) = (s.game(), s.current());
    if let Some(eval) = s.eval() {
        return eval
            .moves
            .iter()
            .map(|m| MoveRow {
                name: m.name.clone(),
                verdict: Some((
                    verdict::move_value(m.value),
                    theme::value_text_color(m.value, dark),
                )),
                hover: None,
                to: m.to_code.clone(),
            })
            .collect();
    }
    if let Some(report) = s.report() {
        return searched_rows(ui, s, report);
    }
    game.successors(state)
        .into_iter()
        .map(|(mv, to)| MoveRow {
            name: game.format_move(state, &mv),
            verdict: None,
            hover: None,
            to: game.format_state(&to),
        })
        .collect()
}

/// The heading of the moves, and under a search's estimates the key to them.
fn heading_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let estimated = s.report().filter(|r| !r.exact);
    let title = if s.eval().is_some() || s.report().is_some_and(|r| r.exact) {
        tr!("panel-moves-best-first")
    } else if estimated.is_some() {
        tr!("panel-moves-search-best-first")
    } else {
        tr!("panel-moves")
    };
    ui.label(RichText::new(title).strong());
    let (Some(_), Some(mover)) = (estimated, s.mover()) else {
        return;
    };
    let (me, other) = (s.seat_name(mover), s.seat_name(1 - mover.min(1)));
    let terms = s.game().score_terms();
    let key = estimate::estimate_key(&me, terms);
    let explained = estimate::estimate_key_hover(&me, &other, terms);
    ui.add(
        egui::Label::new(
            RichText::new(key)
                .small()
                .color(ui.visuals().weak_text_color()),
        )
        .wrap(),
    )
    .on_hover_text(explained);
}

/// Every legal move, best first, each a button that plays it; returns the name of the move
/// under the pointer, for the board to preview.
pub fn moves_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    out: &mut Vec<Command>,
) -> Option<String> {
    let rows = move_rows(ui, s);
    heading_ui(ui, s);
    if rows.is_empty() {
        ui.label(tr!("panel-no-legal-move"));
        return None;
    }
    let columns = columns_for(ui, &rows);
    let mut pointed = None;
    for (i, row) in rows.into_iter().enumerate() {
        // The stripe goes under the row, whose height is known only once it is drawn.
        let stripe = ui.painter().add(egui::Shape::Noop);
        let name = row.name.clone();
        let response = ui.horizontal(|ui| row_ui(ui, row, columns, out)).response;
        if i % 2 == 1 {
            let rect = response
                .rect
                .expand2(egui::vec2(2.0, ui.spacing().item_spacing.y / 2.0));
            let fill = ui.visuals().faint_bg_color;
            ui.painter()
                .set(stripe, egui::Shape::rect_filled(rect, 2.0, fill));
        }
        if response.contains_pointer() {
            pointed = Some(name);
        }
    }
    pointed
}

/// The widths of the move list's columns, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Columns {
    /// The move buttons'.
    name: f32,
    /// The verdicts'.
    verdict: f32,
    /// The resulting codes', when there is room for them.
    code: Option<f32>,
}

/// The least room the codes are shown in: less would show little more than the arrow.
const CODE_ROOM: f32 = 80.0;

/// The columns in `width` points, `gap` apart, for names and verdicts as wide as the widest
/// of each: every name and verdict whole when they fit, the codes in the room left when it
/// is at least [`CODE_ROOM`] (else left to the tooltips), a verdict that does not fit
/// wrapped in the room left; so that no column runs into the next.
fn column_widths(names: f32, verdicts: f32, width: f32, gap: f32) -> Columns {
    let name = names.min(width);
    let rest = (width - name - gap).max(0.0);
    let code = rest - verdicts - gap;
    if code >= CODE_ROOM {
        Columns {
            name,
            verdict: verdicts,
            code: Some(code),
        }
    } else {
        Columns {
            name,
            verdict: rest,
            code: None,
        }
    }
}

/// The columns for these rows in the width of `ui`, measured on this frame's texts.
fn columns_for(ui: &egui::Ui, rows: &[MoveRow]) -> Columns {
    let width_of = |text: RichText| {
        egui::WidgetText::from(text)
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            )
            .size()
            .x
    };
    let padding = ui.spacing().button_padding.x * 2.0;
    let names = rows
        .iter()
        .map(|r| width_of(RichText::new(&r.name).monospace()) + padding)
        .fold(0.0, f32::max);
    let verdicts = rows
        .iter()
        .map(|r| match &r.verdict {
            Some((text, _)) => width_of(RichText::new(text)),
            None => width_of(RichText::new("…")),
        })
        .fold(0.0, f32::max);
    let gap = ui.spacing().item_spacing.x;
    column_widths(names.ceil(), verdicts.ceil(), ui.available_width(), gap)
}

/// A cell of the list, exactly `width` wide.
fn cell_ui<R>(ui: &mut egui::Ui, width: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let size = egui::vec2(width, ui.spacing().interact_size.y);
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(size, layout, |ui| {
        ui.set_width(width);
        add(ui)
    })
    .inner
}

/// One move: its button, its verdict, and where it leads when there is room.
fn row_ui(ui: &mut egui::Ui, row: MoveRow, columns: Columns, out: &mut Vec<Command>) {
    let clicked = cell_ui(ui, columns.name, |ui| {
        let button = egui::Button::new(RichText::new(&row.name).monospace()).truncate();
        ui.add(button)
            .on_hover_text(tr!("panel-play-move", code = row.to.clone()))
            .clicked()
    });
    if clicked {
        out.push(Command::Play(row.name.clone()));
    }
    cell_ui(ui, columns.verdict, |ui| {
        verdict_cell_ui(ui, row.verdict, row.hover);
    });
    if let Some(width) = columns.code {
        cell_ui(ui, width, |ui| code_cell_ui(ui, &row.to));
    }
}

/// A move's verdict, its explanation on hover; "…" while it is not known. Wrapped onto a
/// second line when the panel is too narrow for it, so that none of it is lost.
fn verdict_cell_ui(
    ui: &mut egui::Ui,
    value: Option<(String, egui::Color32)>,
    hover: Option<String>,
) {
    let Some((text, color)) = value else {
        ui.label("…").on_hover_text(tr!("panel-not-evaluated"));
        return;
    };
    let response = ui.add(egui::Label::new(RichText::new(text).color(color)).wrap());
    if let Some(hover) = hover {
        response.on_hover_text(hover);
    }
}

/// The code of the position a move leads to, cut short with "…" (in full on hover) rather
/// than widening the panel.
fn code_cell_ui(ui: &mut egui::Ui, to: &str) {
    let text = RichText::new(format!("→ {to}"))
        .monospace()
        .color(ui.visuals().weak_text_color());
    let label = egui::Label::new(text)
        .truncate()
        .show_tooltip_when_elided(false);
    ui.add(label).on_hover_ui(|ui| {
        ui.label(RichText::new(to).monospace());
        ui.label(code_note(None));
    });
}

#[cfg(test)]
mod tests;
