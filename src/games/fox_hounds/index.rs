//! Numbering the hounds' four-square sets: a perfect index for the solver's dense table,
//! and the list of all of them for the census.

use super::rules::HOUNDS;
#[cfg(test)]
use crate::games::board::binomial;
use crate::games::board::{Board, PointSet};

/// Number of ways to place four hounds on 32 squares.
pub(super) const HOUND_SETS: usize = 35_960;

/// The rank of a four-square set among all four-square sets of the board, below 35,960
/// (the combinatorial number system: C(i,1) + C(j,2) + C(k,3) + C(l,4) for squares
/// i < j < k < l).
pub(super) fn hound_rank(hounds: PointSet) -> usize {
    // Only four-square sets are valid positions; keep anything else inside the table.
    hounds.rank() % HOUND_SETS
}

/// Every set of four squares of the board, in increasing order of their bits (the next set
/// with as many bits is found by Gosper's rule).
pub(super) fn four_square_sets(board: &Board) -> impl Iterator<Item = PointSet> + use<> {
    let end = board.everywhere().0 + 1;
    std::iter::successors(Some((1u64 << HOUNDS) - 1), move |&set| {
        let lowest = set & set.wrapping_neg();
        let carried = set + lowest;
        let next = (((carried ^ set) >> 2) / lowest) | carried;
        (next < end).then_some(next)
    })
    .map(PointSet)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board::checkerboard;

    #[test]
    fn hound_ranks_are_a_perfect_index() {
        let board = checkerboard();
        let mut seen = vec![false; HOUND_SETS];
        let mut sets = 0;
        for set in four_square_sets(board) {
            assert_eq!(set.len(), HOUNDS);
            let rank = hound_rank(set);
            assert!(!seen[rank], "rank {rank} twice");
            seen[rank] = true;
            sets += 1;
        }
        assert_eq!(sets, HOUND_SETS);
        assert!(seen.iter().all(|&s| s));
        assert_eq!(binomial(32, 4), HOUND_SETS);
    }
}
