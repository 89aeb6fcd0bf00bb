//! The app's words to a player, driven with egui_kittest: a refused click says why without
//! a position code (a dead hand on the Chopsticks table, the other side's piece on a
//! board), and the end of each game says why it ended, in the tools' row, without moving
//! the board.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::board::{Board, checkerboard, cross, military};
use kibitzer::games::chopsticks;
use kibitzer::ui::games::board_game::geometry;
use kibitzer::ui::views::board::{BoardModel, point_on_screen};
use kibitzer::ui::views::table::layout::hand_on_screen;
use kibitzer::ui::{App, GameKind, Player, Preferences, Strength};

mod app_harness;
use app_harness::*;

/// `game` with both sides (every seat) played by people.
fn people(game: GameKind) -> Preferences {
    let mut prefs = Preferences {
        game,
        ..Preferences::default()
    };
    prefs.chopsticks.settings = chopsticks::Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs.fox_hounds.seats = vec![Player::Human; 2];
    prefs.search_ms = 200;
    prefs
}

/// The app at the position `code`, once it has its verdict.
fn app_at(prefs: Preferences, code: &str) -> Harness<'static, App> {
    let mut h = solved(prefs);
    app_harness::go_to(&mut h, code);
    h
}

/// Clicks the points named on `board` (drawn with a caption under it unless checkered).
fn click_points(h: &mut Harness<'_, App>, board: &Board, names: &[&str]) {
    for name in names {
        let (points, lines) = geometry(board);
        let index = points
            .iter()
            .position(|p| p.name == *name)
            .expect("a point");
        let checkered = std::ptr::eq(board, checkerboard());
        let model = BoardModel {
            points,
            lines,
            checkered,
            caption: (!checkered).then(String::new),
            ..BoardModel::default()
        };
        let canvas = h.get_by_label("Board").rect();
        let at: Pos2 = point_on_screen(&model, canvas, index).expect("on screen");
        click_at(h, at);
    }
}

/// The status line's text.
fn status(h: &Harness<'_, App>) -> String {
    h.state().status().text.clone()
}

/// Whether `text` holds a run of four digits or more (a Chopsticks position code).
fn has_digit_run(text: &str) -> bool {
    text.as_bytes()
        .windows(4)
        .any(|w| w.iter().all(u8::is_ascii_digit))
}

#[test]
fn a_dead_hand_is_said_to_be_dead_before_any_attack() {
    let mut h = app_at(people(GameKind::Chopsticks), "0111");
    let table = h.get_by_label("Table").rect();
    // The mover's hand A is a closed fist: picking it is refused at once.
    click_at(&mut h, hand_on_screen(table, 2, 0, 0));
    let said = status(&h);
    assert!(said.contains("hand of yours is dead"), "{said}");
    assert!(!has_digit_run(&said), "no position code: {said}");
    assert_eq!(code(&h), "0111");
    // Touching the other player's hand first says what to do, in the mover's words.
    click_at(&mut h, hand_on_screen(table, 2, 1, 0));
    assert_eq!(
        status(&h),
        "First pick one of Player 1's hands, then the hand it touches."
    );
}

#[test]
fn a_refused_attack_on_a_dead_hand_names_no_code() {
    let mut h = app_at(people(GameKind::Chopsticks), "1101");
    let table = h.get_by_label("Table").rect();
    click_at(&mut h, hand_on_screen(table, 2, 0, 0));
    click_at(&mut h, hand_on_screen(table, 2, 1, 0));
    let said = status(&h);
    assert!(said.starts_with("That hand is dead"), "{said}");
    assert!(!has_digit_run(&said), "no position code: {said}");
}

