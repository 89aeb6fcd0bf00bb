//! Chopsticks, the finger game, with every variant of docs/RULES.md and 2 to 6 players.

pub mod census;
pub mod ending;
mod game;
pub mod hands;
pub mod legality;
pub mod notation;
pub mod rules;
pub mod variant;

pub use hands::Hands;
pub use rules::{Chopsticks, Move, Position};
pub use variant::{Switch, Variant};
