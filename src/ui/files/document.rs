//! The game's file: which file the game belongs to, whether it has unsaved changes, the
//! autosave, the recent list, the dialog that is open, and the problem to show.

mod dialogs;

use super::file_state::{Extras, FileState, content, without_date};
use super::native::{self, PathPicker};
use super::own_dialog::OwnDialog;
use super::{AppPaths, display_name};
use crate::record::{
    Autosave, AutosaveWriter, FileError, Place, RecentFiles, Record, SavedGame, Slot,
};
use crate::ui::common::command::Status;
use crate::ui::common::players::Player;
use std::path::{Path, PathBuf};

/// A problem to show in a window until the user dismisses it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The window's heading: "Could not open game.ron".
    pub title: String,
    /// What went wrong, in a sentence.
    pub message: String,
}

/// What the status line says when the system has no file dialog (said once: afterwards the
/// app's own is used straight away), in the current language.
pub fn no_system_dialog() -> String {
    crate::tr!("file-no-system-dialog")
}

/// The file dialog that is open.
pub(in crate::ui) enum OpenDialog {
    /// The system's, on its own thread.
    System(PathPicker),
    /// Kibitzer's own, drawn in the window (boxed: it is large, and open only at times).
    Own(Box<OwnDialog>),
}

/// What the last autosave written holds, to know when to write the next.
#[derive(Debug)]
struct Autosaved {
    record: Record,
    path: Option<PathBuf>,
    dirty: bool,
    desk: u64,
}

/// The game's file and everything the app remembers about files.
pub struct Document {
    pub(in crate::ui) paths: AppPaths,
    /// The file the game was opened from or saved to.
    path: Option<PathBuf>,
    /// The name in the title when there is no file (an example's file name).
    name: Option<String>,
    /// What the file holds, without date and cursor; `None` for a game never saved.
    saved: Option<Record>,
    pub(in crate::ui) extras: Extras,
    /// The session revision and seats the records below were made for.
    stamp: Option<(u64, Vec<Player>)>,
    dirty: bool,
    /// The window's autosave, once claimed, with the thread that writes it.
    writer: Option<AutosaveWriter>,
    /// What the autosave has: the game on the table without its date, its file and
    /// whether it differed from it, and the desk's revision.
    autosaved: Option<Autosaved>,
    autosave_failing: bool,
    /// The title last given to the window.
    title: Option<String>,
    pub(in crate::ui) recent: RecentFiles,
    dialog: Option<OpenDialog>,
    /// Asks whether the system has a file dialog (replaced in tests by one that says no).
    probe: fn() -> bool,
    /// The system has been found to have no file dialog: the app's own is used.
    no_system_dialog: bool,
    problem: Option<Problem>,
    /// The frame at which the user asked to paste a game.
    pub(in crate::ui) paste_requested: Option<u64>,
}

impl Document {
    /// No file yet, with the recent list kept at `paths.recent`.
    pub fn new(paths: AppPaths) -> Document {
        let recent = paths
            .recent
            .as_deref()
            .map(RecentFiles::load)
            .unwrap_or_default();
        Document {
            paths,
            path: None,
            name: None,
            saved: None,
            extras: Extras::default(),
            stamp: None,
            dirty: false,
            writer: None,
            autosaved: None,
            autosave_failing: false,
            title: None,
            recent,
            dialog: None,
            probe: native::system_dialog_available,
            no_system_dialog: false,
            problem: None,
            paste_requested: None,
        }
    }

    /// The file the game belongs to.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether the game has changes that are not in its file.
    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// The recent files, the newest first.
    pub fn recent(&self) -> &[PathBuf] {
        self.recent.paths()
    }

    /// The problem being shown.
    pub fn problem(&self) -> Option<&Problem> {
        self.problem.as_ref()
    }

    /// Shows `problem` (replacing any other).
    pub fn report(&mut self, problem: Problem) {
        self.problem = Some(problem);
    }

    /// Closes the problem window.
    pub fn dismiss_problem(&mut self) {
        self.problem = None;
    }

    /// The name of the game's file, or of the example it came from.
    pub fn file_name(&self) -> Option<String> {
        self.path.as_deref().map(display_name).or(self.name.clone())
    }

    /// The window title: the file's name and a "•" for unsaved changes.
    pub fn window_title(&self) -> String {
        let dot = if self.dirty { " •" } else { "" };
        match self.file_name() {
            Some(name) => format!("{name}{dot} — {}", crate::ui::common::TITLE),
            None if self.dirty => format!(
                "{}{dot} — {}",
                crate::tr!("file-untitled"),
                crate::ui::common::TITLE
            ),
            None => crate::ui::common::TITLE.to_owned(),
        }
    }

    /// The game now belongs to `path` (or, without one, is named `name`), whose contents
    /// are `record`.
    pub(in crate::ui) fn attach(
        &mut self,
        path: Option<PathBuf>,
        name: Option<String>,
        record: &Record,
    ) {
        self.path = path;
        self.name = name;
        self.saved = Some(content(record));
        self.stamp = None;
    }

    /// A new game, not in any file.
    pub fn detach(&mut self) {
        self.path = None;
        self.name = None;
        self.saved = None;
        self.extras = Extras::default();
        self.stamp = None;
    }

    /// A copy of the game's file state, for a copy of the game.
    pub(in crate::ui) fn file_state(&self) -> FileState {
        FileState {
            path: self.path.clone(),
            name: self.name.clone(),
            saved: self.saved.clone(),
            extras: self.extras.clone(),
            dirty: self.dirty,
        }
    }

    /// The game's file state, taken away with the game (the document is left detached).
    pub(in crate::ui) fn take_file_state(&mut self) -> FileState {
        let state = FileState {
            path: self.path.take(),
            name: self.name.take(),
            saved: self.saved.take(),
            extras: std::mem::take(&mut self.extras),
            dirty: self.dirty,
        };
        self.detach();
        state
    }

