//! The build's store on disk: the after-capture keys of the count below read from their
//! file, the plies and after-capture keys of the count at work written to theirs, and a
//! checkpoint saved after each slice ([`super::checkpoint`]), from which a stopped build
//! takes the count up again.

use super::checkpoint::{self, Checkpoint};
use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::checks::BuildEvent;
use crate::solver::fox_geese::remote_table::{
    AFTER_BLOCK, AFTER_LEVEL, Rules, after_id, after_path, open_blocks, plies_id, plies_path,
    plies_rows, slice_starts,
};
use crate::solver::fox_geese::slice::Figures;
use crate::solver::fox_geese::slices::slices;
use crate::solver::fox_geese::stream::Store;
use crate::solver::fox_geese::table::TableError;
use crate::store::{BlockWriter, Blocks, RowsWriter, StoreError};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The build's [`Store`]: reads the after-capture keys of the count below from its file,
/// writes the plies (unless the file on disk is sound) and the after-capture keys of the
/// count being built.
pub(super) struct DiskStore<'e> {
    pub(super) count: usize,
    rules: Rules,
    below: Option<(Blocks, Vec<u64>)>,
    plies: Option<RowsWriter>,
    /// Where the after-capture keys go, when a later count reads them.
    after: Option<BlockWriter>,
    threads: usize,
    /// The next slice expected, in build order.
    next: Vec<usize>,
    /// The folder, for the checkpoints.
    dir: PathBuf,
    /// The slices finished and their figures, of the checkpoint taken up.
    resumed: Option<(usize, Figures)>,
    /// The seconds spent on the count by the runs before this one, and when this one began.
    seconds_before: f64,
    began: Instant,
    /// Hears of each slice saved.
    events: Option<&'e mut dyn FnMut(BuildEvent)>,
}

impl<'e> DiskStore<'e> {
    /// The store of `count` geese in `dir`: it writes the plies file when `write_plies`
    /// (from `resume`, when given, a checkpoint whose bytes were read back and found
    /// sound; else afresh, saving a checkpoint after each slice) and the after-capture file
    /// when `keep_after`; `events` hears of each slice saved.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        dir: &Path,
        count: usize,
        rules: Rules,
        write_plies: bool,
        keep_after: bool,
        threads: usize,
        resume: Option<(Checkpoint, RowsWriter)>,
        events: Option<&'e mut dyn FnMut(BuildEvent)>,
    ) -> Result<DiskStore<'e>, TableError> {
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
        let (plies, resumed) = match (write_plies, resume) {
            (false, _) => (None, None),
            (true, Some((checkpoint, writer))) => (Some(writer), Some(checkpoint)),
            (true, None) => {
                let width = crate::solver::fox_geese::build::width(count) as u32;
                let writer = RowsWriter::create(&plies_path(dir, count), width, plies_rows(count))
                    .map_err(io)?;
                (Some(writer), None)
            }
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
            dir: dir.to_path_buf(),
            seconds_before: resumed.as_ref().map_or(0.0, |c| c.seconds),
            resumed: resumed.map(|c| (c.slices, c.figures)),
            began: Instant::now(),
            events,
        })
    }

    /// The seconds spent on the count, this run and the runs it resumes.
    pub(super) fn seconds(&self) -> f64 {
        self.seconds_before + self.began.elapsed().as_secs_f64()
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

impl Store for DiskStore<'_> {
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

    fn resumed(&mut self, count: usize) -> Option<(usize, Figures)> {
        debug_assert_eq!(count, self.count);
        self.resumed
    }

    fn finished_plies(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, StoreError> {
        let w = crate::solver::fox_geese::build::width(count) as u64;
        let start = slice_starts(count).0[sum] * w;
        self.plies
            .as_mut()
            .expect("a count resumes when it writes its plies")
            .pushed(start..start + slices().size(count, sum) * w)
    }

    fn keeps_after(&self) -> bool {
        self.after.is_some()
    }

    fn saved(&mut self, count: usize, done: usize, figures: &Figures) -> Result<(), StoreError> {
        let Some(plies) = self.plies.as_mut() else {
            // Nothing to resume: the plies file was sound, only the after-capture keys
            // are written, and they are worked out again quickly.
            return Ok(());
        };
        let mark = plies.mark(self.threads)?;
        let checkpoint = Checkpoint {
            slices: done,
            mark,
            figures: *figures,
            seconds: self.seconds(),
        };
        checkpoint::save(&self.dir, count, self.rules, &checkpoint)?;
        if let Some(events) = self.events.as_mut() {
            events(BuildEvent::SliceSaved {
                geese: count,
                done,
                slices: slices().sums(count).len(),
            });
        }
        Ok(())
    }
}
