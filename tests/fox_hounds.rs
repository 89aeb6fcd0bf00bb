//! Fox and Hounds: the rules by hand and over every reachable position of every start, codes
//! and moves, and the retrograde solution checked against its own invariants and against a
//! plain minimax written here.

mod common;

use kibitzer::core::{Game, Outcome, Value};
use kibitzer::games::board::{Direction, PointSet};
use kibitzer::games::fox_hounds::{FOX_STARTS, FoxHounds, Position, Side, Variant};
use kibitzer::solver::analysis::{Census, analyze};
use kibitzer::solver::search::{Limits, Searcher, Verdict};
use kibitzer::solver::{Progress, Solution, solve};
use proptest::prelude::*;
use std::collections::HashMap;
use std::time::Duration;

/// The game with the fox starting on `fox_start`, the hounds moving first if asked.
fn game_of(fox_start: &str, hounds_first: bool) -> FoxHounds {
    let variant = Variant {
        hounds_first,
        ..Variant::with_fox_start(fox_start).expect("a row-8 square")
    };
    FoxHounds::new(variant).expect("valid")
}

/// A position of the standard game (the fox moving first).
fn at(code: &str) -> Position {
    FoxHounds::standard().parse_state(code).expect("valid code")
}

/// The names of the legal moves.
fn move_names(game: &FoxHounds, pos: &Position) -> Vec<String> {
    let mut names: Vec<String> = game
        .legal_moves(pos)
        .iter()
        .map(|mv| game.format_move(pos, mv))
        .collect();
    names.sort();
    names
}

/// Every position reachable from the game's start, solved.
fn solved(game: &FoxHounds) -> Solution<FoxHounds> {
    solve(game, &[game.start()], &Progress::new()).expect("not cancelled")
}

#[test]
fn start_positions_for_each_fox_start_and_first_mover() {
    for start in FOX_STARTS {
        let fox_first = game_of(start, false);
        let pos = fox_first.start();
        assert_eq!(
            fox_first.format_state(&pos),
            format!("{start}/a1c1e1g1/fox")
        );
        assert_eq!(fox_first.to_move(&pos), 0, "seat 0 is the fox");
        assert_eq!(fox_first.outcome(&pos), None);
        let hounds_first = game_of(start, true);
        let pos = hounds_first.start();
        assert_eq!(
            hounds_first.format_state(&pos),
            format!("{start}/a1c1e1g1/hounds")
        );
        assert_eq!(hounds_first.to_move(&pos), 1, "seat 1 is the hounds");
        // Each hound may step up to either side, except a1, which has only b2.
        assert_eq!(
            move_names(&hounds_first, &pos),
            [
                "a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2"
            ]
        );
    }
    let standard = FoxHounds::standard();
    assert_eq!(standard.start(), at("d8/a1c1e1g1/fox"));
    assert_eq!(move_names(&standard, &standard.start()), ["d8-c7", "d8-e7"]);
    // h8 is a corner: its only neighbour is g7.
    let corner = game_of("h8", false);
    assert_eq!(move_names(&corner, &corner.start()), ["h8-g7"]);
}

