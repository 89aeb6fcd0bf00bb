//! The Fox and Geese remoteness table on disk, built small (up to six geese) in a temporary
//! folder: it gives what the in-memory reference gives, follows the rules position by
//! position, says who wins as the W/L table does, resumes, repairs exactly what is damaged,
//! and refuses a truncated, corrupted, foreign or other-geometry file.

mod common;

use kibitzer::core::{Game, Rng, Value};
use kibitzer::games::board::{Point, PointSet};
use kibitzer::games::fox_geese::{FoxGeese, Position, Side};
use kibitzer::solver::Progress;
use kibitzer::solver::fox_geese::remote_build;
use kibitzer::solver::fox_geese::remote_table::{
    self, RemoteTable, Rules, ZSTD_PLIES_BLOCK, plies_id, plies_path, remote_dir, zstd_plies_id,
};
use kibitzer::solver::fox_geese::remoteness::Remoteness;
use kibitzer::solver::fox_geese::table::{self, BuildEvent, Summary, TableError};
use kibitzer::solver::search::{Report, Verdict};
use kibitzer::store::{self, StoreError};
use std::path::Path;
use std::sync::LazyLock;

/// The reference up to six geese, built once, with the longest remoteness of each count
/// (geese to move, fox to move).
static BUILT: LazyLock<(Remoteness, Vec<(u8, u8)>)> = LazyLock::new(|| {
    let mut longest = Vec::new();
    let table = Remoteness::build_with(6, &mut |f| longest.push(f.longest));
    (table, longest)
});

fn reference() -> &'static Remoteness {
    &BUILT.0
}

fn build(cache: &Path, geese: usize) -> Result<(Summary, Vec<BuildEvent>), TableError> {
    let mut events = Vec::new();
    let summary = remote_build::build(cache, geese, 2, &Progress::new(), &mut |e| events.push(e))?;
    Ok((summary, events))
}

/// Positions with `geese` geese, spread over the board by a fixed walk from `seed`.
fn positions(geese: usize, count: usize, seed: u64) -> Vec<Position> {
    common::fox_geese_positions(geese, count, seed)
}

fn plies(value: Value) -> u32 {
    value.remoteness().expect("no draws without sideways")
}

fn value(table: &RemoteTable, pos: &Position) -> Value {
    table
        .value(&FoxGeese::standard(), pos)
        .expect("readable")
        .expect("covered")
}

