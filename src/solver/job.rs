//! Background jobs: a computation on a worker thread with progress and cancel, so the
//! window never freezes. The command line runs the same functions in the foreground.

use super::progress::{Cancelled, Progress};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread;

/// A computation running on its own thread.
pub struct Job<T> {
    progress: Arc<Progress>,
    result: Receiver<Result<T, Cancelled>>,
    finished: Option<Result<T, Cancelled>>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a new thread; it should call `progress.check()` now and then.
    pub fn spawn(work: impl FnOnce(&Progress) -> Result<T, Cancelled> + Send + 'static) -> Job<T> {
        let progress = Arc::new(Progress::new());
        let (sender, result) = channel();
        let shared = Arc::clone(&progress);
        thread::spawn(move || {
            // The receiver may be gone if the job was dropped: nothing left to tell.
            let _ = sender.send(work(&shared));
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

    /// Asks the worker to stop; [`Job::poll`] then yields `Err(Cancelled)`.
    pub fn cancel(&self) {
        self.progress.cancel();
    }

    /// The result once the worker has finished, taken once.
    pub fn poll(&mut self) -> Option<Result<T, Cancelled>> {
        if self.finished.is_none() {
            match self.result.try_recv() {
                Ok(result) => self.finished = Some(result),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => self.finished = Some(Err(Cancelled)),
            }
        }
        self.finished.take()
    }

    /// Waits for the result.
    pub fn wait(mut self) -> Result<T, Cancelled> {
        if let Some(done) = self.finished.take() {
            return done;
        }
        self.result.recv().unwrap_or(Err(Cancelled))
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        // A job nobody waits for should stop using the processor.
        self.progress.cancel();
    }
}
