//! The rules of Chopsticks: positions and moves (`impl Game` is in `game.rs`).
//!
//! Positions are kept in the mover's frame, exactly as the position code is written: pair 0
//! is the player to move, then the others in turn order. Hand values are stored in *units*:
//! half fingers under Stumps, whole fingers otherwise, signed under Negative.

mod by_rank;
mod children;
mod index;
mod moves;
mod parents;
mod splits;

use by_rank::ByRankCache;
use children::BlowCache;
pub use index::binomial;
use index::{SplitCache, UnrankCache};
use parents::{UnhitCache, UnsplitCache};

use super::hands::Hands;
use super::variant::{MAX_PLAYERS, Switch, Variant};
use crate::core::{CodeError, Game, Reason, Seat, VariantError};

/// The stored value of a dead hand under Negative, where 0 is a live value.
pub const DEAD_SIGNED: i8 = i8::MIN;

/// A Chopsticks position in the mover's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Each player's hands in units, ascending; unused seats have none.
    pub hands: [Hands; MAX_PLAYERS],
    /// Bit `k` set: the player in seat `k` is a zombie (Zombies only).
    pub zombies: u8,
}

/// A Chopsticks move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Touch `target`'s hand `target_hand` (0 = its lowest) with own hand `hand`.
    Attack {
        /// The mover's hand, 0 = A (the lowest), 1 = B, and so on.
        hand: u8,
        /// The target's seat, counted from the mover (1 = next in turn order).
        target: u8,
        /// The target's hand, 0 = its lowest (C when both players have two hands).
        target_hand: u8,
    },
    /// Share the hands out anew (including the Stumps fold and Meta), to these hands.
    Split(Hands),
    /// Swap two different hands: the turn passes (Swap).
    Swap,
    /// Turn a hand palm up, negating it (Negative): 0 = A, 1 = B, and so on.
    Flip(u8),
}

/// Chopsticks with fixed settings: the [`Game`] the rest of Kibitzer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chopsticks {
    pub(super) variant: Variant,
    /// The switches that are on, one bit each: asked on every move, so not a list search.
    switches: u16,
    /// Units per finger: 2 under Stumps, else 1.
    pub(super) unit: i8,
    /// The value that kills a hand, in units (the variant's fingers).
    kill: i8,
    /// The stored value of a dead hand.
    dead: i8,
    /// `ranks[d][i]` = C(d + i, i + 1): what value digit `d` adds as the `i`-th lowest hand
    /// to the rank of a group of hands (the dense index, asked for every move).
    ranks: Vec<[u32; super::hands::MAX_HANDS]>,
    /// The groups of hands of each count, the zombie apart ([`Chopsticks::group_radix`]).
    groups: [usize; super::hands::MAX_HANDS + 1],
    /// Every group's splits, listed once when first asked (small groups only).
    splits: SplitCache,
    /// The groups of each count by rank, listed once when first asked.
    unranked: UnrankCache,
    /// The groups each group is split from, by count and rank, listed once when first asked.
    unsplit: UnsplitCache,
    /// The values a hand held before a blow, listed once when first asked.
    unhit: UnhitCache,
    /// What each move makes and takes back, by the ranks of the groups, listed once when
    /// first asked.
    by_rank: ByRankCache,
    /// What each blow makes of each group of hands, by rank, listed once when first asked.
    blows: BlowCache,
}

/// A switch's bit in [`Chopsticks::switches`].
fn bit(switch: Switch) -> u16 {
    1 << (switch as u16)
}

