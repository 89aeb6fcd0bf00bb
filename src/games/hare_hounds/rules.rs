//! The rules of Hare and Hounds: positions and moves (`impl Game` is in `game.rs`).
//!
//! Seats are fixed: seat 0 is the hounds (they move first), seat 1 the hare. The end rules
//! are checked in this order, whoever is to move:
//! 1. the hare stands on a lower row than every hound: the hare has got past, it wins;
//! 2. the stalling count has reached ten (the tenth sideways hound move in a row was just
//!    played): the hare wins;
//! 3. the side to move has no legal move: the other side wins (a trapped hare loses,
//!    hounds without a move lose).
//!
//! Nothing is captured and the hounds never go back, so every game ends: a hound move
//! either goes up a row or adds to the stalling count, which only a forward move resets.

use super::variant::{HOUNDS_START, Variant};
use crate::core::{CodeError, Game, Reason, Seat, VariantError};
use crate::games::board::{Board, Pieces, Point, PointSet, StepRefusal, military, step_refusal};

/// The tenth sideways hound move in a row loses the game for the hounds.
pub const STALLING_LIMIT: u8 = 10;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The three hounds (seat 0), who move first.
    Hounds,
    /// The hare (seat 1).
    Hare,
}

impl Side {
    /// The side's seat in the [`Game`] frame.
    pub fn seat(self) -> Seat {
        match self {
            Side::Hounds => 0,
            Side::Hare => 1,
        }
    }

    /// The side sitting in `seat`.
    pub fn of_seat(seat: Seat) -> Side {
        if seat == 0 { Side::Hounds } else { Side::Hare }
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Hounds => Side::Hare,
            Side::Hare => Side::Hounds,
        }
    }

    /// `"hounds"` or `"hare"`, as in position codes.
    pub fn name(self) -> &'static str {
        match self {
            Side::Hounds => "hounds",
            Side::Hare => "hare",
        }
    }
}

/// A Hare and Hounds position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Where the hare stands.
    pub hare: Point,
    /// Where the three hounds stand.
    pub hounds: PointSet,
    /// Who moves next.
    pub to_move: Side,
    /// Sideways hound moves played in a row since the last forward one (0 to 10).
    pub stalling: u8,
}

/// A step of one piece along a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Point,
    /// The point it goes to.
    pub to: Point,
}

/// Hare and Hounds with fixed settings: the [`Game`] the rest of Kibitzer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HareHounds {
    pub(super) variant: Variant,
    pub(super) board: &'static Board,
}

impl HareHounds {
    /// Validates the settings and builds the game.
    pub fn new(variant: Variant) -> Result<HareHounds, VariantError> {
        variant.validate()?;
        Ok(HareHounds {
            variant,
            board: military(),
        })
    }

