//! Background jobs: a computation on a worker thread with progress and cancel, so the
//! window never freezes. The command line runs the same functions in the foreground.

use super::progress::{Cancelled, Progress};
use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread;

/// Why a job gave no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// It was asked to stop ([`Job::cancel`]), or dropped.
    Cancelled,
    /// It failed: a bug of the program (its worker panicked), with the panic's message. Never
    /// to be reported as a cancel: the user did not ask for it.
    Failed(String),
}

impl From<Cancelled> for Stopped {
    fn from(_: Cancelled) -> Self {
        Stopped::Cancelled
    }
}

/// The message of a panic's payload (`panic!("…")` gives a `&str` or a `String`).
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_owned()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "an internal error without a message".to_owned()
    }
}

/// A computation running on its own thread.
pub struct Job<T> {
    progress: Arc<Progress>,
    result: Receiver<Result<T, Stopped>>,
    finished: Option<Result<T, Stopped>>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a new thread; it should call `progress.check()` now and then. A
    /// panic of `work` ends the job as [`Stopped::Failed`] with the panic's message.
    pub fn spawn(work: impl FnOnce(&Progress) -> Result<T, Cancelled> + Send + 'static) -> Job<T> {
        let progress = Arc::new(Progress::new());
        let (sender, result) = channel();
        let shared = Arc::clone(&progress);
        thread::spawn(move || {
            // The receiver may be gone if the job was dropped: nothing left to tell.
            let answer = match catch_unwind(AssertUnwindSafe(|| work(&shared))) {
                Ok(done) => done.map_err(Stopped::from),
                Err(payload) => Err(Stopped::Failed(panic_message(payload.as_ref()))),
            };
            let _ = sender.send(answer);
        });
        Job {
            progress,
            result,
            finished: None,
        }
    }

    /// The progress counters.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// Asks the worker to stop; [`Job::poll`] then yields `Err(Stopped::Cancelled)`.
    pub fn cancel(&self) {
        self.progress.cancel();
    }

    /// The result once the worker has finished, taken once.
    pub fn poll(&mut self) -> Option<Result<T, Stopped>> {
        if self.finished.is_none() {
            match self.result.try_recv() {
                Ok(result) => self.finished = Some(result),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => self.finished = Some(Err(gone())),
            }
        }
        self.finished.take()
    }

    /// Waits for the result.
    pub fn wait(mut self) -> Result<T, Stopped> {
        if let Some(done) = self.finished.take() {
            return done;
        }
        self.result.recv().unwrap_or_else(|_| Err(gone()))
    }
}

/// A worker that ended without an answer: it cannot, as its panics are caught, but if it
/// did, that is a failure, not a cancel.
fn gone() -> Stopped {
    Stopped::Failed("the worker thread ended without an answer".to_owned())
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        // A job nobody waits for should stop using the processor.
        self.progress.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_worker_is_a_failure_with_its_message_never_a_cancel() {
        let job: Job<u32> = Job::spawn(|_| panic!("layer 9 ran out of {}", "room"));
        assert_eq!(
            job.wait(),
            Err(Stopped::Failed("layer 9 ran out of room".into()))
        );
        let mut polled: Job<u32> = Job::spawn(|_| panic!("plain"));
        let answer = loop {
            if let Some(answer) = polled.poll() {
                break answer;
            }
            std::thread::yield_now();
        };
        assert_eq!(answer, Err(Stopped::Failed("plain".into())));
    }

    #[test]
    fn a_cancelled_worker_is_a_cancel_and_a_finished_one_its_result() {
        let job: Job<u32> = Job::spawn(|progress| {
            loop {
                progress.check()?;
                std::thread::yield_now();
            }
        });
        job.cancel();
        assert_eq!(job.wait(), Err(Stopped::Cancelled));
        assert_eq!(Job::spawn(|_| Ok(7)).wait(), Ok(7));
    }
}
