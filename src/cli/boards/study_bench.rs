//! `kibitzer bench --game fox-geese --table`, the study tools: the review of a game and the
//! drawing of puzzles read from the remoteness table, each from a table opened anew (no
//! block decoded yet: the app's first review or puzzle after it opens the table).

use crate::cli::CliError;
use crate::core::{Game, Rng};
use crate::games::fox_geese::FoxGeese;
use crate::history::History;
use crate::review::oracle::Table;
use crate::review::{puzzle, review_viewed};
use crate::solver::fox_geese::remote_table::{self, RemoteTable};
use serde_json::{Value as Json, json};
use std::path::Path;
use std::time::Instant;

/// The moves reviewed: the length of a long game.
pub(super) const REVIEWED_MOVES: usize = 200;

/// The puzzles drawn, each with a seed of its own.
const PUZZLES: u64 = 20;

/// The times of the study tools on a table opened anew.
pub(super) struct Study {
    /// The first opening of the table in the process (which lays out the index of the
    /// slices), and the median of the openings after it, in milliseconds.
    pub(super) first_open_ms: f64,
    pub(super) open_ms: f64,
    /// The moves reviewed and the games they were played in.
    pub(super) moves: usize,
    pub(super) games: usize,
    /// The review of all of them, in milliseconds.
    pub(super) review_ms: f64,
    /// Each puzzle's drawing, in milliseconds, sorted; and how many draws found one.
    pub(super) puzzle_ms: Vec<f64>,
    pub(super) found: usize,
}

/// Games of random moves from the start, played back to back until they hold
/// [`REVIEWED_MOVES`] moves in all (a game without sideways ends in a few dozen), the same
/// games every run.
fn random_games(game: &FoxGeese) -> Result<Vec<History<FoxGeese>>, CliError> {
    let mut rng = Rng::seeded(7);
    let mut games = Vec::new();
    let mut moves = 0;
    while moves < REVIEWED_MOVES {
        let mut history = History::new(game.start());
        while game.outcome(history.current()).is_none() && moves < REVIEWED_MOVES {
            let legal = game.legal_moves(history.current());
            let mv = *rng.pick(&legal);
            history
                .play(game, &mv)
                .map_err(|e| CliError(format!("a random move was refused: {e}")))?;
            moves += 1;
        }
        games.push(history);
    }
    Ok(games)
}

/// Opens the 13-geese remoteness table of `cache` anew, adding the time it took to `opens`.
fn fresh(cache: &Path, opens: &mut Vec<f64>) -> Result<RemoteTable, CliError> {
    let clock = Instant::now();
    let table = remote_table::open(cache, 13)?;
    opens.push(clock.elapsed().as_secs_f64() * 1000.0);
    Ok(table)
}

/// Times the review of [`REVIEWED_MOVES`] moves and the drawing of [`PUZZLES`] puzzles,
/// each on the table of `cache` opened anew; the table was first opened in the process in
/// `first_open_ms`.
pub(super) fn time_study(
    cache: &Path,
    game: &FoxGeese,
    first_open_ms: f64,
) -> Result<Study, CliError> {
    let games = random_games(game)?;
    let mut opens = Vec::new();
    let table = fresh(cache, &mut opens)?;
    let clock = Instant::now();
    let mut moves = 0;
    for history in &games {
        let reviewed = review_viewed(game, &Table(&table), history).map_err(CliError)?;
        if reviewed.moves.iter().any(|m| m.mark.is_none()) {
            return Err(CliError(
                "the table left a reviewed move unmarked".to_owned(),
            ));
        }
        moves += reviewed.moves.len();
    }
    let review_ms = clock.elapsed().as_secs_f64() * 1000.0;
    drop(table);
    let mut puzzle_ms = Vec::new();
    let mut found = 0;
    for seed in 1..=PUZZLES {
        let table = fresh(cache, &mut opens)?;
        let clock = Instant::now();
        let drawn = puzzle::draw(game, &Table(&table), &game.start(), seed, None, None)
            .map_err(CliError)?;
        puzzle_ms.push(clock.elapsed().as_secs_f64() * 1000.0);
        found += usize::from(drawn.is_some());
    }
    puzzle_ms.sort_by(f64::total_cmp);
    opens.sort_by(f64::total_cmp);
    Ok(Study {
        first_open_ms,
        open_ms: opens[opens.len() / 2],
        moves,
        games: games.len(),
        review_ms,
        puzzle_ms,
        found,
    })
}

impl Study {
    fn puzzle_median(&self) -> f64 {
        self.puzzle_ms[self.puzzle_ms.len() / 2]
    }

    fn puzzle_max(&self) -> f64 {
        self.puzzle_ms.last().copied().unwrap_or(0.0)
    }

    pub(super) fn json(&self) -> Json {
        json!({"first_open_ms": self.first_open_ms, "open_ms": self.open_ms,
            "reviewed_moves": self.moves, "reviewed_games": self.games,
            "review_ms": self.review_ms, "puzzles": self.puzzle_ms.len(),
            "puzzles_found": self.found, "puzzle_median_ms": self.puzzle_median(),
            "puzzle_max_ms": self.puzzle_max()})
    }

    pub(super) fn text(&self) -> String {
        format!(
            "The remoteness table opened in {:.1} ms the first time in the process (the index \
             of the slices laid out), {:.1} ms after that (median). From the table opened \
             anew (no block decoded yet): the review of {} moves ({} random games from the \
             start) {:.1} ms; a puzzle drawn, {} seeds ({} found): median {:.1} ms, slowest \
             {:.1} ms",
            self.first_open_ms,
            self.open_ms,
            self.moves,
            self.games,
            self.review_ms,
            self.puzzle_ms.len(),
            self.found,
            self.puzzle_median(),
            self.puzzle_max()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reviewed_games_hold_the_moves_asked_for_each_ending_or_the_last() {
        let game = FoxGeese::standard();
        let games = random_games(&game).expect("random moves are legal");
        let moves: Vec<usize> = games.iter().map(|h| h.viewed_nodes().len()).collect();
        assert_eq!(moves.iter().sum::<usize>(), REVIEWED_MOVES, "{moves:?}");
        let (last, ended) = games.split_last().expect("a game at least");
        for history in ended {
            let end = history.state(*history.viewed_nodes().last().expect("a move"));
            assert!(
                end.is_some_and(|at| game.outcome(at).is_some()),
                "a game is followed by another only once it has ended"
            );
        }
        assert!(!last.viewed_nodes().is_empty());
        assert!(
            games.len() > 1,
            "a game without sideways ends before 200 moves"
        );
    }
}
