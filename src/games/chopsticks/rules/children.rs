//! A position's children by their numbers ([`crate::core::Game::numbered_children`]): the
//! children of `moves.rs`, in its order, each child numbered by arithmetic on its parent's digits (one rank
//! per player, in mixed radix) instead of being built, turned and numbered from scratch.
//! The solver asks this of every position twice (finding and linking them), so it is the
//! Chopsticks solve's innermost loop.

use super::{Chopsticks, Move, Position};
use crate::core::{Game, Seat};
use crate::games::chopsticks::hands::MAX_HANDS;
use crate::games::chopsticks::variant::{MAX_PLAYERS, Switch};
use std::sync::OnceLock;

/// By count of hands: entry `rank × kill + blow`, the ranks of the groups that the group of
/// rank `rank` turns into when one of its distinct live hands takes a blow of `blow` units,
/// in the order of its hands; listed once when first asked.
pub(super) type BlowCache = super::index::Cache<[OnceLock<Vec<Vec<u32>>>; MAX_HANDS + 1]>;

/// A position's number taken apart: each seat's digit (its group's rank, or the zombie) and
/// radix, and the frame of the turn.
pub(super) struct Digits {
    pub(super) digits: [usize; MAX_PLAYERS],
    pub(super) radix: [usize; MAX_PLAYERS],
    /// Each seat's number of hands.
    pub(super) hands: [usize; MAX_PLAYERS],
    rotation: usize,
    rotations: usize,
    players: usize,
}

impl Digits {
    pub(super) fn of(game: &Chopsticks, pos: &Position) -> Digits {
        let players = game.variant.players;
        let mut digits = [0; MAX_PLAYERS];
        let mut radix = [1; MAX_PLAYERS];
        let mut hands = [0; MAX_PLAYERS];
        for seat in 0..players {
            digits[seat] = game.group_index(pos, seat);
            hands[seat] = pos.hands[seat].len();
            radix[seat] = game.group_radix(hands[seat]);
        }
        Digits {
            digits,
            radix,
            hands,
            rotation: game.rotation(pos),
            rotations: game.variant.rotations(),
            players,
        }
    }

    /// The number of the position with these `digits` turned `shift` seats on (the player
    /// `shift` seats on to move), and the seat the mover then sits in.
    #[inline]
    pub(super) fn child(&self, digits: &[usize; MAX_PLAYERS], shift: usize) -> (usize, Seat) {
        (self.weighed(digits, shift).0, self.players - shift)
    }

    /// The number of the position with these `digits` turned `shift` seats on, and what one
    /// unit of each seat's digit adds to it.
    #[inline]
    fn weighed(
        &self,
        digits: &[usize; MAX_PLAYERS],
        shift: usize,
    ) -> (usize, [usize; MAX_PLAYERS]) {
        let players = self.players;
        debug_assert!(
            shift <= players,
            "a turn passes at most once round the table"
        );
        // Without divisions: this is the solver's innermost arithmetic.
        let mut weights = [0; MAX_PLAYERS];
        let (mut number, mut unit) = (0, 1);
        for seat in 0..players {
            let mut from = seat + shift;
            if from >= players {
                from -= players;
            }
            weights[from] = unit;
            number += digits[from] * unit;
            unit *= self.radix[from];
        }
        let rotation = match self.rotations {
            1 => 0,
            rotations => (self.rotation + shift) % rotations,
        };
        (number + rotation * unit, weights)
    }
}

impl Chopsticks {
    /// [`crate::core::Game::numbered_children`]: the children of
    /// [`Chopsticks::moves_and_results`], in its order, each once.
    pub(in crate::games::chopsticks) fn children_by_number(
        &self,
        pos: &Position,
        out: &mut Vec<(usize, Seat)>,
    ) {
        out.clear();
        if self.outcome(pos).is_some() {
            return;
        }
        let digits = Digits::of(self, pos);
        self.numbered_attacks(pos, &digits, out);
        if self.is_zombie(pos, 0) {
            return;
        }
        // A split changes the mover's hands alone and never kills them all: the next
        // player is the same for every split, and only the mover's digit differs.
        let shift = self.shift(pos);
        let (number, weights) = digits.weighed(&digits.digits, shift);
        let (base, weight) = (number - digits.digits[0] * weights[0], weights[0]);
        let mover = self.variant.players - shift;
        for to in self.splits_of(pos.hands[0]).iter() {
            out.push((base + self.rank(to) * weight, mover));
        }
        // The rare moves are played and numbered whole.
        let own = pos.hands[0];
        let mut played = |mv: Move| {
            let next = self.after(pos, &mv);
            let child = (self.dense_index(&next), self.seat_after(pos, &next, 0));
            if !out.contains(&child) {
                out.push(child);
            }
        };
        if self.has(Switch::Swap) && !own.all_equal() {
            played(Move::Swap);
        }
        if self.has(Switch::Negative) {
            for hand in own.distinct() {
                let v = own[hand];
                if v != 0 && !self.is_dead(v) {
                    played(Move::Flip(hand as u8));
                }
            }
        }
    }

