//! Search for games too large to enumerate (Fox and Geese): iterative-deepening alpha-beta
//! (negamax with principal-variation windows) over any two-player [`Game`], with a
//! transposition table, killer moves and a history table for move ordering, and a
//! heuristic the game supplies through [`Searchable`].
//!
//! What a search returns is either **proven** — a win or loss with exact remoteness, found
//! when every line the verdict depends on reaches the end of the game inside the horizon —
//! or an **estimate**: a heuristic score with the depth searched. It stops at the time
//! budget, keeping the last depth it finished, and stops at once when cancelled; run it
//! off the UI thread with [`spawn`].
//!
//! Why the proven verdicts are exact:
//! - scores of wins and losses lie beyond every heuristic score and count plies from the
//!   position where they are stored, so they only come from lines that end the game; a
//!   win or loss that ends within the depth searched is exact (a faster win, or a longer
//!   hold-out, would lie inside the horizon too and would have been found);
//! - through the transposition table a result can reach further than the depth searched:
//!   then the winner is proven, but the remoteness is only an upper bound
//!   ([`Verdict::ProvenWithin`]), and the search deepens until it is exact or time is up;
//! - a position that repeats one on the current line scores a draw (endless play). Such a
//!   score depends on the line that led there, so results that used one are kept in the
//!   table only as a move hint, never as a value: a proven win never rests on a repetition
//!   and the table never hides a faster one.
//!
//! The search sees only the position it is given, not the game's earlier positions: the
//! repetition draw of a game record is the app's business.

mod report;
mod score;
mod table;

pub use report::{Bound, Report, RootMove, Verdict, score_units};

use super::job::Job;
use super::progress::{Cancelled, Progress};
use crate::core::{Outcome, Value};
use crate::solver::progress::Phase;
use score::{INFINITY, MATE, MAX_PLY, mate_distance};
use std::time::{Duration, Instant};
use table::{Entry, Table, from_table, hash_of, to_table};

pub use crate::core::{HEURISTIC_LIMIT, MOVE_KEYS, Searchable};

/// How long and how deep to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The time budget; the search returns soon after it runs out.
    pub time: Duration,
    /// The deepest iteration, in plies.
    pub max_depth: u32,
}

impl Default for Limits {
    /// 750 ms (an answer well within a second on a busy machine, table set-up included)
    /// and up to 200 plies.
    fn default() -> Self {
        Limits {
            time: Duration::from_millis(750),
            max_depth: 200,
        }
    }
}

/// A search of `state` with a fresh table (see [`Searcher`] to keep one between searches);
/// setting up the table counts against the time budget.
pub fn search<G: Searchable + Clone>(
    game: &G,
    state: &G::State,
    limits: Limits,
    progress: &Progress,
) -> Result<Report<G>, Cancelled> {
    let clock = Instant::now();
    let mut searcher = Searcher::new(game.clone());
    let set_up = clock.elapsed();
    let limits = Limits {
        time: limits.time.saturating_sub(set_up),
        ..limits
    };
    let mut report = searcher.search(state, limits, progress)?;
    report.elapsed += set_up;
    Ok(report)
}

/// Starts a search on a worker thread; poll or cancel it through the [`Job`].
pub fn spawn<G>(game: G, state: G::State, limits: Limits) -> Job<Report<G>>
where
    G: Searchable + Clone + Send + 'static,
    G::State: 'static,
    G::Move: 'static,
{
    Job::spawn(move |progress| search(&game, &state, limits, progress))
}

/// Why a search stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    TimeUp,
    Cancelled,
}

/// One finished iteration of the root search.
struct Iteration {
    /// The root's children searched, as (index, score, bound), best first.
    scored: Vec<(usize, i32, Bound)>,
    /// The best score.
    alpha: i32,
    /// Whether some score used a repetition draw.
    tainted: bool,
}

/// A searcher: the game, its transposition table and move-ordering tables, reusable from
/// one search to the next.
pub struct Searcher<G: Searchable> {
    game: G,
    table: Table<G::State>,
    history: Vec<i32>,
    killers: Vec<[Option<usize>; 2]>,
    /// The positions of the current line, with their hashes (for repetitions).
    line: Vec<(u64, G::State)>,
    nodes: u64,
    deadline: Instant,
    stop: Option<Stop>,
}

impl<G: Searchable> Searcher<G> {
    /// A searcher with a table of 2^19 entries (16 MiB for Fox and Geese: a second's
    /// search visits a few million positions, most of them leaves that are not stored).
    pub fn new(game: G) -> Searcher<G> {
        Searcher::with_table_bits(game, 19)
    }

