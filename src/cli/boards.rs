//! The command line of the two board games: `moves`, `eval`, `analyze` and `bench` for
//! Hare and Hounds (solved exactly) and Fox and Geese (searched).
//!
//! The output has the shapes of the Chopsticks commands, with the side to move named
//! (`"hounds"`, `"hare"`, `"fox"`, `"geese"`) instead of a seat number.

mod exact;
mod measure;

pub use measure::bench;

use super::commands::position;
use super::{AnalyzeArgs, CliError, GameArgs, GameName, PositionArgs};
use crate::core::{Game, Outcome, Seat, Value};
use crate::games::fox_geese::{self, FoxGeese};
use crate::games::hare_hounds::{self, HareHounds};
use crate::solver::analysis::analyze as analyze_game;
use crate::solver::search::{Bound, Limits, Verdict, search};
use crate::solver::{Progress, evaluate, solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;
use std::time::Duration;

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
        Outcome::Winner(seat) => side(seat),
        Outcome::Draw => "nobody",
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
        Verdict::Solved { wins } => json!({
            "verdict": "solved", "value": if wins { "win" } else { "loss" },
            "remoteness": null, "score": null,
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
    let table = exact::table_for(game, args)?;
    if let Some(table) = &table
        && let Some(text) = exact::eval(game, &state, &report, table, args.game.json)?
    {
        return Ok(text);
    }
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
        "{}\n  to move at the start:      {to_move}",
        super::commands::report(&analysis)
    ))
}
