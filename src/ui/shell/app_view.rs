//! What can be read of the window from outside the shell (the tests, the binary): the game on
//! the table, the preferences, the status line, whether work is running, the panels' sizes.

use crate::ui::common::command::Status;
use crate::ui::common::preferences::Preferences;
use crate::ui::files::Document;
use crate::ui::session::tables::Tables;
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::app::App;

impl App {
    /// The game being played.
    pub fn active(&self) -> &ActiveGame {
        &self.active
    }

    /// The preferences as they stand.
    pub fn preferences(&self) -> &Preferences {
        &self.prefs
    }

    /// The preferences to change, as the sidebar changes them (then a command such as
    /// [`Command::SeatsChanged`] says what changed).
    pub fn preferences_mut(&mut self) -> &mut Preferences {
        &mut self.prefs
    }

    /// The status line's message.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The code of the position shown.
    pub fn position_code(&self) -> String {
        self.active.position_code()
    }

    /// The number of moves of the game's line (including any taken back).
    pub fn moves_played(&self) -> usize {
        self.active.line().0
    }

    /// Whether the solver is at work (solving, or counting the figures).
    pub fn is_busy(&self) -> bool {
        self.active.is_busy()
    }

    /// Whether a game is loading in the background (a file being opened, the autosave
    /// being restored).
    pub fn is_loading(&self) -> bool {
        self.loads.is_busy()
    }

    /// Whether the solver has answered for the position shown.
    pub fn is_evaluated(&self) -> bool {
        self.active.is_evaluated()
    }

    /// The side panels' widths and the history's height, as last drawn (none for a panel
    /// not open yet): the sidebar, the analysis, the history.
    pub fn panel_sizes(&self) -> [Option<f32>; 3] {
        self.window.panel_sizes()
    }

    /// The game's file and the app's file state.
    pub fn files(&self) -> &Document {
        &self.files
    }

    /// The exact tables: open, being built, or offered.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }
}
