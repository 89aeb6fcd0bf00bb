//! What can be wrong with a game file, each case with a message that says what and where.

use super::GameSettings;
use super::format::{CURRENT_FORMAT, OLDEST_FORMAT};
use super::io::MAX_FILE_BYTES;
use crate::core::{CodeError, MoveError, VariantError, shown, shown_path};
use std::fmt;
use std::io;
use std::path::PathBuf;
use thiserror::Error;

/// A place in a document, both counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The line.
    pub line: usize,
    /// The column, in characters.
    pub column: usize,
}

impl Location {
    /// Where byte `offset` of `text` is.
    pub fn of_offset(text: &str, offset: usize) -> Location {
        let before = &text.as_bytes()[..offset.min(text.len())];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&before[line_start..])
            .chars()
            .count()
            + 1;
        Location {
            line: before.iter().filter(|&&b| b == b'\n').count() + 1,
            column,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why a record cannot be read, replayed or written.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// Nothing but white space.
    #[error("the file is empty")]
    Empty,
    /// Over the size limit; refused before reading.
    #[error(
        "the file is {}, more than the {} a game record may have",
        size_text(*size),
        size_text(MAX_FILE_BYTES)
    )]
    TooLarge {
        /// The size in bytes (at least this many when read from a stream).
        size: u64,
    },
    /// The path names a directory.
    #[error("it is a folder, not a game file")]
    Directory,
    /// The path names a device, a pipe or a socket.
    #[error("it is not a regular file (a device, pipe or socket)")]
    NotAFile,
    /// The operating system refused.
    #[error("{}", io_text(*kind, detail))]
    Io {
        /// The kind of failure.
        kind: io::ErrorKind,
        /// The system's message.
        detail: String,
    },
    /// Bytes that are not UTF-8 text.
    #[error("the file is not UTF-8 text: invalid bytes at {at}")]
    NotUtf8 {
        /// The first bad byte.
        at: Location,
    },
    /// The RON cannot be read, or a field has the wrong type.
    #[error("{at}: {message}")]
    Syntax {
        /// Where.
        at: Location,
        /// What is wrong.
        message: String,
    },
    /// Nesting deeper than the parser allows (hostile or broken input).
    #[error("{at}: the document is nested too deeply to be a game record")]
    TooDeep {
        /// Where the limit was reached.
        at: Location,
    },
    /// No `format` field.
    #[error("not a Kibitzer game record: it has no `format` field")]
    NoFormat,
    /// A format version from a later Kibitzer.
    #[error(
        "format version {0} is newer than this app, which reads versions {OLDEST_FORMAT} to {CURRENT_FORMAT}: open it with a newer Kibitzer"
    )]
    TooNew(u64),
    /// A format version that never existed.
    #[error("format version {0} does not exist: versions start at {OLDEST_FORMAT}")]
    NoSuchFormat(u64),
    /// No `game` field (format 2 and later).
    #[error(
        "the record has no `game` field: it must name the game ({})",
        known_games()
    )]
    NoGame,
    /// A game this app does not know.
    #[error("unknown game '{}' (known: {known})", shown(.0), known = known_games())]
    UnknownGame(String),
    /// Settings the game refuses: an unknown switch, contradictory switches, a bad count.
    #[error("{}{error}", at.map(|at| format!("{at}: ")).unwrap_or_default())]
    Variant {
        /// Where, when the parser knew.
        at: Option<Location>,
        /// What the game says.
        error: VariantError,
    },
    /// The number of seats does not match the game's player count.
    #[error(
        "the record lists {}, but the game has {expected} players",
        count(*.found, "seat", "seats")
    )]
    Seats {
        /// Seats listed.
        found: usize,
        /// Players in the variant.
        expected: usize,
    },
    /// A computer skill above 100 %.
    #[error("seat {seat}: skill {percent} is above 100 percent")]
    Skill {
        /// The seat, from 0.
        seat: usize,
        /// The skill given.
        percent: u8,
    },
    /// The start position cannot be read.
    #[error("the start position: {0}")]
    Start(CodeError),
    /// A move that cannot be read or played.
    #[error("{}", move_text(*ply, *variation, text, from, error))]
    Move {
        /// The move's number in the game, from 1.
        ply: usize,
        /// The line it is in: 0 for the main line, k for the k-th variation.
        variation: usize,
        /// The move as written.
        text: String,
        /// The position code before it.
        from: String,
        /// What the rules say (boxed to keep the error small).
        error: Box<MoveError>,
    },
    /// The viewer's place is past the last move.
    #[error(
        "the cursor is at move {cursor}, but the game has only {}",
        count(*.moves, "move", "moves")
    )]
    Cursor {
        /// The cursor given.
        cursor: usize,
        /// Moves in the record.
        moves: usize,
    },
    /// The viewer's place is past the end of its variation.
    #[error("the cursor is at move {cursor}, but variation {line} ends at move {last}")]
    CursorOffLine {
        /// The cursor given.
        cursor: usize,
        /// The variation viewed.
        line: usize,
        /// The variation's last move.
        last: usize,
    },
    /// A variation that does not fit the lines before it.
    #[error("variation {variation}: {reason}")]
    Variation {
        /// The variation, from 1.
        variation: usize,
        /// What is wrong.
        reason: String,
    },
    /// An agreed draw at the end of a line the record does not have.
    #[error(
        "the players agreed to a draw at the end of line {line}, but the record has only {}",
        lines_text(*.lines)
    )]
    AgreedDrawNoLine {
        /// The line named (0 for the main line).
        line: usize,
        /// The lines the record has, the main line included.
        lines: usize,
    },
    /// An agreed draw where the game is over already (by its position, its record, or a
    /// draw listed twice).
    #[error(
        "the players agreed to a draw at the end of line {line}, but the game is already over there"
    )]
    AgreedDrawOver {
        /// The line named (0 for the main line).
        line: usize,
    },
    /// A note on a line the record does not have.
    #[error("note {note} is on line {line}, but the record has only {}", lines_text(*.lines))]
    NoteNoLine {
        /// The note, from 1.
        note: usize,
        /// The line named.
        line: usize,
        /// The lines the record has, the main line included.
        lines: usize,
    },
    /// A note on a move its line does not have (or has from the line it leaves).
    #[error("note {note} is on move {ply} of line {line}, {}", own_moves_text(*.first, *.last))]
    NoteOffLine {
        /// The note, from 1.
        note: usize,
        /// The line named.
        line: usize,
        /// The move named.
        ply: usize,
        /// The line's first own move.
        first: usize,
        /// The line's last move (less than `first` when it has none).
        last: usize,
    },
    /// Two notes on the same move.
    #[error("notes {earlier} and {note} are on the same move")]
    NoteTwice {
        /// The later note, from 1.
        note: usize,
        /// The earlier one.
        earlier: usize,
    },
    /// A note longer than a note may be.
    #[error(
        "note {note} has {} characters, more than the {} a note may have",
        crate::words::Language::English.grouped(*.chars as i128),
        crate::words::Language::English.grouped(crate::history::MAX_NOTE_CHARS as i128)
    )]
    NoteTooLong {
        /// The note, from 1.
        note: usize,
        /// Its length in characters.
        chars: usize,
    },
    /// An autosave written by a later Kibitzer.
    #[error(
        "its autosave format {0} is newer than this app, which reads format {known}: open it with a newer Kibitzer",
        known = super::autosave::AUTOSAVE_VERSION
    )]
    AutosaveTooNew(u32),
    /// A field that only a later format version has, in a record of an earlier one.
    #[error(
        "the `{field}` field belongs to format {since} and later, but the record says format {format}"
    )]
    LaterField {
        /// The field's name.
        field: &'static str,
        /// The first version that has it.
        since: u32,
        /// The version the record gives.
        format: u32,
    },
    /// The record could not be turned into text.
    #[error("cannot write the record: {0}")]
    Write(String),
}

