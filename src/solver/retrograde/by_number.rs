//! The retrograde pass of a game that takes its moves back ([`Game::numbered_parents`]),
//! with the nodes numbered by the positions' numbers ([`Game::dense_index`]) rather than by
//! their ids: a settled position's parents then go to their nodes without a lookup (which
//! would cost a cache miss per parent, hundreds of millions with six players). The numbers
//! no game reaches hold blocked nodes, which drop the messages they get and never settle:
//! a reached position's children are all reached, so its value never waits on a blocked
//! node. At the end the values are moved, in place, to the ids' order, as
//! [`super::Solution`] keeps them.
//!
//! Such games write every position from its mover's side (the mover is seat 0).

use super::propagate::{
    BATCH, Edge, Level, VALUE_BITS, VALUE_MASK, ending_value, node_count, values,
};
use super::{Lookup, Solution, UNSEEN, pack, unpack};
use crate::core::{Game, Seat, Value};
use crate::solver::progress::{Cancelled, Phase, Progress};

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
    let (mut words, mut current) = endings(game, solution, lookup);
    let mut levels = [Level::new(words.len()), Level::new(words.len())];
    let mut scratch = [Scratch::default(), Scratch::default()];
    let (mut done, mut r) = (0, 0);
    while !current.is_empty() {
        for round in current.chunks(ROUND) {
            progress.check()?;
            done += round.len();
            progress.set(done, total);
            // Each core finds the parents of half of the round (a position whose nodes are
            // cut in two is taken back twice, each node still sending once).
            let (first, second) = round.split_at(round.len() / 2);
            let [first_level, second_level] = &mut levels;
            let [first_scratch, second_scratch] = &mut scratch;
            let shared = &words;
            let send = |nodes: &[u32], level: &mut Level, scratch: &mut Scratch<G::State>| {
                send_all(game, solution, lookup, shared, nodes, level, scratch);
            };
            super::side_by_side(
                || send(first, first_level, first_scratch),
                || send(second, second_level, second_scratch),
            );
            if levels[0].pending + levels[1].pending >= HELD {
                Level::apply_both(&mut levels, &mut words, r);
            }
        }
        Level::apply_both(&mut levels, &mut words, r);
        current.clear();
        std::mem::swap(&mut current, &mut levels[0].next);
        current.sort_unstable();
        r += 1;
    }
    drop((current, levels));
    let mut words = values(words);
    to_id_order(&mut words, lookup, frames);
    words.truncate(solution.len() * frames);
    solution.values = words.into();
    progress.set(total, total);
    Ok(())
}

/// Messages held before they are applied: two levels' buckets fill at once, and a quarter
/// of [`BATCH`] keeps the six-player solve under 1 GiB at its peak.
const HELD: usize = BATCH / 4;

/// Settled nodes whose parents are found in one go, half on each core.
const ROUND: usize = 1 << 18;

/// Sends what the settled `nodes` (by number, in order) tell their parents into `level`.
fn send_all<G: Game>(
    game: &G,
    solution: &Solution<G>,
    lookup: &[u32],
    words: &[u32],
    nodes: &[u32],
    level: &mut Level,
    scratch: &mut Scratch<G::State>,
) {
    let (frames, players) = (solution.frames, solution.players);
    let by_position = |a: &u32, b: &u32| *a as usize / frames == *b as usize / frames;
    let mut groups = nodes.chunk_by(by_position).peekable();
    while groups.peek().is_some() {
        // The positions of a batch are fetched first, all at once: each is a cache miss
        // (they are kept in id order), and misses that do not wait for one another overlap.
        let batch: Vec<&[u32]> = groups.by_ref().take(FETCHED).collect();
        scratch.states.clear();
        scratch.states.extend(
            batch
                .iter()
                .map(|nodes| solution.state(game, lookup[nodes[0] as usize / frames] as usize)),
        );
        for (nodes, state) in batch.iter().zip(&scratch.states) {
            game.numbered_parents(state, &mut scratch.numbered);
            for &node in nodes.iter() {
                let cframe = node as usize % frames;
                let child_wins = matches!(unpack(words[node as usize] & VALUE_MASK), Value::Win(_));
                for &(parent, turn) in &scratch.numbered {
                    // Both movers sit in seat 0 of their frames.
                    let edge = Edge {
                        turn: turn % players,
                        child_mover: 0,
                        parent_mover: 0,
                    };
                    let (pnode, same_side) = edge.parent_node(frames, players, parent, cframe);
                    level.send(pnode, child_wins == same_side);
                }
            }
        }
    }
}

