//! The tests of `saved`.

use super::*;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::games::hare_hounds::HareHounds;
use crate::solver::progress::Progress;
use crate::solver::retrograde::{Column, TAG_WIN};
use crate::solver::solve;
use std::time::Instant;

fn solved<G: Game>(game: &G) -> Solution<G> {
    solve(game, &[game.start()], &Progress::new()).expect("not cancelled")
}

/// Every field of two solutions, and every position's lookup and verdicts, agree.
fn assert_same<G: Game>(game: &G, a: &Solution<G>, b: &Solution<G>) {
    assert!(a.states(game).eq(b.states(game)));
    assert_eq!(a.values, b.values);
    assert_eq!(a.depth, b.depth);
    assert_eq!(a.shortest_games, b.shortest_games);
    assert_eq!(a.out_degree, b.out_degree);
    assert_eq!(a.frames, b.frames);
    assert_eq!(a.players(), b.players());
    // Positions kept as numbers take less room than the positions themselves.
    assert!(b.memory_bytes() <= a.memory_bytes());
    for (id, state) in a.states(game).enumerate() {
        assert_eq!(b.id(game, &state), Some(id));
        for seat in 0..game.players() {
            assert_eq!(
                a.seat_value_of(game, id, seat),
                b.seat_value_of(game, id, seat)
            );
        }
    }
}

fn round_trip<G: Game>(game: &G, variant: &str) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let solution = solved(game);
    let file = path(dir.path(), game, variant);
    save(&file, game, variant, &solution, 12.5).expect("saved");
    assert!(
        !crate::store::partial_path(&file).exists(),
        "renamed into place"
    );
    let loaded = load(&file, game, variant, &game.start()).expect("loaded");
    assert_eq!(loaded.solve_ms, 12.5);
    assert_same(game, &solution, &loaded.solution);
}

fn chopsticks(players: usize, switches: &[Switch]) -> Chopsticks {
    Chopsticks::new(Variant::with(players, switches)).expect("a valid game")
}

#[test]
fn solutions_come_back_identical() {
    round_trip(&chopsticks(2, &[]), "2p:");
    round_trip(&chopsticks(3, &[]), "3p:");
    round_trip(&chopsticks(3, &[Switch::Zombies]), "3p:zombies");
    round_trip(&HareHounds::standard(), "standard");
    // Positions kept by number, for hands of every count and players with different hands.
    let hands = |players: usize, hands: &[u8], switches: &[Switch]| {
        Chopsticks::new(Variant::with(players, switches).with_hands(hands)).expect("valid")
    };
    round_trip(&hands(2, &[3, 2], &[]), "2p:hands=3,2");
    round_trip(&hands(2, &[1], &[]), "2p:hands=1");
    round_trip(
        &hands(3, &[3, 1, 2], &[Switch::Zombies]),
        "3p:zombies:hands=3,1,2",
    );
}

#[test]
fn numbers_that_are_no_positions_or_a_lookup_that_disagrees_are_damage() {
    // Two positions numbered 0 and 2 of an index of 3 numbers; `lookup` their ids.
    let check = |numbers: &[u32], lookup: &[u32], values: &[u32]| {
        check_columns(&Columns {
            values: values.to_vec().into(),
            depth: Column::default(),
            shortest_games: Column::default(),
            out_degree: Column::default(),
            numbered: Some((numbers.to_vec().into(), lookup.to_vec().into())),
        })
    };
    let good = [TAG_WIN | 4, 0];
    assert_eq!(check(&[0, 2], &[0, UNSEEN, 1], &good), Ok(()));
    let err = check(&[0, 3], &[0, UNSEEN, 1], &good).expect_err("beyond the index");
    assert!(
        err.contains("position 1's number 3 is no position"),
        "{err}"
    );
    let err = check(&[0, 0], &[0, UNSEEN, 1], &good).expect_err("twice");
    assert!(err.contains("position 1 is listed twice"), "{err}");
    let err = check(&[0, 2], &[0, 1, 1], &good).expect_err("a number too many");
    assert!(err.contains("its lookup lists 3 positions, not 2"), "{err}");
    let err = check(&[0, 2], &[1, UNSEEN, 0], &good).expect_err("swapped");
    assert!(err.contains("does not give position 0 back"), "{err}");
    let err = check(&[0, 2], &[0, UNSEEN, 1], &[0, 3 | 8]).expect_err("a tag");
    assert!(err.contains("value 1 has an unknown tag"), "{err}");
}

