//! The games a record can hold: a game's settings ([`GameSettings`]) and a replayed game
//! ([`LoadedGame`]) of any game of the registry. Each holds its game's own types behind an
//! object-safe trait that every game implements once, generically, here; where a file names
//! its game, [`GameKind::visit`] picks the type.

use super::format::{read_game, write_current};
use super::replay::Loaded;
use super::tally::{Halt, Watch};
use super::{Record, RecordError, Summary};
use crate::core::{Described, VariantError};
use crate::games::{GameKind, GameVisitor, Registered};
use std::any::Any;
use std::fmt;

/// A game that can be written to a record: every game of the registry.
pub trait Recordable: Registered {
    /// The settings to store.
    fn settings(&self) -> GameSettings {
        GameSettings::of::<Self>(self.variant_settings())
    }
}

impl<G: Registered> Recordable for G {}

/// The game of a record with its variant settings, of the game's own serde-derived variant
/// type.
pub struct GameSettings(Box<dyn AnySettings>);

/// The settings of some game `G`, as [`GameSettings`] holds them.
struct Settings<G: Described>(G::Variant);

/// What a record does with the settings of any game.
trait AnySettings: Any + Send + Sync {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// The settings as `Any`, to reach them as the variant type they are.
    fn as_any(&self) -> &dyn Any;
    /// A copy.
    fn clone_box(&self) -> Box<dyn AnySettings>;
    /// Whether `other` holds the same game with the same settings.
    fn same(&self, other: &dyn AnySettings) -> bool;
    /// The record, with these settings, in the current format.
    fn write(&self, record: &Record) -> Result<String, RecordError>;
    /// The game's title and settings, for people.
    fn describe(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// The settings' fields, for debugging.
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// The settings as JSON, their fields as in a file.
    fn json(&self) -> serde_json::Result<serde_json::Value>;
}

impl<G: Registered> AnySettings for Settings<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn clone_box(&self) -> Box<dyn AnySettings> {
        Box::new(Settings::<G>(self.0.clone()))
    }

    fn same(&self, other: &dyn AnySettings) -> bool {
        other
            .as_any()
            .downcast_ref::<Settings<G>>()
            .is_some_and(|other| other.0 == self.0)
    }

    fn write(&self, record: &Record) -> Result<String, RecordError> {
        write_current(record, &self.0)
    }

    fn describe(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", G::TITLE, self.0)
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple(G::NAME).field(&self.0).finish()
    }

    fn json(&self) -> serde_json::Result<serde_json::Value> {
        serde_json::to_value(&self.0)
    }
}

impl GameSettings {
    /// The settings `variant` of game `G`.
    pub fn of<G: Registered>(variant: G::Variant) -> GameSettings {
        GameSettings(Box::new(Settings::<G>(variant)))
    }

    /// The settings, if they are of game `G`.
    pub fn variant<G: Registered>(&self) -> Option<&G::Variant> {
        let settings = self.0.as_any().downcast_ref::<Settings<G>>()?;
        Some(&settings.0)
    }

    /// Which game.
    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// The game's name as written in the `game` field.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// Builds the game and replays `record` as it (see [`Record::replay_as`]), telling
    /// `watch` of every move.
    pub(super) fn replay<W: Watch>(
        &self,
        record: &Record,
        watch: &mut W,
    ) -> Result<LoadedGame, Halt<W::Stop>> {
        /// The replay, as the game visited.
        struct Replay<'a, W>(&'a GameSettings, &'a Record, &'a mut W);
        impl<W: Watch> GameVisitor for Replay<'_, W> {
            type Output = Result<LoadedGame, Halt<W::Stop>>;
            fn visit<G: Registered>(self) -> Self::Output {
                let Replay(settings, record, watch) = self;
                let variant = settings
                    .variant::<G>()
                    .unwrap_or_else(|| unreachable!("settings are of the game they say"));
                let game = G::from_variant(variant)
                    .map_err(|error| RecordError::Variant { at: None, error })?;
                record.replay_watched_as(game, watch).map(LoadedGame::from)
            }
        }
        self.kind().visit(Replay(self, record, watch))
    }

    /// The record in the current format.
    pub(super) fn write(&self, record: &Record) -> Result<String, RecordError> {
        self.0.write(record)
    }

    /// Reads a document of format `version` (2 to 4) of the game `kind`, with its settings
    /// type.
    pub(super) fn parse(kind: GameKind, version: u64, text: &str) -> Result<Record, RecordError> {
        /// The reading, with the settings type of the game visited.
        struct Parse<'a>(u64, &'a str);
        impl GameVisitor for Parse<'_> {
            type Output = Result<Record, RecordError>;
            fn visit<G: Registered>(self) -> Self::Output {
                read_game::<G::Variant>(self.1, self.0, GameSettings::of::<G>)
            }
        }
        kind.visit(Parse(version, text))
    }

    /// The variant error behind an unknown enum name inside the settings
    /// (`switches: [sunn]`), so that a file gets the same message as the command line.
    pub(crate) fn unknown_name(enum_name: &str, found: &str) -> Option<VariantError> {
        /// The game visited's error for the name, if it has the enum.
        struct UnknownName<'a>(&'a str, &'a str);
        impl GameVisitor for UnknownName<'_> {
            type Output = Option<VariantError>;
            fn visit<G: Registered>(self) -> Self::Output {
                G::unknown_name(self.0, self.1)
            }
        }
        GameKind::ALL
            .iter()
            .find_map(|kind| kind.visit(UnknownName(enum_name, found)))
    }
}

