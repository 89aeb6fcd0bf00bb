//! Practice against the exact values: whether a move tried finds what was asked, and the
//! line of perfect play that shows why a wrong one fails. "Learn from your mistakes" and the
//! puzzles both ask it; the window only shows what it says.

use super::mark::keeps_outcome;
use super::oracle::{Known, Oracle};
use crate::core::{Game, Value};

/// What a try must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any move that keeps the outcome of the position (a win still a win, a draw still a
    /// draw): the retry of a blunder.
    Keep,
    /// The best move: the one move that keeps the outcome, or the one fastest win (a
    /// puzzle).
    Best,
}

/// What the values say of a move tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// It finds what was asked; `value` is its value for its player.
    Right {
        /// The move's value.
        value: Value,
    },
    /// It keeps the outcome, but the goal was the best move and this one is slower: try
    /// again (nothing is lost, so nothing is refuted).
    Slower {
        /// The move's value.
        value: Value,
        /// The best move's value.
        best: Value,
    },
    /// It gives the outcome away: its refutation is the line of perfect play after it.
    Wrong {
        /// The move's value.
        value: Value,
        /// The position's value, which a right move keeps.
        best: Value,
    },
}

impl Judged {
    /// Whether the try found what was asked.
    pub fn is_right(self) -> bool {
        matches!(self, Judged::Right { .. })
    }
}

/// Judges `mv` against what is known of the position it is tried in; `None` when the values
/// it needs are not known exactly (a search that proved too little).
pub fn judge<G: Game>(known: &Known<G>, mv: &G::Move, goal: Goal) -> Option<Judged> {
    let best = known.position_value()?;
    let value = known.value_of(mv)?;
    Some(if !keeps_outcome(best, value) {
        Judged::Wrong { value, best }
    } else if goal == Goal::Best && value != best {
        Judged::Slower { value, best }
    } else {
        Judged::Right { value }
    })
}

/// The moves that find what `goal` asks in a position, in the game's order: the answers a
/// try is judged against.
pub fn answers<G: Game>(known: &Known<G>, goal: Goal) -> Vec<G::Move> {
    let Some(best) = known.position_value() else {
        return Vec::new();
    };
    known
        .moves
        .iter()
        .filter(|(_, v)| match (goal, v) {
            (Goal::Keep, Some(v)) => keeps_outcome(best, *v),
            (Goal::Best, Some(v)) => *v == best,
            (_, None) => false,
        })
        .map(|(m, _)| m.clone())
        .collect()
}

/// The line of perfect play from `state`, at most `max` moves: at each position the first
/// best move in the game's order (the fastest win, the slowest loss), until the game ends or
/// a value is not known. A draw goes on forever: `max` ends it.
pub fn perfect_line<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    state: &G::State,
    max: usize,
) -> Result<Vec<G::Move>, String> {
    let mut line = Vec::new();
    let mut state = state.clone();
    while line.len() < max && game.outcome(&state).is_none() {
        let known = oracle.known(game, &state)?;
        let Some(best) = known.position_value() else {
            break;
        };
        let Some((mv, _)) = known.moves.into_iter().find(|(_, v)| *v == Some(best)) else {
            break;
        };
        state = game.apply(&state, &mv);
        line.push(mv);
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Switch, Variant};
    use crate::solver::{Progress, Solution, solve};

    fn solved() -> (Chopsticks, Solution<Chopsticks>) {
        let game = Chopsticks::new(Variant::with(2, &[Switch::Suicide])).expect("valid");
        let solution = solve(&game, &[game.start()], &Progress::new()).expect("solved");
        (game, solution)
    }

    #[test]
    fn every_move_of_every_position_is_judged_by_its_value_against_the_best() {
        let (game, solution) = solved();
        let mut seen = 0;
        for id in 0..solution.len() {
            let state = solution.state(&game, id);
            if game.outcome(&state).is_some() {
                continue;
            }
            let known = solution.known(&game, &state).expect("exact");
            let best = known
                .moves
                .iter()
                .filter_map(|m| m.1)
                .max()
                .expect("a move");
            for (mv, value) in &known.moves {
                let value = value.expect("exact");
                let keep = judge(&known, mv, Goal::Keep).expect("known");
                let fast = judge(&known, mv, Goal::Best).expect("known");
                let same_outcome = std::mem::discriminant(&best) == std::mem::discriminant(&value);
                assert_eq!(keep.is_right(), same_outcome);
                assert_eq!(fast.is_right(), value == best);
                assert_eq!(answers(&known, Goal::Best).contains(mv), value == best);
                assert_eq!(answers(&known, Goal::Keep).contains(mv), same_outcome);
                seen += 1;
            }
        }
        assert!(seen > 500, "only {seen} moves judged");
    }

    #[test]
    fn the_perfect_line_ends_the_game_in_the_remoteness_of_a_won_position() {
        let (game, solution) = solved();
        let mut checked = 0;
        for id in 0..solution.len() {
            let state = solution.state(&game, id);
            let Some(Value::Win(n)) = solution.value(&game, &state) else {
                continue;
            };
            let line = perfect_line(&game, &solution, &state, 200).expect("exact");
            assert_eq!(line.len(), n as usize, "from {}", game.format_state(&state));
            let end = line
                .iter()
                .fold(state, |s, m| game.play(&s, m).expect("legal"));
            assert!(game.outcome(&end).is_some());
            checked += 1;
        }
        assert!(checked > 50, "only {checked} won positions");
    }
}
