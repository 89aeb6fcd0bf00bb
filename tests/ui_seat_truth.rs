//! The app tells each player the truth from their own seat and keeps every line, driven
//! through the real app with egui_kittest: the value chart reads the way the verdict does
//! whichever side you play; a deletion in the tree of moves can be undone, after a restart
//! too; a cancelled solve leaves the computer waiting, and is not started again by itself;
//! the computers wait while the seats are being changed; the game's end keeps its words
//! when the seats change.

mod app_harness;

use app_harness::{app, app_with_paths, run_until, settled, solved};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::core::{Game, Value};
use kibitzer::games::chopsticks::{Chopsticks, Variant};
use kibitzer::games::fox_hounds::FoxHounds;
use kibitzer::games::hare_hounds::HareHounds;
use kibitzer::ui::Strength;
use kibitzer::ui::common::command::TreeEdit;
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::panels::chart;
use kibitzer::ui::session::{MENU_PAUSE, SEAT_CHANGE_PAUSE};
use kibitzer::ui::{App, Command, GameKind, GameUi, Player, Preferences, Session};

/// Whether some text of the window contains `text`.
fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn run_command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

/// Every point of the chart lies on the side of the draw line that the verdict of the
/// seat it reads from says: up when that seat wins, down when it loses. Returns the seat
/// read from and how many points were checked.
fn chart_agrees_with_the_verdicts<G: GameUi>(s: &Session<G>) -> (usize, usize) {
    let view = s.viewpoint();
    assert_eq!(chart::drawn_seats(s), vec![view]);
    let heights = chart::heights(s);
    for (ply, line) in &heights {
        let value = s.values_at(*ply).expect("a solved point")[view];
        let height = line[0];
        match value {
            Value::Win(_) => assert!(height > 0.0, "after {ply}: {value:?} drawn at {height}"),
            Value::Loss(_) => assert!(height < 0.0, "after {ply}: {value:?} drawn at {height}"),
            Value::Draw => assert_eq!(height, 0.0, "after {ply}"),
        }
    }
    (view, heights.len())
}

fn chart_of_app(h: &Harness<'_, App>) -> (usize, usize) {
    let active = h.state().active();
    if let Some(s) = active.session::<FoxHounds>() {
        chart_agrees_with_the_verdicts(s)
    } else if let Some(s) = active.session::<HareHounds>() {
        chart_agrees_with_the_verdicts(s)
    } else if let Some(s) = active.session::<Chopsticks>() {
        chart_agrees_with_the_verdicts(s)
    } else {
        panic!("a solved two-player game")
    }
}

#[test]
fn the_chart_reads_from_the_hounds_when_you_play_them_against_the_computer_fox() {
    let mut prefs = Preferences {
        game: GameKind::FoxHounds,
        ..Preferences::default()
    };
    prefs.fox_hounds.seats = vec![Player::Computer(Strength::Perfect), Player::Human];
    let mut h = solved(prefs);
    // The computer's fox moves first; then it is the hounds' turn, yours.
    run_until(&mut h, "the fox's move", |a| {
        a.moves_played() >= 1 && settled(a)
    });
    // The hounds win Fox and Hounds: the verdict says you win, and so does the chart.
    assert!(
        shows(&h, "You (Hounds) win in"),
        "the verdict speaks of you"
    );
    let (view, points) = chart_of_app(&h);
    assert_eq!(view, 1, "the hounds' seat");
    assert!(points >= 2);
    assert!(shows(&h, "⏶ You (Hounds) win"), "the chart's top half");
    assert!(
        shows(&h, "⏷ Fox wins"),
        "the chart's bottom half names the fox"
    );
}

#[test]
fn the_chart_reads_from_the_hare_when_you_play_it() {
    let mut prefs = Preferences {
        game: GameKind::HareHounds,
        ..Preferences::default()
    };
    prefs.hare_hounds.seats = vec![Player::Computer(Strength::Perfect), Player::Human];
    let mut h = solved(prefs);
    run_until(&mut h, "the hounds' move", |a| {
        a.moves_played() >= 1 && settled(a)
    });
    let (view, points) = chart_of_app(&h);
    assert_eq!(view, 1, "the hare's seat");
    assert!(points >= 2);
    assert!(shows(&h, "⏶ You (Hare) win"));
    assert!(shows(&h, "⏷ Hounds win"));
}

#[test]
fn between_people_the_chart_reads_from_the_first_seat_and_names_both() {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let h = solved(prefs);
    let (view, _) = chart_of_app(&h);
    assert_eq!(view, 0);
    assert!(shows(&h, "⏶ Player 1 wins"));
    assert!(shows(&h, "⏷ Player 2 wins"));
}

/// Two people playing standard Chopsticks, the app's files in `folder`.
fn chopsticks_people(folder: &std::path::Path) -> Harness<'static, App> {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = app_with_paths(prefs, AppPaths::in_folder(folder));
    run_until(&mut h, "the solver", settled);
    h
}

