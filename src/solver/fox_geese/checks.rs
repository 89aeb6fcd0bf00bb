//! The checks a build makes of the files it starts from, shared by the W/L and the remoteness
//! builds: the summary, every block of every count's file, what each build reports as it goes.

use super::build::{FIRST_LAYER, width};
use super::folder::{LayerFigures, Summary, TableError};
use super::index::index;
use crate::solver::progress::{Phase, Progress};
use crate::store::{self, StoreError, TableId};
use std::path::{Path, PathBuf};

/// The payload length of the layer (or A) file of `count` geese.
pub(super) fn layer_len(count: usize) -> u64 {
    (index().size(count) * width(count) as u64).div_ceil(8)
}

/// The summary a build starts from, from `read` (the summary file `path` of `dir` read):
/// a sound one that lists its `what` (layers, counts) in order; else, when it is missing or
/// damaged, an empty one (everything is built again; the damage told to `repairing`); a
/// file that is not damage stops the build.
pub(super) fn usable_summary(
    dir: &Path,
    path: &Path,
    read: Result<Summary, StoreError>,
    what: &str,
    repairing: &mut dyn FnMut(String),
) -> Result<Summary, TableError> {
    Ok(match read {
        Ok(s)
            if s.layers
                .iter()
                .enumerate()
                .all(|(i, l)| l.geese == FIRST_LAYER + i) =>
        {
            s
        }
        Ok(_) => {
            repairing(format!(
                "the table file {} is damaged (it lists its {what} out of order)",
                path.display()
            ));
            Summary::default()
        }
        Err(StoreError::Missing { .. }) => {
            // Said, when the folder holds files the summary would have listed: they are
            // checked and computed again rather than trusted.
            let files = super::folder::built_files(dir);
            if !files.is_empty() {
                repairing(format!(
                    "the table's summary {} is missing, though the folder holds {} table \
                     files ({}): each is checked and its count computed again",
                    path.display(),
                    files.len(),
                    files.join(", ")
                ));
            }
            Summary::default()
        }
        Err(e) if e.is_damage() => {
            repairing(e.what());
            Summary::default()
        }
        Err(source) => {
            return Err(TableError::Damaged {
                dir: dir.to_path_buf(),
                source,
            });
        }
    })
}

/// Checks the file of every goose count from four up to `geese` (`path` names it, `check`
/// reads it whole): for each, whether it is sound, and the largest count up to `top` (the
/// summary's) that is damaged or missing. Damage goes to `repairing`; a file that is not
/// damage stops the build.
pub(super) fn check_counts(
    dir: &Path,
    geese: usize,
    top: usize,
    progress: &Progress,
    repairing: &mut dyn FnMut(String),
    path: &dyn Fn(usize) -> PathBuf,
    check: &dyn Fn(usize, &Path) -> Result<(), StoreError>,
) -> Result<(Vec<bool>, Option<usize>), TableError> {
    let mut sound = vec![false; geese + 1];
    let mut repair_to = None;
    let counts = geese.saturating_sub(FIRST_LAYER - 1);
    progress.set_phase(Phase::CheckingLayers, counts);
    for (count, sound) in sound.iter_mut().enumerate().skip(FIRST_LAYER) {
        progress.check()?;
        let path = path(count);
        match check(count, &path) {
            Ok(()) => *sound = true,
            Err(StoreError::Missing { .. }) if count > top => {}
            Err(StoreError::Missing { .. }) => {
                repairing(format!(
                    "the table file {} is missing, though the summary lists it",
                    path.display()
                ));
                repair_to = Some(count);
            }
            Err(e) if e.is_damage() => {
                repairing(e.what());
                if count <= top {
                    repair_to = Some(count);
                }
            }
            Err(source) => {
                return Err(TableError::Damaged {
                    dir: dir.to_path_buf(),
                    source,
                });
            }
        }
        progress.set(count + 1 - FIRST_LAYER, counts);
    }
    Ok((sound, repair_to))
}

pub(super) fn binomial33(k: usize) -> u64 {
    (0..k as u64).fold(1, |r, i| r * (33 - i) / (i + 1))
}

/// Opens the layer or A file `path` of `id` for `count` geese and checks its length and
/// every block.
pub(super) fn check_file(
    path: &Path,
    id: &TableId,
    count: usize,
) -> Result<store::Table, StoreError> {
    let table = store::Table::open(path, id)?;
    let expected = layer_len(count);
    if table.len() != expected {
        return Err(StoreError::Corrupt {
            path: path.to_owned(),
            what: format!("it holds {} bytes, not {expected}", table.len()),
        });
    }
    table.verify_all(|_, _| ())?;
    Ok(table)
}
/// What a build reports as it goes.
#[derive(Clone, Debug, PartialEq)]
pub enum BuildEvent {
    /// Finished layers were found, every block sound; the build goes on after them.
    Resumed {
        /// The largest finished layer.
        from: usize,
    },
    /// A file of the table is damaged (cut short, failing a checksum, foreign) or missing:
    /// it is built again, with the layers below it that it is computed from; every sound
    /// file is kept.
    Repairing {
        /// What is wrong, naming the file.
        reason: String,
    },
    /// A file of the layer of `geese` geese, written by an earlier version in a larger
    /// layout, is converted to the present one (its values unchanged, nothing solved
    /// again).
    Converting {
        /// The layer's geese.
        geese: usize,
    },
    /// Before the table grows: the after-capture keys of the finished layer of `geese`
    /// geese are worked out again from its file (the table keeps none).
    Preparing {
        /// The layer's geese.
        geese: usize,
    },
    /// A layer begins.
    LayerStarted {
        /// Its geese.
        geese: usize,
        /// Estimated seconds left for the whole build, once one layer has been timed.
        seconds_left: Option<f64>,
    },
    /// A layer is finished and saved.
    LayerDone(LayerFigures),
    /// A layer that a stopped build had begun goes on after the slices it finished (the
    /// remoteness tables, whose layers are built slice by slice).
    ResumedInside {
        /// The layer's geese.
        geese: usize,
        /// The slices kept.
        done: usize,
        /// The layer's slices.
        slices: usize,
    },
    /// A slice of a layer is finished and saved: a build stopped from now on resumes after
    /// it (the remoteness tables).
    SliceSaved {
        /// The layer's geese.
        geese: usize,
        /// The layer's slices finished.
        done: usize,
        /// The layer's slices.
        slices: usize,
    },
}
