//! The analysis panel's last section: the variant's figures from the solver, or for a game
//! evaluated by search, why there are none and what the last search did.

use crate::solver::analysis::Analysis;
use crate::tr;
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::decimal;
use crate::ui::session::Session;
use crate::ui::session::solving::Origin;
use crate::words::grouped;
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
            RichText::new(tr!("panel-start-value-note"))
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
pub fn origin_row(origin: &Origin) -> Option<(String, String)> {
    match origin {
        Origin::Loaded { load_ms } => Some((
            tr!("panel-saved-solve"),
            tr!("panel-loaded-in", time = milliseconds(*load_ms)),
        )),
        Origin::Solved { refused: Some(_) } => {
            Some((tr!("panel-saved-solve"), tr!("panel-refused-solved-again")))
        }
        Origin::Solved { refused: None } => None,
    }
}

/// A duration: whole milliseconds below a second, else tenths of seconds.
fn milliseconds(ms: f64) -> String {
    if ms < 1000.0 {
        tr!("panel-milliseconds", ms = format!("{:.0}", ms.max(1.0)))
    } else {
        tr!(
            "panel-seconds",
            seconds = decimal(format!("{:.1}", ms / 1000.0))
        )
    }
}

/// The "Variant figures" section with the variant's title, then `body`.
fn section_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, body: impl FnOnce(&mut egui::Ui)) {
    ui.separator();
    egui::CollapsingHeader::new(RichText::new(tr!("panel-variant-figures")).strong())
        .default_open(true)
        .show(ui, |ui| {
            ui.label(RichText::new(s.game().variant_title()).small());
            body(ui);
        });
}

/// Label and value rows, the values in monospace: side by side when both columns fit the
/// panel, else each value under its label (a narrow panel would otherwise be pushed wider
/// than the window gives it).
fn rows_ui(ui: &mut egui::Ui, id: &str, rows: Vec<(String, String)>) {
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
    let labels = widest(
        &mut rows.iter().map(|(l, _)| l.as_str()),
        egui::TextStyle::Body,
    );
    let values = widest(
        &mut rows.iter().map(|(_, v)| v.as_str()),
        egui::TextStyle::Monospace,
    );
    let spacing = ui.spacing().item_spacing.x;
    if labels + spacing + values > ui.available_width() {
        ui.scope(|ui| {
            ui.visuals_mut().indent_has_left_vline = false;
            for (label, value) in rows {
                ui.label(label.as_str());
                ui.indent((id, &label), |ui| {
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
        if s.report().is_some_and(|r| r.perfect) {
            // The table's answer: no search to report on.
            ui.label(tr!("panel-remoteness-table-note"));
            return;
        }
        if s.report().is_some_and(|r| r.exact) {
            ui.label(tr!("panel-solved-table-note"));
        } else {
            ui.label(tr!("panel-too-large-note"));
        }
        if let Some(report) = s.report() {
            let rows = vec![
                (
                    tr!("panel-depth-searched"),
                    tr!("panel-plies", plies = report.depth),
                ),
                (tr!("panel-positions-visited"), grouped(report.nodes)),
            ];
            rows_ui(ui, "search_figures", rows);
        }
    });
}

/// A count of positions, its thousands grouped.
fn count(n: usize) -> String {
    // A usize always fits in a u64 on the platforms Kibitzer builds for.
    grouped(n as u64)
}

/// The figures as (label, value) rows.
pub fn figures(a: &Analysis) -> Vec<(String, String)> {
    let value = a.start_value.clone();
    let start = match a.start_remoteness {
        Some(r) => tr!("panel-start-value-in", value = value, moves = r),
        None => tr!("panel-start-value", value = value),
    };
    let time = milliseconds(a.solve_ms);
    vec![
        (tr!("panel-figure-start"), a.start.clone()),
        (
            tr!("panel-figure-positions"),
            a.positions.map_or_else(|| tr!("panel-too-many"), count),
        ),
        (
            tr!("panel-figure-consistent"),
            a.consistent.map_or_else(|| tr!("panel-too-many"), count),
        ),
        (tr!("panel-figure-reachable"), count(a.reachable)),
        (tr!("panel-figure-endings"), count(a.endings_count)),
        (
            tr!("panel-figure-shortest"),
            a.shortest_game.as_ref().map_or_else(
                || tr!("panel-none-ends"),
                |g| tr!("panel-figure-moves", moves = g.plies),
            ),
        ),
        (tr!("panel-figure-start-value"), start),
        (
            tr!("panel-figure-longest-win"),
            a.longest_win.as_ref().map_or_else(
                || tr!("panel-none-won"),
                |w| tr!("panel-figure-moves", moves = w.plies),
            ),
        ),
        (tr!("panel-figure-solve-time"), time),
    ]
}