    /// The standard game (the hare on b5).
    pub fn standard() -> HareHounds {
        HareHounds {
            variant: Variant::standard(),
            board: military(),
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

    /// Whether the hare stands on a lower row than every hound: it has got past them.
    pub fn hare_has_passed(&self, pos: &Position) -> bool {
        let hare_row = self.board.row(pos.hare);
        pos.hounds.iter().all(|h| self.board.row(h) > hare_row)
    }

    /// The points the piece on `from` may step to, if it belongs to the side to move and
    /// the game is not over; empty otherwise. This is what a board view highlights.
    pub fn destinations(&self, pos: &Position, from: Point) -> PointSet {
        if self.outcome(pos).is_some() {
            return PointSet::EMPTY;
        }
        self.reach(pos, from)
    }

    /// Where the piece on `from` could step, ignoring whether the game is over.
    pub(super) fn reach(&self, pos: &Position, from: Point) -> PointSet {
        let empty = self.board.everywhere().minus(pos.hounds).without(pos.hare);
        match pos.to_move {
            Side::Hare if from == pos.hare => self.board.neighbours(from).intersection(empty),
            Side::Hounds if pos.hounds.contains(from) => self
                .board
                .ahead(from)
                .union(self.board.beside(from))
                .intersection(empty),
            _ => PointSet::EMPTY,
        }
    }

    /// Whether the side to move has any step at all.
    pub(super) fn can_move(&self, pos: &Position) -> bool {
        match pos.to_move {
            Side::Hare => !self.reach(pos, pos.hare).is_empty(),
            Side::Hounds => pos.hounds.iter().any(|h| !self.reach(pos, h).is_empty()),
        }
    }

    /// The pieces of the side to move.
    pub(super) fn movers(&self, pos: &Position) -> PointSet {
        match pos.to_move {
            Side::Hare => PointSet::single(pos.hare),
            Side::Hounds => pos.hounds,
        }
    }

    /// Why a well-formed position cannot occur, if it cannot.
    pub fn impossibility(&self, pos: &Position) -> Option<Reason> {
        if pos.hounds.len() != 3 {
            let count = pos.hounds.len();
            return Some(Reason::new("hh-hound-count").with("count", count));
        }
        if pos.hounds.contains(pos.hare) {
            let point = self.board.name(pos.hare);
            return Some(Reason::new("hh-hare-on-hound").with("point", point));
        }
        if pos.stalling > STALLING_LIMIT {
            let count = pos.stalling;
            return Some(
                Reason::new("hh-stalling-range")
                    .with("limit", STALLING_LIMIT)
                    .with("count", count),
            );
        }
        if pos.stalling == STALLING_LIMIT && pos.to_move == Side::Hounds {
            return Some(Reason::new("hh-stalling-full").with("limit", STALLING_LIMIT));
        }
        None
    }

    /// Checks a position given by a caller (for example read from a file).
    pub fn check(&self, pos: &Position, code: &str) -> Result<(), CodeError> {
        CodeError::impossible_if(code, self.impossibility(pos))
    }

    /// Why a move is not legal here (the move is assumed not to be in the legal list).
    pub fn reason_illegal(&self, pos: &Position, mv: &Move) -> Reason {
        let b = self.board;
        let pieces = Pieces {
            lone: pos.hare,
            hounds: pos.hounds,
            lone_to_move: pos.to_move == Side::Hare,
            movers: self.movers(pos),
        };
        let over = self.outcome(pos).is_some();
        let (from, to) = (b.name(mv.from), b.name(mv.to));
        match step_refusal(b, &pieces, over, mv.from, mv.to) {
            StepRefusal::Over => Reason::new("hh-over"),
            StepRefusal::LoneElsewhere { lone } => Reason::new("hh-hare-elsewhere")
                .with("hare", b.name(lone))
                .with("from", from),
            StepRefusal::HoundsTurn => Reason::new("hh-hounds-turn"),
            StepRefusal::NoHound => Reason::new("hh-no-hound").with("point", from),
            StepRefusal::NotNeighbours => Reason::new("hh-not-neighbour")
                .with("from", from)
                .with("to", to),
            StepRefusal::TakenByLone => Reason::new("hh-taken-by-hare").with("point", to),
            StepRefusal::TakenByHound => Reason::new("hh-taken-by-hound").with("point", to),
            StepRefusal::Backward => Reason::new("hh-backward"),
            StepRefusal::NotLegal => Reason::new("not-legal"),
        }
    }
}

/// A simple score so that the generic search can be checked against the exact solution:
/// the hare likes room and rows below the hounds' front.
impl crate::core::Searchable for HareHounds {
    fn heuristic(&self, pos: &Position) -> i32 {
        let board = self.board;
        let room = self
            .reach(
                &Position {
                    to_move: Side::Hare,
                    ..*pos
                },
                pos.hare,
            )
            .len() as i32;
        let front = pos
            .hounds
            .iter()
            .map(|h| i32::from(board.row(h)))
            .min()
            .unwrap_or(0);
        let hare =
            10 * room + 20 * (front - i32::from(board.row(pos.hare))) + 5 * i32::from(pos.stalling);
        if pos.to_move == Side::Hare {
            hare
        } else {
            -hare
        }
    }

    fn move_key(&self, _pos: &Position, mv: &Move) -> usize {
        mv.from.index() * 11 + mv.to.index()
    }

    fn can_repeat(&self) -> bool {
        false
    }
}
