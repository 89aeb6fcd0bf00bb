//! The figures of a solved variant (positions, reachable, endings, the shortest game),
//! counted after its values.

use super::LIST_LIMIT;
use crate::solver::analysis::{Analysis, Census, FigureOptions, figures};
use crate::solver::{Cancelled, Progress, Solution};
use crate::ui::session::evaluated::Evaluated;

/// Above this many codes the figures do not count every valid position: listing them would
/// take longer than the solve.
const CENSUS_LIMIT: u128 = 20_000_000;

/// Counts the figures of a solved variant of a game with a census: what
/// [`crate::ui::session::evaluated::Evaluator::Solve`] takes.
pub fn count_figures<G: Evaluated + Census>(
    game: &G,
    solution: &Solution<G>,
    solve_ms: f64,
    progress: &Progress,
) -> Result<Analysis, Cancelled> {
    let start = solution
        .states
        .first()
        .cloned()
        .unwrap_or_else(|| game.start());
    let options = FigureOptions {
        limit: Some(LIST_LIMIT),
        census: game.codes_total() <= CENSUS_LIMIT,
    };
    figures(
        game,
        game.variant_words(),
        &start,
        solution,
        solve_ms,
        options,
        progress,
    )
}
