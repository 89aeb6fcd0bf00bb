//! Edit → Set up position…: type a code, or change the position with the mouse in the
//! game's own editor; the position is checked by the rules before the game starts from it.

use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::text::capitalised;
use crate::ui::text::errors::code_error_text;
use std::any::Any;

/// The setup window's state: the draft position (of whichever game) and its code.
#[derive(Default)]
pub struct SetupWindow {
    /// Whether the window is open.
    pub open: bool,
    code: String,
    draft: Option<Box<dyn Any>>,
}

impl SetupWindow {
    /// Opens the window on the session's position.
    pub fn open_on<G: GameUi>(&mut self, session: &Session<G>) {
        self.open = true;
        self.code = session.game().format_state(session.current());
        self.draft = Some(Box::new(session.current().clone()));
    }
}

/// The window; a valid position confirmed by the user becomes a command.
pub fn setup_window_ui<G: GameUi>(
    ctx: &egui::Context,
    window: &mut SetupWindow,
    session: &Session<G>,
    out: &mut Vec<Command>,
) {
    if !window.open {
        return;
    }
    let game = session.game();
    let mut draft = window
        .draft
        .as_ref()
        .and_then(|d| d.downcast_ref::<G::State>())
        .cloned()
        .unwrap_or_else(|| session.current().clone());
    let mut open = window.open;
    let mut close = false;
    egui::Window::new(tr!("win-setup-title"))
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            let before = draft.clone();
            G::setup_ui(ui, game, &mut draft);
            if draft != before {
                window.code = game.format_state(&game.normalize_setup(&draft));
            }
            ui.separator();
            close = code_ui(ui, game, &mut window.code, &mut draft, out);
        });
    window.open = open && !close;
    window.draft = Some(Box::new(draft));
}

/// The position code under the editor: typed codes are read into the draft, checked, and
/// started from; true when the window should close.
fn code_ui<G: GameUi>(
    ui: &mut egui::Ui,
    game: &G,
    code: &mut String,
    draft: &mut G::State,
    out: &mut Vec<Command>,
) -> bool {
    let mut close = false;
    ui.horizontal(|ui| {
        let label = ui.label(tr!("win-setup-code"));
        let edit = ui.text_edit_singleline(&mut *code).labelled_by(label.id);
        if edit.changed()
            && let Ok(state) = game.parse_state(code)
        {
            *draft = state;
        }
    });
    let checked = game.parse_state(code);
    match &checked {
        Ok(_) => ui.label(
            egui::RichText::new(tr!("win-setup-valid")).color(ui.visuals().weak_text_color()),
        ),
        Err(err) => ui.colored_label(
            ui.visuals().error_fg_color,
            capitalised(&code_error_text(err)),
        ),
    };
    ui.horizontal(|ui| {
        if ui
            .add_enabled(checked.is_ok(), egui::Button::new(tr!("win-setup-start")))
            .clicked()
        {
            out.push(Command::SetUpPosition(code.clone()));
            close = true;
        }
        if ui.button(tr!("win-setup-cancel")).clicked() {
            close = true;
        }
    });
    close
}
