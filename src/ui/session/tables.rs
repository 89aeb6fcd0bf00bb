//! The exact tables the app builds and reads: the tables of Fox and Geese without sideways
//! moves. The remoteness table ([`crate::solver::fox_geese::remote_table`]) is the one the
//! app builds: it says who wins and in how many moves. The W/L table of earlier versions
//! ([`crate::solver::fox_geese::table`]), which says who wins only, is read where it covers
//! more than the remoteness table, until that one is built; it is never removed.
//!
//! The tables are opened at launch, at once (their files are mapped, not read). When the
//! user asks, the remoteness table is built on a worker thread, count by count, with each
//! count's progress; a
//! cancelled build keeps its finished layers and the next one continues after them. Every
//! finished layer is opened as soon as it is saved, so the open game switches to exact
//! verdicts as the table grows. A table that cannot be used (damaged, partial, foreign) is
//! reported with what is wrong, and never read.

mod opening;
mod status;

use crate::games::fox_geese::FoxGeese;
use crate::solver::exact::WinTable;
use crate::solver::fox_geese::remote_build;
use crate::solver::fox_geese::remote_table::Rules;
use crate::solver::fox_geese::table::{BuildEvent, Estimate, Summary, TableError};
use crate::solver::progress::Phase;
use crate::solver::{Cancelled, Job, Stopped};

pub use status::{BuildProgress, Ended, TableStatus, TableTarget, costs, duration, size};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// An open table: its finished layers.
struct Open {
    probe: Arc<dyn WinTable<FoxGeese>>,
    top: usize,
}

/// A build on its worker thread.
struct Build {
    job: Job<Result<Summary, TableError>>,
    events: Receiver<BuildEvent>,
    target: usize,
    /// The first layer this build makes, once it has started one.
    first: Option<usize>,
    /// The layer at work.
    layer: Option<usize>,
    /// The finished layer whose captures are worked out again before the table grows.
    preparing: Option<usize>,
    /// The layer whose file, in an earlier version's layout, is being converted.
    converting: Option<usize>,
    /// When the first layer started (time left is measured from there).
    working_since: Option<Instant>,
    /// What the build was estimated to take when it started.
    estimate: Estimate,
}

/// The app's exact tables.
pub struct Tables {
    /// The folder tables live in; `None`: the app has no tables (tests, or no cache folder).
    folder: Option<PathBuf>,
    threads: usize,
    /// The W/L table.
    open: Option<Open>,
    /// The remoteness table.
    remote: Option<Open>,
    /// The table of the sideways game.
    sideways: Option<Open>,
    /// Why the table cannot be used; it is not read until it is built again.
    damaged: Option<String>,
    /// Whether what is wrong is only an earlier version's layout, which a build converts.
    old_layout: bool,
    build: Option<Build>,
    ended: Option<Ended>,
    /// What building each table takes: (from what is built, from scratch).
    estimates: Vec<(TableTarget, Estimate, Estimate)>,
}

impl Tables {
    /// The tables in `folder` (opened at once), or none.
    pub fn new(folder: Option<PathBuf>) -> Tables {
        let mut tables = Tables {
            folder,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            open: None,
            remote: None,
            sideways: None,
            damaged: None,
            old_layout: false,
            build: None,
            ended: None,
            estimates: Vec::new(),
        };
        tables.reopen();
        tables
    }

    /// The folder tables live in, if any.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The threads a build uses.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The open Fox and Geese table the verdicts come from, if there is a usable one: the
    /// remoteness table, unless the W/L table covers more geese; with sideways moves, the
    /// table of the sideways game.
    /// With sideways moves, the table of the sideways game.
    pub fn fox_geese(&self, rules: Rules) -> Option<Arc<dyn WinTable<FoxGeese>>> {
        self.served(rules).map(|o| Arc::clone(&o.probe))
    }

    fn served(&self, rules: Rules) -> Option<&Open> {
        if rules == Rules::Sideways {
            return self.sideways.as_ref();
        }
        match (&self.remote, &self.open) {
            (Some(r), Some(w)) if w.top > r.top => Some(w),
            (Some(r), _) => Some(r),
            (None, w) => w.as_ref(),
        }
    }

    /// The most geese the open tables of the game with `rules` cover.
    pub fn covers(&self, rules: Rules) -> Option<usize> {
        self.served(rules).map(|o| o.top)
    }

    /// The remoteness table of `rules`, open.
    fn remoteness(&self, rules: Rules) -> Option<&Open> {
        match rules {
            Rules::NoSideways => self.remote.as_ref(),
            Rules::Sideways => self.sideways.as_ref(),
        }
    }

    /// Whether a build is at work.
    pub fn is_building(&self) -> bool {
        self.build.is_some()
    }

    /// What to say about the table `target` of a variant; `None` when the app has no
    /// tables.
    pub fn status(&self, target: TableTarget) -> Option<TableStatus> {
        self.folder.as_ref()?;
        let geese = target.geese;
        if let Some(build) = &self.build {
            return Some(TableStatus::Building(build.progress()));
        }
        let (estimate, rebuild) = self
            .estimates
            .iter()
            .find(|(t, _, _)| *t == target)
            .map_or_else(
                || {
                    let fresh =
                        remote_build::estimate_with(geese, target.rules, self.threads, None);
                    (fresh, fresh)
                },
                |&(_, rest, fresh)| (rest, fresh),
            );
        if let Some(what) = &self.damaged {
            return Some(TableStatus::Damaged {
                what: what.clone(),
                rebuild,
                old_layout: self.old_layout,
            });
        }
        Some(match self.remoteness(target.rules).map(|r| r.top) {
            Some(top) if top >= geese => TableStatus::Complete,
            _ => TableStatus::Offer {
                built: self.covers(target.rules),
                wins_known: target.rules == Rules::NoSideways
                    && self.open.as_ref().is_some_and(|w| w.top >= geese),
                estimate,
                ended: self.ended.clone(),
            },
        })
    }

