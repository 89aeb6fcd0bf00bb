//! The game abstraction shared by the solver, the command line and the desktop app.
//!
//! A game is a value that carries its validated variant settings (player count, rule
//! switches) and answers questions about states: whose turn it is, which moves are legal,
//! what a move leads to, and whether the game is over. States and moves are plain data; the
//! game also turns them into text and back (`parse(format(x)) == x`).

mod described;
mod error;
mod rng;
mod solvable;
mod value;

pub use described::{Described, OptionSpec, Options, flag};
pub use error::{
    CodeError, MoveError, Reason, SHOWN_CHARS, VariantError, escaped, shown, shown_path,
};
pub use rng::Rng;
pub use solvable::{Census, HEURISTIC_LIMIT, MOVE_KEYS, Searchable};
pub use value::{SeatResult, Value};

use std::fmt::Debug;
use std::hash::Hash;

/// A seat at the table, counted in the frame of a state (see [`Game::seat_after`]).
pub type Seat = usize;

/// How the game stands for the table as a whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The game is over and this seat won.
    Winner(Seat),
    /// The game is over without a winner.
    Draw,
}

/// Why a game ended, in no language: the key of its sentence in the app's message files
/// (`end-<key>`: "the hare is trapped") and the number the sentence counts, if any ("only
/// 3 geese are left").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The sentence's key: `fg-fox-trapped`, `hh-stalled`…
    pub key: &'static str,
    /// The number in the sentence.
    pub count: Option<u32>,
}

impl Ending {
    /// An ending whose sentence counts nothing.
    pub fn new(key: &'static str) -> Ending {
        Ending { key, count: None }
    }

    /// An ending whose sentence counts `count`.
    pub fn counting(key: &'static str, count: u32) -> Ending {
        Ending {
            key,
            count: Some(count),
        }
    }
}

/// One game with its variant settings fixed; every other part of Kibitzer talks to games
/// through this trait.
pub trait Game: Sync {
    /// A position: everything needed to continue the game.
    type State: Clone + Eq + Hash + Debug + Send + Sync;
    /// A move as the rules understand it.
    type Move: Clone + Eq + Debug + Send + Sync;

