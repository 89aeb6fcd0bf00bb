//! Where things go on the board, in board units: the board turned round when flipped, the
//! room around it (with the coordinates' margin), and which moves get a verdict badge and
//! where, so that no two badges overlap, none covers a piece, and none sits on a place of
//! the board (a point, or on a checkerboard any square) but the one its move reaches.

use super::super::badges::{Room, badge_rect, place};
use super::{BoardModel, BoardMove, Known};
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use std::borrow::Cow;

/// A badge's radius, in board units (neighbouring points are one unit apart).
pub const BADGE_RADIUS: f32 = 0.18;
/// A piece's radius: badges keep off the pieces.
pub const PIECE_RADIUS: f32 = 0.3;
/// The radius of a point's circle, where a piece stands and a click takes it: a badge
/// covers no point but the one its move reaches, so that it never reads as another's.
pub const POINT_RADIUS: f32 = 0.32;
/// How many badges the overlay shows when no piece is pointed at: the best moves.
pub const CAP: usize = 8;
/// How many badges one piece's moves may show.
const FOCUS_CAP: usize = 16;
/// How far outside the outermost points the coordinates are written.
const LABEL_OUT: f32 = 0.66;
/// The margin around the points.
const MARGIN: f32 = 0.6;
/// The extra margin on the left and at the bottom for the coordinates.
const COORDINATE_ROOM: f32 = 0.3;

/// The rectangle the points span.
fn span(model: &BoardModel) -> Rect {
    let mut rect = Rect::NOTHING;
    for p in &model.points {
        rect.extend_with(p.at);
    }
    if rect.is_negative() {
        rect = Rect::from_min_size(Pos2::ZERO, vec2(1.0, 1.0));
    }
    rect
}

/// The board units' rectangle: the points with a margin, and room on the left and at the
/// bottom for the coordinates when they are shown.
pub fn bounds(model: &BoardModel) -> Rect {
    let mut rect = span(model).expand(MARGIN);
    if model.coordinates {
        rect.min.x -= COORDINATE_ROOM;
        rect.max.y += COORDINATE_ROOM;
    }
    rect
}

/// The model as drawn: when flipped, every point and coordinate turned half round the
/// middle of the board (seen from the other side), so that drawing and clicks agree.
pub fn as_drawn(model: &BoardModel) -> Cow<'_, BoardModel> {
    if !model.flipped {
        return Cow::Borrowed(model);
    }
    let center = span(model).center();
    let mut turned = model.clone();
    for p in &mut turned.points {
        p.at = center - (p.at - center);
    }
    for (_, x) in &mut turned.columns {
        *x = 2.0 * center.x - *x;
    }
    for (_, y) in &mut turned.rows {
        *y = 2.0 * center.y - *y;
    }
    Cow::Owned(turned)
}

/// The coordinates as drawn: each column's name under the board, each row's on its left.
pub fn coordinate_labels(model: &BoardModel) -> Vec<(String, Pos2)> {
    if !model.coordinates {
        return Vec::new();
    }
    let span = span(model);
    // Just outside a checkerboard's squares (half a square, 0.35 units, beyond the points)
    // and the pieces.
    let (below, left) = (span.max.y + LABEL_OUT, span.min.x - LABEL_OUT);
    let columns = model
        .columns
        .iter()
        .map(|(n, x)| (n.clone(), pos2(*x, below)));
    let rows = model.rows.iter().map(|(n, y)| (n.clone(), pos2(left, *y)));
    columns.chain(rows).collect()
}

/// Whether the overlay has a badge to show for a move: a remoteness, "W" or "L", or "?".
pub fn has_badge(model: &BoardModel, mv: &BoardMove) -> bool {
    model.overlay && (mv.known != Known::Value || mv.info.value.is_some())
}

