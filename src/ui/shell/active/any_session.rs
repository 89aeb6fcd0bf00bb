//! `AnySession` for the session of every game: each method hands the call to the
//! session's own method or to the part of the window that draws it, with the game's type.

use super::{ActiveGame, AnySession};
use crate::core::MoveError;
use crate::record::{Record, Recordable};
use crate::solver::search::Verdict;
use crate::ui::common::command::{Command, Loading, Status, TreeEdit};
use crate::ui::common::players::{Player, Rng};
use crate::ui::common::preferences::Preferences;
use crate::ui::files::file_state::{Extras, record_of};
use crate::ui::games::active::{GameKind, seats_for};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::analysis::{self, CodeBox};
use crate::ui::panels::play_area::{self, Pointing};
use crate::ui::panels::{chart, history, sidebar};
use crate::ui::session::Session;
use crate::ui::session::solving::SolveCache;
use crate::ui::session::tables::{TableTarget, Tables};
use crate::ui::text::capitalised;
use crate::ui::text::errors::code_error_text;
use crate::ui::windows::setup::{SetupWindow, setup_window_ui};
use std::any::Any;

impl<G: GameUi + Recordable> AnySession for Session<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn play(&mut self, name: &str) -> Result<(), MoveError> {
        Session::play(self, name)
    }

    fn undo(&mut self) {
        Session::undo(self);
    }

    fn redo(&mut self) {
        Session::redo(self);
    }

    fn jump(&mut self, ply: usize) {
        Session::jump(self, ply);
    }

    fn go_to(&mut self, node: crate::history::NodeId) {
        Session::go_to(self, node);
    }

    fn switch_variation(&mut self, forward: bool) -> bool {
        Session::switch_variation(self, forward)
    }

    fn edit_tree(&mut self, node: crate::history::NodeId, edit: TreeEdit) -> bool {
        Session::edit_tree(self, node, edit)
    }

    fn start_review(&mut self) {
        Session::start_review(self);
    }

    fn close_review(&mut self) {
        Session::close_review(self);
    }

    fn show_review_move(&mut self, node: crate::history::NodeId) -> bool {
        Session::show_review_move(self, node)
    }

    fn set_note(&mut self, node: crate::history::NodeId, note: crate::history::Note) -> bool {
        Session::set_note(self, node, note)
    }

    fn picture(
        &self,
        look: crate::ui::study::picture::Look,
        format: crate::picture::Format,
        size: egui::Vec2,
    ) -> Result<Vec<u8>, crate::picture::PictureError> {
        // Twice the pixels of the screen's points, so that the picture stays sharp.
        let pixels = ((size.x * 2.0).round() as u32, (size.y * 2.0).round() as u32);
        crate::ui::study::picture::canvas_picture(self, look, format, size, pixels)
    }

    fn practice(&mut self, step: crate::ui::common::command::Practice) -> bool {
        use crate::ui::common::command::Practice;
        if step != Practice::LearnFromMistakes && self.trainer().is_none() {
            return false;
        }
        match step {
            Practice::LearnFromMistakes => {
                // From the menu, before any review: the review comes first.
                if self.review().is_none() {
                    self.start_review();
                }
                return self.learn_from_mistakes();
            }
            Practice::TryAgain => self.try_again(),
            Practice::ShowAnswer => self.show_answer(),
            Practice::Next => self.next_exercise(),
            Practice::Stop => self.stop_practice(),
        }
        true
    }

    fn step_playback(&mut self, now: f64) -> Option<f64> {
        Session::step_playback(self, now)
    }

    fn puzzle_key(&self) -> String {
        crate::ui::session::solving::cache_key(self.game(), self.history().start())
    }

    fn puzzle(
        &self,
        results: &crate::review::puzzle_log::GameResults,
        level: Option<crate::review::puzzle::Level>,
        cache: &SolveCache,
    ) -> Result<Option<ActiveGame>, String> {
        let avoid = results.last.as_deref();
        let Some(puzzle) = self.draw_puzzle(results.next_seed, level, avoid)? else {
            return Ok(None);
        };
        let mut session = Session::copy(self, cache);
        session
            .set_puzzle(&puzzle, results.clone())
            .map_err(|err| capitalised(&crate::ui::text::errors::move_error_text(&err)))?;
        Ok(Some(session.into()))
    }

    fn hides_answer(&self) -> bool {
        Session::hides_answer(self)
    }

    fn is_puzzle(&self) -> bool {
        self.trainer()
            .is_some_and(|t| matches!(t.drill, crate::ui::session::trainer::Drill::Puzzle(_)))
    }

    fn take_puzzle_result(&mut self) -> Option<crate::review::puzzle_log::Attempt> {
        let solved = Session::take_puzzle_result(self)?;
        let crate::ui::session::trainer::Drill::Puzzle(card) = &self.trainer()?.drill else {
            return None;
        };
        Some(crate::review::puzzle_log::Attempt {
            position: card.code.clone(),
            level: card.level,
            solved,
        })
    }

    fn game_text(&self) -> String {
        crate::ui::study::game_text::game_text(self)
    }

    fn agree_draw(&mut self) {
        Session::agree_draw(self);
    }

    fn withdraw_draw(&mut self) {
        Session::withdraw_draw(self);
    }

    fn line(&self) -> (usize, usize) {
        (self.history().len(), self.history().cursor())
    }

    fn revision(&self) -> u64 {
        Session::revision(self)
    }

    fn seats(&self) -> &[Player] {
        Session::seats(self)
    }

    fn position_code(&self) -> String {
        self.game().format_state(self.current())
    }

    fn is_evaluated(&self) -> bool {
        Session::is_evaluated(self)
    }

    fn is_busy(&self) -> bool {
        self.progress().is_some()
    }

    fn hint(&mut self) -> (Option<String>, bool, bool) {
        self.show_hint();
        let estimated = self
            .report()
            .is_some_and(|r| matches!(r.verdict, Verdict::Estimate { .. }));
        (
            Session::hint(self).map(str::to_owned),
            self.outcome().is_some(),
            estimated,
        )
    }

    fn cancel_solve(&mut self, cache: &mut SolveCache) {
        Session::cancel_solve(self, cache);
    }

    fn resolve(&mut self, cache: &mut SolveCache) {
        Session::resolve(self, cache);
    }

    fn table_target(&self) -> Option<TableTarget> {
        self.game().table_target()
    }

    fn attach_table(&mut self, tables: &Tables) {
        let table = self.game().win_table(tables);
        self.set_win_table(table);
    }

    fn take_table_damage(&mut self) -> Option<String> {
        Session::take_table_damage(self)
    }

    fn poll(&mut self, search_time: std::time::Duration, cache: &mut SolveCache) -> (bool, bool) {
        self.set_search_time(search_time);
        let changed = Session::poll(self, cache);
        (changed, self.progress().is_some())
    }

    fn hold_computer(&mut self, until: f64) {
        Session::hold_computer(self, until);
    }

    fn computer_move(&mut self, now: f64, rng: &mut Rng) -> Result<Option<String>, Option<f64>> {
        Session::computer_move(self, now, rng)
    }

    fn reseat(&mut self, prefs: &Preferences, now: f64) {
        let seats = seats_for::<G>(&G::setup(prefs).seats, self.game().players());
        self.set_seats(seats, now);
    }

    fn adopt_setup(&self, prefs: &mut Preferences) {
        let setup = G::setup_mut(prefs);
        setup.settings = self.game().variant_settings();
        setup.seats = Session::seats(self).to_vec();
        prefs.game = AnySession::kind(self);
    }

    fn rematch(&self, prefs: &Preferences, cache: &SolveCache) -> ActiveGame {
        let seats = seats_for::<G>(&G::setup(prefs).seats, self.game().players());
        let start = self.history().start().clone();
        Session::new(self.game().clone(), start, seats, cache).into()
    }

    fn copy(&self, cache: &SolveCache) -> ActiveGame {
        Session::copy(self, cache).into()
    }

    fn go_to_code(
        &mut self,
        code: &str,
        fresh: bool,
        prefs: &Preferences,
        cache: &SolveCache,
    ) -> Result<Option<ActiveGame>, String> {
        let state = self
            .game()
            .parse_state(code)
            .map_err(|err| capitalised(&code_error_text(&err)))?;
        if !fresh && self.jump_to_state(&state) {
            return Ok(None);
        }
        let seats = seats_for::<G>(&G::setup(prefs).seats, self.game().players());
        Ok(Some(
            Session::new(self.game().clone(), state, seats, cache).into(),
        ))
    }

    fn record(&self, extras: &Extras) -> Record {
        record_of(self, extras)
    }

    fn open_setup(&self, window: &mut SetupWindow) {
        window.open_on(self);
    }

    fn setup_window_ui(
        &self,
        ctx: &egui::Context,
        window: &mut SetupWindow,
        out: &mut Vec<Command>,
    ) {
        setup_window_ui(ctx, window, self, out);
    }

    fn sidebar_ui(
        &self,
        ui: &mut egui::Ui,
        prefs: &mut Preferences,
        grow: f32,
        out: &mut Vec<Command>,
    ) {
        sidebar::sidebar_ui(ui, prefs, self, grow, out);
    }

    fn analysis_ui(
        &self,
        ui: &mut egui::Ui,
        code: &mut CodeBox,
        tables: &Tables,
        out: &mut Vec<Command>,
    ) -> Option<String> {
        analysis::analysis_ui(ui, self, code, tables, out)
    }

    fn history_ui(&self, ui: &mut egui::Ui, out: &mut Vec<Command>) {
        history::history_ui(ui, self, out);
    }

    fn chart_ui(&self, ui: &mut egui::Ui, every_move: bool, out: &mut Vec<Command>) {
        chart::chart_ui(ui, self, every_move, out);
    }

    fn play_area_ui(
        &self,
        ui: &mut egui::Ui,
        prefs: &Preferences,
        status: (&Status, &[Loading]),
        pointing: Pointing<'_>,
        out: &mut Vec<Command>,
    ) {
        play_area::play_area_ui(ui, self, prefs, status, pointing, out);
    }
}
