//! Every command line the README shows runs as shown, and options that do not apply to the
//! game or command are refused with status 2 and one line naming them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// An empty cache folder of its own, so that no user's tables are read.
fn cache(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli_readme_{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create the cache folder");
    dir
}

fn kibitzer(args: &[String], cache: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env("KIBITZER_CACHE_DIR", cache)
        .current_dir(root())
        .output()
        .expect("run kibitzer")
}

/// The `kibitzer …` lines of the README's fenced code blocks, comments removed.
fn readme_commands() -> Vec<String> {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("read README.md");
    let mut fenced = false;
    let mut out = Vec::new();
    for line in readme.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let line = line.split(" #").next().unwrap_or_default().trim();
        if fenced && line.starts_with("kibitzer ") {
            out.push(line.to_owned());
        }
    }
    out
}

/// A concrete value for a placeholder of the synopsis, by option and game.
fn fill(option: &str, placeholder: &str, game: &str, cache: &Path) -> String {
    match option {
        // A picture goes to the test's own folder, as the extension shown asks.
        "--out" => {
            let ext = placeholder.rsplit(['.', '|']).next().unwrap_or("svg");
            return cache.join(format!("picture.{ext}")).display().to_string();
        }
        "--size" => return "120x90".to_owned(),
        _ => {}
    }
    if placeholder.contains('|') {
        // A choice of values: the first.
        return placeholder.split('|').next().unwrap_or_default().to_owned();
    }
    if placeholder
        .chars()
        .any(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    {
        return placeholder.to_owned(); // already concrete
    }
    match (option, game) {
        ("--variant", _) => "cutoff".to_owned(),
        ("--players" | "--max-players", _) => "2".to_owned(),
        ("--fingers", _) => "4".to_owned(),
        // Two hands each, so that the position 1111 stands.
        ("--hands", _) => "2".to_owned(),
        ("--limit", _) => "3".to_owned(),
        ("--seed", _) => "1".to_owned(),
        ("--hare-start", _) => "b5".to_owned(),
        ("--fox-start", _) => "d8".to_owned(),
        ("--time-ms", _) => "50".to_owned(),
        ("--cache-dir", _) => cache.display().to_string(),
        ("--position" | "--start", "chopsticks") => "1111".to_owned(),
        ("--position" | "--start", "hare-hounds") => "b5/b1a2c2/hounds/0".to_owned(),
        ("--position" | "--start", "fox-geese") => "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox".to_owned(),
        // Every optional group is given, --hounds-first too: the hounds move at the start.
        ("--position" | "--start", "fox-hounds") => "d8/a1c1e1g1/hounds".to_owned(),
        _ => panic!("no value known for {option} {placeholder} ({game})"),
    }
}

/// Every concrete command a synopsis line stands for: each alternative of the command word,
/// every optional group included, placeholders filled.
fn expand(line: &str, cache: &Path) -> Vec<Vec<String>> {
    let words: Vec<String> = line
        .split_whitespace()
        .skip(1)
        .map(|w| w.trim_matches(|c| c == '[' || c == ']').to_owned())
        .collect();
    let commands: Vec<&str> = words[0].split('|').collect();
    let game = words.get(1).cloned().unwrap_or_default();
    commands
        .iter()
        .map(|command| {
            let mut args = vec![(*command).to_owned()];
            let mut i = 1;
            while i < words.len() {
                let word = &words[i];
                if word == "FILE.ron" {
                    args.push("assets/games/hare-hounds-hounds-win.ron".to_owned());
                } else if word.starts_with("--")
                    && words.get(i + 1).is_some_and(|next| !next.starts_with("--"))
                {
                    args.push(word.clone());
                    args.push(fill(word, &words[i + 1], &game, cache));
                    i += 1;
                } else {
                    args.push(word.clone());
                }
                i += 1;
            }
            args
        })
        .flat_map(each_choice)
        .collect()
}

/// A command with a choice of values as an argument (`completions bash|zsh|fish`) as one
/// command a value.
fn each_choice(args: Vec<String>) -> Vec<Vec<String>> {
    let Some(at) = args.iter().position(|a| a.contains('|')) else {
        return vec![args];
    };
    let choices: Vec<String> = args[at].split('|').map(str::to_owned).collect();
    choices
        .into_iter()
        .flat_map(|choice| {
            let mut one = args.clone();
            one[at] = choice;
            each_choice(one)
        })
        .collect()
}

#[test]
fn every_readme_command_runs() {
    let cache = cache("readme");
    let lines = readme_commands();
    assert!(
        lines.len() >= 10,
        "the README's commands were not found: {lines:?}"
    );
    let mut ran = 0;
    for line in &lines {
        // `solve` builds the 13-geese table (about ten minutes on two cores) and `bench`
        // measures for minutes: both are run by their own tests (tests/fox_geese_table.rs
        // builds small tables through `solve`), not here.
        // `analyze fox-geese` reads the 13-geese remoteness table, which `solve` builds:
        // tests/cli_boards.rs runs it on a small table, from a position of six geese; so
        // does tests/puzzle.rs for `puzzle fox-geese`.
        if line.starts_with("kibitzer solve ")
            || line.starts_with("kibitzer bench")
            || line.starts_with("kibitzer analyze fox-geese")
            || line.starts_with("kibitzer puzzle fox-geese")
        {
            continue;
        }
        for args in expand(line, &cache) {
            let out = kibitzer(&args, &cache);
            assert!(
                out.status.success(),
                "the README's `{line}` as `kibitzer {}` failed ({}): {}",
                args.join(" "),
                out.status,
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                !out.stdout.is_empty(),
                "`kibitzer {}` printed nothing",
                args.join(" ")
            );
            ran += 1;
        }
    }
    assert!(ran >= 9, "only {ran} README commands ran");
}

/// One refused command: status 2 and one line on stderr containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let args: Vec<String> = args.iter().map(|&a| a.to_owned()).collect();
    let out = kibitzer(&args, &cache("refused"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "`kibitzer {}`: {stderr}",
        args.join(" ")
    );
    assert_eq!(
        stderr.trim_end().lines().count(),
        1,
        "not one line: {stderr}"
    );
    assert!(
        stderr.contains(needle),
        "`{}` does not say {needle:?}: {stderr}",
        args.join(" ")
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn options_of_other_games_are_refused() {
    let chop = ["moves", "chopsticks", "--position", "1111"];
    for (extra, needle) in [
        (
            &["--geese", "13"][..],
            "--geese is an option of Fox and Geese, not of Chopsticks",
        ),
        (
            &["--sideways"][..],
            "--sideways is an option of Fox and Geese, not of Chopsticks",
        ),
        (
            &["--hare-start", "b2"][..],
            "--hare-start is an option of Hare and Hounds, not of Chopsticks",
        ),
    ] {
        for command in ["moves", "eval"] {
            let mut args = chop.to_vec();
            args[0] = command;
            args.extend_from_slice(extra);
            refused(&args, needle);
        }
        let mut args = vec!["analyze", "chopsticks"];
        args.extend_from_slice(extra);
        refused(&args, needle);
    }
    refused(
        &["moves", "fox-geese", "--players", "3"],
        "--players is an option of Chopsticks, not of Fox and Geese",
    );
    refused(
        &["moves", "hare-hounds", "--geese", "13"],
        "--geese is an option of Fox and Geese, not of Hare and Hounds",
    );
    refused(
        &["moves", "fox-geese", "--hare-start", "b2"],
        "--hare-start is an option of Hare and Hounds, not of Fox and Geese",
    );
    refused(
        &["moves", "fox-geese", "--time-ms", "5"],
        "--time-ms is an option of `eval fox-geese`",
    );
    refused(
        &["bench", "--game", "hare-hounds", "--table"],
        "--table is an option of",
    );
    refused(
        &["bench", "--game", "fox-geese", "--max-players", "3"],
        "--max-players",
    );
    refused(&["bench", "--all", "--game", "hare-hounds"], "--all");
    refused(
        &["bench", "--game", "fox-geese", "--cache-dir", "x"],
        "--cache-dir",
    );
}

#[test]
fn control_characters_in_input_are_shown_escaped() {
    // A NUL cannot be passed on a command line; the library's message shows it escaped.
    use kibitzer::core::Game;
    use kibitzer::games::chopsticks::{Chopsticks, Variant};
    let game = Chopsticks::new(Variant::standard(2)).expect("standard Chopsticks");
    let message = game
        .parse_state("11\u{0}11")
        .expect_err("refused")
        .to_string();
    assert!(message.contains("'11\\011'"), "{message}");
    assert!(!message.contains('\u{0}'), "{message}");
    // Other control characters through the command line.
    refused(
        &["analyze", "chopsticks", "--start", "11\u{1}11"],
        "'11\\u{1}11'",
    );
    refused(
        &[
            "moves",
            "hare-hounds",
            "--position",
            "b5/b1a2c2/hare\u{7}/0",
        ],
        "hare\\u{7}",
    );
    refused(
        &["moves", "fox-geese", "--position", "d4/c1\td1/fox"],
        "\\t",
    );
}
