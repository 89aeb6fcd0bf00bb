//! Notes on moves: the editor under the history's buttons (a mark set by hand and a
//! comment on the move at the cursor), and what the move list shows of a note — its mark
//! after the move and a speech balloon when it has a comment, read on hover.

use crate::history::{Glyph, History, MAX_NOTE_CHARS, NodeId, Note};
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use egui::{RichText, TextEdit};

/// The sign of a move with a comment in the move list.
pub const COMMENT_SIGN: &str = "💬";

/// What the move list writes after a move's name for its note: the mark (`!?`), unless it
/// is `shown` already (the review's own sign), and the balloon when there is a comment;
/// empty without a note.
pub fn note_suffix<G: crate::core::Game>(
    history: &History<G>,
    node: NodeId,
    shown: &str,
) -> String {
    let Some(note) = history.note(node) else {
        return String::new();
    };
    let sign = note.glyph.map_or("", Glyph::sign);
    let sign = if sign == shown { "" } else { sign };
    match (sign.is_empty(), note.text.is_empty()) {
        (_, true) => sign.to_owned(),
        (true, false) => COMMENT_SIGN.to_owned(),
        (false, false) => format!("{sign} {COMMENT_SIGN}"),
    }
}

/// A mark's name, with its sign: "!? Interesting move".
pub fn glyph_name(glyph: Glyph) -> String {
    tr!(&format!("note-glyph-{}", glyph.word()))
}

/// The editor's text while the user types, kept between frames: the node it belongs to and
/// the text as typed (the history keeps it trimmed).
#[derive(Clone, Debug, Default)]
struct Draft {
    node: NodeId,
    text: String,
}

/// The note of the move at the cursor, to read and edit: a line of marks to toggle and the
/// comment. Nothing at the start of the game, which no move led to.
pub fn note_editor_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let history = s.history();
    let node = history.current_node();
    let Some(name) = history.move_name(s.game(), node) else {
        return;
    };
    let note = history.note(node).cloned().unwrap_or_default();
    let heading = tr!(
        "note-heading",
        ply = history.depth(node),
        name = name.clone()
    );
    let heading = if note.is_empty() {
        RichText::new(heading)
    } else {
        RichText::new(format!("{heading} {}", note_suffix(history, node, ""))).strong()
    };
    egui::CollapsingHeader::new(heading)
        .id_salt("note_editor")
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for glyph in Glyph::ALL {
                    let on = note.glyph == Some(glyph);
                    let sign = RichText::new(glyph.sign()).monospace();
                    let response = ui
                        .selectable_label(on, sign)
                        .on_hover_text(glyph_name(glyph));
                    if response.clicked() {
                        let glyph = (!on).then_some(glyph);
                        out.push(Command::SetNote(node, Note::new(glyph, &note.text)));
                    }
                }
            });
            let id = egui::Id::unique("note_draft");
            let mut draft: Draft = ui.data(|d| d.get_temp(id)).unwrap_or_default();
            // The draft follows the history when the move changed, or when the note changed
            // by other means (an undo of a deletion, a file opened).
            if draft.node != node || Note::new(None, &draft.text).text != note.text {
                draft = Draft {
                    node,
                    text: note.text.clone(),
                };
            }
            let edit = TextEdit::multiline(&mut draft.text)
                .desired_rows(2)
                .desired_width(f32::INFINITY)
                .char_limit(MAX_NOTE_CHARS)
                .hint_text(tr!("note-hint"));
            let response = ui.add(edit);
            if response.changed() {
                out.push(Command::SetNote(node, Note::new(note.glyph, &draft.text)));
            }
            ui.data_mut(|d| d.insert_temp(id, draft));
        });
}

/// What hovering a move with a note adds: its mark's name and its comment.
pub fn note_hover(note: &Note) -> String {
    match (note.glyph, note.text.is_empty()) {
        (Some(glyph), true) => glyph_name(glyph),
        (Some(glyph), false) => format!("{}\n{}", glyph_name(glyph), note.text),
        (None, _) => note.text.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::chopsticks::{Chopsticks, Variant};

    #[test]
    fn the_note_mark_is_not_written_twice_beside_the_reviews() {
        let game = Chopsticks::new(Variant::standard(2)).expect("valid");
        let mut history = History::new(game.start());
        history.play_named(&game, "AC").expect("legal");
        let node = history.current_node();
        assert_eq!(note_suffix(&history, node, ""), "");
        history.set_note(node, Note::new(Some(Glyph::Blunder), ""));
        assert_eq!(note_suffix(&history, node, ""), "??");
        assert_eq!(note_suffix(&history, node, "??"), "");
        assert_eq!(note_suffix(&history, node, "!"), "??");
        history.set_note(node, Note::new(Some(Glyph::Blunder), "why"));
        assert_eq!(note_suffix(&history, node, "??"), COMMENT_SIGN);
        assert_eq!(
            note_suffix(&history, node, "?"),
            format!("?? {COMMENT_SIGN}")
        );
    }
}
