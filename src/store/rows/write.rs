//! Writing a table of coded rows: the bytes pushed are kept, compressed quickly, in a side
//! file until the end, when the model is measured on them and they are coded block by block
//! (both on the threads) into a second side file, then written with the directory.
//! A long write can be stopped and resumed from a mark ([`side`]).

mod side;

use super::model::{Counts, Model};
use super::{CHECKED, GROUP, MAX_BLOCK_LEN, PREFIX};
use crate::store::{StoreError, TableId, Writer, partial_path};
pub use side::RowsMark;
use side::frames;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// The zstd level of the side file: written once, read twice.
const SIDE_LEVEL: i32 = 1;
/// Bytes of the side file's chunks, about: whole blocks.
const CHUNK: usize = 1 << 20;

/// The side files of a table being written: `name.rows.partial` (the bytes pushed) and
/// `name.coded.partial` (the coded blocks). A build removes those left by a crash.
pub fn side_paths(path: &Path) -> [PathBuf; 2] {
    ["rows", "coded"].map(|kind| {
        let mut name = path.as_os_str().to_owned();
        name.push(".");
        name.push(kind);
        partial_path(Path::new(&name))
    })
}

/// Writes a table of coded rows: bytes are pushed in order, kept compressed in a side
/// file, and coded by [`RowsWriter::finish`], which writes the table file.
#[derive(Debug)]
pub struct RowsWriter {
    path: PathBuf,
    sides: [PathBuf; 2],
    file: Option<BufWriter<File>>,
    width: usize,
    block_len: usize,
    /// Whole blocks a chunk of the side file.
    chunk: usize,
    carry: Vec<u8>,
    raw_len: u64,
    /// How often each byte value comes.
    seen: [u64; 256],
    /// The bytes written to the side file.
    side_len: u64,
    /// Whether a mark was taken: the side file then outlives the writer, for a resume.
    marked: bool,
}

fn io_error(path: &Path, action: &'static str, source: io::Error) -> StoreError {
    StoreError::Io {
        path: path.to_owned(),
        action,
        source,
    }
}

/// `work` done on each of `items` on `threads` threads, in order.
fn on_threads<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(usize, &T) -> R + Sync,
) -> Vec<R> {
    let per = items.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let work = &work;
        let handles: Vec<_> = items
            .chunks(per)
            .enumerate()
            .map(|(t, mine)| scope.spawn(move || mine.iter().map(|i| work(t, i)).collect()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h: std::thread::ScopedJoinHandle<'_, Vec<R>>| {
                h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
            })
            .collect()
    })
}

/// What is done with each batch of chunks read back.
type Batch<'a> = dyn FnMut(&[Vec<u8>]) -> Result<(), StoreError> + 'a;

impl RowsWriter {
    /// Starts the table of rows of `width` bytes, `rows` a block (a block of at most
    /// [`MAX_BLOCK_LEN`] bytes), that [`finish`](RowsWriter::finish) writes to `path`.
    pub fn create(path: &Path, width: u32, rows: u32) -> Result<RowsWriter, StoreError> {
        RowsWriter::create_sides(path, width, rows, true)
    }

    /// [`RowsWriter::create`], the side file created (`fresh`) or left for the caller to
    /// open.
    fn create_sides(
        path: &Path,
        width: u32,
        rows: u32,
        fresh: bool,
    ) -> Result<RowsWriter, StoreError> {
        let block_len = u64::from(width) * u64::from(rows);
        assert!(
            block_len > 0 && block_len <= u64::from(MAX_BLOCK_LEN),
            "a block of {rows} rows of {width} bytes"
        );
        let sides = side_paths(path);
        for side in &sides {
            if let Ok(meta) = fs::symlink_metadata(side)
                && !meta.is_file()
            {
                return Err(StoreError::NotAFile { path: side.clone() });
            }
        }
        let file = match fresh {
            true => Some(BufWriter::with_capacity(
                1 << 20,
                File::create(&sides[0]).map_err(|e| io_error(&sides[0], "create", e))?,
            )),
            false => None,
        };
        let block_len = block_len as usize;
        Ok(RowsWriter {
            path: path.to_owned(),
            sides,
            file,
            width: width as usize,
            block_len,
            chunk: (CHUNK / block_len).max(1) * block_len,
            carry: Vec::new(),
            raw_len: 0,
            seen: [0; 256],
            side_len: 0,
            // A side file taken up is kept whatever happens: a resume refused leaves it.
            marked: !fresh,
        })
    }

