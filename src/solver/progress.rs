//! Progress reporting and cancellation shared between a solving thread and its watchers.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use thiserror::Error;

/// The work was cancelled before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("cancelled")]
pub struct Cancelled;

/// Counters a long computation updates and a watcher reads; also carries the cancel flag.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    cancel: AtomicBool,
    phase: Mutex<&'static str>,
}

impl Progress {
    /// Fresh counters.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Starts a named phase of `total` steps.
    pub fn set_phase(&self, phase: &'static str, total: usize) {
        if let Ok(mut p) = self.phase.lock() {
            *p = phase;
        }
        self.set(0, total);
    }

    /// Records progress.
    pub fn set(&self, done: usize, total: usize) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// (done, total, phase) as last recorded.
    pub fn snapshot(&self) -> (usize, usize, &'static str) {
        let phase = self.phase.lock().map(|p| *p).unwrap_or("");
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
            phase,
        )
    }

    /// The fraction done, 0 to 1.
    pub fn fraction(&self) -> f32 {
        let (done, total, _) = self.snapshot();
        if total == 0 {
            0.0
        } else {
            (done as f32 / total as f32).min(1.0)
        }
    }

    /// Asks the computation to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether a cancel was asked for.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// `Err(Cancelled)` once a cancel was asked for; computations call it now and then.
    pub fn check(&self) -> Result<(), Cancelled> {
        if self.is_cancelled() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }
}
