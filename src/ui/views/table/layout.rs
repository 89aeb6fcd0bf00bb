//! Where things sit on the Chopsticks table, in model coordinates: the players around an
//! oval table in turn order (player 1 at the bottom, then clockwise), each with two hands
//! whose fingers point to the middle, and a strip at the bottom for the mover's splits.

use super::super::badges::{Room, badge_rect, best_first, place};
use super::super::bezier_point;
use super::super::hand::HandPose;
use super::super::screen_from_model;
use super::{AttackView, TableModel};
use egui::{Pos2, Rect, Vec2, pos2, vec2};
use std::sync::OnceLock;

/// The model rectangle the table is drawn in.
pub const MODEL: Rect = Rect {
    min: Pos2 { x: 0.0, y: 0.0 },
    max: Pos2 {
        x: 1000.0,
        y: 800.0,
    },
};

/// The strip of split (and other non-attack) moves at the bottom.
pub const STRIP: Rect = Rect {
    min: Pos2 { x: 10.0, y: 664.0 },
    max: Pos2 { x: 990.0, y: 796.0 },
};

/// The middle of the table.
pub const CENTER: Pos2 = pos2(500.0, 318.0);

/// Chips per row in the strip.
const PER_ROW: usize = 7;

/// The palm width of each hand with this many players.
pub fn hand_size(players: usize) -> f32 {
    match players {
        0..=2 => 112.0,
        3 => 96.0,
        4 => 86.0,
        5 => 74.0,
        _ => 68.0,
    }
}

/// The radii of the oval the players sit on.
fn radii(players: usize) -> Vec2 {
    match players {
        0..=2 => vec2(330.0, 196.0),
        3 | 4 => vec2(350.0, 200.0),
        _ => vec2(380.0, 212.0),
    }
}

/// Where `seat` sits, and the direction its fingers point (to the middle of the table).
pub fn station(players: usize, seat: usize) -> (Pos2, Vec2) {
    let angle =
        std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * seat as f32 / players.max(1) as f32;
    let r = radii(players);
    let at = CENTER + vec2(r.x * angle.cos(), r.y * angle.sin());
    let up = (CENTER - at).normalized();
    (at, up)
}

/// The pose of hand `hand` of a player with `of` hands: hand 0 (A, the lowest) on the
/// player's left, the others in order to the right; thumbs point away from the middle of
/// the player's hands. Three or four hands are drawn smaller, so that every player's hands
/// keep within the room of two ([`station_rect`]).
pub fn hand_pose(players: usize, seat: usize, hand: usize, of: usize) -> HandPose {
    let (at, up) = station(players, seat);
    let two = hand_size(players);
    // Facing the middle, the player's right is up.rot90() turned back: -rot90.
    let right = -up.rot90();
    let of = of.max(1);
    let (size, spacing) = match of {
        1 | 2 => (two, 1.44 * two),
        // Hands 1.3 sizes apart, the outer edges where two hands' are.
        n => {
            let size = two * 2.44 / (1.3 * (n - 1) as f32 + 1.0);
            (size, 1.3 * size)
        }
    };
    let offset = hand as f32 - (of - 1) as f32 / 2.0;
    let side = if offset < 0.0 { -1.0 } else { 1.0 };
    HandPose {
        center: at + right * (offset * spacing),
        up,
        size,
        thumb_side: side,
    }
}

/// The room a player's name and role take, in model units.
pub const LABEL: Vec2 = vec2(260.0, 48.0);

/// Where a player's name and role are written: the nearest place behind the hands (or below,
/// or above them) that keeps clear of every player's hands, of the names placed before, of
/// the strip and of the edges. Placed once per player count and kept: every frame asks.
pub fn label_rect(players: usize, seat: usize) -> Rect {
    /// The labels of each player count up to this one are kept.
    const KEPT_UP_TO: usize = 8;
    static KEPT: [OnceLock<Vec<Rect>>; KEPT_UP_TO + 1] =
        [const { OnceLock::new() }; KEPT_UP_TO + 1];
    match KEPT.get(players) {
        Some(kept) => kept.get_or_init(|| label_rects(players))[seat],
        None => label_rects(players)[seat],
    }
}

