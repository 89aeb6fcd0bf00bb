//! What the builds of the tables share: the counts a build computes, in order, and how far
//! through their work it is, for the progress bar and the time left.

use super::build::FIRST_LAYER;
use crate::solver::progress::Progress;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Instant;

/// The goose counts a build computes, in order: from four geese up to the largest damaged
/// count (`repair_to`), then after the `top` count up to `geese`.
pub(super) fn build_order(repair_to: Option<usize>, top: usize, geese: usize) -> Vec<usize> {
    let mut order: Vec<usize> = repair_to.map_or_else(Vec::new, |r| (FIRST_LAYER..=r).collect());
    order.extend(top + 1..=geese);
    order
}

/// A build's work, how much of it is done, and when it started.
pub(super) struct Work {
    /// The work in all, in the units the build counts.
    pub(super) total: u64,
    done: AtomicU64,
    /// Of those, the units a stopped build had done, which say nothing of the pace.
    kept: u64,
    started: Instant,
}

impl Work {
    /// Work of `total` units, starting now.
    pub(super) fn new(total: u64) -> Work {
        Work {
            total,
            done: AtomicU64::new(0),
            kept: 0,
            started: Instant::now(),
        }
    }

    /// Leaves out of the pace `elapsed`, spent on other work (a growth's preparation).
    pub(super) fn exclude(&mut self, elapsed: std::time::Duration) {
        self.started += elapsed;
    }

    /// Counts `n` units as done that a stopped build did (taken up, not done again), and
    /// tells `progress`; they are left out of the pace.
    pub(super) fn keep(&mut self, n: u64, progress: &Progress) {
        self.kept += n;
        self.step(n, progress);
    }

    /// The seconds left at the pace so far, once there is one (after a second).
    pub(super) fn seconds_left(&self) -> Option<f64> {
        let spent = self.started.elapsed().as_secs_f64();
        let finished = self.done.load(Relaxed);
        let paced = finished - self.kept;
        (paced > 0 && spent > 1.0).then(|| spent * (self.total - finished) as f64 / paced as f64)
    }

    /// Counts `n` more units done, and tells `progress`.
    pub(super) fn step(&self, n: u64, progress: &Progress) {
        let d = self.done.fetch_add(n, Relaxed) + n;
        progress.set(d as usize, self.total as usize);
    }
}
