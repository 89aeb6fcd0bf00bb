//! The tests of `searching`.

use super::*;
use crate::core::Game;
use crate::games::fox_geese::{FoxGeese, Position};
use crate::solver::search;

fn quick(game: FoxGeese, pos: Position, _: Duration) -> Job<Report<FoxGeese>> {
    let limits = Limits {
        time: Duration::from_millis(50),
        ..Limits::default()
    };
    search::spawn(game, pos, limits)
}

#[test]
fn a_position_is_searched_once_and_a_cancel_stops_the_searches() {
    let game = FoxGeese::standard();
    let start = game.start();
    let mut state = SearchState::new(quick);
    assert!(state.want(&game, &start).is_none(), "searching");
    assert!(state.progress().is_some());
    while !state.poll(&game) {
        std::thread::sleep(Duration::from_millis(5));
    }
    let report = state.want(&game, &start).expect("kept");
    assert!(report.best.is_some());
    assert!(state.progress().is_none(), "not searched again");
    state.cancel();
    let next = game.apply(&start, &report.best.expect("a move"));
    assert!(state.want(&game, &next).is_none() && state.progress().is_none());
    state.resume();
    assert!(state.want(&game, &next).is_none() && state.progress().is_some());
}

/// A search for as long as it is asked.
fn timed(game: FoxGeese, pos: Position, time: Duration) -> Job<Report<FoxGeese>> {
    let limits = Limits {
        time,
        ..Limits::default()
    };
    search::spawn(game, pos, limits)
}

fn finish(state: &mut SearchState<FoxGeese>, game: &FoxGeese) {
    while !state.poll(game) {
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_new_search_time_keeps_the_reports_until_a_deeper_one() {
    let game = FoxGeese::standard();
    let start = game.start();
    let mut state = SearchState::new(timed);
    state.set_time(Duration::from_millis(150));
    assert!(state.want(&game, &start).is_none());
    finish(&mut state, &game);
    let first = state.want(&game, &start).expect("kept");
    assert_eq!(state.known_time(&start), Some(Duration::from_millis(150)));
    // A shorter time: the report stays while the position is searched again.
    assert!(state.set_time(Duration::from_millis(10)));
    let shown = state.want(&game, &start).expect("still kept");
    assert!(Arc::ptr_eq(&shown, &first));
    assert!(state.is_searching(&start));
    finish(&mut state, &game);
    // The shallower result does not replace the deeper one; nothing is searched again.
    let after = state.want(&game, &start).expect("kept");
    assert!(
        after.depth >= first.depth,
        "{} < {}",
        after.depth,
        first.depth
    );
    assert!(!state.is_searching(&start));
}