/// The positions of the line played, after each move, by code.
fn line_of(h: &Harness<'_, App>) -> Vec<String> {
    match h.state().active().session::<Chopsticks>() {
        Some(s) => {
            let game = s.game();
            let history = s.history();
            history
                .line()
                .map(|(_, state)| game.format_state(state))
                .collect()
        }
        _ => panic!("not Chopsticks"),
    }
}

fn node_at(h: &Harness<'_, App>, ply: usize) -> usize {
    match h.state().active().session::<Chopsticks>() {
        Some(s) => s.history().node_at(ply),
        _ => panic!("not Chopsticks"),
    }
}

/// Plays `count` moves, each the first legal one.
fn play_moves(h: &mut Harness<'_, App>, count: usize) {
    for _ in 0..count {
        let name = match h.state().active().session::<Chopsticks>() {
            Some(s) => {
                let game = s.game();
                let moves = game.legal_moves(s.current());
                game.format_move(s.current(), &moves[0])
            }
            _ => panic!("not Chopsticks"),
        };
        run_command(h, Command::Play(name));
    }
}

#[test]
fn delete_from_here_is_undone_by_the_status_line_and_by_the_edit_menu_after_a_restart() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let mut h = chopsticks_people(folder.path());
    play_moves(&mut h, 6);
    let played = line_of(&h);
    assert_eq!(played.len(), 6);
    // Back to move 2, and delete the main line from move 3 on.
    run_command(&mut h, Command::Jump(2));
    let third = node_at(&h, 3);
    run_command(&mut h, Command::EditTree(third, TreeEdit::Delete));
    assert_eq!(line_of(&h), played[..2]);
    // The status line offers the moves back.
    h.get_by_label("Bring it back").click();
    h.run_ok();
    assert_eq!(line_of(&h), played, "the deleted moves are back");
    assert!(
        h.query_by_label_contains("deleted moves are back")
            .is_some()
    );

    // Deleted again, then the window closes: the moves come back after the restart.
    let third = node_at(&h, 3);
    run_command(&mut h, Command::EditTree(third, TreeEdit::Delete));
    assert_eq!(line_of(&h).len(), 2);
    // The Edit menu says what bringing back does.
    h.get_by_label("Edit").click();
    h.run_ok();
    assert!(h.query_by_label("Undo delete").is_some());
    h.get_by_label("Undo delete").click();
    h.run_ok();
    assert_eq!(line_of(&h), played);
    let third = node_at(&h, 3);
    run_command(&mut h, Command::EditTree(third, TreeEdit::Delete));
    // Written by the autosave of the next frames.
    h.run_ok();
    drop(h);
    let mut h = chopsticks_people(folder.path());
    assert_eq!(line_of(&h).len(), 2, "the game as it was left");
    run_command(&mut h, Command::BringBack);
    assert_eq!(
        line_of(&h),
        played,
        "the moves before the deletion, kept across the restart"
    );
}

/// Chopsticks for six, every seat but the first the perfect computer's.
fn six_players() -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(6);
    prefs.chopsticks.seats = vec![Player::Computer(Strength::Perfect); 6];
    prefs
}

fn solve_is_cancelled(app: &App) -> bool {
    match app.active().session::<Chopsticks>() {
        Some(s) => s.is_cancelled() && s.progress().is_none(),
        _ => false,
    }
}

#[test]
fn after_a_cancelled_solve_the_perfect_computer_waits_and_the_solve_does_not_restart() {
    let mut h = app(six_players());
    assert!(h.state().is_busy(), "solving six players takes a while");
    run_command(&mut h, Command::CancelSolve);
    assert!(solve_is_cancelled(h.state()));
    // Long past the computer's pause, no computer has moved, and the status line says why.
    for _ in 0..300 {
        h.step();
    }
    assert_eq!(
        h.state().moves_played(),
        0,
        "the computer plays by the solution"
    );
    assert!(
        h.query_by_label_contains("the solve was cancelled")
            .is_some(),
        "the status line says why the computer waits"
    );
    // A computer that plays at random needs no solution and plays on.
    let mut prefs = h.state().preferences().clone();
    prefs.chopsticks.seats[0] = Player::Computer(Strength::Random);
    assert!(
        !prefs.declined_solves.is_empty(),
        "the cancelled solve is remembered"
    );

    // The next launch does not start the cancelled solve again.
    let mut again = app(prefs.clone());
    again.run_ok();
    assert!(solve_is_cancelled(again.state()), "not restarted by itself");
    run_until(&mut again, "the random computer's move", |a| {
        a.moves_played() >= 1
    });
    // Asked for, it starts.
    run_command(&mut again, Command::Solve);
    assert!(again.state().is_busy(), "solving again");
    assert!(again.state().preferences().declined_solves.is_empty());
}