#[test]
fn the_table_on_disk_gives_what_the_reference_gives_and_follows_the_rules() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (summary, _) = build(dir.path(), 6).expect("built");
    assert_eq!(
        summary.layers.iter().map(|l| l.geese).collect::<Vec<_>>(),
        [4, 5, 6]
    );
    let table = remote_table::open(dir.path(), 6).expect("opens");
    let game = FoxGeese::standard();
    // Every position of four geese, both sides to move, against the reference.
    let points: Vec<Point> = game.board().all().collect();
    let mut checked = 0;
    for a in 0..33 {
        for b in a + 1..33 {
            for c in b + 1..33 {
                for d in c + 1..33 {
                    let geese = [a, b, c, d]
                        .iter()
                        .fold(PointSet::EMPTY, |s, &i| s.with(points[i]));
                    for fox in points.iter().copied().filter(|p| !geese.contains(*p)) {
                        for to_move in [Side::Fox, Side::Geese] {
                            let pos = Position {
                                fox,
                                geese,
                                to_move,
                            };
                            assert_eq!(Some(value(&table, &pos)), reference().value(&pos));
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(checked, 40_920 * 29 * 2);
    // Positions of five and six geese: as the reference, and one ply more than the best
    // child by the rules (each child read from the table too).
    let mut parities = [0usize; 2];
    for geese in [5, 6] {
        for pos in positions(geese, 4000, 7 + geese as u64) {
            let stored = value(&table, &pos);
            assert_eq!(Some(stored), reference().value(&pos), "{pos:?}");
            let derived = if game.outcome(&pos).is_some() {
                0
            } else {
                let children: Vec<u32> = game
                    .legal_moves(&pos)
                    .iter()
                    .map(|mv| plies(value(&table, &game.apply(&pos, mv))))
                    .collect();
                let lost_for_them = children.iter().filter(|r| *r % 2 == 0).min();
                1 + lost_for_them
                    .copied()
                    .unwrap_or_else(|| *children.iter().max().expect("moves"))
            };
            assert_eq!(plies(stored), derived, "{pos:?}");
            parities[(derived % 2) as usize] += 1;
        }
    }
    assert!(parities[0] > 500 && parities[1] > 500, "{parities:?}");
    // What the lookups decode, counted: nothing before the first, at most a block for each
    // block begun, nothing more for a position read again.
    let fresh = remote_table::open(dir.path(), 6).expect("opens");
    assert_eq!(fresh.decoded(), (0, 0));
    let mut seen = 0;
    for pos in positions(6, 200, 41) {
        if game.outcome(&pos).is_some() {
            continue;
        }
        value(&fresh, &pos);
        let (bytes, blocks) = fresh.decoded();
        assert!(
            blocks >= 1 && bytes >= blocks,
            "{bytes} bytes in {blocks} blocks"
        );
        assert!(
            bytes <= blocks * u64::from(store::MAX_BLOCK_LEN),
            "{bytes} in {blocks}"
        );
        value(&fresh, &pos);
        assert_eq!(fresh.decoded(), (bytes, blocks), "read again: {pos:?}");
        seen += 1;
    }
    assert!(seen > 100, "{seen} positions read");
    // More geese than built: not covered.
    let seven = positions(7, 1, 3)[0];
    assert_eq!(table.value(&game, &seven).expect("readable"), None);
    assert!(matches!(
        remote_table::open(dir.path(), 7),
        Err(TableError::Missing { .. })
    ));
}

#[test]
fn its_figures_are_the_win_loss_tables_and_the_longest_wins_are_the_references() {
    let remote = tempfile::tempdir().expect("temporary folder");
    let (summary, _) = build(remote.path(), 6).expect("built");
    let wins = tempfile::tempdir().expect("temporary folder");
    let wl = table::build(wins.path(), 6, 2, &Progress::new(), &mut |_| ()).expect("built");
    let longest = &BUILT.1;
    assert_eq!(longest.len(), 3);
    for ((r, w), &long) in summary.layers.iter().zip(&wl.layers).zip(longest) {
        assert_eq!(
            (
                r.geese,
                r.sets,
                r.stored_sets,
                r.positions_per_side,
                r.geese_to_move_win,
                r.fox_to_move_wins
            ),
            (
                w.geese,
                w.sets,
                w.stored_sets,
                w.positions_per_side,
                w.geese_to_move_win,
                w.fox_to_move_wins
            )
        );
        assert_eq!(r.longest, Some(long), "{} geese", r.geese);
        assert!(r.bytes > 0);
    }
    // The W/L table's folder is not the remoteness table's, and neither touches the other.
    assert!(!table::table_dir(remote.path()).exists());
    assert!(!remote_dir(wins.path()).exists());
}

/// The files of the table folder with their inode numbers.
fn files(cache: &Path) -> Vec<(String, u64)> {
    use std::os::unix::fs::MetadataExt;
    let mut found: Vec<(String, u64)> = std::fs::read_dir(remote_dir(cache))
        .expect("the folder")
        .map(|e| {
            let e = e.expect("an entry");
            let ino = e.metadata().expect("metadata").ino();
            (e.file_name().to_string_lossy().into_owned(), ino)
        })
        .collect();
    found.sort();
    found
}

fn inode(files: &[(String, u64)], name: &str) -> Option<u64> {
    files.iter().find(|(n, _)| n == name).map(|&(_, i)| i)
}

/// Builds the table in `cache` up to `geese` geese, cancelled at the first event `at` picks.
fn stop_at(cache: &Path, geese: usize, at: impl Fn(&BuildEvent) -> bool) {
    let progress = Progress::new();
    let stopped = remote_build::build(cache, geese, 2, &progress, &mut |e| {
        if at(&e) {
            progress.cancel();
        }
    });
    assert!(matches!(stopped, Err(TableError::Cancelled)), "{stopped:?}");
}

/// The counts whose after-capture keys a build worked out again, in order.
fn prepared(events: &[BuildEvent]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::Preparing { geese } => Some(*geese),
            _ => None,
        })
        .collect()
}

/// The after-capture files of the remoteness folder in `cache`.
fn after_files(cache: &Path) -> Vec<String> {
    files(cache)
        .into_iter()
        .map(|f| f.0)
        .filter(|name| name.starts_with("after-") && name.ends_with(".kbt"))
        .collect()
}

fn started(events: &[BuildEvent]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::LayerStarted { geese, .. } => Some(*geese),
            _ => None,
        })
        .collect()
}

#[test]
fn a_build_resumes_after_its_last_count_and_gives_the_same_table() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), 6).expect("built");
    let resumed = tempfile::tempdir().expect("temporary folder");
    build(resumed.path(), 5).expect("built");
    let names: Vec<String> = files(resumed.path()).into_iter().map(|f| f.0).collect();
    assert_eq!(
        names,
        ["build.lock", "plies-04.kbt", "plies-05.kbt", "summary.kbt"],
        "no after-capture keys are kept"
    );
    let (summary, events) = build(resumed.path(), 6).expect("built");
    assert!(
        events.contains(&BuildEvent::Resumed { from: 5 }),
        "{events:?}"
    );
    // The captures of four and five geese are worked out again from their plies, and
    // six geese computed from them: the same file as the build from nothing.
    assert_eq!(prepared(&events), [4, 5]);
    assert_eq!(started(&events), [6]);
    assert_eq!(summary.layers.len(), 3);
    for count in 4..=6 {
        let file = |dir: &Path| std::fs::read(plies_path(&remote_dir(dir), count)).expect("file");
        assert_eq!(file(fresh.path()), file(resumed.path()), "{count} geese");
    }
    assert!(!remote_dir(resumed.path()).join("after-05.kbt").exists());
    // Built already: nothing to do.
    let (_, events) = build(resumed.path(), 6).expect("built");
    assert!(started(&events).is_empty(), "{events:?}");
}

