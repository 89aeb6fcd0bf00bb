//! The review in the analysis panel: the button that asks for it, then where its values come
//! from, each player's tally on the line viewed, and the blunders and mistakes to click.
//! The marks themselves are shown in the move list (`panels/history.rs`), which asks
//! [`mark_text`] and [`mark_hover`].

use crate::review::{MISTAKE_PLIES, Mark, MoveReview, Tally};
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::session::review::ReviewSource;
use crate::ui::views::verdict::move_value;
use egui::{Color32, RichText};

/// The colour of a mark in the move list, readable on the theme's background; none for
/// good and best moves, which are left plain.
pub fn mark_color(mark: Mark, dark: bool) -> Option<Color32> {
    match (mark, dark) {
        (Mark::Blunder, false) => Some(Color32::from_rgb(0xc0, 0x1c, 0x1c)),
        (Mark::Blunder, true) => Some(Color32::from_rgb(0xff, 0x6b, 0x6b)),
        (Mark::Mistake, false) => Some(Color32::from_rgb(0xa8, 0x5a, 0x00)),
        (Mark::Mistake, true) => Some(Color32::from_rgb(0xff, 0xb0, 0x4a)),
        (Mark::Only, false) => Some(Color32::from_rgb(0x1a, 0x7a, 0x2e)),
        (Mark::Only, true) => Some(Color32::from_rgb(0x6f, 0xd6, 0x84)),
        (Mark::Good | Mark::Best, _) => None,
    }
}

/// A mark's name: "Blunder", "Only move".
pub fn mark_name(mark: Mark) -> String {
    tr!(&format!("review-mark-{}", mark.word()))
}

/// What hovering a reviewed move adds: its mark, the value before and after, the best move.
pub fn mark_hover(m: &MoveReview) -> String {
    let (Some(mark), Some(before), Some(after)) = (m.mark, m.before, m.after) else {
        return tr!("review-unproven");
    };
    let values = tr!(
        "review-values",
        mark = mark_name(mark),
        before = move_value(before),
        after = move_value(after)
    );
    if mark.is_best() || m.best.is_empty() {
        values
    } else {
        format!("{values}\n{}", tr!("review-best", best = m.best.join(", ")))
    }
}

/// The review section: a button before the review (once a move is played), then the
/// review.
pub fn review_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let Some(review) = s.review() else {
        // Before the first move there is nothing to review: no button takes the room.
        if s.history().is_empty() {
            return;
        }
        ui.separator();
        if ui
            .button(tr!("review-button"))
            .on_hover_text(tr!("review-button-hover"))
            .clicked()
        {
            out.push(Command::Review);
        }
        return;
    };
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(RichText::new(tr!("review-heading")).strong());
        if ui.small_button(tr!("review-close")).clicked() {
            out.push(Command::CloseReview);
        }
    });
    let source = match review.source() {
        ReviewSource::Waiting => "review-waiting",
        ReviewSource::Solved => "review-source-solved",
        ReviewSource::Table => "review-source-table",
        ReviewSource::Searches => "review-source-searches",
    };
    ui.label(RichText::new(tr!(source)).small())
        .on_hover_text(tr!("review-rule", plies = MISTAKE_PLIES));
    if let Some(failure) = review.failure() {
        ui.colored_label(ui.visuals().error_fg_color, failure);
    }
    if review.source() == ReviewSource::Waiting {
        return;
    }
    for t in review.tallies() {
        ui.label(tally_words(s, t));
    }
    let flagged: Vec<&MoveReview> = review.flagged().collect();
    if flagged.is_empty() {
        ui.label(RichText::new(tr!("review-none-flagged")).weak());
        return;
    }
    let exact = matches!(review.source(), ReviewSource::Solved | ReviewSource::Table);
    let blunders = flagged.iter().any(|m| m.mark == Some(Mark::Blunder));
    if exact && blunders && s.trainer().is_none() {
        let learn = ui
            .button(tr!("trainer-learn-button"))
            .on_hover_text(tr!("trainer-learn-hover"));
        if learn.clicked() {
            out.push(Command::Practice(
                crate::ui::common::command::Practice::LearnFromMistakes,
            ));
        }
    }
    ui.label(RichText::new(tr!("review-flagged")).small());
    let dark = ui.visuals().dark_mode;
    ui.horizontal_wrapped(|ui| {
        for m in flagged {
            let Some(mark) = m.mark else { continue };
            let label = format!("{}. {}{}", m.ply, m.name, mark.sign());
            // Named apart from the same move in the list, which goes to the move itself.
            let name = format!("{label} — {}", mark_name(mark));
            let mut text = RichText::new(label).monospace();
            if let Some(color) = mark_color(mark, dark) {
                text = text.color(color);
            }
            let response = ui
                .button(text)
                .accessible_name(&name)
                .on_hover_text(mark_hover(m));
            if response.clicked() {
                out.push(Command::ReviewGoTo(m.node));
            }
        }
    });
}

/// A seat's tally: "Player 1: 2 blunders, 1 mistake, 14 best of 18 (3 only moves)".
fn tally_words<G: GameUi>(s: &Session<G>, t: &Tally) -> String {
    let mut words = tr!(
        "review-tally",
        player = s.seat_name(t.seat).name,
        blunders = t.blunders,
        mistakes = t.mistakes,
        best = t.best,
        moves = t.moves
    );
    if t.only > 0 {
        words = format!("{words} {}", tr!("review-tally-only", only = t.only));
    }
    if t.marked < t.moves {
        let unproven = t.moves - t.marked;
        words = format!(
            "{words}; {}",
            tr!("review-tally-unproven", count = unproven)
        );
    }
    words
}
