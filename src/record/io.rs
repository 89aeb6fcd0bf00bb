//! Files on disk: loading with a size cap, atomic saving, the default folder and autosave.

use super::tally::READING;
use super::{FileError, LoadedGame, Record, RecordError};
use crate::solver::progress::{Cancelled, Progress};
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// The largest file Kibitzer reads, checked before reading: 16 MiB, thousands of times the
/// longest real game, so that a huge or endless file cannot exhaust memory.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The app's folders for data (autosave) and configuration (recent files).
pub(crate) fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "Kibitzer")
}

/// Where Open and Save dialogs start: `Kibitzer` in the documents folder, else
/// `Documents/Kibitzer` in the home folder. It may not exist yet: create it (`std::fs::create_dir_all`)
/// before saving there.
pub fn default_folder() -> PathBuf {
    let user = directories::UserDirs::new();
    let documents = user.as_ref().and_then(directories::UserDirs::document_dir);
    default_folder_in(
        documents,
        user.as_ref().map(directories::UserDirs::home_dir),
    )
}

/// The dialogs' folder, given the system's documents folder and the home folder:
/// `Kibitzer` in the documents folder; when the system names none (a Linux desktop
/// without XDG user folders), `Documents/Kibitzer` in the home folder, as the README says;
/// with no home either, the current folder.
pub(crate) fn default_folder_in(documents: Option<&Path>, home: Option<&Path>) -> PathBuf {
    match (documents, home) {
        (Some(documents), _) => documents.join("Kibitzer"),
        (None, Some(home)) => home.join("Documents").join("Kibitzer"),
        (None, None) => PathBuf::from("."),
    }
}

/// The autosave file in the app's data folder (`…/Kibitzer/autosave.ron`), if the system
/// has a home folder.
pub fn autosave_path() -> Option<PathBuf> {
    project_dirs().map(|dirs| dirs.data_dir().join("autosave.ron"))
}

/// Reads a file's bytes: refuses folders, devices, pipes and files over [`MAX_FILE_BYTES`]
/// before reading anything, and reads at most one byte more than the cap in case the file
/// grows meanwhile.
pub(crate) fn read_capped(path: &Path) -> Result<Vec<u8>, RecordError> {
    read_capped_at(path, MAX_FILE_BYTES)
}

