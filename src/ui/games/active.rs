//! The game in the window, whichever it is. Everything game-specific is reached through
//! [`with_session!`], the one place that lists the games; the rest of the app is written
//! once, generically over [`GameUi`].
//!
//! [`ActiveGame`] and [`with_session!`] are expanded from the registry of games
//! ([`crate::for_each_game`]); a game joins the app with its `impl GameUi` (its UI file,
//! choosing how positions are evaluated) and its rules text.

use crate::core::VariantError;
pub use crate::games::GameKind;
use crate::record::{Loaded, LoadedGame};
use crate::ui::common::players::Player;
use crate::ui::common::preferences::Preferences;
use crate::ui::games::game_ui::GameUi;
use crate::ui::games::rules_text::Section;
use crate::ui::session::Session;
use crate::ui::session::solving::SolveCache;

macro_rules! active_game {
    ($($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        /// The game being played, with its session: one arm per game of the registry.
        pub enum ActiveGame {
            $(
                #[doc = concat!("A session of `", stringify!($module), "`.")]
                $kind(Session<crate::games::$module::$game>),
            )*
        }

        impl ActiveGame {
            /// Starts the game the preferences name with its settings.
            pub fn new(prefs: &Preferences, cache: &SolveCache) -> Result<ActiveGame, VariantError> {
                match prefs.game {
                    $(GameKind::$kind => Ok(ActiveGame::$kind(start(prefs, cache)?)),)*
                }
            }

            /// A game opened from a record, at the ply the viewer was at, with the record's
            /// seats.
            pub fn from_loaded(loaded: LoadedGame, cache: &SolveCache) -> ActiveGame {
                match loaded {
                    $(LoadedGame::$kind(l) => ActiveGame::$kind(session_from_loaded(l, cache)),)*
                }
            }

            /// Which game this is.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(ActiveGame::$kind(_) => GameKind::$kind,)*
                }
            }
        }

        $(
            impl From<Session<crate::games::$module::$game>> for ActiveGame {
                fn from(session: Session<crate::games::$module::$game>) -> ActiveGame {
                    ActiveGame::$kind(session)
                }
            }
        )*

        /// The rules of a game, as Help → Rules shows them.
        pub fn rules(kind: GameKind) -> &'static [Section] {
            match kind {
                $(GameKind::$kind => <crate::games::$module::$game as GameUi>::RULES,)*
            }
        }
    };
}
crate::for_each_game!(active_game);

/// Runs `$body` with `$s` bound to the active session, whatever its game (and `$G` to the
/// game's type when given).
macro_rules! with_session {
    ($active:expr, $s:ident => $body:expr) => {
        $crate::for_each_game!($crate::ui::games::active::session_arms; ($active) $s _G ($body))
    };
    ($active:expr, $s:ident, $G:ident => $body:expr) => {
        $crate::for_each_game!($crate::ui::games::active::session_arms; ($active) $s $G ($body))
    };
}
pub(crate) use with_session;

/// The arms of [`with_session!`], one per game of the registry.
macro_rules! session_arms {
    ([($active:expr) $s:ident $G:ident ($body:expr)]
        $($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        match $active {
            $($crate::ui::games::active::ActiveGame::$kind($s) => {
                #[allow(dead_code)]
                type $G = $crate::games::$module::$game;
                $body
            })*
        }
    };
}
pub(crate) use session_arms;

/// A new session of `G` with the settings and seats of the preferences.
pub fn start<G: GameUi>(
    prefs: &Preferences,
    cache: &SolveCache,
) -> Result<Session<G>, VariantError> {
    let setup = G::setup(prefs);
    let game = G::from_variant(&setup.settings)?;
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

/// A game's name as the window shows it, in the current language: "Fox and Geese", « Le
/// Renard et les Oies ». (`GameKind::title` stays the command line's English name.)
pub fn game_title(kind: GameKind) -> String {
    crate::tr!(&format!("game-title-{}", kind.name()))
}
