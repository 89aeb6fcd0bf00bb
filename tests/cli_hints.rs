//! Every hint the command line prints about Fox and Geese's tables is the exact command that
//! fixes the problem: it keeps the variant (`--geese`, `--sideways`) and the folder
//! (`--cache-dir`) of the command that needed the table. Each hint is run here on a tiny
//! table (six geese in place of the hint's count, which takes minutes), and it must then
//! have built the table the first command asked for, in the folder it looked in.

use std::path::Path;
use std::process::Command;

/// Runs `kibitzer` with `args`: (exit code, stdout, stderr).
fn kibitzer(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env(
            "KIBITZER_CACHE_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-tables"),
        )
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The command in backquotes in `message`, as arguments (without `kibitzer`), a quoted
/// folder read back as one word.
fn hinted(message: &str) -> Vec<String> {
    let start = message.find("`kibitzer ").expect("a command in backquotes") + 1;
    let end = start + message[start..].find('`').expect("closed");
    let command = &message[start..end];
    let mut words = Vec::new();
    let mut rest = command.trim_start_matches("kibitzer ");
    while !rest.is_empty() {
        rest = rest.trim_start();
        if let Some(quoted) = rest.strip_prefix('\'') {
            let close = quoted.find('\'').expect("closed quote");
            words.push(quoted[..close].to_owned());
            rest = &quoted[close + 1..];
        } else {
            let end = rest.find(' ').unwrap_or(rest.len());
            words.push(rest[..end].to_owned());
            rest = &rest[end..];
        }
    }
    words
}

/// Runs the hint of `args`'s refusal with six geese, and says which tables it built in
/// `cache`.
fn run_hint(args: &[&str], cache: &Path, geese: &str, sideways: bool) -> (bool, bool) {
    let (code, _, err) = kibitzer(args);
    assert_eq!(code, 2, "{args:?} must refuse: {err}");
    let mut hint = hinted(&err);
    assert_eq!(hint[..2], ["solve", "fox-geese"], "{err}");
    let at = hint.iter().position(|w| w == "--geese").expect("--geese");
    assert_eq!(hint[at + 1], geese, "the hint keeps the count: {err}");
    assert_eq!(hint.iter().any(|w| w == "--sideways"), sideways, "{err}");
    let dir = hint
        .iter()
        .position(|w| w == "--cache-dir")
        .expect("--cache-dir");
    assert_eq!(
        Path::new(&hint[dir + 1]),
        cache,
        "the hint keeps the folder: {err}"
    );
    hint[at + 1] = "6".to_owned();
    let hint: Vec<&str> = hint.iter().map(String::as_str).collect();
    let (code, _, err) = kibitzer(&hint);
    assert_eq!(code, 0, "the hint {hint:?} failed: {err}");
    (
        cache.join("fox-geese-remoteness").is_dir(),
        cache.join("fox-geese-sideways").is_dir(),
    )
}

#[test]
fn a_missing_folder_names_the_command_that_builds_the_table_asked_for() {
    let dir = tempfile::tempdir().expect("temp");
    // Sideways, in a folder whose name needs quoting.
    let cache = dir.path().join("my tables");
    let path = cache.to_str().expect("utf-8");
    let built = run_hint(
        &["eval", "fox-geese", "--sideways", "--cache-dir", path],
        &cache,
        "13",
        true,
    );
    assert_eq!(built, (false, true), "the sideways table, and it alone");
    // Without sideways, 15 geese.
    let cache = dir.path().join("plain");
    let path = cache.to_str().expect("utf-8");
    let built = run_hint(
        &["eval", "fox-geese", "--geese", "15", "--cache-dir", path],
        &cache,
        "15",
        false,
    );
    assert_eq!(built, (true, false), "the remoteness table, and it alone");
}

#[test]
fn puzzles_analyze_and_review_name_the_command_of_their_variant() {
    let dir = tempfile::tempdir().expect("temp");
    let cache = dir.path();
    let path = cache.to_str().expect("utf-8");
    let built = run_hint(
        &["puzzle", "fox-geese", "--sideways", "--cache-dir", path],
        cache,
        "13",
        true,
    );
    assert_eq!(built, (false, true));
    let (code, _, err) = kibitzer(&["analyze", "fox-geese", "--sideways", "--cache-dir", path]);
    assert_eq!(code, 2);
    let expected = format!("`kibitzer solve fox-geese --geese 13 --sideways --cache-dir {path}`");
    assert!(err.contains(&expected), "{err}");
}

/// A table folder whose summary is gone but whose files are there is said to be so — never
/// taken for a folder with no table, which `eval` would answer by a search without a word —
/// and the command it names (the table's own count) makes it whole again; `solve` says why
/// it checks and computes the counts again.
#[test]
fn a_missing_summary_is_said_and_its_hint_makes_the_table_whole() {
    let dir = tempfile::tempdir().expect("temp");
    let cache = dir.path();
    let path = cache.to_str().expect("utf-8");
    let (code, _, err) = kibitzer(&["solve", "fox-geese", "--geese", "6", "--cache-dir", path]);
    assert_eq!(code, 0, "{err}");
    let summary = cache.join("fox-geese-remoteness/summary.kbt");
    std::fs::remove_file(&summary).expect("removed");
    let eval = [
        "eval",
        "fox-geese",
        "--position",
        "d4/c1d1e1c2d2e2/fox",
        "--cache-dir",
        path,
    ];
    let (code, out, err) = kibitzer(&eval);
    assert_eq!(code, 2, "refused, not searched: {out}");
    assert!(
        err.contains("summary") && err.contains("is missing"),
        "{err}"
    );
    assert!(
        err.contains("plies-06.kbt"),
        "names the files it holds: {err}"
    );
    let hint = hinted(&err);
    let expected = ["solve", "fox-geese", "--geese", "6", "--cache-dir", path];
    assert_eq!(hint, expected, "{err}");
    let hint: Vec<&str> = hint.iter().map(String::as_str).collect();
    let (code, _, err) = kibitzer(&hint);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("summary") && err.contains("is missing"),
        "solve says why: {err}"
    );
    assert!(summary.is_file());
    let (code, out, err) = kibitzer(&eval);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("exact, from the table"), "{out}");
}
