//! The game on the table, whichever it is: [`ActiveGame`] holds a [`Session`] of any game
//! behind the object-safe [`AnySession`], which every `Session<G>` implements once, here,
//! generically. The shell is the top of the window, so this one `impl` can reach every
//! part's generic code (the panels, the setup window, the files); everything below the shell
//! is written for a `Session<G>` and never asks which game it is.
//!
//! Which type a game kind stands for is decided in one place, [`crate::ui::games::active::
//! visit`]; the tests reach a session of a known game with [`ActiveGame::session`].

use crate::core::MoveError;
use crate::record::{LoadedGame, Record, Recordable};
use crate::ui::common::command::{Command, Loading, Status, TreeEdit};
use crate::ui::common::players::{Player, Rng};
use crate::ui::common::preferences::Preferences;
use crate::ui::files::file_state::Extras;
use crate::ui::games::active::{GameKind, KindVisitor, session_from_loaded, start, visit};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::analysis::CodeBox;
use crate::ui::panels::play_area::Pointing;
use crate::ui::session::Session;
use crate::ui::session::solving::SolveCache;
use crate::ui::session::tables::{TableTarget, Tables};
use crate::ui::windows::setup::SetupWindow;
use std::any::Any;

mod any_session;

/// The game being played, with its session, whatever the game.
pub struct ActiveGame(Box<dyn AnySession>);

impl<G: GameUi + Recordable> From<Session<G>> for ActiveGame {
    fn from(session: Session<G>) -> ActiveGame {
        ActiveGame(Box::new(session))
    }
}

impl std::ops::Deref for ActiveGame {
    type Target = dyn AnySession;

    fn deref(&self) -> &(dyn AnySession + 'static) {
        &*self.0
    }
}

impl std::ops::DerefMut for ActiveGame {
    fn deref_mut(&mut self) -> &mut (dyn AnySession + 'static) {
        &mut *self.0
    }
}

impl ActiveGame {
    /// Starts the game the preferences name with its settings.
    pub fn new(
        prefs: &Preferences,
        cache: &SolveCache,
    ) -> Result<ActiveGame, crate::core::VariantError> {
        /// Starts a game of the kind visited.
        struct Start<'a>(&'a Preferences, &'a SolveCache);
        impl KindVisitor for Start<'_> {
            type Output = Result<ActiveGame, crate::core::VariantError>;
            fn visit<G: GameUi + Recordable>(self) -> Self::Output {
                start::<G>(self.0, self.1).map(ActiveGame::from)
            }
        }
        visit(prefs.game, Start(prefs, cache))
    }

    /// A game opened from a record, at the ply the viewer was at, with the record's seats.
    pub fn from_loaded(loaded: LoadedGame, cache: &SolveCache) -> ActiveGame {
        /// The session of the loaded game, of the kind visited.
        struct FromLoaded<'a>(LoadedGame, &'a SolveCache);
        impl KindVisitor for FromLoaded<'_> {
            type Output = ActiveGame;
            fn visit<G: GameUi + Recordable>(self) -> ActiveGame {
                let loaded = self
                    .0
                    .into_loaded::<G>()
                    .unwrap_or_else(|| unreachable!("a loaded game is of the kind it says it is"));
                session_from_loaded(loaded, self.1).into()
            }
        }
        visit(loaded.kind(), FromLoaded(loaded, cache))
    }

    /// The session, if the game is a `G`.
    pub fn session<G: GameUi + Recordable>(&self) -> Option<&Session<G>> {
        self.0.as_any().downcast_ref()
    }

    /// The session to change, if the game is a `G`.
    pub fn session_mut<G: GameUi + Recordable>(&mut self) -> Option<&mut Session<G>> {
        self.0.as_any_mut().downcast_mut()
    }
}

/// A session of any game, as the shell drives it: each method is what a `Session<G>` does
/// for one command or one part of the frame.
pub trait AnySession: Any {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The session as `Any`, to reach it as the `Session<G>` it is.
    fn as_any(&self) -> &dyn Any;
    /// The session as `Any`, to change it as the `Session<G>` it is.
    fn as_any_mut(&mut self) -> &mut dyn Any;

