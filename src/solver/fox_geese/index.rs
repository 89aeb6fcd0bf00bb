//! A perfect index of the sets of geese of one count, up to the left-right mirror.
//!
//! The cross splits into its centre column (7 points) and two halves of 13 points that the
//! mirror swaps. A set is (C, L, R): its centre points and its points in each half, both
//! halves written in the left half's coordinates. The mirror turns (C, L, R) into
//! (C, R, L), so of every pair of mirror images only the one with |L| < |R|, or |L| = |R|
//! and rank(L) ≤ rank(R), is stored. Within one count the sets are laid out in blocks by
//! (|C|, |L|, |R|), each block indexed by the ranks of C, L and R among the subsets of
//! their size (colexicographic, which for bit masks is numeric order). Ranking a set takes
//! a few table look-ups, with no search.

use super::geometry::{bits, geometry};
use std::sync::LazyLock;

/// Points in one half of the cross.
pub const HALF: usize = 13;
/// Points in the centre column.
pub const CENTRE: usize = 7;

/// Binomial coefficients up to 13.
const fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    let mut r = 1u64;
    let mut i = 0;
    while i < k {
        r = r * (n - i) as u64 / (i + 1) as u64;
        i += 1;
    }
    r
}

/// One block of a layer: the sets with given counts in the centre and each half.
#[derive(Clone, Copy, Debug, Default)]
pub struct Block {
    /// Geese in the centre column.
    pub centre: u8,
    /// Geese in the left half (never more than in the right half).
    pub left: u8,
    /// Geese in the right half.
    pub right: u8,
    /// Index of the block's first set.
    pub start: u64,
    /// Sets per centre subset: the (L, R) pairs.
    pub pairs: u64,
    /// Subsets of the right half of its size.
    pub rights: u64,
}

/// A set of geese split into its three parts (half masks in left-half coordinates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// Centre points, bit = row − 1.
    pub centre: u8,
    /// Left half points.
    pub left: u16,
    /// Right half points, mirrored into left-half coordinates.
    pub right: u16,
}

/// Per row of the grid and row pattern: the (left, centre, right) part masks.
type RowSplit = [[(u16, u8, u16); 128]; 7];

/// The blocks of one count, indexed `[centre][left]`.
type Layer = [[Block; HALF + 1]; CENTRE + 1];

/// The index tables.
#[derive(Debug)]
pub struct Index {
    /// Per row of the grid and row pattern: (left, centre, right) contributions.
    split: RowSplit,
    /// Rank of a half mask among the masks of its size.
    rank13: Vec<u16>,
    /// Rank of a centre mask among the masks of its size.
    rank7: [u8; 128],
    /// Half masks by size, in rank order.
    pub unrank13: Vec<Vec<u16>>,
    /// Centre masks by size, in rank order.
    pub unrank7: Vec<Vec<u8>>,
    /// Grid set of a left half mask.
    left_grid: Vec<u64>,
    /// Grid set of a right half mask (in left-half coordinates).
    right_grid: Vec<u64>,
    /// Grid set of a centre mask.
    centre_grid: [u64; 128],
    /// Row sum of a half mask.
    pub half_rows: Vec<u8>,
    /// Row sum of a centre mask.
    pub centre_rows: [u8; 128],
    /// Half masks by size and row sum, in rank order.
    pub halves_by_rows: Vec<Vec<Vec<u16>>>,
    /// The parts of each single grid bit.
    cell_parts: [Parts; 49],
    /// Blocks of each count, indexed `[count][centre][left]`.
    blocks: Vec<Layer>,
    /// Sets of each count, up to the mirror.
    sizes: Vec<u64>,
}

/// The index, built once.
pub fn index() -> &'static Index {
    static INDEX: LazyLock<Index> = LazyLock::new(Index::new);
    &INDEX
}

impl Index {
    fn new() -> Index {
        let geo = geometry();
        // Left-half coordinates: the left points in grid order; a right point takes the
        // coordinate of its mirror image.
        let left_cells: Vec<u32> = bits(geo.board).filter(|g| g % 7 < 3).collect();
        let split = split_table(geo.board, &left_cells);
        let (left_grid, right_grid, half_rows) = half_tables(&left_cells);
        let (centre_grid, centre_rows) = centre_tables();
        let (unrank13, rank13) = half_ranks();
        let halves_by_rows = halves_by_rows(&unrank13, &half_rows);
        let (unrank7, rank7) = centre_ranks();
        let (blocks, sizes) = layout_blocks();
        let cell_parts = cell_parts(&split);
        Index {
            split,
            cell_parts,
            rank13,
            rank7,
            unrank13,
            unrank7,
            left_grid,
            right_grid,
            centre_grid,
            half_rows,
            centre_rows,
            halves_by_rows,
            blocks,
            sizes,
        }
    }

