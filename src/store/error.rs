//! What can be wrong with a table file, each case with a message that names the file and
//! says what is wrong.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// Why a table file cannot be opened, read or written. Every message names the file.
#[derive(Debug)]
pub enum StoreError {
    /// There is no file under that name (the table has not been built yet).
    Missing {
        /// The file.
        path: PathBuf,
    },
    /// The operating system refused or failed.
    Io {
        /// The file.
        path: PathBuf,
        /// What was being done, as a verb: `"open"`, `"read"`, `"write"`, ….
        action: &'static str,
        /// The system's error.
        source: io::Error,
    },
    /// The path names a folder, a device, a pipe or a socket.
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// The file does not start like a table file.
    NotATable {
        /// The file.
        path: PathBuf,
    },
    /// The file was written in a newer format than this version of Kibitzer reads.
    NewerFormat {
        /// The file.
        path: PathBuf,
        /// The file's format version.
        found: u32,
        /// The newest version this code reads.
        supported: u32,
    },
    /// The file is shorter than it must be (an interrupted copy or a full disk).
    Truncated {
        /// The file.
        path: PathBuf,
        /// The length needed: the exact length once the header is read, else the least.
        expected: u64,
        /// The file's length.
        found: u64,
    },
    /// The file is longer than its header says.
    TooLong {
        /// The file.
        path: PathBuf,
        /// The length from the header.
        expected: u64,
        /// The file's length.
        found: u64,
    },
    /// Part of the file fails its checksum or makes no sense.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is damaged, e.g. `"block 17 of 46 fails its checksum"`.
        what: String,
    },
    /// The file is a sound table, but not the one asked for.
    Foreign {
        /// The file.
        path: PathBuf,
        /// The first [`TableId`](super::TableId) field that differs, e.g. `"rules_version"`.
        field: &'static str,
        /// The file's value.
        found: String,
        /// The expected value.
        expected: String,
    },
    /// A writer was given another number of payload bytes than announced; nothing is left
    /// under the final name.
    PayloadLength {
        /// The file.
        path: PathBuf,
        /// The length announced to [`Writer::create`](super::Writer::create).
        expected: u64,
        /// The bytes given (when too many: the total including the refused chunk).
        written: u64,
    },
    /// A read asked for bytes past the end of the payload (a bug in the caller).
    OutOfRange {
        /// The file.
        path: PathBuf,
        /// The range's start.
        start: u64,
        /// The range's end.
        end: u64,
        /// The payload length.
        len: u64,
    },
}

impl StoreError {
    /// What is wrong, naming the file, without advice.
    pub fn what(&self) -> String {
        let file = crate::core::shown_path(self.path());
        match self {
            StoreError::Missing { .. } => format!("the table file {file} does not exist"),
            StoreError::Io { action, source, .. } => {
                format!("could not {action} the table file {file}: {source}")
            }
            StoreError::NotAFile { .. } => {
                format!("{file} is not a table file: it is a folder, a pipe, a socket or a device")
            }
            StoreError::NotATable { .. } => {
                format!("the file {file} is not a Kibitzer table file")
            }
            StoreError::NewerFormat {
                found, supported, ..
            } => format!(
                "the table file {file} has format version {found}, written by a newer Kibitzer \
                 (this one reads only up to version {supported})"
            ),
            StoreError::Truncated {
                expected, found, ..
            } => format!(
                "the table file {file} is cut short: it has {found} bytes but needs {expected}"
            ),
            StoreError::TooLong {
                expected, found, ..
            } => format!(
                "the table file {file} is damaged: it has {found} bytes where its header says \
                 {expected}"
            ),
            StoreError::Corrupt { what, .. } => {
                format!("the table file {file} is damaged ({what})")
            }
            StoreError::Foreign {
                field,
                found,
                expected,
                ..
            } => format!(
                "the table file {file} holds another table: its {field} is {found:?} where \
                 {expected:?} is needed"
            ),
            StoreError::PayloadLength {
                expected, written, ..
            } => format!(
                "the table file {file} was not written: it was given {written} payload bytes \
                 where {expected} were announced"
            ),
            StoreError::OutOfRange {
                start, end, len, ..
            } => format!(
                "a read of bytes {start}..{end} does not fit in the {len} payload bytes of \
                 the table file {file}"
            ),
        }
    }

    /// The one piece of advice the message ends with, if any: what the user can do.
    pub fn advice(&self) -> Option<&'static str> {
        match self {
            StoreError::Missing { .. } => Some("build the table first"),
            StoreError::NewerFormat { .. } => Some("update Kibitzer to read it"),
            StoreError::NotAFile { .. } | StoreError::NotATable { .. } => {
                Some("move it out of the way, then build the table again")
            }
            _ if self.is_damage() => Some("rebuild it"),
            _ => None,
        }
    }

    /// Whether the file is proven to be a table file of this format that is damaged: cut
    /// short, extended, failing a checksum or holding another table (built by other rules,
    /// say). Only such a file may be replaced by a new one; a newer format, a file that is
    /// not a table, a folder or a device, and an error of the system are not damage.
    pub fn is_damage(&self) -> bool {
        matches!(
            self,
            StoreError::Truncated { .. }
                | StoreError::TooLong { .. }
                | StoreError::Corrupt { .. }
                | StoreError::Foreign { .. }
        )
    }

    /// The file the error is about.
    pub fn path(&self) -> &std::path::Path {
        match self {
            StoreError::Missing { path }
            | StoreError::Io { path, .. }
            | StoreError::NotAFile { path }
            | StoreError::NotATable { path }
            | StoreError::NewerFormat { path, .. }
            | StoreError::Truncated { path, .. }
            | StoreError::TooLong { path, .. }
            | StoreError::Corrupt { path, .. }
            | StoreError::Foreign { path, .. }
            | StoreError::PayloadLength { path, .. }
            | StoreError::OutOfRange { path, .. } => path,
        }
    }
}

impl fmt::Display for StoreError {
    /// What is wrong, then its one piece of advice.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.what())?;
        match self.advice() {
            Some(advice) => write!(f, "; {advice}"),
            None => Ok(()),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
