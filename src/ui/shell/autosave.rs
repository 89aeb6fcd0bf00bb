//! The window's autosave: the game on the table and every game on the desk, with the file
//! each belongs to, written after each change to the window's own slot
//! ([`crate::record::autosave`]) off the window's thread ([`crate::record::writer`]), and all of it given back at the next launch, with the
//! autosaves that other windows left behind.

use super::file_commands::{file_message, sentence};
use super::kept_games::KeptGame;
use super::loads::{LOAD_AT_ONCE, RestoreAnswer};
use crate::record::autosave::{Broken, Slot};
use crate::record::restore::{self, RestoreProblem, RestoredGame};
use crate::record::{Place, Record};
use crate::solver::Stopped;
use crate::solver::progress::Progress;
use crate::tr;
use crate::ui::common::command::{Status, StatusAction};
use crate::ui::files::Problem;
use crate::ui::files::file_state::FileState;
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::app::App;

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
        self.files
            .autosave(record, revision, self.desk.saved_games());
    }

    /// Waits until the autosave has everything asked of it on disk (the next frames write
    /// it anyway; for a step, or a test, that reads the file).
    pub fn flush_autosave(&mut self) {
        if let Some(status) = self.files.flush_autosave() {
            self.status = status;
        }
    }

    /// Takes in how the autosave's writes went (they run off the window's thread), and
    /// keeps the frames coming while one is under way, so that a failure is said.
    pub(super) fn poll_autosave(&mut self, ctx: &egui::Context) {
        if let Some(status) = self.files.poll_autosave() {
            self.status = status;
        }
        if self.files.autosave_is_writing() {
            ctx.request_repaint_after(super::app::POLL_INTERVAL);
        }
    }

    /// At startup: claims the window's autosave and brings back its games, and those of
    /// the autosaves other windows left behind (which are then emptied, their games being in
    /// this window's autosave). A broken autosave is kept aside and named, once.
    ///
    /// Large autosaves are read on a worker while the window runs. Until their games are in
    /// the window, none of those autosaves is written over: the window autosaves what is
    /// played meanwhile in a slot of its own that held none (which a crash leaves behind
    /// for the next launch, like any other), and empties it once everything is in its
    /// autosave.
    pub(in crate::ui) fn restore_autosave(&mut self) {
        let Some(first) = self.files.paths.autosave.clone() else {
            return;
        };
        if restore::stored_bytes(&first) > LOAD_AT_ONCE {
            // Without one (every slot held), what is played meanwhile is not autosaved.
            if let Ok(slot) = Slot::claim_empty(&first) {
                self.files.set_slot(slot);
            }
            self.loads.restore(first);
        } else {
            self.restored(restore::restore(&first, &Progress::new()).map_err(Stopped::from));
        }
    }

    /// Puts the restored games in the window (see [`App::restore_autosave`]) and starts
    /// autosaving.
    pub(super) fn restored(&mut self, answer: Result<RestoreAnswer, Stopped>) {
        let restored = match answer {
            Ok(Ok(restored)) => restored,
            Ok(Err(err)) => {
                self.report_restore(vec![tr!("file-autosave-off", error = err.to_string())]);
                return;
            }
            Err(Stopped::Cancelled) => return self.restore_stopped(None),
            Err(Stopped::Failed(cause)) => return self.restore_stopped(Some(cause)),
        };
        let problems = restored.problems.iter().map(problem_message).collect();
        let opened = std::mem::take(&mut self.loads.opened_while_restoring);
        let offer = self.place_restored(restored.games, opened);
        self.adopt_restored_slot(restored.slot, &restored.emptied);
        self.say_restored(offer, opened, restored.from_others);
        self.report_restore(problems);
    }

    /// Puts each restored game where it was: the table's on the table (unless a game was
    /// `opened` meanwhile), the others on the desk. Returns whether a game was set aside to
    /// be offered back.
    fn place_restored(&mut self, games: Vec<RestoredGame>, opened: bool) -> bool {
        let mut on_table = false;
        let mut set_aside = None;
        for game in games {
            if game.place == Place::Table && !on_table {
                on_table = true;
                set_aside = self.restore_table_game(game, opened);
            } else {
                let place = game.place;
                let (active, file) = self.restored_game(game);
                let table = self.active.kind();
                self.desk.restore(KeptGame::new(active, file), place, table);
            }
        }
        // Last, so that Bring back brings it.
        let offer = set_aside.is_some();
        if let Some(kept) = set_aside {
            let table = self.active.kind();
            self.desk.restore(kept, Place::Replaced, table);
        }
        offer
    }

    /// Autosaves from now on in the restored `slot`, and empties the autosaves whose games
    /// it now holds (`emptied`, the other windows', and the slot written while the restore
    /// ran), once they are on disk in it.
    fn adopt_restored_slot(&mut self, slot: Slot, emptied: &[Slot]) {
        // The slot written while the restore ran, if any: its games are in the window now.
        let meanwhile = self.files.take_slot();
        self.files.set_slot(slot);
        self.autosave(None);
        // On disk before the autosaves it now holds are emptied.
        self.flush_autosave();
        // The other windows' games, and those played meanwhile, are in this window's
        // autosave now (or it failed, and then their files stay).
        if self.files.autosave_is_current(None, self.desk.revision()) {
            for other in emptied.iter().chain(&meanwhile) {
                let _ = other.clear();
            }
        }
    }

    /// The status line after a restore: a game set aside to bring back (`offer`), and the
    /// games that came from other windows.
    fn say_restored(&mut self, offer: bool, opened: bool, from_others: usize) {
        if !offer && from_others == 0 {
            return;
        }
        let status = Status::said(move || {
            let mut said = Vec::new();
            if offer {
                said.push(match opened {
                    true => tr!("load-restored-aside"),
                    false => tr!("shell-replaced-unsaved", message = tr!("load-restored")),
                });
            }
            if from_others > 0 {
                said.push(tr!("file-restored-other-windows", count = from_others));
            }
            said.join(" ")
        });
        self.status = match offer {
            true => status.with_action(StatusAction::BringBack),
            false => status,
        };
    }

    /// Puts the game that was on the table back on it, unless a game was `opened`
    /// meanwhile: that one keeps the table. Returns the game to set aside and offer back:
    /// the restored game, or the one played on the table while the restore ran.
    fn restore_table_game(&mut self, game: RestoredGame, opened: bool) -> Option<KeptGame> {
        let (active, file) = self.restored_game(game);
        if opened {
            return Some(KeptGame::new(active, file));
        }
        // Whether the game on the table is saved, as of its last move.
        self.track_file();
        let played = self.active.line().0 > 0;
        let interim = std::mem::replace(&mut self.active, active);
        let interim_file = self.files.take_file_state();
        self.files.restore_file_state(file);
        self.adopt_active_setup();
        played.then(|| KeptGame::new(interim, interim_file))
    }

    /// A restored game as the window holds it, with its file state.
    fn restored_game(&self, game: RestoredGame) -> (ActiveGame, FileState) {
        let file = FileState::restored(
            game.path,
            game.name,
            game.modified,
            &game.current,
            game.file.as_ref(),
        );
        (ActiveGame::from_loaded(game.loaded, &self.cache), file)
    }

    /// Cancel of the restore.
    pub(super) fn cancel_restore(&mut self) {
        if self.loads.stop_restoring() {
            self.restore_stopped(None);
        }
    }

    /// The restore stopped before its games were in the window: their autosaves stay as
    /// they are, to come back at the next launch, and the window goes on autosaving in the
    /// slot of its own that held none.
    fn restore_stopped(&mut self, failure: Option<String>) {
        self.loads.opened_while_restoring = false;
        self.restore_launched = None;
        let Some(first) = self.files.paths.autosave.clone() else {
            return;
        };
        if self.files.autosave_path().is_none() {
            match Slot::claim_empty(&first) {
                Ok(slot) => self.files.set_slot(slot),
                Err(err) => {
                    self.status = Status::error(tr!("file-autosave-off", error = err.to_string()));
                    return;
                }
            }
        }
        self.autosave(None);
        self.status = match failure {
            None => Status::said(|| tr!("load-restore-cancelled")),
            Some(cause) => Status::error(tr!("load-restore-failed", cause = cause)),
        };
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

/// What could not be restored, in sentences.
fn problem_message(problem: &RestoreProblem) -> String {
    match problem {
        RestoreProblem::Broken(broken) => broken_message(broken),
        RestoreProblem::Game { error, aside } => {
            let kept = match aside {
                Ok(path) => tr!("file-game-kept-aside", path = path.display().to_string()),
                Err(err) => tr!("file-game-not-kept", error = err.to_string()),
            };
            format!("{}\n\n{kept}", sentence(error.clone()))
        }
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
