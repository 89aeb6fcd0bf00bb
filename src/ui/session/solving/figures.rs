//! The figures of a solved variant (positions, reachable, endings, the shortest game),
//! counted after its values.

use super::LIST_LIMIT;
use crate::solver::analysis::{Analysis, Census, FigureOptions, figures};
use crate::solver::{Cancelled, Progress, Solution};
use crate::ui::session::evaluated::Evaluated;

/// Above this many codes of the normal form the figures do not count every valid position:
/// listing them would take seconds and hundreds of megabytes (six players of Chopsticks
/// have 11.4 million).
const CENSUS_LIMIT: u128 = 5_000_000;

/// Whether the figures of `game` list every code: counted by the codes of its normal form,
/// not with their redundancy (three players of four hands have 343,000 codes, not 244
/// million).
fn lists_every_code<G: Census>(game: &G) -> bool {
    game.codes_listed() <= CENSUS_LIMIT
}

/// Counts the figures of a solved variant of a game with a census: what
/// [`crate::ui::session::evaluated::Evaluator::Solve`] takes.
pub fn count_figures<G: Evaluated + Census>(
    game: &G,
    solution: &Solution<G>,
    solve_ms: f64,
    progress: &Progress,
) -> Result<Analysis, Cancelled> {
    let start = if solution.is_empty() {
        game.start()
    } else {
        solution.state(game, 0)
    };
    let options = FigureOptions {
        limit: Some(LIST_LIMIT),
        census: lists_every_code(game),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Variant};

    #[test]
    fn the_census_is_counted_by_the_codes_it_lists() {
        let game = |players: usize, hands: u8| {
            Chopsticks::new(Variant::standard(players).with_hands(&[hands])).expect("valid")
        };
        // Three players of four hands: 343,000 codes, 244 million with redundancy.
        assert!(game(3, 4).codes_total() > 20_000_000);
        assert!(lists_every_code(&game(3, 4)));
        assert!(lists_every_code(&game(5, 2)));
        // Six players: 11.4 million codes, more than the figures list.
        assert!(!lists_every_code(&game(6, 2)));
    }
}
