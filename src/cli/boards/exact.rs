//! `kibitzer eval fox-geese` with an exact table: from the remoteness table, the value and
//! remoteness of the position and every move at once; from the W/L table, win or loss for
//! each, with the remoteness where the search proves one.

use crate::cli::{CliError, PositionArgs};
use crate::core::Game;
use crate::core::Value;
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::solver::exact::{SettleError, settle, settle_with_line};
use crate::solver::fox_geese::remote_table::{self, RemoteTable, Rules};
use crate::solver::fox_geese::table::{self, CacheUse, StoredTable, TableError};
use crate::solver::search::{Report, Verdict};
use serde_json::json;
use std::fmt::Write;

mod eval_words;

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
    let cache = cache_for(game, args.cache_dir.as_deref())?;
    match table::open_built(&cache) {
        Ok(t) => Ok(Some(t)),
        Err(TableError::Missing { .. }) => Ok(None),
        Err(e) => Err(CliError(e.to_string())),
    }
}

/// The cache folder of `game`'s tables, checked: a missing folder given explicitly names
/// the command that builds this game's table there (its geese, its sideways rule).
fn cache_for(
    game: &FoxGeese,
    dir: Option<&std::path::Path>,
) -> Result<std::path::PathBuf, CliError> {
    let v = game.variant();
    table::cache_folder_for(dir, CacheUse::Read, usize::from(v.geese), v.sideways).map_err(CliError)
}

/// The remoteness table for this game, with or without sideways moves (every count built
/// so far), if one is built; damage is an error as for [`table_for`].
pub fn remote_for(
    game: &FoxGeese,
    cache_dir: Option<&std::path::Path>,
) -> Result<Option<RemoteTable>, CliError> {
    let cache = cache_for(game, cache_dir)?;
    match remote_table::open_built_with(&cache, Rules::of(game.variant().sideways)) {
        Ok(t) => Ok(Some(t)),
        Err(TableError::Missing { .. }) => Ok(None),
        Err(e) => Err(CliError(e.to_string())),
    }
}

/// The evaluation of `state` and every move from the remoteness table, or `None` when the
/// table does not cover the position.
pub fn eval_remote(
    game: &FoxGeese,
    state: &Position,
    table: &RemoteTable,
    as_json: bool,
) -> Result<Option<String>, CliError> {
    let Some(found) = remote_eval(game, state, table)? else {
        return Ok(None);
    };
    Ok(Some(if as_json {
        eval_words::remote_json(&found)
    } else {
        eval_words::remote_text(&found)
    }))
}

/// What `eval fox-geese` finds in the remoteness table for a position.
struct RemoteEval {
    /// The position's code.
    code: String,
    /// The side to move there.
    to_move: Side,
    /// Its value for the side to move.
    value: Value,
    /// Every move, best first: its name, the code of the position it leads to, its value.
    moves: Vec<(String, String, Value)>,
}

/// The value of `state` and of every move in the remoteness table, checked by the rules;
/// nothing when the table does not cover the position.
fn remote_eval(
    game: &FoxGeese,
    state: &Position,
    table: &RemoteTable,
) -> Result<Option<RemoteEval>, CliError> {
    let damaged = |source| {
        CliError(
            TableError::Damaged {
                dir: table.dir().to_path_buf(),
                source,
            }
            .to_string(),
        )
    };
    // Settled by the table alone: its values, checked by the rules, best first.
    let unsearched = Report::unsearched();
    let settled = settle_with_line(game, state, &unsearched, table, 1).map_err(|e| match e {
        SettleError::Store(source) => damaged(source),
        contradiction => CliError(contradiction.to_string()),
    })?;
    let Some(Report {
        verdict: Verdict::Proven(value),
        moves: settled,
        ..
    }) = settled
    else {
        return Ok(None);
    };
    let moves = settled
        .iter()
        .filter_map(|m| match m.verdict {
            Verdict::Proven(v) => {
                Some((game.format_move(state, &m.mv), game.format_state(&m.to), v))
            }
            _ => None,
        })
        .collect();
    Ok(Some(RemoteEval {
        code: game.format_state(state),
        to_move: state.to_move,
        value,
        moves,
    }))
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
    Ok(Some(if as_json {
        eval_words::wins_json(game, state, &settled)
    } else {
        eval_words::wins_text(game, state, &settled)
    }))
}

/// `kibitzer analyze fox-geese` from the remoteness table of its rules: the start's (or
/// `--start`'s) value and remoteness, the line of perfect play to the end (for a
/// draw, until a position comes back), and the table's figures; `None` when no table covering the position is built.
pub fn analyze_remote(
    game: &FoxGeese,
    args: &crate::cli::AnalyzeArgs,
) -> Result<Option<String>, CliError> {
    let Some(found) = remote_analysis(game, args)? else {
        return Ok(None);
    };
    Ok(Some(if args.game.json {
        remote_json(game, &found)
    } else {
        remote_text(game, &found)
    }))
}