/// The moves that get a badge, most important first: those of the path chosen or pointed
/// at (`focus`), else the best few; and whether some moves with a badge were left out.
pub fn badge_moves(model: &BoardModel, focus: &[usize]) -> (Vec<usize>, bool) {
    let follows = |mv: &BoardMove| focus.is_empty() || mv.path.starts_with(focus);
    let wanted: Vec<usize> = (0..model.moves.len())
        .filter(|&m| has_badge(model, &model.moves[m]) && follows(&model.moves[m]))
        .collect();
    let cap = if focus.is_empty() { CAP } else { FOCUS_CAP };
    let capped = wanted.len() > cap;
    (wanted.into_iter().take(cap).collect(), capped)
}

/// Where a move's badge may go, best first: on the point it reaches, along its own last
/// step, then in two rings around the point it reaches, starting from behind it.
fn candidates(model: &BoardModel, mv: &BoardMove) -> Vec<Pos2> {
    let at = |i: usize| model.points.get(i).map_or(Pos2::ZERO, |p| p.at);
    let Some(k) = mv.path.len().checked_sub(2) else {
        return Vec::new();
    };
    let (a, b) = (at(mv.path[k]), at(mv.path[k + 1]));
    let back = (a - b).normalized();
    let back = if back.is_finite() { back } else { Vec2::Y };
    // At 0.42 a badge just clears one on the point and a piece one step back.
    let along = [0.5, 0.42, 0.36, 0.64];
    let mut out: Vec<Pos2> = std::iter::once(b)
        .chain(along.map(|d| b + back * d))
        .collect();
    for distance in [0.36, 0.6] {
        for step in [0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0] {
            let angle = step * std::f32::consts::FRAC_PI_4;
            out.push(b + egui::emath::Rot2::from_angle(angle) * back * distance);
        }
    }
    out
}

/// The space kept between two badges, or a badge and a piece.
const GAP: f32 = 0.04;

/// The badges to draw: (move, centre in board units), none overlapping another or a piece,
/// none on a place of the board but the one its move reaches.
pub fn badge_spots(model: &BoardModel, moves: &[usize]) -> Vec<(usize, Pos2)> {
    let obstacles: Vec<Rect> = model
        .pieces
        .iter()
        .zip(&model.points)
        .filter(|(piece, _)| piece.is_some())
        .map(|(_, p)| Rect::from_center_size(p.at, Vec2::splat(PIECE_RADIUS * 2.0)))
        .collect();
    let places = places(model);
    let wanted: Vec<Vec<Pos2>> = moves
        .iter()
        .map(|&m| {
            let mut spots = shared_spots(model, moves, m);
            spots.extend(candidates(model, &model.moves[m]));
            // A badge on another place would read as a move there: such spots are not
            // taken; one on another move's arrow would read as that move's: those last.
            let reached = model.moves[m]
                .path
                .last()
                .and_then(|&i| model.points.get(i));
            let reached = reached.map(|p| p.at);
            spots.retain(|&c| !covers_another_place(&places, reached, c));
            spots.sort_by_key(|&c| on_other_arrow(model, m, c));
            spots
        })
        .collect();
    let room = Room {
        radius: BADGE_RADIUS,
        gap: GAP,
        obstacles: &obstacles,
        area: bounds(model),
    };
    moves
        .iter()
        .zip(place(&wanted, &room))
        .filter_map(|(&m, spot)| Some((m, spot?)))
        .collect()
}

