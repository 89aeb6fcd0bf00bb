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

    /// "Human" or "Computer (perfect)", in the current language.
    pub fn label(self) -> String {
        match self {
            Player::Human => crate::tr!("seat-kind-human"),
            Player::Computer(s) => crate::tr!("seat-kind-computer", strength = strength_label(s)),
        }
    }

    /// The seat as a list of choices offers it: "Human", "Computer, perfect", in the current
    /// language; `best` names the perfect strength when given (a game may call it otherwise).
    pub fn choice_label(self, best: Option<&str>) -> String {
        match self {
            Player::Human => crate::tr!("seat-kind-human"),
            Player::Computer(Strength::Perfect) if best.is_some() => crate::tr!(
                "seat-kind-computer-choice",
                strength = best.unwrap_or_default().to_owned()
            ),
            Player::Computer(s) => {
                crate::tr!("seat-kind-computer-choice", strength = strength_label(s))
            }
        }
    }
}

/// A computer's strength in the current language: "perfect", "skill 70%", "random".
pub fn strength_label(strength: Strength) -> String {
    match strength {
        Strength::Perfect => crate::tr!("seat-kind-perfect"),
        Strength::Skill(percent) => crate::tr!("seat-kind-skill", percent = percent),
        Strength::Random => crate::tr!("seat-kind-random"),
    }
}

/// The entry of a list of choices that asks for a computer with a chosen skill:
/// "Computer, skill…", in the current language.
pub fn skill_choice_label() -> String {
    crate::tr!("seat-kind-computer-skill-choice")
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
