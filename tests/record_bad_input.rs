//! Hostile and broken game files: each case gives its clear message from the library and
//! from `kibitzer replay` (exit status 2, one line on stderr naming the file), never a panic.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A valid record to break: the shortest Chopsticks game.
const GOOD: &str = r#"// A game to break.
(
    format: 2,
    app: "0.1.0",
    game: "chopsticks",
    settings: (players: 2, switches: []),
    seats: [(kind: Human), (kind: Computer(Perfect))],
    start: "1111",
    moves: ["AC", "BC", "BD", "BD", "BD"],
    meta: (note: "the shortest game"),
)
"#;

/// `GOOD` with `from` replaced by `to` (which must occur).
fn good_with(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "{from}");
    GOOD.replacen(from, to, 1)
}

/// Runs `kibitzer replay` on `path` and checks the failure: status 2, nothing on stdout, one
/// line on stderr naming the file and containing `expected`.
fn cli_refuses(path: &Path, expected: &str) {
    for json in [false, true] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_kibitzer"));
        command.arg("replay").arg(path);
        if json {
            command.arg("--json");
        }
        let out = command.output().expect("runs kibitzer");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
        assert!(out.stdout.is_empty());
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        let prefix = format!("kibitzer: {}: ", path.display());
        assert!(stderr.starts_with(&prefix), "{stderr}");
        assert!(
            stderr.contains(expected),
            "expected {expected:?} in {stderr}"
        );
    }
}

/// Checks that opening `path` fails with a message containing `expected`, in the library
/// and on the command line; returns the library's message.
fn refuses_path(path: &Path, expected: &str) -> String {
    let err = kibitzer::record::open(path).expect_err("must be refused");
    let message = err.to_string();
    assert!(
        message.starts_with(&format!("{}: ", path.display())),
        "{message}"
    );
    assert!(
        message.contains(expected),
        "expected {expected:?} in {message}"
    );
    cli_refuses(path, expected);
    message
}

/// Writes `bytes` to a file and checks it is refused with `expected`.
fn refuses(bytes: impl AsRef<[u8]>, expected: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.ron");
    std::fs::write(&path, bytes).expect("writes");
    refuses_path(&path, expected)
}

#[test]
fn the_good_file_is_accepted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.ron");
    std::fs::write(&path, GOOD).expect("writes");
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .arg("replay")
        .arg(&path)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout.contains("final:    0014"), "{stdout}");
    assert!(stdout.contains("game over, seat 0 wins"), "{stdout}");
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(["replay", "--json"])
        .arg(&path)
        .output()
        .expect("runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["final_position"], "0014");
    assert_eq!(json["verdict"]["verdict"], "won");
    assert_eq!(json["verdict"]["seat"], 0);
    assert_eq!(json["settings"]["players"], 2);
}

#[test]
fn empty_file() {
    refuses("", "the file is empty");
    refuses(" \n\t\n", "the file is empty");
}

#[test]
fn truncated_file() {
    let message = refuses(&GOOD[..GOOD.len() / 2], "ends too early");
    assert!(message.contains("line 7, column 18"), "{message}");
    // Cut anywhere, the file is refused without a panic.
    for end in 0..GOOD.len() - 2 {
        if GOOD.is_char_boundary(end) {
            let cut = &GOOD[..end];
            if let Ok(record) = kibitzer::record::Record::from_ron_str(cut) {
                panic!("{cut:?} read as {record:?}");
            }
        }
    }
}

#[test]
fn not_ron() {
    refuses("hello world", "line 1, column 1");
    refuses(
        r#"{"format": 2, "game": "chopsticks"}"#,
        "expected a game record",
    );
    refuses(
        "(format: 2, game: \"chopsticks\") trailing",
        "after the end",
    );
    refuses("(format: 2\0)", "line 1, column 11");
}

