//! Discovery of a large game that numbers its positions and keeps them as their numbers, one
//! layer (distance from the starts) at a time, on both cores.
//!
//! Each core lists the children of half of a layer's positions, and sends each child not
//! yet given an id (a bit per number says so) a message with the shortest games that reach
//! it through this parent. The messages are sorted into buckets by number, and each core
//! applies those of half of the numbers: the first message to a number puts it in the next
//! layer. When a layer is complete its positions get their ids, in the order of their
//! numbers. So ids still grow with the distance from the starts, and neither core waits on
//! the other to give ids one by one.

use super::super::propagate::{AHEAD, prefetch};
use super::{Discovered, Plan, SolveError};
use crate::core::{Game, Seat};
use crate::solver::progress::{Phase, Progress};
use std::sync::{Mutex, PoisonError};

/// Numbers per bucket, as a power of two: 2^15 tallies are 256 KB, a share of a core's cache.
const BUCKET_SHIFT: u32 = 15;

/// Positions of a layer whose children are listed before the messages are applied.
const ROUND: usize = 1 << 16;

/// Positions of a round a core takes at a time.
const SHARE: usize = 1 << 12;

/// A message: the child's number, and the shortest games reaching it through one parent.
type Reach = (u32, u64);

/// Discovers every position reachable from `starts`, breadth first by layers.
pub(super) fn discover<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
    plan: Plan,
) -> Result<Discovered<G::State>, SolveError> {
    let size = game
        .dense_size()
        .expect("positions kept as numbers have a perfect index");
    let mut found = Discovered::new(Some(size), false, true);
    let mut layers = Layers {
        seen: super::super::zeros(size.div_ceil(64)),
        tally: super::super::zeros(size),
        sides: [Side::new(size), Side::new(size)],
    };
    let mut layer: Vec<u32> = starts.iter().map(|s| game.dense_index(s) as u32).collect();
    layer.sort_unstable();
    layer.dedup();
    for &number in &layer {
        layers.tally[number as usize] = 1;
    }
    progress.set_phase(Phase::ExploringPositions, 0);
    let mut depth = 0;
    loop {
        let first = found.len();
        layers.assign(&mut found, &layer, depth);
        if found.len() > plan.most.min(super::ID_MASK as usize - 1) {
            return Err(SolveError::TooLarge(plan.most));
        }
        if layer.is_empty() {
            break;
        }
        layer = layers.expand(game, &mut found, first, progress)?;
        depth += 1;
    }
    Ok(found)
}

/// What the layers share.
struct Layers {
    /// A bit per number: set once the number has its id.
    seen: Vec<u64>,
    /// The shortest games reaching each number of the next layer so far (0: not reached).
    tally: Vec<u64>,
    /// What each core sends.
    sides: [Side; 2],
}

impl Layers {
    /// Gives the numbers of `layer` (in order) their ids, at distance `depth`: half of the
    /// numbers on each core.
    fn assign<S: Clone + Eq + std::hash::Hash>(
        &mut self,
        found: &mut Discovered<S>,
        layer: &[u32],
        depth: u32,
    ) {
        let super::Lookup::Dense(lookup) = &mut found.lookup else {
            unreachable!("positions kept as numbers have a perfect index")
        };
        let first = found.depth.len();
        found.numbers.extend_from_slice(layer);
        found.depth.resize(first + layer.len(), depth);
        found.games.resize(first + layer.len(), 0);
        // Halves that share no word of `seen`, the high one from the word of the layer's
        // middle number on (the layer is in order).
        let word = layer
            .get(layer.len() / 2)
            .map_or(self.seen.len(), |&n| n as usize >> 6);
        let middle = layer.partition_point(|&n| (n as usize >> 6) < word);
        let split = (word * 64).min(lookup.len());
        let (low_lookup, high_lookup) = lookup.split_at_mut(split);
        let (low_seen, high_seen) = self.seen.split_at_mut(word);
        let (low_games, high_games) = found.games[first..].split_at_mut(middle);
        let (low_layer, high_layer) = layer.split_at(middle);
        let tally = &self.tally;
        super::super::side_by_side(
            || give_ids(low_layer, 0, first, low_lookup, low_seen, low_games, tally),
            || {
                let id = first + middle;
                give_ids(
                    high_layer,
                    split,
                    id,
                    high_lookup,
                    high_seen,
                    high_games,
                    tally,
                )
            },
        );
    }

    /// Lists the children of the layer of ids from `first` on (the last ids), counts each
    /// position's distinct children, and gives the next layer, in order.
    fn expand<G: Game>(
        &mut self,
        game: &G,
        found: &mut Discovered<G::State>,
        first: usize,
        progress: &Progress,
    ) -> Result<Vec<u32>, SolveError> {
        let total = found.len();
        for at in (first..total).step_by(ROUND) {
            progress.check()?;
            progress.set(at, total);
            let end = (at + ROUND).min(total);
            found.out_degree.resize(end, 0);
            // Each core takes the next share of the round while there is one: positions
            // differ in their children, so halves would end apart.
            let shares = found.out_degree[at..end]
                .chunks_mut(SHARE)
                .zip(found.numbers[at..end].chunks(SHARE))
                .zip(found.games[at..end].chunks(SHARE));
            let shares = Mutex::new(shares);
            let seen = &self.seen;
            let list = |side: &mut Side| loop {
                let share = shares.lock().unwrap_or_else(PoisonError::into_inner).next();
                let Some(((degrees, numbers), games)) = share else {
                    break;
                };
                side.list(game, numbers, games, seen, degrees);
            };
            let [low, high] = &mut self.sides;
            super::super::side_by_side(|| list(low), || list(high));
            self.apply();
        }
        let [low, high] = &mut self.sides;
        let (low, high) = (&mut low.next, &mut high.next);
        super::super::side_by_side(|| low.sort_unstable(), || high.sort_unstable());
        let mut layer = std::mem::take(low);
        layer.append(high);
        Ok(layer)
    }

