//! A count's checkpoint: where a stopped build of one goose count left off, so that it
//! resumes after its last finished slice rather than from the count's start (the largest
//! counts take more than an hour each).
//!
//! After each slice the build writes out and syncs the plies pushed so far (all but the
//! last part-block: [`RowsWriter::mark`]), then this file, `resume-KK.kbt`: the slices
//! finished, the mark, the count's figures so far and the seconds spent on it. It is a store
//! file like the others (checksummed, written to `.partial` and renamed), and its id names
//! the plies file's layout, so that a checkpoint of another layout or rule set is refused.
//! Resuming reads the side file of the plies back (each frame's checksum checked, the
//! bytes adding up to the mark, which must be the bytes of the slices finished); anything
//! wrong, and the count starts again.

use crate::solver::fox_geese::build::{FIRST_LAYER, width};
use crate::solver::fox_geese::checks::BuildEvent;
use crate::solver::fox_geese::remote_files::id;
use crate::solver::fox_geese::remote_table::{Rules, plies_id, plies_path, plies_rows};
use crate::solver::fox_geese::slice::Figures;
use crate::solver::fox_geese::slices::slices;
use crate::solver::fox_geese::table::{MAX_GEESE, TableError, remove_superseded};
use crate::store::{RowsMark, RowsWriter, StoreError, Table, TableId, rows_side_paths};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Where a stopped build of a count left off.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct Checkpoint {
    /// The slices finished, in build order (row sums from the highest down).
    pub(super) slices: usize,
    /// Where the plies file's writer stood after the last of them.
    pub(super) mark: RowsMark,
    /// The figures of the slices finished.
    pub(super) figures: Figures,
    /// The seconds the build spent on the count until then, over all its runs.
    pub(super) seconds: f64,
}

/// The checkpoint of `count` geese in the table folder `dir`.
pub(super) fn checkpoint_path(dir: &Path, count: usize) -> PathBuf {
    dir.join(format!("resume-{count:02}.kbt"))
}

/// The id of the checkpoint of `count` geese: the plies file's layout it resumes.
fn checkpoint_id(count: usize, rules: Rules) -> TableId {
    id(
        format!("build checkpoint of {}", plies_id(count, rules).layout),
        "json",
        rules,
    )
}

/// Saves `checkpoint` of `count` geese in `dir` (atomically).
pub(super) fn save(
    dir: &Path,
    count: usize,
    rules: Rules,
    checkpoint: &Checkpoint,
) -> Result<(), StoreError> {
    let path = checkpoint_path(dir, count);
    let json = serde_json::to_vec(checkpoint).map_err(|e| StoreError::Io {
        path: path.clone(),
        action: "write",
        source: e.into(),
    })?;
    crate::store::write(&path, &checkpoint_id(count, rules), &json)
}

/// The checkpoint of `count` geese in `dir`: none when there is none; an error that is
/// damage when it does not read or does not fit the count (the caller starts the count
/// again).
fn read(dir: &Path, count: usize, rules: Rules) -> Result<Option<Checkpoint>, StoreError> {
    let path = checkpoint_path(dir, count);
    let table = match Table::open(&path, &checkpoint_id(count, rules)) {
        Ok(table) => table,
        Err(StoreError::Missing { .. }) => return Ok(None),
        Err(e) => return Err(e),
    };
    let corrupt = |what: String| StoreError::Corrupt {
        path: path.clone(),
        what,
    };
    let checkpoint: Checkpoint = serde_json::from_slice(table.bytes(0..table.len())?)
        .map_err(|e| corrupt(format!("its checkpoint does not read: {e}")))?;
    let sums = slices().sums(count);
    let w = width(count) as u64;
    let pushed: u64 = sums
        .iter()
        .rev()
        .take(checkpoint.slices)
        .map(|&sum| slices().size(count, sum) * w)
        .sum();
    if checkpoint.slices > sums.len()
        || checkpoint.mark.raw_len != pushed
        || checkpoint.figures.geese != count
    {
        return Err(corrupt(format!(
            "its checkpoint of {} slices and {} bytes does not fit {count} geese",
            checkpoint.slices, checkpoint.mark.raw_len
        )));
    }
    Ok(Some(checkpoint))
}

/// Removes the checkpoint of `count` geese in `dir` and the bytes it kept.
pub(super) fn remove(dir: &Path, count: usize) -> Result<(), TableError> {
    remove_superseded(&checkpoint_path(dir, count))?;
    remove_superseded(&rows_side_paths(&plies_path(dir, count))[0])
}

/// The plies files whose pushed bytes a checkpoint keeps: their side files are not a crash's
/// leftovers.
pub(super) fn kept_rows(dir: &Path) -> Vec<PathBuf> {
    (FIRST_LAYER..=MAX_GEESE)
        .filter(|&count| checkpoint_path(dir, count).exists())
        .map(|count| plies_path(dir, count))
        .collect()
}

/// Removes the checkpoints of the counts up to `top`, finished: nothing resumes them.
pub(super) fn remove_finished(dir: &Path, top: usize) -> Result<(), TableError> {
    (FIRST_LAYER..=top.min(MAX_GEESE)).try_for_each(|count| {
        match checkpoint_path(dir, count).exists() {
            true => remove(dir, count),
            false => Ok(()),
        }
    })
}

/// The checkpoint a stopped build left for `count` in `dir`, with the writer of its plies
/// taken up where it stopped; none without one. A checkpoint that does not read, or whose
/// bytes are damaged or gone, is reported to `events` and removed: the count starts again.
pub(super) fn take_up(
    dir: &Path,
    count: usize,
    rules: Rules,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Option<(Checkpoint, RowsWriter)>, TableError> {
    let taken = read(dir, count, rules).and_then(|found| match found {
        None => Ok(None),
        Some(c) => {
            let w = width(count) as u32;
            RowsWriter::resume(&plies_path(dir, count), w, plies_rows(count), &c.mark)
                .map(|writer| Some((c, writer)))
        }
    });
    match taken {
        Ok(taken) => Ok(taken),
        Err(e) if e.is_damage() || matches!(e, StoreError::Missing { .. }) => {
            events(BuildEvent::Repairing { reason: e.what() });
            remove(dir, count)?;
            Ok(None)
        }
        Err(e) => Err(TableError::Damaged {
            dir: dir.to_path_buf(),
            source: e,
        }),
    }
}
