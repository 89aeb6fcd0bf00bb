//! What the window holds of its own, apart from any game: the side panels' sizes, which
//! of its windows are open (rules, about, position setup), whether a text field has the
//! keyboard, and the launch time to report at the first frame.

use crate::ui::common::command::Command;
use crate::ui::shell::active::{ActiveGame, AnySession};
use crate::ui::shell::layout::PanelSizes;
use crate::ui::windows;
use crate::ui::windows::setup::SetupWindow;
use std::time::Instant;

/// The window's own state.
#[derive(Default)]
pub(super) struct WindowState {
    panels: PanelSizes,
    setup: SetupWindow,
    show_rules: bool,
    show_about: bool,
    /// Whether a text field had the keyboard at the end of the last frame: an Esc pressed
    /// now leaves it, and is not the board's.
    typing: bool,
    /// The launch, while the time to the first frame is to be reported.
    launched: Option<Instant>,
}

impl WindowState {
    /// The side panels' shares of the window.
    pub(super) fn panels(&mut self) -> &mut PanelSizes {
        &mut self.panels
    }

    /// The side panels' sizes (for tests and the layout checks).
    pub(super) fn panel_sizes(&self) -> [Option<f32>; 3] {
        self.panels.sizes()
    }

    /// Opens the rules of the game shown.
    pub(super) fn open_rules(&mut self) {
        self.show_rules = true;
    }

    /// Opens the About window.
    pub(super) fn open_about(&mut self) {
        self.show_about = true;
    }

    /// Opens the position setup on the session's position.
    pub(super) fn open_setup(&mut self, session: &dyn AnySession) {
        session.open_setup(&mut self.setup);
    }

    /// Whether a text field had the keyboard at the end of the last frame.
    pub(super) fn typing(&self) -> bool {
        self.typing
    }

    /// Remembers at the end of a frame whether a text field has the keyboard.
    pub(super) fn set_typing(&mut self, typing: bool) {
        self.typing = typing;
    }

    /// Reports the time to the first frame from `launched`.
    pub(super) fn report_first_frame(&mut self, launched: Instant) {
        self.launched = Some(launched);
    }

    /// At a frame: says how long the first one took after launch, once, if asked.
    pub(super) fn first_frame(&mut self) {
        if let Some(launched) = self.launched.take() {
            let ms = launched.elapsed().as_millis();
            eprintln!("kibitzer: first frame {ms} ms after launch");
        }
    }

    /// The windows over the main one that are open: the rules of the game shown, About,
    /// and the position setup of the game in the window.
    pub(super) fn windows_ui(
        &mut self,
        ctx: &egui::Context,
        active: &ActiveGame,
        out: &mut Vec<Command>,
    ) {
        windows::rules_window_ui(ctx, &mut self.show_rules, active.kind());
        windows::about_window_ui(ctx, &mut self.show_about);
        active.setup_window_ui(ctx, &mut self.setup, out);
    }
}
