//! Generic retrograde analysis over any [`Game`].
//!
//! 1. Discover every position reachable from the start positions (breadth first, which also
//!    gives each position's distance from the start and the number of shortest games to it).
//! 2. Build the predecessor lists (a second pass over the moves keeps memory to one copy of
//!    the edges).
//! 3. Solve backwards from the endings with child counters and a FIFO queue, which settles
//!    positions in order of remoteness: a win takes its fastest winning move, a loss its
//!    slowest losing one. Positions never settled are draws (endless play).
//!
//! With two players a node is a position, valued for the player to move. With more, the
//! paranoid view solves one frame per seat P (P against the coalition of all the others), so
//! a node is a (position, P) pair; coalition members move one after another, so an edge may
//! join two nodes of the same side.

use super::progress::{Cancelled, Progress};
use crate::core::{Game, Seat, SeatResult, Value};
use std::collections::HashMap;

const UNSEEN: u32 = u32::MAX;
/// Parent ids carry the frame turn of their edge in the top bits.
const TURN_SHIFT: u32 = 29;
const ID_MASK: u32 = (1 << TURN_SHIFT) - 1;

/// Looks positions up by their id.
enum Lookup<S> {
    Dense(Vec<u32>),
    Hashed(HashMap<S, u32>),
}

/// Stored value: 0 = unsettled (a draw at the end), else tag in the low 2 bits, remoteness above.
type Packed = u32;
const TAG_WIN: u32 = 1;
const TAG_LOSS: u32 = 2;

fn pack(value: Value) -> Packed {
    debug_assert!(
        value.remoteness().unwrap_or(0) < 1 << 21,
        "remoteness beyond the packed width"
    );
    match value {
        Value::Win(r) => TAG_WIN | (r << 2),
        Value::Loss(r) => TAG_LOSS | (r << 2),
        Value::Draw => 0,
    }
}

fn unpack(packed: Packed) -> Value {
    match packed & 3 {
        TAG_WIN => Value::Win(packed >> 2),
        TAG_LOSS => Value::Loss(packed >> 2),
        _ => Value::Draw,
    }
}

/// The complete solution of every position reachable from the start positions.
pub struct Solution<G: Game> {
    /// Every reachable position; its index is its id.
    pub states: Vec<G::State>,
    lookup: Lookup<G::State>,
    /// 1 (two players: one value per position, for the mover) or the number of seats.
    frames: usize,
    values: Vec<Packed>,
    /// Plies from the nearest start position, per id.
    pub depth: Vec<u32>,
    /// Number of distinct shortest games from the start to each position (saturating).
    pub shortest_games: Vec<u64>,
    /// Number of distinct successors per id.
    pub out_degree: Vec<u8>,
    players: usize,
}

impl<G: Game> Solution<G> {
    /// The id of a position, if it was reached.
    pub fn id(&self, game: &G, state: &G::State) -> Option<usize> {
        let id = match &self.lookup {
            Lookup::Dense(table) => *table.get(game.dense_index(state))?,
            Lookup::Hashed(map) => *map.get(state)?,
        };
        (id != UNSEEN).then_some(id as usize)
    }

    /// The value of a position for the player to move (with more than two players, that
    /// player's paranoid verdict).
    pub fn value(&self, game: &G, state: &G::State) -> Option<Value> {
        self.seat_value(game, state, game.to_move(state))
    }

    /// The value of a position for `seat` (in the position's frame).
    pub fn seat_value(&self, game: &G, state: &G::State, seat: Seat) -> Option<Value> {
        let id = self.id(game, state)?;
        Some(self.seat_value_of(game, id, seat))
    }

    /// [`Solution::seat_value`] by id.
    pub fn seat_value_of(&self, game: &G, id: usize, seat: Seat) -> Value {
        let mover = game.to_move(&self.states[id]);
        if self.frames == 1 {
            let v = unpack(self.values[id]);
            if seat == mover { v } else { -v }
        } else {
            let v = unpack(self.values[id * self.frames + seat]);
            if seat == mover { v } else { -v }
        }
    }

