//! Studying a game once it is played: the review of every move against the exact values
//! (`review.rs`) and notes on moves (`notes.rs`). Each screen reads the session and pushes commands, as the panels do; the
//! panels place it.

pub mod notes;
pub mod review;
