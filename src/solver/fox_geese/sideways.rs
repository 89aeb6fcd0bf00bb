//! The sideways game, one slice at a time: win, loss or draw with remoteness for every
//! position of a slice (a goose count and a row sum), by retrograde analysis inside it.
//!
//! With sideways goose moves the row sum of a goose move is kept (a sideways step) or
//! raised by one (a step up); a fox step keeps the set; a capture removes a goose. So a
//! slice depends only on the slice above (steps up, whose fox-to-move keys are known) and on
//! the slices of one goose fewer (captures, whose after-capture keys are known), as without
//! sideways, but inside a slice fox steps and sideways steps form cycles. Both sides to move
//! are nodes: GR(G, l) with the geese to move, FR(G, l) with the fox to move, a node's
//! known results (its moves out of the slice) and its moves inside the slice.
//!
//! Values are settled level by level, a level being a remoteness: a node is won in `n + 1`
//! as soon as a move of it leads to a position lost in `n` for the other side (settled at
//! level `n`, or known from outside); it is lost in `1 +` the largest remoteness of its
//! moves once every move leads to a position won by the other side; it is drawn once every
//! move is settled and the best is a draw. What no level settles is a draw: each side can
//! keep the play going for ever, or at least away from a loss. Keys are as in
//! [`super::stream`], with [`DRAW`] between the wins and the losses.

use super::build::width;
use super::geometry::{bits, geometry, mirror};
use super::slice::{
    DRAW, DRAWN, Figures, LONGEST, MIRROR_CELL, NONE, STEPS, Slice, after_key, remoteness, up,
};
use super::slices::slices;
use crate::solver::progress::{Cancelled, Progress};
use std::sync::Mutex;

/// A node's known state during the analysis.
struct Nodes {
    /// The best result known of each node's settled moves, as a key for its mover.
    best: Vec<u8>,
    /// The moves inside the slice not settled yet.
    pending: Vec<u8>,
    /// The settled key (0: not settled).
    settled: Vec<u8>,
    /// By level: the nodes that may settle there.
    levels: Vec<Vec<u32>>,
}

impl Nodes {
    fn schedule(&mut self, node: usize) {
        let v = up(self.best[node]);
        if v != DRAW {
            let level = usize::from(remoteness(v));
            self.levels[level].push(node as u32);
        }
    }

    /// Schedules the first candidates: a known win, or nothing left to wait for. Returns
    /// the nodes drawn already (every move settled, the best a draw).
    fn first_candidates(&mut self) -> Vec<usize> {
        let mut draws = Vec::new();
        for node in 0..self.best.len() {
            if self.best[node] > DRAW || self.pending[node] == 0 {
                if self.pending[node] == 0 && up(self.best[node]) == DRAW {
                    draws.push(node);
                } else {
                    self.schedule(node);
                }
            }
        }
        draws
    }
}

/// The slice's sets, and where a node is.
struct Layout {
    sets: Vec<u64>,
    width: usize,
}

impl Layout {
    /// Nodes with the geese to move come first, then those with the fox to move.
    fn geese_node(&self, set: usize, point: usize) -> usize {
        set * self.width + point
    }

    fn fox_node(&self, set: usize, point: usize) -> usize {
        (self.sets.len() + set) * self.width + point
    }

    fn nodes(&self) -> usize {
        2 * self.sets.len() * self.width
    }
}

/// The index among the empty points of `stored` of grid bit `cell`.
fn point_index(stored: u64, cell: u32) -> usize {
    let empty = geometry().board & !stored;
    (empty & ((1u64 << cell) - 1)).count_ones() as usize
}

/// Computes the slice with sideways moves: its GR, FR and AR keys, and its figures (draws
/// counted apart). The nodes' known results are read on `threads` threads, the levels
/// settled on one; `progress` is checked between levels.
#[allow(clippy::type_complexity)]
pub(super) fn run(
    slice: &Slice,
    threads: usize,
    progress: &Progress,
) -> Result<(Vec<u8>, Vec<u8>, Vec<u8>, Figures, (u64, u64)), Cancelled> {
    let sl = slices();
    let mut sets = Vec::with_capacity(sl.size(slice.count, slice.sum) as usize);
    sl.for_each(slice.count, slice.sum, |g| sets.push(g));
    let layout = Layout {
        sets,
        width: width(slice.count),
    };
    let n = layout.nodes();
    let half = n / 2;
    let mut nodes = Nodes {
        best: vec![NONE; n],
        pending: vec![0; n],
        settled: vec![0; n],
        levels: vec![Vec::new(); usize::from(LONGEST) + 2],
    };
    let mut chains = vec![NONE; half];
    start(slice, &layout, &mut nodes, &mut chains, threads);
    let draws = nodes.first_candidates();
    settle_levels(&layout, &mut nodes, draws, progress)?;
    let (gr, fr, ar) = keys(&nodes.settled, &chains);
    let (figures, drawn) = count_figures(slice.count, &layout, &gr, &fr);
    Ok((gr, fr, ar, figures, drawn))
}

