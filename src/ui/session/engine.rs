//! Where a session's verdicts come from: one exact solve of everything reachable from the
//! start, or a search of each position as it comes up (as the game's [`Evaluator`] says).

use crate::solver::exact::WinTable;
use crate::solver::search::Report;
use crate::ui::session::evaluated::{Evaluated, Evaluator};
use crate::ui::session::searching::SearchState;
use crate::ui::session::solving::{SolveCache, SolveState, Solved};
use std::sync::Arc;

/// The solve or the searches of one session.
pub enum Engine<G: Evaluated> {
    /// An exact solve, then the figures.
    Solve(SolveState<G>),
    /// A search per position.
    Search(Box<SearchState<G>>),
}

impl<G: Evaluated> Engine<G> {
    /// Starts the game's evaluator: a solve from `start` (or the cache's), or no search yet.
    pub fn start(game: &G, start: &G::State, cache: &SolveCache) -> Engine<G> {
        match G::evaluator() {
            Evaluator::Solve(_) => Engine::Solve(SolveState::start(game, start, cache)),
            Evaluator::Search(spawn) => Engine::Search(Box::new(SearchState::new(spawn))),
        }
    }

    /// Whether positions are searched rather than solved.
    pub fn is_search(&self) -> bool {
        matches!(self, Engine::Search(_))
    }

    /// The finished solve, if any.
    pub fn solved(&self) -> Option<&Arc<Solved<G>>> {
        match self {
            Engine::Solve(solving) => solving.solved(),
            Engine::Search(_) => None,
        }
    }

    /// The search's report on `state`, starting a search of it when there is none.
    pub fn report(&mut self, game: &G, state: &G::State) -> Option<Arc<Report<G>>> {
        match self {
            Engine::Search(search) => search.want(game, state),
            Engine::Solve(_) => None,
        }
    }

    /// Gives every position of `line` the table's verdicts where there is a table (see
    /// [`SearchState::know_line`]); nothing for a solved game.
    pub fn know_line<'a>(&mut self, game: &G, line: impl Iterator<Item = &'a G::State>)
    where
        G::State: 'a,
    {
        if let Engine::Search(search) = self {
            search.know_line(game, line);
        }
    }

    /// The search's report on `state` if it has one (starting nothing).
    pub fn known_report(&self, state: &G::State) -> Option<Arc<Report<G>>> {
        match self {
            Engine::Search(search) => search.known(state),
            Engine::Solve(_) => None,
        }
    }

    /// The search time the report on `state` came from, if it has one.
    pub fn known_time(&self, state: &G::State) -> Option<std::time::Duration> {
        match self {
            Engine::Search(search) => search.known_time(state),
            Engine::Solve(_) => None,
        }
    }

    /// How long each position is searched (nothing for a solve).
    pub fn search_time(&self) -> Option<std::time::Duration> {
        match self {
            Engine::Search(search) => Some(search.time()),
            Engine::Solve(_) => None,
        }
    }

    /// Whether `state` is being searched.
    pub fn is_searching(&self, state: &G::State) -> bool {
        match self {
            Engine::Search(search) => search.is_searching(state),
            Engine::Solve(_) => false,
        }
    }

    /// How long each position is searched (nothing for a solve); true when that changed.
    pub fn set_search_time(&mut self, time: std::time::Duration) -> bool {
        match self {
            Engine::Search(search) => search.set_time(time),
            Engine::Solve(_) => false,
        }
    }

    /// Makes searched verdicts exact by `table` where it covers them (none: the searches
    /// alone); true when the verdicts shown change. A solved game has no use for it.
    pub fn set_table(&mut self, game: &G, table: Option<Arc<dyn WinTable<G>>>) -> bool {
        match self {
            Engine::Search(search) => search.set_table(game, table),
            Engine::Solve(_) => false,
        }
    }

    /// The exact table a searched game's verdicts are settled by, if any.
    pub fn table(&self) -> Option<&Arc<dyn WinTable<G>>> {
        match self {
            Engine::Search(search) => search.table(),
            Engine::Solve(_) => None,
        }
    }

    /// What was wrong with a table found damaged (and no longer read), once.
    pub fn take_table_damage(&mut self) -> Option<String> {
        match self {
            Engine::Search(search) => search.take_damage(),
            Engine::Solve(_) => None,
        }
    }

    /// The running work's progress: (fraction, phase).
    pub fn progress(&self) -> Option<(f32, crate::solver::Phase)> {
        match self {
            Engine::Solve(solving) => solving.progress(),
            Engine::Search(search) => search.progress(),
        }
    }

    /// Whether the user stopped the work.
    pub fn is_cancelled(&self) -> bool {
        match self {
            Engine::Solve(solving) => solving.is_cancelled(),
            Engine::Search(search) => search.is_cancelled(),
        }
    }

    /// Why the work failed (a bug: its worker panicked), when it did.
    pub fn failure(&self) -> Option<&str> {
        match self {
            Engine::Solve(solving) => solving.failure(),
            Engine::Search(search) => search.failure(),
        }
    }

    /// Stops the work; true when the verdicts shown change (a solve stopped before its end).
    pub fn cancel(&mut self) -> bool {
        match self {
            Engine::Solve(solving) => {
                let unsolved = solving.solved().is_none();
                solving.cancel();
                unsolved
            }
            Engine::Search(search) => {
                search.cancel();
                false
            }
        }
    }

    /// Takes up the work again; true when the verdicts must be looked up again (a search
    /// starts from the position shown).
    pub fn resume(&mut self, game: &G, start: &G::State, cache: &SolveCache) -> bool {
        match self {
            Engine::Solve(solving) => {
                solving.resume(game, start, cache);
                false
            }
            Engine::Search(search) => {
                search.resume();
                true
            }
        }
    }

    /// Collects finished work; true when a solve or a search has just finished.
    pub fn poll(&mut self, game: &G, start: &G::State, cache: &mut SolveCache) -> bool {
        match self {
            Engine::Solve(solving) => solving.poll(game, start, cache),
            Engine::Search(search) => search.poll(game),
        }
    }
}