#[test]
fn a_cancelled_build_keeps_nothing_false_and_resumes() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let progress = Progress::new();
    progress.cancel();
    let result = remote_build::build(dir.path(), 5, 2, &progress, &mut |_| ());
    assert!(matches!(result, Err(TableError::Cancelled)), "{result:?}");
    assert!(matches!(
        remote_table::open(dir.path(), 4),
        Err(TableError::Missing { .. })
    ));
    let (summary, _) = build(dir.path(), 5).expect("built");
    assert_eq!(summary.layers.len(), 2);
}

fn flip_byte(path: &Path, at_fraction: f64) {
    let mut bytes = std::fs::read(path).expect("file");
    let at = ((bytes.len() as f64 * at_fraction) as usize).min(bytes.len() - 1);
    bytes[at] ^= 0x40;
    std::fs::write(path, bytes).expect("written");
}

#[test]
fn a_damaged_count_is_refused_when_read_and_built_again_exactly() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 6).expect("built");
    let folder = remote_dir(dir.path());
    let path = plies_path(&folder, 5);
    let original = std::fs::read(&path).expect("file");
    flip_byte(&path, 0.6);
    // Opening checks the header only; reading the damage is an error, never a verdict.
    let table = remote_table::open(dir.path(), 6).expect("the headers are sound");
    let game = FoxGeese::standard();
    let errors = positions(5, 3000, 11)
        .iter()
        .filter(|p| table.value(&game, p).is_err())
        .count();
    assert!(errors > 0, "the damage is found when read");
    let err = table.verify(&mut |_, _| ()).expect_err("damaged");
    assert!(err.to_string().contains("plies-05.kbt"), "{err}");
    drop(table);
    let before = files(dir.path());
    let (_, events) = build(dir.path(), 6).expect("repaired");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("plies-05"))),
        "{events:?}"
    );
    // Counts four and five are computed again (five needs four's after-capture keys); only
    // the damaged file is written.
    assert_eq!(started(&events), [4, 5]);
    let after = files(dir.path());
    for name in ["plies-04.kbt", "plies-06.kbt"] {
        assert_eq!(inode(&before, name), inode(&after, name), "{name} kept");
    }
    assert_eq!(std::fs::read(&path).expect("file"), original);
    assert_eq!(after_files(dir.path()), Vec::<String>::new());
    remote_table::open(dir.path(), 6)
        .expect("opens")
        .verify(&mut |_, _| ())
        .expect("sound again");
}

