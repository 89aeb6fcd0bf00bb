//! What the charts of the history panel share: a plot that stays put over the moves of a
//! game, its name for screen readers with a click that jumps to a move, and its ink.

use crate::ui::common::command::Command;
use egui_plot::Plot;

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
        .x_axis_formatter(|mark, _| format!("{}", mark.value.round() as i64))
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
