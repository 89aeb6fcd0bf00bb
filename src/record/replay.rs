//! Replaying a record through the rules: the game it describes, or the first problem.
//!
//! The window replays long records on a worker thread and follows the replay with a
//! [`Tally`] (`tally.rs`); the command line replays them unwatched.

use super::tally::{Halt, Tally, Unwatched, Watch};
use super::{
    LoadedGame, Meta, Player, Record, RecordError, Recordable, SeatKind, Strength, Variation,
};
use crate::core::{Game, Outcome, Seat};
use crate::history::{History, MAX_NOTE_CHARS, NodeId, Note};
use crate::solver::progress::{Cancelled, Progress};
use std::collections::HashMap;

mod summary;
pub use summary::{Summary, Verdict};

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

impl Record {
    /// Validates the settings and seats and replays every move through the rules.
    pub fn replay(&self) -> Result<LoadedGame, RecordError> {
        self.settings
            .replay(self, &mut Unwatched)
            .map_err(Halt::into_error)
    }

    /// [`Record::replay`], counting the moves on `tally`: `Err(Cancelled)` when a cancel
    /// stopped it, else what the replay found.
    pub fn replay_watched(
        &self,
        tally: &mut Tally<'_>,
    ) -> Result<Result<LoadedGame, RecordError>, Cancelled> {
        match self.settings.replay(self, tally) {
            Ok(loaded) => Ok(Ok(loaded)),
            Err(Halt::Invalid(error)) => Ok(Err(error)),
            Err(Halt::Stopped(cancelled)) => Err(cancelled),
        }
    }

    /// [`Record::replay`] on a worker thread: the phase [`REPLAYING`] of `progress`,
    /// counted in moves, after a last look for a cancel.
    pub fn replay_with_progress(
        &self,
        progress: &Progress,
    ) -> Result<Result<LoadedGame, RecordError>, Cancelled> {
        progress.check()?;
        self.replay_watched(&mut Tally::new(progress, self.move_count()))
    }

    /// The moves a replay plays: the main line's and every variation's.
    pub fn move_count(&self) -> usize {
        let variations: usize = self.variations.iter().map(|v| v.moves.len()).sum();
        self.moves.len() + variations
    }

    /// Replays the record as `game`, whose settings the caller has taken from the record.
    pub fn replay_as<G: Game>(&self, game: G) -> Result<Loaded<G>, RecordError> {
        self.replay_watched_as(game, &mut Unwatched)
            .map_err(Halt::into_error)
    }

    /// [`Record::replay_as`], telling `watch` of every move.
    pub(super) fn replay_watched_as<G: Game, W: Watch>(
        &self,
        game: G,
        watch: &mut W,
    ) -> Result<Loaded<G>, Halt<W::Stop>> {
        if self.seats.len() != game.players() {
            return Err(RecordError::Seats {
                found: self.seats.len(),
                expected: game.players(),
            }
            .into());
        }
        for (seat, player) in self.seats.iter().enumerate() {
            if let SeatKind::Computer(Strength::Skill(percent)) = player.kind
                && percent > 100
            {
                return Err(RecordError::Skill { seat, percent }.into());
            }
        }
        let start = game.parse_state(&self.start).map_err(RecordError::Start)?;
        let mut history = History::new(start);
        history.reserve(self.move_count());
        let main = play_line(&game, &mut history, 0, 0, self.moves.iter(), watch)?;
        // Each line as (moves before it, its nodes), the main line first.
        let mut lines = vec![(0, main)];
        for (index, variation) in self.variations.iter().enumerate() {
            let number = index + 1;
            let branch = branch_node(&history, &lines, number, variation)?;
            history.go_to(branch);
            let tried_before = history.child_count(branch);
            // The first move alone first: it must be new there.
            let (first, rest) = (
                variation.moves.iter().take(1),
                variation.moves.iter().skip(1),
            );
            let mut nodes = play_line(&game, &mut history, number, variation.after, first, watch)?;
            if history.child_count(branch) == tried_before {
                return Err(already_tried(&lines, number, variation, nodes[0]).into());
            }
            let after = variation.after + 1;
            nodes.extend(play_line(&game, &mut history, number, after, rest, watch)?);
            lines.push((variation.after, nodes));
        }
        for &line in &self.agreed_draws {
            let Some((_, nodes)) = lines.get(line) else {
                return Err(RecordError::AgreedDrawNoLine {
                    line,
                    lines: lines.len(),
                }
                .into());
            };
            let end = nodes.last().copied().unwrap_or(History::<G>::START);
            if !history.agree_draw_at(&game, end) {
                return Err(RecordError::AgreedDrawOver { line }.into());
            }
        }
        self.place_notes(&mut history, &lines)?;
        self.place_cursor(&mut history, &lines)?;
        Ok(Loaded {
            game,
            history,
            seats: self.seats.clone(),
            meta: self.meta.clone(),
        })
    }
}

