//! What the charts of the history panel share: a plot that stays put over the moves of a
//! game, its name for screen readers with a click that jumps to a move, its ink, and what
//! the halves of a two-sided chart mean.

use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::panels::about;
use crate::ui::views::grammar::SeatName;
use crate::ui::views::theme;
use egui_plot::{GridInput, GridMark, Plot};

/// The room a y-axis label needs, in points: a line of text and a little air. Labels closer
/// than this are not drawn by the plot.
const LABEL_ROOM: f32 = 20.0;

/// The distance at which the plot draws a label at full strength (it fades them in from
/// about 20 to 30 points apart).
const FULL_STRENGTH: f32 = 30.0;

/// The room a move number on the x axis needs, in points.
const MOVE_LABEL_ROOM: f32 = 28.0;

/// The distance at which the plot draws an x-axis label at full strength.
const FULL_STRENGTH_X: f32 = 80.0;

/// The plot's default grid spacing's lower end, which `GridInput::base_step_size` is
/// measured in.
const GRID_SPACING_MIN: f64 = 8.0;

/// A chart over the moves of a game (`moves` of them) that stays put: no zoom or drag, moves
/// on the x axis, heights from `-reach` to `reach`.
pub fn move_plot(id: &str, moves: usize, reach: f64) -> Plot<'static> {
    Plot::new(id)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .include_x(0.0)
        .include_x(moves.max(4) as f64)
        .include_y(reach)
        .include_y(-reach)
        .y_axis_min_width(24.0)
        .x_grid_spacer(move_marks)
        .x_axis_formatter(|mark, _| format!("{}", mark.value.round() as i64))
}

/// The x axis's marks: whole moves, every 1, 2, 5, 10, 20, 50… moves, the smallest step
/// that leaves a label's room between them; each at full strength (the plot would fade
/// labels closer than 80 points apart, which leaves a short game's chart with "0" alone).
fn move_marks(input: GridInput) -> Vec<GridMark> {
    let points_per_move = GRID_SPACING_MIN / input.base_step_size.max(f64::EPSILON);
    let step = [1.0, 2.0, 5.0]
        .iter()
        .flat_map(|&m| (0..6).map(move |e| m * 10f64.powi(e)))
        .filter(|step| step * points_per_move >= f64::from(MOVE_LABEL_ROOM))
        .fold(f64::INFINITY, f64::min);
    if !step.is_finite() {
        return Vec::new();
    }
    let (low, high) = input.bounds;
    let first = (low.max(0.0) / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last)
        .map(|i| GridMark {
            value: i as f64 * step,
            step_size: step.max(f64::from(FULL_STRENGTH_X) / points_per_move),
        })
        .collect()
}

/// The y axis's marks, however short the chart: the first of `levels` (each a set of
/// heights, the fullest first) whose labels are far enough apart to be drawn, else the last.
/// Each mark's step is made large enough for the plot to draw its label at full strength:
/// the labels chosen fit, and a faded label on a small chart reads as missing.
pub fn spaced_marks(input: &GridInput, levels: &[&[f64]]) -> Vec<GridMark> {
    let points_per_unit = GRID_SPACING_MIN / input.base_step_size.max(f64::EPSILON);
    let gap = |heights: &[f64]| {
        let mut sorted = heights.to_vec();
        sorted.sort_by(f64::total_cmp);
        sorted
            .windows(2)
            .map(|w| w[1] - w[0])
            .fold(f64::INFINITY, f64::min)
    };
    let chosen = levels
        .iter()
        .find(|heights| gap(heights) * points_per_unit >= f64::from(LABEL_ROOM))
        .or(levels.last())
        .copied()
        .unwrap_or_default();
    let step = gap(chosen).max(f64::from(FULL_STRENGTH) / points_per_unit);
    chosen
        .iter()
        .map(|&value| GridMark {
            value,
            step_size: step,
        })
        .collect()
}

/// The moment of a chart's point in words: "At the start", "After move 9".
pub fn move_words(ply: usize) -> String {
    if ply == 0 {
        tr!("panel-at-start")
    } else {
        tr!("panel-after-move", ply = ply)
    }
}