/// "whose own moves are 3 to 5", for a note's error.
fn own_moves_text(first: usize, last: usize) -> String {
    match last.checked_sub(first) {
        None => "which has no moves of its own".to_owned(),
        Some(0) => format!("whose only own move is move {first}"),
        Some(_) => format!("whose own moves are moves {first} to {last}"),
    }
}

/// A [`RecordError`] with the file it came from: "game.ron: line 3, column 7: …".
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}: {error}", shown_path(.path))]
pub struct FileError {
    /// The file.
    pub path: PathBuf,
    /// What went wrong.
    pub error: RecordError,
}

impl FileError {
    /// Attaches `path` to `error`.
    pub fn new(path: impl Into<PathBuf>, error: RecordError) -> FileError {
        FileError {
            path: path.into(),
            error,
        }
    }
}

impl From<io::Error> for RecordError {
    fn from(err: io::Error) -> Self {
        if err.kind() == io::ErrorKind::IsADirectory {
            return RecordError::Directory;
        }
        RecordError::Io {
            kind: err.kind(),
            detail: err.to_string(),
        }
    }
}

impl RecordError {
    /// A parser error, with friendlier words for the common cases.
    pub(crate) fn from_ron(err: ron::error::SpannedError) -> RecordError {
        use ron::Error as E;
        let at = Location {
            line: err.span.start.line,
            column: err.span.start.col,
        };
        let message = match &err.code {
            E::ExceededRecursionLimit => return RecordError::TooDeep { at },
            E::NoSuchEnumVariant {
                found,
                outer: Some(outer),
                expected,
            } => match GameSettings::unknown_name(outer, found) {
                Some(error) => {
                    return RecordError::Variant {
                        at: Some(at),
                        error,
                    };
                }
                None => format!(
                    "unknown name '{}'{}; the names are: {}",
                    shown(found),
                    outer_words(outer),
                    expected.join(", ")
                ),
            },
            E::Eof => "the document ends too early (is the file cut short?)".to_owned(),
            E::ExpectedNamedStructLike(_) | E::ExpectedStructLike => {
                "expected a game record: `(format: 2, game: …, …)`".to_owned()
            }
            E::MissingStructField { field, outer } => match outer.as_deref() {
                Some("GameRecord") | None => format!("the record has no `{field}` field"),
                Some(outer) => format!("`{outer}` has no `{field}` field"),
            },
            E::TrailingCharacters => "unexpected text after the end of the record".to_owned(),
            other => other.to_string(),
        };
        RecordError::Syntax { at, message }
    }
}

