//! Replaying a record through the rules: the game it describes, or the first problem.

use super::{LoadedGame, Meta, Player, Record, RecordError, Recordable, SeatKind, Strength};
use crate::core::{Game, Outcome, Seat};
use crate::history::History;
use serde::Serialize;
use std::fmt;

/// A game replayed from a record, ready to continue.
#[derive(Clone, Debug)]
pub struct Loaded<G: Game> {
    /// The game with its settings.
    pub game: G,
    /// Start, moves and cursor; every move has been checked by the rules.
    pub history: History<G>,
    /// Who plays each seat, in the turn order of the start position ("table seats").
    pub seats: Vec<Player>,
    /// The record's optional information.
    pub meta: Meta,
}

/// How a game stands at the end of its line, with seats counted as in the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    /// The game is over and this table seat won.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// The game is over without a winner.
    Drawn,
    /// The game goes on; this table seat is to move.
    ToMove {
        /// The seat to move.
        seat: Seat,
    },
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Won { seat } => write!(f, "game over, seat {seat} wins"),
            Verdict::Drawn => f.write_str("game over, a draw"),
            Verdict::ToMove { seat } => write!(f, "in play, seat {seat} to move"),
        }
    }
}

/// What the command line prints about a replayed game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The game's name.
    pub game: &'static str,
    /// The settings in words.
    pub settings: String,
    /// The start position's code.
    pub start: String,
    /// The moves, as the rules name them.
    pub moves: Vec<String>,
    /// The viewer's place.
    pub cursor: usize,
    /// The code of the position after the last move.
    pub final_position: String,
    /// How the game stands after the last move.
    pub verdict: Verdict,
}

impl Record {
    /// Validates the settings and seats and replays every move through the rules.
    pub fn replay(&self) -> Result<LoadedGame, RecordError> {
        self.settings.replay(self)
    }

    /// Replays the record as `game`, whose settings the caller has taken from the record.
    pub fn replay_as<G: Game>(&self, game: G) -> Result<Loaded<G>, RecordError> {
        if self.seats.len() != game.players() {
            return Err(RecordError::Seats {
                found: self.seats.len(),
                expected: game.players(),
            });
        }
        for (seat, player) in self.seats.iter().enumerate() {
            if let SeatKind::Computer(Strength::Skill(percent)) = player.kind
                && percent > 100
            {
                return Err(RecordError::Skill { seat, percent });
            }
        }
        let start = game.parse_state(&self.start).map_err(RecordError::Start)?;
        let mut history = History::new(start);
        for (index, text) in self.moves.iter().enumerate() {
            history
                .play_named(&game, text)
                .map_err(|error| RecordError::Move {
                    ply: index + 1,
                    text: text.clone(),
                    from: game.format_state(history.current()),
                    error: Box::new(error),
                })?;
        }
        let cursor = self.meta.cursor.unwrap_or(history.len());
        if cursor > history.len() {
            return Err(RecordError::Cursor {
                cursor,
                moves: history.len(),
            });
        }
        history.jump(cursor);
        Ok(Loaded {
            game,
            history,
            seats: self.seats.clone(),
            meta: self.meta.clone(),
        })
    }
}

impl<G: Game> Loaded<G> {
    /// The table seat (turn order of the start position) of `frame_seat` in the position
    /// after `ply` moves. Games that write positions from the mover's side (Chopsticks) turn
    /// the frame every move; this follows it back.
    pub fn table_seat(&self, ply: usize, frame_seat: Seat) -> Seat {
        let mut frame: Vec<Seat> = (0..self.game.players()).collect();
        let mut at = self.history.start();
        for (_, next) in self.history.line().iter().take(ply) {
            for seat in &mut frame {
                *seat = self.game.seat_after(at, next, *seat);
            }
            at = next;
        }
        frame
            .iter()
            .position(|&s| s == frame_seat)
            .unwrap_or(frame_seat)
    }

    /// How the game stands after the last move of the line.
    pub fn verdict(&self) -> Verdict {
        let end = self.history.len();
        let last = self.history.position_at(end);
        let line: Vec<G::State> = (0..=end)
            .map(|ply| self.history.position_at(ply).clone())
            .collect();
        let drawn = self.game.drawn_by_record(&line).then_some(Outcome::Draw);
        match drawn.or_else(|| self.game.outcome(last)) {
            Some(Outcome::Winner(seat)) => Verdict::Won {
                seat: self.table_seat(end, seat),
            },
            Some(Outcome::Draw) => Verdict::Drawn,
            None => Verdict::ToMove {
                seat: self.table_seat(end, self.game.to_move(last)),
            },
        }
    }
}

impl<G: Recordable> Loaded<G> {
    /// The record of the game as it is now: its line, cursor and seats, with the loaded
    /// metadata kept (date and note) and the move names as the rules write them.
    pub fn to_record(&self) -> Record {
        let mut record = Record::from_history(&self.game, &self.history, &self.seats);
        record.meta = Meta {
            cursor: Some(self.history.cursor()),
            ..self.meta.clone()
        };
        record
    }

    /// The facts the command line prints.
    pub fn summary(&self) -> Summary {
        let history = &self.history;
        Summary {
            game: self.game.settings().name(),
            settings: self.game.settings().to_string(),
            start: self.game.format_state(history.start()),
            moves: history.move_names(&self.game),
            cursor: history.cursor(),
            final_position: self.game.format_state(history.position_at(history.len())),
            verdict: self.verdict(),
        }
    }
}