impl Chopsticks {
    /// Validates the settings and builds the game.
    pub fn new(variant: Variant) -> Result<Chopsticks, VariantError> {
        variant.validate()?;
        let unit = if variant.has(Switch::Stumps) { 2 } else { 1 };
        let fingers = variant.fingers() as i8;
        let dead = if variant.has(Switch::Negative) {
            DEAD_SIGNED
        } else {
            0
        };
        let switches = variant
            .switches
            .iter()
            .fold(0u16, |bits, &switch| bits | bit(switch));
        let mut game = Chopsticks {
            variant,
            switches,
            unit,
            kill: fingers * unit,
            dead,
            ranks: Vec::new(),
            groups: [0; super::hands::MAX_HANDS + 1],
            splits: SplitCache::default(),
            unranked: UnrankCache::default(),
            unsplit: UnsplitCache::default(),
            unhit: UnhitCache::default(),
            by_rank: ByRankCache::default(),
            blows: BlowCache::default(),
        };
        let k = game.variant.hand_value_count() as usize;
        game.ranks = (0..k)
            .map(|d| std::array::from_fn(|i| binomial(d + i, i + 1) as u32))
            .collect();
        let zombie = u128::from(game.has(Switch::Zombies));
        game.groups = std::array::from_fn(|h| (game.variant.groups(h.max(1)) - zombie) as usize);
        Ok(game)
    }

    /// The settings.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Units per finger (2 under Stumps).
    pub fn unit(&self) -> i8 {
        self.unit
    }

    /// The value that kills, in units.
    pub fn kill(&self) -> i8 {
        self.kill
    }

    /// Whether a stored hand value is a dead hand.
    pub fn is_dead(&self, value: i8) -> bool {
        value == self.dead
    }

    /// The stored value of a dead hand.
    pub fn dead(&self) -> i8 {
        self.dead
    }

    /// Whether the variant is `switch`.
    pub fn has(&self, switch: Switch) -> bool {
        self.switches & bit(switch) != 0
    }

    /// Number of fingers a hand counts for in sums (dead = 0).
    fn count(&self, value: i8) -> i16 {
        if self.is_dead(value) {
            0
        } else {
            i16::from(value)
        }
    }

    /// Whether the seat is a zombie.
    pub fn is_zombie(&self, pos: &Position, seat: Seat) -> bool {
        pos.zombies & (1 << seat) != 0
    }

    /// Whether the seat has lost every hand and is not a zombie: out of the game.
    pub fn is_eliminated(&self, pos: &Position, seat: Seat) -> bool {
        !self.is_zombie(pos, seat) && self.all_dead(&pos.hands[seat])
    }

    /// Whether every one of these hands is dead.
    pub fn all_dead(&self, hands: &Hands) -> bool {
        hands.as_slice().iter().all(|&h| self.is_dead(h))
    }

    /// Whether the seat still plays for the win: neither eliminated nor a zombie.
    pub fn is_contender(&self, pos: &Position, seat: Seat) -> bool {
        !self.is_zombie(pos, seat) && !self.is_eliminated(pos, seat)
    }

    /// A hand value after `add` units land on `value`, with death and roll-over.
    fn hit(&self, value: i8, add: i8) -> i8 {
        let sum = i16::from(value) + i16::from(add);
        let kill = i16::from(self.kill);
        let magnitude = sum.abs();
        let result = if magnitude == kill || (magnitude > kill && self.has(Switch::Cutoff)) {
            return self.dead;
        } else if magnitude > kill {
            sum - sum.signum() * kill
        } else {
            sum
        };
        if result == 0 && !self.has(Switch::Negative) {
            self.dead
        } else {
            result as i8
        }
    }

    /// The attacking value of the mover's hand `hand`.
    fn attacker(&self, pos: &Position, hand: u8) -> i8 {
        if self.is_zombie(pos, 0) {
            self.unit
        } else {
            pos.hands[0][usize::from(hand)]
        }
    }

    /// The position after a move, with eliminations, zombies and the turn passed on.
    pub(super) fn after(&self, pos: &Position, mv: &Move) -> Position {
        let mut next = *pos;
        match *mv {
            Move::Attack {
                hand,
                target,
                target_hand,
            } => {
                let add = self.attacker(pos, hand);
                let t = usize::from(target);
                let (hands, touched) = (next.hands[t], usize::from(target_hand));
                next.hands[t] = hands.with(touched, self.hit(hands[touched], add));
                if self.has(Switch::Zombies) && self.all_dead(&next.hands[t]) {
                    next.zombies |= 1 << t;
                }
            }
            Move::Split(to) => {
                // A split never ends the game: the turn passes as it does in play.
                next.hands[0] = to;
                return self.rotate_by(&next, self.shift(&next));
            }
            Move::Swap => {}
            Move::Flip(hand) => {
                let (own, hand) = (next.hands[0], usize::from(hand));
                next.hands[0] = own.with(hand, -own[hand]);
            }
        }
        self.rotate(&next)
    }

