//! `kibitzer bench --game fox-geese --table`: what the remoteness table's lookups decode,
//! and how fast its largest file decodes, the two figures a lookup's time is made of.

use crate::cli::CliError;
use crate::solver::fox_geese::remote_table::RemoteTable;
use serde_json::{Value as Json, json};
use std::time::Instant;

/// Whole blocks the decoder is timed on.
const TIMED_BLOCKS: usize = 20_000;

/// What the lookups of a bench decoded, and the decoder's pace.
pub(super) struct Decoding {
    /// Lookups (a position and all its moves) the counts below cover.
    lookups: usize,
    /// Bytes decoded and blocks begun by those lookups.
    bytes: u64,
    blocks: u64,
    /// The file timed, the blocks timed and the nanoseconds a byte.
    file: String,
    timed: usize,
    ns_per_byte: f64,
}

/// The decoding of `lookups` lookups on `table` (`before` and `after` its counts,
/// [`RemoteTable::decoded`]) and the decoder's pace on the table's file of its top count:
/// whole blocks at random, each read once before it is timed (its checksum checked, its
/// pages mapped), so that the time is the decoding alone.
pub(super) fn decoding(
    table: &RemoteTable,
    lookups: usize,
    before: (u64, u64),
    after: (u64, u64),
) -> Result<Decoding, CliError> {
    let rows = table
        .plies(table.top())
        .ok_or_else(|| CliError("the table holds no plies file of its top count".into()))?;
    let blocks = rows.raw_len().div_ceil(rows.block_len()) as usize;
    let mut rng = crate::core::Rng::seeded(3);
    // Whole blocks: the last may be shorter, and is left out.
    let picks: Vec<u64> = (0..TIMED_BLOCKS)
        .map(|_| rng.below(blocks.saturating_sub(1).max(1)) as u64)
        .collect();
    let mut out = Vec::new();
    for &block in &picks {
        rows.block(block, &mut out)?;
    }
    let clock = Instant::now();
    let mut decoded = 0;
    for &block in &picks {
        rows.block(block, &mut out)?;
        decoded += out.len();
    }
    let seconds = clock.elapsed().as_secs_f64();
    Ok(Decoding {
        lookups,
        bytes: after.0 - before.0,
        blocks: after.1 - before.1,
        file: rows
            .table()
            .path()
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        timed: picks.len(),
        ns_per_byte: seconds * 1e9 / decoded.max(1) as f64,
    })
}

impl Decoding {
    fn per_lookup(&self, n: u64) -> f64 {
        n as f64 / self.lookups.max(1) as f64
    }

    pub(super) fn json(&self) -> Json {
        json!({"lookups": self.lookups,
            "bytes_decoded_per_lookup": self.per_lookup(self.bytes),
            "blocks_begun_per_lookup": self.per_lookup(self.blocks),
            "timed_file": self.file, "timed_blocks": self.timed,
            "decode_ns_per_byte": self.ns_per_byte})
    }

    pub(super) fn text(&self) -> String {
        format!(
            "Decoding: a position and all its moves decoded {:.0} bytes in {:.1} blocks on \
             average ({} lookups, both passes); {} decodes at {:.1} ns a byte ({} whole \
             blocks at random, each read once before)",
            self.per_lookup(self.bytes),
            self.per_lookup(self.blocks),
            self.lookups,
            self.file,
            self.ns_per_byte,
            self.timed
        )
    }
}