#[test]
fn the_computers_wait_while_the_seats_are_being_swapped() {
    let mut prefs = Preferences {
        game: GameKind::FoxHounds,
        ..Preferences::default()
    };
    prefs.fox_hounds.seats = vec![Player::Human, Player::Computer(Strength::Perfect)];
    let mut h = solved(prefs);
    assert_eq!(h.state().moves_played(), 0, "the fox, yours, is to move");
    // Fox → computer: for a moment both seats are the computer's.
    let mut prefs = h.state().preferences().clone();
    prefs.fox_hounds.seats[0] = Player::Computer(Strength::Perfect);
    set_seats(&mut h, prefs.fox_hounds.seats.clone());
    // A second later (well past the computer's usual pause), nothing has moved yet…
    let changed = now(&h);
    // The user opens the next seat's menu: while it is open, the computers wait too.
    h.get_by_label("Edit").click();
    while now(&h) < changed + SEAT_CHANGE_PAUSE + 2.0 {
        h.step();
    }
    assert_eq!(h.state().moves_played(), 0, "no move with a menu open");
    h.key_press(egui::Key::Escape);
    h.step();
    assert!(
        h.query_by_label_contains("Bring back").is_none(),
        "the menu is closed"
    );
    let closed = now(&h);
    while now(&h) < closed + MENU_PAUSE / 2.0 {
        h.step();
    }
    assert_eq!(
        h.state().moves_played(),
        0,
        "no move between the two changes"
    );
    // … and the hounds become yours: the computer's fox plays one move, then waits for you.
    set_seats(
        &mut h,
        vec![Player::Computer(Strength::Perfect), Player::Human],
    );
    run_until(&mut h, "the fox's move", |a| a.moves_played() >= 1);
    for _ in 0..300 {
        h.step();
    }
    assert_eq!(h.state().moves_played(), 1, "the hounds are yours to move");
}

/// The window's clock, in seconds.
fn now(h: &Harness<'_, App>) -> f64 {
    h.ctx.input(|i| i.time)
}

/// Changes the seats of Fox and Hounds as the sidebar does.
fn set_seats(h: &mut Harness<'_, App>, seats: Vec<Player>) {
    h.state_mut().preferences_mut().fox_hounds.seats = seats;
    run_command(h, Command::SeatsChanged);
}

#[test]
fn a_menu_open_keeps_the_computer_from_moving() {
    let mut prefs = Preferences {
        game: GameKind::FoxHounds,
        ..Preferences::default()
    };
    prefs.fox_hounds.seats = vec![Player::Human, Player::Human];
    let mut h = solved(prefs);
    // The menu opens before the fox is the computer's (a computer seat from the start could
    // move before the click, however fast the test runs).
    h.get_by_label("Edit").click();
    h.run_ok();
    set_seats(
        &mut h,
        vec![Player::Computer(Strength::Perfect), Player::Human],
    );
    // Long past the computer's pause and the seat change's, the menu still open: no move.
    let opened = now(&h);
    while now(&h) < opened + 10.0 * (SEAT_CHANGE_PAUSE + MENU_PAUSE) {
        h.step();
    }
    assert!(
        h.query_by_label_contains("Bring back").is_some(),
        "the menu is open"
    );
    assert_eq!(h.state().moves_played(), 0);
}

#[test]
fn the_end_of_the_game_keeps_its_words_when_the_seats_change() {
    let mut prefs = Preferences {
        game: GameKind::FoxHounds,
        ..Preferences::default()
    };
    prefs.fox_hounds.seats = vec![Player::Computer(Strength::Perfect), Player::Human];
    let mut h = solved(prefs);
    // The computer's fox against your hounds, which play the solver's best moves.
    let over = |a: &App| match a.active().session::<FoxHounds>() {
        Some(s) => s.outcome().is_some(),
        _ => false,
    };
    while !over(h.state()) {
        run_until(&mut h, "the fox's move", |a| {
            over(a) || (a.moves_played() % 2 == 1 && settled(a))
        });
        let best = match h.state().active().session::<FoxHounds>() {
            Some(s) => s.best_moves().and_then(|m| m.first().cloned()),
            _ => None,
        };
        if let (false, Some(best)) = (over(h.state()), best) {
            run_command(&mut h, Command::Play(best));
        }
    }
    assert!(shows(&h, "trapped: you win!"), "the hounds were yours");
    assert!(shows(&h, "Game over: You (Hounds) win"));
    // The seats swapped for the next game: the game that ended still says who won it.
    set_seats(
        &mut h,
        vec![Player::Human, Player::Computer(Strength::Perfect)],
    );
    h.run_ok();
    assert!(
        shows(&h, "trapped: you win!"),
        "the same words in the banner"
    );
    assert!(
        shows(&h, "Game over: You (Hounds) win"),
        "and in the analysis"
    );
    assert!(!shows(&h, "the hounds win!"));
}
