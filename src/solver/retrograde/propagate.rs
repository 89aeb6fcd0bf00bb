//! The retrograde pass proper: settle nodes one remoteness level at a time.
//!
//! Every node of level r tells each of its parents what it sees: a win in r + 1 (the parent
//! can move here and win) or one more child lost for it. The FIFO queue of the textbook
//! algorithm does this node by node, which costs one random memory access per edge — with six
//! players that is over a billion cache misses. Here the messages of a batch are first sorted
//! into buckets by parent (each bucket covers a cache-sized stretch of the node table) and then
//! applied bucket by bucket, so the table is read and written almost in order. The order in
//! which the messages of one level arrive does not change the result, so the values are those
//! of the queue.

use super::{Solution, pack, unpack};
use crate::core::{Game, SeatResult, Value};
use crate::solver::progress::Phase;
use crate::solver::progress::{Cancelled, Progress};

/// The value bits of a node word; the top 8 bits count the children not yet known to win
/// for the opponent.
pub(super) const VALUE_BITS: u32 = 24;
pub(super) const VALUE_MASK: u32 = (1 << VALUE_BITS) - 1;

/// Nodes per bucket, as a power of two: 2^15 words are 128 KB, a share of a core's cache.
const BUCKET_SHIFT: u32 = 15;

/// Messages gathered before a batch is applied (32 MB of them).
pub(super) const BATCH: usize = 1 << 23;

/// The settled nodes of one level, and the messages on their way to the parents.
///
/// Two levels side by side are written by two cores at once: each on cache lines of its
/// own (sharing one would pass it from core to core at every message).
#[repr(align(128))]
pub(super) struct Level {
    /// Messages by bucket: the parent node shifted left once, the low bit set when the
    /// parent sees a win.
    buckets: Vec<Vec<u32>>,
    pub(super) pending: usize,
    /// Nodes settled while applying: the next level.
    pub(super) next: Vec<u32>,
}

impl Level {
    pub(super) fn new(nodes: usize) -> Level {
        Level {
            buckets: vec![Vec::new(); (nodes >> BUCKET_SHIFT) + 1],
            pending: 0,
            next: Vec::new(),
        }
    }

    #[inline]
    pub(super) fn send(&mut self, parent: usize, sees_win: bool) {
        self.buckets[parent >> BUCKET_SHIFT].push((parent as u32) << 1 | u32::from(sees_win));
        self.pending += 1;
    }

    /// Applies the messages from children of remoteness `r`, bucket by bucket.
    pub(super) fn apply(&mut self, words: &mut [u32], r: u32) {
        let mut listed = Listed::new(&mut self.next);
        apply_buckets(words, 0, [&mut self.buckets, &mut []], r, &mut listed);
        self.pending = 0;
    }

    /// Applies the messages of `levels` on two cores, each taking the buckets of half of the
    /// messages, and marks the nodes they settle: a bit each in `fresh` (the level's) and
    /// `settled` (all so far), bitmaps by node.
    pub(super) fn apply_both(
        levels: &mut [Level; 2],
        words: &mut [u32],
        fresh: &mut [u64],
        settled: &mut [u64],
        r: u32,
    ) {
        let [first, second] = levels;
        let middle = halfway(&first.buckets, &second.buckets);
        let split = (middle << BUCKET_SHIFT).min(words.len());
        let (low_words, high_words) = words.split_at_mut(split);
        let (first_low, first_high) = first.buckets.split_at_mut(middle);
        let (second_low, second_high) = second.buckets.split_at_mut(middle);
        // A bucket's nodes are whole words of bits.
        let (low_fresh, high_fresh) = fresh.split_at_mut(split.div_ceil(64));
        let (low_settled, high_settled) = settled.split_at_mut(split.div_ceil(64));
        let mut low = Marked {
            fresh: low_fresh,
            settled: low_settled,
            offset: 0,
        };
        let mut high = Marked {
            fresh: high_fresh,
            settled: high_settled,
            offset: split,
        };
        super::side_by_side(
            || apply_buckets(low_words, 0, [first_low, second_low], r, &mut low),
            || apply_buckets(high_words, split, [first_high, second_high], r, &mut high),
        );
        first.pending = 0;
        second.pending = 0;
    }
}

/// The first bucket of the second half of the messages of two levels' `first` and `second`
/// buckets: each core then applies as many (the messages crowd in some stretches of nodes).
fn halfway(first: &[Vec<u32>], second: &[Vec<u32>]) -> usize {
    let total: usize = first.iter().chain(second).map(Vec::len).sum();
    let mut before = 0;
    for (at, (one, other)) in first.iter().zip(second).enumerate() {
        before += one.len() + other.len();
        if 2 * before >= total {
            return at + 1;
        }
    }
    first.len()
}

