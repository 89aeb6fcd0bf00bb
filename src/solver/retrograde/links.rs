//! The predecessor lists of a solve: every position's parents, each tagged with its edge's
//! frame turn, from the edges kept by discovery (`reverse`) or by listing every position's
//! children again (`predecessors`, on the threads).

use super::{Edges, ID_MASK, Solution, TURN_SHIFT};
use crate::core::{Game, Seat};
use crate::solver::progress::{Cancelled, Phase, Progress};

/// The predecessor lists of [`predecessors`] from the forward edges kept by discovery.
/// `in_degree` is each position's count of parents where discovery counted them, else empty
/// (then they are counted here).
pub(super) fn reverse<G: Game>(
    solution: &Solution<G>,
    in_degree: &[u32],
    (offsets, edges): Edges,
) -> (Vec<usize>, Vec<u32>) {
    let counted: Vec<u32>;
    let in_degree = if in_degree.len() == solution.len() {
        in_degree
    } else {
        let mut count = vec![0u32; solution.len()];
        for &tagged in &edges {
            count[(tagged & ID_MASK) as usize] += 1;
        }
        counted = count;
        &counted
    };
    let starts = layout(in_degree);
    let mut fill = starts.clone();
    let mut parents = vec![0u32; edges.len()];
    for p in 0..solution.len() {
        for &tagged in &edges[offsets[p]..offsets[p + 1]] {
            let slot = &mut fill[(tagged & ID_MASK) as usize];
            parents[*slot] = p as u32 | (tagged & !ID_MASK);
            *slot += 1;
        }
    }
    (starts, parents)
}

/// Where each position's predecessor list starts, and (last) where the lists end.
fn layout(in_degree: &[u32]) -> Vec<usize> {
    let mut starts = Vec::with_capacity(in_degree.len() + 1);
    let mut at = 0usize;
    starts.push(0);
    for &degree in in_degree {
        at += degree as usize;
        starts.push(at);
    }
    starts
}

/// Positions whose children are listed in one go when linking (by two threads when there
/// are two cores: generating the moves is most of the work).
const LINK_CHUNK: usize = 1 << 16;

/// The tagged children of a run of positions, flattened: position `i` of the run has
/// `kids[ends[i - 1]..ends[i]]`. Two lists are filled by two cores at once: each on cache
/// lines of its own.
#[derive(Default)]
#[repr(align(128))]
struct ChildLists {
    kids: Vec<u32>,
    ends: Vec<usize>,
    scratch: Vec<u32>,
    numbered: Vec<(usize, Seat)>,
    children: Vec<(usize, Seat)>,
}

impl ChildLists {
    /// Lists the distinct children of `ids`, in the same order as discovery counted them.
    fn fill<G: Game>(&mut self, game: &G, solution: &Solution<G>, ids: std::ops::Range<usize>) {
        self.kids.clear();
        self.ends.clear();
        for id in ids {
            let state = &solution.state(game, id);
            solution.children(game, state, &mut self.numbered, &mut self.children);
            self.scratch.clear();
            self.scratch.extend(
                self.children
                    .iter()
                    .map(|&(cid, turn)| cid as u32 | (turn as u32) << TURN_SHIFT),
            );
            self.scratch.sort_unstable();
            self.scratch.dedup();
            self.kids.extend_from_slice(&self.scratch);
            self.ends.push(self.kids.len());
        }
    }

    /// Writes `first`, `first + 1`, … into the parent lists of their children.
    fn link(&self, first: usize, fill: &mut [usize], parents: &mut [u32]) {
        let mut from = 0;
        for (i, &end) in self.ends.iter().enumerate() {
            for &tagged in &self.kids[from..end] {
                let slot = &mut fill[(tagged & ID_MASK) as usize];
                parents[*slot] = (first + i) as u32 | (tagged & !ID_MASK);
                *slot += 1;
            }
            from = end;
        }
    }
}

/// Predecessor lists in compressed form: `parents[offsets[c]..offsets[c + 1]]` are the ids
/// of the positions with a move to `c`, each tagged with its edge's frame turn.
pub(super) fn predecessors<G: Game>(
    game: &G,
    solution: &Solution<G>,
    in_degree: &[u32],
    progress: &Progress,
) -> Result<(Vec<usize>, Vec<u32>), Cancelled> {
    let n = solution.len();
    assert!(
        n < ID_MASK as usize,
        "too many positions for the solver's id width"
    );
    progress.set_phase(Phase::LinkingPositions, n);
    let offsets = layout(in_degree);
    let mut fill = offsets.clone();
    let mut parents = vec![0u32; offsets[n]];
    let two = super::two_cores();
    let (mut first_half, mut second_half) = (ChildLists::default(), ChildLists::default());
    for start in (0..n).step_by(LINK_CHUNK) {
        progress.check()?;
        progress.set(start, n);
        let end = (start + LINK_CHUNK).min(n);
        let middle = if two { (start + end) / 2 } else { end };
        if two {
            let second = &mut second_half;
            super::side_by_side(
                || first_half.fill(game, solution, start..middle),
                move || second.fill(game, solution, middle..end),
            );
        } else {
            first_half.fill(game, solution, start..end);
            second_half.fill(game, solution, end..end);
        }
        first_half.link(start, &mut fill, &mut parents);
        second_half.link(middle, &mut fill, &mut parents);
    }
    Ok((offsets, parents))
}