/// Every player's label ([`label_rect`]), each placed clear of those before it.
fn label_rects(players: usize) -> Vec<Rect> {
    let size = hand_size(players);
    let stations: Vec<Rect> = (0..players).map(|s| station_rect(players, s)).collect();
    let table = Rect::from_min_max(MODEL.min, Pos2::new(MODEL.max.x, STRIP.min.y - 4.0));
    let mut placed: Vec<Rect> = Vec::with_capacity(players);
    for seat in 0..players {
        let (at, up) = station(players, seat);
        let fits = |rect: Rect| {
            table.contains_rect(rect)
                && stations
                    .iter()
                    .chain(&placed)
                    .all(|other| !other.expand(6.0).intersects(rect))
        };
        let directions = [
            -up,
            vec2(0.0, 1.0),
            vec2(0.0, -1.0),
            (vec2(0.0, 1.0) - up).normalized(),
            (vec2(0.0, -1.0) - up).normalized(),
        ];
        let found = directions.into_iter().find_map(|direction| {
            (5..45)
                .map(|step| {
                    Rect::from_center_size(at + direction * (step as f32 * 0.1 * size), LABEL)
                })
                .find(|&rect| fits(rect))
        });
        placed.push(found.unwrap_or_else(|| Rect::from_center_size(at - up * size, LABEL)));
    }
    placed
}

/// The rectangle around a player's hands: that of two hands, which one, three or four
/// keep within.
pub fn station_rect(players: usize, seat: usize) -> Rect {
    let a = hand_pose(players, seat, 0, 2).hit_rect();
    let b = hand_pose(players, seat, 1, 2).hit_rect();
    a.union(b).expand(6.0)
}

/// The rectangle of chip `index` of `count` in the strip.
pub fn chip_rect(count: usize, index: usize) -> Rect {
    let rows = count.div_ceil(PER_ROW).max(1);
    let row = index / PER_ROW;
    let in_row = if row + 1 == rows {
        count - row * PER_ROW
    } else {
        PER_ROW
    };
    let col = index % PER_ROW;
    let gap = 10.0;
    let top = STRIP.min.y;
    let height = (STRIP.max.y - top - gap * (rows - 1) as f32) / rows as f32;
    let width = ((STRIP.width() - gap * (in_row - 1) as f32) / in_row as f32).min(170.0);
    let total = width * in_row as f32 + gap * (in_row - 1) as f32;
    let left = STRIP.center().x - total / 2.0;
    Rect::from_min_size(
        pos2(
            left + col as f32 * (width + gap),
            top + row as f32 * (height + gap),
        ),
        vec2(width, height),
    )
}

/// The radius of a verdict badge.
pub fn badge_radius(players: usize) -> f32 {
    hand_size(players) * 0.17
}

/// How many attacks the overlay labels when no hand is singled out: the best.
pub const CAP: usize = 6;

/// The start, the control point and the end of an attack's arrow: from the fingertips of
/// the touching hand to the palm of the touched one.
pub fn arrow(model: &TableModel, attack: &AttackView) -> (Pos2, Pos2, Pos2) {
    let from = model.pose(attack.from);
    let to = model.pose(attack.to);
    let (a, b) = (from.fingertips(), to.palm());
    // The two hands' arrows bend apart so that they do not lie on top of each other.
    let bend = if attack.from.1 == 0 { -0.16 } else { 0.16 };
    (a, a + (b - a) * 0.5 + (b - a).rot90() * bend, b)
}

/// The attacks whose verdicts are labelled, and where: those of the hand singled out
/// (`focus`, as listed), else the best few; each badge along its own arrow, clear of the
/// other badges, of the palms and of the names.
pub fn badge_spots(model: &TableModel, focus: Option<(usize, usize)>) -> Vec<(usize, Pos2)> {
    let players = model.seats.len();
    let values: Vec<_> = model.attacks.iter().map(|a| a.info.value).collect();
    let shown: Vec<usize> = match focus {
        Some(hand) => (0..values.len())
            .filter(|&i| model.attacks[i].from == model.canonical(hand))
            .collect(),
        None => best_first(&values).into_iter().take(CAP).collect(),
    };
    let shown: Vec<usize> = shown.into_iter().filter(|&i| values[i].is_some()).collect();
    let wanted: Vec<Vec<Pos2>> = shown
        .iter()
        .map(|&i| {
            let (a, c, b) = arrow(model, &model.attacks[i]);
            ALONG.iter().map(|&t| bezier_point(a, c, b, t)).collect()
        })
        .collect();
    let obstacles = palms_and_names(model);
    let room = Room {
        radius: badge_radius(players),
        gap: 4.0,
        obstacles: &obstacles,
        area: MODEL,
    };
    shown
        .iter()
        .zip(place(&wanted, &room))
        .filter_map(|(&i, spot)| Some((i, spot?)))
        .collect()
}

