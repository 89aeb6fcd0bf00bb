//! The remoteness build that streams: every position's remoteness without sideways moves,
//! slice by slice, with only a few slices in memory at once.
//!
//! It computes what [`super::remoteness`] computes (that module says how; its builder is
//! this one's reference in the tests), in the order of [`super::slices`]: goose counts
//! from four up, and within a count its row sums from the highest down. A slice (k, s)
//! needs, besides itself, the fox-to-move results of the slice above (k, s + 1), where
//! every goose move leads, and the after-capture results of the seven slices
//! (k − 1, s − 1 … s − 7), where a capture of a goose on row 1 … 7 leads. A [`Store`]
//! hands those out and takes each finished slice, so a count's slices can live on disk;
//! each slice is computed by [`super::slice`] (or, with sideways moves, [`super::sideways`]).

use super::build::FIRST_LAYER;
use super::slice::{Figures, Slice, remoteness};
use super::slices::slices;
use crate::solver::progress::{Cancelled, Progress};
use std::collections::HashMap;

/// Where the build finds the slices it reads and leaves the slices it finishes.
pub trait Store {
    /// Why the store failed.
    type Error;

    /// The after-capture keys of the finished slice (`count`, `sum`): a byte per stored set
    /// and empty point, as [`Store::finish`] was given them.
    fn after(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, Self::Error>;

    /// The finished slice (`count`, `sum`): the remoteness of each position with the geese
    /// to move (plies), and the after-capture keys the next count needs; a byte per stored
    /// set and empty point each, sets in slice order, points in grid order.
    fn finish(
        &mut self,
        count: usize,
        sum: usize,
        geese: &[u8],
        after: &[u8],
    ) -> Result<(), Self::Error>;
}

/// Why a count's build stopped.
#[derive(Debug, PartialEq)]
pub enum Halt<E> {
    /// The user cancelled.
    Cancelled,
    /// The store failed.
    Store(E),
}

impl<E> From<Cancelled> for Halt<E> {
    fn from(_: Cancelled) -> Self {
        Halt::Cancelled
    }
}

/// Builds every slice of `count` geese (at least four) from the finished count below,
/// giving each to `store` as it is done, on `threads` threads (with `sideways` moves, see
/// [`super::sideways`]: its levels are settled on one); `step` hears of the sets done as the work goes.
pub fn count<S: Store>(
    count: usize,
    store: &mut S,
    sideways: bool,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<Figures, Halt<S::Error>> {
    assert!(
        count >= FIRST_LAYER,
        "the table starts at {FIRST_LAYER} geese"
    );
    let sl = slices();
    let mut window: HashMap<usize, Vec<u8>> = HashMap::new();
    let mut above: Vec<u8> = Vec::new();
    let mut figures = Figures {
        geese: count,
        ..Figures::default()
    };
    let below_sums = if count > FIRST_LAYER {
        sl.sums(count - 1)
    } else {
        Vec::new()
    };
    for sum in sl.sums(count).into_iter().rev() {
        progress.check()?;
        slide_window(&mut window, count, sum, &below_sums, store)?;
        let slice = slice_of(count, sum, &above, &window);
        let (geese, fox, after, f) = solve(&slice, sideways, threads, progress, step)?;
        figures.add(&f);
        let plies: Vec<u8> = geese.iter().map(|&k| remoteness(k)).collect();
        store
            .finish(count, sum, &plies, &after)
            .map_err(Halt::Store)?;
        above = fox;
    }
    Ok(figures)
}

/// The slice (`count`, `sum`), reading `above` (the fox-to-move keys of the slice above)
/// and the after-capture slices of `window` ([`slide_window`]).
fn slice_of<'a>(
    count: usize,
    sum: usize,
    above: &'a [u8],
    window: &'a HashMap<usize, Vec<u8>>,
) -> Slice<'a> {
    Slice {
        count,
        sum,
        above,
        below: std::array::from_fn(|row| {
            (row > 0 && row <= sum)
                .then(|| window.get(&(sum - row)).map(Vec::as_slice))
                .flatten()
        }),
    }
}

