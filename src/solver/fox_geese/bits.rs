//! A layer's entries packed in bits: `width(count)` bits per set, one per empty point, least
//! significant first, as the table's files hold them.

use super::words::Words;
use std::sync::atomic::Ordering::Relaxed;

/// Bits stored per set in a layer of `count` geese: one per empty point.
pub fn width(count: usize) -> usize {
    33 - count
}

/// Bits packed at a fixed width per index, written by several threads at once.
#[derive(Debug)]
pub struct Packed {
    words: Words,
    width: usize,
}

impl Packed {
    /// Room for `len` entries of `width` bits, all zero.
    pub fn new(len: u64, width: usize) -> Packed {
        let bits = usize::try_from(len)
            .ok()
            .and_then(|len| len.checked_mul(width))
            .unwrap_or_else(|| panic!("{len} entries of {width} bits do not fit in memory"));
        let words = bits.div_ceil(64) + 1;
        Packed {
            words: Words::zeroed(words),
            width,
        }
    }

    /// Sets entry `at` (written once, from zero).
    pub(super) fn set(&self, at: u64, value: u64) {
        let bit = at as usize * self.width;
        let (word, offset) = (bit / 64, bit % 64);
        let words = self.words.atomics();
        words[word].fetch_or(value << offset, Relaxed);
        if offset + self.width > 64 {
            words[word + 1].fetch_or(value >> (64 - offset), Relaxed);
        }
    }

    /// The little-endian bytes, exactly as many as the entries need.
    pub fn into_bytes(self, len: u64) -> Vec<u8> {
        let bytes = (len as usize * self.width).div_ceil(8);
        let mut out = Vec::with_capacity(bytes + 8);
        for word in self.words.atomics() {
            if out.len() >= bytes {
                break;
            }
            out.extend_from_slice(&word.load(Relaxed).to_le_bytes());
        }
        out.truncate(bytes);
        out
    }
}

/// Reads entry `at` of `width` bits from packed little-endian bytes.
pub fn read_packed(bytes: &[u8], at: u64, width: usize) -> u64 {
    let bit = at * width as u64;
    let first = (bit / 8) as usize;
    let end = (first + 8).min(bytes.len());
    read_bits(&bytes[first..end], bit % 8, width)
}

/// Reads `width` bits starting at bit `shift` (below 8) of up to eight bytes.
pub fn read_bits(bytes: &[u8], shift: u64, width: usize) -> u64 {
    let mut raw = [0u8; 8];
    raw[..bytes.len()].copy_from_slice(bytes);
    (u64::from_le_bytes(raw) >> shift) & ((1 << width) - 1)
}

/// The byte range holding entry `at` of `width` bits, and the bit it starts at there.
pub fn entry_bytes(at: u64, width: usize, len: u64) -> (std::ops::Range<u64>, u64) {
    let bit = at * width as u64;
    let first = bit / 8;
    (first..(first + 8).min(len), bit % 8)
}
