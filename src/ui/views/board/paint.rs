//! Painting the board: lines, last move, pieces, the chosen piece and the moves.

use super::{BoardModel, BoardMove, Known, PieceView};
use crate::ui::views::theme;
use crate::ui::views::{arrow_head, paint_badge};
use egui::emath::RectTransform;
use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, vec2};

/// Where the badge of a move sits: on its last step rather than on the point it reaches,
/// so that moves to one point keep apart.
pub(super) fn badge_center(
    mv: &BoardMove,
    model: &BoardModel,
    to_screen: &RectTransform,
) -> Option<Pos2> {
    let unit = to_screen.scale().x;
    let at = |i: usize| to_screen.transform_pos(model.points.get(i).map_or(Pos2::ZERO, |p| p.at));
    let k = mv.path.len().checked_sub(2)?;
    let (a, b) = (at(mv.path[k]), at(mv.path[k + 1]));
    let along = (b - a).normalized();
    let start = if k == 0 { a + along * unit * 0.32 } else { a };
    let end = b - along * unit * 0.2;
    Some(start + (end - start) * 0.55)
}

/// A checkerboard under the points: a light board, and a dark square centred on each point
/// (neighbouring points are one diagonal apart, so a square's side is 1/√2 units).
fn paint_squares(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
) {
    let side = to_screen.scale().x * std::f32::consts::FRAC_1_SQRT_2;
    let dark_mode = ui.visuals().dark_mode;
    let (light, dark) = if dark_mode {
        (
            Color32::from_rgb(0x8a, 0x7a, 0x64),
            Color32::from_rgb(0x4a, 0x3c, 0x2e),
        )
    } else {
        (
            Color32::from_rgb(0xee, 0xdc, 0xbc),
            Color32::from_rgb(0x9c, 0x74, 0x50),
        )
    };
    let mut board = Rect::NOTHING;
    for p in &model.points {
        let square = Rect::from_center_size(to_screen.transform_pos(p.at), vec2(side, side));
        board = board.union(square);
    }
    painter.rect_filled(board, 0.0, light);
    for p in &model.points {
        let square = Rect::from_center_size(to_screen.transform_pos(p.at), vec2(side, side));
        painter.rect_filled(square, 0.0, dark);
    }
}

/// A piece: a piece of the band (side 0) round, the lone piece square with its letter.
fn paint_piece(painter: &egui::Painter, piece: &PieceView, at: Pos2, unit: f32) {
    let color = theme::player_color(if piece.side == 0 { 4 } else { 0 });
    let outline = Stroke::new(
        (unit * 0.04).max(1.0),
        color.lerp_to_gamma(Color32::BLACK, 0.5),
    );
    if piece.side == 0 {
        painter.circle(at, unit * 0.3, color, outline);
    } else {
        painter.rect(
            Rect::from_center_size(at, vec2(unit, unit) * 0.48),
            unit * 0.12,
            color,
            outline,
            egui::StrokeKind::Inside,
        );
    }
    painter.text(
        at,
        Align2::CENTER_CENTER,
        &piece.mark,
        FontId::proportional(unit * 0.3),
        theme::text_on(color),
    );
}

/// Draws lines, last move, pieces, destinations and the overlay.
pub(super) fn paint_board(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
    chosen: &[usize],
) {
    let visuals = ui.visuals();
    let unit = to_screen.scale().x;
    let at = |i: usize| to_screen.transform_pos(model.points[i].at);
    let ink = visuals.weak_text_color();
    if model.checkered {
        paint_squares(ui, painter, model, to_screen);
    } else {
        for &(a, b) in &model.lines {
            painter.line_segment([at(a), at(b)], Stroke::new((unit * 0.04).max(1.5), ink));
        }
    }
    if let Some(path) = &model.last_move {
        let mark = Stroke::new(unit * 0.1, visuals.selection.bg_fill.gamma_multiply(0.6));
        for pair in path.windows(2) {
            painter.line_segment([at(pair[0]), at(pair[1])], mark);
        }
    }
    if !model.checkered {
        for i in 0..model.points.len() {
            painter.circle_filled(at(i), unit * 0.08, ink);
        }
    }
    for (i, piece) in model.pieces.iter().enumerate() {
        if let Some(piece) = piece {
            paint_piece(painter, piece, at(i), unit);
        }
    }
    let accent = visuals.selection.bg_fill;
    if let Some(&from) = chosen.first() {
        painter.circle_stroke(at(from), unit * 0.38, Stroke::new(3.0, accent));
    }
    for (m, mv) in model.moves.iter().enumerate() {
        paint_move(ui, painter, model, to_screen, chosen, m, mv);
    }
    if let Some(caption) = &model.caption {
        let rect = painter.clip_rect();
        painter.text(
            rect.center_bottom() - vec2(0.0, 6.0),
            Align2::CENTER_BOTTOM,
            caption,
            FontId::proportional(14.0),
            visuals.text_color(),
        );
    }
}

