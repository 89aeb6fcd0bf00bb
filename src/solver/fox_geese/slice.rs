//! One slice of the remoteness build (a goose count and a row sum) computed from what it
//! reads: the fox-to-move results of the slice above and the after-capture results of the
//! slices below ([`Slice`]), and the byte keys its results are held in. [`super::stream`]
//! hands the slices their neighbours; [`super::sideways`] solves a slice of the sideways game
//! from the same keys.
//!
//! # Keys
//!
//! A result (the remoteness `r` of the position a choice leads to, whose side to move is
//! the other side) is held as a byte whose order is the chooser's: [`key`] maps an even `r`
//! (the other side loses) to 255 − r/2 and an odd `r` to r/2 + 1, so the best choice is the
//! largest key, and 0 is "no choice". Taking the best of many results is then a byte-wise
//! maximum, and one more ply a table look-up ([`up`]).
//!
//! Within a slice, sets are independent: its pieces ([`super::slices::Piece`]) are shared
//! among the threads, each writing its own part of the slice's arrays.

use super::build::width;
use super::geometry::{bits, geometry, mirror};
use super::slices::{Piece, slices};
use crate::solver::progress::{Cancelled, Progress};
use std::sync::{LazyLock, Mutex};

mod again;

/// The key of "no choice": below every result.
pub const NONE: u8 = 0;

/// The longest remoteness a key can hold.
pub const LONGEST: u8 = 253;

/// The key of a draw (the sideways game): between every result the other side loses (above)
/// and every one it wins (below), and [`key`] of [`DRAWN`].
pub const DRAW: u8 = 128;

/// The remoteness byte of a drawn position: [`remoteness`] of [`DRAW`].
pub const DRAWN: u8 = 255;

/// The key of the result `r` (a remoteness in plies, at most [`LONGEST`]): larger is better
/// for the side choosing.
pub const fn key(r: u8) -> u8 {
    if r.is_multiple_of(2) {
        255 - r / 2
    } else {
        r / 2 + 1
    }
}

/// The after-capture key of a position the fox has just jumped to: the better, for the
/// fox, of stopping there (`geese`, the key of the geese to move there) and capturing on
/// (`chain`, [`Slice::chains`]). The build, the sideways build and the keys worked out
/// again from the plies all take it from here.
pub(super) fn after_key(geese: u8, chain: u8) -> u8 {
    geese.max(chain)
}

/// The remoteness of a key ([`NONE`] excepted); [`DRAWN`] for [`DRAW`].
pub const fn remoteness(key: u8) -> u8 {
    if key == DRAW {
        DRAWN
    } else if key > 128 {
        (255 - key) * 2
    } else {
        (key - 1) * 2 + 1
    }
}

/// The key of a position whose side to move's best result has key `best`: one ply more
/// than that result, or 0 plies (the side to move has lost) when it has no move; a draw
/// when the best is a draw.
pub fn up(best: u8) -> u8 {
    static UP: LazyLock<[u8; 256]> = LazyLock::new(|| {
        let mut table = [0u8; 256];
        for (best, slot) in table.iter_mut().enumerate() {
            *slot = match best as u8 {
                NONE => key(0),
                // The best a side can do is a draw: the position is drawn.
                DRAW => DRAW,
                // Beyond what a key holds: marked, and refused where it is used.
                k if remoteness(k) >= LONGEST => NONE,
                k => key(remoteness(k) + 1),
            };
        }
        table
    });
    let k = UP[usize::from(best)];
    assert!(k != NONE, "a remoteness above {LONGEST} plies");
    k
}

/// What a count holds, every position counted (mirror images too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Figures {
    /// The goose count.
    pub geese: usize,
    /// Positions per side to move.
    pub positions: u64,
    /// Of those with the geese to move, the ones the geese win.
    pub geese_win: u64,
    /// Of those with the fox to move, the ones the fox wins.
    pub fox_wins: u64,
    /// The longest remoteness with the geese to move, and with the fox to move (draws
    /// aside).
    pub longest: (u8, u8),
    /// The drawn positions with the geese to move, and with the fox to move (only with
    /// sideways moves).
    pub draws: (u64, u64),
}

impl Figures {
    pub(super) fn add(&mut self, other: &Figures) {
        self.positions += other.positions;
        self.geese_win += other.geese_win;
        self.fox_wins += other.fox_wins;
        self.longest = (
            self.longest.0.max(other.longest.0),
            self.longest.1.max(other.longest.1),
        );
        self.draws = (self.draws.0 + other.draws.0, self.draws.1 + other.draws.1);
    }
}

/// One slice being built, and what it reads.
pub(super) struct Slice<'a> {
    pub(super) count: usize,
    pub(super) sum: usize,
    /// The fox-to-move keys of (count, sum + 1); empty when there is no such slice.
    pub(super) above: &'a [u8],
    /// By a captured goose's row: the after-capture keys of (count − 1, sum − row), when
    /// that slice exists and the count below has four geese or more.
    pub(super) below: [Option<&'a [u8]>; 8],
}

