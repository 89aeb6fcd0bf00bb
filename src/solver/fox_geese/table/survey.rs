//! What a build finds in the table folder before it starts: which files are sound, which
//! layers must be built again.

use super::{
    BuildEvent, FIRST_LAYER, StoreError, Summary, TableError, capture_id, capture_path,
    check_counts, check_file, layer_id, layer_path, summary, summary_path, usable_summary,
};
use crate::solver::progress::Progress;
use std::path::Path;

/// What a build found in the table folder.
pub(super) struct Survey {
    /// The summary, when it is sound (else empty: every layer is computed again).
    pub(super) summary: Summary,
    /// The largest layer it lists (below four: none).
    pub(super) top: usize,
    /// For each goose count up to the build's, whether its layer file is sound (and kept).
    pub(super) sound: Vec<bool>,
    /// The largest listed layer that is damaged or missing, if any.
    pub(super) repair_to: Option<usize>,
    /// A of the top layer, when the build goes beyond it and its file is sound.
    pub(super) capture: Option<Vec<u8>>,
    /// Whether the build goes beyond the top layer and its A file is damaged or missing.
    pub(super) capture_lost: bool,
}

/// Checks the files of the table in `dir` a build up to `geese` depends on: the summary,
/// every block of every layer up to `geese`, and A of the top layer when the build goes
/// beyond it. Damage is reported to `events`; anything that is not damage stops here.
pub(super) fn survey(
    dir: &Path,
    geese: usize,
    progress: &Progress,
    events: &mut dyn FnMut(BuildEvent),
) -> Result<Survey, TableError> {
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
    let (capture, capture_lost) = if geese > top && top >= FIRST_LAYER {
        check_capture(dir, top, &mut repairing)?
    } else {
        (None, false)
    };
    if capture_lost {
        repair_to = Some(top);
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

/// Checks A of the `top` layer in `dir`, which a build beyond it starts from: its bytes
/// when the file is sound, and whether it is lost (missing or damaged, reported to
/// `repairing`). Anything that is not damage stops here.
fn check_capture(
    dir: &Path,
    top: usize,
    repairing: &mut dyn FnMut(String),
) -> Result<(Option<Vec<u8>>, bool), TableError> {
    let path = capture_path(dir, top);
    match check_file(&path, &capture_id(top), top).and_then(|t| Ok(t.bytes(0..t.len())?.to_vec())) {
        Ok(bytes) => Ok((Some(bytes), false)),
        Err(StoreError::Missing { .. }) => {
            repairing(format!(
                "the table file {} is missing, though the layer of {top} geese needs it",
                path.display()
            ));
            Ok((None, true))
        }
        Err(e) if e.is_damage() => {
            repairing(e.what());
            Ok((None, true))
        }
        Err(e) => Err(TableError::Damaged {
            dir: dir.to_path_buf(),
            source: e,
        }),
    }
}
