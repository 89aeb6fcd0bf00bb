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
    let mut parents = Vec::new();
    for pos in game.every_code().expect("small") {
        if !valid(&pos) {
            continue;
        }
        assert!(Game::numbered_parents(game, &pos, &mut parents));
        // Both ways of taking back agree (the tables are the way of small groups).
        let mut by_hands = Vec::new();
        game.parents_by_hands(&pos, &mut by_hands);
        let sorted = |list: &[(usize, Seat)]| list.iter().copied().collect::<BTreeSet<_>>();
        assert_eq!(
            sorted(&parents),
            sorted(&by_hands),
            "{}",
            game.format_state(&pos)
        );
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
    let mut variants = vec![
        Variant::standard(2),
        Variant::standard(2).with_hands(&[3]),
        Variant::standard(2).with_hands(&[1]).with_fingers(7),
        Variant::standard(2).with_hands(&[3, 2]),
        Variant::standard(3).with_hands(&[1, 2, 3]),
        Variant::standard(3).with_hands(&[2, 1, 1]),
        Variant::standard(4),
        Variant::standard(5).with_hands(&[1]).with_fingers(4),
    ];
    for switch in Switch::ALL {
        if matches!(switch, Switch::Zombies | Switch::Negative) {
            continue;
        }
        for players in 2..=3 {
            variants.push(Variant::with(players, &[switch]));
        }
    }
    variants.push(Variant::with(2, &[Switch::Cutoff, Switch::Suicide]));
    variants.push(Variant::with(3, &[Switch::Swap, Switch::Cutoff]));
    variants.push(Variant::with(3, &[Switch::Misere, Switch::Suicide]));
    variants.push(Variant::with(
        2,
        &[Switch::Stumps, Switch::Halves, Switch::Meta],
    ));
    variants.push(Variant::with(3, &[Switch::Attacks, Switch::Cutoff]).with_hands(&[3, 1, 2]));
    for variant in variants {
        let game = Chopsticks::new(variant.clone()).unwrap_or_else(|e| panic!("{variant:?}: {e}"));
        assert!(game.numbers_parents(), "{variant:?} takes its moves back");
        parents_are_the_inverse_of_children(&game);
    }
}

#[test]
fn zombies_and_negative_keep_their_lists_of_parents() {
    for switch in [Switch::Zombies, Switch::Negative] {
        let game = Chopsticks::new(Variant::with(3, &[switch])).expect("valid");
        assert!(!Game::numbered_parents(
            &game,
            &game.start(),
            &mut Vec::new()
        ));
    }
}