    /// The file state of a game put back on the table.
    pub(in crate::ui) fn restore_file_state(&mut self, state: FileState) {
        self.path = state.path;
        self.name = state.name;
        self.saved = state.saved;
        self.extras = state.extras;
        self.dirty = state.dirty;
        self.stamp = None;
    }

    /// Puts `path` first in the recent list and keeps the list.
    pub(in crate::ui) fn remember(&mut self, path: &Path) {
        self.recent.add(path);
        self.keep_recent();
    }

    /// Takes `path` off the recent list.
    pub(in crate::ui) fn forget(&mut self, path: &Path) {
        self.recent.remove(path);
        self.keep_recent();
    }

    /// Empties the recent list.
    pub(in crate::ui) fn clear_recent(&mut self) {
        self.recent = RecentFiles::default();
        self.keep_recent();
    }

    fn keep_recent(&self) {
        if let Some(path) = &self.paths.recent {
            // The list is a convenience: failing to keep it must not interrupt the user,
            // and the next change tries again.
            let _ = self.recent.save(path);
        }
    }

    /// Follows the game: when it changed (a move, an undo, a jump, a new game, other
    /// seats), recomputes whether it is saved and returns its record, for the autosave.
    /// Cheap on frames where nothing changed: `stamp` (the session's revision and seats)
    /// says whether it did, and only then is `record` asked for the record, given the
    /// file's note and names.
    pub fn track(
        &mut self,
        stamp: (u64, Vec<Player>),
        record: impl FnOnce(&Extras) -> Record,
    ) -> Option<Record> {
        if self.stamp.as_ref() == Some(&stamp) {
            return None;
        }
        self.stamp = Some(stamp);
        let record = record(&self.extras);
        self.dirty = match &self.saved {
            Some(saved) => *saved != content(&record),
            None => !record.moves.is_empty(),
        };
        Some(record)
    }

    /// The autosave this window writes, once claimed.
    pub(in crate::ui) fn set_slot(&mut self, slot: Slot) {
        // The one written before, if any, is finished first.
        self.writer = None;
        self.writer = Some(AutosaveWriter::new(slot));
        self.autosaved = None;
    }

    /// Takes the window's autosave away, to write to another (once what was asked of it is
    /// written).
    pub(in crate::ui) fn take_slot(&mut self) -> Option<Slot> {
        self.autosaved = None;
        self.writer.take().map(AutosaveWriter::into_slot)
    }

    /// The window's autosave file, once claimed.
    pub fn autosave_path(&self) -> Option<&Path> {
        self.writer.as_ref().map(|w| w.slot().path())
    }

    /// Whether an autosave is still being written.
    pub fn autosave_is_writing(&self) -> bool {
        self.writer.as_ref().is_some_and(AutosaveWriter::is_writing)
    }

    /// Takes in how the last autosave went: a message when it has just started failing.
    pub(in crate::ui) fn poll_autosave(&mut self) -> Option<Status> {
        let outcome = self.writer.as_ref()?.outcome()?;
        self.autosave_outcome(outcome)
    }

    /// Waits until the autosave is on disk (for a step that needs it there, and for
    /// tests); a message when it has just started failing.
    pub fn flush_autosave(&mut self) -> Option<Status> {
        let outcome = self.writer.as_ref()?.flush()?;
        self.autosave_outcome(outcome)
    }

    fn autosave_outcome(&mut self, outcome: Result<(), FileError>) -> Option<Status> {
        match outcome {
            Ok(()) => {
                self.autosave_failing = false;
                None
            }
            Err(err) => {
                // Not on disk: the next change writes everything again.
                self.autosaved = None;
                if std::mem::replace(&mut self.autosave_failing, true) {
                    // Said once; the next changes try again quietly.
                    return None;
                }
                Some(Status::error(crate::tr!(
                    "file-autosave-failed",
                    error = crate::ui::text::errors::file_error_text(&err)
                )))
            }
        }
    }

    /// Whether the autosave has the game on the table as `record` (when it changed) and the
    /// desk at `desk_revision`.
    pub(in crate::ui) fn autosave_is_current(
        &self,
        record: Option<&Record>,
        desk_revision: u64,
    ) -> bool {
        self.autosaved.as_ref().is_some_and(|last| {
            last.desk == desk_revision
                && last.path == self.path
                && last.dirty == self.dirty
                && record.is_none_or(|record| last.record == without_date(record))
        })
    }

    /// Has the autosave written, off the window's thread: the game on the table (`record`)
    /// first, then `desk`'s games. How it went comes through [`Document::poll_autosave`].
    pub(in crate::ui) fn autosave(
        &mut self,
        record: Record,
        desk_revision: u64,
        desk: impl Iterator<Item = SavedGame>,
    ) {
        let Some(writer) = &self.writer else {
            return;
        };
        self.autosaved = Some(Autosaved {
            record: without_date(&record),
            path: self.path.clone(),
            dirty: self.dirty,
            desk: desk_revision,
        });
        let (path, name, modified) = (self.path.clone(), self.name.clone(), self.dirty);
        let desk: Vec<SavedGame> = desk.collect();
        writer.write(move || {
            let table = SavedGame {
                place: Place::Table,
                path,
                name,
                modified,
                record: record.to_ron_string().unwrap_or_default(),
            };
            Autosave::new(std::iter::once(table).chain(desk).collect())
        });
    }

    /// The title to give the window, when it differs from the one it has.
    pub fn new_title(&mut self) -> Option<String> {
        let title = self.window_title();
        if self.title.as_ref() == Some(&title) {
            return None;
        }
        self.title = Some(title.clone());
        Some(title)
    }
}
