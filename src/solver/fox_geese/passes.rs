//! The passes of a layer build over every set of one count, on the threads: in any order
//! (`parallel`) or in index order, block by block (`in_index_order`).

use super::index::{Block, Index, Parts, index};
use crate::solver::progress::{Cancelled, Progress};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Runs `work` on every unit from `0..units` on `threads` threads, each pulling the next
/// unit, checking for a cancel between units. A panic of `work` goes on in the caller's
/// thread once the others have stopped (never turned into a cancel).
pub(super) fn parallel<T: Default + Send>(
    units: usize,
    threads: usize,
    progress: &Progress,
    work: &(dyn Fn(usize, &mut T) + Sync),
    merge: impl Fn(&mut T, T),
) -> Result<T, Cancelled> {
    let next = AtomicUsize::new(0);
    let results: Vec<Result<T, Cancelled>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut acc = T::default();
                    loop {
                        progress.check()?;
                        let unit = next.fetch_add(1, Relaxed);
                        if unit >= units {
                            return Ok(acc);
                        }
                        work(unit, &mut acc);
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut total = T::default();
    for r in results {
        merge(&mut total, r?);
    }
    Ok(total)
}

/// Calls `visit` with every stored set of `count` geese (its index and parts), in index
/// order within each unit of work, on `threads` threads; `step` hears of each unit done.
pub(super) fn in_index_order(
    count: usize,
    threads: usize,
    progress: &Progress,
    step: &(dyn Fn(u64) + Sync),
    visit: &(dyn Fn(u64, Parts) + Sync),
) -> Result<(), Cancelled> {
    let idx = index();
    let units = units_in_order(idx, count);
    let work = |unit: usize, _: &mut ()| {
        let (block, rc) = units[unit];
        let centre = idx.unrank7[usize::from(block.centre)][rc];
        let mut at = block.start + rc as u64 * block.pairs;
        for_pairs(idx, &block, |left, right| {
            visit(
                at,
                Parts {
                    centre,
                    left,
                    right,
                },
            );
            at += 1;
        });
        step(block.pairs);
    };
    parallel(units.len(), threads, progress, &work, |_, ()| ())
}

/// Calls `f` with every stored (L, R) pair of a block, in index order.
pub(super) fn for_pairs(idx: &Index, block: &Block, mut f: impl FnMut(u16, u16)) {
    let lefts = &idx.unrank13[usize::from(block.left)];
    let rights = &idx.unrank13[usize::from(block.right)];
    if block.left < block.right {
        for &l in lefts {
            for &r in rights {
                f(l, r);
            }
        }
    } else {
        for (rr, &r) in rights.iter().enumerate() {
            for &l in &lefts[..=rr] {
                f(l, r);
            }
        }
    }
}

/// The units of an index-order pass: (block, rank of the centre set).
pub(super) fn units_in_order(idx: &Index, count: usize) -> Vec<(Block, usize)> {
    idx.blocks(count)
        .into_iter()
        .flat_map(|b| (0..idx.unrank7[usize::from(b.centre)].len()).map(move |c| (b, c)))
        .collect()
}
