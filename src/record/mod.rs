//! Game files: the versioned RON record of a game, loading with every move replayed through
//! the rules, atomic saving, autosave, the recent-files list and the example games.
//!
//! # The file
//!
//! A record is a pretty-printed RON document (format version 5):
//!
//! ```ron
//! // Kibitzer game record: every move is checked against the rules when the file is opened.
//! #![enable(implicit_some)]
//! (
//!     format: 5,
//!     app: "0.1.0",
//!     game: "chopsticks",
//!     settings: (players: 2, switches: []),
//!     seats: [(kind: Human, name: "Ann"), (kind: Computer(Perfect))],
//!     start: "1111",
//!     moves: ["AC", "BC", "BD", "BD", "BD"],
//!     variations: [
//!         (of: 0, after: 2, moves: ["AD", "AC"]), // 1
//!         (of: 1, after: 3, moves: ["BD"]), // 2
//!     ],
//!     agreed_draws: [2],
//!     notes: [
//!         (line: 0, ply: 2, mark: "?!", text: "the left hand was safer"),
//!         (line: 1, ply: 3, mark: "!"),
//!     ],
//!     meta: (date: "2025-06-01T12:00:00Z", note: "the shortest game", cursor: 4, line: 1),
//! )
//! ```
//!
//! `game` names the game and decides how `settings` is read (each game's own variant type);
//! `seats` lists the players in the turn order of the start position; `start` is a position
//! code and `moves` the main line in the game's notation. Each of the `variations` (left out
//! when there are none) is a side line: it leaves line `of` (0 is the main line, k the k-th
//! variation, listed before it) after `after` moves of the game, with its own moves.
//! `agreed_draws` (left out when empty) lists the lines, by the same numbers, that end in a
//! draw the players agreed to: no move follows their last position. `notes` (left out when
//! empty) are a person's notes on moves: each names its move by `line` (one of that line's
//! own moves) and `ply` (its number in the game, from 1), with a `mark` (`"!!"`, `"!"`,
//! `"!?"`, `"?!"`, `"?"`, `"??"`), a `text` of at most 2,000 characters, or both. The
//! viewer was at move `cursor` of the way from the start to the end of line `line` (the main
//! line when left out). Opening a file parses it, migrates an
//! older format (see [`mod@format`]), validates the settings and replays every move; any problem
//! becomes a [`RecordError`] that says what and where.
//!
//! # Adding a game
//!
//! Records hold every game of the registry ([`crate::for_each_game`]), under the game's
//! name (`chopsticks`, `hare-hounds` with settings `(hare_start: "b5")`, `fox-geese` with
//! `(geese: 13, sideways: false)`, …); the settings are the game's own variant type and are
//! checked by its rules when the file is opened. A new game needs nothing here beyond its
//! registry entry; its example joins [`examples::EXAMPLES`].

pub mod autosave;
mod error;
pub mod examples;
pub mod format;
mod games;
mod io;
mod names;
mod recent;
mod replay;
pub mod restore;
mod tally;
pub mod writer;

pub use autosave::{AUTOSAVE_VERSION, Autosave, Place, SavedGame, Slot};
pub use error::{FileError, Location, RecordError};
pub use format::{CURRENT_FORMAT, OLDEST_FORMAT};
pub use games::{GameSettings, LoadedGame, Recordable};
pub use io::{
    MAX_FILE_BYTES, autosave_path, default_folder, load, open, open_watched, save_atomic,
    write_atomic_bytes,
};
pub(crate) use io::{project_dirs, read_capped_at};
pub use names::Names;
pub use recent::RecentFiles;
pub use replay::{Loaded, Summary, Verdict};
pub use tally::{READING, REPLAYING, Tally};
pub use writer::AutosaveWriter;

use crate::history::{Glyph, History, Line, NodeId};
use serde::{Deserialize, Serialize};

/// A saved game: everything needed to replay it, in the current format. Build one with
/// [`Record::from_history`], write it with [`Record::to_ron_string`] or [`save_atomic`], read
/// one with [`Record::from_ron_str`] or [`load`], and check it with [`Record::replay`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The Kibitzer version that wrote the file; empty when the file did not say (format 1).
    pub app: String,
    /// The game and its variant settings.
    pub settings: GameSettings,
    /// Who sits at each seat, in the turn order of the start position.
    pub seats: Vec<Player>,
    /// The start position's code.
    pub start: String,
    /// The main line's moves from the start, in the game's notation.
    pub moves: Names,
    /// The side lines, each after the line it leaves.
    pub variations: Vec<Variation>,
    /// The lines whose last position the players agreed to draw (0 for the main line, k
    /// for the k-th variation): the game stops there.
    pub agreed_draws: Vec<usize>,
    /// The notes written on moves, each naming its move by line and move number.
    pub notes: Vec<MoveNote>,
    /// Optional information about the game.
    pub meta: Meta,
}

/// A side line of a saved game: moves tried instead of those of another line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variation {
    /// The line it leaves: 0 for the main line, k for the k-th variation (listed earlier).
    pub of: usize,
    /// The moves of the game played before its first move.
    pub after: usize,
    /// Its moves, in the game's notation.
    pub moves: Names,
}

