//! Chopsticks rules: the hand-checked examples of the issue and RULES.md, one per variant.

use kibitzer::core::{Game, Outcome};
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};

fn game(players: usize, switches: &[Switch]) -> Chopsticks {
    Chopsticks::new(Variant::with(players, switches)).expect("valid variant")
}

/// The moves of `code` as (name, resulting code), in the game's order.
fn moves(game: &Chopsticks, code: &str) -> Vec<(String, String)> {
    let pos = game.parse_state(code).expect("valid code");
    game.successors(&pos)
        .into_iter()
        .map(|(mv, to)| (game.format_move(&pos, &mv), game.format_state(&to)))
        .collect()
}

fn names(game: &Chopsticks, code: &str) -> Vec<String> {
    moves(game, code).into_iter().map(|(m, _)| m).collect()
}

fn results(game: &Chopsticks, code: &str) -> Vec<String> {
    let mut r: Vec<String> = moves(game, code).into_iter().map(|(_, to)| to).collect();
    r.sort();
    r
}

#[test]
fn standard_moves_from_1312_and_1111() {
    let g = game(2, &[]);
    assert_eq!(
        results(&g, "1312"),
        vec!["0113", "1222", "1313", "2213", "2413"]
    );
    assert_eq!(
        moves(&g, "1111"),
        vec![("AC".to_owned(), "1211".to_owned())]
    );
    assert_eq!(g.format_state(&g.start()), "1111");
}

#[test]
fn the_shortest_game_plays_through() {
    let g = game(2, &[]);
    let line = ["1111", "1211", "1312", "0113", "1401", "0014"];
    for pair in line.windows(2) {
        assert!(
            results(&g, pair[0]).contains(&pair[1].to_owned()),
            "{} -> {}",
            pair[0],
            pair[1]
        );
    }
    let end = g.parse_state("0014").expect("valid");
    assert_eq!(g.outcome(&end), Some(Outcome::Winner(1)));
}

#[test]
fn meta_combines_and_with_suicide_may_kill() {
    let meta = game(2, &[Switch::Meta]);
    assert!(names(&meta, "3411").contains(&"34-11".to_owned()));
    assert!(names(&meta, "4411").contains(&"44-12".to_owned()));
    assert!(!names(&meta, "2411").contains(&"24-01".to_owned()));
    let both = game(2, &[Switch::Meta, Switch::Suicide]);
    for (code, mv) in [
        ("2411", "24-01"),
        ("3311", "33-01"),
        ("3411", "34-02"),
        ("4411", "44-03"),
    ] {
        assert!(
            names(&both, code).contains(&mv.to_owned()),
            "{mv} from {code}"
        );
    }
    // Plain rules: a total of 7 cannot drop to 2.
    assert!(!names(&game(2, &[]), "3411").contains(&"34-11".to_owned()));
}

#[test]
fn suicide_allows_killing_a_hand_by_splitting() {
    let suicide = game(2, &[Switch::Suicide]);
    let list = moves(&suicide, "1201");
    assert!(
        list.contains(&("12-03".to_owned(), "0103".to_owned())),
        "{list:?}"
    );
    assert!(!names(&game(2, &[]), "1201").contains(&"12-03".to_owned()));
    // Never both hands: 11 may become 02 but nothing becomes 00.
    assert!(names(&suicide, "1111").contains(&"11-02".to_owned()));
}

#[test]
fn halves_only_divides_even_totals_equally() {
    let halves = game(2, &[Switch::Halves]);
    assert!(names(&halves, "1311").contains(&"13-22".to_owned()));
    assert!(!names(&halves, "2211").contains(&"22-13".to_owned()));
    assert!(names(&halves, "0211").contains(&"02-11".to_owned()));
    assert!(names(&halves, "0411").contains(&"04-22".to_owned()));
    assert!(!names(&halves, "0411").contains(&"04-13".to_owned()));
    // Standard rules have the transfer 22-13.
    assert!(names(&game(2, &[]), "2211").contains(&"22-13".to_owned()));
}

