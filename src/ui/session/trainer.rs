//! Practice in a [`Session`]: learning from the blunders of a reviewed game, or a puzzle.
//! Each exercise is a position where the answer is hidden (no overlay, no verdicts of the
//! moves, no hint); a move tried there is judged against the exact values
//! ([`crate::review::drill`]): a right one is played and the exercise is done; a wrong one is
//! played with its refutation, the line of perfect play after it, stepped through on the
//! board; a slower win (in a puzzle that asks for the fastest) asks again.
//!
//! Learning from mistakes tries moves in the game's own tree; the game as it was is kept and
//! put back when the practice stops, so that nothing of the user's game changes (and what is
//! saved meanwhile is the game as it was).

use super::Session;
pub use super::practice::{Attempt, Drill, Exercise, PuzzleCard, Trainer};
use crate::core::{MoveError, Value};
use crate::history::History;
use crate::review::drill::{self, Goal, Judged};
use crate::review::puzzle::{Level, Puzzle};
use crate::review::puzzle_log::GameResults;
use crate::review::{Mark, Oracle};
use crate::ui::session::evaluated::Evaluated;
use crate::ui::session::review::ReviewSource;

/// Seconds between two moves of a refutation played out on the board.
pub const PLAYBACK_STEP: f64 = 0.8;

/// The longest refutation played out, in moves (a draw would go on forever).
pub const REFUTATION_MOVES: usize = 24;

impl<G: Evaluated> Session<G> {
    /// The practice under way.
    pub fn trainer(&self) -> Option<&Trainer<G>> {
        self.trainer.as_ref()
    }

    /// The game to save and keep: as it was before a practice of its mistakes, whose tries
    /// are not part of it.
    pub fn kept_history(&self) -> &History<G> {
        self.trainer
            .as_ref()
            .and_then(|t| t.kept.as_ref())
            .unwrap_or(&self.history)
    }

    /// Whether the answer is hidden: a practice waits for a move at its position.
    pub fn hides_answer(&self) -> bool {
        self.trainer.as_ref().is_some_and(|t| {
            matches!(t.attempt, Attempt::Trying | Attempt::Slower { .. })
                && t.exercise()
                    .is_some_and(|e| e.at == self.history.current_node())
        })
    }

    /// Runs `f` with the exact values of the session, when it has some: its solve, or a
    /// table that knows remoteness.
    pub(super) fn with_exact<R>(&self, f: impl FnOnce(&dyn Oracle<G>) -> R) -> Option<R> {
        if let Some(solved) = self.engine.solved() {
            return Some(f(&solved.solution));
        }
        let table = self.engine.table().filter(|t| t.knows_remoteness())?;
        Some(f(&crate::review::oracle::Table(table.as_ref())))
    }

    /// Starts practising the blunders of the reviewed game's line viewed: those of the
    /// people at the table when someone plays, else every one. False when the review is not
    /// exact or has no blunder.
    pub fn learn_from_mistakes(&mut self) -> bool {
        let Some(review) = self.review.as_ref() else {
            return false;
        };
        if !matches!(review.source(), ReviewSource::Solved | ReviewSource::Table) {
            return false;
        }
        let humans: Vec<bool> = (0..self.game.players())
            .map(|seat| !self.player(seat).is_computer())
            .collect();
        let anyone = humans.iter().any(|h| *h);
        let exercises: Vec<Exercise> = self
            .history
            .viewed_nodes()
            .iter()
            .filter_map(|node| review.mark(*node))
            .filter(|m| m.mark == Some(Mark::Blunder))
            .filter(|m| !anyone || humans.get(m.seat).copied().unwrap_or(false))
            .filter_map(|m| {
                Some(Exercise {
                    at: self.history.parent(m.node)?,
                    seat: m.seat,
                    goal: Goal::Keep,
                    value: m.before?,
                    played: Some(m.clone()),
                })
            })
            .collect();
        if exercises.is_empty() {
            return false;
        }
        let kept = Some(self.history.clone());
        self.begin(Drill::Mistakes, exercises, kept);
        true
    }