    /// The value for the mover by id.
    pub fn value_of(&self, game: &G, id: usize) -> Value {
        self.seat_value_of(game, id, game.to_move(&self.states[id]))
    }

    /// Number of seats of the solved game.
    pub fn players(&self) -> usize {
        self.players
    }

    /// Approximate memory held by the solution, in bytes.
    pub fn memory_bytes(&self) -> usize {
        let lookup = match &self.lookup {
            Lookup::Dense(t) => t.len() * 4,
            Lookup::Hashed(m) => m.len() * (std::mem::size_of::<G::State>() + 8),
        };
        lookup
            + self.states.len() * (std::mem::size_of::<G::State>() + 4 + 8 + 1)
            + self.values.len() * 4
    }
}

/// Solves every position reachable from `starts`.
pub fn solve<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
) -> Result<Solution<G>, Cancelled> {
    let players = game.players();
    let frames = if players > 2 { players } else { 1 };
    let found = discover(game, starts, progress)?;
    let n = found.states.len();
    let mut solution = Solution {
        lookup: found.lookup,
        frames,
        values: Vec::new(),
        depth: found.depth,
        shortest_games: found.games,
        out_degree: vec![0; n],
        states: found.states,
        players,
    };
    let (offsets, parents) = match found.edges {
        Some(edges) => reverse(&mut solution, edges),
        None => predecessors(game, &mut solution, progress)?,
    };
    propagate(game, &mut solution, &offsets, &parents, progress)?;
    Ok(solution)
}

/// Graphs with at most this many positions keep their edges from the discovery pass; larger
/// ones generate the moves again when linking, to hold only one copy of the edges.
const KEEP_EDGES_UP_TO: usize = 4_000_000;

/// Forward edges: `edges[offsets[p]..offsets[p + 1]]` are `p`'s children, tagged with turns.
type Edges = (Vec<usize>, Vec<u32>);

struct Discovered<S> {
    states: Vec<S>,
    lookup: Lookup<S>,
    depth: Vec<u32>,
    games: Vec<u64>,
    edges: Option<Edges>,
}

/// Breadth-first discovery from the starts.
fn discover<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
) -> Result<Discovered<G::State>, Cancelled> {
    let mut lookup = match game.dense_size() {
        Some(size) => Lookup::Dense(vec![UNSEEN; size]),
        None => Lookup::Hashed(HashMap::new()),
    };
    let mut states: Vec<G::State> = Vec::new();
    let mut depth: Vec<u32> = Vec::new();
    let mut games: Vec<u64> = Vec::new();
    let intern = |state: &G::State,
                  states: &mut Vec<G::State>,
                  lookup: &mut Lookup<G::State>|
     -> (u32, bool) {
        let next = states.len() as u32;
        let slot = match lookup {
            Lookup::Dense(table) => &mut table[game.dense_index(state)],
            Lookup::Hashed(map) => map.entry(state.clone()).or_insert(UNSEEN),
        };
        if *slot == UNSEEN {
            *slot = next;
            states.push(state.clone());
            (next, true)
        } else {
            (*slot, false)
        }
    };
    for start in starts {
        if intern(start, &mut states, &mut lookup).1 {
            depth.push(0);
            games.push(1);
        }
    }
    progress.set_phase("exploring positions", 0);
    let players = game.players();
    let mut offsets = vec![0usize];
    let mut edges: Vec<u32> = Vec::new();
    let mut keep = true;
    let mut kids: Vec<u32> = Vec::new();
    let mut at = 0;
    while at < states.len() {
        if at.is_multiple_of(4096) {
            progress.check()?;
            progress.set(at, states.len());
            if keep && states.len() > KEEP_EDGES_UP_TO {
                keep = false;
                offsets = Vec::new();
                edges = Vec::new();
            }
        }
        let state = states[at].clone();
        kids.clear();
        for (_, child) in game.successors(&state) {
            let (id, fresh) = intern(&child, &mut states, &mut lookup);
            if keep {
                let turn = (game.seat_after(&state, &child, 0) % players) as u32;
                kids.push(id | (turn << TURN_SHIFT));
            }
            let id = id as usize;
            if fresh {
                depth.push(depth[at] + 1);
                games.push(0);
            }
            if depth[id] == depth[at] + 1 {
                games[id] = games[id].saturating_add(games[at]);
            }
        }
        if keep {
            kids.sort_unstable();
            kids.dedup();
            edges.extend_from_slice(&kids);
            offsets.push(edges.len());
        }
        at += 1;
    }
    Ok(Discovered {
        states,
        lookup,
        depth,
        games,
        edges: keep.then_some((offsets, edges)),
    })
}