/// Works out again the after-capture keys of every slice of the finished count `count`
/// (at least four), with or without sideways moves alike: each from its plies, which
/// `plies` hands out by row sum as [`Store::finish`] was given them, and the keys of the
/// count below, which `store` hands out; each slice's keys go to `store` (with no plies:
/// they are on disk already), in build order. See [`Slice::after_again`].
pub fn after_again<S: Store>(
    count: usize,
    store: &mut S,
    plies: &mut dyn FnMut(usize) -> Result<Vec<u8>, S::Error>,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<(), Halt<S::Error>> {
    let sl = slices();
    let mut window = HashMap::new();
    let below_sums = match count > FIRST_LAYER {
        true => sl.sums(count - 1),
        false => Vec::new(),
    };
    for sum in sl.sums(count).into_iter().rev() {
        progress.check()?;
        slide_window(&mut window, count, sum, &below_sums, store)?;
        let slice = slice_of(count, sum, &[], &window);
        let finished = plies(sum).map_err(Halt::Store)?;
        let after = slice.after_again(&finished, threads, progress, step)?;
        store.finish(count, sum, &[], &after).map_err(Halt::Store)?;
    }
    Ok(())
}

/// Keeps in `window` the after-capture slices of `count - 1` geese that the captures of
/// slice `sum` reach: s − 1 … s − 7 (those of `below_sums`, the sums there are), the
/// missing ones read from `store`; the higher ones are done with and dropped.
fn slide_window<S: Store>(
    window: &mut HashMap<usize, Vec<u8>>,
    count: usize,
    sum: usize,
    below_sums: &[usize],
    store: &mut S,
) -> Result<(), Halt<S::Error>> {
    window.retain(|&s, _| s < sum);
    for s in sum.saturating_sub(7)..sum {
        if below_sums.contains(&s) && !window.contains_key(&s) {
            window.insert(s, store.after(count - 1, s).map_err(Halt::Store)?);
        }
    }
    Ok(())
}

/// Computes one slice, with or without `sideways` moves: its GR, FR and AR, and its
/// figures (with the draws when sideways).
#[allow(clippy::type_complexity)]
fn solve(
    slice: &Slice,
    sideways: bool,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
) -> Result<(Vec<u8>, Vec<u8>, Vec<u8>, Figures), Cancelled> {
    if sideways {
        let (geese, fox, after, mut f, draws) = super::sideways::run(slice, threads, progress)?;
        f.draws = draws;
        step(slices().size(slice.count, slice.sum));
        Ok((geese, fox, after, f))
    } else {
        slice.run(threads, progress, step)
    }
}

/// A [`Store`] in memory, for tests and small counts.
#[derive(Debug, Default)]
pub struct InMemory {
    /// By (count, sum): the geese-to-move remoteness and the after-capture keys.
    pub slices: HashMap<(usize, usize), (Vec<u8>, Vec<u8>)>,
}

impl Store for InMemory {
    type Error = String;

    fn after(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, String> {
        self.slices
            .get(&(count, sum))
            .map(|(_, after)| after.clone())
            .ok_or_else(|| format!("slice ({count}, {sum}) is not built"))
    }

    fn finish(
        &mut self,
        count: usize,
        sum: usize,
        geese: &[u8],
        after: &[u8],
    ) -> Result<(), String> {
        self.slices
            .insert((count, sum), (geese.to_vec(), after.to_vec()));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
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
                after_again(count, &mut again, &mut plies, 2, &progress, &|_| ())
                    .expect("worked out");
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

    /// Every position of every count up to `top`, position by position.
    fn agrees_with_the_reference_up_to(top: usize) {
        let reference = super::super::remoteness::Remoteness::build(top);
        let mut store = InMemory::default();
        let progress = Progress::new();
        let geo = geometry();
        for count in FIRST_LAYER..=top {
            let figures =
                super::count(count, &mut store, false, 2, &progress, &|_| ()).expect("built");
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
}
