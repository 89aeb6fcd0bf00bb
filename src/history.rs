//! A game in progress: the start position, the moves played, and a cursor into them.
//! Undo and redo move the cursor; playing a move at the cursor drops the moves after it
//! (unless it is the very move that comes next, which keeps the rest of the line).
//! Every move goes through the rules.

use crate::core::{Game, MoveError};

/// The moves of one game with a cursor.
#[derive(Clone, Debug, PartialEq)]
pub struct History<G: Game> {
    start: G::State,
    /// Each move with the position it led to.
    line: Vec<(G::Move, G::State)>,
    cursor: usize,
}

impl<G: Game> History<G> {
    /// A game from `start` with no moves yet.
    pub fn new(start: G::State) -> History<G> {
        History {
            start,
            line: Vec::new(),
            cursor: 0,
        }
    }

    /// The start position.
    pub fn start(&self) -> &G::State {
        &self.start
    }

    /// The position at the cursor.
    pub fn current(&self) -> &G::State {
        self.position_at(self.cursor)
    }

    /// The position after `ply` moves (0 = the start), clamped to the line.
    pub fn position_at(&self, ply: usize) -> &G::State {
        match ply.min(self.line.len()) {
            0 => &self.start,
            n => &self.line[n - 1].1,
        }
    }

    /// Number of moves played up to the cursor.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Number of moves in the whole line, including those after the cursor.
    pub fn len(&self) -> usize {
        self.line.len()
    }

    /// Whether no move has been played.
    pub fn is_empty(&self) -> bool {
        self.line.is_empty()
    }

    /// The moves of the whole line with the positions they led to.
    pub fn line(&self) -> &[(G::Move, G::State)] {
        &self.line
    }

    /// The positions up to the cursor, the start first.
    pub fn positions(&self) -> impl Iterator<Item = &G::State> {
        std::iter::once(&self.start).chain(self.line[..self.cursor].iter().map(|(_, s)| s))
    }

    /// The name of every move of the line.
    pub fn move_names(&self, game: &G) -> Vec<String> {
        let mut at = &self.start;
        self.line
            .iter()
            .map(|(mv, next)| {
                let name = game.format_move(at, mv);
                at = next;
                name
            })
            .collect()
    }

    /// Plays `mv` at the cursor if the rules allow it; after a draw the rules declare from
    /// the record (a third repetition) no move is allowed.
    pub fn play(&mut self, game: &G, mv: &G::Move) -> Result<(), MoveError> {
        if self.drawn_by_record(game) {
            return Err(MoveError::GameOver {
                position: game.format_state(self.current()),
            });
        }
        let next = game.play(self.current(), mv)?;
        if self.line.get(self.cursor).is_some_and(|(_, s)| *s == next) {
            self.cursor += 1;
            return Ok(());
        }
        self.line.truncate(self.cursor);
        self.line.push((mv.clone(), next));
        self.cursor += 1;
        Ok(())
    }

    /// Plays a move given by name.
    pub fn play_named(&mut self, game: &G, name: &str) -> Result<(), MoveError> {
        let mv = game.parse_move(self.current(), name)?;
        self.play(game, &mv)
    }

    /// Steps back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        let moved = self.cursor > 0;
        self.cursor = self.cursor.saturating_sub(1);
        moved
    }

    /// Steps forward one move; false at the end of the line.
    pub fn redo(&mut self) -> bool {
        let moved = self.cursor < self.line.len();
        if moved {
            self.cursor += 1;
        }
        moved
    }

    /// Moves the cursor to `ply` (clamped to the line).
    pub fn jump(&mut self, ply: usize) {
        self.cursor = ply.min(self.line.len());
    }

    /// Whether the game up to the cursor is drawn by its record (a third repetition).
    pub fn drawn_by_record(&self, game: &G) -> bool {
        let line: Vec<G::State> = self.positions().cloned().collect();
        game.drawn_by_record(&line)
    }

    /// Whether the game at the cursor is over: by its position or by its record.
    pub fn is_over(&self, game: &G) -> bool {
        game.outcome(self.current()).is_some() || self.drawn_by_record(game)
    }

    /// How many times the position at the cursor has occurred up to the cursor.
    pub fn repetitions(&self) -> usize {
        let now = self.current();
        self.positions().filter(|s| *s == now).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Variant};

    #[test]
    fn undo_redo_and_branching() {
        let game = Chopsticks::new(Variant::standard(2)).expect("valid");
        let mut h = History::new(game.start());
        for name in ["AC", "BC", "BD"] {
            h.play_named(&game, name).expect("legal");
        }
        let code = |h: &History<Chopsticks>| game.format_state(h.current());
        assert_eq!(code(&h), "0113");
        assert!(h.undo() && h.undo());
        assert_eq!(code(&h), "1211");
        assert!(h.redo());
        assert_eq!(code(&h), "1312");
        // Playing the next move of the line keeps the rest.
        h.undo();
        h.play_named(&game, "BC").expect("legal");
        assert_eq!(h.len(), 3);
        // Playing another drops it.
        h.play_named(&game, "12-03")
            .expect_err("not the mover's pair");
        h.play_named(&game, "AD").expect("legal");
        assert_eq!((h.len(), h.cursor()), (3, 3));
        assert_eq!(h.move_names(&game), vec!["AC", "BC", "AD"]);
        h.jump(0);
        assert_eq!(code(&h), "1111");
        assert!(!h.undo());
        h.jump(99);
        assert_eq!(h.cursor(), 3);
        assert!(!h.redo());
    }
}
