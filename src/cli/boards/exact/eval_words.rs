//! How `kibitzer eval fox-geese` words what a table says, as text or as JSON: the value and
//! remoteness of every move from the remoteness table, or win and loss from the W/L table.

use super::RemoteEval;
use crate::core::{Game, Value};
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::solver::search::{Report, Verdict};
use serde_json::json;
use std::fmt::Write;

/// `eval fox-geese --json` from the remoteness table.
pub(super) fn remote_json(found: &RemoteEval) -> String {
    let value = found.value;
    let list: Vec<_> = found
        .moves
        .iter()
        .map(|(m, to, v)| {
            json!({"move": m, "to": to, "value": v.word(), "remoteness": v.remoteness(),
                   "exact": true})
        })
        .collect();
    json!({
        "position": found.code, "to_move": found.to_move.name(), "value": value.word(),
        "remoteness": value.remoteness(), "exact": true, "source": "table",
        "moves": list,
    })
    .to_string()
}

/// `eval fox-geese` from the remoteness table, as text.
pub(super) fn remote_text(found: &RemoteEval) -> String {
    let (code, mover, value) = (&found.code, found.to_move.name(), found.value);
    let winner = match (found.to_move, value) {
        (_, Value::Draw) => "neither side can force a win",
        (Side::Fox, Value::Win(_)) | (Side::Geese, Value::Loss(_)) => "the fox wins",
        _ => "the geese win",
    };
    // "win in 7 plies", "draw".
    let valued = |v: Value| match v.remoteness() {
        Some(n) => format!("{} in {}", v.word(), crate::cli::count(n, "ply", "plies")),
        None => v.word().to_owned(),
    };
    let mut text = format!(
        "{code}: {} for the {mover} (to move): {winner} with perfect play (exact, from the \
         table)\nMoves, best first:",
        valued(value)
    );
    for (m, to, v) in &found.moves {
        let _ = write!(text, "\n  {m:<14} -> {to:<40} {}", valued(*v));
    }
    text
}

/// The search's exact remoteness of a settled verdict, if it proved one.
fn remoteness(verdict: Verdict) -> Option<u32> {
    match verdict {
        Verdict::Proven(v) => v.remoteness(),
        _ => None,
    }
}

/// "win" or "loss".
fn word(wins: bool) -> &'static str {
    if wins { "win" } else { "loss" }
}

/// `eval fox-geese --json` from the W/L table (the search's report it `settled`).
pub(super) fn wins_json(game: &FoxGeese, state: &Position, settled: &Report<FoxGeese>) -> String {
    let wins = settled.verdict.wins() == Some(true);
    let list: Vec<_> = settled
        .moves
        .iter()
        .map(|m| {
            json!({"move": game.format_move(state, &m.mv), "to": game.format_state(&m.to),
                   "value": word(m.verdict.wins() == Some(true)),
                   "remoteness": remoteness(m.verdict), "exact": true})
        })
        .collect();
    json!({
        "position": game.format_state(state), "to_move": state.to_move.name(),
        "value": word(wins), "remoteness": remoteness(settled.verdict), "exact": true,
        "source": "table", "moves": list,
    })
    .to_string()
}

/// `eval fox-geese` from the W/L table (the search's report it `settled`), as text.
pub(super) fn wins_text(game: &FoxGeese, state: &Position, settled: &Report<FoxGeese>) -> String {
    let wins = settled.verdict.wins() == Some(true);
    let code = game.format_state(state);
    let mover = state.to_move.name();
    let winner = match (state.to_move, wins) {
        (Side::Fox, true) | (Side::Geese, false) => "the fox wins",
        _ => "the geese win",
    };
    let mut text = format!(
        "{code}: {} for the {mover} (to move): {winner} with perfect play (exact, from the table)",
        word(wins)
    );
    if let Some(n) = remoteness(settled.verdict) {
        let plies = crate::cli::count(n, "ply", "plies");
        let _ = write!(text, "; the search proves it in {plies}");
    }
    text.push_str("\nMoves, winning first:");
    for m in &settled.moves {
        let _ = write!(
            text,
            "\n  {:<14} -> {:<40} {}{}",
            game.format_move(state, &m.mv),
            game.format_state(&m.to),
            word(m.verdict.wins() == Some(true)),
            remoteness(m.verdict)
                .map(|n| format!(" in {n}"))
                .unwrap_or_default()
        );
    }
    text
}
