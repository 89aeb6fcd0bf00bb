//! What the canvas does with what the user points at outside it, in the real app driven with
//! egui_kittest: the move under the pointer in the moves list is shown on the board or the
//! table.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::board::{Board, military};
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::games::board_game::geometry;
use kibitzer::ui::views::board::{BoardModel, point_on_screen};
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

fn moves(h: &Harness<'_, App>) -> Vec<String> {
    h.state().game_record().moves
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
