//! Reading verdicts from a built table: the position and every move.
//!
//! The table stores only GW, whether the geese to move win, for every set and empty fox
//! point. A fox-to-move verdict follows from it at once: the fox wins when one step leads
//! to a point where the geese to move lose, or a capture chain ends (at any jump) where
//! they lose or below four geese.

use super::build::{FIRST_LAYER, read_packed, width};
use super::geometry::{bits, expand, geometry, mirror};
use super::index::index;
use crate::core::Game;
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::store::StoreError;

/// Where a table's layers come from: the packed GW entry `at` of the layer of `count`.
pub trait Layers: Sync {
    /// The most geese a position may have.
    fn top(&self) -> usize;
    /// The packed entry of set `at` in the layer of `count` geese.
    fn entry(&self, count: usize, at: u64) -> Result<u64, StoreError>;
}

/// Layers held in memory (tests, and a table just built).
#[derive(Debug, Default)]
pub struct MemoryLayers {
    /// Packed GW bytes, by goose count (empty below four).
    pub layers: Vec<Vec<u8>>,
}

impl Layers for MemoryLayers {
    fn top(&self) -> usize {
        self.layers.len().saturating_sub(1)
    }

    fn entry(&self, count: usize, at: u64) -> Result<u64, StoreError> {
        Ok(read_packed(&self.layers[count], at, width(count)))
    }
}

/// A table's answers about positions.
#[derive(Debug)]
pub struct Probe<L> {
    layers: L,
}

impl<L: Layers> Probe<L> {
    /// Answers from `layers`.
    pub fn new(layers: L) -> Probe<L> {
        Probe { layers }
    }

    /// The layers.
    pub fn layers(&self) -> &L {
        &self.layers
    }

    /// Whether the table covers a position with this many geese.
    pub fn covers(&self, geese: usize) -> bool {
        geese <= self.layers.top()
    }

    /// GW of a grid set: the fox points where the geese to move win.
    fn geese_win(&self, geese: u64) -> Result<u64, StoreError> {
        let count = geese.count_ones() as usize;
        let (at, mirrored) = index().locate(geese);
        let stored = if mirrored { mirror(geese) } else { geese };
        let packed = self.layers.entry(count, at)?;
        let mask = expand(packed, geometry().board & !stored);
        Ok(if mirrored { mirror(mask) } else { mask })
    }

    /// Whether the fox to move on grid bit `fox` wins against `geese`.
    fn fox_wins(&self, geese: u64, fox: u32) -> Result<bool, StoreError> {
        let geo = geometry();
        let empty = geo.board & !geese;
        let lost_for_geese = empty & !self.geese_win(geese)?;
        if geo.steps_into(lost_for_geese) & (1 << fox) != 0 {
            return Ok(true);
        }
        self.chain_wins(geese, fox)
    }

    /// Whether a capture chain from `fox` (at least one jump) wins.
    fn chain_wins(&self, geese: u64, fox: u32) -> Result<bool, StoreError> {
        let geo = geometry();
        let empty = geo.board & !geese;
        for goose in bits(geese) {
            for &(from, to) in &geo.jumps_over[goose as usize] {
                if u32::from(from) != fox || empty & (1 << to) == 0 {
                    continue;
                }
                let left = geese & !(1 << goose);
                if (left.count_ones() as usize) < FIRST_LAYER
                    || self.geese_win(left)? & (1 << to) == 0
                    || self.chain_wins(left, u32::from(to))?
                {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Whether the side to move wins `pos` with perfect play, or `None` when the position
    /// has more geese than the table holds. Finished games answer by their outcome.
    pub fn mover_wins(&self, game: &FoxGeese, pos: &Position) -> Result<Option<bool>, StoreError> {
        if let Some(outcome) = game.outcome(pos) {
            return Ok(Some(
                outcome == crate::core::Outcome::Winner(pos.to_move.seat()),
            ));
        }
        if !self.covers(pos.geese.len()) {
            return Ok(None);
        }
        let geo = geometry();
        let geese = geo.grid(pos.geese);
        let fox = geo.cell(pos.fox);
        Ok(Some(match pos.to_move {
            Side::Geese => self.geese_win(geese)? & (1 << fox) != 0,
            Side::Fox => self.fox_wins(geese, fox)?,
        }))
    }
}

impl<L: Layers + Send> crate::solver::exact::WinTable<FoxGeese> for Probe<L> {
    /// The table's verdict for the game without sideways; a game with sideways moves is
    /// not covered.
    fn mover_wins(&self, game: &FoxGeese, pos: &Position) -> Result<Option<bool>, StoreError> {
        if game.variant().sideways {
            return Ok(None);
        }
        Probe::mover_wins(self, game, pos)
    }
}
