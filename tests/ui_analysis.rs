//! The analysis panel, the move list and the charts read in words, driven through the real app
//! with egui_kittest: Fox and Geese's estimates explained where they appear, the search at
//! work in the heading, perfect play as move names, the mover named in the move list with
//! three players, and the chart's legend and tooltips.

mod app_harness;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Chopsticks, Variant};
use kibitzer::games::fox_geese::{self, FoxGeese};
use kibitzer::ui::{App, Command, GameKind, Player, Preferences, Session};

/// Chopsticks for `players` people.
fn chopsticks(players: usize) -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(players);
    prefs.chopsticks.seats = vec![Player::Human; players];
    prefs
}

/// Fox and Geese for two people, each position searched for `ms` milliseconds.
fn fox_geese_people(ms: u32) -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::FoxGeese,
        ..Preferences::default()
    };
    prefs.fox_geese.settings = fox_geese::Variant::standard();
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs.search_ms = ms;
    prefs
}

/// The Chopsticks session of the app.
fn session<'a>(h: &'a Harness<'_, App>) -> &'a Session<Chopsticks> {
    match h.state().active().session::<Chopsticks>() {
        Some(s) => s,
        _ => panic!("not Chopsticks"),
    }
}

fn play(h: &mut Harness<'_, App>, name: &str) {
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, Command::Play(name.to_owned()));
    h.run_ok();
}

/// Points at `pos` and lets the harness's clock pass the tooltip delay (half a second).
fn hover(h: &mut Harness<'_, App>, pos: egui::Pos2) {
    h.hover_at(pos);
    for _ in 0..60 {
        h.step();
    }
}

/// A node's text: its accessible name, or the value a label keeps its text in.
fn text_of(node: &egui_kittest::Node<'_>) -> String {
    let n = node.accesskit_node();
    n.label().or_else(|| n.value()).unwrap_or_default()
}

/// Whether some node's accessible name contains `text`.
fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_search_at_work_is_said_in_the_heading() {
    // A long search: it is still at work in the first frames.
    let mut h = app_harness::app(fox_geese_people(60_000));
    for _ in 0..3 {
        h.step();
    }
    assert!(shows(&h, "Searching this position…"));
    assert!(!shows(&h, "Not searched yet"));
}

#[test]
fn estimates_are_explained_under_the_heading_and_on_hover() {
    let mut h = app_harness::app(fox_geese_people(150));
    run_until(&mut h, "the search", settled);
    assert!(shows(&h, "Moves, the search's best first"));
    let mover = match h.state().active().session::<FoxGeese>() {
        Some(s) => s.seat_name(s.mover().expect("not over")).subject(),
        _ => panic!("not Fox and Geese"),
    };
    // The key names the side the signs are for, and the scale's unit.
    let key = format!("≈ estimate, + good for {mover} (to move)");
    assert!(shows(&h, &key), "no key {key:?}");
    assert!(shows(&h, "a goose taken is 10"));
    // Each estimate explains itself on hover.
    let estimate = h
        .query_all_by_label_contains("≈ ")
        .find(|n| !text_of(n).contains("≈ estimate,"))
        .map(|n| n.rect().center())
        .expect("an estimate in the moves list");
    hover(&mut h, estimate);
    assert!(shows(&h, "An estimate, not a proof"));
    assert!(shows(&h, "a goose taken counts 10"));
}

/// The names of the moves between the positions of the session's perfect play.
fn perfect_play_names(s: &Session<Chopsticks>) -> Vec<String> {
    let (game, eval) = (s.game(), s.eval().expect("solved"));
    eval.pv
        .windows(2)
        .take(12)
        .map(|pair| {
            let (mv, _) = game
                .successors(&pair[0])
                .into_iter()
                .find(|(_, to)| *to == pair[1])
                .expect("a move between the line's positions");
            game.format_move(&pair[0], &mv)
        })
        .collect()
}

#[test]
fn perfect_play_reads_as_move_names_with_the_codes_on_hover() {
    let mut h = app_harness::solved(chopsticks(2));
    assert!(shows(&h, "Perfect play from here"));
    let names = perfect_play_names(session(&h));
    assert!(names.len() >= 2, "{names:?}");
    let line = names.join(" ");
    let node = h
        .query_all_by_label_contains(&line)
        .next()
        .map(|n| (text_of(&n), n.rect().center()))
        .expect("the line as move names");
    assert!(!node.0.contains('→'), "no chain of codes: {:?}", node.0);
    hover(&mut h, node.1);
    let pv = &session(&h).eval().expect("solved").pv;
    let first_code = session(&h).game().format_state(&pv[1]);
    assert!(shows(&h, &format!("{}, to {first_code}", names[0])));
}

#[test]
fn with_three_players_the_move_list_names_the_mover() {
    let mut h = app_harness::solved(chopsticks(3));
    let first = session(&h).eval().expect("solved").moves[0].name.clone();
    play(&mut h, &first);
    run_until(&mut h, "the verdicts", settled);
    let moves = &session(&h).eval().expect("solved").moves;
    let (second, other) = (moves[0].name.clone(), moves[1].name.clone());
    play(&mut h, &second);
    assert!(h.query_by_label(&format!("1. P1 {first}")).is_some());
    assert!(h.query_by_label(&format!("2. P2 {second}")).is_some());
    // Another second move: the first stays as a variation, its mover still named.
    h.get_by_label(&format!("1. P1 {first}")).click();
    h.run_ok();
    play(&mut h, &other);
    assert!(h.query_by_label(&format!("2. P2 {other}")).is_some());
    assert!(h.query_by_label(&format!("2. P2 {second}")).is_some());
}

