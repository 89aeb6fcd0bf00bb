//! A perfect index of the sets of geese of one count **and one row sum**, up to the
//! left-right mirror: the order the remoteness build streams in.
//!
//! A goose move raises the sum of the geese's rows by one, so a build by row sum from the
//! highest down needs, of its own count, only the slice it computes and the one above; with
//! each slice contiguous, every other one can be on disk. [`super::index`] lays a count's
//! sets out by their parts' sizes instead, with a slice's sets all over it.
//!
//! A set is (C, L, R) as there: its centre points and its two halves in the left half's
//! coordinates, each half with its size and its row sum (which the mirror keeps). Of a pair
//! of mirror images, the one stored has (|L|, rows(L), rank(L)) ≤ (|R|, rows(R), rank(R)),
//! ranks counted among the halves of the same size and row sum. A slice (count, sum) is laid
//! out in units (|C|, rows(C), |L|, rows(L)), |R| and rows(R) following; within a unit, by the
//! rank of C among the centres of its size and row sum, then the pair (L, R): all pairs when
//! the halves' (size, rows) differ, else those with rank(L) ≤ rank(R), in triangular order.

use super::index::{CENTRE, HALF, index};
use rustc_hash::FxHashMap;
use std::sync::LazyLock;

/// Where a set lies: its slice (the row sum; its count is the set's) and its place in the
/// slice, and whether the set is the mirror image of the one stored there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The sum of the geese's rows (each from 1 at the bottom).
    pub sum: usize,
    /// The index of the set in its slice.
    pub at: u64,
    /// Whether the set stored there is this one's mirror image.
    pub mirrored: bool,
}

/// One unit of a slice: the sets whose parts have these sizes and row sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unit {
    centre: u8,
    centre_rows: u8,
    left: u8,
    left_rows: u8,
    right: u8,
    right_rows: u8,
    /// Index of the unit's first set in its slice.
    start: u64,
    /// Sets per centre mask: the (L, R) pairs.
    pairs: u64,
}

impl Unit {
    /// Whether the two halves are of the same size and row sum (triangular pairs).
    fn square(&self) -> bool {
        self.left == self.right && self.left_rows == self.right_rows
    }
}

/// The slices of every count.
#[derive(Debug)]
pub struct Slices {
    /// Units of each (count, sum), in slice order.
    units: Vec<Vec<Vec<Unit>>>,
    /// Sets in each (count, sum).
    sizes: Vec<Vec<u64>>,
    /// The unit of (count, sum) by its key, as a position in `units[count][sum]`.
    unit_of: FxHashMap<u64, usize>,
    /// Centre masks by size and row sum, in mask order.
    centres: Vec<Vec<Vec<u8>>>,
    /// Rank of a centre mask among those of its size and row sum.
    centre_rank: [u32; 128],
    /// Rank of a half mask among those of its size and row sum.
    half_rank: Vec<u32>,
}

/// The largest row sum of any set of the cross's points.
const MAX_SUM: usize = 7 * (CENTRE + 2 * HALF);

/// A unit's key: its count, sum and the four sizes and row sums that fix it.
fn key(count: usize, sum: usize, centre: u8, centre_rows: u8, left: u8, left_rows: u8) -> u64 {
    (count as u64)
        | (sum as u64) << 8
        | u64::from(centre) << 16
        | u64::from(centre_rows) << 24
        | u64::from(left) << 32
        | u64::from(left_rows) << 40
}

/// The centre masks by size and row sum, in mask order, and each mask's rank among those
/// of its size and row sum.
fn centres_by_rows() -> (Vec<Vec<Vec<u8>>>, [u32; 128]) {
    let idx = index();
    let mut centres = vec![vec![Vec::new(); 7 * CENTRE + 1]; CENTRE + 1];
    let mut centre_rank = [0u32; 128];
    for mask in 0..128u8 {
        let list = &mut centres[mask.count_ones() as usize]
            [usize::from(idx.centre_rows[usize::from(mask)])];
        centre_rank[usize::from(mask)] = list.len() as u32;
        list.push(mask);
    }
    (centres, centre_rank)
}

