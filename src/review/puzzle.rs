//! Puzzles drawn from the exact values: a position reachable from the start where the side
//! to move has exactly one best move — the only move that keeps its win or its draw, or the
//! one fastest win among several — graded by how far the win is.
//!
//! A puzzle is found by walks from the start, seeded: the same seed gives the same puzzle,
//! on any machine that has the same values. Each walk plays mostly moves that keep the
//! mover's outcome (so that the positions look like games people play) and some at random,
//! then asks whether the position it stops at is a puzzle of the level wanted.

use super::drill::{Goal, answers};
use super::mark::keeps_outcome;
use super::oracle::{Known, Oracle};
use crate::core::{Game, Rng, Value};
use serde::{Deserialize, Serialize};

/// How hard a puzzle is, by the remoteness of its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A win within [`EASY_PLIES`] plies.
    Easy,
    /// A win within [`MEDIUM_PLIES`] plies, or the only move that holds a draw.
    Medium,
    /// A longer win.
    Hard,
}

/// The longest win of an easy puzzle, in plies (both sides' moves).
pub const EASY_PLIES: u32 = 3;

/// The longest win of a medium puzzle, in plies.
pub const MEDIUM_PLIES: u32 = 9;

impl Level {
    /// Every level, from the easiest.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's word, as on the command line: `easy`, `medium`, `hard`.
    pub fn word(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level of a puzzle whose answer has `value` for the player to find it.
    pub fn of(value: Value) -> Level {
        match value {
            Value::Win(n) if n <= EASY_PLIES => Level::Easy,
            Value::Win(n) if n <= MEDIUM_PLIES => Level::Medium,
            Value::Win(_) => Level::Hard,
            Value::Draw | Value::Loss(_) => Level::Medium,
        }
    }
}

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ask {
    /// The only move that keeps the win: every other move gives it away.
    OnlyWin,
    /// The only move that holds the draw: every other move loses.
    OnlyDraw,
    /// The fastest win: other moves win too, more slowly.
    Fastest,
}

impl Ask {
    /// The word for it, as in JSON: `only-win`, `only-draw`, `fastest`.
    pub fn word(self) -> &'static str {
        match self {
            Ask::OnlyWin => "only-win",
            Ask::OnlyDraw => "only-draw",
            Ask::Fastest => "fastest",
        }
    }
}

/// A puzzle: the moves from the start to its position, and its one answer.
#[derive(Clone, Debug)]
pub struct Puzzle<G: Game> {
    /// The seed it was drawn from.
    pub seed: u64,
    /// The moves from the start to its position.
    pub line: Vec<G::Move>,
    /// Its position.
    pub position: G::State,
    /// The one best move.
    pub answer: G::Move,
    /// The answer's value for the player to find it.
    pub value: Value,
    /// What it asks.
    pub ask: Ask,
    /// How hard it is.
    pub level: Level,
}

/// The walks tried for one puzzle before giving up.
pub const WALKS: usize = 600;

/// The longest walk from the start, in moves.
pub const LONGEST_WALK: usize = 40;

/// The chance in percent that a walk's move keeps the mover's outcome rather than being any
/// legal move.
const KEEPING: u8 = 80;

/// What a position asks as a puzzle, when it is one: exactly one best move, and that move
/// wins or draws; with its answer and value.
pub fn ask_of<G: Game>(known: &Known<G>) -> Option<(G::Move, Value, Ask)> {
    if known.moves.len() < 2 || known.moves.iter().any(|(_, v)| v.is_none()) {
        return None;
    }
    let best = known.position_value()?;
    let [answer] = answers(known, Goal::Best).try_into().ok()?;
    let keeping = answers(known, Goal::Keep).len();
    let ask = match best {
        Value::Loss(_) => return None,
        Value::Draw => Ask::OnlyDraw,
        Value::Win(_) if keeping == 1 => Ask::OnlyWin,
        Value::Win(_) => Ask::Fastest,
    };
    Some((answer, best, ask))
}

