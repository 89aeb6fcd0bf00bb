//! The games a record can hold, expanded from the registry ([`crate::for_each_game`]): the
//! settings of each, the replayed game of each, and the dispatch from a game's name to its
//! variant type when a file is read or written.

use super::format::{read_game, write_current};
use super::replay::Loaded;
use super::tally::{Halt, Watch};
use super::{Record, RecordError};
use crate::core::{Described, Game, VariantError};
use crate::games::GameKind;
use serde::Serialize;
use std::fmt;

/// A game that can be written to a record: it knows its settings.
pub trait Recordable: Described {
    /// The settings to store.
    fn settings(&self) -> GameSettings;
    /// A replayed game of this kind as a [`LoadedGame`].
    fn wrap(loaded: Loaded<Self>) -> LoadedGame;
}

macro_rules! record_games {
    ($($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        /// The game of a record with its variant settings: each arm holds the game's own
        /// serde-derived variant type.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
        #[serde(untagged)]
        pub enum GameSettings {
            $(
                #[doc = concat!("`", stringify!($module), "` with its variant settings.")]
                $kind(<crate::games::$module::$game as Described>::Variant),
            )*
        }

        /// A replayed game of any kind: one arm per game.
        #[derive(Clone, Debug)]
        pub enum LoadedGame {
            $(
                #[doc = concat!("A game of `", stringify!($module), "`.")]
                $kind(Loaded<crate::games::$module::$game>),
            )*
        }

        $(
            impl Recordable for crate::games::$module::$game {
                fn settings(&self) -> GameSettings {
                    GameSettings::$kind(self.variant_settings())
                }

                fn wrap(loaded: Loaded<Self>) -> LoadedGame {
                    LoadedGame::$kind(loaded)
                }
            }
        )*

        impl GameSettings {
            /// Which game.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(GameSettings::$kind(_) => GameKind::$kind,)*
                }
            }

            /// Builds the game and replays `record` as it (see [`Record::replay_as`]), telling
            /// `watch` of every move.
            pub(super) fn replay<W: Watch>(
                &self,
                record: &Record,
                watch: &mut W,
            ) -> Result<LoadedGame, Halt<W::Stop>> {
                let variant_error = |error| RecordError::Variant { at: None, error };
                match self {
                    $(GameSettings::$kind(variant) => {
                        let game = crate::games::$module::$game::from_variant(variant)
                            .map_err(variant_error)?;
                        record.replay_watched_as(game, watch).map(Recordable::wrap)
                    })*
                }
            }

            /// The record in the current format.
            pub(super) fn write(&self, record: &Record) -> Result<String, RecordError> {
                match self {
                    $(GameSettings::$kind(variant) => write_current(record, variant),)*
                }
            }

            /// Reads a document of format `version` (2 to 4) of the game `kind`, with its
            /// settings type.
            pub(super) fn parse(
                kind: GameKind,
                version: u64,
                text: &str,
            ) -> Result<Record, RecordError> {
                match kind {
                    $(GameKind::$kind => read_game::<
                        <crate::games::$module::$game as Described>::Variant,
                    >(text, version, GameSettings::$kind),)*
                }
            }

            /// The variant error behind an unknown enum name inside the settings
            /// (`switches: [sunn]`), so that a file gets the same message as the command line.
            pub(crate) fn unknown_name(enum_name: &str, found: &str) -> Option<VariantError> {
                None$(.or_else(|| {
                    <crate::games::$module::$game as Described>::unknown_name(enum_name, found)
                }))*
            }
        }

        impl fmt::Display for GameSettings {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(GameSettings::$kind(variant) => write!(
                        f,
                        "{}, {variant}",
                        <crate::games::$module::$game as Described>::TITLE
                    ),)*
                }
            }
        }

        /// Runs `$body` with `$loaded` bound to the replayed game, whatever its kind.
        macro_rules! with_loaded {
            ($value:expr, $loaded:ident => $body:expr) => {
                match $value {
                    $(LoadedGame::$kind($loaded) => $body,)*
                }
            };
        }
    };
}
crate::for_each_game!(record_games);

impl GameSettings {
    /// The game's name as written in the `game` field.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }
}

impl LoadedGame {
    /// Which game.
    pub fn kind(&self) -> GameKind {
        with_loaded!(self, loaded => loaded.game.settings().kind())
    }

    /// The code of the position the viewer is at.
    pub fn current_code(&self) -> String {
        with_loaded!(self, loaded => loaded.game.format_state(loaded.history.current()))
    }

    /// The game's name (`chopsticks`).
    pub fn name(&self) -> &'static str {
        with_loaded!(self, loaded => loaded.game.name())
    }

    /// The record of the game as it is now (see [`Loaded::to_record`]).
    pub fn to_record(&self) -> Record {
        with_loaded!(self, loaded => loaded.to_record())
    }

    /// The facts the command line prints (see [`Loaded::summary`]).
    pub fn summary(&self) -> super::Summary {
        with_loaded!(self, loaded => loaded.summary())
    }
}
