//! Game files in the desktop app, driven through the real app with egui_kittest: saving and
//! opening (through the commands the dialogs produce), the examples in the File menu, broken
//! files, drag and drop, the clipboard and the autosave. Every test works in its own
//! temporary folder. Kibitzer's own file dialog is driven in `ui_file_dialog.rs`.

mod app_harness;

use app_harness::{code, run_until, settled};
use egui::{Event, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::GameKind;
use kibitzer::games::chopsticks::Variant;
use kibitzer::record::examples::EXAMPLES;
use kibitzer::record::{Autosave, LoadedGame, Place, Record};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::{App, Command, Player, Preferences};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Chopsticks with `players` players, every seat played by a person.
fn people(players: usize) -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(players);
    prefs.chopsticks.seats = vec![Player::Human; players];
    prefs
}

/// The real app with its files in `paths`.
fn app(prefs: Preferences, paths: AppPaths) -> Harness<'static, App> {
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| App::with_files(cc, prefs, paths));
    run_until(&mut h, "the solver", settled);
    h
}

/// Runs `command` as the menus and dialogs would, then lets the app settle.
fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    run_until(h, "the solver", settled);
}

/// The problem window's message, if one is shown.
fn problem(h: &Harness<'_, App>) -> Option<String> {
    h.state().files().problem().map(|p| p.message.clone())
}

/// Closes the problem window with its OK button.
fn dismiss(h: &mut Harness<'_, App>) {
    h.get_by_label("OK").click();
    h.run();
    assert_eq!(problem(h), None, "the window closes");
}

/// Clicks File → `entry` (→ `sub` in a submenu). A solve or search may be running (a
/// spinner repaints), so the harness steps rather than waits to settle.
fn file_menu(h: &mut Harness<'_, App>, entry: &str, sub: Option<&str>) {
    h.get_by_label("File").click();
    h.run_steps(3);
    h.get_by_label(entry).click();
    h.run_steps(3);
    if let Some(sub) = sub {
        h.get_by_label(sub).click();
        h.run_steps(3);
    }
}

/// Clicks File → Paste game. The app then waits a few frames for the clipboard's text, so
/// the harness steps rather than runs.
fn paste_game(h: &mut Harness<'_, App>) {
    h.get_by_label("File").click();
    h.run();
    // An entry with a shortcut is labelled with its shortcut too.
    h.get_by_label_contains("Paste game").click();
    h.step();
}

/// Plays Chopsticks moves by name.
fn play(h: &mut Harness<'_, App>, moves: &[&str]) {
    for name in moves {
        command(h, Command::Play((*name).to_owned()));
    }
}

/// The title of a loaded game's game.
fn game_title(loaded: &LoadedGame) -> &'static str {
    loaded.kind().title()
}

/// The code of the position the viewer of a loaded game was at.
fn viewer_code(loaded: &LoadedGame) -> String {
    loaded.current_code()
}

#[test]
fn a_saved_game_opens_in_a_fresh_app_at_the_same_ply() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app(people(2), AppPaths::in_folder(dir.path()));
    assert_eq!(h.state().files().window_title(), "Kibitzer");
    play(&mut h, &["AC", "BC", "BD"]);
    command(&mut h, Command::Undo);
    assert_eq!(code(&h), "1312");
    assert!(h.state().files().window_title().starts_with("Untitled •"));
    let path = dir.path().join("game.ron");
    command(&mut h, Command::SaveTo(path.clone()));
    assert!(path.is_file());
    assert_eq!(h.state().files().window_title(), "game.ron — Kibitzer");
    assert_eq!(h.state().files().recent(), std::slice::from_ref(&path));
    let saved = h.state().game_record();

    // A fresh app with other settings opens it: the same position, line and ply, and the
    // sidebar takes the game's settings and seats.
    let mut fresh = app(people(3), AppPaths::none());
    command(&mut fresh, Command::OpenPath(path.clone()));
    assert_eq!(problem(&fresh), None);
    assert_eq!(code(&fresh), "1312");
    assert_eq!(fresh.state().moves_played(), 3);
    let opened = fresh.state().game_record();
    assert_eq!(opened.moves, ["AC", "BC", "BD"]);
    assert_eq!(opened.meta.cursor, Some(2));
    assert_eq!(opened.seats, saved.seats);
    let prefs = fresh.state().preferences();
    assert_eq!(prefs.chopsticks.settings, Variant::standard(2));
    assert_eq!(prefs.chopsticks.seats, vec![Player::Human; 2]);
    assert_eq!(fresh.state().files().window_title(), "game.ron — Kibitzer");

    // A move is an unsaved change; Save writes it back to the same file.
    command(&mut fresh, Command::Redo);
    command(&mut fresh, Command::Play("BD".into()));
    assert_eq!(
        fresh.state().files().window_title(),
        "game.ron • — Kibitzer"
    );
    fresh.key_press_modifiers(Modifiers::COMMAND, egui::Key::S);
    fresh.run();
    assert_eq!(fresh.state().files().window_title(), "game.ron — Kibitzer");
    let text = std::fs::read_to_string(&path).expect("reads");
    let record = Record::from_ron_str(&text).expect("parses");
    assert_eq!(record.moves, ["AC", "BC", "BD", "BD"]);
}

