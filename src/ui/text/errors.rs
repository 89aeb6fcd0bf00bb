//! What is wrong with a game file, a position code, a move or a game's settings, in the
//! window's language. The record's errors
//! ([`RecordError`], [`FileError`]) keep their English `Display` for the command line; the
//! window words them here, case by case, through the message files (the English messages are
//! the `Display` texts). The rules' own explanations inside them (a move's reason, a bad
//! setting, a position code) are the games' words and are shown as they are.

use crate::core::{CodeError, MoveError, VariantError};
use crate::games::GameKind;
use crate::record::{
    CURRENT_FORMAT, FileError, Location, MAX_FILE_BYTES, OLDEST_FORMAT, RecordError,
};
use crate::tr;
use std::io;

/// A place in a file: "line 3, column 7".
pub fn location_text(at: Location) -> String {
    tr!("file-location", line = at.line, column = at.column)
}

/// A byte count for people: "512 bytes", "16.0 MiB".
pub fn size_text(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if bytes >= MIB {
        let mib = format!("{:.1}", bytes as f64 / MIB as f64);
        let (whole, tenth) = mib.split_once('.').unwrap_or((&mib, "0"));
        tr!(
            "file-size-mib",
            whole = whole.to_owned(),
            tenth = tenth.to_owned()
        )
    } else {
        tr!("file-size-bytes", bytes = bytes)
    }
}

/// A file's problem with the file named first: "/games/g.ron: the file is empty".
pub fn file_error_text(err: &FileError) -> String {
    tr!(
        "file-error-at",
        at = err.path.display().to_string(),
        error = record_error_text(&err.error)
    )
}

/// What is wrong with a record, in the current language (as `Display` says it in English:
/// lower case, no full stop). One arm per kind of [`RecordError`]; the messages with several
/// arguments are worded by the helpers below, in the order of the arms.
pub fn record_error_text(err: &RecordError) -> String {
    match err {
        RecordError::Empty => tr!("file-error-empty"),
        RecordError::TooLarge { size } => too_large_text(*size),
        RecordError::Directory => tr!("file-error-directory"),
        RecordError::NotAFile => tr!("file-error-not-a-file"),
        RecordError::Io { kind, detail } => io_text(*kind, detail),
        RecordError::NotUtf8 { at } => tr!("file-error-not-utf8", at = location_text(*at)),
        RecordError::Syntax { at, message } => placed_text(*at, message.clone()),
        RecordError::TooDeep { at } => tr!("file-error-too-deep", at = location_text(*at)),
        RecordError::NoFormat => tr!("file-error-no-format"),
        RecordError::TooNew(version) => too_new_text(*version),
        RecordError::NoSuchFormat(version) => no_such_format_text(*version),
        RecordError::NoGame => tr!("file-error-no-game", known = GameKind::names()),
        RecordError::UnknownGame(game) => unknown_game_text(game),
        RecordError::Variant { at, error } => match at {
            Some(at) => placed_text(*at, variant_error_text(error)),
            None => variant_error_text(error),
        },
        RecordError::Seats { found, expected } => {
            tr!("file-error-seats", found = *found, expected = *expected)
        }
        RecordError::Skill { seat, percent } => {
            tr!("file-error-skill", seat = *seat, percent = *percent)
        }
        RecordError::Start(error) => tr!("file-error-start", error = code_error_text(error)),
        RecordError::Move {
            ply,
            variation,
            text,
            from,
            error,
        } => move_text(*ply, *variation, text, from, error),
        RecordError::Cursor { cursor, moves } => {
            tr!("file-error-cursor", cursor = *cursor, moves = *moves)
        }
        RecordError::CursorOffLine { cursor, line, last } => {
            cursor_off_line_text(*cursor, *line, *last)
        }
        RecordError::Variation { variation, reason } => variation_text(*variation, reason),
        RecordError::AgreedDrawNoLine { line, lines } => agreed_draw_no_line_text(*line, *lines),
        RecordError::AgreedDrawOver { line } => {
            tr!("file-error-agreed-draw-over", line = *line)
        }
        RecordError::NoteNoLine { note, line, lines } => tr!(
            "file-error-note-no-line",
            note = *note,
            line = *line,
            variations = lines.saturating_sub(1)
        ),
        RecordError::NoteOffLine {
            note,
            line,
            ply,
            first,
            last,
        } => tr!(
            "file-error-note-off-line",
            note = *note,
            line = *line,
            ply = *ply,
            first = *first,
            last = *last,
            own = (last + 1).saturating_sub(*first)
        ),
        RecordError::NoteTwice { note, earlier } => {
            tr!("file-error-note-twice", note = *note, earlier = *earlier)
        }
        RecordError::NoteTooLong { note, chars } => tr!(
            "file-error-note-too-long",
            note = *note,
            chars = *chars,
            most = crate::history::MAX_NOTE_CHARS
        ),
        RecordError::AutosaveTooNew(version) => autosave_too_new_text(*version),
        RecordError::LaterField {
            field,
            since,
            format,
        } => later_field_text(field, *since, *format),
        RecordError::Write(error) => tr!("file-error-write", error = error.clone()),
    }
}

