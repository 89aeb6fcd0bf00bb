//! The table on disk: one store file per goose count, built layer by layer, resumable.
//!
//! A table directory holds `geese-KK.kbt` for every count from 4 up to the top (GW, the
//! table itself), `capture-KK.kbt` for the top count only (A, what the next count needs:
//! it lets a 13-geese table grow to 15 and a cancelled build resume), and `summary.kbt`,
//! the figures of every finished layer. Each is a checksummed store file; a layer is
//! listed in the summary only once its files are complete, so a build stopped anywhere
//! resumes after its last finished layer.
//!
//! A build checks every block of the files it starts from, under its lock, and builds again
//! exactly the damaged ones (see [`build()`]): nothing is removed before that, and a file
//! that is not damage (a newer format, not a table file, a pipe, an error of the system)
//! stops it with its message, every file left as it is. Reading ([`open`]) refuses every
//! kind of damage the same way, as [`TableError::Damaged`], whose message gives one piece
//! of advice.

use super::build::{self, AfterCapture, FIRST_LAYER, Tally, width};
pub use super::checks::BuildEvent;
use super::checks::check_file;
pub(super) use super::checks::{binomial33, check_counts, usable_summary};
pub use super::folder::{
    CACHE_ENV, CacheUse, LayerFigures, MAX_GEESE, RULES_VERSION, Summary, TableError, cache_dir,
    cache_folder, cache_folder_for, solve_command, summary, table_dir,
};
use super::folder::{
    capture_id, capture_path, layer_id, layer_path, summary_id, summary_path, table_files,
};
pub(super) use super::folder::{guarded, lock_build, remove_partials, remove_superseded, write};
use super::index::index;
use super::plan::{Work, build_order};
pub use super::stored::{StoredLayers, StoredTable, open, open_built};
use super::words::Words;
use crate::solver::progress::Phase;
use crate::solver::progress::Progress;
use crate::store::{self, StoreError};
use std::path::Path;
use std::time::Instant;
use survey::{Survey, survey};

mod survey;

/// The memory the process has held at most, in bytes (0 where unknown).
pub fn peak_memory() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmHWM:")).and_then(|l| {
                l.split_whitespace()
                    .nth(1)
                    .and_then(|v| v.parse::<u64>().ok())
            })
        })
        .map_or(0, |kb| kb * 1024)
}

