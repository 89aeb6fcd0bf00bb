//! Generic retrograde analysis over any [`Game`].
//!
//! 1. Discover every position reachable from the start positions (breadth first, which also
//!    gives each position's distance from the start and the number of shortest games to it).
//! 2. Build the predecessor lists (a second pass over the moves keeps memory to one copy of
//!    the edges).
//! 3. Solve backwards from the endings with child counters, one remoteness level at a time,
//!    which settles positions in order of remoteness: a win takes its fastest winning move, a
//!    loss its slowest losing one. Positions never settled are draws (endless play).
//!
//! With two players a node is a position, valued for the player to move. With more, the
//! paranoid view solves one frame per seat P (P against the coalition of all the others), so
//! a node is a (position, P) pair; coalition members move one after another, so an edge may
//! join two nodes of the same side.

use super::progress::{Cancelled, Progress};
use crate::core::{Game, Seat, Value};
use std::collections::HashMap;

mod by_number;
mod column;
mod discover;
mod links;
mod propagate;
pub mod saved;
use by_number::propagate_by_number;
pub use column::Column;
use discover::{Edges, discover};
use links::{predecessors, reverse};
use propagate::propagate;

const UNSEEN: u32 = u32::MAX;
/// Parent ids carry the frame turn of their edge in the top bits.
const TURN_SHIFT: u32 = 29;
const ID_MASK: u32 = (1 << TURN_SHIFT) - 1;

/// Looks positions up by their id.
enum Lookup<S, Table = Column<u32>> {
    /// The id of every number of the game's perfect index ([`Game::dense_index`]),
    /// [`UNSEEN`] for a number not reached: a `Vec` while discovery fills it.
    Dense(Table),
    Hashed(HashMap<S, u32>),
}

impl<S> Lookup<S, Vec<u32>> {
    /// The lookup filled.
    fn filled(self) -> Lookup<S> {
        match self {
            Lookup::Dense(table) => Lookup::Dense(table.into()),
            Lookup::Hashed(map) => Lookup::Hashed(map),
        }
    }
}

/// The reachable positions, by id.
enum Positions<S> {
    /// The positions themselves.
    Listed(Vec<S>),
    /// Their numbers ([`Game::dense_index`]), each decoded when asked
    /// ([`Game::dense_state`]): a saved solve read in place, or the solve of a game that
    /// takes its moves back.
    Numbered(Column<u32>),
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
    /// Every reachable position; its index is its id ([`Solution::state`]).
    positions: Positions<G::State>,
    lookup: Lookup<G::State>,
    /// 1 (two players: one value per position, for the mover) or the number of seats.
    frames: usize,
    values: Column<Packed>,
    /// Plies from the nearest start position, per id.
    pub depth: Column<u32>,
    /// Number of distinct shortest games from the start to each position (saturating).
    pub shortest_games: Column<u64>,
    /// Number of distinct successors per id.
    pub out_degree: Column<u8>,
    players: usize,
}

impl<G: Game> Solution<G> {
    /// The number of reachable positions; ids run below it.
    pub fn len(&self) -> usize {
        self.depth.len()
    }

    /// Whether no position was reached (never, from a start).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The position whose id is `id`, below [`Solution::len`].
    pub fn state(&self, game: &G, id: usize) -> G::State {
        match &self.positions {
            Positions::Listed(states) => states[id].clone(),
            Positions::Numbered(numbers) => game
                .dense_state(numbers[id] as usize)
                .expect("a number kept is a position's (a saved solve's were checked)"),
        }
    }

    /// Every reachable position, in id order.
    pub fn states<'a>(&'a self, game: &'a G) -> impl ExactSizeIterator<Item = G::State> + 'a {
        (0..self.len()).map(move |id| self.state(game, id))
    }

    /// The id of a position, if it was reached.
    pub fn id(&self, game: &G, state: &G::State) -> Option<usize> {
        match &self.lookup {
            Lookup::Dense(_) => self.id_of_number(game.dense_index(state)),
            Lookup::Hashed(map) => map.get(state).map(|&id| id as usize),
        }
    }

    /// The id of the position numbered `index` ([`Game::dense_index`]), if it was reached.
    fn id_of_number(&self, index: usize) -> Option<usize> {
        let id = match &self.lookup {
            Lookup::Dense(table) => *table.get(index)?,
            Lookup::Hashed(_) => return None,
        };
        (id != UNSEEN).then_some(id as usize)
    }

