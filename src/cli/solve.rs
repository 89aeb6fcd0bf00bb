//! `kibitzer solve fox-geese`: builds the exact table of Fox and Geese without sideways
//! moves (or finds it built) and prints the start's value and remoteness, every first
//! move's, and the table's figures; with `--win-loss`, the table of who wins only.

use super::{CliError, SolveArgs};
use crate::core::Game;
use crate::core::Value;
use crate::games::GameKind;
use crate::games::fox_geese::{FoxGeese, Variant};
use crate::solver::Progress;
use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::remote_build;
use crate::solver::fox_geese::remote_table::{self, RemoteTable, Rules};
use crate::solver::fox_geese::table::{
    self, BuildEvent, CacheUse, MAX_GEESE, StoredTable, Summary, TableError,
};
use serde_json::json;
use std::fmt::Write;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Runs the command.
pub fn run(args: &SolveArgs) -> Result<String, CliError> {
    if args.game != GameKind::FoxGeese {
        return Err(CliError(format!(
            "`solve` builds the Fox and Geese table; {} is solved at once by `kibitzer analyze {}`",
            args.game, args.game
        )));
    }
    let geese = usize::from(args.geese);
    // 13, 15 and 17 geese have a start; a smaller count (or 14, 16) is the tables up to it.
    let game = match Variant::new(args.geese, args.sideways) {
        Ok(variant) => Some(FoxGeese::new(variant)?),
        Err(_) if (FIRST_LAYER..=MAX_GEESE).contains(&geese) => None,
        Err(err) => {
            return Err(CliError(format!(
                "{err}; `solve` also builds the tables alone, up to any count from \
                 {FIRST_LAYER} to {MAX_GEESE} geese"
            )));
        }
    };
    let cache =
        table::cache_folder(args.cache_dir.as_deref(), CacheUse::Build).map_err(CliError)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if !args.win_loss {
        return run_remoteness(args, game.as_ref(), &cache, threads);
    }
    let mut summary = build_with_progress(&cache, geese, threads, table::build)?;
    keep_layers_up_to(&mut summary, geese);
    if args.verify {
        verify_with_progress(&mut |p| table::verify(&cache, geese, p))?;
    }
    let probe = table::open(&cache, geese).map_err(|e| CliError(e.to_string()))?;
    let start = game.map(|game| start_verdicts(&game, &probe)).transpose()?;
    if args.json {
        return Ok(report_json(
            args.geese,
            start.as_ref(),
            &summary,
            &table::table_dir(&cache),
        ));
    }
    Ok(report(
        args.geese,
        start.as_ref(),
        &summary,
        &table::table_dir(&cache),
    ))
}

/// `solve` with remoteness: builds the remoteness table and reports from it.
fn run_remoteness(
    args: &SolveArgs,
    game: Option<&FoxGeese>,
    cache: &Path,
    threads: usize,
) -> Result<String, CliError> {
    let geese = usize::from(args.geese);
    let rules = Rules::of(args.sideways);
    let builder: Builder = if args.sideways {
        remote_build::build_sideways
    } else {
        remote_build::build
    };
    let mut summary = build_with_progress(cache, geese, threads, builder)?;
    keep_layers_up_to(&mut summary, geese);
    let table =
        remote_table::open_with(cache, geese, rules).map_err(|e| CliError(e.to_string()))?;
    if args.verify {
        verify_with_progress(&mut |p| table.verify(p))?;
    }
    let start = game.map(|game| start_values(game, &table)).transpose()?;
    let dir = remote_table::rules_dir(cache, rules);
    if args.json {
        return Ok(remoteness_json(
            args.geese,
            rules,
            start.as_ref(),
            &summary,
            &dir,
        ));
    }
    Ok(remoteness_report(
        args.geese,
        rules,
        start.as_ref(),
        &summary,
        &dir,
    ))
}

/// The start's value for the fox, and each first move's name with its value for the fox.
type StartValues = (Value, Vec<(String, Value)>);

