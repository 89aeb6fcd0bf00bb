//! What the rules of Fox and Geese refuse, and why: a written capture chain checked jump by
//! jump, and the rule a move breaks (the other side's turn, points not joined, a goose
//! going back…), in words the app and the command line show.

use super::rules::{FoxGeese, Move, Position, Side};
use crate::core::{Game, Reason};
use crate::games::board::{Direction, Point};

pub(super) fn why_not_a_chain(pos: &Position) -> Reason {
    match pos.to_move {
        Side::Fox => Reason::new("fg-not-a-chain", "it is not a capture chain here"),
        Side::Geese => Reason::new(
            "fg-geese-never-capture",
            "it is the geese's turn, and geese never capture",
        ),
    }
}

/// What is wrong with a written capture chain, jump by jump, if anything.
pub(super) fn chain_problem(game: &FoxGeese, pos: &Position, path: &[Point]) -> Option<Reason> {
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
