//! The window's autosave: the game on the table and every game on the desk, with the file
//! each belongs to, written after each change to the window's own slot
//! ([`crate::record::autosave`]), and all of it given back at the next launch, with the
//! autosaves that other windows left behind.

use super::desk::KeptGame;
use super::file_commands::{file_message, sentence};
use crate::record::autosave::{Broken, Slot, keep_game_aside};
use crate::record::{Autosave, Place, Record, SavedGame};
use crate::tr;
use crate::ui::common::command::Status;
use crate::ui::files::Problem;
use crate::ui::files::document::FileState;
use crate::ui::games::active::ActiveGame;
use crate::ui::shell::app::App;
use std::path::Path;

impl App {
    /// Writes the autosave when the game on the table (`record`, when it changed) or the
    /// desk changed since the last one.
    pub(in crate::ui) fn autosave(&mut self, record: Option<Record>) {
        let revision = self.desk.revision();
        if self.files.autosave_path().is_none()
            || self.files.autosave_is_current(record.as_ref(), revision)
        {
            return;
        }
        let record = record.unwrap_or_else(|| self.game_record());
        if let Some(status) = self
            .files
            .autosave(record, revision, self.desk.saved_games())
        {
            self.status = status;
        }
    }

    /// At startup: claims the window's autosave and brings back its games, and those of
    /// the autosaves other windows left behind (which are then emptied, their games being in
    /// this window's autosave). A broken autosave is kept aside and named, once.
    pub(in crate::ui) fn restore_autosave(&mut self) {
        let Some(first) = self.files.paths.autosave.clone() else {
            return;
        };
        let mut problems = Vec::new();
        let mut stuck = Vec::new();
        let (slot, own) = loop {
            let slot = match Slot::claim(&first, &stuck) {
                Ok(slot) => slot,
                Err(err) => {
                    self.report_restore(vec![tr!("file-autosave-off", error = err.to_string())]);
                    return;
                }
            };
            match slot.read() {
                Ok(own) => break (slot, own),
                Err(broken) => {
                    problems.push(broken_message(&broken));
                    if !broken.stuck {
                        break (slot, None);
                    }
                    // Never written over: the window takes another autosave.
                    stuck.push(slot.path().to_owned());
                }
            }
        };
        let behind = Slot::left_behind(&first, &slot);
        let mut games: Vec<SavedGame> = own.into_iter().flat_map(|a| a.games).collect();
        let own_count = games.len();
        let mut emptied = Vec::new();
        for other in behind {
            match other.read() {
                Ok(autosave) => {
                    games.extend(autosave.into_iter().flat_map(|a: Autosave| a.games));
                    emptied.push(other);
                }
                Err(broken) => {
                    problems.push(broken_message(&broken));
                    if !broken.stuck {
                        emptied.push(other);
                    }
                }
            }
        }
        let from_others = games.len() - own_count;
        let mut on_table = false;
        for game in games {
            if let Err(message) = self.restore_game(game, &mut on_table, &first) {
                problems.push(message);
            }
        }
        self.files.set_slot(slot);
        self.autosave(None);
        // The other windows' games are in this window's autosave now (or it failed, and
        // then their files stay).
        if self.files.autosave_is_current(None, self.desk.revision()) {
            for other in &emptied {
                let _ = other.clear();
            }
        }
        if from_others > 0 {
            self.status = Status::info(tr!("file-restored-other-windows", count = from_others));
        }
        self.report_restore(problems);
    }

    /// Puts one game of an autosave back: on the table (the first game that was on one),
    /// or on the desk. A game that cannot be restored is written aside whole, and the
    /// message says where.
    fn restore_game(
        &mut self,
        game: SavedGame,
        on_table: &mut bool,
        first: &Path,
    ) -> Result<(), String> {
        let loaded = Record::from_ron_str(&game.record)
            .and_then(|record| record.replay())
            .map_err(|err| {
                let aside = keep_game_aside(first, &game.record);
                let kept = match aside {
                    Ok(path) => tr!("file-game-kept-aside", path = path.display().to_string()),
                    Err(err) => tr!("file-game-not-kept", error = err.to_string()),
                };
                format!("{}\n\n{kept}", sentence(err))
            })?;
        let current = loaded.to_record();
        let file = FileState::restored(game.path, game.name, game.modified, &current);
        let active = ActiveGame::from_loaded(loaded, &self.cache);
        if game.place == Place::Table && !*on_table {
            *on_table = true;
            self.active = active;
            self.files.restore_file_state(file);
            self.adopt_active_setup();
        } else {
            let table = self.active.kind();
            self.desk
                .restore(KeptGame::new(active, file), game.place, table);
        }
        Ok(())
    }

    /// Shows what went wrong while restoring, if anything, in one window.
    fn report_restore(&mut self, problems: Vec<String>) {
        if problems.is_empty() {
            return;
        }
        self.files.report(Problem {
            title: tr!("file-cannot-restore"),
            message: format!(
                "{}\n\n{}",
                problems.join("\n\n"),
                tr!("file-others-restored")
            ),
        });
    }
}

/// What is wrong with a broken autosave and where it is now.
fn broken_message(broken: &Broken) -> String {
    let message = file_message(&broken.error);
    if broken.stuck {
        format!("{message}\n\n{}", tr!("file-autosave-stuck"))
    } else {
        message
    }
}
