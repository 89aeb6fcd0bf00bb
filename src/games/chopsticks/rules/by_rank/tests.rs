//! The children read from the tables of ranks against those of the positions.

use crate::core::Game;

/// Over every number of about forty variants (impossible positions too), the children
/// read from the tables are those of the position built from the number, in order, each
/// once, and so are every seat's results; and the variants the tables cover are the ones
/// that take their moves back.
#[test]
fn children_by_rank_are_the_children_of_the_position() {
    let (mut tabled, mut repeating) = (0, 0);
    let (mut by_rank, mut by_position, mut results) = (Vec::new(), Vec::new(), Vec::new());
    for game in super::super::children::tests::variants_to_check() {
        let Some(tables) = game.by_rank() else {
            continue;
        };
        tabled += 1;
        repeating += usize::from(tables.repeats);
        let size = game.dense_size().expect("a dense index");
        for number in 0..size + 3 {
            let read = tables.children(number, &mut by_rank);
            let built = game
                .dense_state(number)
                .is_some_and(|pos| game.numbered_children(&pos, &mut by_position));
            assert_eq!(read, built, "number {number} of {:?}", game.variant());
            if read {
                assert_eq!(
                    by_rank,
                    by_position,
                    "number {number} of {:?}",
                    game.variant()
                );
                // Each child once, as the solver's discovery counts them.
                let mut distinct = by_rank.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), by_rank.len(), "number {number}");
            }
            assert_eq!(tables.results(number, &mut results), read);
            if let Some(pos) = game.dense_state(number) {
                let seats = 0..game.players();
                let expected: Vec<_> = seats.map(|seat| game.result_for(&pos, seat)).collect();
                assert_eq!(results, expected, "number {number} of {:?}", game.variant());
            }
        }
    }
    assert!(tabled >= 30, "{tabled} variants have tables");
    // Both ways of listing the attacks are checked: with blows that meet, and without.
    assert!(
        repeating > 0 && repeating < tabled,
        "{repeating} of {tabled} with blows that meet"
    );
}

/// The digits read by multiplying are those read by dividing: for every number of radices
/// whose product is close to 2^32 (where the reading's excess is largest), at the edges of
/// every digit, and for random radices and numbers.
#[test]
fn digits_read_by_multiplying_are_those_read_by_dividing() {
    use super::{MAX_PLAYERS, digits_of, reciprocal};
    use proptest::prelude::*;
    let by_division = |mut rest: u32, radix: &[u32; MAX_PLAYERS], players: usize| {
        let mut digits = [0; MAX_PLAYERS];
        for seat in 0..players {
            digits[seat] = rest % radix[seat];
            rest /= radix[seat];
        }
        digits
    };
    let check = |rest: u32, radix: &[u32; MAX_PLAYERS], players: usize| {
        let product = radix[..players].iter().product::<u32>();
        let read = digits_of(rest, reciprocal(product), radix);
        assert_eq!(
            read,
            by_division(rest, radix, players),
            "{rest} in {radix:?}"
        );
    };
    // 255^4, 65535 × 65537 (2^32 − 1) and 40^6 are within 5% of 2^32: the first multiples
    // of every weight and their neighbours.
    let wide = [
        [255, 255, 255, 255, 1, 1],
        [65535, 65537, 1, 1, 1, 1],
        [40; 6],
    ];
    for (radix, players) in wide.iter().zip([4, 2, 6]) {
        let product: u64 = radix[..players].iter().map(|&r| u64::from(r)).product();
        let mut weight = 1u64;
        for seat in 0..players {
            for multiple in (0..product).step_by(weight as usize).take(100_000) {
                for rest in [multiple.saturating_sub(1), multiple, multiple + 1] {
                    check(rest.min(product - 1) as u32, radix, players);
                }
            }
            weight *= u64::from(radix[seat]);
        }
    }
    let radices = proptest::collection::vec(2u32..=400, 1..=MAX_PLAYERS).prop_filter(
        "numbers in 32 bits",
        |radix| {
            radix
                .iter()
                .try_fold(1u32, |p, &r| p.checked_mul(r))
                .is_some()
        },
    );
    let cases = (radices, any::<u32>());
    proptest!(ProptestConfig::with_cases(2000), |((radix, rest) in cases)| {
        let players = radix.len();
        let mut padded = [1; MAX_PLAYERS];
        padded[..players].copy_from_slice(&radix);
        let product = radix.iter().product::<u32>();
        check(rest % product, &padded, players);
    });
}
