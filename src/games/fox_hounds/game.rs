//! `impl Game` for Fox and Hounds: what the rest of Kibitzer asks of the game, answered from the
//! rules (`rules.rs`) and the notation (`notation.rs`). It sits above both, so that neither
//! needs the other's file.

use super::index::{HOUND_SETS, hound_rank};
use super::notation;
use super::rules::{FoxHounds, Move, Position, Side};
use crate::core::{CodeError, Ending, Game, MoveError, Outcome, Reason, Seat};

impl Game for FoxHounds {
    type State = Position;
    type Move = Move;

    fn name(&self) -> &'static str {
        "fox-hounds"
    }

    fn players(&self) -> usize {
        2
    }

    fn start(&self) -> Position {
        Position {
            fox: self.variant.fox_start,
            hounds: self.hounds_start(),
            to_move: self.first_mover(),
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
        if self.fox_has_escaped(pos) {
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
            Side::Fox => Position {
                fox: mv.to,
                to_move: Side::Hounds,
                ..*pos
            },
            Side::Hounds => Position {
                hounds: pos.hounds.without(mv.from).with(mv.to),
                to_move: Side::Fox,
                ..*pos
            },
        }
    }

    fn why_illegal(&self, pos: &Position, mv: &Move) -> Reason {
        self.reason_illegal(pos, mv)
    }

    fn why_over(&self, pos: &Position) -> Option<Ending> {
        self.ending(pos)
    }

    /// The hounds only step forward, so every game ends, and every end has a winner.
    fn has_draws(&self) -> bool {
        false
    }

    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        if self.fox_has_escaped(pos) {
            return Some(Outcome::Winner(Side::Fox.seat()));
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
        let side = usize::from(pos.to_move == Side::Hounds);
        (pos.fox.index() * HOUND_SETS + hound_rank(pos.hounds)) * 2 + side
    }
}

/// Fox square × hound set × side.
const DENSE_SIZE: usize = 32 * HOUND_SETS * 2;
