//! The rules of Fox and Geese: positions and moves (`impl Game` is in `game.rs`).
//!
//! Seats are fixed: seat 0 is the fox (it moves first), seat 1 the geese. The end rules:
//! the fox wins when fewer than four geese remain (checked first) or when the geese have no
//! move on their turn; the geese win when the fox has no step and no jump on its turn.
//!
//! A fox move is a step or a capture chain. Chains that end on the same point having
//! captured the same geese lead to the same position and count as one move
//! ([`Move`] holds the start, the end and the captured geese; [`FoxGeese::chain_path`]
//! finds the landing points for its name).
//!
//! With the sideways option play can cycle. A single position cannot know how often it
//! has occurred, so the repetition draw is a property of the game record:
//! [`is_third_repetition`] says whether the last position of a history has now occurred
//! for the third time, which the app declares a draw. The solver and the search treat
//! endless play as a draw.

use super::variant::Variant;
use crate::core::{Game, Reason, Seat, VariantError};
use crate::games::board::{Board, Jump, Point, PointSet, cross};

/// The fox wins as soon as fewer geese than this remain.
pub const MIN_GEESE: usize = 4;

/// The two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The fox (seat 0), who moves first.
    Fox,
    /// The geese (seat 1).
    Geese,
}

impl Side {
    /// The side's seat in the [`Game`] frame.
    pub fn seat(self) -> Seat {
        match self {
            Side::Fox => 0,
            Side::Geese => 1,
        }
    }

    /// The side sitting in `seat`.
    pub fn of_seat(seat: Seat) -> Side {
        if seat == 0 { Side::Fox } else { Side::Geese }
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Fox => Side::Geese,
            Side::Geese => Side::Fox,
        }
    }

    /// `"fox"` or `"geese"`, as in position codes.
    pub fn name(self) -> &'static str {
        match self {
            Side::Fox => "fox",
            Side::Geese => "geese",
        }
    }
}

/// A Fox and Geese position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Where the fox stands.
    pub fox: Point,
    /// Where the geese stand.
    pub geese: PointSet,
    /// Who moves next.
    pub to_move: Side,
}

/// A move: a step of the fox or of a goose, or a capture chain of the fox.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The point the piece leaves.
    pub from: Point,
    /// The point it ends on.
    pub to: Point,
    /// The geese a capture chain removes; empty for a step.
    pub captured: PointSet,
}

impl Move {
    /// Whether the move is a capture chain.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

/// Whether the last position of `history` (a game's positions, oldest first) has now
/// occurred for the third time: with the sideways option the game is then drawn
/// ([`FoxGeese`]'s `drawn_by_record`).
/// Positions compare whole, including the side to move.
pub fn is_third_repetition(history: &[Position]) -> bool {
    history
        .last()
        .is_some_and(|last| history.iter().filter(|p| *p == last).count() >= 3)
}

/// Fox and Geese with fixed settings: the [`Game`] the rest of Kibitzer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoxGeese {
    pub(super) variant: Variant,
    pub(super) board: &'static Board,
}

impl FoxGeese {
    /// Validates the settings and builds the game.
    pub fn new(variant: Variant) -> Result<FoxGeese, VariantError> {
        variant.validate()?;
        Ok(FoxGeese::build(variant))
    }

    /// The standard game: 13 geese, no sideways moves.
    pub fn standard() -> FoxGeese {
        FoxGeese::build(Variant::standard())
    }

