//! The computer player: how it picks a move at a chosen strength, from the best moves the
//! solver or the search found. The app's seats use it, and anything else that plays.

use crate::core::Game;
use serde::{Deserialize, Serialize};

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strength {
    /// Always a best move (a random one among equals).
    Perfect,
    /// A best move with this chance in percent, otherwise any legal move.
    Skill(u8),
    /// Any legal move, each as likely.
    Random,
}

impl Strength {
    /// The words for menus and labels.
    pub fn label(self) -> String {
        match self {
            Strength::Perfect => "perfect".to_owned(),
            Strength::Skill(p) => format!("skill {p}%"),
            Strength::Random => "random".to_owned(),
        }
    }

    /// Whether the computer needs the solver's verdicts to play at this strength.
    pub fn needs_solution(self) -> bool {
        !matches!(self, Strength::Random | Strength::Skill(0))
    }
}

pub use crate::core::Rng;

/// The name of the move the computer plays: one of the `best` moves (equally good, from the
/// solver or the search) when it plays well, else any legal move. `None` when it cannot
/// choose yet: the strength needs the verdicts and there are none yet.
pub fn choose_move<G: Game>(
    game: &G,
    state: &G::State,
    best: Option<&[String]>,
    strength: Strength,
    rng: &mut Rng,
) -> Option<String> {
    // Without the verdicts a player that needs them waits, rather than roll the dice now.
    if strength.needs_solution() && best.is_none() {
        return None;
    }
    let best_wanted = match strength {
        Strength::Perfect => true,
        Strength::Skill(p) => rng.chance(p),
        Strength::Random => false,
    };
    if best_wanted && let Some(best) = best.filter(|b| !b.is_empty()) {
        return best.get(rng.below(best.len())).cloned();
    }
    let moves = game.legal_moves(state);
    let mv = moves.get(rng.below(moves.len()))?;
    Some(game.format_move(state, mv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Variant};
    use crate::solver::{Progress, evaluate, solve};

    #[test]
    fn perfect_play_takes_a_best_move_and_random_any_legal_one() {
        let game = Chopsticks::new(Variant::standard(2)).expect("valid");
        let state = game.parse_state("1312").expect("valid code");
        let solution = solve(&game, &[state], &Progress::new()).expect("solved");
        let eval = evaluate(&game, &solution, &state).expect("covered");
        let best: Vec<String> = eval
            .moves
            .iter()
            .filter(|m| m.value == eval.value)
            .map(|m| m.name.clone())
            .collect();
        let mut rng = Rng::seeded(7);
        for _ in 0..20 {
            let name = choose_move(&game, &state, Some(&best), Strength::Perfect, &mut rng)
                .expect("a move");
            let value = eval.moves.iter().find(|m| m.name == name).map(|m| m.value);
            assert_eq!(value, Some(eval.value), "{name} is a best move");
            let any = choose_move(&game, &state, None, Strength::Random, &mut rng).expect("move");
            assert!(eval.moves.iter().any(|m| m.name == any));
        }
        assert_eq!(
            choose_move(&game, &state, None, Strength::Perfect, &mut rng),
            None,
            "perfect play waits for the solver"
        );
    }
}
