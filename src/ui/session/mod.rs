//! The game in the window and where its verdicts come from: the [`Session`] (the game, its
//! history and its seats), and its engine: an exact solve ([`solving`]), a search of each
//! position ([`searching`]) or the exact table ([`tables`]).
//!
//! A session holds the game with its settings, the moves played, who sits where, and what
//! the solver says: a background solve then the evaluation of the position, or for a game
//! too large to solve, a search of each position as it comes up.

pub mod engine;
pub mod evaluated;
pub mod every_move;
mod line;
mod practice;
pub mod review;
pub mod searching;
mod seats;
pub mod solving;
pub mod tables;
pub mod trainer;
mod verdicts;

use crate::core::{Seat, Value};
use crate::history::History;
use crate::solver::Phase;
use crate::solver::exact::WinTable;
use crate::solver::player::{Rng, choose_move};
use crate::solver::progress::TimeLeft;
use crate::solver::search::Report;
use crate::solver::{Evaluation, evaluate};
use crate::ui::common::players::Player;
use crate::ui::session::engine::Engine;
use crate::ui::session::evaluated::Evaluated;
use crate::ui::session::solving::SolveCache;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Seconds the computer waits before it moves, so that people can follow the game.
pub const COMPUTER_PAUSE: f64 = 0.7;

/// Seconds no computer moves after a seat changes, so that the user can change the next
/// seat (to swap sides, say) before the computers play each other.
pub const SEAT_CHANGE_PAUSE: f64 = 3.0;

/// Seconds no computer moves after a menu was open.
pub const MENU_PAUSE: f64 = 1.5;

/// A phase of the running work in the current language: its message `view-phase-<key>`.
pub fn phase_words(phase: Phase) -> String {
    crate::tr!(&format!("view-phase-{}", phase.key()))
}

/// A revision number never used before by any session, so that a new game is a change too.
fn next_revision() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// A game being played: state, history, seats and the solver's verdicts.
pub struct Session<G: Evaluated> {
    game: G,
    history: History<G>,
    /// For each position of the line (0 = start): the frame seat of each absolute seat.
    frames: Vec<Vec<Seat>>,
    seats: Vec<Player>,
    engine: Engine<G>,
    /// The evaluation of the position at the cursor, when solved.
    eval: Option<Evaluation<G>>,
    /// The search's report on the position at the cursor, when searched.
    report: Option<Arc<Report<G>>>,
    /// Whether the line up to the cursor ends in a draw: by the record (a third
    /// repetition) or by the players' agreement.
    drawn: bool,
    /// How many times the position at the cursor has occurred up to it.
    repetitions: usize,
    /// For each position of the line: each absolute seat's value there, when solved.
    values: Vec<Option<Vec<Value>>>,
    /// The best move's name, shown on the canvas until the position changes.
    hint: Option<String>,
    /// Bumped at every change of the position or of the solver's knowledge.
    revision: u64,
    /// The computer's move is due at this time, for this revision.
    computer_due: Option<(u64, f64)>,
    /// No computer moves before this time: the seats were just changed.
    seats_settle: f64,
    /// Who sat in each seat when the game at the cursor ended.
    seats_at_end: Option<Vec<Player>>,
    /// The estimate of the running solve's time left, read at each poll.
    time_left: TimeLeft,
    /// What it said at the last poll.
    left: Option<std::time::Duration>,
    /// The review of the game, once asked for.
    review: Option<review::GameReview>,
    /// The practice under way: mistakes to retry, or a puzzle.
    trainer: Option<trainer::Trainer<G>>,
    /// Whether the move at the cursor is on the main line.
    on_main_line: bool,
    /// How many moves of the viewed line, from the start, are on the main line.
    main_upto: usize,
    /// What the line-wide figures (`frames`, `values`, `main_upto`) were worked out for:
    /// the line's length, last node and the tree's size, and the solve.
    line_key: Option<(usize, crate::history::NodeId, usize, Option<usize>)>,
}

impl<G: Evaluated> Session<G> {
    /// A new game from `start`, solving in the background unless the cache has it.
    pub fn new(game: G, start: G::State, seats: Vec<Player>, cache: &SolveCache) -> Session<G> {
        Session::from_history(game, History::new(start), seats, cache)
    }

