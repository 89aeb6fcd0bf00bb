//! Building the remoteness table on disk ([`super::remote_table`]), count by count with the
//! streaming build ([`super::stream`]), resumable after the last finished count.
//!
//! The rules of the W/L table's build hold ([`super::table::build`]): one build per folder
//! under its lock, while a finished table answers without it; partial files of a crash
//! removed first; every block of the files a build starts from checked, and exactly the
//! damaged ones built again, with the counts below them they are computed from (a count
//! needs the after-capture keys of the count below, which only the top count keeps on disk);
//! anything that is not damage stops the build with its message, every file left as it is.

use super::build::FIRST_LAYER;
use super::plan::{Work, build_order};
pub use super::remote_estimate::{estimate, estimate_with, work};
use super::remote_table::{
    AFTER_BLOCK, AFTER_LEVEL, PLIES_BLOCK, PLIES_LEVEL, Rules, after_id, after_path, open_blocks,
    plies_id, plies_path, rules_dir, slice_starts, summary, summary_id, summary_path,
};
use super::slices::slices;
use super::stream::{self, Halt, Store};
use super::table::{
    BuildEvent, LayerFigures, MAX_GEESE, Summary, TableError, binomial33, check_counts, guarded,
    lock_build, peak_memory, remove_partials, remove_superseded, usable_summary, write,
};
use crate::solver::progress::Phase;
use crate::solver::progress::Progress;
use crate::store::{BlockWriter, Blocks, StoreError};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Every file name of the folder a build writes (the lock aside).
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files = vec![summary_path(dir)];
    for count in FIRST_LAYER..=MAX_GEESE {
        files.push(plies_path(dir, count));
        files.push(after_path(dir, count));
    }
    files
}

