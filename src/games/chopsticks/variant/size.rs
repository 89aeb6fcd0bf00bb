//! How many hands the players have and how many positions that makes: the checks of the
//! hands and the count of a variant's codes, which refuses a variant too large to solve.

use super::{MAX_CODES, MAX_HANDS, Switch, Variant};
use crate::core::{Reason, VariantError};

impl Variant {
    /// Checks the hands: 1 to 4 per player, one count or one per player; with one hand each
    /// nobody can split or swap, so the switches that change only those are refused.
    pub(super) fn validate_hands(&self) -> Result<(), VariantError> {
        let counts_ok = self.hands.len() == 1 || self.hands.len() == self.players;
        let in_range = |&h: &u8| (1..=MAX_HANDS).contains(&h);
        if !counts_ok || !self.hands.iter().all(in_range) {
            return Err(VariantError::Incompatible(
                Reason::new("cs-hands-range")
                    .with("max", MAX_HANDS)
                    .with("players", self.players)
                    .with("hands", self.hands_list()),
            ));
        }
        let codes = self.codes();
        if codes > MAX_CODES {
            return Err(VariantError::Incompatible(
                Reason::new("cs-too-many-positions")
                    .with("count", group_digits(codes))
                    .with("max", group_digits(MAX_CODES)),
            ));
        }
        if self.hands.iter().all(|&h| h == 1) {
            let two_hands = [
                Switch::Swap,
                Switch::Halves,
                Switch::Suicide,
                Switch::Meta,
                Switch::Stumps,
            ];
            if let Some(switch) = two_hands.into_iter().find(|&s| self.has(s)) {
                return Err(VariantError::Incompatible(
                    Reason::new("cs-one-hand").with("switch", switch.name()),
                ));
            }
        }
        Ok(())
    }

    /// The values one hand can take: a dead hand and the live ones, in units.
    pub fn hand_value_count(&self) -> u128 {
        let unit = if self.has(Switch::Stumps) { 2 } else { 1 };
        let kill = u128::from(self.fingers()) * unit;
        if self.has(Switch::Negative) {
            2 * kill
        } else {
            kill
        }
    }

    /// The groups of `hands` hands a player can hold (ascending values), and the zombie.
    pub fn groups(&self, hands: usize) -> u128 {
        let k = self.hand_value_count();
        // Multisets of `hands` values out of k: C(k + hands - 1, hands).
        let mut count = 1u128;
        for i in 0..hands as u128 {
            // Exact at each step: count is C(k + i - 1, i) before it.
            count = count.saturating_mul(k + i) / (i + 1);
        }
        count + u128::from(self.has(Switch::Zombies))
    }

    /// The distinct frames of the turn: how many seats the player to move may be, told
    /// apart by their hands (1 when everyone has as many).
    pub fn rotations(&self) -> usize {
        if self.hands.len() <= 1 {
            return 1;
        }
        (1..=self.players)
            .find(|&r| {
                self.players.is_multiple_of(r)
                    && (0..self.players)
                        .all(|s| self.hands_of(s) == self.hands_of((s + r) % self.players))
            })
            .unwrap_or(self.players)
    }

    /// Every position code of the variant: each player's group of hands (or zombie) in every
    /// combination, for every frame of the turn.
    pub fn codes(&self) -> u128 {
        (0..self.players)
            .map(|s| self.groups(self.hands_of(s)))
            .fold(self.rotations() as u128, u128::saturating_mul)
    }
}

/// A count with its digits in groups of three: 123,456,789.
fn group_digits(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
