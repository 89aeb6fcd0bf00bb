//! The move list as a tree of variations, driven through the real app with egui_kittest: a
//! move played from an earlier position keeps the old line as a variation; clicking moves,
//! the arrow keys, promoting and deleting; the saved record holds every line.

mod app_harness;

use app_harness::{code, run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::record::{Record, Variation};
use kibitzer::ui::{App, Command, Player, Preferences};

/// Two people at Chopsticks.
fn app() -> Harness<'static, App> {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = app_harness::app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

fn play(h: &mut Harness<'_, App>, moves: &[&str]) {
    for name in moves {
        let ctx = h.ctx.clone();
        h.state_mut()
            .run_command(&ctx, Command::Play((*name).to_owned()));
        h.run_ok();
    }
}

fn record(h: &Harness<'_, App>) -> Record {
    h.state().game_record()
}

fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| (*n).to_owned()).collect()
}

#[test]
fn a_move_from_an_earlier_position_keeps_the_old_line_as_a_variation() {
    let mut h = app();
    // The shortest game: over after five moves.
    play(&mut h, &["AC", "BC", "BD", "BD", "BD"]);
    assert_eq!(code(&h), "0014");
    // Back to the position after the second move by clicking it in the list.
    h.get_by_label("2. BC").click();
    h.run_ok();
    assert_eq!(code(&h), "1312");
    play(&mut h, &["AD"]);
    let saved = record(&h);
    assert_eq!(
        saved.moves,
        strings(&["AC", "BC", "BD", "BD", "BD"]),
        "kept"
    );
    assert_eq!(
        saved.variations,
        [Variation {
            of: 0,
            after: 2,
            moves: strings(&["AD"]).into(),
        }]
    );
    assert_eq!(saved.meta.line, Some(1), "the viewer is on the variation");
    // Both lines are in the list; the old one is a click away.
    h.get_by_label("3. AD");
    h.get_by_label("5. BD").click();
    h.run_ok();
    assert_eq!(code(&h), "0014", "back at the end of the main line");
    assert_eq!(h.state().moves_played(), 5);
}

#[test]
fn the_arrow_keys_walk_the_tree() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD"]);
    h.key_press(egui::Key::ArrowLeft);
    h.run_ok();
    play(&mut h, &["AD"]);
    let variation = code(&h);
    // ↑ goes to the move tried before at this position, ↓ back to the variation.
    h.key_press(egui::Key::ArrowUp);
    h.run_ok();
    assert_eq!(code(&h), "0113");
    h.key_press(egui::Key::ArrowDown);
    h.run_ok();
    assert_eq!(code(&h), variation);
    // ← and → go along the line viewed.
    h.key_press(egui::Key::ArrowLeft);
    h.run_ok();
    assert_eq!(code(&h), "1312");
    h.key_press(egui::Key::ArrowRight);
    h.run_ok();
    assert_eq!(
        code(&h),
        variation,
        "forward along the variation, where the viewer was"
    );
}

#[test]
fn a_variation_is_promoted_made_main_line_and_deleted() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD", "BD", "BD"]);
    h.get_by_label("2. BC").click();
    h.run_ok();
    play(&mut h, &["AD"]);
    // The bar shown inside a variation: Make main line.
    h.get_by_label("Make main line").click();
    h.run_ok();
    let saved = record(&h);
    assert_eq!(saved.moves, strings(&["AC", "BC", "AD"]));
    assert_eq!(saved.variations.len(), 1);
    assert_eq!(saved.variations[0].moves, strings(&["BD", "BD", "BD"]));
    // The right-click menu of the old line's first move: promote it back.
    h.get_by_label("3. BD").click_secondary();
    h.run_ok();
    h.get_by_label("Promote variation").click();
    h.run_ok();
    assert_eq!(
        record(&h).moves,
        strings(&["AC", "BC", "BD", "BD", "BD"]),
        "the old line is the main line again"
    );
    // Delete the other line from its first move: the cursor comes back before it.
    h.get_by_label("3. AD").click();
    h.run_ok();
    h.get_by_label("Delete").click();
    h.run_ok();
    let saved = record(&h);
    assert!(saved.variations.is_empty(), "{saved:?}");
    assert_eq!(saved.meta.cursor, Some(2));
    assert_eq!(code(&h), "1312");
}

