//! What is wrong with a game file, in the window's language. The record's errors
//! ([`RecordError`], [`FileError`]) keep their English `Display` for the command line; the
//! window words them here, case by case, through the message files (the English messages are
//! the `Display` texts). The rules' own explanations inside them (a move's reason, a bad
//! setting, a position code) are the games' words and are shown as they are.

use crate::core::MoveError;
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
/// lower case, no full stop).
pub fn record_error_text(err: &RecordError) -> String {
    let known = crate::games::GameKind::names;
    match err {
        RecordError::Empty => tr!("file-error-empty"),
        RecordError::TooLarge { size } => tr!(
            "file-error-too-large",
            size = size_text(*size),
            limit = size_text(MAX_FILE_BYTES)
        ),
        RecordError::Directory => tr!("file-error-directory"),
        RecordError::NotAFile => tr!("file-error-not-a-file"),
        RecordError::Io { kind, detail } => match kind {
            io::ErrorKind::NotFound => tr!("file-error-not-found"),
            io::ErrorKind::PermissionDenied => tr!("file-error-permission"),
            // The system's own words.
            io::ErrorKind::NotADirectory => detail.clone(),
            _ => tr!("file-error-io", detail = detail.clone()),
        },
        RecordError::NotUtf8 { at } => tr!("file-error-not-utf8", at = location_text(*at)),
        RecordError::Syntax { at, message } => tr!(
            "file-error-at",
            at = location_text(*at),
            error = message.clone()
        ),
        RecordError::TooDeep { at } => tr!("file-error-too-deep", at = location_text(*at)),
        RecordError::NoFormat => tr!("file-error-no-format"),
        RecordError::TooNew(version) => tr!(
            "file-error-too-new",
            version = *version,
            oldest = OLDEST_FORMAT,
            current = CURRENT_FORMAT
        ),
        RecordError::NoSuchFormat(version) => tr!(
            "file-error-no-such-format",
            version = *version,
            oldest = OLDEST_FORMAT
        ),
        RecordError::NoGame => tr!("file-error-no-game", known = known()),
        RecordError::UnknownGame(game) => tr!(
            "file-error-unknown-game",
            game = game.escape_debug().to_string(),
            known = known()
        ),
        RecordError::Variant { at, error } => match at {
            Some(at) => tr!(
                "file-error-at",
                at = location_text(*at),
                error = error.to_string()
            ),
            None => error.to_string(),
        },
        RecordError::Seats { found, expected } => {
            tr!("file-error-seats", found = *found, expected = *expected)
        }
        RecordError::Skill { seat, percent } => {
            tr!("file-error-skill", seat = *seat, percent = *percent)
        }
        RecordError::Start(error) => tr!("file-error-start", error = error.to_string()),
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
        RecordError::CursorOffLine { cursor, line, last } => tr!(
            "file-error-cursor-off-line",
            cursor = *cursor,
            line = *line,
            last = *last
        ),
        RecordError::Variation { variation, reason } => tr!(
            "file-error-variation",
            variation = *variation,
            reason = reason.clone()
        ),
        RecordError::Write(error) => tr!("file-error-write", error = error.clone()),
    }
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
            reason = reason.clone()
        ),
        MoveError::Unreadable { reason, .. } => tr!(
            "file-error-unreadable-move",
            played = played,
            ply = ply,
            from = from,
            reason = reason.clone()
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
mod tests {
    use super::*;
    use crate::ui::common::language::{Language, set_language};

    /// Every kind of error, once.
    fn samples() -> Vec<RecordError> {
        let at = Location { line: 3, column: 7 };
        vec![
            RecordError::Empty,
            RecordError::TooLarge { size: 20_000_000 },
            RecordError::TooLarge { size: 12 },
            RecordError::Directory,
            RecordError::NotAFile,
            RecordError::from(io::Error::from(io::ErrorKind::NotFound)),
            RecordError::from(io::Error::from(io::ErrorKind::PermissionDenied)),
            RecordError::Io {
                kind: io::ErrorKind::Other,
                detail: "disk full".to_owned(),
            },
            RecordError::NotUtf8 { at },
            RecordError::Syntax {
                at,
                message: "unexpected text after the end of the record".to_owned(),
            },
            RecordError::TooDeep { at },
            RecordError::NoFormat,
            RecordError::TooNew(99),
            RecordError::NoSuchFormat(0),
            RecordError::NoGame,
            RecordError::UnknownGame("go\n".to_owned()),
            RecordError::Seats {
                found: 3,
                expected: 2,
            },
            RecordError::Skill {
                seat: 1,
                percent: 120,
            },
            RecordError::Move {
                ply: 4,
                variation: 0,
                text: "zz".to_owned(),
                from: "code".to_owned(),
                error: Box::new(MoveError::GameOver {
                    position: "code".to_owned(),
                }),
            },
            RecordError::Move {
                ply: 4,
                variation: 2,
                text: "zz".to_owned(),
                from: "code".to_owned(),
                error: Box::new(MoveError::Unreadable {
                    text: "zz".to_owned(),
                    reason: "no such square".to_owned(),
                }),
            },
            RecordError::Move {
                ply: 1,
                variation: 0,
                text: "AC".to_owned(),
                from: "code".to_owned(),
                error: Box::new(MoveError::Illegal {
                    mv: "AC".to_owned(),
                    position: "code".to_owned(),
                    reason: "blocked".to_owned(),
                }),
            },
            RecordError::Cursor {
                cursor: 9,
                moves: 4,
            },
            RecordError::CursorOffLine {
                cursor: 9,
                line: 1,
                last: 4,
            },
            RecordError::Variation {
                variation: 2,
                reason: "it starts nowhere".to_owned(),
            },
            RecordError::Write("no".to_owned()),
        ]
    }

    #[test]
    fn the_window_words_errors_as_the_command_line_does_in_english() {
        set_language(Language::English);
        for err in samples() {
            assert_eq!(record_error_text(&err), err.to_string());
        }
        let err = FileError::new("/games/g.ron", RecordError::Empty);
        assert_eq!(file_error_text(&err), err.to_string());
    }

    #[test]
    fn the_window_words_errors_in_french() {
        set_language(Language::French);
        let texts: Vec<String> = samples().iter().map(record_error_text).collect();
        set_language(Language::English);
        assert_eq!(texts[0], "le fichier est vide");
        assert!(texts[1].contains("19,1\u{a0}Mio"), "{}", texts[1]);
        for (text, err) in texts.iter().zip(samples()) {
            assert!(!text.contains("file-"), "{text}");
            if !matches!(err, RecordError::Io { .. } | RecordError::Write(_)) {
                assert_ne!(*text, err.to_string());
            }
        }
    }
}
