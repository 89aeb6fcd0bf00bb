//! A run of positions whose children are listed on both cores before they are interned in
//! order.

use crate::core::{Game, Seat};

/// The tables the interning of a run's children reads at random, read once ahead by the
/// cores that list them (those reads do not wait for one another, so they overlap; the
/// interning's each wait for the one before): what the interning reads is then in the
/// cache the cores share.
#[derive(Clone, Copy)]
pub(super) struct Ahead<'a> {
    pub(super) lookup: &'a [u32],
    pub(super) games: &'a [u64],
}

/// Positions whose children are listed in one go.
pub(super) const RUN: usize = 4096;

/// The numbered children of a run of positions, flattened: position `i` of the run has
/// `children[ends[i - 1]..ends[i]]`. Two runs are filled by two cores at once: each on
/// cache lines of its own.
#[derive(Default)]
#[repr(align(128))]
pub(super) struct Run {
    children: Vec<(usize, Seat)>,
    ends: Vec<usize>,
    scratch: Vec<(usize, Seat)>,
}

impl Run {
    /// Lists the children of `parents`, the first half by `runs[0]` and the rest by
    /// `runs[1]` on a second core (when there is one); says where the second half starts.
    pub(super) fn fill_both<G: Game>(
        runs: &mut [Run; 2],
        game: &G,
        parents: &[G::State],
        ahead: Ahead,
    ) -> usize {
        let [first, second] = runs;
        let len = parents.len();
        // A short run is not worth a thread.
        if !super::super::two_cores() || len < RUN / 4 {
            first.fill(game, parents, ahead);
            return len;
        }
        let middle = len / 2;
        let (low, high) = parents.split_at(middle);
        super::super::side_by_side(
            || first.fill(game, low, ahead),
            || second.fill(game, high, ahead),
        );
        middle
    }

    /// Lists the children of `parents`, and reads what the interning will read of them
    /// ([`Ahead`]).
    fn fill<G: Game>(&mut self, game: &G, parents: &[G::State], ahead: Ahead) {
        self.children.clear();
        self.ends.clear();
        for parent in parents {
            game.numbered_children(parent, &mut self.scratch);
            self.children.extend_from_slice(&self.scratch);
            self.ends.push(self.children.len());
        }
        let touched = self.children.iter().fold(0u64, |sum, &(n, _)| {
            let id = ahead.lookup[n] as usize;
            sum ^ ahead.games.get(id).copied().unwrap_or(0)
        });
        std::hint::black_box(touched);
    }

    /// The children of position `i` of the run.
    pub(super) fn children(&self, i: usize) -> &[(usize, Seat)] {
        let from = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.children[from..self.ends[i]]
    }
}
