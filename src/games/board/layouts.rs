//! The boards as data: the 33-point cross, the 11-point military board and the dark
//! squares of the 8×8 checkerboard.

use super::Board;
use std::sync::LazyLock;

/// The 33-point cross of Fox and Geese: columns a-g, rows 1-7, the arms (rows 1-2 and
/// 6-7) only c-e. Every orthogonal neighbour pair is joined, and both diagonals of every
/// square of the board: 52 + 40 = 92 lines. Diagonal neighbours whose square is not part
/// of the cross (b3 and c2, around the missing b2) are not joined: no drawn board has a
/// line across the empty corner.
pub fn cross() -> &'static Board {
    static CROSS: LazyLock<Board> = LazyLock::new(|| {
        let mut places = Vec::new();
        for row in 1..=7u8 {
            let columns = if (3..=5).contains(&row) {
                0..=6u8
            } else {
                2..=4u8
            };
            places.extend(columns.map(|column| (column, row)));
        }
        let on_board = |column: u8, row: u8| places.contains(&(column, row));
        let mut lines = Vec::new();
        for (i, &(ac, ar)) in places.iter().enumerate() {
            for (j, &(bc, br)) in places.iter().enumerate().skip(i + 1) {
                let orthogonal =
                    (ac == bc && ar.abs_diff(br) == 1) || (ar == br && ac.abs_diff(bc) == 1);
                // A diagonal is drawn across a square of the board: its two other corners
                // are points too (b3-c2 would cross the empty corner where b2 is missing).
                let diagonal = ac.abs_diff(bc) == 1
                    && ar.abs_diff(br) == 1
                    && on_board(ac, br)
                    && on_board(bc, ar);
                if orthogonal || diagonal {
                    lines.push((i as u8, j as u8));
                }
            }
        }
        Board::new("33-point cross", "cross", &places, &lines)
    });
    &CROSS
}

/// The points of the 11-point military board, in numbering order.
const MILITARY_POINTS: [&str; 11] = [
    "b1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4", "b5",
];

/// The lines of the military board, as docs/RULES.md describes them.
const MILITARY_LINES: [(&str, &str); 22] = [
    // The rows and columns of the square a2..c4.
    ("a2", "b2"),
    ("b2", "c2"),
    ("a3", "b3"),
    ("b3", "c3"),
    ("a4", "b4"),
    ("b4", "c4"),
    ("a2", "a3"),
    ("a3", "a4"),
    ("b2", "b3"),
    ("b3", "b4"),
    ("c2", "c3"),
    ("c3", "c4"),
    // The two diagonals, crossing at b3.
    ("a2", "b3"),
    ("b3", "c4"),
    ("c2", "b3"),
    ("b3", "a4"),
    // The end points to their neighbouring rows.
    ("b1", "a2"),
    ("b1", "b2"),
    ("b1", "c2"),
    ("a4", "b5"),
    ("b4", "b5"),
    ("c4", "b5"),
];

/// The 11-point board of Hare and Hounds (the French military game): the square a2..c4
/// with its diagonals, b1 below and b5 above.
pub fn military() -> &'static Board {
    static MILITARY: LazyLock<Board> = LazyLock::new(|| {
        let place = |name: &str| {
            let bytes = name.as_bytes();
            (bytes[0] - b'a', bytes[1] - b'0')
        };
        let index = |name: &str| {
            MILITARY_POINTS
                .iter()
                .position(|&p| p == name)
                .map_or(u8::MAX, |i| i as u8)
        };
        let places: Vec<(u8, u8)> = MILITARY_POINTS.iter().map(|p| place(p)).collect();
        let lines: Vec<(u8, u8)> = MILITARY_LINES
            .iter()
            .map(|&(a, b)| {
                let (a, b) = (index(a), index(b));
                (a.min(b), a.max(b))
            })
            .collect();
        Board::new("11-point military board", "military", &places, &lines)
    });
    &MILITARY
}

