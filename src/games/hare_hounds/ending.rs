//! Why a game of Hare and Hounds is over, in a player's words.

use super::rules::{HareHounds, Position, STALLING_LIMIT, Side};
use crate::core::{Ending, Game};

impl HareHounds {
    /// Why the game is over in `pos` ([`Game::why_over`]): the hare got past the hounds,
    /// the hounds stalled too long, or the side to move has no move.
    pub fn ending(&self, pos: &Position) -> Option<Ending> {
        self.outcome(pos)?;
        if self.hare_has_passed(pos) {
            // The hare got past every hound.
            return Some(Ending::new("hh-passed"));
        }
        if pos.stalling >= STALLING_LIMIT {
            // The hounds made STALLING_LIMIT moves in a row without advancing.
            return Some(Ending::counting("hh-stalled", u32::from(STALLING_LIMIT)));
        }
        Some(Ending::new(match pos.to_move {
            Side::Hare => "hh-hare-trapped",
            Side::Hounds => "hh-hounds-stuck",
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(code: &str) -> Option<Ending> {
        let game = HareHounds::standard();
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn each_ending_says_why() {
        assert_eq!(why("b5/b1a2c2/hounds/0"), None, "the start goes on");
        assert_eq!(
            why("b5/b4a4c4/hare/0").map(|e| e.key),
            Some("hh-hare-trapped")
        );
        assert_eq!(why("b1/b3a2c2/hounds/0").map(|e| e.key), Some("hh-passed"));
        assert_eq!(why("b5/b1a2c2/hare/10").map(|e| e.key), Some("hh-stalled"));
        assert_eq!(why("b5/b1a2c2/hare/10").and_then(|e| e.count), Some(10));
    }
}
