//! The transposition table: results of earlier searches by position, with the hashing
//! that places them.

use super::report::Bound;
use super::score::{MATE, MAX_PLY};
use std::hash::{Hash, Hasher};

/// One stored search result.
#[derive(Clone, Debug)]
pub(super) struct Entry<S> {
    pub(super) state: S,
    /// Mate scores count plies from this position.
    pub(super) score: i32,
    pub(super) depth: u16,
    pub(super) bound: Bound,
    /// The best move's index in the game's move order.
    pub(super) best: u16,
    /// False when the result used a repetition draw: then only the move is a hint.
    pub(super) reusable: bool,
}

/// A fixed number of slots, each holding the last result stored there.
pub(super) struct Table<S> {
    slots: Vec<Option<Entry<S>>>,
    bits: u32,
}

impl<S: Clone + Eq + Hash> Table<S> {
    /// A table of 2^`bits` empty slots.
    pub(super) fn new(bits: u32) -> Table<S> {
        Table {
            slots: vec![None; 1 << bits],
            bits,
        }
    }

    fn slot(&self, hash: u64) -> usize {
        (hash >> (64 - self.bits)) as usize
    }

    /// The entry of `state` (whose hash is `hash`), if it is stored.
    pub(super) fn probe(&self, state: &S, hash: u64) -> Option<&Entry<S>> {
        self.slots[self.slot(hash)]
            .as_ref()
            .filter(|e| e.state == *state)
    }

    /// Stores an entry in its state's slot, replacing what was there.
    pub(super) fn store(&mut self, entry: Entry<S>) {
        let slot = self.slot(hash_of(&entry.state));
        self.slots[slot] = Some(entry);
    }
}

/// Table scores count mate plies from the stored position, search scores from the root.
pub(super) fn to_table(score: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if score > MATE - MAX_PLY {
        score + ply
    } else if score < -(MATE - MAX_PLY) {
        score - ply
    } else {
        score
    }
}

pub(super) fn from_table(score: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if score > MATE - MAX_PLY {
        score - ply
    } else if score < -(MATE - MAX_PLY) {
        score + ply
    } else {
        score
    }
}

/// A fast hash of a state (multiply-rotate, in the manner of rustc's FxHasher); its high
/// bits pick the table slot.
pub(super) fn hash_of<S: Hash>(state: &S) -> u64 {
    let mut hasher = FxHasher(0);
    state.hash(&mut hasher);
    hasher.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
