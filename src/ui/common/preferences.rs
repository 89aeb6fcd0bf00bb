//! What the app remembers between launches: the last game and its settings, who sits in each
//! seat, the panels, the theme, the overlay, how the board is shown, which file dialog to use and the language. eframe stores them (with the window size)
//! in one file under the user's data directory.

use crate::core::Described;
use crate::games::{GameKind, chopsticks, fox_geese, fox_hounds, hare_hounds};
use crate::ui::common::players::Player;
use crate::ui::text::theme_choice::ThemeChoice;
use crate::words::Language;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The key the preferences are stored under.
pub const STORAGE_KEY: &str = "kibitzer-preferences";

/// One game's settings and seats.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup<S> {
    /// The variant settings.
    pub settings: S,
    /// Who plays each seat; missing seats are filled with the game's defaults.
    pub seats: Vec<Player>,
}

/// The remembered preferences. Every field has a default, so files written by older
/// versions still load. Each game keeps its settings and seats in the field named after its
/// folder (`hare_hounds`), which its UI file names in its `impl Remembered`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The game shown.
    pub game: GameKind,
    /// The settings and seats of Chopsticks.
    pub chopsticks: GameSetup<chopsticks::Variant>,
    /// The settings and seats of Hare and Hounds.
    pub hare_hounds: GameSetup<hare_hounds::Variant>,
    /// The settings and seats of Fox and Geese.
    pub fox_geese: GameSetup<fox_geese::Variant>,
    /// The settings and seats of Fox and Hounds.
    pub fox_hounds: GameSetup<fox_hounds::Variant>,
    /// The left panel with the game settings.
    pub show_sidebar: bool,
    /// The right panel with the analysis.
    pub show_analysis: bool,
    /// The bottom panel with the move list and the value chart.
    pub show_history: bool,
    /// The evaluation overlay on the canvas.
    pub overlay: bool,
    /// The value chart draws every move of each position, not only the line played.
    pub every_move: bool,
    /// The columns' and rows' names along the board.
    pub coordinates: bool,
    /// The board turned half round, as the other side sees it.
    pub flipped: bool,
    /// Dark, light, or as the system.
    pub theme: ThemeChoice,
    /// How long a game too large to solve is searched at each position, in
    /// milliseconds.
    pub search_ms: u32,
    /// Open and save with Kibitzer's own file dialog rather than the system's.
    pub own_file_dialog: bool,
    /// The language the window speaks; `None` until the first launch takes the
    /// system's (a stored file without it is from before there was a choice).
    #[serde(default)]
    pub language: Option<Language>,
    /// The solves the user cancelled before their end (by their cache key): they
    /// do not start again by themselves, at the next launch either.
    #[serde(default)]
    pub declined_solves: Vec<String>,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            game: GameKind::default(),
            chopsticks: GameSetup::default(),
            hare_hounds: GameSetup::default(),
            fox_geese: GameSetup::default(),
            fox_hounds: GameSetup::default(),
            show_sidebar: true,
            show_analysis: true,
            show_history: true,
            overlay: false,
            every_move: false,
            // Every move name uses them.
            coordinates: true,
            flipped: false,
            theme: ThemeChoice::default(),
            search_ms: DEFAULT_SEARCH_MS,
            own_file_dialog: false,
            language: Some(Language::English),
            declined_solves: Vec::new(),
        }
    }
}

impl Preferences {
    /// Puts the settings and seats of game `kind` back to their defaults.
    pub fn reset_setup(&mut self, kind: GameKind) {
        match kind {
            GameKind::Chopsticks => self.chopsticks = GameSetup::default(),
            GameKind::HareHounds => self.hare_hounds = GameSetup::default(),
            GameKind::FoxGeese => self.fox_geese = GameSetup::default(),
            GameKind::FoxHounds => self.fox_hounds = GameSetup::default(),
        }
    }
}

/// A game whose settings and seats the preferences keep: each game's UI file says which
/// field of [`Preferences`] is its.
pub trait Remembered: Described {
    /// This game's part of the preferences.
    fn setup(prefs: &Preferences) -> &GameSetup<Self::Variant>;
    /// This game's part of the preferences, to edit.
    fn setup_mut(prefs: &mut Preferences) -> &mut GameSetup<Self::Variant>;
}

impl Remembered for chopsticks::Chopsticks {
    fn setup(prefs: &Preferences) -> &GameSetup<Self::Variant> {
        &prefs.chopsticks
    }

