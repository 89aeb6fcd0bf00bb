//! The fixed part of a table file: magic, format version, the JSON header and its checksum,
//! and the layout they imply.

use super::{FORMAT_VERSION, MAGIC, MAX_HEADER_LEN, PAYLOAD_ALIGN, StoreError, TableId};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Magic, format version and header length.
const FIXED_LEN: u64 = 16;

/// The largest block size a reader accepts (the writer uses [`super::BLOCK_SIZE`] unless told).
const MAX_BLOCK_SIZE: u32 = 1 << 30;

/// The smallest possible table file: a one-byte header padded to a page, an empty payload,
/// no block checksums and the checksum of the empty list.
const MIN_FILE_LEN: u64 = PAYLOAD_ALIGN + 4;

/// The JSON header.
#[derive(Serialize, Deserialize)]
struct Header {
    id: TableId,
    payload_len: u64,
    block_size: u32,
}

/// Where everything is in a table file, from its header.
#[derive(Clone, Debug)]
pub(super) struct Layout {
    /// What the table holds.
    pub id: TableId,
    /// The payload length in bytes.
    pub payload_len: u64,
    /// The checksum block size in bytes.
    pub block_size: u64,
    /// The number of checksum blocks.
    pub blocks: u64,
    /// Where the payload starts (a multiple of [`PAYLOAD_ALIGN`]).
    pub payload_start: u64,
    /// Where the block checksums start (right after the payload).
    pub checksums_start: u64,
}

/// `n` rounded up to a multiple of [`PAYLOAD_ALIGN`].
fn align(n: u64) -> u64 {
    n.div_ceil(PAYLOAD_ALIGN) * PAYLOAD_ALIGN
}

/// Little-endian u32 at `at` (the caller has checked the bounds).
pub(super) fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(word)
}

/// Everything a writer puts before the payload, padding included, for a table of
/// `payload_len` bytes with checksum blocks of `block_size` bytes. Fails only for an id too long to be a
/// sensible description.
pub(super) fn encode(id: &TableId, payload_len: u64, block_size: u32) -> Result<Vec<u8>, String> {
    let header = Header {
        id: id.clone(),
        payload_len,
        block_size,
    };
    let json = serde_json::to_vec(&header).map_err(|err| err.to_string())?;
    let header_len = u32::try_from(json.len())
        .ok()
        .filter(|&len| len <= MAX_HEADER_LEN)
        .ok_or_else(|| {
            format!(
                "the table's id is too long ({} bytes of header, at most {MAX_HEADER_LEN})",
                json.len()
            )
        })?;
    let mut bytes = Vec::with_capacity(4096);
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&header_len.to_le_bytes());
    bytes.extend_from_slice(&json);
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    let padded = align(bytes.len() as u64) as usize;
    bytes.resize(padded, 0);
    Ok(bytes)
}

/// Reads and checks the fixed part of the table file `path` whose bytes are `file`: magic,
/// version, header and its checksum, padding, length and the checksum list's own checksum.
/// Reads no payload. The id is not compared here.
pub(super) fn decode(path: &Path, file: &[u8]) -> Result<Layout, StoreError> {
    let reader = Reader { path, file };
    reader.check_magic_and_version()?;
    let (header, payload_start) = reader.header()?;
    reader.layout(header, payload_start)
}

/// A table file's bytes being decoded, and the errors that name it.
struct Reader<'a> {
    path: &'a Path,
    file: &'a [u8],
}