#[test]
fn each_example_opens_from_the_menu() {
    let mut h = app(people(2), AppPaths::none());
    for example in EXAMPLES {
        file_menu(&mut h, "Examples", Some(example.title));
        run_until(&mut h, "the example", settled);
        let loaded = example.open().expect("the examples replay");
        assert_eq!(problem(&h), None, "{} opens", example.title);
        assert_eq!(code(&h), viewer_code(&loaded), "{}", example.title);
        let record = h.state().game_record();
        assert_eq!(record.moves, loaded.to_record().moves);
        assert_eq!(record.meta.note, loaded.to_record().meta.note, "kept");
        assert_eq!(h.state().active().kind().title(), game_title(&loaded));
        assert!(
            h.state()
                .files()
                .window_title()
                .starts_with(example.file_name)
        );
    }
}

#[test]
fn a_broken_file_says_what_is_wrong_and_keeps_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app(people(2), AppPaths::none());
    play(&mut h, &["AC", "BC"]);
    let shortest = EXAMPLES[0].text;
    let truncated = dir.path().join("truncated.ron");
    std::fs::write(&truncated, &shortest[..shortest.len() / 2]).expect("writes");
    let illegal = dir.path().join("illegal.ron");
    let after_the_end = shortest.replace(r#""BD"]"#, r#""BD", "BD"]"#);
    std::fs::write(&illegal, after_the_end).expect("writes");
    let newer = dir.path().join("newer.ron");
    std::fs::write(&newer, shortest.replace("format: 5", "format: 9")).expect("writes");
    let cases = [
        (truncated, "ends too early"),
        (newer, "newer Kibitzer"),
        (illegal, "ply 6"),
        (dir.path().to_owned(), "folder"),
        (dir.path().join("missing.ron"), "does not exist"),
    ];
    for (path, says) in cases {
        command(&mut h, Command::OpenPath(path.clone()));
        let message = problem(&h).unwrap_or_default();
        assert!(message.contains(says), "{}: {message}", path.display());
        assert!(
            message.contains(&path.display().to_string()),
            "names the file"
        );
        assert!(h.query_by_label_contains(says).is_some(), "shown: {says}");
        assert_eq!(code(&h), "1312", "the game stays");
        assert_eq!(h.state().moves_played(), 2);
        dismiss(&mut h);
    }
}

/// A file dropped on the window, as the system hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|err| err.to_string())
    }
}

fn drop_file(h: &mut Harness<'_, App>, path: &Path) {
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(path.to_owned()),
        ..Default::default()
    });
    h.step();
    h.input_mut().hovered_files.clear();
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.to_owned())));
    run_until(h, "the dropped file", settled);
}

#[test]
fn dropping_a_game_file_opens_it_and_other_files_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("dropped.ron");
    let mut text = EXAMPLES[0].text.replace("cursor: 0", "cursor: 2");
    std::fs::write(&path, &text).expect("writes");
    let mut h = app(people(2), AppPaths::none());
    drop_file(&mut h, &path);
    assert_eq!(problem(&h), None);
    assert_eq!(code(&h), "1312");
    assert_eq!(h.state().moves_played(), 5);

    text = "not a game".to_owned();
    let other = dir.path().join("notes.txt");
    std::fs::write(&other, text).expect("writes");
    drop_file(&mut h, &other);
    let status = h.state().status().clone();
    assert!(
        status.is_error && status.text.contains("notes.txt"),
        "{status:?}"
    );
    assert!(h.query_by_label_contains("only .ron game files").is_some());
    assert_eq!(code(&h), "1312", "the game stays");
}

