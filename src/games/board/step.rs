//! What the hound games' move names share: a move is one step, `from-to`, never a capture
//! chain; a name is read, then checked against the position.

use super::{Board, Point, Written};
use crate::core::{Game, MoveError, Reason};

/// Reads the step `text` of a game without captures on `board` and checks that it is legal
/// in `pos`: `no_capture` says why a capture chain is refused, `step` makes the move from
/// its two points, `why_illegal` says why a step is not legal here.
pub fn parse_step<G: Game>(
    game: &G,
    board: &Board,
    pos: &G::State,
    text: &str,
    no_capture: impl FnOnce() -> Reason,
    step: impl FnOnce(Point, Point) -> G::Move,
    why_illegal: impl FnOnce(&G::Move) -> Reason,
) -> Result<G::Move, MoveError> {
    let unreadable = |reason: Reason| MoveError::Unreadable {
        text: text.trim().to_owned(),
        reason,
    };
    let mv = match board.parse_written(text).map_err(unreadable)? {
        Written::Step(from, to) => step(from, to),
        Written::Chain(_) => return Err(unreadable(no_capture())),
    };
    if game.outcome(pos).is_some() {
        return Err(MoveError::GameOver {
            position: game.format_state(pos),
        });
    }
    if game.legal_moves(pos).contains(&mv) {
        Ok(mv)
    } else {
        Err(MoveError::Illegal {
            mv: game.format_move(pos, &mv),
            position: game.format_state(pos),
            reason: why_illegal(&mv),
        })
    }
}
