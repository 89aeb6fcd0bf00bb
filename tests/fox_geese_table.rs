//! The Fox and Geese table on disk, built small (up to six geese) in a temporary folder:
//! its verdicts follow the rules, a build resumes after its last finished layer, and a
//! missing, partial, damaged or foreign table is refused, never read as a verdict.

mod common;

use kibitzer::core::{Game, Outcome, Rng};
use kibitzer::games::fox_geese::{FoxGeese, Position};
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
    common::fox_geese_positions(geese, count, 12_345)
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
    let text = err.to_string();
    assert_eq!(
        text.matches("rebuild").count(),
        1,
        "one piece of advice: {text}"
    );
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
    // A rebuild repairs the damaged layer and gives a usable table again.
    let mut events = Vec::new();
    table::build(dir.path(), 5, 2, &Progress::new(), &mut |e| events.push(e)).expect("rebuilt");
    assert!(
        events.iter().any(
            |e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("geese-04.kbt"))
        ),
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
    let mut rng = Rng::seeded(99);
    let mut next = move |n: usize| rng.below(n);
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

/// Each file of the table folder with its inode: a file rewritten (renamed into place) or
/// removed shows here.
fn files(cache: &Path) -> Vec<(String, u64)> {
    use std::os::unix::fs::MetadataExt;
    let mut files: Vec<(String, u64)> = std::fs::read_dir(table::table_dir(cache))
        .expect("the table folder")
        .map(|e| {
            let e = e.expect("an entry");
            let meta = std::fs::symlink_metadata(e.path()).expect("metadata");
            (e.file_name().to_string_lossy().into_owned(), meta.ino())
        })
        .filter(|(name, _)| name != "build.lock")
        .collect();
    files.sort();
    files
}

fn build_events(cache: &Path, geese: usize) -> Result<Vec<BuildEvent>, TableError> {
    let mut events = Vec::new();
    table::build(cache, geese, 2, &Progress::new(), &mut |e| events.push(e))?;
    Ok(events)
}

fn layers_started(events: &[BuildEvent]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::LayerStarted { geese, .. } => Some(*geese),
            _ => None,
        })
        .collect()
}

fn inode(files: &[(String, u64)], name: &str) -> Option<u64> {
    files.iter().find(|(n, _)| n == name).map(|&(_, i)| i)
}

#[test]
fn a_layer_failing_a_checksum_is_built_again_and_the_sound_files_are_kept() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), 6);
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 6);
    let folder = table::table_dir(dir.path());
    flip_byte(&folder.join("geese-05.kbt"), 0.5);
    let before = files(dir.path());
    let events = build_events(dir.path(), 6).expect("repaired");
    assert!(
        events.iter().any(
            |e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("geese-05.kbt"))
        ),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, BuildEvent::Resumed { .. })),
        "{events:?}"
    );
    // Layer 5 is computed from layer 4; layer 6 (built from A of 5 when it was sound) is kept.
    assert_eq!(layers_started(&events), [4, 5]);
    let after = files(dir.path());
    for name in ["geese-04.kbt", "geese-06.kbt", "capture-06.kbt"] {
        assert_eq!(inode(&before, name), inode(&after, name), "{name} is kept");
    }
    assert_ne!(
        inode(&before, "geese-05.kbt"),
        inode(&after, "geese-05.kbt")
    );
    let read = |d: &Path, name: &str| std::fs::read(table::table_dir(d).join(name)).expect("file");
    assert_eq!(
        read(dir.path(), "geese-05.kbt"),
        read(fresh.path(), "geese-05.kbt")
    );
    table::verify(dir.path(), 6, &mut |_, _| ()).expect("sound again");
    check_against_rules(&table::open(dir.path(), 6).expect("opens"), 6);
    // Sound now: nothing more to do.
    assert_eq!(
        layers_started(&build_events(dir.path(), 6).expect("built")),
        [0; 0]
    );
}

#[test]
fn a_damaged_summary_is_replaced_and_every_sound_layer_kept() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    let (figures, _) = build(fresh.path(), 5);
    for damage in ["checksum", "truncated"] {
        let dir = tempfile::tempdir().expect("temporary folder");
        build(dir.path(), 5);
        let summary = table::table_dir(dir.path()).join("summary.kbt");
        if damage == "checksum" {
            flip_byte(&summary, 0.005);
        } else {
            let bytes = std::fs::read(&summary).expect("summary");
            std::fs::write(&summary, &bytes[..bytes.len() / 2]).expect("written");
        }
        assert!(matches!(
            table::open(dir.path(), 5),
            Err(TableError::Damaged { .. })
        ));
        let before = files(dir.path());
        let events = build_events(dir.path(), 5).expect("repaired");
        assert!(
            events.iter().any(
                |e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("summary.kbt"))
            ),
            "{damage}: {events:?}"
        );
        let after = files(dir.path());
        for name in ["geese-04.kbt", "geese-05.kbt"] {
            assert_eq!(
                inode(&before, name),
                inode(&after, name),
                "{damage}: {name}"
            );
        }
        let summary = table::summary(&table::table_dir(dir.path())).expect("a summary again");
        let counts = |s: &table::Summary| {
            s.layers
                .iter()
                .map(|l| (l.geese, l.positions_per_side, l.fox_to_move_wins))
                .collect::<Vec<_>>()
        };
        assert_eq!(counts(&summary), counts(&figures), "{damage}");
        check_against_rules(&table::open(dir.path(), 5).expect("opens"), 5);
    }
}

