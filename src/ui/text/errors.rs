//! What is wrong with a game file, a position code, a move or a game's settings, in the
//! window's language. The record's errors
//! ([`RecordError`], [`FileError`]) keep their English `Display` for the command line; the
//! window words them here, case by case, through the message files (the English messages are
//! the `Display` texts). The rules' own explanations inside them (a move's reason, a bad
//! setting, a position code) are the games' words and are shown as they are.

use crate::core::{CodeError, MoveError, VariantError};
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
/// lower case, no full stop). One arm per kind of [`RecordError`], each its message: a flat
/// table as long as the enum, clearer whole than split.
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
                error = variant_error_text(error)
            ),
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
        RecordError::AgreedDrawNoLine { line, lines } => tr!(
            "file-error-agreed-draw-no-line",
            line = *line,
            variations = lines.saturating_sub(1)
        ),
        RecordError::AgreedDrawOver { line } => {
            tr!("file-error-agreed-draw-over", line = *line)
        }
        RecordError::AutosaveTooNew(version) => tr!(
            "file-error-autosave-too-new",
            version = *version,
            known = crate::record::AUTOSAVE_VERSION
        ),
        RecordError::LaterField {
            field,
            since,
            format,
        } => tr!(
            "file-error-later-field",
            field = *field,
            since = *since,
            format = *format
        ),
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
mod tests {
    use super::*;
    use crate::core::Reason;
    use crate::words::{Language, set_language};

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
                    reason: Reason::new("not-legal"),
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
                    reason: Reason::new("not-legal"),
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
            RecordError::AgreedDrawNoLine { line: 3, lines: 2 },
            RecordError::AgreedDrawNoLine { line: 1, lines: 1 },
            RecordError::AgreedDrawNoLine { line: 9, lines: 4 },
            RecordError::AgreedDrawOver { line: 0 },
            RecordError::AutosaveTooNew(9),
            RecordError::LaterField {
                field: "line",
                since: 3,
                format: 2,
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

    /// The reason of a refused code or move, if it has one.
    fn reason_of_code(err: &CodeError) -> Option<&Reason> {
        match err {
            CodeError::Invalid { reason, .. } | CodeError::Impossible { reason, .. } => {
                Some(reason)
            }
            _ => None,
        }
    }

    fn reason_of_move(err: &MoveError) -> Option<&Reason> {
        match err {
            MoveError::Unreadable { reason, .. } | MoveError::Illegal { reason, .. } => {
                Some(reason)
            }
            MoveError::GameOver { .. } => None,
        }
    }

    /// The reasons of bad codes and refused moves of `game` (from its start).
    fn game_reasons<G: crate::core::Game>(game: &G, codes: &[&str], moves: &[&str]) -> Vec<Reason> {
        let mut out = Vec::new();
        for code in codes {
            let err = game
                .parse_state(code)
                .err()
                .unwrap_or_else(|| panic!("{code}"));
            out.extend(reason_of_code(&err).cloned());
        }
        let start = game.start();
        for text in moves {
            let err = game
                .parse_move(&start, text)
                .err()
                .unwrap_or_else(|| panic!("{text}"));
            out.extend(reason_of_move(&err).cloned());
        }
        out
    }

    #[test]
    fn the_rules_reasons_are_worded_in_english_and_in_french_with_every_argument() {
        use crate::games::{chopsticks, fox_geese, fox_hounds, hare_hounds};
        let mut reasons = Vec::new();
        let fg = fox_geese::FoxGeese::new(fox_geese::Variant::default()).expect("valid");
        reasons.extend(game_reasons(
            &fg,
            &[
                "d4/c1d1e1/wolf",
                "z9/c1d1e1/fox",
                "d4/c1c1/fox",
                "d4/1/fox",
                "d4/d4c1d1e1c2/geese",
                "d4/c1d1/fox",
            ],
            &[
                "zz", "a1-a2", "d4-d6", "d4-f6", "c1-c2", "c3-c2", "d4xd2", "d4-e3",
            ],
        ));
        let fh = fox_hounds::FoxHounds::new(fox_hounds::Variant::default()).expect("valid");
        reasons.extend(game_reasons(
            &fh,
            &[
                "d8/a1c1e1g1/wolf",
                "a2/a1c1e1g1/fox",
                "a1/a1c1e1g1/fox",
                "d8/a1c1e1g1/hounds",
                "b2/a1c1e1g1/fox",
                "d6/a1c1e1g1/fox",
                "d2/a3c1e1g1/fox",
            ],
            &["d8xd6", "d8-d7", "a1-b2", "c1-b2", "d8-f6", "e1-d2"],
        ));
        let hh = hare_hounds::HareHounds::new(hare_hounds::Variant::default()).expect("valid");
        reasons.extend(game_reasons(
            &hh,
            &[
                "b5/b1a2c2/wolf/0",
                "b5/b1a2c2/hounds/x",
                "b1/b1a2c2/hounds/0",
                "b5/b1a2c2/hare/11",
                "b5/b1a2c2/hounds/10",
            ],
            &["b1xb3", "b1-b3", "b5-b4", "a2-a1", "b1-a2"],
        ));
        let cs = chopsticks::Chopsticks::new(chopsticks::Variant::default()).expect("valid");
        reasons.extend(game_reasons(
            &cs,
            &[
                "z/11",
                "111/11",
                "0,0/0,0",
                "1,1/x,1",
                "1.5,1/1,1",
                "1,1/-1,1",
                "1,1/7,1",
                "1,1/q,1",
            ],
            &[
                "swap", "-A", "11-02", "11-11", "11-03", "11-20", "", "ZZ", "A2C", "123-11",
            ],
        ));
        let mut keyed = Vec::new();
        for reason in &reasons {
            // The window speaking English words a reason as the command line does.
            set_language(Language::English);
            let english = reason.english();
            assert_eq!(reason.text(), english, "{:?}", reason.key());
            set_language(Language::French);
            let french = reason.text();
            for text in [&english, &french] {
                // A missing message shows its id, a missing argument its name in braces.
                assert!(!text.starts_with("reason-"), "{text}");
                assert!(!text.contains('{'), "{:?}: {text}", reason.key());
            }
            assert_ne!(french, english, "{:?}", reason.key());
            keyed.push(reason.key());
        }
        set_language(Language::English);
        for key in [
            "fg-side",
            "board-not-a-point",
            "board-twice",
            "fg-fox-on-goose",
            "fh-side",
            "fh-no-capture",
            "hh-side",
            "hh-stalling-full",
            "cs-zombie-code",
            "cs-hand-count",
            "cs-all-out",
            "cs-expected-forms",
            "fh-too-few-fox-moves",
            "fh-fox-row-parity",
            "cs-dead-x",
            "cs-not-a-hand",
        ] {
            assert!(keyed.contains(&key), "{key} missing from {keyed:?}");
        }
        assert!(keyed.len() >= 25, "{keyed:?}");
    }

    #[test]
    fn the_window_words_the_rules_refusals_as_they_are_in_english() {
        set_language(Language::English);
        let codes = [
            CodeError::Empty,
            CodeError::WrongLength {
                code: "1/2".to_owned(),
                unit: "parts separated by '/'",
                found: 2,
                expected: 3,
                hint: " (a/b/c)".to_owned(),
            },
            CodeError::WrongLength {
                code: "11".to_owned(),
                unit: "squares",
                found: 2,
                expected: 4,
                hint: String::new(),
            },
            CodeError::Invalid {
                code: "x".to_owned(),
                reason: Reason::new("not-legal"),
            },
            CodeError::NotNormal {
                code: "21".to_owned(),
                pair: "21".to_owned(),
                normal: "12".to_owned(),
            },
            CodeError::Impossible {
                code: "x".to_owned(),
                reason: Reason::new("not-legal"),
            },
        ];
        for err in &codes {
            assert_eq!(code_error_text(err), err.to_string());
        }
        let moves = [
            MoveError::Unreadable {
                text: "zz".to_owned(),
                reason: Reason::new("not-legal"),
            },
            MoveError::Illegal {
                mv: "AC".to_owned(),
                position: "p".to_owned(),
                reason: Reason::new("not-legal"),
            },
            MoveError::GameOver {
                position: "p".to_owned(),
            },
        ];
        for err in &moves {
            assert_eq!(move_error_text(err), err.for_player());
        }
        let variants = [
            VariantError::UnknownSwitch {
                name: "x".to_owned(),
                known: "a, b".to_owned(),
            },
            VariantError::PlayerCount {
                game: "Chopsticks",
                min: 2,
                max: 6,
                found: 9,
            },
            VariantError::Incompatible(Reason::new("not-legal")),
        ];
        for err in &variants {
            assert_eq!(variant_error_text(err), err.to_string());
        }
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