/// `n` and the noun, singular for one: "1 seat", "3 seats".
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The lines of a record, the main line counted: "the main line (0) and variation 1".
fn lines_text(lines: usize) -> String {
    match lines.saturating_sub(1) {
        0 => "the main line (0)".to_owned(),
        1 => "the main line (0) and variation 1".to_owned(),
        n => format!("the main line (0) and variations 1 to {n}"),
    }
}

/// Where an unknown enum name was found, for a message: " in `Switch`".
fn outer_words(outer: &str) -> String {
    format!(" in `{}`", shown(outer))
}

fn known_games() -> String {
    crate::games::GameKind::names()
}

/// A byte count for people.
fn size_text(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB {
        format!("{:.1} MiB", bytes as f64 / MIB as f64)
    } else {
        format!("{bytes} bytes")
    }
}

fn io_text(kind: io::ErrorKind, detail: &str) -> String {
    match kind {
        io::ErrorKind::NotFound => "the file does not exist".to_owned(),
        io::ErrorKind::PermissionDenied => {
            "permission denied: Kibitzer may not use this file".to_owned()
        }
        io::ErrorKind::NotADirectory => detail.to_owned(),
        _ => format!("cannot use the file: {detail}"),
    }
}

fn move_text(ply: usize, variation: usize, text: &str, from: &str, error: &MoveError) -> String {
    // The text comes from the file: control characters are shown escaped.
    let text = shown(text);
    let ply = match variation {
        0 => format!("ply {ply}"),
        k => format!("ply {ply} of variation {k}"),
    };
    match error {
        MoveError::Illegal { reason, .. } => {
            format!("illegal move {text} at {ply} from {from}: {reason}")
        }
        MoveError::Unreadable { reason, .. } => {
            format!("unreadable move '{text}' at {ply} from {from}: {reason}")
        }
        MoveError::GameOver { .. } => {
            format!("move {text} at {ply}: the game is already over in {from}")
        }
    }
}

#[cfg(test)]
mod tests;