#[test]
fn a_table_grows_from_its_plies_and_a_stopped_preparation_resumes() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 5).expect("built");
    let before = files(dir.path());
    // Stopped once the captures of four geese are worked out again.
    stop_at(dir.path(), 7, |e| *e == BuildEvent::Preparing { geese: 5 });
    assert_eq!(after_files(dir.path()), ["after-04.kbt"]);
    // A damaged file of them is worked out again, with what it was computed from.
    flip_byte(&remote_dir(dir.path()).join("after-04.kbt"), 0.5);
    let (_, events) = build(dir.path(), 6).expect("built");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BuildEvent::Repairing { reason } if reason.contains("after-04"))),
        "{events:?}"
    );
    assert_eq!((prepared(&events), started(&events)), (vec![4, 5], vec![6]));
    let after = files(dir.path());
    for name in ["plies-04.kbt", "plies-05.kbt"] {
        assert_eq!(inode(&before, name), inode(&after, name), "{name} kept");
    }
    // Stopped while computing seven geese: the file six needs is left, and the next build
    // that grows the table starts from it.
    stop_at(dir.path(), 7, |e| {
        matches!(e, BuildEvent::LayerStarted { geese: 7, .. })
    });
    assert_eq!(after_files(dir.path()), ["after-06.kbt"]);
    let (_, events) = build(dir.path(), 7).expect("built");
    assert_eq!((prepared(&events), started(&events)), (vec![], vec![7]));
    assert_eq!(after_files(dir.path()), Vec::<String>::new());
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), 7).expect("built");
    let file = |dir: &Path| std::fs::read(plies_path(&remote_dir(dir), 7)).expect("file");
    assert_eq!(file(fresh.path()), file(dir.path()), "7 geese");
}

#[test]
fn a_build_with_nothing_to_do_removes_the_after_capture_file_earlier_versions_kept() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 5).expect("built");
    // As an earlier version left it: the top count's keys beside its plies.
    stop_at(dir.path(), 6, |e| {
        matches!(e, BuildEvent::LayerStarted { geese: 6, .. })
    });
    assert_eq!(after_files(dir.path()), ["after-05.kbt"]);
    let (summary, events) = build(dir.path(), 5).expect("built");
    assert_eq!(summary.top(), 5);
    assert!(
        started(&events).is_empty() && prepared(&events).is_empty(),
        "{events:?}"
    );
    assert_eq!(after_files(dir.path()), Vec::<String>::new());
}

#[test]
fn truncated_foreign_and_other_geometry_files_are_refused() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 5).expect("built");
    let folder = remote_dir(dir.path());
    let path = plies_path(&folder, 5);
    let original = std::fs::read(&path).expect("file");
    let refused = |what: &str| match remote_table::open(dir.path(), 5) {
        Err(TableError::Damaged { source, .. }) => source,
        other => panic!("{what}: {other:?}"),
    };
    // Cut short.
    std::fs::write(&path, &original[..original.len() / 2]).expect("written");
    assert!(matches!(refused("cut short"), StoreError::Truncated { .. }));
    // Another table's file under its name: the plies of four geese.
    std::fs::copy(plies_path(&folder, 4), &path).expect("copied");
    match refused("four geese") {
        StoreError::Foreign { field, .. } => assert_eq!(field, "layout"),
        other => panic!("{other:?}"),
    }
    // The same bytes, but built for another board: the geometry in its id differs.
    let payload = {
        std::fs::write(&path, &original).expect("written");
        let t = store::Table::open(&path, &plies_id(5, Rules::NoSideways)).expect("sound");
        t.bytes(0..t.len()).expect("read").to_vec()
    };
    let mut other = plies_id(5, Rules::NoSideways);
    let at = other.layout.find("geometry ").expect("a fingerprint") + "geometry ".len();
    other.layout.replace_range(at..at + 8, "00000000");
    assert_ne!(other, plies_id(5, Rules::NoSideways));
    store::write(&path, &other, &payload).expect("written");
    match refused("other geometry") {
        StoreError::Foreign { field, found, .. } => {
            assert_eq!(field, "layout");
            assert!(found.contains("geometry 00000000"), "{found}");
        }
        other => panic!("{other:?}"),
    }
    // Sound again.
    std::fs::write(&path, &original).expect("written");
    remote_table::open(dir.path(), 5).expect("opens");
}

/// Writes the plies file of `count` geese in `folder` again as earlier versions wrote it:
/// zstd blocks of 4 KiB under their id.
fn write_zstd_plies(folder: &Path, count: usize) {
    let path = plies_path(folder, count);
    let raw = {
        let rows = store::Rows::open(&path, &plies_id(count, Rules::NoSideways)).expect("sound");
        rows.read(0..rows.raw_len()).expect("read")
    };
    let mut writer = store::BlockWriter::create(&path, ZSTD_PLIES_BLOCK, 5).expect("create");
    writer.push(&raw, 2).expect("push");
    writer
        .finish(&zstd_plies_id(count, Rules::NoSideways))
        .expect("finish");
}

