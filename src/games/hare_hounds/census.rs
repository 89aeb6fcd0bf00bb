//! Listing every Hare and Hounds position, for the analysis figures.

use super::rules::{HareHounds, Position, STALLING_LIMIT, Side};
use crate::core::Census;
use crate::games::board::PointSet;

impl Census for HareHounds {
    /// Hare point × three hound points among the other ten × side × stalling count 0-10.
    fn codes_total(&self) -> u128 {
        let points = self.board().len() as u128;
        let hound_sets = (points - 1) * (points - 2) * (points - 3) / 6;
        points * hound_sets * 2 * u128::from(STALLING_LIMIT + 1)
    }

    /// Every code that names a possible position (a count of 10 only with the hare to
    /// move).
    fn every_position(&self) -> Option<Vec<Position>> {
        let board = self.board();
        let everywhere = board.everywhere();
        let mut out = Vec::new();
        for hare in board.all() {
            // Every subset of the board's points is a number up to `everywhere`.
            for hounds in (0..=everywhere.0).map(PointSet) {
                if hounds.len() != 3 || hounds.contains(hare) {
                    continue;
                }
                for to_move in [Side::Hounds, Side::Hare] {
                    for stalling in 0..=STALLING_LIMIT {
                        let pos = Position {
                            hare,
                            hounds,
                            to_move,
                            stalling,
                        };
                        if self.impossibility(&pos).is_none() {
                            out.push(pos);
                        }
                    }
                }
            }
        }
        Some(out)
    }
}