/// What is wrong with a position code (as `Display` says it in English).
pub fn code_error_text(err: &CodeError) -> String {
    match err {
        CodeError::Empty => tr!("shell-code-empty"),
        CodeError::WrongLength {
            code,
            unit,
            found,
            expected,
            hint,
        } => {
            // The board games count "parts separated by '/'".
            let key = match *unit {
                "pairs" | "characters" | "hounds" => unit,
                parts if parts.starts_with("parts") => "parts",
                _ => "other",
            };
            tr!(
                "shell-code-wrong-length",
                code = code.escape_debug().to_string(),
                found = *found,
                unit = key,
                text = *unit,
                expected = *expected,
                hint = hint.clone()
            )
        }
        CodeError::Invalid { code, reason } => tr!(
            "shell-code-invalid",
            code = code.escape_debug().to_string(),
            reason = reason.text()
        ),
        CodeError::NotNormal { code, pair, normal } => tr!(
            "shell-code-not-normal",
            code = code.escape_debug().to_string(),
            pair = pair.escape_debug().to_string(),
            normal = normal.clone()
        ),
        CodeError::Impossible { code, reason } => tr!(
            "shell-code-impossible",
            code = code.escape_debug().to_string(),
            reason = reason.text()
        ),
    }
}

/// A move refused, for the player who tried it (as [`MoveError::for_player`] says it in
/// English).
pub fn move_error_text(err: &MoveError) -> String {
    match err {
        MoveError::Unreadable { reason, .. } => {
            tr!("shell-move-unreadable", reason = reason.text())
        }
        MoveError::Illegal { reason, .. } => {
            tr!("shell-move-illegal", reason = reason.text())
        }
        MoveError::GameOver { .. } => tr!("shell-move-game-over"),
    }
}

/// Settings a game refuses (as `Display` says it in English).
pub fn variant_error_text(err: &VariantError) -> String {
    match err {
        VariantError::UnknownSwitch { name, known } => tr!(
            "shell-variant-unknown-switch",
            name = name.escape_debug().to_string(),
            known = known.clone()
        ),
        VariantError::PlayerCount {
            game,
            min,
            max,
            found,
        } => tr!(
            "shell-variant-player-count",
            game = *game,
            min = *min,
            max = *max,
            found = *found
        ),
        VariantError::Incompatible(reason) => reason.text(),
    }
}

/// A file over the size limit, with both sizes.
fn too_large_text(size: u64) -> String {
    tr!(
        "file-error-too-large",
        size = size_text(size),
        limit = size_text(MAX_FILE_BYTES)
    )
}

/// What the system said when the file could not be read.
fn io_text(kind: io::ErrorKind, detail: &str) -> String {
    match kind {
        io::ErrorKind::NotFound => tr!("file-error-not-found"),
        io::ErrorKind::PermissionDenied => tr!("file-error-permission"),
        // The system's own words.
        io::ErrorKind::NotADirectory => detail.to_owned(),
        _ => tr!("file-error-io", detail = detail.to_owned()),
    }
}

/// An error with the place in the file it was found at first.
fn placed_text(at: Location, error: String) -> String {
    tr!("file-error-at", at = location_text(at), error = error)
}

/// A format version newer than this app reads.
fn too_new_text(version: u64) -> String {
    tr!(
        "file-error-too-new",
        version = version,
        oldest = OLDEST_FORMAT,
        current = CURRENT_FORMAT
    )
}

/// A format version older than any there is.
fn no_such_format_text(version: u64) -> String {
    tr!(
        "file-error-no-such-format",
        version = version,
        oldest = OLDEST_FORMAT
    )
}

/// A game name no game has, with the names there are.
fn unknown_game_text(game: &str) -> String {
    tr!(
        "file-error-unknown-game",
        game = game.escape_debug().to_string(),
        known = GameKind::names()
    )
}

/// A cursor past the end of the line it is on.
fn cursor_off_line_text(cursor: usize, line: usize, last: usize) -> String {
    tr!(
        "file-error-cursor-off-line",
        cursor = cursor,
        line = line,
        last = last
    )
}

/// A variation that cannot be read, with the reason.
fn variation_text(variation: usize, reason: &str) -> String {
    tr!(
        "file-error-variation",
        variation = variation,
        reason = reason.to_owned()
    )
}

/// A draw agreed at the end of a line the record does not have.
fn agreed_draw_no_line_text(line: usize, lines: usize) -> String {
    tr!(
        "file-error-agreed-draw-no-line",
        line = line,
        variations = lines.saturating_sub(1)
    )
}

/// An autosave written by a newer app.
fn autosave_too_new_text(version: u32) -> String {
    tr!(
        "file-error-autosave-too-new",
        version = version,
        known = crate::record::AUTOSAVE_VERSION
    )
}

/// A field the record's format is too old to have.
fn later_field_text(field: &'static str, since: u32, format: u32) -> String {
    tr!(
        "file-error-later-field",
        field = field,
        since = since,
        format = format
    )
}

/// A move of the file that cannot be read or played.
fn move_text(ply: usize, variation: usize, text: &str, from: &str, error: &MoveError) -> String {
    // The text comes from the file: control characters are shown escaped.
    let played = text.escape_debug().to_string();
    let ply = tr!("file-ply", ply = ply, variation = variation);
    let from = from.to_owned();
    match error {
        MoveError::Illegal { reason, .. } => tr!(
            "file-error-illegal-move",
            played = played,
            ply = ply,
            from = from,
            reason = reason.text()
        ),
        MoveError::Unreadable { reason, .. } => tr!(
            "file-error-unreadable-move",
            played = played,
            ply = ply,
            from = from,
            reason = reason.text()
        ),
        MoveError::GameOver { .. } => tr!(
            "file-error-move-after-end",
            played = played,
            ply = ply,
            from = from
        ),
    }
}

#[cfg(test)]
mod tests;
