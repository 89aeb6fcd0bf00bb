//! The games Kibitzer plays, and the registry that lists them once.
//!
//! Each game lives in its own folder: its rules (`impl Game`), its notation, its variant
//! settings and what it says about itself ([`crate::core::Described`]: names, variant,
//! command-line options). [`for_each_game!`](crate::for_each_game) is the one list of games:
//! the menus, the preferences, the game files and the command line expand it, so adding a
//! game means its folder, one line here, its UI file, its example and its rules text.

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

macro_rules! game_kind {
    ($($kind:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        /// The games, by name.
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

            /// The name in files and on the command line: `"hare-hounds"`.
            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$module::$game as $crate::core::Described>::NAME,)*
                }
            }

            /// The name for people: `"Hare and Hounds"`.
            pub fn title(self) -> &'static str {
                match self {
                    $(GameKind::$kind => <$module::$game as $crate::core::Described>::TITLE,)*
                }
            }

            /// The command-line options of the game's variant.
            pub fn options(self) -> &'static [$crate::core::OptionSpec] {
                match self {
                    $(GameKind::$kind => <$module::$game as $crate::core::Described>::OPTIONS,)*
                }
            }
        }
    };
}
for_each_game!(game_kind);

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