#[test]
fn a_missing_or_damaged_capture_file_is_computed_again_and_the_layers_kept() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), 6);
    for damage in ["missing", "checksum"] {
        let dir = tempfile::tempdir().expect("temporary folder");
        build(dir.path(), 5);
        let capture = table::table_dir(dir.path()).join("capture-05.kbt");
        if damage == "missing" {
            std::fs::remove_file(&capture).expect("removed");
        } else {
            flip_byte(&capture, 0.5);
        }
        let before = files(dir.path());
        let events = build_events(dir.path(), 6).expect("built");
        assert!(
            events.iter().any(
                |e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("capture-05.kbt"))
            ),
            "{damage}: {events:?}"
        );
        assert_eq!(layers_started(&events), [4, 5, 6], "{damage}");
        let after = files(dir.path());
        for name in ["geese-04.kbt", "geese-05.kbt"] {
            assert_eq!(
                inode(&before, name),
                inode(&after, name),
                "{damage}: {name}"
            );
        }
        let read =
            |d: &Path, name: &str| std::fs::read(table::table_dir(d).join(name)).expect("file");
        for name in ["geese-06.kbt", "capture-06.kbt"] {
            assert_eq!(read(dir.path(), name), read(fresh.path(), name), "{name}");
        }
        assert!(!table::table_dir(dir.path()).join("capture-05.kbt").exists());
    }
}

/// Makes a named pipe at `path`, by a system call rather than the `mkfifo` program: a child
/// process started while another test's build holds its lock would hold that lock too, until
/// it runs its program, and that test would find its folder still locked after its build.
fn mkfifo(path: &Path) {
    use rustix::fs::{CWD, Mode, mkfifoat};
    mkfifoat(CWD, path, Mode::from_raw_mode(0o644)).expect("a named pipe is made");
}

/// Runs a build up to `geese` on its own thread: its result, or a panic after 60 s (a
/// build that blocks, opening a pipe, say).
fn build_within_a_minute(cache: &Path, geese: usize) -> Result<Vec<BuildEvent>, TableError> {
    let cache = cache.to_path_buf();
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(build_events(&cache, geese));
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the build answers instead of blocking")
}

#[test]
fn files_that_are_not_damage_stop_the_build_and_nothing_is_removed() {
    let built = tempfile::tempdir().expect("temporary folder");
    build(built.path(), 5);
    type Spoil = fn(&Path);
    let cases: [(&str, Spoil, &str); 7] = [
        (
            "a summary of a newer format",
            |d| {
                let path = d.join("summary.kbt");
                let mut bytes = std::fs::read(&path).expect("summary");
                bytes[8..12].copy_from_slice(&2u32.to_le_bytes());
                std::fs::write(&path, bytes).expect("written");
            },
            "update Kibitzer",
        ),
        (
            "a layer of a newer format",
            |d| {
                let path = d.join("geese-04.kbt");
                let mut bytes = std::fs::read(&path).expect("layer");
                bytes[8..12].copy_from_slice(&9u32.to_le_bytes());
                std::fs::write(&path, bytes).expect("written");
            },
            "update Kibitzer",
        ),
        (
            "a summary that is not a table file",
            |d| std::fs::write(d.join("summary.kbt"), b"some notes of mine").expect("written"),
            "not a Kibitzer table file",
        ),
        (
            "a folder under a layer's name",
            |d| {
                let path = d.join("geese-05.kbt");
                std::fs::remove_file(&path).expect("removed");
                std::fs::create_dir(&path).expect("a folder");
            },
            "is not a table file",
        ),
        (
            // An error of the system, as an unreadable file gives (the tests run as root,
            // so permissions do not deny reads): a symbolic link to itself.
            "an I/O error on a layer",
            |d| {
                let path = d.join("geese-05.kbt");
                std::fs::remove_file(&path).expect("removed");
                std::os::unix::fs::symlink("geese-05.kbt", &path).expect("a link");
            },
            "could not open",
        ),
        (
            "a pipe under a layer's name",
            |d| {
                let path = d.join("geese-05.kbt");
                std::fs::remove_file(&path).expect("removed");
                mkfifo(&path);
            },
            "is not a table file",
        ),
        (
            "a pipe under a partial file's name",
            |d| mkfifo(&d.join("geese-06.kbt.partial")),
            "geese-06.kbt.partial",
        ),
    ];
    for (case, spoil, says) in cases {
        let dir = tempfile::tempdir().expect("temporary folder");
        let folder = table::table_dir(dir.path());
        std::fs::create_dir_all(&folder).expect("folder");
        for entry in std::fs::read_dir(table::table_dir(built.path())).expect("built") {
            let entry = entry.expect("entry");
            std::fs::copy(entry.path(), folder.join(entry.file_name())).expect("copied");
        }
        spoil(&folder);
        let before = files(dir.path());
        let err = build_within_a_minute(dir.path(), 6).expect_err(case);
        let text = err.to_string();
        assert!(text.contains(says), "{case}: {text}");
        assert!(
            text.contains(&folder.display().to_string()),
            "{case}: {text}"
        );
        assert_eq!(
            files(dir.path()),
            before,
            "{case}: nothing removed or replaced"
        );
        if case.contains("newer") {
            assert!(
                !text.contains("rebuild"),
                "{case}: never overwritten: {text}"
            );
        }
        // Reading refuses it too, at once (a pipe is not opened).
        if !case.contains("partial") {
            let (send, receive) = std::sync::mpsc::channel();
            let cache = dir.path().to_path_buf();
            std::thread::spawn(move || {
                let _ = send.send(table::open_built(&cache).map(|_| ()));
            });
            let opened = receive
                .recv_timeout(std::time::Duration::from_secs(60))
                .expect("opening answers instead of blocking");
            assert!(matches!(opened, Err(TableError::Damaged { .. })), "{case}");
        }
    }
}

