//! The windows the app opens over the main one: Rules, About, and the position setup.

pub mod setup;

use crate::games::GameKind;
use crate::ui::games::active::rules;
use crate::ui::games::rules_text::{READING, Section};
use egui::RichText;

/// The rules of every game and how to read the verdicts, as Markdown: `docs/RULES.md` is
/// exactly this text (a test keeps the two equal), so the repository and Help → Rules say
/// the same.
pub fn markdown() -> String {
    let mut out = String::from(
        "# Kibitzer: the rules\n\n\
This is the text of the app's Help → Rules window (F1), generated from the same source \
(`src/ui/games/rules_text.rs`). It states the rules exactly as Kibitzer plays them, including the \
choices where traditional descriptions leave room.\n",
    );
    let section = |out: &mut String, section: &Section| {
        out.push_str(&format!("\n### {}\n", section.heading()));
        for paragraph in section.text().split("\n\n") {
            out.push_str(&format!("\n{}\n", paragraph.trim()));
        }
    };
    for &kind in GameKind::ALL {
        out.push_str(&format!("\n## {}\n", kind.title()));
        for s in rules(kind) {
            section(&mut out, s);
        }
    }
    out.push_str("\n## All games\n");
    section(&mut out, &READING);
    out
}

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
    egui::CollapsingHeader::new(RichText::new(section.heading()).strong())
        .id_salt((game, section.title))
        .default_open(open)
        .show(ui, |ui| {
            for paragraph in section.text().split("\n\n") {
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