/// A move's colour: grey for an estimate, the winner's colour or the value's under the
/// overlay, else the selection colour.
fn move_color(mv: &BoardMove, overlay: bool, guess: bool, accent: Color32, dark: bool) -> Color32 {
    match (mv.known, mv.info.value) {
        _ if guess => Color32::from_gray(if dark { 150 } else { 120 }),
        (Known::Winner { wins }, _) if overlay => theme::winner_color(wins, dark),
        (Known::Value, Some(v)) if overlay => theme::value_color(v, dark),
        _ => accent,
    }
}

/// A move's arrows: each step from the rim of the piece to just short of the landing point.
fn paint_steps(
    painter: &egui::Painter,
    mv: &BoardMove,
    at: impl Fn(usize) -> Pos2,
    unit: f32,
    stroke: Stroke,
) {
    for (k, pair) in mv.path.windows(2).enumerate() {
        let (a, b) = (at(pair[0]), at(pair[1]));
        let along = (b - a).normalized();
        let start = if k == 0 { a + along * unit * 0.32 } else { a };
        let end = b - along * unit * 0.2;
        painter.line_segment([start, end], stroke);
        painter.add(arrow_head(end, b - a, unit * 0.18, stroke.color));
    }
}

/// A move's badge at `center`: "?" on an estimate, W or L on an exact winner, the remoteness
/// on a proven value; false when the move has none to show.
fn paint_move_badge(
    painter: &egui::Painter,
    mv: &BoardMove,
    model: &BoardModel,
    center: Pos2,
    (unit, color, dark): (f32, Color32, bool),
    guess: bool,
    visuals: &egui::Visuals,
) -> bool {
    let lettered = match mv.known {
        Known::Estimate if guess => Some("?"),
        Known::Winner { wins } if model.overlay => {
            Some(crate::ui::views::verdict::winner_badge(wins))
        }
        _ => None,
    };
    match (lettered, mv.info.value) {
        (Some(letter), _) => {
            let rim = Stroke::new(unit * 0.02, visuals.extreme_bg_color);
            painter.circle(center, unit * 0.15, color, rim);
            painter.text(
                center,
                Align2::CENTER_CENTER,
                letter,
                FontId::proportional(unit * 0.17),
                theme::text_on(color),
            );
            true
        }
        (None, Some(v)) if model.overlay && mv.known == Known::Value => {
            paint_badge(painter, center, unit * 0.15, v, dark);
            true
        }
        _ => false,
    }
}

/// One legal move as arrows along its path, in the colour of its verdict under the overlay
/// (grey with a "?" when only estimated, "W" or "L" when only the winner is known),
/// highlighted when it follows the chosen path.
fn paint_move(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
    chosen: &[usize],
    m: usize,
    mv: &BoardMove,
) {
    let visuals = ui.visuals();
    let dark = visuals.dark_mode;
    let unit = to_screen.scale().x;
    let at = |i: usize| to_screen.transform_pos(model.points[i].at);
    let accent = visuals.selection.bg_fill;
    let follows = mv.path.len() > chosen.len() && mv.path.starts_with(chosen);
    let selected = !chosen.is_empty() && follows;
    let hinted = model.hint == Some(m);
    if !(model.overlay || selected || hinted) {
        return;
    }
    let faded = !chosen.is_empty() && !follows;
    let guess = model.overlay && mv.known == Known::Estimate;
    let color = move_color(mv, model.overlay, guess, accent, dark);
    let color = if faded {
        color.gamma_multiply(0.2)
    } else {
        color
    };
    let width = if hinted {
        unit * 0.14
    } else {
        (unit * 0.05).max(2.0)
    };
    paint_steps(painter, mv, at, unit, Stroke::new(width, color));
    let badge_at = badge_center(mv, model, to_screen);
    let painted = match badge_at {
        Some(center) if !faded => paint_move_badge(
            painter,
            mv,
            model,
            center,
            (unit, color, dark),
            guess,
            visuals,
        ),
        _ => false,
    };
    if !painted
        && selected
        && let Some(&next) = mv.path.get(chosen.len())
    {
        painter.circle_stroke(at(next), unit * 0.2, Stroke::new(3.0, color));
    }
}
