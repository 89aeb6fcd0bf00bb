//! Exhaustive checks over every position of every two-player Chopsticks variant, and
//! property tests over random games for three to six players.

use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Chopsticks, Move, Position, Switch, Variant};
use kibitzer::solver::analysis::Census;
use proptest::prelude::*;

/// Every move the notation can express from `pos`, legal or not: attacks and flips with
/// every hand up to four, and splits to every group of the mover's number of hands (and of
/// one more, which the rules must refuse).
fn candidates(game: &Chopsticks, pos: &Position) -> Vec<Move> {
    let mut out = vec![Move::Swap];
    for hand in 0..4 {
        out.push(Move::Flip(hand));
        for target in 1..game.players() as u8 {
            for target_hand in 0..4 {
                out.push(Move::Attack {
                    hand,
                    target,
                    target_hand,
                });
            }
        }
    }
    let own = pos.hands[0].len();
    for len in [own, own + 1] {
        if !(2..=4).contains(&len) {
            continue;
        }
        // Of one hand more, a few are enough to see them refused.
        let most = if len == own { usize::MAX } else { 3 };
        for group in game.every_group(len).into_iter().take(most) {
            out.push(Move::Split(group));
        }
    }
    out
}

/// The listed moves play, every move the rules accept reaches a listed result, names and
/// codes round-trip.
fn check_position(game: &Chopsticks, pos: &Position) {
    let code = game.format_state(pos);
    assert_eq!(
        game.parse_state(&code).as_ref(),
        Ok(pos),
        "code {code} in {}",
        game.variant()
    );
    let listed = game.successors(pos);
    for (mv, to) in &listed {
        assert_eq!(
            game.play(pos, mv).as_ref(),
            Ok(to),
            "{code}: listed move {mv:?} must play"
        );
        let name = game.format_move(pos, mv);
        assert_eq!(
            game.parse_move(pos, &name).as_ref(),
            Ok(mv),
            "{code}: move name {name}"
        );
        assert!(
            game.parse_state(&game.format_state(to)).is_ok(),
            "{code} -> {}",
            game.format_state(to)
        );
    }
    let results: Vec<&Position> = listed.iter().map(|(_, to)| to).collect();
    for (i, a) in results.iter().enumerate() {
        assert!(
            !results[i + 1..].contains(a),
            "{code}: two listed moves reach the same position"
        );
    }
    for mv in candidates(game, pos) {
        if let Ok(to) = game.play(pos, &mv) {
            assert!(
                results.contains(&&to),
                "{code}: {mv:?} plays but its result is not listed ({})",
                game.variant()
            );
        }
    }
}

/// Two-player variants whose hands take at most `max_values` values, Sun left out (it
/// changes only the start, which `chopsticks_rules` tests).
fn variants_with_hand_values(max_values: usize, min_values: usize) -> Vec<Chopsticks> {
    Variant::all(2)
        .into_iter()
        .filter(|v| !v.has(Switch::Sun))
        .map(|v| Chopsticks::new(v).expect("valid"))
        .filter(|g| (min_values..=max_values).contains(&g.hand_values().len()))
        .collect()
}

fn check_every_position(games: &[Chopsticks]) -> usize {
    let mut checked = 0usize;
    for game in games {
        let positions = game.every_position().expect("two players are listable");
        assert!(!positions.is_empty());
        for pos in &positions {
            check_position(game, pos);
        }
        checked += positions.len();
    }
    checked
}

/// Every position of every two-player variant whose hands hold one digit (plain, Tens,
/// Stumps or Negative alone): 560 variants with Sun, 280 without, up to 2 970 positions each.
#[test]
fn every_two_player_variant_every_position() {
    let games = variants_with_hand_values(10, 1);
    // Without Attacks only: four choices of Stumps, Tens or Negative (or none) times the 64
    // sets of the six other switches; with it: none, Tens or Negative times the eight sets of
    // Cut-off, Swap and Misère.
    assert_eq!(games.len(), 4 * 64 + 3 * 8);
    let checked = check_every_position(&games);
    assert!(checked > 100_000, "checked {checked}");
}

