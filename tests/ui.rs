//! The desktop app driven through its labels and its canvas with egui_kittest: the real
//! app (`build_eframe`), the real panels, the real solver in the background.

use egui::{Modifiers, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::games::chopsticks::{Switch, Variant};
use kibitzer::ui::views::table::layout::{chip_on_screen, hand_of_on_screen, hand_on_screen};
use kibitzer::ui::{App, Player, Preferences, Strength};

mod app_harness;
use app_harness::*;

/// Chopsticks with `players` players, every seat played by a person.
fn people(players: usize) -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::standard(players);
    prefs.chopsticks.seats = vec![Player::Human; players];
    prefs
}

/// The table's rectangle on screen.
fn table(h: &Harness<'_, App>) -> Rect {
    h.get_by_label("Table").rect()
}

/// Clicks the palm of `seat`'s hand `hand` (0 = A, 1 = B).
fn click_hand(h: &mut Harness<'_, App>, players: usize, seat: usize, hand: usize) {
    let pos = hand_on_screen(table(h), players, seat, hand);
    click_at(h, pos);
}

#[test]
fn two_people_attack_split_undo_and_redo() {
    let mut h = solved(people(2));
    assert_eq!(code(&h), "1111");
    // Player 1 touches player 2's hand A with hand A: player 2 now holds 1 and 2.
    click_hand(&mut h, 2, 0, 0);
    click_hand(&mut h, 2, 1, 0);
    assert_eq!(code(&h), "1211", "{:?}", h.state().status());
    // Player 2 touches player 1 with its 2: player 1 holds 1 and 3 and may split.
    click_hand(&mut h, 2, 1, 1);
    click_hand(&mut h, 2, 0, 0);
    assert_eq!(code(&h), "1312");
    h.get_by_label("Split 13-22").click();
    h.run();
    assert_eq!(code(&h), "1222", "player 2 to move, player 1 now at 22");
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert_eq!(code(&h), "1312", "undo");
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(code(&h), "1222", "redo");
    h.get_by_label("Back one move (Left arrow)").click();
    h.run();
    assert_eq!(code(&h), "1312", "the ◀ button");
    // The code field follows the position.
    h.get_by_label("Position code");
    assert!(
        h.query_all_by_value("1312").next().is_some(),
        "the code field shows 1312"
    );
}

#[test]
fn a_split_chip_sits_where_the_layout_says() {
    let mut h = solved(people(2));
    for (seat, hand) in [(0, 0), (1, 0), (1, 1), (0, 0)] {
        click_hand(&mut h, 2, seat, hand);
    }
    assert_eq!(code(&h), "1312");
    let pos = chip_on_screen(table(&h), 1, 0);
    click_at(&mut h, pos);
    assert_eq!(code(&h), "1222");
}

#[test]
fn a_refused_attack_says_why() {
    let mut h = solved(people(2));
    // Player 2 has a dead hand A: touching it is refused, and the position stays.
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, kibitzer::ui::Command::SetPosition("1101".into()));
    // A new start may set a solve going (a spinner repaints): step until it answers.
    h.step();
    run_until(&mut h, "the solver", settled);
    click_hand(&mut h, 2, 0, 0);
    click_hand(&mut h, 2, 1, 0);
    let status = h.state().status().clone();
    assert!(
        status.is_error && status.text.contains("dead"),
        "{status:?}"
    );
    assert_eq!(code(&h), "1101");
    assert!(h.query_by_label_contains("nobody can revive").is_some());
}

#[test]
fn the_overlay_toggles_with_e_and_the_check_box() {
    let mut h = solved(people(2));
    assert!(!h.state().preferences().overlay);
    assert!(h.query_by_label_contains("Play AC").is_none());
    h.key_press(egui::Key::E);
    h.run();
    assert!(h.state().preferences().overlay);
    // Each attack gets a verdict badge on the table.
    let badge = h.get_by_label_contains("Play AC");
    assert!(label_of(&badge).contains("Draw"), "1111 draws");
    h.get_by_label("Evaluation overlay").click();
    h.run();
    assert!(!h.state().preferences().overlay);
}

#[test]
fn the_computer_replies() {
    let mut prefs = people(2);
    prefs.chopsticks.seats[1] = Player::Computer(Strength::Perfect);
    let mut h = solved(prefs);
    click_hand(&mut h, 2, 0, 0);
    click_hand(&mut h, 2, 1, 0);
    assert_eq!(code(&h), "1211");
    run_until(&mut h, "the computer's reply", |app| {
        app.moves_played() == 2
    });
    assert_ne!(code(&h), "1211");
}

#[test]
fn a_bad_code_shows_its_message_and_changes_nothing() {
    let mut h = solved(people(2));
    let field = h.get_by_label("Position code");
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Position code").type_text("1032");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(code(&h), "1111");
    let message = h.get_by_label_contains("out of order");
    let text = message.accesskit_node().value().unwrap_or_default();
    assert!(text.contains("did you mean '0123'"), "{text}");
}