    /// Builds the game from settings known to be valid.
    fn build(variant: Variant) -> FoxGeese {
        FoxGeese {
            variant,
            board: cross(),
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

    /// The empty points.
    pub(crate) fn empty(&self, pos: &Position) -> PointSet {
        self.board.everywhere().minus(pos.geese).without(pos.fox)
    }

    /// The points a goose on `goose` may step to.
    pub(super) fn goose_targets(&self, pos: &Position, goose: Point) -> PointSet {
        let mut targets = self.board.ahead(goose);
        if self.variant.sideways {
            targets = targets.union(self.board.beside(goose));
        }
        targets.intersection(self.empty(pos))
    }

    /// The single jumps from `at` with `geese` on the board (the fox itself has left its
    /// start, so only geese block).
    pub(crate) fn jumps_from(&self, at: Point, geese: PointSet) -> impl Iterator<Item = Jump> + '_ {
        self.board
            .jumps(at)
            .iter()
            .copied()
            .filter(move |j| geese.contains(j.over) && !geese.contains(j.to))
    }

    /// Every capture chain of the fox, one per (end point, captured geese), in the order a
    /// depth-first walk finds them.
    pub fn chains(&self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::new();
        self.extend_chains(pos.fox, pos.fox, pos.geese, PointSet::EMPTY, &mut out);
        out
    }

    fn extend_chains(
        &self,
        from: Point,
        at: Point,
        geese: PointSet,
        captured: PointSet,
        out: &mut Vec<Move>,
    ) {
        for jump in self.jumps_from(at, geese) {
            let mv = Move {
                from,
                to: jump.to,
                captured: captured.with(jump.over),
            };
            if !out.contains(&mv) {
                out.push(mv);
                self.extend_chains(from, jump.to, geese.without(jump.over), mv.captured, out);
            }
        }
    }

    /// The landing points of a capture chain, its start first (`d4`, `d6`, `f6`), or `None`
    /// if `mv` is not a chain of this position.
    pub fn chain_path(&self, pos: &Position, mv: &Move) -> Option<Vec<Point>> {
        fn walk(
            game: &FoxGeese,
            path: &mut Vec<Point>,
            geese: PointSet,
            left: PointSet,
            to: Point,
        ) -> bool {
            let at = path[path.len() - 1];
            if left.is_empty() {
                return at == to;
            }
            for jump in game.jumps_from(at, geese).filter(|j| left.contains(j.over)) {
                path.push(jump.to);
                if walk(
                    game,
                    path,
                    geese.without(jump.over),
                    left.without(jump.over),
                    to,
                ) {
                    return true;
                }
                path.pop();
            }
            false
        }
        if mv.from != pos.fox || !mv.is_capture() || mv.captured.minus(pos.geese) != PointSet::EMPTY
        {
            return None;
        }
        let mut path = vec![mv.from];
        walk(self, &mut path, pos.geese, mv.captured, mv.to).then_some(path)
    }

    /// The jumps the fox may make next in a chain it is building one jump at a time:
    /// `path` is the fox's start followed by the landing points so far (just the start
    /// before the first jump). Empty when the path is not a valid partial chain or the
    /// fox is not to move. This is how a board view lets the player click a chain.
    pub fn next_jumps(&self, pos: &Position, path: &[Point]) -> Vec<Jump> {
        match self.partial_chain(pos, path) {
            Some((at, geese)) if self.outcome(pos).is_none() => {
                self.jumps_from(at, geese).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Follows a partial chain: where the fox is and which geese are left, if valid.
    fn partial_chain(&self, pos: &Position, path: &[Point]) -> Option<(Point, PointSet)> {
        if pos.to_move != Side::Fox || path.first() != Some(&pos.fox) {
            return None;
        }
        let mut geese = pos.geese;
        for pair in path.windows(2) {
            let jump = self.jumps_from(pair[0], geese).find(|j| j.to == pair[1])?;
            geese = geese.without(jump.over);
        }
        Some((path[path.len() - 1], geese))
    }

    /// The move a chain of landing points makes (its start first), if it is a valid
    /// chain of at least one jump.
    pub fn chain_move(&self, pos: &Position, path: &[Point]) -> Option<Move> {
        let (to, geese) = self.partial_chain(pos, path)?;
        (path.len() >= 2).then(|| Move {
            from: pos.fox,
            to,
            captured: pos.geese.minus(geese),
        })
    }

    /// The points the piece on `from` may step to, or for the fox also land on with a
    /// first jump, if it belongs to the side to move and the game is not over. This is
    /// what a board view highlights when a piece is picked up.
    pub fn destinations(&self, pos: &Position, from: Point) -> PointSet {
        if self.outcome(pos).is_some() {
            return PointSet::EMPTY;
        }
        match pos.to_move {
            Side::Fox if from == pos.fox => {
                let jumps: PointSet = self.jumps_from(from, pos.geese).map(|j| j.to).collect();
                self.board
                    .neighbours(from)
                    .intersection(self.empty(pos))
                    .union(jumps)
            }
            Side::Geese if pos.geese.contains(from) => self.goose_targets(pos, from),
            _ => PointSet::EMPTY,
        }
    }

    /// Whether the side to move has any move at all.
    pub(super) fn can_move(&self, pos: &Position) -> bool {
        match pos.to_move {
            Side::Fox => {
                !self
                    .board
                    .neighbours(pos.fox)
                    .intersection(self.empty(pos))
                    .is_empty()
                    || self.jumps_from(pos.fox, pos.geese).next().is_some()
            }
            Side::Geese => pos
                .geese
                .iter()
                .any(|g| !self.goose_targets(pos, g).is_empty()),
        }
    }

    /// Why a well-formed position cannot occur, if it cannot.
    pub fn impossibility(&self, pos: &Position) -> Option<Reason> {
        let b = self.board;
        if pos.geese.contains(pos.fox) {
            let point = b.name(pos.fox);
            return Some(Reason::new("fg-fox-on-goose").with("point", point));
        }
        let count = pos.geese.len();
        if count > usize::from(self.variant.geese) {
            let geese = self.variant.geese;
            return Some(
                Reason::new("fg-too-many-geese")
                    .with("geese", geese)
                    .with("count", count),
            );
        }
        // Geese never move down, but the start fills every low row completely (rows 1-3,
        // and row 4 only partly with more geese than fit below), so no placement of at
        // most that many geese is too low.
        if count < MIN_GEESE && pos.to_move == Side::Fox {
            return Some(
                Reason::new("fg-too-few-geese")
                    .with("min", MIN_GEESE)
                    .with("count", count),
            );
        }
        None
    }
}
