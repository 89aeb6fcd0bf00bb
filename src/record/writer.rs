//! The autosave written off the window's thread: the window hands over what to write after
//! each change and goes on at once; a thread of the slot's own writes it (atomically and
//! durably, as [`Slot::write`] does). Changes that come faster than the disk are coalesced:
//! an autosave not started yet is replaced by the next, so the last state is always the one
//! that ends up on disk, and dropping the writer waits for it.

use super::autosave::{Autosave, Slot};
use super::{FileError, RecordError};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// What to write: made on the writer's thread (a game's record is turned into text there).
type Job = Box<dyn FnOnce() -> Autosave + Send>;

/// The work between the window and the writer's thread.
#[derive(Default)]
struct Queue {
    /// The autosave to write next, replaced by a later one while it waits.
    next: Option<Job>,
    /// How many autosaves were asked for, and how many of them are written (or failed, or
    /// were replaced by a later one) so far.
    asked: u64,
    done: u64,
    /// The outcome of the last write, until the window takes it.
    outcome: Option<Result<(), FileError>>,
    /// The window is closing: write what is left, then stop.
    closing: bool,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // The lock is never held while writing, so no panic can poison it in a way that
        // leaves the queue half changed.
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A window's autosave slot with the thread that writes it.
pub struct AutosaveWriter {
    slot: Arc<Slot>,
    shared: Arc<Shared>,
    /// None when no thread could be started: then each autosave is written at once.
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for AutosaveWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AutosaveWriter")
            .field("slot", &self.slot)
            .finish_non_exhaustive()
    }
}

impl AutosaveWriter {
    /// Starts writing `slot`'s autosaves on a thread of its own.
    pub fn new(slot: Slot) -> AutosaveWriter {
        let slot = Arc::new(slot);
        let shared = Arc::new(Shared::default());
        let thread = {
            let (slot, shared) = (Arc::clone(&slot), Arc::clone(&shared));
            std::thread::Builder::new()
                .name("autosave".to_owned())
                .spawn(move || work(&slot, &shared))
                .ok()
        };
        AutosaveWriter {
            slot,
            shared,
            thread,
        }
    }

    /// The slot written.
    pub fn slot(&self) -> &Slot {
        &self.slot
    }

    /// Writes the autosave `make` gives, after the one being written if any; one still
    /// waiting is replaced. Returns at once.
    pub fn write(&self, make: impl FnOnce() -> Autosave + Send + 'static) {
        let mut queue = self.shared.lock();
        queue.asked += 1;
        if queue.next.replace(Box::new(make)).is_some() {
            // The one replaced counts as done: the later state stands for it.
            queue.done += 1;
        }
        if self.thread.is_none() {
            drop(write_next(&self.slot, &self.shared, queue));
        } else {
            self.shared.changed.notify_all();
        }
    }

    /// Whether an autosave asked for is not on disk yet.
    pub fn is_writing(&self) -> bool {
        let queue = self.shared.lock();
        queue.done < queue.asked
    }

    /// The outcome of the last write finished since the last call, if any.
    pub fn outcome(&self) -> Option<Result<(), FileError>> {
        self.shared.lock().outcome.take()
    }

    /// Waits until every autosave asked for is on disk (or failed), and gives the outcome
    /// of the last write not told yet.
    pub fn flush(&self) -> Option<Result<(), FileError>> {
        let mut queue = self.shared.lock();
        while queue.done < queue.asked {
            queue = self
                .shared
                .changed
                .wait(queue)
                .unwrap_or_else(|p| p.into_inner());
        }
        queue.outcome.take()
    }

    /// Writes what is left, stops the thread and gives the slot back.
    pub fn into_slot(mut self) -> Slot {
        self.stop();
        let slot = Arc::clone(&self.slot);
        drop(self);
        // The thread (and its handle on the slot) has ended: this is the last one.
        Arc::try_unwrap(slot).expect("the writer's thread has ended")
    }

    fn stop(&mut self) {
        if let Some(thread) = self.thread.take() {
            self.shared.lock().closing = true;
            self.shared.changed.notify_all();
            // Its panics are caught around each write: a failed join leaves nothing to do.
            let _ = thread.join();
        }
    }
}

