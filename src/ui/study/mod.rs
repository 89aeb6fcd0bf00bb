//! Studying a game once it is played: the review of every move against the exact values
//! (`review.rs`), notes on moves (`notes.rs`) and pictures of the board to share
//! (`picture.rs`). Each screen reads the session and pushes commands, as the panels do; the
//! panels place it.

pub mod game_text;
pub mod notes;
pub mod picture;
pub mod review;
