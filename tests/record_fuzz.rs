//! Fuzzing the game-file loader with random and mutated documents: no input may panic, and
//! whatever is accepted must replay and round-trip.
//!
//! The long run (1,000,000 inputs; `KIBITZER_FUZZ_INPUTS` and `KIBITZER_FUZZ_SEED` change
//! the count and the seed):
//!
//! ```sh
//! cargo test --release --test record_fuzz -- --ignored --nocapture
//! ```
//!
//! A failing input is written to the system's temporary folder and named in the failure.

use kibitzer::core::Game;
use kibitzer::core::Rng;
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::history::{Glyph, History, Note};
use kibitzer::record::examples::EXAMPLES;
use kibitzer::record::{Player, Record, Strength};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::Instant;

/// Valid documents to mutate: the examples, the data file of each format version, and
/// random games of random variants written by the app.
fn seeds(rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = EXAMPLES
        .iter()
        .map(|e| e.text.as_bytes().to_vec())
        .collect();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for entry in std::fs::read_dir(data).expect("tests/data") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "ron") {
            seeds.push(std::fs::read(path).expect("reads"));
        }
    }
    while seeds.len() < 40 {
        let players = 2 + rng.below(3);
        let switches: Vec<Switch> = Switch::ALL
            .into_iter()
            .filter(|_| rng.below(4) == 0)
            .collect();
        let Ok(game) = Chopsticks::new(Variant::with(players, &switches)) else {
            continue;
        };
        let mut history = History::new(game.start());
        for _ in 0..rng.below(30) {
            let moves = game.legal_moves(history.current());
            if moves.is_empty() {
                break;
            }
            let mv = *rng.pick(&moves);
            history.play(&game, &mv).expect("legal");
        }
        let seats: Vec<Player> = (0..players)
            .map(|i| match i % 3 {
                0 => Player::human(),
                1 => Player::computer(Strength::Skill(rng.below(101) as u8)),
                _ => Player::computer(Strength::Random),
            })
            .collect();
        if !history.is_empty() {
            let note = Note::new(Some(Glyph::Dubious), "a \"note\" on a move");
            history.set_note(history.current_node(), note);
        }
        let mut record = Record::from_history(&game, &history, &seats);
        record.meta.note = Some("a \"note\" with\nlines".to_owned());
        seeds.push(record.to_ron_string().expect("writes").into_bytes());
    }
    seeds
}

/// Bytes that matter to RON and to the notations.
const INTERESTING: &[u8] = b"()[]{},:\"\\'#!/*0123456789-+._eExXabcdzABCDSswap \n\t\r";

/// Text that matters to the parser and the rules.
const TOKENS: &[&str] = &[
    "0",
    "-1",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "1e999",
    "0x7f",
    "NaN",
    "inf",
    "None",
    "Some(",
    "true",
    "()",
    "[]",
    "{}",
    "\"",
    "r#\"",
    "/*",
    "//",
    "\\u{0}",
    "#![enable(implicit_some)]",
    "#![enable(unwrap_newtypes)]",
    "b\"\\xff\"",
    "é",
    "\u{FEFF}",
    "format",
    "game",
    "settings",
    "seats",
    "moves",
    "start",
    "meta",
    "cursor",
    "notes",
    "line",
    "ply",
    "mark",
    "text",
    "\"!?\"",
    "\"??\"",
    "players",
    "switches",
    "zombies",
    "stumps",
    "negative",
    "tens",
    "chopsticks",
    "Human",
    "Computer(Skill(",
    "AC",
    "A1C",
    "B2D",
    "13-22",
    "0.5,0.5:0,1",
    "swap",
    "-A",
    "x",
    "zz",
];

/// One mutation of `doc`, with the other seeds at hand for splicing.
fn mutate_once(rng: &mut Rng, doc: &mut Vec<u8>, seeds: &[Vec<u8>]) {
    let at = rng.below(doc.len() + 1);
    match rng.below(12) {
        0 if !doc.is_empty() => {
            let i = rng.below(doc.len());
            doc[i] ^= 1 << rng.below(8);
        }
        1 if !doc.is_empty() => {
            let i = rng.below(doc.len());
            doc[i] = if rng.below(2) == 0 {
                *rng.pick(INTERESTING)
            } else {
                rng.below(256) as u8
            };
        }
        2 => {
            let end = (at + 1 + rng.below(16)).min(doc.len());
            doc.drain(at.min(end)..end);
        }
        3 => {
            let end = (at + 1 + rng.below(32)).min(doc.len());
            let copy = doc[at.min(end)..end].to_vec();
            let to = rng.below(doc.len() + 1);
            doc.splice(to..to, copy);
        }
        4 => {
            let other = rng.pick(seeds);
            let from = rng.below(other.len());
            let piece = &other[from..(from + 1 + rng.below(64)).min(other.len())];
            let end = (at + rng.below(64)).min(doc.len());
            doc.splice(at..end, piece.iter().copied());
        }
        5 => doc.truncate(at),
        6 => {
            let (open, close) = *rng.pick(&[
                ("[", "]"),
                ("(", ")"),
                ("{1:", "}"),
                ("Some(", ")"),
                ("(a:", ")"),
                ("A(", ")"),
            ]);
            let depth = *rng.pick(&[2, 10, 63, 64, 65, 100, 1_000, 100_000]);
            let mut nest = open.repeat(depth);
            if rng.below(2) == 0 {
                nest.push_str(&close.repeat(depth));
            }
            doc.splice(at..at, nest.into_bytes());
        }
        7 => {
            let token = rng.pick(TOKENS).as_bytes();
            let end = (at + rng.below(8)).min(doc.len());
            doc.splice(at..end, token.iter().copied());
        }
        8..=10 => {
            // Rewrite the contents of a quoted string (a move, a code, a name).
            let quotes: Vec<usize> = (0..doc.len()).filter(|&i| doc[i] == b'"').collect();
            if quotes.len() >= 2 {
                let q = rng.below(quotes.len() - 1);
                let (start, end) = (quotes[q] + 1, quotes[q + 1]);
                let alphabet = b"ABCDabcd0123456789-:,./xz swap";
                let text: Vec<u8> = (0..rng.below(9)).map(|_| *rng.pick(alphabet)).collect();
                doc.splice(start..end, text);
            }
        }
        _ => {
            // Swap two lines.
            let text = String::from_utf8_lossy(doc).into_owned();
            let mut lines: Vec<&str> = text.split('\n').collect();
            let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
            lines.swap(a, b);
            *doc = lines.join("\n").into_bytes();
        }
    }
}

