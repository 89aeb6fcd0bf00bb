//! Hare and Hounds: the rules checked over every reachable position, codes and moves, and
//! the solver's verdicts (including the published one of Winning Ways).

mod common;

use kibitzer::core::{Game, Outcome, Value};
use kibitzer::games::board::{Direction, military};
use kibitzer::games::hare_hounds::{HareHounds, Position, STALLING_LIMIT, Side, Variant};
use kibitzer::solver::analysis::{Census, analyze};
use kibitzer::solver::search::{Limits, Searcher, Verdict};
use kibitzer::solver::{Progress, Solution, solve};
use std::time::Duration;

fn with_hare_on(hare_start: &str) -> HareHounds {
    HareHounds::new(Variant::with_hare_start(hare_start).expect("valid start")).expect("valid")
}

fn at(code: &str) -> Position {
    HareHounds::standard()
        .parse_state(code)
        .expect("valid code")
}

fn solved(game: &HareHounds) -> Solution<HareHounds> {
    solve(game, &[game.start()], &Progress::new()).expect("not cancelled")
}

/// Every point the hare may start on.
fn hare_starts() -> Vec<&'static str> {
    ["b2", "a3", "b3", "c3", "a4", "b4", "c4", "b5"].to_vec()
}

#[test]
fn winning_ways_the_hounds_win_the_standard_game() {
    // Berlekamp, Conway and Guy, Winning Ways, "the French military game": with the hare
    // on the top point and the hounds moving first, the hounds win.
    let game = HareHounds::standard();
    assert_eq!(game.format_state(&game.start()), "b5/b1a2c2/hounds/0");
    let solution = solved(&game);
    let value = solution.value(&game, &game.start()).expect("solved");
    assert!(
        matches!(value, Value::Win(_)),
        "the hounds should win, got {value}"
    );
}

#[test]
fn the_rules_hold_in_every_reachable_position() {
    for start in hare_starts() {
        let game = with_hare_on(start);
        let board = game.board();
        let solution = solved(&game);
        for pos in solution.states(&game) {
            let pos = &pos;
            let code = game.format_state(pos);
            assert!(
                game.impossibility(pos).is_none(),
                "{code} reached but impossible"
            );
            assert_eq!(game.parse_state(&code), Ok(*pos), "{code} reads back");
            let moves = game.successors(pos);
            match game.outcome(pos) {
                Some(outcome) => {
                    assert!(moves.is_empty(), "{code}: moves after the end");
                    let passed = board.row(pos.hare)
                        < pos.hounds.iter().map(|h| board.row(h)).min().unwrap_or(0);
                    let expected = if passed || pos.stalling == STALLING_LIMIT {
                        Side::Hare
                    } else {
                        pos.to_move.other()
                    };
                    assert_eq!(outcome, Outcome::Winner(expected.seat()), "{code}");
                }
                None => assert!(!moves.is_empty(), "{code}: no move but not over"),
            }
            for (mv, next) in moves {
                let name = game.format_move(pos, &mv);
                assert_eq!(game.parse_move(pos, &name), Ok(mv), "{code} {name}");
                assert_ne!(next.to_move, pos.to_move, "{code} {name}: turns alternate");
                assert!(
                    board.neighbours(mv.from).contains(mv.to),
                    "{code} {name}: not along a line"
                );
                let occupied = pos.hounds.with(pos.hare);
                assert!(!occupied.contains(mv.to), "{code} {name}: lands on a piece");
                match pos.to_move {
                    Side::Hare => {
                        assert_eq!(mv.from, pos.hare, "{code} {name}");
                        assert_eq!(
                            (next.hounds, next.stalling),
                            (pos.hounds, pos.stalling),
                            "{code} {name}"
                        );
                    }
                    Side::Hounds => {
                        assert!(pos.hounds.contains(mv.from), "{code} {name}");
                        let direction = board.direction(mv.from, mv.to);
                        assert_ne!(direction, Direction::Backward, "{code} {name}: backward");
                        let stalling = if direction == Direction::Sideways {
                            pos.stalling + 1
                        } else {
                            0
                        };
                        assert_eq!(next.stalling, stalling, "{code} {name}: stalling count");
                        assert_eq!(next.hare, pos.hare);
                    }
                }
            }
        }
    }
}

