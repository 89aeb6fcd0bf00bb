//! No game on the table is lost by putting another there, driven through the real app with
//! egui_kittest: switching the Game box away and back keeps each game's table; New game, an
//! example or an opened file replacing unsaved moves can be undone from the status line or
//! the Edit menu.

mod app_harness;

use app_harness::{code, run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::GameKind;
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::{App, Command, Player, Preferences};

/// Two people at Chopsticks; people on both sides of the board games too.
fn app() -> Harness<'static, App> {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    prefs.fox_geese.seats = vec![Player::Human; 2];
    let mut h = app_harness::app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

fn play(h: &mut Harness<'_, App>, moves: &[&str]) {
    for name in moves {
        command(h, Command::Play((*name).to_owned()));
        assert!(!h.state().status().is_error, "{:?}", h.state().status());
    }
}

/// Chooses `title` in the sidebar's Game box.
fn choose_game(h: &mut Harness<'_, App>, title: &str) {
    h.get_by_label("Game").click();
    h.run_ok();
    h.get_by_label(title).click();
    h.run_ok();
}

fn moves(h: &Harness<'_, App>) -> Vec<String> {
    h.state().game_record().moves.to_vec()
}

#[test]
fn switching_games_and_back_keeps_each_table() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD"]);
    command(&mut h, Command::Jump(2));
    choose_game(&mut h, "Hare and Hounds");
    assert_eq!(h.state().active().kind(), GameKind::HareHounds);
    assert!(moves(&h).is_empty(), "a new game of Hare and Hounds");
    play(&mut h, &["a2-b3"]);
    choose_game(&mut h, "Chopsticks");
    assert_eq!(
        moves(&h),
        ["AC", "BC", "BD"],
        "the Chopsticks game came back"
    );
    assert_eq!(code(&h), "1312", "at the move the viewer was at");
    assert!(h.state().status().text.contains("Back to your game"));
    // The sidebar shows the game on the table.
    assert_eq!(h.state().preferences().game, GameKind::Chopsticks);
    choose_game(&mut h, "Hare and Hounds");
    assert_eq!(moves(&h), ["a2-b3"], "and so did the Hare and Hounds game");
    // The title still says the game is unsaved.
    assert!(h.state().files().is_dirty());
}

#[test]
fn new_game_over_unsaved_moves_can_be_undone() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD"]);
    command(&mut h, Command::NewGame);
    assert!(moves(&h).is_empty());
    // The status line offers the game back, with a button.
    assert!(
        h.state().status().action.is_some(),
        "{:?}",
        h.state().status()
    );
    h.get_by_label("Bring it back").click();
    h.run_ok();
    assert_eq!(moves(&h), ["AC", "BC", "BD"]);
    // A saved game is not offered back (nothing would be lost).
    let dir = tempfile::tempdir().expect("temp dir");
    command(&mut h, Command::SaveTo(dir.path().join("g.ron")));
    command(&mut h, Command::NewGame);
    assert_eq!(h.state().status().action, None);
}

#[test]
fn an_example_over_unsaved_moves_can_be_undone_from_the_edit_menu() {
    let mut h = app();
    play(&mut h, &["AC", "BC"]);
    let example = kibitzer::record::examples::EXAMPLES
        .iter()
        .position(|e| e.file_name == "fox-geese-double-capture.ron")
        .expect("listed");
    command(&mut h, Command::OpenExample(example));
    run_until(&mut h, "the search", settled);
    assert_eq!(h.state().active().kind(), GameKind::FoxGeese);
    // Another game: the Chopsticks game is set aside as the Chopsticks game.
    choose_game(&mut h, "Chopsticks");
    assert_eq!(moves(&h), ["AC", "BC"]);
    // The same game: replaced, and brought back from the Edit menu.
    command(&mut h, Command::OpenExample(0));
    let first = kibitzer::record::examples::EXAMPLES[0]
        .record()
        .expect("the example reads");
    assert_eq!(h.state().active().kind(), GameKind::Chopsticks);
    assert_eq!(moves(&h), first.moves.to_vec(), "the example on the table");
    h.get_by_label("Edit").click();
    h.run_ok();
    h.get_by_label("Bring back the replaced game").click();
    h.run_ok();
    assert_eq!(moves(&h), ["AC", "BC"]);
    // Bringing back keeps the other: the example comes back in turn.
    command(&mut h, Command::BringBack);
    assert_eq!(
        h.state().files().file_name().as_deref(),
        Some(kibitzer::record::examples::EXAMPLES[0].file_name)
    );
}
