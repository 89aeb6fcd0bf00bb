//! The command line of the two board games: `moves`, `eval`, `analyze` and `bench` for
//! Hare and Hounds (solved exactly) and Fox and Geese (searched).
//!
//! The output has the shapes of the Chopsticks commands, with the side to move named
//! (`"hounds"`, `"hare"`, `"fox"`, `"geese"`) instead of a seat number.

use super::{AnalyzeArgs, BenchArgs, CliError, GameArgs, GameName, PositionArgs};
use crate::core::{Game, Seat, Value};
use crate::games::fox_geese::{self, FoxGeese};
use crate::games::hare_hounds::{self, HareHounds};
use crate::solver::analysis::analyze as analyze_game;
use crate::solver::search::{Bound, Limits, Report, Verdict, search};
use crate::solver::{Progress, evaluate, solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// Builds Hare and Hounds from the arguments, refusing options of other games.
fn hare_hounds(args: &GameArgs) -> Result<HareHounds, CliError> {
    refuse_chopsticks_options(args)?;
    if args.geese.is_some() || args.sideways {
        return Err(CliError(
            "--geese and --sideways are Fox and Geese options".to_owned(),
        ));
    }
    let variant = match &args.hare_start {
        Some(point) => hare_hounds::Variant::with_hare_start(point)?,
        None => hare_hounds::Variant::standard(),
    };
    Ok(HareHounds::new(variant)?)
}

/// Builds Fox and Geese from the arguments, refusing options of other games.
fn fox_geese(args: &GameArgs) -> Result<FoxGeese, CliError> {
    refuse_chopsticks_options(args)?;
    if args.hare_start.is_some() {
        return Err(CliError(
            "--hare-start is a Hare and Hounds option".to_owned(),
        ));
    }
    let variant = fox_geese::Variant::new(args.geese.unwrap_or(13), args.sideways)?;
    Ok(FoxGeese::new(variant)?)
}

fn refuse_chopsticks_options(args: &GameArgs) -> Result<(), CliError> {
    if args.players != 2 || !args.variant.eq_ignore_ascii_case("standard") {
        return Err(CliError(format!(
            "--variant and --players are Chopsticks options; {} is played by two with --hare-start, --geese or --sideways",
            args.game
        )));
    }
    Ok(())
}

/// The name of the side in `seat`.
fn hare_hounds_side(seat: Seat) -> &'static str {
    hare_hounds::Side::of_seat(seat).name()
}

fn fox_geese_side(seat: Seat) -> &'static str {
    fox_geese::Side::of_seat(seat).name()
}

/// Reads the position, or takes the start.
fn position<G: Game>(game: &G, code: Option<&str>) -> Result<G::State, CliError> {
    match code {
        Some(code) => Ok(game.parse_state(code)?),
        None => Ok(game.start()),
    }
}

/// `kibitzer moves hare-hounds|fox-geese`.
pub fn moves(args: &PositionArgs) -> Result<String, CliError> {
    match args.game.game {
        GameName::HareHounds => moves_of(&hare_hounds(&args.game)?, hare_hounds_side, args),
        _ => moves_of(&fox_geese(&args.game)?, fox_geese_side, args),
    }
}

fn moves_of<G: Game>(
    game: &G,
    side: fn(Seat) -> &'static str,
    args: &PositionArgs,
) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let code = game.format_state(&state);
    let mover = side(game.to_move(&state));
    let winner = game.outcome(&state).map(|o| match o {
        crate::core::Outcome::Winner(seat) => side(seat),
        crate::core::Outcome::Draw => "nobody",
    });
    let list: Vec<(String, String)> = game
        .successors(&state)
        .into_iter()
        .map(|(mv, to)| (game.format_move(&state, &mv), game.format_state(&to)))
        .collect();
    if args.game.json {
        let moves: Vec<Json> = list
            .iter()
            .map(|(m, to)| json!({"move": m, "to": to}))
            .collect();
        let out = json!({"position": code, "to_move": mover, "winner": winner, "moves": moves});
        return Ok(out.to_string());
    }
    let mut text = format!("{code}: {mover} to move, {} legal moves", list.len());
    if let Some(winner) = winner {
        let _ = write!(text, " (game over: the {winner} won)");
    }
    for (m, to) in list {
        let _ = write!(text, "\n  {m:<14} -> {to}");
    }
    Ok(text)
}

/// `kibitzer eval hare-hounds|fox-geese`: the exact solution or the search.
pub fn eval(args: &PositionArgs) -> Result<String, CliError> {
    match args.game.game {
        GameName::HareHounds => eval_hare_hounds(&hare_hounds(&args.game)?, args),
        _ => eval_fox_geese(&fox_geese(&args.game)?, args),
    }
}