    /// Plays the move of this name (see [`Session::play`]).
    fn play(&mut self, name: &str) -> Result<(), MoveError>;
    /// Takes back a move.
    fn undo(&mut self);
    /// Plays again a move taken back.
    fn redo(&mut self);
    /// Goes to this ply of the line.
    fn jump(&mut self, ply: usize);
    /// Goes to this node of the tree of variations.
    fn go_to(&mut self, node: crate::history::NodeId);
    /// Goes to the next or the previous variation; false when there is none.
    fn switch_variation(&mut self, forward: bool) -> bool;
    /// Changes the tree of variations; false when nothing changed.
    fn edit_tree(&mut self, node: crate::history::NodeId, edit: TreeEdit) -> bool;
    /// Reviews the game (see [`Session::start_review`]).
    fn start_review(&mut self);
    /// Stops showing the review.
    fn close_review(&mut self);
    /// Goes to the position before a reviewed move and shows its best move; false when
    /// there is none to show.
    fn show_review_move(&mut self, node: crate::history::NodeId) -> bool;
    /// Writes a note on a move (see [`Session::set_note`]); false when there is no such
    /// move.
    fn set_note(&mut self, node: crate::history::NodeId, note: crate::history::Note) -> bool;
    /// The position shown as a picture file (see [`crate::ui::study::picture`]), laid out
    /// at `size` points.
    fn picture(
        &self,
        look: crate::ui::study::picture::Look,
        format: crate::picture::Format,
        size: egui::Vec2,
    ) -> Result<Vec<u8>, crate::picture::PictureError>;
    /// Takes a step of the practice; false when it cannot be taken (no blunder to learn
    /// from, no practice under way).
    fn practice(&mut self, step: crate::ui::common::command::Practice) -> bool;
    /// Steps the refutation played out on the board (see [`Session::step_playback`]).
    fn step_playback(&mut self, now: f64) -> Option<f64>;
    /// The key of the game, variant and start that puzzle results are kept under.
    fn puzzle_key(&self) -> String;
    /// A new session of the same game, seats and start, set to a puzzle drawn from the
    /// next seed of `results`, never their last puzzle (see [`Session::draw_puzzle`]);
    /// `Ok(None)` when none of that level was found.
    fn puzzle(
        &self,
        results: &crate::review::puzzle_log::GameResults,
        level: Option<crate::review::puzzle::Level>,
        cache: &SolveCache,
    ) -> Result<Option<ActiveGame>, String>;
    /// Whether a practice hides the answer (see [`Session::hides_answer`]).
    fn hides_answer(&self) -> bool;
    /// Whether the session is a puzzle.
    fn is_puzzle(&self) -> bool;
    /// A puzzle's result, once, when it is done.
    fn take_puzzle_result(&mut self) -> Option<crate::review::puzzle_log::Attempt>;
    /// The game as a readable text (see [`crate::ui::study::game_text`]).
    fn game_text(&self) -> String;
    /// The players agree to a draw.
    fn agree_draw(&mut self);
    /// The agreed draw is taken back.
    fn withdraw_draw(&mut self);
    /// The number of moves of the line and the cursor's place on it.
    fn line(&self) -> (usize, usize);
    /// The session's revision: it changes with every change of the game.
    fn revision(&self) -> u64;
    /// Who sits in each seat.
    fn seats(&self) -> &[Player];
    /// The code of the position shown.
    fn position_code(&self) -> String;
    /// Whether the solver has answered for the position shown.
    fn is_evaluated(&self) -> bool;
    /// Whether the solver is at work.
    fn is_busy(&self) -> bool;

    /// Shows the best move: its name, whether the game is over, and whether the verdict
    /// behind it is only an estimate.
    fn hint(&mut self) -> (Option<String>, bool, bool);
    /// Stops the solve under way.
    fn cancel_solve(&mut self, cache: &mut SolveCache);
    /// Starts again a solve that was stopped.
    fn resolve(&mut self, cache: &mut SolveCache);
    /// The exact table the game can have built, if any.
    fn table_target(&self) -> Option<TableTarget>;
    /// Hands the session the exact table of its game as it now stands.
    fn attach_table(&mut self, tables: &Tables);
    /// A table the session found damaged, said once.
    fn take_table_damage(&mut self) -> Option<String>;
    /// The frame's work: the search time, the solver's news; true when something changed,
    /// and whether the solver is still at work.
    fn poll(&mut self, search_time: std::time::Duration, cache: &mut SolveCache) -> (bool, bool);
    /// The computer waits until `until`.
    fn hold_computer(&mut self, until: f64);
    /// The computer's move when it is due (see [`Session::computer_move`]).
    fn computer_move(&mut self, now: f64, rng: &mut Rng) -> Result<Option<String>, Option<f64>>;

    /// The sidebar's seats, given to the game.
    fn reseat(&mut self, prefs: &Preferences, now: f64);
    /// The sidebar shows this game's settings and seats (and New game goes on with them).
    fn adopt_setup(&self, prefs: &mut Preferences);
    /// The same game again from its start, with the sidebar's seats.
    fn rematch(&self, prefs: &Preferences, cache: &SolveCache) -> ActiveGame;
    /// A copy of the game, with its own engine.
    fn copy(&self, cache: &SolveCache) -> ActiveGame;
    /// Goes to the position `code` along the line (`Ok(None)`), or gives a new game from it
    /// (`fresh` asks for one always), or says why not.
    fn go_to_code(
        &mut self,
        code: &str,
        fresh: bool,
        prefs: &Preferences,
        cache: &SolveCache,
    ) -> Result<Option<ActiveGame>, String>;
    /// The record of the game as it is now, with the note and names of its file.
    fn record(&self, extras: &Extras) -> Record;

    /// Opens the position setup on the position shown.
    fn open_setup(&self, window: &mut SetupWindow);
    /// The position setup window, when open.
    fn setup_window_ui(
        &self,
        ctx: &egui::Context,
        window: &mut SetupWindow,
        out: &mut Vec<Command>,
    );
    /// The sidebar.
    fn sidebar_ui(
        &self,
        ui: &mut egui::Ui,
        prefs: &mut Preferences,
        grow: f32,
        out: &mut Vec<Command>,
    );
    /// The analysis panel; the name of the move pointed at in its list.
    fn analysis_ui(
        &self,
        ui: &mut egui::Ui,
        code: &mut CodeBox,
        tables: &Tables,
        out: &mut Vec<Command>,
    ) -> Option<String>;
    /// The history's moves.
    fn history_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>);
    /// The value chart.
    fn chart_ui(&self, ui: &mut egui::Ui, every_move: bool, out: &mut Vec<Command>);
    /// The play area: tools, the canvas, the status line.
    fn play_area_ui(
        &self,
        ui: &mut egui::Ui,
        prefs: &Preferences,
        status: (&Status, &[Loading]),
        pointing: Pointing<'_>,
        out: &mut Vec<Command>,
    );
}
