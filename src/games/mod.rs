//! The games Kibitzer plays, and the registry that lists them once.
//!
//! Each game lives in its own folder: its rules (`impl Game`), its notation, its variant
//! settings and what it says about itself ([`crate::core::Described`]: names, variant,
//! command-line options). [`for_each_game!`](crate::for_each_game) is the one list of games.
//! It is expanded three times, each into one `match` from a game's kind to its type that
//! hands the type to generic code: [`GameKind::visit`] here (the record, the names), the
//! window's `ui::games::active::visit` (which needs the game's UI too) and the command
//! line's dispatch to its solved or searched commands. Adding a game means its folder, one
//! line here, its UI file, its field in the window's preferences, its example and its
//! words.

pub mod board;
pub mod chopsticks;
pub mod fox_geese;
pub mod fox_hounds;
pub mod hare_hounds;

/// The registry: expands `$then! { Kind: module::Type => method, … }` with every game, in
/// menu order. `Kind` names the game in [`GameKind`], `module` is its folder under
/// `crate::games` and `Type` its `impl Described`; `method` is how its positions are
/// evaluated: `solve` (every position reachable from the start, exactly) or `search` (each
/// position as it comes up, for games too large to solve). With
/// `for_each_game!(then; tokens)` the tokens come first, in brackets:
/// `$then! { [tokens] Kind: module::Type => method, … }`.
#[macro_export]
macro_rules! for_each_game {
    ($($then:ident)::+ $(; $($extra:tt)*)?) => {
        $($then)::+! {
            $([$($extra)*])?
            Chopsticks: chopsticks::Chopsticks => solve,
            HareHounds: hare_hounds::HareHounds => solve,
            FoxGeese: fox_geese::FoxGeese => search,
            FoxHounds: fox_hounds::FoxHounds => solve,
        }
    };
}

/// The enum of the games and what ties each game's type to its name there, expanded once
/// from the registry: a macro because the list of games is a list of types, which Rust
/// cannot walk otherwise. Everything else is plain code over [`Registered`] and
/// [`GameKind::visit`].
macro_rules! game_kind {
    ($($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        /// The games, by name, in menu order.
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
        )]
        pub enum GameKind {
            #[default]
            $(
                #[doc = concat!("`", stringify!($module), "`")]
                $kind,
            )*
        }

        impl GameKind {
            /// Every game, in menu order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$kind),*];

            /// Calls `visitor` with the type of this game: the one `match` from a game's
            /// kind to its type below the window (the window's is
            /// `crate::ui::games::active::visit`, which needs more of a game).
            pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$kind => visitor.visit::<$module::$game>(),)*
                }
            }
        }

        $(
            impl Registered for $module::$game {
                const KIND: GameKind = GameKind::$kind;
            }
        )*
    };
}
for_each_game!(game_kind);

/// A game of the registry: it knows its [`GameKind`].
pub trait Registered: crate::core::Described {
    /// Which game it is.
    const KIND: GameKind;
}

/// Something done with a game's type, chosen by the game's kind at run time (see
/// [`GameKind::visit`]).
pub trait GameVisitor {
    /// What the visit gives.
    type Output;
    /// Does it with game `G`.
    fn visit<G: Registered>(self) -> Self::Output;
}

/// What a game says of itself that the registry lists: its names and options.
struct Names;

impl GameVisitor for Names {
    type Output = (
        &'static str,
        &'static str,
        &'static [crate::core::OptionSpec],
    );
    fn visit<G: Registered>(self) -> Self::Output {
        (G::NAME, G::TITLE, G::OPTIONS)
    }
}

impl GameKind {
    /// The name in files and on the command line: `"hare-hounds"`.
    pub fn name(self) -> &'static str {
        self.visit(Names).0
    }

    /// The name for people: `"Hare and Hounds"`.
    pub fn title(self) -> &'static str {
        self.visit(Names).1
    }

    /// The command-line options of the game's variant.
    pub fn options(self) -> &'static [crate::core::OptionSpec] {
        self.visit(Names).2
    }
}

impl GameKind {
    /// The game with this name (as in files and on the command line).
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|g| g.name() == name)
    }

    /// Every game's name, comma-separated, for messages.
    pub fn names() -> String {
        let names: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
        names.join(", ")
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