#[test]
fn a_table_in_the_earlier_layout_is_refused_naming_the_build_that_converts_it_unchanged() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 6).expect("built");
    let folder = remote_dir(dir.path());
    let table = remote_table::open(dir.path(), 6).expect("opens");
    let sample: Vec<Position> = (4..=6).flat_map(|g| positions(g, 2_000, 7)).collect();
    let values: Vec<Value> = sample.iter().map(|p| value(&table, p)).collect();
    drop(table);
    let coded: Vec<Vec<u8>> = (4..=6)
        .map(|count| std::fs::read(plies_path(&folder, count)).expect("file"))
        .collect();
    for count in [4, 6] {
        write_zstd_plies(&folder, count);
    }
    // Read: refused, naming the file and the command that converts it.
    match remote_table::open(dir.path(), 6) {
        Err(e @ TableError::Convert { .. }) => {
            let message = e.to_string();
            for part in [
                "earlier version",
                "plies-04.kbt",
                "kibitzer solve fox-geese",
                "converts",
            ] {
                assert!(message.contains(part), "{part}: {message}");
            }
        }
        other => panic!("{other:?}"),
    }
    // Built: converted without solving anything again, into the very files a build from
    // nothing writes, and the same values read back.
    let (_, events) = build(dir.path(), 6).expect("built");
    let converted: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::Converting { geese } => Some(*geese),
            _ => None,
        })
        .collect();
    assert_eq!(converted, [4, 6], "{events:?}");
    assert!(started(&events).is_empty(), "{events:?}");
    let listed = remote_table::summary(&folder, Rules::NoSideways).expect("a summary");
    for (count, coded) in (4..=6).zip(&coded) {
        let file = std::fs::read(plies_path(&folder, count)).expect("file");
        assert!(file == *coded, "{count} geese: the file a build writes");
        assert_eq!(
            listed.layers[count - 4].bytes,
            file.len() as u64,
            "{count} geese"
        );
    }
    let table = remote_table::open(dir.path(), 6).expect("opens");
    for (pos, &v) in sample.iter().zip(&values) {
        assert_eq!(value(&table, pos), v, "{pos:?}");
    }
    // A damaged file in the earlier layout is built again, exactly.
    drop(table);
    write_zstd_plies(&folder, 5);
    flip_byte(&plies_path(&folder, 5), 0.5);
    let (_, events) = build(dir.path(), 6).expect("built");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, BuildEvent::Repairing { .. })),
        "{events:?}"
    );
    for (count, coded) in (4..=6).zip(&coded) {
        let file = std::fs::read(plies_path(&folder, count)).expect("file");
        assert!(file == *coded, "{count} geese: the file a build writes");
    }
}

#[test]
fn a_finished_table_answers_while_another_build_holds_the_folder() {
    let dir = tempfile::tempdir().expect("temporary folder");
    build(dir.path(), 5).expect("built");
    let folder = remote_dir(dir.path());
    std::fs::write(folder.join("plies-06.kbt.partial"), b"half").expect("written");
    let lock = std::fs::File::open(folder.join("build.lock")).expect("the lock file");
    lock.try_lock().expect("the lock is free");
    let before = files(dir.path());
    for geese in [4, 5] {
        let (summary, events) = build(dir.path(), geese).expect("a finished table answers");
        assert_eq!(summary.top(), 5);
        assert!(events.is_empty(), "{events:?}");
    }
    let err = build(dir.path(), 6).expect_err("more geese needs the lock");
    assert!(matches!(err, TableError::Busy { .. }), "{err}");
    assert_eq!(files(dir.path()), before, "nothing written or removed");
    drop(lock);
    build(dir.path(), 5).expect("built");
    assert!(!folder.join("plies-06.kbt.partial").exists());
}

mod sideways {
    use super::*;
    use kibitzer::games::fox_geese::Variant;
    use kibitzer::solver::solve;

    fn game() -> FoxGeese {
        FoxGeese::new(Variant::new(13, true).expect("valid")).expect("valid")
    }

