//! The tests of `table`.

use super::*;
use crate::solver::progress::Cancelled;

#[test]
fn a_layer_that_panics_is_a_failure_naming_its_layer_and_cause() {
    let failed = guarded::<()>(11, || panic!("index {} out of range", 12));
    let Err(TableError::Failed { geese, cause }) = &failed else {
        panic!("not a failure: {failed:?}");
    };
    assert_eq!((*geese, cause.as_str()), (11, "index 12 out of range"));
    let message = failed.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.contains("layer of 11 geese failed"), "{message}");
    assert!(!message.contains("cancelled"), "{message}");
    assert!(matches!(
        guarded(4, || Err::<(), _>(Cancelled)),
        Err(TableError::Cancelled)
    ));
    assert!(matches!(guarded(4, || Ok(5)), Ok(5)));
}
