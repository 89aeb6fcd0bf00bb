//! `impl Game` for Hare and Hounds: what the rest of Kibitzer asks of the game, answered from the
//! rules (`rules.rs`) and the notation (`notation.rs`). It sits above both, so that neither
//! needs the other's file.

use super::notation;
use super::rules::{HareHounds, Move, Position, STALLING_LIMIT, Side};
use crate::core::{CodeError, Ending, Game, MoveError, Outcome, Seat};
use crate::games::board::Direction;

impl Game for HareHounds {
    type State = Position;
    type Move = Move;

    fn name(&self) -> &'static str {
        "hare-hounds"
    }

    fn players(&self) -> usize {
        2
    }

    fn start(&self) -> Position {
        Position {
            hare: self.variant.hare_start,
            hounds: self.hounds_start(),
            to_move: Side::Hounds,
            stalling: 0,
        }
    }

    fn to_move(&self, pos: &Position) -> Seat {
        pos.to_move.seat()
    }

    fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        self.successors(pos).into_iter().map(|(mv, _)| mv).collect()
    }

    /// The solver's hot path: moves and results in one pass, without a separate check
    /// for a side with no move (it simply gets none).
    fn successors(&self, pos: &Position) -> Vec<(Move, Position)> {
        let mut out = Vec::with_capacity(8);
        if self.hare_has_passed(pos) || pos.stalling >= STALLING_LIMIT {
            return out;
        }
        for from in self.movers(pos).iter() {
            for to in self.reach(pos, from).iter() {
                let mv = Move { from, to };
                out.push((mv, self.apply(pos, &mv)));
            }
        }
        out
    }

    fn apply(&self, pos: &Position, mv: &Move) -> Position {
        match pos.to_move {
            Side::Hare => Position {
                hare: mv.to,
                to_move: Side::Hounds,
                ..*pos
            },
            Side::Hounds => {
                let sideways = self.board.direction(mv.from, mv.to) == Direction::Sideways;
                Position {
                    hounds: pos.hounds.without(mv.from).with(mv.to),
                    to_move: Side::Hare,
                    stalling: if sideways { pos.stalling + 1 } else { 0 },
                    ..*pos
                }
            }
        }
    }

    fn why_illegal(&self, pos: &Position, mv: &Move) -> crate::core::Reason {
        self.reason_illegal(pos, mv)
    }

    fn why_over(&self, pos: &Position) -> Option<Ending> {
        self.ending(pos)
    }

    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        if self.hare_has_passed(pos) || pos.stalling >= STALLING_LIMIT {
            return Some(Outcome::Winner(Side::Hare.seat()));
        }
        if !self.can_move(pos) {
            return Some(Outcome::Winner(pos.to_move.other().seat()));
        }
        None
    }

    fn format_state(&self, pos: &Position) -> String {
        notation::format_position(self, pos)
    }

    fn parse_state(&self, code: &str) -> Result<Position, CodeError> {
        notation::parse_position(self, code)
    }

    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::format_move(self, mv)
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        notation::parse_move(self, pos, text)
    }

    fn dense_size(&self) -> Option<usize> {
        Some(DENSE_SIZE)
    }

    fn dense_index(&self, pos: &Position) -> usize {
        let side = usize::from(pos.to_move == Side::Hare);
        ((pos.hare.index() * HOUND_SETS + (pos.hounds.rank() % HOUND_SETS)) * 2 + side)
            * STALLING_VALUES
            + usize::from(pos.stalling.min(STALLING_LIMIT))
    }
}

/// Number of ways to place three hounds on 11 points.
const HOUND_SETS: usize = 165;
/// Stalling counts 0 to 10.
const STALLING_VALUES: usize = STALLING_LIMIT as usize + 1;
/// Hare point × hound set × side × stalling count.
const DENSE_SIZE: usize = 11 * HOUND_SETS * 2 * STALLING_VALUES;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board::{PointSet, binomial, military};

    #[test]
    fn hound_ranks_are_a_perfect_index() {
        let board = military();
        assert_eq!(binomial(board.len(), 3), HOUND_SETS);
        let mut seen = [false; HOUND_SETS];
        for set in 0u64..1 << board.len() {
            if set.count_ones() == 3 {
                let rank = PointSet(set).rank();
                assert!(!seen[rank], "rank {rank} twice");
                seen[rank] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
