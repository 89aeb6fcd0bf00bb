//! Solving in the background: a finished solve ([`Solved`]) and the cache that keeps the
//! latest few, keyed by game, variant and start, so that going back to a variant is instant.

use super::game_ui::GameUi;
use crate::solver::analysis::{Analysis, analyze};
use crate::solver::{Job, Solution};
use std::any::Any;
use std::sync::Arc;

/// How many solutions the cache keeps (the largest Chopsticks variants take hundreds of MB).
const CACHE_SIZE: usize = 3;

/// How many items the analysis lists keep (endings, shortest games).
const LIST_LIMIT: usize = 5;

/// A finished solve: every position reachable from the start with its value, and the
/// variant's figures.
pub struct Solved<G: GameUi> {
    /// The values.
    pub solution: Solution<G>,
    /// The figures: positions, reachable, endings, shortest game, start value, solve time.
    pub analysis: Analysis,
}

/// The cache key of a variant solved from `start`.
pub fn cache_key<G: GameUi>(game: &G, start: &G::State) -> String {
    format!(
        "{}|{}|{}",
        game.name(),
        game.variant_key(),
        game.format_state(start)
    )
}

/// Starts solving `game` from `start` on a worker thread.
pub fn spawn<G: GameUi>(game: &G, start: &G::State) -> Job<Solved<G>> {
    let game = game.clone();
    let start = start.clone();
    Job::spawn(move |progress| {
        let words = game.variant_words();
        let (analysis, solution) = analyze(&game, words, &start, Some(LIST_LIMIT), progress)?;
        Ok(Solved { solution, analysis })
    })
}

/// Recently finished solves of any game, newest last.
#[derive(Default)]
pub struct SolveCache {
    entries: Vec<(String, Arc<dyn Any + Send + Sync>)>,
}

impl SolveCache {
    /// The solve stored under `key`, if it is there.
    pub fn get<G: GameUi>(&self, key: &str) -> Option<Arc<Solved<G>>> {
        let (_, entry) = self.entries.iter().find(|(k, _)| k == key)?;
        Arc::clone(entry).downcast::<Solved<G>>().ok()
    }

    /// Stores a solve, dropping the oldest beyond the cache size.
    pub fn insert<G: GameUi>(&mut self, key: String, solved: Arc<Solved<G>>) {
        self.entries.retain(|(k, _)| *k != key);
        self.entries.push((key, solved));
        if self.entries.len() > CACHE_SIZE {
            self.entries.remove(0);
        }
    }
}