fn eval_hare_hounds(game: &HareHounds, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let solution = solve(game, std::slice::from_ref(&state), &Progress::new())
        .map_err(|_| CliError("the solve was cancelled".to_owned()))?;
    let eval = evaluate(game, &solution, &state)
        .ok_or_else(|| CliError("the position was not solved".to_owned()))?;
    let code = game.format_state(&state);
    let mover = hare_hounds_side(eval.to_move);
    let pv: Vec<String> = eval.pv.iter().map(|s| game.format_state(s)).collect();
    if args.game.json {
        let moves: Vec<Json> = eval
            .moves
            .iter()
            .map(|m| json!({"move": m.name, "to": m.to_code, "value": m.value.word(), "remoteness": m.value.remoteness()}))
            .collect();
        let out = json!({
            "position": code, "to_move": mover, "value": eval.value.word(),
            "remoteness": eval.value.remoteness(), "moves": moves, "pv": pv,
        });
        return Ok(out.to_string());
    }
    let mut text = format!("{code}: {} for the {mover} (to move)", eval.value);
    text.push_str("\nMoves, best first:");
    for m in &eval.moves {
        let _ = write!(text, "\n  {:<8} -> {:<22} {}", m.name, m.to_code, m.value);
    }
    let _ = write!(text, "\nPrincipal variation: {}", pv.join(" "));
    Ok(text)
}

/// A verdict as JSON fields: kind, value word, remoteness, score.
fn verdict_json(verdict: Verdict) -> Json {
    match verdict {
        Verdict::Proven(v) | Verdict::ProvenWithin(v) => json!({
            "verdict": if verdict.is_proven() { "proven" } else { "proven-within" },
            "value": v.word(), "remoteness": v.remoteness(), "score": null,
        }),
        Verdict::Estimate { score, depth } => json!({
            "verdict": "estimate", "value": null, "remoteness": null, "score": score, "depth": depth,
        }),
    }
}

fn eval_fox_geese(game: &FoxGeese, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let mut limits = Limits::default();
    if let Some(ms) = args.time_ms {
        limits.time = Duration::from_millis(ms);
    }
    let report = search(game, &state, limits, &Progress::new())
        .map_err(|_| CliError("the search was cancelled".to_owned()))?;
    let code = game.format_state(&state);
    let mover = fox_geese_side(game.to_move(&state));
    let names = move_names(game, &state, &report.pv);
    let best = report.best.map(|m| game.format_move(&state, &m));
    if args.game.json {
        let moves: Vec<Json> = report
            .moves
            .iter()
            .map(|m| {
                let mut entry = verdict_json(m.verdict);
                entry["move"] = json!(game.format_move(&state, &m.mv));
                entry["to"] = json!(game.format_state(&m.to));
                entry["bound"] = json!(bound_word(m.bound));
                entry
            })
            .collect();
        let mut out = verdict_json(report.verdict);
        for (key, value) in [
            ("position", json!(code)),
            ("to_move", json!(mover)),
            ("best", json!(best)),
            ("pv", json!(names)),
            ("moves", json!(moves)),
            ("depth", json!(report.depth)),
            ("nodes", json!(report.nodes)),
            ("ms", json!(report.elapsed.as_secs_f64() * 1000.0)),
            ("nodes_per_second", json!(report.nodes_per_second().round())),
        ] {
            out[key] = value;
        }
        return Ok(out.to_string());
    }
    let mut text = format!(
        "{code}: {} for the {mover} (to move)\n  searched {} plies, {} positions in {:.0} ms ({:.2} million a second)",
        report.verdict,
        report.depth,
        report.nodes,
        report.elapsed.as_secs_f64() * 1000.0,
        report.nodes_per_second() / 1e6,
    );
    if let Some(best) = best {
        let _ = write!(
            text,
            "\nBest move: {best}\nExpected line: {}",
            names.join(" ")
        );
    }
    text.push_str("\nMoves, best first (the first exact, the others bounds):");
    for m in &report.moves {
        let mv = game.format_move(&state, &m.mv);
        let _ = write!(
            text,
            "\n  {mv:<14} -> {:<40} {}",
            game.format_state(&m.to),
            bounded(m.verdict, m.bound)
        );
    }
    Ok(text)
}

