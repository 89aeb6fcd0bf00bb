//! Long games stay cheap: replaying a record, playing on and jumping are linear in the
//! game's size. The records are made here, not checked in: a Chopsticks game that goes round
//! a cycle of positions for as long as asked, and a game of deeply nested variations.
//!
//! With `KIBITZER_LONG_RECORD=<path>` and `KIBITZER_LONG_MOVES=<n>`, the test
//! `write_long_record` writes such a record of n moves to path instead (for measuring
//! `kibitzer replay` on it); `KIBITZER_NESTED=<n>` makes it n nested variations instead.

mod long_records;

use kibitzer::core::Game;
use kibitzer::games::chopsticks::Chopsticks;
use kibitzer::history::History;
use kibitzer::record::Record;
use long_records::{alive_moves, game, long_line, record_text};

/// A game where each variation leaves the one before it: at every position, one move is
/// tried and taken back, and another played, which starts a variation inside the last one;
/// `count` of them.
fn nested(count: usize) -> History<Chopsticks> {
    let game = game();
    let mut history = History::new(game.start());
    let mut made = 0;
    while made < count {
        let here = *history.current();
        let moves = alive_moves(&game, &here);
        if let [(first, _), (second, _), ..] = moves.as_slice() {
            history.play_named(&game, first).expect("legal");
            history.undo();
            history.play_named(&game, second).expect("legal");
            made += 1;
        } else {
            let (only, _) = moves.first().expect("a move that keeps the game going");
            history.play_named(&game, only).expect("legal");
        }
    }
    history
}

/// The record of `history`, as text (undated, so that two are alike).
fn text_of(history: &History<Chopsticks>) -> String {
    let seats = vec![kibitzer::record::Player::human(); 2];
    let mut record = Record::from_history(&game(), history, &seats);
    record.meta.date = None;
    record.to_ron_string().expect("writes")
}

#[test]
fn a_long_game_replays_and_reads_back_the_same() {
    let moves = long_line(100_000);
    let record = Record::from_ron_str(&record_text(&moves, "")).expect("reads");
    let Some(loaded) = record
        .replay()
        .expect("replays")
        .into_loaded::<Chopsticks>()
    else {
        panic!("not Chopsticks");
    };
    let history = loaded.history;
    assert_eq!(history.len(), 100_000);
    assert_eq!(history.move_names(&game()), moves);
    // Jumping back and playing a variation, then back to the end, keeps every move.
    let mut h = history.clone();
    h.jump(50_000);
    let here = *h.current();
    let other = game()
        .legal_moves(&here)
        .into_iter()
        .map(|mv| game().format_move(&here, &mv))
        .find(|name| *name != moves[50_000])
        .expect("another move");
    h.play_named(&game(), &other).expect("legal");
    assert_eq!((h.len(), h.cursor()), (50_001, 50_001));
    assert_eq!(h.variation_count(), 1);
    let end = history.node_at(100_000);
    assert!(h.go_to(end));
    assert_eq!((h.len(), h.cursor()), (100_000, 100_000));
}

#[test]
fn thousands_of_nested_variations_replay_as_written() {
    let history = nested(5_000);
    assert_eq!(history.variation_count(), 5_000);
    let text = text_of(&history);
    let record = Record::from_ron_str(&text).expect("reads");
    assert_eq!(record.variations.len(), 5_000);
    let Some(loaded) = record
        .replay()
        .expect("replays")
        .into_loaded::<Chopsticks>()
    else {
        panic!("not Chopsticks");
    };
    assert!(
        loaded.history == history,
        "the same tree, viewed at the same move"
    );
    assert_eq!(text_of(&loaded.history), text, "written back the same");
}

/// Not a test on its own: writes a long record for measuring (see the module's doc).
#[test]
fn write_long_record() {
    let Ok(path) = std::env::var("KIBITZER_LONG_RECORD") else {
        return;
    };
    let text = match std::env::var("KIBITZER_NESTED") {
        Ok(n) => text_of(&nested(n.parse().expect("a count"))),
        Err(_) => {
            let n = std::env::var("KIBITZER_LONG_MOVES")
                .map_or(1_000_000, |n| n.parse().expect("a count"));
            record_text(&long_line(n), "")
        }
    };
    std::fs::write(path, text).expect("writes");
}

#[test]
fn a_watched_replay_counts_its_moves_and_stops_at_a_cancel() {
    use kibitzer::record::{REPLAYING, Tally};
    use kibitzer::solver::progress::{Cancelled, Progress};
    let moves = long_line(20_000);
    let record = Record::from_ron_str(&record_text(&moves, "")).expect("reads");
    assert_eq!(record.move_count(), 20_000);
    let progress = Progress::new();
    let loaded = record
        .replay_watched(&mut Tally::new(&progress, record.move_count()))
        .expect("not cancelled")
        .expect("replays");
    assert_eq!(
        loaded.to_record().moves,
        moves,
        "the same game as unwatched"
    );
    let (done, total, phase) = progress.snapshot();
    assert_eq!((total, phase), (20_000, REPLAYING));
    assert!(
        done > 16_000 && done <= 20_000,
        "reported as it went: {done}"
    );

    // Asked to stop, it stops within a few thousand moves.
    let progress = Progress::new();
    progress.cancel();
    let stopped = record.replay_watched(&mut Tally::new(&progress, record.move_count()));
    assert_eq!(stopped.err(), Some(Cancelled));
    assert!(progress.snapshot().0 < 10_000);
}
