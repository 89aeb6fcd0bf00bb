//! Kibitzer's own file dialog, driven end to end through the real app with egui_kittest:
//! chosen in the File menu, or opened in place of a system dialog the desktop does not have
//! (saying why); saving a game through it, opening one, cancelling, and files that cannot
//! be opened. Every test works in its own temporary folder.

mod app_harness;

use app_harness::{code, run_until, settled};
use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::record::Record;
use kibitzer::ui::files::{AppPaths, no_system_dialog};
use kibitzer::ui::shell::menu::own_file_dialog_label;
use kibitzer::ui::{App, Command, Player, Preferences};
use std::path::Path;

/// Chopsticks for two people.
fn people() -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs
}

/// The real app with its files in `paths`; `system` false: as on a desktop without a
/// system file dialog.
fn app(prefs: Preferences, paths: AppPaths, system: bool) -> Harness<'static, App> {
    // The dialog's two text fields (its folder and the file name) come from egui_file
    // without an accessible name, which the harness would refuse.
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_accessibility_check(false)
        .build_eframe(move |cc| {
            let app = App::with_files(cc, prefs, paths);
            if system {
                app
            } else {
                app.without_system_dialog()
            }
        });
    run_until(&mut h, "the solver", settled);
    h
}

/// Runs `command` as the menus would, then lets the app settle.
fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    run_until(h, "the solver", settled);
}

/// Clicks File → `entry` (opening the menu unless it is open).
fn file_menu(h: &mut Harness<'_, App>, entry: &str) {
    // An entry with a shortcut is labelled with its shortcut too.
    if h.query_by_label_contains(entry).is_none() {
        h.get_by_label("File").click();
        h.run_steps(3);
    }

    h.get_by_label_contains(entry).click();
    h.run_steps(3);
}

/// Waits until the dialog titled `title` is shown.
fn wait_for_dialog(h: &mut Harness<'_, App>, title: &str) {
    let start = std::time::Instant::now();
    while h.query_by_label_contains(title).is_none() {
        assert!(
            start.elapsed().as_secs() < 30,
            "the dialog “{title}” is not shown"
        );
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    h.run_steps(2);
}

/// Clicks `label` (a button of the dialog), and lets the app settle.
fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    run_until(h, label, |a| !a.files().dialog_open() && settled(a));
}

/// Whether a text field shows `value`.
fn has_field(h: &Harness<'_, App>, value: &str) -> bool {
    h.query_by(|n| is_field(n, value)).is_some()
}

/// Whether `node` is a text field showing `value` (its text is also a child node).
fn is_field(node: &egui_kittest::kittest::AccessKitNode<'_>, value: &str) -> bool {
    node.role() == Role::TextInput && node.value().unwrap_or_default() == value
}

/// Replaces the text of the field showing `now` with `text`, then presses Enter.
fn type_into(h: &mut Harness<'_, App>, now: &str, text: &str) {
    h.get_by(|n| is_field(n, now)).focus();
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run_steps(1);
    h.get_by(|n| n.role() == Role::TextInput && n.is_focused())
        .type_text(text);
    h.run_steps(2);
    h.key_press(Key::Enter);
    run_until(h, "the dialog's answer", |a| {
        !a.files().dialog_open() && settled(a)
    });
}

/// The record of the file at `path`, replayed through the rules.
fn read(path: &Path) -> Record {
    let text = std::fs::read_to_string(path).expect("the file is written");
    let record = Record::from_ron_str(&text).expect("a record");
    record.replay().expect("it replays");
    record
}

