//! What a practice is made of (see `trainer.rs`, which runs it in the session): what is
//! practised, each exercise, where the one at hand is, and the practice's own state.

use crate::core::{Seat, Value};
use crate::history::{History, NodeId};
use crate::review::MoveReview;
use crate::review::drill::Goal;
use crate::review::puzzle::{Ask, Level};
use crate::review::puzzle_log::GameResults;
use crate::ui::session::evaluated::Evaluated;

/// What is practised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drill {
    /// The blunders of the reviewed game, one after the other.
    Mistakes,
    /// One puzzle.
    Puzzle(PuzzleCard),
}

/// What a puzzle asks, as the window says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleCard {
    /// What it asks.
    pub ask: Ask,
    /// How hard it is.
    pub level: Level,
    /// The answer's value for the player to find it.
    pub value: Value,
    /// The seed it was drawn from.
    pub seed: u64,
    /// Its position's code.
    pub code: String,
    /// The results of this game's puzzles before this one.
    pub results: GameResults,
}

/// One position to find a move in.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The position, a node of the history.
    pub at: NodeId,
    /// The seat to move there, in the seat order of the start.
    pub seat: Seat,
    /// What a try must find.
    pub goal: Goal,
    /// The value of the position for the seat to move, which a right move keeps.
    pub value: Value,
    /// The blunder played there in the game (learning from mistakes).
    pub played: Option<MoveReview>,
}

/// Where the exercise at hand is.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt {
    /// Waiting for a move.
    Trying,
    /// The move tried wins too, more slowly: try again.
    Slower {
        /// The move's name.
        name: String,
        /// Its value.
        value: Value,
    },
    /// A right move was played.
    Right {
        /// The move's name.
        name: String,
        /// Its value.
        value: Value,
    },
    /// A wrong move was played, and its refutation after it.
    Wrong {
        /// The move's name.
        name: String,
        /// Its value for the player who tried it.
        value: Value,
        /// The nodes of the move and of the refutation, in order.
        line: Vec<NodeId>,
        /// The refutation's moves, in the game's notation.
        refutation: Vec<String>,
    },
    /// The answer was asked for: the board shows it.
    Shown {
        /// The right moves' names.
        answers: Vec<String>,
    },
}

/// A practice under way.
#[derive(Debug)]
pub struct Trainer<G: Evaluated> {
    /// What is practised.
    pub drill: Drill,
    pub(super) exercises: Vec<Exercise>,
    pub(super) index: usize,
    pub(super) attempt: Attempt,
    /// Whether the exercise at hand was missed: a wrong move tried, or the answer shown.
    pub(super) missed: bool,
    /// Each exercise's result: found at the first try or not; `None` while not done.
    pub(super) results: Vec<Option<bool>>,
    /// The refutation played out: the next node of the line to show, and when.
    pub(super) playback: Option<(usize, Option<f64>)>,
    /// The game as it was before the practice (learning from mistakes), put back at the end.
    pub(super) kept: Option<History<G>>,
    /// A puzzle's result, once, for the window to keep: whether it was solved at the
    /// first try.
    pub(super) finished: Option<bool>,
}

impl<G: Evaluated> Trainer<G> {
    /// The exercise at hand, or none when every one is done.
    pub fn exercise(&self) -> Option<&Exercise> {
        self.exercises.get(self.index)
    }

    /// Its number from 1, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (
            (self.index + 1).min(self.exercises.len()),
            self.exercises.len(),
        )
    }

    /// Where the exercise at hand is.
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// Whether every exercise is done.
    pub fn is_over(&self) -> bool {
        self.index >= self.exercises.len()
    }

    /// How many exercises were done, and how many of them found at the first try.
    pub fn score(&self) -> (usize, usize) {
        let done = self.results.iter().flatten().count();
        let first = self.results.iter().flatten().filter(|r| **r).count();
        (done, first)
    }

    /// Whether the refutation is still being played out.
    pub fn is_playing_back(&self) -> bool {
        self.playback.is_some()
    }
}
