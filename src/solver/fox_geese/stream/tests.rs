//! The tests of `stream`.

use super::*;
use crate::solver::fox_geese::build::width;
use crate::solver::fox_geese::geometry::{bits, geometry, mirror};

#[test]
fn the_stream_computes_what_the_reference_builder_does_up_to_six_geese() {
    agrees_with_the_reference_up_to(6);
}

#[test]
#[ignore = "a minute: the reference builder at seven geese"]
fn the_stream_computes_what_the_reference_builder_does_up_to_seven_geese() {
    agrees_with_the_reference_up_to(7);
}

#[test]
fn after_capture_keys_worked_out_again_from_the_plies_are_the_builds() {
    for sideways in [false, true] {
        let mut built = InMemory::default();
        let mut again = InMemory::default();
        let progress = Progress::new();
        for count in FIRST_LAYER..=6 {
            super::count(count, &mut built, sideways, 2, &progress, &|_| ()).expect("built");
            let mut plies = |sum: usize| Ok::<_, String>(built.slices[&(count, sum)].0.clone());
            after_again(count, &mut again, &mut plies, 2, &progress, &|_| ()).expect("worked out");
            for sum in slices().sums(count) {
                let (want, got) = (
                    &built.slices[&(count, sum)].1,
                    &again.slices[&(count, sum)].1,
                );
                assert_eq!(want.len(), got.len());
                let differ = want.iter().zip(got).filter(|(a, b)| a != b).count();
                assert_eq!(
                    differ, 0,
                    "{count} geese, row sum {sum}, sideways {sideways}"
                );
            }
        }
    }
}

#[test]
fn a_count_resumed_after_any_slice_computes_what_it_computes_at_once() {
    let progress = Progress::new();
    for sideways in [false, true] {
        let mut built = InMemory::default();
        for count in FIRST_LAYER..=6 {
            super::count(count, &mut built, sideways, 2, &progress, &|_| ()).expect("built");
        }
        let top = 6;
        let sums = slices().sums(top);
        let whole = built.saved.last().expect("saved").2;
        for done in 0..=sums.len() {
            // The counts below, and the slices finished before the stop with their
            // plies only: their after-capture keys are worked out again.
            let mut store = InMemory::default();
            for (&(count, sum), (plies, after)) in &built.slices {
                let finished = sums.iter().rev().take(done).any(|&s| s == sum);
                if count < top {
                    store
                        .slices
                        .insert((count, sum), (plies.clone(), after.clone()));
                } else if finished {
                    store
                        .slices
                        .insert((count, sum), (plies.clone(), Vec::new()));
                }
            }
            store.resume = match done {
                0 => None,
                _ => Some(
                    built
                        .saved
                        .iter()
                        .find(|&&(count, d, _)| count == top && d == done)
                        .map(|&(_, d, f)| (d, f))
                        .expect("saved after each slice"),
                ),
            };
            let figures =
                super::count(top, &mut store, sideways, 2, &progress, &|_| ()).expect("built");
            assert_eq!(figures, whole, "sideways {sideways}, resumed after {done}");
            for &sum in &sums {
                assert!(
                    store.slices[&(top, sum)] == built.slices[&(top, sum)],
                    "sideways {sideways}, resumed after {done}: slice {sum}"
                );
            }
        }
    }
}

/// Every position of every count up to `top`, position by position.
fn agrees_with_the_reference_up_to(top: usize) {
    let reference = super::super::remoteness::Remoteness::build(top);
    let mut store = InMemory::default();
    let progress = Progress::new();
    let geo = geometry();
    for count in FIRST_LAYER..=top {
        let figures = super::count(count, &mut store, false, 2, &progress, &|_| ()).expect("built");
        let mut checked = 0u64;
        let mut positions = 0u64;
        for sum in slices().sums(count) {
            let (plies, after) = &store.slices[&(count, sum)];
            let mut k = 0usize;
            slices().for_each(count, sum, |geese| {
                let weight = if mirror(geese) == geese { 1 } else { 2 };
                for (i, l) in bits(geo.board & !geese).enumerate() {
                    let at = k * width(count) + i;
                    assert_eq!(
                        plies[at],
                        reference.geese_plies(geese, l),
                        "{count} geese {geese:#x}, fox on {l}"
                    );
                    assert_eq!(
                        remoteness(after[at]),
                        reference.after_plies(geese, l),
                        "{count} geese {geese:#x}, fox on {l}, after a capture"
                    );
                    checked += 1;
                    positions += weight;
                }
                k += 1;
            });
        }
        assert!(checked > 0);
        assert_eq!(figures.positions, positions, "{count} geese");
    }
}
