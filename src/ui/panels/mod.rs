//! The panels of the window: the sidebar (game, variant, seats), the play area (the game's
//! canvas and its tools), the analysis (verdict, moves, figures, the exact table), and the
//! history with its value chart.

pub mod analysis;
pub mod chart;
pub mod chart_search;
pub mod figures;
pub mod history;
pub mod lines;
pub mod moves;
pub mod play_area;
pub mod plot;
pub mod sidebar;
pub mod table_panel;

use crate::tr;
use crate::ui::common::language::{FluentValue, message};
use crate::ui::views::grammar::Role;
use crate::ui::views::verdict::SeatName;

/// A number written with a fraction (`0.25`, `2.4`) with the language's decimal point.
pub fn decimal(text: impl std::fmt::Display) -> String {
    text.to_string().replace('.', &tr!("panel-decimal-point"))
}

/// Seconds as the panels write them: "0.25 s".
pub fn seconds(seconds: f64) -> String {
    tr!("panel-seconds", seconds = decimal(seconds))
}

/// The message `id` speaking of `seat` (`$who-…`), with `extra` arguments.
pub fn about(id: &str, seat: &SeatName, extra: &[(&'static str, FluentValue<'static>)]) -> String {
    let mut args = seat.args(Role::Who);
    args.extend(extra.iter().cloned());
    message(id, &args)
}
