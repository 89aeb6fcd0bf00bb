//! Compressed blocks inside a table file: a long payload cut into blocks of a fixed length,
//! each compressed with zstd on its own, so that one byte is read back by decompressing one
//! block, and a range by decompressing the blocks it covers.
//!
//! The table file's payload (all integers little-endian):
//!
//! | offset     | size        | contents                                                 |
//! |------------|-------------|----------------------------------------------------------|
//! | 0          | 8           | `N`, the length of the data before compression, u64      |
//! | 8          | 4           | `L`, the block length before compression, u32            |
//! | 12         | 4           | zero                                                     |
//! | 16         | 8 (`B` + 1) | where each compressed block starts in the data, u64 each, and the data's length |
//! | 16 + 8 (`B` + 1) | ..    | the compressed blocks, one zstd frame each               |
//!
//! with `B = ceil(N / L)` blocks, the last one shorter when `N` is not a multiple of `L`.
//! The file's own checksums cover all of it; [`Blocks::open`] also checks the directory
//! (lengths, offsets in order, ending at the data's end), and a block that does not
//! decompress to its length is reported as damage.

use super::{StoreError, Table, TableId, Writer, partial_path};
use std::cell::RefCell;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

/// The bytes before the directory.
const PREFIX: u64 = 16;

/// Where a [`BlockWriter`] keeps the compressed blocks until it writes the table file: the
/// table's name with `.blocks.partial` appended. A build removes one left by a crash.
pub fn blocks_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".blocks");
    partial_path(Path::new(&name))
}

/// Writes a table of compressed blocks: bytes are pushed in order, compressed as blocks
/// fill (on several threads), and kept in a side file until [`BlockWriter::finish`] writes
/// the table file with its directory. Holds at most one unfinished block and the directory.
#[derive(Debug)]
pub struct BlockWriter {
    path: PathBuf,
    temp: PathBuf,
    file: Option<BufWriter<File>>,
    block_len: usize,
    level: i32,
    /// The start of the block being filled.
    carry: Vec<u8>,
    /// Where each finished compressed block starts, then the data's length.
    offsets: Vec<u64>,
    raw_len: u64,
}

impl BlockWriter {
    /// Starts the table of blocks of `block_len` bytes (zstd level `level`) that
    /// [`finish`](BlockWriter::finish) writes to `path`.
    pub fn create(path: &Path, block_len: u32, level: i32) -> Result<BlockWriter, StoreError> {
        assert!(block_len > 0, "blocks hold at least a byte");
        let temp = blocks_path(path);
        if let Ok(meta) = fs::symlink_metadata(&temp)
            && !meta.is_file()
        {
            return Err(StoreError::NotAFile { path: temp });
        }
        let file = File::create(&temp).map_err(|source| StoreError::Io {
            path: temp.clone(),
            action: "create",
            source,
        })?;
        Ok(BlockWriter {
            path: path.to_owned(),
            temp,
            file: Some(BufWriter::with_capacity(1 << 20, file)),
            block_len: block_len as usize,
            level,
            carry: Vec::new(),
            offsets: vec![0],
            raw_len: 0,
        })
    }

    /// The bytes pushed so far.
    pub fn raw_len(&self) -> u64 {
        self.raw_len
    }

    /// Appends `bytes`, compressing every block they complete on `threads` threads.
    pub fn push(&mut self, mut bytes: &[u8], threads: usize) -> Result<(), StoreError> {
        self.raw_len += bytes.len() as u64;
        if !self.carry.is_empty() {
            let take = (self.block_len - self.carry.len()).min(bytes.len());
            self.carry.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
            if self.carry.len() < self.block_len {
                return Ok(());
            }
            let block = std::mem::take(&mut self.carry);
            self.compress(&block, threads)?;
        }
        let whole = bytes.len() / self.block_len * self.block_len;
        self.compress(&bytes[..whole], threads)?;
        self.carry.extend_from_slice(&bytes[whole..]);
        Ok(())
    }