#[test]
fn a_good_code_goes_there() {
    let mut h = solved(people(2));
    h.get_by_label("Position code").focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Position code").type_text("1312");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(code(&h), "1312");
}

#[test]
fn the_sidebar_sets_the_players_and_the_seats() {
    let mut h = solved(people(2));
    // Nothing played yet: new settings apply at once.
    h.get_by_label("3 players").click();
    run_until(&mut h, "3 players", |a| {
        a.position_code() == "111111" && settled(a)
    });
    h.get_by_label("Sun").click();
    run_until(&mut h, "Sun", |a| {
        a.position_code() == "444444" && settled(a)
    });
    assert_eq!(
        h.state().preferences().chopsticks.settings,
        Variant::with(3, &[Switch::Sun])
    );
}

#[test]
fn the_sidebar_sets_the_fingers_and_a_switch_keeps_them() {
    let mut h = solved(people(2));
    h.get_by_label("Fingers per hand").click();
    h.run();
    h.get_by_label("7").click();
    run_until(&mut h, "7 fingers", |a| {
        a.preferences().chopsticks.settings.fingers == 7 && settled(a)
    });
    // Sun with seven fingers starts at four, and a switch leaves the count as it is.
    h.get_by_label("Sun").click();
    run_until(&mut h, "Sun", |a| a.position_code() == "4444" && settled(a));
    assert_eq!(
        h.state().preferences().chopsticks.settings,
        Variant::with(2, &[Switch::Sun]).with_fingers(7)
    );
    // Ten is Tens, and every choice of the list is in sight: the switch comes on with it.
    h.get_by_label("Fingers per hand").click();
    h.run();
    h.get_by_label("10").click();
    run_until(&mut h, "10 fingers", |a| {
        a.preferences().chopsticks.settings.has(Switch::Tens) && settled(a)
    });
    assert_eq!(h.state().preferences().chopsticks.settings.fingers(), 10);
    // With three fingers Sun starts a finger short of dying.
    h.get_by_label("Fingers per hand").click();
    h.run();
    h.get_by_label("3").click();
    run_until(&mut h, "3 fingers", |a| {
        a.position_code() == "2222" && settled(a)
    });
    assert_eq!(
        h.state().preferences().chopsticks.settings,
        Variant::with(2, &[Switch::Sun]).with_fingers(3)
    );
    // The Simple Chopsticks preset: attacks only and Cut-off, the fingers kept.
    h.get_by_label("Simple Chopsticks").click();
    run_until(&mut h, "Simple Chopsticks", |a| {
        a.preferences().chopsticks.settings.has(Switch::Attacks) && settled(a)
    });
    assert_eq!(
        h.state().preferences().chopsticks.settings,
        Variant::simple(2, 2)
    );
}

#[test]
fn the_sidebar_sets_the_hands_and_the_table_plays_them() {
    let mut h = solved(people(2));
    h.get_by_label("Hands per player").click();
    h.run();
    h.get_by_label("3").click();
    run_until(&mut h, "3 hands", |a| {
        a.position_code() == "111111" && settled(a)
    });
    // Player 1's third hand onto player 2's third: equal hands are one for the rules, so
    // player 2 holds 1, 1 and 2, and is to move.
    let canvas = table(&h);
    click_at(&mut h, hand_of_on_screen(canvas, 2, 0, (2, 3)));
    click_at(&mut h, hand_of_on_screen(canvas, 2, 1, (2, 3)));
    assert_eq!(code(&h), "112111", "{:?}", h.state().status());
    // One hand each: the switches of splits and swaps are refused, the others kept.
    h.get_by_label("Hands per player").click();
    h.run();
    h.get_by_label("1").click();
    h.run();
    // A game under way is kept until a new one is asked for.
    assert_eq!(code(&h), "112111");
    h.get_by_label("New game").click();
    run_until(&mut h, "1 hand", |a| {
        a.position_code() == "11" && settled(a)
    });
    assert_eq!(
        h.state().preferences().chopsticks.settings,
        Variant::standard(2).with_hands(&[1])
    );
    assert!(
        h.get_by_label("Swap").accesskit_node().is_disabled(),
        "no swap with one hand"
    );
}

#[test]
fn a_count_the_rules_refuse_is_greyed_out() {
    // Six players of ten fingers (Tens) would have 28 billion positions: refused.
    // The sidebar answers while the solve goes on.
    let mut h = app(people(6));
    h.run_steps(4);
    h.get_by_label("Fingers per hand").click();
    h.run_steps(4);
    assert!(h.get_by_label("10").accesskit_node().is_disabled());
    assert!(!h.get_by_label("4").accesskit_node().is_disabled());
}

#[test]
fn dragging_a_hand_onto_another_attacks() {
    let mut h = solved(people(2));
    let canvas = table(&h);
    let from = hand_on_screen(canvas, 2, 0, 0);
    let to = hand_on_screen(canvas, 2, 1, 1);
    h.hover_at(from);
    h.drag_at(from);
    for i in 1..=8 {
        h.hover_at(from + (to - from) * (i as f32 / 8.0));
    }
    h.drop_at(to);
    h.run();
    assert_eq!(code(&h), "1211", "{:?}", h.state().status());
}

