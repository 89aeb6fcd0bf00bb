//! The tests of `slices`.

use super::*;
use crate::solver::fox_geese::geometry::{bits, geometry, mirror};

/// The sum of the rows of a grid set.
fn row_sum(geese: u64) -> usize {
    let geo = geometry();
    bits(geese).map(|g| usize::from(geo.row[g as usize])).sum()
}

/// Every set of `count` of the cross's points, as grid sets.
fn every_set(count: usize, mut f: impl FnMut(u64)) {
    let cells: Vec<u32> = bits(geometry().board).collect();
    let mut chosen: Vec<usize> = (0..count).collect();
    loop {
        f(chosen.iter().map(|&i| 1u64 << cells[i]).sum());
        let Some(i) = (0..count)
            .rev()
            .find(|&i| chosen[i] < cells.len() - count + i)
        else {
            return;
        };
        chosen[i] += 1;
        for j in i + 1..count {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}

#[test]
fn every_count_has_as_many_sets_by_slices_as_in_the_index() {
    let s = slices();
    for count in 0..=CENTRE + 2 * HALF {
        let total: u64 = s.sums(count).iter().map(|&sum| s.size(count, sum)).sum();
        assert_eq!(total, index().size(count), "{count} geese");
    }
}

#[test]
fn every_set_of_up_to_six_geese_lies_in_its_slice_once_with_its_mirror() {
    let s = slices();
    for count in 0..=6 {
        let mut seen: Vec<Vec<u32>> = (0..=MAX_SUM)
            .map(|sum| vec![0; s.size(count, sum) as usize])
            .collect();
        every_set(count, |geese| {
            let place = s.locate(geese);
            assert_eq!(place.sum, row_sum(geese), "{geese:#x}");
            assert!(place.at < s.size(count, place.sum), "{geese:#x}: {place:?}");
            let image = s.locate(mirror(geese));
            assert_eq!((image.sum, image.at), (place.sum, place.at), "{geese:#x}");
            if mirror(geese) == geese {
                assert!(!place.mirrored && !image.mirrored);
            } else {
                assert_ne!(place.mirrored, image.mirrored, "{geese:#x}");
            }
            if !place.mirrored {
                seen[place.sum][place.at as usize] += 1;
            }
        });
        for (sum, slots) in seen.iter().enumerate() {
            assert!(
                slots.iter().all(|&n| n == 1),
                "{count} geese, row sum {sum}: every place once"
            );
        }
    }
}

#[test]
fn a_slice_is_walked_in_its_own_order() {
    let s = slices();
    for count in [0, 1, 4, 7] {
        for sum in s.sums(count) {
            let mut next = 0;
            s.for_each(count, sum, |geese| {
                assert_eq!(geese.count_ones() as usize, count);
                let place = s.locate(geese);
                assert_eq!(
                    place,
                    Place {
                        sum,
                        at: next,
                        mirrored: false
                    },
                    "{count} geese, row sum {sum}"
                );
                next += 1;
            });
            assert_eq!(next, s.size(count, sum), "{count} geese, row sum {sum}");
        }
    }
}

/// The units of the slice (`count`, `sum`) as the tables on disk lay them out, by the
/// layout's own definition: every (|C|, rows(C), |L|, rows(L)) in that order, the right
/// half's following from the sum, those no set has left out.
fn units_by_definition(count: usize, sum: usize) -> Vec<Unit> {
    let idx = index();
    let halves = |size: usize, rows: usize| {
        idx.halves_by_rows
            .get(size)
            .and_then(|r| r.get(rows))
            .map_or(0, |l| l.len() as u64)
    };
    let (centres, _) = centres_by_rows();
    let mut out = Vec::new();
    let mut start = 0;
    for (centre, by_rows) in centres.iter().enumerate().take(CENTRE.min(count) + 1) {
        for left in 0..=HALF.min(count - centre) {
            let right = count - centre - left;
            if right < left || right > HALF {
                continue;
            }
            for (centre_rows, cs) in by_rows.iter().enumerate() {
                if cs.is_empty() || centre_rows > sum {
                    continue;
                }
                for left_rows in 0..=sum - centre_rows {
                    let right_rows = sum - centre_rows - left_rows;
                    let (nl, nr) = (halves(left, left_rows), halves(right, right_rows));
                    if nl == 0 || nr == 0 || (left == right && left_rows > right_rows) {
                        continue;
                    }
                    let square = left == right && left_rows == right_rows;
                    let pairs = if square { nl * (nl + 1) / 2 } else { nl * nr };
                    out.push(Unit {
                        centre: centre as u8,
                        centre_rows: centre_rows as u8,
                        left: left as u8,
                        left_rows: left_rows as u8,
                        right: right as u8,
                        right_rows: right_rows as u8,
                        start,
                        pairs,
                    });
                    start += cs.len() as u64 * pairs;
                }
            }
        }
    }
    out
}

#[test]
fn every_slice_is_laid_out_as_the_tables_on_disk_are() {
    let s = slices();
    for count in 0..=CENTRE + 2 * HALF {
        for sum in 0..=MAX_SUM {
            assert_eq!(
                s.units[count][sum],
                units_by_definition(count, sum),
                "{count} geese, row sum {sum}"
            );
            for (at, u) in s.units[count][sum].iter().enumerate() {
                let k = key(count, sum, u.centre, u.centre_rows, u.left, u.left_rows);
                assert_eq!(s.unit_of[&k], at, "{count} geese, row sum {sum}");
            }
        }
    }
}
