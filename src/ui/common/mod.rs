//! What every part of the app shares: the commands the panels emit, the preferences kept
//! between launches, who sits in each seat, and the theme.

pub mod command;
pub mod players;
pub mod preferences;
pub mod theme;
