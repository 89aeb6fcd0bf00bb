//! Rows of bytes coded by context inside a table file: a long payload made of rows of a
//! fixed width (each row the same kind of record, so that a byte is much like the one above
//! it), cut into small blocks of whole rows, each coded on its own with one static model of
//! the whole file ([`model`]: each byte given the byte before it and the byte above it), so
//! that a byte is read back by decoding one small block.
//!
//! The table file's payload (all integers little-endian):
//!
//! | size        | contents                                                              |
//! |-------------|-----------------------------------------------------------------------|
//! | 8           | `N`, the length of the data before coding                              |
//! | 4           | `W`, the row width in bytes                                            |
//! | 4           | `R`, rows a block (a block is `L = R W` bytes, the last one shorter)    |
//! | 4           | `A`, the number of values the data holds (at most 256)                 |
//! | 4           | `M`, the length of the model                                           |
//! | 8           | `D`, the length of the coded blocks                                    |
//! | `A`         | the values, ascending (symbol `i` is the `i`-th)                       |
//! | `M`         | the model, zstd: a u16 frequency for every context and symbol          |
//! | 8 (`S` + 1) | where every 64th block starts in the coded data, and `D`               |
//! | 2 `B`       | where each block starts, from the start of its group of 64             |
//! | `D`         | the coded blocks                                                       |
//!
//! with `B = ceil(N / L)` blocks and `S = ceil(B / 64)` groups. The file's own checksums
//! cover all of it; [`Rows::open`] also checks the model and the group directory, and a
//! block that does not decode to its length, ending in the coder's first state, is damage.

mod model;
mod write;

pub use write::{RowsMark, RowsWriter, side_paths as rows_side_paths};

use super::header::u32_at;
use super::{StoreError, Table, TableId};
use model::{Cursor, Model};
use std::ops::Range;
use std::path::Path;

/// The bytes before the values.
const PREFIX: u64 = 32;
/// The bytes each checksum of the file covers: a lookup's first read of a block checks
/// the 4 KiB around it, not 64 KiB (for 4 bytes a checksum, 0.1%).
const CHECKED: u32 = 4096;
/// Blocks a group: each group's start is a u64, each block's a u16 inside its group.
const GROUP: u64 = 64;
/// The longest block: a group of the worst coded blocks (12 bits a byte, and the state)
/// still fits the u16 of a block's start.
pub const MAX_BLOCK_LEN: u32 = 640;

/// A block of a [`Rows`] table decoded as far as it was read ([`Rows::byte`]).
#[derive(Clone, Debug, Default)]
pub struct Partial {
    /// The block (`None`: none yet).
    block: Option<u64>,
    /// Where its coded bytes lie in the payload.
    coded: Range<u64>,
    /// Its values decoded so far, as symbols.
    symbols: Vec<u8>,
    cursor: Cursor,
}

impl Partial {
    /// The block it holds decoded in part, if any.
    pub fn block(&self) -> Option<u64> {
        self.block
    }

    /// How many bytes of its block are decoded.
    pub fn decoded(&self) -> usize {
        self.symbols.len()
    }
}

/// A table of coded rows, open.
#[derive(Debug)]
pub struct Rows {
    table: Table,
    raw_len: u64,
    width: usize,
    block_len: u64,
    blocks: u64,
    alphabet: Vec<u8>,
    model: Model,
    /// Where the groups' starts, the blocks' starts and the coded data begin in the payload.
    groups_at: u64,
    starts_at: u64,
    data_at: u64,
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}

