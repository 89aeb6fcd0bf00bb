//! The file formats, one type per version, and the migration from older versions.
//!
//! Reading happens in two passes over the text. The first reads only `format` and `game`
//! (skipping the rest, which still checks the syntax of the whole document); the second reads
//! the whole document with the types of that version and game, so that every error carries
//! the parser's line and column. Older versions are then migrated step by step.
//!
//! # Versions
//! - **1** (Kibitzer before 0.1, Chopsticks only): `players`, the switch list as text
//!   (`variant: "sun,cutoff"`), `start`, the moves as one space-separated string, an
//!   optional `note`. Migration: the switches are read as on the command line, every seat is
//!   a human, the note goes to `meta`.
//! - **2**: `game`, `settings` (the game's own variant type), `seats`, `start`, the moves
//!   of one line as a list, `meta` (date, note, cursor). Hare and Hounds, Fox and Geese and
//!   Fox and Hounds records were added within this version; an app without those games
//!   refuses them as an unknown game. Migration: a game without variations.
//! - **3**: adds `variations` (side lines) and `meta.line` (the line the viewer was on).
//! - **4**: adds `agreed_draws` (the lines that end in a draw the players agreed to). A
//!   format 3 file is read as format 4 without them.
//! - **5** (current): see the module documentation of [`crate::record`]. Adds `notes` (a
//!   person's marks and comments on moves). A format 3 or 4 file is read as format 5
//!   without them.

use super::{
    GameSettings, Location, MAX_FILE_BYTES, Meta, MoveNote, Names, Player, Record, RecordError,
    Variation,
};
use crate::games::GameKind;
use crate::games::chopsticks::Variant as ChopsticksVariant;
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The format version this app writes.
pub const CURRENT_FORMAT: u32 = 5;
/// The oldest format version this app reads.
pub const OLDEST_FORMAT: u32 = 1;

/// The first line of every file written (what the desktop's file type of Kibitzer games
/// looks for).
pub const HEADER: &str =
    "// Kibitzer game record: every move is checked against the rules when the file is opened.\n";

/// The parser's settings: `Some(…)` may be left out around optional values (files are
/// written that way, with the `#![enable(implicit_some)]` line saying so), and nesting is
/// limited so that hostile input cannot overflow the stack.
fn options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME)
        .with_recursion_limit(64)
}

/// The first pass: only what decides how to read the rest.
#[derive(Deserialize)]
#[serde(rename = "GameRecord")]
struct Probe {
    #[serde(default)]
    format: Option<u64>,
    #[serde(default)]
    game: Option<String>,
}

/// Format 5, generic over the game's settings type; format 4 is the same without `notes`,
/// format 3 without `agreed_draws` either.
#[derive(Serialize, Deserialize)]
#[serde(rename = "GameRecord", deny_unknown_fields)]
struct FileV5<S> {
    format: u32,
    #[serde(default)]
    app: String,
    game: String,
    settings: S,
    seats: Vec<Player>,
    start: String,
    moves: Names,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    variations: Vec<Variation>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    agreed_draws: Vec<usize>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    notes: Vec<MoveNote>,
    #[serde(default)]
    meta: Meta,
}

/// Format 2, generic over the game's settings type: one line, no variations.
#[derive(Deserialize)]
#[serde(rename = "GameRecord", deny_unknown_fields)]
struct FileV2<S> {
    /// Read by the probe; here so that the field is allowed.
    #[serde(rename = "format")]
    _format: u32,
    #[serde(default)]
    app: String,
    /// Read by the probe.
    #[serde(rename = "game")]
    _game: String,
    settings: S,
    seats: Vec<Player>,
    start: String,
    moves: Names,
    #[serde(default)]
    meta: Meta,
}

/// Format 1: Chopsticks only, switches and moves as text.
#[derive(Deserialize)]
#[serde(rename = "GameRecord", deny_unknown_fields)]
struct FileV1 {
    /// Read by the probe; here so that the field is allowed.
    #[serde(rename = "format")]
    _format: u32,
    players: usize,
    variant: String,
    start: String,
    moves: String,
    #[serde(default)]
    note: Option<String>,
}

/// Turns bytes into text, or says why they are not a readable document.
fn text_from_bytes(bytes: &[u8]) -> Result<&str, RecordError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(RecordError::TooLarge {
            size: bytes.len() as u64,
        });
    }
    // Editors on Windows may start UTF-8 files with a byte-order mark.
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|err| {
        let good = &bytes[..err.valid_up_to()];
        // The prefix is valid UTF-8 by construction.
        let good = std::str::from_utf8(good).unwrap_or_default();
        RecordError::NotUtf8 {
            at: Location::of_offset(good, good.len()),
        }
    })
}

/// Reads a document given as bytes: refuses more than [`MAX_FILE_BYTES`] and bytes that are
/// not UTF-8 text, then [`parse`].
pub(crate) fn parse_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
    parse(text_from_bytes(bytes)?)
}

