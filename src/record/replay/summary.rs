//! What the command line says of a replayed game: how it stands at the end of its line
//! ([`Verdict`]) and the facts of the replay ([`Summary`]).

use crate::core::Seat;
use crate::record::Names;
use serde::Serialize;
use std::fmt;

/// How a game stands at the end of its line, with seats counted as in the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    /// The game is over and this table seat won.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// The game is over without a winner.
    Drawn {
        /// Whether the players agreed to the draw (rather than the rules declaring it).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        by_agreement: bool,
    },
    /// The game goes on; this table seat is to move.
    ToMove {
        /// The seat to move.
        seat: Seat,
    },
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Won { seat } => write!(f, "game over, seat {seat} wins"),
            Verdict::Drawn {
                by_agreement: false,
            } => f.write_str("game over, a draw"),
            Verdict::Drawn { by_agreement: true } => f.write_str("game over, a draw by agreement"),
            Verdict::ToMove { seat } => write!(f, "in play, seat {seat} to move"),
        }
    }
}

/// What the command line prints about a replayed game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The game's name.
    pub game: &'static str,
    /// The settings in words (left out of its JSON, which gives the record's settings as
    /// they are written in the file).
    #[serde(skip)]
    pub settings: String,
    /// The start position's code.
    pub start: String,
    /// The main line's moves, as the rules name them.
    pub moves: Names,
    /// The number of side lines.
    pub variations: usize,
    /// The viewer's place.
    pub cursor: usize,
    /// The code of the position after the main line's last move.
    pub final_position: String,
    /// How the game stands after the main line's last move.
    pub verdict: Verdict,
}
