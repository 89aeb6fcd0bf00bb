//! Where a review's values come from: an exact solve, a table that knows remoteness, or a
//! search that proves what it can.

use crate::core::{Game, Searchable, Value};
use crate::solver::exact::{WinTable, valued_moves};
use crate::solver::search::{Bound, Limits, Report, Searcher, Verdict};
use crate::solver::{Progress, Solution};
use std::cell::RefCell;

/// What is known of one position: its value for the side to move and every legal move's
/// value for the player making it (remoteness counted from before the move), each `None`
/// where it is not proven.
#[derive(Clone, Debug)]
pub struct Known<G: Game> {
    /// The position's value for the side to move.
    pub value: Option<Value>,
    /// Every legal move with its value, in the game's order.
    pub moves: Vec<(G::Move, Option<Value>)>,
}

impl<G: Game> Known<G> {
    /// What a search's `report` of `state` proves (nothing without a report): the values
    /// it proves exactly, the position's and each move's; the rest unknown.
    pub fn proven(game: &G, state: &G::State, report: Option<&Report<G>>) -> Known<G> {
        let proven = |verdict: Verdict| match verdict {
            Verdict::Proven(v) => Some(v),
            _ => None,
        };
        let moves = game
            .legal_moves(state)
            .into_iter()
            .map(|mv| {
                let value = report.and_then(|r| {
                    let m = r
                        .moves
                        .iter()
                        .find(|m| m.mv == mv && m.bound == Bound::Exact)?;
                    proven(m.verdict)
                });
                (mv, value)
            })
            .collect();
        Known {
            value: report.and_then(|r| proven(r.verdict)),
            moves,
        }
    }
}

impl<G: Game> Known<G> {
    /// The position's value for the side to move: its best move's when every move is known
    /// (a Chopsticks zombie, out of the game, has lost already whatever it plays: its moves
    /// are weighed against each other), else the source's value of the position.
    pub fn position_value(&self) -> Option<Value> {
        let all_known = self.moves.iter().all(|(_, v)| v.is_some());
        let best_of_moves = self.moves.iter().filter_map(|(_, v)| *v).max();
        best_of_moves.filter(|_| all_known).or(self.value)
    }

    /// The value of `mv` for the player making it, when known.
    pub fn value_of(&self, mv: &G::Move) -> Option<Value> {
        self.moves.iter().find(|(m, _)| m == mv).and_then(|m| m.1)
    }
}

/// A source of exact values.
pub trait Oracle<G: Game> {
    /// What is known of `state`, a position the game has not ended in; an error when the
    /// source is damaged where the answer lies (never a verdict).
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String>;

    /// Whether every value is known (an exact solve or table), so that a review is complete.
    fn is_exact(&self) -> bool;
}

/// An exact solve covers every position reachable from its start: each move's value is the
/// mover's (paranoid, with more than two players) value of the position it leads to.
impl<G: Game> Oracle<G> for Solution<G> {
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String> {
        let mover = game.to_move(state);
        let value = self.seat_value(game, state, mover);
        let moves = game
            .successors(state)
            .into_iter()
            .map(|(mv, to)| {
                let seat = game.seat_after(state, &to, mover);
                let after = self.seat_value(game, &to, seat).map(Value::one_ply_more);
                (mv, after)
            })
            .collect();
        Ok(Known { value, moves })
    }

    fn is_exact(&self) -> bool {
        true
    }
}

/// A table that knows remoteness (Fox and Geese's), for the positions it covers.
pub struct Table<'a, G: Game>(pub &'a dyn WinTable<G>);

impl<G: Game> Oracle<G> for Table<'_, G> {
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String> {
        let valued = valued_moves(game, state, self.0).map_err(|e| e.to_string())?;
        let Some(valued) = valued else {
            let moves = game.legal_moves(state).into_iter().map(|m| (m, None));
            return Ok(Known {
                value: None,
                moves: moves.collect(),
            });
        };
        let value = valued.first().map(|m| m.2);
        let moves = valued.into_iter().map(|(mv, _, v)| (mv, Some(v))).collect();
        Ok(Known { value, moves })
    }

    fn is_exact(&self) -> bool {
        self.0.knows_remoteness()
    }
}

/// A search of each position for a set time: only the values it proves exactly are known.
pub struct Search<G: Searchable + Clone> {
    searcher: RefCell<Searcher<G>>,
    limits: Limits,
}

impl<G: Searchable + Clone> Search<G> {
    /// A search of `time` for each position of `game`.
    pub fn new(game: &G, time: std::time::Duration) -> Search<G> {
        Search {
            searcher: RefCell::new(Searcher::new(game.clone())),
            limits: Limits {
                time,
                ..Limits::default()
            },
        }
    }
}

impl<G: Searchable + Clone> Oracle<G> for Search<G> {
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String> {
        let report = self
            .searcher
            .borrow_mut()
            .search(state, self.limits, &Progress::new())
            .map_err(|_| "the search was cancelled".to_owned())?;
        Ok(Known::proven(game, state, Some(&report)))
    }

    fn is_exact(&self) -> bool {
        false
    }
}
