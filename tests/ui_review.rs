//! The review in the window, driven through the real app with egui_kittest: the button
//! marks every move of the move list as the library's review does, each player's tally is
//! shown, a blunder is a click away with its best move shown, and new moves are reviewed as
//! they are played.

mod app_harness;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::core::Game;
use kibitzer::games::chopsticks::Variant;
use kibitzer::review::{self, Mark};
use kibitzer::solver::{Progress, try_solve};
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::{Language, set_language};

/// Two people at Chopsticks, the solve done.
fn app() -> Harness<'static, App> {
    set_language(Language::English);
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = app_harness::app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

fn run(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

fn play(h: &mut Harness<'_, App>, moves: &[&str]) {
    for name in moves {
        run(h, Command::Play((*name).to_owned()));
    }
}

/// The library's review of the app's line viewed, from a solve of its own.
fn library_review(h: &Harness<'_, App>) -> review::LineReview {
    let session = app_harness::chopsticks(h);
    let game = session.game();
    let solution = try_solve(game, &[game.start()], &Progress::new()).expect("solved");
    review::review_viewed(game, &solution, session.history()).expect("reviewed")
}

#[test]
fn the_review_marks_the_move_list_as_the_library_does() {
    let mut h = app();
    // The shortest game: the second player walks into a loss.
    play(&mut h, &["AC", "BC", "BD", "BD", "BD"]);
    h.get_by_label("Review the game").click();
    h.run_ok();
    let expected = library_review(&h);
    assert_eq!(expected.moves.len(), 5);
    let mut flagged = None;
    for m in &expected.moves {
        let mark = m.mark.expect("exact");
        // Every move of the list carries its mark's sign.
        let label = format!("{}. {}{}", m.ply, m.name, mark.sign());
        assert!(
            h.query_all_by_label(&label).count() >= 1,
            "no move labelled {label:?} in the list"
        );
        if matches!(mark, Mark::Blunder | Mark::Mistake) && flagged.is_none() {
            flagged = Some((label, m.clone()));
        }
    }
    // Each player's tally, as the library counts it.
    let tallies = review::Tally::of(&expected.moves, 2);
    for t in &tallies {
        let needle = format!("best of {}", t.moves);
        assert!(
            h.query_all_by_label_contains(&needle).count() >= 1,
            "no tally with {needle:?}"
        );
    }
    // The shortest game has a blunder: its button (in the review) goes to the position
    // before it and shows the best move there.
    let (label, blunder) = flagged.expect("the shortest game has a blunder");
    assert_eq!(h.get_all_by_label(&label).count(), 1, "in the move list");
    let name = format!(
        "{label} — {}",
        review_mark_name(blunder.mark.expect("marked"))
    );
    h.get_by_label(&name).click();
    h.run_ok();
    let session = app_harness::chopsticks(&h);
    assert_eq!(session.history().cursor(), blunder.ply - 1);
    assert_eq!(session.hint(), blunder.best.first().map(String::as_str));
    // The best move shown is a best move by the solver.
    let eval = session.eval().expect("solved");
    let best = eval.moves[0].value;
    let hinted = eval
        .moves
        .iter()
        .find(|m| Some(m.name.as_str()) == session.hint())
        .expect("a legal move");
    assert_eq!(hinted.value, best);
}

#[test]
fn moves_played_after_the_review_are_reviewed_too_and_it_can_be_hidden() {
    let mut h = app();
    play(&mut h, &["AC"]);
    run(&mut h, Command::Review);
    play(&mut h, &["BC", "BD"]);
    let expected = library_review(&h);
    let session = app_harness::chopsticks(&h);
    let history = session.history();
    for (node, m) in history.viewed_nodes().iter().zip(&expected.moves) {
        let shown = session.review_mark(*node).expect("reviewed");
        assert_eq!(shown.mark, m.mark, "move {}", m.ply);
        assert_eq!(shown.best, m.best, "move {}", m.ply);
    }
    run(&mut h, Command::CloseReview);
    assert!(h.query_by_label("Review the game").is_some());
    let session = app_harness::chopsticks(&h);
    assert!(session.review().is_none());
}

#[test]
fn the_review_speaks_french() {
    let mut h = app();
    play(&mut h, &["AC", "BC"]);
    run(&mut h, Command::SetLanguage(Language::French));
    h.get_by_label("Revoir la partie").click();
    h.run_ok();
    assert!(h.query_by_label("Revue").is_some());
    assert!(
        h.query_all_by_label_contains("meilleurs coups sur 1")
            .count()
            >= 1,
        "the tally in French"
    );
    set_language(Language::English);
}

/// The English name of a flagged mark, as the review's buttons are named.
fn review_mark_name(mark: Mark) -> &'static str {
    match mark {
        Mark::Blunder => "Blunder",
        Mark::Mistake => "Mistake",
        _ => "not flagged",
    }
}

/// The reviewed shortest game as the window shows it: the marks in the move list, the
/// tallies and the flagged moves in the analysis panel, the coloured dots on the chart.
#[test]
fn snapshot_of_a_reviewed_game() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD", "BD", "BD"]);
    run(&mut h, Command::Review);
    h.remove_cursor();
    app_harness::settle_layout(&mut h);
    app_harness::mask_figure(&mut h, "Solve time");
    h.snapshot("review_shortest_game");
}
