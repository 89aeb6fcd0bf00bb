//! The tests of `retrograde`.

use super::*;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::games::hare_hounds::HareHounds;

/// Linking by generating the moves again (the way of graphs too large to keep their
/// edges) and taking the moves back where the game can (no lists at all), with the children
/// listed in runs on both cores or one by one, give the same positions, degrees and values
/// as reversing the kept edges.
fn every_way_agrees<G: Game>(game: &G) {
    let progress = Progress::new();
    let kept = solve(game, &[game.start()], &progress).expect("not cancelled");
    for (take_back, runs_from) in [(false, 0), (true, usize::MAX), (true, 0)] {
        let plan = Plan {
            keep_edges_up_to: 0,
            most: MOST_POSITIONS,
            take_back,
            runs_from,
        };
        let other = solve_keeping(game, &[game.start()], &progress, plan).expect("not cancelled");
        let way = format!("taken back: {take_back}, runs from {runs_from}");
        assert!(kept.states(game).eq(other.states(game)), "{way}");
        assert_eq!(kept.depth, other.depth, "{way}");
        assert_eq!(kept.shortest_games, other.shortest_games, "{way}");
        assert_eq!(kept.out_degree, other.out_degree, "{way}");
        assert_eq!(kept.values, other.values, "{way}");
    }
    assert!(kept.values.iter().any(|&v| v != 0), "something was settled");
}

#[test]
fn linking_every_way_agrees() {
    every_way_agrees(&HareHounds::standard());
    let variants = [
        (2, vec![]),
        (2, vec![Switch::Stumps]),
        (3, vec![]),
        (3, vec![Switch::Zombies]),
        (4, vec![Switch::Sun]),
        (3, vec![Switch::Misere, Switch::Swap]),
        (2, vec![Switch::Cutoff, Switch::Suicide, Switch::Tens]),
    ];
    for (players, switches) in variants {
        let variant = Variant::with(players, &switches);
        every_way_agrees(&Chopsticks::new(variant).expect("a valid game"));
    }
}

#[test]
fn a_game_too_large_to_hold_stops_with_its_count() {
    // Four players reach 47,235 positions; the count is checked every 4,096.
    let game = Chopsticks::new(Variant::standard(4)).expect("valid");
    let plan = Plan {
        keep_edges_up_to: 0,
        most: 100,
        take_back: true,
        runs_from: 0,
    };
    let stopped = solve_keeping(&game, &[game.start()], &Progress::new(), plan)
        .map(|s| s.len())
        .expect_err("stopped");
    assert_eq!(stopped, SolveError::TooLarge(100));
    assert!(
        stopped
            .to_string()
            .contains("more than 100 positions are reachable"),
        "{stopped}"
    );
}
