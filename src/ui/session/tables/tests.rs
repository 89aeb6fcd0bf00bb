//! The tests of `tables`.

use super::*;
use crate::solver::fox_geese::remote_table;

#[test]
fn phases_and_sizes_in_french() {
    use crate::solver::Phase;
    use crate::ui::session::phase_words;
    use crate::words::{Language, set_language};
    set_language(Language::French);
    let said = [
        size(2_386_628_565),
        phase_words(Phase::CountingPositions),
        phase_words(Phase::ReadingSavedSolve),
        phase_words(Phase::Solving),
    ];
    set_language(Language::English);
    assert_eq!(
        said,
        [
            "2,4\u{a0}Go",
            "décompte des positions",
            "lecture de la résolution enregistrée",
            "résolution",
        ]
    );
    assert_eq!(
        phase_words(Phase::ReadingSavedSolve),
        "reading the saved solve"
    );
}

/// Every phase has its words, in every language (a missing message would show its id).
#[test]
fn every_phase_has_its_words() {
    use crate::solver::Phase;
    use crate::ui::session::phase_words;
    use crate::words::{Language, set_language};
    for language in [Language::French, Language::English] {
        set_language(language);
        for phase in Phase::ALL {
            let words = phase_words(phase);
            assert!(!words.starts_with("view-phase"), "{language:?}: {words}");
        }
    }
}

#[test]
fn sizes_and_durations_read_well() {
    assert_eq!(duration(0.2), "1 s");
    assert_eq!(duration(636.0), "11 min");
    assert_eq!(duration(9000.0), "2.5 h");
    assert_eq!(size(2_386_628_565), "2.4 GB");
    assert_eq!(size(830_000_000), "830 MB");
    assert_eq!(size(5_000), "5 kB");
}

/// The files of the table folder, the lock aside.
fn table_files(cache: &Path) -> Vec<std::ffi::OsString> {
    let mut names: Vec<_> = std::fs::read_dir(remote_table::remote_dir(cache))
        .expect("the table folder")
        .map(|e| e.expect("an entry").file_name())
        .filter(|n| n != "build.lock")
        .collect();
    names.sort();
    names
}

#[test]
fn rebuild_of_a_damaged_table_waits_for_the_lock_and_removes_nothing() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    remote_build::build(
        dir.path(),
        5,
        2,
        &crate::solver::Progress::new(),
        &mut |_| (),
    )
    .expect("built");
    let folder = remote_table::remote_dir(dir.path());
    let mut tables = Tables::new(Some(dir.path().to_path_buf()));
    tables.report_damage("the table file x is damaged (block 3)".into());
    // A `kibitzer solve` at work in the same folder holds the lock.
    let lock = std::fs::File::open(folder.join("build.lock")).expect("the lock file");
    lock.try_lock().expect("the lock is free");
    let before = table_files(dir.path());
    tables.start_build(TableTarget {
        geese: 6,
        rules: Rules::NoSideways,
    });
    let started = Instant::now();
    while tables.is_building() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the build ends"
        );
        tables.poll();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        matches!(&tables.ended, Some(Ended::Failed(e)) if e.contains("another build")),
        "{:?}",
        tables.ended
    );
    assert_eq!(
        table_files(dir.path()),
        before,
        "nothing removed under the lock"
    );
    drop(lock);
}

#[test]
fn without_a_folder_there_is_nothing_to_offer() {
    let tables = Tables::new(None);
    let target = TableTarget {
        geese: 13,
        rules: Rules::NoSideways,
    };
    assert_eq!(tables.status(target), None);
    assert!(tables.fox_geese(Rules::NoSideways).is_none());
}
