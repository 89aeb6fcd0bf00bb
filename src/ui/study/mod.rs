//! Studying a game once it is played: the review of every move against the exact values
//! (`review.rs`), notes on moves (`notes.rs`) and pictures of the board to share
//! (`picture.rs`), practice: retrying the blunders of a game and puzzles (`trainer.rs`, the
//! row above the board). Each screen reads the session and pushes commands, as the panels do; the
//! panels place it.

pub mod game_text;
pub mod notes;
pub mod picture;
pub mod review;
pub mod trainer;

/// A puzzle level's name in the current language: "easy", "medium", "hard".
pub fn level_name(level: crate::review::puzzle::Level) -> String {
    crate::tr!(&format!("puzzle-level-{}", level.word()))
}
