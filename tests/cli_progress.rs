//! Progress on stderr: a bar with the time left on a terminal (run here in a pseudo-terminal
//! made by `script`), plain lines when stderr is a pipe, nothing with `--quiet`; the result on
//! stdout is the same in every case.

mod common;

use std::process::Command;

/// `kibitzer solve fox-geese --geese 6` into a fresh folder, with `extra` arguments.
fn solve(extra: &[&str]) -> std::process::Output {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let folder = dir.path().to_string_lossy().into_owned();
    let mut args = vec![
        "solve",
        "fox-geese",
        "--geese",
        "6",
        "--cache-dir",
        folder.as_str(),
    ];
    args.extend(extra);
    common::kibitzer(&args)
}

#[test]
fn a_pipe_gets_plain_lines_and_quiet_gets_none() {
    let plain = solve(&[]);
    assert!(plain.status.success());
    let err = String::from_utf8_lossy(&plain.stderr);
    assert!(err.contains("Layer 6 geese"), "{err}");
    assert!(
        !err.contains('\r') && !err.contains('\u{1b}'),
        "no bar on a pipe: {err:?}"
    );
    let quiet = solve(&["--quiet"]);
    assert!(quiet.status.success());
    assert_eq!(String::from_utf8_lossy(&quiet.stderr), "", "--quiet");
    // The same result either way (but the build's own seconds, a count's row's last
    // column, which a busy machine changes).
    let figures = |out: &std::process::Output| {
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let without_seconds = |line: &str| match line.split_whitespace().next()?.parse::<u32>() {
            Ok(_) => Some(line.trim_end().rsplit_once(' ')?.0.trim_end().to_owned()),
            Err(_) => None,
        };
        text.lines()
            .take(4)
            .map(|line| without_seconds(line).unwrap_or_else(|| line.to_owned()))
            .collect::<Vec<_>>()
    };
    assert_eq!(figures(&plain), figures(&quiet));
    // Four geese's row, its longest wins last once its seconds are off.
    assert!(
        figures(&plain)[3].ends_with("21, 22"),
        "{:?}",
        figures(&plain)
    );
    assert!(
        figures(&plain)[0].contains("6 geese"),
        "{:?}",
        figures(&plain)
    );
    // -q is --quiet, after the command as before it.
    let short = solve(&["-q"]);
    assert_eq!(String::from_utf8_lossy(&short.stderr), "");
    let before = common::kibitzer(&["-q", "moves", "chopsticks", "--position", "1111"]);
    assert!(
        before.status.success(),
        "{}",
        String::from_utf8_lossy(&before.stderr)
    );
    assert!(String::from_utf8_lossy(&before.stdout).contains("AC"));
}

/// What `command` writes when run in a pseudo-terminal (made by `script`, which keeps all
/// the command wrote); the command must succeed.
fn in_terminal(command: &str) -> String {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let typescript = dir.path().join("typescript");
    let status = Command::new("script")
        .args(["-q", "-e", "-c", command])
        .arg(&typescript)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("`script` (util-linux) runs");
    assert!(status.success(), "{command}");
    std::fs::read_to_string(&typescript).expect("the typescript")
}

#[test]
fn a_terminal_gets_a_bar_with_the_time_left() {
    let command = format!(
        "{} analyze chopsticks --players 5",
        env!("CARGO_BIN_EXE_kibitzer")
    );
    let text = in_terminal(&command);
    assert!(text.contains("Solving: "), "the phase: {text}");
    assert!(text.contains("%"), "the percentage: {text}");
    assert!(text.contains("[") && text.contains("=>"), "the bar: {text}");
    assert!(text.contains('\r'), "redrawn in place: {text}");
    assert!(text.contains("distinct positions"), "the result: {text}");
    // --quiet on a terminal: the result alone.
    let text = in_terminal(&format!("{command} --quiet"));
    assert!(!text.contains("Solving: "), "{text}");
    assert!(text.contains("distinct positions"), "{text}");
}
