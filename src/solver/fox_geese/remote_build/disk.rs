//! The build's store on disk: the after-capture keys of the count below read from their
//! file, the plies and after-capture keys of the count at work written to theirs.

use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::remote_table::{
    AFTER_BLOCK, AFTER_LEVEL, Rules, after_id, after_path, open_blocks, plies_id, plies_path,
    plies_rows, slice_starts,
};
use crate::solver::fox_geese::slices::slices;
use crate::solver::fox_geese::stream::Store;
use crate::solver::fox_geese::table::TableError;
use crate::store::{BlockWriter, Blocks, RowsWriter, StoreError};
use std::path::Path;

/// The build's [`Store`]: reads the after-capture keys of the count below from its file,
/// writes the plies (unless the file on disk is sound) and the after-capture keys of the
/// count being built.
pub(super) struct DiskStore {
    pub(super) count: usize,
    rules: Rules,
    below: Option<(Blocks, Vec<u64>)>,
    plies: Option<RowsWriter>,
    /// Where the after-capture keys go, when a later count reads them.
    after: Option<BlockWriter>,
    threads: usize,
    /// The next slice expected, in build order.
    next: Vec<usize>,
}

impl DiskStore {
    pub(super) fn new(
        dir: &Path,
        count: usize,
        rules: Rules,
        write_plies: bool,
        keep_after: bool,
        threads: usize,
    ) -> Result<DiskStore, TableError> {
        let io = |e: StoreError| TableError::Io(e.to_string());
        let below = if count > FIRST_LAYER {
            let (starts, sets) = slice_starts(count - 1);
            let w = crate::solver::fox_geese::build::width(count - 1) as u64;
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
            let width = crate::solver::fox_geese::build::width(count) as u32;
            Some(
                RowsWriter::create(&plies_path(dir, count), width, plies_rows(count))
                    .map_err(io)?,
            )
        } else {
            None
        };
        let after = match keep_after {
            true => Some(
                BlockWriter::create(&after_path(dir, count), AFTER_BLOCK, AFTER_LEVEL)
                    .map_err(io)?,
            ),
            false => None,
        };
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
    pub(super) fn finish(self) -> Result<Option<u64>, TableError> {
        let io = |e: StoreError| TableError::Io(e.to_string());
        if !self.next.is_empty() {
            return Err(TableError::Io(format!(
                "the build of {} geese stopped before its last slice",
                self.count
            )));
        }
        let bytes = match self.plies {
            Some(w) => Some(
                w.finish(&plies_id(self.count, self.rules), self.threads)
                    .map_err(io)?,
            ),
            None => None,
        };
        if let Some(after) = self.after {
            after
                .finish(&after_id(self.count, self.rules))
                .map_err(io)?;
        }
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
        let w = crate::solver::fox_geese::build::width(count) as u64;
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
        match self.after.as_mut() {
            Some(writer) => writer.push(after, self.threads),
            None => Ok(()),
        }
    }
}
