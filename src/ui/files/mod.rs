//! Game files in the window: File → Open, Save, Save as, Recent, Examples, Copy and Paste
//! game, drag and drop, the autosave, and the title that names the file.
//!
//! The record format itself lives in [`crate::record`]; this module connects it to the app.
//! Every way of opening or saving ends in a [`super::Command`] (`OpenPath`, `SaveTo`,
//! `OpenText`…), so the dialogs only pick a path and the tests drive the same commands
//! without any dialog. The dialog is the system's ([`native`]) or, when the system has none
//! or the user prefers it, Kibitzer's own drawn in the window ([`own_dialog`]), which the
//! tests also drive end to end. Where the app keeps its files is an [`AppPaths`], so that tests work
//! in a temporary folder and never touch the user's data.

pub mod document;
pub mod file_state;
mod input;
pub mod native;
pub mod own_dialog;

pub use document::{Document, Problem, no_system_dialog};
pub(crate) use input::{drop_overlay_ui, input_commands, problem_window_ui};

use std::path::PathBuf;

/// The extension of saved games.
pub const EXTENSION: &str = "ron";

/// Where the app keeps and looks for files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AppPaths {
    /// The autosave file; `None` turns the autosave (and its restoring) off.
    pub autosave: Option<PathBuf>,
    /// The recent-files list; `None` keeps the list for this run only.
    pub recent: Option<PathBuf>,
    /// The preferences; `None` keeps those given for this run only.
    pub preferences: Option<PathBuf>,
    /// Where the Open and Save dialogs start.
    pub documents: PathBuf,
    /// The folder the exact tables live in (the Fox and Geese table, and the saved solves
    /// of the other games); `None`: no tables, Fox and Geese is searched only and every
    /// other game is solved at each launch.
    pub tables: Option<PathBuf>,
    /// The puzzle results; `None` keeps them for this run only.
    pub puzzles: Option<PathBuf>,
}

impl AppPaths {
    /// The user's folders: the autosave in the app's data folder, the recent list in its
    /// configuration folder, dialogs in `Documents/Kibitzer`, the tables in the cache
    /// folder (or `$KIBITZER_CACHE_DIR`).
    pub fn standard() -> AppPaths {
        AppPaths {
            autosave: crate::record::autosave_path(),
            recent: crate::record::RecentFiles::default_path(),
            preferences: crate::ui::common::preferences_file::default_path(),
            documents: crate::record::default_folder(),
            tables: crate::solver::fox_geese::table::cache_dir(None).ok(),
            puzzles: crate::review::puzzle_log::default_path(),
        }
    }

    /// Everything inside `folder` (tests): the tables in `folder/tables`.
    pub fn in_folder(folder: &std::path::Path) -> AppPaths {
        AppPaths {
            autosave: Some(folder.join("data/autosave.ron")),
            recent: Some(folder.join("config/recent.ron")),
            preferences: Some(folder.join("config/preferences.json")),
            documents: folder.join("documents"),
            tables: Some(folder.join("tables")),
            puzzles: Some(folder.join("data/puzzles.ron")),
        }
    }

    /// No files at all: no autosave, a recent list for this run only, no tables.
    pub fn none() -> AppPaths {
        AppPaths::default()
    }
}

/// What a dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Choose a game to open.
    Open,
    /// Choose where to save.
    Save,
    /// Choose where to write a picture of the position, in this format.
    Export(crate::picture::Format),
    /// Choose where to write the game as a readable text.
    ExportText,
}

impl Purpose {
    /// Whether the dialog asks where to write a file (rather than which to open).
    pub fn writes(self) -> bool {
        matches!(
            self,
            Purpose::Save | Purpose::Export(_) | Purpose::ExportText
        )
    }

    /// The extension of the files it lists and gives a bare name.
    pub fn extension(self) -> &'static str {
        match self {
            Purpose::Open | Purpose::Save => EXTENSION,
            Purpose::Export(format) => format.extension(),
            Purpose::ExportText => "txt",
        }
    }
}

/// `path` with the extension of the files `purpose` writes when the user typed a name
/// without any.
pub fn with_extension(path: PathBuf, purpose: Purpose) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension(purpose.extension())
    } else {
        path
    }
}

/// Whether `path` names a game file by its extension.
pub fn is_game_file(path: &std::path::Path) -> bool {
    path.extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case(EXTENSION))
}

/// An example game's title in the current language (`file-example-<file stem>`; the
/// example's own English title when the message files have none for it).
pub fn example_title(example: &crate::record::examples::Example) -> String {
    let stem = example.file_name.trim_end_matches(".ron");
    let id = format!("file-example-{stem}");
    let title = crate::words::message(&id, &[]);
    if title == id {
        example.title.to_owned()
    } else {
        title
    }
}

/// The file's name for messages and the title.
pub fn display_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn every_example_has_its_title_in_every_language() {
        use crate::record::examples::EXAMPLES;
        use crate::words::{Language, set_language};
        for language in Language::ALL {
            set_language(language);
            for example in EXAMPLES {
                let id = format!(
                    "file-example-{}",
                    example.file_name.trim_end_matches(".ron")
                );
                assert_ne!(crate::words::message(&id, &[]), id);
            }
        }
        set_language(Language::English);
        for example in EXAMPLES {
            assert_eq!(example_title(example), example.title);
        }
    }

    #[test]
    fn saved_games_get_the_ron_extension() {
        assert_eq!(
            with_extension("a/game".into(), Purpose::Save),
            Path::new("a/game.ron")
        );
        assert_eq!(
            with_extension("game.ron".into(), Purpose::Save),
            Path::new("game.ron")
        );
        assert!(is_game_file(Path::new("x/Game.RON")));
        assert!(!is_game_file(Path::new("x/game.txt")));
        assert_eq!(display_name(Path::new("/a/b/game.ron")), "game.ron");
    }
}
