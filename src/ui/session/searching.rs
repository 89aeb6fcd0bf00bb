//! Evaluation by search, for games too large to solve: each position the game reaches is
//! searched on a worker thread as it comes up, and the reports are kept, so that going back
//! and forth through the game does not search again. When the search time changes, the
//! reports already made stay (each knows the time it was searched for): the position shown
//! is searched again with the new time, and its new report replaces the old one unless it is
//! shallower. When the app has an exact table of the
//! game ([`WinTable`]), every report of a position it covers is made exact by it (see
//! [`crate::solver::exact`]); a table that turns out damaged is dropped, never read as a
//! verdict, and the damage is kept for the app to report.

use crate::solver::exact::{self, WinTable};
use crate::solver::search::{Limits, Report, Verdict};
use crate::solver::{Job, Stopped};
use crate::ui::session::evaluated::{Evaluated, PositionSearch};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

/// How many reports are kept before the oldest are forgotten (all at once: simple, and a
/// game rarely gets there).
const KEPT: usize = 2048;

/// A search's report, and what is shown of it: the report made exact by the table when
/// the table covers the position, else the report itself.
struct Kept<G: Evaluated> {
    searched: Arc<Report<G>>,
    shown: Arc<Report<G>>,
    /// The search time the report came from.
    time: Duration,
    /// The search time the position was last searched for (its report may be an earlier,
    /// deeper one): a position is searched again only when the time is not this.
    tried: Duration,
    /// Whether `shown` was settled with the whole line of perfect play (a table that knows
    /// remoteness gives it), not the short one of the positions settled in bulk.
    whole_line: bool,
}

/// A position and its report as shown.
type Shown<G> = (<G as crate::core::Game>::State, Arc<Report<G>>);

/// The searches of one game.
pub struct SearchState<G: Evaluated> {
    spawn: PositionSearch<G>,
    /// How long each position is searched.
    time: Duration,
    reports: HashMap<G::State, Kept<G>>,
    running: Option<(G::State, Job<Report<G>>)>,
    cancelled: bool,
    /// Why the last search failed (a bug: its worker panicked), until the searches resume.
    failure: Option<String>,
    /// The exact table the reports are settled by, if any.
    table: Option<Arc<dyn WinTable<G>>>,
    /// What was wrong with a table dropped as damaged, until the app takes it.
    damage: Option<String>,
}

impl<G: Evaluated> SearchState<G> {
    /// No search yet; `spawn` starts one.
    pub fn new(spawn: PositionSearch<G>) -> SearchState<G> {
        SearchState {
            spawn,
            time: Limits::default().time,
            reports: HashMap::new(),
            running: None,
            cancelled: false,
            failure: None,
            table: None,
            damage: None,
        }
    }

    /// The report on `state` if it has been searched; unless it has been searched for the
    /// current time, starts searching it (and stops searching any other position), unless
    /// the user stopped the searches.
    ///
    /// A table that knows remoteness answers for the positions it covers at once, with the
    /// whole line of perfect play, and they are not searched.
    pub fn want(&mut self, game: &G, state: &G::State) -> Option<Arc<Report<G>>> {
        if self.table.as_ref().is_some_and(|t| t.knows_remoteness())
            && game.outcome(state).is_none()
        {
            // Not settled yet, or settled with a short line (as the positions of the game's
            // line are): the whole line now that it is shown.
            let brief = self
                .reports
                .get(state)
                .is_none_or(|k| !k.shown.exact || !k.whole_line);
            if brief {
                self.settle_whole_line(game, state);
            }
            if let Some(kept) = self.reports.get(state)
                && kept.shown.exact
                && matches!(kept.shown.verdict, Verdict::Proven(_))
            {
                return Some(Arc::clone(&kept.shown));
            }
        }
        let kept = self.reports.get(state);
        let current = kept.is_some_and(|kept| kept.tried == self.time);
        let shown = kept.map(|kept| Arc::clone(&kept.shown));
        let searching = self.is_searching(state);
        if !current && !searching && !self.cancelled {
            // Dropping the old job cancels it.
            let job = (self.spawn)(game.clone(), state.clone(), self.time);
            self.running = Some((state.clone(), job));
        }
        shown
    }