#[test]
fn a_three_player_chart_names_its_lines_and_speaks_in_words() {
    let mut h = app_harness::solved(chopsticks(3));
    // Above the chart, each line's player, the dot and the name in one piece.
    for seat in 1..=3 {
        let name = format!("● Player {seat}");
        assert!(shows(&h, &name), "no legend entry {name}");
    }
    // Hovering the start of the chart: every seat's verdict in the panel's words.
    let chart = h.get_by_label("Value history").rect();
    hover(
        &mut h,
        chart.left_center() + egui::vec2(chart.width() * 0.03, 0.0),
    );
    let tooltip = h
        .query_all_by_label_contains("At the start: ")
        .next()
        .map(|n| text_of(&n))
        .expect("a tooltip in words");
    assert!(
        ["can force a win", "can be forced out", "a draw, no one can"]
            .iter()
            .any(|words| tooltip.contains(words)),
        "{tooltip}"
    );
    assert!(tooltip.contains("Player"), "{tooltip}");
}

#[test]
fn a_two_player_chart_tooltip_says_who_wins() {
    let mut h = app_harness::solved(chopsticks(2));
    let chart = h.get_by_label("Value history").rect();
    hover(
        &mut h,
        chart.left_center() + egui::vec2(chart.width() * 0.03, 0.0),
    );
    let tooltip = h
        .query_all_by_label_contains("At the start: ")
        .next()
        .map(|n| text_of(&n))
        .expect("a tooltip in words");
    assert!(
        tooltip.contains("Player 1 wins in")
            || tooltip.contains("Player 2 wins in")
            || tooltip.contains("Draw with perfect play"),
        "{tooltip}"
    );
}

/// The rows of the moves list: for each move button ("d4-c4"), the labels and buttons of
/// the analysis panel beside it, with it: (text, rectangle).
fn move_rows(h: &Harness<'_, App>) -> Vec<Vec<(String, egui::Rect)>> {
    use egui::accesskit::Role;
    let panel = h.get_by_label("Position code").rect().left() - 1.0;
    let cells: Vec<(String, egui::Rect)> = h
        .query_all_by_role(Role::Label)
        .chain(h.query_all_by_role(Role::Button))
        .map(|n| (text_of(&n), n.rect()))
        .filter(|(_, r)| r.left() >= panel)
        .collect();
    let is_move = |text: &str| {
        let b = text.as_bytes();
        b.len() == 5 && b[2] == b'-' && b[0].is_ascii_lowercase() && b[3].is_ascii_lowercase()
    };
    cells
        .iter()
        .filter(|(text, _)| is_move(text))
        .map(|&(_, button)| {
            cells
                .iter()
                .filter(|(_, r)| r.y_range().intersects(button.shrink(2.0).y_range()))
                .cloned()
                .collect()
        })
        .collect()
}

/// Steps the app frame by frame until its search is over, checking at every frame that no
/// cell of the moves list runs into another or out of the panel; whether a bound ("or
/// worse") was seen.
fn check_rows_while_searching(h: &mut Harness<'_, App>, what: &str) -> bool {
    let mut bounds_seen = false;
    for frame in 0..4000 {
        h.step();
        let right = h.get_by_label("Copy").rect().right() + 1.0;
        for row in move_rows(h) {
            for (i, (a, ra)) in row.iter().enumerate() {
                bounds_seen |= a.contains("or worse") || a.contains("or better");
                assert!(
                    ra.right() <= right,
                    "{what}, frame {frame}: {a:?} {ra:?} is cut"
                );
                for (b, rb) in &row[i + 1..] {
                    assert!(
                        !ra.shrink(0.5).intersects(rb.shrink(0.5)),
                        "{what}, frame {frame}: {a:?} {ra:?} overlaps {b:?} {rb:?}"
                    );
                }
            }
        }
        if settled(h.state()) && frame > 3 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    bounds_seen
}

#[test]
fn no_cell_of_the_moves_list_runs_into_another_while_searching() {
    for size in [[1280.0, 800.0], [800.0, 600.0]] {
        let prefs = fox_geese_people(250);
        let mut h = Harness::builder()
            .with_size(size)
            .build_eframe(move |cc| App::with_preferences(cc, prefs));
        let mut bounds_seen = check_rows_while_searching(&mut h, &format!("{size:?}"));
        // Each new position's verdicts grow as the search deepens ("≈ −2.3", then "≈ −2.3
        // or worse"): no cell may run into the next even in the frame a longer one comes.
        let firsts: Vec<String> = move_rows(&h)
            .iter()
            .filter_map(|row| row.iter().map(|(t, _)| t.clone()).find(|t| t.contains('-')))
            .take(6)
            .collect();
        assert!(firsts.len() >= 4, "{firsts:?}");
        for name in firsts {
            let ctx = h.ctx.clone();
            h.state_mut().run_command(&ctx, Command::Play(name.clone()));
            bounds_seen |= check_rows_while_searching(&mut h, &format!("{size:?}, {name}"));
            h.state_mut().run_command(&ctx, Command::Undo);
            check_rows_while_searching(&mut h, &format!("{size:?}, {name} taken back"));
        }
        assert!(bounds_seen, "{size:?}: the search gave no bound");
    }
}
