//! The autosave: every game a window holds (the one on the table and those set aside), with
//! the file each belongs to, written after every change and given back at the next launch.
//!
//! Each window claims a **slot** of its own, `autosave.ron`, `autosave-2.ron`, … in the data
//! folder, held by a lock on `autosave.lock`, `autosave-2.lock`, … for as long as the window
//! runs, so that two windows never write over each other's games. At launch a window takes
//! the first free slot and also the slots that no running window holds: the autosaves left
//! behind by windows that were closed or crashed, so that every one of them comes back.
//!
//! The file is a RON document listing the games, each as the text of its record (so that a
//! game that cannot be read any more is kept aside whole, and the others still come back):
//!
//! ```ron
//! KibitzerAutosave(
//!     version: 1,
//!     games: [
//!         (place: Table, path: Some("/home/ann/study1.ron"), modified: false, record: "…"),
//!         (place: Kept, modified: true, record: "…"),
//!     ],
//! )
//! ```
//!
//! An autosave of earlier versions (a plain game record) is read as one game on the table.
//! A file that cannot be read is moved aside, numbered, never overwritten; when it cannot be
//! moved, the slot is left alone and the window takes another.

use super::io::{read_capped_at, write_atomic};
use super::{FileError, Record, RecordError};
use serde::{Deserialize, Serialize};
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// The autosave format this app writes.
pub const AUTOSAVE_VERSION: u32 = 1;

/// The largest autosave read: it may hold several games of up to [`super::MAX_FILE_BYTES`].
pub const MAX_AUTOSAVE_BYTES: u64 = 8 * super::MAX_FILE_BYTES;

/// How many windows can autosave side by side.
pub(super) const SLOTS: usize = 64;

/// Where a game was in its window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// On the table: the game shown.
    Table,
    /// Set aside as its game's game (the Game box brings it back).
    Kept,
    /// Replaced by another while it had unsaved moves (Bring back brings it back).
    Replaced,
}

/// One game of an autosave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Where it was.
    pub place: Place,
    /// The file it belongs to, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<PathBuf>,
    /// The name shown when it has no file (an example's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether it has changes that are not in its file (or, without a file, in none).
    #[serde(default)]
    pub modified: bool,
    /// The game record, as a game file holds it.
    pub record: String,
}

/// What an autosave holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "KibitzerAutosave")]
pub struct Autosave {
    /// The autosave format.
    pub version: u32,
    /// The games, the one on the table first.
    pub games: Vec<SavedGame>,
}

impl Autosave {
    /// An autosave of the current format holding `games`.
    pub fn new(games: Vec<SavedGame>) -> Autosave {
        Autosave {
            version: AUTOSAVE_VERSION,
            games,
        }
    }

    /// The autosave as text.
    pub fn to_ron_string(&self) -> Result<String, RecordError> {
        ron::Options::default()
            .to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(true))
            .map_err(|e| RecordError::Write(e.to_string()))
    }

    /// Reads an autosave, or a game record (the autosave of earlier versions, one game on
    /// the table that belongs to no file).
    pub fn from_ron_str(text: &str) -> Result<Autosave, RecordError> {
        if !text.trim_start().starts_with("KibitzerAutosave") {
            // Checked as a record here so that its error is the record's own.
            Record::from_ron_str(text)?;
            return Ok(Autosave::new(vec![SavedGame {
                place: Place::Table,
                path: None,
                name: None,
                modified: true,
                record: text.to_owned(),
            }]));
        }
        let autosave: Autosave = ron::Options::default()
            .with_recursion_limit(16)
            .from_str(text)
            .map_err(RecordError::from_ron)?;
        if autosave.version > AUTOSAVE_VERSION {
            return Err(RecordError::AutosaveTooNew(autosave.version));
        }
        Ok(autosave)
    }
}

/// A window's claim on an autosave slot, held until it is dropped.
#[derive(Debug)]
pub struct Slot {
    path: PathBuf,
    /// Locked for as long as the slot is held; the lock goes with the process.
    _lock: File,
}

impl Slot {
    /// The autosave file of the slot.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Claims the first slot beside `first` (`…/autosave.ron`) that no running window
    /// holds, creating the folder if needed; `skip` slots are passed over (a slot whose
    /// broken file could not be moved aside). An error when every slot is held.
    pub fn claim(first: &Path, skip: &[PathBuf]) -> io::Result<Slot> {
        if let Some(folder) = first.parent().filter(|p| !p.as_os_str().is_empty()) {
            fs::create_dir_all(folder)?;
        }
        for number in 1..=SLOTS {
            let path = slot_path(first, number);
            if skip.contains(&path) {
                continue;
            }
            if let Some(slot) = Slot::try_take(path)? {
                return Ok(slot);
            }
        }
        Err(io::Error::other(format!(
            "all {SLOTS} autosaves are in use by other Kibitzer windows"
        )))
    }