    /// The attacks' children: only the target's digit changes, and the turn passes over
    /// the players the attack leaves eliminated (to the next seat when it ends the game).
    fn numbered_attacks(&self, pos: &Position, digits: &Digits, out: &mut Vec<(usize, Seat)>) {
        if self.numbers_parents() {
            self.attacks_by_rank(pos, digits, out);
            return;
        }
        let own = pos.hands[0];
        let zombie = self.is_zombie(pos, 0);
        for hand in own.distinct().filter(|&h| zombie || !self.is_dead(own[h])) {
            let add = self.attacker(pos, hand as u8);
            for target in 1..self.variant.players {
                if !self.is_contender(pos, target) {
                    continue;
                }
                let theirs = pos.hands[target];
                for touched in theirs.distinct() {
                    if self.is_dead(theirs[touched]) {
                        continue;
                    }
                    let mut next = *pos;
                    next.hands[target] = theirs.with(touched, self.hit(theirs[touched], add));
                    if self.has(Switch::Zombies) && self.all_dead(&next.hands[target]) {
                        next.zombies |= 1 << target;
                    }
                    let shift = if self.outcome(&next).is_none() {
                        self.shift(&next)
                    } else {
                        1
                    };
                    let mut changed = digits.digits;
                    changed[target] = self.group_index(&next, target);
                    let child = digits.child(&changed, shift);
                    // Equal hands and equal attackers meet: one name per child.
                    if !out.contains(&child) {
                        out.push(child);
                    }
                }
            }
        }
    }

    /// [`Chopsticks::numbered_attacks`] by the ranks of the groups, without building the
    /// children, for a variant whose moves are taken back ([`Chopsticks::numbers_parents`]:
    /// no Zombies, no Negative), where a player is out exactly when their group is of rank
    /// 0, every hand dead.
    fn attacks_by_rank(&self, pos: &Position, digits: &Digits, out: &mut Vec<(usize, Seat)>) {
        let players = self.variant.players;
        let misere = self.has(Switch::Misere);
        let kill = self.kill as usize;
        let alive = (0..players)
            .filter(|&s| digits.digits[s] != 0)
            .fold(0u32, |mask, s| mask | 1 << s);
        let own = pos.hands[0];
        let mut turned = [None; MAX_PLAYERS + 1];
        for hand in own.distinct().filter(|&h| !self.is_dead(own[h])) {
            let blow = own[hand] as usize;
            for target in (1..players).filter(|&t| alive & 1 << t != 0) {
                let blows = self.blows(digits.hands[target]);
                for &after in &blows[digits.digits[target] * kill + blow] {
                    let after = after as usize;
                    let left = match after {
                        0 => alive & !(1 << target),
                        _ => alive,
                    };
                    // Under Misère the first player out ends the game, else the last one
                    // standing; a blow that ends it hands the turn to the next seat.
                    let over = match misere {
                        true => left != alive,
                        false => left.count_ones() == 1,
                    };
                    let shift = match over {
                        true => 1,
                        false => (left & !1).trailing_zeros() as usize,
                    };
                    // Only the target's digit changes: from the number turned as the
                    // child is, worked out once per shift.
                    let (number, weights) =
                        turned[shift].get_or_insert_with(|| digits.weighed(&digits.digits, shift));
                    let (before, weight) = (digits.digits[target], weights[target]);
                    let number = *number - before * weight + after * weight;
                    let child = (number, players - shift);
                    // Equal hands and equal attackers meet: one name per child.
                    if !out.contains(&child) {
                        out.push(child);
                    }
                }
            }
        }
    }

