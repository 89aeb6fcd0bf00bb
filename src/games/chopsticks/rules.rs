//! The rules of Chopsticks: positions and moves (`impl Game` is in `game.rs`).
//!
//! Positions are kept in the mover's frame, exactly as the position code is written: pair 0
//! is the player to move, then the others in turn order. Hand values are stored in *units*:
//! half fingers under Stumps, whole fingers otherwise, signed under Negative.

mod splits;

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
}

/// The groups of hands of each count in rank order ([`Chopsticks::rank`]), each list made
/// when first asked: what turns a dense index back into a position.
#[derive(Clone, Debug, Default)]
struct UnrankCache(std::sync::Arc<[std::sync::OnceLock<Vec<Hands>>; 5]>);

impl PartialEq for UnrankCache {
    /// A cache holds nothing of the game's own: two games are equal by their settings.
    fn eq(&self, _: &UnrankCache) -> bool {
        true
    }
}

impl Eq for UnrankCache {}

/// The splits of every group of hands, by count and rank, each list made when first asked:
/// the move generator asks for the same few hundred groups millions of times.
#[derive(Clone, Debug, Default)]
struct SplitCache(std::sync::Arc<[std::sync::OnceLock<Vec<std::sync::OnceLock<Vec<Hands>>>>; 5]>);

impl PartialEq for SplitCache {
    /// A cache holds nothing of the game's own: two games are equal by their settings.
    fn eq(&self, _: &SplitCache) -> bool {
        true
    }
}

impl Eq for SplitCache {}

/// Groups of one count above this many have their splits listed anew each time.
const CACHED_GROUPS: usize = 20_000;

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
        };
        let k = game.hand_radix();
        game.ranks = (0..k)
            .map(|d| std::array::from_fn(|i| binomial(d + i, i + 1) as u32))
            .collect();
        game.groups = std::array::from_fn(|h| binomial(k + h.max(1) - 1, h.max(1)));
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
            Move::Split(to) => next.hands[0] = to,
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
        let players = self.variant.players;
        let mut shift = 1;
        if self.outcome(pos).is_none() {
            while self.is_eliminated(pos, shift % players) {
                shift += 1;
            }
        }
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
            let reason = match self.variant.uniform_hands() {
                Some(each) => Reason::new("cs-hand-count").with("expected", each),
                None => Reason::new("cs-hand-counts").with("hands", self.variant.hands_list()),
            };
            return Some(
                reason
                    .with("player", seat + 1)
                    .with("count", pos.hands[seat].len()),
            );
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

    /// Checks a position given by a caller (for example parsed from a file).
    pub fn check(&self, pos: &Position, code: &str) -> Result<(), CodeError> {
        CodeError::impossible_if(code, self.impossibility(pos))
    }
}

impl Chopsticks {
    /// Number of values one hand can take.
    fn hand_radix(&self) -> usize {
        let kill = self.kill as usize;
        if self.has(Switch::Negative) {
            2 * kill
        } else {
            kill
        }
    }

    /// Number of distinct groups of `hands` hands one player can hold, plus the zombie.
    pub(super) fn group_radix(&self, hands: usize) -> usize {
        self.groups[hands] + usize::from(self.has(Switch::Zombies))
    }