impl Drop for AutosaveWriter {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The writer's thread: writes what comes, until the window closes and nothing is left.
fn work(slot: &Slot, shared: &Shared) {
    let mut queue = shared.lock();
    loop {
        if queue.next.is_some() {
            queue = write_next(slot, shared, queue);
            shared.changed.notify_all();
        } else if queue.closing {
            return;
        } else {
            queue = shared
                .changed
                .wait(queue)
                .unwrap_or_else(|p| p.into_inner());
        }
    }
}

/// Writes the queue's next autosave with the lock released, and records its outcome.
fn write_next<'a>(
    slot: &Slot,
    shared: &'a Shared,
    mut queue: MutexGuard<'a, Queue>,
) -> MutexGuard<'a, Queue> {
    let Some(job) = queue.next.take() else {
        return queue;
    };
    drop(queue);
    let outcome = catch_unwind(AssertUnwindSafe(|| slot.write(&job()))).unwrap_or_else(|_| {
        Err(FileError::new(
            slot.path(),
            RecordError::Write("the autosave could not be made".to_owned()),
        ))
    });
    let mut queue = shared.lock();
    queue.done += 1;
    queue.outcome = Some(outcome);
    queue
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Place, SavedGame};
    use std::sync::mpsc;

    fn autosave(note: &str) -> Autosave {
        Autosave::new(vec![SavedGame {
            place: Place::Table,
            path: None,
            name: Some(note.to_owned()),
            modified: true,
            record: String::new(),
        }])
    }

    fn on_disk(slot: &Slot) -> Option<String> {
        let text = std::fs::read_to_string(slot.path()).ok()?;
        let read = Autosave::from_ron_str(&text).expect("a whole autosave");
        read.games[0].name.clone()
    }

    #[test]
    fn the_last_autosave_asked_for_is_the_one_on_disk_and_a_waiting_one_is_replaced() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let writer =
            AutosaveWriter::new(Slot::claim(&dir.path().join("a.ron"), &[]).expect("free"));
        // The first write is held until the next two are asked for: the second is replaced
        // by the third without being made.
        let (release, wait) = mpsc::channel::<()>();
        let made = Arc::new(Mutex::new(Vec::new()));
        let log = |name: &'static str| {
            let made = Arc::clone(&made);
            move || {
                made.lock().expect("not poisoned").push(name);
                autosave(name)
            }
        };
        let (started, begun) = mpsc::channel::<()>();
        let first = log("first");
        writer.write(move || {
            started.send(()).expect("the test waits");
            wait.recv().expect("released");
            first()
        });
        begun.recv().expect("the first write begins");
        writer.write(log("second"));
        writer.write(log("third"));
        assert!(writer.is_writing());
        release.send(()).expect("the writer waits");
        assert_eq!(writer.flush(), Some(Ok(())));
        assert!(!writer.is_writing());
        assert_eq!(*made.lock().expect("not poisoned"), ["first", "third"]);
        assert_eq!(on_disk(writer.slot()).as_deref(), Some("third"));
        assert_eq!(writer.flush(), None, "told once");
    }

    #[test]
    fn dropping_the_writer_writes_what_is_left_and_the_slot_comes_back_whole() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("a.ron");
        let writer = AutosaveWriter::new(Slot::claim(&path, &[]).expect("free"));
        for n in 0..50 {
            writer.write(move || autosave(&format!("move {n}")));
        }
        let slot = writer.into_slot();
        assert_eq!(on_disk(&slot).as_deref(), Some("move 49"));
        // Still held: another claim gets another slot.
        assert_ne!(Slot::claim(&path, &[]).expect("another").path(), path);
        let writer = AutosaveWriter::new(slot);
        writer.write(|| autosave("again"));
        drop(writer);
        let slot = Slot::claim(&path, &[]).expect("free again");
        assert_eq!(slot.path(), path);
        assert_eq!(on_disk(&slot).as_deref(), Some("again"));
    }

    #[test]
    fn a_failed_write_is_told_and_the_next_one_writes() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("a.ron");
        let writer = AutosaveWriter::new(Slot::claim(&path, &[]).expect("free"));
        // A folder where the file goes: the write cannot replace it.
        std::fs::create_dir(&path).expect("made");
        writer.write(|| autosave("lost"));
        let failed = writer.flush().expect("an outcome");
        assert_eq!(failed.expect_err("failed").path, path);
        // One that panics while it is made is a failure too, and the writer goes on.
        std::fs::remove_dir(&path).expect("removed");
        writer.write(|| panic!("a bug while making the autosave"));
        assert!(writer.flush().expect("an outcome").is_err());
        writer.write(|| autosave("kept"));
        assert_eq!(writer.flush(), Some(Ok(())));
        assert_eq!(on_disk(writer.slot()).as_deref(), Some("kept"));
    }
}
