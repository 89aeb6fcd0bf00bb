//! The window's layout at small sizes, driven with egui_kittest: the board keeps the largest
//! room when the window shrinks after being larger, the panels close and open from their
//! own buttons, and the sidebar scrolls to every seat of a six-player game.

use egui::{Event, Modifiers, MouseWheelSource, MouseWheelUnit, TouchPhase};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::games::{chopsticks, fox_geese};
use kibitzer::ui::{App, Command, GameKind, Player, Preferences};

mod app_harness;
use app_harness::*;

/// The smallest the board may be drawn (the smaller side of its canvas) in an 800×600
/// window: the cross of Fox and Geese is 7 points across, so its geese stay about 40
/// points apart and the verdict badges on them stay apart.
const BOARD_FLOOR: f32 = 300.0;

/// Fox and Geese (the largest board) with both sides played by people, the overlay on.
fn fox_geese_people() -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::FoxGeese,
        ..Preferences::default()
    };
    prefs.fox_geese.settings = fox_geese::Variant::standard();
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs.search_ms = 250;
    prefs.overlay = true;
    prefs
}

/// The board's drawn size: the smaller side of its canvas.
fn board_size(h: &Harness<'_, App>) -> f32 {
    let rect = h.get_by_label("Board").rect();
    rect.width().min(rect.height())
}

#[test]
fn the_board_keeps_its_room_when_the_window_shrinks() {
    let mut prefs = fox_geese_people();
    prefs.search_ms = PROOF_MS;
    let mut h = solved(prefs);
    // A position the search proves at once, so that the picture is the same on every run.
    app_harness::go_to(&mut h, "d5/c3d3e3c4e4c5e5/fox");
    let large = board_size(&h);
    h.set_size(egui::vec2(800.0, 600.0));
    h.run_ok();
    let small = board_size(&h);
    println!("the board: {large} points at 1280×800, {small} at 800×600");
    assert!(
        small >= BOARD_FLOOR,
        "the board is {small} points at 800×600 (it was {large} at 1280×800)"
    );
    // Back to the larger window: the panels take their shares again, the board its room.
    h.set_size(egui::vec2(1280.0, 800.0));
    h.run_ok();
    assert!(
        board_size(&h) >= large - 1.0,
        "{} after {large}",
        board_size(&h)
    );
    h.set_size(egui::vec2(800.0, 600.0));
    h.run_ok();
    h.remove_cursor();
    h.run();
    h.snapshot("fox_geese_800x600");
}

#[test]
fn each_panel_closes_and_opens_from_its_own_button() {
    let mut h = solved(fox_geese_people());
    let before = board_size(&h);
    for (hide, show) in [
        (
            "Hide the sidebar (also in the View menu)",
            "Show the sidebar (also in the View menu)",
        ),
        (
            "Hide the analysis (also in the View menu)",
            "Show the analysis (also in the View menu)",
        ),
        (
            "Hide the history and chart (also in the View menu)",
            "Show the history and chart (also in the View menu)",
        ),
    ] {
        h.get_by_label(hide).click();
        h.run_ok();
        assert!(h.query_by_label(hide).is_none(), "{hide}: still open");
        h.get_by_label(show).click();
        h.run_ok();
        assert!(h.query_by_label(hide).is_some(), "{show}: not open again");
    }
    let prefs = h.state().preferences();
    assert!(prefs.show_sidebar && prefs.show_analysis && prefs.show_history);
    assert!((board_size(&h) - before).abs() < 1.0);
}

/// Six-player Chopsticks, every seat a person.
fn six_players() -> Preferences {
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = chopsticks::Variant::standard(6);
    prefs.chopsticks.seats = vec![Player::Human; 6];
    prefs
}

