//! The Rules and About windows.

use super::active::GameKind;
use super::active::rules;
use super::rules_text::{READING, Section};
use egui::RichText;

/// Help → Rules: the game being played first, then the others, then how to read verdicts.
pub fn rules_window_ui(ctx: &egui::Context, open: &mut bool, current: GameKind) {
    egui::Window::new("Rules")
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_size([560.0, 520.0])
        .vscroll(true)
        .show(ctx, |ui| {
            let order = std::iter::once(current)
                .chain(GameKind::ALL.iter().copied().filter(|&k| k != current));
            for kind in order {
                ui.heading(kind.title());
                for (i, section) in rules(kind).iter().enumerate() {
                    section_ui(ui, section, kind == current && i == 0, kind.title());
                }
                ui.add_space(8.0);
            }
            section_ui(ui, &READING, false, "all");
        });
}

/// One collapsible section.
fn section_ui(ui: &mut egui::Ui, section: &Section, open: bool, game: &str) {
    egui::CollapsingHeader::new(RichText::new(section.title).strong())
        .id_salt((game, section.title))
        .default_open(open)
        .show(ui, |ui| {
            for paragraph in section.body.split("\n\n") {
                ui.label(paragraph);
                ui.add_space(4.0);
            }
        });
}

/// Help → About.
pub fn about_window_ui(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("About Kibitzer")
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(format!("Kibitzer {}", env!("CARGO_PKG_VERSION")));
            ui.label("Play and study small solved games, with the perfect verdict of every move at hand.");
            ui.add_space(6.0);
            ui.label(
                "Every position is solved exactly by retrograde analysis: from the endings \
                 backwards, each position gets its outcome with perfect play and the number \
                 of moves to that outcome.",
            );
            ui.add_space(6.0);
            ui.label(RichText::new(format!("Licence: {}", env!("CARGO_PKG_LICENSE"))).small());
        });
}
