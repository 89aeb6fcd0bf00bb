//! Why a game of Fox and Hounds is over, in a player's words.

use super::rules::{FoxHounds, Position, Side};
use crate::core::{Ending, Game};

impl FoxHounds {
    /// Why the game is over in `pos` ([`Game::why_over`]): the fox reached the hounds' row,
    /// or the side to move has no move.
    pub fn ending(&self, pos: &Position) -> Option<Ending> {
        self.outcome(pos)?;
        if self.fox_has_escaped(pos) {
            // The fox reached row 1, past every hound.
            return Some(Ending::new("fh-escaped"));
        }
        Some(Ending::new(match pos.to_move {
            Side::Fox => "fh-fox-trapped",
            Side::Hounds => "fh-hounds-stuck",
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(code: &str) -> Option<Ending> {
        let game = FoxHounds::standard();
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn each_ending_says_why() {
        let game = FoxHounds::standard();
        assert_eq!(game.why_over(&game.start()), None, "the start goes on");
        assert_eq!(why("a1/c3e3e5g5/hounds").map(|e| e.key), Some("fh-escaped"));
        assert_eq!(
            why("a7/c5b6d6b8/fox").map(|e| e.key),
            Some("fh-fox-trapped")
        );
    }
}
