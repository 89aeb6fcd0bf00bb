//! Writing a table file: streamed, checksummed as it goes, renamed into place when complete.

use super::{BLOCK_SIZE, StoreError, TableId, header, partial_path};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Writes one table file: [`create`](Writer::create) it with the payload length, stream the
/// payload through [`write_all`](Writer::write_all) in chunks of any size, then
/// [`finish`](Writer::finish). Holds one block's checksum state and 4 bytes per 64 KiB
/// block, never the payload. Until `finish` the file has another name (see
/// [`partial_path`]); a writer dropped before finishing removes it.
#[derive(Debug)]
pub struct Writer {
    /// The final name.
    path: PathBuf,
    /// Where the bytes go until `finish`.
    partial: PathBuf,
    /// The file; `None` once `finish` has closed it.
    file: Option<BufWriter<File>>,
    /// The announced payload length.
    payload_len: u64,
    /// Payload bytes written so far.
    written: u64,
    /// The checksum of the current block so far.
    block: crc32fast::Hasher,
    /// The checksums of the finished blocks, as they go in the file.
    checksums: Vec<u8>,
    /// Whether `finish` has renamed the file onto its final name.
    renamed: bool,
    /// The bytes a checksum covers.
    block_size: u32,
}

impl Writer {
    /// Starts writing the table `id` with a payload of `payload_len` bytes to `path`: really
    /// to `path` + `.partial` (overwriting any partial file left by an interrupted writer),
    /// renamed onto `path` by [`finish`](Writer::finish), so a file under the final name is
    /// always complete. The folder must exist.
    pub fn create(path: &Path, id: &TableId, payload_len: u64) -> Result<Writer, StoreError> {
        Writer::create_with_blocks(path, id, payload_len, BLOCK_SIZE)
    }

    /// [`Writer::create`] with a checksum for every `block_size` bytes (at least 4 KiB, at
    /// most 1 GiB) instead of every [`BLOCK_SIZE`]: smaller blocks make a reader's first
    /// read of a few bytes quicker (it checks one block), for 4 bytes a block.
    pub fn create_with_blocks(
        path: &Path,
        id: &TableId,
        payload_len: u64,
        block_size: u32,
    ) -> Result<Writer, StoreError> {
        assert!(
            (4096..=1 << 30).contains(&block_size),
            "a checksum block of {block_size} bytes"
        );
        let partial = partial_path(path);
        let io_error = |action, source| StoreError::Io {
            path: partial.clone(),
            action,
            source,
        };
        let prefix = header::encode(id, payload_len, block_size)
            .map_err(|what| io_error("write", io::Error::new(io::ErrorKind::InvalidInput, what)))?;
        // A pipe or a device under the partial name would block the open or take the bytes
        // elsewhere: only a regular file left by an interrupted writer is overwritten.
        if let Ok(meta) = fs::symlink_metadata(&partial)
            && !meta.is_file()
        {
            return Err(StoreError::NotAFile { path: partial });
        }
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&partial)
            .map_err(|err| io_error("create", err))?;
        let blocks = payload_len.div_ceil(u64::from(block_size));
        let mut writer = Writer {
            path: path.to_owned(),
            partial: partial.clone(),
            file: Some(BufWriter::with_capacity(1 << 20, file)),
            payload_len,
            written: 0,
            block: crc32fast::Hasher::new(),
            checksums: Vec::with_capacity(usize::try_from(blocks * 4).unwrap_or(0)),
            renamed: false,
            block_size,
        };
        writer.raw_write(&prefix)?;
        Ok(writer)
    }

    /// Appends `bytes` to the payload (chunks of any size); the block checksums are computed
    /// as the bytes stream past. More bytes in all than announced is an error
    /// ([`StoreError::PayloadLength`]), and nothing is written then.
    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        let total = self.written + bytes.len() as u64;
        if total > self.payload_len {
            return Err(StoreError::PayloadLength {
                path: self.path.clone(),
                expected: self.payload_len,
                written: total,
            });
        }
        self.raw_write(bytes)?;
        let block_size = u64::from(self.block_size);
        let mut rest = bytes;
        while !rest.is_empty() {
            let room = block_size - self.written % block_size;
            let take = rest.len().min(usize::try_from(room).unwrap_or(usize::MAX));
            self.block.update(&rest[..take]);
            self.written += take as u64;
            rest = &rest[take..];
            if self.written.is_multiple_of(block_size) {
                self.end_block();
            }
        }
        Ok(())
    }

    /// Completes the file: checks that exactly the announced number of payload bytes was
    /// written (else [`StoreError::PayloadLength`], and the partial file is removed), appends
    /// the block checksums and their own checksum, flushes the file to disk and renames it
    /// onto the final name.
    pub fn finish(mut self) -> Result<(), StoreError> {
        if self.written != self.payload_len {
            return Err(StoreError::PayloadLength {
                path: self.path.clone(),
                expected: self.payload_len,
                written: self.written,
            });
        }
        if !self.written.is_multiple_of(u64::from(self.block_size)) {
            self.end_block();
        }
        let list_crc = crc32fast::hash(&self.checksums);
        let checksums = std::mem::take(&mut self.checksums);
        self.raw_write(&checksums)?;
        self.raw_write(&list_crc.to_le_bytes())?;
        let io_error = |action, source| StoreError::Io {
            path: self.partial.clone(),
            action,
            source,
        };
        let Some(file) = self.file.take() else {
            return Err(io_error(
                "write",
                io::Error::other("the writer is finished"),
            ));
        };
        let file = file
            .into_inner()
            .map_err(|err| io_error("write", err.into_error()))?;
        file.sync_all().map_err(|err| io_error("flush", err))?;
        drop(file);
        fs::rename(&self.partial, &self.path).map_err(|source| StoreError::Io {
            path: self.path.clone(),
            action: "rename the finished file onto",
            source,
        })?;
        self.renamed = true;
        // Make the rename itself durable where folders can be synced (not on Windows); the
        // table is complete either way, so a failure here is not reported.
        let folder = match self.path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        if let Ok(dir) = File::open(folder) {
            let _ = dir.sync_all();
        }
        Ok(())
    }

    /// Records the checksum of the block just completed and starts the next.
    fn end_block(&mut self) {
        let hasher = std::mem::take(&mut self.block);
        self.checksums
            .extend_from_slice(&hasher.finalize().to_le_bytes());
    }

    /// Writes `bytes` to the file as they are.
    fn raw_write(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        let result = match &mut self.file {
            Some(file) => file.write_all(bytes),
            None => Err(io::Error::other("the writer is finished")),
        };
        result.map_err(|source| StoreError::Io {
            path: self.partial.clone(),
            action: "write",
            source,
        })
    }
}

impl Drop for Writer {
    /// An unfinished writer (dropped early, or `finish` failed) removes its partial file.
    fn drop(&mut self) {
        if !self.renamed {
            // Closed first: some systems refuse to remove an open file.
            drop(self.file.take());
            let _ = fs::remove_file(&self.partial);
        }
    }
}

/// Writes the table `id` with `payload` to `path` in one go: [`Writer::create`],
/// [`Writer::write_all`] and [`Writer::finish`].
pub fn write(path: &Path, id: &TableId, payload: &[u8]) -> Result<(), StoreError> {
    let mut writer = Writer::create(path, id, payload.len() as u64)?;
    writer.write_all(payload)?;
    writer.finish()
}