/// The 32 dark squares of the 8×8 checkerboard of Fox and Hounds, named like chess squares
/// (a1 is dark: a square is dark when its column number, a = 1, and its row number are both
/// odd or both even), joined by the diagonal steps between them: one line across each of
/// the 49 two-by-two blocks of squares. Light squares are not points of this board.
pub fn checkerboard() -> &'static Board {
    static CHECKERBOARD: LazyLock<Board> = LazyLock::new(|| {
        // Column 0 is a: a1 (0, 1) is dark, so a square is dark when column + row is odd.
        let places: Vec<(u8, u8)> = (1..=8u8)
            .flat_map(|row| (0..8u8).map(move |column| (column, row)))
            .filter(|&(column, row)| (column + row) % 2 == 1)
            .collect();
        let mut lines = Vec::new();
        for (i, &(ac, ar)) in places.iter().enumerate() {
            for (j, &(bc, br)) in places.iter().enumerate().skip(i + 1) {
                if ac.abs_diff(bc) == 1 && ar.abs_diff(br) == 1 {
                    lines.push((i as u8, j as u8));
                }
            }
        }
        Board::new("8×8 checkerboard", "checkerboard", &places, &lines)
    });
    &CHECKERBOARD
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board::{Direction, Point, Written};

    #[test]
    fn the_cross_has_33_points_and_every_diagonal() {
        let board = cross();
        assert_eq!(board.len(), 33);
        let d4 = board.point("d4").expect("centre");
        assert_eq!(board.neighbours(d4).len(), 8);
        // A corner of an arm: c1 touches d1, c2, d2 only.
        assert_eq!(
            board.names(board.neighbours(board.point("c1").expect("c1"))),
            "d1c2d2"
        );
        // 52 orthogonal lines and the 2 diagonals of each of the 20 squares.
        assert_eq!(board.lines().len(), 92);
        // No line across the empty corner at b2.
        assert!(
            !board
                .neighbours(board.point("b3").expect("b3"))
                .contains(board.point("c2").expect("c2"))
        );
        assert_eq!(board.xy(d4), [0.5, 0.5]);
        assert_eq!(
            board.xy(board.point("a7").unwrap_or(Point(0))),
            board.xy(Point(0))
        );
        assert!(board.point("a7").is_none());
    }

    #[test]
    fn jumps_stop_at_the_edge_of_the_cross() {
        let board = cross();
        let at = |n: &str| board.point(n).expect("point");
        // From c3 a jump over b4 would land on a5: on the board. Over c2 to c1: on it.
        assert!(board.jump_between(at("c3"), at("a5")).is_some());
        assert!(board.jump_between(at("c3"), at("c1")).is_some());
        // From c2 over b3 to a4 would cross the empty corner: no such line.
        assert!(board.jump_between(at("c2"), at("a4")).is_none());
        // From e3 over d2 to c1: along the diagonals of two squares.
        assert!(board.jump_between(at("e3"), at("c1")).is_some());
        // From d2 over c2 would land on b2, which does not exist.
        assert!(board.jumps(at("d2")).iter().all(|j| j.over != at("c2")));
    }

    #[test]
    fn the_military_board_has_exactly_the_listed_lines() {
        let board = military();
        assert_eq!(board.len(), 11);
        assert_eq!(board.lines().len(), 22);
        let at = |n: &str| board.point(n).expect("point");
        assert_eq!(board.names(board.neighbours(at("b3"))), "a2b2c2a3c3a4b4c4");
        assert_eq!(board.names(board.neighbours(at("a3"))), "a2b3a4");
        assert_eq!(board.names(board.ahead(at("b1"))), "a2b2c2");
        assert_eq!(board.names(board.beside(at("b2"))), "a2c2");
        assert_eq!(board.direction(at("b4"), at("b5")), Direction::Forward);
        assert_eq!(board.xy(at("b5")), [0.5, 0.0]);
        assert_eq!(board.xy(at("b1")), [0.5, 1.0]);
    }

    #[test]
    fn move_text_is_read() {
        let board = cross();
        let at = |n: &str| board.point(n).expect("point");
        assert_eq!(
            board.parse_written("b3-c3"),
            Ok(Written::Step(at("b3"), at("c3")))
        );
        assert_eq!(
            board.parse_written("c3xc5xE5"),
            Ok(Written::Chain(vec![at("c3"), at("c5"), at("e5")]))
        );
        assert_eq!(
            board.chain_name(&[at("c3"), at("c5"), at("e5")]),
            "c3xc5xe5"
        );
        let err = board.parse_written("d4-d5-d6").expect_err("two dashes");
        assert!(err.to_string().contains("write a step as b1-b2"), "{err}");
        let err = board.parse_written("d4-z9").expect_err("bad point");
        assert!(err.to_string().contains("'z9' is not a point"), "{err}");
    }

    #[test]
    fn point_lists_read_back() {
        let board = cross();
        let points = board.parse_points("d4, c1d1").expect("valid");
        assert_eq!(points.len(), 3);
        let err = board.parse_points("d4h9").expect_err("h9");
        assert!(
            err.to_string()
                .contains("'h9' is not a point of the 33-point cross"),
            "{err}"
        );
        let err = board.parse_points("d4d4").expect_err("twice");
        assert!(err.to_string().contains("d4 is written twice"), "{err}");
        let err = board.parse_points("d").expect_err("bad");
        assert!(err.to_string().contains("'d' is not a point name"), "{err}");
    }

    #[test]
    fn the_checkerboard_has_the_dark_squares_and_their_diagonals() {
        let board = checkerboard();
        assert_eq!(board.len(), 32);
        // One diagonal across each two-by-two block of the 8×8 board.
        assert_eq!(board.lines().len(), 49);
        let at = |n: &str| board.point(n).expect("point");
        assert_eq!(board.names(board.all().take(5).collect()), "a1c1e1g1b2");
        assert_eq!(board.name(Point(31)), "h8");
        // Light squares are not points.
        for light in ["a2", "b1", "d5", "h1", "a8"] {
            assert!(board.point(light).is_none(), "{light}");
        }
        let err = board.parse_point("d5").expect_err("light");
        assert!(err.to_string().contains("the 32 dark squares"), "{err}");
        assert_eq!(board.names(board.neighbours(at("d4"))), "c3e3c5e5");
        assert_eq!(board.names(board.neighbours(at("a1"))), "b2");
        assert_eq!(board.names(board.neighbours(at("h8"))), "g7");
        assert_eq!(board.names(board.ahead(at("c1"))), "b2d2");
        assert_eq!(board.names(board.ahead(at("h6"))), "g7");
        assert!(board.beside(at("d4")).is_empty());
        assert_eq!(board.direction(at("d4"), at("c3")), Direction::Backward);
        // Drawn in the unit square: a1 bottom left, h8 top right.
        assert_eq!(board.xy(at("a1")), [0.0, 1.0]);
        assert_eq!(board.xy(at("h8")), [1.0, 0.0]);
        assert_eq!(board.xy(at("b8")), [1.0 / 7.0, 0.0]);
    }
}
