//! Splits: the ways a player may share the fingers of two hands between them under the
//! variant's switches.

use super::Chopsticks;
use crate::games::chopsticks::variant::Switch;

impl Chopsticks {
    /// Every pair a split (plain, Stumps fold or Meta) may produce from `pair`.
    pub fn split_results(&self, pair: [i8; 2]) -> Vec<[i8; 2]> {
        if self.has(Switch::Attacks) {
            return Vec::new();
        }
        let total = self.count(pair[0]) + self.count(pair[1]);
        let kill = i16::from(self.kill);
        let mut results = Vec::new();
        self.shares(pair, total, &mut results);
        if self.has(Switch::Meta) && total.abs() > kill {
            self.shares(pair, total - total.signum() * kill, &mut results);
        }
        if self.has(Switch::Stumps)
            && self.is_dead(pair[0])
            && (pair[1] == self.unit || pair[1] == -self.unit)
        {
            let half = pair[1] / 2;
            results.push([half, half]);
        }
        results.retain(|r| *r != pair);
        results.sort();
        results.dedup();
        results
    }

    /// The ways to share `total` units between two hands under the split rules.
    pub(super) fn shares(&self, pair: [i8; 2], total: i16, out: &mut Vec<[i8; 2]>) {
        let kill = i16::from(self.kill);
        let parity = |v: i16| v.rem_euclid(i16::from(self.unit));
        let mut before = [parity(self.count(pair[0])), parity(self.count(pair[1]))];
        before.sort();
        // Only Negative has values below zero.
        let lowest = if self.has(Switch::Negative) { -kill } else { 0 };
        for low in lowest..kill {
            let high = total - low;
            if low > high {
                break;
            }
            let low_ok = self.live_value(low);
            let high_ok = self.live_value(high);
            let kills_one = (!low_ok && low == 0 && high_ok) || (!high_ok && high == 0 && low_ok);
            // With Negative a dead hand holds no value: the "killed" share must be zero.
            let allowed = (low_ok && high_ok) || (kills_one && self.has(Switch::Suicide));
            if !allowed {
                continue;
            }
            if self.has(Switch::Halves) && low != high {
                continue;
            }
            let mut after = [parity(low), parity(high)];
            after.sort();
            if after != before {
                continue; // Stumps: other splits move whole fingers only
            }
            let to = |v: i16| {
                if self.live_value(v) {
                    v as i8
                } else {
                    self.dead
                }
            };
            let mut result = [to(low), to(high)];
            result.sort();
            out.push(result);
        }
        // Under Negative a killed hand is a closed fist, not a live zero: Suicide may close
        // one hand and keep the whole total on the other (never under Halves).
        let negative_kill =
            self.has(Switch::Negative) && self.has(Switch::Suicide) && !self.has(Switch::Halves);
        if negative_kill && self.live_value(total) {
            let mut after = [0, parity(total)];
            after.sort();
            if after == before {
                out.push([self.dead, total as i8]);
            }
        }
    }
}
