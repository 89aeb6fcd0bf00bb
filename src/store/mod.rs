//! Solved-table files: the versioned, checksummed file format that holds a game table built
//! once on the user's machine, written atomically and refused when damaged.
//!
//! A table (for example one layer of the Fox and Geese solution, up to a few GB) is written
//! with a [`Writer`] that streams the payload to disk, and read back with [`Table::open`],
//! which maps the file into memory and checks everything except the payload itself, so
//! opening is instant whatever the size. The payload is checked block by block the first
//! time [`Table::bytes`] touches a block (or all at once by [`Table::verify_all`]), so a
//! damaged file is never read as a verdict: every problem becomes a [`StoreError`] whose
//! message names the file and says what is wrong ([`StoreError::what`]), then gives at most
//! one piece of advice ([`StoreError::advice`]); [`StoreError::is_damage`] tells a file of
//! this format that is damaged, which may be replaced, from one that must be left alone.
//!
//! # The file
//!
//! All integers are little-endian; every checksum is a CRC-32 (IEEE, as in zip and PNG).
//!
//! | offset       | size        | contents                                                   |
//! |--------------|-------------|------------------------------------------------------------|
//! | 0            | 8           | magic, [`MAGIC`] (`KIBTABLE`)                              |
//! | 8            | 4           | format version, u32 ([`FORMAT_VERSION`], 1)                |
//! | 12           | 4           | header length `H`, u32 (at most [`MAX_HEADER_LEN`])        |
//! | 16           | `H`         | header, UTF-8 JSON (below)                                 |
//! | 16 + `H`     | 4           | CRC-32 of bytes `0 .. 16 + H` (magic, version, length, header) |
//! | 20 + `H`     | ..          | zeros up to `P`, the next multiple of [`PAYLOAD_ALIGN`] (4096) |
//! | `P`          | `N`         | payload                                                    |
//! | `P + N`      | `4 B`       | one CRC-32 per payload block, u32 each                     |
//! | `P + N + 4B` | 4           | CRC-32 of the `4 B` checksum bytes                         |
//!
//! The file ends there: its length is exactly `P + N + 4B + 4`. The payload is cut into
//! `B = ceil(N / block_size)` blocks of `block_size` bytes, the last one shorter when `N` is
//! not a multiple (no blocks and an empty checksum list when `N` is 0). The header is
//!
//! ```json
//! {"id":{"game":"fox-geese","variant":"no-sideways","rules_version":1,
//!        "layout":"geese-to-move win bits, 20 bits per set, mirror-halved index, 13 geese",
//!        "encoding":"win-loss-1bit"},
//!  "payload_len":123456789,"block_size":65536}
//! ```
//!
//! with `id` a [`TableId`], `payload_len` the payload length `N` and `block_size` the
//! checksum block size (the writer always uses [`BLOCK_SIZE`], 64 KiB; readers take the
//! header's, up to 1 GiB). Other header fields are ignored, so information may be added
//! without a new format version; anything a reader must understand needs a new version. The
//! payload starts on a 4096-byte boundary, so it is page-aligned in the map.
//!
//! # Opening
//!
//! [`Table::open`] refuses, in this order: a missing file ([`StoreError::Missing`], the app
//! offers to build the table then), a folder, a pipe or a device (from its metadata,
//! before any open, since opening a pipe blocks), a file shorter than the fixed part
//! that starts like a table (cut short) or one that does not start with the magic (not a
//! table), a newer format version, a header that is too long, cut short or fails its
//! checksum, padding that is not zero, a header that is not valid JSON of the right shape, an
//! implausible block size, a file of the wrong length (cut short or extended), a checksum
//! list that fails its own checksum, and a table whose id differs from the expected one
//! ([`StoreError::Foreign`], naming the first field that differs). It reads the first page or
//! so and the checksum list (4 bytes per 64 KiB of payload, 180 KB for a 3 GB table), never
//! the payload.
//!
//! # Writing
//!
//! [`Writer::create`] writes into [`partial_path`] (the final name plus `.partial`),
//! [`Writer::finish`] checks the length, appends the checksums, flushes the file to disk and
//! renames it onto the final name, so a file under the final name is always complete. A
//! writer dropped before finishing removes its partial file; one left behind by a crash is
//! never opened (it has another name) and is overwritten by the next writer. Two writers of
//! the same table at once are not guarded against.

mod blocks;
mod error;
mod header;
mod rows;
mod table;
mod writer;

pub use blocks::{BlockWriter, Blocks, blocks_path};
pub use error::StoreError;
pub use rows::{MAX_BLOCK_LEN, Partial, Rows, RowsMark, RowsWriter, rows_side_paths};
pub use table::{Checked, Table, check_regular};
pub use writer::{Writer, write};

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The first 8 bytes of every table file.
pub const MAGIC: [u8; 8] = *b"KIBTABLE";

/// The format version this code writes and the newest it reads.
pub const FORMAT_VERSION: u32 = 1;

/// The checksum block size the writer uses: 64 KiB of payload per CRC-32.
pub const BLOCK_SIZE: u32 = 64 * 1024;

/// The payload starts at a multiple of this many bytes (a memory page on common systems).
pub const PAYLOAD_ALIGN: u64 = 4096;

/// The longest header accepted: a table's description is a few hundred bytes, so anything
/// longer is damage (or not a table).
pub const MAX_HEADER_LEN: u32 = 64 * 1024;

/// What a table holds: compared field by field on open, so a foreign table is refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableId {
    /// The game, e.g. `"fox-geese"`.
    pub game: String,
    /// The variant of its rules, e.g. `"no-sideways"`.
    pub variant: String,
    /// Bumped whenever the rules implementation changes, so tables built by older rules are
    /// refused.
    pub rules_version: u32,
    /// How the payload is laid out, e.g. `"geese-to-move win bits, 20 bits per set,
    /// mirror-halved index, 13 geese"`.
    pub layout: String,
    /// How values are encoded, e.g. `"win-loss-1bit"`.
    pub encoding: String,
}

/// Where a [`Writer`] writes before [`Writer::finish`] renames the file onto `path`: `path`
/// with `.partial` appended (`fox.kbt` → `fox.kbt.partial`).
pub fn partial_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".partial");
    PathBuf::from(name)
}
