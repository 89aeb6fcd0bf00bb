//! Following a replay: a [`Tally`] counts the moves a watched replay plays, tells a
//! [`Progress`] every few thousand moves and stops the replay at a cancel; the command
//! line's replay is unwatched, and compiles to the loop it always was (its watcher can stop
//! nothing and does nothing).

use super::RecordError;
use crate::solver::progress::{Cancelled, Phase, Progress};
use std::convert::Infallible;

/// The phase of a watched load while its file is read and parsed (no steps counted).
pub const READING: Phase = Phase::Reading;

/// The phase of a watched load while its moves are replayed, counted in moves.
pub const REPLAYING: Phase = Phase::Replaying;

/// A watched replay tells its progress, and looks for a cancel, every this many moves: often
/// enough for a smooth bar and a prompt Cancel, rarely enough to cost nothing.
const REPORT_EVERY: usize = 4096;

/// Follows the moves of a replay as they are played, and may stop it.
pub(super) trait Watch {
    /// Why the replay stopped: [`Infallible`] when nothing can stop it.
    type Stop;
    /// One more move replayed.
    fn moved(&mut self) -> Result<(), Self::Stop>;
}

/// No one watches: the command line's replay, which nothing stops.
pub(super) struct Unwatched;

impl Watch for Unwatched {
    type Stop = Infallible;

    #[inline(always)]
    fn moved(&mut self) -> Result<(), Infallible> {
        Ok(())
    }
}

/// Counts the moves a watched replay plays: tells its [`Progress`] every few thousand moves
/// how many of `total` are done, and stops the replay once a cancel was asked for. One tally
/// follows several records in turn (the games of an autosave), counting on.
#[derive(Debug)]
pub struct Tally<'a> {
    progress: &'a Progress,
    done: usize,
    total: usize,
    next_report: usize,
}

impl<'a> Tally<'a> {
    /// Starts the phase [`REPLAYING`] of `total` moves (see [`Record::move_count`]).
    pub fn new(progress: &'a Progress, total: usize) -> Tally<'a> {
        progress.set_phase(REPLAYING, total);
        Tally {
            progress,
            done: 0,
            total,
            next_report: REPORT_EVERY,
        }
    }
}

impl Watch for Tally<'_> {
    type Stop = Cancelled;

    #[inline]
    fn moved(&mut self) -> Result<(), Cancelled> {
        self.done += 1;
        if self.done < self.next_report {
            return Ok(());
        }
        self.next_report = self.done + REPORT_EVERY;
        self.progress.set(self.done, self.total);
        self.progress.check()
    }
}

/// Why a replay ended early: the record is wrong, or the watcher stopped it.
pub(super) enum Halt<S> {
    Invalid(RecordError),
    Stopped(S),
}

impl Halt<Infallible> {
    /// The record's error: nothing else stops an unwatched replay.
    pub(super) fn into_error(self) -> RecordError {
        match self {
            Halt::Invalid(error) => error,
            Halt::Stopped(never) => match never {},
        }
    }
}

impl<S> From<RecordError> for Halt<S> {
    fn from(error: RecordError) -> Halt<S> {
        Halt::Invalid(error)
    }
}
