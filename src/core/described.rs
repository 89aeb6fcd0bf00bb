//! What every game says about itself beyond its rules: its names, its variant settings, and
//! the command-line options that choose a variant. The registry of games
//! ([`crate::for_each_game`]) lists the games; the menus, the files and the command line are
//! derived from it and from this trait, so a game is described once, in its own folder.

use super::{Game, Seat, VariantError};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::fmt::{Debug, Display};

/// One command-line option that chooses part of a game's variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The long name without dashes: `"hare-start"`.
    pub long: &'static str,
    /// The name of its value in the help (`"POINT"`); `None` for a flag.
    pub value: Option<&'static str>,
    /// One line of help.
    pub help: &'static str,
}

/// The variant options given on a command line: each long name with its value (`"true"` for
/// a flag that is set). Options left out are absent.
pub type Options = BTreeMap<&'static str, String>;

/// What a game says about itself for the registry.
pub trait Described: Game + Clone + Send + Sync + 'static
where
    Self::State: 'static,
    Self::Move: 'static,
{
    /// The name in files and on the command line: `"hare-hounds"`.
    const NAME: &'static str;
    /// The name for people: `"Hare and Hounds"`.
    const TITLE: &'static str;
    /// The command-line options of its variant.
    const OPTIONS: &'static [OptionSpec];

    /// The variant settings, as saved in game files and the preferences.
    type Variant: Clone
        + PartialEq
        + Eq
        + Default
        + Debug
        + Display
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;

    /// The game with these settings, or why they cannot be played.
    fn from_variant(variant: &Self::Variant) -> Result<Self, VariantError>;

    /// The settings this game was built from.
    fn variant_settings(&self) -> Self::Variant;

    /// The variant's settings as words for the analysis figures (`["sun", "swap"]`); none
    /// for the standard game.
    fn variant_words(&self) -> Vec<String>;

    /// The name of the side in `seat` (`"hounds"`), for games whose sides have names; the
    /// command line then names the side instead of the seat number.
    fn side_name(&self, seat: Seat) -> Option<&'static str> {
        let _ = seat;
        None
    }

    /// The variant the command-line options name (only this game's options are given).
    fn variant_from_options(options: &Options) -> Result<Self::Variant, VariantError>;

    /// The error behind an unknown enum value inside a saved variant (`switches: [sunn]`),
    /// so that a file gets the same message as the command line; `None` when the variant
    /// holds no such enum.
    fn unknown_name(enum_name: &str, found: &str) -> Option<VariantError> {
        let _ = (enum_name, found);
        None
    }
}

/// Whether a flag is set in `options`.
pub fn flag(options: &Options, long: &str) -> bool {
    options.get(long).is_some_and(|v| v == "true")
}