/// What `analyze fox-geese` finds in the remoteness table for a position.
struct RemoteAnalysis {
    /// The position's code.
    code: String,
    /// The side to move there.
    to_move: Side,
    /// Its value for the side to move.
    value: Value,
    /// The line of perfect play, as move names.
    line: Vec<String>,
    /// Where the line ends (for a draw: the position that comes back).
    at: Position,
    /// The figures of the table's counts up to the game's.
    layers: Vec<crate::solver::fox_geese::table::LayerFigures>,
}

impl RemoteAnalysis {
    /// Who wins with perfect play: "fox", "geese" or "none".
    fn winner(&self) -> &'static str {
        match (self.to_move, self.value) {
            (_, Value::Draw) => "none",
            (Side::Fox, Value::Win(_)) | (Side::Geese, Value::Loss(_)) => "fox",
            _ => "geese",
        }
    }
}

/// The remoteness table's value and line of perfect play for the position `args` names;
/// nothing when no table covers it.
fn remote_analysis(
    game: &FoxGeese,
    args: &crate::cli::AnalyzeArgs,
) -> Result<Option<RemoteAnalysis>, CliError> {
    let state = crate::cli::position(game, args.start.as_deref())?;
    let cache = cache_for(game, args.cache_dir.as_deref())?;
    let table = match remote_table::open_built_with(&cache, Rules::of(game.variant().sideways)) {
        Ok(t) => t,
        Err(TableError::Missing { .. }) => return Ok(None),
        Err(e) => return Err(CliError(e.to_string())),
    };
    let damaged = |source| {
        CliError(
            TableError::Damaged {
                dir: table.dir().to_path_buf(),
                source,
            }
            .to_string(),
        )
    };
    if game.outcome(&state).is_some() {
        return Err(CliError(format!(
            "the game is over at {}: nothing to analyze",
            game.format_state(&state)
        )));
    }
    let unsearched = Report::unsearched();
    let settled = settle(game, &state, &unsearched, &table).map_err(|e| match e {
        SettleError::Store(source) => damaged(source),
        contradiction => CliError(contradiction.to_string()),
    })?;
    let Some(found) = settled else {
        return Ok(None);
    };
    let Verdict::Proven(value) = found.verdict else {
        return Ok(None);
    };
    let mut line = Vec::new();
    let mut at = state;
    for mv in &found.pv {
        line.push(game.format_move(&at, mv));
        at = game.apply(&at, mv);
    }
    let summary = remote_table::summary(table.dir(), table.rules()).map_err(damaged)?;
    let layers = summary
        .layers
        .into_iter()
        .filter(|l| l.geese <= usize::from(game.variant().geese))
        .collect();
    Ok(Some(RemoteAnalysis {
        code: game.format_state(&state),
        to_move: state.to_move,
        value,
        line,
        at,
        layers,
    }))
}

/// `analyze fox-geese --json` from the table.
fn remote_json(game: &FoxGeese, found: &RemoteAnalysis) -> String {
    let v = found.value;
    // A drawn game has no end: its line holds the draw until a position comes back.
    let end = v.remoteness().map(|_| game.format_state(&found.at));
    json!({
        "game": "fox-geese", "geese": game.variant().geese, "sideways": game.variant().sideways,
        "start": found.code, "to_move": found.to_move.name(), "start_value": v.word(),
        "start_remoteness": v.remoteness(), "winner": found.winner(), "line": found.line,
        "end": end, "layers": found.layers, "exact": true, "source": "table",
    })
    .to_string()
}

/// `analyze fox-geese` from the table, as text.
fn remote_text(game: &FoxGeese, found: &RemoteAnalysis) -> String {
    let (v, mover, winner) = (found.value, found.to_move.name(), found.winner());
    let verdict = match v.remoteness() {
        Some(n) => format!(
            "{} for the {mover} (to move) in {}: the {winner} win{} with perfect play",
            v.word(),
            crate::cli::count(n, "ply", "plies"),
            if winner == "fox" { "s" } else { "" },
        ),
        None => format!("a draw: neither side can force a win (the {mover} to move)"),
    };
    let mut text = format!(
        "Fox and Geese, {} geese, {} (from the exact table)\n  start:    {}\n  value:    {verdict}",
        game.variant().geese,
        if game.variant().sideways {
            "sideways moves"
        } else {
            "no sideways moves"
        },
        found.code,
    );
    let plies = crate::cli::count(found.line.len() as u64, "ply", "plies");
    let at = game.format_state(&found.at);
    let _ = match v.remoteness() {
        Some(_) => write!(
            text,
            "\n  perfect play ({plies}): {}\n  end:      {at}",
            found.line.join(" "),
        ),
        None => write!(
            text,
            "\n  drawn play, until a position comes back ({plies}): {}\n  back at:  {at}, and round again for ever",
            found.line.join(" "),
        ),
    };
    text.push_str("\n\nGeese  Positions per side  Fox to move: wins   Geese to move: win  Longest (fox, geese)");
    for l in &found.layers {
        let (g, f) = l.longest.unwrap_or_default();
        let _ = write!(
            text,
            "\n{:>5}  {:>18}  {:>18}  {:>18}  {:>20}",
            l.geese,
            l.positions_per_side,
            l.fox_to_move_wins,
            l.geese_to_move_win,
            format!("{f}, {g}")
        );
    }
    text
}
