//! The exact solution of Fox and Geese without the sideways option: a table of every set
//! of 4 up to 13, 15 or 17 geese and every fox point, built layer by layer with no search.
//!
//! Without sideways moves every goose move goes up a row, so the game is finite and has
//! no draws: one bit per position says who wins. The table stores, for every set of geese
//! and every empty point, whether the geese to move win with the fox there (GW); the fox
//! to move's verdict follows from it by one step or capture chain ([`probe`]).
//!
//! - [`geometry`]: the cross on a 7×7 grid of bits (a fox step is a shift).
//! - [`index`]: a perfect index of the sets of one count, up to the left-right mirror.
//! - [`build`]: one layer (all sets of one count) from the layer below.
//!   [`bits`]: a layer's entries packed in bits; `passes`: its passes over the sets, on the
//!   threads.
//! - [`probe`]: verdicts of a position and its moves from the table.
//! - [`folder`], [`checks`], [`stored`], [`table`]: the W/L table's folder (its files,
//!   summary, errors, lock), the checks of its files, the table read from disk, and its
//!   resumable and repairing build.
//! - [`slices`], [`stream`]: the remoteness of every position, built slice by slice by row
//!   sum; [`remoteness`] is its in-memory reference.
//! - [`sideways`]: the same for the sideways game, by retrograde analysis inside a slice.
//! - [`remote_files`], [`remote_table`], [`remote_build`]: the remoteness table on disk
//!   (compressed blocks): its files, ids and rules, its answers and its resumable build.
//! - `plan`: what the two builds share: the counts to compute, in order, and how far
//!   through them a build is.

pub mod bits;
pub mod build;
pub mod checks;
pub mod folder;
pub mod geometry;
pub mod index;
mod passes;
mod plan;
pub mod probe;
pub mod remote_build;
pub mod remote_estimate;
pub mod remote_files;
pub mod remote_table;
pub mod remoteness;
pub mod sideways;
pub mod slice;
pub mod slices;
pub mod stored;
pub mod stream;
pub mod table;
pub mod words;

#[cfg(test)]
mod tests;
