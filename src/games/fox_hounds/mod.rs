//! Fox and Hounds on the dark squares of an 8×8 checkerboard.
//!
//! Four hounds start on the dark squares of the bottom row (a1, c1, e1, g1) and the fox on
//! one dark square of the top row (d8 unless the variant says b8, f8 or h8). Every piece
//! steps one square diagonally onto an empty dark square; nothing jumps and nothing is
//! captured. The fox may step forward or back; a hound only up a row, and the hounds'
//! player moves one hound a turn. The fox moves first unless the variant lets the hounds
//! begin, and then the players alternate.
//!
//! The fox wins by reaching row 1, or when the hounds have no move on their turn; the
//! hounds win when the fox has no move on its turn. Since every hound move goes up a row,
//! every game ends, and no position can come back.
//!
//! Seat 0 is the fox, seat 1 the hounds. [`notation`] for position codes and move names,
//! [`census`] for listing every position, [`heuristic`] for the search.

pub mod census;
pub mod ending;
mod game;
pub mod heuristic;
mod index;
pub mod notation;
pub mod rules;
pub mod variant;

pub use rules::{FoxHounds, HOUNDS, Move, Position, Side};
pub use variant::{FOX_START, FOX_STARTS, HOUNDS_START, Variant};
