//! The board games in the real app, driven with egui_kittest: Hare and Hounds chosen in the
//! sidebar and played by clicks on the board, the overlay, the computer's replies; Fox and
//! Geese capture chains entered one jump at a time.

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::board::{Board, cross, military};
use kibitzer::games::fox_geese::{self, FoxGeese};
use kibitzer::solver::search::Verdict;
use kibitzer::ui::games::board_game::geometry;
use kibitzer::ui::views::board::{BoardModel, point_on_screen};
use kibitzer::ui::{App, Command, GameKind, Player, Preferences, Strength};

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

/// Where the point called `name` of `board` is on screen.
fn point(h: &Harness<'_, App>, board: &Board, name: &str) -> Pos2 {
    let (points, lines) = geometry(board);
    let index = points
        .iter()
        .position(|p| p.name == name)
        .expect("a point of the board");
    // Both games write a caption under the board, which takes room from it; the board is
    // drawn as the preferences say.
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

/// Clicks the points named, one after the other.
fn click_points(h: &mut Harness<'_, App>, board: &Board, names: &[&str]) {
    for name in names {
        let at = point(h, board, name);
        click_at(h, at);
    }
}

#[test]
fn hare_and_hounds_is_chosen_in_the_sidebar_and_played_by_clicks() {
    let mut h = solved(Preferences::default());
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Hare and Hounds").click();
    run_until(&mut h, "Hare and Hounds", |a| {
        a.position_code() == "b5/b1a2c2/hounds/0" && settled(a)
    });
    assert_eq!(h.state().preferences().game, GameKind::HareHounds);
    // The hounds are a person's by default; the hound on b1 steps up to b2.
    click_points(&mut h, military(), &["b1", "b2"]);
    // The harness's clock runs on while it settles, so the computer hare may have replied
    // already: the line played says what the clicks did.
    let line = h.state().game_record().moves;
    assert_eq!(
        line.first(),
        Some("b1-b2"),
        "{} {:?}",
        code(&h),
        h.state().status()
    );
    // The computer hare replies.
    run_until(&mut h, "the hare's reply", |a| a.moves_played() == 2);
    assert!(
        !code(&h).starts_with("b5/"),
        "the hare left b5: {}",
        code(&h)
    );
}

#[test]
fn hare_and_hounds_overlay_and_stalling_count() {
    let mut prefs = hare_hounds_people();
    prefs.overlay = true;
    let mut h = solved(prefs);
    assert!(h.query_by_label_contains("Hounds win in 23").is_some());
    // Under the overlay each move's badge names its verdict, and plays it when clicked.
    let badge = h.get_by_label_contains("Play b1-b2");
    assert!(
        label_of(&badge).contains("Win in 23"),
        "{}",
        label_of(&badge)
    );
    let badge = h.get_by_label_contains("Play a2-a3");
    assert!(
        label_of(&badge).contains("Win in 25"),
        "{}",
        label_of(&badge)
    );
    h.key_press(egui::Key::E);
    h.run();
    assert!(
        h.query_by_label_contains("Play b1-b2").is_none(),
        "overlay off"
    );
    h.key_press(egui::Key::E);
    h.run();
    // A sideways move counts towards the stalling limit, shown under the board.
    click_points(&mut h, military(), &["a2", "b2"]);
    assert_eq!(code(&h), "b5/b1b2c2/hare/1");
    assert!(
        h.query_by_label("Hounds' moves without advancing: 1 of 10")
            .is_some()
    );
    click_points(&mut h, military(), &["b5", "b4"]);
    assert_eq!(code(&h), "b4/b1b2c2/hounds/1");
    // A refused click says why.
    click_points(&mut h, military(), &["b4"]);
    assert!(
        h.state().status().text.contains("That's the hare"),
        "{:?}",
        h.state().status()
    );
}

#[test]
fn a_computer_hare_replies_at_any_strength() {
    let mut prefs = hare_hounds_people();
    prefs.hare_hounds.seats[1] = Player::Computer(Strength::Skill(50));
    let mut h = solved(prefs);
    click_points(&mut h, military(), &["c2", "c3"]);
    run_until(&mut h, "the hare's reply", |a| a.moves_played() == 2);
}

#[test]
fn a_hare_and_hounds_position_is_set_up_with_the_mouse() {
    let mut h = solved(hare_hounds_people());
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label("Set up position…").click();
    h.run();
    // The editor's board has no caption; b3 is clicked twice: empty → hound → hare.
    let (points, lines) = geometry(military());
    let b3 = points.iter().position(|p| p.name == "b3").expect("b3");
    let model = BoardModel {
        points,
        lines,
        ..BoardModel::default()
    };
    for _ in 0..2 {
        let canvas = h.get_by_label("Setup board").rect();
        let at = point_on_screen(&model, canvas, b3).expect("on screen");
        click_at(&mut h, at);
    }
    let typed = h.query_all_by_value("b3/b1a2c2/hounds/0").next();
    assert!(typed.is_some(), "the code follows");
    h.get_by_label("Start from this position").click();
    run_until(&mut h, "the new start", |a| {
        a.position_code() == "b3/b1a2c2/hounds/0" && settled(a)
    });
}

/// Fox and Geese with both sides played by people.
fn fox_geese_people(variant: fox_geese::Variant) -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::FoxGeese,
        ..Preferences::default()
    };
    prefs.fox_geese.settings = variant;
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs
}

