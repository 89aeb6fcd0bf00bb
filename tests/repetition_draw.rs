//! The draw at the third repetition (Fox and Geese with sideways) is a rule of the game,
//! and a draw the players agreed to is part of the game's record: the history,
//! `kibitzer replay` and the record loader agree on both.

use kibitzer::core::Game;
use kibitzer::games::fox_geese::{FoxGeese, Variant};
use kibitzer::history::History;
use std::path::PathBuf;
use std::process::Command;

/// From the start, the fox and a goose go back and forth: the position after ply 2 (fox on
/// d5, a goose on a4, the fox to move) comes back after ply 6 and, the third time, after
/// ply 10.
const MOVES: [&str; 10] = [
    "d4-d5", "a3-a4", "d5-d6", "a4-b4", "d6-d5", "b4-a4", "d5-d6", "a4-b4", "d6-d5", "b4-a4",
];

fn record(moves: &[&str]) -> String {
    let list: Vec<String> = moves.iter().map(|m| format!("{m:?}")).collect();
    format!(
        r#"(
    format: 2,
    app: "0.1.0",
    game: "fox-geese",
    settings: (geese: 13, sideways: true),
    seats: [(kind: Human, name: "Fox"), (kind: Human, name: "Geese")],
    start: "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox",
    moves: [{}],
)"#,
        list.join(", ")
    )
}

fn replay(name: &str, moves: &[&str]) -> (Option<i32>, String, String) {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("repetition-{name}.ron"));
    std::fs::write(&path, record(moves)).expect("write the record");
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .arg("replay")
        .arg(&path)
        .output()
        .expect("run kibitzer");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_history_ends_the_game_at_the_third_repetition() {
    let game = FoxGeese::new(Variant::new(13, true).expect("valid")).expect("valid");
    let mut history = History::new(game.start());
    for (ply, name) in MOVES.iter().enumerate() {
        assert!(!history.is_over(&game), "over before ply {}", ply + 1);
        history.play_named(&game, name).expect("legal");
    }
    // Counted independently: the position now has occurred three times.
    assert_eq!(history.repetitions(&game), 3);
    assert!(history.drawn_by_record(&game) && history.is_over(&game));
    history
        .play_named(&game, "d5-d6")
        .expect_err("no move after the draw");
    // Going back one move undoes the draw.
    history.undo();
    assert!(!history.is_over(&game));
    // Without sideways there is no such rule (and a4-b4 is not even a move).
    let plain = FoxGeese::new(Variant::new(13, false).expect("valid")).expect("valid");
    assert!(!plain.drawn_by_record(&[plain.start(), plain.start(), plain.start()]));
}

#[test]
fn replay_reports_the_draw_at_the_third_repetition() {
    let (status, stdout, stderr) = replay("drawn", &MOVES);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("a draw"), "{stdout}");
    // One move less: still in play.
    let (status, stdout, stderr) = replay("in-play", &MOVES[..9]);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(stdout.contains("in play"), "{stdout}");
}

#[test]
fn replay_refuses_a_move_after_the_draw_naming_the_ply() {
    let mut moves = MOVES.to_vec();
    moves.push("d5-d6");
    let (status, stdout, stderr) = replay("past-the-draw", &moves);
    assert_eq!(status, Some(2), "{stdout}");
    assert!(stderr.contains("ply 11"), "{stderr}");
    assert!(stderr.contains("over"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
}

#[test]
fn replay_reports_a_draw_the_players_agreed_to() {
    let text = r#"(
    format: 4,
    game: "chopsticks",
    settings: (players: 2, switches: []),
    seats: [(kind: Human), (kind: Human)],
    start: "1111",
    moves: ["AC", "BC"],
    agreed_draws: [0],
)"#;
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("agreed-draw.ron");
    std::fs::write(&path, text).expect("write the record");
    let run = |json: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_kibitzer"));
        command.arg("replay").arg(&path);
        if json {
            command.arg("--json");
        }
        let out = command.output().expect("run kibitzer");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let report = run(false);
    assert!(
        report.contains("verdict:  game over, a draw by agreement"),
        "{report}"
    );
    let json: serde_json::Value = serde_json::from_str(&run(true)).expect("JSON");
    assert_eq!(json["verdict"]["verdict"], "drawn", "{json}");
    assert_eq!(json["verdict"]["by_agreement"], true, "{json}");
}
