//! `impl Game` for Fox and Geese: what the rest of Kibitzer asks of the game, answered from the
//! rules (`rules.rs`) and the notation (`notation.rs`). It sits above both, so that neither
//! needs the other's file.

use super::legality;
use super::notation;
use super::rules::{FoxGeese, MIN_GEESE, Move, Position, Side};
use crate::core::{Ending, Game, Outcome, Seat};
use crate::games::board::{Point, PointSet};

impl Game for FoxGeese {
    type State = Position;
    type Move = Move;

    fn name(&self) -> &'static str {
        "fox-geese"
    }

    fn players(&self) -> usize {
        2
    }

    fn start(&self) -> Position {
        let board = self.board;
        Position {
            fox: board.point("d4").unwrap_or(Point(16)),
            geese: self
                .variant
                .geese_start()
                .iter()
                .filter_map(|n| board.point(n))
                .collect(),
            to_move: Side::Fox,
        }
    }

    fn to_move(&self, pos: &Position) -> Seat {
        pos.to_move.seat()
    }

    fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        if pos.geese.len() < MIN_GEESE {
            return Vec::new();
        }
        match pos.to_move {
            Side::Fox => {
                let steps = self.board.neighbours(pos.fox).intersection(self.empty(pos));
                let mut moves: Vec<Move> = steps
                    .iter()
                    .map(|to| Move {
                        from: pos.fox,
                        to,
                        captured: PointSet::EMPTY,
                    })
                    .collect();
                moves.extend(self.chains(pos));
                moves
            }
            Side::Geese => pos
                .geese
                .iter()
                .flat_map(|from| {
                    self.goose_targets(pos, from).iter().map(move |to| Move {
                        from,
                        to,
                        captured: PointSet::EMPTY,
                    })
                })
                .collect(),
        }
    }

    fn apply(&self, pos: &Position, mv: &Move) -> Position {
        match pos.to_move {
            Side::Fox => Position {
                fox: mv.to,
                geese: pos.geese.minus(mv.captured),
                to_move: Side::Geese,
            },
            Side::Geese => Position {
                geese: pos.geese.without(mv.from).with(mv.to),
                to_move: Side::Fox,
                ..*pos
            },
        }
    }

    fn why_illegal(&self, pos: &Position, mv: &Move) -> crate::core::Reason {
        legality::why_illegal(self, pos, mv)
    }

    fn why_over(&self, pos: &Position) -> Option<Ending> {
        self.ending(pos)
    }

    fn why_drawn_by_record(&self) -> Ending {
        // The same position has come up for the third time, with the same side to move.
        Ending::new("fg-third-repetition")
    }

    fn repetition_limit(&self) -> Option<usize> {
        self.variant.sideways.then_some(3)
    }

    fn is_irreversible(&self, before: &Position, after: &Position) -> bool {
        // A capture, or a goose's step forward: geese never go back down.
        let height =
            |p: &Position| -> u32 { p.geese.iter().map(|g| u32::from(self.board.row(g))).sum() };
        before.geese.len() != after.geese.len() || height(before) != height(after)
    }

    /// Without sideways steps the geese only move up, so every game ends with a winner;
    /// sideways steps let play go round, and the third repetition draws.
    fn has_draws(&self) -> bool {
        self.variant().sideways
    }

    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        if pos.geese.len() < MIN_GEESE {
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

    fn parse_state(&self, code: &str) -> Result<Position, crate::core::CodeError> {
        notation::parse_position(self, code)
    }

    fn format_move(&self, pos: &Position, mv: &Move) -> String {
        notation::format_move(self, pos, mv)
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, crate::core::MoveError> {
        notation::parse_move(self, pos, text)
    }
}