#[test]
fn wrong_format_version() {
    refuses(
        good_with("format: 2", "format: 9"),
        "format version 9 is newer than this app, which reads versions 1 to 5",
    );
    refuses(
        good_with("format: 2", "format: 18446744073709551615"),
        "format version 18446744073709551615 is newer",
    );
    refuses(
        good_with("format: 2", "format: 0"),
        "format version 0 does not exist",
    );
    refuses(good_with("format: 2,", ""), "it has no `format` field");
    refuses(
        good_with("format: 2", "format: \"2\""),
        "line 3, column 12: Expected integer",
    );
    refuses(
        good_with("format: 2", "format: 99999999999999999999999"),
        "line 3, column",
    );
}

#[test]
fn unknown_game() {
    refuses(
        good_with("game: \"chopsticks\"", "game: \"xyz\""),
        "unknown game 'xyz' (known: chopsticks, hare-hounds, fox-geese, fox-hounds)",
    );
    refuses(good_with("game: \"chopsticks\",", ""), "no `game` field");
}

#[test]
fn unknown_variant_switch() {
    refuses(
        good_with("switches: []", "switches: [sun, sunn]"),
        "line 6, column 44: unknown variant switch 'sunn' (known: cutoff, sun,",
    );
}

#[test]
fn contradictory_variant() {
    refuses(
        good_with("switches: []", "switches: [zombies]"),
        "Zombies needs 3 or more players",
    );
    refuses(
        good_with(
            "players: 2, switches: []",
            "players: 3, switches: [misere, zombies]",
        )
        .replace("(kind: Human),", "(kind: Human), (kind: Human),"),
        "Zombies cannot go with Misère",
    );
    refuses(
        good_with("players: 2", "players: 99"),
        "Chopsticks is played by 2 to 6 players, not 99",
    );
    refuses(good_with("players: 2", "players: -1"), "line 6, column");
}

/// An example game's text with `from` replaced by `to` (which must occur).
fn example_with(file_name: &str, from: &str, to: &str) -> String {
    let example = kibitzer::record::examples::EXAMPLES
        .iter()
        .find(|e| e.file_name == file_name)
        .expect("listed");
    assert!(example.text.contains(from), "{from}");
    example.text.replacen(from, to, 1)
}

#[test]
fn bad_board_game_settings() {
    let fox = |from: &str, to: &str| example_with("fox-geese-double-capture.ron", from, to);
    let hare = |from: &str, to: &str| example_with("hare-hounds-hounds-win.ron", from, to);
    refuses(
        fox("geese: 13", "geese: 14"),
        "Fox and Geese is played with 13, 15 or 17 geese, not 14",
    );
    refuses(fox("geese: 13", "geese: 0"), "13, 15 or 17 geese, not 0");
    refuses(fox("geese: 13", "geese: 300"), "line 7, column");
    refuses(fox("sideways: false", "sideways: 1"), "line 7, column");
    refuses(
        fox("sideways: false", "sideway: false"),
        "line 7, column 27: Unexpected field named `sideway` in `Variant`, expected either `geese` or `sideways`",
    );
    refuses(
        hare("hare_start: \"b5\"", "hare_start: \"z9\""),
        "line 7, column 29: 'z9' is not a point of the 11-point military board",
    );
    refuses(
        hare("hare_start: \"b5\"", "hare_start: \"a2\""),
        "the hare cannot start on a2: the hounds start on b1, a2 and c2",
    );
    refuses(
        hare("hare_start: \"b5\"", "hare_start: 5"),
        "line 7, column",
    );
    refuses(
        hare("hare_start: \"b5\"", "hare_start: \"b5\", hare: \"b5\""),
        "Unexpected field named `hare`",
    );
    // Settings of one game under another game's name are refused, not misread.
    refuses(
        hare("game: \"hare-hounds\"", "game: \"fox-geese\""),
        "Unexpected field named `hare_start`",
    );
    refuses(
        hare("\"b5-a4\"", "\"b5-c3\""),
        "illegal move b5-c3 at ply 2 from b5/a2b2c2/hare/0",
    );
    refuses(
        fox("\"b5xb3xd3\"", "\"b5xb3xd5\""),
        "illegal move b5xb3xd5 at ply 11 from b5/c1d1e1c2e2a3c3f3g3b4/fox: there is no goose on c4",
    );
}

