//! The value history: the verdict after every move of the game, in the manner of
//! GamesCrafters' "visual value history". Draws lie on the middle line; a win for player 1
//! (or each player's own verdict with more than two players) rises above it, a loss falls
//! below, and the nearer the end of the game, the further from the middle: the height is
//! the remoteness counted from the edge. Click a point to go to that move.

use crate::core::Value;
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::plot::{finish, move_plot, move_words, spaced_marks, ui_text_color};
use crate::ui::session::Session;
use crate::ui::views::theme;
use crate::ui::views::verdict::{self, SeatName};
use egui_plot::{
    ColorConflictHandling, Corner, HLine, HoverPosition, Legend, Line, MarkerShape, PlotPoints,
    Points,
};

/// The height of a value on the chart, given the largest remoteness shown.
pub fn height(value: Value, top: u32) -> f64 {
    match value {
        Value::Win(r) => f64::from(top + 1 - r.min(top)),
        Value::Loss(r) => -f64::from(top + 1 - r.min(top)),
        Value::Draw => 0.0,
    }
}

/// The remoteness a height stands for (the axis labels).
fn remoteness_at(height: f64, top: u32) -> Option<u32> {
    let h = height.abs().round() as u32;
    (h >= 1 && h <= top + 1).then(|| top + 1 - h)
}

/// The chart.
pub fn chart_ui(ui: &mut egui::Ui, active: &ActiveGame, out: &mut Vec<Command>) {
    with_session!(active, s => chart_of(ui, s, out));
}

fn chart_of<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    if s.is_searched() {
        crate::ui::panels::chart_search::search_chart_ui(ui, s, out);
        return;
    }
    let history = s.history();
    let players = s.game().players();
    // One line per seat with three or more players; with two, player 1's point of view.
    let lines = if players == 2 { 1 } else { players };
    let known: Vec<(usize, &[Value])> = (0..=history.len())
        .filter_map(|ply| s.values_at(ply).map(|v| (ply, v)))
        .collect();
    let top = known
        .iter()
        .flat_map(|(_, v)| v.iter().filter_map(|x| x.remoteness()))
        .max()
        .unwrap_or(1)
        .max(1);
    let dark = ui.visuals().dark_mode;
    let cursor = history.cursor();
    let seats: Vec<SeatName> = (0..players).map(|seat| s.seat_name(seat)).collect();
    let names: Vec<String> = seats.iter().map(|n| n.name.clone()).collect();
    let owned: Vec<(usize, Vec<Value>)> = known.iter().map(|(p, v)| (*p, v.to_vec())).collect();
    let mut plot = move_plot("value_history", history.len(), f64::from(top + 1))
        .y_grid_spacer(move |input| axis_marks(&input, top))
        .y_axis_formatter(move |mark, _| axis_label(mark.value, top))
        .label_formatter(move |pos| Some(hover_label(pos, &owned, &seats)));
    if lines > 1 {
        plot = plot.legend(seat_legend());
    }
    let response = plot.show(ui, |plot_ui| {
        plot_ui.hline(
            // Unnamed, so that the legend names the seats alone.
            HLine::new("", 0.0)
                .color(theme::value_color(Value::Draw, dark))
                .width(1.0),
        );
        for (seat, name) in names.iter().enumerate().take(lines) {
            let color = if lines == 1 {
                ui_text_color(dark)
            } else {
                theme::player_color(seat)
            };
            seat_line(plot_ui, &known, seat, name, (top, color, dark));
        }
        if let Some((_, v)) = known.iter().find(|(ply, _)| *ply == cursor) {
            let marks: Vec<[f64; 2]> = (0..lines)
                .map(|seat| [cursor as f64, height(v[seat], top)])
                .collect();
            plot_ui.points(
                Points::new("", PlotPoints::from(marks))
                    .radius(5.0)
                    .filled(false)
                    .color(ui_text_color(dark)),
            );
        }
    });
    finish(&response, &tr!("panel-value-history"), history.len(), out);
}

/// The legend of a chart with a line per seat, in the seats' order. Each seat's line and
/// points share its name; the legend takes the line's colour (drawn first), as the points
/// are coloured by verdict.
fn seat_legend() -> Legend {
    Legend::default()
        .position(Corner::LeftTop)
        .text_style(egui::TextStyle::Small)
        .follow_insertion_order(true)
        .color_conflict_handling(ColorConflictHandling::PickFirst)
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

/// The label of a height on the y axis: "won" and "lost" at the ends, W3 / L3 for a win or
/// loss in 3, D for a draw.
fn axis_label(height: f64, top: u32) -> String {
    match remoteness_at(height, top) {
        Some(0) if height > 0.0 => tr!("panel-axis-won"),
        Some(0) => tr!("panel-axis-lost"),
        Some(r) if height > 0.0 => tr!("panel-axis-win-in", moves = r),
        Some(r) => tr!("panel-axis-loss-in", moves = r),
        None if height == 0.0 => tr!("panel-axis-draw"),
        None => String::new(),
    }
}

/// The tooltip at a point of the chart, in the analysis panel's words: "After move 9:
/// Player 2 can be forced out in 5 moves" for the seat whose line is nearest, or every
/// seat's verdict away from the lines; with two players, the first seat's line.
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
    let Some((_, values)) = known.iter().find(|(at, _)| *at == ply) else {
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
    for (ply, v) in known {
        let value = v[seat];
        plot_ui.points(
            Points::new(
                name.to_owned(),
                PlotPoints::from(vec![[*ply as f64, height(value, top)]]),
            )
            .color(theme::value_color(value, dark))
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
