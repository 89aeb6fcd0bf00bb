//! Fox and Geese on the 33-point cross (docs/RULES.md), with 13, 15 or 17 geese and the
//! sideways option.
//!
//! Seat 0 is the fox, who moves first; seat 1 the geese. The rules as the app states them are in
//! `crate::ui::games::rules_text` (and `docs/RULES.md`); [`notation`] for position codes and move names, and
//! [`rules::is_third_repetition`] for the repetition draw.

pub mod ending;
mod game;
pub mod heuristic;
pub mod legality;
pub mod notation;
pub mod rules;
pub mod variant;

pub use rules::{FoxGeese, MIN_GEESE, Move, Position, Side, is_third_repetition};
pub use variant::{GEESE_COUNTS, Variant};
