//! The moves of variants whose players hold few groups of hands (the standard game has 15),
//! read from tables by the ranks of the groups: what a blow or a split makes of a group,
//! or takes back, depends only on the ranks involved, so it is listed once, and a
//! position's children and parents are then its number turned, with one digit changed. No
//! position is built: the solver asks this of millions of positions.
//!
//! Only without Zombies and Negative ([`Chopsticks::numbers_parents`]): a player is then out
//! exactly when their group is of rank 0, every hand dead.

use super::Chopsticks;
use super::index::Cache;
use crate::core::{Seat, SeatResult};
use crate::games::chopsticks::hands::MAX_HANDS;
use crate::games::chopsticks::variant::MAX_PLAYERS;
use build::Lists;
use std::sync::OnceLock;

mod build;

/// Groups of one count above this many are not tabled (the tables of a blow grow as the
/// square of the count).
const MOST_GROUPS: usize = 128;

/// The tables of [`ByRank`], built when first asked (`None` where they do not apply).
pub(super) type ByRankCache = Cache<OnceLock<Option<ByRank>>>;

/// What the moves make of the groups of hands and take back, by rank, and the numbering
/// they are read in.
#[derive(Clone, Debug)]
pub(in crate::games::chopsticks) struct ByRank {
    /// By the target's and the attacker's counts of hands: list `after × attackers +
    /// attacker`, the ranks of the target's groups that a blow of the attacker's group turns
    /// into the group of rank `after`.
    unattacks: [[Lists; MAX_HANDS + 1]; MAX_HANDS + 1],
    /// By count and rank: the ranks of the groups that split into it, and the rank itself
    /// last when the group may swap (its hands differ, under Swap).
    unsplits: [Lists; MAX_HANDS + 1],
    /// By count: list `rank × kill + blow`, the ranks of what a blow of `blow` units makes
    /// of the group, one per distinct live hand it may touch, in the order of its hands.
    blows: [Lists; MAX_HANDS + 1],
    /// By count and rank: the group's distinct live hands, in units (the blows it deals).
    live: [Lists; MAX_HANDS + 1],
    /// By count and rank: the ranks of its splits, in order, and its own rank last when it
    /// may swap.
    splits: [Lists; MAX_HANDS + 1],
    /// The groups of each count of hands.
    groups: [u32; MAX_HANDS + 1],
    /// By frame of the turn, each seat's count of hands and radix.
    hands: [[usize; MAX_PLAYERS]; MAX_PLAYERS],
    radix: [[u32; MAX_PLAYERS]; MAX_PLAYERS],
    /// By frame of the turn and shift, the first number of the frame of the turn after that
    /// shift, and what one unit of each seat's digit adds to the number turned so.
    turns: [[(u32, [u32; MAX_PLAYERS]); MAX_PLAYERS]; MAX_PLAYERS],
    /// The numbers of one frame of the turn, and the frames.
    block: u32,
    /// [`reciprocal`] of `block`: the digits are read without dividing.
    reciprocal: u64,
    rotations: usize,
    players: usize,
    /// The value that kills, in units.
    kill: usize,
    misere: bool,
    cutoff: bool,
    /// Whether two blows may make the same group of one (a hand dies of more than one blow
    /// under Cut-off): only then may two attacks make the same child.
    repeats: bool,
}

impl Chopsticks {
    /// The tables by rank, where they apply: moves taken back
    /// ([`Chopsticks::numbers_parents`]) and few groups of each count.
    pub(in crate::games::chopsticks) fn by_rank(&self) -> Option<&ByRank> {
        // Asked at every position the solver reads: once built (or found not to apply),
        // the answer is read without asking the rules again.
        let tables = self.by_rank.0.get_or_init(|| match self.numbers_parents() {
            true => ByRank::of(self),
            false => None,
        });
        tables.as_ref()
    }
}

