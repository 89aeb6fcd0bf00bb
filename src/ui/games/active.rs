//! From a game's kind to its type: [`visit`], the window's one `match` on the games, and
//! what is done with a game's type before there is a session of it (a new session, a
//! session from a record, the seats, the rules). The session of any game is the shell's
//! `ActiveGame`; everything here and below is written once, generically over [`GameUi`].

use crate::core::VariantError;
pub use crate::games::GameKind;
use crate::record::{Loaded, Recordable};
use crate::ui::common::players::Player;
use crate::ui::common::preferences::Preferences;
use crate::ui::games::game_ui::GameUi;
use crate::ui::games::rules_text::Section;
use crate::ui::session::Session;
use crate::ui::session::solving::SolveCache;

/// Something done with a game's type, chosen by the game's kind at run time: `visit` is
/// called with the type of the kind given to [`visit`].
pub trait KindVisitor {
    /// What the visit gives.
    type Output;
    /// Does it with game `G`.
    fn visit<G: GameUi + Recordable>(self) -> Self::Output;
}

/// Calls `visitor` with the type of the game `kind`: the window's one `match` on the games,
/// expanded from the registry (a macro because Rust has no list of types to walk; each arm
/// only hands the type to generic code, so an error in that code is reported once).
pub fn visit<V: KindVisitor>(kind: GameKind, visitor: V) -> V::Output {
    macro_rules! arms {
        ($($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
            match kind {
                $(GameKind::$kind => visitor.visit::<crate::games::$module::$game>(),)*
            }
        };
    }
    crate::for_each_game!(arms)
}

/// The rules of a game, as Help → Rules shows them.
pub fn rules(kind: GameKind) -> &'static [Section] {
    /// The rules of the game visited.
    struct Rules;
    impl KindVisitor for Rules {
        type Output = &'static [Section];
        fn visit<G: GameUi + Recordable>(self) -> &'static [Section] {
            G::RULES
        }
    }
    visit(kind, Rules)
}

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
