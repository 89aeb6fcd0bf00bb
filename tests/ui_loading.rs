//! Long games load in the background, driven through the real app with egui_kittest: while a
//! long file opens, or the last session's long games come back at launch, the game on the
//! table stays and can be played, the status line shows how far the load is with Cancel, and
//! Cancel leaves everything as it was (the autosave untouched, for the next launch). The long
//! records are made in the test; each test works in its own temporary folder.

mod app_harness;
mod long_records;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::record::{Autosave, Place, Record, SavedGame, Slot};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::{App, Command, Player, Preferences};
use std::path::Path;
use std::time::Duration;

/// Moves enough that a load takes many frames, even on a fast machine, and few enough to
/// keep the tests quick on a busy one.
const LONG: usize = 200_000;

/// Two-player Chopsticks, both seats played by people.
fn people() -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs
}

/// The real app with its files in `paths`, as it is on its first frame: a restore may be
/// under way.
fn launch(paths: AppPaths) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| {
            let mut app = App::with_files(cc, people(), paths);
            // What lands, lands when the test lets go: how fast the worker is does not matter.
            app.hold_loads(true);
            app
        })
}

/// Runs `command` as the menus and dialogs would, and one frame.
fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.step();
}

/// The record text of a Chopsticks game of `moves` moves.
fn long_record(moves: usize) -> String {
    long_records::record_text(&long_records::long_line(moves), "")
}

/// The main line of the game on the table.
fn table_moves(h: &Harness<'_, App>) -> Vec<String> {
    h.state().game_record().moves.to_vec()
}

/// Clicks the Cancel button of the load in the status line (the lowest one: a solve's
/// Cancel may be shown in the analysis panel too).
fn click_load_cancel(h: &mut Harness<'_, App>) {
    let lowest = h
        .query_all_by_label("Cancel")
        .max_by(|a, b| a.rect().bottom().total_cmp(&b.rect().bottom()))
        .expect("a Cancel button while the game loads");
    lowest.click();
    h.step();
    h.step();
}

/// Whether the status line shows a load whose words contain `words`.
fn shows_load(h: &Harness<'_, App>, words: &str) -> bool {
    h.query_by_label_contains(words).is_some()
}

#[test]
fn a_long_file_opens_in_the_background_and_cancel_keeps_the_table() {
    let dir = tempfile::tempdir().expect("temp dir");
    let study = dir.path().join("study1.ron");
    std::fs::write(&study, long_record(LONG)).expect("writes");
    let mut h = launch(AppPaths::in_folder(dir.path()));
    run_until(&mut h, "the solver", settled);
    command(&mut h, Command::Play("AC".to_owned()));
    command(&mut h, Command::Play("BC".to_owned()));

    // While it loads, the game on the table stays, and can be played.
    command(&mut h, Command::OpenPath(study.clone()));
    assert!(
        h.state().is_loading(),
        "a long file loads in the background"
    );
    assert!(
        shows_load(&h, "study1.ron…"),
        "the status line says what loads"
    );
    assert_eq!(table_moves(&h), ["AC", "BC"]);
    command(&mut h, Command::Undo);
    assert_eq!(
        h.state().moves_played(),
        2,
        "the move is taken back, not lost"
    );
    command(&mut h, Command::Redo);

    // Cancel: nothing opened, the game as it was, and the status line says so.
    click_load_cancel(&mut h);
    assert!(!h.state().is_loading());
    assert_eq!(table_moves(&h), ["AC", "BC"]);
    assert_eq!(h.state().files().path(), None, "nothing opened");
    assert!(h.state().files().recent().is_empty());
    let status = h.state().status().text.clone();
    assert!(
        status.contains("Stopped opening study1.ron") && status.contains("as it was"),
        "{status}"
    );

    // A second Open replaces the first: the short game lands, the long one never does.
    let short = dir.path().join("short.ron");
    std::fs::write(&short, long_record(4)).expect("writes");
    command(&mut h, Command::OpenPath(study.clone()));
    assert!(h.state().is_loading());
    command(&mut h, Command::OpenPath(short.clone()));
    assert!(!h.state().is_loading(), "a short file opens at once");
    assert_eq!(h.state().files().path(), Some(short.as_path()));
    assert_eq!(h.state().moves_played(), 4);
    h.state_mut().hold_loads(false);
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(h.state().moves_played(), 4, "the long one was stopped");

    // Opened to the end: the game is installed with all its moves, as it would be at once.
    command(&mut h, Command::OpenPath(study.clone()));
    run_until(&mut h, "the long game", |app| !app.is_loading());
    assert_eq!(h.state().moves_played(), LONG);
    assert_eq!(h.state().files().path(), Some(study.as_path()));
    assert!(!h.state().files().is_dirty());
    assert_eq!(h.state().files().recent()[0], study);
    assert_eq!(h.state().status().text, "Opened study1.ron.");
    assert_eq!(h.state().files().problem(), None);
}