/// Hands `shares` out to `threads` threads, the largest first (so that the last ones
/// handed out are small), each done by `work` with its thread's own `A`; `step` hears of
/// each share's `len` once done. The threads' `A`s, or why they stopped.
pub(super) fn on_threads<T: Send, A: Default + Send>(
    mut shares: Vec<T>,
    len: impl Fn(&T) -> u64,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
    work: impl Fn(&mut T, &mut A) + Sync,
) -> Result<Vec<A>, Cancelled> {
    // Popped from the end: sorted from the smallest.
    shares.sort_by_key(&len);
    let shares: Vec<(u64, T)> = shares.into_iter().map(|s| (len(&s), s)).collect();
    let queue = Mutex::new(shares);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| -> Result<A, Cancelled> {
                    let mut mine = A::default();
                    loop {
                        progress.check()?;
                        let next = queue.lock().expect("the queue is not poisoned").pop();
                        let Some((n, mut share)) = next else { break };
                        work(&mut share, &mut mine);
                        step(n);
                    }
                    Ok(mine)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    })
}

/// A piece's share of the slice's arrays: GR, FR and AR keys.
struct Share<'a> {
    piece: Piece,
    geese: &'a mut [u8],
    fox: &'a mut [u8],
    after: &'a mut [u8],
}

/// The grid cell of each cell's mirror image.
pub(super) static MIRROR_CELL: LazyLock<[u8; 64]> = LazyLock::new(|| {
    let mut table = [0u8; 64];
    for (c, slot) in table.iter_mut().enumerate().take(49) {
        *slot = mirror(1 << c).trailing_zeros() as u8;
    }
    table
});

/// The fox points a step from each cell reaches.
pub(super) static STEPS: LazyLock<[u64; 64]> = LazyLock::new(|| {
    let geo = geometry();
    let mut table = [0u64; 64];
    for c in bits(geo.board) {
        // Lines are symmetric: the points that step into c are the points c steps to.
        table[c as usize] = geo.steps_into(1 << c);
    }
    table
});

