//! The move list with ⏮ ◀ ▶ ⏭: click a move to go back to it; undo and redo move along the
//! line.

use crate::ui::common::command::Command;
use crate::ui::games::active::{ActiveGame, with_session};
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use egui::{Button, RichText};

/// The history: navigation buttons and the moves.
pub fn history_ui(ui: &mut egui::Ui, active: &ActiveGame, out: &mut Vec<Command>) {
    with_session!(active, s => history_of(ui, s, out));
}

fn history_of<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let history = s.history();
    let (cursor, len) = (history.cursor(), history.len());
    ui.horizontal_wrapped(|ui| {
        for (icon, name, enabled, command) in [
            ("⇤", "First position (Home)", cursor > 0, Command::Jump(0)),
            ("◀", "Back one move (Left arrow)", cursor > 0, Command::Undo),
            (
                "▶",
                "Forward one move (Right arrow)",
                cursor < len,
                Command::Redo,
            ),
            ("⇥", "Last position (End)", cursor < len, Command::Jump(len)),
        ] {
            // The arrows are in the monospace font, which has them.
            let button = Button::new(RichText::new(icon).monospace().size(16.0))
                .min_size(egui::vec2(30.0, 24.0));
            let response = ui
                .add_enabled(enabled, button)
                .accessible_name(name)
                .on_hover_text(name);
            if response.clicked() {
                out.push(command);
            }
        }
        ui.label(format!("Move {cursor} of {len}"));
    });
    // When the cursor has moved (or the list is new), its move is scrolled into view.
    let seen = ui.scope_id().with("moves_list_cursor");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<usize>(seen);
        d.insert_temp(seen, cursor);
        before != Some(cursor)
    });
    egui::ScrollArea::vertical()
        .id_salt("moves_list")
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| move_list(ui, s, moved, out));
        });
}

/// The moves played, each a button that goes to the position after it; the one at the
/// cursor scrolled into view when it has `moved`.
fn move_list<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, moved: bool, out: &mut Vec<Command>) {
    let history = s.history();
    let cursor = history.cursor();
    let show = |response: &egui::Response, ply: usize| {
        if moved && ply == cursor {
            response.scroll_to_me(Some(egui::Align::Center));
        }
    };
    let start = ui.selectable_label(cursor == 0, "Start");
    show(&start, 0);
    if start.clicked() {
        out.push(Command::Jump(0));
    }
    for (i, name) in history.move_names(s.game()).into_iter().enumerate() {
        let ply = i + 1;
        let text = RichText::new(format!("{ply}. {name}")).monospace();
        let text = if ply > cursor { text.weak() } else { text };
        let before = history.position_at(i);
        let mover = s.absolute_seat(i, s.game().to_move(before));
        let after = s.game().format_state(history.position_at(ply));
        let response = ui
            .selectable_label(cursor == ply, text)
            .on_hover_text(format!("{}: {name}, to {after}", s.seat_name(mover).name));
        show(&response, ply);
        if response.clicked() {
            out.push(Command::Jump(ply));
        }
    }
}