/// A move's verdict with its bound, for people.
fn bounded(verdict: Verdict, bound: Bound) -> String {
    match (bound, verdict) {
        (Bound::Exact, _) => verdict.to_string(),
        (_, Verdict::Estimate { score, depth }) => {
            let sign = if bound == Bound::AtMost {
                "at most"
            } else {
                "at least"
            };
            format!("{sign} {score:+} (searched {depth} plies)")
        }
        (
            Bound::AtMost,
            Verdict::Proven(Value::Loss(n)) | Verdict::ProvenWithin(Value::Loss(n)),
        ) => {
            format!("loss in at most {n} (proven loss)")
        }
        (Bound::AtLeast, Verdict::Proven(Value::Win(n)) | Verdict::ProvenWithin(Value::Win(n))) => {
            format!("win in at most {n} (proven win)")
        }
        (_, verdict) => format!("{} {verdict}", bound_word(bound)),
    }
}

fn bound_word(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::AtMost => "at-most",
        Bound::AtLeast => "at-least",
    }
}

/// The names of a line of moves played from `state`.
fn move_names<G: Game>(game: &G, state: &G::State, line: &[G::Move]) -> Vec<String> {
    let mut at = state.clone();
    line.iter()
        .map(|mv| {
            let name = game.format_move(&at, mv);
            at = game.apply(&at, mv);
            name
        })
        .collect()
}

/// `kibitzer analyze hare-hounds`; Fox and Geese is refused with the reason.
pub fn analyze(args: &AnalyzeArgs) -> Result<String, CliError> {
    if args.game.game == GameName::FoxGeese {
        return Err(CliError(
            "Fox and Geese is far too large to solve completely (about 10^10 placements of 13 geese); use `kibitzer eval fox-geese` for a search".to_owned(),
        ));
    }
    let game = hare_hounds(&args.game)?;
    let start = position(&game, args.start.as_deref())?;
    let variant = if game.variant().is_standard() {
        Vec::new()
    } else {
        vec![game.variant().list()]
    };
    let (analysis, _) = analyze_game(&game, variant, &start, args.limit, &Progress::new())
        .map_err(|_| CliError("the solve was cancelled".to_owned()))?;
    let to_move = start.to_move.name();
    if args.game.json {
        let mut out = serde_json::to_value(&analysis)?;
        out["to_move"] = json!(to_move);
        return Ok(out.to_string());
    }
    Ok(format!(
        "{}\n  to move at the start:     {to_move}",
        super::commands::report(&analysis)
    ))
}

/// `kibitzer bench --game hare-hounds|fox-geese`.
pub fn bench(args: &BenchArgs) -> Result<String, CliError> {
    match args.game {
        Some(GameName::HareHounds) => bench_hare_hounds(args.json),
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
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move |below: usize| {
        // xorshift64*: plenty for picking moves.
        seed ^= seed >> 12;
        seed ^= seed << 25;
        seed ^= seed >> 27;
        (seed.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % below.max(1)
    };
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
    let rate = nodes as f64 / busy.as_secs_f64().max(1e-9);
    if as_json {
        let list: Vec<Json> = starts
            .iter()
            .map(
                |(variant, best, r, wall): &(String, String, Report<FoxGeese>, Duration)| {
                    let mut v = verdict_json(r.verdict);
                    v["variant"] = json!(variant);
                    v["best"] = json!(best);
                    v["depth"] = json!(r.depth);
                    v["nodes"] = json!(r.nodes);
                    v["wall_ms"] = json!(wall.as_secs_f64() * 1000.0);
                    v["nodes_per_second"] = json!(r.nodes_per_second().round());
                    v
                },
            )
            .collect();
        let random = json!({"positions": positions.len(), "slowest_wall_ms": slowest.as_secs_f64() * 1000.0,
                            "proven": proven, "nodes": nodes, "nodes_per_second": rate.round()});
        let out = json!({"game": "fox-geese", "budget_ms": limits.time.as_millis() as u64, "starts": list, "random": random});
        return Ok(out.to_string());
    }
    let mut t = format!(
        "Fox and Geese search, budget {} ms\n",
        limits.time.as_millis()
    );
    let _ = writeln!(
        t,
        "{:<18} {:>8} {:>6} {:>10} {:>8} {:>10}  verdict",
        "start", "best", "depth", "nodes", "wall ms", "Mnodes/s"
    );
    for (variant, best, r, wall) in &starts {
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
        "{} random reachable positions (13 geese): slowest answer {:.1} ms, {proven} proven, {:.2} million nodes a second",
        positions.len(),
        slowest.as_secs_f64() * 1000.0,
        rate / 1e6
    );
    Ok(t)
}