/// Settles the nodes level by level, from the `draws` known at the start; `progress` is
/// checked between levels. What no level settles stays unsettled: a draw.
fn settle_levels(
    layout: &Layout,
    nodes: &mut Nodes,
    mut draws: Vec<usize>,
    progress: &Progress,
) -> Result<(), Cancelled> {
    let mut predecessors = Vec::new();
    let mut settle = |nodes: &mut Nodes, node: usize, v: u8, draws: &mut Vec<usize>| {
        nodes.settled[node] = v;
        predecessors.clear();
        parents(layout, node, &mut predecessors);
        for &p in &predecessors {
            if nodes.settled[p] != 0 {
                continue;
            }
            nodes.best[p] = nodes.best[p].max(v);
            nodes.pending[p] -= 1;
            if v > DRAW {
                // The mover of `node` loses: a win for `p`.
                nodes.schedule(p);
            } else if nodes.pending[p] == 0 {
                if up(nodes.best[p]) == DRAW {
                    draws.push(p);
                } else {
                    nodes.schedule(p);
                }
            }
        }
    };
    for level in 0..nodes.levels.len() {
        progress.check()?;
        loop {
            // Draws settle at once (nothing can change them), then the level's nodes.
            while let Some(d) = draws.pop() {
                if nodes.settled[d] == 0 {
                    settle(nodes, d, DRAW, &mut draws);
                }
            }
            let Some(node) = nodes.levels[level].pop() else {
                break;
            };
            let node = node as usize;
            if nodes.settled[node] != 0 {
                continue;
            }
            let v = up(nodes.best[node]);
            // Scheduled again later (a win found at a lower level settles there).
            if v == DRAW || usize::from(remoteness(v)) != level {
                continue;
            }
            let is_win = remoteness(v) % 2 == 1;
            if !is_win && nodes.pending[node] != 0 {
                continue;
            }
            settle(nodes, node, v, &mut draws);
        }
        nodes.levels[level] = Vec::new();
    }
    Ok(())
}

/// The GR, FR and AR keys of the slice from the nodes' `settled` keys (what no level
/// settled is a draw) and the capture `chains`.
fn keys(settled: &[u8], chains: &[u8]) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let (geese_keys, fox_keys) = settled.split_at(settled.len() / 2);
    let gr: Vec<u8> = geese_keys
        .iter()
        .map(|&v| if v == 0 { DRAW } else { v })
        .collect();
    let fr: Vec<u8> = fox_keys
        .iter()
        .map(|&v| if v == 0 { DRAW } else { v })
        .collect();
    let ar: Vec<u8> = gr
        .iter()
        .zip(chains)
        .map(|(&g, &c)| after_key(g, c))
        .collect();
    (gr, fr, ar)
}

/// The figures of the slice's `count` geese from its GR and FR keys, and its draws (geese
/// to move, fox to move) counted apart; a set that is not its own mirror image counts twice.
fn count_figures(count: usize, layout: &Layout, gr: &[u8], fr: &[u8]) -> (Figures, (u64, u64)) {
    let mut figures = Figures {
        geese: count,
        ..Figures::default()
    };
    let mut drawn = (0u64, 0u64);
    for (k, &geese) in layout.sets.iter().enumerate() {
        let weight = if mirror(geese) == geese { 1 } else { 2 };
        for i in 0..layout.width {
            let at = k * layout.width + i;
            let (rg, rf) = (remoteness(gr[at]), remoteness(fr[at]));
            figures.positions += weight;
            for (r, wins, draws, longest) in [
                (
                    rg,
                    &mut figures.geese_win,
                    &mut drawn.0,
                    &mut figures.longest.0,
                ),
                (
                    rf,
                    &mut figures.fox_wins,
                    &mut drawn.1,
                    &mut figures.longest.1,
                ),
            ] {
                if r == DRAWN {
                    *draws += weight;
                } else {
                    *wins += weight * u64::from(r % 2);
                    *longest = (*longest).max(r);
                }
            }
        }
    }
    (figures, drawn)
}

