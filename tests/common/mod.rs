//! Checks shared by the integration tests.

use kibitzer::core::Value;

/// The retrograde invariants between a position's value and its children's values (each
/// for the player to move there), for a position with at least one move: a win in r has a
/// losing child in r-1 and none faster; a loss in r has only winning children, the slowest
/// in r-1; a draw has no losing child and a drawing one.
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