/// A note on one move of a saved game: the move `ply` of the game on line `line` (0 for the
/// main line, k for the k-th variation), one of that line's own moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveNote {
    /// The line the move is on.
    pub line: usize,
    /// The move's number in the game, from 1.
    pub ply: usize,
    /// The mark set by hand (`"!?"`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Glyph>,
    /// The comment, if any.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at this computer.
    Human,
    /// The computer, at this strength.
    Computer(Strength),
}

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    /// Always a best move by the solver's values.
    Perfect,
    /// A best move with this probability in percent (0 to 100), otherwise a random legal
    /// move. Whole percents keep files exact and free of NaN.
    Skill(u8),
    /// A random legal move.
    Random,
}

/// One seat of a record: who plays it and, optionally, their name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Human or computer.
    pub kind: SeatKind,
    /// The player's name, if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl Player {
    /// A person without a name.
    pub fn human() -> Player {
        Player {
            kind: SeatKind::Human,
            name: None,
        }
    }

    /// The computer at `strength`.
    pub fn computer(strength: Strength) -> Player {
        Player {
            kind: SeatKind::Computer(strength),
            name: None,
        }
    }
}

/// Optional information about a game; every field may be left out of the file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Meta {
    /// When the game was saved, RFC 3339 in UTC (`2025-06-01T12:00:00Z`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// A note about the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The number of moves the viewer was at (0 = the start); the end of the main line
    /// when left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cursor: Option<usize>,
    /// The line the viewer was on, named by the line it ends with: k for the k-th
    /// variation (the way from the start to its last move); the main line when left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
}

impl Record {
    /// The record of a game in progress: its settings, start, every move of every line
    /// (also those after the cursor), the cursor, and the current time. `seats` lists one
    /// player per seat in the turn order of the start position.
    pub fn from_history<G: Recordable>(game: &G, history: &History<G>, seats: &[Player]) -> Record {
        let lines = history.lines();
        let (line, cursor) = history.cursor_place(&lines);
        let names = |line: &Line| -> Names {
            line.nodes
                .iter()
                .filter_map(|&node| history.move_name(game, node))
                .collect()
        };
        let agreed_draws = lines
            .iter()
            .enumerate()
            .filter(|(_, line)| {
                let end = line.nodes.last().copied().unwrap_or(History::<G>::START);
                history.is_agreed_draw_at(end)
            })
            .map(|(index, _)| index)
            .collect();
        Record {
            notes: notes_of(history, &lines),
            app: env!("CARGO_PKG_VERSION").to_owned(),
            settings: game.settings(),
            seats: seats.to_vec(),
            start: game.format_state(history.start()),
            moves: lines.first().map(names).unwrap_or_default(),
            variations: lines
                .iter()
                .skip(1)
                .map(|line| Variation {
                    of: line.of,
                    after: line.after,
                    moves: names(line),
                })
                .collect(),
            agreed_draws,
            meta: Meta {
                date: Some(utc_timestamp(std::time::SystemTime::now())),
                note: None,
                cursor: Some(cursor),
                line: (line > 0).then_some(line),
            },
        }
    }

    /// The game's name (`chopsticks`).
    pub fn game_name(&self) -> &'static str {
        self.settings.name()
    }

    /// The record as a pretty-printed RON document in the current format.
    pub fn to_ron_string(&self) -> Result<String, RecordError> {
        format::write(self)
    }

    /// Reads a RON document of any supported format version, migrating it to the current
    /// one. The moves are not checked here: call [`Record::replay`].
    pub fn from_ron_str(text: &str) -> Result<Record, RecordError> {
        format::parse(text)
    }

    /// Reads a document given as bytes (a file's contents, a drop or the clipboard): refuses
    /// more than [`MAX_FILE_BYTES`] and text that is not UTF-8, then [`Record::from_ron_str`].
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        format::parse_bytes(bytes)
    }
}

/// The notes of `history`, each named by the line (of `lines`) that holds its move, in the
/// order of the lines and of their moves.
fn notes_of<G: Recordable>(history: &History<G>, lines: &[Line]) -> Vec<MoveNote> {
    let mut notes = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        for &node in &line.nodes {
            if let Some(note) = history.note(node) {
                notes.push(MoveNote {
                    line: index,
                    ply: history.depth(node),
                    mark: note.glyph,
                    text: note.text.clone(),
                });
            }
        }
    }
    notes
}

/// The node a note names: the move `ply` of the game on line `line`, given each line as
/// (moves before it, its own nodes).
pub(crate) fn noted_node(
    lines: &[(usize, Vec<NodeId>)],
    line: usize,
    ply: usize,
) -> Option<NodeId> {
    let (after, nodes) = lines.get(line)?;
    nodes.get(ply.checked_sub(after + 1)?).copied()
}

/// `time` as an RFC 3339 timestamp in UTC, to the second.
pub fn utc_timestamp(time: std::time::SystemTime) -> String {
    let secs = time
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm), all unsigned
    // because the time is never before the epoch here.
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z % 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn timestamps_are_utc_dates() {
        let at = |s: u64| utc_timestamp(UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_748_779_199), "2025-06-01T11:59:59Z");
        assert_eq!(at(4_107_542_400), "2100-03-01T00:00:00Z");
    }
}
