//! Helpers shared by the app's kittest tests: the real app in a window-sized harness, waiting
//! for the solver, clicks at points of the window, snapshots.
#![allow(dead_code)] // Each test binary uses some of them.

use egui::{Event, Modifiers, PointerButton, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::{App, Preferences};
use std::time::{Duration, Instant};

/// The search time of tests whose picture shows a position the search proves: long enough
/// for the proof on a busy machine (the search stops once it has proved the result), one
/// of the sidebar's choices.
pub const PROOF_MS: u32 = 2_000;

/// The real app in a 1280×800 window.
pub fn app(prefs: Preferences) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| App::with_preferences(cc, prefs))
}

/// The real app in a 1280×800 window, its files (and tables) in `paths`.
pub fn app_with_paths(prefs: Preferences, paths: AppPaths) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(move |cc| App::with_files(cc, prefs, paths))
}

/// Steps the app, letting real time pass for the worker threads, until `done` holds.
pub fn run_until(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "timed out waiting for {what}"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    // A spinner (a search at work) keeps repainting: settle as far as it goes.
    h.run_ok();
}

/// Whether the solver has answered and finished its work.
pub fn settled(app: &App) -> bool {
    app.is_evaluated() && !app.is_busy()
}

/// The app once the solver has answered.
pub fn solved(prefs: Preferences) -> Harness<'static, App> {
    let mut h = app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

/// A left click at a point of the window.
pub fn click_at(h: &mut Harness<'_, App>, pos: Pos2) {
    h.hover_at(pos);
    for pressed in [true, false] {
        h.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    // A spinner (a search at work) keeps repainting: settle as far as it goes.
    h.run_ok();
}

/// A node's accessible name.
pub fn label_of(node: &egui_kittest::Node<'_>) -> String {
    node.accesskit_node().label().unwrap_or_default()
}

pub fn code(h: &Harness<'_, App>) -> String {
    h.state().position_code()
}

/// Goes to the position `code` and waits for its verdict.
pub fn go_to(h: &mut Harness<'_, App>, code: &str) {
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, kibitzer::ui::Command::SetPosition(code.to_owned()));
    h.step();
    run_until(h, code, |a| a.position_code() == code && settled(a));
}

/// Takes a snapshot of the main screen once solved, with the overlay on.
pub fn snapshot(prefs: Preferences, name: &str) {
    snapshot_masking(prefs, name, "Solve time");
}

/// Takes a snapshot of the main screen once solved, with the overlay on, masking the value
/// of the figure labelled `solve_time` (the solve time changes from run to run).
pub fn snapshot_masking(prefs: Preferences, name: &str, solve_time: &str) {
    let mut prefs = prefs;
    prefs.overlay = true;
    let mut h = solved(prefs);
    h.remove_cursor();
    h.run();
    settle_layout(&mut h);
    mask_figure(&mut h, solve_time);
    h.snapshot(name);
}

/// Masks, for the next snapshot, the value of the figure labelled `label` (such as the
/// solve time, which changes from run to run), when it is shown.
pub fn mask_figure(h: &mut Harness<'_, App>, label: &str) {
    if let Some(label) = h.query_by_label(label).map(|n| n.rect()) {
        let right = h.ctx.content_rect().right();
        h.mask(Rect::from_min_max(
            egui::pos2(label.right(), label.top() - 2.0),
            egui::pos2(right, label.bottom() + 2.0),
        ));
    }
}

/// Runs frames until the panels stop moving: the side panels settle on their widths over a
/// few frames, and a snapshot must not depend on how many frames a busy machine ran before.
pub fn settle_layout(h: &mut Harness<'_, App>) {
    let rects = |h: &Harness<'_, App>| -> Vec<egui::Rect> {
        h.query_all_by_role(egui::accesskit::Role::Label)
            .take(40)
            .map(|n| n.rect())
            .collect()
    };
    let mut last = rects(h);
    for _ in 0..200 {
        h.run();
        let now = rects(h);
        if now == last {
            return;
        }
        last = now;
    }
    panic!("the layout never settled");
}

/// Clicks File → Copy game and returns the text it put on the clipboard.
pub fn copy_game(h: &mut Harness<'_, App>) -> String {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Copy game").click();
    h.step();
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .expect("copied")
}

/// The game of Chopsticks open in the window.
pub fn chopsticks<'a>(
    h: &'a Harness<'_, App>,
) -> &'a kibitzer::ui::session::Session<kibitzer::games::chopsticks::Chopsticks> {
    h.state()
        .active()
        .session::<kibitzer::games::chopsticks::Chopsticks>()
        .expect("a game of Chopsticks")
}
