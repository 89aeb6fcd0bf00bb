//! The game in the window and where its verdicts come from: the [`Session`] (the game, its
//! history and its seats), and its engine: an exact solve ([`solving`]), a search of each
//! position ([`searching`]) or the exact table ([`tables`]).
//!
//! A session holds the game with its settings, the moves played, who sits where, and what
//! the solver says: a background solve then the evaluation of the position, or for a game
//! too large to solve, a search of each position as it comes up.

pub mod engine;
pub mod evaluated;
pub mod searching;
pub mod solving;
pub mod tables;

use crate::core::{MoveError, Outcome, Seat, Value};
use crate::history::{History, NodeId};
use crate::solver::Phase;
use crate::solver::exact::WinTable;
use crate::solver::player::{Rng, choose_move};
use crate::solver::progress::TimeLeft;
use crate::solver::search::{Report, Verdict};
use crate::solver::{Evaluation, evaluate};
use crate::ui::common::command::TreeEdit;
use crate::ui::common::players::Player;
use crate::ui::session::engine::Engine;
use crate::ui::session::evaluated::{Evaluated, SeatName};
use crate::ui::session::solving::{SolveCache, Solved};
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

    /// The position at the cursor.
    pub fn current(&self) -> &G::State {
        self.history.current()
    }

    /// Who plays each absolute seat.
    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Changes who plays the seats.
    /// The computer waits [`SEAT_CHANGE_PAUSE`] from `now` before it moves.
    pub fn set_seats(&mut self, seats: Vec<Player>, now: f64) {
        self.seats = seats;
        self.computer_due = None;
        self.hold_computer(now + SEAT_CHANGE_PAUSE);
    }

    /// No computer moves before `until` (seconds of the window's clock).
    pub fn hold_computer(&mut self, until: f64) {
        self.seats_settle = self.seats_settle.max(until);
    }

    /// Who plays `seat` (a person when the list is short).
    pub fn player(&self, seat: Seat) -> Player {
        self.seats.get(seat).copied().unwrap_or(Player::Human)
    }

    /// A number that changes whenever the position or the verdicts change, unique among
    /// all sessions.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The absolute seat that sits at `frame_seat` in the position after `ply` moves.
    pub fn absolute_seat(&self, ply: usize, frame_seat: Seat) -> Seat {
        self.frames
            .get(ply)
            .and_then(|f| f.iter().position(|&s| s == frame_seat))
            .unwrap_or(frame_seat)
    }

    /// The frame seat of absolute seat `seat` in the position after `ply` moves.
    pub fn frame_seat(&self, ply: usize, seat: Seat) -> Seat {
        self.frames
            .get(ply)
            .and_then(|f| f.get(seat).copied())
            .unwrap_or(seat)
    }

    /// The absolute seat to move at the cursor; `None` when the game is over.
    pub fn mover(&self) -> Option<Seat> {
        let state = self.current();
        if self.drawn || self.game.outcome(state).is_some() {
            return None;
        }
        Some(self.absolute_seat(self.history.cursor(), self.game.to_move(state)))
    }

    /// How the game ended at the cursor, with the winner as an absolute seat.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.drawn {
            return Some(Outcome::Draw);
        }
        match self.game.outcome(self.current())? {
            Outcome::Winner(w) => Some(Outcome::Winner(
                self.absolute_seat(self.history.cursor(), w),
            )),
            Outcome::Draw => Some(Outcome::Draw),
        }
    }

    /// The name of an absolute seat in sentences: "You" when it is the only human seat
    /// facing the computer.
    pub fn seat_name(&self, seat: Seat) -> SeatName {
        self.seat_name_among(seat, &self.seats)
    }

    /// The name of the seat that won (or `seat`) as the game's end speaks of it: with the
    /// seats as they were when the game ended, so that "you win!" stays so when the seats
    /// change for the next game.
    pub fn ending_seat_name(&self, seat: Seat) -> SeatName {
        self.seat_name_among(seat, self.seats_at_end.as_deref().unwrap_or(&self.seats))
    }

    /// The name of `seat` with `seats` at the table.
    fn seat_name_among(&self, seat: Seat, seats: &[Player]) -> SeatName {
        let player = |s: Seat| seats.get(s).copied().unwrap_or(Player::Human);
        let mut name = self.game.seat_name(seat);
        let humans = (0..self.game.players())
            .filter(|&s| !player(s).is_computer())
            .count();
        if humans == 1 && !player(seat).is_computer() {
            name = SeatName::you(&name);
        }
        name
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

    /// The seat a two-sided chart reads from: the one seat played by a person against the
    /// computer (so that "you win" is up, whichever side you play), else the first seat.
    pub fn viewpoint(&self) -> Seat {
        let people: Vec<Seat> = (0..self.game.players())
            .filter(|&s| !self.player(s).is_computer())
            .collect();
        match people[..] {
            [you] => you,
            _ => 0,
        }
    }

    /// The evaluation of the position at the cursor, once solved.
    pub fn eval(&self) -> Option<&Evaluation<G>> {
        self.eval.as_ref()
    }

    /// Whether the game ended in a draw by the record (a third repetition) at the cursor.
    pub fn is_drawn_by_record(&self) -> bool {
        self.drawn && !self.history.is_drawn_by_agreement()
    }

    /// Whether the players agreed to a draw at the cursor.
    pub fn is_drawn_by_agreement(&self) -> bool {
        self.history.is_drawn_by_agreement()
    }

    /// How many times the position at the cursor has occurred in the game up to it (1 the
    /// first time).
    pub fn repetitions(&self) -> usize {
        self.repetitions
    }

    /// Whether the cursor is at the end of the viewed line: the computer plays only there,
    /// and waits while the user looks back.
    pub fn is_at_line_end(&self) -> bool {
        self.history.cursor() == self.history.len()
    }

    /// Whether the players may stop the game here as a draw by agreement: it goes on, and
    /// the cursor is at the end of its line (the history has the last word).
    pub fn can_agree_draw(&self) -> bool {
        self.mover().is_some() && self.is_at_line_end()
    }

    /// Stops the game at the cursor as a draw by agreement; false when it may not be.
    pub fn agree_draw(&mut self) -> bool {
        let agreed = self.history.agree_draw(&self.game);
        if agreed {
            self.refresh();
        }
        agreed
    }

    /// Takes back the draw agreed at the cursor, so that play goes on; false when there was
    /// none.
    pub fn withdraw_draw(&mut self) -> bool {
        let withdrawn = self.history.withdraw_draw();
        if withdrawn {
            self.refresh();
        }
        withdrawn
    }

    /// The search's report on the position at the cursor, once searched.
    pub fn report(&self) -> Option<&Report<G>> {
        self.report.as_deref()
    }

    /// The search's verdict on the position after `ply` moves, if it has been searched, for
    /// the absolute seat to move there.
    pub fn searched_at(&self, ply: usize) -> Option<(Seat, Verdict)> {
        let state = self.history.position_at(ply);
        let report = self.engine.known_report(state)?;
        let mover = self.absolute_seat(ply, self.game.to_move(state));
        Some((mover, report.verdict))
    }

    /// Where the search's verdict on the position after `ply` moves came from, if it has
    /// been searched: the depth reached and the search time it was searched for (an earlier
    /// time's report stays until a search for the new time replaces it).
    pub fn searched_how(&self, ply: usize) -> Option<(u32, std::time::Duration)> {
        let state = self.history.position_at(ply);
        let report = self.engine.known_report(state)?;
        Some((report.depth, self.engine.known_time(state)?))
    }

    /// How long each position is searched now (nothing for a solved game).
    pub fn search_time(&self) -> Option<std::time::Duration> {
        self.engine.search_time()
    }

    /// Whether positions are evaluated by search rather than solved.
    pub fn is_searched(&self) -> bool {
        self.engine.is_search()
    }

    /// Whether the position at the cursor has a verdict, solved or searched.
    pub fn is_evaluated(&self) -> bool {
        self.eval.is_some() || self.report.is_some()
    }

    /// The names of the best moves at the cursor (several when they are equally good);
    /// `None` before the verdicts.
    pub fn best_moves(&self) -> Option<Vec<String>> {
        if let Some(eval) = &self.eval {
            let best = eval.moves.first()?.value;
            return Some(
                eval.moves
                    .iter()
                    .take_while(|m| m.value == best)
                    .map(|m| m.name.clone())
                    .collect(),
            );
        }
        let report = self.report.as_ref()?;
        // A table that knows remoteness values every move: all the equally best ones (the
        // quickest win, the slowest loss), ordered best first.
        if let Some(first) = report.moves.first()
            && report.exact
            && matches!(first.verdict, crate::solver::search::Verdict::Proven(_))
        {
            return Some(
                report
                    .moves
                    .iter()
                    .take_while(|m| m.verdict == first.verdict)
                    .map(|m| self.game.format_move(self.current(), &m.mv))
                    .collect(),
            );
        }
        let best = report.best.as_ref()?;
        Some(vec![self.game.format_move(self.current(), best)])
    }

    /// The finished solve, if any.
    pub fn solved(&self) -> Option<&Solved<G>> {
        self.engine.solved().map(|s| &**s)
    }

    /// The running work's progress: (fraction, phase; [`phase_words`] says it).
    pub fn progress(&self) -> Option<(f32, Phase)> {
        self.engine.progress()
    }

    /// About how long the running step of a solve (or of the figures' count) has left,
    /// once that means something; nothing for a search, which runs for its set time.
    pub fn time_left(&self) -> Option<std::time::Duration> {
        self.left
    }

    /// Whether the solver's work stopped before its end: the user stopped it, or it failed.
    pub fn is_cancelled(&self) -> bool {
        self.engine.is_cancelled()
    }

    /// Why the solver's work failed (a bug: its worker panicked), when it did.
    pub fn failure(&self) -> Option<&str> {
        self.engine.failure()
    }

    /// Each absolute seat's value in the position after `ply` moves, when solved.
    pub fn values_at(&self, ply: usize) -> Option<&[Value]> {
        self.values.get(ply)?.as_deref()
    }

    /// The hinted move's name.
    pub fn hint(&self) -> Option<&str> {
        self.hint.as_deref()
    }

    /// Shows the best move; false when there is no verdict to take it from.
    pub fn show_hint(&mut self) -> bool {
        self.hint = self.best_moves().and_then(|b| b.into_iter().next());
        self.hint.is_some()
    }

    /// Plays a move by name through the rules.
    pub fn play(&mut self, name: &str) -> Result<(), MoveError> {
        if self.drawn {
            return Err(MoveError::GameOver {
                position: self.game.format_state(self.current()),
            });
        }
        self.history.play_named(&self.game, name)?;
        self.refresh();
        Ok(())
    }

    /// Whether a person plays some seat (then undo skips the computer's replies).
    fn has_human(&self) -> bool {
        (0..self.game.players()).any(|s| !self.player(s).is_computer())
    }

    /// Whether the seat to move at the cursor is played by the computer.
    fn computer_to_move(&self) -> bool {
        self.mover().is_some_and(|s| self.player(s).is_computer())
    }

    /// Takes back a move, and the computer's moves before it, so that a person is to move.
    pub fn undo(&mut self) {
        if self.history.undo() {
            while self.has_human() && self.computer_to_move() && self.history.undo() {}
            self.refresh();
        }
    }

    /// Replays a move, and the computer's replies after it.
    pub fn redo(&mut self) {
        if self.history.redo() {
            while self.has_human() && self.computer_to_move() && self.history.redo() {}
            self.refresh();
        }
    }

    /// Goes to the position after `ply` moves.
    pub fn jump(&mut self, ply: usize) {
        self.history.jump(ply);
        self.refresh();
    }

    /// Goes to a move of the tree, on its line (see [`History::go_to`]).
    pub fn go_to(&mut self, node: NodeId) {
        if self.history.go_to(node) {
            self.refresh();
        }
    }

    /// Changes the tree of variations: promotes the line through `node` one step, makes it
    /// the main line, or deletes `node` and every move after it. False when nothing changed.
    pub fn edit_tree(&mut self, node: NodeId, edit: TreeEdit) -> bool {
        let changed = match edit {
            TreeEdit::Promote => self.history.promote(node),
            TreeEdit::MakeMainLine => self.history.make_main_line(node),
            TreeEdit::Delete => self.history.delete(node),
        };
        if changed {
            self.refresh();
        }
        changed
    }

    /// Goes to the next (or previous) move tried in place of the cursor's move.
    pub fn switch_variation(&mut self, forward: bool) -> bool {
        let switched = self.history.switch_variation(forward);
        if switched {
            self.refresh();
        }
        switched
    }

    /// Goes to the first position of the line with this state; false if there is none.
    pub fn jump_to_state(&mut self, state: &G::State) -> bool {
        let found = (0..=self.history.len()).find(|&ply| self.history.position_at(ply) == state);
        if let Some(ply) = found {
            self.jump(ply);
        }
        found.is_some()
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
        self.frames = self.seat_frames();
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
        let solved = self.engine.solved().cloned();
        self.eval = solved
            .as_ref()
            .and_then(|s| evaluate(&self.game, &s.solution, self.current()));
        self.values = (0..=self.history.len())
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
            .collect();
    }

    /// For each position of the line, the frame seat of each absolute seat.
    fn seat_frames(&self) -> Vec<Vec<Seat>> {
        self.history.seat_frames(&self.game)
    }
}
