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
use crate::record::{Place, SavedGame};
use crate::tr;
use crate::ui::common::command::{Status, StatusAction};
use crate::ui::files::file_state::{FileState, record_of};
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::shell::app::App;
use crate::ui::text::capitalised;
use crate::ui::text::errors::variant_error_text;
use std::path::Path;

/// A game set aside with its file state.
pub(crate) struct KeptGame {
    active: ActiveGame,
    file: FileState,
    /// The game as its autosave writes it, made once when it is set aside (it does not
    /// change on the desk).
    saved: SavedGame,
    /// Kept as it was before a deletion in its tree of moves (Edit → Undo delete).
    before_delete: bool,
}

impl KeptGame {
    /// `active` with its file state, set aside.
    pub(in crate::ui) fn new(active: ActiveGame, file: FileState) -> KeptGame {
        let record = with_session!(&active, s => record_of(s, file.extras()));
        let saved = SavedGame {
            place: Place::Kept,
            path: file.path().map(Path::to_owned),
            name: file.name().map(str::to_owned),
            modified: file.is_dirty(),
            // A record of a game being played always has a text.
            record: record.to_ron_string().unwrap_or_default(),
        };
        KeptGame {
            active,
            file,
            saved,
            before_delete: false,
        }
    }

    /// Whether the game has moves that are in no file.
    fn is_unsaved(&self) -> bool {
        self.file.is_dirty() && with_session!(&self.active, s => !s.history().is_empty())
    }
}

/// The games set aside.
#[derive(Default)]
pub(crate) struct Desk {
    /// At most one per game, never the game on the table's.
    by_game: Vec<(GameKind, KeptGame)>,
    /// The games replaced while they had unsaved moves, the last on top.
    replaced: Vec<KeptGame>,
    /// Counts the changes, so that the autosave knows when to write the desk again.
    revision: u64,
}

impl Desk {
    /// Takes the game of `kind` set aside, if any.
    fn take(&mut self, kind: GameKind) -> Option<KeptGame> {
        let at = self.by_game.iter().position(|(k, _)| *k == kind)?;
        self.revision += 1;
        Some(self.by_game.remove(at).1)
    }

    /// Sets `kept` aside as the game of its kind. A game of that kind already set aside
    /// (a game brought back can meet one) becomes a replaced game when it is unsaved.
    fn park(&mut self, kept: KeptGame) {
        let kind = kept.active.kind();
        if let Some(displaced) = self.take(kind)
            && displaced.is_unsaved()
        {
            self.replace(displaced);
        }
        self.by_game.push((kind, kept));
        self.revision += 1;
    }

    /// Keeps `kept` as the last replaced game.
    fn replace(&mut self, kept: KeptGame) {
        self.replaced.push(kept);
        self.revision += 1;
    }

    /// Puts back a game restored from an autosave: as its game's game when it was one and
    /// neither the table (`table`) nor the desk has a game of its kind, else as a replaced
    /// game, so that none is lost.
    pub(in crate::ui) fn restore(&mut self, kept: KeptGame, place: Place, table: GameKind) {
        let kind = kept.active.kind();
        let free = kind != table && self.by_game.iter().all(|(k, _)| *k != kind);
        if place == Place::Replaced || !free {
            self.replace(kept);
        } else {
            self.by_game.push((kind, kept));
            self.revision += 1;
        }
    }

    /// Whether a replaced game can be brought back.
    pub(crate) fn can_bring_back(&self) -> bool {
        !self.replaced.is_empty()
    }

    /// Whether the game to bring back is the one on the table as it was before a deletion:
    /// bringing it back undoes the deletion.
    pub(crate) fn undoes_delete(&self) -> bool {
        self.replaced.last().is_some_and(|k| k.before_delete)
    }

    /// The number of changes so far.
    pub(in crate::ui) fn revision(&self) -> u64 {
        self.revision
    }

    /// Every game on the desk as its autosave writes it.
    pub(in crate::ui) fn saved_games(&self) -> impl Iterator<Item = SavedGame> + '_ {
        let kept = self.by_game.iter().map(|(_, k)| k.saved.clone());
        let replaced = self.replaced.iter().map(|k| SavedGame {
            place: Place::Replaced,
            ..k.saved.clone()
        });
        kept.chain(replaced)
    }
}

impl App {
    /// Puts `new` on the table in place of the game there, which is kept: as its game's
    /// game when `new` is another game, or as the replaced game (offered back in the status
    /// line) when it had unsaved moves. The document is left detached, for the caller to
    /// attach. True when a game was kept to bring back.
    pub(in crate::ui) fn put_on_table(&mut self, new: ActiveGame) -> bool {
        // Whether the game is saved, as of its last move (even one played this frame).
        self.files.track(&self.active);
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
        self.files.track(&self.active);
        let copy: ActiveGame = with_session!(&self.active, s => s.copy(&self.cache).into());
        let mut kept = KeptGame::new(copy, self.files.file_state());
        kept.before_delete = true;
        let deleted = with_session!(&mut self.active, s => {
            s.edit_tree(node, crate::ui::common::command::TreeEdit::Delete)
        });
        if !deleted {
            return;
        }
        self.desk.replace(kept);
        self.status = Status::offer(tr!("shell-variation-deleted"), StatusAction::BringBack);
    }

    /// The status line after a game was put on the table: `message`, and the offer to bring
    /// back the game replaced when one was kept.
    pub(in crate::ui) fn say_replaced(&mut self, kept: bool, message: &str) {
        self.status = if kept {
            Status::offer(
                tr!("shell-replaced-unsaved", message = message),
                StatusAction::BringBack,
            )
        } else {
            Status::info(message)
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
            let moves = with_session!(&self.active, s => s.history().cursor());
            self.status = Status::info(tr!(
                "shell-back-to-game",
                game = crate::ui::games::active::game_title(kind),
                moves = moves
            ));
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
            self.status = Status::info(tr!("shell-nothing-to-bring-back"));
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
            self.status = Status::info(tr!("shell-delete-undone"));
            return;
        }
        self.desk.replace(old);
        self.status = Status::offer(tr!("shell-brought-back"), StatusAction::BringBack);
    }

    /// The sidebar shows the game on the table: its game, settings and seats.
    pub(in crate::ui) fn adopt_active_setup(&mut self) {
        with_session!(&self.active, s, G => adopt_setup::<G>(&mut self.prefs, s));
        self.prefs.game = self.active.kind();
    }
}

/// The sidebar shows the settings and seats of `s`, so that New game and Rematch go on with
/// them.
pub(in crate::ui) fn adopt_setup<G: GameUi>(
    prefs: &mut crate::ui::common::preferences::Preferences,
    s: &Session<G>,
) {
    let setup = G::setup_mut(prefs);
    setup.settings = s.game().variant_settings();
    setup.seats = s.seats().to_vec();
}
