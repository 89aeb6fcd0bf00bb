//! What the session needs from a game beyond the [`Game`] trait: how its positions are
//! evaluated (an exact solve, or a search of each position for games too large to solve,
//! made exact by a table where the app has one), the key of its variant for the solution
//! cache, and the names of its seats. Each game's UI file implements it beside
//! [`crate::ui::games::game_ui::GameUi`].

use crate::core::{Described, Game, Seat};
use crate::solver::analysis::Analysis;
use crate::solver::exact::WinTable;
use crate::solver::search::Report;
use crate::solver::{Cancelled, Job, Progress, Solution};
use crate::ui::session::tables::Tables;
use std::sync::Arc;

pub use crate::ui::views::grammar::SeatName;

/// Counts a solved variant's figures (what needs the game's census) from its solution and
/// the milliseconds the solve took.
pub type FigureCounter<G> = fn(&G, &Solution<G>, f64, &Progress) -> Result<Analysis, Cancelled>;

/// Starts a search of one position on a worker thread.
pub type PositionSearch<G> = fn(G, <G as Game>::State, std::time::Duration) -> Job<Report<G>>;

/// How the app learns what positions are worth.
pub enum Evaluator<G: Evaluated> {
    /// Solve every position reachable from the start exactly, then count the variant's
    /// figures: for games small enough to enumerate.
    Solve(FigureCounter<G>),
    /// Search each position as it comes up: for games too large to enumerate. Only some
    /// verdicts are proven; the rest are estimates.
    Search(PositionSearch<G>),
}

/// How the app evaluates a game's positions, and names its seats.
pub trait Evaluated: Described
where
    Self::State: 'static,
    Self::Move: 'static,
{
    /// How positions are evaluated: by an exact solve or by search.
    fn evaluator() -> Evaluator<Self>;

    /// The exact table that holds every position of this variant, when the app can build
    /// one (Fox and Geese: its geese, with or without sideways moves); `None` when there is
    /// no table for it.
    fn table_target(&self) -> Option<crate::ui::session::tables::TableTarget> {
        None
    }

    /// The exact table's verdicts for this variant's positions, when the app has it open
    /// (perhaps for fewer pieces than [`Evaluated::table_target`]).
    fn win_table(&self, tables: &Tables) -> Option<Arc<dyn WinTable<Self>>> {
        let _ = tables;
        None
    }

    /// A key naming the variant, for the solution cache and the saved solves: its settings
    /// in words unless the game says otherwise.
    fn variant_key(&self) -> String {
        self.variant_settings().to_string()
    }

    /// What a search's score is made of, for the explanations beside the estimates: each
    /// term in words with its weight in score units (the app shows a hundredth of a score);
    /// empty for a game that is solved rather than searched.
    fn score_terms(&self) -> &'static [(&'static str, i32)] {
        &[]
    }

    /// A short name of an absolute seat for compact lists ("P2"), where the full name
    /// would not fit.
    fn seat_short_name(&self, seat: Seat) -> String {
        format!("P{}", seat + 1)
    }

    /// The name of an absolute seat (seat order of the game's start).
    fn seat_name(&self, seat: Seat) -> SeatName;
}
