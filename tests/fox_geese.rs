//! Fox and Geese: the rules from hand-checked positions, codes and moves, and the search
//! (proven verdicts agree with the exact retrograde solution; answers come in time).

use kibitzer::core::{Game, Outcome, Value};
use kibitzer::games::board::cross;
use kibitzer::games::fox_geese::{FoxGeese, Position, Side, Variant, is_third_repetition};
use kibitzer::solver::search::{Limits, Searcher, Verdict, search, spawn};
use kibitzer::solver::{Progress, solve};
use std::time::Duration;

fn game(geese: u8, sideways: bool) -> FoxGeese {
    FoxGeese::new(Variant::new(geese, sideways).expect("valid")).expect("valid")
}

fn at(game: &FoxGeese, code: &str) -> Position {
    game.parse_state(code).expect("valid code")
}

/// The names of the legal moves of `code`, sorted.
fn names(game: &FoxGeese, code: &str) -> Vec<String> {
    let pos = at(game, code);
    let mut names: Vec<String> = game
        .legal_moves(&pos)
        .iter()
        .map(|m| game.format_move(&pos, m))
        .collect();
    names.sort();
    names
}

fn list(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| (*s).to_owned()).collect();
    v.sort();
    v
}

#[test]
fn starts_and_first_moves() {
    for (geese, code) in [
        (13, "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox"),
        (15, "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3a4g4/fox"),
        (17, "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3a4b4f4g4/fox"),
    ] {
        let g = game(geese, false);
        assert_eq!(g.format_state(&g.start()), code);
        assert_eq!(g.start().geese.len(), usize::from(geese));
    }
    let g = game(13, false);
    // The fox cannot jump anything at the start: c3 and e3 have no point beyond on the
    // board's lines (b2, f2 are missing), d3 has d2 behind it.
    assert_eq!(
        names(&g, "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox"),
        list(&["d4-c4", "d4-e4", "d4-c5", "d4-d5", "d4-e5"])
    );
    // Then each goose of row 3 steps up; a3 to a4 or b4, ...
    let after = at(&g, "d5/c1d1e1c2d2e2a3b3c3d3e3f3g3/geese");
    // a3 and g3 have two points ahead, the others three (d4 is free now).
    assert_eq!(g.legal_moves(&after).len(), 2 + 3 + 3 + 3 + 3 + 3 + 2);
}

#[test]
fn captures_and_chains() {
    let g = game(13, false);
    // One jump takes d5, leaving three geese: the fox has won.
    let code = "d4/c1d1e1d5/fox";
    let moves = names(&g, code);
    assert!(moves.contains(&"d4xd6".to_owned()), "{moves:?}");
    assert_eq!(moves.len(), 8);
    let pos = at(&g, code);
    let mv = g.parse_move(&pos, "d4xd6").expect("legal");
    let after = g.apply(&pos, &mv);
    assert_eq!(g.format_state(&after), "d6/c1d1e1/geese");
    assert_eq!(g.outcome(&after), Some(Outcome::Winner(0)));
    assert!(g.legal_moves(&after).is_empty());
    // A chain may stop after any jump: c3xc5, c3xc5xe5, c3xc5xe5xe3.
    let chains: Vec<String> = names(&g, "c3/c1c4e4d5/fox")
        .into_iter()
        .filter(|m| m.contains('x'))
        .collect();
    assert_eq!(chains, list(&["c3xc5", "c3xc5xe5", "c3xc5xe5xe3"]));
    // A chain may come back to the fox's own starting point.
    let code = "d4/c1d1c4c5d5/fox";
    let pos = at(&g, code);
    let mv = g.parse_move(&pos, "d4xd6xb4xd4").expect("legal");
    assert_eq!(g.format_state(&g.apply(&pos, &mv)), "d4/c1d1/geese");
    // Two ways round capture the same geese: one move, named by the first path found,
    // and either name reads as that move.
    assert!(g.legal_moves(&pos).contains(&mv));
    let name = g.format_move(&pos, &mv);
    assert_eq!(g.parse_move(&pos, &name), Ok(mv));
    assert_eq!(g.parse_move(&pos, "d4xb4xd6xd4"), Ok(mv));
    assert_eq!(
        names(&g, code)
            .iter()
            .filter(|n| n.ends_with("xd4"))
            .count(),
        1
    );
}