    /// Sets of `count` geese up to the mirror.
    pub fn size(&self, count: usize) -> u64 {
        self.sizes[count]
    }

    /// The blocks of `count`, in index order.
    pub fn blocks(&self, count: usize) -> Vec<Block> {
        let mut out: Vec<Block> = self.blocks[count]
            .iter()
            .flatten()
            .filter(|b| b.pairs > 0 && usize::from(b.centre + b.left + b.right) == count)
            .copied()
            .collect();
        out.sort_by_key(|b| b.start);
        out
    }

    /// The three parts of a grid set.
    pub fn parts(&self, grid: u64) -> Parts {
        let mut parts = Parts {
            centre: 0,
            left: 0,
            right: 0,
        };
        for (row, table) in self.split.iter().enumerate() {
            let (l, c, r) = table[((grid >> (7 * row)) & 127) as usize];
            parts.left |= l;
            parts.centre |= c;
            parts.right |= r;
        }
        parts
    }

    /// The grid set of three parts.
    pub fn grid(&self, parts: Parts) -> u64 {
        self.centre_grid[usize::from(parts.centre)]
            | self.left_grid[usize::from(parts.left)]
            | self.right_grid[usize::from(parts.right)]
    }

    /// `parts` with the point of grid bit `cell` added or removed.
    pub fn toggle(&self, parts: Parts, cell: u32) -> Parts {
        let c = self.cell_parts[cell as usize];
        Parts {
            centre: parts.centre ^ c.centre,
            left: parts.left ^ c.left,
            right: parts.right ^ c.right,
        }
    }

    /// The index of a grid set within its count, and whether it is the mirror image of the
    /// set stored there.
    pub fn locate(&self, grid: u64) -> (u64, bool) {
        self.locate_parts(self.parts(grid))
    }

    /// [`Index::locate`] of a set given by its parts.
    pub fn locate_parts(&self, parts: Parts) -> (u64, bool) {
        let (mut cl, mut cr) = (parts.left.count_ones(), parts.right.count_ones());
        let (mut rl, mut rr) = (
            u64::from(self.rank13[usize::from(parts.left)]),
            u64::from(self.rank13[usize::from(parts.right)]),
        );
        let mirrored = cl > cr || (cl == cr && rl > rr);
        if mirrored {
            std::mem::swap(&mut cl, &mut cr);
            std::mem::swap(&mut rl, &mut rr);
        }
        let centre = parts.centre.count_ones() as usize;
        let count = centre + cl as usize + cr as usize;
        let block = &self.blocks[count][centre][cl as usize];
        let pair = if cl < cr {
            rl * block.rights + rr
        } else {
            rr * (rr + 1) / 2 + rl
        };
        let rc = u64::from(self.rank7[usize::from(parts.centre)]);
        (block.start + rc * block.pairs + pair, mirrored)
    }

    /// Whether a half pair is the stored one of its mirror pair in a block of equal halves.
    pub fn canonical_pair(&self, left: u16, right: u16) -> bool {
        self.rank13[usize::from(left)] <= self.rank13[usize::from(right)]
    }
}

/// Per row of the grid and pattern of that row: its (left, centre, right) part masks.
fn split_table(board: u64, left_cells: &[u32]) -> RowSplit {
    let half_of = |g: u32| -> Option<(bool, usize)> {
        let (row, col) = (g / 7, g % 7);
        let mirror = row * 7 + (6 - col);
        match col {
            0..=2 => left_cells.iter().position(|&c| c == g).map(|i| (false, i)),
            4..=6 => left_cells
                .iter()
                .position(|&c| c == mirror)
                .map(|i| (true, i)),
            _ => None,
        }
    };
    let mut split: RowSplit = [[(0, 0, 0); 128]; 7];
    for (row, table) in split.iter_mut().enumerate() {
        for (pattern, slot) in table.iter_mut().enumerate() {
            for col in 0..7u32 {
                let g = row as u32 * 7 + col;
                if pattern & (1 << col) == 0 || board & (1 << g) == 0 {
                    continue;
                }
                match half_of(g) {
                    Some((false, i)) => slot.0 |= 1 << i,
                    Some((true, i)) => slot.2 |= 1 << i,
                    None => slot.1 |= 1 << row,
                }
            }
        }
    }
    split
}

