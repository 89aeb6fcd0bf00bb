//! The window's puzzle results: read once from their file in the data folder, kept while
//! the window runs, written back as each puzzle is done (see `puzzles.rs`).

use crate::review::puzzle_log::PuzzleLog;
use std::path::PathBuf;

/// The puzzle results of the window, read once from their file.
#[derive(Debug, Default)]
pub(super) struct Puzzles {
    /// Their file; `None`: kept for this run only.
    path: Option<PathBuf>,
    /// The results, once read.
    log: Option<PuzzleLog>,
}

impl Puzzles {
    /// The results kept at `path`, read when first needed.
    pub(super) fn new(path: Option<PathBuf>) -> Puzzles {
        Puzzles { path, log: None }
    }

    /// The results, read from the file the first time; what went wrong reading it, once.
    pub(super) fn log(&mut self) -> (&mut PuzzleLog, Option<String>) {
        let mut said = None;
        let path = self.path.clone();
        let log = self.log.get_or_insert_with(|| match &path {
            Some(path) => {
                let (log, err) = PuzzleLog::load(path);
                said = err.map(|e| crate::ui::text::capitalised(&e.to_string()));
                log
            }
            None => PuzzleLog::new(),
        });
        (log, said)
    }

    /// Writes the results; the error in words when they could not be written.
    pub(super) fn save(&mut self) -> Result<(), String> {
        let (Some(path), Some(log)) = (&self.path, &self.log) else {
            return Ok(());
        };
        log.save(path).map_err(|e| e.to_string())
    }
}