    /// A game that has been played already (opened from a file), at its history's cursor.
    pub fn from_history(
        game: G,
        history: History<G>,
        seats: Vec<Player>,
        cache: &SolveCache,
    ) -> Session<G> {
        let engine = Engine::start(&game, history.start(), cache);
        let mut session = Session {
            history,
            game,
            frames: Vec::new(),
            seats,
            engine,
            eval: None,
            report: None,
            drawn: false,
            repetitions: 0,
            time_left: TimeLeft::default(),
            left: None,
            values: Vec::new(),
            hint: None,
            revision: 0,
            computer_due: None,
            seats_settle: 0.0,
            seats_at_end: None,
            review: None,
            trainer: None,
            on_main_line: true,
            main_upto: 0,
            line_key: None,
        };
        session.refresh();
        session
    }

    /// The game and its settings.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The moves played.
    pub fn history(&self) -> &History<G> {
        &self.history
    }

    /// Whether the move at the cursor is on the main line (the start is).
    pub fn is_on_main_line(&self) -> bool {
        self.on_main_line
    }

    /// The position at the cursor.
    pub fn current(&self) -> &G::State {
        self.history.current()
    }

    /// A number that changes whenever the position or the verdicts change, unique among
    /// all sessions.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The same game in a session of its own (its moves, cursor and seats), as it is now:
    /// kept so that a deletion can be undone. Its verdicts come from the cache.
    pub fn copy(&self, cache: &SolveCache) -> Session<G> {
        let mut copy = Session::from_history(
            self.game.clone(),
            self.history.clone(),
            self.seats.clone(),
            cache,
        );
        copy.seats_settle = self.seats_settle;
        copy
    }

    /// Stops the solver's work.
    /// A solve stopped before its end is remembered in `cache` as declined, so that it does
    /// not start again by itself (at the next launch, say) until the user asks for it.
    pub fn cancel_solve(&mut self, cache: &mut SolveCache) {
        if self.engine.cancel() {
            cache.decline(solving::cache_key(&self.game, self.history.start()));
            self.refresh();
        }
    }

    /// Whether the computer to move plays by the solution and waits, as the user cancelled
    /// the solve before its end.
    pub fn computer_waits_for_cancelled_solve(&self) -> bool {
        let needs = self
            .mover()
            .map(|seat| self.player(seat))
            .is_some_and(|p| matches!(p, Player::Computer(s) if s.needs_solution()));
        needs && self.is_cancelled() && self.best_moves().is_none()
    }

    /// How long the search spends on each position (for a game that is searched); a change
    /// searches the position again, and keeps the reports made so far until then.
    pub fn set_search_time(&mut self, time: std::time::Duration) {
        if self.engine.set_search_time(time) {
            self.refresh();
        }
    }

    /// Reads exact verdicts from `table` where it covers the positions searched (none: the
    /// searches alone); a change is shown at once.
    pub fn set_win_table(&mut self, table: Option<Arc<dyn WinTable<G>>>) {
        if self.engine.set_table(&self.game, table) {
            self.refresh_keeping_pause();
        }
    }

    /// What was wrong with a table found damaged, once: the session no longer reads it.
    pub fn take_table_damage(&mut self) -> Option<String> {
        self.engine.take_table_damage()
    }

    /// Takes up the solver's work again after a cancel.
    pub fn resolve(&mut self, cache: &mut SolveCache) {
        cache.accept(&solving::cache_key(&self.game, self.history.start()));
        if self.engine.resume(&self.game, self.history.start(), cache) {
            self.refresh();
        }
    }

    /// Collects the solver's finished work; true when a solve or search has just finished.
    pub fn poll(&mut self, cache: &mut SolveCache) -> bool {
        let done = self.engine.poll(&self.game, self.history.start(), cache);
        if done {
            self.refresh_keeping_pause();
        }
        self.left = match self.engine.progress() {
            Some((fraction, phase)) if !self.engine.is_search() => {
                self.time_left
                    .update(phase, fraction, std::time::Instant::now())
            }
            _ => {
                self.time_left = TimeLeft::default();
                None
            }
        };
        done
    }

    /// [`Session::refresh`] after new verdicts on the same position, which do not restart
    /// the computer's pause.
    fn refresh_keeping_pause(&mut self) {
        let due = self.computer_due.take();
        self.refresh();
        self.computer_due = due.map(|(_, at)| (self.revision, at));
    }

