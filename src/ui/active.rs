//! The game in the window, whichever it is. Everything game-specific is reached through
//! [`with_session!`], the one place that lists the games; the rest of the app is written
//! once, generically over [`GameUi`].
//!
//! To add a game: a [`GameKind`] variant, an [`ActiveGame`] arm, its lines in both forms of
//! [`with_session!`], in [`ActiveGame::new`], [`ActiveGame::kind`] and
//! [`ActiveGame::from_loaded`], a field in the preferences, an `impl GameUi` with its view
//! (choosing how positions are evaluated), and its rules text.

use super::game_ui::GameUi;
use super::players::Player;
use super::preferences::Preferences;
use super::session::Session;
use super::solving::SolveCache;
use crate::core::VariantError;
use crate::games::chopsticks::Chopsticks;
use crate::games::fox_geese::FoxGeese;
use crate::games::hare_hounds::HareHounds;
use crate::record::{Loaded, LoadedGame};
use serde::{Deserialize, Serialize};

/// The games the app plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Chopsticks, the finger game.
    #[default]
    Chopsticks,
    /// Hare and Hounds, on the 11-point board.
    HareHounds,
    /// Fox and Geese, on the 33-point cross.
    FoxGeese,
}

impl GameKind {
    /// Every game, in menu order.
    pub const ALL: [GameKind; 3] = [
        GameKind::Chopsticks,
        GameKind::HareHounds,
        GameKind::FoxGeese,
    ];

    /// The game's name for people.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Chopsticks => Chopsticks::TITLE,
            GameKind::HareHounds => HareHounds::TITLE,
            GameKind::FoxGeese => FoxGeese::TITLE,
        }
    }
}

/// The game being played, with its session.
pub enum ActiveGame {
    /// Chopsticks.
    Chopsticks(Session<Chopsticks>),
    /// Hare and Hounds.
    HareHounds(Session<HareHounds>),
    /// Fox and Geese.
    FoxGeese(Session<FoxGeese>),
}

/// Runs `$body` with `$s` bound to the active session, whatever its game (and `$G` to the
/// game's type when given).
macro_rules! with_session {
    ($active:expr, $s:ident => $body:expr) => {
        match $active {
            $crate::ui::ActiveGame::Chopsticks($s) => $body,
            $crate::ui::ActiveGame::HareHounds($s) => $body,
            $crate::ui::ActiveGame::FoxGeese($s) => $body,
        }
    };
    ($active:expr, $s:ident, $G:ident => $body:expr) => {
        match $active {
            $crate::ui::ActiveGame::Chopsticks($s) => {
                type $G = $crate::games::chopsticks::Chopsticks;
                $body
            }
            $crate::ui::ActiveGame::HareHounds($s) => {
                type $G = $crate::games::hare_hounds::HareHounds;
                $body
            }
            $crate::ui::ActiveGame::FoxGeese($s) => {
                type $G = $crate::games::fox_geese::FoxGeese;
                $body
            }
        }
    };
}
pub(crate) use with_session;

impl ActiveGame {
    /// Starts the game the preferences name with its settings.
    pub fn new(prefs: &Preferences, cache: &SolveCache) -> Result<ActiveGame, VariantError> {
        match prefs.game {
            GameKind::Chopsticks => Ok(ActiveGame::Chopsticks(start(prefs, cache)?)),
            GameKind::HareHounds => Ok(ActiveGame::HareHounds(start(prefs, cache)?)),
            GameKind::FoxGeese => Ok(ActiveGame::FoxGeese(start(prefs, cache)?)),
        }
    }

    /// A game opened from a record, at the ply the viewer was at, with the record's seats.
    pub fn from_loaded(loaded: LoadedGame, cache: &SolveCache) -> ActiveGame {
        match loaded {
            LoadedGame::Chopsticks(l) => ActiveGame::Chopsticks(session_from_loaded(l, cache)),
            LoadedGame::HareHounds(l) => ActiveGame::HareHounds(session_from_loaded(l, cache)),
            LoadedGame::FoxGeese(l) => ActiveGame::FoxGeese(session_from_loaded(l, cache)),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            ActiveGame::Chopsticks(_) => GameKind::Chopsticks,
            ActiveGame::HareHounds(_) => GameKind::HareHounds,
            ActiveGame::FoxGeese(_) => GameKind::FoxGeese,
        }
    }
}

/// A new session of `G` with the settings and seats of the preferences.
pub fn start<G: GameUi>(
    prefs: &Preferences,
    cache: &SolveCache,
) -> Result<Session<G>, VariantError> {
    let setup = G::setup(prefs);
    let game = G::from_settings(&setup.settings)?;
    let start = game.start();
    let seats = seats_for::<G>(&setup.seats, game.players());
    Ok(Session::new(game, start, seats, cache))
}

/// The remembered seats, filled up with the defaults to `count`.
pub fn seats_for<G: GameUi>(remembered: &[Player], count: usize) -> Vec<Player> {
    let defaults = G::default_seats(count);
    (0..count)
        .map(|seat| remembered.get(seat).copied().unwrap_or(defaults[seat]))
        .collect()
}

/// The session of a game replayed from a record: its history at the viewer's ply and its
/// seats as the app's players.
pub fn session_from_loaded<G: GameUi>(loaded: Loaded<G>, cache: &SolveCache) -> Session<G> {
    let seats = loaded.seats.iter().map(Player::from).collect();
    Session::from_history(loaded.game, loaded.history, seats, cache)
}
