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

mod negamax;
mod report;
mod score;
mod table;

pub use report::{Bound, Report, RootMove, Verdict, score_units};

use super::job::Job;
use super::progress::{Cancelled, Progress};
use crate::core::Value;
use crate::solver::progress::Phase;
use score::{INFINITY, MAX_PLY};
use std::time::{Duration, Instant};
use table::{Table, hash_of, to_table};

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
