//! The tests of `moves`.

use super::*;

#[test]
fn the_columns_never_overlap_and_the_codes_get_room_or_none() {
    let gap = 8.0;
    for width in (0..=600).step_by(5).map(|w| w as f32) {
        for (names, verdicts) in [(40.0, 60.0), (60.0, 150.0), (90.0, 220.0)] {
            let c = column_widths(names, verdicts, width, gap);
            let used = c.name + gap + c.verdict + c.code.map_or(0.0, |w| gap + w);
            assert!(used <= width.max(c.name + gap) + 1e-3, "{width}: {c:?}");
            assert!(c.name <= names && c.verdict >= 0.0);
            if let Some(code) = c.code {
                assert!(code >= CODE_ROOM, "{width}: {c:?}");
                assert_eq!(c.verdict, verdicts, "a verdict is whole beside a code");
            }
            if width >= names + verdicts + CODE_ROOM + 2.0 * gap {
                assert!(c.code.is_some(), "{width}: room for the codes");
            }
        }
    }
}
use crate::core::Value;
use crate::games::fox_geese::FoxGeese;
use std::time::Duration;

#[test]
fn equal_verdicts_are_listed_by_name_exact_first_and_the_best_on_top() {
    let game = FoxGeese::standard();
    let root = game.parse_state("d4/c1d1e1c2d2/fox").expect("valid");
    let kids = game.successors(&root);
    assert!(kids.len() >= 4, "{kids:?}");
    let estimate = |score| Verdict::Estimate { score, depth: 5 };
    // The search's order: the best, then bounds in no particular order of names.
    let verdicts: Vec<(Verdict, Bound)> = (0..kids.len())
        .map(|i| match i {
            0 => (estimate(120), Bound::Exact),
            1 => (estimate(-40), Bound::AtMost),
            2 => (estimate(-40), Bound::Exact),
            3 => (Verdict::Proven(Value::Loss(3)), Bound::Exact),
            _ => (estimate(-40), Bound::AtMost),
        })
        .collect();
    let mut moves: Vec<RootMove<FoxGeese>> = kids
        .iter()
        .zip(&verdicts)
        .map(|((mv, to), &(verdict, bound))| RootMove {
            mv: *mv,
            to: *to,
            verdict,
            bound,
        })
        .collect();
    // Names in reverse order, so that only the sort can put them right.
    moves.sort_by_key(|m| std::cmp::Reverse(game.format_move(&root, &m.mv)));
    let best = kids[0].0;
    let report = Report {
        verdict: estimate(120),
        best: Some(best),
        pv: vec![best],
        moves,
        exact: false,
        perfect: false,
        depth: 5,
        nodes: 1,
        elapsed: Duration::ZERO,
    };
    let shown = shown_order(&game, &root, &report);
    assert_eq!(shown[0].1.mv, best);
    assert_eq!(shown[1].1.mv, kids[2].0, "exact before bounds at −0.4");
    let bounds: Vec<&str> = shown[2..shown.len() - 1]
        .iter()
        .map(|(name, m)| {
            assert_eq!(m.bound, Bound::AtMost);
            name.as_str()
        })
        .collect();
    assert!(bounds.is_sorted(), "{bounds:?}");
    assert_eq!(shown.len(), kids.len());
    assert_eq!(
        shown[shown.len() - 1].1.verdict,
        Verdict::Proven(Value::Loss(3))
    );
}
