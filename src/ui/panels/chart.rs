//! The value history: the verdict after every move of the game, in the manner of
//! GamesCrafters' "visual value history". Draws lie on the middle line; with two players, a
//! win for the side the chart reads from (the one you play against the computer, else the
//! first) rises above it and a win for the other side falls below, both named above the
//! plot; with more players, each player's own verdict. The nearer the end of the game, the
//! further from the middle: the height is the remoteness counted from the edge. Click a
//! point to go to that move.

use crate::core::{Seat, Value};
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::chart_moves;
pub use crate::ui::panels::chart_series::height;
use crate::ui::panels::chart_series::{known_values, series, top_of};
use crate::ui::panels::keyed_text;
use crate::ui::panels::plot::{
    finish, move_plot, move_words, sides_labels_ui, spaced_marks, ui_text_color,
};
use crate::ui::session::Session;
use crate::ui::study::review::mark_color;
use crate::ui::views::grammar::SeatName;
use crate::ui::views::theme;
use crate::ui::views::verdict;
use egui_plot::{HLine, HoverPosition, Line, MarkerShape, PlotPoints, Points};

/// The remoteness a height stands for (the axis labels).
fn remoteness_at(height: f64, top: u32) -> Option<u32> {
    let h = height.abs().round() as u32;
    (h >= 1 && h <= top + 1).then(|| top + 1 - h)
}

/// The seats whose lines the chart draws: with two players, the one it reads from (see
/// [`Session::viewpoint`]); with more, every seat's own verdict.
pub fn drawn_seats<G: GameUi>(s: &Session<G>) -> Vec<Seat> {
    match s.game().players() {
        2 => vec![s.viewpoint()],
        players => (0..players).collect(),
    }
}

/// Each drawn line's height after every solved move of the line, in the order of
/// [`drawn_seats`]: what the chart plots.
pub fn heights<G: GameUi>(s: &Session<G>) -> Vec<(usize, Vec<f64>)> {
    let known = known_values(s);
    let top = top_of(&known);
    let seats = drawn_seats(s);
    known
        .iter()
        .map(|(ply, v)| {
            (
                *ply,
                seats.iter().map(|&seat| height(v[seat], top)).collect(),
            )
        })
        .collect()
}

/// The chart of a session: the value history, or the search's chart when the game is
/// searched rather than solved.
pub fn chart_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, every: bool, out: &mut Vec<Command>) {
    if s.is_searched() {
        crate::ui::panels::chart_search::search_chart_ui(ui, s, out);
        return;
    }
    let history = s.history();
    let players = s.game().players();
    let drawn = drawn_seats(s);
    let (line_top, series) = series(ui, s);
    let known: Vec<(usize, &[Value])> = series.iter().map(|(p, v)| (*p, v.as_slice())).collect();
    let view = (players == 2).then_some(drawn[0]);
    // A practice hides the answer, which the dots of every move would show.
    let columns = match every && !s.hides_answer() {
        true => chart_moves::columns(ui, s),
        false => Default::default(),
    };
    let top = chart_moves::top_with(&columns, view, line_top);
    let dark = ui.visuals().dark_mode;
    let cursor = history.cursor();
    let seats: Vec<SeatName> = (0..players).map(|seat| s.seat_name(seat)).collect();
    let ordered = reading_order(&seats, &drawn);
    // One row that wraps between its parts (never inside one) in a narrow window.
    ui.horizontal_wrapped(|ui| {
        if !known.is_empty() {
            chart_moves::toggle_ui(ui, every, out);
        }
        match drawn[..] {
            [_] if players == 2 => sides_labels_ui(ui, &ordered[0], &ordered[1], dark),
            _ => own_results_ui(ui, &seats, dark),
        }
    });
    let ends = (
        ordered[0].name.clone(),
        ordered.get(1).map(|n| n.name.clone()),
    );
    let two = players == 2;
    let owned = values_in_order(&known, &drawn, two);
    let draws = s.game().has_draws();
    // A dot of every move is named by its move, the rest of the chart as before.
    let (dots, names) = (columns.clone(), seats.clone());
    let plot = move_plot("value_history", history.len(), f64::from(top + 1))
        .y_grid_spacer(move |input| axis_marks(&input, top))
        .y_axis_formatter(move |mark, _| axis_label(mark.value, top, two.then_some(&ends), draws))
        .label_formatter(move |pos| {
            let p = match pos {
                HoverPosition::NearDataPoint { position, .. } => *position,
                HoverPosition::Elsewhere { position } => *position,
            };
            let dot = chart_moves::dot_at(&dots, view, top, (p.x, p.y));
            match dot {
                Some((c, m)) => Some(chart_moves::dot_words(&names, c, m)),
                None => Some(hover_label(pos, &owned, &ordered)),
            }
        });
    let response = plot.show(ui, |plot_ui| {
        // A game without draws draws no draw line.
        if draws {
            plot_ui.hline(
                // Unnamed, so that the legend names the seats alone.
                HLine::new("", 0.0)
                    .color(theme::value_color(Value::Draw, dark))
                    .width(1.0),
            );
        }
        for &seat in &drawn {
            let color = if two {
                ui_text_color(dark)
            } else {
                theme::player_color(seat)
            };
            seat_line(plot_ui, &known, seat, &seats[seat].name, (top, color, dark));
        }
        chart_moves::draw(plot_ui, &columns, view, top, dark);
        review_points(plot_ui, s, &known, &drawn, top, dark);
        if let Some((_, v)) = known.iter().find(|(ply, _)| *ply == cursor) {
            cursor_points(plot_ui, v, &drawn, cursor, top, dark);
        }
    });
    finish(&response, &tr!("panel-value-history"), history.len(), out);
    if response.response.clicked()
        && let Some(pointer) = response.response.interact_pointer_pos()
    {
        let p = response.transform.value_from_position(pointer);
        if let Some((column, m)) = chart_moves::dot_at(&columns, view, top, (p.x, p.y)) {
            out.extend(chart_moves::try_dot(column, m));
        }
    }
}

