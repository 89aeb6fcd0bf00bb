//! What is loading in the background ([`Loads`]): a file or a pasted game being opened, the
//! autosave being restored, each a [`Job`] with its progress, and their lines in the status
//! bar. The window's side, landing what finished, is in `loading.rs`.

use crate::record::restore::Restored;
use crate::record::{FileError, LoadedGame, READING, RecordError};
use crate::solver::job::{Job, Stopped as JobStop};
use crate::solver::progress::Progress;
use crate::tr;
use crate::ui::common::command::{Command, Loading};
use crate::ui::files::display_name;
use std::io;
use std::path::{Path, PathBuf};

/// The largest file, pasted text or set of autosaves loaded at once on the UI thread. A
/// record this small (some 6,000 moves) loads in a few milliseconds: it is on the table in
/// the frame it was asked for, with no bar flashing by; only larger ones go to a worker.
pub(super) const LOAD_AT_ONCE: u64 = 64 * 1024;

/// What a restore's worker answers (see [`crate::record::restore::restore`]).
pub(super) type RestoreAnswer = Result<Restored, io::Error>;

/// What is loading in the background.
#[derive(Default)]
pub(crate) struct Loads {
    opening: Option<Opening>,
    restoring: Option<Job<RestoreAnswer>>,
    /// A game was opened while the restore ran: it keeps the table when the restore lands.
    pub(super) opened_while_restoring: bool,
    /// Finished loads wait to land (see [`App::hold_loads`]).
    pub(super) held: bool,
}

/// A game being opened.
enum Opening {
    /// From a file.
    File {
        path: PathBuf,
        job: Job<Result<LoadedGame, FileError>>,
    },
    /// Pasted.
    Text(Job<Result<LoadedGame, RecordError>>),
}

/// A load that has finished (or stopped: `Err(Cancelled)`).
pub(super) enum Landed {
    File(PathBuf, Result<Result<LoadedGame, FileError>, JobStop>),
    Text(Result<Result<LoadedGame, RecordError>, JobStop>),
    Restore(Result<RestoreAnswer, JobStop>),
}

/// What the user stopped.
pub(super) enum Stopped {
    /// Opening this file.
    File(PathBuf),
    /// Opening the pasted game.
    Text,
}

impl Loads {
    /// Whether anything is loading.
    pub(crate) fn is_busy(&self) -> bool {
        self.opening.is_some() || self.restoring.is_some()
    }

    /// Whether the autosave is being restored.
    pub(crate) fn is_restoring(&self) -> bool {
        self.restoring.is_some()
    }

    /// Opens `path` on a worker, in place of any game being opened.
    pub(super) fn open_file(&mut self, path: &Path) {
        let worker_path = path.to_owned();
        let job = Job::spawn(move |progress| crate::record::open_watched(&worker_path, progress));
        self.opening = Some(Opening::File {
            path: path.to_owned(),
            job,
        });
    }

    /// Opens the record `text` on a worker, in place of any game being opened.
    pub(super) fn open_text(&mut self, text: String) {
        let job = Job::spawn(move |progress| {
            progress.set_phase(READING, 0);
            match crate::record::Record::from_ron_str(&text) {
                Ok(record) => record.replay_with_progress(progress),
                Err(error) => Ok(Err(error)),
            }
        });
        self.opening = Some(Opening::Text(job));
    }

    /// Restores the autosaves beside `first` on a worker.
    pub(super) fn restore(&mut self, first: PathBuf) {
        let job = Job::spawn(move |progress| crate::record::restore::restore(&first, progress));
        self.restoring = Some(job);
    }

    /// Stops the game being opened, if any (the worker is told to stop, and its answer is
    /// no longer awaited); what it was.
    pub(super) fn stop_opening(&mut self) -> Option<Stopped> {
        self.opening.take().map(|opening| match opening {
            Opening::File { path, .. } => Stopped::File(path),
            Opening::Text(_) => Stopped::Text,
        })
    }

    /// Stops the restore, if one runs; whether one did.
    pub(super) fn stop_restoring(&mut self) -> bool {
        self.opened_while_restoring = false;
        self.restoring.take().is_some()
    }

    /// The load that has just finished, if any, taken.
    pub(super) fn poll(&mut self) -> Option<Landed> {
        if self.held {
            return None;
        }
        if let Some(job) = &mut self.restoring
            && let Some(answer) = job.poll()
        {
            self.restoring = None;
            return Some(Landed::Restore(answer));
        }
        let answer = match self.opening.as_mut()? {
            Opening::File { path, job } => Landed::File(path.clone(), job.poll()?),
            Opening::Text(job) => Landed::Text(job.poll()?),
        };
        self.opening = None;
        Some(answer)
    }

    /// What the status line shows of the loads, in the current language.
    pub(crate) fn lines(&self) -> Vec<Loading> {
        let mut lines = Vec::new();
        if let Some(job) = &self.restoring {
            lines.push(line(
                job.progress(),
                Command::CancelRestore,
                |percent| match percent {
                    None => tr!("load-restore-reading"),
                    Some(percent) => tr!("load-restoring", percent = percent),
                },
            ));
        }
        match &self.opening {
            Some(Opening::File { path, job }) => {
                let file = display_name(path);
                lines.push(line(
                    job.progress(),
                    Command::CancelOpen,
                    |percent| match percent {
                        None => tr!("load-file-reading", file = file.as_str()),
                        Some(percent) => {
                            tr!("load-file-opening", file = file.as_str(), percent = percent)
                        }
                    },
                ));
            }
            Some(Opening::Text(job)) => {
                lines.push(line(
                    job.progress(),
                    Command::CancelOpen,
                    |percent| match percent {
                        None => tr!("load-pasted-reading"),
                        Some(percent) => tr!("load-pasted-opening", percent = percent),
                    },
                ));
            }
            None => {}
        }
        lines
    }
}

/// The status line's line for a load at `progress`: its `words` for the percent of the
/// moves replayed, or for `None` while the file is read and parsed.
fn line(progress: &Progress, cancel: Command, words: impl Fn(Option<u32>) -> String) -> Loading {
    let (done, total, phase) = progress.snapshot();
    let fraction = (phase != READING && total > 0).then(|| (done as f32 / total as f32).min(1.0));
    Loading {
        // Whole percents, rounded down: 100 % only once every move is in.
        text: words(fraction.map(|share| (share * 100.0).floor() as u32)),
        fraction,
        cancel,
    }
}
