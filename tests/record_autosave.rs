//! Autosave: a run that autosaves after every move and is killed at an arbitrary moment
//! reopens where it was.

use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Chopsticks, Variant};
use kibitzer::history::History;
use kibitzer::record::{
    Autosave, AutosaveWriter, Place, Player, Record, SavedGame, Slot, Strength,
};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Names the autosave file of the child run; set only for the child.
const CHILD_ENV: &str = "KIBITZER_AUTOSAVE_CHILD";

fn game() -> Chopsticks {
    Chopsticks::new(Variant::standard(2)).expect("valid")
}

fn seats() -> [Player; 2] {
    [Player::human(), Player::computer(Strength::Perfect)]
}

/// The scripted game of the child: a deterministic line that avoids ending the game when it
/// can, restarting from the start when it cannot. Calls `after_move` with the step number
/// (from 1) after every move until it returns false.
fn play_script(mut after_move: impl FnMut(usize, &History<Chopsticks>) -> bool) {
    let game = game();
    let mut history = History::new(game.start());
    for step in 1usize.. {
        let moves = game.successors(history.current());
        let going_on: Vec<_> = moves
            .iter()
            .filter(|(_, to)| game.outcome(to).is_none())
            .collect();
        match going_on.get(step.wrapping_mul(7919) % going_on.len().max(1)) {
            Some((mv, _)) => history.play(&game, mv).expect("legal"),
            None => history = History::new(game.start()),
        }
        if !after_move(step, &history) {
            return;
        }
    }
}

/// The step a child's autosave was made at, kept in its note.
fn step_of(record: &Record) -> usize {
    record
        .meta
        .note
        .as_deref()
        .and_then(|n| n.strip_prefix("step "))
        .and_then(|n| n.parse().ok())
        .expect("a step note")
}

/// The game on the table of the autosave at `path`, read as a window would: claiming the
/// slot and reading it.
fn restored(path: &Path) -> History<Chopsticks> {
    let record = table_record(path).expect("an autosave");
    let loaded = record.replay().expect("replays");
    let name = loaded.name();
    loaded
        .into_loaded::<Chopsticks>()
        .unwrap_or_else(|| panic!("not Chopsticks: {name}"))
        .history
}

/// The record of the game on the table in the autosave at `path`, if there is one.
fn table_record(path: &Path) -> Option<Record> {
    let slot = Slot::claim(path, &[]).expect("claims");
    assert_eq!(slot.path(), path, "no other window holds it");
    let autosave = slot.read().expect("reads")?;
    let table = autosave
        .games
        .into_iter()
        .find(|g| g.place == Place::Table)?;
    Some(Record::from_ron_str(&table.record).expect("a record"))
}

/// Autosaves `record` as the game on the table, as a window does.
fn write_autosave(slot: &Slot, record: &Record) {
    let game = SavedGame {
        place: Place::Table,
        path: None,
        name: None,
        modified: true,
        record: record.to_ron_string().expect("writes"),
    };
    slot.write(&Autosave::new(vec![game])).expect("autosaves");
}

/// Not a test on its own: the child process of `a_killed_run_reopens_where_it_was`, which
/// autosaves after every move until it is killed (or ten minutes have passed).
#[test]
#[ignore = "the child process of a_killed_run_reopens_where_it_was, which runs it"]
fn autosave_child() {
    let Ok(path) = std::env::var(CHILD_ENV) else {
        return;
    };
    // Written as a window writes it: off the thread that plays, the last state winning.
    let writer = AutosaveWriter::new(Slot::claim(Path::new(&path), &[]).expect("claims"));
    let clock = Instant::now();
    play_script(|step, history| {
        let mut record = Record::from_history(&game(), history, &seats());
        record.meta.note = Some(format!("step {step}"));
        writer.write(move || {
            Autosave::new(vec![SavedGame {
                place: Place::Table,
                path: None,
                name: None,
                modified: true,
                record: record.to_ron_string().expect("writes"),
            }])
        });
        // A window makes a move a frame at most.
        std::thread::sleep(Duration::from_millis(2));
        // Only a guard against a child left behind by a parent that died.
        clock.elapsed() < Duration::from_secs(600)
    });
}

#[test]
fn a_killed_run_reopens_where_it_was() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("data/autosave.ron");
    assert!(table_record(&path).is_none(), "no file is no error");
    let mut child = Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "autosave_child",
            "--exact",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, &path)
        .stdout(Stdio::null())
        .spawn()
        .expect("starts the child run");
    // Let it make a few hundred moves, then kill it without warning, mid-write or not.
    let clock = Instant::now();
    let mut seen = 0;
    // However slow the machine: the time is only a guard against a child that hangs.
    while seen < 300 && clock.elapsed() < Duration::from_secs(300) {
        if let Ok(text) = std::fs::read_to_string(&path) {
            // Any read, at any moment, sees a whole autosave.
            let autosave = Autosave::from_ron_str(&text).expect("a complete autosave");
            let record = Record::from_ron_str(&autosave.games[0].record).expect("a record");
            seen = step_of(&record);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("kills the child");
    child.wait().expect("reaps the child");
    assert!(seen >= 300, "the child made only {seen} moves in 300 s");

    // The restored game is exactly the one of the last completed autosave: at or after the
    // last one seen, and the game the script had at that step.
    let step = step_of(&table_record(&path).expect("an autosave"));
    assert!(step >= seen);
    let history = restored(&path);
    let mut expected = None;
    play_script(|s, h| {
        if s == step {
            expected = Some(h.clone());
        }
        s < step
    });
    assert_eq!(Some(history), expected);
    assert!(!path.with_extension("ron.broken").exists());
}

#[test]
fn the_autosave_of_an_interrupted_run_restores_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("autosave.ron");
    let game = game();
    let mut history = History::new(game.start());
    let slot = Slot::claim(&path, &[]).expect("claims");
    for name in ["AC", "BC", "13-22", "AC"] {
        history.play_named(&game, name).expect("legal");
        let record = Record::from_history(&game, &history, &seats());
        write_autosave(&slot, &record);
    }
    history.undo();
    let record = Record::from_history(&game, &history, &seats());
    write_autosave(&slot, &record);
    drop(slot);
    // The run dies while writing the next autosave: a partial temporary file is left.
    std::fs::write(
        dir.path().join(".autosave.ron.999-7.tmp"),
        "(format: 2, gam",
    )
    .expect("writes");
    let back = restored(&path);
    assert_eq!(back, history);
    assert_eq!((back.len(), back.cursor()), (4, 3));
}

#[test]
fn a_broken_autosave_is_reported_once_and_moved_aside() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("autosave.ron");
    std::fs::write(&path, "(format: 2, game: \"chopsticks\", oops").expect("writes");
    let slot = Slot::claim(&path, &[]).expect("claims");
    let broken = slot.read().expect_err("broken");
    assert!(
        broken.error.to_string().contains("line 1, column"),
        "{}",
        broken.error
    );
    assert_eq!(broken.error.path, dir.path().join("autosave.ron.broken"));
    assert!(dir.path().join("autosave.ron.broken").exists());
    assert!(slot.read().expect("gone").is_none());
}