#[test]
fn jumps_are_blocked_at_the_edge_of_the_cross() {
    let g = game(13, false);
    // From a4: over a5 there is no a6, over a3 no a2, over b5 no line to c6 (b6 is
    // missing); only b4 can be taken, landing on c4. The one free step is b3.
    assert_eq!(names(&g, "a4/a3b3a5b5b4/fox"), list(&["a4xc4"]));
    assert_eq!(names(&g, "a4/a3a5b5b4/fox"), list(&["a4-b3", "a4xc4"]));
    // A jump needs an empty landing point.
    assert_eq!(names(&g, "a4/a3a5b5b4c4/fox"), list(&["a4-b3"]));
    // The corner of an arm: c2 and b3 are not joined (the line would cross the empty
    // corner at b2), so the fox can neither step to b3 nor jump it to a4; c1 and d1 have
    // nothing beyond them.
    assert_eq!(
        names(&g, "c2/c1d1e1b3/fox"),
        list(&["c2-d2", "c2-c3", "c2-d3"])
    );
}

#[test]
fn the_fox_wins_when_the_geese_cannot_move() {
    let plain = game(13, false);
    // Geese on the top arm and a5: nothing can go up.
    let stuck = at(&plain, "d4/a5c7d7e7/geese");
    assert_eq!(plain.outcome(&stuck), Some(Outcome::Winner(0)));
    assert!(plain.legal_moves(&stuck).is_empty());
    // With sideways moves a5 can still go to b5.
    let sideways = game(13, true);
    let pos = at(&sideways, "d4/a5c7d7e7/geese");
    assert_eq!(sideways.outcome(&pos), None);
    assert_eq!(names(&sideways, "d4/a5c7d7e7/geese"), list(&["a5-b5"]));
}

#[test]
fn the_geese_win_when_the_fox_is_trapped() {
    let g = game(13, false);
    // The fox in the corner c1: d1, c2, d2 taken and every landing point behind them too.
    let code = "c1/d1e1c2d2c3e3/fox";
    assert_eq!(g.outcome(&at(&g, code)), Some(Outcome::Winner(1)));
    assert!(names(&g, code).is_empty());
    // Free e3 and the fox escapes by jumping d2, and may go on over f3.
    assert_eq!(
        names(&g, "c1/d1e1c2d2c3f3/fox"),
        list(&["c1xe3", "c1xe3xg3"])
    );
}

#[test]
fn geese_move_forward_and_sideways_only_with_the_option() {
    let plain = game(13, false);
    let code = "d6/c1d1e1c2d2e2c4d4e4/geese";
    let pos = at(&plain, code);
    for (mv, next) in plain.successors(&pos) {
        let board = plain.board();
        assert!(
            board.row(mv.to) == board.row(mv.from) + 1,
            "{}",
            plain.format_move(&pos, &mv)
        );
        assert_eq!(next.to_move, Side::Fox);
    }
    let err = plain
        .parse_move(&pos, "d4-d3")
        .expect_err("backward")
        .to_string();
    assert!(err.contains("geese never move backward"), "{err}");
    let err = plain
        .parse_move(&pos, "e4-f4")
        .expect_err("sideways")
        .to_string();
    assert!(
        err.contains("sideways only with the sideways option"),
        "{err}"
    );
    let sideways = game(13, true);
    assert!(sideways.parse_move(&pos, "e4-f4").is_ok());
    assert!(sideways.parse_move(&pos, "d4-d3").is_err());
}

#[test]
fn the_third_repetition_is_a_draw() {
    let g = game(13, true);
    let a = at(&g, "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox");
    let b = at(&g, "d5/c1d1e1c2d2e2a3b3c3d3e3f3g3/geese");
    assert!(!is_third_repetition(&[a, b, a, b]));
    assert!(!is_third_repetition(&[a, a, a, b]));
    assert!(is_third_repetition(&[a, b, a, b, a]));
    assert!(!is_third_repetition(&[]));
}