/// The predecessor lists of [`predecessors`] from the forward edges kept by discovery.
fn reverse<G: Game>(solution: &mut Solution<G>, (offsets, edges): Edges) -> (Vec<usize>, Vec<u32>) {
    let n = solution.states.len();
    let mut starts = vec![0usize; n + 1];
    for &tagged in &edges {
        starts[(tagged & ID_MASK) as usize + 1] += 1;
    }
    for c in 0..n {
        starts[c + 1] += starts[c];
    }
    let mut fill = starts.clone();
    let mut parents = vec![0u32; edges.len()];
    for p in 0..n {
        let kids = &edges[offsets[p]..offsets[p + 1]];
        solution.out_degree[p] = u8::try_from(kids.len()).expect("at most 255 moves per position");
        for &tagged in kids {
            let slot = &mut fill[(tagged & ID_MASK) as usize];
            parents[*slot] = p as u32 | (tagged & !ID_MASK);
            *slot += 1;
        }
    }
    (starts, parents)
}

/// Predecessor lists in compressed form: `parents[offsets[c]..offsets[c + 1]]` are the ids
/// of the positions with a move to `c`, each tagged with its edge's frame turn.
fn predecessors<G: Game>(
    game: &G,
    solution: &mut Solution<G>,
    progress: &Progress,
) -> Result<(Vec<usize>, Vec<u32>), Cancelled> {
    let n = solution.states.len();
    let players = solution.players;
    assert!(
        n < ID_MASK as usize,
        "too many positions for the solver's id width"
    );
    progress.set_phase("linking positions", n);
    let children_of = |id: usize| -> Vec<(u32, u32)> {
        let state = &solution.states[id];
        let mut kids: Vec<(u32, u32)> = game
            .successors(state)
            .into_iter()
            .map(|(_, child)| {
                let cid = solution.id(game, &child).expect("discovered") as u32;
                let turn = (game.seat_after(state, &child, 0) % players) as u32;
                (cid, turn)
            })
            .collect();
        kids.sort_unstable();
        kids.dedup();
        kids
    };
    let mut in_degree = vec![0u32; n + 1];
    let mut out_degree = vec![0u8; n];
    for (id, degree) in out_degree.iter_mut().enumerate() {
        if id.is_multiple_of(4096) {
            progress.check()?;
            progress.set(id / 2, n);
        }
        let kids = children_of(id);
        *degree = u8::try_from(kids.len()).expect("at most 255 moves per position");
        for (cid, _) in kids {
            in_degree[cid as usize + 1] += 1;
        }
    }
    let mut offsets = vec![0usize; n + 1];
    for c in 0..n {
        offsets[c + 1] = offsets[c] + in_degree[c + 1] as usize;
    }
    drop(in_degree);
    let mut fill = offsets.clone();
    let mut parents = vec![0u32; offsets[n]];
    for id in 0..n {
        if id.is_multiple_of(4096) {
            progress.check()?;
            progress.set(n / 2 + id / 2, n);
        }
        for (cid, turn) in children_of(id) {
            let slot = &mut fill[cid as usize];
            parents[*slot] = id as u32 | (turn << TURN_SHIFT);
            *slot += 1;
        }
    }
    solution.out_degree = out_degree;
    Ok((offsets, parents))
}