#[test]
fn the_geese_clicking_the_fox_are_told_whose_it_is() {
    let mut prefs = people(GameKind::FoxGeese);
    prefs.fox_geese.seats[0] = Player::Computer(Strength::Perfect);
    let mut h = app_at(prefs, "c7/c5d5e5c6d7e7/geese");
    click_points(&mut h, cross(), &["c7"]);
    assert_eq!(status(&h), "That's the fox: you play the geese.");
    // An empty point, then a step the rules refuse: why, with no code.
    click_points(&mut h, cross(), &["d4"]);
    assert_eq!(status(&h), "d4 is empty: first pick one of the geese.");
    click_points(&mut h, cross(), &["d5", "d4"]);
    let said = status(&h);
    assert!(said.contains("geese never move backward"), "{said}");
    assert!(!said.contains('/'), "no position code: {said}");
}

#[test]
fn the_hounds_clicking_the_hare_are_told_whose_turn_it_is() {
    let mut h = app_at(people(GameKind::HareHounds), "b5/b3a4c4/hounds/0");
    click_points(&mut h, military(), &["b5"]);
    let said = status(&h);
    assert_eq!(said, "That's the hare: the hounds are to move.");
    assert!(!said.contains('/'));
}

/// Plays the clicks that end the game, and checks the board (or table) keeps its place and
/// the banner says `expected`.
fn ending(
    h: &mut Harness<'_, App>,
    canvas: &str,
    play: impl FnOnce(&mut Harness<'_, App>),
    expected: &str,
) {
    let before = h.get_by_label(canvas).rect();
    play(h);
    h.run_ok();
    let after = h.get_by_label(canvas).rect();
    assert_eq!(
        before, after,
        "the {canvas} keeps its place when the game ends"
    );
    assert!(
        h.query_by_label(expected).is_some(),
        "the banner says {expected:?}: {} {:?}",
        code(h),
        h.state().status()
    );
    assert!(h.query_by_label("Rematch").is_some());
}

#[test]
fn the_banner_says_the_hare_is_trapped() {
    let mut h = app_at(people(GameKind::HareHounds), "b5/b3a4c4/hounds/0");
    let clicks = |h: &mut Harness<'_, App>| click_points(h, military(), &["b3", "b4"]);
    ending(
        &mut h,
        "Board",
        clicks,
        "The hare is trapped: the hounds win!",
    );
}

#[test]
fn the_banner_says_the_fox_is_trapped() {
    let mut h = app_at(people(GameKind::FoxGeese), "c7/c5d5e5c6d7e7/geese");
    let clicks = |h: &mut Harness<'_, App>| click_points(h, cross(), &["d5", "d6"]);
    ending(
        &mut h,
        "Board",
        clicks,
        "The fox is trapped: the geese win!",
    );
}

#[test]
fn the_banner_says_the_fox_got_through() {
    let mut h = app_at(people(GameKind::FoxHounds), "b2/a3c3e5g5/fox");
    let clicks = |h: &mut Harness<'_, App>| click_points(h, checkerboard(), &["b2", "a1"]);
    let expected = "The fox reached row 1, past every hound: the fox wins!";
    ending(&mut h, "Board", clicks, expected);
}

#[test]
fn the_banner_says_every_hand_is_dead() {
    let mut h = app_at(people(GameKind::Chopsticks), "1401");
    let clicks = |h: &mut Harness<'_, App>| {
        let table = h.get_by_label("Table").rect();
        click_at(h, hand_on_screen(table, 2, 0, 1));
        click_at(h, hand_on_screen(table, 2, 1, 1));
    };
    let expected = "Both of the other player's hands are dead: Player 1 wins!";
    ending(&mut h, "Table", clicks, expected);
}

#[test]
fn the_banner_says_you_win() {
    let mut prefs = people(GameKind::HareHounds);
    prefs.hare_hounds.seats[1] = Player::Computer(Strength::Perfect);
    let mut h = app_at(prefs, "b5/b3a4c4/hounds/0");
    let clicks = |h: &mut Harness<'_, App>| click_points(h, military(), &["b3", "b4"]);
    ending(&mut h, "Board", clicks, "The hare is trapped: you win!");
}
