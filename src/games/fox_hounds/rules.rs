//! The rules of Fox and Hounds: positions and moves (`impl Game` is in `game.rs`).
//!
//! Seats are fixed: seat 0 is the fox, seat 1 the hounds; the side to move is part of the
//! position. The end rules are checked in this order:
//! 1. the fox stands on row 1: it has broken through, it wins;
//! 2. the side to move has no legal move: a trapped fox loses, and so do hounds that
//!    cannot move.
//!
//! Nothing is captured and every hound move goes up a row, so every game ends: the four
//! hounds have at most 4 × 7 moves between them, and the fox moves only between them.

use super::variant::{HOUNDS_START, Variant};
use crate::core::{CodeError, Game, Reason, Seat, VariantError};
use crate::games::board::{
    Board, Pieces, Point, PointSet, StepRefusal, checkerboard, step_refusal,
};

/// The number of hounds.
pub const HOUNDS: usize = 4;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The fox (seat 0), who moves first in the standard game.
    Fox,
    /// The four hounds (seat 1).
    Hounds,
}

impl Side {
    /// The side's seat in the [`Game`] frame.
    pub fn seat(self) -> Seat {
        match self {
            Side::Fox => 0,
            Side::Hounds => 1,
        }
    }

    /// The side sitting in `seat`.
    pub fn of_seat(seat: Seat) -> Side {
        if seat == 0 { Side::Fox } else { Side::Hounds }
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Fox => Side::Hounds,
            Side::Hounds => Side::Fox,
        }
    }

    /// `"fox"` or `"hounds"`, as in position codes.
    pub fn name(self) -> &'static str {
        match self {
            Side::Fox => "fox",
            Side::Hounds => "hounds",
        }
    }
}

/// A Fox and Hounds position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Where the fox stands.
    pub fox: Point,
    /// Where the four hounds stand.
    pub hounds: PointSet,
    /// Who moves next.
    pub to_move: Side,
}

/// A diagonal step of one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Point,
    /// The square it goes to.
    pub to: Point,
}

/// Fox and Hounds with fixed settings: the [`Game`] the rest of Kibitzer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoxHounds {
    pub(super) variant: Variant,
    board: &'static Board,
}

impl FoxHounds {
    /// Validates the settings and builds the game.
    pub fn new(variant: Variant) -> Result<FoxHounds, VariantError> {
        variant.validate()?;
        Ok(FoxHounds {
            variant,
            board: checkerboard(),
        })
    }

    /// The standard game (the fox on d8, moving first).
    pub fn standard() -> FoxHounds {
        FoxHounds {
            variant: Variant::standard(),
            board: checkerboard(),
        }
    }

    /// The settings.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The board, for drawing and for names.
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// Where the hounds start.
    pub fn hounds_start(&self) -> PointSet {
        HOUNDS_START
            .iter()
            .filter_map(|n| self.board.point(n))
            .collect()
    }

    /// The side that moves first in this variant.
    pub fn first_mover(&self) -> Side {
        if self.variant.hounds_first {
            Side::Hounds
        } else {
            Side::Fox
        }
    }

    /// Whether the fox stands on row 1: it has got through the hounds and wins.
    pub fn fox_has_escaped(&self, pos: &Position) -> bool {
        self.board.row(pos.fox) == 1
    }

    /// The squares the piece on `from` may step to, if it belongs to the side to move and
    /// the game is not over; empty otherwise. This is what a board view highlights.
    pub fn destinations(&self, pos: &Position, from: Point) -> PointSet {
        if self.outcome(pos).is_some() {
            return PointSet::EMPTY;
        }
        self.reach(pos, from)
    }

    /// Where the piece on `from` could step, ignoring whether the game is over: the fox to
    /// any empty diagonal neighbour, a hound only to one a row up.
    pub(super) fn reach(&self, pos: &Position, from: Point) -> PointSet {
        let empty = self.board.everywhere().minus(pos.hounds).without(pos.fox);
        match pos.to_move {
            Side::Fox if from == pos.fox => self.board.neighbours(from).intersection(empty),
            Side::Hounds if pos.hounds.contains(from) => self.board.ahead(from).intersection(empty),
            _ => PointSet::EMPTY,
        }
    }

    /// Whether the side to move has any step at all.
    pub(super) fn can_move(&self, pos: &Position) -> bool {
        self.movers(pos)
            .iter()
            .any(|p| !self.reach(pos, p).is_empty())
    }

    /// The pieces of the side to move.
    pub(super) fn movers(&self, pos: &Position) -> PointSet {
        match pos.to_move {
            Side::Fox => PointSet::single(pos.fox),
            Side::Hounds => pos.hounds,
        }
    }

