//! Error types of the game core: every message names what is wrong.

use std::fmt;

use thiserror::Error;

use crate::words::{self, FluentValue};

/// The most characters of someone's input that a message quotes.
pub const SHOWN_CHARS: usize = 60;

/// Text as a message prints it: control characters (a newline, an escape) and quotes
/// escaped, so that a file name or an input cannot write into the terminal: `11\0`.
pub fn escaped(text: &str) -> String {
    text.escape_debug().to_string()
}

/// A file or folder name as a message prints it, [`escaped`]: `game\nname.ron`.
pub fn shown_path(path: &std::path::Path) -> String {
    escaped(&path.display().to_string())
}

/// Input as a message quotes it: [`escaped`], and cut after [`SHOWN_CHARS`] characters,
/// saying how long it was: `aaaa… (1048576 characters)`.
pub fn shown(text: &str) -> String {
    let count = text.chars().count();
    if count <= SHOWN_CHARS {
        return escaped(text);
    }
    let head: String = text.chars().take(SHOWN_CHARS).collect();
    format!("{}… ({count} characters)", escaped(&head))
}

/// Why a code or a move is refused: the message `reason-<key>` of
/// `assets/locales/<language>/reasons.ftl` and its arguments. The window words it in its
/// language ([`Reason::text`]); `Display` prints it in English ([`Reason::english`]), the
/// command line's wording. The English lives only in the message file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    key: &'static str,
    args: Vec<(&'static str, String)>,
}

impl Reason {
    /// The reason worded by the message `reason-<key>`.
    pub fn new(key: &'static str) -> Reason {
        Reason {
            key,
            args: Vec::new(),
        }
    }

    /// The same reason with one more argument of its message. An argument that is a whole
    /// number chooses the message's plural forms.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Reason {
        self.args.push((name, value.to_string()));
        self
    }

    /// The message key without its `reason-` prefix.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The arguments of the message.
    pub fn args(&self) -> &[(&'static str, String)] {
        &self.args
    }

    /// The reason in English, whatever the thread speaks.
    pub fn english(&self) -> String {
        self.worded(words::english)
    }

    /// The reason in the language of this thread (the window's).
    pub fn text(&self) -> String {
        self.worded(words::message)
    }

    fn worded(&self, lookup: fn(&str, &[(&'static str, FluentValue<'_>)]) -> String) -> String {
        let args: Vec<(&'static str, FluentValue<'_>)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value.parse::<i64>() {
                    Ok(number) if number.to_string() == *value => FluentValue::from(number),
                    _ => FluentValue::from(value.as_str()),
                };
                (*name, value)
            })
            .collect();
        lookup(&format!("reason-{}", self.key), &args)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// `unit` ("pairs", "parts separated by '/'") for a count of `found`: its first word without
/// the plural `s` when there is one of it.
fn unit_of(found: usize, unit: &str) -> String {
    let (word, rest) = unit.split_at(unit.find(' ').unwrap_or(unit.len()));
    match word.strip_suffix('s') {
        Some(one) if found == 1 => format!("{one}{rest}"),
        _ => unit.to_owned(),
    }
}

/// A position code that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CodeError {
    /// Nothing was given.
    #[error("the position code is empty")]
    Empty,
    /// The code has the wrong number of parts for the game.
    #[error(
        "the code '{}' has {found} {}, but {expected} are needed{hint}",
        shown(.code),
        unit_of(*.found, .unit)
    )]
    WrongLength {
        /// The code as given.
        code: String,
        /// What was counted ("digits", "hands", …).
        unit: &'static str,
        /// How many there are.
        found: usize,
        /// How many the variant needs.
        expected: usize,
        /// Extra explanation, starting with a separator, or empty.
        hint: String,
    },
    /// A character or number that the code cannot hold.
    #[error("in the code '{}': {reason}", shown(.code))]
    Invalid {
        /// The code as given.
        code: String,
        /// What is wrong.
        reason: Reason,
    },
    /// A pair of hands written in the wrong order.
    #[error(
        "in the code '{}' the pair '{}' is out of order: each player's hands are written in ascending order; did you mean '{normal}'?",
        shown(.code),
        shown(.pair)
    )]
    NotNormal {
        /// The code as given.
        code: String,
        /// The offending pair.
        pair: String,
        /// The whole code in normal form.
        normal: String,
    },
    /// A well-formed code that no game of this variant can reach.
    #[error("the position '{}' cannot occur: {reason}", shown(.code))]
    Impossible {
        /// The code as given.
        code: String,
        /// Why not.
        reason: Reason,
    },
}

