//! What a build finds in its folder before it starts: the summary, the plies files it
//! keeps and those it computes again, and where the after-capture keys it needs begin.

use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::build::width;
use crate::solver::fox_geese::checks::BuildEvent;
use crate::solver::fox_geese::remote_table::summary_id;
use crate::solver::fox_geese::remote_table::{
    Rules, after_id, after_path, is_zstd_plies, open_blocks, open_rows, plies_id, plies_path,
    plies_rows, stored_len, summary, summary_path, zstd_plies_id,
};
use crate::solver::fox_geese::table::{Summary, TableError, check_counts, usable_summary};
use crate::solver::fox_geese::table::{remove_superseded, write};
use crate::solver::progress::Progress;
use crate::store::{RowsWriter, StoreError};
use std::path::Path;

/// What a build found in the folder.
pub(super) struct Survey {
    /// The summary, when it is sound (else empty: every count is computed again).
    pub(super) summary: Summary,
    /// The largest count it lists (below four: none).
    pub(super) top: usize,
    /// For each goose count up to the build's, whether its plies file is sound (and kept).
    pub(super) sound: Vec<bool>,
    /// The largest listed count that is damaged or missing.
    pub(super) repair_to: Option<usize>,
    /// When the build grows the table: the lowest count whose after-capture keys must be
    /// worked out again (one above the highest count whose after-capture file is sound).
    pub(super) after_from: usize,
}

/// Checks the files of the folder `dir` a build up to `geese` depends on: the summary,
/// every block of every plies file up to `geese` (converting, on `threads` threads, those
/// an earlier version wrote in zstd blocks), and, when the build goes beyond the top
/// count, the after-capture files left, from the top down to the first sound one. Damage
/// is reported to `events`; anything that is not damage stops here.
pub(super) fn survey(
    dir: &Path,
    geese: usize,
    rules: Rules,
    threads: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Survey, TableError> {
    let refuse = |source| TableError::Damaged {
        dir: dir.to_path_buf(),
        source,
    };
    let mut repairing = |reason: String| events(BuildEvent::Repairing { reason });
    let read = summary(dir, rules);
    let mut summary = usable_summary(dir, &summary_path(dir), read, "counts", &mut repairing)?;
    convert_all(dir, geese, rules, threads, progress, &mut summary, events)?;
    let mut repairing = |reason: String| events(BuildEvent::Repairing { reason });
    let top = summary.top();
    let (sound, repair_to) = check_counts(
        dir,
        geese,
        top,
        progress,
        &mut repairing,
        &|count| plies_path(dir, count),
        &|count, path| check_plies(path, count, rules),
    )?;
    let mut after_from = FIRST_LAYER;
    if geese > top && top >= FIRST_LAYER {
        for count in (FIRST_LAYER..=top).rev() {
            let path = after_path(dir, count);
            match check(&path, &after_id(count, rules), stored_len(count)) {
                Ok(()) => {
                    after_from = count + 1;
                    break;
                }
                // None is kept: worked out again.
                Err(StoreError::Missing { .. }) => {}
                Err(e) if e.is_damage() => repairing(e.what()),
                Err(e) => return Err(refuse(e)),
            }
        }
    }
    Ok(Survey {
        summary,
        top,
        sound,
        repair_to,
        after_from,
    })
}

/// Opens the blocks file `path` and checks its length and every block.
fn check(path: &Path, id: &crate::store::TableId, expected: u64) -> Result<(), StoreError> {
    open_blocks(path, id, expected)?.verify_all(|_, _| ())
}

/// Converts every plies file up to `geese` that an earlier version wrote in zstd blocks
/// (on `threads` threads), noting the new files' sizes in `summary` (and saving it); a
/// damaged one is removed, and so built again as a missing file.
fn convert_all(
    dir: &Path,
    geese: usize,
    rules: Rules,
    threads: usize,
    progress: &Progress,
    summary: &mut Summary,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<(), TableError> {
    let mut converted = false;
    for count in FIRST_LAYER..=geese {
        let path = plies_path(dir, count);
        if !is_zstd_plies(&path, count, rules) {
            continue;
        }
        progress.check()?;
        events(BuildEvent::Converting { geese: count });
        match convert(&path, count, rules, threads) {
            Ok(bytes) => {
                if let Some(listed) = summary.layers.iter_mut().find(|l| l.geese == count) {
                    listed.bytes = bytes;
                    converted = true;
                }
            }
            Err(e) if e.is_damage() => {
                events(BuildEvent::Repairing { reason: e.what() });
                remove_superseded(&path)?;
            }
            Err(e) => {
                return Err(TableError::Damaged {
                    dir: dir.to_path_buf(),
                    source: e,
                });
            }
        }
    }
    if converted {
        let json =
            serde_json::to_vec_pretty(&*summary).map_err(|e| TableError::Io(e.to_string()))?;
        write(&summary_path(dir), &summary_id(rules), &json)?;
    }
    Ok(())
}

/// Opens the plies file `path` of `count` geese and checks its length and every block.
fn check_plies(path: &Path, count: usize, rules: Rules) -> Result<(), StoreError> {
    open_rows(path, &plies_id(count, rules), stored_len(count))?.verify_all(|_, _| ())
}

/// Bytes of a plies file read at a time while it is converted.
const CONVERT_CHUNK: u64 = 64 << 20;

/// Writes the plies file `path` of `count` geese, in zstd blocks as earlier versions wrote
/// it, again as coded rows under the same name, on `threads` threads: every block of the
/// old file is read (and so checked), and the new file replaces it once written; the new
/// file's length.
fn convert(path: &Path, count: usize, rules: Rules, threads: usize) -> Result<u64, StoreError> {
    let old = open_blocks(path, &zstd_plies_id(count, rules), stored_len(count))?;
    let mut writer = RowsWriter::create(path, width(count) as u32, plies_rows(count))?;
    let len = old.raw_len();
    let mut at = 0;
    while at < len {
        let end = (at + CONVERT_CHUNK).min(len);
        writer.push(&old.read(at..end)?, threads)?;
        at = end;
    }
    writer.finish(&plies_id(count, rules), threads)
}
