//! Where the overlay's verdict badges go. Each badge takes the first of its preferred places
//! that keeps clear of the badges placed before it, of the obstacles (pieces, hands) and of
//! the drawing's edges; a badge with no free place is left out rather than drawn over
//! another (its move is still in the moves list, and shown on hover). Pure geometry in one
//! coordinate system, so that it is tested without drawing; the painters draw the badges
//! after every arrow, so that no arrow covers one.

use crate::core::Value;
use egui::{Pos2, Rect, Vec2};

/// The square a badge of `radius` around `center` takes.
pub fn badge_rect(center: Pos2, radius: f32) -> Rect {
    Rect::from_center_size(center, Vec2::splat(radius * 2.0))
}

/// How big the badges are and what they keep clear of.
#[derive(Clone, Debug)]
pub struct Room<'a> {
    /// A badge's radius.
    pub radius: f32,
    /// The space kept free between two badges, or a badge and an obstacle.
    pub gap: f32,
    /// What no badge may cover.
    pub obstacles: &'a [Rect],
    /// Where badges may go.
    pub area: Rect,
}

/// The centre of each badge, in the order given (earlier badges get their preferred place
/// first), from its candidate centres best first; `None` for a badge with no free place.
/// No two placed badges' rectangles (grown by half the gap) intersect.
pub fn place(wanted: &[Vec<Pos2>], room: &Room<'_>) -> Vec<Option<Pos2>> {
    let grown = room.radius + room.gap / 2.0;
    let mut placed: Vec<Rect> = Vec::with_capacity(wanted.len());
    wanted
        .iter()
        .map(|candidates| {
            let free = |center: Pos2| {
                let rect = badge_rect(center, grown);
                room.area.contains_rect(rect)
                    && !placed.iter().any(|other| other.intersects(rect))
                    && !room
                        .obstacles
                        .iter()
                        .any(|o| o.expand(room.gap / 2.0).intersects(rect))
            };
            let spot = candidates.iter().copied().find(|&c| free(c))?;
            placed.push(badge_rect(spot, grown));
            Some(spot)
        })
        .collect()
}

/// The indices of `values`, best first for the player moving (a value before none), equal
/// values in their given order.
pub fn best_first(values: &[Option<Value>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[b].cmp(&values[a]));
    order
}

/// Whether no two of `rects` intersect: what every layout of badges must keep.
pub fn disjoint(rects: &[Rect]) -> bool {
    rects
        .iter()
        .enumerate()
        .all(|(i, a)| rects[i + 1..].iter().all(|b| !a.intersects(*b)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    fn room(obstacles: &[Rect]) -> Room<'_> {
        Room {
            radius: 1.0,
            gap: 0.2,
            obstacles,
            area: Rect::from_min_max(pos2(-10.0, -10.0), pos2(10.0, 10.0)),
        }
    }

    #[test]
    fn a_second_badge_wanting_the_same_place_takes_its_next_choice() {
        let wanted = vec![
            vec![pos2(0.0, 0.0)],
            vec![pos2(0.5, 0.0), pos2(3.0, 0.0)],
            vec![pos2(0.0, 0.5)],
        ];
        let spots = place(&wanted, &room(&[]));
        assert_eq!(spots, [Some(pos2(0.0, 0.0)), Some(pos2(3.0, 0.0)), None]);
    }

    #[test]
    fn badges_keep_off_obstacles_and_inside_the_area() {
        let piece = [badge_rect(pos2(0.0, 0.0), 1.0)];
        let wanted = vec![vec![pos2(0.0, 0.0), pos2(9.5, 0.0), pos2(0.0, 4.0)]];
        assert_eq!(place(&wanted, &room(&piece)), [Some(pos2(0.0, 4.0))]);
    }

    #[test]
    fn values_sort_best_first_and_unknown_last() {
        let values = [
            Some(Value::Loss(3)),
            None,
            Some(Value::Win(9)),
            Some(Value::Draw),
            Some(Value::Win(2)),
            Some(Value::Win(9)),
        ];
        assert_eq!(best_first(&values), [4, 2, 5, 3, 0, 1]);
    }
}