#[test]
fn codes_read_back_and_bad_codes_name_the_problem() {
    let g = game(13, false);
    assert_eq!(
        at(&g, "D4/g3,f3,e3,d3,c3,b3,a3,e2,d2,c2,e1,d1,c1/FOX"),
        g.start()
    );
    let bad = [
        ("", "empty"),
        (
            "d4/c1d1e1",
            "has 2 parts separated by '/', but 3 are needed (fox/geese/side",
        ),
        (
            "a1/c1d1e1c2/geese",
            "'a1' is not a point of the 33-point cross",
        ),
        ("d4/c1d1e1d4/geese", "d4 holds both the fox and a goose"),
        ("d4/c1d1e1c1/geese", "c1 is written twice"),
        (
            "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3a4/geese",
            "this game has 13 geese, not 14",
        ),
        ("d4/c1d1e1c2d2e2a2/geese", "'a2' is not a point"),
        (
            "d4/c1d1e1c2d2e2c3d3e3a3b3f3g3/hare",
            "the side to move is 'fox' or 'geese', not 'hare'",
        ),
        ("d4/c1d1e1/fox", "with 3 it cannot be the fox's turn"),
    ];
    for (code, message) in bad {
        let err = g.parse_state(code).expect_err(code).to_string();
        assert!(err.contains(message), "{code}: {err}");
    }
    let g17 = game(17, false);
    let err = g17
        .parse_state("d6/c1d1e1c2d2e2a3b3c3d3e3f3g3a4b4f4g4c4/geese")
        .expect_err("18")
        .to_string();
    assert!(err.contains("this game has 17 geese, not 18"), "{err}");
    // Any number of geese down to none reads back (the fox has won below four).
    for code in [
        "d6/c1d1e1c2d2e2a3b3c3d3e3f3g3/geese",
        "d6/c7/geese",
        "d6//geese",
    ] {
        assert_eq!(g.format_state(&at(&g, code)), code);
    }
}

#[test]
fn illegal_moves_name_the_problem() {
    let g = game(13, false);
    let start = g.start();
    let bad = [
        ("d4", "write a step as b1-b2"),
        ("d4-d6", "d4 and d6 are not joined by a line"),
        ("d4-d3", "d3 is taken by a goose"),
        ("c3-c4", "it is the fox's turn, not the geese's"),
        ("d4xd2", "d2 is taken by a goose"),
        ("d4xb2", "'b2' is not a point"),
        ("d4xf4", "there is no goose on e4 to jump over"),
        ("e4xe6", "a chain starts where the fox stands, d4, not e4"),
        ("d4xd5", "no jump goes from d4 to d5"),
    ];
    for (text, message) in bad {
        let err = g.parse_move(&start, text).expect_err(text).to_string();
        assert!(err.contains(message), "{text}: {err}");
    }
    let pos = at(&g, "c3/c1c4e4d5/fox");
    let err = g
        .parse_move(&pos, "c3xc5xc3")
        .expect_err("taken twice")
        .to_string();
    assert!(
        err.contains("the goose on c4 is already taken earlier in this chain"),
        "{err}"
    );
    let geese = at(&g, "d5/c1d1e1c2d2e2a3b3c3d3e3f3g3/geese");
    let err = g
        .parse_move(&geese, "d5xd3")
        .expect_err("geese")
        .to_string();
    assert!(err.contains("geese never capture"), "{err}");
    let err = g.parse_move(&geese, "d5-d6").expect_err("fox").to_string();
    assert!(
        err.contains("it is the geese's turn, not the fox's"),
        "{err}"
    );
}

#[test]
fn chains_can_be_built_one_jump_at_a_time() {
    let g = game(13, false);
    let board = cross();
    let pos = at(&g, "c3/c1c4e4d5/fox");
    let p = |n: &str| board.point(n).expect("point");
    let first: Vec<&str> = g
        .next_jumps(&pos, &[p("c3")])
        .iter()
        .map(|j| board.name(j.to))
        .collect();
    assert_eq!(first, vec!["c5"]);
    let second: Vec<&str> = g
        .next_jumps(&pos, &[p("c3"), p("c5")])
        .iter()
        .map(|j| board.name(j.to))
        .collect();
    assert_eq!(second, vec!["e5"]);
    let mv = g
        .chain_move(&pos, &[p("c3"), p("c5"), p("e5")])
        .expect("a chain");
    assert_eq!(g.format_move(&pos, &mv), "c3xc5xe5");
    assert!(g.chain_move(&pos, &[p("c3")]).is_none());
    assert!(g.next_jumps(&pos, &[p("c3"), p("e5")]).is_empty());
    assert_eq!(board.names(g.destinations(&pos, p("c3"))), "c2d2b3d3b4d4c5");
    assert!(g.destinations(&pos, p("c4")).is_empty());
}