/// Reads a document of any supported version into a current record.
pub(crate) fn parse(text: &str) -> Result<Record, RecordError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(RecordError::TooLarge {
            size: text.len() as u64,
        });
    }
    if text.trim().is_empty() {
        return Err(RecordError::Empty);
    }
    let probe: Probe = read(text)?;
    match probe.format {
        None => Err(RecordError::NoFormat),
        Some(0) => Err(RecordError::NoSuchFormat(0)),
        Some(1) => migrate_v1(read(text)?),
        Some(version @ (2..=5)) => parse_game(text, version, probe.game.as_deref()),
        Some(newer) => Err(RecordError::TooNew(newer)),
    }
}

pub(super) fn read<T: DeserializeOwned>(text: &str) -> Result<T, RecordError> {
    options().from_str(text).map_err(RecordError::from_ron)
}

/// Reads a format 2 to 5 document with the settings type of its game.
fn parse_game(text: &str, version: u64, game: Option<&str>) -> Result<Record, RecordError> {
    let name = game.ok_or(RecordError::NoGame)?;
    let kind =
        GameKind::from_name(name).ok_or_else(|| RecordError::UnknownGame(name.to_owned()))?;
    GameSettings::parse(kind, version, text)
}

/// Reads a format 2 to 5 document whose settings are an `S`, which `settings` wraps.
pub(super) fn read_game<S: DeserializeOwned>(
    text: &str,
    version: u64,
    settings: impl FnOnce(S) -> GameSettings,
) -> Result<Record, RecordError> {
    if version == 2 {
        let file: FileV2<S> = read(text)?;
        // Format 2 had one line and no `line` in its metadata: a record that has one is
        // not what it says it is, and dropping the field would move the viewer.
        if file.meta.line.is_some() {
            return Err(RecordError::LaterField {
                field: "line",
                since: 3,
                format: 2,
            });
        }
        let meta = file.meta;
        return Ok(Record {
            app: file.app,
            settings: settings(file.settings),
            seats: file.seats,
            start: file.start,
            moves: file.moves,
            variations: Vec::new(),
            agreed_draws: Vec::new(),
            notes: Vec::new(),
            meta,
        });
    }
    let file: FileV5<S> = read(text)?;
    // As for `line` in format 2: a format 3 file cannot hold agreed draws.
    if version == 3 && !file.agreed_draws.is_empty() {
        return Err(RecordError::LaterField {
            field: "agreed_draws",
            since: 4,
            format: 3,
        });
    }
    // Likewise notes, before format 5.
    if version < 5 && !file.notes.is_empty() {
        return Err(RecordError::LaterField {
            field: "notes",
            since: 5,
            format: version as u32,
        });
    }
    Ok(Record {
        app: file.app,
        settings: settings(file.settings),
        seats: file.seats,
        start: file.start,
        moves: file.moves,
        variations: file.variations,
        agreed_draws: file.agreed_draws,
        notes: file.notes,
        meta: file.meta,
    })
}

/// Format 1 to the current record.
fn migrate_v1(file: FileV1) -> Result<Record, RecordError> {
    // Reading the switches as the command line does validates the player count too, before
    // anything is sized by it.
    let variant = ChopsticksVariant::parse(file.players, &file.variant)
        .map_err(|error| RecordError::Variant { at: None, error })?;
    Ok(Record {
        app: String::new(),
        seats: vec![Player::human(); variant.players],
        settings: GameSettings::of::<crate::games::chopsticks::Chopsticks>(variant),
        start: file.start,
        moves: file.moves.split_whitespace().collect(),
        variations: Vec::new(),
        agreed_draws: Vec::new(),
        notes: Vec::new(),
        meta: Meta {
            note: file.note,
            ..Meta::default()
        },
    })
}

/// Writes a record in the current format.
pub(crate) fn write(record: &Record) -> Result<String, RecordError> {
    record.settings.write(record)
}

