//! Notes on moves in the desktop app, driven with egui_kittest: a mark and a comment written
//! in the editor under the history's buttons, shown in the move list, kept by Save and Open,
//! Copy game and Paste, and worded in French.

mod app_harness;

use app_harness::{run_until, settled};
use egui::Event;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::games::chopsticks::Variant;
use kibitzer::history::{Glyph, Note};
use kibitzer::record::Record;
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::{Language, set_language};

/// Two people at Chopsticks, the app's files in `paths`.
fn app(paths: AppPaths) -> Harness<'static, App> {
    set_language(Language::English);
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| App::with_files(cc, prefs, paths));
    run_until(&mut h, "the solver", settled);
    h
}

fn run(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    run_until(h, "the solver", settled);
}

/// The notes of the game open, as (move number, move, note).
fn notes(h: &Harness<'_, App>) -> Vec<(usize, String, Note)> {
    let session = app_harness::chopsticks(h);
    let history = session.history();
    history
        .noted()
        .map(|(node, note)| {
            let name = history.move_name(session.game(), node).expect("a move");
            (history.depth(node), name, note.clone())
        })
        .collect()
}

/// The note's text field: the field of several rows that is not the position code's (which
/// wraps a long code).
fn note_editor<'a>(h: &'a Harness<'_, App>) -> egui_kittest::Node<'a> {
    h.query_all_by_role(egui::accesskit::Role::MultilineTextInput)
        .find(|n| n.accesskit_node().label().as_deref() != Some("Position code"))
        .expect("the note editor")
}

#[test]
fn a_note_is_written_shown_saved_copied_and_pasted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app(AppPaths::in_folder(dir.path()));
    for name in ["AC", "BC", "BD"] {
        run(&mut h, Command::Play(name.to_owned()));
    }
    run(&mut h, Command::Undo);
    // The editor belongs to the move at the cursor: the second.
    h.get_by_label_contains("Note on 2. BC").click();
    h.run();
    h.get_by_label("!?").click();
    h.run();
    note_editor(&h).click();
    h.run();
    note_editor(&h).type_text("  the other hand\nwas safer ");
    h.run();
    let expected = Note::new(Some(Glyph::Interesting), "the other hand\nwas safer");
    assert_eq!(notes(&h), [(2, "BC".to_owned(), expected.clone())]);
    // The move list carries the mark and the balloon; the game is changed.
    assert!(h.query_by_label("2. BC !? 💬").is_some());
    assert!(h.state().files().window_title().starts_with("Untitled •"));

    // Saved and opened in a fresh app, the note is on its move.
    let path = dir.path().join("noted.ron");
    run(&mut h, Command::SaveTo(path.clone()));
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(
        text.contains(r#"(line: 0, ply: 2, mark: "!?", text: "the other hand\nwas safer"),"#),
        "{text}"
    );
    let mut fresh = app(AppPaths::none());
    run(&mut fresh, Command::OpenPath(path.clone()));
    assert_eq!(notes(&fresh), [(2, "BC".to_owned(), expected.clone())]);

    // The mark clicked again is taken off; the comment stays.
    h.get_by_label("!?").click();
    h.run();
    let comment_only = Note::new(None, "the other hand\nwas safer");
    assert_eq!(notes(&h), [(2, "BC".to_owned(), comment_only.clone())]);

    // Copy game puts the note on the clipboard; pasting it in another app brings it.
    let copied = app_harness::copy_game(&mut h);
    let record = Record::from_ron_str(&copied).expect("a record");
    assert_eq!(record.notes.len(), 1);
    let mut other = app(AppPaths::none());
    other.event(Event::Paste(copied));
    run_until(&mut other, "the pasted game", |a| {
        a.position_code() == "1312" && settled(a)
    });
    assert_eq!(notes(&other), [(2, "BC".to_owned(), comment_only)]);
}

#[test]
fn the_note_editor_speaks_french() {
    let mut h = app(AppPaths::none());
    run(&mut h, Command::Play("AC".to_owned()));
    run(&mut h, Command::SetLanguage(Language::French));
    h.run();
    h.get_by_label_contains("Note sur 1. AC").click();
    h.run();
    h.get_by_label("??").click();
    h.run();
    assert_eq!(
        notes(&h),
        [(1, "AC".to_owned(), Note::new(Some(Glyph::Blunder), ""))]
    );
    assert!(h.query_by_label("1. AC ??").is_some());
    // The heading shows the mark too.
    assert!(h.query_by_label_contains("Note sur 1. AC ??").is_some());
    set_language(Language::English);
}

#[test]
fn the_game_as_text_has_every_move_with_its_marks_note_and_verdict() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app(AppPaths::none());
    // The shortest game: the second player walks into a loss.
    for name in ["AC", "BC", "BD", "BD", "BD"] {
        run(&mut h, Command::Play(name.to_owned()));
    }
    run(&mut h, Command::Review);
    let node = {
        let session = app_harness::chopsticks(&h);
        session.history().node_at(2)
    };
    run(
        &mut h,
        Command::SetNote(
            node,
            Note::new(Some(Glyph::Dubious), "BD was the way\nto hold"),
        ),
    );
    let path = dir.path().join("game.txt");
    run(&mut h, Command::ExportTextTo(path.clone()));
    let text = std::fs::read_to_string(&path).expect("written");
    let session = app_harness::chopsticks(&h);
    let history = session.history();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Kibitzer: Chopsticks"), "{text}");
    assert!(lines[1].starts_with("Start: 1111 — "), "{text}");
    // One line a move, in order, each with the review's sign of that move and a verdict.
    let moves: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| {
            l.trim_start()
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
        .collect();
    assert_eq!(moves.len(), 5, "{text}");
    for (ply, line) in (1..).zip(&moves) {
        let node = history.node_at(ply);
        let name = history.move_name(session.game(), node).expect("a move");
        let sign = session
            .review_mark(node)
            .and_then(|m| m.mark)
            .map_or("", |m| m.sign());
        let start = format!("{ply:>3}. {name}{sign}");
        assert!(
            line.starts_with(&start),
            "{line:?} does not start {start:?}"
        );
        assert!(line.contains(" — "), "a verdict after {line:?}");
    }
    assert!(moves[1].contains(" ?!"), "{}", moves[1]);
    assert!(
        text.contains("       BD was the way\n       to hold\n"),
        "{text}"
    );
    assert!(moves[4].ends_with("— Player 1 won"), "{}", moves[4]);
}
