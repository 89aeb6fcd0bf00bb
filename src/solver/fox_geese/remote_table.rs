//! The remoteness table on disk and its answers: for every position without sideways moves,
//! how many plies the game lasts with perfect play, and so who wins.
//!
//! The folder `fox-geese-remoteness` of the cache holds, for every goose count from 4 up to
//! the top, `plies-KK.kbt`: the remoteness of every position with the geese to move, a byte
//! per stored set and empty point, sets in the order of the build ([`super::slices`]: row
//! sums from the highest down, sets in slice order), points in grid order, as coded rows
//! (a row a set, blocks of about [`PLIES_BLOCK`] bytes, [`crate::store::Rows`]), and
//! `summary.kbt` lists the finished counts with their figures. While a build runs, `after-KK.kbt` holds the after-capture
//! keys of the count the next one is computed from; none is kept once it ends
//! ([`super::remote_build`]). The W/L table's folder is not touched.
//!
//! Every file's id names the layout, the block length and the fingerprint of the board's
//! geometry ([`super::geometry::Geometry::fingerprint`]): a table built for other rules is
//! refused as foreign.
//!
//! The fox to move's remoteness follows from the stored one by one ply: the best, for the
//! fox, of its steps (to a position with the geese to move) and of its capture chains (it
//! may stop after any jump; below four geese the geese have lost at once).

use super::build::{FIRST_LAYER, width};
use super::geometry::{bits, geometry, mirror};
pub(super) use super::remote_files::summary_id;
pub use super::remote_files::summary_path;
pub use super::remote_files::{
    AFTER_BLOCK, AFTER_LEVEL, PLIES_BLOCK, Rules, ZSTD_PLIES_BLOCK, after_id, after_path, plies_id,
    plies_path, plies_rows, remote_dir, rules_dir, zstd_plies_id,
};
use super::slice::{self, NONE, key, up};
use super::slices::slices;
use super::table::{Summary, TableError};
use crate::core::{Game, Outcome, Value};
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::store::{Blocks, Partial, Rows, StoreError, TableId};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// How many decoded blocks a table keeps for the next lookups (at most 16 MiB, filled as
/// blocks are read).
const CACHED_BLOCKS: usize = 32_768;

/// One place of the cache of decoded blocks: the count and the block (decoded as far as
/// it was read) it holds.
#[derive(Debug, Default)]
struct Slot {
    /// The count of the block held (`None`: empty).
    count: Option<usize>,
    block: Partial,
}

/// Where each slice of `count` starts in the file order, in sets, by row sum; and the sets
/// in all.
pub(super) fn slice_starts(count: usize) -> (Vec<u64>, u64) {
    let sl = slices();
    let sums = sl.sums(count);
    let mut starts = vec![u64::MAX; sums.last().map_or(0, |&s| s + 1)];
    let mut at = 0;
    for &sum in sums.iter().rev() {
        starts[sum] = at;
        at += sl.size(count, sum);
    }
    (starts, at)
}

/// The bytes of a plies or after-capture file of `count` geese before compression: a byte
/// per stored set and empty point.
pub fn stored_len(count: usize) -> u64 {
    slice_starts(count).1 * width(count) as u64
}

/// Refuses the file `path` that holds `found` bytes before compression, not `expected`.
fn holds(path: &Path, found: u64, expected: u64) -> Result<(), StoreError> {
    if found != expected {
        return Err(StoreError::Corrupt {
            path: path.to_owned(),
            what: format!("it holds {found} positions, not the {expected} of its layout"),
        });
    }
    Ok(())
}

/// Opens the blocks file `path` of `id` and checks that it holds `expected` bytes.
pub(super) fn open_blocks(path: &Path, id: &TableId, expected: u64) -> Result<Blocks, StoreError> {
    let blocks = Blocks::open(path, id)?;
    holds(path, blocks.raw_len(), expected)?;
    Ok(blocks)
}

/// Opens the plies file `path` of `id` and checks that it holds `expected` bytes.
pub(super) fn open_rows(path: &Path, id: &TableId, expected: u64) -> Result<Rows, StoreError> {
    let rows = Rows::open(path, id)?;
    holds(path, rows.raw_len(), expected)?;
    Ok(rows)
}

/// Whether `path` is a sound plies file of `count` geese as earlier versions wrote it (zstd
/// blocks), which a build converts: its header and directory, not every block.
pub(super) fn is_zstd_plies(path: &Path, count: usize, rules: Rules) -> bool {
    open_blocks(path, &zstd_plies_id(count, rules), stored_len(count)).is_ok()
}

/// Reads the summary of the remoteness table of `rules` in its folder `dir`.
pub fn summary(dir: &Path, rules: Rules) -> Result<Summary, StoreError> {
    let table = crate::store::Table::open(&summary_path(dir), &summary_id(rules))?;
    let bytes = table.bytes(0..table.len())?;
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        path: summary_path(dir),
        what: format!("its summary does not read: {e}"),
    })
}

/// One count's plies, open.
#[derive(Debug)]
struct Count {
    rows: Rows,
    starts: Vec<u64>,
    width: u64,
}

