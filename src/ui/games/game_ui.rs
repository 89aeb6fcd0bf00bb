//! What the window needs from a game beyond how it is evaluated
//! ([`crate::ui::session::evaluated::Evaluated`]): its settings in the sidebar, how to move,
//! its rules, its canvas and its position editor. A game joins the app with one UI file
//! implementing both traits (see `chopsticks.rs`, `fox_geese.rs` for a searched game) and
//! its registry entry.

use crate::ui::common::command::Command;
use crate::ui::common::players::Player;
use crate::ui::common::preferences::Remembered;
use crate::ui::games::rules_text::Section;
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluated;

/// Flags the canvas is drawn with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CanvasFlags<'a> {
    /// Draw every legal move in the colour of its verdict.
    pub overlay: bool,
    /// Write the board's coordinates along it.
    pub coordinates: bool,
    /// Draw the board turned half round, as the other side sees it.
    pub flipped: bool,
    /// The move to show on the canvas, by name: the one pointed at in the moves list.
    pub preview: Option<&'a str>,
    /// Let go of the piece or hand picked so far: Esc was pressed, and nothing else (a
    /// menu, a dialog, a text field) took it.
    pub let_go: bool,
}

/// A game the app can play.
pub trait GameUi: Evaluated + Remembered
where
    Self::State: 'static,
    Self::Move: 'static,
{
    /// The message id of one line telling a person how to move, for the status line.
    const HOW_TO_MOVE: &'static str;

    /// One line telling a person how to move, in the current language.
    fn how_to_move() -> String {
        crate::tr!(Self::HOW_TO_MOVE)
    }

    /// The rules, as Help → Rules shows them (the texts are in [`crate::ui::games::rules_text`],
    /// their words in the message files).
    const RULES: &'static [Section];

    /// The number of seats the settings give.
    fn seat_count(settings: &Self::Variant) -> usize;

    /// The sidebar's controls for the settings; true when something changed.
    fn settings_ui(ui: &mut egui::Ui, settings: &mut Self::Variant) -> bool;

    /// A short description of the variant: "Chopsticks, 3 players: Sun, Misère".
    fn variant_title(&self) -> String;

    /// Draws the position and the legal moves (with their verdicts when `flags.overlay` is
    /// on) and turns the user's clicks into commands: a move to play, or a message.
    fn canvas_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        flags: CanvasFlags<'_>,
    ) -> Option<Command>;

    /// The position editor: changes `draft` with the mouse; the caller validates it.
    fn setup_ui(ui: &mut egui::Ui, game: &Self, draft: &mut Self::State);

    /// The position an editor draft stands for (for example with each pair of hands in
    /// order), before it is checked.
    fn normalize_setup(&self, draft: &Self::State) -> Self::State {
        draft.clone()
    }

    /// Who sits in each seat by default.
    fn default_seats(count: usize) -> Vec<Player> {
        (0..count)
            .map(|seat| {
                if seat == 0 {
                    Player::Human
                } else {
                    Player::Computer(crate::ui::common::players::Strength::Perfect)
                }
            })
            .collect()
    }
}