/// The first line of a report on the tables of a count of geese no game starts with.
fn no_start(geese: u8, moves: &str) -> String {
    format!(
        "Fox and Geese tables up to {geese} geese, {moves}: no game starts with {geese} geese \
         (only 13, 15 and 17 do), so only the figures of every count built."
    )
}

/// The start's value for the fox, and each first move's name with its value for the fox,
/// from the remoteness table.
fn start_values(game: &FoxGeese, table: &RemoteTable) -> Result<StartValues, CliError> {
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
fn remoteness_json(
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
fn remoteness_report(
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

/// Drops the layers above `geese` from `summary`: a larger table may be there already, and
/// the report is about the layers this goose count needs.
fn keep_layers_up_to(summary: &mut Summary, geese: usize) {
    summary.layers.retain(|l| l.geese <= geese);
    if let Some(peak) = summary
        .layers
        .iter()
        .map(|l| l.peak_memory)
        .max()
        .filter(|&p| p > 0)
    {
        summary.peak_memory = peak;
    }
}

/// What a check reports as it goes: (bytes done, bytes in all).
type Checked<'a> = dyn FnMut(u64, u64) + 'a;

/// Checks every block of the table against its checksum with `verify`, printing the
/// progress on stderr.
fn verify_with_progress(
    verify: &mut dyn FnMut(&mut Checked<'_>) -> Result<(), TableError>,
) -> Result<(), CliError> {
    let mut shown = 0;
    verify(&mut |done, total| {
        let percent = done * 100 / total.max(1);
        if percent >= shown + 10 {
            shown = percent;
            eprintln!("  checked {percent}% of the table");
        }
    })
    .map_err(|e| CliError(e.to_string()))?;
    eprintln!("Every block of the table matches its checksum");
    Ok(())
}

/// Whether the fox wins from the start, and each first move's name with whether the fox
/// wins after it.
type StartVerdicts = (bool, Vec<(String, bool)>);

/// The [`StartVerdicts`] from the table.
fn start_verdicts(game: &FoxGeese, probe: &StoredTable) -> Result<StartVerdicts, CliError> {
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
fn report_json(
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
fn report(
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

/// A table's build: [`table::build`] or [`remote_build::build`].
type Builder =
    fn(&Path, usize, usize, &Progress, &mut dyn FnMut(BuildEvent)) -> Result<Summary, TableError>;

/// Builds the table, printing each layer and, every 15 seconds, the progress on stderr.
fn build_with_progress(
    cache: &Path,
    geese: usize,
    threads: usize,
    builder: Builder,
) -> Result<Summary, CliError> {
    let progress = Arc::new(Progress::new());
    let stop = Arc::new(AtomicBool::new(false));
    let ticker = {
        let (progress, stop) = (Arc::clone(&progress), Arc::clone(&stop));
        std::thread::spawn(move || {
            let mut waited = 0;
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                waited += 200;
                if waited % 15_000 == 0 {
                    eprintln!("  {:.1}% of the build done", 100.0 * progress.fraction());
                }
            }
        })
    };
    let result = builder(cache, geese, threads, &progress, &mut |event| match event {
        BuildEvent::Resumed { from } => {
            eprintln!("Resuming: layers up to {from} geese are already built");
        }
        BuildEvent::Repairing { reason } => {
            eprintln!("Repairing: {reason}; it is built again, and the sound files are kept");
        }
        BuildEvent::LayerStarted {
            geese,
            seconds_left,
        } => match seconds_left {
            Some(s) => eprintln!("Layer {geese} geese (about {} left)", duration(s)),
            None => eprintln!("Layer {geese} geese"),
        },
        BuildEvent::LayerDone(l) => eprintln!(
            "  {} geese done in {:.1} s: {} sets stored",
            l.geese, l.seconds, l.stored_sets
        ),
    });
    stop.store(true, Ordering::Relaxed);
    let _ = ticker.join();
    result.map_err(|e| match e {
        TableError::Cancelled => CliError("the build was cancelled".into()),
        e => CliError(e.to_string()),
    })
}

/// Seconds as people read them.
fn duration(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{seconds:.0} s")
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else {
        format!("{:.1} h", seconds / 3600.0)
    }
}