#[test]
fn the_arrow_keys_and_the_chart_step_through_the_game() {
    let mut h = solved(people(2));
    for (seat, hand) in [(0, 0), (1, 0), (1, 1), (0, 0)] {
        click_hand(&mut h, 2, seat, hand);
    }
    assert_eq!(code(&h), "1312");
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(code(&h), "1211");
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(code(&h), "1312");
    // The chart's first point is the start.
    let chart = h.get_by_label("Value history").rect();
    click_at(
        &mut h,
        chart.left_center() + egui::vec2(chart.width() * 0.03, 0.0),
    );
    assert_eq!(code(&h), "1111");
    // The move list's second move.
    h.get_by_label("2. BC").click();
    h.run();
    assert_eq!(code(&h), "1312");
}

#[test]
fn rematch_after_the_game_is_over() {
    let mut h = solved(people(2));
    // Player 1 holds 1 and 4 against a lone 1: touching it with the 4 ends the game.
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, kibitzer::ui::Command::SetPosition("1401".into()));
    run_until(&mut h, "the solver", settled);
    click_hand(&mut h, 2, 0, 1);
    click_hand(&mut h, 2, 1, 1);
    assert!(
        h.query_all_by_label_contains("Player 1 wins")
            .next()
            .is_some()
    );
    h.get_by_label("Rematch").click();
    run_until(&mut h, "the rematch", settled);
    assert_eq!(
        code(&h),
        "1401",
        "the rematch starts where the game started"
    );
}

#[test]
fn setting_up_a_position_with_the_mouse() {
    let mut h = solved(people(2));
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label("Set up position…").click();
    h.run();
    // A click raises a finger on the mover's hand A: 1 1 becomes 1 2.
    h.get_by_label("Seat 1 hand A: 1").click();
    h.run();
    assert!(h.query_by_label("Seat 1 hand A: 2").is_some());
    h.get_by_label("Start from this position").click();
    run_until(&mut h, "the new start", |a| {
        a.position_code() == "1211" && settled(a)
    });
    assert_eq!(h.state().moves_played(), 0, "a new game from the position");
}

#[test]
fn snapshot_chopsticks_two_players() {
    snapshot(people(2), "chopsticks_2p_overlay");
}

#[test]
fn snapshot_chopsticks_three_players() {
    snapshot(people(3), "chopsticks_3p_overlay");
}

/// The saved solve in `dir`'s tables folder, once its background save has finished.
fn saved_solve(dir: &std::path::Path) -> std::path::PathBuf {
    let tables = dir.join("tables");
    let start = std::time::Instant::now();
    loop {
        let found = std::fs::read_dir(&tables)
            .into_iter()
            .flatten()
            .flatten()
            .find(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.starts_with("chopsticks-") && name.ends_with(".kbt")
            });
        if let Some(entry) = found {
            return entry.path();
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "timed out waiting for the solve to be saved"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// The "Saved solve" row of the figures: its value.
fn saved_solve_row(h: &Harness<'_, App>) -> Option<String> {
    h.query_by_label("Saved solve")?;
    ["loaded in", "refused, solved again"]
        .into_iter()
        .find_map(|text| {
            let node = h.query_by_label_contains(text)?;
            let node = node.accesskit_node();
            node.value().or_else(|| node.label())
        })
}

#[test]
fn a_second_launch_reads_the_solve_saved_by_the_first() {
    use kibitzer::ui::files::AppPaths;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let launch = || {
        let mut h = app_with_paths(people(2), AppPaths::in_folder(dir.path()));
        run_until(&mut h, "the solver", settled);
        h
    };
    let h = launch();
    assert_eq!(saved_solve_row(&h), None, "solved, nothing saved before");
    h.get_by_label("Solve time");
    drop(h);
    let file = saved_solve(dir.path());

    let h = launch();
    let row = saved_solve_row(&h).expect("a saved solve row");
    assert!(row.starts_with("loaded in"), "{row}");
    assert_eq!(code(&h), "1111");
    drop(h);

    // A damaged file is refused: the variant is solved again, the reason shown, and the
    // file saved anew.
    let mut bytes = std::fs::read(&file).expect("read");
    bytes[4096 + 20] ^= 0x01;
    std::fs::write(&file, &bytes).expect("written");
    let h = launch();
    assert_eq!(
        saved_solve_row(&h).as_deref(),
        Some("refused, solved again")
    );
    assert!(
        h.query_by_label_contains("fails its checksum").is_some(),
        "the reason is shown"
    );
    drop(h);
    let start = std::time::Instant::now();
    while std::fs::read(&file).expect("read") == bytes {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "saved again"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let h = launch();
    let row = saved_solve_row(&h).expect("a saved solve row");
    assert!(row.starts_with("loaded in"), "{row}");
}
