//! The desktop app: an eframe window in which every game can be played against people or
//! the computer, with the solver's verdict overlaid on the hands and the board.
//!
//! The shell ([`App`]) draws the panels and applies the [`Command`]s the panels emit, in
//! one place. Everything about a particular game lives behind [`GameUi`]: its settings,
//! the names of its seats, and its canvas, which is a pure painter in [`views`]: it is given
//! the position, the legal moves and their verdicts, and returns the move the user chose.
//! Game files (the File menu, drag and drop, the clipboard, the autosave) are in [`files`];
//! the words of the window (its language, messages and the wording of errors) in [`text`],
//! the bottom folder, which every other uses.

pub mod common;
pub mod files;
pub mod games;
pub mod panels;
pub mod session;
pub mod shell;
pub mod study;
pub mod text;
pub mod views;
pub mod windows;

pub use common::command::{Command, Status};
pub use common::players::{Player, Strength};
pub use common::preferences::Preferences;
pub use common::{APP_ID, ICON_PNG, TITLE};
pub use games::active::GameKind;
pub use games::game_ui::GameUi;
pub use session::Session;
pub use session::evaluated::{Evaluated, SeatName};
pub use session::solving::{Origin, SolveCache, Solved};
pub use shell::active::{ActiveGame, AnySession};
pub use shell::app::App;
