//! An open table: the file mapped into memory, its blocks checked on first touch.

use super::header::{self, Layout, u32_at};
use super::{StoreError, TableId};
use memmap2::Mmap;
use std::fs::File;
use std::io;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// An open table file: its id and its payload, mapped into memory. Opening checks everything
/// but the payload; each payload block is checked against its checksum the first time a
/// read touches it, and remembered, so later reads cost nothing. `Send + Sync`: share one
/// table between threads by reference or in an `Arc`.
#[derive(Debug)]
pub struct Table {
    path: PathBuf,
    layout: Layout,
    map: Mmap,
    /// One bit per block, set once the block has passed its checksum.
    verified: Box<[AtomicU64]>,
}

impl Table {
    /// Opens the table file `path`, which must hold the table `expected`: maps the file and
    /// checks the magic, the format version, the header and its checksum, the file length
    /// (cut short or extended), the checksum list's own checksum and the id, field by field
    /// ([`StoreError::Foreign`] names the first field that differs). Does not read the
    /// payload, so opening is instant even for a file of several GB.
    pub fn open(path: &Path, expected: &TableId) -> Result<Table, StoreError> {
        check_regular(path)?;
        let io_error = |action, source| StoreError::Io {
            path: path.to_owned(),
            action,
            source,
        };
        let file = File::open(path).map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => StoreError::Missing {
                path: path.to_owned(),
            },
            _ => io_error("open", source),
        })?;
        // Checked again on the file opened, in case the name was replaced in between.
        let meta = file.metadata().map_err(|err| io_error("read", err))?;
        if !meta.is_file() {
            return Err(StoreError::NotAFile {
                path: path.to_owned(),
            });
        }
        let map = map(&file).map_err(|err| io_error("map", err))?;
        let layout = header::decode(path, &map)?;
        compare_ids(path, &layout.id, expected)?;
        let words = layout.blocks.div_ceil(64) as usize;
        Ok(Table {
            path: path.to_owned(),
            layout,
            map,
            verified: (0..words).map(|_| AtomicU64::new(0)).collect(),
        })
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What the table holds (equal to the id it was opened with).
    pub fn id(&self) -> &TableId {
        &self.layout.id
    }

    /// The payload length in bytes.
    pub fn len(&self) -> u64 {
        self.layout.payload_len
    }

    /// Whether the payload is empty.
    pub fn is_empty(&self) -> bool {
        self.layout.payload_len == 0
    }

    /// The payload bytes in `range` (payload offsets, not file offsets). Every checksum
    /// block the range touches is checked the first time it is touched; a block that fails
    /// gives [`StoreError::Corrupt`] naming the file and the block (every time it is read),
    /// a range past the end [`StoreError::OutOfRange`].
    pub fn bytes(&self, range: Range<u64>) -> Result<&[u8], StoreError> {
        let len = self.layout.payload_len;
        if range.start > range.end || range.end > len {
            return Err(StoreError::OutOfRange {
                path: self.path.clone(),
                start: range.start,
                end: range.end,
                len,
            });
        }
        if range.start < range.end {
            let size = self.layout.block_size;
            for block in range.start / size..=(range.end - 1) / size {
                self.verify_block(block)?;
            }
        }
        let start = self.layout.payload_start + range.start;
        let end = self.layout.payload_start + range.end;
        // Within the map: the file's length was checked against the header on open.
        Ok(&self.map[start as usize..end as usize])
    }

    /// The payload bytes in `range`, checked now like [`Table::bytes`], kept with the
    /// table so that they are read later without checking again (the table stays open as
    /// long as they are kept).
    pub fn checked(self: &Arc<Self>, range: Range<u64>) -> Result<Checked, StoreError> {
        self.bytes(range.clone())?;
        let start = (self.layout.payload_start + range.start) as usize;
        let end = (self.layout.payload_start + range.end) as usize;
        Ok(Checked {
            table: Arc::clone(self),
            range: start..end,
        })
    }

    /// Checks every payload block not checked yet, reporting progress as
    /// `progress(done_bytes, total_bytes)`: once at the start and after each block. Stops at
    /// the first block that fails ([`StoreError::Corrupt`]).
    pub fn verify_all(&self, mut progress: impl FnMut(u64, u64)) -> Result<(), StoreError> {
        let total = self.layout.payload_len;
        progress(0, total);
        for block in 0..self.layout.blocks {
            self.verify_block(block)?;
            progress(self.block_range(block).end, total);
        }
        Ok(())
    }

    /// Payload offsets of `block`.
    fn block_range(&self, block: u64) -> Range<u64> {
        let start = block * self.layout.block_size;
        start..(start + self.layout.block_size).min(self.layout.payload_len)
    }

    /// Checks `block` against its checksum unless it has passed before.
    fn verify_block(&self, block: u64) -> Result<(), StoreError> {
        // Relaxed is enough: the bit only saves work, and the bytes it vouches for are the
        // same for every thread (the map is read-only); two threads may both check a block.
        let word = &self.verified[(block / 64) as usize];
        let bit = 1u64 << (block % 64);
        if word.load(Ordering::Relaxed) & bit != 0 {
            return Ok(());
        }
        let range = self.block_range(block);
        let start = (self.layout.payload_start + range.start) as usize;
        let end = (self.layout.payload_start + range.end) as usize;
        let stored = u32_at(
            &self.map,
            (self.layout.checksums_start + 4 * block) as usize,
        );
        if crc32fast::hash(&self.map[start..end]) != stored {
            return Err(StoreError::Corrupt {
                path: self.path.clone(),
                what: format!(
                    "block {block} of {}, payload bytes {}..{}, fails its checksum",
                    self.layout.blocks, range.start, range.end
                ),
            });
        }
        word.fetch_or(bit, Ordering::Relaxed);
        Ok(())
    }
}