    /// Claims the first slot beside `first` that no running window holds and that holds no
    /// autosave: where a window whose restore was cancelled writes, leaving the autosaves it
    /// did not restore as they were, for the next launch.
    pub fn claim_empty(first: &Path) -> io::Result<Slot> {
        let mut held = Vec::new();
        loop {
            let slot = Slot::claim(first, &held)?;
            if fs::symlink_metadata(&slot.path).is_err() {
                return Ok(slot);
            }
            // Let go at once: it is someone's autosave, to come back at a launch.
            held.push(slot.path);
        }
    }

    /// The slots beside `first` that hold an autosave and that no running window holds:
    /// what windows that were closed or crashed left behind. They are held from now on.
    pub fn left_behind(first: &Path, mine: &Slot) -> Vec<Slot> {
        (1..=SLOTS)
            .map(|number| slot_path(first, number))
            .filter(|path| *path != mine.path && fs::symlink_metadata(path).is_ok())
            .filter_map(|path| Slot::try_take(path).ok().flatten())
            .collect()
    }

    /// Takes the slot of `path` when no one holds it.
    fn try_take(path: PathBuf) -> io::Result<Option<Slot>> {
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(lock_path(&path))?;
        match lock.try_lock() {
            Ok(()) => Ok(Some(Slot { path, _lock: lock })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(err)) => Err(err),
        }
    }

    /// Writes `autosave` to the slot, atomically.
    pub fn write(&self, autosave: &Autosave) -> Result<(), FileError> {
        let in_file = |error| FileError::new(&self.path, error);
        let text = autosave.to_ron_string().map_err(in_file)?;
        write_atomic(&self.path, text.as_bytes(), |_| Ok(())).map_err(|e| in_file(e.into()))
    }

    /// Removes the slot's file (its games are now in another slot).
    pub fn clear(&self) -> io::Result<()> {
        match fs::remove_file(&self.path) {
            Err(err) if err.kind() != io::ErrorKind::NotFound => Err(err),
            _ => Ok(()),
        }
    }

    /// Reads the slot's autosave: `Ok(None)` when there is none. A file that cannot be read
    /// is moved aside to the first free `….broken`, `….broken-2`, … (never over another),
    /// and the error names it there; when it cannot be moved, [`Broken::stuck`] is true
    /// and the file must not be written over.
    pub fn read(&self) -> Result<Option<Autosave>, Broken> {
        let read = match fs::symlink_metadata(&self.path) {
            Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
            _ => read_capped_at(&self.path, MAX_AUTOSAVE_BYTES).and_then(|bytes| {
                let text = std::str::from_utf8(&bytes).map_err(|e| RecordError::NotUtf8 {
                    at: super::Location::of_offset(
                        &String::from_utf8_lossy(&bytes[..e.valid_up_to()]),
                        e.valid_up_to(),
                    ),
                })?;
                Autosave::from_ron_str(text)
            }),
        };
        read.map(Some)
            .map_err(|error| move_aside(&self.path, error))
    }
}

/// An autosave that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// What is wrong, with the file where it is now.
    pub error: Box<FileError>,
    /// The file could not be moved aside: it is still in the slot.
    pub stuck: bool,
}

/// Moves the broken file at `path` aside and says where it is.
fn move_aside(path: &Path, error: RecordError) -> Broken {
    match keep_aside(path) {
        Ok(aside) => Broken {
            error: Box::new(FileError::new(aside, error)),
            stuck: false,
        },
        Err(_) => Broken {
            error: Box::new(FileError::new(path, error)),
            stuck: true,
        },
    }
}

/// `<path>.broken`, `<path>.broken-2`, …: the names a broken file is kept under.
fn aside_names(path: &Path) -> impl Iterator<Item = PathBuf> + '_ {
    (1..=1000).map(move |n| {
        let mut name = path.as_os_str().to_owned();
        name.push(match n {
            1 => ".broken".to_owned(),
            n => format!(".broken-{n}"),
        });
        PathBuf::from(name)
    })
}

/// Moves `path` to the first free `<name>.broken`, `<name>.broken-2`, …; returns where.
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    for aside in aside_names(path) {
        if fs::symlink_metadata(&aside).is_ok() {
            continue;
        }
        fs::rename(path, &aside)?;
        return Ok(aside);
    }
    Err(io::Error::other("too many broken files kept aside"))
}