    /// Short machine name of the game, as on the command line (`chopsticks`).
    fn name(&self) -> &'static str;
    /// Number of seats.
    fn players(&self) -> usize;
    /// The starting position of this variant.
    fn start(&self) -> Self::State;
    /// The seat to move in `state`, in that state's frame.
    fn to_move(&self, state: &Self::State) -> Seat;
    /// Every legal move, each leading to a different position, in a stable order.
    fn legal_moves(&self, state: &Self::State) -> Vec<Self::Move>;
    /// Every legal move paired with the position it leads to (the solver's hot path; games
    /// may compute both at once).
    fn successors(&self, state: &Self::State) -> Vec<(Self::Move, Self::State)> {
        self.legal_moves(state)
            .into_iter()
            .map(|mv| {
                let next = self.apply(state, &mv);
                (mv, next)
            })
            .collect()
    }
    /// The position after `mv`, which the caller guarantees is legal in `state`.
    fn apply(&self, state: &Self::State, mv: &Self::Move) -> Self::State;
    /// Plays `mv` if it is legal, otherwise says why not.
    fn play(&self, state: &Self::State, mv: &Self::Move) -> Result<Self::State, MoveError> {
        if self.legal_moves(state).contains(mv) {
            Ok(self.apply(state, mv))
        } else {
            Err(MoveError::Illegal {
                mv: self.format_move(state, mv),
                position: self.format_state(state),
                reason: self.why_illegal(state, mv),
            })
        }
    }
    /// A sentence saying why `mv` is not legal in `state`.
    fn why_illegal(&self, state: &Self::State, mv: &Self::Move) -> Reason {
        let _ = (state, mv);
        Reason::new("not-legal")
    }
    /// Whether the game is over, and how.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;
    /// Why the game is over in `state`, naming no seat ("the hare is trapped", "only 3
    /// geese are left, too few to trap the fox"); `None` while it goes on. The app words it
    /// in its language and shows it with the winner, so that the end of a game says why.
    fn why_over(&self, state: &Self::State) -> Option<Ending> {
        self.outcome(state).map(|_| Ending::new("no-move"))
    }
    /// Whether a game of these rules can be drawn, by its rules or by play that never ends;
    /// false for a game every line of which ends with a winner (the value chart of such a
    /// game draws no draw line).
    fn has_draws(&self) -> bool {
        true
    }
    /// Why a game that [`Game::drawn_by_record`] ends is drawn.
    fn why_drawn_by_record(&self) -> Ending {
        Ending::new("third-repetition")
    }
    /// How many times one position must occur in a game for the rules to declare it drawn
    /// (3 for a draw at the third repetition); `None` when the rules have no such draw.
    fn repetition_limit(&self) -> Option<usize> {
        None
    }
    /// Whether no position before the move from `before` to `after` can occur again after
    /// it (a capture, a goose's step forward). Repetitions are counted only since the last
    /// such move, as chess programs do since the last capture or pawn move, so that the
    /// check stays short however long the game.
    fn is_irreversible(&self, before: &Self::State, after: &Self::State) -> bool {
        let _ = (before, after);
        false
    }
    /// Whether the rules declare a game drawn from its record rather than from its last
    /// position, such as at a third repetition: `line` is every position of the game so
    /// far, the start first and the current position last. No move may follow such a draw.
    fn drawn_by_record(&self, line: &[Self::State]) -> bool {
        self.repetition_limit()
            .is_some_and(|limit| occurrences_of_last(self, line.iter().rev()) >= limit)
    }
    /// Whether `seat` has already won or lost in `state` (lost includes being eliminated
    /// while the others play on); `None` while its fate is open. This is what the paranoid
    /// evaluation of games with more than two players needs.
    fn result_for(&self, state: &Self::State, seat: Seat) -> Option<SeatResult> {
        match self.outcome(state) {
            Some(Outcome::Winner(w)) if w == seat => Some(SeatResult::Won),
            Some(Outcome::Winner(_)) => Some(SeatResult::Lost),
            Some(Outcome::Draw) | None => None,
        }
    }
    /// Where `seat` of `parent`'s frame sits in the frame of `child`, a position one move
    /// later. Games whose codes are written from the mover's side (Chopsticks) turn the
    /// frame every move; games with fixed sides keep it.
    fn seat_after(&self, parent: &Self::State, child: &Self::State, seat: Seat) -> Seat {
        let _ = (parent, child);
        seat
    }
    /// The position code.
    fn format_state(&self, state: &Self::State) -> String;
    /// Reads a position code, saying exactly what is wrong with a bad one.
    fn parse_state(&self, code: &str) -> Result<Self::State, CodeError>;
    /// The name of a move played from `state`.
    fn format_move(&self, state: &Self::State, mv: &Self::Move) -> String;
    /// Reads a move name in the context of `state`; the move is also checked for legality.
    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Self::Move, MoveError>;
    /// A perfect index of states, when the game has one: `Some(n)` means every state maps
    /// to a distinct number below `n` through [`Game::dense_index`].
    fn dense_size(&self) -> Option<usize> {
        None
    }
    /// The state's number below [`Game::dense_size`].
    fn dense_index(&self, state: &Self::State) -> usize {
        let _ = state;
        0
    }
    /// The state whose [`Game::dense_index`] is `index`, where the game can tell (saved
    /// solves then keep numbers, not codes); `None` for a number no state has. A game that
    /// answers for its start answers for every number below [`Game::dense_size`]: a saved
    /// solve checks only that its numbers are in that range, and decodes each position from
    /// its number when it is asked for.
    fn dense_state(&self, index: usize) -> Option<Self::State> {
        let _ = index;
        None
    }
    /// The children of `state` by their numbers ([`Game::dense_index`]), each with its
    /// [`Game::seat_after`] `(state, child, 0)`, into `out` (cleared first), each once: the
    /// same children as [`Game::successors`], without building them. `false` when the game
    /// does not number them (the solvers then play the moves).
    fn numbered_children(&self, state: &Self::State, out: &mut Vec<(usize, Seat)>) -> bool {
        let _ = (state, out);
        false
    }
    /// [`Game::numbered_children`] of the position numbered `number` ([`Game::dense_index`]),
    /// in the same order: `false` when the game does not number them, or `number` is no
    /// position's. A game that reads them from the number itself needs no position built.
    fn numbered_children_of(&self, number: usize, out: &mut Vec<(usize, Seat)>) -> bool {
        self.dense_state(number)
            .is_some_and(|state| self.numbered_children(&state, out))
    }
    /// [`Game::result_for`] of each seat of the position numbered `number`
    /// ([`Game::dense_index`]), seat by seat, into `out` (cleared first): `false` if `number`
    /// is no position's. A game that reads them from the number itself needs no position
    /// built.
    fn numbered_results(&self, number: usize, out: &mut Vec<Option<SeatResult>>) -> bool {
        results_of_number(self, number, out)
    }
    /// The parents of the position numbered `number` ([`Game::dense_index`]), by their
    /// numbers: every position, not over, with a move to it, each once, into `out` (cleared
    /// first); and their [`Game::seat_after`] `(parent, position, 0)`, which every parent
    /// shares (only such a game may answer). A parent may be a position no game reaches.
    /// `None` when the game does not take its moves back (the solvers then keep every
    /// position's parents), or `number` is no position's. Only a game that writes every
    /// position from its mover's side ([`Game::to_move`] is always seat 0), and tells a
    /// position from its number ([`Game::dense_state`]), may answer: the solver relies on
    /// both.
    fn numbered_parents(&self, number: usize, out: &mut Vec<u32>) -> Option<Seat> {
        let _ = (number, out);
        None
    }
}

/// [`Game::numbered_results`] by building the position from its number: what a game that
/// reads them from the number does where its reading does not apply.
pub fn results_of_number<G: Game + ?Sized>(
    game: &G,
    number: usize,
    out: &mut Vec<Option<SeatResult>>,
) -> bool {
    out.clear();
    let Some(state) = game.dense_state(number) else {
        return false;
    };
    out.extend((0..game.players()).map(|seat| game.result_for(&state, seat)));
    true
}

/// How many times the first of `back` (a game's positions, the newest first) occurs among
/// them, looking back no further than the last irreversible move ([`Game::is_irreversible`]).
pub fn occurrences_of_last<'a, G: Game + ?Sized>(
    game: &G,
    mut back: impl Iterator<Item = &'a G::State>,
) -> usize
where
    G::State: 'a,
{
    let Some(last) = back.next() else {
        return 0;
    };
    let mut count = 1;
    let mut later = last;
    for earlier in back {
        if game.is_irreversible(earlier, later) {
            break;
        }
        count += usize::from(earlier == last);
        later = earlier;
    }
    count
}
