//! Who sits where in a [`Session`]: the players of the seats, the seat to move, and how a
//! seat is named.

use super::{SEAT_CHANGE_PAUSE, Session};
use crate::core::{Outcome, Seat};
use crate::ui::common::players::Player;
use crate::ui::session::evaluated::{Evaluated, SeatName};

impl<G: Evaluated> Session<G> {
    /// Who plays each absolute seat.
    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Changes who plays the seats.
    /// The computer waits [`SEAT_CHANGE_PAUSE`] from `now` before it moves.
    pub fn set_seats(&mut self, seats: Vec<Player>, now: f64) {
        self.seats = seats;
        self.computer_due = None;
        self.hold_computer(now + SEAT_CHANGE_PAUSE);
    }

    /// No computer moves before `until` (seconds of the window's clock).
    pub fn hold_computer(&mut self, until: f64) {
        self.seats_settle = self.seats_settle.max(until);
    }

    /// Who plays `seat` (a person when the list is short).
    pub fn player(&self, seat: Seat) -> Player {
        self.seats.get(seat).copied().unwrap_or(Player::Human)
    }

    /// The absolute seat that sits at `frame_seat` in the position after `ply` moves.
    pub fn absolute_seat(&self, ply: usize, frame_seat: Seat) -> Seat {
        self.frames
            .get(ply)
            .and_then(|f| f.iter().position(|&s| s == frame_seat))
            .unwrap_or(frame_seat)
    }

    /// The frame seat of absolute seat `seat` in the position after `ply` moves.
    pub fn frame_seat(&self, ply: usize, seat: Seat) -> Seat {
        self.frames
            .get(ply)
            .and_then(|f| f.get(seat).copied())
            .unwrap_or(seat)
    }

    /// The absolute seat to move at the cursor; `None` when the game is over.
    pub fn mover(&self) -> Option<Seat> {
        let state = self.current();
        if self.drawn || self.game.outcome(state).is_some() {
            return None;
        }
        Some(self.absolute_seat(self.history.cursor(), self.game.to_move(state)))
    }

    /// How the game ended at the cursor, with the winner as an absolute seat.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.drawn {
            return Some(Outcome::Draw);
        }
        match self.game.outcome(self.current())? {
            Outcome::Winner(w) => Some(Outcome::Winner(
                self.absolute_seat(self.history.cursor(), w),
            )),
            Outcome::Draw => Some(Outcome::Draw),
        }
    }

    /// The name of an absolute seat in sentences: "You" when it is the only human seat
    /// facing the computer.
    pub fn seat_name(&self, seat: Seat) -> SeatName {
        self.seat_name_among(seat, &self.seats)
    }

    /// The name of the seat that won (or `seat`) as the game's end speaks of it: with the
    /// seats as they were when the game ended, so that "you win!" stays so when the seats
    /// change for the next game.
    pub fn ending_seat_name(&self, seat: Seat) -> SeatName {
        self.seat_name_among(seat, self.seats_at_end.as_deref().unwrap_or(&self.seats))
    }

    /// The name of `seat` with `seats` at the table.
    pub(super) fn seat_name_among(&self, seat: Seat, seats: &[Player]) -> SeatName {
        let player = |s: Seat| seats.get(s).copied().unwrap_or(Player::Human);
        let mut name = self.game.seat_name(seat);
        let humans = (0..self.game.players())
            .filter(|&s| !player(s).is_computer())
            .count();
        if humans == 1 && !player(seat).is_computer() {
            name = SeatName::you(&name);
        }
        name
    }

    /// The seat a two-sided chart reads from: the one seat played by a person against the
    /// computer (so that "you win" is up, whichever side you play), else the first seat.
    pub fn viewpoint(&self) -> Seat {
        let people: Vec<Seat> = (0..self.game.players())
            .filter(|&s| !self.player(s).is_computer())
            .collect();
        match people[..] {
            [you] => you,
            _ => 0,
        }
    }

    /// Whether a person plays some seat (then undo skips the computer's replies).
    pub(super) fn has_human(&self) -> bool {
        (0..self.game.players()).any(|s| !self.player(s).is_computer())
    }

    /// Whether the seat to move at the cursor is played by the computer.
    pub(super) fn computer_to_move(&self) -> bool {
        self.mover().is_some_and(|s| self.player(s).is_computer())
    }
}
