//! `kibitzer bench`: solves every Chopsticks variant and player count from scratch and
//! prints positions, time and peak memory — the benchmark behind the solver's targets.

use super::{BenchArgs, CliError};
use crate::core::Game;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::solver::{Progress, solve};
use serde_json::json;
use std::fmt::Write;
use std::time::Instant;

/// One measured solve.
struct Row {
    name: String,
    players: usize,
    positions: usize,
    ms: f64,
    peak_mib: Option<f64>,
}

/// Resets the kernel's peak-memory mark for this process (Linux), so each row reports the
/// peak of its own solve.
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The peak resident memory since the last reset, in MiB (Linux).
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn measure(variant: Variant, repeat: usize) -> Result<Row, CliError> {
    let game = Chopsticks::new(variant.clone())?;
    reset_peak();
    let mut best = f64::INFINITY;
    let mut positions = 0;
    for _ in 0..repeat {
        let clock = Instant::now();
        let solution = solve(&game, &[game.start()], &Progress::new())
            .map_err(|_| CliError("cancelled".to_owned()))?;
        best = best.min(clock.elapsed().as_secs_f64() * 1000.0);
        positions = solution.states.len();
    }
    Ok(Row {
        name: variant.list(),
        players: variant.players,
        positions,
        ms: best,
        peak_mib: peak_mib(),
    })
}

/// Runs the benchmark.
pub fn run(args: &BenchArgs) -> Result<String, CliError> {
    let mut rows = Vec::new();
    let singles = |players: usize| {
        std::iter::once(Variant::standard(players)).chain(
            Switch::ALL
                .into_iter()
                .map(move |s| Variant::with(players, &[s]))
                .filter(|v| v.validate().is_ok()),
        )
    };
    for v in singles(2) {
        rows.push(measure(v, 20)?);
    }
    // Every combination of switches for two players: the slowest and the mean.
    let clock = Instant::now();
    let all = Variant::all(2);
    let mut slowest = (0.0f64, String::new());
    for v in &all {
        let row = measure(v.clone(), 3)?;
        if row.ms > slowest.0 {
            slowest = (row.ms, row.name);
        }
    }
    let all_ms = clock.elapsed().as_secs_f64() * 1000.0;
    for players in 3..=args.max_players.min(6) {
        if players <= 4 {
            for v in singles(players) {
                rows.push(measure(v, 1)?);
            }
        } else {
            rows.push(measure(Variant::standard(players), 1)?);
        }
    }
    if args.json {
        let list: Vec<_> = rows
            .iter()
            .map(|r| json!({"variant": r.name, "players": r.players, "positions": r.positions, "ms": r.ms, "peak_mib": r.peak_mib}))
            .collect();
        let out = json!({"rows": list, "two_player_combinations": all.len(), "slowest_combination": {"variant": slowest.1, "ms": slowest.0}});
        return Ok(out.to_string());
    }
    let mut t = format!(
        "{:<22} {:>7} {:>12} {:>12} {:>10}\n",
        "variant", "players", "positions", "ms", "peak MiB"
    );
    for r in &rows {
        let peak = r
            .peak_mib
            .map(|m| format!("{m:.1}"))
            .unwrap_or_else(|| "?".to_owned());
        let _ = writeln!(
            t,
            "{:<22} {:>7} {:>12} {:>12.3} {:>10}",
            r.name, r.players, r.positions, r.ms, peak
        );
    }
    let _ = write!(
        t,
        "all {} two-player switch combinations: slowest {:.3} ms ({}), {:.1} ms in all with 3 runs each",
        all.len(),
        slowest.0,
        slowest.1,
        all_ms
    );
    Ok(t)
}
