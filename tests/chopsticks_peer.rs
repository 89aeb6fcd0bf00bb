//! Kibitzer against published results: every position of the strategy tables printed by the
//! Python solver HanseulJo/Chopsticks_Game_strategy (commit 3af82d0), for 3 to 7 fingers,
//! Cut-off and Suicide, asked of Kibitzer value by value (see `tests/data/chopsticks-peer`);
//! the terms of OEIS A302403 (one-handed Chopsticks) below 60; and the README's table.

use kibitzer::core::{Game, Value};
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::solver::Progress;
use kibitzer::solver::solve;

/// One position of a peer's table: Kibitzer's code and the value for the player to move.
struct PeerLine {
    code: String,
    value: &'static str,
}

/// The pairs of hands in `A (1, 2) D (0, 3)`, as a position code `1203`.
fn code_of(line: &str) -> String {
    line.chars()
        .filter(|c| c.is_ascii_digit())
        .take(4)
        .collect()
}

/// The positions of the peer's table for `fingers` fingers.
fn peer_table(fingers: u8) -> Vec<PeerLine> {
    let path = format!(
        "{}/tests/data/chopsticks-peer/{fingers}_fingers.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the peer's table");
    text.lines()
        .filter(|line| line.starts_with("A ("))
        .map(|line| {
            let value = ["win", "lose", "tie"]
                .into_iter()
                .find(|v| line.split_whitespace().any(|word| word == *v))
                .unwrap_or_else(|| panic!("a value in {line}"));
            PeerLine {
                code: code_of(line),
                value,
            }
        })
        .collect()
}

/// The peer's word for a value of the player to move.
fn peer_word(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "win",
        Value::Loss(_) => "lose",
        Value::Draw => "tie",
    }
}

#[test]
fn every_position_of_the_peers_tables_has_kibitzers_value() {
    for fingers in 3..=7u8 {
        let variant = Variant::with(2, &[Switch::Cutoff, Switch::Suicide]).with_fingers(fingers);
        let game = Chopsticks::new(variant).expect("a valid variant");
        let lines = peer_table(fingers);
        // Every pair of live hands for both players: no position is missing from the table.
        let live_pairs = usize::from(fingers) * (usize::from(fingers) + 1) / 2 - 1;
        assert_eq!(lines.len(), live_pairs * live_pairs, "{fingers} fingers");
        let states: Vec<_> = lines
            .iter()
            .map(|line| game.parse_state(&line.code).expect("a valid code"))
            .collect();
        let solution = solve(&game, &states, &Progress::new()).expect("solved");
        for (line, state) in lines.iter().zip(&states) {
            let value = solution.value(&game, state).expect("solved");
            assert_eq!(
                peer_word(value),
                line.value,
                "{fingers} fingers, {}: Kibitzer says {value}",
                line.code
            );
        }
    }
}

#[test]
fn the_peers_start_values_and_counts_are_reproduced() {
    // From its README: from (1, 1)/(1, 1) the first player ties with 3 fingers, wins with
    // 4, loses with 5, ties with 6 and 7; with 5 fingers 130 wins, 52 losses, 14 ties.
    for (fingers, start) in [(3, "tie"), (4, "win"), (5, "lose"), (6, "tie"), (7, "tie")] {
        let variant = Variant::with(2, &[Switch::Cutoff, Switch::Suicide]).with_fingers(fingers);
        let game = Chopsticks::new(variant).expect("a valid variant");
        let solution = solve(&game, &[game.start()], &Progress::new()).expect("solved");
        let value = solution.value(&game, &game.start()).expect("solved");
        assert_eq!(peer_word(value), start, "{fingers} fingers from 1111");
    }
    // Kibitzer's own count over every position where both players have a hand left.
    let variant = Variant::with(2, &[Switch::Cutoff, Switch::Suicide]).with_fingers(5);
    let game = Chopsticks::new(variant).expect("a valid variant");
    let pairs: Vec<String> = (0..5)
        .flat_map(|lo| (lo..5).map(move |hi| format!("{lo}{hi}")))
        .filter(|pair| pair != "00")
        .collect();
    let states: Vec<_> = pairs
        .iter()
        .flat_map(|a| pairs.iter().map(move |d| format!("{a}{d}")))
        .map(|code| game.parse_state(&code).expect("a valid code"))
        .collect();
    let solution = solve(&game, &states, &Progress::new()).expect("solved");
    let mut counts = std::collections::BTreeMap::new();
    for state in &states {
        let value = solution.value(&game, state).expect("solved");
        *counts.entry(peer_word(value)).or_insert(0) += 1;
    }
    let counted = |word| counts.get(word).copied().unwrap_or(0);
    assert_eq!(states.len(), 196);
    assert_eq!(
        (counted("win"), counted("lose"), counted("tie")),
        (130, 52, 14)
    );
}