#[test]
fn the_own_dialog_chosen_in_the_menu_saves_and_opens_a_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let documents = dir.path().join("documents");
    let mut h = app(people(), AppPaths::in_folder(dir.path()), true);
    file_menu(&mut h, &own_file_dialog_label());
    assert!(
        h.state().preferences().own_file_dialog,
        "the choice is kept"
    );
    command(&mut h, Command::Play("AC".into()));
    command(&mut h, Command::Play("BC".into()));
    assert!(h.state().files().window_title().starts_with("Untitled •"));

    // Save as: the dialog starts in the documents folder (made for it) and suggests a name.
    file_menu(&mut h, "Save as…");
    wait_for_dialog(&mut h, "Save the game");
    assert!(documents.is_dir(), "the documents folder is made");
    assert!(
        has_field(&h, &documents.to_string_lossy()),
        "starts in the documents folder"
    );
    let suggested = format!("{}.ron", h.state().game_record().game_name());
    assert_ne!(
        h.state().status().text,
        no_system_dialog(),
        "chosen, not missing"
    );
    type_into(&mut h, &suggested, "first game");

    // Saved under the name typed, with the extension added.
    let path = documents.join("first game.ron");
    assert_eq!(read(&path).moves, ["AC", "BC"]);
    assert_eq!(
        h.state().files().window_title(),
        "first game.ron — Kibitzer"
    );
    assert_eq!(h.state().status().text, "Saved first game.ron.");

    // Open lists the game files only, and opens the one clicked.
    std::fs::write(documents.join("notes.txt"), "not a game").expect("writes");
    command(&mut h, Command::NewGame);
    assert_eq!(code(&h), "1111");
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    wait_for_dialog(&mut h, "Open a game");
    assert!(
        h.query_by_label_contains("notes.txt").is_none(),
        "not listed"
    );
    h.get_by_label_contains("first game.ron").click();
    h.run_steps(2);
    click(&mut h, "Open");
    assert_eq!(h.state().files().problem(), None);
    assert_eq!(h.state().game_record().moves, ["AC", "BC"]);
    assert_eq!(code(&h), "1312");
    assert_eq!(
        h.state().files().window_title(),
        "first game.ron — Kibitzer"
    );
}

#[test]
fn without_a_system_dialog_the_own_one_opens_says_why_and_saves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let documents = dir.path().join("documents");
    let mut h = app(people(), AppPaths::in_folder(dir.path()), false);
    assert!(!h.state().preferences().own_file_dialog);
    command(&mut h, Command::Play("AC".into()));

    // Save with no file yet asks where; the system has no dialog, so Kibitzer's own opens
    // and the status line says why.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    wait_for_dialog(&mut h, "Save the game");
    assert_eq!(h.state().status().text, no_system_dialog());
    assert!(!h.state().status().is_error);
    let suggested = format!("{}.ron", h.state().game_record().game_name());
    assert!(has_field(&h, &suggested), "the name is suggested");
    click(&mut h, "Save");
    let path = documents.join(&suggested);
    assert_eq!(read(&path).moves, ["AC"]);
    let title = h.state().files().window_title();
    assert!(
        !title.contains('•') && title.starts_with(&suggested),
        "{title}"
    );

    // Saving as again starts in the game's folder; Cancel leaves everything as it was.
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("makes the folder");
    command(&mut h, Command::SaveTo(elsewhere.join("moved.ron")));
    assert_eq!(h.state().files().problem(), None);
    command(&mut h, Command::Play("BC".into()));
    file_menu(&mut h, "Save as…");
    wait_for_dialog(&mut h, "Save the game");
    assert!(has_field(&h, &elsewhere.to_string_lossy()), "starts there");
    assert_ne!(h.state().status().text, no_system_dialog(), "said once");
    click(&mut h, "Cancel");
    assert_eq!(
        read(&elsewhere.join("moved.ron")).moves,
        ["AC"],
        "not saved"
    );
    assert!(h.state().files().window_title().contains('•'));
    assert_eq!(h.state().moves_played(), 2);
}

#[test]
fn a_file_that_cannot_be_opened_through_the_own_dialog_keeps_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let documents = dir.path().join("documents");
    std::fs::create_dir_all(&documents).expect("makes the folder");
    std::fs::write(documents.join("broken.ron"), "(format: 2, ga").expect("writes");
    let mut h = app(people(), AppPaths::in_folder(dir.path()), false);
    command(&mut h, Command::Play("AC".into()));
    command(&mut h, Command::Open);
    wait_for_dialog(&mut h, "Open a game");
    h.get_by_label_contains("broken.ron").click();
    h.run_steps(2);
    click(&mut h, "Open");
    let problem = h.state().files().problem().cloned().expect("a problem");
    assert!(problem.title.contains("broken.ron"), "{problem:?}");
    assert_eq!(code(&h), "1211", "the game stays");
    assert_eq!(h.state().moves_played(), 1);

    // A name typed for a file that is not there: the dialog waits for another.
    h.get_by_label("OK").click();
    h.run_steps(2);
    command(&mut h, Command::Open);
    wait_for_dialog(&mut h, "Open a game");
    h.get_by(|n| is_field(n, "")).focus();
    h.run_steps(2);
    h.get_by(|n| is_field(n, "")).type_text("missing.ron");
    h.run_steps(2);
    assert!(has_field(&h, "missing.ron"), "typed");
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert!(h.state().files().dialog_open(), "still open");
    h.key_press(Key::Escape);
    run_until(&mut h, "the dialog to close", |a| !a.files().dialog_open());
    assert_eq!(h.state().files().problem(), None);
    assert_eq!(code(&h), "1211");
}

