//! Where things sit on the Chopsticks table, in model coordinates: the players around an
//! oval table in turn order (player 1 at the bottom, then clockwise), each with two hands
//! whose fingers point to the middle, and a strip at the bottom for the mover's splits.

use super::super::hand::HandPose;
use super::super::screen_from_model;
use egui::{Pos2, Rect, Vec2, pos2, vec2};

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

/// The pose of a hand: `hand` 0 (A, the lower) on the player's left, 1 (B) on the right;
/// thumbs point inwards.
pub fn hand_pose(players: usize, seat: usize, hand: usize) -> HandPose {
    let (at, up) = station(players, seat);
    let size = hand_size(players);
    // Facing the middle, the player's right is up.rot90() turned back: -rot90.
    let right = -up.rot90();
    let side = if hand == 0 { -1.0 } else { 1.0 };
    HandPose {
        center: at + right * (side * 0.72 * size),
        up,
        size,
        thumb_side: side,
    }
}

/// The room a player's name and role take, in model units.
pub const LABEL: Vec2 = vec2(260.0, 48.0);

/// Where a player's name and role are written: the nearest place behind the hands (or below,
/// or above them) that keeps clear of every player's hands, of the names placed before, of
/// the strip and of the edges.
pub fn label_rect(players: usize, seat: usize) -> Rect {
    let (at, up) = station(players, seat);
    let size = hand_size(players);
    let stations: Vec<Rect> = (0..players).map(|s| station_rect(players, s)).collect();
    let earlier: Vec<Rect> = (0..seat).map(|s| label_rect(players, s)).collect();
    let table = Rect::from_min_max(MODEL.min, Pos2::new(MODEL.max.x, STRIP.min.y - 4.0));
    let fits = |rect: Rect| {
        table.contains_rect(rect)
            && stations
                .iter()
                .chain(&earlier)
                .all(|other| !other.expand(6.0).intersects(rect))
    };
    let directions = [
        -up,
        vec2(0.0, 1.0),
        vec2(0.0, -1.0),
        (vec2(0.0, 1.0) - up).normalized(),
        (vec2(0.0, -1.0) - up).normalized(),
    ];
    for direction in directions {
        for step in 5..45 {
            let rect = Rect::from_center_size(at + direction * (step as f32 * 0.1 * size), LABEL);
            if fits(rect) {
                return rect;
            }
        }
    }
    Rect::from_center_size(at - up * size, LABEL)
}

/// The rectangle around a player's two hands.
pub fn station_rect(players: usize, seat: usize) -> Rect {
    let a = hand_pose(players, seat, 0).hit_rect();
    let b = hand_pose(players, seat, 1).hit_rect();
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

/// Where the palm of `seat`'s hand `hand` is on screen, when the table is drawn in
/// `canvas`: what tests click.
pub fn hand_on_screen(canvas: Rect, players: usize, seat: usize, hand: usize) -> Pos2 {
    screen_from_model(MODEL, canvas).transform_pos(hand_pose(players, seat, hand).palm())
}

/// The centre of chip `index` of `count` on screen.
pub fn chip_on_screen(canvas: Rect, count: usize, index: usize) -> Pos2 {
    screen_from_model(MODEL, canvas).transform_pos(chip_rect(count, index).center())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_one_sits_at_the_bottom_and_turn_order_runs_clockwise() {
        let (bottom, up) = station(2, 0);
        let (top, _) = station(2, 1);
        assert!(bottom.y > top.y);
        assert!((up - vec2(0.0, -1.0)).length() < 1e-4, "fingers point up");
        // With four players the second sits on the left, the fourth on the right.
        assert!(station(4, 1).0.x < CENTER.x && station(4, 3).0.x > CENTER.x);
        // Hand A is on the player's left: on screen left for the bottom player.
        assert!(hand_pose(2, 0, 0).center.x < hand_pose(2, 0, 1).center.x);
        assert!(hand_pose(2, 1, 0).center.x > hand_pose(2, 1, 1).center.x);
    }

    #[test]
    fn everything_stays_inside_the_model_without_overlaps() {
        for players in 2..=6 {
            for seat in 0..players {
                let rect = station_rect(players, seat);
                assert!(
                    MODEL.contains_rect(rect) && rect.max.y < STRIP.min.y,
                    "{players} players, seat {seat}: {rect:?}"
                );
                for other in seat + 1..players {
                    assert!(
                        !rect.intersects(station_rect(players, other)),
                        "{players} players: seats {seat} and {other} overlap"
                    );
                }
            }
        }
        for count in 1..=16 {
            for i in 0..count {
                let chip = chip_rect(count, i);
                assert!(
                    STRIP.contains_rect(chip),
                    "{count} chips, chip {i}: {chip:?}"
                );
                if i > 0 {
                    assert!(!chip.intersects(chip_rect(count, i - 1)));
                }
            }
        }
    }

    #[test]
    fn names_keep_clear_of_hands_and_of_each_other() {
        for players in 2..=6 {
            let labels: Vec<Rect> = (0..players).map(|s| label_rect(players, s)).collect();
            for (seat, label) in labels.iter().enumerate() {
                assert!(MODEL.contains_rect(*label) && label.max.y < STRIP.min.y);
                for (other, other_label) in labels.iter().enumerate() {
                    assert!(
                        !label.intersects(station_rect(players, other)),
                        "{players} players: name {seat} on the hands of {other}"
                    );
                    if other != seat {
                        assert!(
                            !label.intersects(*other_label),
                            "{players}: names {seat}, {other}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn hands_are_found_on_screen_through_the_fitted_model() {
        let canvas = Rect::from_min_size(pos2(100.0, 50.0), vec2(500.0, 380.0));
        let palm = hand_on_screen(canvas, 2, 0, 0);
        assert!(canvas.contains(palm));
        let model = screen_from_model(MODEL, canvas)
            .inverse()
            .transform_pos(palm);
        assert!(hand_pose(2, 0, 0).hit_rect().contains(model));
    }
}
