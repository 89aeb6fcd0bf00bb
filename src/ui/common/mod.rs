//! What every part of the app shares: the commands the panels emit, the preferences kept
//! between launches and who sits in each seat (the words and the language are one floor
//! below, in [`crate::ui::text`]).

pub mod command;
pub mod players;
pub mod preferences;
pub mod preferences_file;

/// The window's title, also the name the window is found by in tests and scripts.
pub const TITLE: &str = "Kibitzer";

/// The application's id: the window's (its Wayland app id and X11 class) and the name of its
/// desktop entry, metadata and icon in `packaging/`, so that a launcher knows the window.
pub const APP_ID: &str = "io.github.kibitzer.Kibitzer";

/// The app icon, a 256×256 PNG.
pub const ICON_PNG: &[u8] = include_bytes!("../../../assets/icon.png");
