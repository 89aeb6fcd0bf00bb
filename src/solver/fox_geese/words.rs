//! Large arrays of 64-bit words that several threads read and write at random: anonymous
//! memory maps asking the kernel for huge pages.
//!
//! A layer's arrays are gigabytes read at random; with 4 KiB pages nearly every read also
//! misses the TLB. `madvise(MADV_HUGEPAGE)` (where the kernel leaves it to the program, as
//! Debian does) makes the build about twice as fast.

use memmap2::MmapMut;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// A zeroed array of atomic words.
#[derive(Debug)]
pub struct Words {
    map: Option<MmapMut>,
    len: usize,
}

impl Words {
    /// `len` zero words. Panics only if the system has no memory left to map, as a `Vec`
    /// would.
    pub fn zeroed(len: usize) -> Words {
        if len == 0 {
            return Words { map: None, len };
        }
        let map = MmapMut::map_anon(len * 8).unwrap_or_else(|e| {
            panic!(
                "cannot map {} MB for the table build: {e}",
                len * 8 / 1_000_000
            )
        });
        #[cfg(target_os = "linux")]
        let _ = map.advise(memmap2::Advice::HugePage);
        Words {
            map: Some(map),
            len,
        }
    }

    /// The words.
    pub fn atomics(&self) -> &[AtomicU64] {
        match &self.map {
            Some(map) => as_atomics(map, self.len),
            None => &[],
        }
    }

    /// Word `at`.
    pub fn get(&self, at: usize) -> u64 {
        self.atomics()[at].load(Relaxed)
    }
}

#[allow(unsafe_code)]
fn as_atomics(map: &MmapMut, len: usize) -> &[AtomicU64] {
    debug_assert!(map.len() >= len * 8);
    // SAFETY: the map is page-aligned (so aligned for AtomicU64), at least `len * 8` bytes
    // long, zero-initialised by the kernel (a valid AtomicU64 is any bit pattern), lives as
    // long as the returned borrow, and is only ever accessed through these atomics.
    unsafe { std::slice::from_raw_parts(map.as_ptr().cast::<AtomicU64>(), len) }
}
