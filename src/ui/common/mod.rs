//! What every part of the app shares: the commands the panels emit, the preferences kept
//! between launches, who sits in each seat, the language the window speaks, and the theme.

pub mod command;
pub mod language;
pub mod players;
pub mod preferences;
pub mod preferences_file;

/// The window's title, also the name the window is found by in tests and scripts.
pub const TITLE: &str = "Kibitzer";

/// The app icon, a 256×256 PNG.
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon.png");
