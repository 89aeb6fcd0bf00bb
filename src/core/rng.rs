//! The program's one random generator, seeded (tests, benchmarks, reproducible walks) or
//! from the clock (the computer's choices among equal moves). xorshift64*: small, fast and
//! reproducible from its seed, which is all the program asks of it: nothing here needs
//! cryptographic strength, so it keeps the dependency list short.

/// A seeded random generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded from the clock.
    pub fn from_clock() -> Rng {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0x9E37_79B9_7F4A_7C15);
        Rng::seeded(nanos)
    }

    /// A generator with a fixed seed: the same numbers every run.
    pub fn seeded(seed: u64) -> Rng {
        // Spread small seeds (0, 1, 2, …) over the state; never the all-zero state.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        // The high bits are the best of xorshift64*.
        ((self.next_u64() >> 16) % n.max(1) as u64) as usize
    }

    /// True with `percent` % chance.
    pub fn chance(&mut self, percent: u8) -> bool {
        self.below(100) < usize::from(percent)
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn a_seed_gives_the_same_numbers_and_every_value_below_n_comes_up_evenly() {
        let take = |seed| {
            let mut r = Rng::seeded(seed);
            (0..8).map(|_| r.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(take(7), take(7));
        assert_ne!(take(7), take(8));
        let mut r = Rng::seeded(0);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            counts[r.below(7)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
        assert_eq!(r.below(0), 0);
        assert!((0..1000).all(|_| !r.chance(0) && r.chance(100)));
    }
}