impl Clone for GameSettings {
    fn clone(&self) -> GameSettings {
        GameSettings(self.0.clone_box())
    }
}

impl PartialEq for GameSettings {
    fn eq(&self, other: &GameSettings) -> bool {
        self.0.same(&*other.0)
    }
}

impl Eq for GameSettings {}

impl fmt::Debug for GameSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}

/// The settings' fields as in a file (the command line's JSON), without the game's name.
impl serde::Serialize for GameSettings {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let json = self.0.json().map_err(serde::ser::Error::custom)?;
        json.serialize(serializer)
    }
}

impl fmt::Display for GameSettings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.describe(f)
    }
}

/// A replayed game of any game of the registry.
pub struct LoadedGame(Box<dyn AnyLoaded>);

/// What the app and the command line ask of a replayed game of any game.
trait AnyLoaded: Any + Send {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// The code of the position the viewer is at.
    fn current_code(&self) -> String;
    /// The record of the game as it is now.
    fn to_record(&self) -> Record;
    /// The facts the command line prints.
    fn summary(&self) -> Summary;
    /// A copy.
    fn clone_box(&self) -> Box<dyn AnyLoaded>;
    /// The game as `Any`, to reach it as the `Loaded<G>` it is.
    fn as_any(&self) -> &dyn Any;
    /// The game as `Any`, to take it as the `Loaded<G>` it is.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
    /// The game's fields, for debugging.
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl<G: Registered> AnyLoaded for Loaded<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn current_code(&self) -> String {
        self.game.format_state(self.history.current())
    }

    fn to_record(&self) -> Record {
        Loaded::to_record(self)
    }

    fn summary(&self) -> Summary {
        Loaded::summary(self)
    }

    fn clone_box(&self) -> Box<dyn AnyLoaded> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }

    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Loaded")
            .field("game", &G::NAME)
            .field("at", &self.current_code())
            .field("moves", &self.history.len())
            .finish_non_exhaustive()
    }
}

impl<G: Registered> From<Loaded<G>> for LoadedGame {
    fn from(loaded: Loaded<G>) -> LoadedGame {
        LoadedGame(Box::new(loaded))
    }
}

impl LoadedGame {
    /// Which game.
    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// The code of the position the viewer is at.
    pub fn current_code(&self) -> String {
        self.0.current_code()
    }

    /// The game's name (`chopsticks`).
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// The record of the game as it is now (see [`Loaded::to_record`]).
    pub fn to_record(&self) -> Record {
        self.0.to_record()
    }

    /// The facts the command line prints (see [`Loaded::summary`]).
    pub fn summary(&self) -> Summary {
        self.0.summary()
    }

    /// The replayed game, if it is of game `G`.
    pub fn loaded<G: Registered>(&self) -> Option<&Loaded<G>> {
        self.0.as_any().downcast_ref()
    }

    /// The replayed game as the `Loaded<G>` it is, or none when it is of another game.
    pub fn into_loaded<G: Registered>(self) -> Option<Loaded<G>> {
        let loaded = self.0.into_any().downcast::<Loaded<G>>().ok()?;
        Some(*loaded)
    }
}

impl Clone for LoadedGame {
    fn clone(&self) -> LoadedGame {
        LoadedGame(self.0.clone_box())
    }
}

impl fmt::Debug for LoadedGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(f)
    }
}
