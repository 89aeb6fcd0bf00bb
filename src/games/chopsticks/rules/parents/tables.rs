//! The parents by number read from tables, for variants whose players hold few groups of
//! hands (the standard game has 15): what a blow or a split takes back depends only on the
//! ranks of the groups involved, so it is listed once, by rank, and a position's parents are
//! then its number with one digit changed, without building a position.

use super::super::Chopsticks;
use crate::core::Seat;
use crate::games::chopsticks::hands::MAX_HANDS;
use crate::games::chopsticks::variant::{MAX_PLAYERS, Switch};

/// Groups of one count above this many are taken back hand by hand (the tables of a blow
/// grow as the square of the count).
const MOST_GROUPS: usize = 128;

/// What a move takes back, by the ranks of the groups of hands, and the numbering they are
/// read in: a position's parents without a call back into the game.
#[derive(Clone, Debug)]
pub(in crate::games::chopsticks) struct Unmoves {
    /// By the target's and the attacker's counts of hands: list `after × attackers +
    /// attacker`, the ranks of the target's groups that a blow of the attacker's group turns
    /// into the group of rank `after`.
    unattacks: [[Lists; MAX_HANDS + 1]; MAX_HANDS + 1],
    /// By count and rank: the ranks of the groups that split into it, and the rank itself
    /// last when the group may swap (its hands differ, under Swap).
    unsplits: [Lists; MAX_HANDS + 1],
    /// The groups of each count of hands.
    groups: [u32; MAX_HANDS + 1],
    /// By frame of the turn, each seat's count of hands and radix.
    hands: [[usize; MAX_PLAYERS]; MAX_PLAYERS],
    radix: [[u32; MAX_PLAYERS]; MAX_PLAYERS],
    /// The numbers of one frame of the turn, and the frames.
    block: u32,
    rotations: usize,
    players: usize,
    misere: bool,
    cutoff: bool,
}

/// Lists of ranks kept end to end: list `i` is `items[starts[i]..starts[i + 1]]`.
#[derive(Clone, Debug, Default)]
struct Lists {
    starts: Vec<u32>,
    items: Vec<u32>,
}

impl Lists {
    fn of(lists: &[Vec<u32>]) -> Lists {
        let mut flat = Lists {
            starts: vec![0],
            items: Vec::new(),
        };
        for list in lists {
            flat.items.extend_from_slice(list);
            flat.starts.push(flat.items.len() as u32);
        }
        flat
    }

    #[inline]
    fn get(&self, i: usize) -> &[u32] {
        &self.items[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

impl Unmoves {
    /// The tables of `game`, or `None` when a count of hands has too many groups.
    pub(super) fn of(game: &Chopsticks) -> Option<Unmoves> {
        let counts: Vec<usize> = game.variant.hands.iter().map(|&h| usize::from(h)).collect();
        if counts.iter().any(|&h| game.groups[h] > MOST_GROUPS) {
            return None;
        }
        let players = game.variant.players;
        let mut tables = Unmoves {
            unattacks: Default::default(),
            unsplits: Default::default(),
            groups: game.groups.map(|g| g as u32),
            hands: [[0; MAX_PLAYERS]; MAX_PLAYERS],
            radix: [[1; MAX_PLAYERS]; MAX_PLAYERS],
            block: 1,
            rotations: game.variant.rotations(),
            players,
            misere: game.has(Switch::Misere),
            cutoff: game.has(Switch::Cutoff),
        };
        for rotation in 0..tables.rotations {
            for seat in 0..players {
                let hands = game.variant.hands_of((rotation + seat) % players);
                tables.hands[rotation][seat] = hands;
                tables.radix[rotation][seat] = u32::try_from(game.group_radix(hands)).ok()?;
            }
        }
        tables.block = tables.radix[0][..players]
            .iter()
            .try_fold(1u32, |block, &radix| block.checked_mul(radix))?;
        for &target in &counts {
            for &attacker in &counts {
                tables.unattacks[target][attacker] = Lists::of(&unattacks(game, target, attacker));
            }
            let mut unsplits = vec![Vec::new(); game.groups[target]];
            for group in game.every_group(target) {
                let rank = game.rank(&group);
                let from = game.unsplits(group).iter();
                unsplits[rank] = from.map(|g| game.rank(g) as u32).collect();
                if game.has(Switch::Swap) && !group.all_equal() {
                    unsplits[rank].push(rank as u32);
                }
            }
            tables.unsplits[target] = Lists::of(&unsplits);
        }
        Some(tables)
    }

    /// [`Chopsticks::parents_by_number`] by the tables: the parents of the position numbered
    /// `number` into `out`, and the seat their mover sits in there; `None` if `number` is no
    /// position's.
    pub(super) fn parents(&self, number: usize, out: &mut Vec<u32>) -> Option<Seat> {
        out.clear();
        let (rotation, digits) = self.digits(number)?;
        let (players, radix) = (self.players, &self.radix[rotation]);
        // Without Zombies and Negative, a player is out exactly when their group is of rank
        // 0, every hand dead.
        let out_mask = (0..players).fold(0u32, |mask, s| mask | u32::from(digits[s] == 0) << s);
        let over = if self.misere {
            out_mask != 0
        } else {
            players - out_mask.count_ones() as usize == 1
        };
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
        // The parent's seat s is seat (s + mover) of the position: its number, and what one
        // unit of each of its digits adds to it.
        let seat = |s: usize| {
            if s + mover >= players {
                s + mover - players
            } else {
                s + mover
            }
        };
        let mut weight = [0u32; MAX_PLAYERS];
        let (mut parent, mut unit) = (0, 1);
        for (s, w) in weight.iter_mut().enumerate().take(players) {
            *w = unit;
            parent += digits[seat(s)] * unit;
            unit *= radix[seat(s)];
        }
        if self.rotations > 1 {
            parent += ((rotation + mover) % self.rotations) as u32 * unit;
        }
        let own = digits[mover] as usize;
        let own_hands = self.hands[rotation][mover];
        // The parents whose seat `s` held one of the groups `from` instead.
        let mut take_back = |s: usize, from: &[u32]| {
            let base = parent - digits[seat(s)] * weight[s];
            out.extend(from.iter().map(|&f| base + f * weight[s]));
        };
        let attackers = self.groups[own_hands] as usize;
        for target in 1..players {
            let at = seat(target);
            // Under Misère a parent with another player out is over.
            if self.misere && out_mask & !(1 << at) != 0 {
                continue;
            }
            let table = &self.unattacks[self.hands[rotation][at]][own_hands];
            take_back(target, table.get(digits[at] as usize * attackers + own));
        }
        if !over {
            take_back(0, self.unsplits[own_hands].get(own));
        }
        if self.cutoff {
            out.sort_unstable();
            out.dedup();
        }
        Some(mover)
    }

    /// The frame of the turn and each seat's digit of the number `number`, if it is a
    /// position's.
    #[inline]
    fn digits(&self, number: usize) -> Option<(usize, [u32; MAX_PLAYERS])> {
        let number = u32::try_from(number).ok()?;
        let (rotation, mut rest) = match self.rotations {
            1 => (0, number),
            _ => ((number / self.block) as usize, number % self.block),
        };
        if rotation >= self.rotations || rest >= self.block {
            return None;
        }
        let radix = &self.radix[rotation];
        let mut digits = [0u32; MAX_PLAYERS];
        for seat in 0..self.players {
            digits[seat] = rest % radix[seat];
            rest /= radix[seat];
        }
        Some((rotation, digits))
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
