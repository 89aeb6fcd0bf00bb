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
use crate::core::{CodeError, Game, MoveError, Reason};
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
            return Err(invalid(
                Reason::new(
                    "fg-side",
                    format!("the side to move is 'fox' or 'geese', not '{shown}' ({FORMAT})"),
                )
                .with("side", shown),
            ));
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

fn why_not_a_chain(pos: &Position) -> Reason {
    match pos.to_move {
        Side::Fox => Reason::new("fg-not-a-chain", "it is not a capture chain here"),
        Side::Geese => Reason::new(
            "fg-geese-never-capture",
            "it is the geese's turn, and geese never capture",
        ),
    }
}

/// What is wrong with a written capture chain, jump by jump, if anything.
fn chain_problem(game: &FoxGeese, pos: &Position, path: &[Point]) -> Option<Reason> {
    let b = game.board();
    if pos.to_move == Side::Geese {
        return Some(why_not_a_chain(pos));
    }
    if path[0] != pos.fox {
        let (fox, start) = (b.name(pos.fox), b.name(path[0]));
        return Some(
            Reason::new(
                "fg-chain-start",
                format!("a chain starts where the fox stands, {fox}, not {start}"),
            )
            .with("fox", fox)
            .with("start", start),
        );
    }
    let mut geese = pos.geese;
    for pair in path.windows(2) {
        let (from, to) = (b.name(pair[0]), b.name(pair[1]));
        let Some(jump) = b.jump_between(pair[0], pair[1]) else {
            return Some(
                Reason::new(
                    "fg-no-jump",
                    format!(
                        "no jump goes from {from} to {to}: a jump goes over a neighbour along a line to the point straight beyond it"
                    ),
                )
                .with("from", from)
                .with("to", to),
            );
        };
        let over = b.name(jump.over);
        if !geese.contains(jump.over) {
            return Some(if pos.geese.contains(jump.over) {
                Reason::new(
                    "fg-goose-taken-earlier",
                    format!("the goose on {over} is already taken earlier in this chain"),
                )
                .with("point", over)
            } else {
                Reason::new(
                    "fg-no-goose-to-jump",
                    format!("there is no goose on {over} to jump over"),
                )
                .with("point", over)
            });
        }
        if geese.contains(jump.to) {
            return Some(
                Reason::new("fg-taken-by-goose", format!("{to} is taken by a goose"))
                    .with("point", to),
            );
        }
        geese = geese.without(jump.over);
    }
    None
}

/// Why a move is not legal in `pos` (the move is assumed not to be in the legal list).
pub fn why_illegal(game: &FoxGeese, pos: &Position, mv: &Move) -> Reason {
    let b = game.board();
    let (from, to) = (b.name(mv.from), b.name(mv.to));
    if game.outcome(pos).is_some() {
        return Reason::new("fg-over", "the game is over");
    }
    match pos.to_move {
        Side::Fox if mv.from != pos.fox => {
            return if pos.geese.contains(mv.from) {
                Reason::new("fg-fox-turn", "it is the fox's turn, not the geese's")
            } else {
                let fox = b.name(pos.fox);
                Reason::new(
                    "fg-fox-elsewhere",
                    format!("it is the fox's turn and the fox is on {fox}, not {from}"),
                )
                .with("fox", fox)
                .with("from", from)
            };
        }
        Side::Geese if !pos.geese.contains(mv.from) => {
            return if mv.from == pos.fox {
                Reason::new("fg-geese-turn", "it is the geese's turn, not the fox's")
            } else {
                Reason::new("fg-no-goose", format!("there is no goose on {from}"))
                    .with("point", from)
            };
        }
        _ => {}
    }
    if mv.is_capture() {
        return game.chain_path(pos, mv).map_or_else(
            || Reason::new("fg-not-a-chain", "it is not a capture chain here"),
            |_| Reason::new("fg-not-legal-here", "it is not legal here"),
        );
    }
    if !b.neighbours(mv.from).contains(mv.to) {
        let jump = pos.to_move == Side::Fox && b.jump_between(mv.from, mv.to).is_some();
        let (key, english) = if jump {
            (
                "fg-not-joined-jump",
                format!(
                    "{from} and {to} are not joined by a line (a capture is written with x: {from}x{to})"
                ),
            )
        } else {
            (
                "fg-not-joined",
                format!("{from} and {to} are not joined by a line"),
            )
        };
        return Reason::new(key, english).with("from", from).with("to", to);
    }
    if mv.to == pos.fox || pos.geese.contains(mv.to) {
        return if mv.to == pos.fox {
            Reason::new("fg-taken-by-fox", format!("{to} is taken by the fox"))
        } else {
            Reason::new("fg-taken-by-goose", format!("{to} is taken by a goose"))
        }
        .with("point", to);
    }
    if pos.to_move == Side::Geese {
        match b.direction(mv.from, mv.to) {
            Direction::Backward => {
                return Reason::new("fg-backward", "geese never move backward");
            }
            Direction::Sideways if !game.variant().sideways => {
                return Reason::new(
                    "fg-sideways",
                    "geese step sideways only with the sideways option",
                );
            }
            _ => {}
        }
    }
    Reason::new("not-legal", "it is not one of the legal moves here")
}
