//! The Fox and Geese table on disk, built small (up to six geese) in a temporary folder:
//! its verdicts follow the rules, a build resumes after its last finished layer, and a
//! missing, partial, damaged or foreign table is refused, never read as a verdict.

use kibitzer::core::{Game, Outcome};
use kibitzer::games::board::{Point, PointSet};
use kibitzer::games::fox_geese::{FoxGeese, Position, Side};
use kibitzer::solver::Progress;
use kibitzer::solver::fox_geese::table::{self, BuildEvent, StoredTable, TableError};
use std::path::Path;

fn build(cache: &Path, geese: usize) -> (table::Summary, Vec<BuildEvent>) {
    let mut events = Vec::new();
    let summary = table::build(cache, geese, 2, &Progress::new(), &mut |e| events.push(e))
        .expect("the build finishes");
    (summary, events)
}

/// Positions with `geese` geese, spread over the board by a fixed walk.
fn positions(geese: usize, count: usize) -> Vec<Position> {
    let game = FoxGeese::standard();
    let points: Vec<Point> = game.board().all().collect();
    let mut seed = 12_345u64;
    let mut next = move |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        ((seed >> 33) % n as u64) as usize
    };
    (0..count)
        .map(|i| {
            let mut set = PointSet::EMPTY;
            while set.len() < geese {
                set = set.with(points[next(points.len())]);
            }
            let fox = loop {
                let p = points[next(points.len())];
                if !set.contains(p) {
                    break p;
                }
            };
            let to_move = if i % 2 == 0 { Side::Fox } else { Side::Geese };
            Position {
                fox,
                geese: set,
                to_move,
            }
        })
        .collect()
}

/// The table's verdict equals the best verdict among the children, by the rules.
fn check_against_rules(table: &StoredTable, geese: usize) -> usize {
    let game = FoxGeese::standard();
    let mut wins = 0;
    for pos in positions(geese, 3000) {
        let stored = table.mover_wins(&game, &pos).expect("readable");
        let derived = match game.outcome(&pos) {
            Some(outcome) => outcome == Outcome::Winner(pos.to_move.seat()),
            None => game.legal_moves(&pos).iter().any(|mv| {
                table
                    .mover_wins(&game, &game.apply(&pos, mv))
                    .expect("readable")
                    == Some(false)
            }),
        };
        assert_eq!(stored, Some(derived), "{pos:?}");
        wins += usize::from(derived);
    }
    wins
}

#[test]
fn a_small_table_follows_the_rules_and_reopens() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (summary, _) = build(dir.path(), 6);
    assert_eq!(
        summary.layers.iter().map(|l| l.geese).collect::<Vec<_>>(),
        [4, 5, 6]
    );
    for layer in &summary.layers {
        // Every set of that many geese, and every empty point for the fox.
        let sets = (0..layer.geese as u64).fold(1, |r, i| r * (33 - i) / (i + 1));
        assert_eq!(layer.sets, sets);
        assert_eq!(layer.positions_per_side, sets * (33 - layer.geese as u64));
        assert!(layer.fox_to_move_wins <= layer.positions_per_side);
        assert!(layer.geese_to_move_win < layer.positions_per_side);
        if layer.geese < 6 {
            // Trapping the fox takes six geese at least (three neighbours and three
            // landing points, in a corner of the cross): with fewer the fox always wins.
            assert_eq!(layer.fox_to_move_wins, layer.positions_per_side);
            assert_eq!(layer.geese_to_move_win, 0);
        } else {
            // Both sides win some positions with either side to move.
            assert!(
                layer.fox_to_move_wins > 0 && layer.fox_to_move_wins < layer.positions_per_side
            );
            assert!(layer.geese_to_move_win > 0);
        }
    }
    let table = table::open(dir.path(), 6).expect("the table opens");
    let wins = check_against_rules(&table, 6);
    assert!(wins > 300 && wins < 2700, "both sides win some: {wins}");
    check_against_rules(&table, 5);
    // More geese than built: not covered, and opening for them says the table is missing.
    let seven = positions(7, 1)[0];
    assert_eq!(
        table
            .mover_wins(&FoxGeese::standard(), &seven)
            .expect("readable"),
        None
    );
    assert!(matches!(
        table::open(dir.path(), 7),
        Err(TableError::Missing { .. })
    ));
}

#[test]
fn a_build_resumes_after_its_last_layer_and_gives_the_same_table() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), 6);
    let resumed = tempfile::tempdir().expect("temporary folder");
    build(resumed.path(), 5);
    let (summary, events) = build(resumed.path(), 6);
    assert!(
        events.contains(&BuildEvent::Resumed { from: 5 }),
        "{events:?}"
    );
    assert_eq!(summary.layers.len(), 3);
    let file =
        |dir: &Path| std::fs::read(table::table_dir(dir).join("geese-06.kbt")).expect("layer file");
    assert_eq!(file(fresh.path()), file(resumed.path()));
    // Built already: nothing to do.
    let (_, events) = build(resumed.path(), 6);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, BuildEvent::LayerStarted { .. })),
        "{events:?}"
    );
}

#[test]
fn a_cancelled_build_keeps_nothing_false_and_resumes() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let progress = Progress::new();
    progress.cancel();
    let result = table::build(dir.path(), 5, 2, &progress, &mut |_| ());
    assert!(matches!(result, Err(TableError::Cancelled)));
    assert!(matches!(
        table::open(dir.path(), 4),
        Err(TableError::Missing { .. })
    ));
    let (summary, _) = build(dir.path(), 5);
    assert_eq!(summary.layers.len(), 2);
}