/// What applying the messages does with the nodes they settle.
trait Sink {
    fn settle(&mut self, node: usize);
    /// A bucket's messages are all applied.
    fn bucket_done(&mut self) {}
}

/// The settled nodes listed, each bucket's in order (sorted while they are in the cache):
/// a batch's nodes are then in order, and a level's are sorted runs, one per batch.
struct Listed<'a> {
    next: &'a mut Vec<u32>,
    from: usize,
}

impl<'a> Listed<'a> {
    fn new(next: &'a mut Vec<u32>) -> Listed<'a> {
        let from = next.len();
        Listed { next, from }
    }
}

impl Sink for Listed<'_> {
    #[inline]
    fn settle(&mut self, node: usize) {
        self.next.push(node as u32);
    }

    fn bucket_done(&mut self) {
        self.next[self.from..].sort_unstable();
        self.from = self.next.len();
    }
}

/// The settled nodes marked in two bitmaps of the nodes from `offset` on.
struct Marked<'a> {
    fresh: &'a mut [u64],
    settled: &'a mut [u64],
    offset: usize,
}

impl Sink for Marked<'_> {
    #[inline]
    fn settle(&mut self, node: usize) {
        let at = node - self.offset;
        self.fresh[at >> 6] |= 1 << (at & 63);
        self.settled[at >> 6] |= 1 << (at & 63);
    }
}

/// Applies the messages of `parts` (buckets of messages from children of remoteness `r`)
/// to `words`, the node words from node `offset` on, and empties them; the nodes they
/// settle go to `sink`.
fn apply_buckets(
    words: &mut [u32],
    offset: usize,
    parts: [&mut [Vec<u32>]; 2],
    r: u32,
    sink: &mut impl Sink,
) {
    let win = pack(Value::Win(r + 1));
    let loss = pack(Value::Loss(r + 1));
    let [first, second] = parts;
    for (i, one) in first.iter_mut().enumerate() {
        apply_bucket(words, offset, one, win, loss, sink);
        if let Some(other) = second.get_mut(i) {
            apply_bucket(words, offset, other, win, loss, sink);
        }
        sink.bucket_done();
    }
}

/// [`apply_buckets`] for one `bucket`, with the packed `win` and `loss` of the level.
#[inline]
fn apply_bucket(
    words: &mut [u32],
    offset: usize,
    bucket: &mut Vec<u32>,
    win: u32,
    loss: u32,
    sink: &mut impl Sink,
) {
    for (i, &message) in bucket.iter().enumerate() {
        // The words are read in no order: each one asked for a few messages ahead.
        if let Some(&ahead) = bucket.get(i + AHEAD) {
            prefetch(&words[(ahead >> 1) as usize - offset]);
        }
        let node = (message >> 1) as usize;
        let word = words[node - offset];
        if word & VALUE_MASK != 0 {
            continue;
        }
        if message & 1 == 1 {
            words[node - offset] = word | win;
            sink.settle(node);
        } else {
            let word = word - (1 << VALUE_BITS);
            if word >> VALUE_BITS == 0 {
                words[node - offset] = loss;
                sink.settle(node);
            } else {
                words[node - offset] = word;
            }
        }
    }
    bucket.clear();
}

/// How many messages ahead a node's word is asked for: about the reads a core has in
/// flight at once.
pub(super) const AHEAD: usize = 96;

/// Asks the processor to bring the cache line of `value` in, ahead of its use. A hint: it
/// reads nothing, and does nothing where the processor has no such hint.
#[inline]
#[allow(unsafe_code)]
pub(super) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch never faults and changes nothing the program can see; the address
    // is that of a live reference.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

