//! The command line of the board games, run as a user runs it.

mod common;

use kibitzer::core::Game;
use kibitzer::games::hare_hounds::HareHounds;
use serde_json::Value as Json;
use std::process::Command;

/// Runs `kibitzer` with `args`: (exit code, stdout, stderr).
fn kibitzer(args: &[&str]) -> (i32, String, String) {
    // Never the user's tables: a folder with none, unless a test names one.
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env("KIBITZER_CACHE_DIR", no_tables())
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A folder holding no table.
fn no_tables() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-tables")
}

fn json(args: &[&str]) -> Json {
    let (code, out, err) = kibitzer(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).expect("JSON")
}

fn fails(args: &[&str], message: &str) {
    let (code, _, err) = kibitzer(args);
    assert_eq!(code, 2, "{args:?}");
    assert!(err.contains(message), "{args:?}: {err}");
}

#[test]
fn hare_hounds_analyze_reports_the_figures() {
    let a = json(&["analyze", "hare-hounds", "--json", "--limit", "3"]);
    assert_eq!(a["start"], "b5/b1a2c2/hounds/0");
    // 11 hare points × C(10,3) hound sets × 2 sides × stalling counts 0-10, less the count
    // of 10 with the hounds to move (11 × 120 codes).
    assert_eq!(a["positions"], 11 * 120 * 2 * 11 - 11 * 120);
    // The reachable positions and the start's value, by plain minimax over the rules,
    // apart from the solver and the analysis.
    let game = HareHounds::standard();
    let mut memo = std::collections::HashMap::new();
    let start = common::acyclic_value(&game, &game.start(), &mut memo);
    assert_eq!(a["reachable"], memo.len());
    assert_eq!(a["start_value"], "win");
    assert_eq!(
        a["start_remoteness"],
        start.remoteness().expect("the game ends")
    );
    assert_eq!(a["to_move"], "hounds");
    assert_eq!(a["values"]["draw"], 0);
    let total =
        a["values"]["win"].as_u64().unwrap_or(0) + a["values"]["loss"].as_u64().unwrap_or(0);
    assert_eq!(total, memo.len() as u64);
    let b3 = json(&["analyze", "hare-hounds", "--hare-start", "b3", "--json"]);
    assert_eq!(b3["start"], "b3/b1a2c2/hounds/0");
    assert_eq!(b3["variant"][0], "hare-start=b3");
    let (code, text, _) = kibitzer(&["analyze", "hare-hounds"]);
    assert_eq!(code, 0);
    let win = format!(
        "start:                     win in {}",
        a["start_remoteness"]
    );
    assert!(text.contains(&win), "{text}");
    assert!(text.contains("to move at the start:      hounds"), "{text}");
}

#[test]
fn hare_hounds_moves_and_eval() {
    let m = json(&["moves", "hare-hounds", "--json"]);
    assert_eq!(m["to_move"], "hounds");
    assert_eq!(m["moves"].as_array().map(Vec::len), Some(7));
    assert_eq!(m["moves"][0]["move"], "b1-b2");
    let e = json(&[
        "eval",
        "hare-hounds",
        "--position",
        "b5/a2b2c2/hare/0",
        "--json",
    ]);
    assert_eq!(e["to_move"], "hare");
    assert_eq!(e["value"], "loss");
    assert_eq!(e["remoteness"], 22);
    let over = json(&[
        "moves",
        "hare-hounds",
        "--position",
        "b1/a3b3c3/hounds/0",
        "--json",
    ]);
    assert_eq!(over["winner"], "hare");
    assert_eq!(over["moves"].as_array().map(Vec::len), Some(0));
}

