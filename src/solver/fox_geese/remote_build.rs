//! Building the remoteness table on disk ([`super::remote_table`]), count by count with the
//! streaming build ([`super::stream`]), resumable after the last finished count.
//!
//! The rules of the W/L table's build hold ([`super::table::build`]): one build per folder
//! under its lock, while a finished table answers without it; partial files of a crash
//! removed first; every block of the files a build starts from checked, and exactly the
//! damaged ones built again, with the counts below them they are computed from (a count
//! needs the after-capture keys of the count below); anything that is not damage stops the
//! build with its message, every file left as it is.
//!
//! No after-capture file is kept once a build ends: they are as large as the plies, and
//! only a build that grows the table needs them. Such a build first works them out again,
//! count by count from four geese up to the top, from the plies on disk and the keys of the
//! count below, without solving anything ([`super::stream::after_again`]), each count's
//! file removed once the next one's is written; a stopped build resumes from the highest
//! one left. A folder of an earlier version keeps its top count's file: a build that grows
//! reads it, and any other build removes it.
//!
//! Inside a count, the build saves a checkpoint after each slice ([`checkpoint`]): a build
//! stopped in the middle of a count (cancelled, killed, the machine down) takes it up
//! after the last slice saved, the slices before it read back rather than solved again.

use super::build::FIRST_LAYER;
use super::plan::{Work, build_order};
pub use super::remote_estimate::{estimate, estimate_with, work};
use super::remote_table::{
    Rules, after_path, open_rows, plies_id, plies_path, rules_dir, slice_starts, summary,
    summary_id, summary_path,
};
use super::slices::slices;
use super::stream::{self, Halt};
use super::table::{
    BuildEvent, LayerFigures, MAX_GEESE, Summary, TableError, binomial33, guarded, lock_build,
    peak_memory, remove_partials, remove_superseded, write,
};
use crate::solver::progress::Phase;
use crate::solver::progress::Progress;
use std::path::{Path, PathBuf};
use std::time::Instant;

mod checkpoint;
mod disk;
mod survey;
use disk::DiskStore;
use survey::{Survey, survey};

/// Every file name of the folder a build writes (the lock aside).
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files = vec![summary_path(dir)];
    for count in FIRST_LAYER..=MAX_GEESE {
        files.push(plies_path(dir, count));
        files.push(after_path(dir, count));
        files.push(checkpoint::checkpoint_path(dir, count));
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
    remove_partials(&dir, &files(&dir), &checkpoint::kept_rows(&dir))?;
    let Survey {
        mut summary,
        top,
        sound,
        repair_to,
        after_from,
    } = survey(&dir, geese, rules, threads, progress, events)?;
    if repair_to.is_none() && geese <= top {
        remove_after_files(&dir)?;
        checkpoint::remove_finished(&dir, top)?;
        return Ok(summary);
    }
    if repair_to.is_none() && top >= FIRST_LAYER {
        events(BuildEvent::Resumed { from: top });
    }
    let order = build_order(repair_to, top, geese);
    let again = preparation(repair_to, top, geese, after_from);
    let steps = steps(&order, &again, top);
    let mut work = Work::new(order.iter().map(|&k| slice_starts(k).1).sum());
    let preparing = Work::new(again.iter().map(|&k| slice_starts(k).1).sum());
    for (at, &step) in steps.iter().enumerate() {
        let later = &steps[at + 1..];
        // The count's after-capture keys are written when a later step reads them.
        let keep = |count: usize| later.iter().any(|s| s.count() == count + 1);
        // Each kind of step has its phase, and counts its own work.
        let begins =
            at == 0 || std::mem::discriminant(&steps[at - 1]) != std::mem::discriminant(&step);
        match step {
            Step::Again(_) if begins => {
                progress.set_phase(Phase::PreparingGrowth, preparing.total as usize);
            }
            Step::Compute(_) if begins => {
                progress.set_phase(Phase::SolvingFoxGeese, work.total as usize);
            }
            _ => {}
        }
        match step {
            Step::Again(count) => {
                events(BuildEvent::Preparing { geese: count });
                let began = Instant::now();
                let step = |n: u64| preparing.step(n, progress);
                after_again(&dir, count, rules, threads, progress, &step)?;
                // The time left of the counts to compute goes by their own pace.
                work.exclude(began.elapsed());
            }
            Step::Compute(count) => {
                events(BuildEvent::LayerStarted {
                    geese: count,
                    seconds_left: work.seconds_left(),
                });
                let resume = match sound[count] {
                    true => {
                        checkpoint::remove(&dir, count)?;
                        None
                    }
                    false => checkpoint::take_up(&dir, count, rules, events)?,
                };
                if let Some((taken, _)) = &resume {
                    // The sets kept: a row of plies a set.
                    let width = super::build::width(count) as u64;
                    work.keep(taken.mark.raw_len / width, progress);
                    events(BuildEvent::ResumedInside {
                        geese: count,
                        done: taken.slices,
                        slices: slices().sums(count).len(),
                    });
                }
                let step = |n: u64| work.step(n, progress);
                // The plies file unless it is sound, the after-capture file when read later.
                let store = DiskStore::new(
                    &dir,
                    count,
                    rules,
                    !sound[count],
                    keep(count),
                    threads,
                    resume,
                    Some(&mut *events),
                )?;
                let listed = compute_count(&dir, rules, store, threads, progress, &step)?;
                record_count(&dir, rules, &mut summary, &listed)?;
                events(BuildEvent::LayerDone(listed));
            }
        }
        // The after-capture files no later step reads.
        for j in [step.count().saturating_sub(1), step.count()] {
            if j >= FIRST_LAYER && !keep(j) {
                remove_superseded(&after_path(&dir, j))?;
            }
        }
    }
    remove_after_files(&dir)?;
    checkpoint::remove_finished(&dir, summary.top())?;
    Ok(summary)
}

