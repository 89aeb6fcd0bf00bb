//! Discovery: every position reachable from the starts, breadth first, with its distance
//! from them, the number of shortest games to it and its number of children; the edges kept
//! for small graphs. Ids grow with the distance from the starts. A large game kept as its
//! numbers goes a layer at a time on both cores (`layers.rs`); the others give ids one by one
//! as they are found.

use super::{ID_MASK, Lookup, Plan, SolveError, TURN_SHIFT, UNSEEN};
use crate::core::{Game, Seat};
use crate::solver::progress::{Phase, Progress};
use std::collections::HashMap;

mod layers;
mod runs;
use runs::{Ahead, RUN, Run};

/// Forward edges: `edges[offsets[p]..offsets[p + 1]]` are `p`'s children, tagged with turns.
pub(super) type Edges = (Vec<usize>, Vec<u32>);

pub(super) struct Discovered<S> {
    /// The positions by id, unless they are kept as their numbers.
    pub(super) states: Vec<S>,
    /// The positions' numbers ([`Game::dense_index`]) by id, when they are kept so.
    pub(super) numbers: Vec<u32>,
    numbers_only: bool,
    pub(super) lookup: Lookup<S, Vec<u32>>,
    pub(super) depth: Vec<u32>,
    pub(super) games: Vec<u64>,
    /// Each position's number of distinct children (counted by child and frame turn).
    pub(super) out_degree: Vec<u8>,
    /// Each position's number of parents (likewise), to lay out the predecessor lists;
    /// empty unless counted.
    pub(super) in_degree: Vec<u32>,
    count_in: bool,
    pub(super) edges: Option<Edges>,
}

/// Breadth-first discovery from the starts, counting each position's parents if `count_in`,
/// keeping the positions as their numbers if `numbers_only` (for a game that numbers them
/// both ways, [`Game::dense_index`] and [`Game::dense_state`]).
pub(super) fn discover<G: Game>(
    game: &G,
    starts: &[G::State],
    progress: &Progress,
    plan: Plan,
    count_in: bool,
    numbers_only: bool,
) -> Result<Discovered<G::State>, SolveError> {
    let dense_size = game.dense_size();
    assert!(
        !numbers_only || dense_size.is_some(),
        "positions are kept as numbers only with a perfect index"
    );
    // A large game kept as numbers, whose children are numbered, goes layer by layer on
    // both cores.
    let many = dense_size.is_some_and(|size| size >= plan.runs_from);
    if numbers_only
        && many
        && !count_in
        && starts
            .first()
            .is_some_and(|start| game.numbered_children(start, &mut Vec::new()))
    {
        return layers::discover(game, starts, progress, plan);
    }
    let mut found = Discovered::new(dense_size, count_in, numbers_only);
    for start in starts {
        if found.intern(game, start).1 {
            found.depth.push(0);
            found.games.push(1);
            if count_in {
                found.in_degree.push(0);
            }
        }
    }
    progress.set_phase(Phase::ExploringPositions, 0);
    let mut walk = Walk::new(game, &found, plan);
    let mut at = 0;
    while at < found.len() {
        progress.check()?;
        progress.set(at, found.len());
        if found.len() > plan.most.min(ID_MASK as usize - 1) {
            return Err(SolveError::TooLarge(plan.most));
        }
        let end = (at + RUN).min(found.len());
        walk.run(game, &mut found, at..end);
        at = end;
    }
    found.edges = walk.kept.edges;
    Ok(found)
}

/// What discovery carries from one run of positions to the next.
struct Walk {
    /// Whether the game numbers the children of many positions: a run of positions then
    /// has them listed on both cores first, and taken in order after, so that every
    /// position gets the id it would alone.
    by_number: bool,
    runs: [Run; 2],
    /// The first id of the level below the position visited: ids are given in breadth-first
    /// order, so a position is one ply deeper exactly when its id is this or more (the test
    /// reads no depth at random).
    next_level: usize,
    kept: Kept,
    kids: Vec<u32>,
    numbered: Vec<(usize, Seat)>,
}