/// Each half mask's rank among the halves of its size and row sum.
fn half_ranks() -> Vec<u32> {
    let mut half_rank = vec![0u32; 1 << HALF];
    for by_rows in &index().halves_by_rows {
        for list in by_rows {
            for (rank, &mask) in list.iter().enumerate() {
                half_rank[usize::from(mask)] = rank as u32;
            }
        }
    }
    half_rank
}

/// For each size of half, the row sums its halves have, each with how many have it.
fn halves_by_size() -> Vec<Vec<(usize, u64)>> {
    (0..=HALF)
        .map(|size| {
            let by_rows = index()
                .halves_by_rows
                .get(size)
                .map_or(&[][..], Vec::as_slice);
            by_rows
                .iter()
                .enumerate()
                .filter(|(_, list)| !list.is_empty())
                .map(|(rows, list)| (rows, list.len() as u64))
                .collect()
        })
        .collect()
}

/// Lays out every slice of `count` geese: each unit pushed to the list of its row sum in
/// `by_sum`, in slice order, each starting where the one before ends (`size_of` grows to
/// each slice's size), and each unit's place in its list kept in `unit_of` under its key;
/// `halves` is [`halves_by_size`].
/// Only the sizes and row sums that some half has are visited: the units themselves, not
/// every sum they might have.
fn lay_out(
    count: usize,
    centres: &[Vec<Vec<u8>>],
    halves: &[Vec<(usize, u64)>],
    by_sum: &mut [Vec<Unit>],
    size_of: &mut [u64],
    unit_of: &mut FxHashMap<u64, usize>,
) {
    // Within a slice, units go by centre size, left size, centre rows and left rows: the
    // order of these loops (the right's rows follow from the sum).
    for (centre, by_rows) in centres.iter().enumerate().take(CENTRE.min(count) + 1) {
        for left in 0..=HALF.min(count - centre) {
            let right = count - centre - left;
            if right < left || right > HALF {
                continue;
            }
            let (lefts, rights) = (&halves[left], &halves[right]);
            for (centre_rows, cs) in by_rows.iter().enumerate() {
                if cs.is_empty() {
                    continue;
                }
                for &(left_rows, nl) in lefts {
                    for &(right_rows, nr) in rights {
                        if left == right && left_rows > right_rows {
                            continue;
                        }
                        let sum = centre_rows + left_rows + right_rows;
                        let mut unit = Unit {
                            centre: centre as u8,
                            centre_rows: centre_rows as u8,
                            left: left as u8,
                            left_rows: left_rows as u8,
                            right: right as u8,
                            right_rows: right_rows as u8,
                            start: size_of[sum],
                            pairs: 0,
                        };
                        unit.pairs = if unit.square() {
                            nl * (nl + 1) / 2
                        } else {
                            nl * nr
                        };
                        size_of[sum] += cs.len() as u64 * unit.pairs;
                        let list = &mut by_sum[sum];
                        let k = key(
                            count,
                            sum,
                            unit.centre,
                            unit.centre_rows,
                            unit.left,
                            unit.left_rows,
                        );
                        unit_of.insert(k, list.len());
                        list.push(unit);
                    }
                }
            }
        }
    }
}

/// The slices, built once.
pub fn slices() -> &'static Slices {
    static SLICES: LazyLock<Slices> = LazyLock::new(Slices::new);
    &SLICES
}

impl Slices {
    /// Lays out every slice of every count, once.
    fn new() -> Slices {
        let (centres, centre_rank) = centres_by_rows();
        let counts = CENTRE + 2 * HALF + 1;
        let mut units = vec![vec![Vec::new(); MAX_SUM + 1]; counts];
        let mut sizes = vec![vec![0u64; MAX_SUM + 1]; counts];
        let mut unit_of = FxHashMap::default();
        let halves = halves_by_size();
        for (count, (by_sum, size_of)) in units.iter_mut().zip(&mut sizes).enumerate() {
            lay_out(count, &centres, &halves, by_sum, size_of, &mut unit_of);
        }
        Slices {
            units,
            sizes,
            unit_of,
            centres,
            centre_rank,
            half_rank: half_ranks(),
        }
    }

    /// Sets of `count` geese with row sum `sum`, up to the mirror.
    pub fn size(&self, count: usize, sum: usize) -> u64 {
        self.sizes
            .get(count)
            .and_then(|s| s.get(sum))
            .copied()
            .unwrap_or(0)
    }

