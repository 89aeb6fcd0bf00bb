//! The tests of `index`.

use super::*;
use crate::solver::fox_geese::geometry::mirror;

#[test]
fn sizes_add_up_to_half_the_sets_and_their_symmetric_ones() {
    let idx = index();
    for count in [0, 1, 4, 13] {
        // Sets equal to their mirror: any centre set with R = L.
        let symmetric: u64 = (0..=CENTRE)
            .filter(|c| c % 2 == count % 2 && *c <= count && (count - c) / 2 <= HALF)
            .map(|c| binomial(CENTRE, c) * binomial(HALF, (count - c) / 2))
            .sum();
        assert_eq!(
            2 * idx.size(count) - symmetric,
            binomial(33, count),
            "count {count}"
        );
    }
}

#[test]
fn every_set_of_a_small_count_has_its_own_index() {
    let idx = index();
    let geo = geometry();
    let cells: Vec<u32> = bits(geo.board).collect();
    for count in [1usize, 2, 3] {
        let mut seen = vec![0u8; idx.size(count) as usize];
        let mut combo: Vec<usize> = (0..count).collect();
        loop {
            let grid: u64 = combo.iter().map(|&i| 1u64 << cells[i]).sum();
            let (at, mirrored) = idx.locate(grid);
            let (back, back_mirrored) = idx.locate(mirror(grid));
            assert_eq!(at, back);
            assert!(mirrored != back_mirrored || grid == mirror(grid));
            seen[at as usize] |= if mirrored { 2 } else { 1 };
            // Next combination.
            let mut i = count;
            while i > 0 && combo[i - 1] == cells.len() - count + i - 1 {
                i -= 1;
            }
            if i == 0 {
                break;
            }
            combo[i - 1] += 1;
            for j in i..count {
                combo[j] = combo[j - 1] + 1;
            }
        }
        assert!(seen.iter().all(|&s| s & 1 == 1), "count {count}");
    }
}

/// The (L, R) pair of a block at `pair`, as masks.
fn unrank_pair(idx: &Index, block: &Block, pair: u64) -> (u16, u16) {
    let lefts = &idx.unrank13[usize::from(block.left)];
    let rights = &idx.unrank13[usize::from(block.right)];
    if block.left < block.right {
        let n = rights.len() as u64;
        return (lefts[(pair / n) as usize], rights[(pair % n) as usize]);
    }
    // Triangular: pair = rr (rr + 1) / 2 + rl with rl ≤ rr.
    let mut rr = 0;
    while (rr + 1) * (rr + 2) / 2 <= pair {
        rr += 1;
    }
    let rl = pair - rr * (rr + 1) / 2;
    (lefts[rl as usize], rights[rr as usize])
}

#[test]
fn pairs_unrank_to_what_locate_ranks() {
    let idx = index();
    for count in [4usize, 7] {
        for block in idx.blocks(count) {
            for (rc, &c) in idx.unrank7[usize::from(block.centre)].iter().enumerate() {
                for pair in (0..block.pairs).step_by(97) {
                    let (l, r) = unrank_pair(idx, &block, pair);
                    let grid = idx.grid(Parts {
                        centre: c,
                        left: l,
                        right: r,
                    });
                    let want = block.start + rc as u64 * block.pairs + pair;
                    assert_eq!(idx.locate(grid), (want, false));
                }
            }
        }
    }
}