    /// Makes this session a puzzle: the game from its start along the puzzle's moves, the
    /// puzzle's position to find the answer in.
    pub fn set_puzzle(
        &mut self,
        puzzle: &Puzzle<G>,
        results: GameResults,
    ) -> Result<(), MoveError> {
        let mut history = History::new(self.history.start().clone());
        for mv in &puzzle.line {
            history.play(&self.game, mv)?;
        }
        self.history = history;
        self.review = None;
        self.refresh();
        let seat = self.mover().unwrap_or(0);
        let card = PuzzleCard {
            ask: puzzle.ask,
            level: puzzle.level,
            value: puzzle.value,
            seed: puzzle.seed,
            code: self.game.format_state(&puzzle.position),
            results,
        };
        let exercise = Exercise {
            at: self.history.current_node(),
            seat,
            goal: Goal::Best,
            value: puzzle.value,
            played: None,
        };
        self.begin(Drill::Puzzle(card), vec![exercise], None);
        Ok(())
    }

    /// Draws a puzzle from the exact values, from the session's start (see
    /// [`crate::review::puzzle::draw`]); an error when there are no exact values yet.
    pub fn draw_puzzle(
        &self,
        seed: u64,
        level: Option<Level>,
        avoid: Option<&str>,
    ) -> Result<Option<Puzzle<G>>, String> {
        let avoid = avoid.and_then(|code| self.game.parse_state(code).ok());
        let start = self.history.start();
        self.with_exact(|oracle| {
            crate::review::puzzle::draw(&self.game, oracle, start, seed, level, avoid.as_ref())
        })
        .ok_or_else(|| crate::tr!("trainer-needs-exact"))?
    }

    fn begin(&mut self, drill: Drill, exercises: Vec<Exercise>, kept: Option<History<G>>) {
        let results = vec![None; exercises.len()];
        self.trainer = Some(Trainer {
            drill,
            exercises,
            index: 0,
            attempt: Attempt::Trying,
            missed: false,
            results,
            playback: None,
            kept,
            finished: None,
        });
        self.go_to_exercise();
    }

    /// Goes to the exercise at hand's position, on the line through it.
    fn go_to_exercise(&mut self) {
        let Some(at) = self
            .trainer
            .as_ref()
            .and_then(|t| t.exercise())
            .map(|e| e.at)
        else {
            return;
        };
        self.history.go_to(at);
        self.refresh();
    }

    /// A move tried in the practice's position: judged, then played (with its refutation
    /// when wrong). `None` when the move is not the practice's (no practice, another
    /// position, or values not known): it is played as any move.
    pub(super) fn try_move(&mut self, name: &str) -> Option<Result<(), MoveError>> {
        if !self.hides_answer() {
            return None;
        }
        let exercise = self.trainer.as_ref()?.exercise()?.clone();
        let state = self.history.current().clone();
        let mv = match self.game.parse_move(&state, name) {
            Ok(mv) => mv,
            Err(err) => return Some(Err(err)),
        };
        if let Err(err) = self.game.play(&state, &mv) {
            return Some(Err(err));
        }
        let known = self
            .with_exact(|oracle| oracle.known(&self.game, &state))?
            .ok()?;
        let judged = drill::judge(&known, &mv, exercise.goal)?;
        let name = self.game.format_move(&state, &mv);
        let attempt = match judged {
            Judged::Right { value } => {
                if let Err(err) = self.history.play(&self.game, &mv) {
                    return Some(Err(err));
                }
                self.finish_exercise();
                Attempt::Right { name, value }
            }
            Judged::Slower { value, .. } => Attempt::Slower { name, value },
            Judged::Wrong { value, .. } => self.refute(&mv, name, value),
        };
        if let Some(t) = self.trainer.as_mut() {
            t.attempt = attempt;
        }
        self.refresh();
        Some(Ok(()))
    }

