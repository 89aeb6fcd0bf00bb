//! Hare and Hounds, the French military game, on the 11-point board (RULES.md §2).
//!
//! Seat 0 is the hounds, who move first; seat 1 is the hare. See [`RULES`] for the rules
//! as the app states them, [`notation`] for position codes and move names.

pub mod census;
pub mod notation;
pub mod rules;
pub mod variant;

pub use rules::{HareHounds, Move, Position, STALLING_LIMIT, Side};
pub use variant::Variant;

/// The rules as the app shows them, with the choices RULES.md leaves open.
pub const RULES: &str = "\
Hare and Hounds (the French military game) is played on 11 points: the 3x3 square a2-c4 \
with its two diagonals, b1 below it and b5 above it. The hare starts on b5 (or, as an \
option, on any other empty point); the three hounds start on b1, a2 and c2. The hounds move \
first and the players alternate; nothing is ever captured.
The hare steps along a line to an empty neighbouring point, in any direction. A hound steps \
along a line to an empty neighbouring point forward, diagonally forward or sideways, never \
backward.
The hounds win when the hare cannot move on its turn. The hare wins as soon as it stands on \
a lower row than every hound (it has got past them), when the hounds play ten sideways moves \
in a row (the hare wins as the tenth is played; a forward move resets the count), and when \
the hounds have no move on their turn. When two of these happen at once, the hare's escape \
and the stalling rule come first: a tenth sideways move that also traps the hare still loses.";