impl Walk {
    fn new<G: Game>(game: &G, found: &Discovered<G::State>, plan: Plan) -> Self {
        let mut numbered = Vec::new();
        let many = matches!(&found.lookup, Lookup::Dense(table) if table.len() >= plan.runs_from);
        let by_number = many
            && found.len() > 0
            && game.numbered_children(&found.state_at(game, 0), &mut numbered);
        Walk {
            by_number,
            runs: [Run::default(), Run::default()],
            next_level: found.len(),
            kept: Kept {
                up_to: plan.keep_edges_up_to,
                edges: Some((vec![0], Vec::new())),
            },
            kids: Vec::new(),
            numbered,
        }
    }

    /// Visits the positions of ids `ids`, in order.
    fn run<G: Game>(
        &mut self,
        game: &G,
        found: &mut Discovered<G::State>,
        ids: std::ops::Range<usize>,
    ) {
        self.kept.check(found.len());
        let (at, end) = (ids.start, ids.end);
        let middle = match (self.by_number, &found.lookup) {
            (true, Lookup::Dense(lookup)) => {
                let ahead = Ahead {
                    lookup,
                    games: &found.games,
                };
                // A game kept as numbers whose children are numbered goes by layers.
                debug_assert!(!found.numbers_only, "positions listed");
                at + Run::fill_both(&mut self.runs, game, &found.states[ids.clone()], ahead)
            }
            _ => end,
        };
        let kids = &mut self.kids;
        for id in ids {
            if id == self.next_level {
                self.next_level = found.len();
            }
            let next_level = self.next_level;
            if !self.by_number {
                found.visit(game, id, next_level, kids, &mut self.numbered);
                self.kept.push(kids);
                continue;
            }
            let children = if id < middle {
                self.runs[0].children(id - at)
            } else {
                self.runs[1].children(id - middle)
            };
            found.visit_numbered(game, id, next_level, children, kids);
            self.kept.push(kids);
        }
    }
}

/// The forward edges while the graph is small enough to keep them.
struct Kept {
    up_to: usize,
    edges: Option<Edges>,
}

impl Kept {
    /// Lets the edges go once more than `up_to` positions are found.
    fn check(&mut self, positions: usize) {
        if positions > self.up_to {
            self.edges = None;
        }
    }

    /// Keeps the next position's distinct children, tagged with their turns.
    fn push(&mut self, kids: &[u32]) {
        if let Some((offsets, edges)) = &mut self.edges {
            edges.extend_from_slice(kids);
            offsets.push(edges.len());
        }
    }
}

impl<S: Clone + Eq + std::hash::Hash> Discovered<S> {
    /// Nothing found yet; positions are looked up in a table of `dense_size` when the game
    /// has a perfect index, else hashed.
    fn new(dense_size: Option<usize>, count_in: bool, numbers_only: bool) -> Self {
        // With a perfect index, room for every number at once: a vector that doubles as it
        // grows holds up to twice its length (three times while it moves), and the pages
        // of numbers never reached are never touched.
        let room = dense_size.unwrap_or(0);
        Discovered {
            states: Vec::with_capacity(if numbers_only { 0 } else { room }),
            numbers: Vec::with_capacity(if numbers_only { room } else { 0 }),
            numbers_only,
            lookup: match dense_size {
                Some(size) => Lookup::Dense(vec![UNSEEN; size]),
                None => Lookup::Hashed(HashMap::new()),
            },
            depth: Vec::with_capacity(room),
            games: Vec::with_capacity(room),
            out_degree: Vec::with_capacity(room),
            in_degree: Vec::with_capacity(if count_in { room } else { 0 }),
            count_in,
            edges: None,
        }
    }

    /// The number of positions found: the next id.
    fn len(&self) -> usize {
        // Every position found gets its depth at once.
        self.depth.len()
    }

    /// The position of id `at`.
    fn state_at<G: Game<State = S>>(&self, game: &G, at: usize) -> S {
        match self.numbers_only {
            true => game
                .dense_state(self.numbers[at] as usize)
                .expect("a number found is a position"),
            false => self.states[at].clone(),
        }
    }

