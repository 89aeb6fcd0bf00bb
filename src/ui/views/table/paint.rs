//! Drawing the table: the oval, each player's hands and name, the overlay's arrows and
//! badges, the hint and the drag line; the strip of splits is `strip.rs`.

use super::super::hand::{HandPose, Tone, paint_hand};
use super::super::{arrow_head, paint_badge};
use super::layout::{self, CENTER, label_rect, station_rect};
use super::strip::{paint_strip, text_size};
use super::{MoveRef, TableModel};
use crate::tr;
use crate::ui::views::theme;
use egui::emath::RectTransform;
use egui::epaint::QuadraticBezierShape;
use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, StrokeKind, vec2};

/// A hand's pose on screen.
fn screen_pose(pose: HandPose, to_screen: &RectTransform) -> HandPose {
    HandPose {
        center: to_screen.transform_pos(pose.center),
        size: pose.size * to_screen.scale().x,
        ..pose
    }
}

/// The ends and the control point of attack `i`'s arrow, on screen.
fn arrow(model: &TableModel, i: usize, to_screen: &RectTransform) -> (Pos2, Pos2, Pos2) {
    let (a, c, b) = layout::arrow(model, &model.attacks[i]);
    (
        to_screen.transform_pos(a),
        to_screen.transform_pos(c),
        to_screen.transform_pos(b),
    )
}

/// Draws everything.
#[expect(clippy::too_many_arguments, reason = "one caller, all distinct")]
pub fn paint_table(
    ui: &egui::Ui,
    painter: &Painter,
    model: &TableModel,
    to_screen: &RectTransform,
    selected: Option<(usize, usize)>,
    focus: Option<(usize, usize)>,
    hovered: Option<(usize, usize)>,
    dragging: Option<Pos2>,
    badges: &[(usize, Pos2)],
) {
    let visuals = ui.visuals();
    let dark = visuals.dark_mode;
    let players = model.seats.len();
    paint_felt(painter, to_screen, dark);
    let accent = visuals.selection.bg_fill;
    let targets = targets_of(model, selected);
    let marks = Marks {
        selected,
        hovered,
        targets: &targets,
    };
    for seat in 0..players {
        paint_seat(ui, painter, model, seat, to_screen, &marks);
    }
    if model.overlay {
        for i in 0..model.attacks.len() {
            paint_attack(painter, model, i, to_screen, focus, dark);
        }
    }
    if let Some(MoveRef::Attack(i)) = model.hint {
        paint_hint(painter, model, i, to_screen, visuals.selection.bg_fill);
    }
    if let Some(MoveRef::Attack(i)) = model.preview {
        paint_preview(painter, model, i, to_screen, visuals.selection.stroke.color);
    }
    // The badges last: no arrow covers one.
    paint_badges(painter, model, to_screen, badges, dark);
    if let Some(MoveRef::Attack(i)) = model.hint {
        paint_hint_label(painter, model, i, to_screen, badges, visuals);
    }
    if let (Some(from), Some(to)) = (selected, dragging) {
        let start = to_screen.transform_pos(model.pose(from).fingertips());
        let mid = start + (to - start) * 0.5;
        paint_arrow(painter, (start, mid, to), Stroke::new(3.0, accent));
    }
    paint_strip(ui, painter, model, to_screen);
}

/// The hands the selected hand may touch.
fn targets_of(model: &TableModel, selected: Option<(usize, usize)>) -> Vec<(usize, usize)> {
    let selected_as = selected.map(|h| model.canonical(h));
    model
        .attacks
        .iter()
        .filter(|a| Some(a.from) == selected_as)
        .map(|a| a.to)
        .collect()
}

/// Attack `i` pointed at in the moves list: drawn as the hint is, the touched hand ringed
/// too.
fn paint_preview(
    painter: &Painter,
    model: &TableModel,
    i: usize,
    to_screen: &RectTransform,
    color: Color32,
) {
    paint_hint(painter, model, i, to_screen, color);
    let (seat, hand) = model.attacks[i].to;
    let pose = screen_pose(model.pose((seat, hand)), to_screen);
    let ring = Stroke::new(2.0, color);
    painter.circle_stroke(
        pose.center + pose.up * pose.size * 0.2,
        pose.size * 0.66,
        ring,
    );
}