    /// The splits of `own` ([`Chopsticks::split_results`]), listed once per group.
    pub(super) fn splits_of(&self, own: Hands) -> std::borrow::Cow<'_, [Hands]> {
        let count = self.groups[own.len()];
        if count > CACHED_GROUPS {
            return std::borrow::Cow::Owned(self.split_results(own));
        }
        let by_rank = self.splits.0[own.len()]
            .get_or_init(|| (0..count).map(|_| std::sync::OnceLock::new()).collect());
        let rank = self.rank(&own);
        std::borrow::Cow::Borrowed(by_rank[rank].get_or_init(|| self.split_results(own)))
    }

    /// The number of one seat's group of hands below [`Chopsticks::group_radix`]: the rank
    /// of its values among the groups of as many hands, ascending (the zombie last).
    pub(super) fn group_index(&self, pos: &Position, seat: Seat) -> usize {
        let hands = &pos.hands[seat];
        if self.is_zombie(pos, seat) {
            return self.groups[hands.len()];
        }
        self.rank(hands)
    }

    /// The group of `len` hands of rank `rank` ([`Chopsticks::rank`]), if there is one.
    pub(super) fn unrank(&self, len: usize, rank: usize) -> Option<Hands> {
        let count = *self.groups.get(len)?;
        if len == 0 || rank >= count || count > CACHED_GROUPS {
            return None;
        }
        let groups = self.unranked.0[len].get_or_init(|| {
            let values = self.hand_values();
            let mut by_rank = vec![Hands::default(); count];
            let mut digits = vec![0usize; len];
            'all: loop {
                let held: Vec<i8> = digits.iter().map(|&d| values[d]).collect();
                let hands = Hands::new(&held);
                by_rank[self.rank(&hands)] = hands;
                for at in (0..len).rev() {
                    if digits[at] + 1 < values.len() {
                        let next = digits[at] + 1;
                        digits[at..].iter_mut().for_each(|d| *d = next);
                        continue 'all;
                    }
                }
                break;
            }
            by_rank
        });
        Some(groups[rank])
    }

    /// The rank of a group of hands among the groups of as many.
    fn rank(&self, hands: &Hands) -> usize {
        let digit = |v: i8| -> usize {
            if self.has(Switch::Negative) {
                if v == self.dead {
                    0
                } else {
                    (i16::from(v) + i16::from(self.kill)) as usize
                }
            } else {
                v as usize
            }
        };
        // The combinatorial number system for multisets: value i (ascending) adds
        // C(digit + i, i + 1).
        hands
            .as_slice()
            .iter()
            .enumerate()
            .map(|(i, &v)| self.ranks[digit(v)][i] as usize)
            .sum()
    }

    /// Which frame of the turn a position is in when players have different hands: the
    /// first player the mover can be, told by the hands of each seat (0 when everyone has as
    /// many).
    pub(super) fn rotation(&self, pos: &Position) -> usize {
        if self.variant.hands.len() == 1 {
            return 0;
        }
        let players = self.variant.players;
        (0..self.variant.rotations())
            .find(|&r| {
                (0..players).all(|s| pos.hands[s].len() == self.variant.hands_of((r + s) % players))
            })
            .unwrap_or(0)
    }

    /// Every legal move with the position it leads to, one move per resulting position.
    pub(super) fn moves_and_results(&self, pos: &Position) -> Vec<(Move, Position)> {
        if self.outcome(pos).is_some() {
            return Vec::new();
        }
        let own = pos.hands[0];
        let zombie = self.is_zombie(pos, 0);
        let splits = if zombie {
            std::borrow::Cow::Borrowed(&[][..])
        } else {
            self.splits_of(own)
        };
        let mut out: Vec<(Move, Position)> = Vec::with_capacity(splits.len() + 12);
        // Keep one name per resulting position (equal hands, passes that coincide). A split
        // changes only the mover's hands and an attack only a target's, so neither can
        // meet the other, and the splits are distinct: each is compared with nothing.
        let push = |out: &mut Vec<(Move, Position)>, mv: Move| {
            let next = self.after(pos, &mv);
            if out.iter().all(|(_, seen)| *seen != next) {
                out.push((mv, next));
            }
        };
        for hand in 0..if zombie { 1 } else { own.len() } {
            let distinct = hand == 0 || own[hand] != own[hand - 1];
            if !zombie && (!distinct || self.is_dead(own[hand])) {
                continue;
            }
            for target in 1..self.variant.players {
                if !self.is_contender(pos, target) {
                    continue;
                }
                let theirs = &pos.hands[target];
                for target_hand in theirs.distinct() {
                    if self.is_dead(theirs[target_hand]) {
                        continue;
                    }
                    let mv = Move::Attack {
                        hand: hand as u8,
                        target: target as u8,
                        target_hand: target_hand as u8,
                    };
                    push(&mut out, mv);
                }
            }
        }
        if zombie {
            return out;
        }
        for &to in splits.iter() {
            out.push((Move::Split(to), self.after(pos, &Move::Split(to))));
        }
        if self.has(Switch::Swap) && !own.all_equal() {
            push(&mut out, Move::Swap);
        }
        if self.has(Switch::Negative) {
            for hand in own.distinct() {
                let v = own[hand];
                if v != 0 && !self.is_dead(v) {
                    push(&mut out, Move::Flip(hand as u8));
                }
            }
        }
        out
    }
}

/// The binomial coefficient C(n, k), for the small numbers of the position index.
pub fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}
