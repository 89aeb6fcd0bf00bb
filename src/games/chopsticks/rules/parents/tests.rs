//! The parents by number against the children: over every code of a variant, a position's
//! parents are exactly the positions whose children include it, with the same turn.

use super::*;
use crate::core::Census;
use crate::games::chopsticks::Variant;
use std::collections::BTreeSet;

/// Over every code of `game`, the parents taken back are the positions that list it among
/// their numbered children (each edge with its turn), counting only positions the rules
/// allow and not over; every parent taken back is such a position.
fn parents_are_the_inverse_of_children(game: &Chopsticks) {
    let size = game.dense_size().expect("a dense index");
    let valid = |pos: &Position| game.impossibility(pos).is_none();
    let mut inverse: Vec<BTreeSet<(usize, Seat)>> = vec![BTreeSet::new(); size];
    let mut children = Vec::new();
    let mut edges = 0;
    for pos in game.every_code().expect("small") {
        if !valid(&pos) {
            continue;
        }
        assert!(Game::numbered_children(game, &pos, &mut children));
        for &(child, turn) in &children {
            inverse[child].insert((game.dense_index(&pos), turn));
            edges += 1;
        }
    }
    assert!(edges > 0, "{:?} has moves", game.variant());
    let mut numbers = Vec::new();
    for pos in game.every_code().expect("small") {
        if !valid(&pos) {
            continue;
        }
        let turn = Game::numbered_parents(game, game.dense_index(&pos), &mut numbers)
            .expect("a position's moves are taken back");
        let parents: Vec<(usize, Seat)> = numbers.iter().map(|&n| (n as usize, turn)).collect();
        // Both ways of taking back agree (the tables are the way of small groups).
        let mut by_hands = Vec::new();
        let by_hands_turn = game.parents_by_hands(&pos, &mut by_hands);
        let sorted = |list: &[u32]| list.iter().copied().collect::<BTreeSet<_>>();
        assert_eq!(
            sorted(&numbers),
            sorted(&by_hands),
            "{}",
            game.format_state(&pos)
        );
        if !numbers.is_empty() {
            assert_eq!(turn, by_hands_turn, "{}", game.format_state(&pos));
        }
        for &(parent, _) in &parents {
            let state = game.dense_state(parent).expect("a parent is a position");
            assert!(
                valid(&state) && game.outcome(&state).is_none(),
                "{} is no parent of {} in {:?}",
                game.format_state(&state),
                game.format_state(&pos),
                game.variant()
            );
        }
        let taken_back: BTreeSet<(usize, Seat)> = parents.iter().copied().collect();
        assert_eq!(taken_back.len(), parents.len(), "each parent once");
        let index = game.dense_index(&pos);
        assert_eq!(
            taken_back,
            inverse[index],
            "the parents of {} in {:?}",
            game.format_state(&pos),
            game.variant()
        );
    }
}

#[test]
fn parents_are_the_positions_whose_children_include_them() {
    let (mut checked, mut windows, mut lists) = (0, 0, 0);
    for game in super::super::children::tests::variants_to_check() {
        let negative_or_zombies = game.has(Switch::Negative) || game.has(Switch::Zombies);
        assert_eq!(
            game.numbers_parents(),
            !negative_or_zombies,
            "{:?}",
            game.variant()
        );
        if game.numbers_parents() {
            parents_are_the_inverse_of_children(&game);
            checked += 1;
            let tables = game.by_rank().expect("tables for small groups");
            let (windowed, listed) = tables.windowed();
            (windows, lists) = (windows + windowed, lists + listed);
        }
    }
    assert!(checked >= 30, "{checked} variants take their moves back");
    // Both ways the tables read their lists (short ones as whole windows) are checked.
    assert!(windows > 0 && lists > 0, "{windows} windows, {lists} lists");
}

#[test]
fn zombies_and_negative_keep_their_lists_of_parents() {
    for switch in [Switch::Zombies, Switch::Negative] {
        let game = Chopsticks::new(Variant::with(3, &[switch])).expect("valid");
        let start = game.dense_index(&game.start());
        assert_eq!(Game::numbered_parents(&game, start, &mut Vec::new()), None);
    }
}