/// Types `code` into the position field and presses Enter.
fn go_to(h: &mut Harness<'_, App>, code: &str) {
    h.get_by_label("Position code").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Position code").type_text(code);
    h.key_press(egui::Key::Enter);
    h.step();
}

#[test]
fn a_fox_capture_chain_is_played_one_jump_at_a_time() {
    let mut h = solved(fox_geese_people(fox_geese::Variant::standard()));
    go_to(&mut h, "c3/c1d1e1e2d3f4/fox");
    run_until(&mut h, "the position", |a| {
        a.position_code() == "c3/c1d1e1e2d3f4/fox" && settled(a)
    });
    // The first jump lands on e3; the chain goes on, so nothing is played yet.
    click_points(&mut h, cross(), &["c3", "e3"]);
    assert_eq!(code(&h), "c3/c1d1e1e2d3f4/fox", "{:?}", h.state().status());
    click_points(&mut h, cross(), &["g5"]);
    assert_eq!(code(&h), "g5/c1d1e1e2/geese", "{:?}", h.state().status());
}

#[test]
fn a_computer_fox_moves_first_from_the_search() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.fox_geese.seats[0] = Player::Computer(Strength::Perfect);
    prefs.overlay = true;
    let mut h = app(prefs);
    run_until(&mut h, "the fox's move", |a| a.moves_played() == 1);
    assert!(code(&h).ends_with("/geese"), "{}", code(&h));
    // The geese's position is searched in turn and the panel says what is known.
    run_until(&mut h, "the search", settled);
    // Thirteen geese are far beyond what a search proves in its time: an estimate, said
    // with the depth the search reached.
    let verdict = match h.state().active().session::<FoxGeese>() {
        Some(s) => s.report().map(|r| r.verdict),
        _ => None,
    };
    let Some(Verdict::Estimate { depth, .. }) = verdict else {
        panic!("an estimate: {verdict:?}");
    };
    let words = format!("Estimate after {depth} plies: ");
    assert!(
        h.query_by_label_contains(&words).is_some(),
        "the verdict in words: {words}"
    );
}

#[test]
fn the_third_repetition_is_a_draw() {
    let mut h = app(fox_geese_people(
        fox_geese::Variant::new(13, true).expect("valid"),
    ));
    let ctx = h.ctx.clone();
    let line = [
        "d4-d5", "a3-a4", "d5-d4", "a4-b4", "d4-d5", "b4-a4", "d5-d4", "a4-b4", "d4-d5", "b4-a4",
    ];
    for mv in line {
        h.state_mut()
            .run_command(&ctx, Command::Play(mv.to_owned()));
    }
    h.step();
    assert_eq!(h.state().moves_played(), 10, "{:?}", h.state().status());
    assert!(h.query_by_label_contains("third time").is_some());
    // No move is played after the draw.
    h.state_mut()
        .run_command(&ctx, Command::Play("d5-d4".to_owned()));
    assert_eq!(h.state().moves_played(), 10);
}