#[test]
fn cutoff_kills_at_five_or_more() {
    let cut = game(2, &[Switch::Cutoff]);
    // 4 onto 2 makes 6: dead under cut-off, 1 under roll-over.
    let roll = results(&game(2, &[]), "1424");
    assert!(roll.contains(&"1414".to_owned()), "{roll:?}");
    let cut = results(&cut, "1424");
    assert!(
        cut.contains(&"0414".to_owned()) && !cut.contains(&"1414".to_owned()),
        "{cut:?}"
    );
}

#[test]
fn sun_starts_with_four_fingers() {
    let sun = game(2, &[Switch::Sun]);
    assert_eq!(sun.format_state(&sun.start()), "4444");
    assert_eq!(results(&sun, "4444"), vec!["3444"]);
}

#[test]
fn swap_passes_when_hands_differ() {
    let swap = game(2, &[Switch::Swap]);
    let list = moves(&swap, "1312");
    assert!(
        list.contains(&("swap".to_owned(), "1213".to_owned())),
        "{list:?}"
    );
    assert!(!names(&swap, "2213").contains(&"swap".to_owned()));
}

#[test]
fn misere_the_first_to_lose_both_hands_wins() {
    let misere = game(2, &[Switch::Misere]);
    let end = misere.parse_state("0014").expect("valid");
    assert_eq!(misere.outcome(&end), Some(Outcome::Winner(0)));
    let mut three = game(3, &[Switch::Misere]);
    let pos = three.parse_state("001214").expect("valid");
    assert_eq!(three.outcome(&pos), Some(Outcome::Winner(0)));
    three = game(3, &[]);
    assert!(
        three
            .outcome(&three.parse_state("111100").expect("valid"))
            .is_none()
    );
}

#[test]
fn stumps_folds_one_finger_into_halves() {
    let stumps = game(2, &[Switch::Stumps]);
    let list = moves(&stumps, "0111");
    assert!(
        list.contains(&("0,1:0.5,0.5".to_owned(), "1,1/0.5,0.5".to_owned())),
        "{list:?}"
    );
    // Half fingers add up: ½ onto 1 makes 1½; 1½ + 3½ = 5 kills.
    let list = results(&stumps, "0.5,0.5/1,1");
    assert!(list.contains(&"1,1.5/0.5,0.5".to_owned()), "{list:?}");
    let list = results(&stumps, "1.5,1.5/1,3.5");
    assert!(list.contains(&"0,1/1.5,1.5".to_owned()), "{list:?}");
    // Other splits keep the halves: 0.5,2.5 may become 1.5,1.5 but not 1,2.
    let list = names(&stumps, "0.5,2.5/1,1");
    assert!(list.contains(&"0.5,2.5:1.5,1.5".to_owned()), "{list:?}");
    assert!(!list.contains(&"0.5,2.5:1,2".to_owned()), "{list:?}");
}

#[test]
fn negative_flips_and_rolls_toward_zero() {
    let neg = game(2, &[Switch::Negative]);
    let list = moves(&neg, "1312");
    assert!(
        list.contains(&("-B".to_owned(), "1,2/-3,1".to_owned())),
        "{list:?}"
    );
    // -3 onto -4 makes -7, which rolls over toward zero to -2; 3 onto -3 makes a live 0.
    let list = results(&neg, "-4,1/-3,1");
    assert!(list.contains(&"-2,1/-4,1".to_owned()), "{list:?}");
    let list = results(&neg, "-3,1/1,3");
    assert!(list.contains(&"0,1/-3,1".to_owned()), "{list:?}");
    // Only ±5 kills: 2 onto 3; a dead hand is x, and the plain form is used again.
    let list = results(&neg, "2,3/2,3");
    assert!(list.contains(&"x223".to_owned()), "{list:?}");
}

#[test]
fn tens_counts_to_nine_and_kills_at_ten() {
    let tens = game(2, &[Switch::Tens]);
    assert!(results(&tens, "1737").contains(&"0717".to_owned()));
    assert!(results(&tens, "1737").contains(&"3417".to_owned()));
    assert!(results(&tens, "1757").contains(&"2717".to_owned()));
    let err = game(2, &[])
        .parse_state("1717")
        .expect_err("7 is out of range");
    assert!(err.to_string().contains("0 to 4"), "{err}");
}