    /// Why a well-formed position cannot occur in this variant, if it cannot.
    ///
    /// Besides the pieces themselves, the turn is checked against the moves made: each
    /// hound move goes up one row, so the hounds' rows add up to 4 plus the number of hound
    /// moves, and the players alternate, which gives the number of fox moves; the fox
    /// needs at least 8 − r of them to stand on row r, and each one changes its row by one.
    /// Codes that pass may still be unreachable (the census lists them).
    pub fn impossibility(&self, pos: &Position) -> Option<Reason> {
        let b = self.board;
        if pos.fox.index() >= b.len() || !pos.hounds.minus(b.everywhere()).is_empty() {
            return Some(Reason::new("fh-off-board"));
        }
        if pos.hounds.len() != HOUNDS {
            let count = pos.hounds.len();
            return Some(Reason::new("fh-hound-count").with("count", count));
        }
        if pos.hounds.contains(pos.fox) {
            let point = b.name(pos.fox);
            return Some(Reason::new("fh-fox-on-hound").with("point", point));
        }
        if self.fox_has_escaped(pos) && pos.to_move == Side::Fox {
            let point = b.name(pos.fox);
            return Some(Reason::new("fh-escaped-fox-turn").with("point", point));
        }
        self.turn_impossibility(pos)
    }

    /// Why the side to move does not fit the moves the pieces show, if it does not (see
    /// [`FoxHounds::impossibility`]).
    fn turn_impossibility(&self, pos: &Position) -> Option<Reason> {
        let b = self.board;
        let rows: u32 = pos.hounds.iter().map(|h| u32::from(b.row(h))).sum();
        let hound_moves = rows - HOUNDS as u32;
        // Moves alternate from the first mover: the side to move has made as many moves as
        // the other side if it moved first, one fewer if not.
        let fox_moves = match (self.first_mover(), pos.to_move) {
            (Side::Fox, Side::Fox) | (Side::Hounds, Side::Hounds) => hound_moves,
            (Side::Fox, Side::Hounds) => hound_moves + 1,
            (Side::Hounds, Side::Fox) => match hound_moves.checked_sub(1) {
                Some(n) => n,
                None => {
                    return Some(Reason::new("fh-hounds-first"));
                }
            },
        };
        let (fox, row) = (b.name(pos.fox), u32::from(b.row(pos.fox)));
        let reason = if fox_moves + row < 8 {
            Reason::new("fh-too-few-fox-moves")
        } else if (fox_moves + row) % 2 == 1 {
            Reason::new("fh-fox-row-parity")
        } else {
            return None;
        };
        Some(
            reason
                .with("first", self.first_mover().name())
                .with("mover", pos.to_move.name())
                .with("rows", rows)
                .with("hound-moves", hound_moves)
                .with("fox-moves", fox_moves)
                .with("fox", fox),
        )
    }

    /// Checks a position given by a caller (for example read from a file).
    pub fn check(&self, pos: &Position, code: &str) -> Result<(), CodeError> {
        CodeError::impossible_if(code, self.impossibility(pos))
    }

    /// Why a move is not legal here (the move is assumed not to be in the legal list).
    pub fn reason_illegal(&self, pos: &Position, mv: &Move) -> Reason {
        let b = self.board;
        let pieces = Pieces {
            lone: pos.fox,
            hounds: pos.hounds,
            lone_to_move: pos.to_move == Side::Fox,
            movers: self.movers(pos),
        };
        let over = self.outcome(pos).is_some();
        let (from, to) = (b.name(mv.from), b.name(mv.to));
        match step_refusal(b, &pieces, over, mv.from, mv.to) {
            StepRefusal::Over => Reason::new("fh-over"),
            StepRefusal::LoneElsewhere { lone } => Reason::new("fh-fox-elsewhere")
                .with("fox", b.name(lone))
                .with("from", from),
            StepRefusal::HoundsTurn => Reason::new("fh-hounds-turn"),
            StepRefusal::NoHound => Reason::new("fh-no-hound").with("point", from),
            StepRefusal::NotNeighbours => Reason::new("fh-not-diagonal-neighbour")
                .with("from", from)
                .with("to", to),
            StepRefusal::TakenByLone => Reason::new("fh-taken-by-fox").with("point", to),
            StepRefusal::TakenByHound => Reason::new("fh-taken-by-hound").with("point", to),
            StepRefusal::Backward => Reason::new("fh-backward"),
            StepRefusal::NotLegal => Reason::new("not-legal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_off_the_board_are_refused_without_panicking() {
        let game = FoxHounds::standard();
        let start = game.start();
        let off = [
            Position {
                fox: Point(32),
                ..start
            },
            Position {
                hounds: start.hounds.without(Point(0)).with(Point(40)),
                ..start
            },
        ];
        for pos in off {
            let reason = game.impossibility(&pos).expect("impossible");
            assert_eq!(
                reason.to_string(),
                "a piece stands off the 8×8 checkerboard"
            );
        }
        assert_eq!(game.impossibility(&start), None);
    }
}