#[test]
fn snapshot_fox_geese() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.overlay = true;
    prefs.search_ms = PROOF_MS;
    let mut h = solved(prefs);
    // A position the search proves within a few milliseconds, so that the picture is the
    // same on every run (from the start the search stops on its clock, and what it has
    // found by then differs from run to run): the fox wins in 7.
    app_harness::go_to(&mut h, "d5/c3d3e3c4e4c5e5/fox");
    assert!(h.query_by_label_contains("Fox wins in 7").is_some());
    h.remove_cursor();
    h.run();
    h.snapshot("fox_geese_overlay");
}

#[test]
fn snapshot_hare_hounds() {
    snapshot(hare_hounds_people(), "hare_hounds_overlay");
}

/// The time the search took on the position shown, once it has answered.
fn search_report(h: &Harness<'_, App>) -> Option<(u64, std::time::Duration)> {
    match h.state().active().session::<FoxGeese>() {
        Some(s) => s.report().map(|r| (r.nodes, r.elapsed)),
        _ => None,
    }
}

#[test]
fn a_longer_search_time_searches_the_position_again() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.search_ms = 250;
    let mut h = solved(prefs);
    let (short_nodes, short_time) = search_report(&h).expect("searched");
    h.get_by_value("0.25 s").click();
    h.run_steps(2);
    h.get_by_label("2 s").click();
    // The choice lands in the preferences, and the next frame hands it to the session.
    h.step();
    assert_eq!(h.state().preferences().search_ms, 2_000);
    h.step();
    assert_eq!(
        search_report(&h),
        Some((short_nodes, short_time)),
        "the short search's report stays until the longer one replaces it"
    );
    assert!(h.state().is_busy(), "the position is searched again");
    run_until(&mut h, "the longer search", settled);
    // A new report replaced the short one. How much longer or deeper it went depends on how
    // busy the machine is, so no time or count is compared here.
    let long = search_report(&h).expect("searched again");
    assert_ne!(
        long,
        (short_nodes, short_time),
        "the report of the new search"
    );
}

#[test]
fn the_evaluation_history_follows_the_searches_and_jumps() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.search_ms = 250;
    let mut h = solved(prefs);
    for name in ["d4-d5", "a3-a4"] {
        let ctx = h.ctx.clone();
        h.state_mut().run_command(&ctx, Command::Play(name.into()));
        h.step();
        run_until(&mut h, "the search", settled);
    }
    assert_eq!(h.state().moves_played(), 2);
    let chart = h.get_by_label("Evaluation history").rect();
    // The left edge of the plot is move 0.
    click_at(&mut h, egui::pos2(chart.left() + 30.0, chart.center().y));
    run_until(&mut h, "the jump", |a| {
        a.position_code() == "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox"
    });
    assert_eq!(h.state().moves_played(), 2, "the line stays");
}

