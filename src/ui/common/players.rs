//! Who sits in each seat: a person at the window, or the computer at a chosen strength (the
//! computer player itself is [`crate::solver::player`]).

pub use crate::solver::player::{Rng, Strength, choose_move};

use crate::record;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// A person clicking in the window.
    Human,
    /// The computer.
    Computer(Strength),
}

impl Player {
    /// Whether the computer plays this seat.
    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer(_))
    }

    /// "Human" or "Computer (perfect)".
    pub fn label(self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Computer(s) => format!("Computer ({})", s.label()),
        }
    }
}

impl Player {
    /// The seat as a game record stores it.
    pub fn seat_kind(self) -> record::SeatKind {
        match self {
            Player::Human => record::SeatKind::Human,
            Player::Computer(strength) => record::SeatKind::Computer(match strength {
                Strength::Perfect => record::Strength::Perfect,
                Strength::Skill(percent) => record::Strength::Skill(percent),
                Strength::Random => record::Strength::Random,
            }),
        }
    }
}

impl From<&record::Player> for Player {
    /// The seat of a game record (its name is not part of the app's seats).
    fn from(player: &record::Player) -> Player {
        match player.kind {
            record::SeatKind::Human => Player::Human,
            record::SeatKind::Computer(strength) => Player::Computer(match strength {
                record::Strength::Perfect => Strength::Perfect,
                record::Strength::Skill(percent) => Strength::Skill(percent),
                record::Strength::Random => Strength::Random,
            }),
        }
    }
}
