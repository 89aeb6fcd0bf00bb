//! What the rules of Fox and Geese refuse, and why: a written capture chain checked jump by
//! jump, and the rule a move breaks (the other side's turn, points not joined, a goose
//! going back…), in words the app and the command line show.

use super::rules::{FoxGeese, Move, Position, Side};
use crate::core::{Game, Reason};
use crate::games::board::{Direction, Point};

pub(super) fn why_not_a_chain(pos: &Position) -> Reason {
    match pos.to_move {
        Side::Fox => Reason::new("fg-not-a-chain"),
        Side::Geese => Reason::new("fg-geese-never-capture"),
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
            Reason::new("fg-chain-start")
                .with("fox", fox)
                .with("start", start),
        );
    }
    let mut geese = pos.geese;
    for pair in path.windows(2) {
        let (from, to) = (b.name(pair[0]), b.name(pair[1]));
        let Some(jump) = b.jump_between(pair[0], pair[1]) else {
            return Some(Reason::new("fg-no-jump").with("from", from).with("to", to));
        };
        let over = b.name(jump.over);
        if !geese.contains(jump.over) {
            return Some(if pos.geese.contains(jump.over) {
                Reason::new("fg-goose-taken-earlier").with("point", over)
            } else {
                Reason::new("fg-no-goose-to-jump").with("point", over)
            });
        }
        if geese.contains(jump.to) {
            return Some(Reason::new("fg-taken-by-goose").with("point", to));
        }
        geese = geese.without(jump.over);
    }
    None
}

/// Why a move is not legal in `pos` (the move is assumed not to be in the legal list).
pub fn why_illegal(game: &FoxGeese, pos: &Position, mv: &Move) -> Reason {
    if game.outcome(pos).is_some() {
        return Reason::new("fg-over");
    }
    if let Some(reason) = wrong_piece(game, pos, mv) {
        return reason;
    }
    if mv.is_capture() {
        return game.chain_path(pos, mv).map_or_else(
            || Reason::new("fg-not-a-chain"),
            |_| Reason::new("fg-not-legal-here"),
        );
    }
    why_step_illegal(game, pos, mv)
}

/// Why the move's piece may not move, if it may not: it is the other side's, or there is
/// none on the point the move starts from.
fn wrong_piece(game: &FoxGeese, pos: &Position, mv: &Move) -> Option<Reason> {
    let b = game.board();
    match pos.to_move {
        Side::Fox if mv.from != pos.fox => Some(if pos.geese.contains(mv.from) {
            Reason::new("fg-fox-turn")
        } else {
            let (fox, from) = (b.name(pos.fox), b.name(mv.from));
            Reason::new("fg-fox-elsewhere")
                .with("fox", fox)
                .with("from", from)
        }),
        Side::Geese if !pos.geese.contains(mv.from) => Some(if mv.from == pos.fox {
            Reason::new("fg-geese-turn")
        } else {
            Reason::new("fg-no-goose").with("point", b.name(mv.from))
        }),
        _ => None,
    }
}

/// Why a step of the mover's own piece (not a capture) is not legal: the points are not
/// joined, the point is taken, or a goose goes back (or sideways where the variant forbids
/// it).
fn why_step_illegal(game: &FoxGeese, pos: &Position, mv: &Move) -> Reason {
    let b = game.board();
    let (from, to) = (b.name(mv.from), b.name(mv.to));
    if !b.neighbours(mv.from).contains(mv.to) {
        let jump = pos.to_move == Side::Fox && b.jump_between(mv.from, mv.to).is_some();
        let reason = if jump {
            Reason::new("fg-not-joined-jump")
        } else {
            Reason::new("fg-not-joined")
        };
        return reason.with("from", from).with("to", to);
    }
    if mv.to == pos.fox || pos.geese.contains(mv.to) {
        return if mv.to == pos.fox {
            Reason::new("fg-taken-by-fox")
        } else {
            Reason::new("fg-taken-by-goose")
        }
        .with("point", to);
    }
    if pos.to_move == Side::Geese {
        match b.direction(mv.from, mv.to) {
            Direction::Backward => {
                return Reason::new("fg-backward");
            }
            Direction::Sideways if !game.variant().sideways => {
                return Reason::new("fg-sideways");
            }
            _ => {}
        }
    }
    Reason::new("not-legal")
}