impl Rows {
    /// Opens the table of coded rows `path` holding `id` (see [`Table::open`]) and checks
    /// its model and directory.
    pub fn open(path: &Path, id: &TableId) -> Result<Rows, StoreError> {
        let table = Table::open(path, id)?;
        let corrupt = |what: String| StoreError::Corrupt {
            path: path.to_owned(),
            what,
        };
        if table.len() < PREFIX {
            return Err(corrupt(format!(
                "its payload of {} bytes is too short to hold its rows' header",
                table.len()
            )));
        }
        let head = table.bytes(0..PREFIX)?;
        let raw_len = u64_at(head, 0);
        let width = u32_at(head, 8);
        let rows = u32_at(head, 12);
        let symbols = u32_at(head, 16);
        let model_len = u64::from(u32_at(head, 20));
        let data_len = u64_at(head, 24);
        let block_len = u64::from(width) * u64::from(rows);
        if width == 0 || rows == 0 || block_len > u64::from(MAX_BLOCK_LEN) || symbols > 256 {
            return Err(corrupt(format!(
                "its rows' header makes no sense (rows of {width} bytes, {rows} a block, \
                 {symbols} values)"
            )));
        }
        if (raw_len > 0) != (symbols > 0) {
            return Err(corrupt(format!(
                "it holds {raw_len} bytes of {symbols} values"
            )));
        }
        let blocks = raw_len.div_ceil(block_len);
        let groups = blocks.div_ceil(GROUP);
        let values_at = PREFIX;
        let model_at = values_at + u64::from(symbols);
        let groups_at = model_at + model_len;
        let starts_at = groups_at + 8 * (groups + 1);
        let data_at = starts_at + 2 * blocks;
        if data_at.checked_add(data_len) != Some(table.len()) {
            return Err(corrupt(format!(
                "its {blocks} blocks of coded rows do not fill its payload of {} bytes",
                table.len()
            )));
        }
        let alphabet = table.bytes(values_at..model_at)?.to_vec();
        if alphabet.windows(2).any(|w| w[0] >= w[1]) {
            return Err(corrupt("its values are not in order".into()));
        }
        let n = symbols as usize;
        let model_bytes = table.bytes(model_at..groups_at)?;
        let model = zstd::bulk::decompress(model_bytes, (n + 1) * (n + 1) * n * 2)
            .map_err(|e| e.to_string())
            .and_then(|bytes| Model::from_bytes(n, &bytes))
            .map_err(|e| corrupt(format!("its model does not read ({e})")))?;
        let directory = table.bytes(groups_at..starts_at)?;
        let mut last = 0;
        for (i, entry) in directory.chunks_exact(8).enumerate() {
            let at = u64_at(entry, 0);
            if (i == 0 && at != 0) || at < last {
                return Err(corrupt(format!(
                    "its group {i} of blocks starts out of order"
                )));
            }
            last = at;
        }
        if last != data_len {
            return Err(corrupt(format!(
                "its blocks end at {last}, not at the {data_len} bytes of coded rows"
            )));
        }
        Ok(Rows {
            table,
            raw_len,
            width: width as usize,
            block_len,
            blocks,
            alphabet,
            model: model.for_decoding(),
            groups_at,
            starts_at,
            data_at,
        })
    }

    /// The table file.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The length of the data before coding.
    pub fn raw_len(&self) -> u64 {
        self.raw_len
    }

    /// The block length before coding.
    pub fn block_len(&self) -> u64 {
        self.block_len
    }

    /// Where `block`'s coded bytes lie in the payload.
    fn coded(&self, block: u64) -> Result<Range<u64>, StoreError> {
        let group = block / GROUP;
        let base = self
            .table
            .bytes(self.groups_at + 8 * group..self.groups_at + 8 * group + 16)?;
        let (group_start, group_end) = (u64_at(base, 0), u64_at(base, 8));
        let start_of = |b: u64| -> Result<u64, StoreError> {
            let at = self.starts_at + 2 * b;
            let bytes = self.table.bytes(at..at + 2)?;
            Ok(group_start + u64::from(u16::from_le_bytes([bytes[0], bytes[1]])))
        };
        let start = start_of(block)?;
        let end = if (block + 1).is_multiple_of(GROUP) || block + 1 == self.blocks {
            group_end
        } else {
            start_of(block + 1)?
        };
        if start > end || end > group_end {
            return Err(StoreError::Corrupt {
                path: self.table.path().to_owned(),
                what: format!("its block {block} lies outside its group"),
            });
        }
        Ok(self.data_at + start..self.data_at + end)
    }