    /// [`BlowCache`] for groups of `hands` hands.
    pub(super) fn blows(&self, hands: usize) -> &[Vec<u32>] {
        self.blows.0[hands].get_or_init(|| {
            let kill = self.kill as usize;
            let mut table = vec![Vec::new(); self.groups[hands] * kill];
            for group in self.every_group(hands) {
                let rank = self.rank(&group);
                let live = group.distinct().filter(|&h| !self.is_dead(group[h]));
                for touched in live {
                    for blow in 1..kill {
                        let after = group.with(touched, self.hit(group[touched], blow as i8));
                        table[rank * kill + blow].push(self.rank(&after) as u32);
                    }
                }
            }
            table
        })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::core::Census;
    use crate::games::chopsticks::Variant;

    /// Over every code of a variant, the numbered children are exactly the numbers of the
    /// children the moves reach, in the moves' order, each with its turn.
    fn numbered_children_are_the_moves(game: &Chopsticks) {
        let mut numbered = Vec::new();
        for pos in game.every_code().expect("small") {
            if game.impossibility(&pos).is_some() {
                continue;
            }
            assert!(Game::numbered_children(game, &pos, &mut numbered));
            let played: Vec<(usize, Seat)> = game
                .successors(&pos)
                .iter()
                .map(|(_, child)| (game.dense_index(child), game.seat_after(&pos, child, 0)))
                .collect();
            assert_eq!(
                numbered,
                played,
                "{} in {:?}",
                game.format_state(&pos),
                game.variant()
            );
        }
    }

    /// The variants whose every code the tests of the numbered children and parents check:
    /// hands of every count, one to five players, every switch with two and three players
    /// (Zombies with three only), and combinations; each one the rules accept (a test
    /// panics on one they refuse rather than skipping it).
    pub(in crate::games::chopsticks) fn variants_to_check() -> Vec<Chopsticks> {
        let mut variants = vec![
            Variant::standard(2),
            Variant::standard(2).with_hands(&[3]),
            Variant::standard(2).with_hands(&[1]).with_fingers(7),
            Variant::standard(2).with_hands(&[3, 2]),
            Variant::standard(3).with_hands(&[1, 2, 3]),
            Variant::standard(3).with_hands(&[2, 1, 1]),
            Variant::standard(4),
            Variant::standard(5).with_hands(&[1]).with_fingers(4),
        ];
        for switch in Switch::ALL {
            // Zombies needs three players.
            let least = if switch == Switch::Zombies { 3 } else { 2 };
            for players in least..=3 {
                variants.push(Variant::with(players, &[switch]));
            }
        }
        let combinations: [(usize, &[Switch]); 7] = [
            (2, &[Switch::Cutoff, Switch::Suicide]),
            (3, &[Switch::Zombies, Switch::Swap, Switch::Cutoff]),
            (3, &[Switch::Swap, Switch::Cutoff]),
            (3, &[Switch::Misere, Switch::Suicide]),
            (3, &[Switch::Negative, Switch::Swap]),
            (2, &[Switch::Stumps, Switch::Halves, Switch::Meta]),
            (3, &[Switch::Attacks, Switch::Cutoff]),
        ];
        for (players, switches) in combinations {
            variants.push(Variant::with(players, switches));
        }
        variants.push(Variant::with(3, &[Switch::Zombies]).with_hands(&[3, 1, 2]));
        variants.push(Variant::with(3, &[Switch::Attacks, Switch::Cutoff]).with_hands(&[3, 1, 2]));
        variants
            .into_iter()
            .map(|variant| {
                Chopsticks::new(variant.clone()).unwrap_or_else(|e| panic!("{variant:?}: {e}"))
            })
            .collect()
    }

    /// Every number of the index is answered, the numbers of impossible positions too (the
    /// position with every player out once sent the turn round the table for ever).
    #[test]
    fn every_number_is_answered() {
        for game in variants_to_check().iter().take(8) {
            let mut numbered = Vec::new();
            let size = game.dense_size().expect("small");
            for number in 0..size {
                if let Some(pos) = game.dense_state(number) {
                    assert!(Game::numbered_children(game, &pos, &mut numbered));
                    assert!(numbered.iter().all(|&(child, _)| child < size));
                }
            }
        }
    }

    #[test]
    fn numbered_children_are_the_children_of_the_moves() {
        for game in variants_to_check() {
            numbered_children_are_the_moves(&game);
        }
    }
}