/// Fills every node's known results (its moves out of the slice) and the number of its
/// moves inside the slice, and `chains`, each set's capture chains by fox point; the sets
/// shared among `threads` threads, each writing its own part of the arrays.
fn start(slice: &Slice, layout: &Layout, nodes: &mut Nodes, chains: &mut [u8], threads: usize) {
    let geo = geometry();
    let steps = &*STEPS;
    let w = layout.width;
    let half = layout.nodes() / 2;
    let (geese_best, fox_best) = nodes.best.split_at_mut(half);
    let (geese_pending, fox_pending) = nodes.pending.split_at_mut(half);
    // Enough pieces that a thread finishing early finds more to do.
    let per = layout.sets.len().div_ceil(threads.max(1) * 16).max(1);
    let queue = Mutex::new(
        layout
            .sets
            .chunks(per)
            .zip(geese_best.chunks_mut(per * w))
            .zip(fox_best.chunks_mut(per * w))
            .zip(geese_pending.chunks_mut(per * w))
            .zip(fox_pending.chunks_mut(per * w))
            .zip(chains.chunks_mut(per * w))
            .collect::<Vec<_>>(),
    );
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let next = queue.lock().expect("the queue is not poisoned").pop();
                    let Some((((((sets, gb), fb), gp), fp), ch)) = next else {
                        break;
                    };
                    for (k, &geese) in sets.iter().enumerate() {
                        let empty = geo.board & !geese;
                        let chain = slice.chains(geese);
                        let ahead = slice.ahead(geese);
                        // Sideways steps open to the geese, by target: the fox's point is
                        // not one.
                        let mut sideways = 0u64;
                        let mut targets = [0u8; 64];
                        for g in bits(geese) {
                            for t in bits(geo.beside[g as usize] & empty) {
                                targets[t as usize] += 1;
                                sideways += 1;
                            }
                        }
                        for (i, l) in bits(empty).enumerate() {
                            let at = k * w + i;
                            gb[at] = ahead[l as usize];
                            gp[at] = (sideways - u64::from(targets[l as usize])) as u8;
                            fb[at] = chain[l as usize];
                            fp[at] = (steps[l as usize] & empty).count_ones() as u8;
                            ch[at] = chain[l as usize];
                        }
                    }
                }
            });
        }
    });
}

/// The nodes inside the slice with a move to `node` (once per move).
fn parents(layout: &Layout, node: usize, out: &mut Vec<usize>) {
    let geo = geometry();
    let sl = slices();
    let half = layout.nodes() / 2;
    let fox_to_move = node >= half;
    let at = node % half;
    let (k, i) = (at / layout.width, at % layout.width);
    let geese = layout.sets[k];
    let empty = geo.board & !geese;
    let l = bits(empty).nth(i).expect("a point of the set");
    if !fox_to_move {
        // The geese to move with the fox on l: the fox stepped there from m.
        for m in bits(STEPS[l as usize] & empty) {
            out.push(layout.fox_node(k, point_index(geese, m)));
        }
        return;
    }
    // The fox to move on l: a goose stepped sideways from s to t. A node's moves are those
    // of its stored position, and each leads to the node of its result: so this node's
    // parents are the stored positions with a step to this position or, unless the set is
    // its own mirror image (then that image is another node), to its mirror image. A
    // position before the step stored mirrored stands for its image's step to the image;
    // one that is its own image has both steps, and both are found.
    let symmetric = mirror(geese) == geese;
    let mirror_l = u32::from(MIRROR_CELL[l as usize]);
    let mut found = |set: u64, fox: u32, keep: &dyn Fn(u64, bool) -> bool| {
        let empty = geo.board & !set;
        for t in bits(set) {
            for s in bits(geo.beside[t as usize] & empty & !(1 << fox)) {
                let before = set & !(1 << t) | (1 << s);
                let place = sl.locate(before);
                if !keep(before, place.mirrored) {
                    continue;
                }
                let (stored, cell) = if place.mirrored {
                    (mirror(before), u32::from(MIRROR_CELL[fox as usize]))
                } else {
                    (before, fox)
                };
                out.push(layout.geese_node(place.at as usize, point_index(stored, cell)));
            }
        }
    };
    if symmetric {
        found(geese, l, &|_, mirrored| !mirrored);
    } else {
        found(geese, l, &|_, _| true);
        found(mirror(geese), mirror_l, &|before, _| {
            mirror(before) == before
        });
    }
}

#[cfg(test)]
mod tests;
