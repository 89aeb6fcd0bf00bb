//! Computing one layer (all sets of one goose count) from the layer below.
//!
//! For a layer of `k` geese, given A(k − 1) — for every set H of k − 1 geese and every
//! empty point l, whether the fox wins having just landed on l by a capture (it may stop
//! there, the geese to move, or jump on) — two passes give every value of the layer:
//! 1. captures (any order, both threads): CW(G), the fox points from which a capture
//!    chain wins, from A(k − 1) of each G minus one goose;
//! 2. moves, by row sum from the highest down (a goose move raises the row sum by one, so
//!    its results are final when a row sum begins): GW(G), the fox points where the geese
//!    to move win, from FW of the sets one goose move away; then FW(G) = steps into
//!    points where the geese lose, or CW(G); and A(G) = not GW(G), or CW(G).
//!
//! Every mask is bit-parallel over the fox's 33 possible points. Fewer than four geese is
//! a win for the fox, so A(3) is "always".

pub use super::bits::{Packed, entry_bytes, read_bits, read_packed, width};
use super::geometry::{Geometry, bits, compress, expand, geometry, mirror};
use super::index::{Block, HALF, Index, Parts, index};
use super::passes::{in_index_order, parallel};
use super::words::Words;
use crate::games::fox_geese::MIN_GEESE;
use crate::solver::progress::{Cancelled, Progress};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What a finished layer holds besides its table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Positions with the geese to move (every set and empty fox point, mirror images
    /// counted), and those the geese win.
    pub geese_to_move: u64,
    /// Of those, the ones the geese win.
    pub geese_win: u64,
    /// Positions with the fox to move.
    pub fox_to_move: u64,
    /// Of those, the ones the fox wins.
    pub fox_wins: u64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.geese_to_move += other.geese_to_move;
        self.geese_win += other.geese_win;
        self.fox_to_move += other.fox_to_move;
        self.fox_wins += other.fox_wins;
    }
}

/// One computed layer.
#[derive(Debug)]
pub struct Layer {
    /// GW: where the geese to move win, packed over each set's empty points.
    pub geese_win: Packed,
    /// A: where the fox wins landing after a capture; unpacked when the next layer needs it.
    pub after_capture: AfterCapture,
    /// Counts of positions and wins.
    pub tally: Tally,
}

/// The after-capture masks of a layer, in the form its user needs.
#[derive(Debug)]
pub enum AfterCapture {
    /// One grid mask per set, for building the next layer.
    Masks(Words),
    /// Packed like the table, for saving.
    Packed(Packed),
}