impl Record {
    /// Writes the record's notes on their moves of `history`, given each line as (moves
    /// before it, its own nodes).
    fn place_notes<G: Game>(
        &self,
        history: &mut History<G>,
        lines: &[(usize, Vec<NodeId>)],
    ) -> Result<(), RecordError> {
        let mut noted: HashMap<NodeId, usize> = HashMap::new();
        for (index, entry) in self.notes.iter().enumerate() {
            let number = index + 1;
            let Some((after, nodes)) = lines.get(entry.line) else {
                return Err(RecordError::NoteNoLine {
                    note: number,
                    line: entry.line,
                    lines: lines.len(),
                });
            };
            let node = super::noted_node(lines, entry.line, entry.ply).ok_or(
                RecordError::NoteOffLine {
                    note: number,
                    line: entry.line,
                    ply: entry.ply,
                    first: after + 1,
                    last: after + nodes.len(),
                },
            )?;
            let chars = entry.text.chars().count();
            if chars > MAX_NOTE_CHARS {
                return Err(RecordError::NoteTooLong {
                    note: number,
                    chars,
                });
            }
            if let Some(earlier) = noted.insert(node, number) {
                return Err(RecordError::NoteTwice {
                    note: number,
                    earlier,
                });
            }
            history.set_note(node, Note::new(entry.mark, &entry.text));
        }
        Ok(())
    }
}

/// Plays the moves `names` of line `variation` from the history's cursor, `after` moves into
/// the game, telling `watch` of each; returns the nodes they reached.
fn play_line<'a, G: Game, W: Watch>(
    game: &G,
    history: &mut History<G>,
    variation: usize,
    after: usize,
    names: impl ExactSizeIterator<Item = &'a str>,
    watch: &mut W,
) -> Result<Vec<NodeId>, Halt<W::Stop>> {
    let mut nodes = Vec::with_capacity(names.len());
    for (index, text) in names.enumerate() {
        history
            .play_named(game, text)
            .map_err(|error| RecordError::Move {
                ply: after + index + 1,
                variation,
                text: text.to_owned(),
                from: game.format_state(history.current()),
                error: Box::new(error),
            })?;
        nodes.push(history.current_node());
        watch.moved().map_err(Halt::Stopped)?;
    }
    Ok(nodes)
}

/// "1 move", "2 moves".
fn moves(count: usize) -> String {
    match count {
        1 => "1 move".to_owned(),
        n => format!("{n} moves"),
    }
}

/// The node variation `number` leaves from, among the `lines` read before it.
fn branch_node<G: Game>(
    history: &History<G>,
    lines: &[(usize, Vec<NodeId>)],
    number: usize,
    variation: &Variation,
) -> Result<NodeId, RecordError> {
    let problem = |reason: String| RecordError::Variation {
        variation: number,
        reason,
    };
    if variation.moves.is_empty() {
        return Err(problem("it has no moves".to_owned()));
    }
    let (first, nodes) = lines.get(variation.of).ok_or_else(|| {
        let earlier = match number - 1 {
            0 => String::new(),
            1 => " and variation 1".to_owned(),
            n => format!(" and the variations listed before it (1 to {n})"),
        };
        problem(format!(
            "it leaves line {}, but only the main line (0){earlier} can be left",
            variation.of,
        ))
    })?;
    // A variation is another move in place of one of its line's moves: it leaves the line
    // before one of them, never after the last (that would lengthen the line itself).
    let off_line = || {
        problem(match nodes.len() {
            0 => format!(
                "it leaves line {} after {}, but that line has no move for it to replace",
                variation.of,
                moves(variation.after),
            ),
            1 => format!(
                "it leaves line {} after {}, but a variation can leave that line only before \
                 its one move: after {}",
                variation.of,
                moves(variation.after),
                moves(*first)
            ),
            len => format!(
                "it leaves line {} after {}, but a variation can leave that line only before \
                 one of its moves: after {} to {}",
                variation.of,
                moves(variation.after),
                first,
                moves(first + len - 1)
            ),
        })
    };
    match variation.after.checked_sub(*first) {
        Some(k) if k < nodes.len() => Ok(match k {
            0 => history.parent(nodes[0]).unwrap_or(History::<G>::START),
            k => nodes[k - 1],
        }),
        _ => Err(off_line()),
    }
}

