//! The analysis panel's section on the exact table of the game, for a variant that has one
//! (Fox and Geese without sideways): the offer to build it with what that takes on this
//! machine, the build's progress layer by layer with Cancel, or what is wrong with a table
//! that cannot be used, with Rebuild.

use crate::ui::common::command::Command;
use crate::ui::session::tables::{BuildProgress, Ended, TableStatus, Tables, costs, duration};
use egui::RichText;

/// The label of the button that starts (or continues) a build.
pub const SOLVE_EXACTLY: &str = "Solve Fox and Geese exactly…";

/// The section, when there is something to say: `geese` is the variant's goose count.
pub fn table_section_ui(ui: &mut egui::Ui, tables: &Tables, geese: usize, out: &mut Vec<Command>) {
    let Some(status) = tables.status(geese) else {
        return;
    };
    let threads = tables.threads();
    match status {
        // The verdicts say it: they are exact.
        TableStatus::Complete => {}
        TableStatus::Building(progress) => {
            ui.separator();
            building_ui(ui, &progress, tables.covers(), out);
        }
        TableStatus::Damaged { what, rebuild } => {
            ui.separator();
            damaged_ui(ui, &what, &costs(&rebuild, threads), out);
        }
        TableStatus::Offer {
            built,
            estimate,
            ended,
        } => {
            ui.separator();
            offer_ui(
                ui,
                (built, geese),
                ended.as_ref(),
                &costs(&estimate, threads),
                out,
            );
        }
    }
}

/// A damaged table: what is wrong, that the search answers meanwhile, and Rebuild.
fn damaged_ui(ui: &mut egui::Ui, what: &str, cost: &str, out: &mut Vec<Command>) {
    ui.label(RichText::new("The exact table is damaged").strong());
    ui.colored_label(
        ui.visuals().error_fg_color,
        format!(
            "{}.",
            crate::ui::windows::setup::capitalise(without_advice(what))
        ),
    );
    ui.label("No verdict is read from it: the search answers instead.");
    note(ui, &format!("Building it again from scratch takes {cost}."));
    if ui
        .button("Rebuild")
        .on_hover_text("Remove the damaged table and build it again")
        .clicked()
    {
        out.push(Command::RebuildTable);
    }
}

/// The offer to build the table (or the rest of it, after `built` geese) for `geese`
/// geese, with what it costs on this machine and how the last build ended.
fn offer_ui(
    ui: &mut egui::Ui,
    (built, geese): (Option<usize>, usize),
    ended: Option<&Ended>,
    cost: &str,
    out: &mut Vec<Command>,
) {
    ui.label(RichText::new("Exact solution").strong());
    match ended {
        Some(Ended::Stopped) => {
            ui.label("The build was stopped; its finished layers are kept.");
        }
        Some(Ended::Failed(why)) => {
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!("The build failed: {why}"),
            );
        }
        Some(Ended::Finished) | None => {}
    }
    let text = match built {
        Some(top) => format!(
            "The table holds every position with up to {top} geese: those verdicts are \
             exact. Solving the rest, up to {geese} geese, takes {cost}."
        ),
        None => format!(
            "Build the table of every position with up to {geese} geese (without \
             sideways moves): then every verdict and every move is exact, and the \
             computer plays perfectly. On this machine it takes {cost}."
        ),
    };
    ui.label(text);
    if ui
        .button(SOLVE_EXACTLY)
        .on_hover_text(
            "Build the table in the background; you can play on meanwhile, and a \
             stopped build continues later where it left off.",
        )
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
    ui.label(RichText::new("Solving Fox and Geese exactly").strong());
    let layer = match p.geese {
        Some(geese) => format!(
            "Layer {} of {}: positions with {geese} geese",
            p.layer, p.layers
        ),
        None => "Reading the finished layers".to_owned(),
    };
    ui.horizontal(|ui| {
        ui.spinner();
        if p.stopping {
            ui.label("Stopping…");
        } else {
            ui.label(layer);
        }
    });
    ui.horizontal(|ui| {
        let bar = egui::ProgressBar::new(p.layer_done)
            .show_percentage()
            .desired_width(ui.available_width() - 70.0);
        ui.add(bar);
        if ui
            .add_enabled(!p.stopping, egui::Button::new("Cancel"))
            .on_hover_text("Stop the build; its finished layers are kept")
            .clicked()
        {
            out.push(Command::CancelTableBuild);
        }
    });
    ui.label(format!(
        "In all {} of the way to {} geese, about {} left.",
        percent(p.done),
        p.target,
        duration(p.seconds_left)
    ));
    let meanwhile = match covers {
        Some(top) => format!(
            "You can play on meanwhile: positions with up to {top} geese are exact already, \
             the search answers for the others."
        ),
        None => "You can play on meanwhile: the search answers until the table is done.".into(),
    };
    note(ui, &meanwhile);
}

/// A share as a percentage, with a decimal while it is small: "0.4%", "37%".
fn percent(fraction: f32) -> String {
    let p = 100.0 * fraction;
    if p < 10.0 {
        format!("{p:.1}%")
    } else {
        format!("{p:.0}%")
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