impl Reader<'_> {
    /// The file's length in bytes.
    fn found(&self) -> u64 {
        self.file.len() as u64
    }

    /// The file is shorter than `expected` bytes.
    fn truncated(&self, expected: u64) -> StoreError {
        StoreError::Truncated {
            path: self.path.to_owned(),
            expected,
            found: self.found(),
        }
    }

    /// The file is damaged: `what` says how.
    fn corrupt(&self, what: String) -> StoreError {
        StoreError::Corrupt {
            path: self.path.to_owned(),
            what,
        }
    }

    /// The file does not start like a table file.
    fn not_a_table(&self) -> StoreError {
        StoreError::NotATable {
            path: self.path.to_owned(),
        }
    }

    /// Checks the magic and the format version (a file too short for them is truncated if
    /// what there is starts like the magic).
    fn check_magic_and_version(&self) -> Result<(), StoreError> {
        let file = self.file;
        if self.found() < FIXED_LEN {
            let start = &file[..file.len().min(MAGIC.len())];
            return Err(if MAGIC.starts_with(start) {
                self.truncated(MIN_FILE_LEN)
            } else {
                self.not_a_table()
            });
        }
        if file[..MAGIC.len()] != MAGIC {
            return Err(self.not_a_table());
        }
        let version = u32_at(file, 8);
        if version > FORMAT_VERSION {
            return Err(StoreError::NewerFormat {
                path: self.path.to_owned(),
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        if version == 0 {
            return Err(self.corrupt("its format version is 0, which does not exist".into()));
        }
        Ok(())
    }

    /// Reads the JSON header after checking its length, its checksum and the zero padding
    /// after it; also returns where the payload starts.
    fn header(&self) -> Result<(Header, u64), StoreError> {
        let file = self.file;
        let found = self.found();
        let header_len = u32_at(file, 12);
        if header_len > MAX_HEADER_LEN {
            return Err(self.corrupt(format!(
                "its header claims {header_len} bytes, more than a table's header can have"
            )));
        }
        let header_end = FIXED_LEN + u64::from(header_len);
        let payload_start = align(header_end + 4);
        if found < header_end + 4 {
            return Err(self.truncated(payload_start + 4));
        }
        // Bounds: header_end + 4 <= file.len(), checked just above.
        let header_end = header_end as usize;
        let stored_crc = u32_at(file, header_end);
        if crc32fast::hash(&file[..header_end]) != stored_crc {
            return Err(self.corrupt("its header fails its checksum".into()));
        }
        if found < payload_start + 4 {
            return Err(self.truncated(payload_start + 4));
        }
        if file[header_end + 4..payload_start as usize]
            .iter()
            .any(|&b| b != 0)
        {
            return Err(self.corrupt("the padding after its header is not zero".into()));
        }
        let header: Header = serde_json::from_slice(&file[FIXED_LEN as usize..header_end])
            .map_err(|err| self.corrupt(format!("its header cannot be read: {err}")))?;
        Ok((header, payload_start))
    }

    /// The layout `header` implies, after checking the block size, the file's exact length
    /// and the block checksum list's own checksum.
    fn layout(&self, header: Header, payload_start: u64) -> Result<Layout, StoreError> {
        let file = self.file;
        let found = self.found();
        if header.block_size == 0 || header.block_size > MAX_BLOCK_SIZE {
            return Err(self.corrupt(format!(
                "its block size {} is impossible",
                header.block_size
            )));
        }
        let block_size = u64::from(header.block_size);
        let blocks = header.payload_len.div_ceil(block_size);
        let checksums_start = payload_start.checked_add(header.payload_len);
        let file_len = checksums_start
            .and_then(|start| start.checked_add(blocks.checked_mul(4)?))
            .and_then(|end| end.checked_add(4));
        let (Some(checksums_start), Some(file_len)) = (checksums_start, file_len) else {
            return Err(self.corrupt(format!(
                "its payload length {} is impossible",
                header.payload_len
            )));
        };
        if found < file_len {
            return Err(self.truncated(file_len));
        }
        if found > file_len {
            return Err(StoreError::TooLong {
                path: self.path.to_owned(),
                expected: file_len,
                found,
            });
        }

        // Bounds: the file is exactly file_len bytes long.
        let list = &file[checksums_start as usize..(file_len - 4) as usize];
        if crc32fast::hash(list) != u32_at(file, (file_len - 4) as usize) {
            return Err(self.corrupt("its list of block checksums fails its checksum".into()));
        }

        Ok(Layout {
            id: header.id,
            payload_len: header.payload_len,
            block_size,
            blocks,
            payload_start,
            checksums_start,
        })
    }
}