#[test]
fn solver_invariants_hold_for_every_hare_start() {
    let game = HareHounds::standard();
    // Every valid position, reachable or not, so that all of them are checked.
    let every = game.every_position().expect("listable");
    let solution = solve(&game, &every, &Progress::new()).expect("not cancelled");
    assert_eq!(solution.len(), every.len());
    for (id, pos) in solution.states(&game).enumerate() {
        let pos = &pos;
        let value = solution.value_of(&game, id);
        let code = game.format_state(pos);
        let children: Vec<Value> = game
            .successors(pos)
            .iter()
            .map(|(_, c)| solution.value(&game, c).expect("children are solved"))
            .collect();
        // Every game ends: no draws.
        assert_ne!(value, Value::Draw, "{code}");
        if children.is_empty() {
            assert!(
                game.outcome(pos).is_some(),
                "{code}: a dead end that is not an ending"
            );
            let winner = game
                .outcome(pos)
                .map(|o| o == Outcome::Winner(pos.to_move.seat()));
            let expected = if winner == Some(true) {
                Value::Win(0)
            } else {
                Value::Loss(0)
            };
            assert_eq!(value, expected, "{code}");
            continue;
        }
        common::check_against_children(&code, value, &children);
    }
    // Each start's solve agrees with the solve of every position.
    for start in hare_starts() {
        let g = with_hare_on(start);
        let from_start = solved(&g);
        for (id, pos) in from_start.states(&game).enumerate() {
            let pos = &pos;
            assert_eq!(
                Some(from_start.value_of(&g, id)),
                solution.value(&game, pos)
            );
        }
    }
}

#[test]
fn analysis_counts_every_code_and_position() {
    let game = HareHounds::standard();
    let (analysis, _) =
        analyze(&game, vec![], &game.start(), Some(3), &Progress::new()).expect("not cancelled");
    // 11 hare points × C(10,3) hound sets × 2 sides × 11 counts; a count of 10 only with
    // the hare to move.
    assert_eq!(analysis.codes_total, 29_040);
    assert_eq!(analysis.positions, Some(29_040 - 11 * 120));
    assert!(
        analysis.reachable > 1000 && analysis.reachable < 29_040,
        "{}",
        analysis.reachable
    );
    assert_eq!(analysis.start_value, "win");
    assert_eq!(analysis.values.draw, 0);
}

#[test]
fn end_rules_by_hand() {
    let game = HareHounds::standard();
    // The hare on b1, every hound above it: it has got past them.
    assert_eq!(
        game.outcome(&at("b1/a3b3c3/hounds/0")),
        Some(Outcome::Winner(1))
    );
    // On a2 with a hound on b2: not past (same row), and the hounds to move.
    assert_eq!(game.outcome(&at("a2/b2b3c3/hounds/0")), None);
    // A hound moving up leaves the hare behind: a2 below b3, b3, c3.
    let after = game.play(
        &at("a2/b2b4c3/hounds/0"),
        &game
            .parse_move(&at("a2/b2b4c3/hounds/0"), "b2-b3")
            .expect("legal"),
    );
    assert_eq!(
        after.map(|p| game.outcome(&p)),
        Ok(Some(Outcome::Winner(1)))
    );
    // The hare on a3 hemmed in by a2, b3, a4: trapped on its turn.
    assert_eq!(
        game.outcome(&at("a3/a2b3a4/hare/0")),
        Some(Outcome::Winner(0))
    );
    // The same with the hounds to move is not over yet.
    assert_eq!(game.outcome(&at("a3/a2b3a4/hounds/0")), None);
    // The hare at b5 with hounds a4, b4, c4: trapped.
    assert_eq!(
        game.outcome(&at("b5/a4b4c4/hare/3")),
        Some(Outcome::Winner(0))
    );
    // The same hounds to move: every hound move is sideways or up to b5 (taken) — none.
    assert_eq!(
        game.outcome(&at("b5/a4b4c4/hounds/3")),
        Some(Outcome::Winner(1))
    );
}

