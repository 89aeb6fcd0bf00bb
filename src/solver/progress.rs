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
/// done: the pace (fraction per second) over the last few seconds, and the estimate it
/// gives smoothed, so that it neither jumps with each reading nor with the steps in which
/// the work reports. A recent pace rather than the average since the start, because a phase
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
                (span > 0.0 && pace > 0.0)
                    .then(|| (rest / pace - since).max(rest / pace - step).max(0.0))
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
mod tests {
    use super::*;

    /// Readings of `phase` every `step` seconds from `t0`, the fraction given by `fraction`
    /// of the time since `t0`; the estimates, in seconds.
    fn run(
        estimate: &mut TimeLeft,
        t0: Instant,
        times: impl Iterator<Item = f64>,
        fraction: impl Fn(f64) -> f32,
    ) -> Vec<(f64, Option<f64>)> {
        times
            .map(|t| {
                let now = t0 + Duration::from_secs_f64(t);
                let left = estimate.update(Phase::Solving, fraction(t), now);
                (t, left.map(|d| d.as_secs_f64()))
            })
            .collect()
    }

    fn every_tenth(until: f64) -> impl Iterator<Item = f64> {
        (0..)
            .map(|i| f64::from(i) * 0.1)
            .take_while(move |&t| t <= until)
    }

    #[test]
    fn a_steady_phase_is_estimated_once_it_has_run_a_second() {
        // 20 s of work at an even pace.
        let t0 = Instant::now();
        let mut estimate = TimeLeft::default();
        let readings = run(&mut estimate, t0, every_tenth(15.0), |t| (t / 20.0) as f32);
        for &(t, left) in &readings {
            if t < 0.99 {
                assert_eq!(left, None, "nothing yet at {t} s");
            } else {
                let left = left.expect("an estimate");
                assert!((left - (20.0 - t)).abs() < 0.5, "{left} s left at {t} s");
            }
        }
    }

    #[test]
    fn a_phase_that_does_not_start_at_zero_is_measured_by_its_pace() {
        // Half done at once (positions found before they are explored), then 10 s more.
        let t0 = Instant::now();
        let mut estimate = TimeLeft::default();
        let readings = run(&mut estimate, t0, every_tenth(4.0), |t| {
            (0.5 + t / 20.0) as f32
        });
        let (_, left) = readings.last().copied().expect("readings");
        let left = left.expect("an estimate");
        assert!((left - 6.0).abs() < 0.5, "{left} s, not the average's 4 s");
    }

    #[test]
    fn a_change_of_pace_moves_the_estimate_smoothly() {
        // 20 s at an even pace, then twice as fast from 6 s on; readings every 0.1 s.
        let t0 = Instant::now();
        let mut estimate = TimeLeft::default();
        let fraction = |t: f64| {
            let f = if t < 6.0 {
                t / 20.0
            } else {
                0.3 + (t - 6.0) / 10.0
            };
            f.min(1.0) as f32
        };
        let readings = run(&mut estimate, t0, every_tenth(12.0), fraction);
        let lefts: Vec<(f64, f64)> = readings
            .iter()
            .filter_map(|&(t, left)| Some((t, left?)))
            .collect();
        // No reading jumps by much more than the time between readings.
        for pair in lefts.windows(2) {
            let (a, b) = (pair[0].1, pair[1].1);
            assert!((a - b).abs() < 0.6, "{a} s then {b} s");
        }
        // A few seconds on, the estimate has caught up with the new pace: 7 s left at 6 s
        // became 1 s left at 12 s.
        let (_, last) = lefts.last().copied().expect("estimates");
        assert!((last - 1.0).abs() < 1.0, "{last} s left at 12 s");
    }

    #[test]
    fn readings_in_steps_give_a_steady_estimate() {
        // The solver reports now and then (every 4096 positions): read every 0.1 s, the
        // fraction of a 20 s phase moves in steps of 0.35 s, standing still in between.
        let t0 = Instant::now();
        let mut estimate = TimeLeft::default();
        let readings = run(&mut estimate, t0, every_tenth(15.0), |t| {
            ((t / 0.35).floor() * 0.35 / 20.0) as f32
        });
        let lefts: Vec<(f64, f64)> = readings
            .iter()
            .filter_map(|&(t, left)| Some((t, left?)))
            .filter(|&(t, _)| t > 3.0)
            .collect();
        assert!(!lefts.is_empty());
        // About right: the steps blur the pace by up to a step in a window.
        for &(t, left) in &lefts {
            let truth = 20.0 - t;
            assert!(
                (left - truth).abs() < 0.15 * truth,
                "{left} s left at {t} s"
            );
        }
        for pair in lefts.windows(2) {
            let (a, b) = (pair[0].1, pair[1].1);
            assert!((a - b).abs() < 0.4, "{a} s then {b} s");
        }
    }

    #[test]
    fn work_that_reports_a_large_step_a_minute_is_measured_over_several_steps() {
        // 40 steps of 10 s (a table built slice by slice, each slice reported when done),
        // read every half second: a window of seconds would see one step as the pace and
        // say a tenth of the time left.
        let t0 = Instant::now();
        let mut estimate = TimeLeft::default();
        let times = (0..800).map(|i| f64::from(i) * 0.5);
        let readings = run(&mut estimate, t0, times, |t| {
            ((t / 10.0).floor() / 40.0) as f32
        });
        let lefts: Vec<(f64, f64)> = readings
            .iter()
            .filter_map(|&(t, left)| Some((t, left?)))
            .filter(|&(t, _)| t > 45.0)
            .collect();
        assert!(!lefts.is_empty());
        for &(t, left) in &lefts {
            let truth = 400.0 - t;
            assert!(
                (left - truth).abs() < 0.35 * truth + 10.0,
                "{left:.0} s left at {t} s, not about {truth:.0}"
            );
        }
    }

    #[test]
    fn a_new_phase_or_a_stalled_one_starts_again() {
        let t0 = Instant::now();
        let at = |t: f64| t0 + Duration::from_secs_f64(t);
        let mut estimate = TimeLeft::default();
        for i in 0..=20 {
            let t = f64::from(i) * 0.1;
            estimate.update(Phase::Solving, (t / 10.0) as f32, at(t));
        }
        assert!(estimate.update(Phase::Solving, 0.21, at(2.1)).is_some());
        // Another phase: nothing until it has run a second.
        assert_eq!(estimate.update(Phase::LinkingPositions, 0.0, at(2.2)), None);
        assert_eq!(estimate.update(Phase::LinkingPositions, 0.1, at(2.7)), None);
        assert!(
            estimate
                .update(Phase::LinkingPositions, 0.4, at(3.3))
                .is_some()
        );
        // A phase that never moves has no estimate.
        let mut stalled = TimeLeft::default();
        for i in 0..30 {
            let t = f64::from(i) * 0.1;
            assert_eq!(stalled.update(Phase::Reading, 0.0, at(t)), None);
        }
    }
}
