//! `impl Game` for Chopsticks: what the rest of Kibitzer asks of the game, answered from the
//! rules (`rules.rs`) and the notation (`notation.rs`). It sits above both, so that neither
//! needs the other's file.

use super::hands::Hands;
use super::legality;
use super::notation;
use super::rules::{Chopsticks, Move, Position};
use super::variant::{MAX_PLAYERS, Switch};
use crate::core::{CodeError, Ending, Game, MoveError, Outcome, Seat};

impl Game for Chopsticks {
    type State = Position;
    type Move = Move;

    fn name(&self) -> &'static str {
        "chopsticks"
    }

    fn players(&self) -> usize {
        self.variant.players
    }

    fn start(&self) -> Position {
        // Sun: four fingers on each hand, or a finger short of dying with fewer fingers.
        let fingers = if self.has(Switch::Sun) {
            4.min(self.variant.fingers() as i8 - 1)
        } else {
            1
        };
        let mut hands = [Hands::default(); MAX_PLAYERS];
        for (seat, group) in hands.iter_mut().enumerate().take(self.variant.players) {
            *group = Hands::filled(self.variant.hands_of(seat), fingers * self.unit);
        }
        Position { hands, zombies: 0 }
    }

    fn to_move(&self, _state: &Position) -> Seat {
        0
    }

    fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        self.moves_and_results(pos)
            .into_iter()
            .map(|(mv, _)| mv)
            .collect()
    }

    fn successors(&self, pos: &Position) -> Vec<(Move, Position)> {
        self.moves_and_results(pos)
    }

    fn apply(&self, state: &Position, mv: &Move) -> Position {
        self.after(state, mv)
    }

    fn play(&self, pos: &Position, mv: &Move) -> Result<Position, MoveError> {
        if self.outcome(pos).is_some() {
            return Err(MoveError::GameOver {
                position: self.format_state(pos),
            });
        }
        match legality::structural_problem(self, pos, mv) {
            Some(reason) => Err(MoveError::Illegal {
                mv: self.format_move(pos, mv),
                position: self.format_state(pos),
                reason,
            }),
            None => Ok(self.after(pos, mv)),
        }
    }

    fn why_illegal(&self, pos: &Position, mv: &Move) -> crate::core::Reason {
        legality::why_illegal(self, pos, mv)
    }

    fn why_over(&self, pos: &Position) -> Option<Ending> {
        self.ending(pos)
    }

    fn outcome(&self, pos: &Position) -> Option<Outcome> {
        let players = self.variant.players;
        if self.has(Switch::Misere) {
            return (0..players)
                .find(|&s| self.is_eliminated(pos, s))
                .map(Outcome::Winner);
        }
        let mut contenders = (0..players).filter(|&s| self.is_contender(pos, s));
        match (contenders.next(), contenders.next()) {
            (Some(winner), None) => Some(Outcome::Winner(winner)),
            _ => None,
        }
    }

    fn result_for(&self, pos: &Position, seat: Seat) -> Option<crate::core::SeatResult> {
        use crate::core::SeatResult;
        match self.outcome(pos) {
            Some(Outcome::Winner(w)) if w == seat => Some(SeatResult::Won),
            Some(_) => Some(SeatResult::Lost),
            None if !self.is_contender(pos, seat) => Some(SeatResult::Lost),
            None => None,
        }
    }

    fn seat_after(&self, _parent: &Position, child: &Position, seat: Seat) -> Seat {
        let players = self.variant.players;
        let last = if self.has(Switch::Zombies) {
            players - 1
        } else {
            self.last_mover(child)
        };
        (seat + last) % players
    }

    fn format_state(&self, state: &Position) -> String {
        notation::format_position(self, state)
    }

    fn parse_state(&self, code: &str) -> Result<Position, CodeError> {
        notation::parse_position(self, code)
    }

    fn format_move(&self, state: &Position, mv: &Move) -> String {
        notation::format_move(self, state, mv)
    }

    fn parse_move(&self, state: &Position, text: &str) -> Result<Move, MoveError> {
        legality::parse_move(self, state, text)
    }

    fn numbered_children(&self, state: &Position, out: &mut Vec<(usize, Seat)>) -> bool {
        self.children_by_number(state, out);
        true
    }

    fn numbered_children_of(&self, number: usize, out: &mut Vec<(usize, Seat)>) -> bool {
        match self.by_rank() {
            Some(tables) => tables.children(number, out),
            None => self
                .dense_state(number)
                .is_some_and(|pos| self.numbered_children(&pos, out)),
        }
    }

    fn numbered_results(
        &self,
        number: usize,
        out: &mut Vec<Option<crate::core::SeatResult>>,
    ) -> bool {
        match self.by_rank() {
            Some(tables) => tables.results(number, out),
            None => crate::core::results_of_number(self, number, out),
        }
    }

    fn numbered_parents(&self, number: usize, out: &mut Vec<u32>) -> Option<Seat> {
        self.parents_by_number(number, out)
    }

    fn dense_size(&self) -> Option<usize> {
        let size = self.variant.codes();
        (size <= 40_000_000).then_some(size as usize)
    }

    /// The rank of each seat's group of hands, mixed radix with the mover lowest, and the
    /// frame of the turn above them when players have different hands.
    fn dense_state(&self, index: usize) -> Option<Position> {
        let players = self.variant.players;
        let mut pos = Position {
            hands: [Hands::default(); MAX_PLAYERS],
            zombies: 0,
        };
        let radix =
            |r: usize, seat: usize| self.group_radix(self.variant.hands_of((r + seat) % players));
        let block: usize = (0..players).map(|s| radix(0, s)).product();
        let rotation = index / block;
        if rotation >= self.variant.rotations() {
            return None;
        }
        let mut rest = index % block;
        for seat in 0..players {
            let len = self.variant.hands_of((rotation + seat) % players);
            let radix = radix(rotation, seat);
            let rank = rest % radix;
            rest /= radix;
            if self.has(Switch::Zombies) && rank == radix - 1 {
                pos.hands[seat] = Hands::filled(len, self.dead());
                pos.zombies |= 1 << seat;
            } else {
                pos.hands[seat] = self.unrank(len, rank)?;
            }
        }
        Some(pos)
    }

    fn dense_index(&self, state: &Position) -> usize {
        let mut index = self.rotation(state);
        for seat in (0..self.variant.players).rev() {
            let radix = self.group_radix(state.hands[seat].len());
            index = index * radix + self.group_index(state, seat);
        }
        index
    }
}
