//! Hare and Hounds position codes and move names.
//!
//! A position code has four parts separated by `/`: the hare's point, the hounds' three
//! points written together in board order (bottom row first, left to right), the side to
//! move (`hounds` or `hare`) and the stalling count (sideways hound moves in a row, 0 to
//! 10). The standard start is `b5/b1a2c2/hounds/0`. The hounds may also be read in any
//! order or separated by commas; they are always written in board order.
//!
//! Moves are steps `b1-b2`; nothing is ever captured.

use super::rules::{HareHounds, Move, Position, STALLING_LIMIT, Side};
use crate::core::{CodeError, MoveError, Reason};
use crate::games::board::{PointSet, parse_step, split_code};

/// The shape of a code, for error messages.
const FORMAT: &str = "hare/hounds/side/stalling count, like b5/b1a2c2/hounds/0";

/// The position code.
pub fn format_position(game: &HareHounds, pos: &Position) -> String {
    let board = game.board();
    format!(
        "{}/{}/{}/{}",
        board.name(pos.hare),
        board.names(pos.hounds),
        pos.to_move.name(),
        pos.stalling
    )
}

/// Reads a position code, saying exactly what is wrong with a bad one.
pub fn parse_position(game: &HareHounds, code: &str) -> Result<Position, CodeError> {
    let (code, parts) = split_code(code, 4, FORMAT)?;
    let invalid = |reason: Reason| CodeError::Invalid {
        code: code.to_owned(),
        reason,
    };
    let board = game.board();
    let hare = board.parse_point(parts[0]).map_err(invalid)?;
    let hounds = board.parse_points(parts[1]).map_err(invalid)?;
    if hounds.len() != 3 {
        return Err(CodeError::WrongLength {
            code: code.to_owned(),
            unit: "hounds",
            found: hounds.len(),
            expected: 3,
            hint: format!(" ({FORMAT})"),
        });
    }
    let to_move = match parts[2].to_ascii_lowercase().as_str() {
        "hounds" => Side::Hounds,
        "hare" => Side::Hare,
        other => {
            let shown = crate::core::shown(other);
            return Err(invalid(Reason::new("hh-side").with("side", shown)));
        }
    };
    let stalling: u8 = parts[3]
        .parse()
        .ok()
        .filter(|&n| n <= STALLING_LIMIT)
        .ok_or_else(|| {
            let shown = crate::core::shown(parts[3]);
            invalid(
                Reason::new("hh-stalling-count")
                    .with("limit", STALLING_LIMIT)
                    .with("count", shown),
            )
        })?;
    let pos = Position {
        hare,
        hounds: hounds.into_iter().collect::<PointSet>(),
        to_move,
        stalling,
    };
    game.check(&pos, code)?;
    Ok(pos)
}

/// The name of a move: `b1-b2`.
pub fn format_move(game: &HareHounds, mv: &Move) -> String {
    game.board().step_name(mv.from, mv.to)
}

/// Reads a move name and checks that it is legal in `pos`.
pub fn parse_move(game: &HareHounds, pos: &Position, text: &str) -> Result<Move, MoveError> {
    parse_step(
        game,
        game.board(),
        pos,
        text,
        || Reason::new("hh-no-capture"),
        |from, to| Move { from, to },
        |mv| game.reason_illegal(pos, mv),
    )
}
