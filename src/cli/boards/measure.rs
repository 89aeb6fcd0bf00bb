//! `kibitzer bench --game hare-hounds|fox-geese`: the measurements behind the targets
//! (the complete Hare and Hounds solve; the Fox and Geese search from the starts and from
//! random reachable positions).

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
            positions = solution.states.len();
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

/// Positions reached by random play from the start (a fixed seed, so runs compare), none
/// of them over.
fn random_positions(game: &FoxGeese, count: usize) -> Vec<fox_geese::Position> {
    let mut rng = crate::core::Rng::seeded(1);
    let mut next = move |below: usize| rng.below(below);
    let mut out = Vec::new();
    while out.len() < count {
        let plies = 1 + next(60);
        let mut at = game.start();
        for _ in 0..plies {
            let moves = game.legal_moves(&at);
            if moves.is_empty() {
                break;
            }
            at = game.apply(&at, &moves[next(moves.len())]);
        }
        if game.outcome(&at).is_none() {
            out.push(at);
        }
    }
    out
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

/// The most geese the in-memory reference builder is timed for: nine geese take about 4 GB.
const MAX_REMOTENESS_BENCH: usize = 9;

/// The JSON of one goose count of a remoteness build: its positions, wins (geese to move,
/// fox to move), longest remoteness (geese, fox to move) and time.
fn layer_json(
    geese: usize,
    positions: u64,
    wins: (u64, u64),
    longest: (u8, u8),
    seconds: f64,
) -> Json {
    json!({"geese": geese, "positions_per_side": positions,
           "geese_win": wins.0, "fox_wins": wins.1,
           "longest_geese_to_move": longest.0, "longest_fox_to_move": longest.1,
           "seconds": seconds})
}

/// Times the reference remoteness builder up to `--remoteness` geese, layer by layer.
fn bench_remoteness(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::remoteness::Remoteness;
    let top = args.remoteness.unwrap_or(MAX_REMOTENESS_BENCH);
    if !(crate::games::fox_geese::MIN_GEESE..=MAX_REMOTENESS_BENCH).contains(&top) {
        return Err(CliError(format!(
            "--remoteness takes 4 to {MAX_REMOTENESS_BENCH} geese (the reference builder holds \
             every position in memory), not {top}"
        )));
    }
    let mut rows = Vec::new();
    let mut clock = Instant::now();
    let started = clock;
    Remoteness::build_with(top, &mut |f| {
        rows.push((f, clock.elapsed().as_secs_f64()));
        clock = Instant::now();
    });
    let total = started.elapsed().as_secs_f64();
    if args.json {
        let layers: Vec<Json> = rows
            .iter()
            .map(|(f, s)| {
                let mut row = layer_json(
                    f.geese,
                    f.positions,
                    (f.geese_win, f.fox_wins),
                    f.longest,
                    *s,
                );
                row["entropy_bits"] = json!(f.entropy_bits);
                row["within_set_bits"] = json!(f.within_set_bits);
                row
            })
            .collect();
        return Ok(
            json!({"game": "fox-geese", "remoteness_up_to": top, "layers": layers,
                         "seconds": total})
            .to_string(),
        );
    }
    let mut t = format!(
        "Fox and Geese remoteness, the reference builder (one thread, every position in \
         memory), up to {top} geese: {total:.2} s\n\
         geese  positions per side  geese win  fox wins  longest (geese, fox to move)  \
         bits: plain, within set  seconds\n"
    );
    for (f, s) in &rows {
        let _ = writeln!(
            t,
            "{:>5}  {:>18}  {:>9}  {:>8}  {:>28}  {:>23}  {s:>7.2}",
            f.geese,
            f.positions,
            f.geese_win,
            f.fox_wins,
            format!("{}, {}", f.longest.0, f.longest.1),
            format!("{:.2}, {:.2}", f.entropy_bits, f.within_set_bits)
        );
    }
    t.push_str(
        "(positions stored: one of each pair of mirror images; bits: the entropy of the \
         geese to move's remoteness per position, plain and as the difference from its set's \
         smallest)",
    );
    Ok(t)
}

/// The most geese the streaming builder is timed for in memory.
const MAX_STREAM_BENCH: usize = 13;

/// A store for timing the streaming builder: it keeps the after-capture slices of the last
/// two counts and drops the rest.
#[derive(Default)]
struct Timing {
    after: std::collections::HashMap<(usize, usize), Vec<u8>>,
}

impl crate::solver::fox_geese::stream::Store for Timing {
    type Error = String;

    fn after(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, String> {
        self.after
            .get(&(count, sum))
            .cloned()
            .ok_or_else(|| format!("slice ({count}, {sum}) is missing"))
    }

    fn finish(&mut self, count: usize, sum: usize, _: &[u8], after: &[u8]) -> Result<(), String> {
        self.after.retain(|&(c, _), _| c + 1 >= count);
        self.after.insert((count, sum), after.to_vec());
        Ok(())
    }
}

/// Times the streaming remoteness builder up to `--remoteness` geese, count by count.
fn bench_stream(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::stream::{self, Halt};
    let top = args.remoteness.unwrap_or(MAX_STREAM_BENCH);
    if !(crate::games::fox_geese::MIN_GEESE..=MAX_STREAM_BENCH).contains(&top) {
        return Err(CliError(format!(
            "--remoteness --stream takes 4 to {MAX_STREAM_BENCH} geese, not {top}"
        )));
    }
    let progress = crate::solver::progress::Progress::new();
    let mut store = Timing::default();
    let mut rows = Vec::new();
    let started = Instant::now();
    for count in crate::games::fox_geese::MIN_GEESE..=top {
        let clock = Instant::now();
        let f = stream::count(count, &mut store, false, 2, &progress, &|_| ()).map_err(
            |h| match h {
                Halt::Cancelled => CliError("cancelled".into()),
                Halt::Store(e) => CliError(e),
            },
        )?;
        rows.push((f, clock.elapsed().as_secs_f64()));
    }
    let total = started.elapsed().as_secs_f64();
    let sets = |count: usize| crate::solver::fox_geese::index::index().size(count);
    if args.json {
        let layers: Vec<Json> = rows
            .iter()
            .map(|(f, s)| {
                let mut row = layer_json(
                    f.geese,
                    f.positions,
                    (f.geese_win, f.fox_wins),
                    f.longest,
                    *s,
                );
                row["stored_sets"] = json!(sets(f.geese));
                row
            })
            .collect();
        return Ok(
            json!({"game": "fox-geese", "stream_up_to": top, "layers": layers,
                         "seconds": total})
            .to_string(),
        );
    }
    let mut t = format!(
        "Fox and Geese remoteness, the streaming builder (two threads, slice by slice), up to \
         {top} geese: {total:.2} s\n\
         geese  positions per side  geese win  fox wins  longest (geese, fox to move)  \
         million sets/s  seconds\n"
    );
    for (f, s) in &rows {
        let _ = writeln!(
            t,
            "{:>5}  {:>18}  {:>9}  {:>8}  {:>28}  {:>14.2}  {s:>7.2}",
            f.geese,
            f.positions,
            f.geese_win,
            f.fox_wins,
            format!("{}, {}", f.longest.0, f.longest.1),
            sets(f.geese) as f64 / s.max(1e-9) / 1e6,
        );
    }
    t.push_str("(positions: every position, mirror images counted)");
    Ok(t)
}

/// Times looking up a position and every move in the exact 13-geese tables that are built
/// (the remoteness table: values with remoteness; the W/L table: who wins), over 10,000
/// positions of random games from the start.
fn bench_table(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::{remote_table, table};
    let cache =
        table::cache_folder(args.cache_dir.as_deref(), table::CacheUse::Read).map_err(CliError)?;
    let game = FoxGeese::standard();
    let positions = random_positions(&game, 10_000);
    let mut rows = Vec::new();
    match remote_table::open(&cache, 13) {
        Ok(t) => rows.push(time_lookups(&game, &positions, &t, "remoteness")?),
        Err(table::TableError::Missing { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    match table::open(&cache, 13) {
        Ok(t) => rows.push(time_lookups(&game, &positions, &t, "win-loss")?),
        Err(table::TableError::Missing { .. }) if !rows.is_empty() => {}
        Err(e) => return Err(e.into()),
    }
    if args.json {
        let list: Vec<_> = rows.iter().map(|r| r.json()).collect();
        return Ok(json!({"game": "fox-geese", "tables": list}).to_string());
    }
    Ok(rows
        .iter()
        .map(Lookups::text)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The lookups of one table: each position's value (with remoteness where the table
/// knows it) and every move's.
fn time_lookups(
    game: &FoxGeese,
    positions: &[crate::games::fox_geese::Position],
    probe: &dyn crate::solver::exact::WinTable<FoxGeese>,
    name: &'static str,
) -> Result<Lookups, CliError> {
    let look = |pos: &crate::games::fox_geese::Position| -> Result<bool, CliError> {
        if probe.knows_remoteness() {
            Ok(matches!(
                probe.value(game, pos)?,
                Some(crate::core::Value::Win(_))
            ))
        } else {
            Ok(probe.mover_wins(game, pos)? == Some(true))
        }
    };
    // Two passes: the first decompresses each block and checks it against its
    // checksum as it is first read; the second is what the app sees from then on.
    let mut first = Vec::with_capacity(positions.len());
    let mut micros = Vec::with_capacity(positions.len());
    let mut wins = 0;
    for pass in [&mut first, &mut micros] {
        wins = 0;
        for pos in positions {
            let clock = Instant::now();
            let mover = look(pos)?;
            for (_, child) in game.successors(pos) {
                look(&child)?;
            }
            pass.push(clock.elapsed().as_secs_f64() * 1e6);
            wins += usize::from(mover);
        }
    }
    first.sort_by(f64::total_cmp);
    micros.sort_by(f64::total_cmp);
    Ok(Lookups {
        name,
        wins,
        first,
        micros,
    })
}

/// The times of one table's lookups, sorted.
struct Lookups {
    name: &'static str,
    wins: usize,
    first: Vec<f64>,
    micros: Vec<f64>,
}

impl Lookups {
    fn at(&self, q: f64) -> f64 {
        self.micros[((self.micros.len() - 1) as f64 * q) as usize]
    }

    fn first_median(&self) -> f64 {
        self.first[self.first.len() / 2]
    }

    fn json(&self) -> serde_json::Value {
        json!({"table": self.name, "table_lookups": self.micros.len(), "mover_wins": self.wins,
            "min_us": self.at(0.0), "median_us": self.at(0.5), "p99_us": self.at(0.99),
            "max_us": self.at(1.0), "first_read_median_us": self.first_median()})
    }

    fn text(&self) -> String {
        format!(
            "Fox and Geese {} table, a position and all its moves, {} positions of random \
             games (the mover wins {}): min {:.1} µs, median {:.1} µs, 99% under {:.1} µs, \
             max {:.1} µs (the first read of each, blocks decompressed and checksums checked: \
             median {:.1} µs)",
            self.name,
            self.micros.len(),
            self.wins,
            self.at(0.0),
            self.at(0.5),
            self.at(0.99),
            self.at(1.0),
            self.first_median()
        )
    }
}