#[test]
fn the_dialogs_start_in_the_documents_folder_or_in_the_games_own() {
    let dir = tempfile::tempdir().expect("temp dir");
    let documents = dir.path().join("documents");
    let mut h = app(people(), AppPaths::in_folder(dir.path()), false);

    // Opening makes no folder: it starts in the nearest one there is.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    wait_for_dialog(&mut h, "Open a game");
    assert!(
        has_field(&h, &dir.path().to_string_lossy()),
        "the nearest folder"
    );
    assert!(!documents.exists(), "nothing made to open from");
    click(&mut h, "Cancel");

    // Saving starts in the documents folder, made for it.
    file_menu(&mut h, "Save as…");
    wait_for_dialog(&mut h, "Save the game");
    assert!(documents.is_dir(), "made to save into");
    assert!(has_field(&h, &documents.to_string_lossy()));
    click(&mut h, "Cancel");

    // A game with a file: both dialogs start in the file's folder.
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("makes the folder");
    command(&mut h, Command::SaveTo(elsewhere.join("game.ron")));
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    wait_for_dialog(&mut h, "Open a game");
    assert!(has_field(&h, &elsewhere.to_string_lossy()), "opens there");
    click(&mut h, "Cancel");
    file_menu(&mut h, "Save as…");
    wait_for_dialog(&mut h, "Save the game");
    assert!(has_field(&h, &elsewhere.to_string_lossy()), "saves there");
    click(&mut h, "Cancel");
}

#[test]
fn file_export_position_writes_the_board_as_png_and_svg() {
    let dir = tempfile::tempdir().expect("temp dir");
    let documents = dir.path().join("documents");
    let mut h = app(people(), AppPaths::in_folder(dir.path()), false);
    command(&mut h, Command::Play("AC".into()));
    // File → Export → Position as PNG picture…: the dialog suggests the game and ply.
    h.get_by_label("File").click();
    h.run_steps(3);
    h.get_by_label("Export").click();
    h.run_steps(3);
    h.get_by_label("Position as PNG picture…").click();
    h.run_steps(3);
    wait_for_dialog(&mut h, "Export the position");
    assert!(has_field(&h, "chopsticks-1.png"), "the name suggested");
    type_into(&mut h, "chopsticks-1.png", "board");
    let png = documents.join("board.png");
    let bytes = std::fs::read(&png).expect("the PNG is written, its extension added");
    let image = image::load_from_memory(&bytes).expect("a PNG").to_rgba8();
    // Twice the canvas's size on screen, which is most of the 1280×800 window.
    let (width, height) = image.dimensions();
    assert!(width > 800 && height > 600, "{width}×{height}");
    assert!(h.state().status().text.contains("board.png"));

    // The same as SVG, by the command the dialog gives: a document that parses, with the
    // table's words as text.
    let svg = dir.path().join("board.svg");
    command(
        &mut h,
        Command::ExportTo(svg.clone(), kibitzer::picture::Format::Svg),
    );
    let text = std::fs::read_to_string(&svg).expect("the SVG is written");
    let doc = resvg::usvg::roxmltree::Document::parse(&text).expect("it parses");
    let words: String = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.descendants().find_map(|d| d.text()))
        .collect();
    assert!(
        words.contains("Player 1") || words.contains("You"),
        "{words}"
    );
    // A folder that is not there is said, and the game stays.
    let nowhere = dir.path().join("missing/board.svg");
    command(
        &mut h,
        Command::ExportTo(nowhere, kibitzer::picture::Format::Svg),
    );
    let problem = h.state().files().problem().expect("a problem window");
    assert!(
        problem.title.contains("Could not export"),
        "{}",
        problem.title
    );
    assert_eq!(h.state().moves_played(), 1);
}
