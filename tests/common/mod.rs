//! Checks shared by the integration tests.

use kibitzer::core::Value;
use kibitzer::games::board::{Point, PointSet};
use kibitzer::games::fox_geese::{FoxGeese, Position, Side};

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

/// Fox and Geese positions with `geese` geese, spread over the board by a fixed walk from
/// `seed`, the fox and the geese to move in turn.
#[allow(dead_code)]
pub fn fox_geese_positions(geese: usize, count: usize, seed: u64) -> Vec<Position> {
    let game = FoxGeese::standard();
    let points: Vec<Point> = game.board().all().collect();
    let mut rng = kibitzer::core::Rng::seeded(seed);
    let mut next = move |n: usize| rng.below(n);
    (0..count)
        .map(|i| {
            let mut set = PointSet::EMPTY;
            while set.len() < geese {
                set = set.with(points[next(points.len())]);
            }
            let fox = loop {
                let p = points[next(points.len())];
                if !set.contains(p) {
                    break p;
                }
            };
            let to_move = if i % 2 == 0 { Side::Fox } else { Side::Geese };
            Position {
                fox,
                geese: set,
                to_move,
            }
        })
        .collect()
}

/// Runs the `kibitzer` binary with `args`.
#[allow(dead_code)]
pub fn kibitzer(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs `kibitzer` with `args`, which must succeed, and reads its JSON.
#[allow(dead_code)]
pub fn json(args: &[&str]) -> serde_json::Value {
    let out = kibitzer(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}
