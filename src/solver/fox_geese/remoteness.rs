//! Remoteness without sideways moves: for every position, the number of plies to the end
//! with perfect play (the winner ends as fast as it can, the loser holds out as long as it
//! can), computed layer by layer like the win/loss table, in memory.
//!
//! This is the reference builder: a byte per stored set and empty point, every set of a
//! goose count held at once, so it is meant for the small counts the tests check against
//! the generic retrograde solver (up to seven geese or so); the table of 13 geese and more
//! needs the streaming build by row sum that this one is the model of.
//!
//! A remoteness `r` says who wins, since every end is a loss for the side to move (trapped,
//! or the geese with fewer than four left): the side to move wins exactly when `r` is odd.
//! The values are computed as in [`super::build`]: goose counts from four up (fewer than
//! four: the fox has won, remoteness 0), and within a count by row sum from the highest
//! down, as a goose move raises the row sum by one. For a set G:
//! 1. CB(G, l): the fox on l jumps at least once; the best end it can reach (it may stop
//!    after any jump): the best, for the fox, of AR(G − g, l′) over its first jumps;
//! 2. GR(G, l), the geese to move: 1 + the best, for the geese, of FR(G′, l) over the goose
//!    moves G → G′ (0 without one);
//! 3. FR(G, l), the fox to move: 1 + the best, for the fox, of GR(G, l′) over its steps and
//!    of CB(G, l) (0 without a move);
//! 4. AR(G, l), the fox having just landed on l by a capture: the best, for the fox, of
//!    stopping there, GR(G, l), and of jumping on, CB(G, l); the next count needs it.
//!
//! "The best" of the results of a choice (each the remoteness of the position it leads to,
//! whose side to move is the other side): a result the other side loses (even), the
//! smallest of those; else the largest.

use super::build::FIRST_LAYER;
use super::geometry::{Geometry, bits, geometry, mirror};
use super::index::{Index, index};
use crate::core::Value;
use crate::games::fox_geese::{Position, Side};

/// The points of the cross, on the grid.
const CELLS: u32 = 49;

/// The best of the results of a choice for the side choosing: a result that is a loss for
/// the other side (even), the smallest; else the largest; `None` when there is no choice.
fn best(results: impl IntoIterator<Item = u8>) -> Option<u8> {
    let mut losing_for_them: Option<u8> = None;
    let mut winning_for_them: Option<u8> = None;
    for r in results {
        if r % 2 == 0 {
            losing_for_them = Some(losing_for_them.map_or(r, |b| b.min(r)));
        } else {
            winning_for_them = Some(winning_for_them.map_or(r, |b| b.max(r)));
        }
    }
    losing_for_them.or(winning_for_them)
}

/// One more ply than the best result, or 0 when there is no move (the side to move lost).
fn one_more(results: impl IntoIterator<Item = u8>) -> u8 {
    match best(results) {
        None => 0,
        Some(r) => {
            assert!(r < u8::MAX - 1, "a remoteness above 253 plies");
            r + 1
        }
    }
}

/// The remoteness of every position of one goose count: a byte per stored set and empty
/// point of the set (in grid order), for each side to move and after a capture.
#[derive(Debug, Default)]
struct Layer {
    /// GR: the geese to move.
    geese: Vec<u8>,
    /// FR: the fox to move.
    fox: Vec<u8>,
    /// AR: the fox having just landed after a capture, free to stop or jump on.
    after: Vec<u8>,
}

/// The remoteness of every position with up to [`Remoteness::top`] geese, without
/// sideways moves.
#[derive(Debug)]
pub struct Remoteness {
    /// By goose count; empty below four.
    layers: Vec<Layer>,
}

/// Where a set's bytes start in its layer, and the byte of the fox's point among them.
fn slot(idx: &Index, geo: &Geometry, geese: u64, fox: u32) -> usize {
    let count = geese.count_ones() as usize;
    let (at, mirrored) = idx.locate(geese);
    let (stored, fox) = if mirrored {
        (mirror(geese), mirror(1 << fox).trailing_zeros())
    } else {
        (geese, fox)
    };
    let empty = geo.board & !stored;
    let rank = (empty & ((1u64 << fox) - 1)).count_ones() as usize;
    at as usize * (33 - count) + rank
}

