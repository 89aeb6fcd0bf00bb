//! The windows the app opens over the main one: Rules, About, and the position setup.

pub mod setup;

use crate::games::GameKind;
use crate::tr;
use crate::ui::games::active::rules;
use crate::ui::games::rules_text::{READING, REVIEW, Section};
use crate::words::{Language, language, set_language};
use egui::RichText;

/// The rules of every game and how to read the verdicts, as Markdown: `docs/RULES.md` is
/// exactly this text (a test keeps the two equal), so the repository and Help → Rules say
/// the same. The file is English whatever language the window speaks.
pub fn markdown() -> String {
    let spoken = language();
    set_language(Language::English);
    let text = english_markdown();
    set_language(spoken);
    text
}

fn english_markdown() -> String {
    let mut out = format!(
        "# {}\n\n{}\n",
        tr!("win-rules-markdown-title"),
        tr!("win-rules-markdown-intro")
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
    out.push_str(&format!("\n## {}\n", tr!("win-rules-all-games")));
    section(&mut out, &READING);
    section(&mut out, &REVIEW);
    out
}

/// Help → Rules: the game being played first, then the others, then how to read verdicts.
pub fn rules_window_ui(ctx: &egui::Context, open: &mut bool, current: GameKind) {
    egui::Window::new(tr!("win-rules-title"))
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_size([560.0, 520.0])
        .vscroll(true)
        .show(ctx, |ui| {
            let order = std::iter::once(current)
                .chain(GameKind::ALL.iter().copied().filter(|&k| k != current));
            for kind in order {
                ui.heading(crate::ui::games::active::game_title(kind));
                for (i, section) in rules(kind).iter().enumerate() {
                    section_ui(ui, section, kind == current && i == 0, kind.name());
                }
                ui.add_space(8.0);
            }
            section_ui(ui, &READING, false, "all");
            section_ui(ui, &REVIEW, false, "all");
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
    egui::Window::new(tr!("win-about-title"))
        .open(open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(format!(
                "{} {}",
                crate::ui::common::TITLE,
                env!("CARGO_PKG_VERSION")
            ));
            ui.label(tr!("win-about-summary"));
            ui.add_space(6.0);
            ui.label(tr!("win-about-method"));
            ui.add_space(6.0);
            let licence = tr!("win-about-licence", licence = env!("CARGO_PKG_LICENSE"));
            ui.label(RichText::new(licence).small());
        });
}
