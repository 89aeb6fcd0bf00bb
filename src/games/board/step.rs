//! What the hound games' moves share: a move is one step, `from-to`, never a capture
//! chain; a name is read, then checked against the position; and a refused step breaks one
//! of the same rules in both games ([`step_refusal`]).

use super::{Board, Direction, Point, PointSet, Written};
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

/// The pieces of a hound game as a refused step sees them: the lone piece (the fox, the
/// hare), the hounds, whose turn it is and which pieces may move now.
pub struct Pieces {
    /// Where the lone piece stands.
    pub lone: Point,
    /// Where the hounds stand.
    pub hounds: PointSet,
    /// Whether the lone piece is to move (else the hounds).
    pub lone_to_move: bool,
    /// The pieces that may move now.
    pub movers: PointSet,
}

/// Which rule a step breaks in a hound game, the same rules in both; each game words it
/// with its own pieces' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepRefusal {
    /// The game is over.
    Over,
    /// The lone piece is to move, from `lone`, and the step starts elsewhere.
    LoneElsewhere {
        /// Where the lone piece stands.
        lone: Point,
    },
    /// The hounds are to move and the step starts from the lone piece.
    HoundsTurn,
    /// The hounds are to move and no hound stands where the step starts.
    NoHound,
    /// The two points are not neighbours.
    NotNeighbours,
    /// The step ends on the lone piece.
    TakenByLone,
    /// The step ends on a hound.
    TakenByHound,
    /// A hound steps back.
    Backward,
    /// None of these, and still not one of the legal moves.
    NotLegal,
}

/// Which rule the step `from`-`to` breaks on `board` (the step is assumed not legal),
/// `over` when the game has ended.
pub fn step_refusal(
    board: &Board,
    pieces: &Pieces,
    over: bool,
    from: Point,
    to: Point,
) -> StepRefusal {
    if over {
        return StepRefusal::Over;
    }
    if !pieces.movers.contains(from) {
        return if pieces.lone_to_move {
            StepRefusal::LoneElsewhere { lone: pieces.lone }
        } else if from == pieces.lone {
            StepRefusal::HoundsTurn
        } else {
            StepRefusal::NoHound
        };
    }
    if !board.neighbours(from).contains(to) {
        return StepRefusal::NotNeighbours;
    }
    if to == pieces.lone {
        return StepRefusal::TakenByLone;
    }
    if pieces.hounds.contains(to) {
        return StepRefusal::TakenByHound;
    }
    if !pieces.lone_to_move && board.direction(from, to) == Direction::Backward {
        return StepRefusal::Backward;
    }
    StepRefusal::NotLegal
}
