//! The value chart's "every move" view, as GamesmanUni draws its value history: beside the
//! line of the game, every legal move of each position as a dot where the move would have
//! led (its value and remoteness, in the chart's own heights), the best ones ringed, so that
//! a student sees at a glance where the game had one good move and where any move would do.
//! A click on a dot tries that move as a variation.

use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::chart_series::height;
use crate::ui::panels::plot::{move_words, ui_text_color};
use crate::ui::session::Session;
use crate::ui::session::every_move::{Column, MoveDot};
use crate::ui::views::grammar::SeatName;
use crate::ui::views::{theme, verdict};
use egui_plot::{PlotPoints, Points};
use std::sync::Arc;

/// How near (in the chart's heights) the pointer must be to a dot to name or click it.
const NEAR: f64 = 0.45;

/// The switch above the chart.
pub fn toggle_ui(ui: &mut egui::Ui, on: bool, out: &mut Vec<Command>) {
    let mut every = on;
    if ui
        .checkbox(&mut every, tr!("chart-every-move"))
        .on_hover_text(tr!("chart-every-move-hover"))
        .changed()
    {
        out.push(Command::ToggleEveryMove);
    }
}

/// Every move of the line's positions, computed once for each state of the session (its
/// revision changes with every move and every new verdict) and kept in the window's memory.
pub fn columns<G: GameUi>(ui: &egui::Ui, s: &Session<G>) -> Arc<Vec<Column>> {
    super::per_revision(ui, "kibitzer_every_move", s.revision(), || {
        Arc::new(s.every_move())
    })
}

/// The seat whose value sets a dot's height and colour: the seat the chart reads from with
/// two players (`view`), else the player making the move.
fn seat_of(column: &Column, view: Option<usize>) -> usize {
    view.unwrap_or(column.mover)
}

/// The largest remoteness among the moves' values (at least `top`).
pub fn top_with(columns: &[Column], view: Option<usize>, top: u32) -> u32 {
    columns
        .iter()
        .flat_map(|c| {
            let seat = seat_of(c, view);
            c.moves
                .iter()
                .filter_map(move |m| m.values[seat].remoteness())
        })
        .fold(top, u32::max)
}

/// Draws every move not played as a dot in its value's colour, and a ring round the best
/// ones (the move played among them).
pub fn draw(
    plot_ui: &mut egui_plot::PlotUi<'_>,
    columns: &[Column],
    view: Option<usize>,
    top: u32,
    dark: bool,
) {
    let mut rings = Vec::new();
    for column in columns {
        let seat = seat_of(column, view);
        let x = (column.ply + 1) as f64;
        for m in &column.moves {
            let value = m.values[seat];
            let y = height(value, top);
            if m.best {
                rings.push([x, y]);
            }
            if m.played {
                continue;
            }
            plot_ui.points(
                Points::new("", PlotPoints::from(vec![[x, y]]))
                    .color(theme::value_color(value, dark))
                    .radius(2.5)
                    .filled(true),
            );
        }
    }
    plot_ui.points(
        Points::new("", PlotPoints::from(rings))
            .radius(5.5)
            .filled(false)
            .color(ui_text_color(dark)),
    );
}

/// The move whose dot lies at `(x, y)` of the chart, if any: its column and the move.
pub fn dot_at(
    columns: &[Column],
    view: Option<usize>,
    top: u32,
    (x, y): (f64, f64),
) -> Option<(&Column, &MoveDot)> {
    let ply: usize = (x.round() as i64 - 1).try_into().ok()?;
    let column = columns.iter().find(|c| c.ply == ply)?;
    let seat = seat_of(column, view);
    let (distance, m) = column
        .moves
        .iter()
        .map(|m| ((height(m.values[seat], top) - y).abs(), m))
        .min_by(|a, b| a.0.total_cmp(&b.0))?;
    (distance <= NEAR).then_some((column, m))
}

/// The hover text of a dot: "Move 4: AC — win in 3 moves for Player 1 (a best move)".
pub fn dot_words(seats: &[SeatName], column: &Column, m: &MoveDot) -> String {
    let value = verdict::move_value(m.values[column.mover].one_ply_more());
    let key = match (m.played, m.best) {
        (true, _) => "chart-move-played",
        (false, true) => "chart-move-best",
        (false, false) => "chart-move-other",
    };
    tr!(
        key,
        when = move_words(column.ply),
        player = seats.get(column.mover).map_or("", |n| n.name.as_str()),
        name = m.name.clone(),
        value = value
    )
}

/// The commands of a click on the dot of a move not played: to its position, then the move,
/// as a variation.
pub fn try_dot(column: &Column, m: &MoveDot) -> Vec<Command> {
    if m.played {
        return Vec::new();
    }
    vec![Command::Jump(column.ply), Command::Play(m.name.clone())]
}
