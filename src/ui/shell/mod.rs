//! The shell: the window ([`app::App`]) that lays out the panels, the menus and keyboard
//! shortcuts, the side panels' sizes ([`layout`]), and the handler that applies every command in one place.

pub mod active;
pub mod app;
mod app_view;
mod autosave;
mod desk;
mod file_commands;
pub mod handler;
mod kept_games;
mod kept_preferences;
pub mod layout;
mod loading;
mod loads;
pub mod menu;
mod puzzle_results;
mod puzzles;
mod window_state;