    /// Appends `bytes`, compressing every chunk they complete on `threads` threads, a batch
    /// of chunks at a time. Only the bytes short of a batch are copied and held (a slice of
    /// a large count is hundreds of megabytes, pushed whole: a copy of it would raise the
    /// build's peak by as much).
    pub fn push(&mut self, mut bytes: &[u8], threads: usize) -> Result<(), StoreError> {
        self.raw_len += bytes.len() as u64;
        let batch = self.batch(threads);
        loop {
            // Straight from the bytes when nothing is held before them.
            if self.carry.is_empty() && bytes.len() >= batch {
                self.compress(&bytes[..batch], threads)?;
                bytes = &bytes[batch..];
                continue;
            }
            let take = batch.saturating_sub(self.carry.len()).min(bytes.len());
            self.carry.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
            if self.carry.len() < batch {
                // Every byte is held.
                return Ok(());
            }
            // Whole chunks only: what is left of a chunk waits for the bytes after it.
            let whole = self.carry.len() / self.chunk * self.chunk;
            let carry = std::mem::take(&mut self.carry);
            self.compress(&carry[..whole], threads)?;
            self.carry = carry;
            self.carry.drain(..whole);
        }
    }

    /// The bytes compressed at a time on `threads` threads: whole chunks, four a thread.
    fn batch(&self, threads: usize) -> usize {
        self.chunk * 4 * threads.max(1)
    }

    /// Compresses `bytes` into the side file in chunks, and counts their values.
    fn compress(&mut self, bytes: &[u8], threads: usize) -> Result<(), StoreError> {
        let chunks: Vec<&[u8]> = bytes.chunks(self.chunk).collect();
        let done = on_threads(&chunks, threads, |_, chunk| {
            let mut seen = [0u64; 256];
            for &b in *chunk {
                seen[usize::from(b)] += 1;
            }
            let mut zstd = zstd::bulk::Compressor::new(SIDE_LEVEL)?;
            zstd.set_parameter(zstd::zstd_safe::CParameter::ChecksumFlag(true))?;
            zstd.compress(chunk).map(|c| (c, chunk.len(), seen))
        });
        for part in done {
            let (frame, len, seen) = part.map_err(|e| io_error(&self.sides[0], "compress", e))?;
            for (all, s) in self.seen.iter_mut().zip(seen) {
                *all += s;
            }
            let file = self.file.as_mut().expect("open until finished");
            file.write_all(&(frame.len() as u32).to_le_bytes())
                .and_then(|()| file.write_all(&(len as u32).to_le_bytes()))
                .and_then(|()| file.write_all(&frame))
                .map_err(|e| io_error(&self.sides[0], "write", e))?;
            self.side_len += 8 + frame.len() as u64;
        }
        Ok(())
    }

    /// Reads the side file back, `batch` chunks at a time, each chunk as compact symbols
    /// (`index` maps a value to its symbol), handing every batch to `each`.
    fn read_back(
        &self,
        index: &[u8; 256],
        batch: usize,
        each: &mut Batch<'_>,
    ) -> Result<(), StoreError> {
        let mut chunks = Vec::new();
        frames(&self.sides[0], None, &mut |_, mut chunk| {
            for b in &mut chunk {
                *b = index[usize::from(*b)];
            }
            chunks.push(chunk);
            if chunks.len() == batch {
                each(&chunks)?;
                chunks.clear();
            }
            Ok(())
        })?;
        if !chunks.is_empty() {
            each(&chunks)?;
        }
        Ok(())
    }