#[test]
fn illegal_move_at_ply_k() {
    refuses(
        good_with(r#""BD", "BD", "BD""#, r#""BD", "AC""#),
        "illegal move AC at ply 4 from 0113: ",
    );
    refuses(
        good_with(r#""BC", "BD""#, r#""XYZ", "BD""#),
        "unreadable move 'XYZ' at ply 2 from 1211",
    );
    refuses(
        good_with(r#""BD"]"#, r#""BD", "AC"]"#),
        "move AC at ply 6: the game is already over in 0014",
    );
}

#[test]
fn other_contradictions() {
    refuses(
        good_with("start: \"1111\"", "start: \"1032\""),
        "the start position: in the code '1032' the pair '10' is out of order",
    );
    refuses(
        good_with("(kind: Human),", "(kind: Human), (kind: Human),"),
        "the record lists 3 seats, but the game has 2 players",
    );
    refuses(
        good_with("Computer(Perfect)", "Computer(Skill(150))"),
        "seat 1: skill 150 is above 100 percent",
    );
    refuses(
        good_with("note: \"the shortest game\"", "cursor: 9"),
        "the cursor is at move 9, but the game has only 5 moves",
    );
    refuses(
        good_with("start: \"1111\",", ""),
        "line 11, column 1: the record has no `start` field",
    );
    refuses(
        good_with("(kind: Human)", "(name: \"Ann\")"),
        "line 7, column 25: `Player` has no `kind` field",
    );
    refuses(
        good_with("moves:", "mvoes:"),
        "line 9, column 5: Unexpected field named `mvoes`",
    );
}

#[test]
fn a_50_mb_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("huge.ron");
    let file = std::fs::File::create(&path).expect("creates");
    file.set_len(50 * 1024 * 1024).expect("sets the length");
    // Refused from its size (the message says so), not by reading and parsing 50 MB of
    // zeros, which would fail with a syntax error instead.
    refuses_path(&path, "the file is 50.0 MiB, more than the 16.0 MiB");
    // One byte over the limit, with real contents, is refused too.
    let text = format!("{}{}", GOOD, " ".repeat(16 * 1024 * 1024 + 1 - GOOD.len()));
    refuses(text, "more than the 16.0 MiB");
}

#[test]
fn non_utf8_bytes() {
    let mut bytes = GOOD.as_bytes().to_vec();
    let at = GOOD.find("the shortest").expect("note");
    bytes[at] = 0xFF;
    refuses(
        &bytes,
        "not UTF-8 text: invalid bytes at line 10, column 19",
    );
    // A UTF-16 file, as some editors save.
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(GOOD.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    refuses(utf16, "not UTF-8 text: invalid bytes at line 1, column 1");
}

#[test]
fn deeply_nested_input() {
    let deep = 1_000_000;
    let cases = [
        good_with("[\"AC\"", &format!("{}\"AC\"", "[".repeat(deep))),
        good_with("meta:", &format!("extra: {}, meta:", "(".repeat(deep))),
        good_with("note:", &format!("note: {}", "Some(".repeat(deep))),
        good_with(
            "settings:",
            &format!("x: {}, settings:", "{1:".repeat(deep)),
        ),
    ];
    for text in cases {
        // The library on a test thread's small stack, and the command line.
        refuses(text, "nested too deeply");
    }
}

#[test]
fn a_path_that_is_a_directory() {
    let dir = tempfile::tempdir().expect("temp dir");
    refuses_path(dir.path(), "it is a folder, not a game file");
}

#[test]
fn a_missing_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    refuses_path(&dir.path().join("nothing.ron"), "the file does not exist");
    std::fs::write(dir.path().join("file"), GOOD).expect("writes");
    refuses_path(&dir.path().join("file/game.ron"), "Not a directory");
}

#[cfg(unix)]
#[test]
fn a_file_without_read_permission() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("secret.ron");
    std::fs::write(&path, GOOD).expect("writes");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    if std::fs::File::open(&path).is_ok() {
        // Running as root (as CI does), permission bits do not stop reading: then the game
        // must open like any other (the refusal's message is checked in the library's unit
        // tests, from the error itself).
        let opened = kibitzer::record::open(&path).expect("root reads a file whatever its bits");
        assert_eq!(opened.kind(), kibitzer::games::GameKind::Chopsticks);
        return;
    }
    refuses_path(&path, "permission denied");
}

#[cfg(unix)]
#[test]
fn pipes_and_devices_are_not_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe.ron");
    let made = Command::new("mkfifo").arg(&fifo).status();
    // Opening a pipe for reading would wait for a writer for ever: it is refused first.
    if made.is_ok_and(|s| s.success()) {
        refuses_path(&fifo, "not a regular file");
    } else {
        eprintln!("skipped the pipe: mkfifo is not available");
    }
    // An endless device.
    let zero = PathBuf::from("/dev/zero");
    if zero.exists() {
        refuses_path(&zero, "not a regular file");
    }
}

