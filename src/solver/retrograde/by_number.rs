//! The retrograde pass of a game that takes its moves back ([`Game::numbered_parents`]),
//! with the nodes numbered by the positions' numbers ([`Game::dense_index`]) rather than by
//! their ids: a settled position's parents then go to their nodes without a lookup (which
//! would cost a cache miss per parent, hundreds of millions with six players). The numbers
//! no game reaches hold blocked nodes, which drop the messages they get and never settle:
//! a reached position's children are all reached, so its value never waits on a blocked
//! node. At the end the values are gathered in the ids' order, as [`super::Solution`] keeps
//! them.
//!
//! Most parents are settled before the last of their children (a parent that can win
//! settles at its first winning child): a bit per node says which are, and a message to
//! one of them is not sent. The bits fit in the cache the cores share, unlike the words.
//! A second bitmap marks the nodes settled in the level under way: read in order at its
//! end, it is the next level, sorted without a sort.
//!
//! The solution keeps its positions as their numbers (discovery found them so), and the
//! pass takes a position's moves back from its number, and reads the endings' results from
//! it ([`Game::numbered_results`]): a list of the positions would be a third of the memory
//! of a six-player solve. Such games write every position from its mover's side (the mover
//! is seat 0).

use super::propagate::{
    BATCH, Edge, Level, VALUE_BITS, VALUE_MASK, ending_value, node_count, prefetch,
};
use super::{Lookup, Positions, Solution, UNSEEN, pack, unpack};
use crate::core::{Game, Value};
use crate::solver::progress::{Cancelled, Phase, Progress};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The value bits of a blocked node: not a value any node settles to, so every message to it
/// is dropped.
const BLOCKED: u32 = VALUE_MASK;

/// Solves every node by number: the values go to `solution.values`, in id order.
pub(super) fn propagate_by_number<G: Game>(
    game: &G,
    solution: &mut Solution<G>,
    progress: &Progress,
) -> Result<(), Cancelled> {
    let Lookup::Dense(lookup) = &solution.lookup else {
        unreachable!("positions taken back have numbers")
    };
    let frames = solution.frames;
    let total = node_count(solution);
    assert!(
        lookup.len() * frames < 1 << 31,
        "too many numbers × seats for the solver's node width"
    );
    progress.set_phase(Phase::Solving, total);
    let (mut words, mut current, mut settled) = endings(game, solution, lookup);
    // The nodes settled in this level, a bit each: read in order at its end.
    let mut fresh = super::zeros(settled.0.len());
    let mut halves = [Vec::new(), Vec::new()];
    let mut levels = [Level::new(words.len()), Level::new(words.len())];
    let (mut done, mut r) = (0, 0);
    while !current.is_empty() {
        for round in current.chunks(ROUND) {
            progress.check()?;
            done += round.len();
            progress.set(done, total);
            // Each core takes the next share of the round while there is one: positions
            // differ in their parents, so halves would end apart (a position whose nodes are
            // cut in two is taken back twice, each node still sending once).
            let next = AtomicUsize::new(0);
            let [first_level, second_level] = &mut levels;
            let shared = &words;
            let known = &settled;
            let send = |level: &mut Level| loop {
                let start = next.fetch_add(SHARE, Ordering::Relaxed);
                let Some(nodes) = round.get(start..round.len().min(start + SHARE)) else {
                    break;
                };
                send_all(game, solution, shared, known, nodes, level);
            };
            super::side_by_side(|| send(first_level), || send(second_level));
            if levels[0].pending + levels[1].pending >= HELD {
                Level::apply_both(&mut levels, &mut words, &mut fresh, &mut settled.0, r);
            }
        }
        Level::apply_both(&mut levels, &mut words, &mut fresh, &mut settled.0, r);
        take_marked(&mut fresh, &mut halves, &mut current);
        r += 1;
    }
    drop((current, levels, halves));
    let Positions::Numbered(numbers) = &solution.positions else {
        unreachable!("a game that takes its moves back keeps its positions as numbers")
    };
    solution.values = to_id_order(&words, numbers, frames).into();
    progress.set(total, total);
    Ok(())
}