impl Slice<'_> {
    /// Computes the slice: its GR, FR and AR keys, and its figures.
    #[allow(clippy::type_complexity)]
    pub(super) fn run(
        &self,
        threads: usize,
        progress: &Progress,
        step: &(dyn Fn(u64) + Sync),
    ) -> Result<(Vec<u8>, Vec<u8>, Vec<u8>, Figures), Cancelled> {
        let sl = slices();
        let w = width(self.count);
        let len = sl.size(self.count, self.sum) as usize * w;
        let (mut geese, mut fox, mut after) = (vec![0u8; len], vec![0u8; len], vec![0u8; len]);
        let mut shares = Vec::new();
        let figures = {
            let (mut g, mut f, mut a) = (&mut geese[..], &mut fox[..], &mut after[..]);
            for piece in sl.pieces(self.count, self.sum) {
                let n = piece.len as usize * w;
                let (g1, g2) = g.split_at_mut(n);
                let (f1, f2) = f.split_at_mut(n);
                let (a1, a2) = a.split_at_mut(n);
                (g, f, a) = (g2, f2, a2);
                shares.push(Share {
                    piece,
                    geese: g1,
                    fox: f1,
                    after: a1,
                });
            }
            let totals = on_threads(shares, |s| s.piece.len, threads, progress, step, {
                |share: &mut Share, mine: &mut Figures| self.piece(share, mine)
            })?;
            let mut figures = Figures::default();
            for f in &totals {
                figures.add(f);
            }
            figures
        };
        Ok((geese, fox, after, figures))
    }

    /// Computes the sets of one piece.
    fn piece(&self, share: &mut Share, figures: &mut Figures) {
        let sl = slices();
        let w = width(self.count);
        let mut k = 0;
        sl.for_each_in(self.count, self.sum, &share.piece, |geese| {
            let range = k * w..(k + 1) * w;
            self.set(
                geese,
                &mut share.geese[range.clone()],
                &mut share.fox[range.clone()],
                &mut share.after[range],
                figures,
            );
            k += 1;
        });
    }

    /// CB: for each empty point of the set `geese` (as stored), the best end, for the fox,
    /// of a capture chain from there (it may stop after any jump), from the slices below;
    /// [`NONE`] without a capture.
    pub(super) fn chains(&self, geese: u64) -> [u8; 64] {
        let geo = geometry();
        let sl = slices();
        let mirror_cell = &*MIRROR_CELL;
        let empty = geo.board & !geese;
        let mut chain = [NONE; 64];
        for g in bits(geese) {
            let lines = &geo.jumps_over[g as usize];
            if !lines
                .iter()
                .any(|&(from, to)| empty & (1 << from) != 0 && empty & (1 << to) != 0)
            {
                continue;
            }
            let row = usize::from(geo.row[g as usize]);
            let child = geese & !(1 << g);
            // Where the child's keys are, or none with three geese left (the fox has won,
            // the geese to move have lost).
            let found = self.below[row].map(|bytes| {
                let place = sl.locate(child);
                debug_assert_eq!(place.sum, self.sum - row);
                let stored = if place.mirrored { mirror(child) } else { child };
                let at = place.at as usize * width(self.count - 1);
                (bytes, at, geo.board & !stored, place.mirrored)
            });
            for &(from, to) in lines {
                if empty & (1 << from) == 0 || empty & (1 << to) == 0 {
                    continue;
                }
                let v = match found {
                    None => key(0),
                    Some((bytes, at, open, mirrored)) => {
                        let cell = if mirrored {
                            mirror_cell[usize::from(to)]
                        } else {
                            to
                        };
                        bytes[at + (open & ((1u64 << cell) - 1)).count_ones() as usize]
                    }
                };
                let slot = &mut chain[usize::from(from)];
                *slot = (*slot).max(v);
            }
        }
        chain
    }

    /// For each fox point of the set `geese` (as stored): the best, for the geese, of their
    /// moves up a row (to the slice above, with the fox to move); [`NONE`] without one.
    pub(super) fn ahead(&self, geese: u64) -> [u8; 64] {
        let geo = geometry();
        let sl = slices();
        let mirror_cell = &*MIRROR_CELL;
        let empty = geo.board & !geese;
        let mut best = [NONE; 64];
        let w_above = width(self.count);
        for g in bits(geese) {
            for t in bits(geo.ahead[g as usize] & empty) {
                let child = geese & !(1 << g) | (1 << t);
                let place = sl.locate(child);
                debug_assert_eq!(place.sum, self.sum + 1);
                let stored = if place.mirrored { mirror(child) } else { child };
                let at = place.at as usize * w_above;
                let bytes = &self.above[at..at + w_above];
                if place.mirrored {
                    for (i, c) in bits(geo.board & !stored).enumerate() {
                        let slot = &mut best[usize::from(mirror_cell[c as usize])];
                        *slot = (*slot).max(bytes[i]);
                    }
                } else {
                    for (i, c) in bits(geo.board & !stored).enumerate() {
                        let slot = &mut best[c as usize];
                        *slot = (*slot).max(bytes[i]);
                    }
                }
            }
        }
        best
    }

    /// The keys of one set `geese` (as stored) for each of its empty points.
    fn set(&self, geese: u64, gr: &mut [u8], fr: &mut [u8], ar: &mut [u8], figures: &mut Figures) {
        let geo = geometry();
        let empty = geo.board & !geese;
        let chain = self.chains(geese);
        let best = self.ahead(geese);
        // The fox's point itself is never a goose's target: a move onto it does not exist,
        // and the slot of a goose's old point is not read (it is not empty here).
        let mut grid_gr = [NONE; 64];
        for (i, l) in bits(empty).enumerate() {
            // A move onto l wrote nothing at l (l is not empty there), so best[l] holds
            // exactly the moves open with the fox on l.
            let v = up(best[l as usize]);
            gr[i] = v;
            grid_gr[l as usize] = v;
        }
        let steps = &*STEPS;
        let weight = if mirror(geese) == geese { 1 } else { 2 };
        let mut f = Figures {
            positions: weight * u64::from(empty.count_ones()),
            ..Figures::default()
        };
        for (i, l) in bits(empty).enumerate() {
            let mut b = chain[l as usize];
            for m in bits(steps[l as usize] & empty) {
                b = b.max(grid_gr[m as usize]);
            }
            fr[i] = up(b);
            ar[i] = after_key(gr[i], chain[l as usize]);
            let (rg, rf) = (remoteness(gr[i]), remoteness(fr[i]));
            f.geese_win += weight * u64::from(rg % 2);
            f.fox_wins += weight * u64::from(rf % 2);
            f.longest = (f.longest.0.max(rg), f.longest.1.max(rf));
        }
        figures.add(&f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_order_results_for_the_chooser_and_come_back() {
        // A loss for the other side beats a draw, which beats any win of theirs; sooner
        // losses are better, later wins of theirs are better.
        let order = [1u8, 3, 9, 253, DRAWN, 40, 2, 0];
        for pair in order.windows(2) {
            assert!(key(pair[0]) < key(pair[1]), "{pair:?}");
        }
        for r in 0..=LONGEST {
            assert_ne!(key(r), NONE);
            assert_eq!(remoteness(key(r)), r);
        }
        assert_eq!(remoteness(up(NONE)), 0, "no move: lost at once");
        assert_eq!(remoteness(up(key(4))), 5);
        assert_eq!(remoteness(up(key(7))), 8);
        assert_eq!(
            (key(DRAWN), remoteness(DRAW), up(DRAW)),
            (DRAW, DRAWN, DRAW)
        );
    }
}
