//! What the canvas does with what the user points at outside it, in the real app driven with
//! egui_kittest: Esc lets go of the piece or hand picked (after a menu, a list or a text
//! field has had its Esc), and the move under the pointer in the moves list is shown on the
//! board or the table.

use egui::{Key, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::board::{Board, military};
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::games::board_game::geometry;
use kibitzer::ui::views::board::{BoardModel, point_on_screen};
use kibitzer::ui::views::table::layout::hand_on_screen;
use kibitzer::ui::{App, GameKind, Player, Preferences};

mod app_harness;
use app_harness::*;

/// Hare and Hounds with both sides played by people.
fn hare_hounds_people() -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::HareHounds,
        ..Preferences::default()
    };
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    prefs
}

/// Two people at Chopsticks.
fn chopsticks_people() -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs
}

/// Where the point called `name` of `board` is on screen, the board drawn as the
/// preferences say, with its caption.
fn point(h: &Harness<'_, App>, board: &Board, name: &str) -> Pos2 {
    let (points, lines) = geometry(board);
    let index = points
        .iter()
        .position(|p| p.name == name)
        .expect("a point of the board");
    let prefs = h.state().preferences();
    let model = BoardModel {
        points,
        lines,
        caption: Some(String::new()),
        coordinates: prefs.coordinates,
        flipped: prefs.flipped,
        ..BoardModel::default()
    };
    point_on_screen(&model, h.get_by_label("Board").rect(), index).expect("on screen")
}

fn click_point(h: &mut Harness<'_, App>, name: &str) {
    let at = point(h, military(), name);
    click_at(h, at);
}

fn press_escape(h: &mut Harness<'_, App>) {
    h.key_press(Key::Escape);
    h.run_ok();
}

fn moves(h: &Harness<'_, App>) -> Vec<String> {
    h.state().game_record().moves.to_vec()
}

#[test]
fn esc_lets_go_of_the_piece_picked() {
    let mut h = solved(hare_hounds_people());
    click_point(&mut h, "b1");
    press_escape(&mut h);
    // Nothing is picked any more: b2 is an empty point, not where the hound goes.
    click_point(&mut h, "b2");
    assert!(moves(&h).is_empty(), "{:?}", moves(&h));
    let status = h.state().status().text.clone();
    assert!(status.contains("b2"), "the click is refused: {status}");
    // Picked again, the hound goes.
    click_point(&mut h, "b1");
    click_point(&mut h, "b2");
    assert_eq!(moves(&h), ["b1-b2"]);
}

#[test]
fn a_menu_and_a_text_field_take_their_esc_first() {
    let mut h = solved(hare_hounds_people());
    // Esc closes the menu, and only the menu.
    click_point(&mut h, "b1");
    h.get_by_label("View").click();
    h.run_ok();
    assert!(
        h.query_by_label_contains("Flip the board").is_some(),
        "open"
    );
    press_escape(&mut h);
    assert!(
        h.query_by_label_contains("Flip the board").is_none(),
        "closed"
    );
    click_point(&mut h, "b2");
    assert_eq!(moves(&h), ["b1-b2"], "{:?}", h.state().status());
    // Esc leaves the code field, and the hare picked stays picked.
    click_point(&mut h, "b5");
    h.get_by_label("Position code").click();
    h.run_ok();
    press_escape(&mut h);
    click_point(&mut h, "b4");
    assert_eq!(moves(&h), ["b1-b2", "b5-b4"], "{:?}", h.state().status());
}

/// The table's rectangle on screen.
fn table(h: &Harness<'_, App>) -> Rect {
    h.get_by_label("Table").rect()
}

fn click_hand(h: &mut Harness<'_, App>, seat: usize, hand: usize) {
    let pos = hand_on_screen(table(h), 2, seat, hand);
    click_at(h, pos);
}

#[test]
fn esc_lets_go_of_the_hand_picked() {
    let mut h = solved(chopsticks_people());
    click_hand(&mut h, 0, 0);
    press_escape(&mut h);
    // With no hand picked, touching the other player's hand only says what to do.
    click_hand(&mut h, 1, 0);
    assert_eq!(code(&h), "1111", "{:?}", h.state().status());
    click_hand(&mut h, 0, 0);
    click_hand(&mut h, 1, 0);
    assert_eq!(code(&h), "1211", "{:?}", h.state().status());
}

#[test]
fn esc_during_a_drag_drops_nothing() {
    let mut h = solved(chopsticks_people());
    let canvas = table(&h);
    let (from, to) = (
        hand_on_screen(canvas, 2, 0, 0),
        hand_on_screen(canvas, 2, 1, 1),
    );
    h.hover_at(from);
    h.drag_at(from);
    for i in 1..=8 {
        h.hover_at(from + (to - from) * (i as f32 / 8.0));
    }
    press_escape(&mut h);
    h.drop_at(to);
    h.run_ok();
    assert_eq!(code(&h), "1111", "{:?}", h.state().status());
}

/// Points at the move button `name` of the moves list.
fn hover_move(h: &mut Harness<'_, App>, name: &str) {
    let at = h.get_by_label(name).rect().center();
    h.hover_at(at);
    h.run_ok();
}

#[test]
fn the_move_pointed_at_in_the_list_is_shown_on_the_board() {
    let mut h = solved(hare_hounds_people());
    let shown = "Previewed: a2-b3";
    assert!(h.query_by_label(shown).is_none());
    hover_move(&mut h, "a2-b3");
    assert!(h.query_by_label(shown).is_some(), "shown while pointed at");
    // Pointing at the board itself shows nothing from the list.
    let b1 = point(&h, military(), "b1");
    h.hover_at(b1);
    h.run_ok();
    assert!(h.query_by_label(shown).is_none(), "and gone after");
    assert!(moves(&h).is_empty(), "pointing plays nothing");
}

#[test]
fn the_move_pointed_at_in_the_list_is_shown_on_the_table() {
    let mut h = solved(chopsticks_people());
    hover_move(&mut h, "AC");
    assert!(h.query_by_label("Previewed: AC").is_some());
    assert_eq!(code(&h), "1111");
}