    fn setup_mut(prefs: &mut Preferences) -> &mut GameSetup<Self::Variant> {
        &mut prefs.chopsticks
    }
}

impl Remembered for hare_hounds::HareHounds {
    fn setup(prefs: &Preferences) -> &GameSetup<Self::Variant> {
        &prefs.hare_hounds
    }

    fn setup_mut(prefs: &mut Preferences) -> &mut GameSetup<Self::Variant> {
        &mut prefs.hare_hounds
    }
}

impl Remembered for fox_geese::FoxGeese {
    fn setup(prefs: &Preferences) -> &GameSetup<Self::Variant> {
        &prefs.fox_geese
    }

    fn setup_mut(prefs: &mut Preferences) -> &mut GameSetup<Self::Variant> {
        &mut prefs.fox_geese
    }
}

impl Remembered for fox_hounds::FoxHounds {
    fn setup(prefs: &Preferences) -> &GameSetup<Self::Variant> {
        &prefs.fox_hounds
    }

    fn setup_mut(prefs: &mut Preferences) -> &mut GameSetup<Self::Variant> {
        &mut prefs.fox_hounds
    }
}

/// The search time per position unless the user chose another: an answer within a second.
pub const DEFAULT_SEARCH_MS: u32 = 750;

/// The search times the sidebar offers, in milliseconds.
pub const SEARCH_TIMES_MS: [u32; 5] = [250, 750, 2_000, 5_000, 15_000];

impl Preferences {
    /// The search time per position.
    pub fn search_time(&self) -> std::time::Duration {
        std::time::Duration::from_millis(u64::from(self.search_ms.clamp(50, 60_000)))
    }

    /// The preferences of a first launch: the defaults, with the system's language to come.
    pub fn first_launch() -> Preferences {
        Preferences {
            language: None,
            ..Preferences::default()
        }
    }

    /// Reads the preferences eframe stored, or the defaults.
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Preferences {
        storage
            .and_then(|s| eframe::get_value(s, STORAGE_KEY))
            .unwrap_or_else(Preferences::first_launch)
    }

    /// Hands the preferences to eframe to store.
    pub fn store(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, self);
    }
}

/// The file eframe keeps the preferences and the window geometry in, in the user's data
/// directory (for example `~/.local/share/kibitzer/app.ron` on Linux).
pub fn storage_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "kibitzer").map(|dirs| dirs.data_dir().join("app.ron"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Switch, Variant};
    use crate::games::{fox_geese, hare_hounds};
    use crate::ui::common::players::Strength;

    #[test]
    fn preferences_round_trip_and_old_files_load() {
        let mut prefs = Preferences {
            overlay: true,
            coordinates: true,
            flipped: true,
            theme: ThemeChoice::Light,
            own_file_dialog: true,
            language: Some(Language::French),
            ..Preferences::default()
        };
        prefs.chopsticks.settings = Variant::with(3, &[Switch::Sun, Switch::Zombies]);
        prefs.chopsticks.seats = vec![Player::Human, Player::Computer(Strength::Skill(70))];
        prefs.game = GameKind::FoxGeese;
        prefs.hare_hounds.settings = hare_hounds::Variant::with_hare_start("b3").expect("valid");
        prefs.fox_geese.settings = fox_geese::Variant::new(17, true).expect("valid");
        prefs.fox_geese.seats = vec![Player::Computer(Strength::Random), Player::Human];
        let text = ron::to_string(&prefs).expect("serialises");
        let back: Preferences = ron::from_str(&text).expect("reads back");
        assert_eq!(back, prefs);
        // A file from a version that knew fewer fields still loads.
        let old: Preferences = ron::from_str("(overlay: true)").expect("reads");
        assert!(old.overlay && old.show_analysis && !old.own_file_dialog);
        assert!(
            old.coordinates,
            "the coordinates start on: move names use them"
        );
        assert!(!old.flipped, "the board starts the right way up");
        let off: Preferences = ron::from_str("(coordinates: false)").expect("reads");
        assert!(!off.coordinates, "a choice made is kept");
        assert_eq!(
            old.language, None,
            "a file from before the choice leaves the language to the system"
        );
        assert_eq!(
            Preferences::load(None).language,
            None,
            "the first launch leaves the language to the system"
        );
        assert_eq!(
            old.fox_geese,
            GameSetup::default(),
            "a game it did not know"
        );
    }
}
