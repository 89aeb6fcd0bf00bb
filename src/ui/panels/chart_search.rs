//! The evaluation history of a game too large to solve: after every move that has been
//! searched, the advantage of the side the chart reads from (the one you play against the
//! computer, else the first seat) by the search's estimate (in pieces: a captured goose is
//! 10), and proven results pinned to the top (that side wins) or the bottom.
//! Positions never searched (moves played before a file was opened, say) leave gaps.

use crate::core::Value;
use crate::solver::search::{Verdict, score_units};
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::decimal;
use crate::ui::panels::plot::{move_plot, move_words, sides_ui, spaced_marks, ui_text_color};
use crate::ui::session::Session;
use crate::ui::views::grammar::SeatName;
use crate::ui::views::theme;
use crate::ui::views::verdict;
use egui_plot::{HLine, HoverPosition, Line, MarkerShape, PlotPoints, Points};
use std::time::Duration;

/// Estimates are drawn within ±CAP; proven results just beyond it.
const CAP: f64 = 30.0;
const PROVEN: f64 = CAP + 6.0;

/// A searched verdict for the seat to move, as a height on the chart of the side read from
/// (`viewed_moves`: whether that side is the one to move): estimates by their score, proven
/// results (exact or from a table) pinned to the top or the bottom.
pub fn height(verdict: Verdict, viewed_moves: bool) -> f64 {
    let sign = if viewed_moves { 1.0 } else { -1.0 };
    match (verdict, verdict.wins()) {
        (Verdict::Estimate { score, .. }, _) => (sign * score_units(score)).clamp(-CAP, CAP),
        (_, Some(wins)) => sign * if wins { PROVEN } else { -PROVEN },
        // A proven draw.
        (_, None) => 0.0,
    }
}

/// The colour of a point: the verdict's colour when it is proven, none for an estimate.
fn point_color(verdict: Verdict, first_moves: bool, dark: bool) -> Option<egui::Color32> {
    match verdict {
        Verdict::Estimate { .. } => None,
        Verdict::Solved { wins } => Some(theme::winner_color(wins == first_moves, dark)),
        Verdict::Proven(value) | Verdict::ProvenWithin(value) => {
            let value = if first_moves { value } else { -value };
            Some(theme::value_color(value, dark))
        }
    }
}

/// The label of a height on the y axis: the winner's name at each end (the words above the
/// chart say "wins"), "even" in the middle, the estimate's score between.
fn axis_label(height: f64, (top, bottom): &(SeatName, SeatName)) -> String {
    if height >= PROVEN - 0.5 {
        top.name.clone()
    } else if height <= -PROVEN + 0.5 {
        bottom.name.clone()
    } else if height.abs() < 0.5 {
        tr!("panel-axis-even")
    } else {
        format!("{:+}", height.round() as i64)
    }
}

/// The tooltip at a point: what the search said after that move, in words.
fn hover_label(pos: &HoverPosition, words: &[(usize, String)]) -> String {
    let p = match pos {
        HoverPosition::NearDataPoint { position, .. } | HoverPosition::Elsewhere { position } => {
            *position
        }
    };
    let ply = p.x.round().max(0.0) as usize;
    match words.iter().find(|(at, _)| *at == ply) {
        Some((_, text)) => tr!(
            "panel-chart-point",
            when = move_words(ply),
            words = text.clone()
        ),
        None => tr!("panel-chart-not-searched", when = move_words(ply)),
    }
}

/// A searched position of the line, as the chart shows it.
struct Point {
    ply: usize,
    height: f64,
    /// The verdict's colour when it is proven.
    color: Option<egui::Color32>,
    /// Whether it was searched for the search time now chosen (else for an earlier one:
    /// drawn hollow).
    current: bool,
}

/// Where a verdict came from, in words: "depth 9, a 0.25 s search" (an earlier time's
/// report says so).
fn source_words(depth: u32, time: Duration, now: Option<Duration>) -> String {
    let id = if now == Some(time) {
        "panel-source-now"
    } else {
        "panel-source-earlier"
    };
    tr!(id, depth = depth, seconds = decimal(time.as_secs_f64()))
}

/// The searched positions of the line, and what each says in words for the hover label:
/// the verdict, the depth and the search time it came from.
fn searched_points<G: GameUi>(s: &Session<G>, dark: bool) -> (Vec<Point>, Vec<(usize, String)>) {
    let now = s.search_time();
    let view = s.viewpoint();
    let mut points = Vec::new();
    let mut words = Vec::new();
    for ply in 0..=s.history().len() {
        let Some((mover, verdict)) = s.searched_at(ply) else {
            continue;
        };
        let first = mover == view;
        let how = s.searched_how(ply);
        points.push(Point {
            ply,
            height: height(verdict, first),
            color: point_color(verdict, first, dark),
            current: how.is_none_or(|(_, time)| Some(time) == now),
        });
        let (me, other) = (s.seat_name(mover), s.seat_name(1 - mover.min(1)));
        let mut text = verdict::searched(verdict, &me, &other);
        if let Some((depth, time)) = how {
            text = format!("{text}\n({})", source_words(depth, time, now));
        }
        words.push((ply, text));
    }
    (points, words)
}

