//! Fox and Hounds position codes and move names.
//!
//! A position code has three parts separated by `/`: the fox's square, the four hounds'
//! squares written together in board order (bottom row first, left to right) and the side
//! to move (`fox` or `hounds`). The standard start is `d8/a1c1e1g1/fox`. The hounds may also
//! be read in any order or separated by commas; they are always written in board order.
//!
//! Moves are diagonal steps `d8-c7`; nothing is ever captured.

use super::rules::{FoxHounds, HOUNDS, Move, Position, Side};
use crate::core::{CodeError, MoveError, Reason};
use crate::games::board::{PointSet, parse_step, split_code};

/// The shape of a code, for error messages.
const FORMAT: &str = "fox/hounds/side to move, like d8/a1c1e1g1/fox";

/// The position code.
pub fn format_position(game: &FoxHounds, pos: &Position) -> String {
    let board = game.board();
    format!(
        "{}/{}/{}",
        board.name(pos.fox),
        board.names(pos.hounds),
        pos.to_move.name()
    )
}

/// Reads a position code, saying exactly what is wrong with a bad one.
pub fn parse_position(game: &FoxHounds, code: &str) -> Result<Position, CodeError> {
    let (code, parts) = split_code(code, 3, FORMAT)?;
    let invalid = |reason: Reason| CodeError::Invalid {
        code: code.to_owned(),
        reason,
    };
    let board = game.board();
    let fox = board.parse_point(parts[0]).map_err(invalid)?;
    let hounds = board.parse_points(parts[1]).map_err(invalid)?;
    if hounds.len() != HOUNDS {
        return Err(CodeError::WrongLength {
            code: code.to_owned(),
            unit: "hounds",
            found: hounds.len(),
            expected: HOUNDS,
            hint: format!(" ({FORMAT})"),
        });
    }
    let to_move = match parts[2].to_ascii_lowercase().as_str() {
        "fox" => Side::Fox,
        "hounds" => Side::Hounds,
        other => {
            let shown = crate::core::shown(other);
            return Err(invalid(Reason::new("fh-side").with("side", shown)));
        }
    };
    let pos = Position {
        fox,
        hounds: hounds.into_iter().collect::<PointSet>(),
        to_move,
    };
    game.check(&pos, code)?;
    Ok(pos)
}

/// The name of a move: `d8-c7`.
pub fn format_move(game: &FoxHounds, mv: &Move) -> String {
    game.board().step_name(mv.from, mv.to)
}

/// Reads a move name and checks that it is legal in `pos`.
pub fn parse_move(game: &FoxHounds, pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_step(
        game,
        game.board(),
        pos,
        text,
        || Reason::new("fh-no-capture"),
        |from, to| Move { from, to },
        |mv| game.reason_illegal(pos, mv),
    )
}
