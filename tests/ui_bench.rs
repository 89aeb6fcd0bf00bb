//! The frame-time benchmark of the main screen of each game, in the kittest harness.
//!
//! Run it with
//!
//! ```text
//! cargo test --release --test ui_bench -- --ignored --nocapture
//! ```
//!
//! It prints the median CPU time of a frame (the app's logic and panels, egui's layout, and
//! the tessellation of the shapes into triangles; not the GPU's drawing) while the pointer
//! moves over the canvas with the evaluation overlay on.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::{App, GameKind, Player, Preferences};
use std::time::{Duration, Instant};

mod long_records;

/// Frames measured per screen.
const FRAMES: usize = 400;

fn screen(players: usize) -> Preferences {
    let mut prefs = Preferences {
        overlay: true,
        ..Preferences::default()
    };
    prefs.chopsticks.settings = Variant::standard(players);
    prefs.chopsticks.seats = vec![Player::Human; players];
    prefs
}

/// The main screen of a board game, both sides played by people.
fn board_screen(game: GameKind) -> Preferences {
    let mut prefs = Preferences {
        game,
        overlay: true,
        ..Preferences::default()
    };
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs
}

/// (median, 90th percentile) of a frame, in milliseconds, with the pointer moving over the
/// canvas called `canvas`.
fn measure(prefs: Preferences, canvas: &str) -> (f64, f64) {
    measure_with(prefs, canvas, None)
}

/// [`measure`] with the game of this many moves open (going round a cycle of Chopsticks).
fn measure_with(prefs: Preferences, canvas: &str, moves: Option<usize>) -> (f64, f64) {
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| App::with_preferences(cc, prefs));
    if let Some(moves) = moves {
        let text = long_records::record_text(&long_records::long_line(moves), "");
        let ctx = h.ctx.clone();
        h.state_mut()
            .run_command(&ctx, kibitzer::ui::Command::OpenText(text));
        let start = Instant::now();
        while h.state().is_loading() {
            assert!(
                start.elapsed() < Duration::from_secs(600),
                "the game did not load"
            );
            h.step();
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(h.state().moves_played() >= moves.min(1), "the game is open");
    }
    let start = Instant::now();
    while !h.state().is_evaluated() || h.state().is_busy() {
        assert!(
            start.elapsed() < Duration::from_secs(1200),
            "the solve did not finish"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    h.run();
    let canvas = h.get_by_label(canvas).rect();
    let mut times = Vec::with_capacity(FRAMES);
    for i in 0..FRAMES + 50 {
        // Sweep the pointer over the table, so that hovering and tooltips are part of it.
        let t = i as f32 / FRAMES as f32;
        let pos = canvas.lerp_inside(egui::vec2((t * 7.0).fract(), (t * 3.0).fract()));
        h.hover_at(pos);
        let clock = Instant::now();
        h.step();
        let mut elapsed = clock.elapsed();
        let output = h.output().clone();
        let clock = Instant::now();
        let triangles = h.ctx.tessellate(output.shapes, output.pixels_per_point);
        elapsed += clock.elapsed();
        assert!(!triangles.is_empty());
        if i >= 50 {
            times.push(elapsed.as_secs_f64() * 1000.0);
        }
    }
    times.sort_by(f64::total_cmp);
    if moves.is_some() {
        // A click that moves along the line: the command and the frame after it.
        let mut clicks = Vec::new();
        for i in 0..20 {
            let ctx = h.ctx.clone();
            let clock = Instant::now();
            let ply = h.state().moves_played() * i / 20;
            h.state_mut()
                .run_command(&ctx, kibitzer::ui::Command::Jump(ply));
            h.step();
            clicks.push(clock.elapsed().as_secs_f64() * 1000.0);
        }
        clicks.sort_by(f64::total_cmp);
        println!(
            "    a jump along the line with its frame: median {:.1} ms",
            clicks[10]
        );
    }
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

#[test]
#[ignore = "a benchmark; run it with --ignored --nocapture in release mode"]
fn frame_time_of_each_main_screen() {
    println!("median CPU time per frame, 1280×800, overlay on, pointer moving:");
    for players in [2, 3, 6] {
        let (median, p90) = measure(screen(players), "Table");
        println!(
            "  Chopsticks, {players} players: median {median:.3} ms, 90th percentile {p90:.3} ms"
        );
    }
    for game in [GameKind::HareHounds, GameKind::FoxGeese] {
        let (median, p90) = measure(board_screen(game), "Board");
        println!(
            "  {}: median {median:.3} ms, 90th percentile {p90:.3} ms",
            game.title()
        );
    }
}

#[test]
#[ignore = "a benchmark; run it with --ignored --nocapture in release mode"]
fn frame_time_with_a_long_game() {
    println!("median CPU time per frame, Chopsticks, 1280×800, overlay on, pointer moving:");
    for moves in [20, 64_000, 1_000_000] {
        let (median, p90) = measure_with(screen(2), "Table", Some(moves));
        println!("  a game of {moves} moves: median {median:.3} ms, 90th percentile {p90:.3} ms");
    }
}