/// When two of the badged `moves` reach the same point: the spot of `m`'s badge beside the
/// other's, both on the point (side by side across, or one above the other when the pieces
/// come from above and below), on the side its piece comes from; so that neither is pushed
/// off onto another place. Nothing otherwise: the badge's first choice is the point itself.
fn shared_spots(model: &BoardModel, moves: &[usize], m: usize) -> Vec<Pos2> {
    let at = |i: usize| model.points.get(i).map_or(Pos2::ZERO, |p| p.at);
    let reached = |m: usize| model.moves[m].path.last().copied();
    // Where the piece makes its last step from.
    let from = |m: usize| {
        let path = &model.moves[m].path;
        path.iter().rev().nth(1).map_or(Pos2::ZERO, |&i| at(i))
    };
    let sharing: Vec<usize> = moves
        .iter()
        .copied()
        .filter(|&other| reached(other) == reached(m))
        .collect();
    let (Some(target), [one, two]) = (reached(m), sharing.as_slice()) else {
        return Vec::new();
    };
    let (b, apart) = (at(target), from(*two) - from(*one));
    let across = if apart.x.abs() >= apart.y.abs() {
        Vec2::X
    } else {
        Vec2::Y
    };
    // Just far enough apart that the two badges, with the gap, do not touch.
    let half = (BADGE_RADIUS + GAP / 2.0) * 1.01;
    // The badge of the piece coming from the left (or from above) on the left (or above).
    let key = |m: usize| from(m).to_vec2().dot(across);
    let first = if key(*two) < key(*one) { *two } else { *one };
    let side = if m == first { -1.0 } else { 1.0 };
    vec![b + across * half * side]
}

/// The centres of the places of the board a badge keeps off: the points, and on a
/// checkerboard the light squares between them too (a badge on one reads as a move there).
fn places(model: &BoardModel) -> Vec<Pos2> {
    let mut out: Vec<Pos2> = model.points.iter().map(|p| p.at).collect();
    if !model.checkered {
        return out;
    }
    // Neighbouring dark squares are one diagonal apart: a square's side is 1/√2.
    let side = std::f32::consts::FRAC_1_SQRT_2;
    let board = span(model).expand(side / 2.0 - 1e-3);
    for p in &model.points {
        for step in [
            vec2(side, 0.0),
            vec2(-side, 0.0),
            vec2(0.0, side),
            vec2(0.0, -side),
        ] {
            let q = p.at + step;
            if board.contains(q) && !out.iter().any(|o| (*o - q).length() < 1e-3) {
                out.push(q);
            }
        }
    }
    out
}

/// Whether a badge centred at `center` covers the circle of one of `places` other than the
/// one at `reached`.
fn covers_another_place(places: &[Pos2], reached: Option<Pos2>, center: Pos2) -> bool {
    let badge = badge_rect(center, BADGE_RADIUS);
    places
        .iter()
        .filter(|&&p| reached.is_none_or(|r| (r - p).length() > 1e-3))
        .any(|&p| badge.distance_to_pos(p) < POINT_RADIUS)
}

/// Whether a badge at `center` would lie on the arrow of a move other than `m` (one with the
/// same path is the same arrow).
fn on_other_arrow(model: &BoardModel, m: usize, center: Pos2) -> bool {
    let at = |i: usize| model.points.get(i).map_or(Pos2::ZERO, |p| p.at);
    let own = &model.moves[m].path;
    model
        .moves
        .iter()
        .filter(|mv| mv.path != *own)
        .flat_map(|mv| mv.path.windows(2))
        .filter(|step| !own.windows(2).any(|s| s == *step))
        .any(|step| {
            // As drawn: from the rim of the piece to just short of the point reached.
            let (a, b) = (at(step[0]), at(step[1]));
            let along = (b - a).normalized();
            let (a, b) = (a + along * PIECE_RADIUS, b - along * ARROW_SHORT);
            distance_to_segment(center, a, b) < BADGE_RADIUS
        })
}

/// How far short of the point it reaches an arrow ends.
pub const ARROW_SHORT: f32 = 0.2;

/// The distance from `p` to the segment from `a` to `b`.
fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let t = if ab.length_sq() > 0.0 {
        ((p - a).dot(ab) / ab.length_sq()).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (p - (a + ab * t)).length()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_distance_to_a_segment_is_to_its_nearest_point() {
        let (a, b) = (pos2(0.0, 0.0), pos2(2.0, 0.0));
        assert_eq!(distance_to_segment(pos2(1.0, 0.5), a, b), 0.5);
        assert_eq!(distance_to_segment(pos2(3.0, 0.0), a, b), 1.0);
        assert_eq!(distance_to_segment(pos2(-1.0, 0.0), a, a), 1.0);
    }
}
