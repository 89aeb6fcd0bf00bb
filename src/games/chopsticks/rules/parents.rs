//! A position's parents by their numbers ([`crate::core::Game::numbered_parents`]): the
//! moves of `moves.rs` taken back. The solver asks this of a position when it is settled,
//! instead of keeping every position's list of parents (most of a large solve's memory).
//!
//! Every parent of a position hands the turn to it across the same seats: the ones between
//! the player who moved last and the player to move are out (a move eliminates nobody but
//! its target), and a move that ends the game hands it to the next seat. So the parents are
//! the position turned back that many seats, one player's group of hands changed:
//! - the target of an attack holding, on the hand it was touched on, a value that the blow
//!   of one of the mover's live hands turns into the value it holds now;
//! - the mover holding a group that splits into the group it holds now;
//! - under Swap, the mover's hands unchanged, when they differ.
//!
//! Zombies and Negative are not taken back: their games keep their lists of parents.

use super::children::Digits;
use super::{Chopsticks, Position};
use crate::core::{Game, Seat};
use crate::games::chopsticks::hands::{Hands, MAX_HANDS};
use crate::games::chopsticks::variant::Switch;
use std::sync::OnceLock;

/// For each count of hands, the groups of as many whose splits give the group of each rank.
pub(super) type UnsplitCache = super::index::Cache<[OnceLock<Vec<Vec<Hands>>>; MAX_HANDS + 1]>;

/// The values a live hand held before a blow, by the value it holds after and the blow
/// (`kill` × `kill` lists), listed once when first asked.
pub(super) type UnhitCache = super::index::Cache<OnceLock<Vec<Vec<i8>>>>;

impl Chopsticks {
    /// Whether [`Chopsticks::parents_by_number`] answers for this variant: not under Zombies
    /// (a player out comes back) or Negative (a hand turns over), and every group's splits
    /// kept in the tables.
    pub(in crate::games::chopsticks) fn numbers_parents(&self) -> bool {
        !self.has(Switch::Zombies)
            && !self.has(Switch::Negative)
            && self
                .variant
                .hands
                .iter()
                .all(|&h| self.groups[usize::from(h)] <= super::index::CACHED_GROUPS)
    }

    /// [`crate::core::Game::numbered_parents`]: every position with a move to the position
    /// numbered `number`, each once, and the seat their mover sits in there (the same for
    /// all); `None` if `number` is no position's. A parent may be a position no game
    /// reaches; each one is a position the rules allow, not over, where its move is legal.
    /// The tables read the number's digits alone: no position is built.
    pub(in crate::games::chopsticks) fn parents_by_number(
        &self,
        number: usize,
        out: &mut Vec<u32>,
    ) -> Option<Seat> {
        match self.by_rank() {
            Some(tables) => tables.parents(number, out),
            None if !self.numbers_parents() => None,
            None => {
                let pos = self.dense_state(number)?;
                Some(self.parents_by_hands(&pos, out))
            }
        }
    }

    /// [`Chopsticks::parents_by_number`] by taking back the moves on the hands themselves.
    fn parents_by_hands(&self, pos: &Position, out: &mut Vec<u32>) -> Seat {
        out.clear();
        let players = self.variant.players;
        let over = self.outcome(pos).is_some();
        // The seat of the player who moved last, where the parents' mover sits.
        let mover = if over {
            players - 1
        } else {
            self.last_mover(pos)
        };
        if mover == 0 || self.is_eliminated(pos, mover) {
            return mover;
        }
        let digits = Digits::of(self, pos);
        // Seat s of a parent is seat (s + mover) of `pos`.
        let parent = self.rotate_by(pos, mover);
        self.unattacks(&parent, &digits, mover, out);
        if !over {
            let mut push = |group: &Hands| {
                let mut changed = digits.digits;
                changed[mover] = self.rank(group);
                out.push(digits.child(&changed, mover).0 as u32);
            };
            for group in self.unsplits(parent.hands[0]) {
                push(group);
            }
            if self.has(Switch::Swap) && !parent.hands[0].all_equal() {
                push(&parent.hands[0]);
            }
        }
        // Two blows reach the same value only when both kill under Cut-off: elsewhere every
        // parent comes once (each changes one group, by one hand, from the group it holds).
        if self.has(Switch::Cutoff) {
            out.sort_unstable();
            out.dedup();
        }
        mover
    }

    /// The parents by an attack: `after` is the position just after it, in the attacker's
    /// frame (`pos` turned back `mover` seats).
    fn unattacks(&self, after: &Position, digits: &Digits, mover: Seat, out: &mut Vec<u32>) {
        let players = self.variant.players;
        let own = after.hands[0];
        let unhit = self.unhit();
        let kill = self.kill as usize;
        let misere = self.has(Switch::Misere);
        for target in 1..players {
            let theirs = after.hands[target];
            for touched in theirs.distinct() {
                let now = theirs[touched] as usize;
                for hand in own.distinct().filter(|&h| !self.is_dead(own[h])) {
                    for &before in &unhit[now * kill + own[hand] as usize] {
                        let group = theirs.with(touched, before);
                        // Under Misère a parent with a player out is over (elsewhere the
                        // target is back in, so the game goes on).
                        if misere && {
                            let mut parent = *after;
                            parent.hands[target] = group;
                            self.outcome(&parent).is_some()
                        } {
                            continue;
                        }
                        let mut changed = digits.digits;
                        changed[(target + mover) % players] = self.rank(&group);
                        out.push(digits.child(&changed, mover).0 as u32);
                    }
                }
            }
        }
    }

    /// The groups of as many hands as `group` whose splits include it.
    pub(super) fn unsplits(&self, group: Hands) -> &[Hands] {
        let len = group.len();
        let by_rank = self.unsplit.0[len].get_or_init(|| {
            let mut by_rank = vec![Vec::new(); self.groups[len]];
            for from in self.every_group(len) {
                for to in self.splits_of(from).iter() {
                    by_rank[self.rank(to)].push(from);
                }
            }
            by_rank
        });
        &by_rank[self.rank(&group)]
    }

    /// The values before a blow ([`UnhitCache`]): entry `after × kill + blow`.
    fn unhit(&self) -> &[Vec<i8>] {
        self.unhit.0.get_or_init(|| {
            let kill = self.kill as usize;
            let mut table = vec![Vec::new(); kill * kill];
            for before in 1..self.kill {
                for blow in 1..self.kill {
                    let after = self.hit(before, blow) as usize;
                    table[after * kill + blow as usize].push(before);
                }
            }
            table
        })
    }
}

#[cfg(test)]
mod tests;