/// Draws a puzzle of `level` (any level when `None`) by walks from `start`, the same for the
/// same `seed`; never the position `avoid` (the last puzzle, so that none comes twice in a
/// row). `Ok(None)` when [`WALKS`] walks found none: the game may have no puzzle of that
/// level. An error when the values could not be read.
pub fn draw<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    start: &G::State,
    seed: u64,
    level: Option<Level>,
    avoid: Option<&G::State>,
) -> Result<Option<Puzzle<G>>, String> {
    let mut rng = Rng::seeded(seed);
    for _ in 0..WALKS {
        let length = 1 + rng.below(LONGEST_WALK);
        let mut state = start.clone();
        let mut line = Vec::new();
        let mut known = None;
        while game.outcome(&state).is_none() {
            let here = oracle.known(game, &state)?;
            if line.len() == length {
                known = Some(here);
                break;
            }
            let keeping = here.position_value().map(|best| {
                here.moves
                    .iter()
                    .filter(|(_, v)| v.is_some_and(|v| keeps_outcome(best, v)))
                    .map(|(m, _)| m.clone())
                    .collect::<Vec<_>>()
            });
            let mv = match keeping {
                Some(keeping) if !keeping.is_empty() && rng.chance(KEEPING) => {
                    rng.pick(&keeping).clone()
                }
                _ => rng.pick(&here.moves).0.clone(),
            };
            state = game.apply(&state, &mv);
            line.push(mv);
        }
        let Some(known) = known else { continue };
        if avoid == Some(&state) {
            continue;
        }
        let Some((answer, value, ask)) = ask_of(&known) else {
            continue;
        };
        let found = Level::of(value);
        if level.is_some_and(|l| l != found) {
            continue;
        }
        return Ok(Some(Puzzle {
            seed,
            line,
            position: state,
            answer,
            value,
            ask,
            level: found,
        }));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Switch, Variant};
    use crate::solver::{Progress, solve};

    #[test]
    fn a_puzzle_is_the_same_for_its_seed_reachable_and_has_one_best_move() {
        // Suicide Chopsticks has puzzles of every level (wins in up to 25 plies).
        let game = Chopsticks::new(Variant::with(2, &[Switch::Suicide])).expect("valid");
        let start = game.start();
        let solution = solve(&game, &[start], &Progress::new()).expect("solved");
        for level in Level::ALL {
            for seed in 0..8 {
                let p = draw(&game, &solution, &start, seed, Some(level), None)
                    .expect("exact")
                    .expect("a puzzle of every level");
                let again = draw(&game, &solution, &start, seed, Some(level), None)
                    .expect("exact")
                    .expect("found");
                assert_eq!(p.position, again.position);
                assert_eq!(p.answer, again.answer);
                assert_eq!(p.level, level);
                // Reached from the start by legal moves.
                let reached = p
                    .line
                    .iter()
                    .fold(start, |s, m| game.play(&s, m).expect("legal"));
                assert_eq!(reached, p.position);
                // Exactly one move has the best value, computed here from the solution.
                let values: Vec<Value> = game
                    .successors(&p.position)
                    .iter()
                    .map(|(_, to)| {
                        let mover = game.to_move(&p.position);
                        let seat = game.seat_after(&p.position, to, mover);
                        match solution.seat_value(&game, to, seat).expect("covered") {
                            Value::Win(n) => Value::Win(n + 1),
                            Value::Loss(n) => Value::Loss(n + 1),
                            Value::Draw => Value::Draw,
                        }
                    })
                    .collect();
                let best = *values.iter().max().expect("moves");
                assert_eq!(best, p.value);
                assert_eq!(values.iter().filter(|v| **v == best).count(), 1);
                assert!(!matches!(best, Value::Loss(_)));
                // Never the position to avoid.
                let other = draw(
                    &game,
                    &solution,
                    &start,
                    seed,
                    Some(level),
                    Some(&p.position),
                )
                .expect("exact")
                .expect("another");
                assert_ne!(other.position, p.position);
            }
        }
    }
}
