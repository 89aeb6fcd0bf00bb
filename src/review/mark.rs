//! The mark of one move against the exact values: blunder, mistake, good, best or only move.

use crate::core::Value;
use serde::{Deserialize, Serialize};

/// How one move compares with the exact value of the position it was played from, for the
/// player who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// `??`: the outcome got worse (a win thrown to a draw or a loss, a draw to a loss).
    Blunder,
    /// `?`: the outcome kept, but a win made much slower or a loss much sooner (see
    /// [`much_worse`]).
    Mistake,
    /// The outcome kept, not by the best remoteness, and not much worse.
    Good,
    /// The outcome kept with the best remoteness (the fastest win, the slowest loss, a
    /// draw kept).
    Best,
    /// `!`: the one move that keeps the outcome where every other move loses it.
    Only,
}

impl Mark {
    /// Every mark, from the worst to the best.
    pub const ALL: [Mark; 5] = [
        Mark::Blunder,
        Mark::Mistake,
        Mark::Good,
        Mark::Best,
        Mark::Only,
    ];

    /// The mark's word, as in JSON: `blunder`, `mistake`, `good`, `best`, `only`.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Blunder => "blunder",
            Mark::Mistake => "mistake",
            Mark::Good => "good",
            Mark::Best => "best",
            Mark::Only => "only",
        }
    }

    /// The sign written after the move, as in annotated game scores: `??`, `?`, `!`; none
    /// for good and best moves.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Blunder => "??",
            Mark::Mistake => "?",
            Mark::Only => "!",
            Mark::Good | Mark::Best => "",
        }
    }

    /// Whether the move was one of the best (an only move is one too).
    pub fn is_best(self) -> bool {
        matches!(self, Mark::Best | Mark::Only)
    }
}

/// The fewest plies by which a kept win must be slower (or a kept loss sooner) than the
/// best move's to be a mistake; a quarter of the best remoteness when that is more.
pub const MISTAKE_PLIES: u32 = 4;

/// The plies a kept win may lose (or a kept loss give away) before it is a mistake, when
/// the best move wins or loses in `best` plies: [`MISTAKE_PLIES`], or a quarter of `best`
/// when that is more (a win in 8 made a win in 12 is a mistake; a win in 60 made a win in
/// 70 is not, 75 is).
pub fn mistake_margin(best: u32) -> u32 {
    MISTAKE_PLIES.max(best / 4)
}

/// 2 for a win, 1 for a draw, 0 for a loss: the outcome alone, without remoteness.
fn outcome_rank(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// Whether `value` has the same outcome as `best` (win, draw or loss).
pub fn keeps_outcome(best: Value, value: Value) -> bool {
    outcome_rank(best) == outcome_rank(value)
}

/// Whether `played`, of the same outcome as `best`, is much worse than it: a win slower,
/// or a loss sooner, by at least [`mistake_margin`] of the best remoteness.
pub fn much_worse(best: Value, played: Value) -> bool {
    match (best, played) {
        (Value::Win(b), Value::Win(p)) => p >= b + mistake_margin(b),
        (Value::Loss(b), Value::Loss(p)) => p + mistake_margin(b) <= b,
        _ => false,
    }
}

/// The mark of a move of value `played` from a position of value `best` (both for the
/// mover; the position's value is its best move's), where `alone` says whether the move is
/// the only one to keep the outcome where there are other legal moves (`Some(false)` when
/// it is the only legal move, or another keeps the outcome too; `None` when not every other
/// move's value is known: the move is then never called the only one).
pub fn classify(best: Value, played: Value, alone: Option<bool>) -> Mark {
    if outcome_rank(played) < outcome_rank(best) {
        Mark::Blunder
    } else if much_worse(best, played) {
        Mark::Mistake
    } else if played != best {
        Mark::Good
    } else if alone == Some(true) {
        Mark::Only
    } else {
        Mark::Best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Value::{Draw, Loss, Win};

    #[test]
    fn outcome_thrown_away_is_a_blunder() {
        for (best, played) in [(Win(3), Draw), (Win(3), Loss(2)), (Draw, Loss(40))] {
            assert_eq!(classify(best, played, Some(false)), Mark::Blunder);
        }
    }

    #[test]
    fn much_slower_win_or_sooner_loss_is_a_mistake() {
        assert_eq!(classify(Win(7), Win(11), Some(false)), Mark::Mistake);
        assert_eq!(classify(Win(7), Win(9), Some(false)), Mark::Good);
        // A quarter of a long win.
        assert_eq!(classify(Win(61), Win(73), Some(false)), Mark::Good);
        assert_eq!(classify(Win(61), Win(77), Some(false)), Mark::Mistake);
        assert_eq!(classify(Loss(12), Loss(8), Some(false)), Mark::Mistake);
        assert_eq!(classify(Loss(12), Loss(10), Some(false)), Mark::Good);
    }

    #[test]
    fn the_one_keeping_move_is_the_only_move() {
        assert_eq!(classify(Win(5), Win(5), Some(true)), Mark::Only);
        assert_eq!(classify(Win(5), Win(5), Some(false)), Mark::Best);
        assert_eq!(classify(Win(5), Win(5), None), Mark::Best);
        assert_eq!(classify(Draw, Draw, Some(true)), Mark::Only);
    }
}
