//! `kibitzer bench`: solves every Chopsticks variant and player count from scratch and
//! prints positions, time and peak memory — the benchmark behind the solver's targets.

use super::meter::Meter;
use super::{BenchArgs, CliError};
use crate::core::Game;
use crate::games::chopsticks::{Chopsticks, Switch, Variant};
use crate::solver::progress::Phase;
use crate::solver::retrograde::saved;
use crate::solver::{Progress, Solution, solve};
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
    /// The best time to read the solve back from its saved file, when measured.
    reopen_ms: Option<f64>,
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

/// Solves `variant` from scratch `repeat` times (at least once) and keeps the best time;
/// with `reopen`, also saves the solve and reads it back, as the app does.
fn measure(variant: Variant, repeat: usize, reopen: bool) -> Result<Row, CliError> {
    let game = Chopsticks::new(variant.clone())?;
    reset_peak();
    let mut best = f64::INFINITY;
    let mut solution = None;
    for _ in 0..repeat.max(1) {
        // The last solve is dropped before the next one starts.
        drop(solution.take());
        let clock = Instant::now();
        let solved = solve(&game, &[game.start()], &Progress::new())
            .map_err(|_| CliError("cancelled".to_owned()))?;
        best = best.min(clock.elapsed().as_secs_f64() * 1000.0);
        solution = Some(solved);
    }
    let solution = solution.expect("solved at least once");
    let positions = solution.len();
    let peak_mib = peak_mib();
    let reopen_ms = match reopen {
        true => Some(reopen_best(&game, solution, best)?),
        false => None,
    };
    let mut name = variant.list();
    if let Some(hands) = variant.named_hands() {
        name = format!("{name}, {hands}");
    }
    if let Some(fingers) = variant.named_fingers() {
        name = format!("{name}, {fingers} fingers");
    }
    Ok(Row {
        name,
        players: variant.players,
        positions,
        ms: best,
        peak_mib,
        reopen_ms,
    })
}

/// Saves `solution` (solved in `solve_ms`) into a folder of its own under the system's
/// temporary folder, and gives the best of three times to read it back; the folder is
/// removed after.
fn reopen_best(
    game: &Chopsticks,
    solution: Solution<Chopsticks>,
    solve_ms: f64,
) -> Result<f64, CliError> {
    let folder = std::env::temp_dir().join(format!("kibitzer-bench-{}", std::process::id()));
    let variant = "bench";
    let file = saved::path(&folder, game, variant);
    let saved = saved::save(&file, game, variant, &solution, solve_ms);
    drop(solution);
    let reopened = saved.and_then(|()| {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let clock = Instant::now();
            let loaded = saved::load(&file, game, variant, &game.start())?;
            best = best.min(clock.elapsed().as_secs_f64() * 1000.0);
            drop(loaded);
        }
        Ok(best)
    });
    let _ = std::fs::remove_dir_all(&folder);
    reopened.map_err(|err| CliError(format!("the reopen was not measured: {err}")))
}

/// The sweep over every two-player combination of switches.
struct Sweep {
    solved: usize,
    under_1ms: usize,
    slowest: (f64, String, usize),
    skipped: usize,
}

fn sweep(all: bool) -> Result<Sweep, CliError> {
    let mut out = Sweep {
        solved: 0,
        under_1ms: 0,
        slowest: (0.0, String::new(), 0),
        skipped: 0,
    };
    for v in Variant::all(2) {
        let big = Chopsticks::new(v.clone())?.hand_values().len() > 10;
        if big && !all {
            out.skipped += 1;
            continue;
        }
        let row = measure(v, if big { 1 } else { 5 }, false)?;
        out.solved += 1;
        if row.ms < 1.0 {
            out.under_1ms += 1;
        }
        if row.ms > out.slowest.0 {
            out.slowest = (row.ms, row.name, row.positions);
        }
    }
    Ok(out)
}

/// The standard variant for `players` and each single switch that is valid with them.
fn singles(players: usize) -> impl Iterator<Item = Variant> {
    std::iter::once(Variant::standard(players)).chain(
        Switch::ALL
            .into_iter()
            .map(move |s| Variant::with(players, &[s]))
            .filter(|v| v.validate().is_ok()),
    )
}

