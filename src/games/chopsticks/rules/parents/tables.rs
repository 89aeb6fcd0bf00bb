//! The parents by number read from tables, for variants whose players hold few groups of
//! hands (the standard game has 15): what a blow or a split takes back depends only on the
//! ranks of the groups involved, so it is listed once, by rank, and a position's parents are
//! then its number with one digit changed, without building a position.

use super::super::Chopsticks;
use super::super::children::Digits;
use crate::core::Seat;
use crate::games::chopsticks::hands::MAX_HANDS;
use crate::games::chopsticks::variant::{MAX_PLAYERS, Switch};

/// Groups of one count above this many are taken back hand by hand (the tables of a blow
/// grow as the square of the count).
const MOST_GROUPS: usize = 128;

/// What a move takes back, by the ranks of the groups of hands.
#[derive(Clone, Debug)]
pub(in crate::games::chopsticks) struct Unmoves {
    /// By the target's and the attacker's counts of hands: entry `after × attackers +
    /// attacker`, the ranks of the target's groups that a blow of the attacker's group turns
    /// into the group of rank `after`.
    unattacks: [[Vec<Vec<u32>>; MAX_HANDS + 1]; MAX_HANDS + 1],
    /// By count and rank: the ranks of the groups that split into it.
    unsplits: [Vec<Vec<u32>>; MAX_HANDS + 1],
    /// By count and rank: whether the group may swap (its hands differ, under Swap).
    swaps: [Vec<bool>; MAX_HANDS + 1],
}

impl Unmoves {
    /// The tables of `game`, or `None` when a count of hands has too many groups.
    pub(super) fn of(game: &Chopsticks) -> Option<Unmoves> {
        let counts: Vec<usize> = game.variant.hands.iter().map(|&h| usize::from(h)).collect();
        if counts.iter().any(|&h| game.groups[h] > MOST_GROUPS) {
            return None;
        }
        let mut tables = Unmoves {
            unattacks: Default::default(),
            unsplits: Default::default(),
            swaps: Default::default(),
        };
        for &target in &counts {
            for &attacker in &counts {
                tables.unattacks[target][attacker] = unattacks(game, target, attacker);
            }
            tables.unsplits[target] = vec![Vec::new(); game.groups[target]];
            tables.swaps[target] = vec![false; game.groups[target]];
            for group in game.every_group(target) {
                let rank = game.rank(&group);
                let from = game.unsplits(group).iter();
                tables.unsplits[target][rank] = from.map(|g| game.rank(g) as u32).collect();
                tables.swaps[target][rank] = game.has(Switch::Swap) && !group.all_equal();
            }
        }
        Some(tables)
    }

    /// [`Chopsticks::parents_by_number`] by the tables.
    pub(super) fn parents(&self, game: &Chopsticks, digits: &Digits, out: &mut Vec<(usize, Seat)>) {
        out.clear();
        let players = game.variant.players;
        // Without Zombies and Negative, a player is out exactly when their group is of rank
        // 0, every hand dead.
        let out_mask = (0..players)
            .filter(|&s| digits.digits[s] == 0)
            .fold(0u32, |mask, s| mask | 1 << s);
        let misere = game.has(Switch::Misere);
        let over = if misere {
            out_mask != 0
        } else {
            players - out_mask.count_ones() as usize == 1
        };
        let Some(mover) = (if over {
            Some(players - 1)
        } else {
            (1..players).rev().find(|&s| out_mask & 1 << s == 0)
        }) else {
            return;
        };
        if out_mask & 1 << mover != 0 {
            return;
        }
        // The parent's seat s is seat (s + mover) of `pos`: its digits, and what one unit of
        // each adds to its number.
        let seat = |s: usize| {
            let seat = s + mover;
            if seat >= players {
                seat - players
            } else {
                seat
            }
        };
        let number = digits.child(&digits.digits, mover).0;
        let mut weight = [0usize; MAX_PLAYERS];
        let mut unit = 1;
        for (s, w) in weight.iter_mut().enumerate().take(players) {
            *w = unit;
            unit *= digits.radix[seat(s)];
        }
        let hands = |s: usize| digits.hands[seat(s)];
        let own = digits.digits[seat(0)];
        // The parents whose seat `s` held one of the groups `from` instead.
        let mut take_back = |s: usize, from: &[u32]| {
            let base = number - digits.digits[seat(s)] * weight[s];
            let unit = weight[s];
            out.extend(from.iter().map(|&f| (base + f as usize * unit, mover)));
        };
        for target in 1..players {
            // Under Misère a parent with another player out is over.
            if misere && out_mask & !(1 << seat(target)) != 0 {
                continue;
            }
            let table = &self.unattacks[hands(target)][hands(0)];
            let groups = game.groups[hands(0)];
            take_back(target, &table[digits.digits[seat(target)] * groups + own]);
        }
        if !over {
            take_back(0, &self.unsplits[hands(0)][own]);
            if self.swaps[hands(0)][own] {
                take_back(0, &[own as u32]);
            }
        }
        if game.has(Switch::Cutoff) {
            out.sort_unstable();
            out.dedup();
        }
    }
}

/// The blows taken back for a target of `target` hands and an attacker of `attacker`:
/// entry `after × attackers + group`, the ranks of the target's groups before.
fn unattacks(game: &Chopsticks, target: usize, attacker: usize) -> Vec<Vec<u32>> {
    let attackers = game.every_group(attacker);
    let groups = game.groups[attacker];
    let mut table = vec![Vec::new(); game.groups[target] * groups];
    for own in &attackers {
        let own_rank = game.rank(own);
        for before in game.every_group(target) {
            for touched in before.distinct().filter(|&h| !game.is_dead(before[h])) {
                for hand in own.distinct().filter(|&h| !game.is_dead(own[h])) {
                    let after = before.with(touched, game.hit(before[touched], own[hand]));
                    let list = &mut table[game.rank(&after) * groups + own_rank];
                    let from = game.rank(&before) as u32;
                    if !list.contains(&from) {
                        list.push(from);
                    }
                }
            }
        }
    }
    table
}
