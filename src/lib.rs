//! Kibitzer: play and study small solved games.
//!
//! The library holds everything the binary, the tests and the desktop app share: the game
//! core, the games, the solver, the solved-table files and the command line.

pub mod cli;
pub mod core;
pub mod games;
pub mod history;
pub mod picture;
pub mod record;
pub mod review;
pub mod solver;
pub mod store;
pub mod ui;
pub mod words;