/// The seats in the order the chart reads them: with two players, the seat read from
/// first (the hover text speaks of it); with more, in seat order.
fn reading_order(seats: &[SeatName], drawn: &[Seat]) -> Vec<SeatName> {
    match drawn[..] {
        [view] if seats.len() == 2 => vec![seats[view].clone(), seats[1 - view].clone()],
        _ => seats.to_vec(),
    }
}

/// The known values of the line with each position's values in reading order (see
/// [`reading_order`]): what the hover text words.
fn values_in_order(
    known: &[(usize, &[Value])],
    drawn: &[Seat],
    two: bool,
) -> Vec<(usize, Vec<Value>)> {
    known
        .iter()
        .map(|(p, v)| match drawn[..] {
            [view] if two => (*p, vec![v[view], v[1 - view]]),
            _ => (*p, v.to_vec()),
        })
        .collect()
}

/// Once the game is reviewed: a dot in the mark's colour after each blunder, mistake and
/// only move of the line viewed, on the line of the player who made it (or the line drawn,
/// with two players read from one side). A click on the chart goes to the move.
fn review_points<G: GameUi>(
    plot_ui: &mut egui_plot::PlotUi<'_>,
    s: &Session<G>,
    known: &[(usize, &[Value])],
    drawn: &[Seat],
    top: u32,
    dark: bool,
) {
    if s.review().is_none() {
        return;
    }
    let history = s.history();
    for (ply, v) in known.iter().filter(|(ply, _)| *ply > 0) {
        let Some(m) = s.review_mark(history.node_at(*ply)) else {
            continue;
        };
        let Some(color) = m.mark.and_then(|mark| mark_color(mark, dark)) else {
            continue;
        };
        let seat = if drawn.contains(&m.seat) {
            m.seat
        } else {
            drawn[0]
        };
        plot_ui.points(
            Points::new(
                "",
                PlotPoints::from(vec![[*ply as f64, height(v[seat], top)]]),
            )
            .radius(4.0)
            .filled(true)
            .color(color),
        );
    }
}

/// A ring on each drawn line at the move the cursor is on (with values `v`).
fn cursor_points(
    plot_ui: &mut egui_plot::PlotUi<'_>,
    v: &[Value],
    drawn: &[Seat],
    cursor: usize,
    top: u32,
    dark: bool,
) {
    let marks: Vec<[f64; 2]> = drawn
        .iter()
        .map(|&seat| [cursor as f64, height(v[seat], top)])
        .collect();
    plot_ui.points(
        Points::new("", PlotPoints::from(marks))
            .radius(5.0)
            .filled(false)
            .color(ui_text_color(dark)),
    );
}

/// Above a chart with a line per player: what up and down mean (each line is its player's
/// own result), and which line is whose, each name whole in its line's colour (a legend
/// inside the plot would cover a small chart, and wrap between a dot and its name).
fn own_results_ui(ui: &mut egui::Ui, seats: &[SeatName], dark: bool) {
    for (arrow, key, won) in [
        ("⏶", "panel-axis-won", true),
        ("⏷", "panel-axis-lost", false),
    ] {
        let text = egui::RichText::new(format!("{arrow} {}", tr!(key)))
            .small()
            .color(theme::winner_color(won, dark));
        ui.add(egui::Label::new(text).extend())
            .on_hover_text(tr!("panel-chart-own-results"));
    }
    for (seat, name) in seats.iter().enumerate() {
        let key = keyed_text(ui, "●", theme::player_color(seat), &name.name, true);
        ui.add(egui::Label::new(key).extend());
    }
}