/// The overlay's badges on the attacks (at `badges`, in model units), each its verdict.
fn paint_badges(
    painter: &Painter,
    model: &TableModel,
    to_screen: &RectTransform,
    badges: &[(usize, Pos2)],
    dark: bool,
) {
    let radius = (layout::badge_radius(model.seats.len()) * to_screen.scale().x).max(8.0);
    for &(i, center) in badges {
        if let Some(value) = model.attacks[i].info.value {
            paint_badge(
                painter,
                to_screen.transform_pos(center),
                radius,
                value,
                dark,
            );
        }
    }
}

/// The table's felt.
fn paint_felt(painter: &Painter, to_screen: &RectTransform, dark: bool) {
    let felt = if dark {
        Color32::from_gray(38)
    } else {
        Color32::from_gray(226)
    };
    painter.add(Shape::ellipse_filled(
        to_screen.transform_pos(CENTER),
        vec2(250.0, 140.0) * to_screen.scale().x,
        felt,
    ));
}

/// The hands singled out: the one selected, the one under the pointer, and those the
/// selected hand may touch.
struct Marks<'a> {
    selected: Option<(usize, usize)>,
    hovered: Option<(usize, usize)>,
    targets: &'a [(usize, usize)],
}

/// One seat: its station when it is to move, its hands (ringed as marked) and its name.
fn paint_seat(
    ui: &egui::Ui,
    painter: &Painter,
    model: &TableModel,
    seat: usize,
    to_screen: &RectTransform,
    marks: &Marks<'_>,
) {
    let visuals = ui.visuals();
    let (players, scale) = (model.seats.len(), to_screen.scale().x);
    let view = &model.seats[seat];
    if model.mover == Some(seat) {
        let accent = visuals.selection.bg_fill;
        let rect = to_screen.transform_rect(station_rect(players, seat));
        painter.rect(
            rect,
            10.0 * scale,
            accent.gamma_multiply(0.18),
            Stroke::new(2.0, accent),
            StrokeKind::Outside,
        );
    }
    let tone = if view.zombie {
        Tone::Zombie
    } else if view.out {
        Tone::Out
    } else {
        Tone::Player(theme::player_color(seat))
    };
    for (hand, look) in view.hands.iter().enumerate() {
        let pose = screen_pose(model.pose((seat, hand)), to_screen);
        // Rings in the brighter selection colour, which reads on either theme.
        if let Some(ring) = hand_ring(model, (seat, hand), marks, visuals.selection.stroke.color) {
            painter.circle_stroke(
                pose.center + pose.up * pose.size * 0.2,
                pose.size * 0.66,
                ring,
            );
        }
        paint_hand(painter, &pose, look, tone, visuals.dark_mode);
    }
    paint_name(painter, model, seat, to_screen, visuals);
}

/// The ring around a hand: bold when selected, thin around a hand the selected one may
/// touch (bolder under the pointer), faint under the pointer otherwise.
fn hand_ring(
    model: &TableModel,
    hand: (usize, usize),
    marks: &Marks<'_>,
    color: Color32,
) -> Option<Stroke> {
    let hovered = marks.hovered == Some(hand);
    if marks.selected == Some(hand) {
        Some(Stroke::new(3.0, color))
    } else if marks.targets.contains(&model.canonical(hand)) {
        Some(Stroke::new(if hovered { 3.0 } else { 1.5 }, color))
    } else if hovered && model.waiting.is_none() {
        Some(Stroke::new(1.5, color.gamma_multiply(0.6)))
    } else {
        None
    }
}

/// The hinted (or previewed) attack: a broad arrow in `accent`, and a ring around the hand
/// that touches.
fn paint_hint(
    painter: &Painter,
    model: &TableModel,
    i: usize,
    to_screen: &RectTransform,
    accent: Color32,
) {
    let scale = to_screen.scale().x.max(0.6);
    let (a, c, b) = arrow(model, i, to_screen);
    let glow = Stroke::new(14.0 * scale, accent.gamma_multiply(0.45));
    painter.add(QuadraticBezierShape::from_points_stroke(
        [a, c, b],
        false,
        Color32::TRANSPARENT,
        glow,
    ));
    paint_arrow(painter, (a, c, b), Stroke::new(4.0 * scale, accent));
    let from = model.attacks[i].from;
    let pose = screen_pose(model.pose(from), to_screen);
    painter.circle_stroke(
        pose.center + pose.up * pose.size * 0.2,
        pose.size * 0.66,
        Stroke::new(3.0, accent),
    );
}

