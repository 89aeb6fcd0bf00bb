//! Why a game of Fox and Geese is over, in a player's words.

use super::rules::{FoxGeese, MIN_GEESE, Position, Side};
use crate::core::{Ending, Game};

impl FoxGeese {
    /// Why the game is over in `pos` ([`Game::why_over`]): too few geese are left to trap
    /// the fox, or the side to move has no move.
    pub fn ending(&self, pos: &Position) -> Option<Ending> {
        self.outcome(pos)?;
        let left = pos.geese.len();
        if left < MIN_GEESE {
            // Only `left` geese are left, too few to trap the fox.
            return Some(Ending::counting("fg-too-few", left as u32));
        }
        Some(Ending::new(match pos.to_move {
            Side::Fox => "fg-fox-trapped",
            Side::Geese => "fg-geese-stuck",
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(code: &str) -> Option<Ending> {
        let game = FoxGeese::standard();
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn the_fox_trapped_or_the_geese_too_few() {
        assert_eq!(
            why("c3/c1d1e1e2d3f4/fox").map(|e| e.key),
            None,
            "play goes on"
        );
        let game = FoxGeese::standard();
        assert_eq!(game.why_over(&game.start()), None);
        assert_eq!(why("d4/a3b3c3/geese").map(|e| e.key), Some("fg-too-few"));
        assert_eq!(why("d4/a3b3c3/geese").and_then(|e| e.count), Some(3));
    }

    #[test]
    fn a_trapped_fox_is_said() {
        let game = FoxGeese::standard();
        // The fox in the corner of the top arm, every way out and every jump blocked.
        let pos = game
            .parse_state("c7/c6c5d7d6e7e5/fox")
            .expect("a valid code");
        assert!(game.outcome(&pos).is_some(), "the fox cannot move");
        assert_eq!(game.why_over(&pos).map(|e| e.key), Some("fg-fox-trapped"));
    }
}