    /// A searcher with a table of 2^`bits` entries.
    pub fn with_table_bits(game: G, bits: u32) -> Searcher<G> {
        Searcher {
            game,
            table: Table::new(bits),
            history: vec![0; MOVE_KEYS],
            killers: Vec::new(),
            line: Vec::new(),
            nodes: 0,
            deadline: Instant::now(),
            stop: None,
        }
    }

    /// The game searched.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Searches `root` by iterative deepening until it is proven, the time runs out, or the
    /// maximum depth is reached; `Err` only when cancelled.
    pub fn search(
        &mut self,
        root: &G::State,
        limits: Limits,
        progress: &Progress,
    ) -> Result<Report<G>, Cancelled> {
        let clock = Instant::now();
        self.deadline = clock + limits.time;
        self.nodes = 0;
        self.stop = None;
        for h in &mut self.history {
            *h /= 8;
        }
        progress.set_phase(Phase::Searching, limits.time.as_millis() as usize);
        let mut report = Report::unsearched();
        let kids = self.game.successors(root);
        if let Some(outcome) = self.game.outcome(root) {
            report.verdict = Verdict::from_score(self.terminal(root, outcome, 0), 0);
        } else if kids.is_empty() {
            // A dead end that is not an ending: a draw, as the retrograde solver has it.
            report.verdict = Verdict::Proven(Value::Draw);
        } else {
            report.verdict = Verdict::Estimate {
                score: self.game.heuristic(root),
                depth: 0,
            };
            report.best = Some(kids[0].0.clone());
            self.deepen(root, &kids, limits, progress, &mut report);
        }
        report.nodes = self.nodes;
        report.elapsed = clock.elapsed();
        match self.stop {
            Some(Stop::Cancelled) => Err(Cancelled),
            _ => Ok(report),
        }
    }

    /// The iterations of the root search.
    fn deepen(
        &mut self,
        root: &G::State,
        kids: &[(G::Move, G::State)],
        limits: Limits,
        progress: &Progress,
        report: &mut Report<G>,
    ) {
        let mover = self.game.to_move(root);
        let mut order: Vec<usize> = self.order(root, kids, None, 0);
        let hash = hash_of(root);
        for depth in 1..=limits.max_depth.min(MAX_PLY as u32 / 2) {
            self.line.clear();
            self.line.push((hash, root.clone()));
            let Some(iteration) = self.root_iteration(mover, kids, &order, depth, progress) else {
                break;
            };
            order = iteration.scored.iter().map(|&(i, _, _)| i).collect();
            self.record_iteration(root, kids, &iteration, depth, report);
            progress.set(
                self.deadline_progress(limits),
                limits.time.as_millis() as usize,
            );
            if report.verdict.is_proven() {
                break;
            }
        }
        self.line.clear();
    }

    /// Searches the root's children (`kids`, by `mover`) in `order` to `depth` plies, with
    /// the root already on the line; `None` when the search stopped on the way.
    fn root_iteration(
        &mut self,
        mover: usize,
        kids: &[(G::Move, G::State)],
        order: &[usize],
        depth: u32,
        progress: &Progress,
    ) -> Option<Iteration> {
        let mut alpha = -INFINITY;
        let mut tainted = false;
        let mut scored: Vec<(usize, i32, Bound)> = Vec::with_capacity(kids.len());
        for (rank, &i) in order.iter().enumerate() {
            let child = &kids[i].1;
            // The first move gets the full window, the others a null window first and a
            // re-search only when they beat the best so far.
            let (mut score, mut t) = if rank == 0 {
                self.child_score(mover, child, depth - 1, -INFINITY, INFINITY, progress)
            } else {
                self.child_score(mover, child, depth - 1, alpha, alpha + 1, progress)
            };
            if rank > 0 && score > alpha && self.stop.is_none() {
                let (again, t2) =
                    self.child_score(mover, child, depth - 1, alpha, INFINITY, progress);
                (score, t) = (again, t || t2);
            }
            tainted |= t;
            if self.stop.is_some() {
                break;
            }
            scored.push((
                i,
                score,
                if score > alpha {
                    Bound::Exact
                } else {
                    Bound::AtMost
                },
            ));
            alpha = alpha.max(score);
        }
        if self.stop.is_some() {
            return None;
        }
        // Best first; among equals keep the previous order (stable sort).
        scored.sort_by_key(|&(_, score, bound)| (std::cmp::Reverse(score), bound != Bound::Exact));
        Some(Iteration {
            scored,
            alpha,
            tainted,
        })
    }