    /// Applies the messages of both sides, each core taking half of the numbers; the
    /// numbers reached for the first time go to the first side's `next` (the low half's) and
    /// the second's.
    fn apply(&mut self) {
        let [first, second] = &mut self.sides;
        let middle = first.buckets.len() / 2;
        let split = (middle << BUCKET_SHIFT).min(self.tally.len());
        let (low_tally, high_tally) = self.tally.split_at_mut(split);
        let (first_low, first_high) = first.buckets.split_at_mut(middle);
        let (second_low, second_high) = second.buckets.split_at_mut(middle);
        let (low_next, high_next) = (&mut first.next, &mut second.next);
        super::super::side_by_side(
            || apply_buckets(low_tally, 0, [first_low, second_low], low_next),
            || apply_buckets(high_tally, split, [first_high, second_high], high_next),
        );
    }
}

/// One core's share of [`Layers::assign`]: the numbers of `layer` get the ids from `id` on
/// and their shortest games from `tally`, into `games`; `lookup` and `seen` begin at number
/// `offset`, the first of a word of `seen`.
fn give_ids(
    layer: &[u32],
    offset: usize,
    id: usize,
    lookup: &mut [u32],
    seen: &mut [u64],
    games: &mut [u64],
    tally: &[u64],
) {
    for ((&number, games), id) in layer.iter().zip(games).zip(id..) {
        let n = number as usize - offset;
        lookup[n] = id as u32;
        *games = tally[number as usize];
        seen[n >> 6] |= 1 << (n & 63);
    }
}

/// Adds the messages of `parts` to `tally` (the tallies of the numbers from `offset` on),
/// and empties them; a number reached for the first time goes to `next`.
fn apply_buckets(
    tally: &mut [u64],
    offset: usize,
    parts: [&mut [Vec<Reach>]; 2],
    next: &mut Vec<u32>,
) {
    for bucket in parts.into_iter().flatten() {
        for (i, &(number, games)) in bucket.iter().enumerate() {
            // The tallies are read in no order: each one asked for a few messages ahead.
            if let Some(&(ahead, _)) = bucket.get(i + AHEAD) {
                prefetch(&tally[ahead as usize - offset]);
            }
            let slot = &mut tally[number as usize - offset];
            if *slot == 0 {
                next.push(number);
            }
            // Every parent is reached by a game at least, so a tally reached is never 0.
            *slot = slot.saturating_add(games);
        }
        bucket.clear();
    }
}

/// One core's part of a round: the messages it sends, and (applying half of the numbers)
/// the numbers of the next layer it finds.
///
/// The two sides are written by two cores at once: each on cache lines of its own.
#[repr(align(128))]
struct Side {
    /// The numbers of the next layer among this side's half of the numbers.
    next: Vec<u32>,
    buckets: Vec<Vec<Reach>>,
    children: Vec<(usize, Seat)>,
}

impl Side {
    fn new(size: usize) -> Side {
        Side {
            next: Vec::new(),
            buckets: vec![Vec::new(); (size >> BUCKET_SHIFT) + 1],
            children: Vec::new(),
        }
    }

    /// Lists the children of the positions numbered `numbers`, reached by `games` shortest
    /// games: counts their distinct children into `degrees`, and sends each child without an
    /// id its games.
    fn list<G: Game>(
        &mut self,
        game: &G,
        numbers: &[u32],
        games: &[u64],
        seen: &[u64],
        degrees: &mut [u8],
    ) {
        for ((&number, &games), degree) in numbers.iter().zip(games).zip(degrees) {
            let listed = game.numbered_children_of(number as usize, &mut self.children);
            assert!(
                listed,
                "a game that numbers its start numbers every position's children"
            );
            // The bits read first, without a branch, into a mask of the children to send to:
            // the reads then overlap, and only the loop's end is guessed.
            let (head, tail) = self.children.split_at(self.children.len().min(64));
            let mut unseen = head
                .iter()
                .enumerate()
                .fold(0u64, |unseen, (i, &(child, _))| {
                    unseen | (seen[child >> 6] >> (child & 63) & 1 ^ 1) << i
                });
            while unseen != 0 {
                let child = head[unseen.trailing_zeros() as usize].0;
                self.buckets[child >> BUCKET_SHIFT].push((child as u32, games));
                unseen &= unseen - 1;
            }
            for &(child, _) in tail {
                if seen[child >> 6] >> (child & 63) & 1 == 0 {
                    self.buckets[child >> BUCKET_SHIFT].push((child as u32, games));
                }
            }
            // The children come each once (by number and turn, as the pass of values counts
            // them).
            *degree = u8::try_from(self.children.len()).expect("at most 255 moves per position");
        }
    }
}
