//! The command line, run as a process: output shapes, published figures, exit statuses.

use serde_json::Value as Json;
use std::process::{Command, Output};

fn kibitzer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json(args: &[&str]) -> Json {
    let out = kibitzer(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn fails_with(args: &[&str], needle: &str) {
    let out = kibitzer(args);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?} must exit with status 2"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(needle),
        "{args:?}: stderr {err:?} lacks {needle:?}"
    );
    assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
}

#[test]
fn moves_json_has_the_documented_shape() {
    let v = json(&["moves", "chopsticks", "--position", "1312", "--json"]);
    let keys: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, vec!["moves", "position", "to_move"]);
    assert_eq!(v["position"], "1312");
    assert_eq!(v["to_move"], 0);
    let mut to: Vec<String> = v["moves"]
        .as_array()
        .expect("list")
        .iter()
        .map(|m| {
            assert_eq!(m.as_object().expect("object").len(), 2);
            assert!(m["move"].is_string());
            m["to"].as_str().expect("code").to_owned()
        })
        .collect();
    to.sort();
    assert_eq!(to, vec!["0113", "1222", "1313", "2213", "2413"]);
}

#[test]
fn bad_positions_and_variants_exit_with_status_two() {
    fails_with(&["moves", "chopsticks", "--position", "1032"], "0123");
    fails_with(
        &["moves", "chopsticks", "--position", "12345"],
        "4 are needed",
    );
    fails_with(
        &["moves", "chopsticks", "--position", "1911"],
        "out of range",
    );
    fails_with(
        &["moves", "chopsticks", "--variant", "sunn"],
        "unknown variant switch 'sunn'",
    );
    fails_with(
        &["moves", "chopsticks", "--variant", "zombies"],
        "3 or more players",
    );
    fails_with(&["eval", "chopsticks", "--players", "7"], "2 to 6 players");
    fails_with(
        &["analyze", "chopsticks", "--start", "0000"],
        "cannot occur",
    );
}

#[test]
fn eval_reports_values_moves_and_line() {
    let v = json(&["eval", "chopsticks", "--position", "1401", "--json"]);
    assert_eq!(v["value"], "win");
    assert_eq!(v["remoteness"], 1);
    assert_eq!(v["moves"][0]["move"], "BD");
    assert_eq!(v["moves"][0]["to"], "0014");
    assert_eq!(v["pv"], serde_json::json!(["1401", "0014"]));
    let start = json(&["eval", "chopsticks", "--json"]);
    assert_eq!(start["value"], "draw");
    assert!(start["remoteness"].is_null());
    assert!(start.get("seats").is_none());
    let three = json(&["eval", "chopsticks", "--players", "3", "--json"]);
    assert_eq!(three["seats"].as_array().expect("seats").len(), 3);
    assert_eq!(three["seats"][0]["value"], three["value"]);
}

#[test]
fn analyze_standard_matches_the_published_figures() {
    let v = json(&["analyze", "chopsticks", "--json"]);
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort();
    for key in [
        "game",
        "variant",
        "players",
        "start",
        "codes_total",
        "positions",
        "reachable",
        "unreachable",
        "endings",
        "shortest_game",
        "values",
        "start_value",
        "start_remoteness",
        "solve_ms",
    ] {
        assert!(keys.contains(&key), "missing {key}");
    }
    assert_eq!(v["game"], "chopsticks");
    assert_eq!(v["variant"], serde_json::json!([]));
    assert_eq!(v["codes_total"], 625);
    assert_eq!(v["reachable"], 204);
    assert_eq!(v["start_value"], "draw");
    assert!(v["start_remoteness"].is_null());
    assert_eq!(v["shortest_game"]["plies"], 5);
    let line = serde_json::json!(["1111", "1211", "1312", "0113", "1401", "0014"]);
    assert!(
        v["shortest_game"]["games"]
            .as_array()
            .expect("games")
            .contains(&line)
    );
    let values = &v["values"];
    let total = values["win"].as_u64().unwrap_or(0)
        + values["loss"].as_u64().unwrap_or(0)
        + values["draw"].as_u64().unwrap_or(0);
    assert_eq!(total, 204);
    let unreachable = v["unreachable"].as_array().expect("list").len() as u64;
    assert_eq!(unreachable + 204, v["positions"].as_u64().expect("count"));
    for ending in v["endings"].as_array().expect("list") {
        assert!(ending["code"].as_str().expect("code").starts_with("00"));
        assert!(ending["min_plies"].as_u64().expect("plies") >= 5);
    }
}

#[test]
fn analyze_limit_caps_lists_and_says_so() {
    let v = json(&[
        "analyze",
        "chopsticks",
        "--players",
        "3",
        "--limit",
        "2",
        "--json",
    ]);
    assert!(v["unreachable"].as_array().expect("list").len() <= 2);
    assert!(v["endings"].as_array().expect("list").len() <= 2);
    assert_eq!(v["limit"], 2);
    let text = kibitzer(&["analyze", "chopsticks", "--players", "3", "--limit", "2"]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("capped at 2"));
}

#[test]
fn text_output_is_readable() {
    let out = kibitzer(&["eval", "chopsticks", "--position", "1312"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Moves, best first:") && text.contains("Principal variation"),
        "{text}"
    );
}