    /// Compresses and writes `bytes`, whole blocks (the last one may be short), in batches
    /// shared among the threads.
    fn compress(&mut self, bytes: &[u8], threads: usize) -> Result<(), StoreError> {
        let threads = threads.max(1);
        let batch = self.block_len * 256 * threads;
        for chunk in bytes.chunks(batch) {
            let blocks: Vec<&[u8]> = chunk.chunks(self.block_len).collect();
            let per = blocks.len().div_ceil(threads).max(1);
            let level = self.level;
            let compressed: Vec<io::Result<Vec<Vec<u8>>>> = std::thread::scope(|scope| {
                let handles: Vec<_> = blocks
                    .chunks(per)
                    .map(|mine| {
                        scope.spawn(move || {
                            let mut zstd = zstd::bulk::Compressor::new(level)?;
                            mine.iter().map(|b| zstd.compress(b)).collect()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                    .collect()
            });
            for part in compressed {
                let part = part.map_err(|source| self.io_error("compress", source))?;
                for block in &part {
                    self.write(block)?;
                }
            }
        }
        Ok(())
    }

    fn write(&mut self, block: &[u8]) -> Result<(), StoreError> {
        let file = self.file.as_mut().expect("open until finished");
        if let Err(source) = file.write_all(block) {
            return Err(self.io_error("write", source));
        }
        let end = self.offsets.last().copied().unwrap_or(0) + block.len() as u64;
        self.offsets.push(end);
        Ok(())
    }

    fn io_error(&self, action: &'static str, source: io::Error) -> StoreError {
        StoreError::Io {
            path: self.temp.clone(),
            action,
            source,
        }
    }

    /// Writes the table file `id` (atomically, as [`Writer`] does) and removes the side
    /// file. Returns the table file's length.
    pub fn finish(mut self, id: &TableId) -> Result<u64, StoreError> {
        let carry = std::mem::take(&mut self.carry);
        if !carry.is_empty() {
            self.compress(&carry, 1)?;
        }
        let mut file = self.file.take().expect("open until finished");
        if let Err(source) = file.flush() {
            return Err(self.io_error("write", source));
        }
        drop(file);
        let data_len = *self.offsets.last().unwrap_or(&0);
        let directory = 8 * self.offsets.len() as u64;
        let mut writer = Writer::create(&self.path, id, PREFIX + directory + data_len)?;
        let mut head = Vec::with_capacity((PREFIX + directory) as usize);
        head.extend_from_slice(&self.raw_len.to_le_bytes());
        head.extend_from_slice(&(self.block_len as u32).to_le_bytes());
        head.extend_from_slice(&0u32.to_le_bytes());
        for offset in &self.offsets {
            head.extend_from_slice(&offset.to_le_bytes());
        }
        writer.write_all(&head)?;
        let temp = File::open(&self.temp).map_err(|e| self.io_error("open", e))?;
        let mut temp = BufReader::with_capacity(1 << 20, temp);
        let mut buffer = vec![0u8; 1 << 20];
        loop {
            let n = temp
                .read(&mut buffer)
                .map_err(|e| self.io_error("read", e))?;
            if n == 0 {
                break;
            }
            writer.write_all(&buffer[..n])?;
        }
        writer.finish()?;
        let _ = fs::remove_file(&self.temp);
        Ok(fs::metadata(&self.path).map_or(0, |m| m.len()))
    }
}

impl Drop for BlockWriter {
    /// A writer dropped before finishing removes its side file.
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// A table of compressed blocks, open.
#[derive(Debug)]
pub struct Blocks {
    table: Table,
    raw_len: u64,
    block_len: u64,
    blocks: u64,
    data_start: u64,
}

thread_local! {
    /// One decompression context per thread, reused.
    static DECOMPRESSOR: RefCell<Option<zstd::bulk::Decompressor<'static>>> =
        const { RefCell::new(None) };
}

impl Blocks {
    /// Opens the table of blocks `path` holding `id` (see [`Table::open`]) and checks its
    /// directory.
    pub fn open(path: &Path, id: &TableId) -> Result<Blocks, StoreError> {
        let table = Table::open(path, id)?;
        let corrupt = |what: String| StoreError::Corrupt {
            path: path.to_owned(),
            what,
        };
        if table.len() < PREFIX {
            return Err(corrupt(format!(
                "its payload of {} bytes is too short to hold its blocks' directory",
                table.len()
            )));
        }
        let head = table.bytes(0..PREFIX)?;
        let raw_len = u64::from_le_bytes(head[0..8].try_into().expect("8 bytes"));
        let block_len = u64::from(u32::from_le_bytes(head[8..12].try_into().expect("4")));
        if block_len == 0 || head[12..16] != [0; 4] {
            return Err(corrupt("its blocks' directory makes no sense".into()));
        }
        let blocks = raw_len.div_ceil(block_len);
        let data_start = blocks
            .checked_add(1)
            .and_then(|n| n.checked_mul(8))
            .and_then(|n| n.checked_add(PREFIX))
            .filter(|&n| n <= table.len())
            .ok_or_else(|| {
                corrupt(format!(
                    "its directory of {blocks} blocks does not fit its payload of {} bytes",
                    table.len()
                ))
            })?;
        let directory = table.bytes(PREFIX..data_start)?;
        let mut last = 0u64;
        for (i, entry) in directory.chunks_exact(8).enumerate() {
            let offset = u64::from_le_bytes(entry.try_into().expect("8 bytes"));
            if (i == 0 && offset != 0) || offset < last {
                return Err(corrupt(format!("its block {i} starts out of order")));
            }
            last = offset;
        }
        if data_start + last != table.len() {
            return Err(corrupt(format!(
                "its blocks end at byte {} of a payload of {}",
                data_start + last,
                table.len()
            )));
        }
        Ok(Blocks {
            table,
            raw_len,
            block_len,
            blocks,
            data_start,
        })
    }

    /// The table file.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The length of the data before compression.
    pub fn raw_len(&self) -> u64 {
        self.raw_len
    }

    /// The block length before compression.
    pub fn block_len(&self) -> u64 {
        self.block_len
    }

    /// The data of `block`, decompressed into `out` (cleared first).
    pub fn block(&self, block: u64, out: &mut Vec<u8>) -> Result<(), StoreError> {
        let path = self.table.path();
        if block >= self.blocks {
            return Err(StoreError::OutOfRange {
                path: path.to_owned(),
                start: block * self.block_len,
                end: (block + 1) * self.block_len,
                len: self.raw_len,
            });
        }
        let entry = |i: u64| -> Result<u64, StoreError> {
            let at = PREFIX + 8 * i;
            let bytes = self.table.bytes(at..at + 8)?;
            Ok(u64::from_le_bytes(bytes.try_into().expect("8 bytes")))
        };
        let (start, end) = (entry(block)?, entry(block + 1)?);
        let compressed = self
            .table
            .bytes(self.data_start + start..self.data_start + end)?;
        let len = (self.raw_len - block * self.block_len).min(self.block_len) as usize;
        out.clear();
        out.reserve(len);
        let done = DECOMPRESSOR.with_borrow_mut(|slot| -> io::Result<usize> {
            if slot.is_none() {
                *slot = Some(zstd::bulk::Decompressor::new()?);
            }
            let zstd = slot.as_mut().expect("just made");
            zstd.decompress_to_buffer(compressed, out)
        });
        match done {
            Ok(n) if n == len => Ok(()),
            Ok(n) => Err(StoreError::Corrupt {
                path: path.to_owned(),
                what: format!("its block {block} holds {n} bytes, not {len}"),
            }),
            Err(e) => Err(StoreError::Corrupt {
                path: path.to_owned(),
                what: format!("its block {block} does not decompress ({e})"),
            }),
        }
    }

    /// The data in `range`, decompressed.
    pub fn read(&self, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        read_range(
            self.table.path(),
            range,
            (self.raw_len, self.block_len),
            |b, out| self.block(b, out),
        )
    }

    /// Checks every checksum block of the file, reporting (bytes done, bytes in all), and
    /// that every compressed block decompresses to its length.
    pub fn verify_all(&self, mut progress: impl FnMut(u64, u64)) -> Result<(), StoreError> {
        let total = self.table.len();
        self.table.verify_all(|done, _| progress(done / 2, total))?;
        let mut block = Vec::new();
        for b in 0..self.blocks {
            self.block(b, &mut block)?;
            if b % 1024 == 0 {
                progress(total / 2 + total / 2 * b / self.blocks.max(1), total);
            }
        }
        progress(total, total);
        Ok(())
    }
}

/// The bytes in `range` of a payload of `raw_len` bytes in blocks of `block_len` (the last
/// one shorter) of the file `path`, `block` decoding one block into a buffer.
pub(super) fn read_range(
    path: &Path,
    range: Range<u64>,
    (raw_len, block_len): (u64, u64),
    mut block: impl FnMut(u64, &mut Vec<u8>) -> Result<(), StoreError>,
) -> Result<Vec<u8>, StoreError> {
    if range.start > range.end || range.end > raw_len {
        return Err(StoreError::OutOfRange {
            path: path.to_owned(),
            start: range.start,
            end: range.end,
            len: raw_len,
        });
    }
    let mut out = Vec::with_capacity((range.end - range.start) as usize);
    let mut decoded = Vec::new();
    let mut at = range.start;
    while at < range.end {
        let b = at / block_len;
        block(b, &mut decoded)?;
        let from = (at - b * block_len) as usize;
        let to = ((range.end - b * block_len) as usize).min(decoded.len());
        out.extend_from_slice(&decoded[from..to]);
        at = b * block_len + to as u64;
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
