//! Each game's part of the app: the [`game_ui::GameUi`] trait and each game's
//! implementation of it (one file per game), which turns the game's positions and moves into
//! what its view draws and the view's answers into moves; the game in the window
//! ([`active::ActiveGame`], expanded from the registry of games); and the rules texts.

pub mod active;
pub mod board_game;
pub mod board_geometry;
pub mod board_refusal;
pub mod board_spec;
pub mod chopsticks;
pub mod fox_geese;
pub mod fox_hounds;
pub mod game_ui;
pub mod hare_hounds;
pub mod rules_text;
