//! Counting and listing every Chopsticks position of a variant, for the analysis figures.

use super::hands::Hands;
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

    /// Every group of `hands` hands one player can hold: ascending values, then the zombie
    /// (`None`).
    fn groups(&self, hands: usize) -> Vec<Option<Hands>> {
        let mut groups: Vec<Option<Hands>> =
            self.every_group(hands).into_iter().map(Some).collect();
        if self.has(Switch::Zombies) {
            groups.push(None);
        }
        groups
    }

    /// Every group of `hands` hands, ascending values, in the order of their digits.
    pub fn every_group(&self, hands: usize) -> Vec<Hands> {
        let values = self.hand_values();
        let mut groups = Vec::new();
        let mut digits = vec![0usize; hands];
        'all: loop {
            let held: Vec<i8> = digits.iter().map(|&d| values[d]).collect();
            groups.push(Hands::new(&held));
            // The next ascending list of digits.
            for at in (0..hands).rev() {
                if digits[at] + 1 < values.len() {
                    let next = digits[at] + 1;
                    digits[at..].iter_mut().for_each(|d| *d = next);
                    continue 'all;
                }
            }
            break;
        }
        groups
    }
}

impl Census for Chopsticks {
    fn codes_total(&self) -> u128 {
        let k = self.hand_values().len() as u128;
        let variant = self.variant();
        let zombie = u128::from(self.has(Switch::Zombies));
        (0..self.players())
            .map(|s| k.pow(variant.hands_of(s) as u32) + zombie)
            .product::<u128>()
            * variant.rotations() as u128
    }

    fn codes_listed(&self) -> u128 {
        self.variant().codes()
    }

    /// Every normal-form code: an ascending pair (or a zombie) per player, in every
    /// combination, including codes no game can reach.
    fn every_code(&self) -> Option<Vec<Position>> {
        let variant = self.variant();
        if variant.codes() > LIST_LIMIT {
            return None;
        }
        let players = self.players();
        let mut out = Vec::new();
        for rotation in 0..variant.rotations() {
            let groups: Vec<Vec<Option<Hands>>> = (0..players)
                .map(|s| self.groups(variant.hands_of((rotation + s) % players)))
                .collect();
            let mut digits = vec![0usize; players];
            'all: loop {
                let mut pos = Position {
                    hands: [Hands::default(); MAX_PLAYERS],
                    zombies: 0,
                };
                for (seat, &d) in digits.iter().enumerate() {
                    match groups[seat][d] {
                        Some(hands) => pos.hands[seat] = hands,
                        None => {
                            let len = variant.hands_of((rotation + seat) % players);
                            pos.hands[seat] = Hands::filled(len, self.dead());
                            pos.zombies |= 1 << seat;
                        }
                    }
                }
                out.push(pos);
                for (seat, d) in digits.iter_mut().enumerate() {
                    *d += 1;
                    if *d < groups[seat].len() {
                        continue 'all;
                    }
                    *d = 0;
                }
                break;
            }
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
