//! The tables by rank built from the rules: each group of hands of each count played and
//! taken back once.

use super::{ByRank, MOST_GROUPS};
use crate::games::chopsticks::rules::Chopsticks;
use crate::games::chopsticks::variant::{MAX_PLAYERS, Switch};

/// Lists of ranks kept end to end: list `i` is `items[starts[i]..starts[i + 1]]`.
#[derive(Clone, Debug, Default)]
pub(super) struct Lists {
    starts: Vec<u32>,
    items: Vec<u32>,
    /// Each list padded to [`WINDOW`] items, with its length, when none is longer.
    windows: Vec<Window>,
}

/// The most items of a list read as a whole window: written whatever its length, without a
/// branch on it (its end would be guessed wrong at most lists).
const WINDOW: usize = 4;

/// A list padded with zeros to [`WINDOW`] items, and its length.
#[derive(Clone, Copy, Debug, Default)]
struct Window {
    items: [u32; WINDOW],
    len: u32,
}

impl Lists {
    fn of(lists: &[Vec<u32>]) -> Lists {
        let mut flat = Lists {
            starts: vec![0],
            items: Vec::new(),
            windows: Vec::new(),
        };
        for list in lists {
            flat.items.extend_from_slice(list);
            flat.starts.push(flat.items.len() as u32);
        }
        if lists.iter().all(|list| list.len() <= WINDOW) {
            flat.windows = lists
                .iter()
                .map(|list| {
                    let mut window = Window {
                        len: list.len() as u32,
                        ..Window::default()
                    };
                    window.items[..list.len()].copy_from_slice(list);
                    window
                })
                .collect();
        }
        flat
    }

    /// Whether the lists are read as windows.
    #[cfg(test)]
    fn windowed(&self) -> bool {
        !self.windows.is_empty()
    }

    /// Pushes `base + item × weight` onto `out` for each item of list `i`.
    // Always inlined: a call per list costs more than the list.
    #[inline(always)]
    pub(super) fn push_scaled(&self, i: usize, base: u32, weight: u32, out: &mut Vec<u32>) {
        match self.windows.get(i) {
            Some(window) => {
                let len = out.len();
                out.extend(window.items.map(|item| base + item * weight));
                out.truncate(len + window.len as usize);
            }
            None => out.extend(self.get(i).iter().map(|&item| base + item * weight)),
        }
    }

    #[inline]
    pub(super) fn get(&self, i: usize) -> &[u32] {
        &self.items[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

impl ByRank {
    /// How many of the tables of blows and splits taken back, among those of the counts of
    /// hands in play, are read as windows, and how many as lists.
    #[cfg(test)]
    pub(in crate::games::chopsticks) fn windowed(&self) -> (usize, usize) {
        let tables = self.unattacks.iter().flatten().chain(&self.unsplits);
        let in_play = tables.filter(|lists| lists.starts.len() > 1);
        in_play.fold((0, 0), |(windows, lists), table| match table.windowed() {
            true => (windows + 1, lists),
            false => (windows, lists + 1),
        })
    }

    /// The tables of `game`, or `None` when a count of hands has too many groups or the
    /// numbers do not fit in 32 bits.
    pub(super) fn of(game: &Chopsticks) -> Option<ByRank> {
        let counts: Vec<usize> = game.variant.hands.iter().map(|&h| usize::from(h)).collect();
        if counts.iter().any(|&h| game.groups[h] > MOST_GROUPS) {
            return None;
        }
        let players = game.variant.players;
        let mut tables = ByRank {
            unattacks: Default::default(),
            unsplits: Default::default(),
            blows: Default::default(),
            live: Default::default(),
            splits: Default::default(),
            groups: game.groups.map(|g| g as u32),
            hands: [[0; MAX_PLAYERS]; MAX_PLAYERS],
            radix: [[1; MAX_PLAYERS]; MAX_PLAYERS],
            turns: [[(0, [0; MAX_PLAYERS]); MAX_PLAYERS]; MAX_PLAYERS],
            block: 1,
            reciprocal: 0,
            rotations: game.variant.rotations(),
            players,
            kill: game.kill as usize,
            misere: game.has(Switch::Misere),
            cutoff: game.has(Switch::Cutoff),
            repeats: false,
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
        // Every number, of every frame of the turn, in 32 bits.
        tables.block.checked_mul(tables.rotations as u32)?;
        tables.reciprocal = super::reciprocal(tables.block);
        tables.fill_turns();
        for &target in &counts {
            for &attacker in &counts {
                tables.unattacks[target][attacker] = Lists::of(&unattacks(game, target, attacker));
            }
            tables.blows[target] = Lists::of(game.blows(target));
            tables.repeats |= blows_repeat(game.blows(target), tables.kill);
            tables.fill_groups(game, target);
        }
        Some(tables)
    }

    /// [`ByRank::turns`], from the radices of each frame of the turn.
    fn fill_turns(&mut self) {
        let players = self.players;
        for rotation in 0..self.rotations {
            let radix = &self.radix[rotation];
            for shift in 0..players {
                let (first, weights) = &mut self.turns[rotation][shift];
                let mut unit = 1;
                for seat in 0..players {
                    let from = (seat + shift) % players;
                    weights[from] = unit;
                    unit *= radix[from];
                }
                // `unit` is now the numbers of a frame of the turn.
                *first = ((rotation + shift) % self.rotations) as u32 * unit;
            }
        }
    }

    /// The tables by count and rank for the groups of `hands` hands.
    fn fill_groups(&mut self, game: &Chopsticks, hands: usize) {
        let groups = game.groups[hands];
        let (mut unsplits, mut live, mut splits) = (
            vec![Vec::new(); groups],
            vec![Vec::new(); groups],
            vec![Vec::new(); groups],
        );
        let swap = game.has(Switch::Swap);
        for group in game.every_group(hands) {
            let rank = game.rank(&group);
            let from = game.unsplits(group).iter();
            unsplits[rank] = from.map(|g| game.rank(g) as u32).collect();
            let hits = group.distinct().filter(|&h| !game.is_dead(group[h]));
            live[rank] = hits.map(|h| group[h] as u32).collect();
            splits[rank] = game
                .splits_of(group)
                .iter()
                .map(|g| game.rank(g) as u32)
                .collect();
            if swap && !group.all_equal() {
                unsplits[rank].push(rank as u32);
                splits[rank].push(rank as u32);
            }
        }
        self.unsplits[hands] = Lists::of(&unsplits);
        self.live[hands] = Lists::of(&live);
        self.splits[hands] = Lists::of(&splits);
    }
}

/// Whether two blows make the same group of one group (`blows` by `rank × kill + blow`), as
/// when a hand dies of more than one blow under Cut-off.
fn blows_repeat(blows: &[Vec<u32>], kill: usize) -> bool {
    blows.chunks(kill).any(|by_blow| {
        let mut made: Vec<u32> = by_blow.iter().flatten().copied().collect();
        let all = made.len();
        made.sort_unstable();
        made.dedup();
        made.len() < all
    })
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