/// Payload bytes of an open table that passed their checksums ([`Table::checked`]).
#[derive(Clone, Debug)]
pub struct Checked {
    table: Arc<Table>,
    /// File offsets, within the map.
    range: Range<usize>,
}

impl Checked {
    /// The bytes, as checked.
    pub fn bytes(&self) -> &[u8] {
        &self.table.map[self.range.clone()]
    }
}

/// Refuses `path` unless it names a regular file (following symbolic links), from its
/// metadata alone: opening a pipe (a FIFO) blocks until something writes into it, and a
/// device may never answer, so neither is opened. A missing file is
/// [`StoreError::Missing`].
pub fn check_regular(path: &Path) -> Result<(), StoreError> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => Ok(()),
        Ok(_) => Err(StoreError::NotAFile {
            path: path.to_owned(),
        }),
        Err(source) if source.kind() == io::ErrorKind::NotFound => Err(StoreError::Missing {
            path: path.to_owned(),
        }),
        Err(source) => Err(StoreError::Io {
            path: path.to_owned(),
            action: "open",
            source,
        }),
    }
}

/// Maps `file` read-only into memory.
#[allow(unsafe_code)]
fn map(file: &File) -> io::Result<Mmap> {
    // SAFETY: `Mmap::map` is unsafe because the mapped bytes may change, or vanish, while
    // they are borrowed as a `&[u8]`. The file is opened read-only and the store never
    // modifies a finished table in place: writers write a separate `.partial` file and rename
    // it over the final name, which leaves an existing mapping of the old file intact. The
    // remaining risk is another process (a user's tool, not Kibitzer) writing into or
    // truncating the file while it is mapped: a write could change bytes already checked,
    // and a truncation makes reads of the lost pages fault (SIGBUS on Unix) and end the app.
    unsafe { Mmap::map(file) }
}

/// Compares the file's id with the expected one field by field.
fn compare_ids(path: &Path, found: &TableId, expected: &TableId) -> Result<(), StoreError> {
    let fields = [
        ("game", found.game.clone(), expected.game.clone()),
        ("variant", found.variant.clone(), expected.variant.clone()),
        (
            "rules_version",
            found.rules_version.to_string(),
            expected.rules_version.to_string(),
        ),
        ("layout", found.layout.clone(), expected.layout.clone()),
        (
            "encoding",
            found.encoding.clone(),
            expected.encoding.clone(),
        ),
    ];
    match fields
        .into_iter()
        .find(|(_, found, expected)| found != expected)
    {
        Some((field, found, expected)) => Err(StoreError::Foreign {
            path: path.to_owned(),
            field,
            found,
            expected,
        }),
        None => Ok(()),
    }
}
