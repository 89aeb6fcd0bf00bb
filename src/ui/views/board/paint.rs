//! Painting the board: lines, last move, pieces, the chosen piece, the moves, the hint and
//! the badges (after every arrow, so that no arrow covers a badge).

use super::layout::{BADGE_RADIUS, POINT_RADIUS, coordinate_labels};
use super::{BoardModel, BoardMove, Known, PieceView, capped_note};
use crate::ui::views::theme;
use crate::ui::views::{arrow_head, paint_badge};
use egui::emath::RectTransform;
use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, vec2};

/// What the user has singled out, and the badges placed.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Marks<'a> {
    /// The path chosen so far.
    pub chosen: &'a [usize],
    /// The path whose moves stand out: the chosen one, or the piece pointed at.
    pub focus: &'a [usize],
    /// The badges to draw: (move, centre in board units).
    pub badges: &'a [(usize, Pos2)],
    /// Whether only the best moves are labelled.
    pub capped: bool,
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

/// Draws lines, last move, pieces, coordinates, the moves, the hint and the badges.
pub(super) fn paint_board(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
    marks: &Marks<'_>,
) {
    let visuals = ui.visuals();
    let unit = to_screen.scale().x;
    let at = |i: usize| to_screen.transform_pos(model.points[i].at);
    paint_ground(ui, painter, model, to_screen);
    for (i, piece) in model.pieces.iter().enumerate() {
        if let Some(piece) = piece {
            paint_piece(painter, piece, at(i), unit);
        }
    }
    if let Some(&from) = marks.chosen.first() {
        let accent = visuals.selection.bg_fill;
        painter.circle_stroke(at(from), unit * 0.38, Stroke::new(3.0, accent));
    }
    paint_coordinates(painter, model, to_screen, visuals);
    for (m, mv) in model.moves.iter().enumerate() {
        paint_move(ui, painter, model, to_screen, marks, m, mv);
    }
    if let Some(mv) = model.hint.and_then(|m| model.moves.get(m)) {
        paint_hint(painter, mv, &at, unit, theme::hint_color(visuals.dark_mode));
    }
    // The move pointed at in the moves list: drawn as the hint is, in the last move's
    // colour, with the point it reaches ringed too.
    if let Some(mv) = model.preview.and_then(|m| model.moves.get(m)) {
        let color = visuals.selection.stroke.color;
        paint_hint(painter, mv, &at, unit, color);
        if let Some(&to) = mv.path.last() {
            let ring = Stroke::new((unit * 0.04).max(2.0), color);
            painter.circle_stroke(at(to), unit * POINT_RADIUS, ring);
        }
    }
    for &(m, center) in marks.badges {
        paint_move_badge(ui, painter, model, m, to_screen.transform_pos(center), unit);
    }
    paint_texts(painter, model, marks, visuals);
}

/// What lies under the pieces: the squares or the lines and points, and the band of the
/// last move.
fn paint_ground(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
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
        // A broad, pale band without a head: where the last move went.
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
}

/// The caption under the board, and the note when only the best moves are labelled.
fn paint_texts(
    painter: &egui::Painter,
    model: &BoardModel,
    marks: &Marks<'_>,
    visuals: &egui::Visuals,
) {
    let rect = painter.clip_rect();
    if let Some(caption) = &model.caption {
        painter.text(
            rect.center_bottom() - vec2(0.0, 6.0),
            Align2::CENTER_BOTTOM,
            caption,
            FontId::proportional(14.0),
            visuals.text_color(),
        );
    }
    if marks.capped {
        painter.text(
            rect.left_top() + vec2(4.0, 2.0),
            Align2::LEFT_TOP,
            capped_note(),
            FontId::proportional(12.5),
            visuals.weak_text_color(),
        );
    }
}

/// The columns' names under the board and the rows' names on its left.
fn paint_coordinates(
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
    visuals: &egui::Visuals,
) {
    let size = (to_screen.scale().x * 0.3).clamp(10.0, 17.0);
    for (name, at) in coordinate_labels(model) {
        painter.text(
            to_screen.transform_pos(at),
            Align2::CENTER_CENTER,
            name,
            FontId::monospace(size),
            visuals.text_color(),
        );
    }
}

