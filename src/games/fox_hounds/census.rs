//! Listing every Fox and Hounds position, for the analysis figures.

use super::index::four_square_sets;
use super::rules::{FoxHounds, Position, Side};
use crate::core::Census;

impl Census for FoxHounds {
    /// Fox square × four hound squares among the other 31 × side to move.
    fn codes_total(&self) -> u128 {
        let squares = self.board().len() as u128;
        let others = squares - 1;
        let hound_sets = others * (others - 1) * (others - 2) * (others - 3) / 24;
        squares * hound_sets * 2
    }

    /// Every code that names a possible position of this variant (see
    /// [`FoxHounds::impossibility`]: the side to move must fit the moves the pieces show).
    fn every_position(&self) -> Option<Vec<Position>> {
        let board = self.board();
        let mut out = Vec::new();
        for fox in board.all() {
            for hounds in four_square_sets(board).filter(|set| !set.contains(fox)) {
                for to_move in [Side::Fox, Side::Hounds] {
                    let pos = Position {
                        fox,
                        hounds,
                        to_move,
                    };
                    if self.impossibility(&pos).is_none() {
                        out.push(pos);
                    }
                }
            }
        }
        Some(out)
    }
}