/// Writes the text of a game that could not be restored beside the autosave, in the first
/// free `autosave-game.ron.broken`, …, so that it is not lost; returns where.
pub fn keep_game_aside(first: &Path, text: &str) -> io::Result<PathBuf> {
    let base = first.with_file_name("autosave-game.ron");
    for aside in aside_names(&base) {
        match OpenOptions::new().write(true).create_new(true).open(&aside) {
            Ok(mut file) => {
                io::Write::write_all(&mut file, text.as_bytes())?;
                file.sync_all()?;
                return Ok(aside);
            }
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(err) => return Err(err),
        }
    }
    Err(io::Error::other("too many broken games kept aside"))
}

/// The autosave of slot `number` beside `first`: `first` itself for slot 1, then
/// `<stem>-2.<ext>`, ….
pub(super) fn slot_path(first: &Path, number: usize) -> PathBuf {
    if number == 1 {
        return first.to_owned();
    }
    let stem = first
        .file_stem()
        .map_or("autosave".into(), |s| s.to_string_lossy());
    let name = match first.extension() {
        Some(ext) => format!("{stem}-{number}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{number}"),
    };
    first.with_file_name(name)
}

/// The lock file of the autosave at `path`.
fn lock_path(path: &Path) -> PathBuf {
    path.with_extension("lock")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_numbered_beside_the_first() {
        let first = Path::new("/d/autosave.ron");
        assert_eq!(slot_path(first, 1), first);
        assert_eq!(slot_path(first, 2), Path::new("/d/autosave-2.ron"));
        assert_eq!(
            lock_path(&slot_path(first, 2)),
            Path::new("/d/autosave-2.lock")
        );
    }

    #[test]
    fn a_held_slot_is_not_claimed_twice_and_comes_free_when_dropped() {
        let dir = tempfile::tempdir().expect("temp dir");
        let first = dir.path().join("data/autosave.ron");
        let a = Slot::claim(&first, &[]).expect("claims");
        let b = Slot::claim(&first, &[]).expect("claims");
        assert_eq!(a.path(), first);
        assert_eq!(b.path(), dir.path().join("data/autosave-2.ron"));
        b.write(&Autosave::new(Vec::new())).expect("writes");
        // B is still running: nothing is left behind.
        assert!(Slot::left_behind(&first, &a).is_empty());
        drop(b);
        let behind = Slot::left_behind(&first, &a);
        assert_eq!(behind.len(), 1);
        assert_eq!(behind[0].path(), dir.path().join("data/autosave-2.ron"));
        // Held now by A: a third window does not take it.
        let c = Slot::claim(&first, &[]).expect("claims");
        assert_eq!(c.path(), dir.path().join("data/autosave-3.ron"));
    }

    #[test]
    fn broken_autosaves_are_each_kept_aside_under_their_own_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let first = dir.path().join("autosave.ron");
        let slot = Slot::claim(&first, &[]).expect("claims");
        for (n, garbage) in ["(format: 3, ga", "KibitzerAutosave(version: 99, games: [])"]
            .iter()
            .enumerate()
        {
            fs::write(&first, garbage).expect("writes");
            let broken = slot.read().expect_err("broken");
            assert!(!broken.stuck);
            let expected = match n {
                0 => dir.path().join("autosave.ron.broken"),
                _ => dir.path().join("autosave.ron.broken-2"),
            };
            assert_eq!(broken.error.path, expected, "named where it is now");
            assert_eq!(fs::read_to_string(&expected).expect("kept"), *garbage);
            assert!(slot.read().expect("nothing left").is_none());
        }
    }

    #[test]
    fn an_autosave_reads_back_and_an_old_one_is_a_game_on_the_table() {
        let record = "(format: 3, game: \"chopsticks\", settings: (players: 2, switches: []), \
                      seats: [(kind: Human), (kind: Human)], start: \"1111\", moves: [\"AC\"])";
        let autosave = Autosave::new(vec![SavedGame {
            place: Place::Kept,
            path: Some(PathBuf::from("/x/study \"1\".ron")),
            name: None,
            modified: false,
            record: record.to_owned(),
        }]);
        let text = autosave.to_ron_string().expect("writes");
        assert_eq!(Autosave::from_ron_str(&text), Ok(autosave));
        let old = Autosave::from_ron_str(record).expect("reads");
        assert_eq!(old.games.len(), 1);
        assert_eq!(
            (old.games[0].place, old.games[0].modified),
            (Place::Table, true)
        );
        assert!(Autosave::from_ron_str("(format: 3, ga").is_err());
    }
}
