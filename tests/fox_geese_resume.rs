//! A remoteness build stopped inside a goose count, built small (up to six geese) in a
//! temporary folder: it resumes after the last slice it saved, with and without sideways
//! moves, into the very files a build without a stop writes; a checkpoint whose bytes are
//! damaged, cut short or gone is reported and its count built again from its start.

use kibitzer::solver::Progress;
use kibitzer::solver::fox_geese::remote_build;
use kibitzer::solver::fox_geese::remote_table::{Rules, plies_path, rules_dir};
use kibitzer::solver::fox_geese::table::{BuildEvent, Summary, TableError};
use std::path::{Path, PathBuf};

fn build(cache: &Path, rules: Rules) -> (Summary, Vec<BuildEvent>) {
    let mut events = Vec::new();
    let summary = remote_build::build_with(cache, 6, rules, 2, &Progress::new(), &mut |e| {
        events.push(e)
    })
    .expect("built");
    (summary, events)
}

/// Builds up to six geese, cancelled once `done` slices of `geese` geese are saved; the
/// slices of that count.
fn stop_after(cache: &Path, rules: Rules, geese: usize, done: usize) -> usize {
    let progress = Progress::new();
    let mut slices = 0;
    let stopped = remote_build::build_with(cache, 6, rules, 2, &progress, &mut |e| {
        if let BuildEvent::SliceSaved {
            geese: g,
            done: d,
            slices: n,
        } = e
            && (g, d) == (geese, done)
        {
            slices = n;
            progress.cancel();
        }
    });
    assert!(matches!(stopped, Err(TableError::Cancelled)), "{stopped:?}");
    slices
}

/// The slices of `geese` geese, as a build reports them.
fn slices_of(rules: Rules, geese: usize) -> usize {
    let dir = tempfile::tempdir().expect("temporary folder");
    let (_, events) = build(dir.path(), rules);
    events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::SliceSaved {
                geese: g, slices, ..
            } if *g == geese => Some(*slices),
            _ => None,
        })
        .next()
        .expect("slices saved")
}

fn names(dir: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    found.sort();
    found
}

fn side_file(dir: &Path, geese: usize) -> PathBuf {
    let mut name = plies_path(dir, geese).into_os_string();
    name.push(".rows.partial");
    PathBuf::from(name)
}

/// What a summary says of each count, the times and memory aside.
fn figures(summary: &Summary) -> Vec<String> {
    summary
        .layers
        .iter()
        .map(|l| {
            format!(
                "{} {} {} {} {:?} {:?}",
                l.geese,
                l.positions_per_side,
                l.geese_to_move_win,
                l.fox_to_move_wins,
                l.longest,
                l.draws
            )
        })
        .collect()
}

#[test]
fn a_count_stopped_after_any_slice_resumes_into_the_same_files() {
    for rules in [Rules::NoSideways, Rules::Sideways] {
        let fresh = tempfile::tempdir().expect("temporary folder");
        let (whole, _) = build(fresh.path(), rules);
        let reference = rules_dir(fresh.path(), rules);
        let (five, six) = (slices_of(rules, 5), slices_of(rules, 6));
        // Five geese keep their after-capture keys for six: those of the slices taken up
        // are worked out again. Six is the top: only the last slice's fox keys are.
        for (geese, done) in [(5, five / 2), (6, 1), (6, six / 2), (6, six - 1)] {
            let cache = tempfile::tempdir().expect("temporary folder");
            let dir = rules_dir(cache.path(), rules);
            let n = stop_after(cache.path(), rules, geese, done);
            let left = names(&dir);
            let checkpoint = format!("resume-{geese:02}.kbt");
            assert!(left.contains(&checkpoint), "{rules:?}: {left:?}");
            assert!(side_file(&dir, geese).exists(), "{rules:?}: {left:?}");
            let (summary, events) = build(cache.path(), rules);
            assert!(
                events.contains(&BuildEvent::ResumedInside {
                    geese,
                    done,
                    slices: n
                }),
                "{rules:?}, {geese} geese after {done}: {events:?}"
            );
            // The slices kept are not solved again: the first saved is the next one.
            let saved = events.iter().find_map(|e| match e {
                BuildEvent::SliceSaved { geese: g, done, .. } if *g == geese => Some(*done),
                _ => None,
            });
            assert_eq!(saved, (done < n).then_some(done + 1), "{rules:?}");
            for count in 4..=6 {
                let file = |dir: &Path| std::fs::read(plies_path(dir, count)).expect("file");
                assert!(
                    file(&reference) == file(&dir),
                    "{rules:?}, stopped in {geese} geese after {done} slices: {count} geese differ"
                );
            }
            assert_eq!(figures(&summary), figures(&whole), "{rules:?}");
            assert_eq!(
                names(&dir),
                names(&reference),
                "{rules:?}: no checkpoint or side file left"
            );
        }
    }
}

/// Something done to a stopped build's folder.
type Damage = &'static dyn Fn(&Path);

#[test]
fn a_damaged_or_missing_checkpoint_starts_its_count_again() {
    let fresh = tempfile::tempdir().expect("temporary folder");
    build(fresh.path(), Rules::NoSideways);
    let reference = rules_dir(fresh.path(), Rules::NoSideways);
    let half = slices_of(Rules::NoSideways, 6) / 2;
    let cases: [(&str, Damage); 3] = [
        ("plies-06.kbt.rows.partial", &|dir| {
            let side = side_file(dir, 6);
            let mut bytes = std::fs::read(&side).expect("side file");
            let at = bytes.len() / 2;
            bytes[at] ^= 0x20;
            std::fs::write(&side, bytes).expect("written");
        }),
        ("plies-06.kbt.rows.partial", &|dir| {
            std::fs::remove_file(side_file(dir, 6)).expect("removed");
        }),
        ("resume-06.kbt", &|dir| {
            let path = dir.join("resume-06.kbt");
            let bytes = std::fs::read(&path).expect("checkpoint");
            std::fs::write(&path, &bytes[..bytes.len() - 3]).expect("written");
        }),
    ];
    for (named, damage) in cases {
        let cache = tempfile::tempdir().expect("temporary folder");
        let dir = rules_dir(cache.path(), Rules::NoSideways);
        stop_after(cache.path(), Rules::NoSideways, 6, half);
        damage(&dir);
        let (_, events) = build(cache.path(), Rules::NoSideways);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, BuildEvent::Repairing { reason } if reason.contains(named))),
            "{named}: {events:?}"
        );
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, BuildEvent::ResumedInside { .. })),
            "{named}: {events:?}"
        );
        let file = |dir: &Path| std::fs::read(plies_path(dir, 6)).expect("file");
        assert!(file(&reference) == file(&dir), "{named}: six geese differ");
        assert_eq!(names(&dir), names(&reference), "{named}");
    }
}