    #[test]
    fn the_sideways_table_gives_what_the_generic_solver_gives_position_by_position() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let (summary, _) = {
            let mut events = Vec::new();
            let s = remote_build::build_sideways(dir.path(), 5, 2, &Progress::new(), &mut |e| {
                events.push(e)
            })
            .expect("built");
            (s, events)
        };
        assert_eq!(summary.top(), 5);
        let table = remote_table::open_with(dir.path(), 5, Rules::Sideways).expect("opens");
        let game = game();
        let mut compared = 0;
        let mut kinds = [0usize; 3];
        let mut drawn_lines = 0;
        // Everything the generic retrograde solver (cycles, draws and remoteness) reaches
        // from a few positions of four and five geese.
        for (geese, seed) in [(4, 1), (4, 2), (5, 3)] {
            for start in positions(geese, 1, seed) {
                let solution = solve(&game, &[start], &Progress::new()).expect("solved");
                for (id, state) in solution.states(&game).enumerate() {
                    let state = &state;
                    let exact = solution.value_of(&game, id);
                    let stored = table.value(&game, state).expect("readable");
                    assert_eq!(stored, Some(exact), "{}", game.format_state(state));
                    if exact == Value::Draw && drawn_lines < 300 && game.outcome(state).is_none() {
                        drawn_lines += 1;
                        draw_line_goes_round(&game, state, &table);
                    }
                    kinds[match exact {
                        Value::Win(_) => 0,
                        Value::Loss(_) => 1,
                        Value::Draw => 2,
                    }] += 1;
                    compared += 1;
                }
            }
        }
        assert!(compared > 100_000, "{compared}");
        assert_eq!(drawn_lines, 300);
        assert!(
            kinds.iter().all(|&k| k > 0),
            "wins, losses and draws: {kinds:?}"
        );
        // The table of the game without sideways does not answer for it, nor this one for
        // that game.
        assert_eq!(
            table
                .value(&FoxGeese::standard(), &positions(5, 1, 9)[0])
                .expect("readable"),
            None
        );
    }
}

/// The line of perfect play from a drawn position: every move holds the draw, and the line
/// stops where a position comes back (the play can go round for ever from there).
fn draw_line_goes_round(game: &FoxGeese, start: &Position, table: &RemoteTable) {
    let report = kibitzer::solver::exact::settle(game, start, &Report::unsearched(), table)
        .expect("readable")
        .expect("covered");
    let code = game.format_state(start);
    assert_eq!(report.verdict, Verdict::Proven(Value::Draw), "{code}");
    let mut seen = vec![*start];
    for mv in &report.pv {
        let at = game
            .play(seen.last().expect("a position"), mv)
            .expect("legal");
        assert_eq!(
            table.value(game, &at).expect("readable"),
            Some(Value::Draw),
            "{code}"
        );
        seen.push(at);
    }
    let last = seen.pop().expect("a move at least");
    assert!(
        seen.contains(&last),
        "{code}: the line ends where it comes back"
    );
    assert!(
        seen.iter().enumerate().all(|(i, p)| !seen[..i].contains(p)),
        "{code}: nothing comes back before the end"
    );
}

