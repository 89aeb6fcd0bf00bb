//! Where each seat of the start sits, move by move, in a game whose positions are written
//! from the mover's side (the seat frames).

use super::History;
use crate::core::{Game, Seat};

impl<G: Game> History<G> {
    /// For each position of the viewed line, the start first, the frame seat of each seat
    /// of the start (the game's `seat_after` followed move by move): where a seat of the
    /// table sits in the mover-relative positions of a game such as Chopsticks.
    pub fn seat_frames(&self, game: &G) -> Vec<Vec<Seat>> {
        let mut frames = Vec::with_capacity(self.len() + 1);
        self.walk_seat_frames(game, self.len(), |frame| frames.push(frame.to_vec()));
        frames
    }

    /// The frame of [`History::seat_frames`] after `ply` moves (at the end of the line for a
    /// `ply` past it), without keeping the others.
    pub fn seat_frame(&self, game: &G, ply: usize) -> Vec<Seat> {
        self.walk_seat_frames(game, ply, |_| {})
    }

    /// Follows the seat frames along the first `plies` moves of the viewed line, showing each
    /// to `visit` (the start's first); the last one.
    pub(super) fn walk_seat_frames(
        &self,
        game: &G,
        plies: usize,
        mut visit: impl FnMut(&[Seat]),
    ) -> Vec<Seat> {
        let mut now: Vec<Seat> = (0..game.players()).collect();
        visit(&now);
        let mut at = self.start();
        for (_, next) in self.line().take(plies) {
            for seat in &mut now {
                *seat = game.seat_after(at, next, *seat);
            }
            visit(&now);
            at = next;
        }
        now
    }
}