/// [`read_capped`] with another cap.
pub(crate) fn read_capped_at(path: &Path, cap: u64) -> Result<Vec<u8>, RecordError> {
    // Following links, as opening would; checking first keeps a pipe from blocking the read.
    let meta = fs::metadata(path)?;
    if meta.is_dir() {
        return Err(RecordError::Directory);
    }
    if !meta.is_file() {
        return Err(RecordError::NotAFile);
    }
    if meta.len() > cap {
        return Err(RecordError::TooLarge { size: meta.len() });
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    File::open(path)?.take(cap + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(RecordError::TooLarge {
            size: bytes.len() as u64,
        });
    }
    Ok(bytes)
}

/// Reads a record file of any supported format version (see [`Record::from_ron_str`]); the
/// moves are not checked: [`open`] also replays them.
pub fn load(path: &Path) -> Result<Record, FileError> {
    let in_file = |error| FileError::new(path, error);
    let bytes = read_capped(path).map_err(in_file)?;
    Record::from_ron_bytes(&bytes).map_err(in_file)
}

/// Loads a record file and replays it: the game ready to continue, or the first problem.
pub fn open(path: &Path) -> Result<LoadedGame, FileError> {
    load(path)?
        .replay()
        .map_err(|error| FileError::new(path, error))
}

/// [`open`] on a worker thread: tells `progress` the phase [`READING`] while the file is
/// read and parsed, then the moves replayed ([`Record::replay_with_progress`]);
/// `Err(Cancelled)` once a cancel stopped it.
pub fn open_watched(
    path: &Path,
    progress: &Progress,
) -> Result<Result<LoadedGame, FileError>, Cancelled> {
    progress.set_phase(READING, 0);
    let record = match load(path) {
        Ok(record) => record,
        Err(error) => return Ok(Err(error)),
    };
    Ok(record
        .replay_with_progress(progress)?
        .map_err(|error| FileError::new(path, error)))
}

/// Writes `record` to `path` atomically: into a temporary file in the same folder, flushed
/// to disk, then renamed over the target. A crash or a full disk leaves either the old file
/// or the new one, never a mixture; the temporary file is removed on failure.
pub fn save_atomic(path: &Path, record: &Record) -> Result<(), FileError> {
    let in_file = |error| FileError::new(path, error);
    let text = record.to_ron_string().map_err(in_file)?;
    write_atomic(path, text.as_bytes(), |_| Ok(())).map_err(|err| in_file(err.into()))
}

/// The folder a file is written in: its parent, or the current folder for a bare name.
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// Names temporary files uniquely within this process.
static TEMP_COUNTER: AtomicU32 = AtomicU32::new(0);

/// Writes `bytes` to `path` atomically, as [`save_atomic`] writes a record.
pub fn write_atomic_bytes(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic(path, bytes, |_| Ok(()))
}

/// The atomic write behind [`save_atomic`]; `before_rename` runs between writing and
/// renaming (tests make it fail, as a crash there would).
pub(crate) fn write_atomic(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce(&Path) -> io::Result<()>,
) -> io::Result<()> {
    // Saving through a link updates the file it points to and keeps the link.
    let resolved;
    let path = if path.is_symlink() {
        resolved = fs::canonicalize(path)?;
        resolved.as_path()
    } else {
        path
    };
    if path.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "it is a folder, not a file",
        ));
    }
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path has no file name"))?;
    let folder = folder_of(path);
    if !folder.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::NotADirectory,
            format!(
                "the folder {} does not exist",
                crate::core::shown_path(folder)
            ),
        ));
    }
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(
        ".{}-{}.tmp",
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let temp = folder.join(temp_name);
    let result = write_then_rename(&temp, path, bytes, before_rename);
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

fn write_then_rename(
    temp: &Path,
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce(&Path) -> io::Result<()>,
) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(temp)?;
    file.write_all(bytes)?;
    // The new file keeps the old one's permissions (a private game stays private).
    if let Ok(old) = fs::metadata(path) {
        let _ = file.set_permissions(old.permissions());
    }
    file.sync_all()?;
    drop(file);
    before_rename(temp)?;
    fs::rename(temp, path)?;
    // Make the rename itself durable where folders can be synced (not on Windows).
    if let Ok(dir) = File::open(folder_of(path)) {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dialogs_start_in_documents_kibitzer_even_without_a_documents_folder() {
        let (documents, home) = (Path::new("/home/ann/Dokumente"), Path::new("/home/ann"));
        assert_eq!(
            default_folder_in(Some(documents), Some(home)),
            documents.join("Kibitzer")
        );
        // No XDG user folders: not the home folder itself, but its Documents/Kibitzer.
        assert_eq!(
            default_folder_in(None, Some(home)),
            Path::new("/home/ann/Documents/Kibitzer")
        );
        assert_eq!(default_folder_in(None, None), Path::new("."));
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("lists")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_failure_between_writing_and_renaming_keeps_the_previous_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.ron");
        write_atomic(&path, b"old contents", |_| Ok(())).expect("first save");
        let mut temp_seen = None;
        let err = write_atomic(&path, b"new contents", |temp| {
            // The new text is complete in the temporary file, beside the target.
            assert_eq!(fs::read(temp).expect("temp written"), b"new contents");
            assert_eq!(temp.parent(), path.parent());
            temp_seen = Some(temp.to_owned());
            Err(io::Error::other("simulated crash before the rename"))
        })
        .expect_err("fails");
        assert!(err.to_string().contains("simulated crash"));
        assert_eq!(fs::read(&path).expect("still there"), b"old contents");
        assert!(temp_seen.is_some_and(|t| !t.exists()), "temp file removed");
        assert_eq!(names_in(dir.path()), ["game.ron"]);
    }

    #[test]
    fn a_stray_temporary_file_from_a_crash_does_not_disturb_saving_or_loading() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.ron");
        write_atomic(&path, b"(format: 1)", |_| Ok(())).expect("first save");
        // A process killed mid-write leaves a partial temporary file behind.
        fs::write(dir.path().join(".game.ron.1-0.tmp"), b"(format: 2, ga").expect("writes");
        write_atomic(&path, b"(format: 2)", |_| Ok(())).expect("second save");
        assert_eq!(fs::read(&path).expect("reads"), b"(format: 2)");
    }

    #[cfg(unix)]
    #[test]
    fn saving_through_a_link_keeps_the_link_and_the_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("temp dir");
        let target = dir.path().join("game.ron");
        let link = dir.path().join("link.ron");
        fs::write(&target, b"old").expect("writes");
        fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).expect("chmod");
        std::os::unix::fs::symlink(&target, &link).expect("links");
        write_atomic(&link, b"new", |_| Ok(())).expect("saves");
        assert!(link.is_symlink());
        assert_eq!(fs::read(&target).expect("reads"), b"new");
        let mode = fs::metadata(&target).expect("meta").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn the_size_cap_is_checked_before_reading() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("huge.ron");
        let file = File::create(&path).expect("creates");
        file.set_len(50 * 1024 * 1024).expect("sparse file");
        assert_eq!(
            read_capped(&path),
            Err(RecordError::TooLarge {
                size: 50 * 1024 * 1024
            })
        );
        assert_eq!(read_capped(dir.path()), Err(RecordError::Directory));
    }
}