/// On the full tables of 13 geese, or of `$KIBITZER_GEESE` (the cache folder's, or
/// `$KIBITZER_CACHE_DIR`; each one that is built, with and without sideways moves): 10,000
/// positions of random games from the start, each position's value and remoteness against its children's by the rules, and
/// against every value the search proves for it and its moves within 20 ms.
#[test]
#[ignore = "needs the 13-geese tables: KIBITZER_CACHE_DIR=DIR cargo test --test fox_geese_remoteness -- --ignored --nocapture"]
fn the_full_tables_follow_the_rules_and_agree_with_every_proof_of_the_search() {
    use kibitzer::games::fox_geese::Variant;
    use kibitzer::solver::search::{Bound, Limits, Verdict, search};
    use std::time::Duration;
    let cache = table::cache_dir(None).expect("a cache folder");
    let limits = Limits {
        time: Duration::from_millis(20),
        ..Limits::default()
    };
    let geese: usize = std::env::var("KIBITZER_GEESE").map_or(13, |g| g.parse().expect("a count"));
    let mut tables = 0;
    for rules in [Rules::NoSideways, Rules::Sideways] {
        let table = match remote_table::open_with(&cache, geese, rules) {
            Ok(t) => t,
            Err(TableError::Missing { .. }) => continue,
            Err(e) => panic!("{e}"),
        };
        tables += 1;
        let game = FoxGeese::new(Variant::new(geese as u8, rules.sideways()).expect("valid"))
            .expect("valid");
        let value = |p: &Position| table.value(&game, p).expect("readable").expect("covered");
        let mut rng = Rng::seeded(77);
        let mut next = move |n: usize| rng.below(n);
        let (mut checked, mut proofs, mut games) = (0usize, 0usize, 0usize);
        let mut kinds = [0usize; 3];
        while checked < 10_000 {
            games += 1;
            let mut at = game.start();
            // Random play with sideways moves can go round for ever: 300 plies at most.
            for _ in 0..300 {
                if game.outcome(&at).is_some() {
                    break;
                }
                let v = value(&at);
                let children: Vec<Value> = game
                    .successors(&at)
                    .iter()
                    .map(|(_, to)| value(to))
                    .collect();
                common::check_against_children(&game.format_state(&at), v, &children);
                kinds[match v {
                    Value::Win(_) => 0,
                    Value::Loss(_) => 1,
                    Value::Draw => 2,
                }] += 1;
                checked += 1;
                let report = search(&game, &at, limits, &Progress::new()).expect("searched");
                if let Verdict::Proven(proven) = report.verdict {
                    assert_eq!(proven, v, "{}", game.format_state(&at));
                    proofs += 1;
                }
                for m in &report.moves {
                    if let (Verdict::Proven(proven), Bound::Exact) = (m.verdict, m.bound) {
                        assert_eq!(
                            proven,
                            value(&m.to).before(),
                            "{} then {}",
                            game.format_state(&at),
                            game.format_move(&at, &m.mv)
                        );
                        proofs += 1;
                    }
                }
                let moves = game.legal_moves(&at);
                at = game.apply(&at, &moves[next(moves.len())]);
            }
        }
        eprintln!(
            "{rules:?}: {checked} positions of {games} random games follow the rules \
             (wins, losses, draws: {kinds:?}); {proofs} proofs of the search agree"
        );
    }
    assert!(
        tables > 0,
        "no {geese}-geese remoteness table in {}",
        cache.display()
    );
}

/// Every plies file of the table in the cache folder (`$KIBITZER_CACHE_DIR`), built by this
/// version, against the same file of a table an earlier version built in its zstd blocks
/// (the cache folder `$KIBITZER_EARLIER_CACHE`), byte for byte: the same remoteness for
/// every position of every count both hold, with and without sideways moves.
#[test]
#[ignore = "needs two full tables: KIBITZER_CACHE_DIR=NEW KIBITZER_EARLIER_CACHE=OLD cargo test --release --test fox_geese_remoteness -- --ignored --nocapture same_plies"]
fn a_table_built_now_holds_the_same_plies_as_one_an_earlier_version_built() {
    use kibitzer::solver::fox_geese::remote_table::{rules_dir, stored_len};
    let cache = table::cache_dir(None).expect("a cache folder");
    let earlier = std::path::PathBuf::from(
        std::env::var_os("KIBITZER_EARLIER_CACHE").expect("KIBITZER_EARLIER_CACHE names a folder"),
    );
    let mut compared = 0u64;
    for rules in [Rules::NoSideways, Rules::Sideways] {
        let (new_dir, old_dir) = (rules_dir(&cache, rules), rules_dir(&earlier, rules));
        let (Ok(new), Ok(old)) = (
            remote_table::summary(&new_dir, rules),
            remote_table::summary(&old_dir, rules),
        ) else {
            continue;
        };
        for count in 4..=new.top().min(old.top()) {
            let new = store::Rows::open(&plies_path(&new_dir, count), &plies_id(count, rules))
                .expect("a plies file of this version");
            let old =
                store::Blocks::open(&plies_path(&old_dir, count), &zstd_plies_id(count, rules))
                    .expect("a plies file of the earlier version");
            let len = stored_len(count);
            assert_eq!((new.raw_len(), old.raw_len()), (len, len), "{count} geese");
            let mut at = 0;
            while at < len {
                let end = (at + (64 << 20)).min(len);
                let (a, b) = (
                    new.read(at..end).expect("read"),
                    old.read(at..end).expect("read"),
                );
                if let Some(i) = a.iter().zip(&b).position(|(x, y)| x != y) {
                    panic!(
                        "{rules:?}, {count} geese: byte {} is {} here, {} in the earlier table",
                        at + i as u64,
                        a[i],
                        b[i]
                    );
                }
                at = end;
            }
            eprintln!("{rules:?}, {count} geese: the {len} bytes agree");
            compared += len;
        }
    }
    assert!(compared > 0, "no count held by both tables");
}
