//! Splits: the ways a player may share the fingers of their hands among them under the
//! variant's switches.

use super::Chopsticks;
use crate::games::chopsticks::hands::{Hands, MAX_HANDS};
use crate::games::chopsticks::variant::Switch;

impl Chopsticks {
    /// Every group of hands a split (plain, Stumps fold or Meta) may produce from `own`.
    pub fn split_results(&self, own: Hands) -> Vec<Hands> {
        if self.has(Switch::Attacks) || own.len() < 2 {
            return Vec::new();
        }
        let total: i16 = own.as_slice().iter().map(|&v| self.count(v)).sum();
        let kill = i16::from(self.kill);
        let mut results = Vec::new();
        self.shares(own, total, &mut results);
        if self.has(Switch::Meta) && total.abs() > kill {
            self.shares(own, total - total.signum() * kill, &mut results);
        }
        if let Some(folded) = self.fold(own) {
            results.push(folded);
        }
        results.retain(|r| *r != own);
        results.sort();
        results.dedup();
        results
    }

    /// The Stumps fold: a dead hand and a hand of one finger (or minus one) become two hands
    /// of half a finger, the others unchanged.
    pub(crate) fn fold(&self, own: Hands) -> Option<Hands> {
        if !self.has(Switch::Stumps) {
            return None;
        }
        let values = own.as_slice();
        let dead = values.iter().position(|&v| self.is_dead(v))?;
        let one = values
            .iter()
            .position(|&v| v == self.unit || v == -self.unit)?;
        let mut folded = values.to_vec();
        folded[dead] = values[one] / 2;
        folded[one] = values[one] / 2;
        Some(Hands::new(&folded))
    }

    /// The ways to share `total` units among the hands of `own` under the split rules: no
    /// more dead hands than before unless Suicide (and never all), every hand equal under
    /// Halves, and the same half fingers under Stumps.
    pub(super) fn shares(&self, own: Hands, total: i16, out: &mut Vec<Hands>) {
        let n = own.len();
        let dead_before = own.as_slice().iter().filter(|&&v| self.is_dead(v)).count();
        let most_dead = if self.has(Switch::Suicide) {
            n - 1
        } else {
            dead_before.min(n - 1)
        };
        // Whole fingers (not Stumps): every parity is 0, nothing to compare.
        let halves_count = self.unit > 1;
        let parities = |values: &[i8]| {
            let mut p = [0i16; MAX_HANDS];
            if halves_count {
                for (slot, &v) in p.iter_mut().zip(values) {
                    *slot = self.count(v).rem_euclid(i16::from(self.unit));
                }
                p[..values.len()].sort_unstable();
            }
            p
        };
        let before = parities(own.as_slice());
        let kill = i16::from(self.kill);
        let lowest = if self.has(Switch::Negative) {
            1 - kill
        } else {
            1
        };
        let halves = self.has(Switch::Halves);
        let mut values;
        for dead in 0..=if halves { 0 } else { most_dead } {
            let live = n - dead;
            values = [self.dead; MAX_HANDS];
            let mut each = |live_values: &[i16]| {
                for (slot, &v) in values[dead..n].iter_mut().zip(live_values) {
                    *slot = v as i8;
                }
                if halves && live_values.windows(2).any(|w| w[0] != w[1]) {
                    return;
                }
                if parities(&values[..n]) == before {
                    out.push(Hands::new(&values[..n]));
                }
            };
            let mut chosen = Vec::with_capacity(live);
            multisets(live, total, lowest, kill - 1, &mut chosen, &mut each);
        }
    }
}

/// Calls `each` with every ascending list of `count` values in `low..=high` summing to
/// `total`, each list built on `chosen`.
fn multisets(
    count: usize,
    total: i16,
    low: i16,
    high: i16,
    chosen: &mut Vec<i16>,
    each: &mut impl FnMut(&[i16]),
) {
    if count == 0 {
        if total == 0 {
            each(chosen);
        }
        return;
    }
    let n = count as i16;
    // The next value v leaves count - 1 values of at least v and at most `high`.
    let mut v = low;
    while v <= high && v * n <= total {
        if total - v <= (n - 1) * high {
            chosen.push(v);
            multisets(count - 1, total - v, v, high, chosen, each);
            chosen.pop();
        }
        v += 1;
    }
}
