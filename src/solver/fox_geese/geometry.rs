//! The cross on a 7×7 grid of bits, so that a set of points and a mask over fox points are
//! one `u64` where a step in a direction is a shift.
//!
//! Grid bit `7 × (row − 1) + column` holds the point at that column and row; the 16 grid
//! cells outside the cross are never set. Everything here is derived from the board of
//! [`crate::games::board::cross`], so the table knows no line the rules do not.

use crate::games::board::{Point, PointSet, cross};
use std::sync::LazyLock;

/// Bits of the grid.
pub const CELLS: usize = 49;

/// A step direction on the grid: the change of the bit number.
const DIRECTIONS: [i32; 8] = [1, -1, 7, -7, 8, 6, -6, -8];

/// The cross's geometry on the grid.
#[derive(Debug)]
pub struct Geometry {
    /// Grid bit of each board point, by point number.
    grid_of_point: Vec<u8>,
    /// Board point of each grid bit (`u8::MAX` off the cross).
    point_of_grid: [u8; CELLS],
    /// The 33 points of the cross.
    pub board: u64,
    /// For each direction: the points with a line leaving them that way.
    leaving: [u64; 8],
    /// For each grid bit: the points a goose there may step to (up a row).
    pub ahead: [u64; CELLS],
    /// For each grid bit: the points beside it on its row (a sideways goose step).
    pub beside: [u64; CELLS],
    /// For each grid bit: the capture lines over a goose there, as (fox from, fox to).
    pub jumps_over: Vec<Vec<(u8, u8)>>,
    /// For each grid bit: its row, 1 at the bottom.
    pub row: [u8; CELLS],
}

/// The geometry, built once.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: LazyLock<Geometry> = LazyLock::new(Geometry::new);
    &GEOMETRY
}

impl Geometry {
    fn new() -> Geometry {
        let board = cross();
        let grid_of_point: Vec<u8> = board
            .all()
            .map(|p| {
                let info = board.info(p);
                7 * (info.row - 1) + info.column
            })
            .collect();
        let mut point_of_grid = [u8::MAX; CELLS];
        let mut row = [0u8; CELLS];
        for (p, &g) in grid_of_point.iter().enumerate() {
            point_of_grid[usize::from(g)] = p as u8;
            row[usize::from(g)] = g / 7 + 1;
        }
        let to_grid = |set: PointSet| -> u64 {
            set.iter()
                .map(|p| 1u64 << grid_of_point[p.index()])
                .fold(0, |a, b| a | b)
        };
        let mut leaving = [0u64; 8];
        let mut ahead = [0u64; CELLS];
        let mut beside = [0u64; CELLS];
        let mut jumps_over = vec![Vec::new(); CELLS];
        for p in board.all() {
            let g = i32::from(grid_of_point[p.index()]);
            for q in board.neighbours(p).iter() {
                let step = i32::from(grid_of_point[q.index()]) - g;
                let d = DIRECTIONS
                    .iter()
                    .position(|&d| d == step)
                    .expect("every line joins grid neighbours");
                leaving[d] |= 1 << g;
            }
            ahead[g as usize] = to_grid(board.ahead(p));
            beside[g as usize] = to_grid(board.beside(p));
            for jump in board.jumps(p) {
                let over = grid_of_point[jump.over.index()];
                jumps_over[usize::from(over)].push((g as u8, grid_of_point[jump.to.index()]));
            }
        }
        Geometry {
            board: to_grid(board.everywhere()),
            grid_of_point,
            point_of_grid,
            leaving,
            ahead,
            beside,
            jumps_over,
            row,
        }
    }

    /// A set of board points on the grid.
    pub fn grid(&self, set: PointSet) -> u64 {
        set.iter()
            .map(|p| 1u64 << self.grid_of_point[p.index()])
            .fold(0, |a, b| a | b)
    }

    /// The grid bit of a board point.
    pub fn cell(&self, point: Point) -> u32 {
        u32::from(self.grid_of_point[point.index()])
    }