#[test]
fn every_seat_of_the_sidebar_is_reachable_at_800_by_600() {
    let mut h = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(|cc| App::with_preferences(cc, six_players()));
    h.run_ok();
    let window = h.ctx.content_rect();
    let sidebar = h.get_by_label("Game").rect();
    let last = || "Player 6";
    // Scroll the sidebar down, a wheel's notch at a time, until the last seat shows above
    // New game (which stays put at the bottom).
    let new_game = h.get_by_label("New game").rect();
    let mut notches = 0;
    while h.get_by_label(last()).rect().bottom() > new_game.top() {
        assert!(
            notches < 40,
            "the last seat is out of reach: {:?}, {:?}",
            h.get_by_label(last()).rect(),
            h.get_by_label("New game").rect()
        );
        h.hover_at(egui::pos2(sidebar.center().x, window.center().y));
        h.event(Event::MouseWheel {
            unit: MouseWheelUnit::Line,
            delta: egui::vec2(0.0, -3.0),
            phase: TouchPhase::Move,
            source: MouseWheelSource::Wheel,
            modifiers: Modifiers::NONE,
        });
        h.run_ok();
        notches += 1;
    }
    let seat = h.get_by_label(last()).rect();
    assert!(seat.top() >= window.top(), "{seat:?}");
    assert_eq!(
        h.get_by_label("New game").rect(),
        new_game,
        "New game stays put"
    );
    assert!(new_game.bottom() <= window.bottom());
}

#[test]
fn at_a_fresh_800_by_600_no_panel_is_pushed_over_another() {
    for &game in GameKind::ALL {
        let prefs = Preferences {
            game,
            ..Preferences::default()
        };
        let mut h = Harness::builder()
            .with_size([800.0, 600.0])
            .build_eframe(|cc| App::with_preferences(cc, prefs));
        run_until(&mut h, "the analysis", settled);
        let window = h.ctx.content_rect();
        // Nothing is drawn past the window's right edge (a panel pushed wider than its share
        // by its contents would be clipped there) …
        for node in h.root().children_recursive() {
            // A text field's text scrolls inside it: the field is what must fit.
            let node = node.accesskit_node();
            let Some(rect) = node.bounding_box() else {
                continue;
            };
            if node.role() == egui::accesskit::Role::TextRun {
                continue;
            }
            assert!(
                rect.x1 <= f64::from(window.right()) + 0.5,
                "{game:?}: {:?} {:?} runs past the window's edge: {rect:?}",
                node.role(),
                node.label()
            );
        }
        // … and the play area ends where the analysis begins.
        let canvas = h
            .query_by_label("Board")
            .or_else(|| h.query_by_label("Table"))
            .expect("a board or a table")
            .rect();
        let analysis = h.get_by_label("Position code").rect();
        assert!(
            canvas.right() <= analysis.left(),
            "{game:?}: the play area ({canvas:?}) runs under the analysis ({analysis:?})"
        );
    }
}

/// Runs `frames` frames without waiting (a spinner keeps asking for more) and gives the
/// panels' sizes then.
fn sizes_after(h: &mut Harness<'_, App>, frames: usize) -> [Option<f32>; 3] {
    h.run_steps(frames);
    h.state().panel_sizes()
}

/// Whether the panels keep their sizes: after `settle` frames, and 50 frames later.
fn assert_stable(h: &mut Harness<'_, App>, settle: usize, what: &str) {
    let settled = sizes_after(h, settle);
    let later = sizes_after(h, 50);
    assert!(settled.iter().all(Option::is_some), "{what}: {settled:?}");
    assert_eq!(settled, later, "{what}: the panels still move");
}

#[test]
fn the_panels_keep_their_sizes_frame_after_frame_in_either_language() {
    use kibitzer::words::Language;
    for size in [[800.0, 600.0], [1280.0, 800.0]] {
        for &game in GameKind::ALL {
            for language in [Language::English, Language::French] {
                let prefs = Preferences {
                    game,
                    language: Some(language),
                    search_ms: 200,
                    ..Preferences::default()
                };
                let mut h = Harness::builder()
                    .with_size(size)
                    .build_eframe(|cc| App::with_preferences(cc, prefs));
                run_until(&mut h, "the analysis", settled);
                let what = format!("{game:?} at {size:?} in {language:?}");
                assert_stable(&mut h, 10, &what);
                // The other language's words, wider or narrower, in the same window.
                let other = match language {
                    Language::English => Language::French,
                    Language::French => Language::English,
                };
                let ctx = h.ctx.clone();
                h.state_mut().run_command(&ctx, Command::SetLanguage(other));
                assert_stable(&mut h, 10, &format!("{what}, then in {other:?}"));
            }
        }
    }
}