#[test]
fn copy_game_puts_the_record_on_the_clipboard_and_pasting_opens_it() {
    let mut h = app(people(2), AppPaths::none());
    play(&mut h, &["AC", "BC"]);
    let copied = app_harness::copy_game(&mut h);
    let record = Record::from_ron_str(&copied).expect("a record");
    assert_eq!(record.moves, ["AC", "BC"]);
    h.run();

    let mut fresh = app(people(3), AppPaths::none());
    fresh.event(Event::Paste(copied));
    run_until(&mut fresh, "the pasted game", |a| {
        a.position_code() == "1312" && settled(a)
    });
    assert_eq!(fresh.state().moves_played(), 2);
    assert_eq!(
        fresh.state().files().window_title(),
        "Untitled • — Kibitzer"
    );

    // File → Paste game asks the system for the clipboard, whose text comes as a paste
    // event; when none comes, the status line says so.
    command(&mut fresh, Command::NewGame);
    paste_game(&mut fresh);
    fresh.event(Event::Paste(record.to_ron_string().expect("writes")));
    run_until(&mut fresh, "the pasted game", |a| a.moves_played() == 2);
    paste_game(&mut fresh);
    run_until(&mut fresh, "no paste", |a| a.status().is_error);
    assert!(
        fresh
            .state()
            .status()
            .text
            .contains("clipboard holds no text")
    );

    // Pasting into the code field is for the field.
    fresh.get_by_label("Position code").focus();
    fresh.run();
    fresh.event(Event::Paste("2222".into()));
    fresh.run();
    assert_eq!(problem(&fresh), None);
    assert_eq!(code(&fresh), "1312");

    // Text that is no game says why, and the game stays.
    fresh.key_press(egui::Key::Escape);
    fresh.run();
    fresh.event(Event::Paste("(format: 2, game: \"chess\")".into()));
    run_until(&mut fresh, "the message", |a| a.files().problem().is_some());
    assert!(problem(&fresh).unwrap_or_default().contains("chess"));
    assert_eq!(code(&fresh), "1312");
}

/// The records in the autosave at `path`: the game on the table first, then the desk's.
fn autosaved(path: &Path) -> Vec<(Place, Record)> {
    let text = std::fs::read_to_string(path).expect("written");
    let autosave = Autosave::from_ron_str(&text).expect("an autosave");
    autosave
        .games
        .into_iter()
        .map(|g| (g.place, Record::from_ron_str(&g.record).expect("a record")))
        .collect()
}

#[test]
fn the_autosave_follows_the_game_and_a_new_app_restores_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let autosave = paths.autosave.clone().expect("an autosave path");
    let mut h = app(people(2), paths.clone());
    play(&mut h, &["AC", "BC", "BD"]);
    command(&mut h, Command::Jump(1));
    h.state_mut().flush_autosave();
    let saved = autosaved(&autosave);
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].0, Place::Table);
    assert_eq!(saved[0].1.moves, ["AC", "BC", "BD"]);
    assert_eq!(saved[0].1.meta.cursor, Some(1), "the jump is saved too");
    drop(h);

    let restored = app(people(3), paths.clone());
    assert_eq!(code(&restored), "1211");
    assert_eq!(restored.state().moves_played(), 3);
    assert_eq!(
        restored.state().preferences().chopsticks.settings,
        Variant::standard(2)
    );
    drop(restored);

    // A broken autosave: said once, put aside under a name the message gives, and a fresh
    // game starts.
    std::fs::write(&autosave, "(format: 2, ga").expect("writes");
    let mut fresh = app(people(2), paths);
    let message = problem(&fresh).unwrap_or_default();
    assert!(
        message.contains("Line 1") && message.contains("autosave.ron.broken"),
        "{message}"
    );
    assert_eq!(code(&fresh), "1111");
    dismiss(&mut fresh);
    assert!(dir.path().join("data/autosave.ron.broken").is_file());
}

#[test]
fn an_autosave_that_cannot_be_written_is_said_once_and_the_next_change_writes_it_again() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut h = app(people(2), paths);
    let path = autosave_of(&h);
    // A folder where the autosave goes: no file can replace it.
    let _ = std::fs::remove_file(&path);
    std::fs::create_dir(&path).expect("made");
    play(&mut h, &["AC"]);
    // The write runs off the window's thread; the frames that follow say it failed.
    run_until(&mut h, "the failure", |a| {
        a.status()
            .text
            .contains("The autosave could not be written")
    });
    assert_eq!(h.state().moves_played(), 1, "the game goes on");
    // The next change fails too, and the game still goes on.
    command(&mut h, Command::Play("BC".to_owned()));
    h.state_mut().flush_autosave();
    h.run_ok();
    assert!(path.is_dir());
    assert_eq!(h.state().moves_played(), 2);
    // Once it can be written, the next change writes the whole game.
    std::fs::remove_dir(&path).expect("removed");
    command(&mut h, Command::Play("BD".to_owned()));
    h.state_mut().flush_autosave();
    assert_eq!(autosaved(&path)[0].1.moves, ["AC", "BC", "BD"]);
}