#[test]
fn a_game_that_numbers_its_positions_is_read_in_place() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let game = chopsticks(3, &[]);
    let file = saved_file(dir.path(), &game, "3p:");
    let loaded = load(&file, &game, "3p:", &game.start()).expect("loaded");
    let solution = loaded.solution;
    assert!(matches!(
        solution.positions,
        Positions::Numbered(Column::Mapped(..))
    ));
    assert!(matches!(solution.lookup, Lookup::Dense(Column::Mapped(..))));
    assert!(matches!(solution.values, Column::Mapped(..)));
    assert!(matches!(solution.shortest_games, Column::Mapped(..)));
    // Hare and Hounds keeps its positions' codes, read back into a list.
    let hare = HareHounds::standard();
    let file = path(dir.path(), &hare, "standard");
    save(&file, &hare, "standard", &solved(&hare), 1.0).expect("saved");
    let loaded = load(&file, &hare, "standard", &hare.start()).expect("loaded");
    assert!(matches!(loaded.solution.positions, Positions::Listed(_)));
    assert!(matches!(loaded.solution.depth, Column::Mapped(..)));
}

/// A file saved for a game; the payload's first byte's offset in the file.
fn saved_file(dir: &Path, game: &Chopsticks, variant: &str) -> PathBuf {
    let file = path(dir, game, variant);
    save(&file, game, variant, &solved(game), 1.0).expect("saved");
    file
}

#[test]
fn damaged_cut_short_and_foreign_files_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let game = chopsticks(2, &[]);
    let start = game.start();
    let file = saved_file(dir.path(), &game, "2p:");
    let good = std::fs::read(&file).expect("read");

    // A byte of the payload changed (the payload starts on a 4096-byte boundary).
    let mut bad = good.clone();
    bad[4096 + 40] ^= 0x10;
    std::fs::write(&file, &bad).expect("written");
    let err = load(&file, &game, "2p:", &start).err().expect("refused");
    assert!(matches!(err, StoreError::Corrupt { .. }), "{err}");

    // Cut short.
    std::fs::write(&file, &good[..good.len() - 100]).expect("written");
    let err = load(&file, &game, "2p:", &start).err().expect("refused");
    assert!(matches!(err, StoreError::Truncated { .. }), "{err}");

    // Another variant's file under this variant's name.
    let other = chopsticks(2, &[Switch::Stumps]);
    let other_file = saved_file(dir.path(), &other, "2p:stumps");
    std::fs::copy(&other_file, &file).expect("copied");
    let err = load(&file, &game, "2p:", &start).err().expect("refused");
    assert!(
        matches!(
            err,
            StoreError::Foreign {
                field: "variant",
                ..
            }
        ),
        "{err}"
    );

    // Another game with the same variant key.
    let err = load(
        &file,
        &HareHounds::standard(),
        "2p:stumps",
        &HareHounds::standard().start(),
    )
    .err()
    .expect("refused");
    assert!(
        matches!(err, StoreError::Foreign { field: "game", .. }),
        "{err}"
    );

    // Missing.
    std::fs::remove_file(&file).expect("removed");
    let err = load(&file, &game, "2p:", &start).err().expect("refused");
    assert!(matches!(err, StoreError::Missing { .. }), "{err}");
}

#[test]
fn a_file_names_its_variant_safely() {
    let game = chopsticks(2, &[]);
    let dir = Path::new("tables");
    let a = path(dir, &game, "6p:sun, zombies");
    let b = path(dir, &game, "6p_sun__zombies");
    assert_ne!(a, b, "keys that clean up alike get different names");
    let name = a.file_name().and_then(|n| n.to_str()).expect("a name");
    assert!(name.starts_with("chopsticks-6p_sun__zombies-"), "{name}");
    assert!(name.ends_with(".kbt"), "{name}");
}

/// How long the largest Chopsticks solve takes, against saving and loading it:
/// `cargo test --release --lib saved::tests::six_players_load_fast -- --ignored --nocapture`.
#[test]
#[ignore = "a timing of the six-player solve, tens of seconds"]
fn six_players_load_fast() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let game = chopsticks(6, &[]);
    let clock = Instant::now();
    let solution = solved(&game);
    let solve_ms = clock.elapsed().as_secs_f64() * 1000.0;
    let file = path(dir.path(), &game, "6p:");
    let clock = Instant::now();
    save(&file, &game, "6p:", &solution, solve_ms).expect("saved");
    let save_ms = clock.elapsed().as_secs_f64() * 1000.0;
    let clock = Instant::now();
    let loaded = load(&file, &game, "6p:", &game.start()).expect("loaded");
    let load_ms = clock.elapsed().as_secs_f64() * 1000.0;
    let bytes = std::fs::metadata(&file).expect("a file").len();
    println!(
        "{} positions: solve {solve_ms:.0} ms, save {save_ms:.0} ms, load {load_ms:.0} ms, \
         file {:.1} MB",
        solution.len(),
        bytes as f64 / 1e6
    );
    assert_same(&game, &solution, &loaded.solution);
}
