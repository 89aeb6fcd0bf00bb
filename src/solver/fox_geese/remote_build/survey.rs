//! What a build finds in its folder before it starts: the summary, the plies files it
//! keeps and those it computes again, and where the after-capture keys it needs begin.

use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::checks::BuildEvent;
use crate::solver::fox_geese::remote_table::{
    Rules, after_id, after_path, open_blocks, plies_id, plies_path, stored_len, summary,
    summary_path,
};
use crate::solver::fox_geese::table::{Summary, TableError, check_counts, usable_summary};
use crate::solver::progress::Progress;
use crate::store::StoreError;
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
/// every block of every plies file up to `geese`, and, when the build goes beyond the top
/// count, the after-capture files left, from the top down to the first sound one. Damage
/// is reported to `events`; anything that is not damage stops here.
pub(super) fn survey(
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
    let (sound, repair_to) = check_counts(
        dir,
        geese,
        top,
        progress,
        &mut repairing,
        &|count| plies_path(dir, count),
        &|count, path| check(path, &plies_id(count, rules), stored_len(count)),
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
