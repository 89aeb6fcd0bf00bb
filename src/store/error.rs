//! What can be wrong with a table file, each case with a message that names the file and
//! says what is wrong.

use crate::core::shown_path;
use std::io;
use std::path::PathBuf;
use thiserror::Error;

/// Why a table file cannot be opened, read or written. Every message names the file.
#[derive(Debug, Error)]
pub enum StoreError {
    /// There is no file under that name (the table has not been built yet).
    #[error("the table file {} does not exist; build the table first", shown_path(.path))]
    Missing {
        /// The file.
        path: PathBuf,
    },
    /// The operating system refused or failed.
    #[error("could not {action} the table file {}: {source}", shown_path(.path))]
    Io {
        /// The file.
        path: PathBuf,
        /// What was being done, as a verb: `"open"`, `"read"`, `"write"`, ….
        action: &'static str,
        /// The system's error.
        source: io::Error,
    },
    /// The path names a folder, a device, a pipe or a socket.
    #[error("{} is not a table file: it is a folder or a device", shown_path(.path))]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// The file does not start like a table file.
    #[error("the file {} is not a Kibitzer table file", shown_path(.path))]
    NotATable {
        /// The file.
        path: PathBuf,
    },
    /// The file was written in a newer format than this version of Kibitzer reads.
    #[error(
        "the table file {} has format version {found}, but this version of Kibitzer reads \
         only up to version {supported}; update Kibitzer or rebuild the table",
        shown_path(.path)
    )]
    NewerFormat {
        /// The file.
        path: PathBuf,
        /// The file's format version.
        found: u32,
        /// The newest version this code reads.
        supported: u32,
    },
    /// The file is shorter than it must be (an interrupted copy or a full disk).
    #[error(
        "the table file {} is cut short: it has {found} bytes but needs {expected}; \
         rebuild it",
        shown_path(.path)
    )]
    Truncated {
        /// The file.
        path: PathBuf,
        /// The length needed: the exact length once the header is read, else the least.
        expected: u64,
        /// The file's length.
        found: u64,
    },
    /// The file is longer than its header says.
    #[error(
        "the table file {} is damaged: it has {found} bytes where its header says \
         {expected}; rebuild it",
        shown_path(.path)
    )]
    TooLong {
        /// The file.
        path: PathBuf,
        /// The length from the header.
        expected: u64,
        /// The file's length.
        found: u64,
    },
    /// Part of the file fails its checksum or makes no sense.
    #[error("the table file {} is damaged ({what}); rebuild it", shown_path(.path))]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is damaged, e.g. `"block 17 of 46 fails its checksum"`.
        what: String,
    },
    /// The file is a sound table, but not the one asked for.
    #[error(
        "the table file {} holds another table: its {field} is {found:?} where {expected:?} \
         is needed; rebuild it",
        shown_path(.path)
    )]
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
    #[error(
        "the table file {} was not written: it was given {written} payload bytes where \
         {expected} were announced",
        shown_path(.path)
    )]
    PayloadLength {
        /// The file.
        path: PathBuf,
        /// The length announced to [`Writer::create`](super::Writer::create).
        expected: u64,
        /// The bytes given (when too many: the total including the refused chunk).
        written: u64,
    },
    /// A read asked for bytes past the end of the payload (a bug in the caller).
    #[error(
        "a read of bytes {start}..{end} does not fit in the {len} payload bytes of the \
         table file {}",
        shown_path(.path)
    )]
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
