//! What a remoteness build will take on this machine: its time on the threads, its memory at
//! the peak and its files on disk, from the rates measured building 13 geese, less what the
//! folder already holds.

use super::build::FIRST_LAYER;
use super::remote_table::{Rules, rules_dir, slice_starts, summary};
use super::slices::slices;
use std::path::Path;

/// The work of building `count` geese, in the units of the build's progress: its stored
/// sets.
pub fn work(count: usize) -> u64 {
    slice_starts(count).1
}

/// CPU nanoseconds per stored set, measured building 13 geese from scratch (see the
/// README), rounded up for the writes.
const NANOS_PER_SET: f64 = 1900.0;

/// CPU nanoseconds per stored set of a finished count whose after-capture keys are worked
/// out again before the table grows past it (no solving: the plies read back, the capture
/// chains worked out), measured growing 13 geese (see the README).
const NANOS_PER_SET_AGAIN: f64 = 780.0;

/// Compressed bytes per position of the plies files (coded rows: 0.224 over the files of 4
/// to 13 geese, from 0.19 to 0.233, see the README) and of an after-capture file (0.39 at
/// zstd level 3 at 13 geese, a little less at the level used).
const PLIES_BYTES_PER_POSITION: f64 = 0.224;

const AFTER_BYTES_PER_POSITION: f64 = 0.38;

/// Wall nanoseconds per stored set of the sideways game (one thread), measured building 13
/// geese from scratch.
const SIDEWAYS_NANOS_PER_SET: f64 = 2500.0;

/// Bytes per position of the sideways slice at work (both sides' best results, counts of
/// moves left and settled values, the queues by level, the slice's GR, FR and AR keys),
/// from the peaks measured building 13 and 15 geese (8.5 and 7.7 beside the window).
const SIDEWAYS_BYTES_PER_POSITION: u64 = 9;

/// Compressed bytes per position of the sideways game's plies and after-capture files:
/// mostly draws, which compress to almost nothing (measured at 15 geese: 0.064 and 0.035
/// in the zstd blocks of earlier versions, an upper bound for coded rows; fewer geese
/// compress better).
const SIDEWAYS_PLIES_BYTES_PER_POSITION: f64 = 0.07;

const SIDEWAYS_AFTER_BYTES_PER_POSITION: f64 = 0.04;

/// The memory a build holds besides its slices: the slice index, buffers, the program.
const BASE_MEMORY: u64 = 300 << 20;

/// What building the remoteness table up to `geese` geese takes on `threads` threads,
/// counting only the counts not yet built in `cache` (when given; growing a table first
/// works out again the after-capture keys of the counts it has): the time from the speed
/// measured on a 2-core machine, the disk from the measured compression, the memory from
/// the slices the build holds at once (seven after-capture slices of the count below and
/// four arrays of the slice at work) and the pages of the count below's after-capture file
/// it maps as it reads them (5.2 GiB for 13 geese, as measured).
pub fn estimate(geese: usize, threads: usize, cache: Option<&Path>) -> super::table::Estimate {
    estimate_with(geese, Rules::NoSideways, threads, cache)
}

/// [`estimate`] for the table of `rules`: the sideways game's slices are solved on one
/// thread, holding both sides to move of the slice at work with their counts and queues.
pub fn estimate_with(
    geese: usize,
    rules: Rules,
    threads: usize,
    cache: Option<&Path>,
) -> super::table::Estimate {
    let built = cache
        .and_then(|c| summary(&rules_dir(c, rules), rules).ok())
        .map_or(FIRST_LAYER - 1, |s| s.top());
    let positions = |k: usize| (work(k) * super::build::width(k) as u64) as f64;
    let sets: u64 = (built + 1..=geese).map(work).sum();
    let (plies_bytes, after_bytes) = match rules {
        Rules::NoSideways => (PLIES_BYTES_PER_POSITION, AFTER_BYTES_PER_POSITION),
        Rules::Sideways => (
            SIDEWAYS_PLIES_BYTES_PER_POSITION,
            SIDEWAYS_AFTER_BYTES_PER_POSITION,
        ),
    };
    // The plies files, and the after-capture file of the count below the top while the top
    // is built (none is kept after).
    let disk = (FIRST_LAYER..=geese)
        .map(|k| positions(k) * plies_bytes)
        .sum::<f64>()
        + match geese > FIRST_LAYER {
            true => positions(geese - 1) * after_bytes,
            false => 0.0,
        };
    let sl = slices();
    let memory = (FIRST_LAYER..=geese)
        .flat_map(|k| {
            let w = super::build::width(k) as u64;
            let below = super::build::width(k - 1) as u64;
            sl.sums(k).into_iter().map(move |s| {
                let window: u64 = if k > FIRST_LAYER {
                    (1..=7.min(s)).map(|r| sl.size(k - 1, s - r) * below).sum()
                } else {
                    0
                };
                let mapped = if k > FIRST_LAYER {
                    positions(k - 1) * after_bytes
                } else {
                    0.0
                };
                let at_work = match rules {
                    Rules::NoSideways => 4,
                    Rules::Sideways => SIDEWAYS_BYTES_PER_POSITION,
                };
                window + at_work * sl.size(k, s).max(sl.size(k, s + 1)) * w + mapped as u64
            })
        })
        .max()
        .unwrap_or(0);
    // Growing first works out again the after-capture keys of the counts built.
    let again: u64 = match built >= FIRST_LAYER && geese > built {
        true => (FIRST_LAYER..=built).map(work).sum(),
        false => 0,
    };
    let threads = threads.max(1) as f64;
    let seconds = again as f64 * NANOS_PER_SET_AGAIN * 1e-9 / threads
        + match rules {
            Rules::NoSideways => sets as f64 * NANOS_PER_SET * 1e-9 / threads,
            Rules::Sideways => sets as f64 * SIDEWAYS_NANOS_PER_SET * 1e-9,
        };
    super::table::Estimate {
        seconds,
        disk_bytes: disk as u64,
        memory_bytes: memory + BASE_MEMORY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Progress;

    #[test]
    fn growing_a_table_costs_the_preparation_of_the_counts_it_has() {
        // The smallest table: no count below it to hold the after-capture keys of.
        let four = estimate(4, 2, None);
        assert!(four.disk_bytes > 0 && four.seconds > 0.0);
        let dir = tempfile::tempdir().expect("temporary folder");
        super::super::remote_build::build(dir.path(), 5, 2, &Progress::new(), &mut |_| ())
            .expect("built");
        let grow = estimate(6, 2, Some(dir.path()));
        let solve_six = work(6) as f64 * NANOS_PER_SET * 1e-9 / 2.0;
        let prepare = (work(4) + work(5)) as f64 * NANOS_PER_SET_AGAIN * 1e-9 / 2.0;
        assert!(
            (grow.seconds - solve_six - prepare).abs() < 1e-9,
            "{grow:?}"
        );
        // Built already: nothing to do, nothing to prepare.
        assert_eq!(estimate(5, 2, Some(dir.path())).seconds, 0.0);
    }
}