    /// Plays the wrong move `mv` and the line of perfect play after it, and goes back to
    /// the move to step through the line from there.
    fn refute(&mut self, mv: &G::Move, name: String, value: Value) -> Attempt {
        if let Some(t) = self.trainer.as_mut() {
            t.missed = true;
        }
        let mut line = Vec::new();
        let mut refutation = Vec::new();
        if self.history.play(&self.game, mv).is_ok() {
            line.push(self.history.current_node());
            let after = self.history.current().clone();
            let moves = self
                .with_exact(|o| drill::perfect_line(&self.game, o, &after, REFUTATION_MOVES))
                .and_then(Result::ok)
                .unwrap_or_default();
            for m in moves {
                let before = self.history.current().clone();
                if self.history.play(&self.game, &m).is_err() {
                    break;
                }
                refutation.push(self.game.format_move(&before, &m));
                line.push(self.history.current_node());
            }
        }
        if let Some(&first) = line.first() {
            self.history.go_to(first);
        }
        if let Some(t) = self.trainer.as_mut() {
            t.playback = (line.len() > 1).then_some((1, None));
        }
        Attempt::Wrong {
            name,
            value,
            line,
            refutation,
        }
    }

    /// Marks the exercise at hand done, found at the first try unless it was missed.
    fn finish_exercise(&mut self) {
        let Some(t) = self.trainer.as_mut() else {
            return;
        };
        let first = !t.missed;
        if let Some(slot) = t.results.get_mut(t.index)
            && slot.is_none()
        {
            *slot = Some(first);
            if matches!(t.drill, Drill::Puzzle(_)) {
                t.finished = Some(first);
            }
        }
    }

    /// Steps the refutation played out on the board: `Some(seconds)` until the next step.
    pub fn step_playback(&mut self, now: f64) -> Option<f64> {
        let t = self.trainer.as_mut()?;
        let (next, due) = t.playback?;
        let Attempt::Wrong { line, .. } = &t.attempt else {
            t.playback = None;
            return None;
        };
        let Some(due) = due else {
            t.playback = Some((next, Some(now + PLAYBACK_STEP)));
            return Some(PLAYBACK_STEP);
        };
        if now < due {
            return Some(due - now);
        }
        let node = line.get(next).copied();
        let more = next + 1 < line.len();
        t.playback = more.then_some((next + 1, Some(now + PLAYBACK_STEP)));
        if let Some(node) = node {
            self.history.go_to(node);
            self.refresh();
        }
        more.then_some(PLAYBACK_STEP)
    }

    /// Back to the exercise's position, to try another move.
    pub fn try_again(&mut self) {
        if let Some(t) = self.trainer.as_mut() {
            t.attempt = Attempt::Trying;
            t.playback = None;
        }
        self.go_to_exercise();
    }

    /// Shows the answer: the exercise's position with a right move's arrow; the exercise
    /// counts as missed.
    pub fn show_answer(&mut self) {
        let Some(goal) = self
            .trainer
            .as_ref()
            .and_then(|t| t.exercise())
            .map(|e| e.goal)
        else {
            return;
        };
        self.go_to_exercise();
        let state = self.history.current().clone();
        let answers: Vec<String> = self
            .with_exact(|o| o.known(&self.game, &state))
            .and_then(Result::ok)
            .map(|known| drill::answers(&known, goal))
            .unwrap_or_default()
            .iter()
            .map(|m| self.game.format_move(&state, m))
            .collect();
        if let Some(t) = self.trainer.as_mut() {
            t.missed = true;
            t.playback = None;
            t.attempt = Attempt::Shown {
                answers: answers.clone(),
            };
        }
        self.finish_exercise();
        self.hint = answers.first().cloned();
    }

    /// The next exercise (after the last, the practice's summary).
    pub fn next_exercise(&mut self) {
        if let Some(t) = self.trainer.as_mut() {
            if t.results.get(t.index).is_some_and(Option::is_none) {
                t.results[t.index] = Some(false);
            }
            t.index += 1;
            t.attempt = Attempt::Trying;
            t.missed = false;
            t.playback = None;
        }
        self.go_to_exercise();
    }

    /// Stops the practice; learning from mistakes puts the game back as it was, where it
    /// was viewed.
    pub fn stop_practice(&mut self) {
        let Some(trainer) = self.trainer.take() else {
            return;
        };
        // The game as it was, its cursor too.
        if let Some(kept) = trainer.kept {
            self.history = kept;
        }
        self.refresh();
    }

    /// A puzzle's result, once it is done: whether it was solved at the first try.
    pub fn take_puzzle_result(&mut self) -> Option<bool> {
        self.trainer.as_mut()?.finished.take()
    }
}