/// Searches 40 decided positions and 10 drawn ones reachable from `code` (spread evenly)
/// with one searcher, so that its table carries over, and checks every verdict that names
/// a winner against the retrograde solution; returns how many decided positions were proven
/// with exact remoteness.
fn proofs_agree(game: &FoxGeese, code: &str) -> usize {
    let root = at(game, code);
    let solution = solve(game, &[root], &Progress::new()).expect("not cancelled");
    let every: Vec<Position> = solution.states(game).collect();
    let (draws, decided): (Vec<&Position>, Vec<&Position>) = every
        .iter()
        .partition(|p| solution.value(game, p) == Some(Value::Draw));
    let spread = |list: &[&Position], count: usize| -> Vec<Position> {
        let every = (list.len() / count).max(1);
        list.iter()
            .step_by(every)
            .take(count)
            .map(|p| **p)
            .collect()
    };
    let mut searcher = Searcher::with_table_bits(game.clone(), 16);
    // Bounded by depth, not time, so that what is proven does not depend on how fast or
    // busy the machine is (the time is only a guard against a runaway search).
    let limits = Limits {
        time: Duration::from_secs(120),
        max_depth: PROOF_DEPTH,
    };
    let mut proven = 0;
    for pos in spread(&decided, 40).iter().chain(&spread(&draws, 10)) {
        let report = searcher
            .search(pos, limits, &Progress::new())
            .expect("not cancelled");
        let exact = solution.value(game, pos).expect("solved");
        let code = game.format_state(pos);
        match report.verdict {
            Verdict::Proven(value) => {
                proven += 1;
                assert_eq!(value, exact, "{code}: search {value}, solver {exact}");
                // The best move keeps the value.
                if let Some(best) = report.moves.first() {
                    assert_eq!(best.verdict, Verdict::Proven(value), "{code}");
                }
            }
            Verdict::ProvenWithin(value) => {
                // The winner is right and the game ends no later than said.
                assert_eq!(
                    value.word(),
                    exact.word(),
                    "{code}: search {value}, solver {exact}"
                );
                assert!(
                    value.remoteness() >= exact.remoteness(),
                    "{code}: search {value}, solver {exact}"
                );
            }
            Verdict::Estimate { .. } => {}
            Verdict::Solved { .. } => panic!("{code}: a search alone never reads a table"),
        }
    }
    proven
}

/// The depth of the searches whose proofs are compared with the solver's.
const PROOF_DEPTH: u32 = 16;

#[test]
fn search_proofs_agree_with_the_retrograde_solution() {
    for (sideways, code) in [
        (false, "d3/b4c4d4e4f4/fox"),
        (false, "d6/c4d4e4c5e5/geese"),
        (true, "d7/b5c5d5e5f5/fox"),
        (true, "d4/c6d6e6c7e7/geese"),
    ] {
        let g = game(13, sideways);
        let proven = proofs_agree(&g, code);
        println!("{code} sideways {sideways}: {proven} of 40 decided positions proven");
        assert!(
            proven >= 35,
            "{code}: only {proven} of 40 proven at depth {PROOF_DEPTH}"
        );
    }
}

#[test]
/// How fast the search answers is measured by `kibitzer bench --game fox-geese`, not here:
/// these machines are shared, and a wall-clock bound would fail for the wrong reason.
fn the_search_answers_and_can_be_cancelled() {
    for (geese, sideways) in [(13, false), (17, true)] {
        let g = game(geese, sideways);
        let limits = Limits {
            time: Duration::from_millis(300),
            max_depth: 200,
        };
        let report = search(&g, &g.start(), limits, &Progress::new()).expect("not cancelled");
        assert!(report.best.is_some() && report.depth >= 4, "{report:?}");
        assert!(!report.pv.is_empty());
        assert_eq!(report.moves.len(), g.legal_moves(&g.start()).len());
        println!(
            "{}: {} depth {} {:.0} nodes/s",
            g.variant(),
            report.verdict,
            report.depth,
            report.nodes_per_second()
        );
    }
    let g = game(13, false);
    let job = spawn(
        g.clone(),
        g.start(),
        Limits {
            time: Duration::from_secs(600),
            max_depth: 200,
        },
    );
    std::thread::sleep(Duration::from_millis(50));
    job.cancel();
    // Without the cancel the search would run for its ten minutes; with it, it stops and
    // says it was cancelled.
    assert!(job.wait().is_err());
}

#[test]
fn the_search_sees_a_won_capture_at_once() {
    let g = game(13, false);
    let pos = at(&g, "d4/c1d1e1d5/fox");
    let report = search(&g, &pos, Limits::default(), &Progress::new()).expect("not cancelled");
    assert_eq!(report.verdict, Verdict::Proven(Value::Win(1)));
    assert_eq!(
        report.best.map(|m| g.format_move(&pos, &m)),
        Some("d4xd6".to_owned())
    );
    // A finished game is proven as it stands.
    let over = at(&g, "d6/c1d1e1/geese");
    let report = search(&g, &over, Limits::default(), &Progress::new()).expect("not cancelled");
    assert_eq!(report.verdict, Verdict::Proven(Value::Loss(0)));
    assert_eq!(report.best, None);
}
