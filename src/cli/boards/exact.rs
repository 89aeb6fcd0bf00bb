//! `kibitzer eval fox-geese` with the exact table: win or loss for the position and every
//! move, from the table; the remoteness where the search proves one.

use crate::cli::{CliError, PositionArgs};
use crate::core::Game;
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::solver::exact::{SettleError, settle};
use crate::solver::fox_geese::table::{self, CacheUse, StoredTable, TableError};
use crate::solver::search::{Report, Verdict};
use serde_json::json;
use std::fmt::Write;

/// The exact table for this game (every layer built so far), if it has no sideways moves.
/// Without one the search answers alone (and says so). A table that cannot be used (a file
/// cut short, failing a checksum, foreign, of a newer format, not a table file, missing
/// though listed) is an error, here or when a lookup reaches the damage (see [`eval`]):
/// the command fails with exit status 2 and the message naming the file and what to do,
/// never falling back to the search.
pub fn table_for(game: &FoxGeese, args: &PositionArgs) -> Result<Option<StoredTable>, CliError> {
    if game.variant().sideways {
        return Ok(None);
    }
    let cache = table::cache_folder(args.cache_dir.as_deref(), CacheUse::Read).map_err(CliError)?;
    match table::open_built(&cache) {
        Ok(t) => Ok(Some(t)),
        Err(TableError::Missing { .. }) => Ok(None),
        Err(e) => Err(CliError(e.to_string())),
    }
}

/// The search's exact remoteness of a settled verdict, if it proved one.
fn remoteness(verdict: Verdict) -> Option<u32> {
    match verdict {
        Verdict::Proven(v) => v.remoteness(),
        _ => None,
    }
}

/// The evaluation from the table (the search's report settled by it, as in the app), or
/// `None` when the table does not cover the position.
pub fn eval(
    game: &FoxGeese,
    state: &Position,
    report: &Report<FoxGeese>,
    table: &StoredTable,
    as_json: bool,
) -> Result<Option<String>, CliError> {
    // Worded as when opening finds the damage, so every kind of damage reads the same.
    let damaged = |source| {
        CliError(
            TableError::Damaged {
                dir: table.layers().dir().to_path_buf(),
                source,
            }
            .to_string(),
        )
    };
    let settled = settle(game, state, report, table).map_err(|e| match e {
        SettleError::Store(source) => damaged(source),
        contradiction => CliError(contradiction.to_string()),
    })?;
    let Some(settled) = settled else {
        return Ok(None);
    };
    let wins = settled.verdict.wins() == Some(true);
    let word = |w: bool| if w { "win" } else { "loss" };
    let code = game.format_state(state);
    let mover = state.to_move.name();
    if as_json {
        let list: Vec<_> = settled
            .moves
            .iter()
            .map(|m| {
                json!({"move": game.format_move(state, &m.mv), "to": game.format_state(&m.to),
                       "value": word(m.verdict.wins() == Some(true)),
                       "remoteness": remoteness(m.verdict), "exact": true})
            })
            .collect();
        let out = json!({
            "position": code, "to_move": mover, "value": word(wins),
            "remoteness": remoteness(settled.verdict), "exact": true, "source": "table",
            "moves": list,
        });
        return Ok(Some(out.to_string()));
    }
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
    Ok(Some(text))
}