/// Per half mask: its grid set as a left half, as a right half, and its row sum.
fn half_tables(left_cells: &[u32]) -> (Vec<u64>, Vec<u64>, Vec<u8>) {
    let mut left_grid = vec![0u64; 1 << HALF];
    let mut right_grid = vec![0u64; 1 << HALF];
    let mut half_rows = vec![0u8; 1 << HALF];
    for mask in 0..1usize << HALF {
        for (i, &cell) in left_cells.iter().enumerate() {
            if mask & (1 << i) != 0 {
                left_grid[mask] |= 1 << cell;
                right_grid[mask] |= 1 << (cell / 7 * 7 + 6 - cell % 7);
                half_rows[mask] += (cell / 7 + 1) as u8;
            }
        }
    }
    (left_grid, right_grid, half_rows)
}

/// Per centre mask: its grid set and its row sum.
fn centre_tables() -> ([u64; 128], [u8; 128]) {
    let mut centre_grid = [0u64; 128];
    let mut centre_rows = [0u8; 128];
    for mask in 0..128usize {
        for row in 0..7 {
            if mask & (1 << row) != 0 {
                centre_grid[mask] |= 1 << (row * 7 + 3);
                centre_rows[mask] += row as u8 + 1;
            }
        }
    }
    (centre_grid, centre_rows)
}

/// The half masks by size in rank order, and the rank of each half mask.
fn half_ranks() -> (Vec<Vec<u16>>, Vec<u16>) {
    let mut unrank13 = vec![Vec::new(); HALF + 1];
    let mut rank13 = vec![0u16; 1 << HALF];
    for mask in 0..1u16 << HALF {
        let list = &mut unrank13[mask.count_ones() as usize];
        rank13[usize::from(mask)] = list.len() as u16;
        list.push(mask);
    }
    (unrank13, rank13)
}

/// The half masks by size and row sum, in rank order.
fn halves_by_rows(unrank13: &[Vec<u16>], half_rows: &[u8]) -> Vec<Vec<Vec<u16>>> {
    let mut halves_by_rows = vec![vec![Vec::new(); 7 * HALF + 1]; HALF + 1];
    for list in unrank13 {
        for &mask in list {
            halves_by_rows[mask.count_ones() as usize][usize::from(half_rows[usize::from(mask)])]
                .push(mask);
        }
    }
    halves_by_rows
}

/// The centre masks by size in rank order, and the rank of each centre mask.
fn centre_ranks() -> (Vec<Vec<u8>>, [u8; 128]) {
    let mut unrank7 = vec![Vec::new(); CENTRE + 1];
    let mut rank7 = [0u8; 128];
    for mask in 0..128u8 {
        let list = &mut unrank7[mask.count_ones() as usize];
        rank7[usize::from(mask)] = list.len() as u8;
        list.push(mask);
    }
    (unrank7, rank7)
}

/// The blocks of every count, indexed `[count][centre][left]`, and the sets of each count.
fn layout_blocks() -> (Vec<Layer>, Vec<u64>) {
    let mut blocks: Vec<Layer> =
        vec![[[Block::default(); HALF + 1]; CENTRE + 1]; 2 * HALF + CENTRE + 1];
    let mut sizes = vec![0u64; 2 * HALF + CENTRE + 1];
    for (count, (layer, size)) in blocks.iter_mut().zip(sizes.iter_mut()).enumerate() {
        // The loop variables are goose counts as well as indices.
        #[allow(clippy::needless_range_loop)]
        for centre in 0..=CENTRE.min(count) {
            for left in 0..=HALF {
                let Some(right) = (count - centre).checked_sub(left) else {
                    continue;
                };
                if right < left || right > HALF {
                    continue;
                }
                let (nl, nr) = (binomial(HALF, left), binomial(HALF, right));
                let pairs = if left < right {
                    nl * nr
                } else {
                    nl * (nl + 1) / 2
                };
                layer[centre][left] = Block {
                    centre: centre as u8,
                    left: left as u8,
                    right: right as u8,
                    start: *size,
                    pairs,
                    rights: nr,
                };
                *size += binomial(CENTRE, centre) * pairs;
            }
        }
    }
    (blocks, sizes)
}

/// The parts of each single grid bit.
fn cell_parts(split: &RowSplit) -> [Parts; 49] {
    let mut cell_parts = [Parts::default(); 49];
    for (g, slot) in cell_parts.iter_mut().enumerate() {
        let (row, col) = (g / 7, g % 7);
        let (l, c, r) = split[row][1 << col];
        *slot = Parts {
            centre: c,
            left: l,
            right: r,
        };
    }
    cell_parts
}

#[cfg(test)]
mod tests;