pub(super) fn write_current<S: Serialize>(
    record: &Record,
    settings: &S,
) -> Result<String, RecordError> {
    let wrap = record.moves.len() > MOVES_PER_LINE;
    let file = FileV5 {
        format: CURRENT_FORMAT,
        app: record.app.clone(),
        game: record.game_name().to_owned(),
        settings,
        seats: record.seats.clone(),
        start: record.start.clone(),
        moves: if wrap {
            Names::new()
        } else {
            record.moves.clone()
        },
        // Written below, one variation a line.
        variations: Vec::new(),
        agreed_draws: record.agreed_draws.clone(),
        // Written below, one note a line.
        notes: Vec::new(),
        meta: record.meta.clone(),
    };
    let pretty = ron::ser::PrettyConfig::new()
        .struct_names(false)
        .extensions(Extensions::IMPLICIT_SOME)
        .compact_arrays(true)
        .depth_limit(1);
    let failed = |err: ron::Error| RecordError::Write(err.to_string());
    let mut body = ron::ser::to_string_pretty(&file, pretty).map_err(failed)?;
    if wrap {
        // Strings are escaped, so this line can only be the top-level field.
        let empty = "\n    moves: [],\n";
        let rows = moves_rows(&record.moves).map_err(failed)?;
        body = body.replacen(empty, &format!("\n    moves: [\n{rows}    ],\n"), 1);
    }
    if !record.variations.is_empty() {
        // Strings are escaped, so this can only be the top-level field that follows them.
        let next = if record.agreed_draws.is_empty() {
            "\n    meta: "
        } else {
            "\n    agreed_draws: "
        };
        let rows = variation_rows(&record.variations).map_err(failed)?;
        body = body.replacen(next, &format!("\n    variations: [\n{rows}    ],{next}"), 1);
    }
    if !record.notes.is_empty() {
        // As above: strings are escaped, so this is the top-level field.
        let next = "\n    meta: ";
        let rows = note_rows(&record.notes).map_err(failed)?;
        body = body.replacen(next, &format!("\n    notes: [\n{rows}    ],{next}"), 1);
    }
    Ok(format!("{HEADER}{body}\n"))
}

/// The variations, one a line, each ending with its number (which later lines name in
/// their `of`).
fn variation_rows(variations: &[Variation]) -> Result<String, ron::Error> {
    let mut rows = String::new();
    for (index, variation) in variations.iter().enumerate() {
        let names = variation
            .moves
            .iter()
            .map(ron::to_string)
            .collect::<Result<Vec<_>, _>>()?;
        rows.push_str(&format!(
            "        (of: {}, after: {}, moves: [{}]), // {}\n",
            variation.of,
            variation.after,
            names.join(", "),
            index + 1
        ));
    }
    Ok(rows)
}

/// The notes, one a line.
fn note_rows(notes: &[MoveNote]) -> Result<String, ron::Error> {
    let mut rows = String::new();
    for note in notes {
        let mut fields = format!("line: {}, ply: {}", note.line, note.ply);
        if let Some(mark) = note.mark {
            fields.push_str(&format!(", mark: {}", ron::to_string(&mark)?));
        }
        if !note.text.is_empty() {
            // Escaped: a line break in the comment is written `\n`, on this one line.
            fields.push_str(&format!(", text: {}", ron::to_string(&note.text)?));
        }
        rows.push_str(&format!("        ({fields}),\n"));
    }
    Ok(rows)
}

/// Moves per line of a long game.
const MOVES_PER_LINE: usize = 10;

/// The moves of a long game, ten a line, each line ending with its ply numbers so that a
/// person can find "ply 37" of an error message.
fn moves_rows(moves: &Names) -> Result<String, ron::Error> {
    let mut rows = String::new();
    for first in (0..moves.len()).step_by(MOVES_PER_LINE) {
        let last = (first + MOVES_PER_LINE).min(moves.len());
        let names = (first..last)
            .map(|m| ron::to_string(&moves[m]))
            .collect::<Result<Vec<_>, _>>()?;
        let first = first + 1;
        rows.push_str(&format!(
            "        {}, // {first}-{last}\n",
            names.join(", ")
        ));
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_must_be_utf8_and_small() {
        assert_eq!(text_from_bytes(b"\xEF\xBB\xBF(a)"), Ok("(a)"));
        let err = text_from_bytes(b"(a: 1,\n  b: \"\xFF\")").expect_err("bad byte");
        assert_eq!(
            err.to_string(),
            "the file is not UTF-8 text: invalid bytes at line 2, column 7"
        );
        let big = vec![b' '; MAX_FILE_BYTES as usize + 1];
        assert!(matches!(
            text_from_bytes(&big),
            Err(RecordError::TooLarge { .. })
        ));
    }

    #[test]
    fn nesting_is_refused_before_it_can_overflow_a_small_stack() {
        // Far below a test thread's 2 MiB and the 8 MiB of a main thread.
        let small = std::thread::Builder::new().stack_size(256 * 1024);
        let worker = small.spawn(|| {
            for (open, close) in [
                ("[", "]"),
                ("(", ")"),
                ("{1:", "}"),
                ("Some(", ")"),
                ("A(", ")"),
            ] {
                for depth in (1..=100).chain([1_000, 100_000]) {
                    let nest = format!("{}{}", open.repeat(depth), close.repeat(depth));
                    let text = format!("(format: 2, game: \"chopsticks\", x: {nest})");
                    let err = parse(&text).expect_err("not a record");
                    let deep = matches!(err, RecordError::TooDeep { .. });
                    // A record nests 5 deep; each level may take a few steps of the limit.
                    assert!(deep || depth < 64, "{open} x {depth}: {err}");
                    assert!(!deep || depth > 10, "{open} x {depth}: {err}");
                }
            }
        });
        worker.expect("spawns").join().expect("no overflow");
    }
}
