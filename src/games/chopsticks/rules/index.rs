//! The perfect index of Chopsticks positions: each player's group of hands ranked among the
//! groups of as many (the combinatorial number system for multisets), in mixed radix with the
//! frame of the turn above; and the tables the move generator reads instead of computing: the
//! ranks, each group's splits, each rank's group.

use super::{Chopsticks, Position};
use crate::core::Seat;
use crate::games::chopsticks::hands::{Hands, MAX_HANDS};
use crate::games::chopsticks::variant::Switch;
use std::sync::{Arc, OnceLock};

/// Tables a game fills when first asked, shared by its clones. They hold nothing of the
/// game's own, so two games are equal by their settings whatever their tables hold.
#[derive(Clone, Debug, Default)]
pub(super) struct Cache<T>(pub(super) Arc<T>);

impl<T> PartialEq for Cache<T> {
    fn eq(&self, _: &Cache<T>) -> bool {
        true
    }
}

impl<T> Eq for Cache<T> {}

/// The groups of hands of each count in rank order ([`Chopsticks::rank`]): what turns a
/// dense index back into a position.
pub(super) type UnrankCache = Cache<[OnceLock<Vec<Hands>>; MAX_HANDS + 1]>;

/// The splits of every group of hands, by count and rank: the move generator asks for the
/// same few hundred groups millions of times.
pub(super) type SplitCache = Cache<[OnceLock<Vec<Splits>>; MAX_HANDS + 1]>;

/// The splits of one group, listed when first asked.
type Splits = OnceLock<Vec<Hands>>;

/// Groups of one count above this many have their splits listed anew each time.
pub(super) const CACHED_GROUPS: usize = 20_000;

impl Chopsticks {
    /// Number of distinct groups of `hands` hands one player can hold, plus the zombie.
    pub(in crate::games::chopsticks) fn group_radix(&self, hands: usize) -> usize {
        self.groups[hands] + usize::from(self.has(Switch::Zombies))
    }

    /// The splits of `own` ([`Chopsticks::split_results`]), listed once per group.
    pub(in crate::games::chopsticks) fn splits_of(
        &self,
        own: Hands,
    ) -> std::borrow::Cow<'_, [Hands]> {
        let count = self.groups[own.len()];
        if count > CACHED_GROUPS {
            return std::borrow::Cow::Owned(self.split_results(own));
        }
        let by_rank =
            self.splits.0[own.len()].get_or_init(|| (0..count).map(|_| OnceLock::new()).collect());
        let rank = self.rank(&own);
        std::borrow::Cow::Borrowed(by_rank[rank].get_or_init(|| self.split_results(own)))
    }

    /// The number of one seat's group of hands below [`Chopsticks::group_radix`]: the rank
    /// of its values among the groups of as many hands, ascending (the zombie last).
    pub(in crate::games::chopsticks) fn group_index(&self, pos: &Position, seat: Seat) -> usize {
        let hands = &pos.hands[seat];
        if self.is_zombie(pos, seat) {
            return self.groups[hands.len()];
        }
        self.rank(hands)
    }

    /// The group of `len` hands of rank `rank` ([`Chopsticks::rank`]), if there is one.
    pub(in crate::games::chopsticks) fn unrank(&self, len: usize, rank: usize) -> Option<Hands> {
        let count = *self.groups.get(len)?;
        if len == 0 || rank >= count || count > CACHED_GROUPS {
            return None;
        }
        let groups = self.unranked.0[len].get_or_init(|| {
            let mut by_rank = vec![Hands::default(); count];
            for hands in self.every_group(len) {
                by_rank[self.rank(&hands)] = hands;
            }
            by_rank
        });
        Some(groups[rank])
    }

    /// The rank of a group of hands among the groups of as many.
    pub(super) fn rank(&self, hands: &Hands) -> usize {
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
    pub(in crate::games::chopsticks) fn rotation(&self, pos: &Position) -> usize {
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
}

/// The binomial coefficient C(n, k), for the small numbers of the position index.
pub fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}