/// Builds the layer of `count` geese from A of the layer below (`None` below four geese;
/// freed after the first pass),
/// on `threads` threads. `keep_masks` keeps A unpacked for the next layer; `step` is
/// called with the number of sets done as the work goes.
pub fn layer(
    count: usize,
    below: Option<Words>,
    keep_masks: bool,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<Layer, Cancelled> {
    let idx = index();
    let geo = geometry();
    let size = idx.size(count);
    let fox_wins = Words::zeroed(size as usize);
    captures(
        count,
        below.as_ref(),
        fox_wins.atomics(),
        threads,
        progress,
        step,
    )?;
    // The layer below is needed no more: free it before the second pass allocates.
    drop(below);
    let geese_win = Packed::new(size, width(count));
    let after = if keep_masks {
        Out::Masks(Words::zeroed(size as usize))
    } else {
        Out::Packed(Packed::new(size, width(count)))
    };
    let ctx = Moves {
        idx,
        geo,
        fox_wins: fox_wins.atomics(),
        geese_win: &geese_win,
        after: &after,
    };
    let tally = ctx.run(count, threads, progress, step)?;
    let after_capture = match after {
        Out::Masks(m) => AfterCapture::Masks(m),
        Out::Packed(p) => AfterCapture::Packed(p),
    };
    Ok(Layer {
        geese_win,
        after_capture,
        tally,
    })
}

/// Pass 1: CW into `fox_wins`, in index order, one unit per (block, centre set).
fn captures(
    count: usize,
    below: Option<&Words>,
    fox_wins: &[AtomicU64],
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<(), Cancelled> {
    let idx = index();
    let geo = geometry();
    let visit = |at: u64, parts: Parts| {
        let wins = capture_wins(geo, idx, idx.grid(parts), parts, below);
        fox_wins[at as usize].store(wins, Relaxed);
    };
    in_index_order(count, threads, progress, step, &visit)
}

/// CW of one set: the fox points from which a capture chain wins.
fn capture_wins(
    geo: &Geometry,
    idx: &Index,
    geese: u64,
    parts: Parts,
    below: Option<&Words>,
) -> u64 {
    let empty = geo.board & !geese;
    let mut wins = 0;
    for goose in bits(geese) {
        let lines = &geo.jumps_over[goose as usize];
        let open = lines
            .iter()
            .any(|&(f, l)| empty & (1 << f) != 0 && empty & (1 << l) != 0);
        if !open {
            continue;
        }
        let landing = match below {
            None => !0,
            Some(masks) => {
                let (at, mirrored) = idx.locate_parts(idx.toggle(parts, goose));
                let m = masks.get(at as usize);
                if mirrored { mirror(m) } else { m }
            }
        };
        for &(f, l) in lines {
            if empty & (1 << f) != 0 && empty & (1 << l) != 0 && landing & (1 << l) != 0 {
                wins |= 1 << f;
            }
        }
    }
    wins
}

enum Out {
    Masks(Words),
    Packed(Packed),
}

/// Pass 2: the goose moves, by row sum.
struct Moves<'a> {
    idx: &'a Index,
    geo: &'a Geometry,
    fox_wins: &'a [AtomicU64],
    geese_win: &'a Packed,
    after: &'a Out,
}

/// A unit of pass 2: one block, one centre set, the row sums of the two halves.
#[derive(Clone, Copy)]
struct Unit {
    block: Block,
    centre: u8,
    left_rows: u8,
    right_rows: u8,
}

impl Moves<'_> {
    fn run(
        &self,
        count: usize,
        threads: usize,
        progress: &Progress,
        step: &(dyn Fn(u64) + Sync),
    ) -> Result<Tally, Cancelled> {
        let by_rows = self.units_by_row_sum(count);
        let mut tally = Tally::default();
        for units in by_rows.iter().rev() {
            let work = |unit: usize, acc: &mut Tally| {
                let done = self.unit(&units[unit], acc);
                step(done);
            };
            let t = parallel(units.len(), threads, progress, &work, |a: &mut Tally, b| {
                a.add(b)
            })?;
            tally.add(t);
        }
        Ok(tally)
    }

    /// The units of a layer, grouped by the row sum of their sets (lowest first).
    fn units_by_row_sum(&self, count: usize) -> Vec<Vec<Unit>> {
        let idx = self.idx;
        let mut by_rows: Vec<Vec<Unit>> = vec![Vec::new(); 7 * count + 1];
        for block in idx.blocks(count) {
            let sums = |n: u8| -> Vec<u8> {
                (0..=7 * HALF as u8)
                    .filter(|&r| !idx.halves_by_rows[usize::from(n)][usize::from(r)].is_empty())
                    .collect()
            };
            let (lefts, rights) = (sums(block.left), sums(block.right));
            for &centre in &idx.unrank7[usize::from(block.centre)] {
                let c = usize::from(idx.centre_rows[usize::from(centre)]);
                for &l in &lefts {
                    for &r in &rights {
                        by_rows[c + usize::from(l) + usize::from(r)].push(Unit {
                            block,
                            centre,
                            left_rows: l,
                            right_rows: r,
                        });
                    }
                }
            }
        }
        by_rows
    }

    /// Solves the sets of one unit; returns how many.
    fn unit(&self, unit: &Unit, tally: &mut Tally) -> u64 {
        let idx = self.idx;
        let halves = |n: u8, rows: u8| &idx.halves_by_rows[usize::from(n)][usize::from(rows)];
        let mut done = 0;
        for &left in halves(unit.block.left, unit.left_rows) {
            for &right in halves(unit.block.right, unit.right_rows) {
                if unit.block.left == unit.block.right && !idx.canonical_pair(left, right) {
                    continue;
                }
                let parts = Parts {
                    centre: unit.centre,
                    left,
                    right,
                };
                let weight = if left == right { 1 } else { 2 };
                self.set(idx.grid(parts), parts, weight, tally);
                done += 1;
            }
        }
        done
    }

    /// Solves one set.
    fn set(&self, geese: u64, parts: Parts, weight: u64, tally: &mut Tally) {
        let (idx, geo) = (self.idx, self.geo);
        let empty = geo.board & !geese;
        let mut geese_win = 0;
        for goose in bits(geese) {
            let without = idx.toggle(parts, goose);
            for to in bits(geo.ahead[goose as usize] & empty) {
                let (at, mirrored) = idx.locate_parts(idx.toggle(without, to));
                let fox = self.fox_wins[at as usize].load(Relaxed);
                let fox = if mirrored { mirror(fox) } else { fox };
                geese_win |= !fox & !(1 << to);
            }
        }
        geese_win &= empty;
        let (at, _) = idx.locate_parts(parts);
        let capture = self.fox_wins[at as usize].load(Relaxed);
        let fox_wins = (geo.steps_into(empty & !geese_win) | capture) & empty;
        self.fox_wins[at as usize].store(fox_wins, Relaxed);
        self.geese_win.set(at, compress(geese_win, empty));
        let landing = (!geese_win | capture) & empty;
        match self.after {
            Out::Masks(m) => m.atomics()[at as usize].store(landing, Relaxed),
            Out::Packed(p) => p.set(at, compress(landing, empty)),
        }
        let points = u64::from(empty.count_ones());
        tally.add(Tally {
            geese_to_move: weight * points,
            geese_win: weight * u64::from(geese_win.count_ones()),
            fox_to_move: weight * points,
            fox_wins: weight * u64::from(fox_wins.count_ones()),
        });
    }
}

/// Unpacks a saved A layer into one grid mask per set, for building the next layer.
pub fn unpack(
    count: usize,
    bytes: &[u8],
    threads: usize,
    progress: &Progress,
) -> Result<Words, Cancelled> {
    let idx = index();
    let geo = geometry();
    let size = idx.size(count);
    let masks = Words::zeroed(size as usize);
    let visit = |at: u64, parts: Parts| {
        let empty = geo.board & !idx.grid(parts);
        let packed = read_packed(bytes, at, width(count));
        masks.atomics()[at as usize].store(expand(packed, empty), Relaxed);
    };
    in_index_order(count, threads, progress, &|_| (), &visit)?;
    Ok(masks)
}

/// The fewest geese a table layer holds.
pub const FIRST_LAYER: usize = MIN_GEESE;

/// Packs one grid mask per set (A, say) like the table, for saving.
pub fn pack(
    count: usize,
    masks: &Words,
    threads: usize,
    progress: &Progress,
) -> Result<Vec<u8>, Cancelled> {
    let idx = index();
    let geo = geometry();
    let size = idx.size(count);
    let packed = Packed::new(size, width(count));
    let visit = |at: u64, parts: Parts| {
        let empty = geo.board & !idx.grid(parts);
        packed.set(at, compress(masks.get(at as usize), empty));
    };
    in_index_order(count, threads, progress, &|_| (), &visit)?;
    Ok(packed.into_bytes(size))
}

#[cfg(test)]
mod tests;