    /// The id of `state`, and whether it is new (then it is added, its other tables still
    /// to fill).
    #[inline]
    fn intern<G: Game<State = S>>(&mut self, game: &G, state: &S) -> (u32, bool) {
        let next = self.len() as u32;
        let slot = match &mut self.lookup {
            Lookup::Dense(table) => &mut table[game.dense_index(state)],
            Lookup::Hashed(map) => map.entry(state.clone()).or_insert(UNSEEN),
        };
        if *slot == UNSEEN {
            *slot = next;
            match self.numbers_only {
                true => self.numbers.push(game.dense_index(state) as u32),
                false => self.states.push(state.clone()),
            }
            (next, true)
        } else {
            (*slot, false)
        }
    }

    /// The id of the position numbered `index` ([`Game::dense_index`]), and whether it is
    /// new (then it is added, its other tables still to fill).
    #[inline]
    fn intern_number<G: Game<State = S>>(&mut self, game: &G, index: usize) -> (u32, bool) {
        let next = self.len() as u32;
        let Lookup::Dense(table) = &mut self.lookup else {
            unreachable!("positions are numbered only with a dense lookup")
        };
        let slot = &mut table[index];
        if *slot != UNSEEN {
            return (*slot, false);
        }
        *slot = next;
        if self.numbers_only {
            self.numbers.push(index as u32);
        } else {
            let state = game
                .dense_state(index)
                .expect("a numbered child is a position");
            self.states.push(state);
        }
        (next, true)
    }

    /// Counts the shortest games on from `at` to its child `id` (`fresh` when just found):
    /// the positions of ids from `next_level` on are one ply deeper than `at`.
    #[inline]
    fn reached(&mut self, at: usize, id: u32, fresh: bool, next_level: usize) {
        let id = id as usize;
        if fresh {
            self.depth.push(self.depth[at] + 1);
            self.games.push(0);
            if self.count_in {
                self.in_degree.push(0);
            }
        }
        if id >= next_level {
            debug_assert_eq!(self.depth[id], self.depth[at] + 1);
            self.games[id] = self.games[id].saturating_add(self.games[at]);
        }
    }

    /// Visits position `at`: its children interned (a new one a level deeper), the shortest
    /// games counted on, and its distinct children, tagged with their frame turns, left in
    /// `kids` and counted in the degrees. The positions of ids from `next_level` on are one
    /// ply deeper than `at`.
    #[inline]
    fn visit<G: Game<State = S>>(
        &mut self,
        game: &G,
        at: usize,
        next_level: usize,
        kids: &mut Vec<u32>,
        numbered: &mut Vec<(usize, Seat)>,
    ) {
        let state = self.state_at(game, at);
        let dense = matches!(self.lookup, Lookup::Dense(_));
        if dense && game.numbered_children(&state, numbered) {
            self.visit_numbered(game, at, next_level, numbered, kids);
            return;
        }
        let players = game.players();
        kids.clear();
        for (_, child) in game.successors(&state) {
            let (id, fresh) = self.intern(game, &child);
            self.reached(at, id, fresh, next_level);
            let turn = (game.seat_after(&state, &child, 0) % players) as u32;
            kids.push(id | (turn << TURN_SHIFT));
        }
        // Two moves may reach one child: it is counted once.
        kids.sort_unstable();
        kids.dedup();
        self.count_children(kids);
    }

    /// [`Discovered::visit`] given the children of `at` by number.
    #[inline]
    fn visit_numbered<G: Game<State = S>>(
        &mut self,
        game: &G,
        at: usize,
        next_level: usize,
        children: &[(usize, Seat)],
        kids: &mut Vec<u32>,
    ) {
        let players = game.players();
        kids.clear();
        for &(index, turn) in children {
            let (id, fresh) = self.intern_number(game, index);
            self.reached(at, id, fresh, next_level);
            kids.push(id | ((turn % players) as u32) << TURN_SHIFT);
        }
        self.count_children(kids);
    }

    /// Counts the `kids` of the position just visited, each once (numbered children come so,
    /// [`Game::numbered_children`]), in the degrees.
    fn count_children(&mut self, kids: &[u32]) {
        let distinct = u8::try_from(kids.len()).expect("at most 255 moves per position");
        self.out_degree.push(distinct);
        if self.count_in {
            for &tagged in kids.iter() {
                self.in_degree[(tagged & ID_MASK) as usize] += 1;
            }
        }
    }
}
