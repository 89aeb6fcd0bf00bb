//! The memory a long game takes once read: a record of a few hundred thousand moves is read,
//! replayed and summed up as `kibitzer replay` does, under an allocator that counts the
//! bytes in use. A game of 1.8 million moves must stay under 200 MB, about 110 bytes a
//! move, file included.
//!
//! One test in this binary, so that nothing else allocates while it counts.
// The counting allocator implements an unsafe trait, passing every call on to the system's.
#![allow(unsafe_code)]

mod long_records;

use kibitzer::record::Record;
use long_records::{long_line, record_text};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting the bytes in use and the most ever in use.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's layout is passed on unchanged.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was given by `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's pointer, layout and size are passed on unchanged.
        let out = unsafe { System.realloc(ptr, layout, new_size) };
        if !out.is_null() {
            // Counted as the old and the new block at once, as a copy would hold them.
            let now = IN_USE.fetch_add(new_size, Ordering::Relaxed) + new_size;
            PEAK.fetch_max(now, Ordering::Relaxed);
            IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        out
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Bytes a move may take, all told, while a long game is read, replayed and summed up.
const BYTES_PER_MOVE: usize = 110;

#[test]
fn a_long_game_is_replayed_in_about_a_hundred_bytes_a_move() {
    let moves = 300_000;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("long.ron");
    std::fs::write(&path, record_text(&long_line(moves), "")).expect("writes");
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let record: Record = kibitzer::record::load(&path).expect("reads");
    let loaded = record.replay().expect("replays");
    let summary = loaded.summary();
    assert_eq!(summary.moves.len(), moves);
    let used = PEAK.load(Ordering::Relaxed) - before;
    let per_move = used / moves;
    println!("{used} bytes at most, {per_move} a move");
    assert!(
        per_move <= BYTES_PER_MOVE,
        "{per_move} bytes a move (at most {BYTES_PER_MOVE})"
    );
}