#[test]
fn the_tenth_sideways_move_loses() {
    let game = HareHounds::standard();
    let pos = at("b5/a2b3c2/hounds/9");
    let sideways = game.parse_move(&pos, "a2-b2").expect("legal");
    let after = game.apply(&pos, &sideways);
    assert_eq!(game.format_state(&after), "b5/b2c2b3/hare/10");
    assert_eq!(game.outcome(&after), Some(Outcome::Winner(1)));
    // A forward move resets the count.
    let forward = game.parse_move(&pos, "a2-a3").expect("legal");
    assert_eq!(game.apply(&pos, &forward).stalling, 0);
    // A hare move leaves it alone.
    let hare = at("c4/a2b3c2/hare/4");
    let step = game.parse_move(&hare, "c4-b4").expect("legal");
    assert_eq!(game.apply(&hare, &step).stalling, 4);
    // Even a tenth sideways move that traps the hare loses for the hounds.
    let trap = at("a3/a2c3a4/hounds/9");
    let closed = game.apply(&trap, &game.parse_move(&trap, "c3-b3").expect("legal"));
    assert_eq!(game.format_state(&closed), "a3/a2b3a4/hare/10");
    assert_eq!(game.outcome(&closed), Some(Outcome::Winner(1)));
    // With a count of 8 the same move traps the hare: the hounds win.
    let trap = at("a3/a2c3a4/hounds/8");
    let closed = game.apply(&trap, &game.parse_move(&trap, "c3-b3").expect("legal"));
    assert_eq!(game.outcome(&closed), Some(Outcome::Winner(0)));
}

#[test]
fn codes_read_back_and_bad_codes_name_the_problem() {
    let game = HareHounds::standard();
    for pos in game.every_position().expect("listable") {
        let code = game.format_state(&pos);
        assert_eq!(game.parse_state(&code), Ok(pos), "{code}");
    }
    // Hounds in any order, separated or not.
    assert_eq!(at("b5/c2,a2,b1/HOUNDS/0"), game.start());
    let bad = [
        ("", "empty"),
        (
            "b5/b1a2c2/hounds",
            "has 3 parts separated by '/', but 4 are needed (hare/hounds/side/stalling count",
        ),
        (
            "d5/b1a2c2/hounds/0",
            "'d5' is not a point of the 11-point military board",
        ),
        ("b5/b1a2/hounds/0", "has 2 hounds, but 3 are needed"),
        ("b5/b1a2c2b2/hounds/0", "has 4 hounds, but 3 are needed"),
        ("b1/b1a2c2/hounds/0", "b1 holds both the hare and a hound"),
        ("b5/b1a2a2/hounds/0", "a2 is written twice"),
        (
            "b5/b1a2c2/fox/0",
            "the side to move is 'hounds' or 'hare', not 'fox'",
        ),
        (
            "b5/b1a2c2/hounds/11",
            "the stalling count is a number from 0 to 10, not '11'",
        ),
        ("b5/b1a2c2/hounds/x", "not 'x'"),
        (
            "b5/b1a2c2/hounds/10",
            "a count of 10 stands only with the hare to move",
        ),
    ];
    for (code, message) in bad {
        let err = game.parse_state(code).expect_err(code).to_string();
        assert!(err.contains(message), "{code}: {err}");
    }
}

#[test]
fn illegal_moves_name_the_problem() {
    let game = HareHounds::standard();
    let start = game.start();
    let bad = [
        ("b2", "write a step as b1-b2"),
        ("b1xb3", "nothing is captured"),
        ("b1-b9", "'b9' is not a point"),
        ("b3-b4", "there is no hound on b3"),
        ("b5-b4", "it is the hounds' turn, not the hare's"),
        ("b1-b3", "b1 and b3 are not joined by a line"),
        ("b1-a2", "a2 is taken by a hound"),
    ];
    for (text, message) in bad {
        let err = game.parse_move(&start, text).expect_err(text).to_string();
        assert!(err.contains(message), "{text}: {err}");
    }
    let pos = at("b5/b2b3c3/hounds/0");
    let err = game
        .parse_move(&pos, "b3-a2")
        .expect_err("backward")
        .to_string();
    assert!(err.contains("hounds never move backward"), "{err}");
    let hare = at("b5/b2b3c3/hare/0");
    let err = game
        .parse_move(&hare, "a4-a3")
        .expect_err("not the hare")
        .to_string();
    assert!(err.contains("the hare is on b5, not a4"), "{err}");
    let over = at("b1/a3b3c3/hounds/0");
    let err = game
        .parse_move(&over, "a3-a4")
        .expect_err("over")
        .to_string();
    assert!(err.contains("the game is over"), "{err}");
    assert_eq!(game.board(), military());
}

