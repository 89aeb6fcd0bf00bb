//! The review of the game in a [`Session`]: once asked for, every move of every line marked
//! against the exact values (see [`crate::review`]), kept up to date as moves are played,
//! with each player's tally on the line viewed.
//!
//! The values come from the solve (exact), from a table that knows remoteness (exact where
//! it covers the positions), or for a searched game without one from the searches made so
//! far: only the values they prove are marked.

use super::Session;
use crate::history::NodeId;
use crate::review::{self, Known, Mark, MoveReview, Oracle, Tally};
use crate::ui::session::engine::Engine;
use crate::ui::session::evaluated::Evaluated;
use std::collections::HashMap;

/// Where a review's values come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewSource {
    /// The solve is still running: nothing is marked until it ends.
    Waiting,
    /// The exact solve of every position reachable from the start.
    Solved,
    /// The exact table, which knows every remoteness.
    Table,
    /// The searches made so far: only what they prove.
    Searches,
}

/// The review of a session's game.
#[derive(Clone, Debug)]
pub struct GameReview {
    /// Where the values come from.
    source: ReviewSource,
    /// Every move reviewed, by its node.
    marks: HashMap<NodeId, MoveReview>,
    /// The nodes below this number have been reviewed.
    upto: usize,
    /// Each seat's tally on the line viewed.
    tallies: Vec<Tally>,
    /// The blunders and mistakes of the line viewed, in order.
    flagged: Vec<NodeId>,
    /// What went wrong reading the values, if anything (a damaged table).
    failure: Option<String>,
}

impl GameReview {
    /// Where the values come from.
    pub fn source(&self) -> ReviewSource {
        self.source
    }

    /// Each seat's tally on the line viewed, in the seat order of the start.
    pub fn tallies(&self) -> &[Tally] {
        &self.tallies
    }

    /// The blunders and mistakes of the line viewed, in order.
    pub fn flagged(&self) -> impl Iterator<Item = &MoveReview> {
        self.flagged.iter().filter_map(|node| self.marks.get(node))
    }

    /// The review of the move to `node`, if it has one.
    pub fn mark(&self, node: NodeId) -> Option<&MoveReview> {
        self.marks.get(&node)
    }

    /// What went wrong reading the values, if anything.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }
}

/// The searches' reports a searched session keeps: only their proven values.
struct Reports<'a, G: Evaluated>(&'a Engine<G>);

impl<G: Evaluated> Oracle<G> for Reports<'_, G> {
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String> {
        let report = self.0.known_report(state);
        Ok(Known::proven(game, state, report.as_deref()))
    }

    fn is_exact(&self) -> bool {
        false
    }
}

impl<G: Evaluated> Session<G> {
    /// The review, once asked for.
    pub fn review(&self) -> Option<&GameReview> {
        self.review.as_ref()
    }

    /// The review of the move to `node`, when the game is reviewed.
    pub fn review_mark(&self, node: NodeId) -> Option<&MoveReview> {
        self.review.as_ref()?.mark(node)
    }

    /// Reviews the game, and keeps it reviewed as it goes on.
    pub fn start_review(&mut self) {
        self.review = Some(GameReview {
            source: ReviewSource::Waiting,
            marks: HashMap::new(),
            upto: 0,
            tallies: Vec::new(),
            flagged: Vec::new(),
            failure: None,
        });
        self.update_review();
    }

    /// Stops showing the review.
    pub fn close_review(&mut self) {
        self.review = None;
    }

    /// Goes to the position before the reviewed move to `node` and shows its best move
    /// there; false when the move is not reviewed or has no best move.
    pub fn show_review_move(&mut self, node: NodeId) -> bool {
        let Some(best) = self.review_mark(node).and_then(|m| m.best.first().cloned()) else {
            return false;
        };
        let Some(parent) = self.history.parent(node) else {
            return false;
        };
        // Along the line of the move, so that the move itself follows the cursor.
        self.history.go_to(node);
        self.history.go_to(parent);
        self.refresh();
        self.hint = Some(best);
        true
    }

    /// Reviews what is new since the last update: every move when the values' source
    /// changed or moves were deleted (nodes are numbered anew), else the moves added; a
    /// review by searches again in full, since each new search may prove more.
    pub(super) fn update_review(&mut self) {
        let Some(mut review) = self.review.take() else {
            return;
        };
        let source = if self.engine.solved().is_some() {
            ReviewSource::Solved
        } else if self.engine.table().is_some_and(|t| t.knows_remoteness()) {
            ReviewSource::Table
        } else if self.engine.is_search() {
            ReviewSource::Searches
        } else {
            ReviewSource::Waiting
        };
        let count = self.history.node_count();
        if source != review.source || count < review.upto || source == ReviewSource::Searches {
            review.marks.clear();
            review.upto = 0;
            review.source = source;
        }
        if review.upto < count && source != ReviewSource::Waiting {
            let from = review.upto.max(1);
            let marks = &mut review.marks;
            let mut run = |oracle: &dyn Oracle<G>| {
                review::review_from(&self.game, oracle, &self.history, from, |m| {
                    marks.insert(m.node, m);
                })
            };
            // The exact values as the practice reads them; the searches' proofs otherwise.
            let reviewed = match source {
                ReviewSource::Searches => Some(run(&Reports(&self.engine))),
                _ => self.with_exact(run),
            };
            if let Some(Err(failure)) = reviewed {
                review.failure = Some(failure);
            }
            review.upto = count;
        }
        let viewed: Vec<&MoveReview> = self
            .history
            .viewed_nodes()
            .iter()
            .filter_map(|node| review.marks.get(node))
            .collect();
        let tallies = Tally::of(viewed.iter().copied(), self.game.players());
        review.flagged = viewed
            .iter()
            .filter(|m| matches!(m.mark, Some(Mark::Blunder | Mark::Mistake)))
            .map(|m| m.node)
            .collect();
        review.tallies = tallies;
        self.review = Some(review);
    }
}
