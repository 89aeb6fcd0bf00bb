//! Fox and Geese position codes and move names.
//!
//! A position code has three parts separated by `/`: the fox's point, the geese's points
//! written together in board order (bottom row first, left to right; empty when none is
//! left) and the side to move (`fox` or `geese`). The standard start is
//! `d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox`. Geese may also be read in any order or separated
//! by commas; they are always written in board order.
//!
//! Moves: a step `b3-b4`; a capture chain `d4xd2xb4`, the fox's start and then each
//! landing point.

use super::legality::{chain_problem, why_illegal, why_not_a_chain};
use super::rules::{FoxGeese, Move, Position, Side};
use crate::core::{CodeError, Game, MoveError, Reason};
use crate::games::board::{PointSet, Written, split_code};

/// The shape of a code, for error messages.
const FORMAT: &str = "fox/geese/side, like d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox";

/// The position code.
pub fn format_position(game: &FoxGeese, pos: &Position) -> String {
    let board = game.board();
    format!(
        "{}/{}/{}",
        board.name(pos.fox),
        board.names(pos.geese),
        pos.to_move.name()
    )
}

/// Reads a position code, saying exactly what is wrong with a bad one.
pub fn parse_position(game: &FoxGeese, code: &str) -> Result<Position, CodeError> {
    let (code, parts) = split_code(code, 3, FORMAT)?;
    let invalid = |reason: Reason| CodeError::Invalid {
        code: code.to_owned(),
        reason,
    };
    let board = game.board();
    let fox = board.parse_point(parts[0]).map_err(invalid)?;
    let geese: PointSet = board
        .parse_points(parts[1])
        .map_err(invalid)?
        .into_iter()
        .collect();
    let to_move = match parts[2].to_ascii_lowercase().as_str() {
        "fox" => Side::Fox,
        "geese" => Side::Geese,
        other => {
            let shown = crate::core::shown(other);
            return Err(invalid(Reason::new("fg-side").with("side", shown)));
        }
    };
    let pos = Position {
        fox,
        geese,
        to_move,
    };
    CodeError::impossible_if(code, game.impossibility(&pos))?;
    Ok(pos)
}

/// The name of a move: `b3-b4`, or the chain `d4xd2xb4`.
pub fn format_move(game: &FoxGeese, pos: &Position, mv: &Move) -> String {
    let board = game.board();
    if !mv.is_capture() {
        return board.step_name(mv.from, mv.to);
    }
    match game.chain_path(pos, mv) {
        Some(path) => board.chain_name(&path),
        // Not a chain of this position: name its ends so that the message still reads.
        None => board.chain_name(&[mv.from, mv.to]),
    }
}

/// Reads a move name and checks that it is legal in `pos`.
pub fn parse_move(game: &FoxGeese, pos: &Position, text: &str) -> Result<Move, MoveError> {
    let board = game.board();
    let unreadable = |reason: Reason| MoveError::Unreadable {
        text: text.trim().to_owned(),
        reason,
    };
    let written = board.parse_written(text).map_err(unreadable)?;
    if game.outcome(pos).is_some() {
        return Err(MoveError::GameOver {
            position: format_position(game, pos),
        });
    }
    let illegal = |mv: String, reason: Reason| MoveError::Illegal {
        mv,
        position: format_position(game, pos),
        reason,
    };
    let mv = match written {
        Written::Step(from, to) => Move {
            from,
            to,
            captured: PointSet::EMPTY,
        },
        Written::Chain(path) => {
            let name = board.chain_name(&path);
            chain_problem(game, pos, &path)
                .map_or(Ok(()), |reason| Err(illegal(name.clone(), reason)))?;
            game.chain_move(pos, &path)
                .ok_or_else(|| illegal(name, why_not_a_chain(pos)))?
        }
    };
    if game.legal_moves(pos).contains(&mv) {
        Ok(mv)
    } else {
        Err(illegal(
            format_move(game, pos, &mv),
            why_illegal(game, pos, &mv),
        ))
    }
}
