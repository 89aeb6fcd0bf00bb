//! The search's alpha-beta below the root: negamax with principal-variation windows, its move
//! ordering (transposition-table move, killers, history) and what it keeps in the table.

use super::score::{INFINITY, MATE, mate_distance};
use super::table::{Entry, from_table, hash_of, to_table};
use super::{Bound, Searcher, Stop};
use crate::core::{HEURISTIC_LIMIT, MOVE_KEYS, Outcome, Searchable};
use crate::solver::progress::Progress;
use std::time::Instant;

/// The score a table entry gives a position searched `depth` deep with `(alpha, beta)`
/// at `ply`, when it settles it: a win or loss that ends inside the horizon it was searched
/// with is the exact game value, good at any depth; anything else only as deep as searched.
#[inline]
fn cutoff<S>(entry: &Entry<S>, depth: u32, (alpha, beta): (i32, i32), ply: u32) -> Option<i32> {
    let exact_mate = entry.bound == Bound::Exact
        && mate_distance(entry.score).is_some_and(|n| n <= u32::from(entry.depth));
    if !(entry.reusable && (u32::from(entry.depth) >= depth || exact_mate)) {
        return None;
    }
    let score = from_table(entry.score, ply);
    match entry.bound {
        Bound::Exact => Some(score),
        Bound::AtLeast if score >= beta => Some(score),
        Bound::AtMost if score <= alpha => Some(score),
        _ => None,
    }
}

/// What a fail-soft search's `best` score says of the position searched with the window
/// from `alpha0` to `beta`.
#[inline]
fn bound_of(best: i32, alpha0: i32, beta: i32) -> Bound {
    if best <= alpha0 {
        Bound::AtMost
    } else if best >= beta {
        Bound::AtLeast
    } else {
        Bound::Exact
    }
}

impl<G: Searchable> Searcher<G> {
    /// The score of `child` for the player who moved into it (`mover`), with the window
    /// in that player's view.
    pub(super) fn child_score(
        &mut self,
        mover: usize,
        child: &G::State,
        depth: u32,
        alpha: i32,
        beta: i32,
        progress: &Progress,
    ) -> (i32, bool) {
        if self.game.to_move(child) == mover {
            self.negamax(child, depth, alpha, beta, progress)
        } else {
            let (score, tainted) = self.negamax(child, depth, -beta, -alpha, progress);
            (-score, tainted)
        }
    }

    /// The score of a finished game for the player to move in `state`.
    pub(super) fn terminal(&self, state: &G::State, outcome: Outcome, ply: u32) -> i32 {
        match outcome {
            Outcome::Winner(w) if w == self.game.to_move(state) => MATE - ply as i32,
            Outcome::Winner(_) => -(MATE - ply as i32),
            Outcome::Draw => 0,
        }
    }