fn flip_byte(path: &Path, at_fraction: f64) {
    let mut bytes = std::fs::read(path).expect("file");
    let at = ((bytes.len() as f64 * at_fraction) as usize).min(bytes.len() - 1);
    bytes[at] ^= 0x40;
    std::fs::write(path, bytes).expect("written");
}

#[test]
fn a_damaged_layer_is_refused_when_read_and_by_verify() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 5);
    let layer = table::table_dir(dir.path()).join("geese-05.kbt");
    flip_byte(&layer, 0.5);
    let game = FoxGeese::standard();
    let outcome = table::open(dir.path(), 5).and_then(|t| {
        for pos in positions(5, 3000) {
            t.mover_wins(&game, &pos)
                .map_err(|source| TableError::Damaged {
                    dir: dir.path().into(),
                    source,
                })?;
        }
        Ok(())
    });
    let err = outcome.expect_err("a damaged block is never read as a verdict");
    assert!(err.to_string().contains("geese-05.kbt"), "{err}");
    let err = table::verify(dir.path(), 5, &mut |_, _| ()).expect_err("verify finds it");
    assert!(err.to_string().contains("rebuild"), "{err}");
}

#[test]
fn truncated_foreign_and_missing_tables_are_refused() {
    let dir = tempfile::tempdir().expect("temporary folder");
    assert!(matches!(
        table::open(dir.path(), 4),
        Err(TableError::Missing { .. })
    ));
    build(dir.path(), 5);
    let folder = table::table_dir(dir.path());
    // Truncated layer.
    let layer = folder.join("geese-04.kbt");
    let bytes = std::fs::read(&layer).expect("layer");
    std::fs::write(&layer, &bytes[..bytes.len() / 2]).expect("written");
    let err = table::open(dir.path(), 5).expect_err("truncated");
    assert!(matches!(err, TableError::Damaged { .. }), "{err}");
    // Foreign: another layer's file under this layer's name.
    std::fs::copy(folder.join("geese-05.kbt"), &layer).expect("copied");
    let err = table::open(dir.path(), 5).expect_err("foreign");
    assert!(err.to_string().contains("layout"), "{err}");
    // A rebuild starts over and gives a usable table again.
    let mut events = Vec::new();
    table::build(dir.path(), 5, 2, &Progress::new(), &mut |e| events.push(e)).expect("rebuilt");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BuildEvent::StartingOver { .. })),
        "{events:?}"
    );
    let table = table::open(dir.path(), 5).expect("opens");
    check_against_rules(&table, 5);
}

/// The full 13-geese table (built by `kibitzer solve fox-geese` into
/// `$KIBITZER_CACHE_DIR`; `KIBITZER_TABLE_GEESE=15` or `17` for the larger ones) against
/// every verdict the search proves, position and moves, over positions of random games from
/// the start, until 10,000 proven verdicts have been compared. Run with
/// `cargo test --test fox_geese_table -- --ignored --nocapture`.
#[test]
#[ignore = "needs the full 13-geese table (15 minutes to build)"]
fn the_full_table_agrees_with_every_verdict_the_search_proves() {
    use kibitzer::solver::search::{Limits, search};
    use std::time::Duration;
    let cache = table::cache_dir(None).expect("a cache folder");
    // 13 geese unless KIBITZER_TABLE_GEESE says 15 or 17.
    let geese: u8 = std::env::var("KIBITZER_TABLE_GEESE")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(13);
    let probe = table::open(&cache, usize::from(geese)).expect("the table is built");
    let game = FoxGeese::new(
        kibitzer::games::fox_geese::Variant::new(geese, false).expect("13, 15 or 17"),
    )
    .expect("a game");
    let limits = Limits {
        time: Duration::from_millis(40),
        ..Limits::default()
    };
    let mut seed = 99u64;
    let mut next = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((seed >> 33) % n.max(1) as u64) as usize
    };
    let (mut compared, mut positions) = (0usize, 0usize);
    while compared < 10_000 {
        let mut at = game.start();
        while game.outcome(&at).is_none() {
            positions += 1;
            let report = search(&game, &at, limits, &Progress::new()).expect("not cancelled");
            if let Some(value) = report.verdict.value() {
                let wins = matches!(value, kibitzer::core::Value::Win(_));
                assert_eq!(
                    probe.mover_wins(&game, &at).expect("readable"),
                    Some(wins),
                    "{at:?}"
                );
                compared += 1;
            }
            for m in &report.moves {
                use kibitzer::core::Value::{Loss, Win};
                use kibitzer::solver::search::Bound::{AtLeast, AtMost, Exact};
                // A proven value, or a bound that settles the winner (at most a loss is a
                // loss; at least a win is a win).
                let wins = match (m.verdict.value(), m.bound) {
                    (Some(Win(_)), Exact | AtLeast) => true,
                    (Some(Loss(_)), Exact | AtMost) => false,
                    _ => continue,
                };
                {
                    // A move's value is the mover's: the child's mover loses when it wins.
                    let child = probe.mover_wins(&game, &m.to).expect("readable");
                    assert_eq!(child, Some(!wins), "{at:?} then {:?}", m.mv);
                    compared += 1;
                }
            }
            let moves = game.legal_moves(&at);
            at = game.apply(&at, &moves[next(moves.len())]);
        }
    }
    eprintln!("{compared} proven verdicts compared over {positions} positions");
}
