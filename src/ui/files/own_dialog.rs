//! Kibitzer's own file dialog, drawn in the window: used when the system has no file dialog
//! (no desktop portal, as on minimal window managers) or when the user prefers it (File →
//! Use Kibitzer's own file dialog). Its answer becomes the same `Command::OpenPath` or
//! `Command::SaveTo` as the system dialog's, so the rest of the flow is the same.
//!
//! The dialog is [`egui_file`]'s. `egui-file-dialog`, the larger of the maintained egui
//! file dialogs, has no release for egui 0.37 yet; `egui_file` follows egui's releases (0.29
//! is for egui 0.37), is small (egui and `dyn-clone` only), and does what is needed here: a
//! folder to start in, a file name to suggest, a filter on the listed files, and a cancel.

use super::native::{Answer, Request};
use super::{Purpose, is_game_file};
use crate::tr;
use egui_file::{FileDialog, State};
use std::path::Path;

/// The in-app dialog of one request.
pub struct OwnDialog {
    purpose: Purpose,
    dialog: FileDialog,
}

impl OwnDialog {
    /// Opens the dialog in the request's folder ([`Request::start_folder`]), listing
    /// folders and `.ron` game files, and suggesting the request's file name when saving.
    pub fn open(request: Request) -> OwnDialog {
        let folder = request.start_folder();
        let dialog = match request.purpose {
            // Only a game file can be opened.
            Purpose::Open => FileDialog::open_file()
                .title(&tr!("file-dialog-open-title"))
                .filename_filter(Box::new(|name: &str| is_game_file(Path::new(name)))),
            // Any name will do: one without an extension gets `.ron` (`with_extension`).
            Purpose::Save => FileDialog::save_file()
                .title(&tr!("file-dialog-save-title"))
                .default_filename(request.file_name)
                .filename_filter(Box::new(|name: &str| !name.trim().is_empty())),
            // A name without the extension gets it.
            Purpose::Export(_) | Purpose::ExportText => FileDialog::save_file()
                .title(&tr!(if request.purpose == Purpose::ExportText {
                    "file-dialog-export-text-title"
                } else {
                    "file-dialog-export-title"
                }))
                .default_filename(request.file_name)
                .filename_filter(Box::new(|name: &str| !name.trim().is_empty())),
        };
        let extension = request.purpose.extension();
        let listed = move |path: &Path| {
            path.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case(extension))
        };
        let mut dialog = dialog
            .id(egui::Id::unique("kibitzer_file_dialog"))
            .initial_path(folder)
            .show_files_filter(Box::new(listed))
            // Renaming the user's files is not what Kibitzer is for.
            .show_rename(false)
            .keep_on_top(true)
            .default_size([560.0, 420.0])
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .open_button_text(tr!("file-dialog-open").into())
            .save_button_text(tr!("file-dialog-save").into())
            .cancel_button_text(tr!("file-dialog-cancel").into())
            .new_folder_button_text(tr!("file-dialog-new-folder").into())
            .new_folder_name_text(tr!("file-dialog-new-folder").into())
            .file_label_text(tr!("file-dialog-file-name").into())
            .show_hidden_checkbox_text(tr!("file-dialog-show-hidden").into())
            .parent_folder_button_hover_text(tr!("file-dialog-parent").into())
            .refresh_button_hover_text(tr!("file-dialog-refresh").into());
        dialog.open();
        OwnDialog {
            purpose: request.purpose,
            dialog,
        }
    }

    /// What the dialog is for.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// Draws the dialog; `Some(answer)` once the user has chosen or closed it.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Answer> {
        match self.dialog.show(ctx).state() {
            State::Open => None,
            State::Selected => Some(
                self.dialog
                    .path()
                    .map_or(Answer::Dismissed, |path| Answer::Chosen(path.to_owned())),
            ),
            State::Cancelled | State::Closed => Some(Answer::Dismissed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_purpose_gets_its_dialog() {
        for purpose in [
            Purpose::Open,
            Purpose::Save,
            Purpose::Export(crate::picture::Format::Png),
            Purpose::ExportText,
        ] {
            let dialog = OwnDialog::open(Request {
                purpose,
                folder: std::env::temp_dir(),
                file_name: "game.ron".to_owned(),
            });
            assert_eq!(dialog.purpose(), purpose);
        }
    }
}
