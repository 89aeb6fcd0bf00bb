//! The games set aside, so that no game on the table is lost by putting another there:
//!
//! - one per game, when the user switches the Game box to another game and back;
//! - the games replaced by New game, Rematch, an example, an opened or pasted file, or a
//!   position set up, when they had unsaved moves: the status line offers to bring back the
//!   last one, and bringing it back sets aside the game it replaces in its turn;
//! - the games of other windows' autosaves left behind, restored at launch.
//!
//! Every game on the desk is in the window's autosave, with the file it belongs to.

use crate::games::GameKind;
use crate::tr;
use crate::ui::common::command::{Status, StatusAction, Words};
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::app::App;
use crate::ui::shell::kept_games::KeptGame;
use crate::ui::text::capitalised;
use crate::ui::text::errors::variant_error_text;

impl App {
    /// Puts `new` on the table in place of the game there, which is kept: as its game's
    /// game when `new` is another game, or as the replaced game (offered back in the status
    /// line) when it had unsaved moves. The document is left detached, for the caller to
    /// attach. True when a game was kept to bring back.
    pub(in crate::ui) fn put_on_table(&mut self, new: ActiveGame) -> bool {
        // Whether the game is saved, as of its last move (even one played this frame).
        self.track_file();
        let kind = new.kind();
        let old = KeptGame::new(
            std::mem::replace(&mut self.active, new),
            self.files.take_file_state(),
        );
        let replaced = if old.active.kind() == kind {
            Some(old)
        } else {
            self.desk.park(old);
            // The new game takes the place of the one set aside for its game.
            self.desk.take(kind)
        };
        match replaced {
            Some(kept) if kept.is_unsaved() => {
                self.desk.replace(kept);
                true
            }
            _ => false,
        }
    }

    /// Deletes `node` and the moves after it from the game on the table, keeping the game
    /// as it was on the desk first, so that Edit → Undo delete (or the status line's offer)
    /// brings it back, after a restart too (the desk is in the autosave).
    pub(in crate::ui) fn delete_from(&mut self, node: crate::history::NodeId) {
        self.track_file();
        let copy = self.active.copy(&self.cache);
        let mut kept = KeptGame::new(copy, self.files.file_state());
        kept.before_delete = true;
        let deleted = self
            .active
            .edit_tree(node, crate::ui::common::command::TreeEdit::Delete);
        if !deleted {
            return;
        }
        self.desk.replace(kept);
        self.status =
            Status::said(|| tr!("shell-variation-deleted")).with_action(StatusAction::BringBack);
    }

    /// The status line after a game was put on the table: `message`, and the offer to bring
    /// back the game replaced when one was kept.
    pub(in crate::ui) fn say_replaced(&mut self, kept: bool, message: Words) {
        self.status = if kept {
            Status::said(move || tr!("shell-replaced-unsaved", message = message.say()))
                .with_action(StatusAction::BringBack)
        } else {
            Status::worded(message)
        };
    }

    /// The Game box: the game of `kind` set aside earlier comes back as it was, or a new one
    /// starts with the sidebar's settings; the game on the table is set aside.
    pub(in crate::ui) fn switch_game(&mut self, kind: GameKind) {
        if kind == self.active.kind() {
            return;
        }
        if let Some(kept) = self.desk.take(kind) {
            let old = KeptGame::new(
                std::mem::replace(&mut self.active, kept.active),
                self.files.take_file_state(),
            );
            self.files.restore_file_state(kept.file);
            self.desk.park(old);
            self.adopt_active_setup();
            let moves = self.active.line().1;
            self.status = Status::said(move || {
                tr!(
                    "shell-back-to-game",
                    game = crate::ui::games::active::game_title(kind),
                    moves = moves
                )
            });
            return;
        }
        let mut prefs = self.prefs.clone();
        prefs.game = kind;
        match ActiveGame::new(&prefs, &self.cache) {
            Ok(active) => {
                self.put_on_table(active);
                self.prefs.game = kind;
                self.status = Status::default();
                self.code.error = None;
            }
            Err(err) => self.status = Status::error(capitalised(&variant_error_text(&err))),
        }
    }

    /// Brings back the replaced game; the game on the table takes its place, so that it can
    /// come back in turn.
    pub(in crate::ui) fn bring_back(&mut self) {
        let Some(kept) = self.desk.replaced.pop() else {
            self.status = Status::said(|| tr!("shell-nothing-to-bring-back"));
            return;
        };
        self.desk.revision += 1;
        let undoes_delete = kept.before_delete;
        let old = KeptGame::new(
            std::mem::replace(&mut self.active, kept.active),
            self.files.take_file_state(),
        );
        self.files.restore_file_state(kept.file);
        self.adopt_active_setup();
        self.code.error = None;
        if undoes_delete {
            // The game without the deleted moves holds nothing the game brought back lacks.
            self.status = Status::said(|| tr!("shell-delete-undone"));
            return;
        }
        self.desk.replace(old);
        self.status =
            Status::said(|| tr!("shell-brought-back")).with_action(StatusAction::BringBack);
    }

    /// The sidebar shows the game on the table: its game, settings and seats.
    pub(in crate::ui) fn adopt_active_setup(&mut self) {
        self.active.adopt_setup(&mut self.prefs);
    }
}
