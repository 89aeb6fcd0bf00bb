//! What a search returns: verdicts, bounds, the moves of the position and the figures.

use super::score::mate_distance;
use crate::core::{Game, Value};
use std::fmt;
use std::time::Duration;

/// What the search says about a position or a move, for the player to move (or making
/// the move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The game-theoretic value with exact remoteness.
    Proven(Value),
    /// The winner is proven, and the game ends within this many plies (found through
    /// stored results beyond the depth searched so far; the exact remoteness may be less).
    ProvenWithin(Value),
    /// Who wins, exact (read from a table of every position: every line was played out
    /// when the table was built), how soon unknown.
    Solved {
        /// Whether the player wins.
        wins: bool,
    },
    /// A heuristic score (positive: good for the player) after searching `depth` plies.
    Estimate {
        /// The score.
        score: i32,
        /// The depth searched, in plies.
        depth: u32,
    },
}

/// A search score as people read it (the panel's "+0.4", the chart's height, a term's
/// weight): the heuristics count in hundredths.
pub fn score_units(score: i32) -> f64 {
    f64::from(score) / 100.0
}

impl Verdict {
    /// Turns a search score (plies counted from the root) of a `depth`-ply search into a
    /// verdict: a win or loss is exact when it ends inside the horizon.
    pub(super) fn from_score(score: i32, depth: u32) -> Verdict {
        let value = match mate_distance(score) {
            None => return Verdict::Estimate { score, depth },
            Some(n) if score > 0 => Value::Win(n),
            Some(n) => Value::Loss(n),
        };
        if value.remoteness().is_some_and(|n| n <= depth) {
            Verdict::Proven(value)
        } else {
            Verdict::ProvenWithin(value)
        }
    }

    /// Whether the verdict is proven with exact remoteness.
    pub fn is_proven(self) -> bool {
        matches!(self, Verdict::Proven(_))
    }

    /// The proven value, remoteness exact or an upper bound, if it is known.
    pub fn value(self) -> Option<Value> {
        match self {
            Verdict::Proven(value) | Verdict::ProvenWithin(value) => Some(value),
            Verdict::Solved { .. } | Verdict::Estimate { .. } => None,
        }
    }

    /// Whether the player wins, when that is proven (`None` for a draw or an estimate).
    pub fn wins(self) -> Option<bool> {
        match self {
            Verdict::Proven(value) | Verdict::ProvenWithin(value) => match value {
                Value::Win(_) => Some(true),
                Value::Loss(_) => Some(false),
                Value::Draw => None,
            },
            Verdict::Solved { wins } => Some(wins),
            Verdict::Estimate { .. } => None,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Proven(value) => write!(f, "{value} (proven)"),
            Verdict::ProvenWithin(Value::Win(n)) => write!(f, "win in at most {n} (proven win)"),
            Verdict::ProvenWithin(Value::Loss(n)) => write!(f, "loss in at most {n} (proven loss)"),
            Verdict::ProvenWithin(Value::Draw) => f.write_str("draw (proven)"),
            Verdict::Solved { wins: true } => f.write_str("win (solved)"),
            Verdict::Solved { wins: false } => f.write_str("loss (solved)"),
            // In the window's units (a hundredth of the search's points: a goose taken is 10).
            Verdict::Estimate { score, depth } => {
                write!(
                    f,
                    "estimate {:+.1} (searched {depth} plies)",
                    score_units(*score)
                )
            }
        }
    }
}

/// How a score relates to the true (depth-limited) value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The value itself.
    Exact,
    /// The value is at most this (the move was refuted without finding how badly).
    AtMost,
    /// The value is at least this.
    AtLeast,
}

/// One legal move of the searched position with what the last finished depth says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct RootMove<G: Game> {
    /// The move.
    pub mv: G::Move,
    /// The position it leads to.
    pub to: G::State,
    /// Its verdict for the player making it (remoteness counted from before the move).
    pub verdict: Verdict,
    /// Whether the verdict is exact or a bound.
    pub bound: Bound,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<G: Game> {
    /// The verdict for the player to move.
    pub verdict: Verdict,
    /// The move the search would play (`None` when the game is over).
    pub best: Option<G::Move>,
    /// The expected line of play from the table, the best move first.
    pub pv: Vec<G::Move>,
    /// Every legal move, best first (only the best is exact; the others are bounds), unless
    /// `exact`.
    pub moves: Vec<RootMove<G>>,
    /// Whether a table settled the verdicts: the position's and every move's winner are
    /// exact, the search only ordered the moves and proved what remoteness it could.
    pub exact: bool,
    /// Whether the table knows every remoteness as well: the verdicts, the order of the
    /// moves and the line are perfect play, and no search is needed.
    pub perfect: bool,
    /// The deepest iteration finished, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

impl<G: Game> Report<G> {
    /// The report of a position not searched yet: no verdict but an even estimate, no
    /// moves, nothing visited.
    pub fn unsearched() -> Report<G> {
        Report {
            verdict: Verdict::Estimate { score: 0, depth: 0 },
            best: None,
            pv: Vec::new(),
            moves: Vec::new(),
            exact: false,
            perfect: false,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
        }
    }

    /// Positions visited per second.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}