    /// Keeps the table's verdicts of every position of `line` not known yet, so that the
    /// chart and the history show the whole line exact, not only the positions searched.
    pub fn know_line<'a>(&mut self, game: &G, line: impl Iterator<Item = &'a G::State>)
    where
        G::State: 'a,
    {
        if self.table.is_none() {
            return;
        }
        for state in line {
            if !self.reports.contains_key(state) {
                self.keep_table_verdicts(game, state, 1);
            }
        }
    }

    /// Before any search of `state`: the table's verdicts alone, kept at once when the table
    /// covers the position, so that the verdict shows in the frame of the move; the search
    /// still runs, and its report (ordering the moves, proving what remoteness it can)
    /// replaces this one (unless the table knows remoteness: then the table's report is the
    /// whole truth). Its line of perfect play has at most `line` plies.
    fn keep_table_verdicts(&mut self, game: &G, state: &G::State, line: usize) {
        if self.table.is_none() || game.outcome(state).is_some() {
            return;
        }
        let unsearched = Arc::new(Report::unsearched());
        match self.settle(game, state, &unsearched, line) {
            Ok(shown) if shown.exact => {
                let kept = Kept {
                    searched: unsearched,
                    shown,
                    time: Duration::ZERO,
                    // Never a search time: the position is still searched.
                    tried: Duration::MAX,
                    whole_line: line == exact::LONGEST_LINE,
                };
                self.reports.insert(state.clone(), kept);
            }
            Ok(_) => {}
            Err(damage) => self.drop_table(damage),
        }
    }

    /// Settles the report kept on `state` again (or, with none, the table's verdicts alone)
    /// with the whole line of perfect play.
    fn settle_whole_line(&mut self, game: &G, state: &G::State) {
        let Some(kept) = self.reports.get(state) else {
            self.keep_table_verdicts(game, state, exact::LONGEST_LINE);
            return;
        };
        let searched = Arc::clone(&kept.searched);
        match self.settle(game, state, &searched, exact::LONGEST_LINE) {
            Ok(shown) => {
                if let Some(kept) = self.reports.get_mut(state) {
                    kept.shown = shown;
                    kept.whole_line = true;
                }
            }
            Err(damage) => self.drop_table(damage),
        }
    }

    /// How long each position is searched.
    pub fn time(&self) -> Duration {
        self.time
    }

    /// Whether `state` is being searched.
    pub fn is_searching(&self, state: &G::State) -> bool {
        self.running.as_ref().is_some_and(|(s, _)| s == state)
    }

    /// Searches each position for `time` from now on; true when that is a change. The
    /// reports of the old time stay, until a search for the new one replaces them (a
    /// position is searched again as it comes up); a search under way stops.
    pub fn set_time(&mut self, time: Duration) -> bool {
        if time == self.time {
            return false;
        }
        self.time = time;
        self.running = None;
        true
    }

    /// Settles the reports by `table` from now on (none: the searches alone); true when
    /// that is a change, and every kept report is settled again at once.
    pub fn set_table(&mut self, game: &G, table: Option<Arc<dyn WinTable<G>>>) -> bool {
        let same = match (&self.table, &table) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if same {
            return false;
        }
        self.table = table;
        self.settle_all(game);
        true
    }

    /// The exact table the reports are settled by, if any.
    pub fn table(&self) -> Option<&Arc<dyn WinTable<G>>> {
        self.table.as_ref()
    }

    /// What was wrong with a table found damaged since the last call, if anything.
    pub fn take_damage(&mut self) -> Option<String> {
        self.damage.take()
    }

    /// The report on `state` if it has been searched (starting nothing).
    pub fn known(&self, state: &G::State) -> Option<Arc<Report<G>>> {
        self.reports.get(state).map(|kept| Arc::clone(&kept.shown))
    }

    /// The search time the report on `state` came from, if there is one.
    pub fn known_time(&self, state: &G::State) -> Option<Duration> {
        // A report from the table alone, not yet searched, has no search time.
        self.reports
            .get(state)
            .map(|kept| kept.time)
            .filter(|time| !time.is_zero())
    }

    /// Collects a finished search; true when one has just finished.
    pub fn poll(&mut self, game: &G) -> bool {
        let Some((state, job)) = &mut self.running else {
            return false;
        };
        let Some(result) = job.poll() else {
            return false;
        };
        let state = state.clone();
        self.running = None;
        match result {
            Ok(report) => self.keep(game, state, report),
            Err(Stopped::Cancelled) => self.cancelled = true,
            Err(Stopped::Failed(cause)) => {
                self.cancelled = true;
                self.failure = Some(cause);
            }
        }
        true
    }

    /// Keeps a finished search's report on `state` (searched for the current time), unless
    /// the report kept is deeper: that one stays, the position counts as searched.
    fn keep(&mut self, game: &G, state: G::State, report: Report<G>) {
        let time = self.time;
        if let Some(kept) = self.reports.get_mut(&state)
            && report.depth < kept.searched.depth
        {
            kept.tried = time;
            return;
        }
        if self.reports.len() >= KEPT {
            self.reports.clear();
        }
        let searched = Arc::new(report);
        let (shown, damage) = match self.settle(game, &state, &searched, exact::LONGEST_LINE) {
            Ok(shown) => (shown, None),
            Err(damage) => (Arc::clone(&searched), Some(damage)),
        };
        let kept = Kept {
            searched,
            shown,
            time,
            tried: time,
            whole_line: true,
        };
        self.reports.insert(state, kept);
        if let Some(damage) = damage {
            self.drop_table(damage);
        }
    }

    /// The report on `state` as shown: settled by the table when it covers the position;
    /// `Err` with what is wrong when the table is damaged there. A table that knows
    /// remoteness gives a line of perfect play of at most `line` plies.
    fn settle(
        &self,
        game: &G,
        state: &G::State,
        searched: &Arc<Report<G>>,
        line: usize,
    ) -> Result<Arc<Report<G>>, String> {
        let Some(table) = &self.table else {
            return Ok(Arc::clone(searched));
        };
        match exact::settle_with_line(game, state, searched, table.as_ref(), line) {
            Ok(Some(settled)) => Ok(Arc::new(settled)),
            Ok(None) => Ok(Arc::clone(searched)),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Settles every kept report again (after the table changed).
    fn settle_all(&mut self, game: &G) {
        let settled: Result<Vec<Shown<G>>, String> = self
            .reports
            .iter()
            // A short line each: the shown position's whole line comes when it is wanted.
            .map(|(state, kept)| Ok((state.clone(), self.settle(game, state, &kept.searched, 1)?)))
            .collect();
        match settled {
            Ok(settled) => {
                for (state, shown) in settled {
                    if let Some(kept) = self.reports.get_mut(&state) {
                        kept.shown = shown;
                        kept.whole_line = false;
                    }
                }
            }
            Err(damage) => self.drop_table(damage),
        }
    }

    /// Stops reading a damaged table: every report goes back to the search's alone.
    fn drop_table(&mut self, damage: String) {
        self.table = None;
        self.damage = Some(damage);
        for kept in self.reports.values_mut() {
            kept.shown = Arc::clone(&kept.searched);
        }
    }

    /// The running search's progress: (fraction of its time, phase).
    pub fn progress(&self) -> Option<(f32, crate::solver::Phase)> {
        let (_, job) = self.running.as_ref()?;
        let progress = job.progress();
        Some((progress.fraction(), progress.snapshot().2))
    }

    /// Whether the searches stopped: the user stopped them, or one failed.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled
    }

    /// Why the last search failed, when it did (until the searches resume).
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Stops the running search, and searches no more until [`SearchState::resume`].
    pub fn cancel(&mut self) {
        self.running = None;
        self.cancelled = true;
    }

    /// Searches again.
    pub fn resume(&mut self) {
        self.cancelled = false;
        self.failure = None;
    }
}

#[cfg(test)]
mod tests;