impl CodeError {
    /// The error for a well-formed `code` whose position the rules rule out, when there is a
    /// `reason` (a game's `impossibility`); `Ok` when there is none.
    pub fn impossible_if(code: &str, reason: Option<Reason>) -> Result<(), CodeError> {
        match reason {
            Some(reason) => Err(CodeError::Impossible {
                code: code.to_owned(),
                reason,
            }),
            None => Ok(()),
        }
    }
}

/// A move that cannot be read or is not legal.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move name at all.
    #[error("'{}' is not a move: {reason}", shown(.text))]
    Unreadable {
        /// The text as given.
        text: String,
        /// What the notation expects.
        reason: Reason,
    },
    /// A well-formed move the rules refuse here.
    #[error("the move {mv} is illegal in {position}: {reason}")]
    Illegal {
        /// The move's name.
        mv: String,
        /// The position code.
        position: String,
        /// Why the rules refuse it.
        reason: Reason,
    },
    /// The game is already over.
    #[error("the game is over in {position}: no move can be played")]
    GameOver {
        /// The position code.
        position: String,
    },
}

impl MoveError {
    /// The error in a player's words, naming no position code (the command line and the
    /// file loader keep the codes of [`MoveError`]'s `Display`): "that move is not allowed:
    /// geese never move backward".
    pub fn for_player(&self) -> String {
        match self {
            MoveError::Unreadable { reason, .. } => format!("that is not a move: {reason}"),
            MoveError::Illegal { reason, .. } => format!("that move is not allowed: {reason}"),
            MoveError::GameOver { .. } => "the game is over: no move can be played".to_owned(),
        }
    }
}

/// Variant settings that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum VariantError {
    /// A switch name that does not exist.
    #[error("unknown variant switch '{}' (known: {known})", shown(.name))]
    UnknownSwitch {
        /// The name as given.
        name: String,
        /// The accepted names.
        known: String,
    },
    /// A player count outside the game's range.
    #[error("{game} is played by {min} to {max} players, not {found}")]
    PlayerCount {
        /// The game.
        game: &'static str,
        /// Smallest count.
        min: usize,
        /// Largest count.
        max: usize,
        /// The count asked for.
        found: usize,
    },
    /// Settings that contradict each other or the player count: the rule, with its message
    /// key (`reason-<key>`) and its English.
    #[error("{0}")]
    Incompatible(Reason),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_input_is_cut_and_its_length_said() {
        assert_eq!(shown("11\0"), "11\\0");
        let long = "a".repeat(1 << 20);
        let quoted = shown(&long);
        assert_eq!(
            quoted,
            format!("{}… (1048576 characters)", "a".repeat(SHOWN_CHARS))
        );
        assert_eq!(shown(&"b".repeat(SHOWN_CHARS)), "b".repeat(SHOWN_CHARS));
    }

    #[test]
    fn one_of_a_unit_is_singular() {
        assert_eq!(unit_of(1, "pairs"), "pair");
        assert_eq!(
            unit_of(1, "parts separated by '/'"),
            "part separated by '/'"
        );
        assert_eq!(unit_of(2, "hounds"), "hounds");
    }

    #[test]
    fn a_players_wording_names_no_position() {
        let illegal = MoveError::Illegal {
            mv: "c3-c4".to_owned(),
            position: "c7/c2d2/geese".to_owned(),
            reason: Reason::new("fg-backward"),
        };
        assert!(
            illegal.to_string().contains("c7/c2d2/geese"),
            "the CLI keeps it"
        );
        assert_eq!(
            illegal.for_player(),
            "that move is not allowed: geese never move backward"
        );
        let over = MoveError::GameOver {
            position: "0113".to_owned(),
        };
        assert!(!over.for_player().contains("0113"), "{}", over.for_player());
    }
}
