//! The move generator of Chopsticks: every legal move with the position it leads to.

use super::{Chopsticks, Move, Position};
use crate::core::Game;
use crate::games::chopsticks::variant::Switch;

impl Chopsticks {
    /// Every legal move with the position it leads to, one move per resulting position.
    pub(in crate::games::chopsticks) fn moves_and_results(
        &self,
        pos: &Position,
    ) -> Vec<(Move, Position)> {
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
        // One hand of each value, live (a zombie's closed fists are one hand, its finger).
        for hand in own.distinct().filter(|&h| zombie || !self.is_dead(own[h])) {
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