/// Builds the remoteness table in `cache` up to `geese` geese (or finds it built), resuming
/// after the last finished count; see the module's rules. Progress goes to `progress`
/// (cancel there: finished counts stay) and `events`.
pub fn build(
    cache: &Path,
    geese: usize,
    threads: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Summary, TableError> {
    build_with(cache, geese, Rules::NoSideways, threads, progress, events)
}

/// [`build`] for the sideways game.
pub fn build_sideways(
    cache: &Path,
    geese: usize,
    threads: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Summary, TableError> {
    build_with(cache, geese, Rules::Sideways, threads, progress, events)
}

/// [`build`] for the table of `rules`.
pub fn build_with(
    cache: &Path,
    geese: usize,
    rules: Rules,
    threads: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Summary, TableError> {
    assert!(
        (FIRST_LAYER..=MAX_GEESE).contains(&geese),
        "a table of 4 to {MAX_GEESE} geese"
    );
    let dir = rules_dir(cache, rules);
    let _lock = match lock_build(&dir) {
        Ok(lock) => lock,
        Err(busy @ TableError::Busy { .. }) => {
            return finished(cache, geese, rules).ok_or(busy);
        }
        Err(e) => return Err(e),
    };
    remove_partials(&dir, &files(&dir))?;
    let Survey {
        mut summary,
        top,
        sound,
        repair_to,
    } = survey(&dir, geese, rules, progress, events)?;
    if repair_to.is_none() && geese <= top {
        return Ok(summary);
    }
    if repair_to.is_none() && top >= FIRST_LAYER {
        events(BuildEvent::Resumed { from: top });
    }
    let order = build_order(repair_to, top, geese);
    let work = Work::new(order.iter().map(|&k| slice_starts(k).1).sum());
    progress.set_phase(Phase::SolvingFoxGeese, work.total as usize);
    for (at, &count) in order.iter().enumerate() {
        events(BuildEvent::LayerStarted {
            geese: count,
            seconds_left: work.seconds_left(),
        });
        let step = |n: u64| work.step(n, progress);
        let listed = compute_count(&dir, count, rules, sound[count], threads, progress, &step)?;
        record_count(&dir, rules, &mut summary, &listed, &order[at + 1..])?;
        events(BuildEvent::LayerDone(listed));
    }
    Ok(summary)
}

/// Computes the count of `count` geese in `dir` and writes its files (the plies file unless
/// it is `sound`): its figures, as the summary lists them.
fn compute_count(
    dir: &Path,
    count: usize,
    rules: Rules,
    sound: bool,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<LayerFigures, TableError> {
    let count_started = Instant::now();
    let mut store = DiskStore::new(dir, count, rules, !sound, threads)?;
    let computed = guarded(count, || {
        match stream::count(count, &mut store, rules.sideways(), threads, progress, step) {
            Ok(figures) => Ok(Ok(figures)),
            Err(Halt::Cancelled) => Err(crate::solver::progress::Cancelled),
            Err(Halt::Store(e)) => Ok(Err(e)),
        }
    })?;
    let figures = computed.map_err(|e| TableError::Io(e.to_string()))?;
    let bytes = store.finish()?;
    Ok(LayerFigures {
        geese: count,
        sets: binomial33(count),
        stored_sets: slice_starts(count).1,
        positions_per_side: figures.positions,
        geese_to_move_win: figures.geese_win,
        fox_to_move_wins: figures.fox_wins,
        seconds: count_started.elapsed().as_secs_f64(),
        bytes: bytes.unwrap_or_else(|| file_len(&plies_path(dir, count))),
        peak_memory: peak_memory(),
        longest: Some(figures.longest),
        draws: rules.sideways().then_some(figures.draws),
    })
}

/// Lists a finished count's figures (`listed`) in the summary and saves it, then removes
/// the after-capture files no longer needed: a count's are kept while a count still to
/// come in this build (`later`) is computed from them, or while it is the top finished
/// count.
fn record_count(
    dir: &Path,
    rules: Rules,
    summary: &mut Summary,
    listed: &LayerFigures,
    later: &[usize],
) -> Result<(), TableError> {
    let count = listed.geese;
    match summary.layers.get_mut(count - FIRST_LAYER) {
        Some(old) => *old = listed.clone(),
        None => summary.layers.push(listed.clone()),
    }
    summary.peak_memory = summary.peak_memory.max(peak_memory());
    let json = serde_json::to_vec_pretty(&*summary).map_err(|e| TableError::Io(e.to_string()))?;
    write(&summary_path(dir), &summary_id(rules), &json)?;
    let finished_top = summary.top();
    for j in [count.saturating_sub(1), count] {
        let needed = later.contains(&(j + 1)) || j == finished_top;
        if j >= FIRST_LAYER && !needed {
            remove_superseded(&after_path(dir, j))?;
        }
    }
    Ok(())
}

fn file_len(path: &Path) -> u64 {
    std::fs::metadata(path).map_or(0, |m| m.len())
}

/// The summary of the remoteness table of `rules` in `cache` when it is finished up to
/// `geese` geese and its files open.
fn finished(cache: &Path, geese: usize, rules: Rules) -> Option<Summary> {
    super::remote_table::open_with(cache, geese, rules).ok()?;
    summary(&rules_dir(cache, rules), rules)
        .ok()
        .filter(|s| s.top() >= geese)
}

/// What a build found in the folder.
struct Survey {
    /// The summary, when it is sound (else empty: every count is computed again).
    summary: Summary,
    /// The largest count it lists (below four: none).
    top: usize,
    /// For each goose count up to the build's, whether its plies file is sound (and kept).
    sound: Vec<bool>,
    /// The largest listed count that is damaged or missing, or the top when the build goes
    /// beyond it and its after-capture file is damaged or missing.
    repair_to: Option<usize>,
}

/// Checks the files of the folder `dir` a build up to `geese` depends on: the summary,
/// every block of every plies file up to `geese`, and the top count's after-capture file
/// when the build goes beyond it. Damage is reported to `events`; anything that is not
/// damage stops here.
fn survey(
    dir: &Path,
    geese: usize,
    rules: Rules,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Survey, TableError> {
    let refuse = |source| TableError::Damaged {
        dir: dir.to_path_buf(),
        source,
    };
    let mut repairing = |reason: String| events(BuildEvent::Repairing { reason });
    let read = summary(dir, rules);
    let summary = usable_summary(dir, &summary_path(dir), read, "counts", &mut repairing)?;
    let top = summary.top();
    let (sound, mut repair_to) = check_counts(
        dir,
        geese,
        top,
        progress,
        &mut repairing,
        &|count| plies_path(dir, count),
        &|count, path| {
            let expected = slice_starts(count).1 * super::build::width(count) as u64;
            check(path, &plies_id(count, rules), expected)
        },
    )?;
    if geese > top && top >= FIRST_LAYER {
        let path = after_path(dir, top);
        let (_, sets) = slice_starts(top);
        let expected = sets * super::build::width(top) as u64;
        let lost = match check(&path, &after_id(top, rules), expected) {
            Ok(()) => false,
            Err(StoreError::Missing { .. }) => {
                repairing(format!(
                    "the table file {} is missing, though the count of {top} geese needs it",
                    path.display()
                ));
                true
            }
            Err(e) if e.is_damage() => {
                repairing(e.what());
                true
            }
            Err(e) => return Err(refuse(e)),
        };
        if lost {
            repair_to = Some(top);
        }
    }
    Ok(Survey {
        summary,
        top,
        sound,
        repair_to,
    })
}

/// Opens the blocks file `path` and checks its length and every block.
fn check(path: &Path, id: &crate::store::TableId, expected: u64) -> Result<(), StoreError> {
    open_blocks(path, id, expected)?.verify_all(|_, _| ())
}

/// The build's [`Store`]: reads the after-capture keys of the count below from its file,
/// writes the plies (unless the file on disk is sound) and the after-capture keys of the
/// count being built.
struct DiskStore {
    count: usize,
    rules: Rules,
    below: Option<(Blocks, Vec<u64>)>,
    plies: Option<BlockWriter>,
    after: BlockWriter,
    threads: usize,
    /// The next slice expected, in build order.
    next: Vec<usize>,
}

impl DiskStore {
    fn new(
        dir: &Path,
        count: usize,
        rules: Rules,
        write_plies: bool,
        threads: usize,
    ) -> Result<DiskStore, TableError> {
        let io = |e: StoreError| TableError::Io(e.to_string());
        let below = if count > FIRST_LAYER {
            let (starts, sets) = slice_starts(count - 1);
            let w = super::build::width(count - 1) as u64;
            let blocks = open_blocks(
                &after_path(dir, count - 1),
                &after_id(count - 1, rules),
                sets * w,
            )
            .map_err(|source| TableError::Damaged {
                dir: dir.to_path_buf(),
                source,
            })?;
            Some((blocks, starts))
        } else {
            None
        };
        let plies = if write_plies {
            Some(
                BlockWriter::create(&plies_path(dir, count), PLIES_BLOCK, PLIES_LEVEL)
                    .map_err(io)?,
            )
        } else {
            None
        };
        let after =
            BlockWriter::create(&after_path(dir, count), AFTER_BLOCK, AFTER_LEVEL).map_err(io)?;
        Ok(DiskStore {
            count,
            rules,
            below,
            plies,
            after,
            threads,
            next: slices().sums(count),
        })
    }

    /// Writes the files; the plies file's length when it was written.
    fn finish(self) -> Result<Option<u64>, TableError> {
        let io = |e: StoreError| TableError::Io(e.to_string());
        if !self.next.is_empty() {
            return Err(TableError::Io(format!(
                "the build of {} geese stopped before its last slice",
                self.count
            )));
        }
        let bytes = match self.plies {
            Some(w) => Some(w.finish(&plies_id(self.count, self.rules)).map_err(io)?),
            None => None,
        };
        self.after
            .finish(&after_id(self.count, self.rules))
            .map_err(io)?;
        Ok(bytes)
    }
}

impl Store for DiskStore {
    type Error = StoreError;

    fn after(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, StoreError> {
        let (blocks, starts) = self
            .below
            .as_ref()
            .filter(|_| count + 1 == self.count)
            .expect("the build reads the count below");
        let w = super::build::width(count) as u64;
        let start = starts[sum] * w;
        blocks.read(start..start + slices().size(count, sum) * w)
    }

    fn finish(
        &mut self,
        count: usize,
        sum: usize,
        geese: &[u8],
        after: &[u8],
    ) -> Result<(), StoreError> {
        // Slices come in the file's order: row sums from the highest down.
        assert_eq!(
            (count, self.next.pop()),
            (self.count, Some(sum)),
            "slices in build order"
        );
        if let Some(plies) = self.plies.as_mut() {
            plies.push(geese, self.threads)?;
        }
        self.after.push(after, self.threads)
    }
}
