//! Where the parts of a saved solution's payload lie, and the columns read from them.

use super::super::column::Word;
use super::super::{Column, UNSEEN, side_by_side, two_cores};
use super::PRELUDE;
use crate::store::{StoreError, Table};
use std::ops::Range;
use std::sync::Arc;

/// Where each part of the payload lies, after the prelude: the widest numbers first, so
/// that every part starts aligned for its numbers (the payload starts on a page).
pub(super) struct Sections {
    shortest_games: Range<u64>,
    values: Range<u64>,
    depth: Range<u64>,
    /// Whether the game numbers its positions (then the numbers and the lookup are there,
    /// not the codes).
    numbered: bool,
    /// The positions' numbers, u32 each, when the game numbers them.
    numbers: Range<u64>,
    /// The id of every number of the game's index, u32 each ([`UNSEEN`] if not reached),
    /// when the game numbers its positions.
    lookup: Range<u64>,
    out_degree: Range<u64>,
    /// The positions' codes, when the game does not number them.
    pub(super) codes: Range<u64>,
}

impl Sections {
    /// The sections of `n` positions of `frames` values each, whose game has `size`
    /// numbers if it numbers its positions (else `None`), in a payload of `len` bytes.
    pub(super) fn of(n: u64, frames: u64, size: Option<u64>, len: u64) -> Sections {
        let mut at = PRELUDE;
        let mut next = |bytes: u64| {
            let range = at..at + bytes;
            at = range.end;
            range
        };
        let shortest_games = next(8 * n);
        let values = next(4 * n * frames);
        let depth = next(4 * n);
        let numbers = next(if size.is_some() { 4 * n } else { 0 });
        let lookup = next(4 * size.unwrap_or(0));
        let out_degree = next(n);
        let codes = at..len.max(at);
        Sections {
            numbered: size.is_some(),
            shortest_games,
            values,
            depth,
            numbers,
            lookup,
            out_degree,
            codes,
        }
    }

    /// Where the codes start: the length of everything else (with the prelude).
    pub(super) fn fixed(&self) -> u64 {
        self.codes.start
    }
}

/// The columns of a saved solution, read in place.
pub(super) struct Columns {
    pub(super) values: Column<u32>,
    pub(super) depth: Column<u32>,
    pub(super) shortest_games: Column<u64>,
    pub(super) out_degree: Column<u8>,
    /// The positions and their lookup, when the game numbers its positions.
    pub(super) numbered: Option<(Column<u32>, Column<u32>)>,
}

/// Reads the columns of the payload's `sections` (each a whole number of its numbers),
/// checked against their checksums first, half of the payload on each core.
pub(super) fn read_columns(table: &Arc<Table>, sections: &Sections) -> Result<Columns, StoreError> {
    let len = table.len();
    let half = if two_cores() { len / 2 } else { len };
    let (first, second) = side_by_side(|| table.bytes(0..half), || table.bytes(half..len));
    first?;
    second?;
    Ok(Columns {
        values: column(table, &sections.values)?,
        depth: column(table, &sections.depth)?,
        shortest_games: column(table, &sections.shortest_games)?,
        out_degree: column(table, &sections.out_degree)?,
        numbered: if sections.numbered {
            Some((
                column(table, &sections.numbers)?,
                column(table, &sections.lookup)?,
            ))
        } else {
            None
        },
    })
}

/// The numbers of the payload's `range`, read in place.
fn column<T: Word>(table: &Arc<Table>, range: &Range<u64>) -> Result<Column<T>, StoreError> {
    table.checked(range.clone()).map(Column::read)
}

/// Checks that the values have known tags and that the positions' numbers and the lookup
/// are each other's inverse (so every number is a position of the game's index, listed
/// once), half on each core.
pub(super) fn check_columns(columns: &Columns) -> Result<(), String> {
    let values = &*columns.values;
    let tags = || match values.iter().position(|v| v & 3 == 3) {
        Some(bad) => Err(format!("value {bad} has an unknown tag")),
        None => Ok(()),
    };
    let Some((numbers, lookup)) = &columns.numbered else {
        return tags();
    };
    let n = numbers.len();
    let middle = if two_cores() { n / 2 } else { n };
    let (first, second) = side_by_side(
        || tags().and(inverse(numbers, lookup, 0..middle)),
        || {
            let reached = lookup.iter().filter(|&&id| id != UNSEEN).count();
            if reached != n {
                return Err(format!("its lookup lists {reached} positions, not {n}"));
            }
            inverse(numbers, lookup, middle..n)
        },
    );
    first.and(second)
}

/// Checks that the lookup gives back the id of each position of `ids` from its number.
fn inverse(numbers: &[u32], lookup: &[u32], ids: Range<usize>) -> Result<(), String> {
    for id in ids {
        let number = numbers[id] as usize;
        let Some(&found) = lookup.get(number) else {
            return Err(format!("position {id}'s number {number} is no position"));
        };
        if found as usize != id {
            let other = found as usize;
            return Err(if numbers.get(other) == Some(&numbers[id]) {
                format!("position {} is listed twice", id.max(other))
            } else {
                format!("the lookup does not give position {id} back from its number {number}")
            });
        }
    }
    Ok(())
}