    /// Stores a finished iteration's result for `root` and puts it in `report`.
    fn record_iteration(
        &mut self,
        root: &G::State,
        kids: &[(G::Move, G::State)],
        iteration: &Iteration,
        depth: u32,
        report: &mut Report<G>,
    ) {
        let (alpha, scored) = (iteration.alpha, &iteration.scored);
        let best = scored[0].0;
        self.store(
            root,
            to_table(alpha, 0),
            depth,
            Bound::Exact,
            best,
            !iteration.tainted,
        );
        report.verdict = Verdict::from_score(alpha, depth);
        report.best = Some(kids[best].0.clone());
        report.depth = depth;
        report.moves = scored
            .iter()
            .map(|&(i, score, bound)| RootMove {
                mv: kids[i].0.clone(),
                to: kids[i].1.clone(),
                verdict: Verdict::from_score(score, depth),
                bound,
            })
            .collect();
        report.pv = self.principal_variation(root, depth as usize);
    }

    fn deadline_progress(&self, limits: Limits) -> usize {
        let left = self.deadline.saturating_duration_since(Instant::now());
        limits.time.saturating_sub(left).as_millis() as usize
    }

    /// The score of `child` for the player who moved into it (`mover`), with the window
    /// in that player's view.
    fn child_score(
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
    fn terminal(&self, state: &G::State, outcome: Outcome, ply: u32) -> i32 {
        match outcome {
            Outcome::Winner(w) if w == self.game.to_move(state) => MATE - ply as i32,
            Outcome::Winner(_) => -(MATE - ply as i32),
            Outcome::Draw => 0,
        }
    }

    /// Alpha-beta over `state` (fail-soft), returning the score for the player to move
    /// and whether it used a repetition draw. The positions above it are on `self.line`,
    /// so its distance from the root is the line's length.
    // Kept whole: the hot alpha-beta loop; every step shares its state (splitting costs speed).
    fn negamax(
        &mut self,
        state: &G::State,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        progress: &Progress,
    ) -> (i32, bool) {
        let ply = self.line.len() as u32;
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            if progress.is_cancelled() {
                self.stop = Some(Stop::Cancelled);
            } else if Instant::now() >= self.deadline {
                self.stop = Some(Stop::TimeUp);
            }
        }
        if self.stop.is_some() {
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
            let h = self.game.heuristic(state);
            return (h.clamp(-HEURISTIC_LIMIT + 1, HEURISTIC_LIMIT - 1), false);
        }
        let mut hint = None;
        if let Some(entry) = self.table.probe(state, hash) {
            hint = Some(usize::from(entry.best));
            // A win or loss that ends inside the horizon it was searched with is the
            // exact game value, good at any depth; anything else only as deep as searched.
            let exact_mate = entry.bound == Bound::Exact
                && mate_distance(entry.score).is_some_and(|n| n <= u32::from(entry.depth));
            if entry.reusable && (u32::from(entry.depth) >= depth || exact_mate) {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return (score, false),
                    Bound::AtLeast if score >= beta => return (score, false),
                    Bound::AtMost if score <= alpha => return (score, false),
                    _ => {}
                }
            }
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
            let child = &kids[i].1;
            let (mut score, mut t) = if rank == 0 {
                self.child_score(mover, child, depth - 1, alpha, beta, progress)
            } else {
                self.child_score(mover, child, depth - 1, alpha, alpha + 1, progress)
            };
            if rank > 0 && score > alpha && score < beta && self.stop.is_none() {
                let (again, t2) = self.child_score(mover, child, depth - 1, alpha, beta, progress);
                (score, t) = (again, t || t2);
            }
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
        let bound = if best <= alpha0 {
            Bound::AtMost
        } else if best >= beta {
            Bound::AtLeast
        } else {
            Bound::Exact
        };
        self.store(state, to_table(best, ply), depth, bound, best_i, !tainted);
        (best, tainted)
    }

    /// Move order: the table's move, then by priority, killers and history.
    fn order(
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
    fn reward(&mut self, state: &G::State, mv: &G::Move, depth: u32, ply: u32) {
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

    fn store(
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

    /// Follows the table's best moves from `root`, at most `limit` plies, stopping at a
    /// repetition or the end of the game.
    fn principal_variation(&self, root: &G::State, limit: usize) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut seen = vec![root.clone()];
        let mut at = root.clone();
        while line.len() < limit {
            let Some(entry) = self.table.probe(&at, hash_of(&at)) else {
                break;
            };
            let Some((mv, next)) = self
                .game
                .successors(&at)
                .into_iter()
                .nth(usize::from(entry.best))
            else {
                break;
            };
            if seen.contains(&next) {
                break;
            }
            line.push(mv);
            seen.push(next.clone());
            at = next;
        }
        line
    }
}
