//! Where the parts of a saved solution's payload lie, and the numbers read from them.

use super::PRELUDE;
use crate::store::{StoreError, Table};

/// Where each part of the payload lies, after the prelude.
pub(super) struct Sections {
    pub(super) values: std::ops::Range<u64>,
    depth: std::ops::Range<u64>,
    shortest_games: std::ops::Range<u64>,
    out_degree: std::ops::Range<u64>,
    pub(super) codes: std::ops::Range<u64>,
}

impl Sections {
    /// The sections of `n` positions of `frames` values each, in a payload of `len` bytes
    /// whose codes start at `fixed`.
    pub(super) fn of(n: usize, frames: usize, len: u64, fixed: u64) -> Sections {
        let mut at = PRELUDE;
        let mut next = |bytes: usize| {
            let range = at..at + bytes as u64;
            at = range.end;
            range
        };
        Sections {
            values: next(4 * n * frames),
            depth: next(4 * n),
            shortest_games: next(8 * n),
            out_degree: next(n),
            codes: fixed..len,
        }
    }
}

/// The numbers of a saved solution, each per position (the values per position and frame).
pub(super) struct Numbers {
    pub(super) values: Vec<u32>,
    pub(super) depth: Vec<u32>,
    pub(super) shortest_games: Vec<u64>,
    pub(super) out_degree: Vec<u8>,
}

/// Reads the numbers of the payload's `sections`; a value with an unknown tag is damage.
pub(super) fn read_numbers(
    table: &Table,
    sections: &Sections,
    corrupt: impl Fn(String) -> StoreError,
) -> Result<Numbers, StoreError> {
    let values: Vec<u32> = words(table.bytes(sections.values.clone())?);
    if let Some(bad) = values.iter().position(|v| v & 3 == 3) {
        return Err(corrupt(format!("value {bad} has an unknown tag")));
    }
    Ok(Numbers {
        values,
        depth: words(table.bytes(sections.depth.clone())?),
        shortest_games: table
            .bytes(sections.shortest_games.clone())?
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
            .collect(),
        out_degree: table.bytes(sections.out_degree.clone())?.to_vec(),
    })
}

/// Little-endian u32s.
fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
        .collect()
}