    /// Turns the frame to the next player to move (the next seat when the game is over).
    fn rotate(&self, pos: &Position) -> Position {
        let shift = if self.outcome(pos).is_none() {
            self.shift(pos)
        } else {
            1
        };
        self.rotate_by(pos, shift)
    }

    /// How many seats on the next player to move sits, the eliminated skipped (at most once
    /// round the table, even in a position the rules call impossible, every player out).
    fn shift(&self, pos: &Position) -> usize {
        let players = self.variant.players;
        let mut shift = 1;
        while shift < players && self.is_eliminated(pos, shift) {
            shift += 1;
        }
        shift
    }

    /// The frame turned `shift` seats on.
    fn rotate_by(&self, pos: &Position, shift: usize) -> Position {
        let players = self.variant.players;
        let mut next = Position {
            hands: [Hands::default(); MAX_PLAYERS],
            zombies: 0,
        };
        for seat in 0..players {
            let from = (seat + shift) % players;
            next.hands[seat] = pos.hands[from];
            if self.is_zombie(pos, from) {
                next.zombies |= 1 << seat;
            }
        }
        next
    }

    /// The highest seat that is not eliminated: the player who made the last move.
    pub(super) fn last_mover(&self, pos: &Position) -> Seat {
        (0..self.variant.players)
            .rev()
            .find(|&s| !self.is_eliminated(pos, s))
            .unwrap_or(0)
    }

    /// Why a well-formed position cannot occur under this variant, if it cannot.
    pub fn impossibility(&self, pos: &Position) -> Option<Reason> {
        let players = self.variant.players;
        let frame = self.rotation(pos);
        if let Some(seat) = (0..players)
            .find(|&s| pos.hands[s].len() != self.variant.hands_of((frame + s) % players))
        {
            return Some(self.hand_count_reason(seat + 1, pos.hands[seat].len()));
        }
        let contenders = (0..players).filter(|&s| self.is_contender(pos, s)).count();
        let eliminated = (0..players).filter(|&s| self.is_eliminated(pos, s)).count();
        if self.has(Switch::Zombies) {
            if eliminated > 0 {
                return Some(Reason::new("cs-zombie-never-00"));
            }
            if contenders == 0 {
                return Some(Reason::new("cs-all-zombies"));
            }
            return None;
        }
        if contenders == 0 {
            return Some(Reason::new("cs-all-out"));
        }
        let over = self.outcome(pos).is_some();
        if self.has(Switch::Misere) && eliminated > 1 {
            return Some(Reason::new("cs-misere-two-out"));
        }
        if over && self.is_eliminated(pos, players - 1) {
            return Some(Reason::new("cs-last-out"));
        }
        if !over && self.is_eliminated(pos, 0) {
            return Some(Reason::new("cs-mover-out"));
        }
        None
    }

    /// Why `player` (counted from 1 in the frame) cannot hold `count` hands: not the count of
    /// the game, or not in the players' counts in turn order.
    pub(super) fn hand_count_reason(&self, player: usize, count: usize) -> Reason {
        let reason = match self.variant.uniform_hands() {
            Some(each) => Reason::new("cs-hand-count").with("expected", each),
            None => Reason::new("cs-hand-counts").with("hands", self.variant.hands_list()),
        };
        reason.with("player", player).with("count", count)
    }

    /// Checks a position given by a caller (for example parsed from a file).
    pub fn check(&self, pos: &Position, code: &str) -> Result<(), CodeError> {
        CodeError::impossible_if(code, self.impossibility(pos))
    }
}
