//! The window's puzzles: a new one drawn for the game on the table (its game, variant and
//! start), its result kept in the user's results file as soon as it is done, and the next
//! seed with it, so that the next launch goes on with new puzzles.

use crate::review::puzzle::Level;
use crate::tr;
use crate::ui::common::command::{Status, Words};
use crate::ui::shell::app::App;

impl App {
    /// Puts a new puzzle on the table for the game there: the next seed of its results,
    /// never the last puzzle again. The game it replaces is kept as any game replaced
    /// (a puzzle is simply replaced).
    pub(super) fn new_puzzle(&mut self, level: Option<Level>) {
        let key = self.active.puzzle_key();
        let (log, unreadable) = self.puzzles.log();
        let results = log.game(&key);
        let before = results.clone();
        results.next_seed = results.next_seed.wrapping_add(1);
        let drawn = self.active.puzzle(&before, level, &self.cache);
        let saved = self.puzzles.save();
        let new = match drawn {
            Ok(Some(new)) => new,
            Ok(None) => {
                self.status = Status::said_error(move || {
                    let level =
                        level.map_or_else(|| tr!("puzzle-level-any"), crate::ui::study::level_name);
                    tr!("puzzle-none-found", level = level)
                });
                return;
            }
            Err(err) => {
                self.status = Status::error(err);
                return;
            }
        };
        let kept = if self.active.is_puzzle() {
            self.track_file();
            self.active = new;
            self.files.take_file_state();
            false
        } else {
            self.put_on_table(new)
        };
        self.code.error = None;
        self.say_replaced(kept, Words::new(|| tr!("puzzle-started")));
        if let Some(err) = unreadable.or(saved.err()) {
            self.status = Status::error(err);
        }
    }

    /// Keeps the result of the puzzle on the table once it is done.
    pub(super) fn keep_puzzle_result(&mut self) {
        let Some(attempt) = self.active.take_puzzle_result() else {
            return;
        };
        let key = self.active.puzzle_key();
        self.puzzles.log().0.game(&key).record(attempt);
        if let Err(err) = self.puzzles.save() {
            self.status = Status::error(err);
        }
    }
}