/// Names a chart for screen readers and tests, and turns a click into a jump to that move.
pub fn finish(
    response: &egui_plot::PlotResponse<()>,
    name: &str,
    moves: usize,
    out: &mut Vec<Command>,
) {
    response
        .response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, name));
    if response.response.clicked()
        && let Some(pointer) = response.response.interact_pointer_pos()
    {
        let x = response.transform.value_from_position(pointer).x.round();
        out.push(Command::Jump(x.clamp(0.0, moves as f64) as usize));
    }
}

/// The chart's ink colour.
pub fn ui_text_color(dark: bool) -> egui::Color32 {
    if dark {
        egui::Color32::from_gray(220)
    } else {
        egui::Color32::from_gray(40)
    }
}

/// Above a two-sided chart, what its halves mean, each in its winner's colour: "⏶ You win
/// ⏷ Fox wins".
pub(super) fn sides_ui(ui: &mut egui::Ui, up: &SeatName, down: &SeatName, dark: bool) {
    ui.horizontal_wrapped(|ui| sides_labels_ui(ui, up, down, dark));
}

/// [`sides_ui`]'s two labels, added to a row that wraps (so that a row with more in it
/// wraps between them, never inside one).
pub(super) fn sides_labels_ui(ui: &mut egui::Ui, up: &SeatName, down: &SeatName, dark: bool) {
    let texts = [("⏶", up), ("⏷", down)]
        .map(|(arrow, seat)| format!("{arrow} {}", about("panel-axis-wins", seat, &[])));
    // In a panel too narrow for both on one row they would take two rows from a short chart,
    // whose axis names the sides at its ends already.
    let font = egui::TextStyle::Small.resolve(ui.style());
    let width: f32 = texts
        .iter()
        .map(|text| {
            let galley =
                (ui.painter()).layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE);
            galley.size().x + ui.spacing().item_spacing.x
        })
        .sum();
    if width > ui.max_rect().width() {
        return;
    }
    // Together on a row of their own when they do not fit after what the row has already.
    if width > ui.available_size_before_wrap().x {
        ui.end_row();
    }
    for (text, wins) in texts.into_iter().zip([true, false]) {
        // Whole on its row: a side's words never split across two.
        ui.add(
            egui::Label::new(
                egui::RichText::new(text)
                    .small()
                    .color(theme::winner_color(wins, dark)),
            )
            .extend(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks_at(points_per_unit: f64) -> Vec<f64> {
        let input = GridInput {
            bounds: (-40.0, 40.0),
            base_step_size: GRID_SPACING_MIN / points_per_unit,
        };
        let full: &[f64] = &[-36.0, -15.0, 0.0, 15.0, 36.0];
        let ends: &[f64] = &[-36.0, 0.0, 36.0];
        spaced_marks(&input, &[full, ends])
            .iter()
            .map(|m| m.value)
            .collect()
    }

    #[test]
    fn moves_are_numbered_as_often_as_they_fit() {
        let at = |points_per_move: f64, moves: f64| {
            let input = GridInput {
                bounds: (-0.2, moves + 0.2),
                base_step_size: GRID_SPACING_MIN / points_per_move,
            };
            move_marks(input)
                .iter()
                .map(|m| m.value)
                .collect::<Vec<_>>()
        };
        assert_eq!(at(60.0, 4.0), vec![0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(
            at(6.0, 40.0),
            (0..=8).map(|i| f64::from(i) * 5.0).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_short_chart_keeps_its_ends_and_middle_labelled() {
        // Tall: every mark, 15 units apart at 2 points each.
        assert_eq!(marks_at(2.0).len(), 5);
        // Short (about 100 points for 80 units): the ends and the middle only.
        assert_eq!(marks_at(1.25), vec![-36.0, 0.0, 36.0]);
        // Every mark kept is at least a label's room from the next, at full strength.
        let input = GridInput {
            bounds: (-40.0, 40.0),
            base_step_size: GRID_SPACING_MIN / 1.25,
        };
        let marks = spaced_marks(&input, &[&[-36.0, 0.0, 36.0]]);
        assert!(
            marks
                .iter()
                .all(|m| m.step_size * 1.25 >= f64::from(FULL_STRENGTH))
        );
    }
}