/// The remoteness table, open: every count from four up to its top.
#[derive(Debug)]
pub struct RemoteTable {
    rules: Rules,
    dir: PathBuf,
    counts: Vec<Option<Count>>,
    /// Decompressed blocks, each in the place its number gives (a new block replaces the
    /// one there): no allocation once a place is filled, one lock per place.
    cache: Box<[Mutex<Slot>]>,
    /// What the lookups decoded since the table was opened: bytes, and blocks begun.
    decoded: [AtomicU64; 2],
}

/// Opens the remoteness table in `cache` for positions of up to `geese` geese: maps the
/// files and checks their headers and directories; every block is checked against its
/// checksum the first time it is read.
pub fn open(cache: &Path, geese: usize) -> Result<RemoteTable, TableError> {
    open_with(cache, geese, Rules::NoSideways)
}

/// [`open`] for the table of `rules`.
pub fn open_with(cache: &Path, geese: usize, rules: Rules) -> Result<RemoteTable, TableError> {
    let dir = rules_dir(cache, rules);
    let damaged = |source| TableError::Damaged {
        dir: dir.clone(),
        source,
    };
    let summary = match summary(&dir, rules) {
        Ok(s) => s,
        Err(StoreError::Missing { .. }) => return Err(TableError::Missing { dir, geese }),
        Err(e) => return Err(damaged(e)),
    };
    if summary.top() < geese {
        return Err(TableError::Missing { dir, geese });
    }
    let mut counts = Vec::new();
    for count in 0..=geese {
        counts.push(if count < FIRST_LAYER {
            None
        } else {
            let (starts, sets) = slice_starts(count);
            let w = width(count) as u64;
            let path = plies_path(&dir, count);
            let rows = match open_rows(&path, &plies_id(count, rules), sets * w) {
                Ok(rows) => rows,
                Err(StoreError::Foreign { .. }) if is_zstd_plies(&path, count, rules) => {
                    return Err(TableError::Convert { dir, path });
                }
                Err(e) => return Err(damaged(e)),
            };
            Some(Count {
                rows,
                starts,
                width: w,
            })
        });
    }
    Ok(RemoteTable {
        rules,
        dir,
        counts,
        cache: (0..CACHED_BLOCKS).map(|_| Mutex::default()).collect(),
        decoded: Default::default(),
    })
}

/// Opens every finished count of the remoteness table in `cache`, or says why there is none.
pub fn open_built(cache: &Path) -> Result<RemoteTable, TableError> {
    open_built_with(cache, Rules::NoSideways)
}

/// [`open_built`] for the table of `rules`.
pub fn open_built_with(cache: &Path, rules: Rules) -> Result<RemoteTable, TableError> {
    let dir = rules_dir(cache, rules);
    match summary(&dir, rules) {
        Ok(done) if !done.layers.is_empty() => open_with(cache, done.top(), rules),
        Ok(_) => Err(TableError::Missing {
            dir,
            geese: FIRST_LAYER,
        }),
        Err(StoreError::Missing { path }) => Err(super::folder::no_summary(dir, path)),
        Err(source) => Err(TableError::Damaged { dir, source }),
    }
}

impl RemoteTable {
    /// The table's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The game it solves.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The most geese a position may have.
    pub fn top(&self) -> usize {
        self.counts.len().saturating_sub(1)
    }

    /// Whether the table covers a position with this many geese.
    pub fn covers(&self, geese: usize) -> bool {
        geese <= self.top()
    }

    /// Checks every block of every count, reporting (bytes done, bytes in all).
    pub fn verify(&self, progress: &mut dyn FnMut(u64, u64)) -> Result<(), TableError> {
        let files: Vec<&Rows> = self.counts.iter().flatten().map(|c| &c.rows).collect();
        let total: u64 = files.iter().map(|r| r.table().len()).sum();
        let mut before = 0;
        for rows in files {
            rows.verify_all(|done, _| progress(before + done, total))
                .map_err(|source| TableError::Damaged {
                    dir: self.dir.clone(),
                    source,
                })?;
            before += rows.table().len();
        }
        Ok(())
    }

    /// The remoteness with the geese to move of the grid set `geese` (at least four) and
    /// the fox on grid bit `fox`.
    pub fn geese_plies(&self, geese: u64, fox: u32) -> Result<u8, StoreError> {
        let count = geese.count_ones() as usize;
        let Some(Some(c)) = self.counts.get(count) else {
            return Err(StoreError::Missing {
                path: plies_path(&self.dir, count),
            });
        };
        let place = slices().locate(geese);
        let (stored, cell) = if place.mirrored {
            (mirror(geese), u32::from(slice::MIRROR_CELL[fox as usize]))
        } else {
            (geese, fox)
        };
        let empty = geometry().board & !stored;
        debug_assert!(empty & (1 << cell) != 0, "the fox is on an empty point");
        let i = u64::from((empty & ((1u64 << cell) - 1)).count_ones());
        let at = (c.starts[place.sum] + place.at) * c.width + i;
        let block_len = c.rows.block_len();
        self.byte(count, c, at / block_len, (at % block_len) as usize)
    }

