//! A finished slice's after-capture keys worked out again from its plies: the table keeps
//! no file of them for its top count (they are as large as its plies), and a build that
//! grows the table past it works them out count by count from four geese up, each from
//! its plies and the keys of the count below, without solving anything. A build resumed
//! inside a count takes up the slices it finished the same way, and the last one's
//! fox-to-move keys, which the next slice reads.

use super::{STEPS, Slice, after_key, key, on_threads, up};
use crate::solver::fox_geese::build::width;
use crate::solver::fox_geese::geometry::{bits, geometry};
use crate::solver::fox_geese::slices::{Piece, slices};
use crate::solver::progress::{Cancelled, Progress};

/// A piece, its plies and its keys to fill.
type Share<'a> = (Piece, &'a [u8], &'a mut [u8]);

/// What fills a piece's keys from its plies.
type PieceWork<'a> = dyn Fn(&Piece, &[u8], &mut [u8]) + Sync + 'a;

impl Slice<'_> {
    /// The after-capture keys of this slice, as [`Slice::run`] gives them, from its
    /// finished `plies` (the remoteness with the geese to move, a byte per set and empty
    /// point, as the plies file holds them): for each position, the better for the fox of
    /// stopping there (the geese to move) and capturing on ([`Slice::chains`], from the
    /// slices below). On `threads` threads; `step` hears of the sets done.
    pub(in crate::solver::fox_geese) fn after_again(
        &self,
        plies: &[u8],
        threads: usize,
        progress: &Progress,
        step: &(dyn Fn(u64) + Sync),
    ) -> Result<Vec<u8>, Cancelled> {
        self.keys_by_piece(plies, threads, progress, step, &|piece, plies, keys| {
            self.piece_after(piece, plies, keys)
        })
    }

    /// The fox-to-move keys of this slice, as [`Slice::run`] (or the sideways build) gives
    /// them, from its finished `plies`: for each position, one ply more than the best, for
    /// the fox, of its steps (to the geese to move in the same set) and its capture chains
    /// ([`Slice::chains`]). On `threads` threads.
    pub(in crate::solver::fox_geese) fn fox_again(
        &self,
        plies: &[u8],
        threads: usize,
        progress: &Progress,
    ) -> Result<Vec<u8>, Cancelled> {
        self.keys_by_piece(plies, threads, progress, &|_| (), &|piece, plies, keys| {
            self.piece_fox(piece, plies, keys)
        })
    }

    /// Keys of this slice, a byte per set and empty point, from its finished `plies`: each
    /// piece's by `work` (its plies and its keys to fill), on `threads` threads; `step`
    /// hears of the sets done.
    fn keys_by_piece(
        &self,
        plies: &[u8],
        threads: usize,
        progress: &Progress,
        step: &(dyn Fn(u64) + Sync),
        work: &PieceWork<'_>,
    ) -> Result<Vec<u8>, Cancelled> {
        let sl = slices();
        let w = width(self.count);
        assert_eq!(
            plies.len() as u64,
            sl.size(self.count, self.sum) * w as u64,
            "the plies of slice ({}, {})",
            self.count,
            self.sum
        );
        let mut keys = vec![0u8; plies.len()];
        let mut shares: Vec<Share> = Vec::new();
        let (mut rest, mut out) = (plies, &mut keys[..]);
        for piece in sl.pieces(self.count, self.sum) {
            let n = piece.len as usize * w;
            let (mine, later) = rest.split_at(n);
            let (filled, others) = out.split_at_mut(n);
            (rest, out) = (later, others);
            shares.push((piece, mine, filled));
        }
        on_threads(
            shares,
            |s| s.0.len,
            threads,
            progress,
            step,
            |(piece, plies, keys): &mut Share, _: &mut ()| work(piece, plies, keys),
        )?;
        Ok(keys)
    }

    /// [`Slice::fox_again`] for the sets of one `piece`.
    fn piece_fox(&self, piece: &Piece, plies: &[u8], keys: &mut [u8]) {
        let board = geometry().board;
        let steps = &*STEPS;
        let w = width(self.count);
        let mut at = 0;
        slices().for_each_in(self.count, self.sum, piece, |geese| {
            let chain = self.chains(geese);
            let empty = board & !geese;
            let mut geese_keys = [0u8; 64];
            for (i, l) in bits(empty).enumerate() {
                geese_keys[l as usize] = key(plies[at + i]);
            }
            for (i, l) in bits(empty).enumerate() {
                let mut best = chain[l as usize];
                for m in bits(steps[l as usize] & empty) {
                    best = best.max(geese_keys[m as usize]);
                }
                keys[at + i] = up(best);
            }
            at += w;
        });
    }

    /// [`Slice::after_again`] for the sets of one `piece`.
    fn piece_after(&self, piece: &Piece, plies: &[u8], keys: &mut [u8]) {
        let board = geometry().board;
        let w = width(self.count);
        let mut at = 0;
        slices().for_each_in(self.count, self.sum, piece, |geese| {
            let chain = self.chains(geese);
            for (i, l) in bits(board & !geese).enumerate() {
                keys[at + i] = after_key(key(plies[at + i]), chain[l as usize]);
            }
            at += w;
        });
    }
}