/// Why variation `number` is refused when its first move was tried at its branch already
/// (by the line it leaves or an earlier variation), reaching `node`: it would add nothing,
/// and merging it into the other line silently would change what the record says.
fn already_tried(
    lines: &[(usize, Vec<NodeId>)],
    number: usize,
    variation: &Variation,
    node: NodeId,
) -> RecordError {
    let owner = lines
        .iter()
        .position(|(_, nodes)| nodes.contains(&node))
        .unwrap_or(variation.of);
    let line = match owner {
        0 => "the main line".to_owned(),
        n => format!("variation {n}"),
    };
    let first = variation.moves.first().unwrap_or_default();
    RecordError::Variation {
        variation: number,
        reason: format!(
            "its first move, {first}, is {line}'s move after {}, so it is no variation",
            moves(variation.after)
        ),
    }
}

impl Record {
    /// Puts the history's cursor where the record says: the way to the last move of line
    /// `line`, at move `cursor`.
    fn place_cursor<G: Game>(
        &self,
        history: &mut History<G>,
        lines: &[(usize, Vec<NodeId>)],
    ) -> Result<(), RecordError> {
        let line = self.meta.line.unwrap_or(0);
        let Some((first, nodes)) = lines.get(line) else {
            return Err(RecordError::Variation {
                variation: line,
                reason: match lines.len() - 1 {
                    0 => "the viewer is on it, but the record has no variations".to_owned(),
                    1 => "the viewer is on it, but the record has only 1 variation".to_owned(),
                    n => format!("the viewer is on it, but the record has only {n} variations"),
                },
            });
        };
        let last = first + nodes.len();
        let cursor = self.meta.cursor.unwrap_or(last);
        if cursor > last {
            return Err(match line {
                0 => RecordError::Cursor {
                    cursor,
                    moves: last,
                },
                _ => RecordError::CursorOffLine { cursor, line, last },
            });
        }
        history.go_to(nodes.last().copied().unwrap_or(History::<G>::START));
        history.jump(cursor);
        Ok(())
    }
}

impl<G: Game> Loaded<G> {
    /// The table seat (turn order of the start position) of `frame_seat` in the position
    /// after `ply` moves of the viewed line. Games that write positions from the mover's
    /// side (Chopsticks) turn the frame every move; this follows it back.
    pub fn table_seat(&self, ply: usize, frame_seat: Seat) -> Seat {
        table_seat(&self.game, &self.history, ply, frame_seat)
    }

    /// How the game stands after the last move of the main line. Worked out along the
    /// main line itself, without a copy of the game: a game may have millions of moves.
    pub fn verdict(&self) -> Verdict {
        let history = &self.history;
        let end = history.main_line_end();
        let last = history.state(end).unwrap_or(history.start());
        let by_agreement = history.is_agreed_draw_at(end);
        let drawn =
            (by_agreement || history.drawn_by_record_at(&self.game, end)).then_some(Outcome::Draw);
        let seat = |frame| self.main_line_table_seat(frame);
        match drawn.or_else(|| self.game.outcome(last)) {
            Some(Outcome::Winner(winner)) => Verdict::Won { seat: seat(winner) },
            Some(Outcome::Draw) => Verdict::Drawn { by_agreement },
            None => Verdict::ToMove {
                seat: seat(self.game.to_move(last)),
            },
        }
    }

    /// The table seat of `frame_seat` at the end of the main line.
    fn main_line_table_seat(&self, frame_seat: Seat) -> Seat {
        let history = &self.history;
        let mut frame: Vec<Seat> = (0..self.game.players()).collect();
        let mut at = history.start();
        for node in history.main_line() {
            let Some(next) = history.state(node) else {
                break;
            };
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
}

/// The table seat of `frame_seat` after `ply` moves of `history`'s viewed line.
fn table_seat<G: Game>(game: &G, history: &History<G>, ply: usize, frame_seat: Seat) -> Seat {
    history
        .seat_frame(game, ply)
        .iter()
        .position(|&s| s == frame_seat)
        .unwrap_or(frame_seat)
}

impl<G: Recordable> Loaded<G> {
    /// The record of the game as it is now: its line, cursor and seats, with the loaded
    /// metadata kept (date and note) and the move names as the rules write them.
    pub fn to_record(&self) -> Record {
        let mut record = Record::from_history(&self.game, &self.history, &self.seats);
        record.meta = Meta {
            cursor: record.meta.cursor,
            line: record.meta.line,
            ..self.meta.clone()
        };
        record
    }

    /// The facts the command line prints.
    pub fn summary(&self) -> Summary {
        let history = &self.history;
        let end = history.main_line_end();
        Summary {
            game: self.game.settings().name(),
            settings: self.game.settings().to_string(),
            start: self.game.format_state(history.start()),
            moves: history
                .main_line()
                .filter_map(|node| history.move_name(&self.game, node))
                .collect(),
            variations: history.variation_count(),
            cursor: history.cursor(),
            final_position: self
                .game
                .format_state(history.state(end).unwrap_or(history.start())),
            verdict: self.verdict(),
        }
    }
}
