//! Drawing the strip under the table: one chip per split (or other choice) of the player to
//! move, with its verdict and the hands before and after it.

use super::super::hand::{HandLook, HandPose, Tone, paint_hand};
use super::super::{arrow_head, paint_badge};
use super::layout::{STRIP, chip_rect};
use super::{MoveRef, OptionView, TableModel};
use crate::tr;
use crate::ui::views::theme;
use egui::emath::RectTransform;
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke, StrokeKind, vec2};

/// A text size that scales with the table but stays readable.
pub(super) fn text_size(to_screen: &RectTransform, model_size: f32) -> f32 {
    (model_size * to_screen.scale().x).clamp(13.5, model_size)
}

/// The strip of splits and other moves of the mover.
pub(super) fn paint_strip(
    ui: &egui::Ui,
    painter: &Painter,
    model: &TableModel,
    to_screen: &RectTransform,
) {
    let visuals = ui.visuals();
    let Some(mover) = model.mover else {
        return;
    };
    if model.options.is_empty() {
        painter.text(
            to_screen.transform_pos(STRIP.center()),
            Align2::CENTER_CENTER,
            tr!("view-no-split"),
            FontId::proportional(text_size(to_screen, 16.0)),
            visuals.weak_text_color(),
        );
        return;
    }
    let color = theme::player_color(mover);
    for (i, option) in model.options.iter().enumerate() {
        let rect = to_screen.transform_rect(chip_rect(model.options.len(), i));
        let marked = [model.hint, model.preview].contains(&Some(MoveRef::Option(i)));
        paint_chip(ui, painter, option, rect, (model.overlay, marked), color);
    }
}

/// What a chip says under its preview: the split's name, or what the move does.
pub fn chip_caption(option: &OptionView) -> &str {
    if option.label == super::split_label() {
        &option.info.name
    } else {
        &option.label
    }
}

/// A chip's hands before → after, in the `room` above its caption (nothing when too small to
/// read).
fn paint_before_after(
    ui: &egui::Ui,
    painter: &Painter,
    option: &OptionView,
    rect: Rect,
    room: f32,
    color: Color32,
) {
    let visuals = ui.visuals();
    let s = (room * 0.5).min(rect.width() * 0.17);
    if s < 8.0 {
        return;
    }
    let y = rect.top() + room * 0.55;
    let pair = |x: f32, hands: &[HandLook]| {
        let n = hands.len().max(1);
        // Three or four hands share the width of two.
        let size = if n <= 2 {
            s
        } else {
            s * 2.12 / (1.12 * (n - 1) as f32 + 1.0)
        };
        for (hand, look) in hands.iter().enumerate() {
            let offset = hand as f32 - (n - 1) as f32 / 2.0;
            let side = if offset < 0.0 { -1.0 } else { 1.0 };
            let pose = HandPose {
                center: egui::pos2(x + offset * 1.12 * size, y + 0.1 * s),
                up: vec2(0.0, -1.0),
                size,
                thumb_side: side,
            };
            let mut look = look.clone();
            if size < 18.0 {
                look.label.clear();
            }
            paint_hand(
                painter,
                &pose,
                &look,
                Tone::Player(color),
                visuals.dark_mode,
            );
        }
    };
    pair(rect.left() + rect.width() * 0.24, &option.before);
    pair(rect.left() + rect.width() * 0.76, &option.after);
    let mid = egui::pos2(rect.center().x, y);
    let reach = vec2(rect.width() * 0.05, 0.0);
    let ink = Stroke::new(1.5, visuals.text_color());
    painter.line_segment([mid - reach, mid + reach], ink);
    painter.add(arrow_head(
        mid + reach + vec2(3.0, 0.0),
        vec2(1.0, 0.0),
        6.0,
        ink.color,
    ));
}

/// One chip: the mover's hands before → after, the move's name, and its verdict with the
/// overlay.
fn paint_chip(
    ui: &egui::Ui,
    painter: &Painter,
    option: &OptionView,
    rect: Rect,
    (overlay, hint): (bool, bool),
    color: Color32,
) {
    let visuals = ui.visuals();
    let dark = visuals.dark_mode;
    let hovered = ui.rect_contains_pointer(rect);
    let value = option.info.value.filter(|_| overlay);
    let fill = if hovered {
        visuals.widgets.hovered.weak_bg_fill
    } else {
        visuals.widgets.inactive.weak_bg_fill
    };
    let border = match value {
        Some(v) => Stroke::new(2.5, theme::value_color(v, dark)),
        None => visuals.widgets.inactive.bg_stroke,
    };
    if hint {
        painter.rect_filled(
            rect.expand(5.0),
            8.0,
            visuals.selection.bg_fill.gamma_multiply(0.55),
        );
    }
    painter.rect(rect, 6.0, fill, border, StrokeKind::Inside);
    let caption = (rect.height() * 0.15).clamp(10.5, 15.0);
    painter.text(
        rect.center_bottom() - vec2(0.0, caption * 0.3),
        Align2::CENTER_BOTTOM,
        chip_caption(option),
        FontId::proportional(caption),
        visuals.text_color(),
    );
    let room = rect.height() - caption * 1.5;
    paint_before_after(ui, painter, option, rect, room, color);
    if let Some(v) = value {
        let r = (rect.height() * 0.13).clamp(8.0, 13.0);
        paint_badge(
            painter,
            rect.right_top() + vec2(-r * 0.4, r * 0.4),
            r,
            v,
            dark,
        );
    }
}
