//! Hare and Hounds, the French military game, on the 11-point board (docs/RULES.md).
//!
//! Seat 0 is the hounds, who move first; seat 1 is the hare. The rules as the app states them
//! are in `crate::ui::games::rules_text` (and `docs/RULES.md`); [`notation`] for position codes and move names.

pub mod census;
pub mod ending;
mod game;
pub mod notation;
pub mod rules;
pub mod variant;

pub use rules::{HareHounds, Move, Position, STALLING_LIMIT, Side};
pub use variant::Variant;