/// Writes an autosave at `path` holding `games`, each (where, record text).
fn write_autosave(path: &Path, games: &[(Place, String)]) {
    let games = games
        .iter()
        .map(|(place, record)| SavedGame {
            place: *place,
            path: None,
            name: None,
            modified: true,
            record: record.clone(),
        })
        .collect();
    let text = Autosave::new(games).to_ron_string().expect("writes");
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("creates");
    std::fs::write(path, text).expect("writes");
}

/// The games of the autosave at `path`: where each was and its main line's length.
fn autosaved(path: &Path) -> Vec<(Place, usize)> {
    let text = std::fs::read_to_string(path).expect("written");
    let autosave = Autosave::from_ron_str(&text).expect("an autosave");
    autosave
        .games
        .iter()
        .map(|g| {
            let record = Record::from_ron_str(&g.record).expect("a record");
            (g.place, record.moves.len())
        })
        .collect()
}

#[test]
fn a_long_autosave_comes_back_in_the_background_and_loses_no_move_played_meanwhile() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let first = paths.autosave.clone().expect("an autosave");
    write_autosave(&first, &[(Place::Table, long_record(LONG))]);

    // The window opens at once, with a fresh game, and says that the games are coming.
    let mut h = launch(paths);
    h.step();
    assert!(
        h.state().is_loading(),
        "the long autosave loads in the background"
    );
    assert!(shows_load(&h, "last session's games…"));
    assert_eq!(h.state().moves_played(), 0);
    // A move played meanwhile is kept, in an autosave of its own: the one being restored is
    // not written over.
    let before = std::fs::read(&first).expect("reads");
    command(&mut h, Command::Play("AC".to_owned()));
    let meanwhile = h
        .state()
        .files()
        .autosave_path()
        .expect("the window autosaves")
        .to_owned();
    assert_ne!(meanwhile, first);
    h.state_mut().flush_autosave();
    assert_eq!(autosaved(&meanwhile), [(Place::Table, 1)]);
    assert_eq!(std::fs::read(&first).expect("reads"), before);

    h.state_mut().hold_loads(false);
    run_until(&mut h, "the restore", |app| !app.is_loading());
    assert_eq!(
        h.state().moves_played(),
        LONG,
        "the last session's game is on the table"
    );
    assert_eq!(h.state().files().autosave_path(), Some(first.as_path()));
    assert!(
        !meanwhile.exists(),
        "its game is in the window's autosave now"
    );
    let status = h.state().status().clone();
    assert!(
        status.text.contains("games are back") && status.action.is_some(),
        "{status:?}"
    );
    assert_eq!(
        autosaved(&first),
        [(Place::Table, LONG), (Place::Replaced, 1)],
        "both games are in the autosave"
    );
    command(&mut h, Command::BringBack);
    assert_eq!(
        table_moves(&h),
        ["AC"],
        "the game played meanwhile comes back"
    );
}

/// Waits until no one holds the autosave at `first`. A process lets go of it when it ends;
/// within this one, the worker of a cancelled restore lets go once it sees the cancel (it
/// may be parsing still).
fn wait_until_free(first: &Path) {
    let mut tries = 0;
    while Slot::claim(first, &[]).expect("claims").path() != first {
        assert!(tries < 12_000, "still held after {tries} tries");
        tries += 1;
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_cancelled_restore_leaves_the_autosave_for_the_next_launch() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let first = paths.autosave.clone().expect("an autosave");
    write_autosave(&first, &[(Place::Table, long_record(LONG))]);
    let before = std::fs::read(&first).expect("reads");

    let mut h = launch(paths.clone());
    h.step();
    assert!(h.state().is_loading());
    click_load_cancel(&mut h);
    assert!(!h.state().is_loading());
    assert_eq!(h.state().moves_played(), 0, "nothing restored");
    let status = h.state().status().text.clone();
    assert!(
        status.contains("Stopped restoring") && status.contains("next launch"),
        "{status}"
    );
    // The window autosaves elsewhere, its own games only.
    let elsewhere = h
        .state()
        .files()
        .autosave_path()
        .expect("the window autosaves")
        .to_owned();
    assert_ne!(elsewhere, first);
    command(&mut h, Command::Play("AC".to_owned()));
    h.state_mut().flush_autosave();
    assert_eq!(autosaved(&elsewhere), [(Place::Table, 1)]);
    assert_eq!(std::fs::read(&first).expect("reads"), before, "untouched");
    drop(h);
    assert_eq!(std::fs::read(&first).expect("reads"), before, "untouched");
    wait_until_free(&first);

    // The next launch brings back both: the long game, and the one played in between.
    let mut again = launch(paths);
    again.state_mut().hold_loads(false);
    run_until(&mut again, "the restore", |app| !app.is_loading());
    assert_eq!(again.state().moves_played(), LONG);
    assert!(
        again
            .state()
            .status()
            .text
            .contains("another Kibitzer window"),
        "{:?}",
        again.state().status()
    );
    command(&mut again, Command::BringBack);
    assert_eq!(table_moves(&again), ["AC"]);
}