    /// Codes the bytes pushed and writes the table file `id` (atomically, as [`Writer`]
    /// does), on `threads` threads; removes the side files. Returns the table file's length.
    pub fn finish(mut self, id: &TableId, threads: usize) -> Result<u64, StoreError> {
        let carry = std::mem::take(&mut self.carry);
        self.compress(&carry, threads)?;
        let mut file = self.file.take().expect("open until finished");
        file.flush()
            .map_err(|e| io_error(&self.sides[0], "write", e))?;
        drop(file);
        let alphabet: Vec<u8> = (0..=255u8)
            .filter(|&b| self.seen[usize::from(b)] > 0)
            .collect();
        let mut index = [0u8; 256];
        for (i, &b) in alphabet.iter().enumerate() {
            index[usize::from(b)] = i as u8;
        }
        let threads = threads.max(1);
        let (width, block_len) = (self.width, self.block_len);
        // The model: every context's counts, each thread its own, added up.
        let mut counts = Counts::new(alphabet.len());
        self.read_back(&index, threads * 4, &mut |chunks| {
            let parts = on_threads(chunks, threads, |_, chunk: &Vec<u8>| {
                let mut mine = Counts::new(alphabet.len());
                for block in chunk.chunks(block_len) {
                    mine.add(block, width);
                }
                mine
            });
            for part in &parts {
                counts.merge(part);
            }
            Ok(())
        })?;
        let model = Model::from_counts(&counts);
        drop(counts);
        // The blocks, coded into the second side file.
        let coded_path = &self.sides[1];
        let coded_file = File::create(coded_path).map_err(|e| io_error(coded_path, "create", e))?;
        let mut coded_file = BufWriter::with_capacity(1 << 20, coded_file);
        let mut ends: Vec<u64> = Vec::new();
        let mut data_len = 0u64;
        self.read_back(&index, threads * 4, &mut |chunks| {
            let parts = on_threads(chunks, threads, |_, chunk: &Vec<u8>| {
                let mut out = Vec::with_capacity(chunk.len() / 3);
                let mut lens = Vec::new();
                for block in chunk.chunks(block_len) {
                    let before = out.len();
                    model.encode(block, width, &mut out);
                    lens.push((out.len() - before) as u64);
                }
                (out, lens)
            });
            for (out, lens) in parts {
                coded_file
                    .write_all(&out)
                    .map_err(|e| io_error(coded_path, "write", e))?;
                for len in lens {
                    data_len += len;
                    ends.push(data_len);
                }
            }
            Ok(())
        })?;
        coded_file
            .flush()
            .map_err(|e| io_error(coded_path, "write", e))?;
        drop(coded_file);
        // The directory: each group's start, each block's start inside its group.
        let blocks = ends.len() as u64;
        let mut groups = Vec::new();
        let mut starts = Vec::with_capacity(2 * ends.len());
        for b in 0..blocks {
            let start = if b == 0 { 0 } else { ends[b as usize - 1] };
            if b % GROUP == 0 {
                groups.push(start);
            }
            let inside = u16::try_from(start - groups.last().expect("a group"))
                .expect("a group of the longest blocks fits a u16");
            starts.extend_from_slice(&inside.to_le_bytes());
        }
        groups.push(data_len);
        let model_bytes = zstd::bulk::compress(&model.to_bytes(), 19)
            .map_err(|e| io_error(&self.path, "compress", e))?;
        let mut head = Vec::new();
        head.extend_from_slice(&self.raw_len.to_le_bytes());
        head.extend_from_slice(&(width as u32).to_le_bytes());
        head.extend_from_slice(&((block_len / width) as u32).to_le_bytes());
        head.extend_from_slice(&(alphabet.len() as u32).to_le_bytes());
        head.extend_from_slice(&(model_bytes.len() as u32).to_le_bytes());
        head.extend_from_slice(&data_len.to_le_bytes());
        debug_assert_eq!(head.len() as u64, PREFIX);
        head.extend_from_slice(&alphabet);
        head.extend_from_slice(&model_bytes);
        for g in &groups {
            head.extend_from_slice(&g.to_le_bytes());
        }
        head.extend_from_slice(&starts);
        let mut writer =
            Writer::create_with_blocks(&self.path, id, head.len() as u64 + data_len, CHECKED)?;
        writer.write_all(&head)?;
        let coded = File::open(coded_path).map_err(|e| io_error(coded_path, "open", e))?;
        let mut coded = BufReader::with_capacity(1 << 20, coded);
        let mut buffer = vec![0u8; 1 << 20];
        loop {
            let n = coded
                .read(&mut buffer)
                .map_err(|e| io_error(coded_path, "read", e))?;
            if n == 0 {
                break;
            }
            writer.write_all(&buffer[..n])?;
        }
        writer.finish()?;
        for side in &self.sides {
            let _ = fs::remove_file(side);
        }
        Ok(fs::metadata(&self.path).map_or(0, |m| m.len()))
    }
}

impl Drop for RowsWriter {
    /// A writer dropped before finishing (or after) removes its side files, but the bytes
    /// pushed once a mark was taken: a resume starts from them.
    fn drop(&mut self) {
        self.file.take();
        for (i, side) in self.sides.iter().enumerate() {
            if i > 0 || !self.marked {
                let _ = fs::remove_file(side);
            }
        }
    }
}
