//! The desktop app: an eframe window in which every game can be played against people or
//! the computer, with the solver's verdict overlaid on the hands and the board.
//!
//! The shell ([`App`]) draws the panels and applies the [`Command`]s the panels emit, in
//! one place. Everything about a particular game lives behind [`GameUi`]: its settings,
//! the names of its seats, and its canvas, which is a pure painter in [`views`]: it is given
//! the position, the legal moves and their verdicts, and returns the move the user chose.
//! Game files (the File menu, drag and drop, the clipboard, the autosave) are in [`files`].

mod active;
mod analysis;
mod app;
mod chart;
mod chart_search;
mod command;
mod engine;
mod figures;
pub mod files;
mod game_ui;
pub mod games;
mod handler;
mod history;
mod menu;
mod play_area;
mod players;
pub mod preferences;
pub mod rules_text;
mod searching;
mod session;
mod setup;
mod sidebar;
mod solving;
mod table_panel;
pub mod tables;
pub mod theme;
pub mod verdict;
pub mod views;
mod windows;

pub use active::{ActiveGame, GameKind};
pub use app::App;
pub use command::{Command, Status};
pub use game_ui::{GameUi, SeatName};
pub use players::{Player, Strength};
pub use preferences::Preferences;
pub use session::Session;
pub use solving::{Origin, SolveCache, Solved};

/// The window's title, also the name the window is found by in tests and scripts.
pub const TITLE: &str = "Kibitzer";

/// The app icon, a 256×256 PNG.
pub const ICON_PNG: &[u8] = include_bytes!("../../assets/icon.png");
