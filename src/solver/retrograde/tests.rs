//! The tests of `retrograde`.

use super::*;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::games::hare_hounds::HareHounds;

/// Linking by generating the moves again (the way of graphs too large to keep their
/// edges) gives the same lists, degrees and values as reversing the kept edges.
fn both_ways_agree<G: Game>(game: &G) {
    let progress = Progress::new();
    let kept = solve(game, &[game.start()], &progress).expect("not cancelled");
    let regenerated =
        solve_keeping(game, &[game.start()], &progress, 0, MOST_POSITIONS).expect("not cancelled");
    assert_eq!(kept.states, regenerated.states);
    assert_eq!(kept.out_degree, regenerated.out_degree);
    assert_eq!(kept.values, regenerated.values);
    assert!(kept.values.iter().any(|&v| v != 0), "something was settled");
}

#[test]
fn linking_both_ways_agrees() {
    both_ways_agree(&HareHounds::standard());
    let variants = [
        (2, vec![]),
        (2, vec![Switch::Stumps]),
        (3, vec![]),
        (3, vec![Switch::Zombies]),
        (4, vec![Switch::Sun]),
    ];
    for (players, switches) in variants {
        let variant = Variant::with(players, &switches);
        both_ways_agree(&Chopsticks::new(variant).expect("a valid game"));
    }
}

#[test]
fn a_game_too_large_to_hold_stops_with_its_count() {
    // Four players reach 47,235 positions; the count is checked every 4,096.
    let game = Chopsticks::new(Variant::standard(4)).expect("valid");
    let stopped = solve_keeping(&game, &[game.start()], &Progress::new(), 0, 100)
        .map(|s| s.states.len())
        .expect_err("stopped");
    assert_eq!(stopped, SolveError::TooLarge(100));
    assert!(
        stopped
            .to_string()
            .contains("more than 100 positions are reachable"),
        "{stopped}"
    );
}
