//! Moving along the game of a [`Session`]: a move played through the rules, undo and redo,
//! jumps along the line and through the tree of variations, and draws agreed.

use super::Session;
use crate::core::MoveError;
use crate::history::{NodeId, Note};
use crate::ui::common::command::TreeEdit;
use crate::ui::session::evaluated::Evaluated;

impl<G: Evaluated> Session<G> {
    /// Whether the cursor is at the end of the viewed line: the computer plays only there,
    /// and waits while the user looks back.
    pub fn is_at_line_end(&self) -> bool {
        self.history.cursor() == self.history.len()
    }

    /// Whether the players may stop the game here as a draw by agreement: it goes on, and
    /// the cursor is at the end of its line (the history has the last word).
    pub fn can_agree_draw(&self) -> bool {
        self.mover().is_some() && self.is_at_line_end()
    }

    /// Writes `note` on the move to `node` (an empty note clears it); false for the start or
    /// a node not in the tree. Only the record changes: the position and verdicts stay.
    pub fn set_note(&mut self, node: NodeId, note: Note) -> bool {
        let changed = self.history.note(node) != (!note.is_empty()).then_some(&note);
        let set = self.history.set_note(node, note);
        if set && changed {
            self.revision = super::next_revision();
        }
        set
    }

    /// Stops the game at the cursor as a draw by agreement; false when it may not be.
    pub fn agree_draw(&mut self) -> bool {
        let agreed = self.history.agree_draw(&self.game);
        if agreed {
            self.refresh();
        }
        agreed
    }

    /// Takes back the draw agreed at the cursor, so that play goes on; false when there was
    /// none.
    pub fn withdraw_draw(&mut self) -> bool {
        let withdrawn = self.history.withdraw_draw();
        if withdrawn {
            self.refresh();
        }
        withdrawn
    }

    /// Plays a move by name through the rules.
    pub fn play(&mut self, name: &str) -> Result<(), MoveError> {
        if let Some(tried) = self.try_move(name) {
            return tried;
        }
        if self.drawn {
            return Err(MoveError::GameOver {
                position: self.game.format_state(self.current()),
            });
        }
        self.history.play_named(&self.game, name)?;
        self.refresh();
        Ok(())
    }

    /// Takes back a move, and the computer's moves before it, so that a person is to move.
    pub fn undo(&mut self) {
        if self.history.undo() {
            while self.has_human() && self.computer_to_move() && self.history.undo() {}
            self.refresh();
        }
    }

    /// Replays a move, and the computer's replies after it.
    pub fn redo(&mut self) {
        if self.history.redo() {
            while self.has_human() && self.computer_to_move() && self.history.redo() {}
            self.refresh();
        }
    }

    /// Goes to the position after `ply` moves.
    pub fn jump(&mut self, ply: usize) {
        self.history.jump(ply);
        self.refresh();
    }

    /// Goes to a move of the tree, on its line (see [`History::go_to`]).
    pub fn go_to(&mut self, node: NodeId) {
        if self.history.go_to(node) {
            self.refresh();
        }
    }

    /// Changes the tree of variations: promotes the line through `node` one step, makes it
    /// the main line, or deletes `node` and every move after it. False when nothing changed.
    pub fn edit_tree(&mut self, node: NodeId, edit: TreeEdit) -> bool {
        let changed = match edit {
            TreeEdit::Promote => self.history.promote(node),
            TreeEdit::MakeMainLine => self.history.make_main_line(node),
            TreeEdit::Delete => self.history.delete(node),
        };
        if changed {
            self.refresh();
        }
        changed
    }

    /// Goes to the next (or previous) move tried in place of the cursor's move.
    pub fn switch_variation(&mut self, forward: bool) -> bool {
        let switched = self.history.switch_variation(forward);
        if switched {
            self.refresh();
        }
        switched
    }

    /// Goes to the first position of the line with this state; false if there is none.
    pub fn jump_to_state(&mut self, state: &G::State) -> bool {
        let found = (0..=self.history.len()).find(|&ply| self.history.position_at(ply) == state);
        if let Some(ply) = found {
            self.jump(ply);
        }
        found.is_some()
    }
}