impl ByRank {
    /// [`crate::core::Game::numbered_children`] of the position numbered `number`, in the
    /// order of [`Chopsticks::children_by_number`]; `false` if `number` is no position's.
    pub(in crate::games::chopsticks) fn children(
        &self,
        number: usize,
        out: &mut Vec<(usize, Seat)>,
    ) -> bool {
        out.clear();
        let Some((rotation, digits)) = self.digits(number) else {
            return false;
        };
        let players = self.players;
        let alive = self.alive(&digits);
        // Over, or no one left to hand the turn to (a number no game reaches, every player
        // out): no move.
        if self.is_over(alive) || alive & !1 == 0 {
            return true;
        }
        let hands = &self.hands[rotation];
        // The turn passes to the next seat still in: the same after every blow that kills
        // nobody, so the number turned so is worked out once, and only the digit that
        // changes is changed.
        let next = |alive: u32| match self.is_over(alive) {
            // A blow that ends the game hands the turn to the next seat.
            true => 1,
            false => (alive & !1).trailing_zeros() as usize,
        };
        let shift = next(alive);
        let (number, weights) = self.turned(rotation, &digits, shift);
        let own = digits[0] as usize;
        for &blow in self.live[hands[0]].get(own) {
            for target in (1..players).filter(|&t| alive & 1 << t != 0) {
                let list = self.blows[hands[target]]
                    .get(digits[target] as usize * self.kill + blow as usize);
                for &after in list {
                    let (shift, number, weights) = match after {
                        0 => {
                            let shift = next(alive & !(1 << target));
                            let (number, weights) = self.turned(rotation, &digits, shift);
                            (shift, number, weights)
                        }
                        _ => (shift, number, weights),
                    };
                    let number =
                        number - digits[target] * weights[target] + after * weights[target];
                    let child = (number as usize, players - shift);
                    // Where blows meet, one name per child.
                    if !self.repeats || !out.contains(&child) {
                        out.push(child);
                    }
                }
            }
        }
        // A split changes the mover's digit alone, and kills nobody: the turn passes as
        // after a blow that kills nobody.
        let base = number - digits[0] * weights[0];
        let splits = self.splits[hands[0]].get(own);
        out.extend(
            splits
                .iter()
                .map(|&to| ((base + to * weights[0]) as usize, players - shift)),
        );
        true
    }

    /// [`Chopsticks::parents_by_number`] by the tables: the parents of the position numbered
    /// `number` into `out`, and the seat their mover sits in there; `None` if `number` is no
    /// position's.
    pub(super) fn parents(&self, number: usize, out: &mut Vec<u32>) -> Option<Seat> {
        out.clear();
        let (rotation, digits) = self.digits(number)?;
        let players = self.players;
        let out_mask = !self.alive(&digits) & ((1 << players) - 1);
        let over = self.is_over(!out_mask & ((1 << players) - 1));
        let mover = if over {
            players - 1
        } else {
            match (1..players).rev().find(|&s| out_mask & 1 << s == 0) {
                Some(mover) => mover,
                None => return Some(0),
            }
        };
        if out_mask & 1 << mover != 0 {
            return Some(mover);
        }
        // The parent's seat s is seat (s + mover) of the position: the parent is the
        // position turned `mover` seats on, with one digit changed.
        let seat = |s: usize| {
            if s + mover >= players {
                s + mover - players
            } else {
                s + mover
            }
        };
        let (parent, weights) = self.turned(rotation, &digits, mover);
        let own = digits[mover] as usize;
        let own_hands = self.hands[rotation][mover];
        // The parents whose seat `at` of the position held one of the groups of list `i`
        // of `lists` instead.
        let mut take_back = |at: usize, lists: &Lists, i: usize| {
            let base = parent - digits[at] * weights[at];
            lists.push_scaled(i, base, weights[at], out);
        };
        let attackers = self.groups[own_hands] as usize;
        for target in 1..players {
            let at = seat(target);
            // Under Misère a parent with another player out is over.
            if self.misere && out_mask & !(1 << at) != 0 {
                continue;
            }
            let table = &self.unattacks[self.hands[rotation][at]][own_hands];
            take_back(at, table, digits[at] as usize * attackers + own);
        }
        if !over {
            take_back(mover, &self.unsplits[own_hands], own);
        }
        if self.cutoff {
            out.sort_unstable();
            out.dedup();
        }
        Some(mover)
    }