/// The nodes marked in `fresh`, in order, into `nodes`, the bits cleared: half of the words
/// on each core, each into its own list of `halves`. The lists keep their room from level
/// to level (new pages cost a fault each).
fn take_marked(fresh: &mut [u64], halves: &mut [Vec<u32>; 2], nodes: &mut Vec<u32>) {
    let collect = |words: &mut [u64], first: usize, nodes: &mut Vec<u32>| {
        nodes.clear();
        for (at, word) in words.iter_mut().enumerate().filter(|(_, word)| **word != 0) {
            let mut bits = std::mem::take(word);
            while bits != 0 {
                nodes.push(((first + at) * 64 + bits.trailing_zeros() as usize) as u32);
                bits &= bits - 1;
            }
        }
    };
    let middle = fresh.len() / 2;
    let (low, high) = fresh.split_at_mut(middle);
    let [low_nodes, high_nodes] = halves;
    super::side_by_side(
        || collect(low, 0, low_nodes),
        || collect(high, middle, high_nodes),
    );
    nodes.clear();
    nodes.extend_from_slice(low_nodes);
    nodes.extend_from_slice(high_nodes);
}

/// Messages held before they are applied (by both levels, 32 MB): the more there are, the
/// more of them read the same cache line of the node words. The peak of the six-player
/// solve is elsewhere (the words and the values in id order).
const HELD: usize = BATCH;

/// How many nodes ahead a settled node's word is asked for.
const AHEAD_NODES: usize = 16;

/// Settled nodes whose parents are found in one go, on both cores.
const ROUND: usize = 1 << 18;

/// Settled nodes a core takes at a time from a round.
const SHARE: usize = 1 << 12;

/// Sends what the settled `nodes` (by number, in order) tell their parents into `level`.
fn send_all<G: Game>(
    game: &G,
    solution: &Solution<G>,
    words: &[u32],
    settled: &Settled,
    nodes: &[u32],
    level: &mut Level,
) {
    let (frames, players) = (solution.frames, solution.players);
    // On this core's stack: the other core writes its own list at the same time.
    let mut numbered: Vec<u32> = Vec::new();
    let mut targets: Vec<(usize, bool)> = Vec::with_capacity(frames);
    let mut rest = nodes;
    while let Some(&first) = rest.first() {
        // The nodes of one position, the nodes being in order (a division per position).
        let number = first as usize / frames;
        let end = ((number + 1) * frames) as u32;
        let count = rest
            .iter()
            .take(frames)
            .take_while(|&&node| node < end)
            .count();
        let (nodes, after) = rest.split_at(count);
        rest = after;
        // The words of the nodes are read in order but far apart: asked for ahead.
        if let Some(&ahead) = rest.get(AHEAD_NODES) {
            prefetch(&words[ahead as usize]);
        }
        let turn = game
            .numbered_parents(number, &mut numbered)
            .expect("a reached position's moves are taken back");
        // Every parent hands the turn over the same seats: the frames and sides the nodes
        // tell are the same for all. Both movers sit in seat 0 of their frames.
        let edge = Edge {
            turn: turn % players,
            child_mover: 0,
            parent_mover: 0,
        };
        targets.clear();
        targets.extend(nodes.iter().map(|&node| {
            let cframe = node as usize - number * frames;
            let child_wins = matches!(unpack(words[node as usize] & VALUE_MASK), Value::Win(_));
            // Parent 0's node is the parent's frame.
            let (pframe, same_side) = edge.parent_node(frames, players, 0, cframe);
            (pframe, child_wins == same_side)
        }));
        tell_parents(&numbered, &targets, settled, frames, level);
    }
}

/// Sends the parents `numbered` (by number) what a position's nodes settled in this level
/// tell them: `targets`, the frame each tells in the parents and whether it is a win there;
/// nothing to a parent's node settled already.
#[inline]
fn tell_parents(
    numbered: &[u32],
    targets: &[(usize, bool)],
    settled: &Settled,
    frames: usize,
    level: &mut Level,
) {
    // One node of the position, as most often, and at most a word of bits' worth of parents:
    // a bit read for each parent, without the loop over the nodes (measured faster).
    if let [(pframe, sees_win)] = *targets
        && numbered.len() <= 64
    {
        // All the bits are read first, without a branch, into a mask of the parents to tell:
        // the reads then overlap (whether a parent is settled is guessed wrong often, and a
        // wrong guess throws away the reads begun after it).
        let mut open = numbered
            .iter()
            .enumerate()
            .fold(0u64, |open, (i, &parent)| {
                let known = settled.frames_of(parent as usize, frames) >> pframe & 1;
                open | (known ^ 1) << i
            });
        while open != 0 {
            let parent = numbered[open.trailing_zeros() as usize] as usize;
            level.send(parent * frames + pframe, sees_win);
            open &= open - 1;
        }
        return;
    }
    for &parent in numbered {
        let parent = parent as usize;
        let known = settled.frames_of(parent, frames);
        for &(pframe, sees_win) in targets {
            if known >> pframe & 1 == 0 {
                level.send(parent * frames + pframe, sees_win);
            }
        }
    }
}