/// The variants with two of Stumps, Tens and Negative (43 890 positions each): every
/// position of a spread of them here; all of them with `--ignored`.
#[test]
fn two_value_switches_every_position_sampled() {
    let games: Vec<Chopsticks> = variants_with_hand_values(20, 20)
        .into_iter()
        .step_by(40)
        .collect();
    assert!(games.len() >= 4);
    check_every_position(&games);
}

/// The whole sweep, including Stumps + Tens + Negative (671 580 positions each): about
/// 100 million positions; run with `cargo test --release -- --ignored`.
#[test]
#[ignore = "takes long: run with --release -- --ignored"]
fn every_two_player_variant_every_position_full() {
    let checked = check_every_position(&variants_with_hand_values(40, 11));
    assert!(checked > 10_000_000, "checked {checked}");
}

/// Other finger counts than 5 and 10: every position of two-player games of 2, 3, 4 and 7
/// fingers, with each switch alone and with Cut-off and Suicide together; of 12 fingers
/// (its hands in the extended form, `11,11/0,3`) standard, with Cut-off and Suicide, and
/// with Meta; and the positions of random games of 99 fingers.
#[test]
fn other_finger_counts_every_position() {
    let mut switch_sets: Vec<Vec<Switch>> = Switch::ALL
        .into_iter()
        .filter(|s| ![Switch::Sun, Switch::Tens, Switch::Zombies].contains(s))
        .map(|s| vec![s])
        .collect();
    switch_sets.push(Vec::new());
    switch_sets.push(vec![Switch::Cutoff, Switch::Suicide]);
    let mut games = Vec::new();
    for fingers in [2, 3, 4, 7] {
        for switches in &switch_sets {
            let variant = Variant::with(2, switches).with_fingers(fingers);
            games.push(Chopsticks::new(variant).expect("valid"));
        }
    }
    for switches in [
        vec![],
        vec![Switch::Cutoff, Switch::Suicide],
        vec![Switch::Meta],
    ] {
        let variant = Variant::with(2, &switches).with_fingers(12);
        games.push(Chopsticks::new(variant).expect("valid"));
    }
    let checked = check_every_position(&games);
    assert!(checked > 50_000, "checked {checked}");
    // 99 fingers: 4,950 pairs a player, too many to list; the positions of random games.
    let game = Chopsticks::new(Variant::standard(2).with_fingers(99)).expect("valid");
    let mut rng = kibitzer::core::Rng::seeded(99);
    for _ in 0..50 {
        let mut pos = game.start();
        for _ in 0..40 {
            check_position(&game, &pos);
            let moves = game.legal_moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = game.apply(&pos, &moves[rng.below(moves.len())]);
        }
    }
}

/// Other hand counts than two: every position of two-player games with one, three and four
/// hands each, and of players with different hands (3 and 2; 1 and 2; three players with
/// 3, 2 and 1), with each switch the hands allow alone and with Cut-off and Suicide; the
/// listed moves are those the rules (checked apart from the move generator) accept.
#[test]
fn other_hand_counts_every_position() {
    let mut switch_sets: Vec<Vec<Switch>> = Switch::ALL
        .into_iter()
        .filter(|s| ![Switch::Sun, Switch::Tens].contains(s))
        .map(|s| vec![s])
        .collect();
    switch_sets.push(Vec::new());
    switch_sets.push(vec![Switch::Cutoff, Switch::Suicide]);
    let settings: [(usize, &[u8], u8); 7] = [
        (2, &[1], 7),
        (2, &[3], 5),
        (2, &[4], 4),
        (2, &[3, 2], 5),
        (2, &[1, 2], 5),
        (3, &[3, 2, 1], 3),
        (3, &[3], 3),
    ];
    let mut games = Vec::new();
    for (players, hands, fingers) in settings {
        for switches in &switch_sets {
            let variant = Variant::with(players, switches)
                .with_fingers(fingers)
                .with_hands(hands);
            if let Ok(game) = Chopsticks::new(variant) {
                games.push(game);
            }
        }
    }
    assert!(games.len() > 60, "{} games", games.len());
    let mut checked = 0;
    for game in &games {
        let positions = game.every_position().expect("listable");
        // The largest (four hands with Negative or Stumps: 100 000 positions and 330 splits
        // each) one position in seven.
        let step = if positions.len() > 20_000 { 7 } else { 1 };
        for pos in positions.iter().step_by(step) {
            check_position(game, pos);
            checked += 1;
        }
    }
    assert!(checked > 100_000, "checked {checked}");
}

