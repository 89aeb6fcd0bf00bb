//! Every legal move of every position of the line viewed, with each seat's value after it:
//! what the chart's "every move" view draws, in the manner of GamesmanUni's value history
//! (where a position had one good move, and where any move would do).

use super::Session;
use crate::core::{Seat, Value};
use crate::ui::session::evaluated::Evaluated;

/// One legal move of a position of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveDot {
    /// Its name.
    pub name: String,
    /// Each seat's value (in the seat order of the start) in the position it leads to.
    pub values: Vec<Value>,
    /// Whether it is the move the line plays.
    pub played: bool,
    /// Whether it is one of the best moves for the player making it.
    pub best: bool,
}

/// The moves of one position of the line: who moves there, and each move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The moves played before the position.
    pub ply: usize,
    /// The seat to move, in the seat order of the start.
    pub mover: Seat,
    /// Every legal move, in the game's order.
    pub moves: Vec<MoveDot>,
}

impl<G: Evaluated> Session<G> {
    /// Every legal move of each position of the line viewed that the solve covers and the
    /// game has not ended in, with each seat's value after it; empty before the solve.
    pub fn every_move(&self) -> Vec<Column> {
        let Some(solved) = self.engine.solved() else {
            return Vec::new();
        };
        let solution = &solved.solution;
        let players = self.game.players();
        let mut columns = Vec::new();
        for ply in 0..self.history.len() {
            let state = self.history.position_at(ply);
            if self.game.outcome(state).is_some() {
                break;
            }
            let mover = self.absolute_seat(ply, self.game.to_move(state));
            let played = self.history.move_at(ply + 1);
            let mut moves = Vec::new();
            for (mv, child) in self.game.successors(state) {
                let values: Option<Vec<Value>> = (0..players)
                    .map(|seat| {
                        let frame = self
                            .game
                            .seat_after(state, &child, self.frame_seat(ply, seat));
                        solution.seat_value(&self.game, &child, frame)
                    })
                    .collect();
                let Some(values) = values else { continue };
                moves.push(MoveDot {
                    name: self.game.format_move(state, &mv),
                    values,
                    played: played == Some(&mv),
                    best: false,
                });
            }
            // The best for the mover: the fastest win, the slowest loss, seen before the
            // move (a value after it, one ply nearer the end, orders the same way).
            if let Some(best) = moves.iter().map(|m| m.values[mover].one_ply_more()).max() {
                for m in &mut moves {
                    m.best = m.values[mover].one_ply_more() == best;
                }
            }
            columns.push(Column { ply, mover, moves });
        }
        columns
    }
}