    /// The children of `state`, a reached position (so are they), into `out` (cleared
    /// first), each as its id and its [`Game::seat_after`] `(state, child, 0)` below the
    /// number of players: by their numbers where the game numbers them, else by playing its
    /// moves. `numbered` is scratch space.
    pub fn children(
        &self,
        game: &G,
        state: &G::State,
        numbered: &mut Vec<(usize, Seat)>,
        out: &mut Vec<(usize, Seat)>,
    ) {
        out.clear();
        let players = self.players;
        if matches!(self.lookup, Lookup::Dense(_)) && game.numbered_children(state, numbered) {
            out.extend(numbered.iter().map(|&(n, turn)| {
                let id = self
                    .id_of_number(n)
                    .expect("a reached position's child is reached");
                (id, turn % players)
            }));
        } else {
            out.extend(game.successors(state).iter().map(|(_, child)| {
                let id = self
                    .id(game, child)
                    .expect("a reached position's child is reached");
                (id, game.seat_after(state, child, 0) % players)
            }));
        }
    }

    /// The value of a position for the player to move (with more than two players, that
    /// player's paranoid verdict).
    pub fn value(&self, game: &G, state: &G::State) -> Option<Value> {
        self.seat_value(game, state, game.to_move(state))
    }

    /// The value of a position for `seat` (in the position's frame).
    pub fn seat_value(&self, game: &G, state: &G::State, seat: Seat) -> Option<Value> {
        let id = self.id(game, state)?;
        Some(self.valued(id, seat, game.to_move(state)))
    }

    /// [`Solution::seat_value`] by id.
    pub fn seat_value_of(&self, game: &G, id: usize, seat: Seat) -> Value {
        self.valued(id, seat, game.to_move(&self.state(game, id)))
    }

    /// The value for the mover by id.
    pub fn value_of(&self, game: &G, id: usize) -> Value {
        self.value_at(game, id, &self.state(game, id))
    }

    /// [`Solution::value_of`] given the position of id `id`, `state`, already at hand.
    pub fn value_at(&self, game: &G, id: usize, state: &G::State) -> Value {
        let mover = game.to_move(state);
        self.valued(id, mover, mover)
    }

    /// The value of position `id` for `seat`, `mover` being the player to move there.
    fn valued(&self, id: usize, seat: Seat, mover: Seat) -> Value {
        let v = if self.frames == 1 {
            unpack(self.values[id])
        } else {
            unpack(self.values[id * self.frames + seat])
        };
        if seat == mover { v } else { -v }
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
        let positions = match &self.positions {
            Positions::Listed(states) => states.len() * std::mem::size_of::<G::State>(),
            Positions::Numbered(numbers) => numbers.len() * 4,
        };
        lookup + positions + self.len() * (4 + 8 + 1) + self.values.len() * 4
    }
}