#[test]
fn zombies_attack_and_cannot_be_attacked() {
    let z = game(3, &[Switch::Zombies]);
    // Seat 1 is left with one finger and is hit by 4: it becomes a zombie.
    let list = moves(&z, "140111");
    assert!(
        list.iter().any(|(m, to)| m == "B1D" && to == "zz1114"),
        "{list:?}"
    );
    let zombie_turn = moves(&z, "zz1114");
    assert!(
        zombie_turn.iter().all(|(m, _)| m.starts_with('A')),
        "{zombie_turn:?}"
    );
    assert!(
        zombie_turn
            .iter()
            .any(|(m, to)| m == "A1C" && to == "1214zz"),
        "{zombie_turn:?}"
    );
    // Nobody attacks the zombie: from 11zz14 only seat 2 is a target.
    let list = names(&z, "11zz14");
    assert_eq!(list, vec!["A2C", "A2D"]);
    let err = Variant::parse(2, "zombies").expect_err("two players");
    assert!(err.to_string().contains("3 or more"), "{err}");
}

#[test]
fn bad_codes_name_the_problem() {
    let g = game(2, &[]);
    let err = g.parse_state("1032").expect_err("out of order").to_string();
    assert!(err.contains("ascending") && err.contains("0123"), "{err}");
    let err = g.parse_state("123").expect_err("length").to_string();
    assert!(
        err.contains("3 characters") && err.contains("4 are needed"),
        "{err}"
    );
    let err = g.parse_state("1511").expect_err("range").to_string();
    assert!(err.contains("'5' is out of range"), "{err}");
    let err = g.parse_state("1100").expect_err("impossible").to_string();
    assert!(err.contains("cannot occur"), "{err}");
    let err = g.parse_state("0000").expect_err("impossible").to_string();
    assert!(err.contains("every player"), "{err}");
    let err = g.parse_state("").expect_err("empty").to_string();
    assert!(err.contains("empty"), "{err}");
    let err = game(3, &[])
        .parse_state("1111")
        .expect_err("3 players")
        .to_string();
    assert!(err.contains("6 are needed"), "{err}");
}

#[test]
fn bad_moves_say_why() {
    let g = game(2, &[]);
    let pos = g.parse_state("0113").expect("valid");
    let err = g.parse_move(&pos, "AC").expect_err("dead hand").to_string();
    assert!(err.contains("dead"), "{err}");
    let err = g
        .parse_move(&pos, "01-10")
        .expect_err("swap is not a split")
        .to_string();
    assert!(err.contains("swapping"), "{err}");
    let err = g
        .parse_move(&pos, "XY")
        .expect_err("unreadable")
        .to_string();
    assert!(err.contains("not a move"), "{err}");
    let pos = g.parse_state("1311").expect("valid");
    let err = g.parse_move(&pos, "13-04").expect_err("kills").to_string();
    assert!(err.contains("Suicide"), "{err}");
    // The twin of a listed attack is accepted as that move.
    let pos = g.parse_state("2213").expect("valid");
    let mv = g.parse_move(&pos, "BC").expect("twin of AC");
    assert_eq!(g.format_move(&pos, &mv), "AC");
}

#[test]
fn attacks_only_has_no_splits() {
    // From 1312 the standard game also splits 1-3 into 2-2 (1222); with attacks only the
    // four attacks are left, and the split is refused with the reason.
    let g = game(2, &[Switch::Attacks]);
    assert_eq!(results(&g, "1312"), vec!["0113", "1313", "2213", "2413"]);
    let pos = g.parse_state("1312").expect("valid code");
    let err = g.parse_move(&pos, "13-22").expect_err("no splits");
    assert!(
        err.to_string().contains("no splits with Attacks only"),
        "{err}"
    );
    // Simple Chopsticks with n = 3: a hand holding more than three fingers is removed, so
    // B onto C (3 + 1) kills and leaves 0-2 (where the standard game would hold 2-4).
    let simple = Chopsticks::new(Variant::simple(2, 3)).expect("valid");
    assert_eq!(
        results(&simple, "1312"),
        vec!["0113", "0213", "1313", "2213"]
    );
}
