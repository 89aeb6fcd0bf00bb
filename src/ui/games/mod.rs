//! Each game's part of the app: its [`crate::ui::GameUi`] implementation, which turns the
//! game's positions and moves into what its view draws, and the view's answers into moves.

pub mod board_game;
pub mod chopsticks;
pub mod fox_geese;
pub mod fox_hounds;
pub mod hare_hounds;