    /// Starts building the remoteness table up to `geese` geese after its finished counts.
    /// Build and Rebuild are the same: the build checks every block of the files it starts
    /// from, under its lock, and builds again exactly the damaged ones (see
    /// [`remote_build::build`]); nothing is
    /// removed here, so a `kibitzer solve` at work in the same folder keeps its files.
    /// Nothing happens without a folder or while a build is at work.
    pub fn start_build(&mut self, target: TableTarget) {
        let geese = target.geese;
        let Some(folder) = self.folder.clone() else {
            return;
        };
        if self.build.is_some() {
            return;
        }
        // The damaged table is not read while it is repaired.
        if self.damaged.is_some() {
            self.open = None;
            self.remote = None;
            self.sideways = None;
        }
        self.damaged = None;
        self.old_layout = false;
        self.ended = None;
        let estimate =
            remote_build::estimate_with(geese, target.rules, self.threads, Some(&folder));
        let (send, events) = channel();
        let threads = self.threads;
        let job = Job::spawn(move |progress| {
            let mut tell = |event| {
                // The app may have stopped listening: nobody to tell.
                let _ = send.send(event);
            };
            let rules = target.rules;
            match remote_build::build_with(&folder, geese, rules, threads, progress, &mut tell) {
                Err(TableError::Cancelled) => Err(Cancelled),
                other => Ok(other),
            }
        });
        self.build = Some(Build {
            job,
            events,
            target: geese,
            first: None,
            layer: None,
            preparing: None,
            converting: None,
            working_since: None,
            estimate,
        });
    }

    /// Asks the build to stop; it stops at its next check, keeping its finished layers.
    pub fn cancel_build(&mut self) {
        if let Some(build) = &self.build {
            build.job.cancel();
        }
    }

    /// Stops reading the table: it turned out damaged (`what` names the file and the place,
    /// as a [`StoreError`](crate::store::StoreError) says it).
    pub fn report_damage(&mut self, what: String) {
        self.open = None;
        self.remote = None;
        self.sideways = None;
        self.damaged = Some(what);
        self.old_layout = false;
    }

    /// Follows the build: its events, its end; opens each finished layer. True when
    /// something changed.
    pub fn poll(&mut self) -> bool {
        let Some(build) = &mut self.build else {
            return false;
        };
        let mut changed = false;
        let mut reopen = false;
        while let Ok(event) = build.events.try_recv() {
            changed = true;
            match event {
                BuildEvent::Converting { geese } => build.converting = Some(geese),
                BuildEvent::Preparing { geese } => {
                    build.converting = None;
                    build.preparing = Some(geese);
                }
                BuildEvent::LayerStarted { geese, .. } => {
                    build.converting = None;
                    build.preparing = None;
                    build.first.get_or_insert(geese);
                    build.layer = Some(geese);
                    build.working_since.get_or_insert_with(Instant::now);
                }
                BuildEvent::LayerDone(_) => reopen = true,
                // A damaged file is built again: stop reading the table until it is.
                BuildEvent::Repairing { .. } => {
                    self.remote = None;
                    self.sideways = None;
                }
                BuildEvent::Resumed { .. }
                | BuildEvent::ResumedInside { .. }
                | BuildEvent::SliceSaved { .. } => {}
            }
        }
        if let Some(result) = build.job.poll() {
            self.ended = Some(match result {
                Ok(Ok(_)) => Ended::Finished,
                Ok(Err(e)) => Ended::Failed(e.to_string()),
                Err(Stopped::Cancelled) => Ended::Stopped,
                Err(Stopped::Failed(cause)) => Ended::Failed(cause),
            });
            self.build = None;
            reopen = true;
            changed = true;
        }
        if reopen {
            self.reopen();
        }
        changed
    }
}

impl Build {
    /// Where the build is.
    fn progress(&self) -> BuildProgress {
        let progress = self.job.progress();
        let (done, total, phase) = progress.snapshot();
        let share = if total == 0 {
            0.0
        } else {
            (done as f64 / total as f64).min(1.0)
        };
        // Before its first layer a build checks the finished ones, and a growth prepares
        // them: the bar shows that phase's share, and none of the layers is done yet.
        let solving = phase == Phase::SolvingFoxGeese;
        let fraction = if solving { share } else { 0.0 };
        let work = remote_build::work;
        let first = self.first.unwrap_or(self.target);
        let layers = (self.target + 1).saturating_sub(first).max(1);
        let (layer, layer_done) = match self.layer {
            _ if !solving => (1, share as f32),
            Some(geese) if self.first.is_some() => {
                let before: u64 = (first..geese).map(work).sum();
                let within = (done as u64).saturating_sub(before) as f64 / work(geese) as f64;
                (geese + 1 - first, within.min(1.0) as f32)
            }
            _ => (1, 0.0),
        };
        // Measured once the build has run a while; the estimate until then.
        let elapsed = self.working_since.map_or(Duration::ZERO, |t| t.elapsed());
        let seconds_left = if fraction > 0.02 && elapsed > Duration::from_secs(3) {
            elapsed.as_secs_f64() * (1.0 - fraction) / fraction
        } else {
            self.estimate.seconds * (1.0 - fraction)
        };
        BuildProgress {
            preparing: self.preparing,
            converting: self.converting,
            geese: self.layer,
            layer,
            layers,
            target: self.target,
            layer_done,
            done: fraction as f32,
            seconds_left,
            stopping: progress.is_cancelled(),
        }
    }
}

#[cfg(test)]
mod tests;
