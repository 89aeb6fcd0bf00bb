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
    /// `len` zero words. Panics only if their size does not fit the address space or the
    /// system has no memory left to map, as a `Vec` would (a build reports the panic as
    /// its failure, with this message).
    pub fn zeroed(len: usize) -> Words {
        if len == 0 {
            return Words { map: None, len };
        }
        let bytes = len
            .checked_mul(8)
            .unwrap_or_else(|| panic!("{len} words for the table build do not fit in memory"));
        let map = MmapMut::map_anon(bytes).unwrap_or_else(|e| {
            panic!(
                "cannot map {} MB for the table build: {e}",
                bytes / 1_000_000
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
    // Checked in every build: the slice below is sound only if it holds.
    assert!(
        len.checked_mul(8).is_some_and(|bytes| map.len() >= bytes),
        "a map of {} bytes cannot hold {len} words",
        map.len()
    );
    // SAFETY: the map is page-aligned (so aligned for AtomicU64), at least `len * 8` bytes
    // long, zero-initialised by the kernel (a valid AtomicU64 is any bit pattern), lives as
    // long as the returned borrow, and is only ever accessed through these atomics.
    unsafe { std::slice::from_raw_parts(map.as_ptr().cast::<AtomicU64>(), len) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_start_at_zero_and_keep_what_is_stored() {
        let words = Words::zeroed(1000);
        assert_eq!(words.atomics().len(), 1000);
        assert!(words.atomics().iter().all(|w| w.load(Relaxed) == 0));
        words.atomics()[999].store(u64::MAX, Relaxed);
        assert_eq!(words.get(999), u64::MAX);
        assert!(Words::zeroed(0).atomics().is_empty());
    }

    #[test]
    fn a_length_past_the_address_space_is_refused_by_name_not_wrapped() {
        let caught = std::panic::catch_unwind(|| Words::zeroed(usize::MAX / 4));
        let payload = caught.expect_err("refused");
        let message = crate::solver::job::panic_message(payload.as_ref());
        assert!(message.contains("do not fit in memory"), "{message}");
    }

    #[test]
    fn a_map_too_short_for_its_words_is_never_read() {
        let map = MmapMut::map_anon(64).expect("a small map");
        assert_eq!(as_atomics(&map, 8).len(), 8);
        let caught = std::panic::catch_unwind(|| as_atomics(&map, 9).len());
        assert!(caught.is_err(), "nine words from 64 bytes");
    }
}
