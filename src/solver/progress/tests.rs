//! The tests of `progress`.

use super::*;

/// Readings of `phase` every `step` seconds from `t0`, the fraction given by `fraction`
/// of the time since `t0`; the estimates, in seconds.
fn run(
    estimate: &mut TimeLeft,
    t0: Instant,
    times: impl Iterator<Item = f64>,
    fraction: impl Fn(f64) -> f32,
) -> Vec<(f64, Option<f64>)> {
    times
        .map(|t| {
            let now = t0 + Duration::from_secs_f64(t);
            let left = estimate.update(Phase::Solving, fraction(t), now);
            (t, left.map(|d| d.as_secs_f64()))
        })
        .collect()
}

/// The estimates of `readings` (time, seconds left) made after `from` seconds.
fn estimates_after(readings: &[(f64, Option<f64>)], from: f64) -> Vec<(f64, f64)> {
    readings
        .iter()
        .filter_map(|&(t, left)| Some((t, left?)))
        .filter(|&(t, _)| t > from)
        .collect()
}

fn every_tenth(until: f64) -> impl Iterator<Item = f64> {
    (0..)
        .map(|i| f64::from(i) * 0.1)
        .take_while(move |&t| t <= until)
}

#[test]
fn a_steady_phase_is_estimated_once_it_has_run_a_second() {
    // 20 s of work at an even pace.
    let t0 = Instant::now();
    let mut estimate = TimeLeft::default();
    let readings = run(&mut estimate, t0, every_tenth(15.0), |t| (t / 20.0) as f32);
    for &(t, left) in &readings {
        if t < 0.99 {
            assert_eq!(left, None, "nothing yet at {t} s");
        } else {
            let left = left.expect("an estimate");
            assert!((left - (20.0 - t)).abs() < 0.5, "{left} s left at {t} s");
        }
    }
}

#[test]
fn a_phase_that_does_not_start_at_zero_is_measured_by_its_pace() {
    // Half done at once (positions found before they are explored), then 10 s more.
    let t0 = Instant::now();
    let mut estimate = TimeLeft::default();
    let readings = run(&mut estimate, t0, every_tenth(4.0), |t| {
        (0.5 + t / 20.0) as f32
    });
    let (_, left) = readings.last().copied().expect("readings");
    let left = left.expect("an estimate");
    assert!((left - 6.0).abs() < 0.5, "{left} s, not the average's 4 s");
}

#[test]
fn a_change_of_pace_moves_the_estimate_smoothly() {
    // 20 s at an even pace, then twice as fast from 6 s on; readings every 0.1 s.
    let t0 = Instant::now();
    let mut estimate = TimeLeft::default();
    let fraction = |t: f64| {
        let f = if t < 6.0 {
            t / 20.0
        } else {
            0.3 + (t - 6.0) / 10.0
        };
        f.min(1.0) as f32
    };
    let readings = run(&mut estimate, t0, every_tenth(12.0), fraction);
    let lefts = estimates_after(&readings, f64::NEG_INFINITY);
    // No reading jumps by much more than the time between readings.
    for pair in lefts.windows(2) {
        let (a, b) = (pair[0].1, pair[1].1);
        assert!((a - b).abs() < 0.6, "{a} s then {b} s");
    }
    // A few seconds on, the estimate has caught up with the new pace: 7 s left at 6 s
    // became 1 s left at 12 s.
    let (_, last) = lefts.last().copied().expect("estimates");
    assert!((last - 1.0).abs() < 1.0, "{last} s left at 12 s");
}

#[test]
fn readings_in_steps_give_a_steady_estimate() {
    // The solver reports now and then (every 4096 positions): read every 0.1 s, the
    // fraction of a 20 s phase moves in steps of 0.35 s, standing still in between.
    let t0 = Instant::now();
    let mut estimate = TimeLeft::default();
    let readings = run(&mut estimate, t0, every_tenth(15.0), |t| {
        ((t / 0.35).floor() * 0.35 / 20.0) as f32
    });
    let lefts = estimates_after(&readings, 3.0);
    assert!(!lefts.is_empty());
    // About right: the steps blur the pace by up to a step in a window.
    for &(t, left) in &lefts {
        let truth = 20.0 - t;
        assert!(
            (left - truth).abs() < 0.15 * truth,
            "{left} s left at {t} s"
        );
    }
    for pair in lefts.windows(2) {
        let (a, b) = (pair[0].1, pair[1].1);
        assert!((a - b).abs() < 0.4, "{a} s then {b} s");
    }
}

#[test]
fn work_that_reports_a_large_step_a_minute_is_measured_over_several_steps() {
    // 40 steps of 10 s (a table built slice by slice, each slice reported when done),
    // read every half second: a window of seconds would see one step as the pace and
    // say a tenth of the time left.
    let t0 = Instant::now();
    let mut estimate = TimeLeft::default();
    let times = (0..800).map(|i| f64::from(i) * 0.5);
    let readings = run(&mut estimate, t0, times, |t| {
        ((t / 10.0).floor() / 40.0) as f32
    });
    let lefts = estimates_after(&readings, 45.0);
    assert!(!lefts.is_empty());
    for &(t, left) in &lefts {
        let truth = 400.0 - t;
        assert!(
            (left - truth).abs() < 0.35 * truth + 10.0,
            "{left:.0} s left at {t} s, not about {truth:.0}"
        );
    }
}

#[test]
fn a_new_phase_or_a_stalled_one_starts_again() {
    let t0 = Instant::now();
    let at = |t: f64| t0 + Duration::from_secs_f64(t);
    let mut estimate = TimeLeft::default();
    for i in 0..=20 {
        let t = f64::from(i) * 0.1;
        estimate.update(Phase::Solving, (t / 10.0) as f32, at(t));
    }
    assert!(estimate.update(Phase::Solving, 0.21, at(2.1)).is_some());
    // Another phase: nothing until it has run a second.
    assert_eq!(estimate.update(Phase::LinkingPositions, 0.0, at(2.2)), None);
    assert_eq!(estimate.update(Phase::LinkingPositions, 0.1, at(2.7)), None);
    assert!(
        estimate
            .update(Phase::LinkingPositions, 0.4, at(3.3))
            .is_some()
    );
    // A phase that never moves has no estimate.
    let mut stalled = TimeLeft::default();
    for i in 0..30 {
        let t = f64::from(i) * 0.1;
        assert_eq!(stalled.update(Phase::Reading, 0.0, at(t)), None);
    }
}
