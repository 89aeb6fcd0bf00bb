//! The tests of `errors`.

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
        RecordError::NoteNoLine {
            note: 2,
            line: 3,
            lines: 1,
        },
        RecordError::NoteNoLine {
            note: 1,
            line: 7,
            lines: 5,
        },
        RecordError::NoteOffLine {
            note: 1,
            line: 0,
            ply: 9,
            first: 1,
            last: 4,
        },
        RecordError::NoteOffLine {
            note: 3,
            line: 2,
            ply: 2,
            first: 5,
            last: 5,
        },
        RecordError::NoteOffLine {
            note: 1,
            line: 0,
            ply: 1,
            first: 1,
            last: 0,
        },
        RecordError::NoteTwice {
            note: 4,
            earlier: 2,
        },
        RecordError::NoteTooLong {
            note: 1,
            chars: 2_500,
        },
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
        CodeError::Invalid { reason, .. } | CodeError::Impossible { reason, .. } => Some(reason),
        _ => None,
    }
}

fn reason_of_move(err: &MoveError) -> Option<&Reason> {
    match err {
        MoveError::Unreadable { reason, .. } | MoveError::Illegal { reason, .. } => Some(reason),
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