/// The value bits of a node word; the top 8 bits count the children not yet known to win
/// for the opponent. One word per node keeps the hot loop to one memory access per edge.
const VALUE_BITS: u32 = 24;
const VALUE_MASK: u32 = (1 << VALUE_BITS) - 1;

/// The retrograde pass proper.
fn propagate<G: Game>(
    game: &G,
    solution: &mut Solution<G>,
    offsets: &[usize],
    parents: &[u32],
    progress: &Progress,
) -> Result<(), Cancelled> {
    let frames = solution.frames;
    let players = solution.players;
    let n = solution.states.len();
    let mut words: Vec<u32> = Vec::with_capacity(n * frames);
    let mut queue: Vec<u32> = Vec::new();
    progress.set_phase("solving", n * frames);
    for id in 0..n {
        let state = &solution.states[id];
        let mover = game.to_move(state);
        let count = u32::from(solution.out_degree[id]) << VALUE_BITS;
        for frame in 0..frames {
            let owner = if frames == 1 { mover } else { frame };
            let settled = match game.result_for(state, owner) {
                Some(SeatResult::Won) if owner == mover => Some(Value::Win(0)),
                Some(SeatResult::Won) => Some(Value::Loss(0)),
                Some(SeatResult::Lost) if owner == mover => Some(Value::Loss(0)),
                Some(SeatResult::Lost) => Some(Value::Win(0)),
                None => None,
            };
            match settled {
                Some(v) => {
                    queue.push((id * frames + frame) as u32);
                    words.push(count | pack(v));
                }
                None => words.push(count),
            }
        }
    }
    let mut batch: Vec<(usize, bool, u32)> = Vec::new();
    let mut head = 0;
    while head < queue.len() {
        let node = queue[head] as usize;
        head += 1;
        if head.is_multiple_of(65536) {
            progress.check()?;
            progress.set(head, n * frames);
        }
        let (cid, cframe) = (node / frames, node % frames);
        let child_value = unpack(words[node] & VALUE_MASK);
        let child_mover = game.to_move(&solution.states[cid]);
        let child_owner_moves = frames == 1 || child_mover == cframe;
        // First the parents' node numbers, then their words in one sweep of independent
        // loads (the processor overlaps the cache misses), then the updates.
        batch.clear();
        for &tagged in &parents[offsets[cid]..offsets[cid + 1]] {
            let pid = (tagged & ID_MASK) as usize;
            let turn = (tagged >> TURN_SHIFT) as usize;
            let parent_mover = game.to_move(&solution.states[pid]);
            let (pnode, same_side) = if frames == 1 {
                // The parent's mover sits at (mover + turn) in the child's frame.
                (pid, (parent_mover + turn) % players == child_mover)
            } else {
                let pframe = (cframe + players - turn) % players;
                (
                    pid * frames + pframe,
                    (parent_mover == pframe) == child_owner_moves,
                )
            };
            batch.push((pnode, same_side, 0));
        }
        for entry in batch.iter_mut() {
            entry.2 = words[entry.0];
        }
        for &(pnode, same_side, word) in &batch {
            if word & VALUE_MASK != 0 {
                continue;
            }
            let seen = if same_side { child_value } else { -child_value };
            match seen {
                Value::Win(r) => {
                    words[pnode] = word | pack(Value::Win(r + 1));
                    queue.push(pnode as u32);
                }
                Value::Loss(r) => {
                    let word = word - (1 << VALUE_BITS);
                    if word >> VALUE_BITS == 0 {
                        words[pnode] = pack(Value::Loss(r + 1));
                        queue.push(pnode as u32);
                    } else {
                        words[pnode] = word;
                    }
                }
                Value::Draw => {}
            }
        }
    }
    drop(queue);
    for word in &mut words {
        *word &= VALUE_MASK;
    }
    solution.values = words;
    progress.set(n * frames, n * frames);
    Ok(())
}
