//! The W/L table read from its folder: every finished layer mapped, each block checked the
//! first time it is read, a missing layer an error and never a verdict.

use super::build::{FIRST_LAYER, entry_bytes, read_bits, width};
use super::folder::{TableError, layer_id, layer_path, summary, table_dir};
use super::index::index;
use super::probe::{Layers, Probe};
use crate::store::{self, StoreError};
use std::path::{Path, PathBuf};

/// Layers read from store files.
#[derive(Debug)]
pub struct StoredLayers {
    dir: PathBuf,
    pub(super) tables: Vec<Option<store::Table>>,
}

impl StoredLayers {
    /// The table's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Layers for StoredLayers {
    fn top(&self) -> usize {
        self.tables.len().saturating_sub(1)
    }

    /// Below four geese the geese never win (an empty entry is the true answer); a layer
    /// of four or more that is not open is an error, never a verdict.
    fn entry(&self, count: usize, at: u64) -> Result<u64, StoreError> {
        if count < FIRST_LAYER {
            return Ok(0);
        }
        let Some(Some(table)) = self.tables.get(count) else {
            return Err(StoreError::Missing {
                path: layer_path(&self.dir, count),
            });
        };
        let (range, shift) = entry_bytes(at, width(count), table.len());
        Ok(read_bits(table.bytes(range)?, shift, width(count)))
    }
}

/// A table opened from disk.
pub type StoredTable = Probe<StoredLayers>;

/// Opens the table in `cache` for positions of up to `geese` geese. Opening maps the
/// files and checks their headers; every block is checked against its checksum the first
/// time it is read.
pub fn open(cache: &Path, geese: usize) -> Result<StoredTable, TableError> {
    let dir = table_dir(cache);
    let damaged = |source| TableError::Damaged {
        dir: dir.clone(),
        source,
    };
    let summary = match summary(&dir) {
        Ok(s) => s,
        Err(StoreError::Missing { .. }) => {
            return Err(TableError::Missing { dir, geese });
        }
        Err(e) => return Err(damaged(e)),
    };
    if summary.top() < geese {
        return Err(TableError::Missing { dir, geese });
    }
    let mut tables = Vec::new();
    for count in 0..=geese {
        tables.push(if count < FIRST_LAYER {
            None
        } else {
            let table =
                store::Table::open(&layer_path(&dir, count), &layer_id(count)).map_err(&damaged)?;
            let expected = (index().size(count) * width(count) as u64).div_ceil(8);
            if table.len() != expected {
                return Err(damaged(StoreError::Corrupt {
                    path: layer_path(&dir, count),
                    what: format!("it holds {} bytes, not {expected}", table.len()),
                }));
            }
            Some(table)
        });
    }
    Ok(Probe::new(StoredLayers { dir, tables }))
}

/// Opens every finished layer of the table in `cache` (a build stopped part way still
/// answers for the positions it covers), or says why there is none to open.
pub fn open_built(cache: &Path) -> Result<StoredTable, TableError> {
    let dir = table_dir(cache);
    match summary(&dir) {
        Ok(done) if !done.layers.is_empty() => open(cache, done.top()),
        Ok(_) => Err(TableError::Missing {
            dir,
            geese: FIRST_LAYER,
        }),
        Err(StoreError::Missing { path }) => Err(super::folder::no_summary(dir, path)),
        Err(source) => Err(TableError::Damaged { dir, source }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layer_that_is_not_open_is_an_error_never_a_verdict() {
        let layers = StoredLayers {
            dir: PathBuf::from("/nowhere"),
            tables: (0..=6).map(|_| None).collect(),
        };
        for count in FIRST_LAYER..=8 {
            match layers.entry(count, 0) {
                Err(StoreError::Missing { path }) => {
                    assert_eq!(path, layer_path(Path::new("/nowhere"), count));
                }
                other => panic!("{count} geese: {other:?}"),
            }
        }
        // Below four geese the geese never win: that is the answer, not a missing layer.
        assert_eq!(layers.entry(3, 0).ok(), Some(0));
    }
}