/// The depth and search time of the report on the position after each move of the line.
fn searched_how(h: &Harness<'_, App>) -> Vec<Option<(u32, std::time::Duration)>> {
    match h.state().active().session::<FoxGeese>() {
        Some(s) => (0..=s.history().len()).map(|p| s.searched_how(p)).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn a_new_search_time_keeps_the_charts_points() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.search_ms = 250;
    let mut h = solved(prefs);
    for name in ["d4-d5", "a3-a4", "d5-d4"] {
        let ctx = h.ctx.clone();
        h.state_mut().run_command(&ctx, Command::Play(name.into()));
        h.step();
        run_until(&mut h, "the search", settled);
    }
    let quarter = std::time::Duration::from_millis(250);
    let before = searched_how(&h);
    assert_eq!(before.len(), 4);
    assert!(
        before
            .iter()
            .all(|how| how.is_some_and(|(_, t)| t == quarter)),
        "{before:?}"
    );
    // The time changes in the sidebar.
    h.get_by_value("0.25 s").click();
    h.run_steps(2);
    h.get_by_label("0.75 s").click();
    h.step();
    assert_eq!(h.state().preferences().search_ms, 750);
    h.step();
    // Every point stays on the chart, from the searches it came from, while the position
    // shown is searched again.
    assert_eq!(searched_how(&h), before);
    assert!(h.state().is_busy(), "the position shown is searched again");
    run_until(&mut h, "the longer search", settled);
    let after = searched_how(&h);
    assert_eq!(
        after[..3],
        before[..3],
        "the earlier positions keep their reports"
    );
    let (depth, time) = after[3].expect("searched");
    let (old_depth, _) = before[3].expect("searched");
    // A deeper (or as deep) report of the longer search replaces the old one; a shallower
    // one leaves it.
    assert!(
        (time == std::time::Duration::from_millis(750) && depth >= old_depth)
            || (time == quarter && depth == old_depth),
        "{:?} after {:?}",
        after[3],
        before[3]
    );
    assert!(h.query_by_label("Evaluation history").is_some());
}

#[test]
fn snapshot_fox_geese_geese_to_move() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.overlay = true;
    prefs.search_ms = PROOF_MS;
    let mut h = solved(prefs);
    // Geese to move with twenty moves, one of which traps the fox: the search proves that
    // at once, so the picture is the same on every run; the others are left as estimates.
    app_harness::go_to(&mut h, "c7/c2d2e2a3b3f3g3e4c5c6d6d7e7/geese");
    assert!(h.query_by_label_contains("Geese win in 1").is_some());
    // Only the best few moves are labelled, the best first.
    assert!(h.query_by_label_contains("Play e4-e5: Win in 1").is_some());
    let badges = h.query_all_by_label_contains("Play ").count();
    assert_eq!(badges, 8, "the best eight of the geese's twenty moves");
    assert!(h.query_by_label_contains("point at a piece").is_some());
    h.remove_cursor();
    h.run();
    h.snapshot("fox_geese_geese_overlay");
    // Pointing at a goose shows its own moves' badges, and they stay while the pointer is
    // on one of them.
    let b3 = point(&h, cross(), "b3");
    h.hover_at(b3);
    h.run_ok();
    let badge = h.get_by_label_contains("Play b3-b4").rect().center();
    h.hover_at(badge);
    h.run_ok();
    click_at(&mut h, badge);
    assert!(code(&h).ends_with("/fox"), "{}", code(&h));
    assert_eq!(h.state().game_record().moves, ["b3-b4"]);
}

#[test]
fn a_hint_from_an_estimate_says_the_search_prefers_it() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.overlay = true;
    prefs.search_ms = 250;
    let mut h = solved(prefs);
    h.key_press(egui::Key::H);
    h.run_ok();
    let status = h.state().status().text.clone();
    assert!(status.contains("the search prefers"), "{status}");
    assert!(!status.contains("best move"), "{status}");
    // Drawn and named on the board, apart from the last move.
    assert!(h.query_by_label_contains("Hint: d4-").is_some());
    app_harness::go_to(&mut h, "d5/c3d3e3c4e4c5e5/fox");
    h.key_press(egui::Key::H);
    h.run_ok();
    let status = h.state().status().text.clone();
    assert_eq!(status, "Hint: d5-d4 is a best move.");
    assert!(h.query_by_label("Hint: d5-d4").is_some());
}

#[test]
fn a_flipped_board_with_coordinates_takes_clicks_where_it_draws() {
    let mut prefs = fox_geese_people(fox_geese::Variant::standard());
    prefs.overlay = true;
    let mut h = solved(prefs);
    h.get_by_label("View").click();
    h.run();
    let flip = h.get_by_label_contains("Flip the board");
    assert!(
        label_of(&flip).contains('F'),
        "its shortcut: {}",
        label_of(&flip)
    );
    flip.click();
    h.run();
    // The coordinates are on from the start; C turns them off and on again.
    assert!(h.state().preferences().coordinates);
    h.key_press(egui::Key::C);
    h.run_ok();
    assert!(!h.state().preferences().coordinates);
    h.key_press(egui::Key::C);
    h.run_ok();
    let prefs = h.state().preferences();
    assert!(prefs.flipped && prefs.coordinates);
    // Turned round, c5 is drawn where e3 was: the click must reach c5.
    let c5 = point(&h, cross(), "c5");
    let canvas = h.get_by_label("Board").rect();
    assert!(
        c5.x > canvas.center().x && c5.y > canvas.center().y,
        "{c5:?}"
    );
    click_points(&mut h, cross(), &["d4", "c5"]);
    assert_eq!(
        h.state().game_record().moves,
        ["d4-c5"],
        "{:?}",
        h.state().status()
    );
}
