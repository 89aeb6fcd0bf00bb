//! A refused click on a board in a player's words: "That's the fox: you play the geese.",
//! "d4 is empty: first pick one of the geese.", "That goose cannot go to d2: geese never
//! move backward." The view says which point was refused; the rules say why a step is
//! illegal. No position code is shown.

use super::board_spec::BoardGame;
use crate::games::board::{Direction, Point};
use crate::ui::session::Session;
use crate::ui::text::capitalised;
use crate::ui::views::board::Refusal;
use crate::ui::views::grammar::{Person, Role};
use crate::words::{FluentValue, message};

/// The words for a refused click on the board of `session`'s position.
pub fn refusal_text<G: BoardGame>(session: &Session<G>, refusal: Refusal) -> String {
    let at = |i: usize| Point(i as u8);
    match refusal {
        Refusal::Waiting(why) => why,
        Refusal::NoMoveFrom(point) => no_move_from(session, at(point)),
        Refusal::CannotReach { from, to, jumped } => {
            cannot_reach(session, at(from), at(to), jumped)
        }
    }
}

/// A piece's name in a sentence: "the fox" for the lone piece, "a goose" or "that goose"
/// for one of the band (`that`: the one just picked).
fn piece_words<G: BoardGame>(pos: &G::State, point: Point, that: bool) -> Option<String> {
    if G::lone(pos) == point {
        Some(crate::tr!("game-piece-the", piece = G::LONE))
    } else if G::band(pos).contains(point) {
        let id = if that {
            "game-piece-that"
        } else {
            "game-piece-a"
        };
        Some(crate::tr!(id, piece = G::BAND))
    } else {
        None
    }
}

/// Why no move starts at `point`: it is empty, it holds the other side's piece, or its
/// piece is hemmed in.
fn no_move_from<G: BoardGame>(session: &Session<G>, point: Point) -> String {
    let pos = session.current();
    let Some(mover) = session.mover() else {
        return crate::tr!("game-over");
    };
    let lone_moves = mover == G::LONE_SEAT;
    let movers = if lone_moves {
        crate::tr!("game-piece-the", piece = G::LONE)
    } else {
        crate::tr!("game-piece-one-of", piece = G::BAND)
    };
    let Some(piece) = piece_words::<G>(pos, point, true) else {
        let name = G::board().name(point);
        return crate::tr!("game-refusal-empty", point = name, movers = movers);
    };
    let is_lone = G::lone(pos) == point;
    if is_lone == lone_moves {
        return crate::tr!("game-refusal-cannot-move-now", piece = capitalised(&piece));
    }
    let piece = piece_words::<G>(pos, point, false).unwrap_or(piece);
    let seat = session.seat_name(mover);
    if seat.person == Person::You {
        let side = if lone_moves { G::LONE } else { G::BAND };
        let side = crate::tr!("game-piece-the", piece = side);
        crate::tr!("game-refusal-yours-not", piece = piece, side = side)
    } else {
        let mut args = seat.args(Role::Who);
        args.push(("piece", FluentValue::from(piece)));
        message("game-refusal-not-yours", &args)
    }
}

/// Why the piece on `from` cannot go to `to`: the rules' reason for a step, or that it
/// cannot go so far at once (or jump on there, in a chain).
fn cannot_reach<G: BoardGame>(
    session: &Session<G>,
    from: Point,
    to: Point,
    jumped: bool,
) -> String {
    let pos = session.current();
    let piece =
        piece_words::<G>(pos, from, true).unwrap_or_else(|| crate::tr!("game-piece-unknown"));
    let (piece, to_name) = (capitalised(&piece), G::board().name(to));
    if jumped {
        return crate::tr!("game-refusal-cannot-jump-on", piece = piece, to = to_name);
    }
    if G::board().neighbours(from).contains(to) {
        let reason = step_reason(session, from, to)
            .unwrap_or_else(|| session.game().why_illegal(pos, &G::step(from, to)).text());
        return crate::tr!(
            "game-refusal-cannot-go",
            piece = piece,
            to = to_name,
            reason = reason
        );
    }
    crate::tr!("game-refusal-too-far", piece = piece, to = to_name)
}

/// Why the mover's piece on `from` cannot step to its neighbour `to`, in the current
/// language, following the order of the rules' own checks: the point is taken, or the band
/// never steps back (nor sideways, for geese without the option). None leaves the reason to
/// the rules.
fn step_reason<G: BoardGame>(session: &Session<G>, from: Point, to: Point) -> Option<String> {
    let pos = session.current();
    let mover = session.mover()?;
    let lone_moves = mover == G::LONE_SEAT;
    let own = if lone_moves {
        G::lone(pos) == from
    } else {
        G::band(pos).contains(from)
    };
    if !own {
        return None;
    }
    if let Some(there) = piece_words::<G>(pos, to, false) {
        let point = G::board().name(to);
        return Some(crate::tr!(
            "game-reason-taken",
            point = point,
            piece = there
        ));
    }
    if lone_moves {
        return None;
    }
    match G::board().direction(from, to) {
        Direction::Backward => Some(crate::tr!("game-reason-backward", piece = G::BAND)),
        Direction::Sideways if G::BAND == "geese" => Some(crate::tr!("game-reason-geese-sideways")),
        _ => None,
    }
}
