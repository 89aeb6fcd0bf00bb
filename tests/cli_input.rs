//! The command line's answers to unusual input, run as a process: values that start with
//! `-`, negative numbers, file names and input with control characters or of any length,
//! counts of one, names a file spells otherwise, and a first word that is no command.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with no display, so that nothing can open a window.
fn kibitzer<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .current_dir(root())
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The one line of stderr of a refusal (status 2, nothing on stdout).
fn refusal<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S]) -> String {
    let out = kibitzer(args);
    let err = stderr(&out);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?} must exit with 2: {err}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, not {err:?}");
    err
}

/// A copy of the shortest Chopsticks example, edited, named `name` in a fresh folder.
fn example_file(dir: &Path, name: &str, from: &str, to: &str) -> PathBuf {
    let text = std::fs::read_to_string(root().join("assets/games/chopsticks-shortest.ron"))
        .expect("read the example");
    assert!(text.contains(from), "the example has {from:?}");
    let path = dir.join(name);
    std::fs::write(&path, text.replacen(from, to, 1)).expect("write the file");
    path
}

#[test]
fn negative_chopsticks_codes_are_taken_as_values() {
    let out = kibitzer(&[
        "moves",
        "chopsticks",
        "--variant",
        "negative",
        "--position",
        "-3,2/1,1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("-3,2/1,1: "), "{}", stdout(&out));
    let out = kibitzer(&[
        "analyze",
        "chopsticks",
        "--variant",
        "negative",
        "--start",
        "-3,2/1,1",
        "--limit",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("from -3,2/1,1"), "{}", stdout(&out));
}

#[test]
fn negative_numbers_are_refused_in_one_line_naming_the_option() {
    for (args, said) in [
        (
            &["eval", "chopsticks", "--players", "-3"][..],
            "kibitzer: --players must be a whole number from 2 to 6, not '-3'",
        ),
        (
            &["analyze", "chopsticks", "--limit", "-3"],
            "kibitzer: --limit must be a whole number, 0 or more, not '-3'",
        ),
        (
            &["eval", "fox-geese", "--time-ms", "-3"],
            "kibitzer: --time-ms must be a whole number of milliseconds, 0 or more, not '-3'",
        ),
        (
            &["solve", "fox-geese", "--geese", "-3"],
            "kibitzer: --geese must be 13, 15 or 17 (or 4 to 17 for the tables alone), not '-3'",
        ),
        (
            &["moves", "fox-geese", "--geese", "-3"],
            "kibitzer: Fox and Geese is played with 13, 15 or 17 geese, not '-3'",
        ),
        (
            &["bench", "--max-players", "-3"],
            "kibitzer: --max-players must be a whole number from 2 to 6, not '-3'",
        ),
        (
            &["analyze", "chopsticks", "--limit", "many"],
            "kibitzer: --limit must be a whole number, 0 or more, not 'many'",
        ),
    ] {
        assert_eq!(refusal(args).trim_end(), said, "{args:?}");
    }
}

#[test]
fn file_names_are_printed_with_control_characters_escaped() {
    let dir = tempfile::tempdir().expect("temp dir");
    let name = "a\n\u{1b}[31mb.ron";
    let path = example_file(dir.path(), name, "standard", "standard");
    let out = kibitzer(&["replay".as_ref(), path.as_os_str()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        !text.contains('\u{1b}'),
        "no escape reaches the terminal: {text:?}"
    );
    assert!(
        text.lines()
            .next()
            .unwrap_or_default()
            .contains("a\\n\\u{1b}[31mb.ron: Chopsticks"),
        "{text:?}"
    );
    let missing = dir.path().join("x\u{1b}]0;title\u{7}y.ron");
    let err = refusal(&["replay".as_ref(), missing.as_os_str()]);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(
        err.contains("x\\u{1b}]0;title\\u{7}y.ron: the file does not exist"),
        "{err:?}"
    );
    let cache = dir.path().join("c\u{1b}d");
    std::fs::create_dir_all(&cache).expect("the cache folder");
    let out = kibitzer(&[
        "eval".as_ref(),
        "fox-geese".as_ref(),
        "--time-ms".as_ref(),
        "10".as_ref(),
        "--cache-dir".as_ref(),
        cache.as_os_str(),
    ]);
    assert!(!stdout(&out).contains('\u{1b}'), "{}", stdout(&out));
    assert!(!stderr(&out).contains('\u{1b}'), "{}", stderr(&out));
}

#[test]
fn long_input_is_cut_in_messages_with_its_length_said() {
    let code = "1".repeat(100_000);
    let err = refusal(&["moves", "chopsticks", "--position", &code]);
    assert!(err.len() < 300, "{} bytes: {err:.300}", err.len());
    assert!(
        err.contains(&format!("'{}… (100000 characters)'", "1".repeat(60))),
        "{err}"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let long_move = "Q".repeat(1 << 20);
    let path = example_file(
        dir.path(),
        "long.ron",
        "\"AC\", \"BC\"",
        &format!("\"{long_move}\", \"BC\""),
    );
    let err = refusal(&["replay".as_ref(), path.as_os_str()]);
    assert!(err.len() < 400, "{} bytes: {err:.400}", err.len());
    assert!(err.contains("… (1048576 characters)"), "{err}");
}

#[test]
fn counts_of_one_take_the_singular() {
    let out = kibitzer(&["moves", "chopsticks", "--position", "0111"]);
    assert!(
        stdout(&out).starts_with("0111: seat 0 to move, 1 legal move\n"),
        "{}",
        stdout(&out)
    );
    let out = kibitzer(&["analyze", "chopsticks", "--limit", "1"]);
    let text = stdout(&out);
    assert!(
        text.contains("fewest plies   5, 1 shortest game\n"),
        "{text}"
    );
    assert!(text.contains("5 plies, 1 game\n"), "{text}");
    assert!(
        text.contains("(lists capped at 1 entry by --limit)"),
        "{text}"
    );
    let err = refusal(&["moves", "chopsticks", "--position", "1"]);
    assert!(err.contains("'1' has 1 character, but 4"), "{err}");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = example_file(
        dir.path(),
        "seat.ron",
        "seats: [(kind: Human), (kind: Human)]",
        "seats: [(kind: Human)]",
    );
    let err = refusal(&["replay".as_ref(), path.as_os_str()]);
    assert!(err.contains("the record lists 1 seat, but"), "{err}");
}

#[test]
fn names_a_file_spells_otherwise_get_the_programs_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = example_file(
        dir.path(),
        "zombies.ron",
        "switches: []",
        "switches: [Zombies]",
    );
    let err = refusal(&["replay".as_ref(), path.as_os_str()]);
    assert!(
        err.contains("unknown variant switch 'Zombies' (known: cutoff, sun, swap,"),
        "{err}"
    );
    assert!(!err.contains("Unexpected"), "{err}");
    let path = example_file(
        dir.path(),
        "seat.ron",
        "(kind: Human), (",
        "(kind: Zombie), (",
    );
    let err = refusal(&["replay".as_ref(), path.as_os_str()]);
    assert!(
        err.contains("unknown name 'Zombie' in `SeatKind`; the names are: Human, Computer"),
        "{err}"
    );
}

#[test]
fn a_game_file_and_a_command_are_not_given_together() {
    let err = refusal(&[
        "assets/games/chopsticks-shortest.ron",
        "moves",
        "chopsticks",
    ]);
    assert!(err.contains("chopsticks-shortest.ron"), "{err}");
    assert!(err.contains("takes no command"), "{err}");
    assert!(!err.contains("  "), "{err:?}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn an_unknown_command_is_named_with_the_commands() {
    let err = refusal(&["nosuchcommand"]);
    assert_eq!(
        err.trim_end(),
        "kibitzer: unknown command `nosuchcommand`; the commands are: moves, eval, analyze, \
         bench, replay, review, puzzle, render, solve, completions, manual (or give a game file to open, \
         such as game.ron)"
    );
    // With more words after it too, and whatever they are.
    let err = refusal(&["evl", "chopsticks", "--json"]);
    assert!(err.starts_with("kibitzer: unknown command `evl`;"), "{err}");
    // A word that names a file, or looks like one, still opens it (here: refused by the
    // missing display, not as a command).
    let out = kibitzer(&["assets/games/chopsticks-shortest.ron"]);
    assert!(
        !stderr(&out).contains("unknown command"),
        "{}",
        stderr(&out)
    );
    let out = kibitzer(&["help"]);
    assert!(out.status.success(), "{}", stderr(&out));
}