/// The autosave file a window writes.
fn autosave_of(h: &Harness<'_, App>) -> std::path::PathBuf {
    h.state()
        .files()
        .autosave_path()
        .expect("the window autosaves")
        .to_owned()
}

#[test]
fn two_windows_keep_their_own_autosaves_and_both_come_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut a = app(people(2), paths.clone());
    let mut b = app(people(2), paths.clone());
    play(&mut a, &["AC", "BC", "BD"]);
    play(&mut b, &["AC", "BC"]);
    let (first, second) = (autosave_of(&a), autosave_of(&b));
    assert_ne!(first, second, "each window its own autosave");
    a.state_mut().flush_autosave();
    b.state_mut().flush_autosave();
    assert_eq!(
        autosaved(&first)[0].1.moves,
        ["AC", "BC", "BD"],
        "B wrote over none of A's"
    );
    assert_eq!(autosaved(&second)[0].1.moves, ["AC", "BC"]);
    drop(a);
    drop(b);

    // At the next launch both games come back: A's on the table, B's set aside.
    let mut again = app(people(2), paths.clone());
    assert_eq!(again.state().game_record().moves, ["AC", "BC", "BD"]);
    assert!(
        again
            .state()
            .status()
            .text
            .contains("another Kibitzer window"),
        "{:?}",
        again.state().status()
    );
    assert!(
        !second.exists(),
        "B's games are in this window's autosave now"
    );
    again.state_mut().flush_autosave();
    let games = autosaved(&first);
    assert_eq!(games.len(), 2, "{games:?}");
    command(&mut again, Command::BringBack);
    assert_eq!(again.state().game_record().moves, ["AC", "BC"]);
    drop(again);
    // And they stay: nothing was lost by the merge.
    let mut last = app(people(2), paths);
    last.state_mut().flush_autosave();
    assert_eq!(autosaved(&first).len(), 2);
    drop(last);
}

#[test]
fn another_windows_untouched_new_game_is_not_brought_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut a = app(people(2), paths.clone());
    let b = app(people(2), paths.clone());
    play(&mut a, &["AC", "BC", "BD"]);
    let (first, second) = (autosave_of(&a), autosave_of(&b));
    assert_ne!(first, second);
    drop(a);
    drop(b);
    // B held only the start of a new game: nothing of it comes back, nothing is said of it.
    let mut again = app(people(2), paths.clone());
    assert_eq!(again.state().game_record().moves, ["AC", "BC", "BD"]);
    assert!(
        !again
            .state()
            .status()
            .text
            .contains("another Kibitzer window"),
        "{:?}",
        again.state().status()
    );
    again.state_mut().flush_autosave();
    let games = autosaved(&first);
    assert_eq!(games.len(), 1, "only A's game: {games:?}");
    assert!(!second.exists(), "B's autosave emptied");
    drop(again);
    // Relaunching again adds nothing either.
    let mut last = app(people(2), paths);
    last.state_mut().flush_autosave();
    assert_eq!(autosaved(&first).len(), 1);
    drop(last);
}

#[test]
fn a_game_from_a_file_comes_back_with_its_file_and_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut h = app(people(2), paths.clone());
    play(&mut h, &["AC", "BC"]);
    let study = dir.path().join("study1.ron");
    command(&mut h, Command::SaveTo(study.clone()));
    assert_eq!(h.state().files().window_title(), "study1.ron — Kibitzer");
    drop(h);

    let mut back = app(people(2), paths.clone());
    assert_eq!(back.state().files().path(), Some(study.as_path()));
    assert!(!back.state().files().is_dirty());
    assert_eq!(back.state().files().window_title(), "study1.ron — Kibitzer");
    // A change makes it differ from its file, and that too survives a restart.
    play(&mut back, &["BD"]);
    assert!(back.state().files().is_dirty());
    drop(back);
    let again = app(people(2), paths);
    assert_eq!(again.state().files().path(), Some(study.as_path()));
    assert!(again.state().files().is_dirty());
    assert_eq!(
        again.state().files().window_title(),
        "study1.ron • — Kibitzer"
    );
}

