//! The panels of the window: the sidebar (game, variant, seats), the play area (the game's
//! canvas and its tools), the analysis (verdict, moves, figures, the exact table), and the
//! history with its value chart.

pub mod analysis;
pub mod chart;
pub mod chart_moves;
pub mod chart_search;
pub mod chart_series;
pub mod figures;
pub mod history;
pub mod lines;
pub mod moves;
pub mod play_area;
pub mod plot;
pub mod sidebar;
pub mod table_panel;

use crate::tr;
use crate::ui::views::grammar::Role;
use crate::ui::views::grammar::SeatName;
use crate::words::{FluentValue, message};

pub use crate::words::decimal;

/// A coloured mark and its word as one text, so that a row that wraps never parts them:
/// "● Win" in a legend. The mark is drawn in the monospace font, which has the dot.
pub fn keyed_text(
    ui: &egui::Ui,
    mark: &str,
    color: egui::Color32,
    word: &str,
    small: bool,
) -> egui::text::LayoutJob {
    let style = if small {
        egui::TextStyle::Small
    } else {
        egui::TextStyle::Body
    };
    let font = style.resolve(ui.style());
    let mut job = egui::text::LayoutJob::default();
    let format = |font_id, color| egui::TextFormat {
        font_id,
        color,
        ..Default::default()
    };
    job.append(mark, 0.0, format(egui::FontId::monospace(font.size), color));
    job.append(
        &format!(" {word}"),
        0.0,
        format(font, ui.visuals().text_color()),
    );
    job
}

/// The room a button labelled `text` takes in a row: its text, its padding, and the space
/// before it. A widget beside it that takes the rest of the row is given the row's width
/// less this, measured in the language of the moment: a guess too small asks the panel for
/// more room than it has, and a panel grows to fit its contents, a little more each frame.
pub fn button_room(ui: &egui::Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE);
    let spacing = ui.spacing();
    (galley.size().x + 2.0 * spacing.button_padding.x + spacing.item_spacing.x).ceil()
}

/// Seconds as the panels write them: "0.25 s".
pub fn seconds(seconds: f64) -> String {
    tr!("panel-seconds", seconds = decimal(seconds))
}

/// What the hover of a position code says under it: who is to move, in words (a code names
/// the side in the command line's words, such as `/fox`), when `to_move` gives the side; and
/// that codes are the same in every language.
pub fn code_note(to_move: Option<&SeatName>) -> String {
    let neutral = tr!("panel-code-neutral");
    match to_move {
        Some(seat) => format!("{} {neutral}", seat.sentence("panel-code-to-move", &[])),
        None => neutral,
    }
}

/// The message `id` speaking of `seat` (`$who-…`), with `extra` arguments.
pub fn about(id: &str, seat: &SeatName, extra: &[(&'static str, FluentValue<'static>)]) -> String {
    let mut args = seat.args(Role::Who);
    args.extend(extra.iter().cloned());
    message(id, &args)
}

/// What `compute` makes of session revision `revision`, worked out once for it and kept in
/// the window's memory under `name` (a revision changes with every move and every new
/// verdict): what a panel draws from the whole game, so that a frame costs the same
/// whatever the game's length.
pub fn per_revision<T: Clone + Send + Sync + 'static>(
    ui: &egui::Ui,
    name: &str,
    revision: u64,
    compute: impl FnOnce() -> T,
) -> T {
    let id = egui::Id::unique(name);
    let kept: Option<(u64, T)> = ui.data(|d| d.get_temp(id));
    if let Some((at, value)) = kept
        && at == revision
    {
        return value;
    }
    let value = compute();
    ui.data_mut(|d| d.insert_temp(id, (revision, value.clone())));
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, set_language};

    #[test]
    fn the_panels_speak_english_and_french() {
        // Seats are named in the language of the moment they are made.
        let seats = || {
            (
                SeatName::side("geese", true),
                SeatName::side("fox", false),
                SeatName::you(&SeatName::named("Player 1")),
            )
        };
        set_language(Language::English);
        let (geese, fox, you) = seats();
        assert_eq!(about("panel-ending-wins", &geese, &[]), "The geese win!");
        assert_eq!(about("panel-axis-wins", &fox, &[]), "Fox wins");
        assert_eq!(
            about("panel-game-over-wins", &you, &[]),
            "Game over: You (Player 1) win"
        );
        assert_eq!(seconds(0.25), "0.25 s");
        assert_eq!(tr!("panel-line-more", moves = 1), "… (1 more moves)");
        set_language(Language::French);
        let (geese, fox, you) = seats();
        assert_eq!(
            about("panel-ending-wins", &geese, &[]),
            "Les oies gagnent\u{a0}!"
        );
        assert_eq!(about("panel-ending-wins", &you, &[]), "Vous gagnez\u{a0}!");
        assert_eq!(about("panel-axis-wins", &fox, &[]), "Le renard gagne");
        assert_eq!(seconds(0.25), "0,25\u{a0}s");
        assert_eq!(tr!("panel-line-more", moves = 1), "… (encore 1 coup)");
        assert_eq!(
            tr!("panel-start-value-in", value = "win", moves = 7),
            "gain en 7"
        );
        set_language(Language::English);
    }
}
