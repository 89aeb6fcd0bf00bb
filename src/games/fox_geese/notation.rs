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

use super::rules::{FoxGeese, Move, Position, Side};
use crate::core::{CodeError, Game, MoveError};
use crate::games::board::{Direction, Point, PointSet, Written, split_code};

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
    let invalid = |reason: String| CodeError::Invalid {
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
            return Err(invalid(format!(
                "the side to move is 'fox' or 'geese', not '{}' ({FORMAT})",
                other.escape_debug()
            )));
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
    let unreadable = |reason: String| MoveError::Unreadable {
        text: text.trim().to_owned(),
        reason,
    };
    let written = board.parse_written(text).map_err(unreadable)?;
    if game.outcome(pos).is_some() {
        return Err(MoveError::GameOver {
            position: format_position(game, pos),
        });
    }
    let illegal = |mv: String, reason: String| MoveError::Illegal {
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

fn why_not_a_chain(pos: &Position) -> String {
    match pos.to_move {
        Side::Fox => "it is not a capture chain here".to_owned(),
        Side::Geese => "it is the geese's turn, and geese never capture".to_owned(),
    }
}

/// What is wrong with a written capture chain, jump by jump, if anything.
fn chain_problem(game: &FoxGeese, pos: &Position, path: &[Point]) -> Option<String> {
    let b = game.board();
    if pos.to_move == Side::Geese {
        return Some(why_not_a_chain(pos));
    }
    if path[0] != pos.fox {
        return Some(format!(
            "a chain starts where the fox stands, {}, not {}",
            b.name(pos.fox),
            b.name(path[0])
        ));
    }
    let mut geese = pos.geese;
    for pair in path.windows(2) {
        let (from, to) = (b.name(pair[0]), b.name(pair[1]));
        let Some(jump) = b.jump_between(pair[0], pair[1]) else {
            return Some(format!(
                "no jump goes from {from} to {to}: a jump goes over a neighbour along a line to the point straight beyond it"
            ));
        };
        let over = b.name(jump.over);
        if !geese.contains(jump.over) {
            return Some(if pos.geese.contains(jump.over) {
                format!("the goose on {over} is already taken earlier in this chain")
            } else {
                format!("there is no goose on {over} to jump over")
            });
        }
        if geese.contains(jump.to) {
            return Some(format!("{to} is taken by a goose"));
        }
        geese = geese.without(jump.over);
    }
    None
}

/// Why a move is not legal in `pos` (the move is assumed not to be in the legal list).
pub fn why_illegal(game: &FoxGeese, pos: &Position, mv: &Move) -> String {
    let b = game.board();
    let (from, to) = (b.name(mv.from), b.name(mv.to));
    if game.outcome(pos).is_some() {
        return "the game is over".to_owned();
    }
    match pos.to_move {
        Side::Fox if mv.from != pos.fox => {
            return if pos.geese.contains(mv.from) {
                "it is the fox's turn, not the geese's".to_owned()
            } else {
                format!(
                    "it is the fox's turn and the fox is on {}, not {from}",
                    b.name(pos.fox)
                )
            };
        }
        Side::Geese if !pos.geese.contains(mv.from) => {
            return if mv.from == pos.fox {
                "it is the geese's turn, not the fox's".to_owned()
            } else {
                format!("there is no goose on {from}")
            };
        }
        _ => {}
    }
    if mv.is_capture() {
        return game.chain_path(pos, mv).map_or_else(
            || "it is not a capture chain here".to_owned(),
            |_| "it is not legal here".to_owned(),
        );
    }
    if !b.neighbours(mv.from).contains(mv.to) {
        let jump = pos.to_move == Side::Fox && b.jump_between(mv.from, mv.to).is_some();
        let hint = if jump {
            format!(" (a capture is written with x: {from}x{to})")
        } else {
            String::new()
        };
        return format!("{from} and {to} are not joined by a line{hint}");
    }
    if mv.to == pos.fox || pos.geese.contains(mv.to) {
        let piece = if mv.to == pos.fox {
            "the fox"
        } else {
            "a goose"
        };
        return format!("{to} is taken by {piece}");
    }
    if pos.to_move == Side::Geese {
        match b.direction(mv.from, mv.to) {
            Direction::Backward => return "geese never move backward".to_owned(),
            Direction::Sideways if !game.variant().sideways => {
                return "geese step sideways only with the sideways option".to_owned();
            }
            _ => {}
        }
    }
    "it is not one of the legal moves here".to_owned()
}