#[test]
fn partial_files_left_by_a_crash_are_removed_under_the_lock() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 4);
    let folder = table::table_dir(dir.path());
    for name in ["geese-05.kbt.partial", "summary.kbt.partial"] {
        std::fs::write(folder.join(name), b"half a file").expect("written");
    }
    // Another build holds the lock: nothing is touched.
    let lock = std::fs::File::open(folder.join("build.lock")).expect("the lock file");
    lock.try_lock().expect("the lock is free");
    let before = files(dir.path());
    let err = build_events(dir.path(), 5).expect_err("busy");
    assert!(matches!(err, TableError::Busy { .. }), "{err}");
    assert_eq!(files(dir.path()), before);
    drop(lock);
    build_events(dir.path(), 4).expect("built");
    assert!(!folder.join("geese-05.kbt.partial").exists());
    assert!(!folder.join("summary.kbt.partial").exists());
}

#[test]
fn a_finished_table_answers_while_another_build_holds_the_folder() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (built, _) = build(dir.path(), 5);
    let folder = table::table_dir(dir.path());
    // Another build (of more geese) holds the lock.
    let lock = std::fs::File::open(folder.join("build.lock")).expect("the lock file");
    lock.try_lock().expect("the lock is free");
    let before = files(dir.path());
    for geese in [4, 5] {
        let mut events = Vec::new();
        let summary = table::build(dir.path(), geese, 2, &Progress::new(), &mut |e| {
            events.push(e)
        })
        .expect("a finished table answers");
        assert_eq!(summary.top(), built.top(), "{geese} geese");
        assert_eq!(summary.layers.len(), built.layers.len());
        assert!(events.is_empty(), "nothing built: {events:?}");
    }
    let err = build_events(dir.path(), 6).expect_err("more geese needs the lock");
    assert!(matches!(err, TableError::Busy { .. }), "{err}");
    assert_eq!(files(dir.path()), before, "nothing written or removed");
    drop(lock);
}

#[test]
fn the_cache_folder_must_be_a_folder_and_exist_to_be_read() {
    use table::{CacheUse, cache_folder};
    let dir = tempfile::tempdir().expect("temporary folder");
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"x").expect("written");
    for usage in [CacheUse::Read, CacheUse::Build] {
        let err = cache_folder(Some(&file), usage).expect_err("a file");
        assert!(err.contains("is not a folder"), "{err}");
        assert!(!err.contains("rebuild"), "{err}");
    }
    let missing = dir.path().join("none");
    let err = cache_folder(Some(&missing), CacheUse::Read).expect_err("missing");
    assert!(err.contains("does not exist"), "{err}");
    assert_eq!(
        cache_folder(Some(&missing), CacheUse::Build).as_deref(),
        Ok(missing.as_path())
    );
    // A build creates it.
    build_events(&missing, 4).expect("built");
    assert!(table::table_dir(&missing).is_dir());
}

/// The README's figures of four to six geese (sets, positions per side, wins with each side
/// to move) are what a build computes.
#[test]
fn the_readme_figures_of_four_to_six_geese_are_the_builds() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("the README");
    let table = readme
        .split("**The figures**")
        .nth(1)
        .expect("the README's figures of the W/L table");
    let rows: Vec<Vec<u64>> = table
        .lines()
        .skip_while(|l| !l.starts_with("| Geese | Sets |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.split('|')
                .filter(|cell| !cell.trim().is_empty())
                .map(|cell| cell.trim().replace(',', "").parse().expect("a number"))
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 14, "4 to 17 geese: {rows:?}");
    let dir = tempfile::tempdir().expect("temporary folder");
    let (summary, _) = build(dir.path(), 6);
    assert_eq!(summary.layers.len(), 3);
    for (layer, row) in summary.layers.iter().zip(&rows) {
        let built = vec![
            layer.geese as u64,
            layer.sets,
            layer.positions_per_side,
            layer.fox_to_move_wins,
            layer.geese_to_move_win,
        ];
        assert_eq!(&built, row, "{} geese", layer.geese);
    }
}