#[test]
fn a_recent_file_that_is_gone_says_so_and_leaves_the_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut h = app(people(2), paths.clone());
    play(&mut h, &["AC"]);
    let path = dir.path().join("gone.ron");
    command(&mut h, Command::SaveTo(path.clone()));
    command(&mut h, Command::NewGame);
    assert_eq!(
        h.state().files().window_title(),
        "Kibitzer",
        "a new game has no file"
    );
    std::fs::remove_file(&path).expect("removes");
    file_menu(&mut h, "Recent", Some("gone.ron"));
    let message = problem(&h).unwrap_or_default();
    assert!(message.contains("does not exist") && message.contains("taken off"));
    assert!(h.state().files().recent().is_empty());
    dismiss(&mut h);

    // The list is kept between runs, and Clear recent empties it.
    command(&mut h, Command::SaveTo(path.clone()));
    let again = app(people(2), paths);
    assert_eq!(again.state().files().recent(), [path]);
    let mut again = again;
    file_menu(&mut again, "Recent", Some("Clear recent"));
    assert!(again.state().files().recent().is_empty());
}

#[test]
fn a_file_named_at_launch_opens_in_the_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("hounds.ron");
    std::fs::write(&path, EXAMPLES[1].text).expect("writes");
    let opened = path.clone();
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| {
            App::with_files(cc, people(2), AppPaths::none()).with_file(Some(&opened))
        });
    run_until(&mut h, "the solver", settled);
    let loaded = EXAMPLES[1].open().expect("the example replays");
    assert_eq!(code(&h), viewer_code(&loaded));
    assert!(h.state().files().window_title().starts_with("hounds.ron"));
    // A file that cannot be opened is explained, and the game stays.
    let missing = dir.path().join("missing.ron");
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| {
            App::with_files(cc, people(2), AppPaths::none()).with_file(Some(&missing))
        });
    run_until(&mut h, "the solver", settled);
    assert!(problem(&h).is_some_and(|m| m.contains("missing.ron")));
    assert_eq!(code(&h), "1111");
}

#[test]
fn games_set_aside_come_back_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let mut prefs = people(2);
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    let mut h = app(prefs.clone(), paths.clone());
    play(&mut h, &["AC", "BC", "BD", "BD"]);
    command(&mut h, Command::SelectGame(GameKind::HareHounds));
    command(&mut h, Command::Play("a2-b3".to_owned()));
    assert_eq!(h.state().game_record().moves, ["a2-b3"]);
    // Quit (or a crash) here: both games are in the autosave.
    drop(h);

    let mut back = app(prefs, paths);
    assert_eq!(back.state().active().kind(), GameKind::HareHounds);
    assert_eq!(back.state().game_record().moves, ["a2-b3"]);
    command(&mut back, Command::SelectGame(GameKind::Chopsticks));
    assert_eq!(back.state().game_record().moves, ["AC", "BC", "BD", "BD"]);
    assert!(back.state().files().is_dirty(), "still in no file");
}

#[test]
fn broken_preferences_keep_what_can_be_read_and_say_what_was_reset() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = AppPaths::in_folder(dir.path());
    let file = paths.preferences.clone().expect("a preferences file");
    std::fs::create_dir_all(file.parent().expect("a folder")).expect("creates");
    // A bad theme and a player count no Chopsticks has; the overlay and the language read.
    std::fs::write(
        &file,
        r#"{"theme": "Purple", "overlay": true, "language": "French",
            "chopsticks": {"settings": {"players": 99, "switches": []}, "seats": []}}"#,
    )
    .expect("writes");
    let launch = |paths: AppPaths| {
        let mut h = Harness::builder()
            .with_size([1280.0, 800.0])
            .build_eframe(move |cc| App::new(cc, paths));
        run_until(&mut h, "the solver", settled);
        h
    };
    let mut h = launch(paths.clone());
    let prefs = h.state().preferences().clone();
    assert!(prefs.overlay, "a preference that reads is kept");
    assert_eq!(prefs.language, Some(kibitzer::words::Language::French));
    assert_eq!(
        prefs.chopsticks.settings,
        Variant::standard(2),
        "only Chopsticks reset"
    );
    let status = h.state().status().text.clone();
    assert!(
        status.contains("theme") && status.contains(".broken"),
        "{status}"
    );
    assert!(dir.path().join("config/preferences.json.broken").is_file());
    // A change is written at once, whole, and read back by the next launch.
    command(&mut h, Command::ToggleCoordinates);
    let coordinates = h.state().preferences().coordinates;
    drop(h);
    let again = launch(paths);
    assert_eq!(again.state().preferences().coordinates, coordinates);
    assert!(again.state().preferences().overlay);
    assert!(
        !again.state().status().is_error,
        "{:?}",
        again.state().status()
    );
}
