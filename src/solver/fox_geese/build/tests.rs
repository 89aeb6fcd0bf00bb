//! The tests of `build`.

use super::*;

#[test]
fn a_panicking_worker_goes_on_in_the_caller_not_as_a_cancel() {
    let progress = Progress::new();
    let work = |unit: usize, sum: &mut usize| {
        assert!(unit != 37, "unit {unit} is broken");
        *sum += unit;
    };
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        parallel(100, 2, &progress, &work, |a, b| *a += b)
    }));
    let payload = caught.expect_err("the panic reaches the caller");
    assert_eq!(
        crate::solver::job::panic_message(payload.as_ref()),
        "unit 37 is broken"
    );
    // Without a panic: every unit once.
    let fine = |unit: usize, sum: &mut usize| *sum += unit;
    let total = parallel(100, 2, &progress, &fine, |a, b| *a += b);
    assert_eq!(total, Ok((0..100).sum()));
}