/// A move's colour: grey for an estimate, the winner's colour or the value's under the
/// overlay, else the selection colour.
fn move_color(mv: &BoardMove, overlay: bool, accent: Color32, dark: bool) -> Color32 {
    match (mv.known, mv.info.value) {
        (Known::Estimate, _) if overlay => theme::estimate_color(dark),
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
        painter.add(arrow_head(
            end,
            b - a,
            (unit * 0.18).max(stroke.width * 2.5),
            stroke.color,
        ));
    }
}

/// The hinted (or previewed) move, unlike the last move's pale band and the overlay's thin
/// arrows: a glow and a bold arrow in `color`, and a ring around the piece to move.
fn paint_hint(
    painter: &egui::Painter,
    mv: &BoardMove,
    at: &impl Fn(usize) -> Pos2,
    unit: f32,
    color: Color32,
) {
    paint_steps(
        painter,
        mv,
        at,
        unit,
        Stroke::new(unit * 0.2, color.gamma_multiply(0.35)),
    );
    paint_steps(
        painter,
        mv,
        at,
        unit,
        Stroke::new((unit * 0.07).max(3.0), color),
    );
    if let Some(&from) = mv.path.first() {
        painter.circle_stroke(
            at(from),
            unit * 0.4,
            Stroke::new((unit * 0.06).max(3.0), color),
        );
    }
}

/// A move's badge at `center`: "?" on an estimate, W or L on an exact winner, the remoteness
/// on a proven value.
fn paint_move_badge(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    m: usize,
    center: Pos2,
    unit: f32,
) {
    let (visuals, mv) = (ui.visuals(), &model.moves[m]);
    let dark = visuals.dark_mode;
    let radius = unit * BADGE_RADIUS;
    let color = move_color(mv, true, visuals.selection.bg_fill, dark);
    let letter = match mv.known {
        Known::Estimate => "?",
        Known::Winner { wins } => crate::ui::views::verdict::winner_badge(wins),
        Known::Value => {
            if let Some(v) = mv.info.value {
                paint_badge(painter, center, radius, v, dark);
            }
            return;
        }
    };
    let rim = Stroke::new(radius * 0.12, visuals.extreme_bg_color);
    painter.circle(center, radius, color, rim);
    painter.text(
        center,
        Align2::CENTER_CENTER,
        letter,
        FontId::proportional(radius * 1.15),
        theme::text_on(color),
    );
}

/// One legal move as arrows along its path, in the colour of its verdict under the overlay,
/// faded when another piece is singled out or when its badge is not shown; the next step
/// ringed when it follows the chosen path and the overlay is off.
fn paint_move(
    ui: &egui::Ui,
    painter: &egui::Painter,
    model: &BoardModel,
    to_screen: &RectTransform,
    marks: &Marks<'_>,
    m: usize,
    mv: &BoardMove,
) {
    let visuals = ui.visuals();
    let unit = to_screen.scale().x;
    let at = |i: usize| to_screen.transform_pos(model.points[i].at);
    let accent = visuals.selection.bg_fill;
    let follows = |path: &[usize]| mv.path.len() > path.len() && mv.path.starts_with(path);
    let selected = !marks.chosen.is_empty() && follows(marks.chosen);
    if !(model.overlay || selected) {
        return;
    }
    let badged = marks.badges.iter().any(|&(b, _)| b == m);
    let faded = !marks.focus.is_empty() && !follows(marks.focus);
    let color = move_color(mv, model.overlay, accent, visuals.dark_mode);
    let (color, width) = if faded {
        (color.gamma_multiply(0.2), (unit * 0.04).max(1.5))
    } else if model.overlay && !badged {
        (color.gamma_multiply(0.55), (unit * 0.04).max(1.5))
    } else {
        (color, (unit * 0.05).max(2.0))
    };
    paint_steps(painter, mv, at, unit, Stroke::new(width, color));
    if selected
        && !badged
        && let Some(&next) = mv.path.get(marks.chosen.len())
    {
        painter.circle_stroke(at(next), unit * 0.2, Stroke::new(3.0, color));
    }
}
