//! Files reaching the window from outside: dropped on it or pasted as text; and the two
//! things drawn over the window for files: the hint while a file hovers, and the problem
//! window.

use super::{Document, display_name, is_game_file};
use crate::tr;
use crate::ui::common::command::{Command, Status};
use egui::{Align2, Color32, FontId, Id, LayerId, Order};

/// Frames to wait for the clipboard's text after asking for it; an empty clipboard sends
/// nothing.
const PASTE_FRAMES: u64 = 10;

/// The commands of files dropped on the window and of text pasted while no text field has
/// the keyboard (or after File → Paste game asked for it).
pub fn input_commands(ctx: &egui::Context, files: &mut Document) -> Vec<Command> {
    let mut out = Vec::new();
    let dropped = ctx.input(|i| i.raw.dropped_files.first().cloned());
    if let Some(file) = dropped {
        let path = file.path();
        out.push(if is_game_file(path) {
            Command::OpenPath(path.to_owned())
        } else {
            Command::Say(Status::error(tr!(
                "file-dropped-not-a-game",
                file = display_name(path)
            )))
        });
    }
    let typing = ctx.egui_wants_keyboard_input();
    let now = ctx.cumulative_pass_nr();
    let asked = files.paste_requested;
    if asked.is_some() || !typing {
        let pasted = ctx.input(|i| {
            i.events.iter().find_map(|event| match event {
                egui::Event::Paste(text) => Some(text.clone()),
                _ => None,
            })
        });
        if let Some(text) = pasted {
            files.paste_requested = None;
            out.push(Command::OpenText(text));
        } else if let Some(at) = asked {
            if now > at + PASTE_FRAMES {
                files.paste_requested = None;
                out.push(Command::Say(Status::said_error(|| {
                    tr!("file-clipboard-no-text")
                })));
            } else {
                ctx.request_repaint();
            }
        }
    }
    out
}

/// A hint over the whole window while a file is dragged over it.
pub fn drop_overlay_ui(ctx: &egui::Context) {
    let hovered = ctx.input(|i| i.raw.hovered_files.first().cloned());
    let Some(file) = hovered else {
        return;
    };
    let text = match file.path.as_deref() {
        Some(path) if !is_game_file(path) => {
            tr!("file-drop-not-a-game", file = display_name(path))
        }
        Some(path) => tr!("file-drop-to-open", file = display_name(path)),
        None => tr!("file-drop-a-game"),
    };
    let painter = ctx.layer_painter(LayerId::new(Order::Foreground, Id::unique("drop_overlay")));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(190));
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        text,
        FontId::proportional(24.0),
        Color32::WHITE,
    );
}

/// The problem window: what went wrong, until the user closes it.
pub fn problem_window_ui(ctx: &egui::Context, files: &mut Document) {
    let Some(problem) = files.problem().cloned() else {
        return;
    };
    let modal = egui::Modal::new(Id::unique("file_problem")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(&problem.title);
        ui.add_space(6.0);
        ui.label(&problem.message);
        ui.add_space(10.0);
        ui.button(tr!("file-ok")).clicked()
    });
    if modal.inner || modal.should_close() {
        files.dismiss_problem();
    }
}
