//! The file dialogs of a [`Document`]: the system's, or Kibitzer's own, and their answers
//! as commands.

use super::{Document, OpenDialog, no_system_dialog};
use crate::ui::common::command::{Command, Status};
use crate::ui::files::native::{Answer, PathPicker, Request};
use crate::ui::files::own_dialog::OwnDialog;
use crate::ui::files::{Purpose, with_extension};
use std::path::Path;

impl Document {
    /// Starts a dialog unless one is open already: the system's, or Kibitzer's own when
    /// `own` (the user's preference) or when the system has none.
    pub(in crate::ui) fn start_dialog(&mut self, purpose: Purpose, file_name: String, own: bool) {
        if self.dialog.is_some() {
            return;
        }
        // The game's own folder when it has a file, else the documents folder.
        let folder = match self.path.as_deref().and_then(Path::parent) {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
            _ => self.paths.documents.clone(),
        };
        let request = Request {
            purpose,
            folder,
            file_name,
        };
        self.dialog = Some(if own || self.no_system_dialog {
            OpenDialog::Own(Box::new(OwnDialog::open(request)))
        } else {
            OpenDialog::System(PathPicker::open(request, self.probe))
        });
    }

    /// Behaves as on a desktop without a system file dialog: the probe finds none, so the
    /// dialogs fall back to Kibitzer's own and say so, as they do on such a desktop.
    pub(in crate::ui) fn assume_no_system_dialog(&mut self) {
        self.probe = || false;
    }

    /// Whether a file dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Draws Kibitzer's own file dialog when it is open, and returns the command of its
    /// answer (`OpenPath` or `SaveTo`) once the user has chosen; closing it does nothing.
    pub fn own_dialog_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let Some(OpenDialog::Own(dialog)) = &mut self.dialog else {
            return None;
        };
        let answer = dialog.show(ctx)?;
        let purpose = dialog.purpose();
        self.dialog = None;
        command_of(purpose, answer)
    }

    /// The command of a system dialog that has just been answered with a path. When the
    /// system turned out to have no dialog, Kibitzer's own opens in its place and the
    /// command says why in the status line.
    pub fn poll_dialog(&mut self) -> Option<Command> {
        let Some(OpenDialog::System(picker)) = &self.dialog else {
            return None;
        };
        let answer = picker.poll()?;
        if answer == Answer::Unavailable {
            let request = picker.request().clone();
            self.no_system_dialog = true;
            self.dialog = Some(OpenDialog::Own(Box::new(OwnDialog::open(request))));
            return Some(Command::Say(Status::info(no_system_dialog())));
        }
        let purpose = picker.request().purpose;
        self.dialog = None;
        command_of(purpose, answer)
    }
}

/// The command of a dialog's answer: open or save the chosen path (a name typed without an
/// extension gets `.ron`); nothing when the dialog was closed.
fn command_of(purpose: Purpose, answer: Answer) -> Option<Command> {
    let Answer::Chosen(path) = answer else {
        return None;
    };
    Some(match purpose {
        Purpose::Open => Command::OpenPath(path),
        Purpose::Save => Command::SaveTo(with_extension(path, purpose)),
        Purpose::Export(format) => Command::ExportTo(with_extension(path, purpose), format),
        Purpose::ExportText => Command::ExportTextTo(with_extension(path, purpose)),
    })
}
