//! `kibitzer bench --game hare-hounds|fox-geese`: the measurements behind the targets
//! (the complete Hare and Hounds solve; the Fox and Geese search from the starts and from
//! random reachable positions).

use super::table_bench::{bench_remoteness, bench_stream, bench_table, random_positions};
use super::verdict_json;
use crate::cli::{BenchArgs, CliError};
use crate::core::{Game, Value};
use crate::games::GameKind;
use crate::games::fox_geese::{self, FoxGeese};
use crate::games::hare_hounds::{self, HareHounds};
use crate::solver::search::{Limits, Report, search};
use crate::solver::{Progress, solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// `kibitzer bench --game hare-hounds|fox-geese`.
pub fn bench(args: &BenchArgs) -> Result<String, CliError> {
    match args.game {
        Some(GameKind::HareHounds) => bench_hare_hounds(args.json),
        _ if args.table => bench_table(args),
        _ if args.stream => bench_stream(args),
        _ if args.remoteness.is_some() => bench_remoteness(args),
        _ => bench_fox_geese(args.json),
    }
}

/// Solves every hare start from scratch many times and keeps the best time.
fn bench_hare_hounds(as_json: bool) -> Result<String, CliError> {
    const RUNS: usize = 50;
    let mut rows = Vec::new();
    for name in ["b5", "b2", "a3", "b3", "c3", "a4", "b4", "c4"] {
        let game = HareHounds::new(hare_hounds::Variant::with_hare_start(name)?)?;
        let (mut best, mut total, mut positions, mut value) = (f64::INFINITY, 0.0, 0, Value::Draw);
        for _ in 0..RUNS {
            let clock = Instant::now();
            let solution = solve(&game, &[game.start()], &Progress::new())
                .map_err(|_| CliError("cancelled".to_owned()))?;
            let ms = clock.elapsed().as_secs_f64() * 1000.0;
            best = best.min(ms);
            total += ms;
            positions = solution.len();
            value = solution.value(&game, &game.start()).unwrap_or(Value::Draw);
        }
        rows.push((name, positions, best, total / RUNS as f64, value));
    }
    if as_json {
        let list: Vec<Json> = rows
            .iter()
            .map(|(name, positions, best, mean, value)| {
                json!({"hare_start": name, "positions": positions, "best_ms": best, "mean_ms": mean,
                       "start_value": value.word(), "start_remoteness": value.remoteness(), "to_move": "hounds"})
            })
            .collect();
        return Ok(json!({"game": "hare-hounds", "runs": RUNS, "rows": list}).to_string());
    }
    let mut t = format!("Hare and Hounds, complete solve from scratch, best of {RUNS} runs\n");
    let _ = writeln!(
        t,
        "{:<10} {:>10} {:>10} {:>10}  hounds (to move)",
        "hare start", "positions", "best ms", "mean ms"
    );
    for (name, positions, best, mean, value) in rows {
        let _ = writeln!(
            t,
            "{name:<10} {positions:>10} {best:>10.3} {mean:>10.3}  {value}"
        );
    }
    Ok(t.trim_end().to_owned())
}

/// Searches from every start and from 100 random reachable positions of the standard
/// game, with the default budget, and reports times and nodes per second.
fn bench_fox_geese(as_json: bool) -> Result<String, CliError> {
    let limits = Limits::default();
    let starts = search_starts(limits)?;
    let random = search_random(limits)?;
    if as_json {
        return Ok(fox_geese_json(limits, &starts, &random));
    }
    Ok(fox_geese_text(limits, &starts, &random))
}

/// One search from a start: the variant, the best move's name, the report, the wall time.
type StartRun = (String, String, Report<FoxGeese>, Duration);

/// What the searches from the random positions add up to.
struct RandomRuns {
    /// Positions searched.
    positions: usize,
    /// Nodes searched in all.
    nodes: u64,
    /// Time spent searching in all.
    busy: Duration,
    /// The longest wall time of one search.
    slowest: Duration,
    /// Searches that proved a value.
    proven: usize,
}

impl RandomRuns {
    /// Nodes per second over all the searches.
    fn rate(&self) -> f64 {
        self.nodes as f64 / self.busy.as_secs_f64().max(1e-9)
    }
}

/// Searches from the start of every variant with the default budget.
fn search_starts(limits: Limits) -> Result<Vec<StartRun>, CliError> {
    let mut starts = Vec::new();
    for (geese, sideways) in [
        (13, false),
        (15, false),
        (17, false),
        (13, true),
        (15, true),
        (17, true),
    ] {
        let game = FoxGeese::new(fox_geese::Variant::new(geese, sideways)?)?;
        let clock = Instant::now();
        let report = search(&game, &game.start(), limits, &Progress::new())
            .map_err(|_| CliError("cancelled".to_owned()))?;
        let wall = clock.elapsed();
        let best = report
            .best
            .map(|m| game.format_move(&game.start(), &m))
            .unwrap_or_default();
        starts.push((game.variant().list(), best, report, wall));
    }
    Ok(starts)
}

/// Searches from 100 random reachable positions of the standard game.
fn search_random(limits: Limits) -> Result<RandomRuns, CliError> {
    let game = FoxGeese::standard();
    let (mut nodes, mut busy, mut slowest, mut proven) = (0u64, Duration::ZERO, Duration::ZERO, 0);
    let positions = random_positions(&game, 100);
    for pos in &positions {
        let clock = Instant::now();
        let report = search(&game, pos, limits, &Progress::new())
            .map_err(|_| CliError("cancelled".to_owned()))?;
        let wall = clock.elapsed();
        slowest = slowest.max(wall);
        busy += report.elapsed;
        nodes += report.nodes;
        proven += usize::from(report.verdict.value().is_some());
    }
    Ok(RandomRuns {
        positions: positions.len(),
        nodes,
        busy,
        slowest,
        proven,
    })
}

/// The Fox and Geese measurements as JSON.
fn fox_geese_json(limits: Limits, starts: &[StartRun], random: &RandomRuns) -> String {
    let list: Vec<Json> = starts
        .iter()
        .map(|(variant, best, r, wall): &StartRun| {
            let mut v = verdict_json(r.verdict);
            v["variant"] = json!(variant);
            v["best"] = json!(best);
            v["depth"] = json!(r.depth);
            v["nodes"] = json!(r.nodes);
            v["wall_ms"] = json!(wall.as_secs_f64() * 1000.0);
            v["nodes_per_second"] = json!(r.nodes_per_second().round());
            v
        })
        .collect();
    let random = json!({"positions": random.positions, "slowest_wall_ms": random.slowest.as_secs_f64() * 1000.0,
                        "proven": random.proven, "nodes": random.nodes, "nodes_per_second": random.rate().round()});
    let out = json!({"game": "fox-geese", "budget_ms": limits.time.as_millis() as u64, "starts": list, "random": random});
    out.to_string()
}

/// The Fox and Geese measurements as a table, for people.
fn fox_geese_text(limits: Limits, starts: &[StartRun], random: &RandomRuns) -> String {
    let mut t = format!(
        "Fox and Geese search, budget {} ms\n",
        limits.time.as_millis()
    );
    let _ = writeln!(
        t,
        "{:<18} {:>8} {:>6} {:>10} {:>8} {:>10}  verdict",
        "start", "best", "depth", "nodes", "wall ms", "Mnodes/s"
    );
    for (variant, best, r, wall) in starts {
        let _ = writeln!(
            t,
            "{variant:<18} {best:>8} {:>6} {:>10} {:>8.1} {:>10.2}  {}",
            r.depth,
            r.nodes,
            wall.as_secs_f64() * 1000.0,
            r.nodes_per_second() / 1e6,
            r.verdict
        );
    }
    let _ = write!(
        t,
        "{} random reachable positions (13 geese): slowest answer {:.1} ms, {} proven, {:.2} million nodes a second",
        random.positions,
        random.slowest.as_secs_f64() * 1000.0,
        random.proven,
        random.rate() / 1e6
    );
    t
}