/// Where the y axis is labelled: the two ends (won, lost), halfway to each, and the draw
/// line; on a short chart the ends and the draw line only (labels at every few moves of a
/// long game would not fit).
fn axis_marks(input: &egui_plot::GridInput, top: u32) -> Vec<egui_plot::GridMark> {
    let end = f64::from(top + 1);
    let half = (end / 2.0).round();
    let ends = [-end, 0.0, end];
    if half > 0.0 && half < end {
        spaced_marks(input, &[&[-end, -half, 0.0, half, end], &ends])
    } else {
        spaced_marks(input, &[&ends])
    }
}

/// The label of a height on the y axis. With two sides (`ends`: the side up, the side down)
/// each end names its winner and the marks between say in how many moves; with more
/// players, "won" and "lost" at the ends (each line is its own player's), W3 / L3 between.
/// The draw line is D, in a game that has draws.
fn axis_label(
    height: f64,
    top: u32,
    ends: Option<&(String, Option<String>)>,
    draws: bool,
) -> String {
    match (remoteness_at(height, top), ends) {
        (Some(0), Some((up, _))) if height > 0.0 => up.clone(),
        (Some(0), Some((_, Some(down)))) => down.clone(),
        (Some(r), Some(_)) => tr!("panel-axis-in", moves = r),
        (Some(0), _) if height > 0.0 => tr!("panel-axis-won"),
        (Some(0), _) => tr!("panel-axis-lost"),
        (Some(r), _) if height > 0.0 => tr!("panel-axis-win-in", moves = r),
        (Some(r), _) => tr!("panel-axis-loss-in", moves = r),
        (None, _) if height == 0.0 && draws => tr!("panel-axis-draw"),
        (None, _) => String::new(),
    }
}

/// The tooltip at a point of the chart, in the analysis panel's words: "After move 9:
/// Player 2 can be forced out in 5 moves" for the seat whose line is nearest, or every
/// seat's verdict away from the lines; with two players, the verdict of the side read from
/// (`seats` and `known` list it first).
fn hover_label(pos: &HoverPosition, known: &[(usize, Vec<Value>)], seats: &[SeatName]) -> String {
    let (p, near) = match pos {
        HoverPosition::NearDataPoint {
            position,
            plot_name,
            ..
        } => (*position, seats.iter().position(|n| n.name == *plot_name)),
        HoverPosition::Elsewhere { position } => (*position, None),
    };
    let ply = p.x.round().max(0.0) as usize;
    // The point drawn at or before it: between two points drawn the values are those of
    // the one before (a long line is drawn through the points where its values change).
    let at = known.partition_point(|(at, _)| *at <= ply);
    let Some((_, values)) = at.checked_sub(1).and_then(|i| known.get(i)) else {
        return tr!("panel-chart-not-solved", when = move_words(ply));
    };
    let words: Vec<String> = match (seats, near) {
        ([first, second], _) => vec![verdict::two_sided(values[0], first, second)],
        (_, Some(seat)) => vec![verdict::paranoid(values[seat], &seats[seat])],
        _ => seats
            .iter()
            .zip(values)
            .map(|(name, &value)| verdict::paranoid(value, name))
            .collect(),
    };
    tr!(
        "panel-chart-point",
        when = move_words(ply),
        words = words.join("\n")
    )
}

/// One seat's line through the known values, each point in the colour of its verdict, so
/// that a slow loss never reads as a draw.
fn seat_line(
    plot_ui: &mut egui_plot::PlotUi<'_>,
    known: &[(usize, &[Value])],
    seat: usize,
    name: &str,
    (top, color, dark): (u32, egui::Color32, bool),
) {
    let points: Vec<[f64; 2]> = known
        .iter()
        .map(|(ply, v)| [*ply as f64, height(v[seat], top)])
        .collect();
    plot_ui.line(
        Line::new(name.to_owned(), PlotPoints::from(points))
            .color(color)
            .width(1.5),
    );
    // One set of points per colour, however many points.
    let mut by_color: Vec<(egui::Color32, Vec<[f64; 2]>)> = Vec::new();
    for (ply, v) in known {
        let value = v[seat];
        let color = theme::value_color(value, dark);
        let point = [*ply as f64, height(value, top)];
        match by_color.iter_mut().find(|(c, _)| *c == color) {
            Some((_, points)) => points.push(point),
            None => by_color.push((color, vec![point])),
        }
    }
    for (color, points) in by_color {
        plot_ui.points(
            Points::new(name.to_owned(), PlotPoints::from(points))
                .color(color)
                .radius(3.0)
                .shape(MarkerShape::Circle),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faster_results_sit_further_from_the_draw_line() {
        let top = 10;
        assert_eq!(height(Value::Draw, top), 0.0);
        assert!(height(Value::Win(1), top) > height(Value::Win(9), top));
        assert!(height(Value::Loss(1), top) < height(Value::Loss(9), top));
        assert!(height(Value::Win(10), top) > 0.0 && height(Value::Loss(10), top) < 0.0);
        assert_eq!(remoteness_at(height(Value::Win(3), top), top), Some(3));
        assert_eq!(remoteness_at(height(Value::Loss(0), top), top), Some(0));
    }
}
