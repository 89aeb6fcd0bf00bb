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
    cache_folder, summary, table_dir,
};
use super::folder::{
    capture_id, capture_path, layer_id, layer_path, summary_id, summary_path, table_files,
};
pub(super) use super::folder::{guarded, lock_build, remove_partials, remove_superseded, write};
use super::index::index;
pub use super::stored::{StoredLayers, StoredTable, open, open_built};
use super::words::Words;
use crate::solver::progress::Phase;
use crate::solver::progress::Progress;
use crate::store::{self, StoreError};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Instant;

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
    remove_partials(&dir, &table_files(&dir))?;
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
    // Computed from four geese up to the largest damaged layer, then after the top.
    let mut order: Vec<usize> = repair_to.map_or_else(Vec::new, |r| (FIRST_LAYER..=r).collect());
    order.extend(top + 1..=geese);
    let work: u64 = order.iter().map(|&k| 2 * index().size(k)).sum();
    let done = AtomicU64::new(0);
    progress.set_phase(Phase::SolvingFoxGeese, work as usize);
    let started = Instant::now();
    let mut below: Option<Words> = None;
    let mut capture = capture;
    for (at, &count) in order.iter().enumerate() {
        if count == top + 1 && count > FIRST_LAYER && below.is_none() {
            // A of the top layer, read back from its file.
            let bytes = capture.take().ok_or_else(|| {
                TableError::Io(format!(
                    "the layer of {top} geese in {} has no usable A file",
                    dir.display()
                ))
            })?;
            below = Some(guarded(top, || {
                build::unpack(top, &bytes, threads, progress)
            })?);
        }
        let spent = started.elapsed().as_secs_f64();
        let finished = done.load(Relaxed);
        events(BuildEvent::LayerStarted {
            geese: count,
            seconds_left: (finished > 0 && spent > 1.0)
                .then(|| spent * (work - finished) as f64 / finished as f64),
        });
        let layer_started = Instant::now();
        let step = |n: u64| {
            let d = done.fetch_add(n, Relaxed) + n;
            progress.set(d as usize, work as usize);
        };
        let keep_masks = order.get(at + 1) == Some(&(count + 1));
        let lower = below.take();
        let layer = guarded(count, || {
            build::layer(count, lower, keep_masks, threads, progress, &step)
        })?;
        let tally = layer.tally;
        let save = Save {
            table: !sound[count],
            capture: count > top || (count == top && capture_lost),
        };
        let (file_bytes, masks) = save_layer(&dir, count, layer, save, threads, progress)?;
        below = masks;
        let figures = figures(
            count,
            tally,
            layer_started.elapsed().as_secs_f64(),
            file_bytes,
        );
        match summary.layers.get_mut(count - FIRST_LAYER) {
            Some(listed) => *listed = figures.clone(),
            None => summary.layers.push(figures.clone()),
        }
        summary.peak_memory = summary.peak_memory.max(peak_memory());
        save_summary(&dir, &summary)?;
        if count > top && count > FIRST_LAYER {
            // Only the largest layer keeps its A: the one below is superseded.
            remove_superseded(&capture_path(&dir, count - 1))?;
        }
        events(BuildEvent::LayerDone(figures));
    }
    Ok(summary)
}

/// The summary of the table in `cache` when it is finished up to `geese` geese and its
/// files open (headers and lengths checked; blocks are checked as they are read).
fn finished(cache: &Path, geese: usize) -> Option<Summary> {
    open(cache, geese).ok()?;
    summary(&table_dir(cache)).ok().filter(|s| s.top() >= geese)
}

/// What a build found in the table folder.
struct Survey {
    /// The summary, when it is sound (else empty: every layer is computed again).
    summary: Summary,
    /// The largest layer it lists (below four: none).
    top: usize,
    /// For each goose count up to the build's, whether its layer file is sound (and kept).
    sound: Vec<bool>,
    /// The largest listed layer that is damaged or missing, if any.
    repair_to: Option<usize>,
    /// A of the top layer, when the build goes beyond it and its file is sound.
    capture: Option<Vec<u8>>,
    /// Whether the build goes beyond the top layer and its A file is damaged or missing.
    capture_lost: bool,
}

/// Checks the files of the table in `dir` a build up to `geese` depends on: the summary,
/// every block of every layer up to `geese`, and A of the top layer when the build goes
/// beyond it. Damage is reported to `events`; anything that is not damage stops here.
fn survey(
    dir: &Path,
    geese: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Survey, TableError> {
    let refuse = |source| TableError::Damaged {
        dir: dir.to_path_buf(),
        source,
    };
    let mut repairing = |reason: String| events(BuildEvent::Repairing { reason });
    let summary = usable_summary(
        dir,
        &summary_path(dir),
        summary(dir),
        "layers",
        &mut repairing,
    )?;
    let top = summary.top();
    let (sound, mut repair_to) = check_counts(
        dir,
        geese,
        top,
        progress,
        &mut repairing,
        &|count| layer_path(dir, count),
        &|count, path| check_file(path, &layer_id(count), count).map(|_| ()),
    )?;
    let mut capture = None;
    let mut capture_lost = false;
    if geese > top && top >= FIRST_LAYER {
        let path = capture_path(dir, top);
        match check_file(&path, &capture_id(top), top)
            .and_then(|t| Ok(t.bytes(0..t.len())?.to_vec()))
        {
            Ok(bytes) => capture = Some(bytes),
            Err(StoreError::Missing { .. }) => {
                repairing(format!(
                    "the table file {} is missing, though the layer of {top} geese needs it",
                    path.display()
                ));
                capture_lost = true;
            }
            Err(e) if e.is_damage() => {
                repairing(e.what());
                capture_lost = true;
            }
            Err(e) => return Err(refuse(e)),
        }
        if capture_lost {
            repair_to = Some(top);
        }
    }
    Ok(Survey {
        summary,
        top,
        sound,
        repair_to,
        capture,
        capture_lost,
    })
}

/// Which files of a computed layer are written.
#[derive(Clone, Copy)]
struct Save {
    /// The table (GW): unless the one on disk is sound.
    table: bool,
    /// A: for the largest layer, which the next one is built from.
    capture: bool,
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