#[test]
fn every_hare_start_is_solved() {
    for start in hare_starts() {
        let game = with_hare_on(start);
        let solution = solved(&game);
        let value = solution.value(&game, &game.start()).expect("solved");
        println!(
            "hare on {start}: hounds {value} ({} positions)",
            solution.len()
        );
        assert_ne!(value, Value::Draw, "{start}");
    }
}

#[test]
fn the_search_proves_the_solved_values() {
    // The generic search (built for Fox and Geese) must agree with the exact solution
    // wherever it claims a proof: a check of the search on a whole game.
    let game = HareHounds::standard();
    let solution = solved(&game);
    let mut searcher = Searcher::with_table_bits(game.clone(), 16);
    let limits = Limits {
        time: Duration::from_millis(200),
        max_depth: 60,
    };
    let mut proven = 0;
    let sample: Vec<Position> = solution.states(&game).step_by(211).collect();
    for pos in &sample {
        let report = searcher
            .search(pos, limits, &Progress::new())
            .expect("not cancelled");
        let exact = solution.value(&game, pos).expect("solved");
        let code = game.format_state(pos);
        match report.verdict {
            Verdict::Proven(value) => {
                proven += 1;
                assert_eq!(value, exact, "{code}");
            }
            Verdict::ProvenWithin(value) => {
                assert_eq!(value.word(), exact.word(), "{code}");
                assert!(value.remoteness() >= exact.remoteness(), "{code}");
            }
            Verdict::Estimate { .. } => {}
            Verdict::Solved { .. } => panic!("{code}: a search alone never reads a table"),
        }
    }
    assert!(
        proven * 10 >= sample.len() * 9,
        "only {proven} of {} proven",
        sample.len()
    );
    // The start too: a win for the hounds in 23.
    let report = searcher
        .search(&game.start(), limits, &Progress::new())
        .expect("not cancelled");
    assert_eq!(
        report.verdict,
        Verdict::Proven(solution.value(&game, &game.start()).expect("solved"))
    );
}

/// Every step that is not legal, in every reachable position of every start, is refused
/// by the rule it breaks, and that rule holds there (the rules both hound games share,
/// worded with this game's pieces).
#[test]
fn every_illegal_step_is_refused_by_the_rule_it_breaks() {
    let mut seen = std::collections::BTreeSet::new();
    for start in hare_starts() {
        let game = with_hare_on(start);
        let board = game.board();
        for pos in solved(&game).states(&game) {
            let pos = &pos;
            let legal = game.legal_moves(pos);
            let code = game.format_state(pos);
            for from in board.all() {
                for to in board.all().filter(|&to| to != from) {
                    let mv = kibitzer::games::hare_hounds::Move { from, to };
                    if legal.contains(&mv) {
                        continue;
                    }
                    let reason = game.why_illegal(pos, &mv);
                    let holds = match reason.key() {
                        "hh-over" => game.outcome(pos).is_some(),
                        "hh-hare-elsewhere" => pos.to_move == Side::Hare && from != pos.hare,
                        "hh-hounds-turn" => pos.to_move == Side::Hounds && from == pos.hare,
                        "hh-no-hound" => !pos.hounds.contains(from) && from != pos.hare,
                        "hh-not-neighbour" => !board.neighbours(from).contains(to),
                        "hh-taken-by-hare" => to == pos.hare,
                        "hh-taken-by-hound" => pos.hounds.contains(to),
                        "hh-backward" => board.direction(from, to) == Direction::Backward,
                        _ => false,
                    };
                    assert!(holds, "{code} {mv:?}: {reason}");
                    seen.insert(reason.key());
                }
            }
        }
    }
    assert_eq!(seen.len(), 8, "every rule is met: {seen:?}");
}
