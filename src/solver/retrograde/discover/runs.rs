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

/// The positions of a run: themselves, or their numbers ([`Game::dense_index`]).
pub(super) enum Parents<'a, S> {
    States(&'a [S]),
    Numbers(&'a [u32]),
}

impl<S> Clone for Parents<'_, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S> Copy for Parents<'_, S> {}

impl<'a, S: Clone> Parents<'a, S> {
    fn len(&self) -> usize {
        match self {
            Parents::States(states) => states.len(),
            Parents::Numbers(numbers) => numbers.len(),
        }
    }

    fn split_at(&self, middle: usize) -> (Parents<'a, S>, Parents<'a, S>) {
        match self {
            Parents::States(states) => {
                let (low, high) = states.split_at(middle);
                (Parents::States(low), Parents::States(high))
            }
            Parents::Numbers(numbers) => {
                let (low, high) = numbers.split_at(middle);
                (Parents::Numbers(low), Parents::Numbers(high))
            }
        }
    }

    /// Position `i`, decoded from its number if need be.
    fn get<G: Game<State = S>>(&self, game: &G, i: usize) -> S {
        match self {
            Parents::States(states) => states[i].clone(),
            Parents::Numbers(numbers) => game
                .dense_state(numbers[i] as usize)
                .expect("a number found is a position"),
        }
    }
}

/// The numbered children of a run of positions, flattened: position `i` of the run has
/// `children[ends[i - 1]..ends[i]]`, `distinct[i]` of them distinct (by number and turn).
#[derive(Default)]
pub(super) struct Run {
    children: Vec<(usize, Seat)>,
    ends: Vec<usize>,
    distinct: Vec<u8>,
    scratch: Vec<(usize, Seat)>,
}

impl Run {
    /// Lists the children of `parents`, the first half by `runs[0]` and the rest by
    /// `runs[1]` on a second core (when there is one); says where the second half starts.
    pub(super) fn fill_both<G: Game>(
        runs: &mut [Run; 2],
        game: &G,
        parents: Parents<G::State>,
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
    fn fill<G: Game>(&mut self, game: &G, parents: Parents<G::State>, ahead: Ahead) {
        self.children.clear();
        self.ends.clear();
        self.distinct.clear();
        let players = game.players();
        for i in 0..parents.len() {
            game.numbered_children(&parents.get(game, i), &mut self.scratch);
            self.children.extend_from_slice(&self.scratch);
            self.ends.push(self.children.len());
            // Numbers and ids go one to one, so this is the count of distinct ids, with
            // their frame turns as the interning tags them.
            for child in &mut self.scratch {
                child.1 %= players;
            }
            self.scratch.sort_unstable();
            self.scratch.dedup();
            let distinct =
                u8::try_from(self.scratch.len()).expect("at most 255 moves per position");
            self.distinct.push(distinct);
        }
        let touched = self.children.iter().fold(0u64, |sum, &(n, _)| {
            let id = ahead.lookup[n] as usize;
            sum ^ ahead.games.get(id).copied().unwrap_or(0)
        });
        std::hint::black_box(touched);
    }

    /// The children of position `i` of the run, and how many are distinct.
    pub(super) fn children(&self, i: usize) -> (&[(usize, Seat)], u8) {
        let from = if i == 0 { 0 } else { self.ends[i - 1] };
        (&self.children[from..self.ends[i]], self.distinct[i])
    }
}
