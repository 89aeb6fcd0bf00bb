//! The user's puzzle results, kept in the data folder (`puzzles.ron`): for each game and
//! variant, the next seed (so that a new launch goes on with new puzzles), the last puzzle
//! (never given twice in a row), how many were tried and solved at the first try, the streak,
//! and the latest results.
//!
//! A file that cannot be read is kept aside (`puzzles.ron.broken`) and the results start
//! again: results are worth less than a window that opens.

use super::puzzle::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The version of the file this code writes.
pub const VERSION: u32 = 1;

/// The latest results kept for each game.
pub const RECENT: usize = 50;

/// The largest file read.
const MAX_BYTES: u64 = 4 * 1024 * 1024;

/// One puzzle's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// The puzzle's position code.
    pub position: String,
    /// Its level.
    pub level: Level,
    /// Solved at the first try.
    pub solved: bool,
}

/// The results of one game and variant.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResults {
    /// The seed of the next puzzle.
    pub next_seed: u64,
    /// The last puzzle's position code.
    pub last: Option<String>,
    /// Puzzles finished (solved, missed or shown).
    pub tried: u32,
    /// Those solved at the first try.
    pub solved: u32,
    /// Puzzles solved at the first try in a row, up to the last.
    pub streak: u32,
    /// The longest such streak.
    pub best_streak: u32,
    /// The latest results, the newest last.
    pub recent: Vec<Attempt>,
}

impl GameResults {
    /// Counts a finished puzzle.
    pub fn record(&mut self, attempt: Attempt) {
        self.tried += 1;
        if attempt.solved {
            self.solved += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.last = Some(attempt.position.clone());
        self.recent.push(attempt);
        if self.recent.len() > RECENT {
            let extra = self.recent.len() - RECENT;
            self.recent.drain(..extra);
        }
    }
}

/// Every game's results.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleLog {
    /// The file's version.
    pub version: u32,
    /// The results, by game and variant (the key the app gives).
    pub games: BTreeMap<String, GameResults>,
}

/// The puzzle results in the user's data folder (`~/.local/share/kibitzer/puzzles.ron` on
/// Linux).
pub fn default_path() -> Option<PathBuf> {
    crate::record::project_dirs().map(|dirs| dirs.data_dir().join("puzzles.ron"))
}

/// Why the results file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// The file could not be read.
    #[error("the puzzle results {path} could not be read: {reason}")]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// The file could not be written.
    #[error("the puzzle results could not be written to {path}: {reason}")]
    Unwritable {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
}

impl PuzzleLog {
    /// An empty log.
    pub fn new() -> PuzzleLog {
        PuzzleLog {
            version: VERSION,
            games: BTreeMap::new(),
        }
    }

    /// Reads the log at `path`: empty when there is none; an error (the file kept aside,
    /// an empty log to go on with) when it cannot be read or is of a later version.
    pub fn load(path: &Path) -> (PuzzleLog, Option<LogError>) {
        let unreadable = |reason: String| {
            let _ = crate::record::autosave::keep_aside(path);
            (
                PuzzleLog::new(),
                Some(LogError::Unreadable {
                    path: path.to_owned(),
                    reason,
                }),
            )
        };
        let bytes = match crate::record::read_capped_at(path, MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(_) if !path.exists() => return (PuzzleLog::new(), None),
            Err(err) => return unreadable(err.to_string()),
        };
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(_) => return unreadable("it is not text".to_owned()),
        };
        match ron::from_str::<PuzzleLog>(&text) {
            Ok(log) if log.version <= VERSION => (log, None),
            Ok(log) => unreadable(format!(
                "it is of version {}, newer than this Kibitzer's",
                log.version
            )),
            Err(err) => unreadable(err.to_string()),
        }
    }

    /// Writes the log to `path`, atomically.
    pub fn save(&self, path: &Path) -> Result<(), LogError> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string());
        let written = text.and_then(|text| {
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
            }
            crate::record::write_atomic_bytes(path, text.as_bytes()).map_err(|e| e.to_string())
        });
        written.map_err(|reason| LogError::Unwritable {
            path: path.to_owned(),
            reason,
        })
    }

    /// The results of the game and variant `key`, made when there are none.
    pub fn game(&mut self, key: &str) -> &mut GameResults {
        self.games.entry(key.to_owned()).or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_counted_kept_and_read_back_and_a_broken_file_is_kept_aside() {
        let dir = tempfile::tempdir().expect("temp");
        let path = dir.path().join("data/puzzles.ron");
        let (mut log, err) = PuzzleLog::load(&path);
        assert!(err.is_none() && log.games.is_empty());
        let game = log.game("chopsticks|standard");
        for (i, solved) in [true, true, false, true].into_iter().enumerate() {
            game.record(Attempt {
                position: format!("code{i}"),
                level: Level::Easy,
                solved,
            });
        }
        assert_eq!(
            (game.tried, game.solved, game.streak, game.best_streak),
            (4, 3, 1, 2)
        );
        assert_eq!(game.last.as_deref(), Some("code3"));
        log.save(&path).expect("written");
        let (back, err) = PuzzleLog::load(&path);
        assert!(err.is_none());
        assert_eq!(back, log);
        std::fs::write(&path, "not ron at all").expect("written");
        let (broken, err) = PuzzleLog::load(&path);
        assert!(broken.games.is_empty());
        let err = err.expect("refused").to_string();
        assert!(err.contains("puzzles.ron"), "{err}");
        assert!(dir.path().join("data/puzzles.ron.broken").exists());
    }

    #[test]
    fn only_the_latest_results_are_kept() {
        let mut game = GameResults::default();
        for i in 0..RECENT + 7 {
            game.record(Attempt {
                position: i.to_string(),
                level: Level::Hard,
                solved: i % 2 == 0,
            });
        }
        assert_eq!(game.recent.len(), RECENT);
        assert_eq!(game.recent[0].position, "7");
        assert_eq!(game.tried as usize, RECENT + 7);
    }
}