/// The nodes known settled (or blocked), a bit each: a message to one of them would be
/// dropped, so it is not sent.
struct Settled(Vec<u64>);

impl Settled {
    /// The bits of the `frames` nodes of position `position`, frame 0 lowest (and more above
    /// them).
    #[inline]
    fn frames_of(&self, position: usize, frames: usize) -> u64 {
        debug_assert!(frames <= 64, "a position's bits fit in a word");
        let first = position * frames;
        let (word, bit) = (first >> 6, first & 63);
        // The two words the bits may straddle, read both (the word of room after the last
        // makes it safe): a test of whether they do would be guessed wrong one time in ten.
        let both = u128::from(self.0[word + 1]) << 64 | u128::from(self.0[word]);
        (both >> bit) as u64
    }
}

/// The node words by number, each reached position's with its child count and the endings
/// valued, the others blocked; the endings; and the nodes settled or blocked, a bit each.
fn endings<G: Game>(
    game: &G,
    solution: &Solution<G>,
    lookup: &[u32],
) -> (Vec<u32>, Vec<u32>, Settled) {
    let frames = solution.frames;
    // Zeros, whose pages the system gives as they are first written: each core writes
    // its own half (a fill here would be one core's work).
    let mut words = vec![0; lookup.len() * frames];
    // A word of bits of room after the last node (see [`Settled::frames_of`]).
    let mut bits = super::zeros((lookup.len() * frames).div_ceil(64) + 1);
    // Half of the numbers on each core, cut where a word of bits begins.
    let middle = lookup.len() / 128 * 64;
    let (low, high) = words.split_at_mut(middle * frames);
    let (low_bits, high_bits) = bits.split_at_mut(middle * frames / 64);
    let (mut settled, mut high_settled) = super::side_by_side(
        || endings_from(game, solution, &lookup[..middle], 0, low, low_bits),
        || endings_from(game, solution, &lookup[middle..], middle, high, high_bits),
    );
    settled.append(&mut high_settled);
    (words, settled, Settled(bits))
}

/// [`endings`] for the numbers from `first` on, whose ids are `lookup`, whose words are
/// `words` and whose bits are `bits`: the endings among them.
fn endings_from<G: Game>(
    game: &G,
    solution: &Solution<G>,
    lookup: &[u32],
    first: usize,
    words: &mut [u32],
    bits: &mut [u64],
) -> Vec<u32> {
    let frames = solution.frames;
    let mut settled = Vec::new();
    let mut results = Vec::new();
    let all = u64::MAX >> (64 - frames);
    let mut mark = |at: usize, mask: u64| {
        // The bits of the `at`-th number of this half (whose bits begin with its first).
        let (word, bit) = ((at * frames) >> 6, (at * frames) & 63);
        bits[word] |= mask << bit;
        if bit + frames > 64 {
            bits[word + 1] |= mask >> (64 - bit);
        }
    };
    for (at, &id) in lookup.iter().enumerate() {
        if id == UNSEEN {
            words[at * frames..(at + 1) * frames].fill(BLOCKED);
            mark(at, all);
            continue;
        }
        let id = id as usize;
        let known = game.numbered_results(first + at, &mut results);
        assert!(known, "a reached position's number is a position's");
        let count = u32::from(solution.out_degree[id]) << VALUE_BITS;
        let mut ended = 0;
        for frame in 0..frames {
            // The mover sits in seat 0: the seat of frame `frame` is `frame`.
            let settled_value = ending_value(results[frame], frame == 0);
            let word = &mut words[at * frames + frame];
            *word = count;
            if let Some(value) = settled_value {
                *word |= pack(value);
                settled.push(((first + at) * frames + frame) as u32);
                ended |= 1 << frame;
            }
        }
        mark(at, ended);
    }
    settled
}

/// The `frames` values of each position, by number in `words` (without their child
/// counts), gathered in the ids' order (`numbers` the positions' numbers by id), half of the
/// ids on each core.
fn to_id_order(words: &[u32], numbers: &[u32], frames: usize) -> Vec<u32> {
    let mut values = vec![0; numbers.len() * frames];
    let gather = |numbers: &[u32], out: &mut [u32]| {
        for (&number, place) in numbers.iter().zip(out.chunks_exact_mut(frames)) {
            let at = number as usize * frames;
            for (value, word) in place.iter_mut().zip(&words[at..at + frames]) {
                *value = word & VALUE_MASK;
            }
        }
    };
    let middle = numbers.len() / 2;
    let (first, second) = numbers.split_at(middle);
    let (low, high) = values.split_at_mut(middle * frames);
    super::side_by_side(|| gather(first, low), || gather(second, high));
    values
}