#[test]
fn a_game_with_variations_survives_save_and_open() {
    let mut h = app();
    play(&mut h, &["AC", "BC", "BD", "BD"]);
    h.get_by_label("1. AC").click();
    h.run_ok();
    play(&mut h, &["AC", "AC"]);
    let before = record(&h);
    assert_eq!(before.variations.len(), 1);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tree.ron");
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, Command::SaveTo(path.clone()));
    h.run_ok();
    let mut fresh = app();
    let ctx = fresh.ctx.clone();
    fresh.state_mut().run_command(&ctx, Command::OpenPath(path));
    run_until(&mut fresh, "the solver", settled);
    let after = record(&fresh);
    assert_eq!(after.moves, before.moves);
    assert_eq!(after.variations, before.variations);
    assert_eq!(
        (after.meta.cursor, after.meta.line),
        (before.meta.cursor, before.meta.line)
    );
    assert_eq!(code(&fresh), code(&h));
}

#[test]
fn a_long_game_folds_the_moves_far_from_the_cursor() {
    let mut h = app();
    // Seven moves, then round a cycle of positions (BC AD, BC AD, …): a thousand in all.
    play(&mut h, &["AC"]);
    let mut probe = h.state().game_record();
    let mut moves = strings(&["AC", "AC", "AC", "AC", "AC", "AC", "AC"]);
    while moves.len() < 1_000 {
        moves.push(if moves.len() % 2 == 1 { "BC" } else { "AD" }.to_owned());
    }
    probe.moves = moves.clone().into();
    probe.meta.cursor = None;
    let text = probe.to_ron_string().expect("writes");
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, Command::OpenText(text));
    run_until(&mut h, "the solver", settled);
    assert_eq!(h.state().files().problem(), None);
    assert_eq!(h.state().moves_played(), 1_000);
    // At the end, the list draws the last moves and folds the rest into one button.
    h.get_by_label("… 849 moves …").scroll_to_me();
    h.run_ok();
    h.get_by_label("… 849 moves …").click();
    h.run_ok();
    assert_eq!(h.state().game_record().meta.cursor, Some(849));
    assert!(
        h.query_by_label("… 849 moves …").is_none(),
        "unfolded around the cursor"
    );
}

#[test]
fn a_wrapped_variation_keeps_its_indent_on_every_line() {
    use kibitzer::core::Game;
    use kibitzer::games::chopsticks::Chopsticks;
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::with_preferences(cc, prefs));
    run_until(&mut h, "the solver", settled);
    play(&mut h, &["AC", "AC"]);
    h.get_by_label("1. AC").click();
    h.run_ok();
    // A long variation from the second move: another first, then whatever keeps the game
    // going.
    let game = Chopsticks::new(Variant::standard(2)).expect("a game");
    let mut names = Vec::new();
    for ply in 2..40 {
        let at = game.parse_state(&code(&h)).expect("a code");
        let next = game
            .successors(&at)
            .into_iter()
            .filter(|(_, to)| game.outcome(to).is_none())
            .map(|(mv, _)| game.format_move(&at, &mv))
            .find(|name| ply > 2 || name != "AC");
        let Some(name) = next else { break };
        play(&mut h, &[name.as_str()]);
        names.push(format!("{ply}. {name}"));
    }
    assert!(names.len() > 20, "{names:?}");
    let rects: Vec<egui::Rect> = names
        .iter()
        .map(|label| h.get_by_label(label).rect())
        .collect();
    let first = rects[0];
    // The history's Start, left of the figures' "Start" row.
    let start = h
        .query_all_by_label("Start")
        .map(|n| n.rect().left())
        .fold(f32::INFINITY, f32::min);
    assert!(first.left() > start + 5.0, "the variation is indented");
    let lines: std::collections::BTreeSet<i32> =
        rects.iter().map(|r| r.top().round() as i32).collect();
    assert!(lines.len() >= 2, "the variation wraps: {lines:?}");
    for (label, rect) in names.iter().zip(&rects) {
        assert!(
            rect.left() >= first.left() - 0.5,
            "{label} at {rect:?}, left of the variation's indent at {}",
            first.left()
        );
    }
    // Each line of the variation starts at the indent.
    for top in lines {
        let left = rects
            .iter()
            .filter(|r| r.top().round() as i32 == top)
            .map(|r| r.left())
            .fold(f32::INFINITY, f32::min);
        assert!((left - first.left()).abs() < 0.5, "a line starts at {left}");
    }
}
