//! The tests of `exact`.

use super::*;
use crate::core::Value;
use crate::games::fox_geese::{FoxGeese, Position};
use std::collections::HashMap;
use std::time::Duration;

/// A table given as a list, answering "not covered" for everything else.
struct Listed(HashMap<Position, bool>);

impl WinTable<FoxGeese> for Listed {
    fn mover_wins(&self, _: &FoxGeese, pos: &Position) -> Result<Option<bool>, StoreError> {
        Ok(self.0.get(pos).copied())
    }
}

fn report(game: &FoxGeese, root: &Position, verdicts: &[Verdict]) -> Report<FoxGeese> {
    let moves: Vec<RootMove<FoxGeese>> = game
        .successors(root)
        .into_iter()
        .zip(verdicts)
        .map(|((mv, to), &verdict)| RootMove {
            mv,
            to,
            verdict,
            bound: if verdict.is_proven() {
                Bound::Exact
            } else {
                Bound::AtMost
            },
        })
        .collect();
    Report {
        verdict: verdicts[0],
        best: moves.first().map(|m| m.mv),
        pv: moves.iter().take(1).map(|m| m.mv).collect(),
        moves,
        exact: false,
        perfect: false,
        depth: 3,
        nodes: 10,
        elapsed: Duration::ZERO,
    }
}

#[test]
fn a_move_the_search_proves_against_the_table_is_a_contradiction_named_by_its_move() {
    let game = FoxGeese::standard();
    let root = game.parse_state("d4/c1d1e1c2d2/fox").expect("valid");
    let kids = game.successors(&root);
    // The search proves exactly that the second move loses (the geese win after it)…
    let mut verdicts = vec![Verdict::Estimate { score: 5, depth: 3 }];
    verdicts.push(Verdict::Proven(Value::Loss(3)));
    verdicts.extend((2..kids.len()).map(|_| Verdict::Estimate { score: 0, depth: 3 }));
    let searched = report(&game, &root, &verdicts);
    let proven = searched.moves[1].clone();
    // …but the table says every move wins for the fox (the geese lose after each).
    let mut listed: HashMap<Position, bool> = kids.iter().map(|(_, to)| (*to, false)).collect();
    listed.insert(root, true);
    match settle(&game, &root, &searched, &Listed(listed.clone())) {
        Err(SettleError::Contradiction { what }) => {
            let name = game.format_move(&root, &proven.mv);
            assert!(what.contains(&name), "{what}");
            assert!(what.contains("the table says it wins"), "{what}");
            assert!(what.contains("the search proves it loses"), "{what}");
        }
        other => panic!("not a contradiction: {other:?}"),
    }
    // The same proof as a bound only ("or worse") is no contradiction.
    let mut bounded = searched.clone();
    bounded.moves[1].bound = Bound::AtMost;
    let settled = settle(&game, &root, &bounded, &Listed(listed))
        .expect("no contradiction")
        .expect("covered");
    assert!(settled.moves.iter().all(|m| m.verdict.wins() == Some(true)));
}

#[test]
fn winning_moves_go_first_in_the_search_order_and_a_proven_remoteness_stays() {
    let game = FoxGeese::standard();
    let root = game.parse_state("d4/c1d1e1c2d2/fox").expect("valid");
    let kids = game.successors(&root);
    assert!(kids.len() >= 4, "{kids:?}");
    let estimate = |score| Verdict::Estimate { score, depth: 3 };
    // The search ranks: an estimate, a proven loss, an estimate, then the rest.
    let mut verdicts = vec![estimate(50), Verdict::Proven(Value::Loss(3)), estimate(20)];
    verdicts.extend((3..kids.len()).map(|_| estimate(0)));
    let searched = report(&game, &root, &verdicts);
    let order: Vec<_> = searched.moves.iter().map(|m| m.to).collect();
    // The table: the fox wins; only the third and the last move win (children lost
    // for the geese to move).
    let mut listed: HashMap<Position, bool> = order
        .iter()
        .enumerate()
        .map(|(i, &to)| (to, !(i == 2 || i == order.len() - 1)))
        .collect();
    listed.insert(root, true);
    let settled = settle(&game, &root, &searched, &Listed(listed.clone()))
        .expect("readable")
        .expect("covered");
    assert!(settled.exact);
    assert_eq!(settled.verdict, Verdict::Solved { wins: true });
    let tos: Vec<_> = settled.moves.iter().map(|m| m.to).collect();
    assert_eq!(tos[0], order[2], "the search's better winning move first");
    assert_eq!(tos[1], order[order.len() - 1]);
    assert_eq!(
        tos[2], order[0],
        "then the losing moves in the search's order"
    );
    assert_eq!(settled.best, Some(settled.moves[0].mv));
    assert_eq!(settled.pv, vec![settled.moves[0].mv]);
    let loss = settled
        .moves
        .iter()
        .find(|m| m.to == order[1])
        .expect("there");
    assert_eq!(loss.verdict, Verdict::Proven(Value::Loss(3)), "kept");
    assert!(settled.moves.iter().all(|m| m.bound == Bound::Exact));
    // A bound on the remoteness that agrees is kept for the position; one that does
    // not is the table's.
    let mut within = searched.clone();
    within.verdict = Verdict::ProvenWithin(Value::Win(9));
    let table = Listed(listed.clone());
    let settled = settle(&game, &root, &within, &table).expect("readable");
    assert_eq!(settled.map(|r| r.verdict), Some(within.verdict));
    // One that contradicts the table is reported, never settled in the table's favour.
    within.verdict = Verdict::ProvenWithin(Value::Loss(9));
    match settle(&game, &root, &within, &table) {
        Err(SettleError::Contradiction { what }) => {
            assert!(what.contains("the side to move wins"), "{what}");
            assert!(what.contains("proves it loses"), "{what}");
        }
        other => panic!("not a contradiction: {other:?}"),
    }
    // A position the table does not cover keeps the search's report.
    listed.remove(&root);
    assert_eq!(
        settle(&game, &root, &searched, &Listed(listed)).expect("readable"),
        None
    );
}