/// Runs the benchmark.
pub fn run(args: &BenchArgs) -> Result<String, CliError> {
    let most = args.max_players.unwrap_or(6).clamp(2, 6);
    // The stages the bar counts: two players, their other hands, their every combination,
    // then each larger player count (the last ones take longest: the bar is a rough guide).
    let stages = 3 + most.saturating_sub(2);
    let progress = Progress::new();
    progress.set_phase(Phase::Solving, stages);
    let (rows, combos) = Meter::stderr().watch("Measuring", &progress, || {
        let mut rows = Vec::new();
        for v in singles(2) {
            rows.push(measure(v, 20, false)?);
        }
        progress.set(1, stages);
        // Other hands: one, three and four each, of ten fingers.
        for hands in [1, 3, 4] {
            let v = Variant::standard(2).with_fingers(10).with_hands(&[hands]);
            rows.push(measure(v, 3, false)?);
        }
        progress.set(2, stages);
        let combos = sweep(args.all)?;
        for players in 3..=most {
            progress.set(players, stages);
            measure_players(players, args.all, players == most, &mut rows)?;
        }
        Ok::<_, CliError>((rows, combos))
    })?;
    if args.json {
        return Ok(report_json(&rows, &combos));
    }
    Ok(report(&rows, &combos))
}

/// Measures the variants of `players` (three to six) into `rows`: with up to four players
/// the standard one and the single switches, with more only the standard one; with
/// `reopen`, the standard one's saved solve read back too.
fn measure_players(
    players: usize,
    all: bool,
    reopen: bool,
    rows: &mut Vec<Row>,
) -> Result<(), CliError> {
    if players <= 4 {
        // Stumps, Tens and Negative multiply the positions by about 50 per player: with
        // four players they take minutes each, so only --all includes them.
        let widens = |v: &Variant| {
            [Switch::Stumps, Switch::Tens, Switch::Negative]
                .iter()
                .any(|s| v.has(*s))
        };
        for v in singles(players).filter(|v| players == 3 || all || !widens(v)) {
            let standard = v == Variant::standard(players);
            rows.push(measure(v, 3, reopen && standard)?);
        }
    } else {
        rows.push(measure(Variant::standard(players), 1, reopen)?);
    }
    Ok(())
}

/// The measurements as JSON.
fn report_json(rows: &[Row], combos: &Sweep) -> String {
    let list: Vec<_> = rows
        .iter()
        .map(|r| json!({"variant": r.name, "players": r.players, "positions": r.positions, "ms": r.ms, "peak_mib": r.peak_mib, "reopen_ms": r.reopen_ms}))
        .collect();
    let out = json!({
        "rows": list,
        "two_player_combinations": {
            "solved": combos.solved, "under_1ms": combos.under_1ms, "skipped": combos.skipped,
            "slowest": {"variant": combos.slowest.1, "ms": combos.slowest.0, "positions": combos.slowest.2},
        },
    });
    out.to_string()
}

/// The measurements as a table, for people.
fn report(rows: &[Row], combos: &Sweep) -> String {
    let mut t = format!(
        "{:<30} {:>7} {:>12} {:>12} {:>10} {:>10}\n",
        "variant", "players", "positions", "ms", "peak MiB", "reopen ms"
    );
    for r in rows {
        let peak = r
            .peak_mib
            .map(|m| format!("{m:.1}"))
            .unwrap_or_else(|| "?".to_owned());
        let reopen = r.reopen_ms.map(|ms| format!("{ms:.1}")).unwrap_or_default();
        let _ = writeln!(
            t,
            "{:<30} {:>7} {:>12} {:>12.3} {:>10} {:>10}",
            r.name, r.players, r.positions, r.ms, peak, reopen
        );
    }
    let _ = write!(
        t,
        "two-player switch combinations: {} solved, {} under 1 ms; slowest {:.3} ms ({}, {} positions)",
        combos.solved, combos.under_1ms, combos.slowest.0, combos.slowest.1, combos.slowest.2
    );
    if combos.skipped > 0 {
        let _ = write!(
            t,
            "\n{} combinations whose hands hold more than ten values (two or three of Stumps, Tens, Negative) skipped: add --all",
            combos.skipped
        );
    }
    t
}
