//! The analysis panel's section on the exact table of the game, for a variant that has one
//! (Fox and Geese, with or without sideways moves): the offer to build it with what that takes on this
//! machine, the build's progress layer by layer with Cancel, or what is wrong with a table
//! that cannot be used, with Rebuild.

use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::panels::{button_room, decimal};
use crate::ui::session::tables::{
    BuildProgress, Ended, TableStatus, TableTarget, Tables, costs, duration,
};
use egui::RichText;

/// The label of the button that starts (or continues) a build.
pub fn solve_exactly() -> String {
    tr!("panel-solve-exactly")
}

/// The section, when there is something to say: `geese` is the variant's goose count.
pub fn table_section_ui(
    ui: &mut egui::Ui,
    tables: &Tables,
    target: TableTarget,
    out: &mut Vec<Command>,
) {
    let geese = target.geese;
    let sideways = target.rules.sideways();
    let Some(status) = tables.status(target) else {
        return;
    };
    let threads = tables.threads();
    match status {
        // The verdicts say it: they are exact.
        TableStatus::Complete => {}
        TableStatus::Building(progress) => {
            ui.separator();
            building_ui(ui, &progress, tables.covers(target.rules), out);
        }
        TableStatus::Damaged {
            what,
            old_layout: true,
            ..
        } => {
            ui.separator();
            old_layout_ui(ui, &what, out);
        }
        TableStatus::Damaged { what, rebuild, .. } => {
            ui.separator();
            damaged_ui(ui, &what, &costs(&rebuild, threads), out);
        }
        TableStatus::Offer {
            built,
            wins_known,
            estimate,
            ended,
        } => {
            ui.separator();
            offer_ui(
                ui,
                (built, wins_known, geese, sideways),
                ended.as_ref(),
                &costs(&estimate, threads),
                out,
            );
        }
    }
}

/// A damaged table: what is wrong, that the search answers meanwhile, and Rebuild.
fn damaged_ui(ui: &mut egui::Ui, what: &str, cost: &str, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr!("panel-table-damaged")).strong());
    ui.colored_label(
        ui.visuals().error_fg_color,
        format!("{}.", crate::ui::text::capitalised(without_advice(what))),
    );
    ui.label(tr!("panel-table-no-verdict"));
    note(ui, &tr!("panel-table-rebuild-cost", cost = cost));
    if ui
        .button(tr!("panel-rebuild"))
        .on_hover_text(tr!("panel-rebuild-hover"))
        .clicked()
    {
        out.push(Command::RebuildTable);
    }
}

/// A table in an earlier version's layout: what it is, that the search answers meanwhile,
/// and Convert (a build, which converts the files without solving again).
fn old_layout_ui(ui: &mut egui::Ui, what: &str, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr!("panel-table-old-layout")).strong());
    ui.label(format!("{}.", crate::ui::text::capitalised(what)));
    ui.label(tr!("panel-table-no-verdict"));
    if ui
        .button(tr!("panel-convert"))
        .on_hover_text(tr!("panel-convert-hover"))
        .clicked()
    {
        out.push(Command::RebuildTable);
    }
}

/// The offer to build the table (or the rest of it, after `built` geese) for `geese`
/// geese, with what it costs on this machine and how the last build ended; when the W/L
/// table already says who wins (`wins_known`), the offer of the number of moves.
fn offer_ui(
    ui: &mut egui::Ui,
    (built, wins_known, geese, sideways): (Option<usize>, bool, usize, bool),
    ended: Option<&Ended>,
    cost: &str,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new(tr!("panel-exact-solution")).strong());
    match ended {
        Some(Ended::Stopped) => {
            ui.label(tr!("panel-build-stopped"));
        }
        Some(Ended::Failed(why)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                tr!("panel-build-failed", why = why.to_string()),
            );
        }
        Some(Ended::Finished) | None => {}
    }
    let text = match built {
        _ if wins_known => tr!("panel-remoteness-offer", geese = geese, cost = cost),
        Some(top) => tr!("panel-table-partial", top = top, geese = geese, cost = cost),
        None if sideways => tr!("panel-sideways-offer", geese = geese, cost = cost),
        None => tr!("panel-table-offer", geese = geese, cost = cost),
    };
    ui.label(text);
    if ui
        .button(solve_exactly())
        .on_hover_text(tr!("panel-table-offer-hover"))
        .clicked()
    {
        out.push(Command::BuildTable);
    }
}

/// A build's progress: the layer, its share done, the time left, Cancel.
fn building_ui(
    ui: &mut egui::Ui,
    p: &BuildProgress,
    covers: Option<usize>,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new(tr!("panel-building")).strong());
    let layer = match (p.converting, p.preparing, p.geese) {
        (Some(geese), _, _) => tr!("panel-converting-layer", geese = geese),
        (None, Some(geese), _) => tr!("panel-preparing-layer", geese = geese),
        (None, None, Some(geese)) => tr!(
            "panel-layer",
            layer = p.layer,
            layers = p.layers,
            geese = geese
        ),
        (None, None, None) => tr!("panel-reading-layers"),
    };
    ui.horizontal(|ui| {
        ui.spinner();
        if p.stopping {
            ui.label(tr!("panel-stopping"));
        } else {
            // Wrapped beside the spinner: a long line would widen the panel past the window.
            ui.add(egui::Label::new(layer).wrap());
        }
    });
    ui.horizontal(|ui| {
        let cancel = tr!("panel-cancel");
        let bar = egui::ProgressBar::new(p.layer_done)
            .show_percentage()
            .desired_width(ui.available_width() - button_room(ui, &cancel));
        ui.add(bar);
        if ui
            .add_enabled(!p.stopping, egui::Button::new(cancel))
            .on_hover_text(tr!("panel-stop-build-hover"))
            .clicked()
        {
            out.push(Command::CancelTableBuild);
        }
    });
    ui.label(tr!(
        "panel-build-overall",
        percent = percent(p.done),
        target = p.target,
        left = duration(p.seconds_left)
    ));
    let meanwhile = match covers {
        Some(top) => tr!("panel-meanwhile-partial", top = top),
        None => tr!("panel-meanwhile"),
    };
    note(ui, &meanwhile);
}

/// A share as a percentage, with a decimal while it is small: "0.4%", "37%".
fn percent(fraction: f32) -> String {
    let p = 100.0 * fraction;
    if p < 10.0 {
        tr!("panel-percent", percent = decimal(format!("{p:.1}")))
    } else {
        tr!("panel-percent", percent = format!("{p:.0}"))
    }
}

/// A message about a table file without its closing advice ("; rebuild it"): the
/// section offers Rebuild itself.
fn without_advice(what: &str) -> &str {
    let what = what.trim_end_matches('.');
    what.strip_suffix("; rebuild it")
        .or_else(|| what.strip_suffix(", rebuild it"))
        .unwrap_or(what)
}

/// A small, quiet line of explanation.
fn note(ui: &mut egui::Ui, text: &str) {
    ui.label(
        RichText::new(text)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_and_shares_read_well() {
        assert_eq!(
            without_advice("the table file x is damaged (block 3); rebuild it"),
            "the table file x is damaged (block 3)"
        );
        assert_eq!(without_advice("it is missing."), "it is missing");
        assert_eq!(percent(0.004), "0.4%");
        assert_eq!(percent(0.37), "37%");
    }
}
