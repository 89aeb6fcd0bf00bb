//! Games loading in the background: a file or a pasted game being opened, and the autosave
//! being restored at launch, each a job with progress and Cancel ([`super::loads`]), so that the window
//! stays responsive and the game on the table playable until the game lands. What lands is
//! put in the window as a game loaded on the UI thread is (`file_commands.rs`,
//! `autosave.rs`).

use crate::solver::job::Stopped as JobStop;
use crate::tr;
use crate::ui::common::command::Status;
use crate::ui::files::display_name;
use crate::ui::shell::app::App;
use crate::ui::shell::loads::{Landed, Stopped};
use std::time::{Duration, Instant};

/// How often the window looks at a load while it runs.
const POLL_INTERVAL: Duration = Duration::from_millis(100);

impl App {
    /// Holds every load in the background while `held`, finished or not (it lands, or is
    /// cancelled, as usual once let go). For the tests of what the window does while a game
    /// loads, which must not depend on how fast the worker is.
    #[doc(hidden)]
    pub fn hold_loads(&mut self, held: bool) {
        self.loads.held = held;
    }

    /// Puts in the window what has finished loading; asks for frames while anything loads,
    /// so that the bar moves and the answer is taken soon.
    pub(super) fn poll_loads(&mut self, ctx: &egui::Context) {
        match self.loads.poll() {
            Some(Landed::File(path, Ok(opened))) => self.opened_file(&path, opened),
            Some(Landed::Text(Ok(opened))) => self.opened_text(opened),
            Some(Landed::File(path, Err(JobStop::Cancelled))) => {
                self.say_stopped(Stopped::File(path));
            }
            Some(Landed::Text(Err(JobStop::Cancelled))) => self.say_stopped(Stopped::Text),
            Some(Landed::File(path, Err(JobStop::Failed(cause)))) => {
                self.say_failed(Stopped::File(path), &cause);
            }
            Some(Landed::Text(Err(JobStop::Failed(cause)))) => {
                self.say_failed(Stopped::Text, &cause);
            }
            Some(Landed::Restore(answer)) => {
                let landing = Instant::now();
                self.restored(answer);
                if let Some(launched) = self.restore_launched.take() {
                    let ms = launched.elapsed().as_millis();
                    let put = landing.elapsed().as_millis();
                    eprintln!("kibitzer: games restored {ms} ms after launch ({put} ms to place)");
                }
            }
            None => {}
        }
        if self.loads.is_busy() {
            ctx.request_repaint_after(POLL_INTERVAL);
        }
    }

    /// Cancel of the game being opened: the game on the table stays as it was.
    pub(super) fn cancel_open(&mut self) {
        if let Some(stopped) = self.loads.stop_opening() {
            self.say_stopped(stopped);
        }
    }

    /// Says that opening failed (a bug: its worker panicked) and that the game on the table
    /// is as it was.
    fn say_failed(&mut self, stopped: Stopped, cause: &str) {
        let cause = cause.to_owned();
        self.status = Status::said_error(move || match &stopped {
            Stopped::File(path) => {
                tr!(
                    "load-file-failed",
                    file = display_name(path),
                    cause = cause.clone()
                )
            }
            Stopped::Text => tr!("load-pasted-failed", cause = cause.clone()),
        });
    }

    /// Says that opening stopped and that the game on the table is as it was.
    fn say_stopped(&mut self, stopped: Stopped) {
        self.status = Status::said(move || match &stopped {
            Stopped::File(path) => tr!("load-file-cancelled", file = display_name(path)),
            Stopped::Text => tr!("load-pasted-cancelled"),
        });
    }
}
