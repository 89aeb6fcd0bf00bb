//! The tests of `sideways`.

use super::*;
use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::stream::{InMemory, count};

/// Every node's moves inside the slice, counted as [`run`] counts them, are exactly
/// the edges [`parents`] finds into the slice's nodes, for every slice of four and five
/// geese (sets that are their own mirror image included).
#[test]
fn every_move_inside_a_slice_is_found_once_from_where_it_leads() {
    let geo = geometry();
    let sl = slices();
    let mut store = InMemory::default();
    let progress = Progress::new();
    count(FIRST_LAYER, &mut store, true, 1, &progress, &|_| ()).expect("built");
    let mut symmetric_seen = 0;
    for c in FIRST_LAYER..=FIRST_LAYER + 1 {
        for sum in sl.sums(c) {
            let mut sets = Vec::new();
            sl.for_each(c, sum, |g| sets.push(g));
            let layout = Layout {
                sets,
                width: width(c),
            };
            let n = layout.nodes();
            let mut moves = vec![0u32; n];
            for (k, &geese) in layout.sets.iter().enumerate() {
                let empty = geo.board & !geese;
                symmetric_seen += usize::from(mirror(geese) == geese);
                for (i, l) in bits(empty).enumerate() {
                    let sideways: u32 = bits(geese)
                        .map(|g| (geo.beside[g as usize] & empty & !(1 << l)).count_ones())
                        .sum();
                    moves[layout.geese_node(k, i)] = sideways;
                    moves[layout.fox_node(k, i)] = (STEPS[l as usize] & empty).count_ones();
                }
            }
            let mut found = vec![0u32; n];
            let mut ps = Vec::new();
            for node in 0..n {
                ps.clear();
                parents(&layout, node, &mut ps);
                for &p in &ps {
                    found[p] += 1;
                }
            }
            assert_eq!(found, moves, "{c} geese, row sum {sum}");
        }
    }
    assert!(symmetric_seen > 100, "{symmetric_seen}");
}
