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

    /// Where a stopped build of `count` left off: how many of its slices it finished, in
    /// build order, and their figures; none (the default) when the count starts afresh.
    /// Asked once, as the count begins.
    fn resumed(&mut self, _count: usize) -> Option<(usize, Figures)> {
        None
    }

    /// The plies of the finished slice (`count`, `sum`) of a resumed count, as
    /// [`Store::finish`] was given them.
    fn finished_plies(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, Self::Error>;

    /// Whether the after-capture keys of the slices a resumed count finished before are
    /// wanted again (when a later count reads them).
    fn keeps_after(&self) -> bool {
        true
    }

    /// The first `done` slices of `count` are finished, with `figures` in all: a build
    /// stopped from now on may resume after them.
    fn saved(
        &mut self,
        _count: usize,
        _done: usize,
        _figures: &Figures,
    ) -> Result<(), Self::Error> {
        Ok(())
    }
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
/// A count that `store` says was stopped ([`Store::resumed`]) goes on after the slices it
/// finished, each taken up from its plies without being solved (and not told to `step`).
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
    let sums: Vec<usize> = sl.sums(count).into_iter().rev().collect();
    let (done, mut figures) = store
        .resumed(count)
        .filter(|&(done, _)| done <= sums.len())
        .unwrap_or((
            0,
            Figures {
                geese: count,
                ..Figures::default()
            },
        ));
    let below_sums = if count > FIRST_LAYER {
        sl.sums(count - 1)
    } else {
        Vec::new()
    };
    for (at, &sum) in sums.iter().enumerate() {
        progress.check()?;
        if at < done {
            let last = at + 1 == done;
            above = take_up(
                (count, sum, last),
                &above,
                &mut window,
                &below_sums,
                store,
                threads,
                progress,
            )?;
            continue;
        }
        slide_window(&mut window, count, sum, &below_sums, store)?;
        let slice = slice_of(count, sum, &above, &window);
        let (geese, fox, after, f) = solve(&slice, sideways, threads, progress, step)?;
        figures.add(&f);
        let plies: Vec<u8> = geese.iter().map(|&k| remoteness(k)).collect();
        store
            .finish(count, sum, &plies, &after)
            .map_err(Halt::Store)?;
        store.saved(count, at + 1, &figures).map_err(Halt::Store)?;
        above = fox;
    }
    Ok(figures)
}

/// Takes up the slice (`count`, `sum`) that a stopped build finished, without solving it:
/// its after-capture keys worked out again from its plies for `store` when it keeps them
/// (else none), and, when it is the `last` one finished, its fox-to-move keys, which the
/// next slice reads (returned; else `above`, the keys of the slice above it, is kept). Its
/// work is not counted as done: the caller counts the slices kept.
fn take_up<S: Store>(
    (count, sum, last): (usize, usize, bool),
    above: &[u8],
    window: &mut HashMap<usize, Vec<u8>>,
    below_sums: &[usize],
    store: &mut S,
    threads: usize,
    progress: &Progress,
) -> Result<Vec<u8>, Halt<S::Error>> {
    let keeps_after = store.keeps_after();
    if !last && !keeps_after {
        store.finish(count, sum, &[], &[]).map_err(Halt::Store)?;
        return Ok(above.to_vec());
    }
    slide_window(window, count, sum, below_sums, store)?;
    let slice = slice_of(count, sum, above, window);
    let plies = store.finished_plies(count, sum).map_err(Halt::Store)?;
    let after = match keeps_after {
        true => slice.after_again(&plies, threads, progress, &|_| ())?,
        false => Vec::new(),
    };
    let fox = match last {
        true => slice.fox_again(&plies, threads, progress)?,
        false => above.to_vec(),
    };
    store.finish(count, sum, &[], &after).map_err(Halt::Store)?;
    Ok(fox)
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
    /// What the next count resumes from ([`Store::resumed`]): the slices a stopped build
    /// finished and their figures.
    pub resume: Option<(usize, Figures)>,
    /// Every [`Store::saved`] heard: the count, the slices done and the figures so far.
    pub saved: Vec<(usize, usize, Figures)>,
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
        let slice = self.slices.entry((count, sum)).or_default();
        // A slice taken up again comes without its plies: those it has are kept.
        if !geese.is_empty() || slice.0.is_empty() {
            slice.0 = geese.to_vec();
        }
        slice.1 = after.to_vec();
        Ok(())
    }

    fn resumed(&mut self, _count: usize) -> Option<(usize, Figures)> {
        self.resume.take()
    }

    fn saved(&mut self, count: usize, done: usize, figures: &Figures) -> Result<(), String> {
        self.saved.push((count, done, *figures));
        Ok(())
    }

    fn finished_plies(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, String> {
        self.slices
            .get(&(count, sum))
            .map(|(plies, _)| plies.clone())
            .ok_or_else(|| format!("slice ({count}, {sum}) is not built"))
    }
}

#[cfg(test)]
mod tests;
