//! The system's file dialog (`rfd`), run on its own thread, and whether the system has one.
//!
//! On Linux and the BSDs `rfd` asks the desktop portal (`org.freedesktop.portal.Desktop`,
//! over D-Bus) and then `zenity`. On a desktop with neither (a minimal window manager, a
//! container) it returns nothing at once, which looks exactly like a cancel. So before
//! opening it the thread asks the session bus whether the portal offers a file chooser, and
//! looks for `zenity`; when neither is there the answer is [`Answer::Unavailable`] and the
//! app opens its own dialog instead ([`super::own_dialog`]). So does a dialog that comes
//! back empty quicker than a person could close it: the portal or `zenity` failed after all
//! (`rfd` reaches the portal through `libdbus`, which the probe does not use).

use super::Purpose;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// What a dialog was asked for: to open or save, where to start, the name to suggest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Open or save.
    pub purpose: Purpose,
    /// The folder the dialog starts in (see [`Request::start_folder`]).
    pub folder: PathBuf,
    /// The file name suggested when saving; empty when opening.
    pub file_name: String,
}

impl Request {
    /// The folder to show: the request's, made first when saving into it (so that the
    /// game goes where the README says); when opening, or when it cannot be made, the
    /// nearest folder above it that exists, so that the dialog never starts on an error.
    pub fn start_folder(&self) -> PathBuf {
        if self.purpose.writes() {
            // Failing to make it is handled just below.
            let _ = std::fs::create_dir_all(&self.folder);
        }
        nearest_folder(&self.folder)
    }
}

/// `folder` when it exists, else the nearest folder above it that does (`folder` itself
/// when none does).
fn nearest_folder(folder: &Path) -> PathBuf {
    folder
        .ancestors()
        .find(|dir| dir.is_dir())
        .map_or_else(|| folder.to_owned(), Path::to_owned)
}

/// How a dialog was answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The user chose this path.
    Chosen(PathBuf),
    /// The user closed the dialog without choosing.
    Dismissed,
    /// There is no system dialog to show: the app's own must be used.
    Unavailable,
}

/// A dismissal quicker than this cannot have come from a person: the system had no dialog
/// to show (the portal failed after the probe, or `rfd` found no way to show one).
const TOO_QUICK: Duration = Duration::from_millis(250);

/// A file dialog running on its own thread: the system dialog may take its time, and the
/// window must keep drawing.
pub struct PathPicker {
    request: Request,
    answer: Receiver<Answer>,
}

impl PathPicker {
    /// Opens the system dialog for `request`, unless `available` (the probe, replaced in
    /// tests) says the system has none.
    pub fn open(request: Request, available: fn() -> bool) -> PathPicker {
        let (send, answer) = channel();
        let asked = request.clone();
        // Worded here: the language is the window thread's.
        let filter = match request.purpose {
            Purpose::Export(crate::picture::Format::Svg) => crate::tr!("file-dialog-filter-svg"),
            Purpose::Export(crate::picture::Format::Png) => crate::tr!("file-dialog-filter-png"),
            Purpose::ExportText => crate::tr!("file-dialog-filter-text"),
            Purpose::Open | Purpose::Save => crate::tr!("file-dialog-filter"),
        };
        std::thread::spawn(move || {
            // The app may have stopped waiting: nobody to tell.
            let _ = send.send(ask(asked, &filter, available));
        });
        PathPicker { request, answer }
    }

    /// What the dialog was asked for.
    pub fn request(&self) -> &Request {
        &self.request
    }

    /// `Some(answer)` once the dialog has been answered.
    pub fn poll(&self) -> Option<Answer> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(TryRecvError::Empty) => None,
            // The thread ended without answering (it panicked inside `rfd`): no dialog.
            Err(TryRecvError::Disconnected) => Some(Answer::Unavailable),
        }
    }
}

/// Shows the system dialog for `request`, listing game files under the name `filter`, and
/// waits for its answer (on the picker's thread).
fn ask(request: Request, filter: &str, available: fn() -> bool) -> Answer {
    if !available() {
        return Answer::Unavailable;
    }
    let dialog = rfd::FileDialog::new()
        .add_filter(filter, &[request.purpose.extension()])
        .set_directory(request.start_folder());
    let started = Instant::now();
    let path = match request.purpose {
        Purpose::Open => dialog.pick_file(),
        Purpose::Save | Purpose::Export(_) | Purpose::ExportText => {
            dialog.set_file_name(request.file_name).save_file()
        }
    };
    match path {
        Some(path) => Answer::Chosen(path),
        None if started.elapsed() < TOO_QUICK => Answer::Unavailable,
        None => Answer::Dismissed,
    }
}