/// What a computed layer holds, over its stored sets (one of each mirror pair).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Figures {
    /// The goose count.
    pub geese: usize,
    /// Stored positions per side to move (each stored set with the fox on each empty point).
    pub positions: u64,
    /// Of those with the geese to move, the ones the geese win.
    pub geese_win: u64,
    /// Of those with the fox to move, the ones the fox wins.
    pub fox_wins: u64,
    /// The longest remoteness with the geese to move, and with the fox to move.
    pub longest: (u8, u8),
    /// The entropy of the geese to move's remoteness, in bits per position: what a table of
    /// them would take at best, coded position by position.
    pub entropy_bits: f64,
    /// The same given each set's smallest remoteness (coded once per set): what a table
    /// coding each position as its difference from its set's smallest would take.
    pub within_set_bits: f64,
}

/// Shannon entropy, in bits per item, of the counts of a histogram.
fn entropy(histogram: &[u64]) -> f64 {
    let total: u64 = histogram.iter().sum();
    if total == 0 {
        return 0.0;
    }
    histogram
        .iter()
        .filter(|&&n| n > 0)
        .map(|&n| {
            let p = n as f64 / total as f64;
            -p * p.log2()
        })
        .sum()
}

/// [`Figures::entropy_bits`] and [`Figures::within_set_bits`] of a layer's GR bytes, `width`
/// per set.
fn entropies(bytes: &[u8], width: usize) -> (f64, f64) {
    let mut plain = vec![0u64; 256];
    let mut base = vec![0u64; 256];
    let mut delta = vec![0u64; 256];
    for set in bytes.chunks(width) {
        let low = set.iter().copied().min().unwrap_or(0);
        base[usize::from(low)] += 1;
        for &r in set {
            plain[usize::from(r)] += 1;
            delta[usize::from(r - low)] += 1;
        }
    }
    let sets = (bytes.len() / width.max(1)).max(1) as f64;
    let per_position = entropy(&base) * sets / bytes.len().max(1) as f64;
    (entropy(&plain), entropy(&delta) + per_position)
}

impl Remoteness {
    /// Computes every layer from four geese up to `top`.
    pub fn build(top: usize) -> Remoteness {
        Remoteness::build_with(top, &mut |_| ())
    }

    /// [`Remoteness::build`], telling `done` the figures of each layer as it is finished.
    pub fn build_with(top: usize, done: &mut dyn FnMut(Figures)) -> Remoteness {
        let mut table = Remoteness {
            layers: (0..=top).map(|_| Layer::default()).collect(),
        };
        for count in FIRST_LAYER..=top {
            let layer = table.layer(count);
            let odd = |bytes: &[u8]| bytes.iter().filter(|&&r| r % 2 == 1).count() as u64;
            let longest = |bytes: &[u8]| bytes.iter().copied().max().unwrap_or(0);
            let (entropy_bits, within_set_bits) = entropies(&layer.geese, 33 - count);
            done(Figures {
                entropy_bits,
                within_set_bits,
                geese: count,
                positions: layer.geese.len() as u64,
                geese_win: odd(&layer.geese),
                fox_wins: odd(&layer.fox),
                longest: (longest(&layer.geese), longest(&layer.fox)),
            });
            table.layers[count] = layer;
        }
        table
    }

    /// The most geese a position may have.
    pub fn top(&self) -> usize {
        self.layers.len().saturating_sub(1)
    }

    /// The remoteness of `pos` and its value for the side to move, when the table covers
    /// it (games over answer 0, a loss for the side to move).
    pub fn value(&self, pos: &Position) -> Option<Value> {
        if pos.geese.len() > self.top() {
            return None;
        }
        let geo = geometry();
        let geese = geo.grid(pos.geese);
        let fox = geo.cell(pos.fox);
        let r = match pos.to_move {
            Side::Geese => self.geese(geese, fox),
            Side::Fox => self.fox(geese, fox),
        };
        Some(if r % 2 == 1 {
            Value::Win(u32::from(r))
        } else {
            Value::Loss(u32::from(r))
        })
    }

    /// The remoteness of the geese to move, for any grid set of a built count and an empty
    /// point of it.
    pub fn geese_plies(&self, geese: u64, fox: u32) -> u8 {
        self.geese(geese, fox)
    }

    /// The remoteness after the fox has landed on `fox` by a capture and may stop there or
    /// jump on (as a result for the geese, whose turn it is when the fox stops).
    pub fn after_plies(&self, geese: u64, fox: u32) -> u8 {
        self.after(geese, fox)
    }

    fn geese(&self, geese: u64, fox: u32) -> u8 {
        self.read(geese, fox, |l| &l.geese)
    }

    fn fox(&self, geese: u64, fox: u32) -> u8 {
        self.read(geese, fox, |l| &l.fox)
    }

    fn after(&self, geese: u64, fox: u32) -> u8 {
        self.read(geese, fox, |l| &l.after)
    }

