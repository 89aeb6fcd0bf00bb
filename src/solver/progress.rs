//! Progress reporting and cancellation shared between a solving thread and its watchers.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use thiserror::Error;

/// The work was cancelled before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("cancelled")]
pub struct Cancelled;

/// The phases of the long work, each named by a message `view-phase-<key>` in every
/// language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Before the work names a phase.
    #[default]
    Starting,
    /// A file or pasted game being read and parsed.
    Reading,
    /// The moves of a record being replayed.
    Replaying,
    /// A saved solve being read back.
    ReadingSavedSolve,
    /// The positions reachable from the start being listed.
    ExploringPositions,
    /// Each position linked to its children.
    LinkingPositions,
    /// The values propagated back from the ends.
    Solving,
    /// The reachable positions counted.
    CountingPositions,
    /// The shortest games found.
    FindingShortestGames,
    /// A search of one position.
    Searching,
    /// A Fox and Geese table built.
    SolvingFoxGeese,
    /// The finished layers of a Fox and Geese table checked.
    CheckingLayers,
    /// What a Fox and Geese table needs to grow worked out again from its files.
    PreparingGrowth,
}

impl Phase {
    /// Every phase.
    pub const ALL: [Phase; 13] = [
        Phase::Starting,
        Phase::Reading,
        Phase::Replaying,
        Phase::ReadingSavedSolve,
        Phase::ExploringPositions,
        Phase::LinkingPositions,
        Phase::Solving,
        Phase::CountingPositions,
        Phase::FindingShortestGames,
        Phase::Searching,
        Phase::SolvingFoxGeese,
        Phase::CheckingLayers,
        Phase::PreparingGrowth,
    ];

    /// The key of its message, `view-phase-<key>`.
    pub fn key(self) -> &'static str {
        match self {
            Phase::Starting => "starting",
            Phase::Reading => "reading",
            Phase::Replaying => "replaying",
            Phase::ReadingSavedSolve => "reading-saved-solve",
            Phase::ExploringPositions => "exploring-positions",
            Phase::LinkingPositions => "linking-positions",
            Phase::Solving => "solving",
            Phase::CountingPositions => "counting-positions",
            Phase::FindingShortestGames => "finding-the-shortest-games",
            Phase::Searching => "searching",
            Phase::SolvingFoxGeese => "solving-fox-and-geese",
            Phase::CheckingLayers => "checking-the-finished-layers",
            Phase::PreparingGrowth => "preparing-to-grow-the-table",
        }
    }
}

/// Counters a long computation updates and a watcher reads; also carries the cancel flag.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    cancel: AtomicBool,
    phase: Mutex<Phase>,
}