/// Removes every after-capture file of `dir`: a finished build keeps none (see the
/// module's rules).
fn remove_after_files(dir: &Path) -> Result<(), TableError> {
    (FIRST_LAYER..=MAX_GEESE).try_for_each(|count| remove_superseded(&after_path(dir, count)))
}

/// The counts whose after-capture keys a build up to `geese` works out again before it
/// grows the table past `top`: from the highest count whose file is left (one below
/// `after_from`) or the last count the repair up to `repair_to` computes, up to the top
/// (none when the repair computes the top, or the table does not grow).
fn preparation(
    repair_to: Option<usize>,
    top: usize,
    geese: usize,
    after_from: usize,
) -> Vec<usize> {
    match geese > top && top >= FIRST_LAYER {
        true => (repair_to.map_or(after_from, |r| after_from.max(r + 1))..=top).collect(),
        false => Vec::new(),
    }
}

/// A build's steps in order: the counts of `order` up to `top` computed (a repair), the
/// after-capture keys of `again` worked out again, the counts above `top` computed.
fn steps(order: &[usize], again: &[usize], top: usize) -> Vec<Step> {
    let compute = |above: bool| {
        order
            .iter()
            .filter(move |&&k| (k > top) == above)
            .map(|&k| Step::Compute(k))
    };
    compute(false)
        .chain(again.iter().map(|&k| Step::Again(k)))
        .chain(compute(true))
        .collect()
}

/// What a build does with one goose count.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// Computes it (its plies file written unless it is sound), and its after-capture keys.
    Compute(usize),
    /// Works its after-capture keys out again from its plies file.
    Again(usize),
}

impl Step {
    fn count(self) -> usize {
        match self {
            Step::Compute(count) | Step::Again(count) => count,
        }
    }
}

/// Writes the after-capture file of the finished count `count` in `dir` again, from its
/// plies file and the after-capture file of the count below ([`stream::after_again`]).
fn after_again(
    dir: &Path,
    count: usize,
    rules: Rules,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<(), TableError> {
    let damaged = |source| TableError::Damaged {
        dir: dir.to_path_buf(),
        source,
    };
    let (starts, sets) = slice_starts(count);
    let w = super::build::width(count) as u64;
    let plies =
        open_rows(&plies_path(dir, count), &plies_id(count, rules), sets * w).map_err(damaged)?;
    let mut store = DiskStore::new(dir, count, rules, false, true, threads, None, None)?;
    let mut read = |sum: usize| {
        let start = starts[sum] * w;
        plies.read(start..start + slices().size(count, sum) * w)
    };
    let worked = guarded(count, || {
        match stream::after_again(count, &mut store, &mut read, threads, progress, step) {
            Ok(()) => Ok(Ok(())),
            Err(Halt::Cancelled) => Err(crate::solver::progress::Cancelled),
            Err(Halt::Store(e)) => Ok(Err(e)),
        }
    })?;
    match worked {
        Ok(()) => store.finish().map(|_| ()),
        // A block of the plies that fails its checksum: the count is built again next time.
        Err(e) if e.is_damage() => Err(damaged(e)),
        Err(e) => Err(TableError::Io(e.to_string())),
    }
}

/// Computes the count of `store` in `dir` and writes the files `store` writes: its figures,
/// as the summary lists them.
fn compute_count(
    dir: &Path,
    rules: Rules,
    mut store: DiskStore,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<LayerFigures, TableError> {
    let count = store.count;
    let computed = guarded(count, || {
        match stream::count(count, &mut store, rules.sideways(), threads, progress, step) {
            Ok(figures) => Ok(Ok(figures)),
            Err(Halt::Cancelled) => Err(crate::solver::progress::Cancelled),
            Err(Halt::Store(e)) => Ok(Err(e)),
        }
    })?;
    let figures = computed.map_err(|e| TableError::Io(e.to_string()))?;
    let seconds = store.seconds();
    let bytes = store.finish()?;
    checkpoint::remove(dir, count)?;
    Ok(LayerFigures {
        geese: count,
        sets: binomial33(count),
        stored_sets: slice_starts(count).1,
        positions_per_side: figures.positions,
        geese_to_move_win: figures.geese_win,
        fox_to_move_wins: figures.fox_wins,
        seconds,
        bytes: bytes.unwrap_or_else(|| file_len(&plies_path(dir, count))),
        peak_memory: peak_memory(),
        longest: Some(figures.longest),
        draws: rules.sideways().then_some(figures.draws),
    })
}

/// Lists a finished count's figures (`listed`) in the summary and saves it.
fn record_count(
    dir: &Path,
    rules: Rules,
    summary: &mut Summary,
    listed: &LayerFigures,
) -> Result<(), TableError> {
    let count = listed.geese;
    match summary.layers.get_mut(count - FIRST_LAYER) {
        Some(old) => *old = listed.clone(),
        None => summary.layers.push(listed.clone()),
    }
    summary.peak_memory = summary.peak_memory.max(peak_memory());
    let json = serde_json::to_vec_pretty(&*summary).map_err(|e| TableError::Io(e.to_string()))?;
    write(&summary_path(dir), &summary_id(rules), &json).map(|_| ())
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