#[test]
fn the_fox_steps_both_ways_and_the_hounds_only_forward() {
    let game = FoxHounds::standard();
    // Hounds a3 and g3 have made two moves each and the fox four (d8-c7-d6-c5-d4): in the
    // open the fox has all four diagonal neighbours, two of them back up the board.
    let fox = at("d4/c1e1a3g3/fox");
    assert_eq!(
        move_names(&game, &fox),
        ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
    // After d4-e5 the hounds step only up a row: a3 to b4 but not back to b2, g3 to f4 or
    // h4 but not back to f2 or h2.
    let hounds = at("e5/c1e1a3g3/hounds");
    assert_eq!(
        move_names(&game, &hounds),
        [
            "a3-b4", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g3-f4", "g3-h4"
        ]
    );
    for (text, reason) in [
        ("a3-b2", "hounds only move forward, up a row, never back"),
        ("g3-h2", "hounds only move forward, up a row, never back"),
        ("e5-d4", "it is the hounds' turn, not the fox's"),
        ("b2-c3", "there is no hound on b2"),
        ("a3-c5", "c5 is not next to a3"),
    ] {
        let err = game.parse_move(&hounds, text).expect_err(text).to_string();
        assert!(err.contains(reason), "{text}: {err}");
    }
    // Next to a hound: the fox on b4 cannot step onto a3, and a3 has no move while the fox
    // stands on b4 (its other square, b2, is behind it).
    let beside = at("b4/c1e1a3g3/fox");
    assert_eq!(move_names(&game, &beside), ["b4-a5", "b4-c3", "b4-c5"]);
    let err = game.parse_move(&beside, "b4-a3").expect_err("taken");
    assert!(err.to_string().contains("a3 is taken by a hound"), "{err}");
    let blocked = at("b4/c1e1a3h4/hounds");
    let err = game.parse_move(&blocked, "a3-b4").expect_err("the fox");
    assert!(err.to_string().contains("b4 is taken by the fox"), "{err}");
    assert!(
        move_names(&game, &blocked)
            .iter()
            .all(|m| !m.starts_with("a3"))
    );
    // Only dark squares, one step at a time.
    for (text, reason) in [
        ("d4-d5", "'d5' is not a point of the 8×8 checkerboard"),
        ("d4-c4", "'c4' is not a point"),
        ("d4-b6", "b6 is not next to d4"),
        ("c5-b6", "the fox is on d4, not c5"),
        ("d4", "write a step as b1-b2"),
        ("d4xb6", "nothing is captured in Fox and Hounds"),
    ] {
        let err = game.parse_move(&fox, text).expect_err(text).to_string();
        assert!(err.contains(reason), "{text}: {err}");
    }
}

#[test]
fn the_fox_wins_on_row_1() {
    let game = FoxHounds::standard();
    // The a1 hound has gone up to a7 (six moves) and the fox has come down to b2 in six:
    // a1 is free, and the fox steps onto it.
    let pos = at("b2/c1e1g1a7/fox");
    assert_eq!(move_names(&game, &pos), ["b2-a1", "b2-a3", "b2-c3"]);
    let mv = game.parse_move(&pos, "b2-a1").expect("legal");
    let after = game.play(&pos, &mv).expect("legal");
    assert_eq!(game.format_state(&after), "a1/c1e1g1a7/hounds");
    assert_eq!(
        game.outcome(&after),
        Some(Outcome::Winner(Side::Fox.seat()))
    );
    assert!(game.legal_moves(&after).is_empty());
    let err = game.parse_move(&after, "a7-b8").expect_err("over");
    assert!(err.to_string().contains("the game is over"), "{err}");
    for hound in after.hounds.iter() {
        assert_eq!(game.destinations(&after, hound), PointSet::EMPTY);
    }
}

#[test]
fn hounds_without_a_move_lose() {
    let game = FoxHounds::standard();
    // Three hounds on row 8 can go no further, and the one on e7 is blocked by two of
    // them (d8 and f8): on their turn the hounds have no move, and the fox wins (21 + 6
    // hound moves, so 28 fox moves, which can leave it on b2).
    let stuck = at("b2/e7d8f8h8/hounds");
    assert!(game.legal_moves(&stuck).is_empty());
    assert_eq!(
        game.outcome(&stuck),
        Some(Outcome::Winner(Side::Fox.seat()))
    );
    // With d8 free the e7 hound can still move: not over.
    let free = at("c3/a7e7f8h8/hounds");
    assert_eq!(move_names(&game, &free), ["a7-b8", "e7-d8"]);
    assert_eq!(game.outcome(&free), None);
}

#[test]
fn a_fox_without_a_move_loses() {
    let game = FoxHounds::standard();
    // In the corner h8 behind a hound on g7 (g1-h2-g3-h4-g5-h6-g7), on its turn.
    let cornered = at("h8/a1c1e1g7/fox");
    assert!(game.legal_moves(&cornered).is_empty());
    assert_eq!(
        game.outcome(&cornered),
        Some(Outcome::Winner(Side::Hounds.seat()))
    );
    // Surrounded in the open: the hounds close the last gap with f4-e5.
    let before = at("d4/c3e3c5f4/hounds");
    assert_eq!(game.outcome(&before), None);
    let mv = game.parse_move(&before, "f4-e5").expect("legal");
    let trapped = game.play(&before, &mv).expect("legal");
    assert_eq!(game.format_state(&trapped), "d4/c3e3c5e5/fox");
    assert_eq!(
        game.outcome(&trapped),
        Some(Outcome::Winner(Side::Hounds.seat()))
    );
    // Only the side to move counts: when the hounds move first, the cornered fox above
    // stands with the hounds to move (six moves each), and the game goes on.
    let hounds_first = game_of("d8", true);
    let waiting = hounds_first
        .parse_state("h8/a1c1e1g7/hounds")
        .expect("valid when the hounds begin");
    assert_eq!(hounds_first.outcome(&waiting), None);
    assert_eq!(move_names(&hounds_first, &waiting).len(), 6);
}

#[test]
fn codes_read_back_and_bad_codes_name_the_problem() {
    let game = FoxHounds::standard();
    // Hounds in any order, separated or not, and any case.
    assert_eq!(at(" D8/g1,e1 c1A1/FOX "), game.start());
    let bad = [
        ("", "empty"),
        ("   ", "empty"),
        (
            "d8/a1c1e1g1",
            "has 2 parts separated by '/', but 3 are needed (fox/hounds/side to move",
        ),
        ("d8/a1c1e1g1/fox/0", "has 4 parts"),
        (
            "d9/a1c1e1g1/fox",
            "'d9' is not a point of the 8×8 checkerboard",
        ),
        (
            "e8/a1c1e1g1/fox",
            "'e8' is not a point of the 8×8 checkerboard (the 32 dark squares",
        ),
        ("d8/a1b1e1g1/fox", "'b1' is not a point"),
        ("d8/a1c1e1g1x/fox", "'x' is not a point name"),
        ("d8/a1c1e1e1/fox", "e1 is written twice"),
        ("c1/a1c1e1g1/fox", "c1 holds both the fox and a hound"),
        ("d8/a1c1e1/fox", "has 3 hounds, but 4 are needed"),
        ("d8/a1c1e1g1b2/fox", "has 5 hounds, but 4 are needed"),
        ("d8//fox", "has 0 hounds"),
        (
            "d8/a1c1e1g1/hare",
            "the side to move is 'fox' or 'hounds', not 'hare'",
        ),
        ("d8/a1c1e1g1/", "not ''"),
        ("d8\u{7}/a1c1e1g1/fox", "'d8\\u{7}' is not a point"),
        ("d8/a1c1e1g1/fo\u{0}x", "not 'fo\\0x'"),
        ("d8/a1\nc1e1g1/fox", "is not a point name"),
        ("d8/a1c1e1g1/fox\u{1b}[0m", "not 'fox\\u{1b}[0m'"),
        // The fox moves first, so at the start it is not the hounds' turn.
        (
            "d8/a1c1e1g1/hounds",
            "hounds whose rows add up to 4 have made 0 moves and the fox 1 move, but each fox move changes its row by one",
        ),
        // Two hound moves and three fox moves cannot bring the fox down to a1.
        (
            "a1/c1e1g1a3/hounds",
            "too few to come down from row 8 to a1",
        ),
        (
            "a1/c1e1g1a7/fox",
            "the fox can only reach row 1 by its own move",
        ),
    ];
    for (code, message) in bad {
        let err = game.parse_state(code).expect_err(code).to_string();
        assert!(err.contains(message), "{code:?}: {err}");
    }
    let hounds_first = game_of("d8", true);
    assert!(hounds_first.parse_state("d8/a1c1e1g1/hounds").is_ok());
    let err = hounds_first
        .parse_state("d8/a1c1e1g1/fox")
        .expect_err("the hounds begin")
        .to_string();
    assert!(
        err.contains("the hounds move first and none has moved yet"),
        "{err}"
    );
}

#[test]
fn the_census_lists_every_possible_code() {
    for game in [FoxHounds::standard(), game_of("d8", true)] {
        let every = game.every_position().expect("listable");
        // 32 fox squares × C(31, 4) hound sets × 2 sides.
        assert_eq!(game.codes_total(), 32 * 31_465 * 2);
        assert!(every.len() < 32 * 31_465, "{}", every.len());
        for pos in &every {
            let code = game.format_state(pos);
            assert_eq!(game.parse_state(&code), Ok(*pos), "{code}");
        }
        let distinct: std::collections::HashSet<_> = every.iter().collect();
        assert_eq!(distinct.len(), every.len());
        // Each start's reachable positions are among them.
        let solution = solved(&game);
        assert!(solution.states(&game).all(|pos| distinct.contains(&pos)));
    }
}

#[test]
fn analysis_counts_codes_and_positions() {
    let game = FoxHounds::standard();
    let (analysis, solution) =
        analyze(&game, vec![], &game.start(), Some(3), &Progress::new()).expect("not cancelled");
    assert_eq!(analysis.codes_total, 2_013_760);
    let positions = analysis.positions.expect("listed");
    assert_eq!(analysis.reachable, solution.len());
    assert_eq!(analysis.unreachable_count, positions - analysis.reachable);
    assert_eq!(analysis.values.draw, 0);
    println!(
        "standard: {} codes, {positions} possible positions, {} reachable, shortest game {:?} plies",
        analysis.codes_total,
        analysis.reachable,
        analysis.shortest_game.map(|g| g.plies)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any text at all, control characters included, gives a position or an error, never a panic.
    #[test]
    fn any_text_is_read_without_panicking(text in "\\PC{0,30}|[a-h1-9/, ]{0,30}|[\\x00-\\x7f]{0,20}") {
        let game = FoxHounds::standard();
        if let Ok(pos) = game.parse_state(&text) {
            prop_assert_eq!(game.parse_state(&game.format_state(&pos)), Ok(pos));
        }
        let _ = game.parse_move(&game.start(), &text);
    }
}

/// The rules, checked in one reachable position: the ending, and each move against what
/// the rules allow.
fn check_rules_at(game: &FoxHounds, pos: &Position) {
    let board = game.board();
    let code = game.format_state(pos);
    assert!(
        game.impossibility(pos).is_none(),
        "{code} reached but impossible"
    );
    assert_eq!(game.parse_state(&code), Ok(*pos), "{code} reads back");
    let moves = game.legal_moves(pos);
    match game.outcome(pos) {
        Some(outcome) => {
            assert!(moves.is_empty(), "{code}: moves after the end");
            let winner = if board.row(pos.fox) == 1 {
                Side::Fox
            } else {
                pos.to_move.other()
            };
            assert_eq!(outcome, Outcome::Winner(winner.seat()), "{code}");
        }
        None => assert!(!moves.is_empty(), "{code}: no move but not over"),
    }
    let occupied = pos.hounds.with(pos.fox);
    for mv in moves {
        let name = game.format_move(pos, &mv);
        assert_eq!(game.parse_move(pos, &name), Ok(mv), "{code} {name}");
        let next = game.play(pos, &mv).expect("a legal move plays");
        assert!(
            game.impossibility(&next).is_none(),
            "{code} {name}: impossible result"
        );
        assert_ne!(next.to_move, pos.to_move, "{code} {name}: turns alternate");
        assert!(
            board.neighbours(mv.from).contains(mv.to),
            "{code} {name}: not a step"
        );
        assert!(!occupied.contains(mv.to), "{code} {name}: lands on a piece");
        match pos.to_move {
            Side::Fox => {
                assert_eq!(mv.from, pos.fox, "{code} {name}");
                assert_eq!(
                    (next.fox, next.hounds),
                    (mv.to, pos.hounds),
                    "{code} {name}"
                );
            }
            Side::Hounds => {
                assert!(pos.hounds.contains(mv.from), "{code} {name}");
                let direction = board.direction(mv.from, mv.to);
                assert_eq!(direction, Direction::Forward, "{code} {name}");
                assert_eq!(next.fox, pos.fox, "{code} {name}");
                assert_eq!(next.hounds, pos.hounds.without(mv.from).with(mv.to));
            }
        }
    }
}

/// The retrograde value of every reachable position agrees with its children's: no draws,
/// endings valued 0 for the right side, and a win or loss in r one ply from its best child.
fn check_solution(game: &FoxHounds, solution: &Solution<FoxHounds>) {
    for (id, pos) in solution.states(game).enumerate() {
        let pos = &pos;
        let value = solution.value_of(game, id);
        let code = game.format_state(pos);
        assert_ne!(value, Value::Draw, "{code}: every game ends");
        let children: Vec<Value> = game
            .successors(pos)
            .iter()
            .map(|(_, c)| solution.value(game, c).expect("children are solved"))
            .collect();
        if children.is_empty() {
            let mover_won = game.outcome(pos) == Some(Outcome::Winner(pos.to_move.seat()));
            let expected = if mover_won {
                Value::Win(0)
            } else {
                Value::Loss(0)
            };
            assert_eq!(value, expected, "{code}");
        } else {
            common::check_against_children(&code, value, &children);
        }
    }
}

/// A result for the side to move, worked out here without the crate's solver types: whether
/// it wins, and in how many plies (the winner hurrying, the loser holding out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Minimax {
    mover_wins: bool,
    plies: u32,
}

/// Plain memoised minimax over the [`Game`] trait. Games always end (no position repeats),
/// so the recursion is finite.
fn minimax(game: &FoxHounds, pos: &Position, memo: &mut HashMap<Position, Minimax>) -> Minimax {
    if let Some(&known) = memo.get(pos) {
        return known;
    }
    let result = match game.outcome(pos) {
        Some(Outcome::Winner(seat)) => Minimax {
            mover_wins: seat == game.to_move(pos),
            plies: 0,
        },
        Some(Outcome::Draw) => panic!("{}: Fox and Hounds has no draws", game.format_state(pos)),
        None => {
            let mover = game.to_move(pos);
            let children: Vec<Minimax> = game
                .legal_moves(pos)
                .iter()
                .map(|mv| {
                    let child = game.apply(pos, mv);
                    assert_ne!(game.to_move(&child), mover, "sides alternate");
                    minimax(game, &child, memo)
                })
                .collect();
            // A child lost by the opponent is a win; take the fastest. Otherwise hold out.
            let fastest_win = children
                .iter()
                .filter(|c| !c.mover_wins)
                .map(|c| c.plies)
                .min();
            match fastest_win {
                Some(plies) => Minimax {
                    mover_wins: true,
                    plies: plies + 1,
                },
                None => Minimax {
                    mover_wins: false,
                    plies: children.iter().map(|c| c.plies).max().expect("not over") + 1,
                },
            }
        }
    };
    memo.insert(*pos, result);
    result
}

#[test]
fn every_start_solved_and_checked_exhaustively() {
    for hounds_first in [false, true] {
        // The rules do not depend on where the fox starts, so the four starts of one first
        // mover are solved together, and each position is checked once.
        let games: Vec<FoxHounds> = FOX_STARTS
            .iter()
            .map(|start| game_of(start, hounds_first))
            .collect();
        let starts: Vec<Position> = games.iter().map(Game::start).collect();
        let game = &games[0];
        let all = solve(game, &starts, &Progress::new()).expect("not cancelled");
        for pos in all.states(game) {
            let pos = &pos;
            check_rules_at(game, pos);
        }
        check_solution(game, &all);
        // The same values from a minimax that shares nothing with the solver but the rules.
        let mut memo = HashMap::new();
        for (game, start) in games.iter().zip(&starts) {
            let own = solved(game);
            let by_minimax = minimax(game, start, &mut memo);
            let value = own.value(game, start).expect("solved");
            for (id, pos) in own.states(game).enumerate() {
                let pos = &pos;
                assert_eq!(Some(own.value_of(game, id)), all.value(game, pos));
            }
            let winner = match value {
                Value::Win(_) => start.to_move,
                _ => start.to_move.other(),
            };
            println!(
                "fox on {}, {} first: the {} win in {} plies ({} reachable positions); minimax: the {} to move {} in {}",
                game.board().name(start.fox),
                start.to_move.name(),
                winner.name(),
                value.remoteness().expect("no draws"),
                own.len(),
                start.to_move.name(),
                if by_minimax.mover_wins { "win" } else { "lose" },
                by_minimax.plies,
            );
        }
        assert_eq!(memo.len(), all.len(), "minimax saw every position");
        for (pos, result) in &memo {
            let expected = if result.mover_wins {
                Value::Win(result.plies)
            } else {
                Value::Loss(result.plies)
            };
            let code = game.format_state(pos);
            assert_eq!(all.value(game, pos), Some(expected), "{code}");
        }
    }
}

#[test]
fn the_search_agrees_with_the_solution() {
    // Wherever the generic search claims a proof, it must be the exact value.
    let game = FoxHounds::standard();
    let solution = solved(&game);
    let mut searcher = Searcher::with_table_bits(game.clone(), 16);
    let limits = Limits {
        time: Duration::from_millis(100),
        max_depth: 80,
    };
    let sample: Vec<Position> = solution
        .states(&game)
        .step_by(solution.len() / 40 + 1)
        .collect();
    let mut proven = 0;
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
    println!(
        "the search proved {proven} of {} sampled positions",
        sample.len()
    );
    assert!(
        proven * 2 >= sample.len(),
        "only {proven} of {} proven",
        sample.len()
    );
}

/// Every step that is not legal, in every reachable position of the standard game, is
/// refused by the rule it breaks, and that rule holds there (the rules both hound games
/// share, worded with this game's pieces).
#[test]
fn every_illegal_step_is_refused_by_the_rule_it_breaks() {
    let game = FoxHounds::standard();
    let board = game.board();
    let mut seen = std::collections::BTreeSet::new();
    for pos in solved(&game).states(&game) {
        let pos = &pos;
        let legal = game.legal_moves(pos);
        let code = game.format_state(pos);
        for from in board.all() {
            // The neighbours and, for the rule of neighbours, one square two rows away.
            let far = board
                .all()
                .find(|&p| board.row(p).abs_diff(board.row(from)) == 2);
            for to in board.neighbours(from).iter().chain(far) {
                let mv = kibitzer::games::fox_hounds::Move { from, to };
                if legal.contains(&mv) {
                    continue;
                }
                let reason = game.why_illegal(pos, &mv);
                let holds = match reason.key() {
                    "fh-over" => game.outcome(pos).is_some(),
                    "fh-fox-elsewhere" => pos.to_move == Side::Fox && from != pos.fox,
                    "fh-hounds-turn" => pos.to_move == Side::Hounds && from == pos.fox,
                    "fh-no-hound" => !pos.hounds.contains(from) && from != pos.fox,
                    "fh-not-diagonal-neighbour" => !board.neighbours(from).contains(to),
                    "fh-taken-by-fox" => to == pos.fox,
                    "fh-taken-by-hound" => pos.hounds.contains(to),
                    "fh-backward" => board.direction(from, to) == Direction::Backward,
                    _ => false,
                };
                assert!(holds, "{code} {mv:?}: {reason}");
                seen.insert(reason.key());
            }
        }
    }
    assert_eq!(seen.len(), 8, "every rule is met: {seen:?}");
}

/// Fox and Hounds says it has no draws, and no reachable position of any start is drawn;
/// Chopsticks, which says it has draws, has drawn positions (the claim is not a default).
#[test]
fn fox_and_hounds_has_no_draws_and_says_so() {
    for fox in FOX_STARTS {
        for hounds_first in [false, true] {
            let game = game_of(fox, hounds_first);
            assert!(!game.has_draws());
            let solution = solved(&game);
            for state in solution.states(&game) {
                let value = solution.value(&game, &state).expect("covered");
                assert_ne!(value, Value::Draw, "{}", game.format_state(&state));
            }
        }
    }
    let chopsticks = kibitzer::games::chopsticks::Chopsticks::new(
        kibitzer::games::chopsticks::Variant::standard(2),
    )
    .expect("valid");
    assert!(chopsticks.has_draws());
    let solution = solve(&chopsticks, &[chopsticks.start()], &Progress::new()).expect("solved");
    assert!(
        solution
            .states(&chopsticks)
            .any(|s| solution.value(&chopsticks, &s) == Some(Value::Draw))
    );
}