/// Whether the system can show a file dialog: on Linux and the BSDs, a desktop portal with
/// a file chooser on the session bus, or `zenity` (which `rfd` falls back to); Windows and
/// macOS always can.
pub fn system_dialog_available() -> bool {
    probe::available()
}

// The desktops of Linux and the BSDs (every Unix but macOS) choose through the portal.
#[cfg(all(unix, not(target_os = "macos")))]
mod probe {
    use std::time::Duration;

    /// How long the portal may take to answer (it may have to be started first).
    const TIMEOUT: Duration = Duration::from_secs(5);

    /// The portal's file chooser, or `zenity`.
    pub(super) fn available() -> bool {
        portal_has_file_chooser() || on_path("zenity")
    }

    /// Whether the session bus has a desktop portal offering a file chooser. Reading the
    /// chooser's `version` property starts the portal when it is installed but not running,
    /// and fails when there is no session bus, no portal, or no chooser behind it.
    fn portal_has_file_chooser() -> bool {
        async_io::block_on(async {
            let Ok(builder) = zbus::connection::Builder::session() else {
                return false;
            };
            let Ok(bus) = builder.method_timeout(TIMEOUT).build().await else {
                return false;
            };
            let proxy = zbus::fdo::PropertiesProxy::builder(&bus)
                .destination("org.freedesktop.portal.Desktop")
                .and_then(|b| b.path("/org/freedesktop/portal/desktop"))
                .map(|b| b.cache_properties(zbus::proxy::CacheProperties::No));
            let Ok(proxy) = proxy else {
                return false;
            };
            let Ok(proxy) = proxy.build().await else {
                return false;
            };
            let chooser = zbus::names::InterfaceName::from_static_str_unchecked(
                "org.freedesktop.portal.FileChooser",
            );
            proxy.get(chooser, "version").await.is_ok()
        })
    }

    /// Whether a program called `name` is in one of the folders of `PATH`.
    fn on_path(name: &str) -> bool {
        std::env::var_os("PATH")
            .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(name).is_file()))
    }
}

#[cfg(not(all(unix, not(target_os = "macos"))))]
mod probe {
    /// Windows and macOS always have their dialog.
    pub(super) fn available() -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none() -> bool {
        false
    }

    #[test]
    fn with_no_system_dialog_the_answer_is_unavailable() {
        let request = Request {
            purpose: Purpose::Save,
            folder: std::env::temp_dir(),
            file_name: "game.ron".to_owned(),
        };
        let picker = PathPicker::open(request.clone(), none);
        let deadline = Instant::now() + Duration::from_secs(10);
        let answer = loop {
            if let Some(answer) = picker.poll() {
                break answer;
            }
            assert!(Instant::now() < deadline, "the picker answers");
            std::thread::sleep(Duration::from_millis(5));
        };
        assert_eq!(answer, Answer::Unavailable);
        assert_eq!(picker.request(), &request);
    }

    #[test]
    fn a_dialog_starts_in_a_folder_that_exists_made_only_to_save_into() {
        let dir = tempfile::tempdir().expect("temp dir");
        let made = dir.path().join("Documents/Kibitzer");
        let request = |purpose, folder: &Path| Request {
            purpose,
            folder: folder.to_owned(),
            file_name: String::new(),
        };
        // Opening makes nothing: it starts in the nearest folder there is.
        assert_eq!(request(Purpose::Open, &made).start_folder(), dir.path());
        assert!(!made.exists());
        assert_eq!(request(Purpose::Save, &made).start_folder(), made);
        assert!(made.is_dir(), "made when saving");
        assert_eq!(request(Purpose::Open, &made).start_folder(), made);
        // A file where a folder should be: the folder above it.
        let file = dir.path().join("file");
        std::fs::write(&file, "x").expect("writes");
        let below = file.join("sub");
        assert_eq!(request(Purpose::Save, &below).start_folder(), dir.path());
    }

    #[test]
    fn the_probe_answers_whatever_the_machine_has() {
        // No session bus, no portal, or a portal: an answer (within the probe's timeout),
        // never a panic.
        let _ = system_dialog_available();
    }
}
