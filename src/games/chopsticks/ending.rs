//! Why a game of Chopsticks is over, in a player's words. The reasons name no seat: a
//! position is written from the mover's side, and the app names the winner.

use super::rules::{Chopsticks, Position};
use super::variant::Switch;
use crate::core::Game;

impl Chopsticks {
    /// Why the game is over in `pos` ([`Game::why_over`]).
    pub fn ending(&self, pos: &Position) -> Option<String> {
        self.outcome(pos)?;
        let reason = if self.has(Switch::Misere) {
            "under Misère, the first player to lose both hands wins"
        } else if self.players() == 2 {
            "both of the other player's hands are dead"
        } else if self.has(Switch::Zombies) {
            "every other player is out or a zombie"
        } else {
            "every other player is out, both hands dead"
        };
        Some(reason.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::Variant;

    fn why(variant: Variant, code: &str) -> Option<String> {
        let game = Chopsticks::new(variant).expect("a valid variant");
        game.why_over(&game.parse_state(code).expect("a valid code"))
    }

    #[test]
    fn each_ending_says_why() {
        assert_eq!(why(Variant::standard(2), "1111"), None, "play goes on");
        assert_eq!(
            why(Variant::standard(2), "0001").as_deref(),
            Some("both of the other player's hands are dead")
        );
        assert_eq!(
            why(Variant::standard(3), "000001").as_deref(),
            Some("every other player is out, both hands dead")
        );
        assert_eq!(
            why(Variant::with(2, &[Switch::Misere]), "0001").as_deref(),
            Some("under Misère, the first player to lose both hands wins")
        );
    }
}
