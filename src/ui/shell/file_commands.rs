//! What the file commands do: open a file, an example or pasted text; save; copy the game;
//! restore the autosave. Every problem ends in one [`Problem`] window, and a game that cannot
//! be opened leaves the game in the window as it was.

use crate::picture::Format;
use crate::record::{self, FileError, LoadedGame, Record, RecordError, examples::EXAMPLES};
use crate::tr;
use crate::ui::common::command::{Status, Words};
use crate::ui::files::file_state::Extras;
use crate::ui::files::{Problem, Purpose, display_name, example_title};
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::app::App;
use crate::ui::shell::loads::LOAD_AT_ONCE;
use crate::ui::study::picture::{DEFAULT_SIZE, Look};
use crate::ui::text::capitalised;
use crate::ui::text::errors::record_error_text;
use std::fs;
use std::path::{Path, PathBuf};

/// Where an opened game came from, which decides what Save does with it.
enum Source {
    /// A file: Save writes back to it.
    File(PathBuf),
    /// A built-in example, named by its file name: Save asks where.
    Example(&'static str),
    /// The clipboard or the autosave: a game not in any file yet.
    Unsaved,
}

impl App {
    /// The game in the window as a record (the line, the cursor, the seats).
    pub fn game_record(&self) -> Record {
        self.active.record(&self.files.extras)
    }

    /// File → Open…: the dialog, whose answer comes back as `Command::OpenPath`.
    pub(in crate::ui) fn open_dialog(&mut self) {
        let own = self.prefs.own_file_dialog;
        self.files.start_dialog(Purpose::Open, String::new(), own);
    }

    /// File → Save: to the game's file, or where the user says when it has none.
    pub(in crate::ui) fn save(&mut self) {
        match self.files.path().map(Path::to_owned) {
            Some(path) => self.save_to(&path),
            None => self.save_as_dialog(),
        }
    }

    /// File → Save as…: the dialog, whose answer comes back as `Command::SaveTo`.
    pub(in crate::ui) fn save_as_dialog(&mut self) {
        let name = self.files.file_name().unwrap_or_else(|| {
            format!(
                "{}.{}",
                self.game_record().game_name(),
                crate::ui::files::EXTENSION
            )
        });
        let own = self.prefs.own_file_dialog;
        self.files.start_dialog(Purpose::Save, name, own);
    }

    /// The name an exported file starts with: the game's file's, or the game's.
    fn export_stem(&self) -> String {
        self.files
            .file_name()
            .and_then(|name| Path::new(&name).file_stem()?.to_str().map(str::to_owned))
            .unwrap_or_else(|| self.game_record().game_name().to_owned())
    }

    /// File → Export: the dialog, whose answer comes back as `Command::ExportTo`.
    pub(in crate::ui) fn export_dialog(&mut self, format: Format) {
        let stem = self.export_stem();
        let (_, ply) = self.active.line();
        let name = format!("{stem}-{ply}.{}", format.extension());
        let own = self.prefs.own_file_dialog;
        self.files.start_dialog(Purpose::Export(format), name, own);
    }

    /// Writes a picture of the position shown to `path`: the board or table as the window
    /// draws it (the overlay, coordinates and side as set, in the theme shown), at the size
    /// the canvas has on screen, twice as many pixels for a PNG so that it stays sharp.
    pub(in crate::ui) fn export_to(&mut self, ctx: &egui::Context, path: &Path, format: Format) {
        let look = Look {
            overlay: self.prefs.overlay,
            dark: ctx.theme() == egui::Theme::Dark,
            coordinates: self.prefs.coordinates,
            flipped: self.prefs.flipped,
        };
        let size = crate::ui::panels::play_area::canvas_size(ctx)
            .unwrap_or(egui::vec2(DEFAULT_SIZE.0 as f32, DEFAULT_SIZE.1 as f32));
        let written = self
            .active
            .picture(look, format, size)
            .map_err(|err| err.to_string())
            .and_then(|bytes| {
                record::write_atomic_bytes(path, &bytes).map_err(|err| err.to_string())
            });
        match written {
            Ok(()) => {
                let file = display_name(path);
                self.status = Status::said(move || tr!("file-exported", file = file.clone()));
            }
            Err(message) => self.files.report(Problem {
                title: tr!("file-cannot-export", file = display_name(path)),
                message: capitalised(&message),
            }),
        }
    }

    /// File → Export → Game as text: the dialog, whose answer comes back as
    /// `Command::ExportTextTo`.
    pub(in crate::ui) fn export_text_dialog(&mut self) {
        let stem = self.export_stem();
        let own = self.prefs.own_file_dialog;
        self.files
            .start_dialog(Purpose::ExportText, format!("{stem}.txt"), own);
    }

    /// Writes the game as a readable text to `path` (see [`crate::ui::study::game_text`]).
    pub(in crate::ui) fn export_text_to(&mut self, path: &Path) {
        let text = self.active.game_text();
        match record::write_atomic_bytes(path, text.as_bytes()) {
            Ok(()) => {
                let file = display_name(path);
                self.status = Status::said(move || tr!("file-exported-text", file = file.clone()));
            }
            Err(err) => self.files.report(Problem {
                title: tr!("file-cannot-export-text", file = display_name(path)),
                message: capitalised(&err.to_string()),
            }),
        }
    }

