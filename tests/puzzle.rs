//! `kibitzer puzzle`, run as a process: the puzzle it prints is reachable from the start by
//! its line, has exactly one best move by a solve made here, is of the level asked, and is
//! the same for the same seed; bad requests are refused in one line.

use kibitzer::core::{Game, Value};
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::review::Oracle;
use kibitzer::review::puzzle::Level;
use kibitzer::solver::{Progress, try_solve};
mod common;

use serde_json::Value as Json;

use common::{json, kibitzer};

#[test]
fn a_puzzle_is_reachable_has_one_best_move_and_is_the_same_for_its_seed() {
    let game = Chopsticks::new(Variant::with(2, &[Switch::Suicide])).expect("valid");
    let solution = try_solve(&game, &[game.start()], &Progress::new()).expect("solved");
    for level in Level::ALL {
        for seed in ["0", "7"] {
            let args = [
                "puzzle",
                "chopsticks",
                "--variant",
                "suicide",
                "--level",
                level.word(),
                "--seed",
                seed,
                "--json",
            ];
            let v = json(&args);
            assert_eq!(v, json(&args), "the same puzzle for the same seed");
            assert_eq!(v["level"], level.word());
            // Reached from the start by its line.
            let mut state = game.start();
            for name in v["line"].as_array().expect("a line") {
                let mv = game
                    .parse_move(&state, name.as_str().expect("a name"))
                    .expect("a move");
                state = game.play(&state, &mv).expect("legal");
            }
            assert_eq!(game.format_state(&state), v["position"]);
            // One best move, the answer, by the solve made here.
            let known = solution.known(&game, &state).expect("exact");
            let best = known.moves.iter().filter_map(|m| m.1).max().expect("moves");
            let bests: Vec<String> = known
                .moves
                .iter()
                .filter(|m| m.1 == Some(best))
                .map(|m| game.format_move(&state, &m.0))
                .collect();
            assert_eq!(
                bests,
                vec![v["answer"].as_str().expect("answer").to_owned()]
            );
            assert_eq!(v["outcome"], best.word());
            assert_eq!(v["remoteness"], serde_json::json!(best.remoteness()));
            assert!(!matches!(best, Value::Loss(_)));
            assert_eq!(Level::of(best), level);
        }
    }
    // The text says what to find, and gives the answer only when asked.
    let seed = [
        "puzzle",
        "chopsticks",
        "--variant",
        "suicide",
        "--seed",
        "3",
    ];
    let with = |extra: &'static str| -> Vec<&str> { [&seed[..], &[extra]].concat() };
    let text = String::from_utf8_lossy(&kibitzer(&seed).stdout).into_owned();
    assert!(text.contains("to move"), "{text}");
    assert!(!text.contains("Answer:"), "{text}");
    let text = String::from_utf8_lossy(&kibitzer(&with("--answer")).stdout).into_owned();
    let v = json(&with("--json"));
    let answer = format!("Answer: {} (", v["answer"].as_str().expect("answer"));
    assert!(text.contains(&answer), "{text}");
}

#[test]
fn bad_puzzle_requests_are_refused_in_one_line() {
    for (args, needle) in [
        (
            vec!["puzzle", "chopsticks", "--level", "impossible"],
            "--level must be easy, medium or hard, not 'impossible'",
        ),
        (
            vec!["puzzle", "chopsticks", "--seed", "-1"],
            "--seed must be a whole number",
        ),
        (
            vec!["puzzle", "chopsticks", "--cache-dir", "/tmp"],
            "--cache-dir is an option of `puzzle fox-geese`",
        ),
    ] {
        let out = kibitzer(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
    // Standard Chopsticks has no hard puzzle (its longest win takes 3 moves): said so.
    let out = kibitzer(&["puzzle", "chopsticks", "--level", "hard"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no puzzle of level hard"));
    // Fox and Geese without its table names the command that builds it.
    let dir = tempfile::tempdir().expect("temp");
    let path = dir.path().to_str().expect("utf-8");
    let out = kibitzer(&["puzzle", "fox-geese", "--sideways", "--cache-dir", path]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let command = format!("kibitzer solve fox-geese --geese 13 --sideways --cache-dir {path}");
    assert!(err.contains(&command), "{err}");
}

/// Fox and Geese's puzzles come from its remoteness table: built here up to six geese, and
/// walked from a position of six geese. Each puzzle's answer is the one best move by `eval`,
/// which reads the same table through the search's settling.
#[test]
fn fox_and_geese_puzzles_come_from_the_remoteness_table() {
    let dir = tempfile::tempdir().expect("temp");
    let cache = dir.path().to_str().expect("utf-8");
    let built = kibitzer(&["solve", "fox-geese", "--geese", "6", "--cache-dir", cache]);
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let start = "d4/c1d1e1c2d2e2/fox";
    let mut found = 0;
    for seed in ["0", "1", "2"] {
        let args = [
            "puzzle",
            "fox-geese",
            "--start",
            start,
            "--seed",
            seed,
            "--cache-dir",
            cache,
            "--json",
        ];
        let out = kibitzer(&args);
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains("no puzzle"), "{err}");
            continue;
        }
        let v: Json = serde_json::from_slice(&out.stdout).expect("JSON");
        let position = v["position"].as_str().expect("a position");
        let eval = json(&[
            "eval",
            "fox-geese",
            "--position",
            position,
            "--cache-dir",
            cache,
            "--json",
        ]);
        let moves = eval["moves"].as_array().expect("moves");
        let key = |m: &Json| (m["value"].clone(), m["remoteness"].clone());
        let best = key(&moves[0]);
        let bests: Vec<&Json> = moves.iter().filter(|m| key(m) == best).collect();
        assert_eq!(bests.len(), 1, "one best move in {position}: {moves:?}");
        assert_eq!(bests[0]["move"], v["answer"]);
        found += 1;
    }
    assert!(found >= 1, "no puzzle from three seeds");
}
