//! Example games shipped in `assets/games/` and built into the binary, for the File menu.

use super::{LoadedGame, Record, RecordError};

/// One example game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The title for the menu.
    pub title: &'static str,
    /// The file's name in `assets/games/`.
    pub file_name: &'static str,
    /// The file's text.
    pub text: &'static str,
}

impl Example {
    /// Reads the example's record.
    pub fn record(&self) -> Result<Record, RecordError> {
        Record::from_ron_str(self.text)
    }

    /// Reads and replays the example.
    pub fn open(&self) -> Result<LoadedGame, RecordError> {
        self.record()?.replay()
    }
}

/// Every example game, one or more per game.
pub const EXAMPLES: &[Example] = &[
    Example {
        title: "Chopsticks: the shortest game",
        file_name: "chopsticks-shortest.ron",
        text: include_str!("../../assets/games/chopsticks-shortest.ron"),
    },
    Example {
        title: "Hare and Hounds: the hounds win with best play",
        file_name: "hare-hounds-hounds-win.ron",
        text: include_str!("../../assets/games/hare-hounds-hounds-win.ron"),
    },
    Example {
        title: "Fox and Geese: a double capture",
        file_name: "fox-geese-double-capture.ron",
        text: include_str!("../../assets/games/fox-geese-double-capture.ron"),
    },
    Example {
        title: "Fox and Hounds: the hounds win with best play",
        file_name: "fox-hounds-hounds-win.ron",
        text: include_str!("../../assets/games/fox-hounds-hounds-win.ron"),
    },
];