    /// A byte of a computed layer; 0 below four geese (the fox has won).
    fn read(&self, geese: u64, fox: u32, which: impl Fn(&Layer) -> &Vec<u8>) -> u8 {
        let count = geese.count_ones() as usize;
        if count < FIRST_LAYER {
            return 0;
        }
        which(&self.layers[count])[slot(index(), geometry(), geese, fox)]
    }

    /// The layer of `count` geese, from the layers below: the row sums from the highest
    /// down, since a goose move leads to the next one.
    fn layer(&self, count: usize) -> Layer {
        let idx = index();
        let width = 33 - count;
        let size = idx.size(count) as usize * width;
        let mut layer = Layer {
            geese: vec![u8::MAX; size],
            fox: vec![u8::MAX; size],
            after: vec![u8::MAX; size],
        };
        let neighbours = fox_steps();
        let slices = super::slices::slices();
        for sum in slices.sums(count).into_iter().rev() {
            let mut sets = Vec::new();
            slices.for_each(count, sum, |geese| {
                // Stored as the index stores it (the slices may keep its mirror image).
                sets.push(if idx.locate(geese).1 {
                    mirror(geese)
                } else {
                    geese
                });
            });
            for geese in sets {
                self.fill(&mut layer, geese, &neighbours);
            }
        }
        layer
    }

    /// Fills in the set `geese` of `layer` for every point of the fox: GR first, then FR
    /// and AR from it and the capture chains (`neighbours`: [`fox_steps`]).
    #[inline]
    fn fill(&self, layer: &mut Layer, geese: u64, neighbours: &[u64]) {
        let (idx, geo) = (index(), geometry());
        let empty = geo.board & !geese;
        let base = slot(idx, geo, geese, empty.trailing_zeros());
        // CB: the best end of a capture chain from each empty point.
        let chains: Vec<Option<u8>> = bits(empty)
            .map(|l| {
                best(bits(geese).flat_map(|g| {
                    geo.jumps_over[g as usize]
                        .iter()
                        .filter(move |&&(from, to)| u32::from(from) == l && empty & (1 << to) != 0)
                        .map(move |&(_, to)| self.after(geese & !(1 << g), u32::from(to)))
                }))
            })
            .collect();
        // GR: the goose moves lead to sets of the next row sum, already done.
        for (k, l) in bits(empty).enumerate() {
            let open = empty & !(1 << l);
            layer.geese[base + k] = one_more(
                bits(geese)
                    .flat_map(|g| bits(geo.ahead[g as usize] & open).map(move |t| (g, t)))
                    .map(|(g, t)| {
                        let moved = geese & !(1 << g) | (1 << t);
                        layer_read(&layer.fox, idx, geo, moved, l)
                    }),
            );
        }
        // FR and AR, from this set's GR and its chains.
        for (k, l) in bits(empty).enumerate() {
            let steps = bits(neighbours[l as usize] & empty)
                .map(|to| layer_read(&layer.geese, idx, geo, geese, to));
            layer.fox[base + k] = one_more(steps.chain(chains[k]));
            layer.after[base + k] = best([layer.geese[base + k]].into_iter().chain(chains[k]))
                .expect("stopping is always possible");
        }
    }
}

/// The points the fox can step to from each cell (none off the board).
fn fox_steps() -> Vec<u64> {
    let geo = geometry();
    (0..CELLS)
        .map(|c| {
            if geo.board & (1 << c) == 0 {
                0
            } else {
                geo.steps_into(1 << c)
            }
        })
        .collect()
}

/// A byte of the layer being computed.
fn layer_read(bytes: &[u8], idx: &Index, geo: &Geometry, geese: u64, fox: u32) -> u8 {
    let value = bytes[slot(idx, geo, geese, fox)];
    debug_assert!(value != u8::MAX, "read before it was computed");
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_result_is_the_quickest_loss_for_the_other_side_else_the_slowest_win() {
        assert_eq!(best([5, 2, 7, 4]), Some(2));
        assert_eq!(best([5, 1, 7]), Some(7));
        assert_eq!(best([]), None);
        assert_eq!(one_more([]), 0, "no move: the side to move has lost");
        assert_eq!(one_more([3, 9]), 10);
    }

    #[test]
    fn entropies_count_bits_per_position_plain_and_within_each_set() {
        // Every position alike: nothing to code.
        assert_eq!(entropies(&[4; 12], 3), (0.0, 0.0));
        // Two values, equally often, each set constant: one bit plain; within a set, only
        // the set's base, coded once for its three positions.
        let (plain, within) = entropies(&[1, 1, 1, 2, 2, 2], 3);
        assert!((plain - 1.0).abs() < 1e-9, "{plain}");
        assert!((within - 1.0 / 3.0).abs() < 1e-9, "{within}");
    }
}