/// Where along its arrow a badge may sit, best first: the middle, then towards either end.
const ALONG: [f32; 9] = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82];

/// What badges and the hint's label keep clear of: every palm and every player's name.
fn palms_and_names(model: &TableModel) -> Vec<Rect> {
    let players = model.seats.len();
    let mut obstacles: Vec<Rect> = model
        .every_hand()
        .map(|hand| {
            let pose = model.pose(hand);
            Rect::from_center_size(pose.center, Vec2::splat(pose.size * 0.9))
        })
        .collect();
    obstacles.extend((0..players).map(|seat| label_rect(players, seat)));
    obstacles
}

/// How far from its arrow the hint's label is written.
const HINT_LABEL_OFF: f32 = 14.0;

/// Where the label of hinted attack `i`, `size` large, is written: beside its arrow (the
/// first third first), clear of the badges drawn (`badges`, centres), of the palms, of the
/// names and of the strip, so that nothing covers it and it covers nothing; beside the
/// arrow's first third when no place is free.
pub fn hint_label_rect(model: &TableModel, i: usize, size: Vec2, badges: &[(usize, Pos2)]) -> Rect {
    let players = model.seats.len();
    let (a, c, b) = arrow(model, &model.attacks[i]);
    let radius = badge_radius(players);
    let mut obstacles = palms_and_names(model);
    obstacles.extend(badges.iter().map(|&(_, at)| badge_rect(at, radius)));
    let table = Rect::from_min_max(MODEL.min, pos2(MODEL.max.x, STRIP.min.y));
    let beside = |at: Pos2, side: usize| {
        let off = HINT_LABEL_OFF;
        let (anchor, align) = match side {
            0 => (at + vec2(off, 0.0), egui::Align2::LEFT_CENTER),
            1 => (at - vec2(off, 0.0), egui::Align2::RIGHT_CENTER),
            2 => (at - vec2(0.0, off), egui::Align2::CENTER_BOTTOM),
            _ => (at + vec2(0.0, off), egui::Align2::CENTER_TOP),
        };
        align.anchor_size(anchor, size)
    };
    let free = |rect: &Rect| {
        table.contains_rect(*rect) && !obstacles.iter().any(|o| o.expand(3.0).intersects(*rect))
    };
    HINT_ALONG
        .iter()
        .flat_map(|&t| (0..4).map(move |side| (t, side)))
        .map(|(t, side)| beside(bezier_point(a, c, b, t), side))
        .find(free)
        .unwrap_or_else(|| beside(bezier_point(a, c, b, 0.3), 0))
}

/// Where along the hinted arrow its label may go, best first: near the hand that moves.
const HINT_ALONG: [f32; 8] = [0.3, 0.4, 0.2, 0.5, 0.6, 0.12, 0.7, 0.8];

/// Where the palm of `seat`'s hand `hand` is on screen, when the table is drawn in
/// `canvas` and every player has two hands: what tests click.
pub fn hand_on_screen(canvas: Rect, players: usize, seat: usize, hand: usize) -> Pos2 {
    hand_of_on_screen(canvas, players, seat, (hand, 2))
}

/// [`hand_on_screen`] for hand `hand.0` of a player with `hand.1` hands.
pub fn hand_of_on_screen(canvas: Rect, players: usize, seat: usize, hand: (usize, usize)) -> Pos2 {
    let pose = hand_pose(players, seat, hand.0, hand.1);
    screen_from_model(MODEL, canvas).transform_pos(pose.palm())
}

/// The centre of chip `index` of `count` on screen.
pub fn chip_on_screen(canvas: Rect, count: usize, index: usize) -> Pos2 {
    screen_from_model(MODEL, canvas).transform_pos(chip_rect(count, index).center())
}

#[cfg(test)]
mod tests;