/// Solves every node: the values go to `solution.values`.
// The per-edge loop is kept whole: it shares its level, words and counters (splitting it costs
// speed).
pub(super) fn propagate<G: Game>(
    game: &G,
    solution: &mut Solution<G>,
    offsets: &[usize],
    parents: &[u32],
    progress: &Progress,
) -> Result<(), Cancelled> {
    let frames = solution.frames;
    let players = solution.players;
    let total = node_count(solution);
    progress.set_phase(Phase::Solving, total);
    let (mut words, mut current) = endings(game, solution);
    let mut level = Level::new(total);
    let mut done = 0;
    let mut r = 0;
    while !current.is_empty() {
        for &node in &current {
            let node = node as usize;
            done += 1;
            if done % 65536 == 0 {
                progress.check()?;
                progress.set(done, total);
            }
            let (cid, cframe) = (node / frames, node % frames);
            let child_wins = matches!(unpack(words[node] & VALUE_MASK), Value::Win(_));
            let child_mover = game.to_move(&solution.state(game, cid));
            for &tagged in &parents[offsets[cid]..offsets[cid + 1]] {
                let pid = (tagged & super::ID_MASK) as usize;
                let edge = Edge {
                    turn: (tagged >> super::TURN_SHIFT) as usize,
                    child_mover,
                    parent_mover: game.to_move(&solution.state(game, pid)),
                };
                let (pnode, same_side) = edge.parent_node(frames, players, pid, cframe);
                // The parent sees the child's value as is from its own side, negated else.
                level.send(pnode, child_wins == same_side);
            }
            if level.pending >= BATCH {
                level.apply(&mut words, r);
            }
        }
        level.apply(&mut words, r);
        current.clear();
        std::mem::swap(&mut current, &mut level.next);
        // In node order, a level reads its nodes' words and parent lists from start to end
        // (its batches' sorted runs merged).
        current.sort();
        r += 1;
    }
    solution.values = values(words).into();
    progress.set(total, total);
    Ok(())
}

/// A move seen from its child: the frame turn of the move and where each mover sits.
pub(super) struct Edge {
    /// The child's seat of the parent's seat 0.
    pub(super) turn: usize,
    /// The child's mover, in the child's frame.
    pub(super) child_mover: usize,
    /// The parent's mover, in the parent's frame.
    pub(super) parent_mover: usize,
}

impl Edge {
    /// The node of parent `pid` that the child's node of frame `cframe` tells, and whether
    /// the parent's mover is on the same side as the child's (then the parent sees the
    /// child's value as is, else negated).
    #[inline]
    pub(super) fn parent_node(
        &self,
        frames: usize,
        players: usize,
        pid: usize,
        cframe: usize,
    ) -> (usize, bool) {
        if frames == 1 {
            // The parent's mover sits at (mover + turn) in the child's frame.
            (
                pid,
                (self.parent_mover + self.turn) % players == self.child_mover,
            )
        } else {
            // `cframe` and the turn are below `players`: at most one turn round.
            let pframe = match cframe + players - self.turn {
                frame if frame >= players => frame - players,
                frame => frame,
            };
            let child_owner_moves = self.child_mover == cframe;
            (
                pid * frames + pframe,
                (self.parent_mover == pframe) == child_owner_moves,
            )
        }
    }
}

/// The value of an ending for `owner`, from the result the rules give `owner`
/// ([`Game::result_for`]), seen by the seat that owns the node: the mover when `owner`
/// moves, else the other side.
pub(super) fn ending_value(result: Option<SeatResult>, owner_moves: bool) -> Option<Value> {
    match result? {
        SeatResult::Won if owner_moves => Some(Value::Win(0)),
        SeatResult::Won => Some(Value::Loss(0)),
        SeatResult::Lost if owner_moves => Some(Value::Loss(0)),
        SeatResult::Lost => Some(Value::Win(0)),
    }
}

/// The number of nodes: a node per position and frame (seat the values are seen from),
/// checked against the node width.
pub(super) fn node_count<G: Game>(solution: &Solution<G>) -> usize {
    let total = solution.len() * solution.frames;
    assert!(
        total < 1 << 31,
        "too many positions × seats for the solver's node width"
    );
    total
}

/// The values in the node words, without the child counts.
pub(super) fn values(mut words: Vec<u32>) -> Vec<u32> {
    for word in &mut words {
        *word &= VALUE_MASK;
    }
    words
}

/// The node words with each node's child count, the endings valued, and the endings.
fn endings<G: Game>(game: &G, solution: &Solution<G>) -> (Vec<u32>, Vec<u32>) {
    let frames = solution.frames;
    let n = solution.len();
    let mut words: Vec<u32> = Vec::with_capacity(n * frames);
    let mut settled_nodes: Vec<u32> = Vec::new();
    for id in 0..n {
        let state = &solution.state(game, id);
        let mover = game.to_move(state);
        let count = u32::from(solution.out_degree[id]) << VALUE_BITS;
        for frame in 0..frames {
            let owner = if frames == 1 { mover } else { frame };
            match ending_value(game.result_for(state, owner), owner == mover) {
                Some(v) => {
                    settled_nodes.push((id * frames + frame) as u32);
                    words.push(count | pack(v));
                }
                None => words.push(count),
            }
        }
    }
    (words, settled_nodes)
}