/// Builds the table in `cache` up to `geese` geese (or finds it built), resuming after
/// the last finished layer. Progress goes to `progress` (cancel there: finished layers
/// stay) and `events`.
///
/// Under the build lock, it first removes the `.partial` files an interrupted writer left,
/// then checks every block of every layer up to `geese` (and of A of the largest, when the
/// build goes beyond it). A file proven to be a table file of this format that is damaged
/// (cut short, extended, failing a checksum, holding another table) or a listed layer that
/// is missing is built again, with the layers below it it is computed from (a layer needs A
/// of the layer below, which only the largest layer keeps on disk); those lower layers are
/// computed, not rewritten. Nothing else is removed or replaced: a newer format, a file
/// that is not a table file, a pipe or a folder under a table file's name, and an error of
/// the system stop the build with their message, before anything is written.
pub fn build(
    cache: &Path,
    geese: usize,
    threads: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Summary, TableError> {
    let dir = table_dir(cache);
    // Held until the build returns. While another build holds it, a table already finished
    // up to `geese` answers as it is: reading needs no lock (files are only ever replaced
    // whole, by a rename).
    let _lock = match lock_build(&dir) {
        Ok(lock) => lock,
        Err(busy @ TableError::Busy { .. }) => {
            return finished(cache, geese).ok_or(busy);
        }
        Err(e) => return Err(e),
    };
    remove_partials(&dir, &table_files(&dir), &[])?;
    let found = survey(&dir, geese, progress, events)?;
    let Survey {
        mut summary,
        top,
        sound,
        repair_to,
        capture,
        capture_lost,
    } = found;
    if repair_to.is_none() && geese <= top {
        return Ok(summary);
    }
    if repair_to.is_none() && top >= FIRST_LAYER {
        events(BuildEvent::Resumed { from: top });
    }
    let order = build_order(repair_to, top, geese);
    let work = Work::new(order.iter().map(|&k| 2 * index().size(k)).sum());
    progress.set_phase(Phase::SolvingFoxGeese, work.total as usize);
    let mut below: Option<Words> = None;
    let mut capture = capture;
    for (at, &count) in order.iter().enumerate() {
        if count == top + 1 && count > FIRST_LAYER && below.is_none() {
            below = Some(unpack_top(&dir, top, capture.take(), threads, progress)?);
        }
        events(BuildEvent::LayerStarted {
            geese: count,
            seconds_left: work.seconds_left(),
        });
        let save = Save {
            table: !sound[count],
            capture: count > top || (count == top && capture_lost),
            masks: order.get(at + 1) == Some(&(count + 1)),
        };
        let (figures, masks) =
            compute_layer(&dir, count, below.take(), save, threads, progress, &work)?;
        below = masks;
        record_layer(&dir, &mut summary, top, &figures)?;
        events(BuildEvent::LayerDone(figures));
    }
    Ok(summary)
}

/// A of the `top` layer in `dir`, read back from its file (`capture`), unpacked for the
/// next layer.
fn unpack_top(
    dir: &Path,
    top: usize,
    capture: Option<Vec<u8>>,
    threads: usize,
    progress: &Progress,
) -> Result<Words, TableError> {
    let bytes = capture.ok_or_else(|| {
        TableError::Io(format!(
            "the layer of {top} geese in {} has no usable A file",
            dir.display()
        ))
    })?;
    guarded(top, || build::unpack(top, &bytes, threads, progress))
}

/// Lists a finished layer's `figures` in the summary and saves it; a layer above the `top`
/// one supersedes the A file of the layer below, which is removed.
fn record_layer(
    dir: &Path,
    summary: &mut Summary,
    top: usize,
    figures: &LayerFigures,
) -> Result<(), TableError> {
    let count = figures.geese;
    match summary.layers.get_mut(count - FIRST_LAYER) {
        Some(listed) => *listed = figures.clone(),
        None => summary.layers.push(figures.clone()),
    }
    summary.peak_memory = summary.peak_memory.max(peak_memory());
    save_summary(dir, summary)?;
    if count > top && count > FIRST_LAYER {
        // Only the largest layer keeps its A: the one below is superseded.
        remove_superseded(&capture_path(dir, count - 1))?;
    }
    Ok(())
}

/// The summary of the table in `cache` when it is finished up to `geese` geese and its
/// files open (headers and lengths checked; blocks are checked as they are read).
fn finished(cache: &Path, geese: usize) -> Option<Summary> {
    open(cache, geese).ok()?;
    summary(&table_dir(cache)).ok().filter(|s| s.top() >= geese)
}

/// What is kept of a computed layer: which of its files are written, and whether A stays
/// in memory.
#[derive(Clone, Copy)]
struct Save {
    /// The table (GW): unless the one on disk is sound.
    table: bool,
    /// A: for the largest layer, which the next one is built from.
    capture: bool,
    /// A kept as masks, for the next layer when it is computed right after.
    masks: bool,
}

/// Computes the layer of `count` geese from A of the layer below (`lower`) and keeps of it
/// what `save` says, in `dir`: its figures, and A's masks when the next layer needs them.
fn compute_layer(
    dir: &Path,
    count: usize,
    lower: Option<Words>,
    save: Save,
    threads: usize,
    progress: &Progress,
    work: &Work,
) -> Result<(LayerFigures, Option<Words>), TableError> {
    let started = Instant::now();
    let step = |n: u64| work.step(n, progress);
    let layer = guarded(count, || {
        build::layer(count, lower, save.masks, threads, progress, &step)
    })?;
    let tally = layer.tally;
    let (file_bytes, masks) = save_layer(dir, count, layer, save, threads, progress)?;
    let seconds = started.elapsed().as_secs_f64();
    Ok((figures(count, tally, seconds, file_bytes), masks))
}

/// Writes the files of the computed `layer` of `count` geese to `dir` that `save` asks for:
/// the table, and A (packed here when the layer kept it as masks). Returns the table file's
/// size, and A's masks when the next layer needs them.
fn save_layer(
    dir: &Path,
    count: usize,
    layer: build::Layer,
    save: Save,
    threads: usize,
    progress: &Progress,
) -> Result<(u64, Option<Words>), TableError> {
    let size = index().size(count);
    let path = layer_path(dir, count);
    let file_bytes = if save.table {
        let bytes = layer.geese_win.into_bytes(size);
        write(&path, &layer_id(count), &bytes)?
    } else {
        drop(layer.geese_win);
        std::fs::metadata(&path).map_or(0, |m| m.len())
    };
    let mut masks_kept = None;
    let capture = match layer.after_capture {
        AfterCapture::Masks(masks) => {
            let packed = if save.capture {
                Some(build::pack(count, &masks, threads, progress)?)
            } else {
                None
            };
            masks_kept = Some(masks);
            packed
        }
        AfterCapture::Packed(p) => save.capture.then(|| p.into_bytes(size)),
    };
    if let Some(capture) = capture {
        write(&capture_path(dir, count), &capture_id(count), &capture)?;
    }
    Ok((file_bytes, masks_kept))
}

fn figures(count: usize, tally: Tally, seconds: f64, bytes: u64) -> LayerFigures {
    LayerFigures {
        geese: count,
        sets: binomial33(count),
        stored_sets: index().size(count),
        positions_per_side: tally.fox_to_move,
        geese_to_move_win: tally.geese_win,
        fox_to_move_wins: tally.fox_wins,
        seconds,
        bytes,
        peak_memory: peak_memory(),
        longest: None,
        draws: None,
    }
}

fn save_summary(dir: &Path, summary: &Summary) -> Result<(), TableError> {
    let json = serde_json::to_vec_pretty(summary).map_err(|e| TableError::Io(e.to_string()))?;
    write(&summary_path(dir), &summary_id(), &json).map(|_| ())
}

/// Checks every block of every layer up to `geese` against its checksum, reporting
/// (bytes done, bytes in all).
pub fn verify(
    cache: &Path,
    geese: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), TableError> {
    let probe = open(cache, geese)?;
    let dir = table_dir(cache);
    let tables: Vec<&store::Table> = probe.layers().tables.iter().flatten().collect();
    let total: u64 = tables.iter().map(|t| t.len()).sum();
    let mut before = 0;
    for table in tables {
        table
            .verify_all(|done, _| progress(before + done, total))
            .map_err(|source| TableError::Damaged {
                dir: dir.clone(),
                source,
            })?;
        before += table.len();
    }
    Ok(())
}

/// What building a table takes, from the index sizes and the speed measured on a 2-core
/// machine (see the README): said before the user starts a build.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// Seconds on `threads` threads.
    pub seconds: f64,
    /// Bytes on disk when finished.
    pub disk_bytes: u64,
    /// Bytes of memory at the peak.
    pub memory_bytes: u64,
}

