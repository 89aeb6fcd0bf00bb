//! The remoteness tables' files: the two rule sets (`Rules`), their folders, the ids that
//! tie each file to its layout, block length and board geometry, the files' names, and the
//! blocks and compression they are written with.

use super::build::width;
use super::folder::RULES_VERSION;
use super::geometry::geometry;
use crate::store::TableId;
use std::path::{Path, PathBuf};

/// About the block length of a plies file (coded rows, [`crate::store::Rows`]): a block
/// holds as many whole rows as fit, at least one; a lookup decodes part of one block.
pub const PLIES_BLOCK: u32 = 640;

/// The block length of the plies files of earlier versions (zstd blocks), which a build
/// converts ([`zstd_plies_id`]).
pub const ZSTD_PLIES_BLOCK: u32 = 4096;

/// The block length of an after-capture file, read slice by slice by the next build.
pub const AFTER_BLOCK: u32 = 256 * 1024;

/// The zstd level of the after-capture files, written once and read once: at 13 geese
/// level 1 is both quicker and 10% smaller than level 3 on these blocks.
pub const AFTER_LEVEL: i32 = 1;

/// Which game a remoteness table solves: without or with sideways goose steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// The geese step only up a row: no draws.
    NoSideways,
    /// The geese may also step sideways: play can cycle, and some positions are drawn.
    Sideways,
}

impl Rules {
    /// The rules of a game with or without the sideways option.
    pub fn of(sideways: bool) -> Rules {
        if sideways {
            Rules::Sideways
        } else {
            Rules::NoSideways
        }
    }

    /// Whether the geese may step sideways.
    pub fn sideways(self) -> bool {
        self == Rules::Sideways
    }

    fn variant(self) -> &'static str {
        match self {
            Rules::NoSideways => "no-sideways",
            Rules::Sideways => "sideways",
        }
    }

    /// The geometry the table depends on, for its files' ids.
    fn geometry(self) -> String {
        let geo = geometry();
        match self {
            Rules::NoSideways => format!("board geometry {:08x}", geo.fingerprint()),
            Rules::Sideways => format!(
                "board geometry {:08x}, sideways steps {:08x}",
                geo.fingerprint(),
                geo.sideways_fingerprint()
            ),
        }
    }

    /// How a plies file holds a value.
    fn encoding(self) -> &'static str {
        match self {
            Rules::NoSideways => "remoteness-plies-u8",
            Rules::Sideways => "remoteness-plies-u8, 255 a draw",
        }
    }
}

/// The remoteness table's folder inside the cache folder (the game without sideways).
pub fn remote_dir(cache: &Path) -> PathBuf {
    rules_dir(cache, Rules::NoSideways)
}

/// The folder of the remoteness table of `rules` inside the cache folder.
pub fn rules_dir(cache: &Path, rules: Rules) -> PathBuf {
    match rules {
        Rules::NoSideways => cache.join("fox-geese-remoteness"),
        Rules::Sideways => cache.join("fox-geese-sideways"),
    }
}

pub(super) fn id(layout: String, encoding: &str, rules: Rules) -> TableId {
    TableId {
        game: "fox-geese".into(),
        variant: rules.variant().into(),
        rules_version: RULES_VERSION,
        layout,
        encoding: encoding.into(),
    }
}

/// Rows (sets) a block of the plies file of `count` geese.
pub fn plies_rows(count: usize) -> u32 {
    (PLIES_BLOCK / width(count) as u32).max(1)
}

/// The id of the plies file of `count` geese.
pub fn plies_id(count: usize, rules: Rules) -> TableId {
    id(
        format!(
            "geese to move remoteness: sets of {count} geese in the slice index v1 (row sums \
             from the highest down), {} bytes per set over its empty points in grid order, \
             coded rows, {} rows a block; {}",
            width(count),
            plies_rows(count),
            rules.geometry()
        ),
        rules.encoding(),
        rules,
    )
}

/// The id of the plies file of `count` geese as earlier versions wrote it, in zstd blocks
/// of [`ZSTD_PLIES_BLOCK`] bytes: a build converts such a file.
pub fn zstd_plies_id(count: usize, rules: Rules) -> TableId {
    id(
        format!(
            "geese to move remoteness: sets of {count} geese in the slice index v1 (row sums \
             from the highest down), {} bytes per set over its empty points in grid order, \
             zstd blocks of {ZSTD_PLIES_BLOCK} bytes; {}",
            width(count),
            rules.geometry()
        ),
        rules.encoding(),
        rules,
    )
}

/// The id of the after-capture file of `count` geese.
pub fn after_id(count: usize, rules: Rules) -> TableId {
    id(
        format!(
            "after-capture keys: sets of {count} geese in the slice index v1 (row sums from \
             the highest down), {} bytes per set over its empty points in grid order, zstd \
             blocks of {AFTER_BLOCK} bytes; {}",
            width(count),
            rules.geometry()
        ),
        "remoteness-keys-u8",
        rules,
    )
}

/// The id of the summary.
pub(super) fn summary_id(rules: Rules) -> TableId {
    id("remoteness build summary, JSON".into(), "json", rules)
}

/// The plies file of `count` geese in the table folder `dir`.
pub fn plies_path(dir: &Path, count: usize) -> PathBuf {
    dir.join(format!("plies-{count:02}.kbt"))
}

/// The after-capture file of `count` geese in the table folder `dir`.
pub fn after_path(dir: &Path, count: usize) -> PathBuf {
    dir.join(format!("after-{count:02}.kbt"))
}

/// The summary of the remoteness table in its folder `dir`: the finished counts and their
/// figures.
pub fn summary_path(dir: &Path) -> PathBuf {
    dir.join("summary.kbt")
}