/// Positions fetched at once by [`send_all`].
const FETCHED: usize = 32;

/// What a core reuses from one round to the next.
struct Scratch<S> {
    numbered: Vec<(usize, Seat)>,
    states: Vec<S>,
}

impl<S> Default for Scratch<S> {
    fn default() -> Self {
        Scratch {
            numbered: Vec::new(),
            states: Vec::with_capacity(FETCHED),
        }
    }
}

/// The node words by number, each reached position's with its child count and the endings
/// valued, the others blocked; and the endings.
fn endings<G: Game>(game: &G, solution: &Solution<G>, lookup: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let frames = solution.frames;
    let mut words = vec![BLOCKED; lookup.len() * frames];
    // Half of the numbers on each core.
    let middle = lookup.len() / 2;
    let (low, high) = words.split_at_mut(middle * frames);
    let (mut settled, mut high_settled) = super::side_by_side(
        || endings_from(game, solution, &lookup[..middle], 0, low),
        || endings_from(game, solution, &lookup[middle..], middle, high),
    );
    settled.append(&mut high_settled);
    (words, settled)
}

/// [`endings`] for the numbers from `first` on, whose ids are `lookup` and whose words are
/// `words`: the endings among them.
fn endings_from<G: Game>(
    game: &G,
    solution: &Solution<G>,
    lookup: &[u32],
    first: usize,
    words: &mut [u32],
) -> Vec<u32> {
    let frames = solution.frames;
    let mut settled = Vec::new();
    for (at, &id) in lookup.iter().enumerate() {
        if id == UNSEEN {
            continue;
        }
        let id = id as usize;
        let state = &solution.state(game, id);
        assert_eq!(
            game.to_move(state),
            0,
            "a game that takes its moves back writes its positions from the mover's side"
        );
        let count = u32::from(solution.out_degree[id]) << VALUE_BITS;
        for frame in 0..frames {
            let settled_value = ending_value(game.result_for(state, frame), frame == 0);
            let word = &mut words[at * frames + frame];
            *word = count;
            if let Some(value) = settled_value {
                *word |= pack(value);
                settled.push(((first + at) * frames + frame) as u32);
            }
        }
    }
    settled
}

/// Moves the `frames` values of each reached number to its id's place, in place: the ids
/// are fewer than the numbers, and each record moves along the chain of the records it
/// displaces until it lands on a number no game reaches (or closes a cycle).
fn to_id_order(words: &mut [u32], lookup: &[u32], frames: usize) {
    let mut placed = vec![false; lookup.len()];
    for first in 0..lookup.len() {
        if placed[first] || lookup[first] == UNSEEN {
            continue;
        }
        let mut carried: [u32; 8] = [0; 8];
        carried[..frames].copy_from_slice(&words[first * frames..(first + 1) * frames]);
        placed[first] = true;
        let mut to = lookup[first] as usize;
        loop {
            let slot = &mut words[to * frames..(to + 1) * frames];
            let mut displaced: [u32; 8] = [0; 8];
            displaced[..frames].copy_from_slice(slot);
            slot.copy_from_slice(&carried[..frames]);
            // The record that was at `to` goes on, unless it was placed or is no one's.
            if placed[to] || lookup[to] == UNSEEN {
                break;
            }
            placed[to] = true;
            carried = displaced;
            to = lookup[to] as usize;
        }
    }
}
