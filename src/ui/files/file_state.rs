//! A game's file as the window keeps it: which file a game belongs to and whether it is
//! saved there ([`FileState`]), what its file holds beyond the game ([`Extras`]: the note,
//! the players' names), and what decides whether it is saved.

use crate::record::{self, Record, Recordable};
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use std::path::{Path, PathBuf};

/// What a record holds beyond the session: the note and the players' names of the file the
/// game came from, written back when it is saved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    pub(in crate::ui) note: Option<String>,
    pub(in crate::ui) names: Vec<Option<String>>,
}

impl Extras {
    /// The extras of a record that was opened.
    pub(in crate::ui) fn of(record: &Record) -> Extras {
        Extras {
            note: record.meta.note.clone(),
            names: record.seats.iter().map(|p| p.name.clone()).collect(),
        }
    }
}

/// Which file a game belongs to and whether it is saved there: kept with a game while it is
/// set aside (another game is on the table), and given back with it.
#[derive(Clone, Debug, Default)]
pub(in crate::ui) struct FileState {
    pub(super) path: Option<PathBuf>,
    pub(super) name: Option<String>,
    pub(super) saved: Option<Record>,
    pub(super) extras: Extras,
    pub(super) dirty: bool,
}

impl FileState {
    /// Whether the game had changes not in any file when it was set aside.
    pub(in crate::ui) fn is_dirty(&self) -> bool {
        self.dirty
    }

    /// The file the game belongs to.
    pub(in crate::ui) fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The name shown when it has no file.
    pub(in crate::ui) fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The note and names of its file.
    pub(in crate::ui) fn extras(&self) -> &Extras {
        &self.extras
    }

    /// The file state of a game restored from the autosave, now `current`: it belongs to
    /// `path` (or is named `name`); whether it differs from its file is worked out anew
    /// from the file as it is now (`file`, read by the restore: it may have changed since),
    /// and for a game with no file it is what the autosave says (`modified`).
    pub(in crate::ui) fn restored(
        path: Option<PathBuf>,
        name: Option<String>,
        modified: bool,
        current: &Record,
        file: Option<&Record>,
    ) -> FileState {
        let saved = match &path {
            Some(_) => file.map(content),
            None => (!modified).then(|| content(current)),
        };
        let dirty = match &saved {
            Some(saved) => *saved != content(current),
            None => !current.moves.is_empty(),
        };
        FileState {
            path,
            name,
            saved,
            extras: Extras::of(current),
            dirty,
        }
    }
}

/// The record of a session as it is now, with the note and names of its file.
pub(in crate::ui) fn record_of<G: GameUi + Recordable>(s: &Session<G>, extras: &Extras) -> Record {
    let seats: Vec<record::Player> = s
        .seats()
        .iter()
        .enumerate()
        .map(|(seat, player)| record::Player {
            kind: player.seat_kind(),
            name: extras.names.get(seat).cloned().flatten(),
        })
        .collect();
    let mut record = Record::from_history(s.game(), s.kept_history(), &seats);
    record.meta.note = extras.note.clone();
    record
}

/// What decides whether a game is saved: everything but the date, the version that wrote
/// it and the viewer's place.
pub(super) fn content(record: &Record) -> Record {
    let mut record = without_date(record);
    record.app.clear();
    record.meta.cursor = None;
    record.meta.line = None;
    record
}

/// The record without its date.
pub(super) fn without_date(record: &Record) -> Record {
    let mut record = record.clone();
    record.meta.date = None;
    record
}
