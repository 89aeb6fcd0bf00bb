//! Search scores: heuristic scores in the middle, wins and losses beyond, counted in plies.

/// A win now; a win in n plies scores `MATE - n`.
pub(super) const MATE: i32 = 1_000_000;
/// Scores beyond `MATE - MAX_PLY` (or below its negative) are wins (losses).
pub(super) const MAX_PLY: i32 = 10_000;
/// Above every score.
pub(super) const INFINITY: i32 = MATE + 1;

/// The plies to the end of a win or loss score (counted from where it is stored), or
/// `None` for a heuristic score.
pub(super) fn mate_distance(score: i32) -> Option<u32> {
    (score.abs() > MATE - MAX_PLY).then(|| (MATE - score.abs()) as u32)
}