    /// [`crate::core::Game::result_for`] of each seat of the position numbered `number`,
    /// into `out`; `false` if `number` is no position's.
    pub(in crate::games::chopsticks) fn results(
        &self,
        number: usize,
        out: &mut Vec<Option<SeatResult>>,
    ) -> bool {
        out.clear();
        let Some((_, digits)) = self.digits(number) else {
            return false;
        };
        let players = self.players;
        let alive = self.alive(&digits);
        let winner = match (self.is_over(alive), self.misere) {
            (false, _) => None,
            // Under Misère the first player out (in seat order) wins; else the last one in.
            (true, true) => Some((!alive).trailing_zeros() as usize),
            (true, false) => Some(alive.trailing_zeros() as usize),
        };
        out.extend((0..players).map(|seat| match winner {
            Some(winner) if winner == seat => Some(SeatResult::Won),
            Some(_) => Some(SeatResult::Lost),
            None if alive & 1 << seat == 0 => Some(SeatResult::Lost),
            None => None,
        }));
        true
    }

    /// The seats still in, a bit each: a player is out exactly when their group is of rank
    /// 0, every hand dead.
    #[inline]
    fn alive(&self, digits: &[u32; MAX_PLAYERS]) -> u32 {
        (0..self.players).fold(0, |mask, s| mask | u32::from(digits[s] != 0) << s)
    }

    /// Whether the game is over with the players of `alive` (a bit per seat) still in.
    #[inline]
    fn is_over(&self, alive: u32) -> bool {
        // Without counting the bits: the x86-64 baseline the release is built for has no
        // instruction for it, and the count takes a dozen.
        match self.misere {
            true => alive != (1 << self.players) - 1,
            false => alive.is_power_of_two(),
        }
    }

    /// The number of the position of `digits` (frame of the turn `rotation`) turned `shift`
    /// seats on, and what one unit of each of its seats' digits adds to it.
    #[inline(always)]
    fn turned(
        &self,
        rotation: usize,
        digits: &[u32; MAX_PLAYERS],
        shift: usize,
    ) -> (u32, &[u32; MAX_PLAYERS]) {
        let (first, weights) = &self.turns[rotation][shift];
        // Every seat, in or not (a seat past the players has no weight): a loop of fixed
        // length keeps the digits in registers.
        let number = (0..MAX_PLAYERS).fold(*first, |number, s| number + digits[s] * weights[s]);
        (number, weights)
    }

    /// The frame of the turn and each seat's digit of the number `number`, if it is a
    /// position's.
    // Always inlined: its digits returned through memory cost a stall at each call.
    #[inline(always)]
    fn digits(&self, number: usize) -> Option<(usize, [u32; MAX_PLAYERS])> {
        let number = u32::try_from(number).ok()?;
        let (rotation, rest) = match self.rotations {
            1 => (0, number),
            _ => ((number / self.block) as usize, number % self.block),
        };
        if rotation >= self.rotations || rest >= self.block {
            return None;
        }
        Some((
            rotation,
            digits_of(rest, self.reciprocal, &self.radix[rotation]),
        ))
    }
}

/// The digits of `rest` (below the product of the radices `radix`, the first the lowest, 1
/// past the players), read with multiplications alone (a division is several times slower,
/// and the solver reads hundreds of millions of numbers): `reciprocal` is 2^64 over that
/// product, rounded up ([`reciprocal`]).
///
/// `rest × reciprocal` is the fraction `rest / product` in 64 bits, a little over it: each
/// digit from the top one down is the whole part of the fraction times its radix, and the
/// fraction goes on with what is left. The excess starts below `product` units of 2^-64 and
/// grows with the radices read, but stays below the gap to the next whole number as long as
/// the product is below 2^32, which the numbers' 32 bits ensure.
#[inline]
fn digits_of(rest: u32, reciprocal: u64, radix: &[u32; MAX_PLAYERS]) -> [u32; MAX_PLAYERS] {
    let mut digits = [0; MAX_PLAYERS];
    let mut fraction = u64::from(rest) * reciprocal;
    // Every seat, in or not (a seat past the players has radix 1 and digit 0): a loop of
    // fixed length keeps the digits in registers.
    for seat in (0..MAX_PLAYERS).rev() {
        let wide = u128::from(fraction) * u128::from(radix[seat]);
        digits[seat] = (wide >> 64) as u32;
        fraction = wide as u64;
    }
    digits
}

/// 2^64 over `product` (at least 2: each radix is), rounded up: see [`digits_of`].
fn reciprocal(product: u32) -> u64 {
    debug_assert!(product >= 2, "a radix is at least 2");
    u64::MAX / u64::from(product) + 1
}

#[cfg(test)]
mod tests;
