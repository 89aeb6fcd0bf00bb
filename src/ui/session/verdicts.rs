//! What the solver says in a [`Session`]: the position's evaluation or search report, the
//! values along the line, the best moves, and the solver's work in progress.

use super::Session;
use super::solving::Solved;
use crate::core::{Seat, Value};
use crate::solver::Evaluation;
use crate::solver::Phase;
use crate::solver::search::{Report, Verdict};
use crate::ui::session::evaluated::Evaluated;

impl<G: Evaluated> Session<G> {
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
        // A practice hides the answer: its own "Show the answer" gives it, and counts it.
        if self.hides_answer() {
            self.hint = None;
            return false;
        }
        self.hint = self.best_moves().and_then(|b| b.into_iter().next());
        self.hint.is_some()
    }
}