    /// The board points of a grid set.
    pub fn points(&self, grid: u64) -> PointSet {
        bits(grid)
            .map(|g| Point(self.point_of_grid[g as usize]))
            .collect()
    }

    /// A checksum of everything the rules take from the board: its points, its lines, the
    /// points a goose steps to and the capture jumps. A table records it, so that a table
    /// built for another board or other rules is refused, never read as valid.
    pub fn fingerprint(&self) -> u32 {
        let mut h = crc32fast::Hasher::new();
        h.update(&self.board.to_le_bytes());
        for mask in self.leaving.iter().chain(&self.ahead) {
            h.update(&mask.to_le_bytes());
        }
        for (over, jumps) in self.jumps_over.iter().enumerate() {
            h.update(&[over as u8, jumps.len() as u8]);
            for &(from, to) in jumps {
                h.update(&[from, to]);
            }
        }
        h.update(&self.row);
        h.finalize()
    }

    /// A checksum of the sideways goose steps (the points beside each point on its row),
    /// which the tables of the sideways game record besides [`Geometry::fingerprint`].
    pub fn sideways_fingerprint(&self) -> u32 {
        let mut h = crc32fast::Hasher::new();
        for mask in &self.beside {
            h.update(&mask.to_le_bytes());
        }
        h.finalize()
    }

    /// The fox points from which a step along a line reaches a point of `targets`.
    pub fn steps_into(&self, targets: u64) -> u64 {
        let mut from = 0;
        for (d, &shift) in DIRECTIONS.iter().enumerate() {
            let moved = if shift > 0 {
                targets >> shift
            } else {
                targets << -shift
            };
            from |= self.leaving[d] & moved;
        }
        from & self.board
    }
}

/// The set bits of `mask`, lowest first.
pub fn bits(mut mask: u64) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let at = mask.trailing_zeros();
            mask &= mask - 1;
            at
        })
    })
}

/// The grid mirrored left to right (column c to 6 − c).
pub fn mirror(grid: u64) -> u64 {
    static REVERSED: LazyLock<[u64; 128]> = LazyLock::new(|| {
        let mut table = [0u64; 128];
        for (m, slot) in table.iter_mut().enumerate() {
            *slot = (0..7)
                .filter(|c| m & (1 << c) != 0)
                .map(|c| 1u64 << (6 - c))
                .fold(0, |a, b| a | b);
        }
        table
    });
    let mut out = 0;
    for row in 0..7 {
        out |= REVERSED[((grid >> (7 * row)) & 127) as usize] << (7 * row);
    }
    out
}

/// The bits of `value` at the positions of `mask`'s set bits, packed low (software `pext`).
pub fn compress(value: u64, mask: u64) -> u64 {
    let mut out = 0;
    for (i, at) in bits(mask).enumerate() {
        out |= ((value >> at) & 1) << i;
    }
    out
}

/// The inverse of [`compress`]: the low bits of `packed` spread onto `mask`'s set bits.
pub fn expand(packed: u64, mask: u64) -> u64 {
    let mut out = 0;
    for (i, at) in bits(mask).enumerate() {
        out |= ((packed >> i) & 1) << at;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_has_33_points_and_92_lines() {
        let g = geometry();
        assert_eq!(g.board.count_ones(), 33);
        let lines: u32 = g.leaving.iter().map(|m| m.count_ones()).sum();
        assert_eq!(lines, 2 * 92);
    }

    #[test]
    fn mirror_is_an_involution_that_keeps_the_board() {
        let g = geometry();
        assert_eq!(mirror(g.board), g.board);
        for m in [0x1234_5678_9abc_u64 & g.board, g.board & !1, 1 << 16] {
            assert_eq!(mirror(mirror(m)), m);
        }
    }

    #[test]
    fn compress_and_expand_are_inverse() {
        let mask = 0b1011_0110_1001u64;
        for value in 0..64u64 {
            let spread = expand(value, mask);
            assert_eq!(spread & !mask, 0);
            assert_eq!(compress(spread, mask), value & 0x3f);
        }
    }
}