    /// Saves the game to `path`, which becomes the game's file.
    pub(in crate::ui) fn save_to(&mut self, path: &Path) {
        let record = self.game_record();
        match record::save_atomic(path, &record) {
            Ok(()) => {
                self.files.attach(Some(path.to_owned()), None, &record);
                self.files.remember(path);
                let file = display_name(path);
                self.status = Status::said(move || tr!("file-saved", file = file.clone()));
            }
            Err(err) => self.files.report(Problem {
                title: tr!("file-cannot-save", file = display_name(path)),
                message: file_message(&err),
            }),
        }
    }

    /// Opens the game file at `path`, in place of any game being opened: a large one on a
    /// worker, while the game on the table stays; a file that is gone leaves the recent list.
    pub(in crate::ui) fn open_path(&mut self, path: &Path) {
        self.loads.stop_opening();
        let large =
            fs::metadata(path).is_ok_and(|meta| meta.is_file() && meta.len() > LOAD_AT_ONCE);
        if large {
            self.loads.open_file(path);
        } else {
            self.opened_file(path, record::open(path));
        }
    }

    /// Puts the game opened from `path` on the table, or says why it cannot be.
    pub(super) fn opened_file(&mut self, path: &Path, opened: Result<LoadedGame, FileError>) {
        let opened = opened.map_err(|err| file_message(&err));
        let installed = opened.map(|loaded| self.install(loaded, Source::File(path.to_owned())));
        match installed {
            Ok(kept) => {
                self.files.remember(path);
                let file = display_name(path);
                self.say_replaced(
                    kept,
                    Words::new(move || tr!("file-opened", file = file.clone())),
                );
            }
            Err(mut message) => {
                if !path.exists() && self.files.recent().iter().any(|p| p == path) {
                    self.files.forget(path);
                    message.push_str("\n\n");
                    message.push_str(&tr!("file-taken-off-recent"));
                }
                self.files.report(Problem {
                    title: tr!("file-cannot-open", file = display_name(path)),
                    message,
                });
            }
        }
    }

    /// File → Examples: opens example `index`, in place of any game being opened.
    pub(in crate::ui) fn open_example(&mut self, index: usize) {
        let Some(example) = EXAMPLES.get(index) else {
            return;
        };
        self.loads.stop_opening();
        let installed = example
            .open()
            .map_err(sentence)
            .map(|loaded| self.install(loaded, Source::Example(example.file_name)));
        match installed {
            Ok(kept) => self.say_replaced(
                kept,
                Words::new(move || tr!("file-opened-example", title = example_title(example))),
            ),
            Err(message) => self.files.report(Problem {
                title: tr!("file-cannot-open-example", title = example_title(example)),
                message,
            }),
        }
    }

    /// Opens a game given as the text of a record (pasted), in place of any game being
    /// opened: a long one on a worker, while the game on the table stays.
    pub(in crate::ui) fn open_text(&mut self, text: String) {
        self.loads.stop_opening();
        if text.len() as u64 > LOAD_AT_ONCE {
            self.loads.open_text(text);
        } else {
            self.opened_text(Record::from_ron_str(&text).and_then(|record| record.replay()));
        }
    }

    /// Puts the pasted game on the table, or says why it cannot be.
    pub(super) fn opened_text(&mut self, opened: Result<LoadedGame, RecordError>) {
        let installed = opened
            .map_err(sentence)
            .map(|loaded| self.install(loaded, Source::Unsaved));
        match installed {
            Ok(kept) => self.say_replaced(kept, Words::new(|| tr!("file-opened-clipboard"))),
            Err(message) => self.files.report(Problem {
                title: tr!("file-cannot-open-pasted"),
                message,
            }),
        }
    }

    /// Edit → Copy game: the record's text on the clipboard.
    pub(in crate::ui) fn copy_game(&mut self, ctx: &egui::Context) {
        match self.game_record().to_ron_string() {
            Ok(text) => {
                ctx.copy_text(text);
                self.status = Status::said(|| tr!("file-copied-game"));
            }
            Err(err) => self.files.report(Problem {
                title: tr!("file-cannot-copy"),
                message: sentence(err),
            }),
        }
    }

    /// Puts a replayed game in the window, with its settings and seats in the sidebar; true
    /// when the game it replaced was kept to bring back.
    fn install(&mut self, loaded: LoadedGame, source: Source) -> bool {
        // A game opened while the last session's games load keeps the table.
        if self.loads.is_restoring() {
            self.loads.opened_while_restoring = true;
        }
        let extras = Extras::of(&loaded.to_record());
        let kept = self.put_on_table(ActiveGame::from_loaded(loaded, &self.cache));
        self.adopt_active_setup();
        self.code.error = None;
        self.files.extras = extras;
        let record = self.game_record();
        match source {
            Source::File(path) => self.files.attach(Some(path), None, &record),
            Source::Example(name) => self.files.attach(None, Some(name.to_owned()), &record),
            Source::Unsaved => {}
        }
        kept
    }
}

/// A file problem in sentences: what is wrong, then the file's full path.
pub(super) fn file_message(err: &FileError) -> String {
    let path = tr!("file-problem-path", path = err.path.display().to_string());
    format!("{}\n\n{path}", sentence(err.error.clone()))
}

/// A record's error as a sentence in the current language.
pub(super) fn sentence(err: impl Into<RecordError>) -> String {
    let text = capitalised(&record_error_text(&err.into()));
    if text.ends_with(['.', '!', '?']) {
        text
    } else {
        format!("{text}.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_read_as_sentences() {
        assert_eq!(sentence(RecordError::Empty), "The file is empty.");
        let err = FileError::new("/games/g.ron", RecordError::Directory);
        assert_eq!(
            file_message(&err),
            "It is a folder, not a game file.\n\nFile: /games/g.ron"
        );
    }
}
