//! Why a game of Chopsticks is over, in a player's words. The reasons name no seat: a
//! position is written from the mover's side, and the app names the winner.

use super::rules::{Chopsticks, Position};
use super::variant::Switch;
use crate::core::{Ending, Game};

impl Chopsticks {
    /// Why the game is over in `pos` ([`Game::why_over`]).
    pub fn ending(&self, pos: &Position) -> Option<Ending> {
        self.outcome(pos)?;
        let reason = if self.has(Switch::Misere) {
            // Under Misère, the first player to lose both hands wins.
            "chopsticks-misere"
        } else if self.players() == 2 {
            // Both of the other player's hands are dead.
            "chopsticks-both-dead"
        } else if self.has(Switch::Zombies) {
            // Every other player is out or a zombie.
            "chopsticks-zombies"
        } else {
            // Every other player is out, both hands dead.
            "chopsticks-all-out"
        };
        Some(Ending::new(reason))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::Variant;

    fn why(variant: Variant, code: &str) -> Option<Ending> {
        let game = Chopsticks::new(variant).expect("a valid variant");
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn each_ending_says_why() {
        assert_eq!(why(Variant::standard(2), "1111"), None, "play goes on");
        assert_eq!(
            why(Variant::standard(2), "0001").map(|e| e.key),
            Some("chopsticks-both-dead")
        );
        assert_eq!(
            why(Variant::standard(3), "000001").map(|e| e.key),
            Some("chopsticks-all-out")
        );
        assert_eq!(
            why(Variant::with(2, &[Switch::Misere]), "0001").map(|e| e.key),
            Some("chopsticks-misere")
        );
    }
}