/// The line of the searched moves, named after the seat it reads from (`first`), with a dot
/// on each move in its verdict's colour (hollow when searched for an earlier time).
fn searched_line(plot_ui: &mut egui_plot::PlotUi<'_>, known: &[Point], first: &str, dark: bool) {
    let line: Vec<[f64; 2]> = known.iter().map(|p| [p.ply as f64, p.height]).collect();
    plot_ui.line(
        Line::new(first, PlotPoints::from(line))
            .color(ui_text_color(dark))
            .width(1.5),
    );
    for p in known {
        let color = p.color.unwrap_or(egui::Color32::GRAY);
        plot_ui.points(
            Points::new(first, PlotPoints::from(vec![[p.ply as f64, p.height]]))
                .color(color)
                .radius(3.0)
                .filled(p.current)
                .shape(MarkerShape::Circle),
        );
    }
}

/// The chart; clicking a point goes to that move.
pub fn search_chart_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let history = s.history();
    let dark = ui.visuals().dark_mode;
    let (known, words) = searched_points(s, dark);
    let view = s.viewpoint();
    let first = s.seat_name(view).name;
    let cursor = history.cursor();
    let ends = (s.seat_name(view), s.seat_name(1 - view.min(1)));
    sides_ui(ui, &ends.0, &ends.1, dark);
    let plot = move_plot("search_history", history.len(), PROVEN + 2.0)
        .y_grid_spacer(|input| {
            spaced_marks(
                &input,
                &[
                    &[-PROVEN, -CAP / 2.0, 0.0, CAP / 2.0, PROVEN],
                    &[-PROVEN, 0.0, PROVEN],
                ],
            )
        })
        .y_axis_formatter(move |mark, _| axis_label(mark.value, &ends))
        .label_formatter(move |pos| Some(hover_label(pos, &words)));
    let response = plot.show(ui, |plot_ui| {
        plot_ui.hline(
            HLine::new(tr!("panel-axis-even"), 0.0)
                .color(theme::value_color(Value::Draw, dark))
                .width(1.0),
        );
        searched_line(plot_ui, &known, &first, dark);
        if let Some(p) = known.iter().find(|p| p.ply == cursor) {
            plot_ui.points(
                Points::new("now", PlotPoints::from(vec![[p.ply as f64, p.height]]))
                    .radius(5.0)
                    .filled(false)
                    .color(ui_text_color(dark)),
            );
        }
    });
    crate::ui::panels::plot::finish(
        &response,
        &tr!("panel-evaluation-history"),
        history.len(),
        out,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heights_are_from_the_side_read_from() {
        let estimate = Verdict::Estimate {
            score: 250,
            depth: 9,
        };
        assert_eq!(height(estimate, true), 2.5);
        assert_eq!(height(estimate, false), -2.5);
        assert_eq!(point_color(estimate, true, true), None);
        let huge = Verdict::Estimate {
            score: 9_000,
            depth: 9,
        };
        assert_eq!(height(huge, true), CAP);
        let won = Verdict::Proven(Value::Win(7));
        assert_eq!(height(won, true), PROVEN);
        assert_eq!(height(won, false), -PROVEN);
        assert_eq!(
            point_color(won, false, true),
            Some(theme::value_color(Value::Loss(7), true))
        );
        let lost_within = Verdict::ProvenWithin(Value::Loss(30));
        assert_eq!(height(lost_within, true), -PROVEN);
        // A table's verdict without remoteness is pinned and coloured as well.
        let solved = Verdict::Solved { wins: false };
        assert_eq!(height(solved, false), PROVEN);
        assert_eq!(
            point_color(solved, false, false),
            Some(theme::winner_color(true, false))
        );
        assert_eq!(height(Verdict::Proven(Value::Draw), true), 0.0);
    }

    #[test]
    fn a_point_says_its_depth_and_search_time() {
        let quarter = Duration::from_millis(250);
        assert_eq!(
            source_words(9, quarter, Some(quarter)),
            "depth 9, a 0.25 s search"
        );
        assert_eq!(
            source_words(12, Duration::from_secs(2), Some(quarter)),
            "depth 12, an earlier 2 s search"
        );
    }
}
