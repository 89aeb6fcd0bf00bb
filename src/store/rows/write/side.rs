//! The side file of a table of rows being written: its frames read back, and a long write
//! stopped and resumed. [`RowsWriter::mark`] writes out and syncs all but the last
//! part-block of what was pushed and says where the side file stands (a [`RowsMark`], which
//! the caller keeps), and [`RowsWriter::resume`] starts again from a mark, the side file cut
//! back to it and every frame before it read and checked (each frame carries zstd's
//! checksum of its bytes).

use super::{CHUNK, RowsWriter, io_error};
use crate::store::StoreError;
use crate::store::header::u32_at;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::ops::Range;
use std::path::Path;

/// Where a table of rows being written stood at a [`RowsWriter::mark`]: what
/// [`RowsWriter::resume`] starts again from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowsMark {
    /// The length of the side file, every frame of it written and synced.
    pub side_len: u64,
    /// The bytes pushed in all.
    pub raw_len: u64,
    /// The bytes pushed after the side file's last whole block (fewer than a block).
    pub tail: Vec<u8>,
}

impl RowsWriter {
    /// Writes out what was pushed but the last part-block, syncs the side file and says
    /// where it stands: [`RowsWriter::resume`] goes on from there, and the side file is kept
    /// when the writer is dropped unfinished from now on.
    pub fn mark(&mut self, threads: usize) -> Result<RowsMark, StoreError> {
        let whole = self.carry.len() / self.block_len * self.block_len;
        if whole > 0 {
            let carry = std::mem::take(&mut self.carry);
            self.compress(&carry[..whole], threads)?;
            self.carry = carry[whole..].to_vec();
        }
        let side = &self.sides[0];
        let file = self.file.as_mut().expect("open until finished");
        file.flush()
            .and_then(|()| file.get_ref().sync_data())
            .map_err(|e| io_error(side, "write", e))?;
        self.marked = true;
        Ok(RowsMark {
            side_len: self.side_len,
            raw_len: self.raw_len,
            tail: self.carry.clone(),
        })
    }

    /// Takes up the table `path` of rows of `width` bytes, `rows` a block, where `mark`
    /// left it: the side file cut back to the mark and every frame before it read (its
    /// checksum checked), the bytes after the last whole block held again. A side file
    /// missing, shorter than the mark, damaged or not adding up to the mark is refused (as
    /// damage: the caller starts again).
    pub fn resume(
        path: &Path,
        width: u32,
        rows: u32,
        mark: &RowsMark,
    ) -> Result<RowsWriter, StoreError> {
        let mut writer = RowsWriter::create_sides(path, width, rows, false)?;
        let side = writer.sides[0].clone();
        let corrupt = |what: String| StoreError::Corrupt {
            path: side.clone(),
            what,
        };
        let file = match OpenOptions::new().read(true).write(true).open(&side) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Err(StoreError::Missing { path: side });
            }
            Err(e) => return Err(io_error(&side, "open", e)),
        };
        let len = file
            .metadata()
            .map_err(|e| io_error(&side, "read", e))?
            .len();
        if len < mark.side_len {
            return Err(corrupt(format!(
                "holds {len} bytes, fewer than the {} its checkpoint says",
                mark.side_len
            )));
        }
        file.set_len(mark.side_len)
            .map_err(|e| io_error(&side, "write", e))?;
        let mut raw = 0u64;
        let mut seen = [0u64; 256];
        frames(&side, None, &mut |_, chunk| {
            raw += chunk.len() as u64;
            for &b in &chunk {
                seen[usize::from(b)] += 1;
            }
            Ok(())
        })?;
        let block_len = writer.block_len as u64;
        if raw + mark.tail.len() as u64 != mark.raw_len
            || !raw.is_multiple_of(block_len)
            || mark.tail.len() as u64 >= block_len
        {
            return Err(corrupt(format!(
                "holds {raw} bytes and its checkpoint {} more, not the {} it says were pushed",
                mark.tail.len(),
                mark.raw_len
            )));
        }
        // The tail's values are counted when it is written out, as every byte is.
        let mut file = file;
        file.seek(SeekFrom::End(0))
            .map_err(|e| io_error(&side, "seek", e))?;
        writer.file = Some(BufWriter::with_capacity(1 << 20, file));
        writer.carry = mark.tail.clone();
        writer.raw_len = mark.raw_len;
        writer.seen = seen;
        writer.side_len = mark.side_len;
        writer.marked = true;
        Ok(writer)
    }

    /// The bytes pushed in `range` (before the end of what was pushed), read back.
    pub fn pushed(&mut self, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        assert!(
            range.start <= range.end && range.end <= self.raw_len,
            "bytes pushed"
        );
        let side = self.sides[0].clone();
        let file = self.file.as_mut().expect("open until finished");
        file.flush().map_err(|e| io_error(&side, "write", e))?;
        let mut out = Vec::with_capacity((range.end - range.start) as usize);
        frames(&side, Some(range.clone()), &mut |at, chunk| {
            let (from, to) = (
                at.max(range.start),
                (at + chunk.len() as u64).min(range.end),
            );
            if from < to {
                out.extend_from_slice(&chunk[(from - at) as usize..(to - at) as usize]);
            }
            Ok(())
        })?;
        let held_from = self.raw_len - self.carry.len() as u64;
        if range.end > held_from {
            let from = range.start.max(held_from);
            out.extend_from_slice(
                &self.carry[(from - held_from) as usize..(range.end - held_from) as usize],
            );
        }
        Ok(out)
    }
}

/// Reads the side file `side` frame by frame, handing each frame's bytes, with where they
/// start among the bytes pushed, to `each`; only the frames that meet `range` are
/// decompressed when one is given (the others are skipped).
pub(super) fn frames(
    side: &Path,
    range: Option<Range<u64>>,
    each: &mut dyn FnMut(u64, Vec<u8>) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    let file = File::open(side).map_err(|e| io_error(side, "open", e))?;
    let mut file = BufReader::with_capacity(1 << 20, file);
    let mut at = 0u64;
    loop {
        let mut lens = [0u8; 8];
        match file.read_exact(&mut lens) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(()),
            Err(e) => return Err(io_error(side, "read", e)),
        }
        let (coded, raw) = (u32_at(&lens, 0) as usize, u32_at(&lens, 4) as usize);
        let damaged = |what: String| StoreError::Corrupt {
            path: side.to_owned(),
            what,
        };
        // No chunk is longer than CHUNK, nor its frame than zstd's bound of it.
        if raw > CHUNK || coded > zstd::zstd_safe::compress_bound(CHUNK) {
            return Err(damaged(format!(
                "its frame at {at} claims {raw} bytes in {coded}"
            )));
        }
        let wanted = range
            .as_ref()
            .is_none_or(|r| at < r.end && at + raw as u64 > r.start);
        if range.as_ref().is_some_and(|r| at >= r.end) {
            return Ok(());
        }
        if !wanted {
            file.seek_relative(coded as i64)
                .map_err(|e| io_error(side, "seek", e))?;
            at += raw as u64;
            continue;
        }
        let mut frame = vec![0; coded];
        file.read_exact(&mut frame).map_err(|e| match e.kind() {
            io::ErrorKind::UnexpectedEof => damaged(format!("ends inside its frame at {at}")),
            _ => io_error(side, "read", e),
        })?;
        let chunk = zstd::bulk::decompress(&frame, raw)
            .ok()
            .filter(|chunk| chunk.len() == raw)
            .ok_or_else(|| damaged(format!("its frame at {at} does not decompress")))?;
        each(at, chunk)?;
        at += raw as u64;
    }
}
