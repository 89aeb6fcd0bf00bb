//! Notes on moves: a comment and one of the usual marks (`!!`, `!`, `!?`, `?!`, `?`, `??`)
//! that a person writes on any move of any line. They belong to the move, so they follow it
//! through promotions and deletions, and records keep them.

use super::{History, NodeId};
use crate::core::Game;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest comment kept, in characters: a paragraph, not a book.
pub const MAX_NOTE_CHARS: usize = 2_000;

/// A mark a person gives a move, as annotators write them since the chess books.
/// Written in files as its sign, a string (`"!?"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&str", try_from = "String")]
pub enum Glyph {
    /// `!!`: a brilliant move.
    Brilliant,
    /// `!`: a good move.
    Good,
    /// `!?`: an interesting move.
    Interesting,
    /// `?!`: a dubious move.
    Dubious,
    /// `?`: a mistake.
    Mistake,
    /// `??`: a blunder.
    Blunder,
}

impl Glyph {
    /// Every mark, in the order menus list them.
    pub const ALL: [Glyph; 6] = [
        Glyph::Brilliant,
        Glyph::Good,
        Glyph::Interesting,
        Glyph::Dubious,
        Glyph::Mistake,
        Glyph::Blunder,
    ];

    /// The mark as written after a move (`!?`).
    pub fn sign(self) -> &'static str {
        match self {
            Glyph::Brilliant => "!!",
            Glyph::Good => "!",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
            Glyph::Mistake => "?",
            Glyph::Blunder => "??",
        }
    }

    /// The mark written `sign`, if it is one.
    pub fn from_sign(sign: &str) -> Option<Glyph> {
        Glyph::ALL.into_iter().find(|g| g.sign() == sign)
    }

    /// A name for the mark, one word (for the command line and files' errors).
    pub fn word(self) -> &'static str {
        match self {
            Glyph::Brilliant => "brilliant",
            Glyph::Good => "good",
            Glyph::Interesting => "interesting",
            Glyph::Dubious => "dubious",
            Glyph::Mistake => "mistake",
            Glyph::Blunder => "blunder",
        }
    }
}

impl From<Glyph> for &'static str {
    fn from(glyph: Glyph) -> &'static str {
        glyph.sign()
    }
}

impl TryFrom<String> for Glyph {
    type Error = String;

    fn try_from(sign: String) -> Result<Glyph, String> {
        Glyph::from_sign(&sign).ok_or_else(|| {
            let signs: Vec<&str> = Glyph::ALL.iter().map(|g| g.sign()).collect();
            format!(
                "unknown mark `{sign}`: a mark is one of {}",
                signs.join(" ")
            )
        })
    }
}

impl fmt::Display for Glyph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sign())
    }
}

/// A person's note on a move: a mark, a comment, or both.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Note {
    /// The mark, if any.
    pub glyph: Option<Glyph>,
    /// The comment, trimmed; empty when there is none.
    pub text: String,
}

impl Note {
    /// A note of `glyph` and `text`: the text trimmed, cut to [`MAX_NOTE_CHARS`], with its
    /// control characters (but line breaks and tabs) dropped.
    pub fn new(glyph: Option<Glyph>, text: &str) -> Note {
        let text: String = text
            .trim()
            .chars()
            .filter(|&c| !c.is_control() || c == '\n' || c == '\t')
            .take(MAX_NOTE_CHARS)
            .collect();
        Note {
            glyph,
            text: text.trim_end().to_owned(),
        }
    }

    /// Whether it says nothing.
    pub fn is_empty(&self) -> bool {
        self.glyph.is_none() && self.text.is_empty()
    }
}

impl<G: Game> History<G> {
    /// The note on the move to `node`, if it has one.
    pub fn note(&self, node: NodeId) -> Option<&Note> {
        self.nodes.get(node)?.note.as_deref()
    }

    /// Writes `note` on the move to `node`, replacing any there; an empty note clears it.
    /// False for the start (no move leads to it) or a node not in the tree.
    pub fn set_note(&mut self, node: NodeId, note: Note) -> bool {
        if node == Self::START || !self.contains(node) {
            return false;
        }
        self.nodes[node].note = (!note.is_empty()).then(|| Box::new(note));
        true
    }

    /// The moves with a note, in the order of the tree's numbering.
    pub fn noted(&self) -> impl Iterator<Item = (NodeId, &Note)> {
        self.nodes
            .iter()
            .enumerate()
            .filter_map(|(id, n)| Some((id, n.note.as_deref()?)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Variant};

    #[test]
    fn signs_read_back() {
        for glyph in Glyph::ALL {
            assert_eq!(Glyph::from_sign(glyph.sign()), Some(glyph));
            let ron = ron::to_string(&glyph).expect("writes");
            assert_eq!(ron, format!("{:?}", glyph.sign()));
            assert_eq!(ron::from_str::<Glyph>(&ron).expect("reads"), glyph);
        }
        assert_eq!(Glyph::from_sign("!!!"), None);
    }

    #[test]
    fn notes_are_cleaned() {
        let note = Note::new(None, "  a\u{7}b\n  c \u{0}  ");
        assert_eq!(note.text, "ab\n  c");
        assert!(Note::new(None, " \n ").is_empty());
        let long = "x".repeat(MAX_NOTE_CHARS + 10);
        assert_eq!(Note::new(None, &long).text.chars().count(), MAX_NOTE_CHARS);
    }

    #[test]
    fn notes_follow_their_moves() {
        let game = Chopsticks::new(Variant::standard(2)).expect("valid");
        let mut history = History::new(game.start());
        for name in ["AC", "BC"] {
            history.play_named(&game, name).expect("legal");
        }
        let second = history.current_node();
        history.jump(1);
        history.play_named(&game, "AC").expect("legal");
        let side = history.current_node();
        let note = Note::new(Some(Glyph::Interesting), "the other hand");
        assert!(history.set_note(second, note.clone()));
        assert!(history.set_note(side, Note::new(Some(Glyph::Blunder), "")));
        assert!(!history.set_note(History::<Chopsticks>::START, note.clone()));
        let mut other = history.clone();
        assert_eq!(other, history);
        other.set_note(second, Note::default());
        assert_ne!(other, history, "notes are part of the game");
        assert_eq!(other.note(second), None);
        // Deleting the main line's second move renumbers the nodes; the other note stays on
        // its move.
        assert!(history.delete(second));
        let kept: Vec<_> = history.noted().map(|(_, n)| n.clone()).collect();
        assert_eq!(kept, vec![Note::new(Some(Glyph::Blunder), "")]);
        let (node, _) = history.noted().next().expect("one note");
        assert_eq!(history.move_name(&game, node).as_deref(), Some("AC"));
        assert_eq!(history.depth(node), 2);
    }
}