    /// The row sums that sets of `count` geese have, lowest first.
    pub fn sums(&self, count: usize) -> Vec<usize> {
        (0..=MAX_SUM).filter(|&s| self.size(count, s) > 0).collect()
    }

    /// Where the grid set `geese` lies.
    pub fn locate(&self, geese: u64) -> Place {
        let idx = index();
        let parts = idx.parts(geese);
        let count = geese.count_ones() as usize;
        let rows = |half: u16| idx.half_rows[usize::from(half)];
        let (mut left, mut right) = (parts.left, parts.right);
        let order = |h: u16| (h.count_ones(), rows(h), self.half_rank[usize::from(h)]);
        let mirrored = order(left) > order(right);
        if mirrored {
            std::mem::swap(&mut left, &mut right);
        }
        let centre_rows = idx.centre_rows[usize::from(parts.centre)];
        let sum = usize::from(centre_rows) + usize::from(rows(left)) + usize::from(rows(right));
        let k = key(
            count,
            sum,
            parts.centre.count_ones() as u8,
            centre_rows,
            left.count_ones() as u8,
            rows(left),
        );
        let unit = &self.units[count][sum][self.unit_of[&k]];
        let (rl, rr) = (
            u64::from(self.half_rank[usize::from(left)]),
            u64::from(self.half_rank[usize::from(right)]),
        );
        let pair = if unit.square() {
            rr * (rr + 1) / 2 + rl
        } else {
            let rights = idx.halves_by_rows[usize::from(unit.right)][usize::from(unit.right_rows)]
                .len() as u64;
            rl * rights + rr
        };
        let rc = u64::from(self.centre_rank[usize::from(parts.centre)]);
        Place {
            sum,
            at: unit.start + rc * unit.pairs + pair,
            mirrored,
        }
    }

    /// Calls `f` with every set of the slice (count, sum) stored, as a grid set, in slice
    /// order: the first at 0, the next at 1, and so on.
    pub fn for_each(&self, count: usize, sum: usize, mut f: impl FnMut(u64)) {
        for piece in self.pieces(count, sum) {
            self.for_each_in(count, sum, &piece, &mut f);
        }
    }

    /// The slice (count, sum) cut into its pieces, in slice order: the runs of sets that
    /// share their centre points and their halves' sizes and row sums.
    pub fn pieces(&self, count: usize, sum: usize) -> Vec<Piece> {
        let Some(units) = self.units.get(count).and_then(|u| u.get(sum)) else {
            return Vec::new();
        };
        let mut pieces = Vec::new();
        for (u, unit) in units.iter().enumerate() {
            let centres = &self.centres[usize::from(unit.centre)][usize::from(unit.centre_rows)];
            for (rc, &centre) in centres.iter().enumerate() {
                pieces.push(Piece {
                    unit: u,
                    centre,
                    start: unit.start + rc as u64 * unit.pairs,
                    len: unit.pairs,
                });
            }
        }
        pieces
    }

    /// Calls `f` with every set of one piece of the slice (count, sum), as a grid set, in
    /// slice order (the first at `piece.start`).
    pub fn for_each_in(&self, count: usize, sum: usize, piece: &Piece, mut f: impl FnMut(u64)) {
        let idx = index();
        let unit = &self.units[count][sum][piece.unit];
        let lefts = &idx.halves_by_rows[usize::from(unit.left)][usize::from(unit.left_rows)];
        let rights = &idx.halves_by_rows[usize::from(unit.right)][usize::from(unit.right_rows)];
        let centre = piece.centre;
        let parts = |left: u16, right: u16| super::index::Parts {
            centre,
            left,
            right,
        };
        if unit.square() {
            for (rr, &right) in rights.iter().enumerate() {
                for &left in &lefts[..=rr] {
                    f(idx.grid(parts(left, right)));
                }
            }
        } else {
            for &left in lefts {
                for &right in rights {
                    f(idx.grid(parts(left, right)));
                }
            }
        }
    }
}

/// A run of consecutive sets of one slice: the unit of work of the streaming build.
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    /// Its unit in the slice.
    unit: usize,
    /// The centre points its sets share.
    centre: u8,
    /// The index of its first set in the slice.
    pub start: u64,
    /// Its sets.
    pub len: u64,
}

#[cfg(test)]
mod tests;