#[test]
fn the_panels_keep_their_sizes_while_a_solve_shows_its_progress() {
    use kibitzer::words::Language;
    for size in [[800.0, 600.0], [1280.0, 800.0]] {
        // Six players: a solve of about a minute, its bar beside a Cancel button.
        let mut prefs = six_players();
        prefs.language = Some(Language::French);
        let mut h = Harness::builder()
            .with_size(size)
            .build_eframe(|cc| App::with_preferences(cc, prefs));
        // Measured from the first frames: the solve is short, and a growing panel
        // reaches its largest share within a few frames.
        assert_stable(&mut h, 3, &format!("solving at {size:?}"));
        assert!(h.state().is_busy(), "still solving");
    }
}

#[test]
fn every_box_of_the_sidebar_shows_its_text_whole_in_either_language() {
    use egui::accesskit::Role;
    use kibitzer::ui::Strength;
    use kibitzer::words::Language;
    for size in [[800.0, 600.0], [1280.0, 800.0]] {
        for &game in GameKind::ALL {
            for language in [Language::English, Language::French] {
                // The longest closed texts: the top strength, and a skill of 100%.
                let seats = vec![
                    Player::Computer(Strength::Perfect),
                    Player::Computer(Strength::Skill(100)),
                ];
                let mut prefs = Preferences {
                    game,
                    language: Some(language),
                    search_ms: 200,
                    ..Preferences::default()
                };
                prefs.chopsticks.seats = seats.clone();
                prefs.hare_hounds.seats = seats.clone();
                prefs.fox_geese.seats = seats.clone();
                prefs.fox_hounds.seats = seats;
                let mut h = Harness::builder()
                    .with_size(size)
                    .build_eframe(|cc| App::with_preferences(cc, prefs));
                h.run_steps(5);
                let sidebar = h.state().panel_sizes()[0].expect("the sidebar is open");
                let style = h.ctx.global_style();
                let font = egui::TextStyle::Button.resolve(&style);
                let spacing = &style.spacing;
                let mut boxes = 0;
                for node in h.query_all_by_role(Role::ComboBox) {
                    let rect = node.rect();
                    if rect.left() > sidebar {
                        continue;
                    }
                    boxes += 1;
                    let text = node.accesskit_node().value().unwrap_or_default();
                    let what = format!("{game:?} at {size:?} in {language:?}: “{text}”");
                    assert!(
                        rect.right() <= sidebar,
                        "{what} runs past the sidebar: {rect:?}"
                    );
                    let width = h.ctx.fonts_mut(|fonts| {
                        fonts
                            .layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE)
                            .size()
                            .x
                    });
                    let whole = width + 2.0 * spacing.button_padding.x + spacing.icon_width;
                    assert!(
                        rect.width() >= whole,
                        "{what} is cut: {rect:?}, {whole} needed"
                    );
                }
                assert!(
                    boxes >= 3,
                    "{game:?}: the game and two seats ({boxes} boxes)"
                );
            }
        }
    }
}

/// The smallest window in French, whose words are longer: Fox and Geese with its legend and
/// hint, and Chopsticks, each a snapshot.
#[test]
fn the_smallest_window_in_french() {
    let mut prefs = fox_geese_people();
    prefs.search_ms = PROOF_MS;
    prefs.language = Some(kibitzer::words::Language::French);
    let mut h = solved(prefs);
    app_harness::go_to(&mut h, "d5/c3d3e3c4e4c5e5/fox");
    h.set_size(egui::vec2(800.0, 600.0));
    h.run_ok();
    h.remove_cursor();
    h.run();
    h.snapshot("fr_fox_geese_800x600");
    kibitzer::words::set_language(kibitzer::words::Language::English);
}

/// Chopsticks in French in the smallest window, a snapshot.
#[test]
fn chopsticks_in_the_smallest_window_in_french() {
    let mut prefs = Preferences {
        language: Some(kibitzer::words::Language::French),
        overlay: true,
        ..Preferences::default()
    };
    prefs.chopsticks.seats = vec![kibitzer::ui::Player::Human; 2];
    let mut h = Harness::builder()
        .with_size([800.0, 600.0])
        .build_eframe(move |cc| App::with_preferences(cc, prefs));
    run_until(&mut h, "the solver", settled);
    h.remove_cursor();
    h.run();
    app_harness::mask_figure(&mut h, "Temps de résolution");
    h.snapshot("fr_chopsticks_800x600");
    kibitzer::words::set_language(kibitzer::words::Language::English);
}
