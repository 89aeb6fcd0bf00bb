//! The window says what the game waits for, driven through the real app with egui_kittest:
//! the computer waits while you look back; a position that comes back is counted, with the
//! offer to stop the game as a draw by agreement, which the saved game keeps and which
//! stepping back, forward and Play on treat as any other end; a solve of several seconds
//! says about how long it has left.

mod app_harness;

use app_harness::{app, run_until, settled, solved};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::{App, Command, Player, Preferences, Strength};
use kibitzer::words::Language;

/// Standard Chopsticks, a person in the first seat and `second` in the other.
fn chopsticks(second: Player) -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human, second];
    prefs
}

fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

fn play(h: &mut Harness<'_, App>, moves: &[&str]) {
    for name in moves {
        command(h, Command::Play((*name).to_owned()));
    }
}

/// Whether some label of the window holds `text`.
fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Whether the game at the cursor is over: the banner with Rematch shows.
fn over(h: &Harness<'_, App>) -> bool {
    h.query_by_label("Rematch").is_some()
}

#[test]
fn the_computer_waits_while_you_look_back_and_says_so() {
    let mut h = solved(chopsticks(Player::Computer(Strength::Perfect)));
    play(&mut h, &["AC"]);
    run_until(&mut h, "the computer's reply", |a| a.moves_played() == 2);
    // Back to where the computer was to move: it waits, and says why.
    command(&mut h, Command::Jump(1));
    for _ in 0..120 {
        h.step();
    }
    assert_eq!(h.state().moves_played(), 2, "the computer did not play");
    assert!(
        shows(
            &h,
            "Player 2 (computer) to move — waiting while you look back; go to the last move \
             (End) to let it play."
        ),
        "the status line says the computer waits"
    );
    command(&mut h, Command::SetLanguage(Language::French));
    h.run_ok();
    assert!(shows(&h, "en attente pendant que vous revoyez la partie"));
    // At the end of the line, the person is to move: nothing is said of waiting.
    command(&mut h, Command::SetLanguage(Language::English));
    command(&mut h, Command::Jump(usize::MAX));
    assert!(!shows(&h, "waiting while you look back"));
}

/// From 1313 (each player holding 1 and 3), two transfers each come back to it.
const ROUND: [&str; 4] = ["13-22", "13-22", "22-13", "22-13"];

#[test]
fn a_repeated_position_is_counted_and_the_players_may_agree_to_a_draw() {
    let mut h = solved(chopsticks(Player::Human));
    command(&mut h, Command::SetPosition("1313".to_owned()));
    run_until(&mut h, "the solver", settled);
    assert!(!shows(&h, "This position has occurred"));
    assert!(h.query_by_label("Agree to a draw").is_none());
    play(&mut h, &ROUND);
    assert_eq!(h.state().position_code(), "1313");
    assert!(shows(&h, "This position has occurred 2 times."));
    command(&mut h, Command::SetLanguage(Language::French));
    assert!(shows(&h, "Cette position est apparue 2 fois."));
    command(&mut h, Command::SetLanguage(Language::English));
    play(&mut h, &ROUND);
    assert!(shows(&h, "This position has occurred 3 times."));
    // Standard Chopsticks has no draw by repetition: the game goes on until the players
    // agree to stop it.
    assert!(!over(&h));
    h.get_by_label("Agree to a draw").click();
    h.run_ok();
    assert!(over(&h));
    assert!(shows(&h, "A draw by agreement."), "the banner");
    assert!(
        shows(&h, "Game over: a draw by agreement"),
        "the status line"
    );
    assert_eq!(h.state().game_record().agreed_draws, [0]);
    command(&mut h, Command::Play("13-22".to_owned()));
    assert!(h.state().status().is_error, "no move after the draw");
    assert_eq!(h.state().moves_played(), 8);

    // Saved and opened again, the game is still over by agreement.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("agreed.ron");
    command(&mut h, Command::SaveTo(path.clone()));
    let mut fresh = solved(chopsticks(Player::Human));
    command(&mut fresh, Command::OpenPath(path));
    run_until(&mut fresh, "the solver", settled);
    assert_eq!(fresh.state().moves_played(), 8);
    assert!(over(&fresh));
    assert!(shows(&fresh, "Game over: a draw by agreement"));

    // Stepping back, the game goes on there; forward again, it is over again.
    command(&mut fresh, Command::Undo);
    assert!(!over(&fresh));
    assert!(fresh.query_by_label("Play on").is_none());
    command(&mut fresh, Command::Redo);
    assert!(over(&fresh));
    // Play on takes the draw back: the game goes on from the same position.
    fresh.get_by_label("Play on").click();
    fresh.run_ok();
    assert!(!over(&fresh));
    assert!(fresh.state().game_record().agreed_draws.is_empty());
    play(&mut fresh, &["13-22"]);
    assert_eq!(fresh.state().moves_played(), 9);
}

/// Whether the solve's progress bar shows.
fn solving(h: &Harness<'_, App>) -> bool {
    // The spinner beside it is a progress indicator too, without a value.
    h.query_all_by_role(Role::ProgressIndicator)
        .any(|node| node.accesskit_node().numeric_value().is_some())
}

#[test]
fn a_long_solve_says_about_how_long_it_has_left() {
    // Six players: a solve of about a minute (five take under two seconds on an idle
    // machine, too short to be sure of seeing the estimate); cancelled once it is seen.
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(6);
    prefs.chopsticks.seats = vec![Player::Human; 6];
    let mut h = app(prefs);
    h.run_steps(2);
    assert!(solving(&h));
    assert!(
        shows(&h, "Estimating the time left…"),
        "not in the first second"
    );
    // The estimate comes once the step has run a second (the rule itself is tested with
    // given times in `solver::progress`); here, only that the panel shows it in its words.
    let mut frames = 0;
    while !shows(&h, "left in this step.") {
        assert!(solving(&h), "still solving");
        assert!(frames < 5_000, "no estimate after {frames} frames");
        frames += 1;
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(shows(&h, "About "));
    assert!(!shows(&h, "Estimating the time left…"));
    command(&mut h, Command::CancelSolve);
}