    /// The length of `block` before coding.
    fn len_of(&self, block: u64) -> usize {
        (self.raw_len - block * self.block_len).min(self.block_len) as usize
    }

    /// `block`'s error `why`, naming the file.
    fn damaged(&self, block: u64, why: &str) -> StoreError {
        StoreError::Corrupt {
            path: self.table.path().to_owned(),
            what: format!("its block {block} {why}"),
        }
    }

    /// Refuses a block past the last.
    fn check_block(&self, block: u64) -> Result<(), StoreError> {
        if block >= self.blocks {
            return Err(StoreError::OutOfRange {
                path: self.table.path().to_owned(),
                start: block * self.block_len,
                end: (block + 1) * self.block_len,
                len: self.raw_len,
            });
        }
        Ok(())
    }

    /// The data of `block`, decoded into `out` (cleared first).
    pub fn block(&self, block: u64, out: &mut Vec<u8>) -> Result<(), StoreError> {
        self.check_block(block)?;
        let coded = self.table.bytes(self.coded(block)?)?;
        self.model
            .decode(coded, self.len_of(block), self.width, out)
            .map_err(|why| self.damaged(block, why))?;
        for byte in out.iter_mut() {
            *byte = self.alphabet[usize::from(*byte)];
        }
        Ok(())
    }

    /// Byte `at` of `block` (counted from the block's start), decoding no further than the
    /// end of its row: `partial` keeps what was decoded, and goes on from there when it
    /// holds the same block (else it starts again with this one).
    pub fn byte(&self, block: u64, at: usize, partial: &mut Partial) -> Result<u8, StoreError> {
        if partial.block != Some(block) {
            self.check_block(block)?;
            partial.block = None;
            partial.symbols.clear();
            partial.coded = self.coded(block)?;
            let coded = self.table.bytes(partial.coded.clone())?;
            partial.cursor = Cursor::start(coded).map_err(|why| self.damaged(block, why))?;
            partial.block = Some(block);
        }
        let len = self.len_of(block);
        if at >= len {
            return Err(StoreError::OutOfRange {
                path: self.table.path().to_owned(),
                start: block * self.block_len + at as u64,
                end: block * self.block_len + at as u64 + 1,
                len: self.raw_len,
            });
        }
        if at >= partial.symbols.len() {
            let coded = self.table.bytes(partial.coded.clone())?;
            let row_end = (at / self.width + 1) * self.width;
            let decoded = self.model.decode_to(
                coded,
                len,
                self.width,
                &mut partial.symbols,
                &mut partial.cursor,
                row_end,
            );
            if let Err(why) = decoded {
                partial.block = None;
                return Err(self.damaged(block, why));
            }
        }
        Ok(self.alphabet[usize::from(partial.symbols[at])])
    }

    /// The data in `range`, decoded.
    pub fn read(&self, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        super::blocks::read_range(
            self.table.path(),
            range,
            (self.raw_len, self.block_len),
            |b, out| self.block(b, out),
        )
    }

    /// Checks every checksum block of the file, reporting (bytes done, bytes in all): with
    /// the header, the model and the directory checked on open, the file is as written.
    /// (A block is decoded, and its end checked, when it is read: decoding every block
    /// here would take minutes on the largest files.)
    pub fn verify_all(&self, progress: impl FnMut(u64, u64)) -> Result<(), StoreError> {
        self.table.verify_all(progress)
    }

    /// Decodes every block, each of which must end in the coder's first state with every
    /// byte read (the checksums are checked as the blocks are read).
    pub fn decode_all(&self) -> Result<(), StoreError> {
        let mut block = Vec::new();
        for b in 0..self.blocks {
            self.block(b, &mut block)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
