//! File → Open, Save, Save as and Recent.
//!
//! The save format (`crate::record`, a versioned RON file) is written on another branch.
//! Until it is merged these menu items stay out of the menu, so that nothing in the window
//! pretends to work; this module holds the parts that do not depend on the format: choosing
//! a path without freezing the window, and the recent-files list. Wiring the menu is then
//! a matter of calling `record`'s load and save with the path a [`PathPicker`] returns.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// How many recent files the File menu lists.
pub const RECENT_LIMIT: usize = 8;

/// The file name pattern of saved games.
pub const EXTENSION: &str = "kibitzer";

/// What a dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Choose a game to open.
    Open,
    /// Choose where to save.
    Save,
}

/// A file dialog running on its own thread: the system dialog may take its time (or, with
/// no desktop portal, return at once with nothing), and the window must keep drawing.
pub struct PathPicker {
    purpose: Purpose,
    answer: Receiver<Option<PathBuf>>,
}

impl PathPicker {
    /// Opens the dialog.
    pub fn open(purpose: Purpose) -> PathPicker {
        let (send, answer) = channel();
        std::thread::spawn(move || {
            let dialog = rfd::FileDialog::new().add_filter("Kibitzer game", &[EXTENSION]);
            let path = match purpose {
                Purpose::Open => dialog.pick_file(),
                Purpose::Save => dialog
                    .set_file_name(format!("game.{EXTENSION}"))
                    .save_file(),
            };
            // The app may have stopped waiting: nobody to tell.
            let _ = send.send(path);
        });
        PathPicker { purpose, answer }
    }

    /// What the dialog is for.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// `Some(answer)` once the user has chosen (`None` inside when the dialog was dismissed).
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        match self.answer.try_recv() {
            Ok(path) => Some(path),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(None),
        }
    }
}

/// Puts `path` first in the recent list, without repeats, keeping at most [`RECENT_LIMIT`].
pub fn remember(recent: &mut Vec<PathBuf>, path: &Path) {
    recent.retain(|p| p != path);
    recent.insert(0, path.to_path_buf());
    recent.truncate(RECENT_LIMIT);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_files_are_newest_first_without_repeats() {
        let mut recent = Vec::new();
        for name in ["a", "b", "a", "c"] {
            remember(&mut recent, Path::new(name));
        }
        assert_eq!(
            recent,
            vec![PathBuf::from("c"), PathBuf::from("a"), PathBuf::from("b")]
        );
        for i in 0..20 {
            remember(&mut recent, Path::new(&format!("f{i}")));
        }
        assert_eq!(recent.len(), RECENT_LIMIT);
    }
}
