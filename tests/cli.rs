//! The command line, run as a process: output shapes, published figures, exit statuses.

mod common;

use common::{json, kibitzer};

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
    assert_eq!(keys, vec!["moves", "position", "to_move", "winner"]);
    assert_eq!(v["position"], "1312");
    assert!(v["winner"].is_null(), "the game goes on");
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
        "consistent",
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
    let reachable = reference_reachable_codes();
    assert_eq!(v["reachable"], reachable.len());
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
    assert_eq!(total, reachable.len() as u64);
    // The published convention: every normal-form code is a position. A player's hands
    // are an ascending pair of 0..=4: 5 + 4 + 3 + 2 + 1 = 15 pairs, so 15² codes.
    let pairs: u64 = (0..5u64).map(|lo| 5 - lo).sum();
    assert_eq!(v["positions"], pairs * pairs);
    // Consistent: all but the codes where the player who has just moved is out (xy00,
    // one per pair of the mover).
    assert_eq!(v["consistent"], pairs * pairs - pairs);
    // Unreachable lists every code the start does not reach, consistent or not.
    let unreachable = v["unreachable"].as_array().expect("list");
    assert_eq!(
        unreachable.len() as u64 + reachable.len() as u64,
        pairs * pairs
    );
    for code in unreachable {
        let digits: Vec<u8> = code
            .as_str()
            .expect("code")
            .bytes()
            .map(|b| b - b'0')
            .collect();
        let code: [u8; 4] = digits.try_into().expect("four digits");
        assert!(
            code[0] <= code[1] && code[2] <= code[3],
            "{code:?} in normal form"
        );
        assert!(!reachable.contains(&code), "{code:?} is reachable");
    }
    for code in ["0000", "2300", "4400", "1101", "4444"] {
        assert!(unreachable.contains(&serde_json::json!(code)), "{code}");
    }
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

/// The codes reachable from 1111 under the standard rules, by a breadth-first search
/// written from the rules alone (attack with roll-over, splits that change the pair and
/// kill no hand), independently of the crate. A code is the mover's ascending pair, then
/// the other player's.
fn reference_reachable_codes() -> std::collections::BTreeSet<[u8; 4]> {
    fn pair(a: u8, b: u8) -> [u8; 2] {
        [a.min(b), a.max(b)]
    }
    fn children(code: [u8; 4]) -> Vec<[u8; 4]> {
        let (me, them) = ([code[0], code[1]], [code[2], code[3]]);
        if me == [0, 0] || them == [0, 0] {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &a in me.iter().filter(|&&a| a > 0) {
            for (i, &t) in them.iter().enumerate().filter(|(_, t)| **t > 0) {
                let hit = (t + a) % 5;
                let other = them[1 - i];
                let next = pair(hit, other);
                out.push([next[0], next[1], me[0], me[1]]);
            }
        }
        let total = me[0] + me[1];
        for lo in 1..=total / 2 {
            let hi = total - lo;
            if hi <= 4 && [lo, hi] != me {
                out.push([them[0], them[1], lo, hi]);
            }
        }
        out
    }
    let mut seen = std::collections::BTreeSet::from([[1, 1, 1, 1]]);
    let mut queue = vec![[1, 1, 1, 1]];
    while let Some(code) = queue.pop() {
        for child in children(code) {
            if seen.insert(child) {
                queue.push(child);
            }
        }
    }
    seen
}

#[test]
fn hands_other_than_two_from_the_command_line() {
    // One hand each, five fingers, from 1/1: OEIS A302403's example, won by the first
    // player.
    let v = json(&[
        "analyze",
        "chopsticks",
        "--hands",
        "1",
        "--fingers",
        "5",
        "--start",
        "1/1",
        "--json",
    ]);
    assert_eq!(v["start_value"], "win", "{v}");
    let v = json(&[
        "moves",
        "chopsticks",
        "--hands",
        "3,2",
        "--position",
        "1,1,1/1,1",
        "--json",
    ]);
    let names: Vec<&str> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["move"].as_str().expect("a name"))
        .collect();
    // Three hands of one finger onto two: one attack; three hands cannot split 3 otherwise.
    assert_eq!(names, ["AD"], "{v}");
    assert_eq!(v["moves"][0]["to"], "1,2/1,1,1");
    fails_with(
        &["moves", "chopsticks", "--hands", "5", "--position", "1111"],
        "1 to 4 hands",
    );
    fails_with(
        &[
            "moves",
            "chopsticks",
            "--hands",
            "two",
            "--position",
            "1111",
        ],
        "--hands must be a whole number from 1 to 4",
    );
    fails_with(
        &[
            "moves",
            "chopsticks",
            "--hands",
            "1",
            "--variant",
            "swap",
            "--position",
            "1/1",
        ],
        "with one hand each nobody can split or swap, so Swap",
    );
    fails_with(
        &[
            "moves",
            "chopsticks",
            "--hands",
            "3,2",
            "--position",
            "11111",
        ],
        "part the players with '/'",
    );
    fails_with(
        &[
            "moves",
            "chopsticks",
            "--hands",
            "3,2,1",
            "--position",
            "1,1,1/1,1",
        ],
        "one per player (2 here)",
    );
}

#[test]
fn analyze_names_the_longest_win() {
    use kibitzer::core::{Game, Value};
    use kibitzer::games::chopsticks::{Chopsticks, Variant};
    for hands in ["2", "3"] {
        let v = json(&[
            "analyze",
            "chopsticks",
            "--hands",
            hands,
            "--fingers",
            "4",
            "--json",
        ]);
        let plies = v["longest_win"]["plies"].as_u64().expect("plies") as u32;
        let code = v["longest_win"]["position"].as_str().expect("a position");
        // The position is won in that many plies for its mover...
        let e = json(&[
            "eval",
            "chopsticks",
            "--hands",
            hands,
            "--fingers",
            "4",
            "--position",
            code,
            "--json",
        ]);
        assert_eq!(e["value"], "win", "{e}");
        assert_eq!(e["remoteness"], plies, "{e}");
        // ...and no reachable position is won in more.
        let game = Chopsticks::new(
            Variant::standard(2)
                .with_fingers(4)
                .with_hands(&[hands.parse().expect("a count")]),
        )
        .expect("valid");
        let solution =
            kibitzer::solver::solve(&game, &[game.start()], &kibitzer::solver::Progress::new())
                .expect("solved");
        let most = solution
            .states(&game)
            .filter_map(|s| match solution.value(&game, &s) {
                Some(Value::Win(r)) => Some(r),
                _ => None,
            })
            .max();
        assert_eq!(most, Some(plies), "{hands} hands");
    }
}

/// `kibitzer --help` names every game Kibitzer plays (its summary once left one out).
#[test]
fn the_help_names_every_game() {
    let out = kibitzer(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    let first = help.lines().next().unwrap_or_default();
    for kind in kibitzer::games::GameKind::ALL {
        assert!(
            first.contains(kind.title()),
            "`kibitzer --help` does not name {}: {first}",
            kind.title()
        );
    }
}
