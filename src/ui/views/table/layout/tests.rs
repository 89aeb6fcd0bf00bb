//! The tests of `layout`.

use super::*;
use crate::ui::views::hand::HandLook;

#[test]
fn player_one_sits_at_the_bottom_and_turn_order_runs_clockwise() {
    let (bottom, up) = station(2, 0);
    let (top, _) = station(2, 1);
    assert!(bottom.y > top.y);
    assert!((up - vec2(0.0, -1.0)).length() < 1e-4, "fingers point up");
    // With four players the second sits on the left, the fourth on the right.
    assert!(station(4, 1).0.x < CENTER.x && station(4, 3).0.x > CENTER.x);
    // Hand A is on the player's left: on screen left for the bottom player.
    assert!(hand_pose(2, 0, 0, 2).center.x < hand_pose(2, 0, 1, 2).center.x);
    assert!(hand_pose(2, 1, 0, 2).center.x > hand_pose(2, 1, 1, 2).center.x);
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
    assert!(hand_pose(2, 0, 0, 2).hit_rect().contains(model));
}

/// A table of `players`, player 1 to move, with every attack, valued.
fn all_attacks(players: usize) -> TableModel {
    let mut seats = vec![super::super::SeatView::default(); players];
    for seat in &mut seats {
        seat.hands = vec![HandLook::default(); 2];
        seat.hands[1].fingers = 2;
    }
    let mut attacks = Vec::new();
    for from in 0..2 {
        for seat in 1..players {
            for hand in 0..2 {
                let n = (attacks.len() * 7 % 13) as u32;
                attacks.push(AttackView {
                    from: (0, from),
                    to: (seat, hand),
                    info: super::super::MoveInfo {
                        value: Some(crate::core::Value::Loss(n + 10)),
                        ..Default::default()
                    },
                });
            }
        }
    }
    TableModel {
        seats,
        mover: Some(0),
        attacks,
        overlay: true,
        ..TableModel::default()
    }
}

#[test]
fn badges_keep_clear_of_each_other_and_of_the_palms() {
    use super::super::super::badges::{badge_rect, disjoint};
    for players in 2..=6 {
        let model = all_attacks(players);
        for focus in [None, Some((0, 0)), Some((0, 1))] {
            let spots = badge_spots(&model, focus);
            let radius = badge_radius(players);
            let rects: Vec<Rect> = spots.iter().map(|&(_, c)| badge_rect(c, radius)).collect();
            assert!(disjoint(&rects), "{players} players, {focus:?}: {rects:?}");
            let wanted = match focus {
                None => CAP.min(model.attacks.len()),
                Some(_) => model.attacks.len() / 2,
            };
            assert!(
                spots.len() * 4 >= wanted * 3,
                "{players} players, {focus:?}: {} of {wanted}",
                spots.len()
            );
            for seat in 0..players {
                for hand in 0..2 {
                    let palm = hand_pose(players, seat, hand, 2).center;
                    assert!(!rects.iter().any(|r| r.contains(palm)), "on a palm");
                }
            }
        }
    }
    // With two players every attack is labelled: 12 must not read as 1?.
    assert_eq!(badge_spots(&all_attacks(2), None).len(), 4);
}

#[test]
fn the_hints_label_keeps_clear_of_the_badges_the_palms_and_the_names() {
    for players in 2..=6 {
        let model = all_attacks(players);
        let radius = badge_radius(players);
        for focus in [None, Some((0, 0)), Some((0, 1))] {
            let badges = badge_spots(&model, focus);
            for i in 0..model.attacks.len() {
                // "hint" and "indice", and room for a longer word.
                for size in [vec2(40.0, 22.0), vec2(90.0, 22.0)] {
                    let label = hint_label_rect(&model, i, size, &badges);
                    let what = format!("{players} players, {focus:?}, attack {i}");
                    assert!(MODEL.contains_rect(label) && label.max.y <= STRIP.min.y);
                    for &(_, at) in &badges {
                        let badge = badge_rect(at, radius);
                        assert!(!badge.intersects(label), "{what}: under a badge");
                    }
                    for seat in 0..players {
                        assert!(!label.intersects(label_rect(players, seat)), "{what}");
                        for hand in 0..2 {
                            let palm = hand_pose(players, seat, hand, 2).center;
                            assert!(!label.contains(palm), "{what}: on a palm");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn one_to_four_hands_keep_within_the_room_of_two_and_apart() {
    for players in 2..=6 {
        for seat in 0..players {
            let room = station_rect(players, seat);
            for of in 1..=4 {
                let poses: Vec<HandPose> = (0..of)
                    .map(|hand| hand_pose(players, seat, hand, of))
                    .collect();
                for (hand, pose) in poses.iter().enumerate() {
                    assert!(
                        room.contains_rect(pose.hit_rect()),
                        "{players} players, seat {seat}: hand {hand} of {of} leaves its room"
                    );
                    if let Some(next) = poses.get(hand + 1) {
                        let apart = (next.center - pose.center).length();
                        assert!(
                            apart >= 1.25 * pose.size,
                            "{players} players, seat {seat}: hands of {of} too close"
                        );
                    }
                }
            }
        }
    }
}