/// A value as the README's table words it: "win in 3", "draw".
fn readme_words(value: Value) -> String {
    match value {
        Value::Win(n) => format!("win in {n}"),
        Value::Loss(n) => format!("loss in {n}"),
        Value::Draw => "draw".to_owned(),
    }
}

#[test]
fn the_readme_table_of_fingers_is_kibitzers() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let row = |label: &str| -> Vec<String> {
        let line = readme
            .lines()
            .find(|l| l.starts_with(&format!("| {label}")))
            .unwrap_or_else(|| panic!("the README's row {label}"));
        line.split('|')
            .map(str::trim)
            .filter(|cell| !cell.is_empty())
            .skip(1)
            .map(str::to_owned)
            .collect()
    };
    for (label, switches) in [
        ("Standard", vec![]),
        ("Simple Chopsticks", vec![Switch::Attacks, Switch::Cutoff]),
    ] {
        let cells = row(label);
        assert_eq!(cells.len(), 6, "{label}");
        for (fingers, cell) in (2..=7u8).zip(&cells) {
            let variant = Variant::with(2, &switches).with_fingers(fingers);
            let game = Chopsticks::new(variant).expect("a valid variant");
            let solution = solve(&game, &[game.start()], &Progress::new()).expect("solved");
            let value = solution.value(&game, &game.start()).expect("solved");
            assert_eq!(&readme_words(value), cell, "{label}, {fingers} fingers");
        }
    }
}

#[test]
fn the_readme_table_of_hands_is_kibitzers() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("the README");
    let mut rows = 0;
    for hands in 1..=3u8 {
        for (label, switches) in [
            ("standard", vec![]),
            ("Simple", vec![Switch::Attacks, Switch::Cutoff]),
        ] {
            let start = format!("| H = {hands}, {label} |");
            let line = readme
                .lines()
                .find(|l| l.starts_with(&start))
                .unwrap_or_else(|| panic!("the README's row {start}"));
            let cells: Vec<&str> = line[start.len()..]
                .split('|')
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect();
            assert_eq!(cells.len(), 6, "{start}");
            for (fingers, cell) in (2..=7u8).zip(cells) {
                let variant = Variant::with(2, &switches)
                    .with_fingers(fingers)
                    .with_hands(&[hands]);
                let game = Chopsticks::new(variant).expect("a valid variant");
                let value = start_value(&game, &game.start());
                assert_eq!(readme_words(value), cell, "{start} {fingers} fingers");
            }
            rows += 1;
        }
    }
    assert_eq!(rows, 6);
}

/// OEIS A302403, "Generalized chopsticks sequence": the terms below 60.
const A302403_BELOW_60: [u8; 28] = [
    2, 3, 5, 7, 9, 10, 11, 13, 17, 19, 21, 23, 25, 26, 27, 29, 31, 33, 34, 37, 41, 43, 47, 49, 50,
    53, 57, 59,
];

/// Who wins one-handed Chopsticks with hands of `n` fingers from `i` fingers each: `Some(0)`
/// the first player, `Some(1)` the second, `None` when the game never ends; with the value.
fn one_handed_winner(n: u8, i: u8) -> Option<usize> {
    let game = Chopsticks::new(Variant::standard(2).with_hands(&[1]).with_fingers(n))
        .expect("a valid variant");
    let start = game.parse_state(&format!("{i}/{i}")).expect("a valid code");
    let value = start_value(&game, &start);
    // The same game played with two hands, the other dead from the start, and no splits:
    // the one move is the live hand onto the other's, and nothing brings the dead hand
    // back. Both must say the same.
    let two = Chopsticks::new(Variant::with(2, &[Switch::Attacks]).with_fingers(n))
        .expect("a valid variant");
    let emulated = two
        .parse_state(&format!("0,{i}/0,{i}"))
        .expect("a valid code");
    assert_eq!(start_value(&two, &emulated), value, "n = {n}, i = {i}");
    match value {
        Value::Win(_) => Some(0),
        Value::Loss(_) => Some(1),
        Value::Draw => None,
    }
}

/// The value of `start` for the player to move, solved from it.
fn start_value(game: &Chopsticks, start: &kibitzer::games::chopsticks::Position) -> Value {
    let solution = solve(game, std::slice::from_ref(start), &Progress::new()).expect("solved");
    solution.value(game, start).expect("solved")
}

#[test]
fn one_handed_chopsticks_reproduces_oeis_a302403_below_60() {
    // A302403 (Generalized chopsticks sequence): n is a term when, for every start
    // 1 <= i < n with both hands at i, the game ends and the same player wins all of them.
    // Its worked example: with n = 5 and i = 1 the first player wins.
    assert_eq!(one_handed_winner(5, 1), Some(0));
    let found: Vec<u8> = (2..60u8)
        .filter(|&n| {
            let winners: Vec<Option<usize>> = (1..n).map(|i| one_handed_winner(n, i)).collect();
            winners[0].is_some() && winners.iter().all(|w| *w == winners[0])
        })
        .collect();
    assert_eq!(found, A302403_BELOW_60);
}
