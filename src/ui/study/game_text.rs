//! The game as a readable text, for a letter or a worksheet: the game and its start, then
//! every move of the line viewed, one a line, with the review's mark, the note's mark and
//! comment, and the verdict after it where the solver knows it. File → Export → Game as
//! text writes it.

use crate::core::Value;
use crate::tr;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::views::verdict::{paranoid, two_sided};

/// The verdict of the position after `ply` moves of the line viewed, in words, where the
/// solve knows it: the side to move's, and with three or more players its paranoid one.
fn verdict_after<G: GameUi>(s: &Session<G>, ply: usize) -> Option<String> {
    let values = s.values_at(ply)?;
    let state = s.history().position_at(ply);
    let game = s.game();
    if game.outcome(state).is_some() {
        // The game is over: the value of the first seat names the winner.
        let winner = values.iter().position(|v| *v == Value::Win(0));
        return Some(match winner {
            Some(seat) => s.seat_name(seat).sentence("verdict-won", &[]),
            None => tr!("verdict-draw-perfect-play"),
        });
    }
    let mover = s.absolute_seat(ply, game.to_move(state));
    let value = *values.get(mover)?;
    let name = s.seat_name(mover);
    if game.players() == 2 {
        let other = s.seat_name(1 - mover);
        Some(two_sided(value, &name, &other))
    } else {
        Some(paranoid(value, &name))
    }
}

/// The game of `s` as text: a heading, the start, then one line a move of the line viewed.
pub fn game_text<G: GameUi>(s: &Session<G>) -> String {
    let history = s.history();
    let game = s.game();
    let mut out = String::new();
    out.push_str(&tr!("text-export-heading", game = game.variant_title()));
    out.push('\n');
    out.push_str(&tr!(
        "text-export-start",
        code = game.format_state(history.start())
    ));
    if let Some(verdict) = verdict_after(s, 0) {
        out.push_str(&format!(" — {verdict}"));
    }
    out.push_str("\n\n");
    for (index, &node) in history.viewed_nodes().iter().enumerate() {
        let ply = index + 1;
        let Some(name) = history.move_name(game, node) else {
            continue;
        };
        let mut line = format!("{ply:>3}. ");
        if game.players() > 2
            && let Some(before) = history.parent(node).and_then(|p| history.state(p))
        {
            let seat = s.absolute_seat(ply - 1, game.to_move(before));
            line.push_str(&format!("{} ", game.seat_short_name(seat)));
        }
        line.push_str(&name);
        if let Some(mark) = s.review_mark(node).and_then(|m| m.mark) {
            line.push_str(mark.sign());
        }
        let note = history.note(node);
        if let Some(glyph) = note.and_then(|n| n.glyph) {
            line.push_str(&format!(" {glyph}"));
        }
        if let Some(verdict) = verdict_after(s, ply) {
            line.push_str(&format!(" — {verdict}"));
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if let Some(note) = note.filter(|n| !n.text.is_empty()) {
            for comment in note.text.lines() {
                out.push_str(&format!("       {comment}\n"));
            }
        }
    }
    if history.is_empty() {
        out.push_str(&tr!("text-export-no-moves"));
        out.push('\n');
    }
    out
}