#[test]
fn standard_two_player_census() {
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    assert_eq!(game.codes_total(), 625);
    // 15 pairs each; the player who just moved cannot be out (15 codes xy00).
    assert_eq!(game.every_position().expect("listable").len(), 225 - 15);
    // Every normal-form code, consistent or not: 15 ascending pairs each.
    let codes = game.every_code().expect("listable");
    assert_eq!(codes.len(), 225);
    let distinct: std::collections::BTreeSet<String> =
        codes.iter().map(|p| game.format_state(p)).collect();
    assert_eq!(distinct.len(), 225);
    assert!(distinct.contains("2300") && distinct.contains("0000"));
}

fn arb_variant() -> impl Strategy<Value = Variant> {
    (
        3usize..=6,
        proptest::collection::vec(any::<bool>(), Switch::ALL.len()),
        proptest::collection::vec(1u8..=4, 6),
        any::<bool>(),
    )
        .prop_filter_map("valid combinations only", |(players, on, hands, each)| {
            let switches: Vec<Switch> = Switch::ALL
                .into_iter()
                .zip(on)
                .filter(|(_, on)| *on)
                .map(|(s, _)| s)
                .collect();
            // Two hands each half the time; else one count for all, or one per player.
            let hands: &[u8] = match (hands[0], each) {
                (1 | 2, _) => &[2],
                (_, true) => &hands[1..2],
                (_, false) => &hands[..players],
            };
            let v = Variant::with(players, &switches).with_hands(hands);
            v.validate().is_ok().then_some(v)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random games with 3 to 6 players: every position met checks out.
    #[test]
    fn random_games_many_players(variant in arb_variant(), choices in proptest::collection::vec(any::<u16>(), 1..60)) {
        let game = Chopsticks::new(variant).expect("valid");
        let mut pos = game.start();
        for choice in choices {
            check_position(&game, &pos);
            let moves = game.legal_moves(&pos);
            if moves.is_empty() {
                prop_assert!(game.outcome(&pos).is_some());
                break;
            }
            let mv = &moves[usize::from(choice) % moves.len()];
            pos = game.play(&pos, mv).expect("listed moves play");
            prop_assert!(game.impossibility(&pos).is_none(), "{}", game.format_state(&pos));
        }
    }
}

/// The dense index is a perfect numbering both ways: every code of a variant has its own
/// number below the size, and each number gives its code back (saved solves keep numbers).
#[test]
fn every_code_numbers_and_back() {
    let variants = [
        Variant::standard(2),
        Variant::standard(3).with_hands(&[3, 1, 2]),
        Variant::with(3, &[Switch::Zombies, Switch::Negative]).with_hands(&[1]),
        Variant::standard(2).with_hands(&[4]).with_fingers(6),
        Variant::with(2, &[Switch::Stumps]).with_hands(&[3, 2]),
    ];
    for variant in variants {
        let game = Chopsticks::new(variant.clone()).expect("valid");
        let size = game.dense_size().expect("numbered");
        let codes = game.every_code().expect("listable");
        assert_eq!(codes.len(), size, "{variant}");
        let mut seen = vec![false; size];
        for pos in &codes {
            let n = game.dense_index(pos);
            assert!(
                !seen[n],
                "{variant}: {} numbered twice",
                game.format_state(pos)
            );
            seen[n] = true;
            assert_eq!(
                game.dense_state(n).as_ref(),
                Some(pos),
                "{variant}: number {n}"
            );
        }
        assert_eq!(game.dense_state(size), None, "{variant}: past the end");
    }
}