/// `GOOD` in format 3 with `variations` (and `meta` fields) given.
fn with_variations(variations: &str, meta: &str) -> String {
    good_with("format: 2", "format: 3").replacen(
        "    meta: (note: \"the shortest game\"),",
        &format!("    variations: [{variations}],\n    meta: ({meta}),"),
        1,
    )
}

#[test]
fn variations_that_do_not_fit_their_lines() {
    // The good file's positions: 1111 AC 1211 BC 1312 BD 0113 BD 1401 BD 0014.
    let fine = r#"(of: 0, after: 2, moves: ["AD"])"#;
    let record = kibitzer::record::Record::from_ron_str(&with_variations(fine, ""))
        .expect("reads")
        .replay()
        .expect("a variation that fits replays");
    assert_eq!(record.summary().variations, 1);
    refuses(
        with_variations(r#"(of: 1, after: 2, moves: ["AD"])"#, ""),
        "variation 1: it leaves line 1, but only the main line (0) can be left",
    );
    refuses(
        with_variations(r#"(of: 0, after: 6, moves: ["AD"])"#, ""),
        "variation 1: it leaves line 0 after 6 moves, but a variation can leave that line only \
         before one of its moves: after 0 to 4 moves",
    );
    // After the last move of its line, a "variation" would lengthen the line itself.
    refuses(
        with_variations(r#"(of: 0, after: 5, moves: ["AD"])"#, ""),
        "variation 1: it leaves line 0 after 5 moves, but a variation can leave that line only \
         before one of its moves: after 0 to 4 moves",
    );
    refuses(
        with_variations(&format!("{fine}, (of: 1, after: 1, moves: [\"AC\"])"), ""),
        "variation 2: it leaves line 1 after 1 move, but a variation can leave that line only \
         before its one move: after 2 moves",
    );
    refuses(
        with_variations(&format!("{fine}, (of: 1, after: 3, moves: [\"AC\"])"), ""),
        "variation 2: it leaves line 1 after 3 moves, but a variation can leave that line only \
         before its one move: after 2 moves",
    );
    // A variation that repeats its line's move, or an earlier variation, adds nothing: it
    // is refused rather than merged away.
    refuses(
        with_variations(r#"(of: 0, after: 2, moves: ["BD", "AC"])"#, ""),
        "variation 1: its first move, BD, is the main line's move after 2 moves, so it is no \
         variation",
    );
    refuses(
        with_variations(&format!("{fine}, {fine}"), ""),
        "variation 2: its first move, AD, is variation 1's move after 2 moves, so it is no \
         variation",
    );
    refuses(
        with_variations(r#"(of: 0, after: 2, moves: [])"#, ""),
        "variation 1: it has no moves",
    );
    refuses(
        with_variations(r#"(of: 0, after: 2, moves: ["AD", "AD", "XX"])"#, ""),
        "unreadable move 'XX' at ply 5 of variation 1",
    );
    refuses(
        with_variations(fine, "cursor: 4, line: 1"),
        "the cursor is at move 4, but variation 1 ends at move 3",
    );
    refuses(
        with_variations(fine, "line: 2"),
        "variation 2: the viewer is on it, but the record has only 1 variation",
    );
    refuses(
        with_variations(r#"(of: 0, after: 2, moves: ["AD"], extra: 1)"#, ""),
        "Unexpected field named `extra`",
    );
}

#[test]
fn a_format_2_record_with_a_format_3_field_is_refused() {
    // Format 2 had one line: a `line` in its metadata is not what the file says it is.
    refuses(
        good_with(
            "    meta: (note: \"the shortest game\"),",
            "    meta: (note: \"the shortest game\", line: 1),",
        ),
        "the `line` field belongs to format 3 and later, but the record says format 2",
    );
}

/// `GOOD` in format 5 with one variation (`AD` after 2 moves: its own move is move 3) and
/// the `notes` given.
fn with_notes(notes: &str) -> String {
    good_with("format: 2", "format: 5").replacen(
        "    meta: (note: \"the shortest game\"),",
        &format!(
            "    variations: [(of: 0, after: 2, moves: [\"AD\"])],\n    notes: [{notes}],\n    \
             meta: (),"
        ),
        1,
    )
}

#[test]
fn notes_that_do_not_fit_their_moves() {
    let fine =
        r#"(line: 0, ply: 1, mark: "!?", text: "the usual start"), (line: 1, ply: 3, mark: "??")"#;
    let loaded = kibitzer::record::Record::from_ron_str(&with_notes(fine))
        .expect("reads")
        .replay()
        .expect("notes that fit replay");
    assert_eq!(loaded.to_record().notes.len(), 2);
    refuses(
        with_notes(r#"(line: 2, ply: 3, text: "x")"#),
        "note 1 is on line 2, but the record has only the main line (0) and variation 1",
    );
    refuses(
        with_notes(r#"(line: 0, ply: 6, text: "x")"#),
        "note 1 is on move 6 of line 0, whose own moves are moves 1 to 5",
    );
    refuses(
        with_notes(r#"(line: 0, ply: 0, text: "the start")"#),
        "note 1 is on move 0 of line 0, whose own moves are moves 1 to 5",
    );
    // Move 2 is the main line's: the variation holds only its own moves.
    refuses(
        with_notes(r#"(line: 1, ply: 2, mark: "!")"#),
        "note 1 is on move 2 of line 1, whose only own move is move 3",
    );
    refuses(
        with_notes(&format!("{fine}, (line: 0, ply: 1, mark: \"?\")")),
        "notes 1 and 3 are on the same move",
    );
    let long = "x".repeat(kibitzer::history::MAX_NOTE_CHARS + 1);
    refuses(
        with_notes(&format!("(line: 0, ply: 1, text: \"{long}\")")),
        "note 1 has 2,001 characters, more than the 2,000 a note may have",
    );
    refuses(
        with_notes(r#"(line: 0, ply: 1, mark: "!!!")"#),
        "unknown mark `!!!`: a mark is one of !! ! !? ?! ? ??",
    );
    refuses(
        with_notes(r#"(line: 0, ply: 1, colour: "red")"#),
        "Unexpected field named `colour`",
    );
    refuses(
        with_notes(r#"(line: 0, ply: 18446744073709551616)"#),
        "line 11, column 28: Integer is out of bounds",
    );
    let early = good_with(
        "    meta:",
        "    notes: [(line: 0, ply: 1, mark: \"!\")],\n    meta:",
    );
    refuses(&early, "Unexpected field named `notes`");
    refuses(
        early.replacen("format: 2", "format: 4", 1),
        "the `notes` field belongs to format 5 and later, but the record says format 4",
    );
}