#[test]
fn fox_geese_moves_and_search() {
    let m = json(&["moves", "fox-geese", "--geese", "17", "--json"]);
    assert_eq!(m["position"], "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3a4b4f4g4/fox");
    assert_eq!(m["to_move"], "fox");
    let won = json(&[
        "eval",
        "fox-geese",
        "--position",
        "d4/c1d1e1d5/fox",
        "--json",
    ]);
    assert_eq!(won["verdict"], "proven");
    assert_eq!(won["value"], "win");
    assert_eq!(won["remoteness"], 1);
    assert_eq!(won["best"], "d4xd6");
    let start = json(&[
        "eval",
        "fox-geese",
        "--sideways",
        "--time-ms",
        "200",
        "--json",
    ]);
    assert_eq!(start["to_move"], "fox");
    assert!(start["best"].is_string());
    assert!(start["depth"].as_u64().unwrap_or(0) >= 2, "{start}");
    assert!(start["nodes"].as_u64().unwrap_or(0) > 0);
    assert_eq!(start["moves"].as_array().map(Vec::len), Some(5));
    let (code, text, _) = kibitzer(&["eval", "fox-geese", "--time-ms", "100"]);
    assert_eq!(code, 0);
    assert!(
        text.contains("for the fox (to move)") && text.contains("Best move: d4-"),
        "{text}"
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    fails(
        &["analyze", "hare-hounds", "--hare-start", "a2"],
        "the hare cannot start on a2",
    );
    fails(
        &["moves", "hare-hounds", "--hare-start", "z9"],
        "'z9' is not a point of the 11-point military board",
    );
    fails(
        &["moves", "hare-hounds", "--sideways"],
        "--sideways is an option of Fox and Geese, not of Hare and Hounds",
    );
    fails(
        &["moves", "fox-geese", "--geese", "14"],
        "13, 15 or 17 geese, not 14",
    );
    fails(
        &["moves", "fox-geese", "--hare-start", "b3"],
        "--hare-start is an option of Hare and Hounds, not of Fox and Geese",
    );
    fails(
        &["moves", "fox-geese", "--players", "3"],
        "--players is an option of Chopsticks, not of Fox and Geese",
    );
    fails(
        &["analyze", "fox-geese"],
        "use `kibitzer eval fox-geese` for a search",
    );
    fails(
        &["eval", "hare-hounds", "--position", "b5/b1a2/hounds/0"],
        "has 2 hounds, but 3 are needed",
    );
    fails(
        &["eval", "fox-geese", "--position", "d4/c1d1e1/fox"],
        "cannot be the fox's turn",
    );
}

#[test]
fn solve_refuses_other_games_and_goose_counts() {
    fails(&["solve", "chopsticks"], "builds the Fox and Geese table");
    fails(&["solve", "hare-hounds"], "kibitzer analyze hare-hounds");
    for count in ["3", "18"] {
        fails(
            &["solve", "fox-geese", "--geese", count],
            "up to any count from 4 to 17 geese",
        );
    }
}

/// `solve` end to end on small tables: the remoteness tables up to six geese, their
/// figures those of the separate W/L builder, a second run answering from what is built,
/// and the sideways tables never better for the fox than the game without them.
#[test]
fn solve_builds_small_tables_and_reports_their_figures() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let cache = dir.path().to_str().expect("a path");
    let solve = |extra: &[&str]| {
        let mut args = vec!["solve", "fox-geese", "--cache-dir", cache, "--json"];
        args.extend_from_slice(extra);
        let (code, out, err) = kibitzer(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let json: Json = serde_json::from_str(&out).expect("JSON");
        (json, err)
    };
    let figures = |json: &Json| -> Vec<[u64; 4]> {
        json["layers"]
            .as_array()
            .expect("layers")
            .iter()
            .map(|l| {
                [
                    "geese",
                    "positions_per_side",
                    "fox_to_move_wins",
                    "geese_to_move_win",
                ]
                .map(|k| l[k].as_u64().expect(k))
            })
            .collect()
    };
    let (remote, err) = solve(&["--geese", "6"]);
    assert!(err.contains("Layer 6 geese"), "{err}");
    assert!(remote["winner"].is_null() && remote["moves"].is_null());
    let layers = figures(&remote);
    assert_eq!(layers.iter().map(|l| l[0]).collect::<Vec<_>>(), [4, 5, 6]);
    let (win_loss, _) = solve(&["--geese", "6", "--win-loss"]);
    assert_eq!(figures(&win_loss), layers, "two builders agree");
    // Built: the second run builds nothing and says the same.
    let (again, err) = solve(&["--geese", "6"]);
    assert!(!err.contains("Layer"), "{err}");
    assert_eq!(figures(&again), layers);
    // Geese that may also step sideways are never weaker.
    let (sideways, _) = solve(&["--geese", "6", "--sideways"]);
    let with = figures(&sideways);
    assert_eq!(with.len(), 3);
    for (w, wo) in with.iter().zip(&layers) {
        assert_eq!(w[1], wo[1], "as many positions");
        assert!(w[2] <= wo[2] && w[3] >= wo[3], "{w:?} against {wo:?}");
    }
    assert!(
        with[0][2] < layers[0][2],
        "sideways moves save the geese some positions"
    );
    // For people: the figures, and why there is no start.
    let (code, out, _) = kibitzer(&["solve", "fox-geese", "--geese", "5", "--cache-dir", cache]);
    assert_eq!(code, 0);
    assert!(out.contains("no game starts with 5 geese"), "{out}");
    assert!(out.contains("40920") && out.contains("6645408"), "{out}");
}

#[test]
fn the_remoteness_bench_times_each_layer_and_refuses_what_it_cannot_hold() {
    let out = json(&[
        "bench",
        "--game",
        "fox-geese",
        "--remoteness",
        "5",
        "--json",
    ]);
    let layers = out["layers"].as_array().expect("layers");
    let geese: Vec<u64> = layers.iter().filter_map(|l| l["geese"].as_u64()).collect();
    assert_eq!(geese, [4, 5]);
    for layer in layers {
        // With up to five geese the fox always wins, and the positions are counted.
        assert_eq!(layer["geese_win"], 0, "{layer}");
        assert_eq!(layer["fox_wins"], layer["positions_per_side"], "{layer}");
        assert!(layer["longest_fox_to_move"].as_u64() > Some(10), "{layer}");
    }
    fails(
        &["bench", "--game", "fox-geese", "--remoteness", "12"],
        "--remoteness takes 4 to 9 geese",
    );
    fails(
        &["bench", "--remoteness", "5"],
        "--remoteness is an option of `bench --game fox-geese`",
    );
}

#[test]
fn eval_options_of_fox_and_geese_are_refused_elsewhere() {
    fails(
        &["eval", "chopsticks", "--time-ms", "5"],
        "--time-ms is an option of `eval fox-geese`",
    );
    fails(
        &["eval", "hare-hounds", "--cache-dir", "x"],
        "--cache-dir is an option of `eval fox-geese`",
    );
    fails(
        &["moves", "fox-geese", "--time-ms", "5"],
        "not of `moves fox-geese`",
    );
}

#[test]
fn eval_answers_exactly_from_a_built_table_and_searches_beyond_it() {
    use kibitzer::games::fox_geese::FoxGeese;
    use kibitzer::solver::Progress;
    use kibitzer::solver::fox_geese::table;
    let dir = tempfile::tempdir().expect("temporary folder");
    table::build(dir.path(), 6, 2, &Progress::new(), &mut |_| ()).expect("built");
    let cache = dir.path().to_str().expect("a UTF-8 path");
    let game = FoxGeese::standard();
    let probe = table::open_built(dir.path()).expect("opens");
    for code in [
        "d4/a3b3c3e3f3g3/fox",
        "d5/a3b3c3e3f3g3/geese",
        "c7/c5d5e5c6d6e6/fox",
    ] {
        let e = json(&[
            "eval",
            "fox-geese",
            "--position",
            code,
            "--cache-dir",
            cache,
            "--time-ms",
            "50",
            "--json",
        ]);
        assert_eq!(e["exact"], true, "{code}: {e}");
        let pos = kibitzer::core::Game::parse_state(&game, code).expect("a code");
        let wins = probe
            .mover_wins(&game, &pos)
            .expect("readable")
            .expect("covered");
        assert_eq!(e["value"], if wins { "win" } else { "loss" }, "{code}");
        let moves = e["moves"].as_array().expect("moves");
        assert!(!moves.is_empty());
        // Every move exact, winning moves first, and one wins exactly when the position does.
        let values: Vec<&str> = moves
            .iter()
            .map(|m| m["value"].as_str().expect("value"))
            .collect();
        assert!(moves.iter().all(|m| m["exact"] == true));
        assert!(
            values
                .windows(2)
                .all(|w| !(w[0] == "loss" && w[1] == "win")),
            "{values:?}"
        );
        assert_eq!(values[0] == "win", wins, "{code}: {values:?}");
    }
    // The start has 13 geese: beyond a 6-geese table, so the search answers.
    let e = json(&[
        "eval",
        "fox-geese",
        "--cache-dir",
        cache,
        "--time-ms",
        "50",
        "--json",
    ]);
    assert_ne!(e["exact"], true, "{e}");
    assert!(e["verdict"].is_string(), "{e}");
}

#[test]
fn eval_answers_value_and_remoteness_from_the_remoteness_table_without_a_search() {
    use kibitzer::core::{Game, Value};
    use kibitzer::games::fox_geese::FoxGeese;
    use kibitzer::solver::Progress;
    use kibitzer::solver::fox_geese::{remote_build, remote_table};
    let dir = tempfile::tempdir().expect("temporary folder");
    remote_build::build(dir.path(), 6, 2, &Progress::new(), &mut |_| ()).expect("built");
    let cache = dir.path().to_str().expect("a UTF-8 path");
    let game = FoxGeese::standard();
    let table = remote_table::open_built(dir.path()).expect("opens");
    let value_of = |code: &str| {
        let pos = game.parse_state(code).expect("a code");
        table
            .value(&game, &pos)
            .expect("readable")
            .expect("covered")
    };
    for code in [
        "d4/a3b3c3e3f3g3/fox",
        "d5/a3b3c3e3f3g3/geese",
        "c7/c5d5e5c6d6e6/fox",
        "d1/c5d5e5c6d6/geese",
    ] {
        // No time for a search: the answer is the table's.
        let e = json(&[
            "eval",
            "fox-geese",
            "--position",
            code,
            "--cache-dir",
            cache,
            "--time-ms",
            "0",
            "--json",
        ]);
        assert_eq!(
            (&e["exact"], &e["source"]),
            (&true.into(), &"table".into()),
            "{e}"
        );
        let value = value_of(code);
        assert_eq!(e["value"], value.word(), "{code}");
        assert_eq!(e["remoteness"], value.remoteness().expect("ends"), "{code}");
        let moves = e["moves"].as_array().expect("moves");
        let pos = game.parse_state(code).expect("a code");
        assert_eq!(moves.len(), game.legal_moves(&pos).len());
        // Each move's value is the position it leads to, one ply on, seen by the mover;
        // best first, and the best is the position's own value.
        let mut values = Vec::new();
        for m in moves {
            let after = value_of(m["to"].as_str().expect("a code"));
            let v = after.before();
            assert_eq!(m["value"], v.word(), "{code}: {m}");
            assert_eq!(
                m["remoteness"],
                v.remoteness().expect("ends"),
                "{code}: {m}"
            );
            values.push(v);
        }
        assert!(values.windows(2).all(|w| w[0] >= w[1]), "{values:?}");
        assert_eq!(values[0], value, "{code}");
        assert!(values.iter().all(|v| !matches!(v, Value::Draw)));
    }
    // In words: the remoteness in plies, for the position and each move.
    let (status, text, err) = kibitzer(&[
        "eval",
        "fox-geese",
        "--position",
        "d5/a3b3c3e3f3g3/geese",
        "--cache-dir",
        cache,
    ]);
    assert_eq!(status, 0, "{err}");
    let value = value_of("d5/a3b3c3e3f3g3/geese");
    let n = value.remoteness().expect("ends");
    assert!(
        text.contains(&format!(
            "{} in {n} plies for the geese (to move)",
            value.word()
        )),
        "{text}"
    );
    assert!(text.contains("Moves, best first:"), "{text}");
}

#[test]
fn analyze_fox_geese_plays_the_line_of_perfect_play_from_the_remoteness_table() {
    use kibitzer::core::{Game, Value};
    use kibitzer::games::fox_geese::FoxGeese;
    use kibitzer::solver::Progress;
    use kibitzer::solver::fox_geese::{remote_build, remote_table};
    let dir = tempfile::tempdir().expect("temporary folder");
    let cache = dir.path().to_str().expect("a UTF-8 path");
    // Without a table: refused, with the command that builds it.
    fails(
        &["analyze", "fox-geese", "--cache-dir", cache],
        "kibitzer solve fox-geese --geese 13",
    );
    remote_build::build(dir.path(), 6, 2, &Progress::new(), &mut |_| ()).expect("built");
    let game = FoxGeese::standard();
    let table = remote_table::open_built(dir.path()).expect("opens");
    for code in ["c5/c2d2e2c3d3e3/geese", "d4/c1d1e1c2d2/fox"] {
        let a = json(&[
            "analyze",
            "fox-geese",
            "--start",
            code,
            "--cache-dir",
            cache,
            "--json",
        ]);
        let start = game.parse_state(code).expect("a code");
        let value = table
            .value(&game, &start)
            .expect("readable")
            .expect("covered");
        assert_eq!(a["start_value"], value.word(), "{a}");
        let n = value.remoteness().expect("ends");
        assert_eq!(a["start_remoteness"], n, "{a}");
        // The line: as long as the remoteness, every move legal and the best there, and it
        // ends the game as the table says.
        let line = a["line"].as_array().expect("a line");
        assert_eq!(line.len() as u32, n);
        let mut at = start;
        for (i, name) in line.iter().enumerate() {
            let name = name.as_str().expect("a move");
            let mv = game.parse_move(&at, name).expect("legal");
            let before = table.value(&game, &at).expect("readable").expect("covered");
            at = game.apply(&at, &mv);
            let after = table.value(&game, &at).expect("readable").expect("covered");
            assert_eq!(
                after.before(),
                before,
                "{code}: ply {i} {name} is a best move"
            );
        }
        assert!(
            game.outcome(&at).is_some(),
            "{code}: the line ends the game"
        );
        assert_eq!(a["end"], game.format_state(&at));
        let mover_wins = matches!(value, Value::Win(_));
        let fox_moves = code.ends_with("/fox");
        assert_eq!(
            a["winner"],
            if mover_wins == fox_moves {
                "fox"
            } else {
                "geese"
            }
        );
    }
}

#[test]
fn fox_hounds_prints_the_fields_of_hare_and_hounds() {
    use kibitzer::games::fox_hounds::{FoxHounds, Variant};
    // The same fields as Hare and Hounds for every command.
    let hh = json(&["moves", "hare-hounds", "--json"]);
    let fh = json(&["moves", "fox-hounds", "--json"]);
    let keys = |v: &Json| -> Vec<String> {
        let mut k: Vec<String> = v.as_object().expect("object").keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(&fh), keys(&hh));
    assert_eq!(fh["to_move"], "fox");
    assert_eq!(fh["moves"].as_array().map(Vec::len), Some(2));
    let (e_hh, e_fh) = (
        json(&["eval", "hare-hounds", "--json"]),
        json(&["eval", "fox-hounds", "--json"]),
    );
    assert_eq!(keys(&e_fh), keys(&e_hh));
    let a_hh = json(&["analyze", "hare-hounds", "--json", "--limit", "1"]);
    let a_fh = json(&["analyze", "fox-hounds", "--json", "--limit", "1"]);
    assert_eq!(keys(&a_fh), keys(&a_hh));
    // The verdict from each start, against plain minimax over the rules in the test.
    for (args, variant) in [
        (vec![], Variant::standard()),
        (
            vec!["--fox-start", "b8", "--hounds-first"],
            Variant {
                hounds_first: true,
                ..Variant::with_fox_start("b8").expect("valid")
            },
        ),
    ] {
        let game = FoxHounds::new(variant).expect("valid");
        let mut memo = std::collections::HashMap::new();
        let start = common::acyclic_value(&game, &game.start(), &mut memo);
        let mut command = vec!["eval", "fox-hounds", "--json"];
        command.extend(&args);
        let e = json(&command);
        assert_eq!(e["value"], start.word(), "{args:?}");
        assert_eq!(
            e["remoteness"],
            start.remoteness().expect("it ends"),
            "{args:?}"
        );
    }
    let a = json(&["analyze", "fox-hounds", "--json", "--limit", "1"]);
    assert_eq!(a["to_move"], "fox");
    assert_eq!(a["values"]["draw"], 0);
    assert_eq!(a["start"], "d8/a1c1e1g1/fox");
}

#[test]
fn fox_hounds_options_are_checked() {
    fails(
        &["moves", "fox-hounds", "--fox-start", "d4"],
        "the fox starts on a dark square of row 8 (b8, d8, f8 or h8), not on d4",
    );
    fails(
        &["moves", "fox-hounds", "--hare-start", "b3"],
        "--hare-start is an option of Hare and Hounds, not of Fox and Hounds",
    );
    fails(
        &["moves", "hare-hounds", "--hounds-first"],
        "--hounds-first is an option of Fox and Hounds, not of Hare and Hounds",
    );
    let first = json(&["moves", "fox-hounds", "--hounds-first", "--json"]);
    assert_eq!(first["position"], "d8/a1c1e1g1/hounds");
    assert_eq!(first["moves"].as_array().map(Vec::len), Some(7));
}

/// Runs `kibitzer` with `args`, killing it after 60 s: (exit code, stderr), or a panic
/// when it blocks (on a pipe, say).
fn kibitzer_within_a_minute(args: &[&str]) -> (i32, String) {
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env("KIBITZER_CACHE_DIR", no_tables())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let mut err = String::new();
            if let Some(mut stderr) = child.stderr.take() {
                use std::io::Read;
                stderr.read_to_string(&mut err).expect("stderr");
            }
            return (status.code().unwrap_or(-1), err);
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("{args:?} blocked");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn eval_refuses_every_kind_of_damage_alike_with_one_piece_of_advice() {
    use kibitzer::solver::Progress;
    use kibitzer::solver::fox_geese::table;
    let built = tempfile::tempdir().expect("temporary folder");
    table::build(built.path(), 6, 2, &Progress::new(), &mut |_| ()).expect("built");
    type Spoil = fn(&std::path::Path);
    let cases: [(&str, &str, Spoil); 8] = [
        ("truncated", "geese-06.kbt", |p| {
            let bytes = std::fs::read(p).expect("file");
            std::fs::write(p, &bytes[..bytes.len() / 2]).expect("written");
        }),
        ("bad checksum", "geese-06.kbt", |p| {
            // One byte in every block of the payload, so that any lookup meets one.
            let mut bytes = std::fs::read(p).expect("file");
            let end = bytes.len() - bytes.len() / 100;
            for at in (4096 + 100..end).step_by(65536) {
                bytes[at] ^= 0x40;
            }
            std::fs::write(p, bytes).expect("written");
        }),
        ("bad header", "geese-06.kbt", |p| {
            let mut bytes = std::fs::read(p).expect("file");
            bytes[40] ^= 0x01;
            std::fs::write(p, bytes).expect("written");
        }),
        ("garbage", "summary.kbt", |p| {
            std::fs::write(p, b"not a table at all").expect("written")
        }),
        ("newer version", "geese-05.kbt", |p| {
            let mut bytes = std::fs::read(p).expect("file");
            bytes[8..12].copy_from_slice(&2u32.to_le_bytes());
            std::fs::write(p, bytes).expect("written");
        }),
        ("missing file", "geese-05.kbt", |p| {
            std::fs::remove_file(p).expect("removed")
        }),
        ("a pipe", "summary.kbt", |p| {
            std::fs::remove_file(p).expect("removed");
            let ok = Command::new("mkfifo").arg(p).status().expect("mkfifo");
            assert!(ok.success());
        }),
        ("a folder", "geese-04.kbt", |p| {
            std::fs::remove_file(p).expect("removed");
            std::fs::create_dir(p).expect("a folder");
        }),
    ];
    for (case, name, spoil) in cases {
        let dir = tempfile::tempdir().expect("temporary folder");
        let folder = table::table_dir(dir.path());
        std::fs::create_dir_all(&folder).expect("folder");
        for entry in std::fs::read_dir(table::table_dir(built.path())).expect("built") {
            let entry = entry.expect("entry");
            std::fs::copy(entry.path(), folder.join(entry.file_name())).expect("copied");
        }
        spoil(&folder.join(name));
        let cache = dir.path().to_str().expect("a UTF-8 path");
        let (code, err) = kibitzer_within_a_minute(&[
            "eval",
            "fox-geese",
            "--position",
            "d4/a3b3c3e3f3g3/fox",
            "--cache-dir",
            cache,
            "--time-ms",
            "50",
        ]);
        assert_eq!(code, 2, "{case}: {err}");
        assert!(err.contains(name), "{case}: names the file: {err}");
        let advice = err.matches("rebuild").count()
            + err.matches("update Kibitzer").count()
            + err.matches("move it out of the way").count();
        assert_eq!(advice, 1, "{case}: one piece of advice: {err}");
        assert!(!err.contains("build the table first"), "{case}: {err}");
        if case == "newer version" {
            assert!(err.contains("update Kibitzer"), "{case}: {err}");
        }
    }
}

#[test]
fn a_cache_folder_that_is_a_file_or_missing_is_said_so() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let file = dir.path().join("passwd");
    std::fs::write(&file, b"root:x:0:0").expect("written");
    let file = file.to_str().expect("a UTF-8 path");
    for args in [
        &["eval", "fox-geese", "--cache-dir", file, "--time-ms", "20"][..],
        &["solve", "fox-geese", "--cache-dir", file],
    ] {
        let (code, _, err) = kibitzer(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("is not a folder"), "{args:?}: {err}");
        assert!(!err.contains("rebuild"), "{args:?}: {err}");
    }
    let missing = dir.path().join("none");
    let missing = missing.to_str().expect("a UTF-8 path");
    fails(
        &[
            "eval",
            "fox-geese",
            "--cache-dir",
            missing,
            "--time-ms",
            "20",
        ],
        "does not exist",
    );
}