/// CPU nanoseconds per stored set, measured building 13 geese (554 s of user time for
/// 6.4 × 10^8 stored sets, rounded up for the system time and the writes).
const NANOS_PER_SET: f64 = 1000.0;

/// What building the table up to `geese` geese takes on `threads` threads, counting only
/// the layers not yet built in `cache` (when given).
pub fn estimate(geese: usize, threads: usize, cache: Option<&Path>) -> Estimate {
    let built = cache
        .and_then(|c| summary(&table_dir(c)).ok())
        .map_or(FIRST_LAYER - 1, |s| s.top());
    let idx = index();
    let packed = |k: usize| (idx.size(k) * width(k) as u64).div_ceil(8);
    let sets: u64 = (built + 1..=geese).map(|k| idx.size(k)).sum();
    let disk_bytes = (FIRST_LAYER..=geese).map(packed).sum::<u64>() + packed(geese);
    // The peak: the top layer's masks (8 bytes a set) beside the layer below's (the first
    // pass), or beside its two packed outputs (the second).
    let top = 8 * idx.size(geese);
    let below = if geese > FIRST_LAYER {
        8 * idx.size(geese - 1)
    } else {
        0
    };
    let memory_bytes = top + below.max(2 * packed(geese));
    Estimate {
        seconds: sets as f64 * NANOS_PER_SET * 1e-9 / threads.max(1) as f64,
        disk_bytes,
        memory_bytes,
    }
}

#[cfg(test)]
mod tests;
