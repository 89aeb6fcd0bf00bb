//! The canvases: painters that know no rules. Each is given a model of what to draw (the
//! position, the legal moves and their verdicts) and returns what the user chose. With them,
//! what every drawing shares: the theme's colours ([`theme`]) and the words and badges for
//! verdicts ([`verdict`]), the search's estimates ([`estimate`]), seat names in sentences
//! ([`grammar`]), where the overlay's badges go ([`badges`]), and combo boxes that show
//! their text whole ([`combo`]).
//!
//! Drawing happens in a fixed model rectangle mapped onto the screen by
//! [`screen_from_model`], so that tests can find any point of the drawing on screen.

pub mod badges;
pub mod board;
pub mod combo;
pub mod estimate;
pub mod grammar;
pub mod hand;
pub mod table;
pub mod theme;
pub mod verdict;

use crate::core::Value;
use egui::emath::RectTransform;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// The largest rectangle of the model's shape inside `screen`, centred: the map from model
/// coordinates to screen coordinates.
pub fn screen_from_model(model: Rect, screen: Rect) -> RectTransform {
    let scale = (screen.width() / model.width()).min(screen.height() / model.height());
    let fitted = Rect::from_center_size(screen.center(), model.size() * scale);
    RectTransform::from_to(model, fitted)
}

/// A round-ended bar from `a` to `b`: a finger, a line of the board.
pub fn capsule(a: Pos2, b: Pos2, radius: f32, fill: Color32, stroke: Stroke) -> Shape {
    let along = (b - a).normalized();
    let along = if along.is_finite() { along } else { Vec2::Y };
    let across = along.rot90();
    let mut points = Vec::with_capacity(20);
    const STEPS: usize = 8;
    for i in 0..=STEPS {
        let angle = std::f32::consts::PI * i as f32 / STEPS as f32;
        points.push(b + (across * angle.cos() + along * angle.sin()) * radius);
    }
    for i in 0..=STEPS {
        let angle = std::f32::consts::PI * i as f32 / STEPS as f32;
        points.push(a - (across * angle.cos() + along * angle.sin()) * radius);
    }
    Shape::convex_polygon(points, fill, stroke)
}

/// A verdict badge: a disc in the verdict's colour with the remoteness in it ("=" for a
/// draw).
pub fn paint_badge(painter: &Painter, center: Pos2, radius: f32, value: Value, dark: bool) {
    let fill = theme::value_color(value, dark);
    let rim = if dark {
        Color32::from_gray(20)
    } else {
        Color32::WHITE
    };
    painter.circle(center, radius, fill, Stroke::new(radius * 0.12, rim));
    painter.text(
        center,
        Align2::CENTER_CENTER,
        crate::ui::views::verdict::badge(value),
        FontId::proportional(radius * 1.1),
        theme::text_on(fill),
    );
}

/// A point along the quadratic Bézier curve `a`, `control`, `b` at `t` (0 to 1).
pub fn bezier_point(a: Pos2, control: Pos2, b: Pos2, t: f32) -> Pos2 {
    let u = 1.0 - t;
    (a.to_vec2() * u * u + control.to_vec2() * 2.0 * u * t + b.to_vec2() * t * t).to_pos2()
}

/// An arrow head at `tip`, pointing along `direction`.
pub fn arrow_head(tip: Pos2, direction: Vec2, size: f32, color: Color32) -> Shape {
    let along = direction.normalized();
    let across = along.rot90();
    let base = tip - along * size;
    Shape::convex_polygon(
        vec![
            tip,
            base + across * size * 0.55,
            base - across * size * 0.55,
        ],
        color,
        Stroke::NONE,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};

    #[test]
    fn the_model_fits_the_screen_centred_and_unstretched() {
        let model = Rect::from_min_size(Pos2::ZERO, vec2(100.0, 50.0));
        let screen = Rect::from_min_size(pos2(10.0, 10.0), vec2(400.0, 400.0));
        let t = screen_from_model(model, screen);
        assert_eq!(t.scale(), vec2(4.0, 4.0));
        assert_eq!(t.transform_pos(pos2(50.0, 25.0)), pos2(210.0, 210.0));
        assert_eq!(t.transform_pos(Pos2::ZERO), pos2(10.0, 110.0));
        assert_eq!(
            t.inverse().transform_pos(pos2(210.0, 210.0)),
            pos2(50.0, 25.0)
        );
    }

    #[test]
    fn bezier_ends_at_its_ends() {
        let (a, c, b) = (pos2(0.0, 0.0), pos2(5.0, 10.0), pos2(10.0, 0.0));
        assert_eq!(bezier_point(a, c, b, 0.0), a);
        assert_eq!(bezier_point(a, c, b, 1.0), b);
        assert_eq!(bezier_point(a, c, b, 0.5), pos2(5.0, 5.0));
    }
}