/// Runs `first` here and `second` on a thread of its own, and gives both results; a panic
/// of either goes on.
fn side_by_side<A, B: Send>(
    first: impl FnOnce() -> A,
    second: impl FnOnce() -> B + Send,
) -> (A, B) {
    std::thread::scope(|scope| {
        let worker = scope.spawn(second);
        let first = first();
        match worker.join() {
            Ok(second) => (first, second),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// `len` zeros, their pages written now, half on each core. A page of zeros not yet written
/// is given read-only at its first read, and its first write then costs a second fault that
/// stops the other core (to drop the page from its address cache): tables that are read
/// before they are written, in no order, would pay that for every page.
fn zeros<T: Copy + Default + Send + Sync>(len: usize) -> Vec<T> {
    let mut zeros = vec![T::default(); len];
    let (low, high) = zeros.split_at_mut(len / 2);
    // Through a barrier the compiler cannot see through: it knows that the memory it was
    // given is zero, and would drop the writes.
    side_by_side(
        || std::hint::black_box(low).fill(T::default()),
        || std::hint::black_box(high).fill(T::default()),
    );
    zeros
}

/// Whether this computer has two cores or more, to share work between (asked of the system
/// once: the answer reads files under Linux).
fn two_cores() -> bool {
    static TWO: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *TWO.get_or_init(|| std::thread::available_parallelism().is_ok_and(|cores| cores.get() > 1))
}

/// Why a solve stopped without its solution.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The user asked it to stop.
    #[error("the solve was cancelled")]
    Cancelled,
    /// More positions are reachable than the solver holds in memory.
    #[error("more than {0} positions are reachable: too many to solve in this computer's memory")]
    TooLarge(usize),
}

impl From<Cancelled> for SolveError {
    fn from(_: Cancelled) -> Self {
        SolveError::Cancelled
    }
}

/// Solves every position reachable from `starts`, or says why it stopped.
pub fn try_solve<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
) -> Result<Solution<G>, SolveError> {
    let plan = Plan {
        keep_edges_up_to: KEEP_EDGES_UP_TO,
        most: MOST_POSITIONS,
        take_back: true,
        runs_from: RUNS_FROM,
    };
    solve_keeping(game, starts, progress, plan)
}

/// Solves every position reachable from `starts`. A game too large to hold panics with
/// [`SolveError::TooLarge`]'s message, which the [`crate::solver::Job`] running it reports
/// as a failed solve, the game kept; [`try_solve`] returns it instead.
pub fn solve<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
) -> Result<Solution<G>, Cancelled> {
    match try_solve(game, starts, progress) {
        Ok(solution) => Ok(solution),
        Err(SolveError::Cancelled) => Err(Cancelled),
        Err(too_large) => panic!("{too_large}"),
    }
}

/// How a solve holds a position's parents.
#[derive(Clone, Copy)]
struct Plan {
    /// Graphs of up to this many positions keep the discovery's edges and reverse them.
    keep_edges_up_to: usize,
    /// The most positions the solve holds ([`SolveError::TooLarge`] beyond).
    most: usize,
    /// Whether larger graphs ask the game for a settled position's parents
    /// ([`Game::numbered_parents`]) where it can tell them, instead of listing them all.
    take_back: bool,
    /// Games with a perfect index of at least this many numbers list the children of their
    /// positions on both cores, in runs, when the game numbers them.
    runs_from: usize,
}

/// [`Plan::runs_from`]: a smaller game is done before the threads would pay.
const RUNS_FROM: usize = 1 << 18;

/// [`solve`] by `plan`.
fn solve_keeping<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
    plan: Plan,
) -> Result<Solution<G>, SolveError> {
    let players = game.players();
    let frames = if players > 2 { players } else { 1 };
    // Only a graph that may be too large to keep its edges asks (the first answer builds
    // the game's tables of un-moves, which a small solve would wait for).
    let take_back = plan.take_back
        && game
            .dense_size()
            .is_some_and(|size| size > plan.keep_edges_up_to)
        && starts.first().is_some_and(|start| {
            game.numbered_parents(game.dense_index(start), &mut Vec::new())
                .is_some()
        });
    // A game that takes its moves back keeps its positions as their numbers.
    let found = discover(game, starts, progress, plan, !take_back, take_back)?;
    let in_degree = found.in_degree;
    let mut solution = Solution {
        lookup: found.lookup.filled(),
        frames,
        values: Column::default(),
        depth: found.depth.into(),
        shortest_games: found.games.into(),
        out_degree: found.out_degree.into(),
        positions: match take_back {
            true => Positions::Numbered(found.numbers.into()),
            false => Positions::Listed(found.states),
        },
        players,
    };
    let (offsets, parents) = match found.edges {
        Some(edges) => reverse(&solution, &in_degree, edges),
        None if take_back => {
            propagate_by_number(game, &mut solution, progress)?;
            return Ok(solution);
        }
        None => predecessors(game, &solution, &in_degree, progress)?,
    };
    drop(in_degree);
    propagate(game, &mut solution, &offsets, &parents, progress)?;
    Ok(solution)
}

/// The most positions a solve holds: at about 150 bytes each with their edges, 15 GB. A game
/// that reaches more stops with a message rather than exhausting the memory.
const MOST_POSITIONS: usize = 100_000_000;

/// Graphs with at most this many positions keep their edges from the discovery pass; larger
/// ones generate the moves again when linking, to hold only one copy of the edges.
const KEEP_EDGES_UP_TO: usize = 4_000_000;

#[cfg(test)]
mod tests;
