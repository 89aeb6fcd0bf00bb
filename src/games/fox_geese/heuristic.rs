//! What the search needs to know about Fox and Geese beyond the rules: a static score and
//! move ordering hints.
//!
//! The score, from the fox's side: geese taken count most; then the room the fox has (the
//! empty points it could reach by steps, its free neighbours) and the captures it threatens.
//! The geese want the opposite: a tight, well-backed line that pens the fox in.

use super::rules::{FoxGeese, Move, Position, Side};
use crate::core::Searchable;
use crate::games::board::PointSet;

/// A goose taken.
const GOOSE: i32 = 1000;
/// Each empty point in the fox's region.
const ROOM: i32 = 6;
/// Each free neighbour of the fox.
const FREEDOM: i32 = 15;
/// Each capture the fox could make now.
const THREAT: i32 = 60;

/// The score's terms with their weights, for the app's explanations (it shows a hundredth
/// of a score, so a goose taken reads 10): each term by its key, which the app words in its
/// language (`estimate-term-<key>`). The score is the fox's; the search counts it for the
/// side to move, so the geese's is its negative.
pub const SCORE_TERMS: [(&str, i32); 4] = [
    // A goose taken.
    ("goose-taken", GOOSE),
    // Each empty point the fox can reach by steps.
    ("fox-room", ROOM),
    // Each empty point next to the fox.
    ("fox-freedom", FREEDOM),
    // Each capture the fox could make now (a third as much with the geese to move).
    ("fox-threat", THREAT),
];

impl FoxGeese {
    /// The empty points the fox could reach by steps alone.
    pub fn fox_region(&self, pos: &Position) -> PointSet {
        let board = self.board();
        let empty = self.empty(pos);
        let mut region = PointSet::single(pos.fox);
        loop {
            let grown = region.iter().fold(region, |acc, p| {
                acc.union(board.neighbours(p).intersection(empty))
            });
            if grown == region {
                return region.without(pos.fox);
            }
            region = grown;
        }
    }

    /// The static score from the fox's side.
    fn fox_score(&self, pos: &Position) -> i32 {
        let taken = i32::from(self.variant().geese) - pos.geese.len() as i32;
        let room = self.fox_region(pos).len() as i32;
        let freedom = self
            .board()
            .neighbours(pos.fox)
            .intersection(self.empty(pos))
            .len() as i32;
        let threats = self.jumps_from(pos.fox, pos.geese).count() as i32;
        // A threat matters most when the fox is the one to move.
        let threat = if pos.to_move == Side::Fox {
            THREAT
        } else {
            THREAT / 3
        };
        GOOSE * taken + ROOM * room + FREEDOM * freedom + threat * threats
    }
}

impl Searchable for FoxGeese {
    fn heuristic(&self, pos: &Position) -> i32 {
        let score = self.fox_score(pos);
        match pos.to_move {
            Side::Fox => score,
            Side::Geese => -score,
        }
    }

    /// Captures first, longest chains first; geese prefer moves that leave no goose
    /// open to a jump from the fox's neighbourhood (a goose moving next to the fox with an
    /// empty point behind it ranks last).
    fn move_priority(&self, pos: &Position, mv: &Move) -> i32 {
        match pos.to_move {
            Side::Fox => 10 * mv.captured.len() as i32,
            Side::Geese => {
                let after = pos.geese.without(mv.from).with(mv.to);
                let exposed = self.jumps_from(pos.fox, after).count() as i32;
                -exposed
            }
        }
    }

    fn move_key(&self, _pos: &Position, mv: &Move) -> usize {
        let capture = usize::from(mv.is_capture()) * 33 * 33;
        capture + mv.from.index() * 33 + mv.to.index()
    }

    fn can_repeat(&self) -> bool {
        self.variant().sideways
    }
}
