//! What the table view is given and what it answers: the seats with their hands, the legal
//! moves with their verdicts (attacks and the strip's choices), and the action clicked.

use crate::core::Value;
use crate::ui::views::hand::HandLook;

/// One player at the table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatView {
    /// "Player 2".
    pub name: String,
    /// "Computer (perfect)", "Human".
    pub role: String,
    /// Hand A (the lowest), hand B and so on: one to four.
    pub hands: Vec<HandLook>,
    /// Out of the game: drawn grey.
    pub out: bool,
    /// A zombie (Zombies variant).
    pub zombie: bool,
}

/// A legal move as the canvas shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveInfo {
    /// Its name: "AC", "13-22".
    pub name: String,
    /// Its value for the mover, when solved.
    pub value: Option<Value>,
    /// The code of the position it leads to.
    pub to_code: String,
}

/// A legal attack: (seat, hand) onto (seat, hand).
#[derive(Clone, Debug, PartialEq)]
pub struct AttackView {
    /// The mover's hand.
    pub from: (usize, usize),
    /// The touched hand.
    pub to: (usize, usize),
    /// Name and verdict.
    pub info: MoveInfo,
}

/// A legal move that is not an attack: a split, a swap, a flip.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionView {
    /// What it is called on the chip ("Split", "Swap", "Turn A palm up").
    pub label: String,
    /// The mover's hands before.
    pub before: Vec<HandLook>,
    /// And after.
    pub after: Vec<HandLook>,
    /// Name and verdict.
    pub info: MoveInfo,
}

/// A move to pick out on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveRef {
    /// An attack, by index.
    Attack(usize),
    /// A chip, by index.
    Option(usize),
}

/// Everything the table draws.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableModel {
    /// Changes with the position; a selection does not survive a change.
    pub key: u64,
    /// Every player, in seat order.
    pub seats: Vec<SeatView>,
    /// The seat to move; `None` when the game is over.
    pub mover: Option<usize>,
    /// Why clicks are not taken now (the computer is to move, the game is over); `None` when
    /// a person is to move.
    pub waiting: Option<String>,
    /// The legal attacks.
    pub attacks: Vec<AttackView>,
    /// The legal splits, swaps and flips.
    pub options: Vec<OptionView>,
    /// Draw every legal move in the colour of its verdict.
    pub overlay: bool,
    /// The move to point out.
    pub hint: Option<MoveRef>,
    /// The move to show as it would be played (the one pointed at in the moves list).
    pub preview: Option<MoveRef>,
    /// Let go of the hand picked so far (Esc was pressed for the table).
    pub let_go: bool,
}

/// What the user did.
#[derive(Clone, Debug, PartialEq)]
pub enum TableAction {
    /// Touched hand `to` with hand `from` (perhaps against the rules).
    Attack {
        /// (seat, hand) of the touching hand.
        from: (usize, usize),
        /// (seat, hand) of the touched hand.
        to: (usize, usize),
    },
    /// Chose a chip.
    Option(usize),
    /// Something to tell the user.
    Message(String),
    /// Picked a hand of the player to move that touches nothing (a dead hand): the game
    /// says why.
    Unarmed((usize, usize)),
    /// Touched another player's hand before picking one of the mover's own: the game says
    /// what to do.
    TouchedFirst((usize, usize)),
}

impl TableModel {
    /// Where hand `(seat, hand)` is drawn, in model coordinates.
    pub fn pose(&self, (seat, hand): (usize, usize)) -> crate::ui::views::hand::HandPose {
        let of = self.seats.get(seat).map_or(2, |view| view.hands.len());
        super::layout::hand_pose(self.seats.len(), seat, hand, of)
    }

    /// Every hand at the table as (seat, hand), seat by seat.
    pub fn every_hand(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.seats
            .iter()
            .enumerate()
            .flat_map(|(seat, view)| (0..view.hands.len()).map(move |hand| (seat, hand)))
    }
}

/// The letter of a player's hand `hand` as moves and screen readers name it: A, B, C, D.
pub fn hand_letter(hand: usize) -> String {
    char::from(b'A' + hand.min(25) as u8).to_string()
}
