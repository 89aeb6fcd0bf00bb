//! Game review: every mark of the example games and of random games of every solved game,
//! compared with a classification made here from the solver's evaluation of each position;
//! and `kibitzer review --json` giving the same marks as the library.

use kibitzer::core::{Game, Rng, Value};
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::games::fox_hounds::{self, FoxHounds};
use kibitzer::games::hare_hounds::{self, HareHounds};
use kibitzer::history::History;
use kibitzer::record::{self, Record, Recordable, examples::EXAMPLES};
use kibitzer::review::{self, Mark};
use kibitzer::solver::{Progress, Solution, evaluate, try_solve};
use serde_json::Value as Json;
use std::process::Command;

/// 2 for a win, 1 for a draw, 0 for a loss.
fn rank(v: Value) -> u8 {
    match v {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// The mark the rules text gives a move of value `played` where the moves of the position
/// are worth `values` (for the mover, best first): written here from the text, apart from
/// the crate's classification.
fn expected_mark(values: &[Value], played: Value) -> Mark {
    let best = values[0];
    let slower = |b: u32, p: u32| p.abs_diff(b) >= (b / 4).max(4);
    let keeping = values.iter().filter(|v| rank(**v) == rank(best)).count();
    if rank(played) < rank(best) {
        Mark::Blunder
    } else if match (best, played) {
        (Value::Win(b), Value::Win(p)) => p > b && slower(b, p),
        (Value::Loss(b), Value::Loss(p)) => p < b && slower(b, p),
        _ => false,
    } {
        Mark::Mistake
    } else if played != best {
        Mark::Good
    } else if keeping == 1 && values.len() > 1 {
        Mark::Only
    } else {
        Mark::Best
    }
}

/// Checks every move of the line viewed in `history` against the solver's evaluations;
/// the number of moves checked.
fn check_line<G: Game>(game: &G, solution: &Solution<G>, history: &History<G>) -> usize {
    let reviewed = review::review_viewed(game, solution, history).expect("reviewed");
    let mut before = history.start().clone();
    let mut checked = 0;
    for ((mv, after), m) in history.line().zip(&reviewed.moves) {
        let eval = evaluate(game, solution, &before).expect("solved position");
        let values: Vec<Value> = eval.moves.iter().map(|e| e.value).collect();
        let played = eval
            .moves
            .iter()
            .find(|e| &e.mv == mv)
            .expect("legal")
            .value;
        let code = game.format_state(&before);
        // The position's value is its best move's, and the mover's own (paranoid) verdict.
        assert_eq!(m.before, Some(values[0]), "{code}");
        // A Chopsticks zombie has lost already (its verdict is a loss now): its moves are
        // weighed against each other.
        if eval.seats[eval.to_move] != Value::Loss(0) {
            assert_eq!(eval.seats[eval.to_move], values[0], "{code}: seat verdict");
        }
        assert_eq!(m.after, Some(played), "{code}");
        assert_eq!(
            m.mark,
            Some(expected_mark(&values, played)),
            "{code} {}",
            m.name
        );
        let best: Vec<&str> = eval
            .moves
            .iter()
            .filter(|e| e.value == values[0])
            .map(|e| e.name.as_str())
            .collect();
        let mut listed: Vec<&str> = m.best.iter().map(String::as_str).collect();
        listed.sort_unstable();
        let mut best_sorted = best.clone();
        best_sorted.sort_unstable();
        assert_eq!(listed, best_sorted, "{code}: best moves");
        before = after.clone();
        checked += 1;
    }
    // Every move of the line is reviewed unless the game ended before its end.
    assert_eq!(checked, history.len().min(reviewed.moves.len()));
    checked
}

/// Plays `games` random games of up to `plies` moves from the start of `game`, reviews each
/// and checks every mark; returns the marks seen.
fn random_games<G: Game>(game: &G, games: usize, plies: usize, seed: u64) -> Vec<Mark> {
    let solution = try_solve(game, &[game.start()], &Progress::new()).expect("solved");
    let mut rng = Rng::seeded(seed);
    let mut seen = Vec::new();
    for _ in 0..games {
        let mut history = History::new(game.start());
        for _ in 0..plies {
            let moves = game.legal_moves(history.current());
            if moves.is_empty() || history.is_over(game) {
                break;
            }
            let mv = rng.pick(&moves).clone();
            history.play(game, &mv).expect("legal");
        }
        check_line(game, &solution, &history);
        let reviewed = review::review_viewed(game, &solution, &history).expect("reviewed");
        seen.extend(reviewed.moves.iter().filter_map(|m| m.mark));
    }
    seen
}

#[test]
fn random_chopsticks_games_are_marked_as_the_rules_say() {
    let mut seen = Vec::new();
    for (players, switches) in [
        (2, vec![]),
        (2, vec![Switch::Cutoff]),
        (2, vec![Switch::Misere]),
        (2, vec![Switch::Suicide, Switch::Meta]),
        (2, vec![Switch::Swap]),
        (3, vec![]),
        (3, vec![Switch::Zombies, Switch::Cutoff]),
    ] {
        let game = Chopsticks::new(Variant::with(players, &switches)).expect("valid");
        seen.extend(random_games(
            &game,
            40,
            60,
            players as u64 * 31 + switches.len() as u64,
        ));
    }
    // Random play meets every kind of mark.
    for mark in Mark::ALL {
        assert!(seen.contains(&mark), "no {mark:?} in random games");
    }
}

#[test]
fn random_hound_games_are_marked_as_the_rules_say() {
    let hare = HareHounds::new(hare_hounds::Variant::default()).expect("valid");
    let marks = random_games(&hare, 30, 80, 7);
    assert!(marks.contains(&Mark::Blunder) && marks.iter().any(|m| m.is_best()));
    let fox = FoxHounds::new(fox_hounds::Variant::default()).expect("valid");
    let marks = random_games(&fox, 10, 80, 11);
    assert!(marks.contains(&Mark::Blunder) && marks.iter().any(|m| m.is_best()));
}

/// The example game `name` as `G`, with its solve.
fn example<G: Recordable>(file_name: &str) -> (record::Loaded<G>, Solution<G>) {
    let example = EXAMPLES
        .iter()
        .find(|e| e.file_name == file_name)
        .expect("an example");
    let loaded = example
        .open()
        .expect("opens")
        .into_loaded::<G>()
        .expect("of its game");
    let solution = try_solve(
        &loaded.game,
        std::slice::from_ref(loaded.history.start()),
        &Progress::new(),
    )
    .expect("solved");
    (loaded, solution)
}

#[test]
fn the_solved_examples_are_marked_as_the_rules_say() {
    let (l, s) = example::<Chopsticks>("chopsticks-shortest.ron");
    assert!(check_line(&l.game, &s, &l.history) > 0);
    let (l, s) = example::<HareHounds>("hare-hounds-hounds-win.ron");
    assert!(check_line(&l.game, &s, &l.history) > 0);
    let (l, s) = example::<FoxHounds>("fox-hounds-hounds-win.ron");
    assert!(check_line(&l.game, &s, &l.history) > 0);
}

/// `kibitzer review FILE --json` and its extra arguments, parsed.
fn review_json(file: &std::path::Path, extra: &[&str]) -> Json {
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .arg("review")
        .arg(file)
        .arg("--json")
        .args(extra)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The marks of a JSON list of moves.
fn json_marks(moves: &Json) -> Vec<String> {
    moves
        .as_array()
        .expect("a list")
        .iter()
        .map(|m| m["mark"].as_str().expect("a mark").to_owned())
        .collect()
}

#[test]
fn the_command_line_gives_the_library_s_marks_for_every_line() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    // A game with a blunder and a variation: the shortest game, with another second move.
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    let solution = try_solve(&game, &[game.start()], &Progress::new()).expect("solved");
    let mut history = History::new(game.start());
    let mut rng = Rng::seeded(5);
    for _ in 0..30 {
        let moves = game.legal_moves(history.current());
        if moves.is_empty() || history.is_over(&game) {
            break;
        }
        history.play(&game, rng.pick(&moves)).expect("legal");
    }
    history.jump(1);
    let other = game
        .legal_moves(history.current())
        .into_iter()
        .find(|m| Some(m) != history.move_at(2));
    if let Some(other) = other {
        history.play(&game, &other).expect("legal");
    }
    let path = dir.path().join("game.ron");
    let seats = vec![record::Player::human(); 2];
    let record = Record::from_history(&game, &history.main_line_view(), &seats);
    record::save_atomic(&path, &record).expect("saved");

    let main = history.main_line_view();
    let library = review::review_viewed(&game, &solution, &main).expect("reviewed");
    let out = review_json(&path, &[]);
    assert_eq!(out["exact"], Json::Bool(true));
    assert_eq!(out["game"], "chopsticks");
    let marks: Vec<String> = library
        .moves
        .iter()
        .map(|m| m.mark.expect("exact").word().to_owned())
        .collect();
    assert_eq!(json_marks(&out["moves"]), marks);
    let first = &out["moves"][0];
    assert_eq!(first["move"], library.moves[0].name.as_str());
    assert!(first["before"]["value"].is_string() && first["best"].is_array());
    // The players' tallies add up to the moves.
    let total: u64 = out["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["moves"].as_u64().expect("a count"))
        .sum();
    assert_eq!(total as usize, library.moves.len());

    let lines = review::review_lines(&game, &solution, &history).expect("reviewed");
    let out = review_json(&path, &["--variations"]);
    let json_lines = out["lines"].as_array().expect("lines");
    assert_eq!(json_lines.len(), lines.len());
    for (line, json) in lines.iter().zip(json_lines) {
        let marks: Vec<String> = line
            .moves
            .iter()
            .map(|m| m.mark.expect("exact").word().to_owned())
            .collect();
        assert_eq!(json_marks(&json["moves"]), marks);
        assert_eq!(json["after"].as_u64(), Some(line.after as u64));
    }
}

#[test]
fn the_text_report_names_marks_and_tallies() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("short.ron");
    let example = EXAMPLES
        .iter()
        .find(|e| e.file_name == "chopsticks-shortest.ron")
        .expect("an example");
    std::fs::write(&path, example.text).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(["review".as_ref(), path.as_os_str()])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("exact, solved from the start"), "{text}");
    assert!(text.contains("best of"), "{text}");
    assert!(text.contains("Marks: ?? blunder"), "{text}");
    // Options of Fox and Geese are refused for a solved game.
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args([
            "review".as_ref(),
            path.as_os_str(),
            "--time-ms".as_ref(),
            "5".as_ref(),
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--time-ms"));
}

#[test]
fn a_searched_game_says_it_is_not_reviewed_exactly() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("fox.ron");
    let example = EXAMPLES
        .iter()
        .find(|e| e.file_name == "fox-geese-double-capture.ron")
        .expect("an example");
    std::fs::write(&path, example.text).expect("written");
    // An empty cache folder: no table, each position searched briefly.
    let cache = dir.path().join("cache");
    std::fs::create_dir(&cache).expect("made");
    let out = review_json(
        &path,
        &[
            "--time-ms",
            "20",
            "--cache-dir",
            cache.to_str().expect("utf-8"),
        ],
    );
    assert_eq!(out["exact"], Json::Bool(false));
    assert_eq!(out["source"], "search");
    // Whatever is marked has both values proven.
    for m in out["moves"].as_array().expect("moves") {
        if !m["mark"].is_null() {
            assert!(m["before"].is_object() && m["after"].is_object(), "{m}");
        }
    }
}

#[test]
fn the_rules_text_states_the_threshold_of_a_mistake() {
    let rules = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en-US/rules.ftl"),
    )
    .expect("the rules");
    let stated = format!("at least {} moves longer", review::MISTAKE_PLIES);
    assert!(rules.contains(&stated), "the rules do not say {stated:?}");
    // Its examples: a win in 8 made a win in 12, a win in 60 made a win in 75.
    assert_eq!(8 + review::mistake_margin(8), 12);
    assert_eq!(60 + review::mistake_margin(60), 75);
    assert!(rules.contains("a win in 8 made a win in 12; a win in 60 made a win in 75"));
}
