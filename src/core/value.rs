//! Game-theoretic values with remoteness.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;
use std::ops::Neg;

/// The value of a position for the player to move (or of a move for the player making it),
/// with remoteness: the number of plies to the end of the game with perfect play, the
/// winner ending as fast as it can and the loser holding out as long as it can.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Value {
    /// The player can force a win in this many plies.
    Win(u32),
    /// The player loses in this many plies against perfect play.
    Loss(u32),
    /// Neither side can force a win: perfect play goes on for ever.
    Draw,
}

impl Value {
    /// The value of a position whose best move leads to a position of value `child` for the
    /// *other* side: the sign flips and one ply is added.
    pub fn before(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// The same value one ply further from the end: a move's value for the player making
    /// it, from the value after it for that same player (remoteness counted from before
    /// the move).
    pub fn one_ply_more(self) -> Value {
        match self {
            Value::Win(n) => Value::Win(n + 1),
            Value::Loss(n) => Value::Loss(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// Remoteness, if the game ends with perfect play.
    pub fn remoteness(self) -> Option<u32> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// `"win"`, `"loss"` or `"draw"`.
    pub fn word(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Loss(_) => "loss",
            Value::Draw => "draw",
        }
    }

    /// A sort key: larger is better for the player the value belongs to (fast win > slow
    /// win > draw > slow loss > fast loss).
    fn rank(self) -> i64 {
        match self {
            Value::Win(n) => i64::MAX - i64::from(n),
            Value::Draw => 0,
            Value::Loss(n) => i64::MIN + 1 + i64::from(n),
        }
    }
}

impl Neg for Value {
    type Output = Value;
    /// The same outcome seen by the other side, with the same remoteness.
    fn neg(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Loss(n) => Value::Win(n),
            Value::Draw => Value::Draw,
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win in {n}"),
            Value::Loss(n) => write!(f, "loss in {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// A finished fate of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatResult {
    /// The seat has won.
    Won,
    /// The seat has lost or been eliminated.
    Lost,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_prefers_fast_wins_and_slow_losses() {
        let mut values = vec![
            Value::Loss(1),
            Value::Win(5),
            Value::Draw,
            Value::Loss(9),
            Value::Win(1),
        ];
        values.sort_by(|a, b| b.cmp(a));
        assert_eq!(
            values,
            vec![
                Value::Win(1),
                Value::Win(5),
                Value::Draw,
                Value::Loss(9),
                Value::Loss(1)
            ]
        );
    }

    #[test]
    fn before_flips_and_counts_a_ply() {
        assert_eq!(Value::Loss(0).before(), Value::Win(1));
        assert_eq!(Value::Win(2).before(), Value::Loss(3));
        assert_eq!(Value::Draw.before(), Value::Draw);
        assert_eq!(-Value::Win(4), Value::Loss(4));
    }
}
