//! Why a game of Hare and Hounds is over, in a player's words.

use super::rules::{HareHounds, Position, STALLING_LIMIT, Side};
use crate::core::Game;

impl HareHounds {
    /// Why the game is over in `pos` ([`Game::why_over`]): the hare got past the hounds,
    /// the hounds stalled too long, or the side to move has no move.
    pub fn ending(&self, pos: &Position) -> Option<String> {
        self.outcome(pos)?;
        if self.hare_has_passed(pos) {
            return Some("the hare got past every hound".to_owned());
        }
        if pos.stalling >= STALLING_LIMIT {
            return Some(format!(
                "the hounds made {STALLING_LIMIT} moves in a row without advancing"
            ));
        }
        Some(match pos.to_move {
            Side::Hare => "the hare is trapped".to_owned(),
            Side::Hounds => "the hounds have no move left".to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(code: &str) -> Option<String> {
        let game = HareHounds::standard();
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn each_ending_says_why() {
        assert_eq!(why("b5/b1a2c2/hounds/0"), None, "the start goes on");
        assert_eq!(
            why("b5/b4a4c4/hare/0").as_deref(),
            Some("the hare is trapped")
        );
        assert_eq!(
            why("b1/b3a2c2/hounds/0").as_deref(),
            Some("the hare got past every hound")
        );
        assert_eq!(
            why("b5/b1a2c2/hare/10").as_deref(),
            Some("the hounds made 10 moves in a row without advancing")
        );
    }
}
