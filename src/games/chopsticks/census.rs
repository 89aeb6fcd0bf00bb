//! Counting and listing every Chopsticks position of a variant, for the analysis figures.

use super::rules::{Chopsticks, Position};
use super::variant::{MAX_PLAYERS, Switch};
use crate::core::Census;
use crate::core::Game;

/// Above this many codes the positions are not listed.
const LIST_LIMIT: u128 = 40_000_000;

impl Chopsticks {
    /// Every value one hand can hold, in ascending stored order (dead first).
    pub fn hand_values(&self) -> Vec<i8> {
        let kill = self.kill();
        if self.has(Switch::Negative) {
            std::iter::once(self.dead()).chain(1 - kill..kill).collect()
        } else {
            (0..kill).collect()
        }
    }

    /// Every pair one player can hold: ascending pairs, then the zombie (`None`).
    fn pairs(&self) -> Vec<Option<[i8; 2]>> {
        let values = self.hand_values();
        let mut pairs = Vec::new();
        for (i, &lo) in values.iter().enumerate() {
            for &hi in &values[i..] {
                pairs.push(Some([lo, hi]));
            }
        }
        if self.has(Switch::Zombies) {
            pairs.push(None);
        }
        pairs
    }
}

impl Census for Chopsticks {
    fn codes_total(&self) -> u128 {
        let k = self.hand_values().len() as u128;
        let per_player = k * k + u128::from(self.has(Switch::Zombies));
        per_player.pow(self.players() as u32)
    }

    /// Every normal-form code: an ascending pair (or a zombie) per player, in every
    /// combination, including codes no game can reach.
    fn every_code(&self) -> Option<Vec<Position>> {
        let pairs = self.pairs();
        let players = self.players();
        let total = (pairs.len() as u128).checked_pow(players as u32)?;
        if total > LIST_LIMIT {
            return None;
        }
        let mut out = Vec::new();
        let mut digits = vec![0usize; players];
        'all: loop {
            let mut pos = Position {
                hands: [[0; 2]; MAX_PLAYERS],
                zombies: 0,
            };
            for (seat, &d) in digits.iter().enumerate() {
                match pairs[d] {
                    Some(pair) => pos.hands[seat] = pair,
                    None => {
                        pos.hands[seat] = [self.dead(); 2];
                        pos.zombies |= 1 << seat;
                    }
                }
            }
            out.push(pos);
            for d in digits.iter_mut() {
                *d += 1;
                if *d < pairs.len() {
                    continue 'all;
                }
                *d = 0;
            }
            break;
        }
        Some(out)
    }

    fn every_position(&self) -> Option<Vec<Position>> {
        let mut codes = self.every_code()?;
        codes.retain(|pos| self.is_consistent(pos));
        Some(codes)
    }

    fn is_consistent(&self, pos: &Position) -> bool {
        self.impossibility(pos).is_none()
    }
}
