//! Fox and Geese on the 33-point cross (RULES.md §2), with 13, 15 or 17 geese and the
//! sideways option.
//!
//! Seat 0 is the fox, who moves first; seat 1 the geese. See [`RULES`] for the rules as
//! the app states them, [`notation`] for position codes and move names, and
//! [`rules::is_third_repetition`] for the repetition draw.

pub mod heuristic;
pub mod notation;
pub mod rules;
pub mod variant;

pub use rules::{FoxGeese, MIN_GEESE, Move, Position, Side, is_third_repetition};
pub use variant::{GEESE_COUNTS, Variant};

/// The rules as the app shows them, with the choices RULES.md leaves open.
pub const RULES: &str = "\
Fox and Geese is played on the 33-point cross. Lines join every pair of orthogonal \
neighbours and cross every square of the board diagonally (no line crosses the empty \
corners where the arms meet). The fox starts on d4, the 13 geese on the third row and the \
bottom arm (15 geese: also a4 and g4; 17 geese: also a4, b4, f4 and g4). The fox moves \
first and the players alternate.
The fox steps along a line to an empty neighbouring point in any direction, or captures: \
it jumps along a line over an adjacent goose to the empty point straight beyond and removes \
that goose. It may go on jumping in the same turn and stop after any jump. Capturing is never \
compulsory.
A goose steps along a line to an empty point straight or diagonally forward (up a row); \
sideways along its row only with the sideways option; never backward. Geese never capture.
The fox wins when fewer than four geese remain or when the geese have no move on their \
turn. The geese win when the fox can neither step nor jump on its turn. With the sideways \
option play can go round in circles: the third time the same position occurs (same pieces, \
same side to move), the game is drawn.";
