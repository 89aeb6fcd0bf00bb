//! The analysis panel's last section: the variant's figures from the solver, or for a game
//! evaluated by search, why there are none and what the last search did.

use crate::solver::analysis::Analysis;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::session::solving::Origin;
use egui::{Grid, RichText};

/// The variant's figures from the solver; for a searched game, why there are none and
/// what the last search did.
pub fn figures_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    if s.is_searched() {
        search_figures_ui(ui, s);
        return;
    }
    let Some(solved) = s.solved() else {
        return;
    };
    let Some(figures_of) = solved.figures() else {
        return;
    };
    section_ui(ui, s, |ui| {
        ui.label(
            RichText::new("The start value is for the player who moves first.")
                .small()
                .color(ui.visuals().weak_text_color()),
        );
        let mut rows = figures(figures_of);
        rows.extend(origin_row(&solved.origin));
        rows_ui(ui, "figures", rows);
        if let Origin::Solved {
            refused: Some(reason),
        } = &solved.origin
        {
            ui.label(
                RichText::new(reason)
                    .small()
                    .color(ui.visuals().weak_text_color()),
            );
        }
    });
}

/// Whether the solve was read back from the tables folder, or its saved copy refused.
pub fn origin_row(origin: &Origin) -> Option<(&'static str, String)> {
    match origin {
        Origin::Loaded { load_ms } => Some((
            "Saved solve",
            format!("loaded in {}", milliseconds(*load_ms)),
        )),
        Origin::Solved { refused: Some(_) } => {
            Some(("Saved solve", "refused, solved again".to_owned()))
        }
        Origin::Solved { refused: None } => None,
    }
}

/// A duration: whole milliseconds below a second, else tenths of seconds.
fn milliseconds(ms: f64) -> String {
    if ms < 1000.0 {
        format!("{:.0} ms", ms.max(1.0))
    } else {
        format!("{:.1} s", ms / 1000.0)
    }
}

/// The "Variant figures" section with the variant's title, then `body`.
fn section_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, body: impl FnOnce(&mut egui::Ui)) {
    ui.separator();
    egui::CollapsingHeader::new(RichText::new("Variant figures").strong())
        .default_open(true)
        .show(ui, |ui| {
            ui.label(RichText::new(s.game().variant_title()).small());
            body(ui);
        });
}

/// Label and value rows, the values in monospace: side by side when both columns fit the
/// panel, else each value under its label (a narrow panel would otherwise be pushed wider
/// than the window gives it).
fn rows_ui(ui: &mut egui::Ui, id: &str, rows: Vec<(&'static str, String)>) {
    let widest = |texts: &mut dyn Iterator<Item = &str>, style: egui::TextStyle| {
        let font = style.resolve(ui.style());
        texts
            .map(|text| {
                let galley = ui.painter().layout_no_wrap(
                    text.to_owned(),
                    font.clone(),
                    egui::Color32::WHITE,
                );
                galley.size().x
            })
            .fold(0.0, f32::max)
    };
    let labels = widest(&mut rows.iter().map(|(l, _)| *l), egui::TextStyle::Body);
    let values = widest(
        &mut rows.iter().map(|(_, v)| v.as_str()),
        egui::TextStyle::Monospace,
    );
    let spacing = ui.spacing().item_spacing.x;
    if labels + spacing + values > ui.available_width() {
        ui.scope(|ui| {
            ui.visuals_mut().indent_has_left_vline = false;
            for (label, value) in rows {
                ui.label(label);
                ui.indent((id, label), |ui| {
                    ui.add(egui::Label::new(RichText::new(value).monospace()).wrap());
                });
            }
        });
        return;
    }
    Grid::new(id).num_columns(2).show(ui, |ui| {
        for (label, value) in rows {
            ui.label(label);
            ui.label(RichText::new(value).monospace());
            ui.end_row();
        }
    });
}

/// What a searched game shows instead of figures.
fn search_figures_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    section_ui(ui, s, |ui| {
        if s.report().is_some_and(|r| r.exact) {
            ui.label(
                "Solved: this position is in the exact table built on this machine (every \
set of geese, every fox point), so its verdicts are exact; the search only orders the moves \
and counts the moves to the end where it can.",
            );
        } else {
            ui.label(
                "Too large to solve from the start in the app: each position is searched \
as it comes up.",
            );
        }
        if let Some(report) = s.report() {
            let rows = vec![
                ("Depth searched", format!("{} plies", report.depth)),
                ("Positions visited", report.nodes.to_string()),
            ];
            rows_ui(ui, "search_figures", rows);
        }
    });
}

/// The figures as (label, value) rows.
pub fn figures(a: &Analysis) -> Vec<(&'static str, String)> {
    let start = match a.start_remoteness {
        Some(r) => format!("{} in {r}", a.start_value),
        None => a.start_value.clone(),
    };
    let time = milliseconds(a.solve_ms);
    vec![
        ("Start", a.start.clone()),
        (
            "Positions",
            a.positions
                .map_or_else(|| "too many to list".to_owned(), |p| p.to_string()),
        ),
        (
            "Consistent with the rules",
            a.consistent
                .map_or_else(|| "too many to list".to_owned(), |p| p.to_string()),
        ),
        ("Reachable", a.reachable.to_string()),
        ("Endings", a.endings_count.to_string()),
        (
            "Shortest game",
            a.shortest_game
                .as_ref()
                .map_or_else(|| "none ends".to_owned(), |g| format!("{} moves", g.plies)),
        ),
        ("Start value", start),
        ("Solve time", time),
    ]
}
