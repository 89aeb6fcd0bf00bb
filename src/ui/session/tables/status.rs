//! What the app says of its tables: the table a game asks for ([`TableTarget`]), a build's
//! progress and end, each table's status, and the words of their times, sizes and costs.

use crate::solver::fox_geese::remote_table::Rules;
use crate::solver::fox_geese::table::Estimate;
use crate::words::{FluentValue, decimal, message};

/// A table the app can build: every position of up to this many geese, with or without
/// sideways moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableTarget {
    /// The most geese.
    pub geese: usize,
    /// The game.
    pub rules: Rules,
}

/// How the last build ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Every layer asked for is built.
    Finished,
    /// The user stopped it; the finished layers are kept.
    Stopped,
    /// It failed (a full disk, say): what went wrong.
    Failed(String),
}

/// A build at work, as the panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct BuildProgress {
    /// The finished layer whose captures are worked out again before the table grows.
    pub preparing: Option<usize>,
    /// The layer whose file, in an earlier version's layout, is being converted.
    pub converting: Option<usize>,
    /// The geese of the layer at work (`None` while the finished layers are read back).
    pub geese: Option<usize>,
    /// The layer's place among those this build makes, from 1.
    pub layer: usize,
    /// How many layers this build makes.
    pub layers: usize,
    /// The most geese the build goes up to.
    pub target: usize,
    /// The fraction of the layer done, 0 to 1.
    pub layer_done: f32,
    /// The fraction of the whole build done, 0 to 1.
    pub done: f32,
    /// About how many seconds are left.
    pub seconds_left: f64,
    /// Whether a cancel was asked for (the build stops at its next check).
    pub stopping: bool,
}

/// What the app says about the table of a variant that has one.
#[derive(Clone, Debug, PartialEq)]
pub enum TableStatus {
    /// Every position of the variant is in the table.
    Complete,
    /// A build is at work.
    Building(BuildProgress),
    /// The table cannot be used: what is wrong, and what building it again takes.
    Damaged {
        /// What is wrong, naming the file (a [`StoreError`](crate::store::StoreError)'s words).
        what: String,
        /// What a build from scratch takes.
        rebuild: Estimate,
        /// Whether the table is sound but in an earlier version's layout, which a build
        /// converts without solving again.
        old_layout: bool,
    },
    /// The remoteness table is not built, or only for fewer geese: the offer of a build.
    Offer {
        /// The most geese of the positions whose verdicts are exact already (from the
        /// remoteness table, or the W/L table where it covers more), if any.
        built: Option<usize>,
        /// Whether the W/L table covers every position of the variant (its verdicts say
        /// who wins, not in how many moves).
        wins_known: bool,
        /// What building the rest takes.
        estimate: Estimate,
        /// How the last build ended, if one ran in this session.
        ended: Option<Ended>,
    },
}

/// A duration as people read it: "40 s", "12 min", "1.5 h".
pub fn duration(seconds: f64) -> String {
    let (id, value) = if seconds < 60.0 {
        ("view-seconds", format!("{:.0}", seconds.max(1.0)))
    } else if seconds < 5400.0 {
        ("view-minutes", format!("{:.0}", seconds / 60.0))
    } else {
        ("view-hours", decimal(format!("{:.1}", seconds / 3600.0)))
    };
    message(id, &[("value", FluentValue::from(value))])
}

/// A size as people read it: "830 MB", "2.4 GB".
pub fn size(bytes: u64) -> String {
    let bytes = bytes as f64;
    let (id, value) = if bytes < 1e6 {
        ("view-kilobytes", format!("{:.0}", (bytes / 1e3).max(1.0)))
    } else if bytes < 1e9 {
        ("view-megabytes", format!("{:.0}", bytes / 1e6))
    } else {
        ("view-gigabytes", decimal(format!("{:.1}", bytes / 1e9)))
    };
    message(id, &[("value", FluentValue::from(value))])
}

/// What a build takes, in a sentence: "about 11 min on 2 threads, 2.4 GB on disk and 3.7
/// GB of memory".
pub fn costs(estimate: &Estimate, threads: usize) -> String {
    crate::tr!(
        "view-costs",
        time = duration(estimate.seconds),
        threads = threads,
        disk = size(estimate.disk_bytes),
        memory = size(estimate.memory_bytes)
    )
}
