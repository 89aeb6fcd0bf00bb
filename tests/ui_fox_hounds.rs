//! Fox and Hounds in the real app, driven with egui_kittest: chosen in the sidebar, played
//! by clicks on the checkerboard against the computer, its options, the overlay, the
//! example game, and a picture of the board.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::board::checkerboard;
use kibitzer::ui::games::board_game::geometry;
use kibitzer::ui::views::board::{BoardModel, point_on_screen};
use kibitzer::ui::{App, GameKind, Player, Preferences, Strength};

mod app_harness;
use app_harness::*;

/// Fox and Hounds with both sides played by people.
fn people() -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::FoxHounds,
        ..Preferences::default()
    };
    prefs.fox_hounds.seats = vec![Player::Human; 2];
    prefs
}

/// Where the square called `name` is on screen.
fn square(h: &Harness<'_, App>, name: &str) -> Pos2 {
    let (points, lines) = geometry(checkerboard());
    let index = points
        .iter()
        .position(|p| p.name == name)
        .expect("a dark square");
    let model = BoardModel {
        points,
        lines,
        checkered: true,
        ..BoardModel::default()
    };
    point_on_screen(&model, h.get_by_label("Board").rect(), index).expect("on screen")
}

/// Clicks the squares named, one after the other.
fn click_squares(h: &mut Harness<'_, App>, names: &[&str]) {
    for name in names {
        let at = square(h, name);
        click_at(h, at);
    }
}

#[test]
fn fox_and_hounds_is_chosen_in_the_sidebar_and_played_against_the_computer() {
    let mut h = solved(Preferences::default());
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Fox and Hounds").click();
    run_until(&mut h, "Fox and Hounds", |a| {
        a.position_code() == "d8/a1c1e1g1/fox" && settled(a)
    });
    assert_eq!(h.state().preferences().game, GameKind::FoxHounds);
    // The fox is a person's by default and the hounds the computer's: d8 to c7, then the
    // hounds reply.
    click_squares(&mut h, &["d8", "c7"]);
    let line = h.state().game_record().moves;
    assert_eq!(line.first(), Some("d8-c7"), "{}", code(&h));
    run_until(&mut h, "the hounds' reply", |a| a.moves_played() == 2);
    assert!(code(&h).starts_with("c7/"), "{}", code(&h));
    assert!(code(&h).ends_with("/fox"), "{}", code(&h));
}

#[test]
fn the_overlay_names_every_move_and_a_refused_click_says_why() {
    let mut prefs = people();
    prefs.overlay = true;
    let mut h = solved(prefs);
    assert!(h.query_by_label_contains("Hounds win in 44").is_some());
    for name in ["d8-c7", "d8-e7"] {
        let label = format!("Play {name}");
        let badge = h.get_by_label_contains(&label);
        assert!(
            label_of(&badge).contains("Loss in 44"),
            "{}",
            label_of(&badge)
        );
    }
    click_squares(&mut h, &["d8", "e7"]);
    assert_eq!(code(&h), "e7/a1c1e1g1/hounds");
    // A hound never steps back; a1 has no move backwards, and the click on a1 then b2 plays.
    click_squares(&mut h, &["a1", "b2"]);
    assert_eq!(code(&h), "e7/c1e1g1b2/fox");
    // The fox cannot jump: a click two squares away is refused with the reason.
    click_squares(&mut h, &["e7", "e5"]);
    assert!(
        h.state().status().text.contains("cannot go to e5"),
        "{:?}",
        h.state().status()
    );
    assert_eq!(code(&h), "e7/c1e1g1b2/fox");
}

#[test]
fn the_sidebar_options_change_the_start() {
    let mut h = solved(people());
    h.get_by_label("Hounds move first").click();
    run_until(&mut h, "the hounds first", |a| {
        a.position_code() == "d8/a1c1e1g1/hounds" && settled(a)
    });
    assert!(h.state().preferences().fox_hounds.settings.hounds_first);
    assert!(h.query_by_label_contains("Hounds win in 43").is_some());
}

#[test]
fn a_computer_fox_plays_at_any_strength() {
    let mut prefs = people();
    prefs.fox_hounds.seats[0] = Player::Computer(Strength::Skill(50));
    let mut h = solved(prefs);
    run_until(&mut h, "the fox's move", |a| a.moves_played() == 1);
    assert!(code(&h).ends_with("/hounds"), "{}", code(&h));
}

#[test]
fn snapshot_fox_hounds() {
    let mut prefs = people();
    prefs.overlay = true;
    snapshot(prefs, "fox_hounds_overlay");
}