    /// Alpha-beta over `state` (fail-soft), returning the score for the player to move
    /// and whether it used a repetition draw. The positions above it are on `self.line`,
    /// so its distance from the root is the line's length.
    pub(super) fn negamax(
        &mut self,
        state: &G::State,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        progress: &Progress,
    ) -> (i32, bool) {
        let ply = self.line.len() as u32;
        if self.poll(progress) {
            return (0, true);
        }
        if let Some(outcome) = self.game.outcome(state) {
            return (self.terminal(state, outcome, ply), false);
        }
        let hash = hash_of(state);
        if self.game.can_repeat() && self.line.iter().any(|(h, s)| *h == hash && s == state) {
            return (0, true);
        }
        if depth == 0 {
            return (self.horizon_score(state), false);
        }
        let entry = self.table.probe(state, hash);
        let hint = entry.map(|e| usize::from(e.best));
        if let Some(score) = entry.and_then(|e| cutoff(e, depth, (alpha, beta), ply)) {
            return (score, false);
        }
        let kids = self.game.successors(state);
        if kids.is_empty() {
            return (0, false);
        }
        let order = self.order(state, &kids, hint, ply);
        let mover = self.game.to_move(state);
        let alpha0 = alpha;
        let (mut best, mut best_i, mut tainted) = (-INFINITY, order[0], false);
        self.line.push((hash, state.clone()));
        for (rank, &i) in order.iter().enumerate() {
            let window = (alpha, beta);
            let (score, t) = self.pv_score(mover, &kids[i].1, rank, depth - 1, window, progress);
            if self.stop.is_some() {
                self.line.pop();
                return (0, true);
            }
            tainted |= t;
            if score > best {
                (best, best_i) = (score, i);
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    self.reward(state, &kids[i].0, depth, ply);
                    break;
                }
            }
        }
        self.line.pop();
        let bound = bound_of(best, alpha0, beta);
        self.store(state, to_table(best, ply), depth, bound, best_i, !tainted);
        (best, tainted)
    }

    /// The game's heuristic score of `state` at the horizon, kept inside its range: never
    /// taken for a win or a loss.
    #[inline]
    fn horizon_score(&self, state: &G::State) -> i32 {
        let h = self.game.heuristic(state);
        h.clamp(-HEURISTIC_LIMIT + 1, HEURISTIC_LIMIT - 1)
    }

    /// Counts a node, and every 256 nodes checks for a cancel and the deadline: whether the
    /// search is to stop.
    #[inline]
    fn poll(&mut self, progress: &Progress) -> bool {
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            if progress.is_cancelled() {
                self.stop = Some(Stop::Cancelled);
            } else if Instant::now() >= self.deadline {
                self.stop = Some(Stop::TimeUp);
            }
        }
        self.stop.is_some()
    }

    /// The score of the child of rank `rank` in the move order with principal-variation
    /// windows: the first searched with the full `window`, the others with a null window,
    /// searched again with the full one when they turn out inside it.
    #[inline]
    fn pv_score(
        &mut self,
        mover: usize,
        child: &G::State,
        rank: usize,
        depth: u32,
        (alpha, beta): (i32, i32),
        progress: &Progress,
    ) -> (i32, bool) {
        let (mut score, mut t) = if rank == 0 {
            self.child_score(mover, child, depth, alpha, beta, progress)
        } else {
            self.child_score(mover, child, depth, alpha, alpha + 1, progress)
        };
        if rank > 0 && score > alpha && score < beta && self.stop.is_none() {
            let (again, t2) = self.child_score(mover, child, depth, alpha, beta, progress);
            (score, t) = (again, t || t2);
        }
        (score, t)
    }

    /// Move order: the table's move, then by priority, killers and history.
    pub(super) fn order(
        &self,
        state: &G::State,
        kids: &[(G::Move, G::State)],
        hint: Option<usize>,
        ply: u32,
    ) -> Vec<usize> {
        let killers = self.killers.get(ply as usize).copied().unwrap_or_default();
        let mut keyed: Vec<(i64, usize)> = kids
            .iter()
            .enumerate()
            .map(|(i, (mv, _))| {
                if hint == Some(i) {
                    return (i64::MAX, i);
                }
                let key = self.game.move_key(state, mv) % MOVE_KEYS;
                let killer = if killers.contains(&Some(key)) {
                    1 << 30
                } else {
                    0
                };
                let priority = i64::from(self.game.move_priority(state, mv)) << 32;
                (priority + killer + i64::from(self.history[key]), i)
            })
            .collect();
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        keyed.into_iter().map(|(_, i)| i).collect()
    }

    /// Remembers a move that refuted its siblings.
    pub(super) fn reward(&mut self, state: &G::State, mv: &G::Move, depth: u32, ply: u32) {
        let key = self.game.move_key(state, mv) % MOVE_KEYS;
        let bonus = (depth * depth).min(1 << 16) as i32;
        self.history[key] = (self.history[key] + bonus).min(1 << 29);
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(key) {
            slot[1] = slot[0];
            slot[0] = Some(key);
        }
    }

    pub(super) fn store(
        &mut self,
        state: &G::State,
        score: i32,
        depth: u32,
        bound: Bound,
        best: usize,
        reusable: bool,
    ) {
        self.table.store(Entry {
            state: state.clone(),
            score,
            depth: depth.min(u32::from(u16::MAX)) as u16,
            bound,
            best: best.min(usize::from(u16::MAX)) as u16,
            reusable,
        });
    }
}