/// A random input: mostly mutated seeds, sometimes noise or a splice of tokens.
fn input(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    match rng.below(20) {
        0 => (0..rng.below(512)).map(|_| rng.below(256) as u8).collect(),
        1 => (0..rng.below(64))
            .flat_map(|_| {
                let mut t = rng.pick(TOKENS).as_bytes().to_vec();
                t.push(*rng.pick(b" ,:"));
                t
            })
            .collect(),
        _ => {
            let mut doc = rng.pick(seeds).clone();
            for _ in 0..1 + rng.below(4) {
                mutate_once(rng, &mut doc, seeds);
            }
            doc
        }
    }
}

/// Loads one input the way the app does; whatever loads must replay, write, read back the
/// same and replay again. Returns the outcome's name for the statistics.
fn check(bytes: &[u8]) -> String {
    let kind = |err: &dyn std::fmt::Debug| {
        let text = format!("{err:?}");
        text.split([' ', '(', '{'])
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let record = match Record::from_ron_bytes(bytes) {
        Ok(record) => record,
        Err(err) => return kind(&err),
    };
    let loaded = match record.replay() {
        Ok(loaded) => loaded,
        Err(err) => return format!("replay {}", kind(&err)),
    };
    let again = loaded.to_record();
    let text = again
        .to_ron_string()
        .expect("an accepted game can be written");
    let back = Record::from_ron_str(&text).expect("a written game can be read");
    assert_eq!(back, again, "round trip of an accepted input");
    back.replay().expect("a written game replays");
    let _ = loaded.summary();
    "accepted".to_owned()
}

/// Feeds `count` inputs from `seed` on every core; panics (after writing the input to a
/// file) if any input panics.
fn fuzz(count: usize, seed: u64) {
    let clock = Instant::now();
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get());
    let per_thread = count.div_ceil(threads);
    let results: Vec<(usize, BTreeMap<String, usize>, Vec<String>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut rng =
                        Rng::seeded(seed ^ (t as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F));
                    let seeds = seeds(&mut rng);
                    let mut stats = BTreeMap::new();
                    let mut failures = Vec::new();
                    let mut done = 0;
                    for i in 0..per_thread.min(count.saturating_sub(t * per_thread)) {
                        let bytes = input(&mut rng, &seeds);
                        match catch_unwind(AssertUnwindSafe(|| check(&bytes))) {
                            Ok(outcome) => *stats.entry(outcome).or_insert(0) += 1,
                            Err(_) => {
                                let path = std::env::temp_dir()
                                    .join(format!("kibitzer-fuzz-{seed}-{t}-{i}.ron"));
                                let _ = std::fs::write(&path, &bytes);
                                failures.push(path.display().to_string());
                            }
                        }
                        done += 1;
                    }
                    (done, stats, failures)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("worker"))
            .collect()
    });
    let mut total = 0;
    let mut stats: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for (done, s, f) in results {
        total += done;
        for (k, v) in s {
            *stats.entry(k).or_insert(0) += v;
        }
        failures.extend(f);
    }
    let secs = clock.elapsed().as_secs_f64();
    println!(
        "fuzzed {total} inputs (seed {seed}) on {threads} threads in {secs:.1} s ({:.0} inputs/s)",
        total as f64 / secs
    );
    for (outcome, n) in &stats {
        println!("  {n:>9}  {outcome}");
    }
    assert_eq!(total, count);
    assert!(failures.is_empty(), "inputs that panicked: {failures:?}");
    assert!(
        stats.get("accepted").is_some_and(|&n| n > 0),
        "nothing was accepted"
    );
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok()?.parse().ok()
}

/// A quick run for every `cargo test`.
#[test]
fn fuzz_smoke() {
    fuzz(20_000, 1);
}

/// The long run: at least a million inputs.
#[test]
#[ignore = "long: run with --release -- --ignored --nocapture"]
fn fuzz_million() {
    let count = env_number("KIBITZER_FUZZ_INPUTS").map_or(1_000_000, |n| n as usize);
    fuzz(count, env_number("KIBITZER_FUZZ_SEED").unwrap_or(2025));
}
