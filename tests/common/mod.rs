//! Checks shared by the integration tests.

use kibitzer::core::Value;

/// The retrograde invariants between a position's value and its children's values (each
/// for the player to move there), for a position with at least one move: a win in r has a
/// losing child in r-1 and none faster; a loss in r has only winning children, the slowest
/// in r-1; a draw has no losing child and a drawing one.
#[allow(dead_code)]
pub fn check_against_children(code: &str, value: Value, children: &[Value]) {
    assert!(!children.is_empty(), "{code}: no children to check against");
    match value {
        Value::Win(r) => {
            assert!(
                children.contains(&Value::Loss(r - 1)),
                "{code}: win in {r} without a loss in {} below",
                r - 1
            );
            assert!(
                children
                    .iter()
                    .all(|c| !matches!(c, Value::Loss(x) if *x + 1 < r)),
                "{code}: a faster win exists"
            );
        }
        Value::Loss(r) => {
            assert!(
                children
                    .iter()
                    .all(|c| matches!(c, Value::Win(x) if *x < r)),
                "{code}: an escape or a slower loss"
            );
            assert!(
                children.contains(&Value::Win(r - 1)),
                "{code}: the slowest loss is not in r-1"
            );
        }
        Value::Draw => {
            assert!(
                children.iter().all(|c| !matches!(c, Value::Loss(_))),
                "{code}: a draw with a winning move"
            );
            assert!(
                children.contains(&Value::Draw),
                "{code}: a draw without a drawing move"
            );
        }
    }
}

/// The value of `state` for the player to move in a two-player game whose every line ends
/// (no draws, no cycles), by plain memoised minimax from the rules alone: an ending is won or
/// lost in 0; otherwise a win takes the fastest move to a lost child, a loss the slowest
/// child. Written apart from the crate's solvers, to check their figures.
#[allow(dead_code)]
pub fn acyclic_value<G: kibitzer::core::Game>(
    game: &G,
    state: &G::State,
    memo: &mut std::collections::HashMap<G::State, Value>,
) -> Value {
    if let Some(&v) = memo.get(state) {
        return v;
    }
    let value = match game.outcome(state) {
        Some(kibitzer::core::Outcome::Winner(seat)) if seat == game.to_move(state) => Value::Win(0),
        Some(kibitzer::core::Outcome::Winner(_)) => Value::Loss(0),
        Some(other) => panic!("not a two-player game without draws: {other:?}"),
        None => {
            let children: Vec<Value> = game
                .successors(state)
                .iter()
                .map(|(_, child)| acyclic_value(game, child, memo))
                .collect();
            let fastest_win = children
                .iter()
                .filter_map(|c| match c {
                    Value::Loss(r) => Some(r + 1),
                    _ => None,
                })
                .min();
            match fastest_win {
                Some(r) => Value::Win(r),
                None => {
                    let slowest = children.iter().map(|c| c.remoteness().unwrap_or(0)).max();
                    Value::Loss(slowest.expect("a position not over has a move") + 1)
                }
            }
        }
    };
    memo.insert(state.clone(), value);
    value
}
