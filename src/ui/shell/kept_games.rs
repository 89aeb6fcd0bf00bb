//! The desk: the games set aside ([`KeptGame`]: a game with its file), one per game for the
//! Game box and the games replaced while unsaved, the last of them offered back. The window's
//! side, putting games on the table and bringing them back, is in `desk.rs`.

use crate::games::GameKind;
use crate::record::{Place, SavedGame};
use crate::ui::files::file_state::FileState;
use crate::ui::shell::active::ActiveGame;
use std::path::Path;

/// A game set aside with its file state.
pub(crate) struct KeptGame {
    pub(super) active: ActiveGame,
    pub(super) file: FileState,
    /// The game as its autosave writes it, made once when it is set aside (it does not
    /// change on the desk).
    pub(super) saved: SavedGame,
    /// Kept as it was before a deletion in its tree of moves (Edit → Undo delete).
    pub(super) before_delete: bool,
}

impl KeptGame {
    /// `active` with its file state, set aside.
    pub(in crate::ui) fn new(active: ActiveGame, file: FileState) -> KeptGame {
        let record = active.record(file.extras());
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
    pub(super) fn is_unsaved(&self) -> bool {
        self.file.is_dirty() && self.active.line().0 > 0
    }
}

/// The games set aside.
#[derive(Default)]
pub(crate) struct Desk {
    /// At most one per game, never the game on the table's.
    by_game: Vec<(GameKind, KeptGame)>,
    /// The games replaced while they had unsaved moves, the last on top.
    pub(super) replaced: Vec<KeptGame>,
    /// Counts the changes, so that the autosave knows when to write the desk again.
    pub(super) revision: u64,
}

impl Desk {
    /// Takes the game of `kind` set aside, if any.
    pub(super) fn take(&mut self, kind: GameKind) -> Option<KeptGame> {
        let at = self.by_game.iter().position(|(k, _)| *k == kind)?;
        self.revision += 1;
        Some(self.by_game.remove(at).1)
    }

    /// Sets `kept` aside as the game of its kind. A game of that kind already set aside
    /// (a game brought back can meet one) becomes a replaced game when it is unsaved.
    pub(super) fn park(&mut self, kept: KeptGame) {
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
    pub(super) fn replace(&mut self, kept: KeptGame) {
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