/// The hinted attack's label, on a plate of the panel's colour, beside its arrow where no
/// badge, hand or name is: drawn last, so that nothing covers it.
fn paint_hint_label(
    painter: &Painter,
    model: &TableModel,
    i: usize,
    to_screen: &RectTransform,
    badges: &[(usize, Pos2)],
    visuals: &egui::Visuals,
) {
    let font = FontId::proportional(text_size(to_screen, 18.0));
    let galley = painter.layout_no_wrap(tr!("view-hint-mark"), font, visuals.strong_text_color());
    let scale = to_screen.scale().x.max(f32::EPSILON);
    let pad = vec2(6.0, 2.0);
    let size = (galley.size() + pad * 2.0) / scale;
    let rect = to_screen.transform_rect(layout::hint_label_rect(model, i, size, badges));
    let plate = visuals.panel_fill.gamma_multiply(0.85);
    painter.rect(
        rect,
        4.0,
        plate,
        Stroke::new(1.0, visuals.selection.bg_fill),
        StrokeKind::Inside,
    );
    painter.galley(rect.min + pad, galley, visuals.strong_text_color());
}

/// An arrow along a quadratic curve.
fn paint_arrow(painter: &Painter, (a, c, b): (Pos2, Pos2, Pos2), stroke: Stroke) {
    painter.add(QuadraticBezierShape::from_points_stroke(
        [a, c, b],
        false,
        Color32::TRANSPARENT,
        stroke,
    ));
    painter.add(arrow_head(b, b - c, stroke.width * 4.0, stroke.color));
}

/// One attack of the overlay: an arrow in its verdict's colour (its badge comes after every
/// arrow), faded when another hand is singled out.
fn paint_attack(
    painter: &Painter,
    model: &TableModel,
    i: usize,
    to_screen: &RectTransform,
    focus: Option<(usize, usize)>,
    dark: bool,
) {
    let attack = &model.attacks[i];
    let Some(value) = attack.info.value else {
        return;
    };
    let faded = focus.is_some_and(|f| model.canonical(f) != attack.from);
    let mut color = theme::value_color(value, dark);
    if faded {
        color = color.gamma_multiply(0.25);
    }
    let width = if faded { 1.5 } else { 2.5 };
    paint_arrow(
        painter,
        arrow(model, i, to_screen),
        Stroke::new(width, color),
    );
}

/// A player's name and role, and whose turn it is.
fn paint_name(
    painter: &Painter,
    model: &TableModel,
    seat: usize,
    to_screen: &RectTransform,
    visuals: &egui::Visuals,
) {
    let view = &model.seats[seat];
    let rect = to_screen.transform_rect(label_rect(model.seats.len(), seat));
    let size = (22.0 * to_screen.scale().x).clamp(11.5, 20.0);
    let name = view.name.clone();
    let name = if model.mover == Some(seat) {
        tr!("view-seat-to-move", name = name)
    } else if view.zombie {
        tr!("view-seat-zombie", name = name)
    } else if view.out {
        tr!("view-seat-out", name = name)
    } else {
        name
    };
    let strong = if model.mover == Some(seat) {
        visuals.strong_text_color()
    } else {
        visuals.text_color()
    };
    painter.text(
        rect.center_top(),
        Align2::CENTER_TOP,
        name,
        FontId::proportional(size),
        strong,
    );
    // The role is also in the sidebar: left out where it would not be legible.
    if to_screen.scale().x >= 0.5 {
        painter.text(
            rect.center_top() + vec2(0.0, size * 1.2),
            Align2::CENTER_TOP,
            &view.role,
            FontId::proportional(size * 0.8),
            visuals.weak_text_color(),
        );
    }
}
