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

use super::geometry::{Geometry, bits, compress, expand, geometry, mirror};
use super::index::{Block, HALF, Index, Parts, index};
use super::words::Words;
use crate::games::fox_geese::MIN_GEESE;
use crate::solver::progress::{Cancelled, Progress};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};

/// Bits stored per set in a layer of `count` geese: one per empty point.
pub fn width(count: usize) -> usize {
    33 - count
}

/// Bits packed at a fixed width per index, written by several threads at once.
#[derive(Debug)]
pub struct Packed {
    words: Words,
    width: usize,
}

impl Packed {
    /// Room for `len` entries of `width` bits, all zero.
    pub fn new(len: u64, width: usize) -> Packed {
        let bits = usize::try_from(len)
            .ok()
            .and_then(|len| len.checked_mul(width))
            .unwrap_or_else(|| panic!("{len} entries of {width} bits do not fit in memory"));
        let words = bits.div_ceil(64) + 1;
        Packed {
            words: Words::zeroed(words),
            width,
        }
    }

    /// Sets entry `at` (written once, from zero).
    fn set(&self, at: u64, value: u64) {
        let bit = at as usize * self.width;
        let (word, offset) = (bit / 64, bit % 64);
        let words = self.words.atomics();
        words[word].fetch_or(value << offset, Relaxed);
        if offset + self.width > 64 {
            words[word + 1].fetch_or(value >> (64 - offset), Relaxed);
        }
    }

    /// The little-endian bytes, exactly as many as the entries need.
    pub fn into_bytes(self, len: u64) -> Vec<u8> {
        let bytes = (len as usize * self.width).div_ceil(8);
        let mut out = Vec::with_capacity(bytes + 8);
        for word in self.words.atomics() {
            if out.len() >= bytes {
                break;
            }
            out.extend_from_slice(&word.load(Relaxed).to_le_bytes());
        }
        out.truncate(bytes);
        out
    }
}

/// Reads entry `at` of `width` bits from packed little-endian bytes.
pub fn read_packed(bytes: &[u8], at: u64, width: usize) -> u64 {
    let bit = at * width as u64;
    let first = (bit / 8) as usize;
    let end = (first + 8).min(bytes.len());
    read_bits(&bytes[first..end], bit % 8, width)
}

/// Reads `width` bits starting at bit `shift` (below 8) of up to eight bytes.
pub fn read_bits(bytes: &[u8], shift: u64, width: usize) -> u64 {
    let mut raw = [0u8; 8];
    raw[..bytes.len()].copy_from_slice(bytes);
    (u64::from_le_bytes(raw) >> shift) & ((1 << width) - 1)
}

/// The byte range holding entry `at` of `width` bits, and the bit it starts at there.
pub fn entry_bytes(at: u64, width: usize, len: u64) -> (std::ops::Range<u64>, u64) {
    let bit = at * width as u64;
    let first = bit / 8;
    (first..(first + 8).min(len), bit % 8)
}

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

/// Runs `work` on every unit from `0..units` on `threads` threads, each pulling the next
/// unit, checking for a cancel between units. A panic of `work` goes on in the caller's
/// thread once the others have stopped (never turned into a cancel).
fn parallel<T: Default + Send>(
    units: usize,
    threads: usize,
    progress: &Progress,
    work: &(dyn Fn(usize, &mut T) + Sync),
    merge: impl Fn(&mut T, T),
) -> Result<T, Cancelled> {
    let next = AtomicUsize::new(0);
    let results: Vec<Result<T, Cancelled>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut acc = T::default();
                    loop {
                        progress.check()?;
                        let unit = next.fetch_add(1, Relaxed);
                        if unit >= units {
                            return Ok(acc);
                        }
                        work(unit, &mut acc);
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut total = T::default();
    for r in results {
        merge(&mut total, r?);
    }
    Ok(total)
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

/// Calls `visit` with every stored set of `count` geese (its index and parts), in index
/// order within each unit of work, on `threads` threads; `step` hears of each unit done.
fn in_index_order(
    count: usize,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
    visit: &(dyn Fn(u64, Parts) + Sync),
) -> Result<(), Cancelled> {
    let idx = index();
    let units = units_in_order(idx, count);
    let work = |unit: usize, _: &mut ()| {
        let (block, rc) = units[unit];
        let centre = idx.unrank7[usize::from(block.centre)][rc];
        let mut at = block.start + rc as u64 * block.pairs;
        for_pairs(idx, &block, |left, right| {
            visit(
                at,
                Parts {
                    centre,
                    left,
                    right,
                },
            );
            at += 1;
        });
        step(block.pairs);
    };
    parallel(units.len(), threads, progress, &work, |_, ()| ())
}

/// Calls `f` with every stored (L, R) pair of a block, in index order.
fn for_pairs(idx: &Index, block: &Block, mut f: impl FnMut(u16, u16)) {
    let lefts = &idx.unrank13[usize::from(block.left)];
    let rights = &idx.unrank13[usize::from(block.right)];
    if block.left < block.right {
        for &l in lefts {
            for &r in rights {
                f(l, r);
            }
        }
    } else {
        for (rr, &r) in rights.iter().enumerate() {
            for &l in &lefts[..=rr] {
                f(l, r);
            }
        }
    }
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

/// The units of an index-order pass: (block, rank of the centre set).
fn units_in_order(idx: &Index, count: usize) -> Vec<(Block, usize)> {
    idx.blocks(count)
        .into_iter()
        .flat_map(|b| (0..idx.unrank7[usize::from(b.centre)].len()).map(move |c| (b, c)))
        .collect()
}

#[cfg(test)]
mod tests;