    /// The computer's move when it is due: `Err(wait)` says how many seconds to wait first
    /// (or that it waits for the solver, with `Err(None)`); `Ok(None)` when no computer is to
    /// move.
    pub fn computer_move(
        &mut self,
        now: f64,
        rng: &mut Rng,
    ) -> Result<Option<String>, Option<f64>> {
        // A practice plays no computer moves: its positions wait for the person.
        if self.trainer.is_some() {
            return Ok(None);
        }
        let at_end = self.is_at_line_end();
        let strength = match self.mover().map(|s| self.player(s)) {
            Some(Player::Computer(strength)) if at_end => strength,
            _ => return Ok(None),
        };
        let due = match self.computer_due {
            Some((revision, due)) if revision == self.revision => due,
            _ => {
                let due = now + COMPUTER_PAUSE;
                self.computer_due = Some((self.revision, due));
                due
            }
        };
        let due = due.max(self.seats_settle);
        if now < due {
            return Err(Some(due - now));
        }
        // A position searched again for a new search time: the computer waits for that
        // search rather than play from the earlier one.
        if self.report.is_some() && self.engine.is_searching(self.history.current()) {
            return Err(None);
        }
        let best = self.best_moves();
        // Without a solution (the user cancelled the solve), a computer that plays by it
        // waits, and the status line says so; one that plays at random plays on.
        if best.is_none() && self.is_cancelled() && strength.needs_solution() {
            return Err(None);
        }
        match choose_move(&self.game, self.current(), best.as_deref(), strength, rng) {
            Some(name) => Ok(Some(name)),
            None => Err(None),
        }
    }

    /// Recomputes what depends on the position and the solve: seat frames, the evaluation,
    /// the value of each position of the line.
    fn refresh(&mut self) {
        self.revision = next_revision();
        self.hint = None;
        let solved = self.engine.solved().cloned();
        // What depends on the line alone (not the cursor) is worked out again only when the
        // line or the solve changed: moving along a long game costs no walk of all of it.
        let line_key = (
            self.history.len(),
            self.history.node_at(self.history.len()),
            self.history.node_count(),
            solved.as_ref().map(|s| Arc::as_ptr(s) as usize),
        );
        let line_changed = self.line_key != Some(line_key);
        if line_changed {
            self.frames = self.seat_frames();
            self.main_upto = self.main_line_length();
        }
        self.on_main_line = self.history.cursor() <= self.main_upto;
        // The rules own the draw by repetition: the history asks the game.
        self.drawn =
            self.history.drawn_by_record(&self.game) || self.history.is_drawn_by_agreement();
        self.repetitions = self.history.repetitions(&self.game);
        let over = self.drawn || self.game.outcome(self.current()).is_some();
        self.seats_at_end = if over {
            Some(
                self.seats_at_end
                    .take()
                    .unwrap_or_else(|| self.seats.clone()),
            )
        } else {
            None
        };
        // The table's verdicts first, so that the position's shows in the frame of the move.
        self.engine.know_line(&self.game, self.history.positions());
        self.report = if over {
            None
        } else {
            self.engine.report(&self.game, self.history.current())
        };
        self.eval = solved
            .as_ref()
            .and_then(|s| evaluate(&self.game, &s.solution, self.current()));
        if line_changed {
            self.values = self.line_values(solved.as_deref());
            self.line_key = Some(line_key);
        }
        self.update_review();
    }

    /// The moves of the viewed line, from the start, that are on the main line (the first
    /// move tried at every step).
    fn main_line_length(&self) -> usize {
        let nodes = self.history.viewed_nodes();
        let mut parent = History::<G>::START;
        for (index, &node) in nodes.iter().enumerate() {
            if self.history.first_child(parent) != Some(node) {
                return index;
            }
            parent = node;
        }
        nodes.len()
    }

    /// For each position of the line, each absolute seat's value there, when solved.
    fn line_values(&self, solved: Option<&solving::Solved<G>>) -> Vec<Option<Vec<Value>>> {
        (0..=self.history.len())
            .map(|ply| {
                let solved = solved.as_ref()?;
                let state = self.history.position_at(ply);
                let id = solved.solution.id(&self.game, state)?;
                Some(
                    (0..self.game.players())
                        .map(|seat| {
                            let frame = self.frame_seat(ply, seat);
                            solved.solution.seat_value_of(&self.game, id, frame)
                        })
                        .collect(),
                )
            })
            .collect()
    }

    /// For each position of the line, the frame seat of each absolute seat.
    fn seat_frames(&self) -> Vec<Vec<Seat>> {
        self.history.seat_frames(&self.game)
    }
}
