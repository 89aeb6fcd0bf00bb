//! How the command line shows long work: a progress bar with the time left when stderr is a
//! terminal, a plain line every so often when it is not (a log, a script), nothing with
//! `--quiet`. The lines a command says as it goes ("Layer 12 geese") go through the meter,
//! so that they print above the bar rather than through it.

use crate::solver::progress::{Phase, Progress, TimeLeft};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Whether `--quiet` was given: one setting for the whole command.
static QUIET: AtomicBool = AtomicBool::new(false);

/// Silences every meter of this process (`--quiet`), or not.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// How often a plain line tells the progress when stderr is not a terminal.
const LINE_EVERY: Duration = Duration::from_secs(15);

/// How often the bar is brought up to date.
const TICK: Duration = Duration::from_millis(200);

/// Steps of the bar: tenths of a percent.
const STEPS: u64 = 1000;

/// Where progress goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A bar redrawn in place, with the time left.
    Bar,
    /// A plain line now and then, and the command's own lines.
    Lines,
    /// Nothing: only errors, and the result on stdout.
    Quiet,
}

impl Mode {
    /// The bar on a terminal, plain lines elsewhere, nothing when `quiet`.
    pub fn for_stderr(quiet: bool) -> Mode {
        match (quiet, std::io::stderr().is_terminal()) {
            (true, _) => Mode::Quiet,
            (false, true) => Mode::Bar,
            (false, false) => Mode::Lines,
        }
    }
}

/// Shows a command's progress on stderr.
#[derive(Debug)]
pub struct Meter {
    mode: Mode,
    bar: ProgressBar,
}

impl Meter {
    /// A meter for stderr as it is and `--quiet` (see [`Mode::for_stderr`]).
    pub fn stderr() -> Meter {
        Meter::with_mode(Mode::for_stderr(QUIET.load(Ordering::Relaxed)))
    }

    /// A meter showing progress as `mode` says.
    pub fn with_mode(mode: Mode) -> Meter {
        let bar = match mode {
            Mode::Bar => {
                let bar = ProgressBar::with_draw_target(Some(STEPS), ProgressDrawTarget::stderr());
                // The template is fixed and valid; a failure would only lose the styling.
                if let Ok(style) =
                    ProgressStyle::with_template("{prefix} [{wide_bar}] {percent:>3}% {msg}")
                {
                    bar.set_style(style.progress_chars("=> "));
                }
                bar
            }
            Mode::Lines | Mode::Quiet => ProgressBar::hidden(),
        };
        Meter { mode, bar }
    }

    /// How it shows progress.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Prints one line on stderr (above the bar, when there is one); nothing when quiet.
    pub fn say(&self, line: &str) {
        match self.mode {
            Mode::Bar => self.bar.println(line),
            Mode::Lines => eprintln!("{line}"),
            Mode::Quiet => {}
        }
    }

    /// Runs `work`, showing how far `progress` says it has come: `label` and the phase on
    /// the bar with the time left, or a line every 15 seconds. The bar is cleared at the end.
    pub fn watch<T>(&self, label: &str, progress: &Progress, work: impl FnOnce() -> T) -> T {
        if self.mode == Mode::Quiet {
            return work();
        }
        // The follower wakes every tick, and at once when the work is done (the sender is
        // dropped), so that a short command does not wait for a tick.
        let (done, finished) = mpsc::channel::<()>();
        let result = std::thread::scope(|scope| {
            scope.spawn(move || self.follow(label, progress, finished));
            let result = work();
            drop(done);
            result
        });
        self.bar.finish_and_clear();
        result
    }

    /// Follows `progress` until `finished` says the work is done.
    fn follow(&self, label: &str, progress: &Progress, finished: mpsc::Receiver<()>) {
        let started = Instant::now();
        let mut last_line = started;
        let mut left = TimeLeft::default();
        while let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(TICK) {
            let (_, _, phase) = progress.snapshot();
            let fraction = progress.fraction().clamp(0.0, 1.0);
            let now = Instant::now();
            let remaining = left.update(phase, fraction, now);
            match self.mode {
                Mode::Bar => {
                    self.bar.set_prefix(phase_label(label, phase));
                    self.bar
                        .set_position((f64::from(fraction) * STEPS as f64) as u64);
                    self.bar.set_message(time_left(remaining));
                }
                Mode::Lines if now.duration_since(last_line) >= LINE_EVERY => {
                    last_line = now;
                    // Nothing after "done" while no time is shown (none yet, or the last
                    // second).
                    let words = time_left(remaining);
                    eprintln!(
                        "  {}: {:.1}% done{}{words}",
                        phase_label(label, phase),
                        100.0 * fraction,
                        if words.is_empty() { "" } else { ", " },
                    );
                }
                Mode::Lines | Mode::Quiet => {}
            }
        }
    }
}

/// "Solving: linking positions", or the label alone before the work names its phase.
fn phase_label(label: &str, phase: Phase) -> String {
    match phase {
        Phase::Starting => label.to_owned(),
        phase => {
            let words = crate::words::english(&format!("view-phase-{}", phase.key()), &[]);
            format!("{label}: {}", words.to_lowercase())
        }
    }
}

/// "about 3 min left", or nothing until the pace is known (or in the last second).
pub fn time_left(left: Option<Duration>) -> String {
    match left {
        Some(left) if left >= Duration::from_secs(1) => {
            format!("about {} left", duration(left.as_secs_f64()))
        }
        _ => String::new(),
    }
}

/// A duration in seconds, as people read it: "40 s", "12 min", "3.5 h".
pub fn duration(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{seconds:.0} s")
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else {
        format!("{:.1} h", seconds / 3600.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quiet_or_plain_meter_runs_the_work_and_gives_its_result() {
        let progress = Progress::new();
        for mode in [Mode::Quiet, Mode::Lines] {
            let meter = Meter::with_mode(mode);
            let out = meter.watch("Solving", &progress, || {
                progress.set_phase(Phase::Solving, 10);
                progress.set(10, 10);
                42
            });
            assert_eq!(out, 42);
            assert_eq!(meter.mode(), mode);
        }
    }

    #[test]
    fn a_phase_is_named_after_the_label() {
        assert_eq!(phase_label("Solving", Phase::Starting), "Solving");
        let named = phase_label("Solving", Phase::LinkingPositions);
        assert!(named.starts_with("Solving: "), "{named}");
        assert!(!named.contains("view-phase"), "{named}");
        assert_eq!(time_left(None), "");
        assert_eq!(time_left(Some(Duration::from_millis(400))), "");
        assert_eq!(time_left(Some(Duration::from_secs(30))), "about 30 s left");
    }
}
