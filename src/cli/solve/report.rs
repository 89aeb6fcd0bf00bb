//! What `kibitzer solve fox-geese` prints: the start's value and remoteness and every first
//! move's, from the remoteness table or the W/L table, and the figures of every count built,
//! as text or JSON.

use crate::cli::CliError;
pub(super) use crate::cli::meter::duration;
use crate::core::Game;
use crate::core::Value;
use crate::games::fox_geese::FoxGeese;
use crate::solver::fox_geese::remote_table::{RemoteTable, Rules};
use crate::solver::fox_geese::table::{StoredTable, Summary, TableError};
use serde_json::json;
use std::fmt::Write;
use std::path::Path;

/// The start's value for the fox, and each first move's name with its value for the fox.
pub(super) type StartValues = (Value, Vec<(String, Value)>);

/// The first line of a report on the tables of a count of geese no game starts with.
pub(super) fn no_start(geese: u8, moves: &str) -> String {
    format!(
        "Fox and Geese tables up to {geese} geese, {moves}: no game starts with {geese} geese \
         (only 13, 15 and 17 do), so only the figures of every count built."
    )
}

/// The start's value for the fox, and each first move's name with its value for the fox,
/// from the remoteness table.
pub(super) fn start_values(game: &FoxGeese, table: &RemoteTable) -> Result<StartValues, CliError> {
    let value = |pos: &_| -> Result<Value, CliError> {
        table
            .value(game, pos)
            .map_err(|e| {
                CliError(
                    TableError::Damaged {
                        dir: table.dir().to_path_buf(),
                        source: e,
                    }
                    .to_string(),
                )
            })?
            .ok_or_else(|| CliError("the table does not cover this position".into()))
    };
    let start = game.start();
    let mut moves = Vec::new();
    for (mv, to) in game.successors(&start) {
        // The geese's value after the move, seen from the fox's side.
        moves.push((game.format_move(&start, &mv), value(&to)?.before()));
    }
    Ok((value(&start)?, moves))
}

/// Who wins, in words, from a value for the fox.
fn outcome_words(fox: Value) -> String {
    match fox {
        Value::Win(n) => format!("the fox wins in {}", crate::cli::count(n, "ply", "plies")),
        Value::Loss(n) => format!("the geese win in {}", crate::cli::count(n, "ply", "plies")),
        Value::Draw => "a draw".into(),
    }
}

/// `text` with a capital first letter.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Who wins from a value for the fox, as JSON.
fn winner(fox: Value) -> &'static str {
    match fox {
        Value::Win(_) => "fox",
        Value::Loss(_) => "geese",
        Value::Draw => "none",
    }
}

/// The values and the table's figures as JSON.
pub(super) fn remoteness_json(
    geese: u8,
    rules: Rules,
    start: Option<&StartValues>,
    summary: &Summary,
    dir: &Path,
) -> String {
    let layers: Vec<_> = summary.layers.iter().map(|l| json!(l)).collect();
    let first: Option<Vec<_>> = start.map(|(_, moves)| {
        moves
            .iter()
            .map(|(m, v)| json!({"move": m, "winner": winner(*v), "remoteness": v.remoteness()}))
            .collect()
    });
    let value = start.map(|(value, _)| *value);
    json!({
        "game": "fox-geese", "geese": geese, "sideways": rules.sideways(),
        "winner": value.map(winner), "remoteness": value.map(Value::remoteness),
        "to_move": "fox", "moves": first, "layers": layers, "build_seconds": summary.seconds(),
        "peak_memory_bytes": summary.peak_memory, "table_bytes": summary.bytes(),
        "cache_dir": dir,
    })
    .to_string()
}

/// The values and the table's figures, for people.
pub(super) fn remoteness_report(
    geese: u8,
    rules: Rules,
    start: Option<&StartValues>,
    summary: &Summary,
    dir: &Path,
) -> String {
    let moves = if rules.sideways() {
        "sideways moves"
    } else {
        "no sideways moves"
    };
    let mut text = match start {
        Some((start, first)) => {
            let mut text = format!(
                "Fox and Geese, {geese} geese, {moves}, the fox to move first:\n  {} with perfect play (remoteness in plies: moves of either side).\nFirst moves, best first:",
                capitalised(&outcome_words(*start))
            );
            let mut sorted = first.clone();
            // The fox's best first: the quickest wins, then the longest losses.
            sorted.sort_by_key(|m| std::cmp::Reverse(m.1));
            for (m, v) in &sorted {
                let _ = write!(text, "\n  {m:<8} {}", outcome_words(*v));
            }
            text
        }
        None => no_start(geese, moves),
    };
    text.push_str(
        "\n\nGeese  Sets (all)        Positions per side  Fox to move: wins   Geese to move: win  Longest (fox, geese)  Seconds",
    );
    if rules.sideways() {
        text.push_str("  Draws (fox, geese to move)");
    }
    for l in &summary.layers {
        let (geese_longest, fox_longest) = l.longest.unwrap_or_default();
        let _ = write!(
            text,
            "\n{:>5}  {:>16}  {:>18}  {:>18}  {:>18}  {:>20}  {:>7.1}",
            l.geese,
            l.sets,
            l.positions_per_side,
            l.fox_to_move_wins,
            l.geese_to_move_win,
            format!("{fox_longest}, {geese_longest}"),
            l.seconds
        );
        if let Some((geese_draws, fox_draws)) = l.draws {
            let _ = write!(text, "  {fox_draws}, {geese_draws}");
        }
    }
    text.push_str(&costs(summary, dir));
    text
}