impl Progress {
    /// Fresh counters.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Starts a named phase of `total` steps.
    pub fn set_phase(&self, phase: Phase, total: usize) {
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
    pub fn snapshot(&self) -> (usize, usize, Phase) {
        let phase = self.phase.lock().map(|p| *p).unwrap_or_default();
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

/// A watcher's estimate of the time a phase of work has left, from readings of its fraction
/// done: the pace (fraction per second) over the last few seconds (or over its last few
/// steps, when the work reports in steps further apart), and the estimate it gives
/// smoothed, so that it neither jumps with each reading nor with the steps in which the
/// work reports. A recent pace rather than the average since the start, because a phase
/// may not start at 0 (exploring positions counts those found so far) nor keep its pace.
#[derive(Clone, Debug, Default)]
pub struct TimeLeft {
    /// The phase measured and when it started.
    phase: Option<(Phase, Instant)>,
    /// The readings (time, fraction) of the last [`TimeLeft::WINDOW`], and the one before.
    readings: VecDeque<(Instant, f32)>,
    /// The last [`TimeLeft::CHANGES`] readings at which the fraction moved.
    changes: VecDeque<(Instant, f32)>,
    /// The smoothed estimate, in seconds, as of the last reading.
    left: Option<f64>,
}

impl TimeLeft {
    /// How long a phase runs before its estimate is shown.
    pub const FIRST_SHOWN: Duration = Duration::from_secs(1);
    /// The pace is measured over about this long.
    const WINDOW: Duration = Duration::from_secs(3);
    /// The time constant of the estimate's smoothing, in seconds.
    const SMOOTHING: f64 = 1.5;
    /// The pace covers at least this many moves of the fraction: work that reports in
    /// large steps (a slice of a table at a time, a minute apart) is measured over several
    /// of them, not over the last few seconds, which would see one step as the pace.
    const CHANGES: usize = 4;

    /// Takes a reading: `fraction` (0 to 1) of `phase` done at `now`. Gives the estimate
    /// once the phase has run [`TimeLeft::FIRST_SHOWN`] and moved forward; a new phase (or
    /// a fraction that goes back) starts the measure again.
    pub fn update(&mut self, phase: Phase, fraction: f32, now: Instant) -> Option<Duration> {
        let last = self.readings.back().copied();
        let same = self.phase.is_some_and(|(name, _)| name == phase);
        let (Some((at, before)), true) = (last, same) else {
            self.restart(phase, fraction, now);
            return None;
        };
        if fraction < before {
            self.restart(phase, fraction, now);
            return None;
        }
        let dt = now.saturating_duration_since(at).as_secs_f64();
        if fraction > before {
            self.changes.push_back((now, fraction));
            if self.changes.len() > Self::CHANGES {
                self.changes.pop_front();
            }
        }
        self.readings.push_back((now, fraction));
        // Keep one reading at least a window old, to measure the pace from.
        while self
            .readings
            .get(1)
            .is_some_and(|&(t, _)| now.saturating_duration_since(t) >= Self::WINDOW)
        {
            self.readings.pop_front();
        }
        if let Some(now_left) = self.now_left(fraction, now) {
            // The last estimate has run down meanwhile.
            let ran_down = self.left.map(|left| (left - dt).max(0.0));
            self.left = Some(smoothed(ran_down, now_left, dt, Self::SMOOTHING));
        }
        let started = self.phase.map_or(now, |(_, started)| started);
        let shown = now.saturating_duration_since(started) >= Self::FIRST_SHOWN;
        self.left
            .filter(|_| shown)
            .map(|left| Duration::from_secs_f64(left.clamp(0.0, 1e9)))
    }

    /// The time left at `now`, `fraction` done, at the pace measured: over the window, or,
    /// when the fraction moves in steps further apart than the window, over the last
    /// [`TimeLeft::CHANGES`] steps, counted from the last one (less the time since, but
    /// never less than the steps after the one under way); none without a pace yet.
    fn now_left(&self, fraction: f32, now: Instant) -> Option<f64> {
        let window = *self.readings.front()?;
        let rest = f64::from(1.0 - fraction);
        match (self.changes.front(), self.changes.back()) {
            (Some(&(t0, f0)), Some(&(t1, f1)))
                if self.changes.len() == Self::CHANGES && t0 < window.0 =>
            {
                let span = t1.saturating_duration_since(t0).as_secs_f64();
                let pace = f64::from(f1 - f0) / span;
                let step = span / (Self::CHANGES - 1) as f64;
                let since = now.saturating_duration_since(t1).as_secs_f64();
                (span > 0.0 && pace > 0.0).then(|| (rest / pace - since.min(step)).max(0.0))
            }
            _ => {
                let span = now.saturating_duration_since(window.0).as_secs_f64();
                let pace = f64::from(fraction - window.1) / span;
                (span > 0.0 && pace > 0.0).then(|| rest / pace)
            }
        }
    }

    fn restart(&mut self, phase: Phase, fraction: f32, now: Instant) {
        *self = TimeLeft {
            phase: Some((phase, now)),
            readings: VecDeque::from([(now, fraction)]),
            changes: VecDeque::new(),
            left: None,
        };
    }
}

/// `value` moved toward `new` by how much of the time constant `tau` (seconds) the `dt`
/// seconds since the last reading cover; `new` itself when there was none.
fn smoothed(value: Option<f64>, new: f64, dt: f64, tau: f64) -> f64 {
    match value {
        Some(value) => value + (new - value) * (1.0 - (-dt / tau).exp()),
        None => new,
    }
}

#[cfg(test)]
mod tests;
