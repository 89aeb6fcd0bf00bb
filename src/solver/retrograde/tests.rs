//! The tests of `retrograde`.

use super::*;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::games::hare_hounds::HareHounds;

/// Linking by generating the moves again (the way of graphs too large to keep their
/// edges) and taking the moves back where the game can (no lists at all), with the children
/// listed layer by layer on both cores or one by one, give the same positions, degrees and
/// values as reversing the kept edges (the ids may differ: discovery by layers gives a
/// layer's ids in the order of their numbers); and every way gives ids that grow with the
/// distance from the start, as the figures rely on.
fn every_way_agrees<G: Game>(game: &G) {
    let progress = Progress::new();
    let kept = solve(game, &[game.start()], &progress).expect("not cancelled");
    let frames = kept.frames;
    for (take_back, runs_from) in [(false, 0), (true, usize::MAX), (true, 0)] {
        let plan = Plan {
            keep_edges_up_to: 0,
            most: MOST_POSITIONS,
            take_back,
            runs_from,
        };
        let other = solve_keeping(game, &[game.start()], &progress, plan).expect("not cancelled");
        let way = format!("taken back: {take_back}, runs from {runs_from}");
        assert_eq!(kept.len(), other.len(), "{way}");
        assert!(other.depth.windows(2).all(|d| d[0] <= d[1]), "{way}");
        for (id, state) in kept.states(game).enumerate() {
            let there = other
                .id(game, &state)
                .expect("the same positions are reached");
            assert_eq!(other.state(game, there), state, "{way}");
            assert_eq!(kept.depth[id], other.depth[there], "{way}");
            assert_eq!(
                kept.shortest_games[id], other.shortest_games[there],
                "{way}"
            );
            assert_eq!(kept.out_degree[id], other.out_degree[there], "{way}");
            let values =
                |s: &Solution<G>, id: usize| s.values[id * frames..(id + 1) * frames].to_vec();
            assert_eq!(values(&kept, id), values(&other, there), "{way}: {state:?}");
        }
    }
    assert!(kept.depth.windows(2).all(|d| d[0] <= d[1]));
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