/// The build's cost, as both reports end: time, peak memory, size and folder.
fn costs(summary: &Summary, dir: &Path) -> String {
    format!(
        "\n\nBuild time {:.0} s, peak memory {:.2} GiB, table {:.2} GB in {}",
        summary.seconds(),
        summary.peak_memory as f64 / f64::from(1u32 << 30),
        summary.bytes() as f64 / 1e9,
        crate::core::shown_path(dir)
    )
}

/// Whether the fox wins from the start, and each first move's name with whether the fox
/// wins after it.
pub(super) type StartVerdicts = (bool, Vec<(String, bool)>);

/// The [`StartVerdicts`] from the table.
pub(super) fn start_verdicts(
    game: &FoxGeese,
    probe: &StoredTable,
) -> Result<StartVerdicts, CliError> {
    let start = game.start();
    let verdict = |pos: &_| -> Result<bool, CliError> {
        probe
            .mover_wins(game, pos)
            .map_err(|e| CliError(e.to_string()))?
            .ok_or_else(|| CliError("the table does not cover this position".into()))
    };
    let fox_wins = verdict(&start)?;
    let mut moves = Vec::new();
    for (mv, to) in game.successors(&start) {
        moves.push((game.format_move(&start, &mv), !verdict(&to)?));
    }
    Ok((fox_wins, moves))
}

/// The verdicts and the table's figures as JSON.
pub(super) fn report_json(
    geese: u8,
    start: Option<&StartVerdicts>,
    summary: &Summary,
    dir: &std::path::Path,
) -> String {
    let winner = |fox: bool| if fox { "fox" } else { "geese" };
    let layers: Vec<_> = summary.layers.iter().map(|l| json!(l)).collect();
    let first: Option<Vec<_>> = start.map(|(_, moves)| {
        moves
            .iter()
            .map(|(m, wins)| json!({"move": m, "winner": winner(*wins)}))
            .collect()
    });
    let out = json!({
        "game": "fox-geese", "geese": geese, "sideways": false,
        "winner": start.map(|(fox_wins, _)| winner(*fox_wins)), "to_move": "fox",
        "moves": first,
        "layers": layers, "build_seconds": summary.seconds(),
        "peak_memory_bytes": summary.peak_memory, "table_bytes": summary.bytes(),
        "cache_dir": dir,
    });
    out.to_string()
}

/// The verdicts and the table's figures, for people.
pub(super) fn report(
    geese: u8,
    start: Option<&StartVerdicts>,
    summary: &Summary,
    dir: &std::path::Path,
) -> String {
    let side = |fox: bool| if fox { "The fox wins" } else { "The geese win" };
    let mut text = match start {
        Some((fox_wins, moves)) => {
            let mut text = format!(
                "Fox and Geese, {geese} geese, no sideways moves, the fox to move first:\n  {} with perfect play.\nFirst moves:",
                side(*fox_wins)
            );
            for (m, fox) in moves {
                let _ = write!(
                    text,
                    "\n  {m:<8} {}",
                    if *fox { "fox wins" } else { "geese win" }
                );
            }
            text
        }
        None => no_start(geese, "no sideways moves"),
    };
    text.push_str(
        "\n\nGeese  Sets (all)        Positions per side  Fox to move: wins   Geese to move: win  Seconds",
    );
    for l in &summary.layers {
        let _ = write!(
            text,
            "\n{:>5}  {:>16}  {:>18}  {:>18}  {:>18}  {:>7.1}",
            l.geese,
            l.sets,
            l.positions_per_side,
            l.fox_to_move_wins,
            l.geese_to_move_win,
            l.seconds
        );
    }
    text.push_str(&costs(summary, dir));
    text
}