    /// Byte `at` of `block` of `count`, from the cache when it was decoded that far.
    fn byte(&self, count: usize, c: &Count, block: u64, at: usize) -> Result<u8, StoreError> {
        let place = (block as usize)
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(count.wrapping_mul(0x85EB_CA6B))
            % CACHED_BLOCKS;
        let mut slot = self.cache[place].lock().expect("not poisoned");
        let slot = &mut *slot;
        if slot.count != Some(count) {
            slot.block = Partial::default();
            slot.count = Some(count);
        }
        // A block begun afresh counts once, and every byte it decodes.
        let begun = slot.block.block() != Some(block);
        let held = if begun { 0 } else { slot.block.decoded() };
        let byte = c.rows.byte(block, at, &mut slot.block);
        let [bytes, blocks] = &self.decoded;
        if begun && slot.block.block() == Some(block) {
            blocks.fetch_add(1, Ordering::Relaxed);
        }
        let fresh = slot.block.decoded().saturating_sub(held);
        if fresh > 0 {
            bytes.fetch_add(fresh as u64, Ordering::Relaxed);
        }
        byte
    }

    /// The plies file of `count` geese, open, if the table holds it.
    pub fn plies(&self, count: usize) -> Option<&Rows> {
        self.counts.get(count)?.as_ref().map(|c| &c.rows)
    }

    /// The bytes the lookups decoded since the table was opened, and the blocks whose
    /// decoding they began (a block begun again after it left the cache counts again):
    /// what a lookup costs is mostly these.
    pub fn decoded(&self) -> (u64, u64) {
        let [bytes, blocks] = &self.decoded;
        (
            bytes.load(Ordering::Relaxed),
            blocks.load(Ordering::Relaxed),
        )
    }

    /// The fox's best capture chain from `fox` (at least one jump; it may stop after any),
    /// as a key for the fox ([`NONE`] without a capture).
    fn chain(&self, geese: u64, fox: u32) -> Result<u8, StoreError> {
        let geo = geometry();
        let empty = geo.board & !geese;
        let mut best = NONE;
        for goose in bits(geese) {
            for &(from, to) in &geo.jumps_over[goose as usize] {
                if u32::from(from) != fox || empty & (1 << to) == 0 {
                    continue;
                }
                let left = geese & !(1 << goose);
                let to = u32::from(to);
                let landed = if (left.count_ones() as usize) < FIRST_LAYER {
                    // Fewer than four geese: they have lost.
                    key(0)
                } else {
                    key(self.geese_plies(left, to)?).max(self.chain(left, to)?)
                };
                best = best.max(landed);
                if best == key(0) {
                    // The geese have lost at once: nothing is better for the fox.
                    return Ok(best);
                }
            }
        }
        Ok(best)
    }

    /// The remoteness with the fox to move on grid bit `fox` against `geese`.
    pub fn fox_plies(&self, geese: u64, fox: u32) -> Result<u8, StoreError> {
        let geo = geometry();
        let empty = geo.board & !geese;
        let mut best = self.chain(geese, fox)?;
        for step in bits(geo.steps_into(1 << fox) & empty) {
            best = best.max(key(self.geese_plies(geese, step)?));
        }
        Ok(slice::remoteness(up(best)))
    }

    /// The value of `pos` for its side to move, or `None` when the game is not the table's
    /// (with sideways moves or without) or the position has more geese than the table
    /// holds. A finished game answers by its outcome.
    pub fn value(&self, game: &FoxGeese, pos: &Position) -> Result<Option<Value>, StoreError> {
        if game.variant().sideways != self.rules.sideways() {
            return Ok(None);
        }
        if let Some(outcome) = game.outcome(pos) {
            return Ok(Some(if outcome == Outcome::Winner(pos.to_move.seat()) {
                Value::Win(0)
            } else {
                Value::Loss(0)
            }));
        }
        if !self.covers(pos.geese.len()) {
            return Ok(None);
        }
        let geo = geometry();
        let geese = geo.grid(pos.geese);
        let fox = geo.cell(pos.fox);
        let plies = match pos.to_move {
            Side::Geese => self.geese_plies(geese, fox)?,
            Side::Fox => self.fox_plies(geese, fox)?,
        };
        // Every end is a loss for the side to move: it wins when the count is odd.
        let plies32 = u32::from(plies);
        Ok(Some(if plies == slice::DRAWN {
            Value::Draw
        } else if plies % 2 == 1 {
            Value::Win(plies32)
        } else {
            Value::Loss(plies32)
        }))
    }
}

impl crate::solver::exact::WinTable<FoxGeese> for RemoteTable {
    fn mover_wins(&self, game: &FoxGeese, pos: &Position) -> Result<Option<bool>, StoreError> {
        Ok(RemoteTable::value(self, game, pos)?.map(|v| matches!(v, Value::Win(_))))
    }

    fn value(&self, game: &FoxGeese, pos: &Position) -> Result<Option<Value>, StoreError> {
        RemoteTable::value(self, game, pos)
    }

    fn knows_remoteness(&self) -> bool {
        true
    }
}
