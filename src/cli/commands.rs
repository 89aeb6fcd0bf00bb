//! The commands that read a game and a position: `moves`, `eval`, `analyze`.

use super::{AnalyzeArgs, CliError, GameArgs, GameName, PositionArgs};
use crate::core::{Game, Value};
use crate::games::chopsticks::{Chopsticks, Variant};
use crate::solver::analysis::{Analysis, Census, analyze as analyze_game};
use crate::solver::{Progress, evaluate, solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;

/// Builds the Chopsticks game the arguments describe.
fn chopsticks(args: &GameArgs) -> Result<Chopsticks, CliError> {
    for (given, option, game) in [
        (args.geese.is_some(), "--geese", "Fox and Geese"),
        (args.sideways, "--sideways", "Fox and Geese"),
        (args.hare_start.is_some(), "--hare-start", "Hare and Hounds"),
    ] {
        if given {
            return Err(CliError(format!(
                "{option} is a {game} option, not one of Chopsticks"
            )));
        }
    }
    let variant = Variant::parse(args.players, &args.variant)?;
    Ok(Chopsticks::new(variant)?)
}

/// Reads the position, or takes the start.
pub(super) fn position<G: Game>(game: &G, code: Option<&str>) -> Result<G::State, CliError> {
    match code {
        Some(code) => Ok(game.parse_state(code)?),
        None => Ok(game.start()),
    }
}

/// `kibitzer moves`.
pub fn moves(args: &PositionArgs) -> Result<String, CliError> {
    refuse_eval_options(args, "moves")?;
    match args.game.game {
        GameName::Chopsticks => moves_of(&chopsticks(&args.game)?, args),
        GameName::HareHounds | GameName::FoxGeese => super::boards::moves(args),
    }
}

fn moves_of<G: Game>(game: &G, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let code = game.format_state(&state);
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
        let out = json!({"position": code, "to_move": game.to_move(&state), "moves": moves});
        return Ok(out.to_string());
    }
    let mut text = format!(
        "{code}: seat {} to move, {} legal moves",
        game.to_move(&state),
        list.len()
    );
    if let Some(outcome) = game.outcome(&state) {
        let _ = write!(text, " (game over: {outcome:?})");
    }
    for (m, to) in list {
        let _ = write!(text, "\n  {m:<12} -> {to}");
    }
    Ok(text)
}

/// Refuses the Fox and Geese `eval` options for the other games.
fn refuse_eval_options(args: &PositionArgs, command: &str) -> Result<(), CliError> {
    let fox_geese = args.game.game == GameName::FoxGeese;
    for (given, option) in [
        (args.time_ms.is_some(), "--time-ms"),
        (args.cache_dir.is_some(), "--cache-dir"),
    ] {
        if given && (!fox_geese || command != "eval") {
            return Err(CliError(format!(
                "{option} is an option of `eval fox-geese`, not of `{command} {}`",
                args.game.game
            )));
        }
    }
    Ok(())
}

/// `kibitzer eval`.
pub fn eval(args: &PositionArgs) -> Result<String, CliError> {
    refuse_eval_options(args, "eval")?;
    match args.game.game {
        GameName::Chopsticks => eval_of(&chopsticks(&args.game)?, args),
        GameName::HareHounds | GameName::FoxGeese => super::boards::eval(args),
    }
}

/// A value as JSON fields.
fn value_json(value: Value) -> (String, Option<u32>) {
    (value.word().to_owned(), value.remoteness())
}

fn eval_of<G: Game>(game: &G, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let solution = solve(game, std::slice::from_ref(&state), &Progress::new())
        .map_err(|_| CliError("the solve was cancelled".to_owned()))?;
    let eval = evaluate(game, &solution, &state)
        .ok_or_else(|| CliError("the position was not solved".to_owned()))?;
    let code = game.format_state(&state);
    if args.game.json {
        let (value, remoteness) = value_json(eval.value);
        let moves: Vec<Json> = eval
            .moves
            .iter()
            .map(|m| {
                let (value, remoteness) = value_json(m.value);
                json!({"move": m.name, "to": m.to_code, "value": value, "remoteness": remoteness})
            })
            .collect();
        let pv: Vec<String> = eval.pv.iter().map(|s| game.format_state(s)).collect();
        let mut out = json!({
            "position": code, "to_move": eval.to_move, "value": value,
            "remoteness": remoteness, "moves": moves, "pv": pv,
        });
        if game.players() > 2 {
            let seats: Vec<Json> = eval
                .seats
                .iter()
                .enumerate()
                .map(|(seat, v)| {
                    let (value, remoteness) = value_json(*v);
                    json!({"seat": seat, "value": value, "remoteness": remoteness})
                })
                .collect();
            out["seats"] = Json::Array(seats);
        }
        return Ok(out.to_string());
    }
    let mut text = format!(
        "{code}: {} for the player to move (seat {})",
        eval.value, eval.to_move
    );
    if game.players() > 2 {
        text.push_str("\nParanoid verdicts (each seat against all the others):");
        for (seat, v) in eval.seats.iter().enumerate() {
            let _ = write!(text, "\n  seat {seat}: {v}");
        }
    }
    text.push_str("\nMoves, best first:");
    for m in &eval.moves {
        let _ = write!(text, "\n  {:<12} -> {:<14} {}", m.name, m.to_code, m.value);
    }
    let pv: Vec<String> = eval.pv.iter().map(|s| game.format_state(s)).collect();
    let _ = write!(text, "\nPrincipal variation: {}", pv.join(" "));
    Ok(text)
}

/// `kibitzer analyze`.
pub fn analyze(args: &AnalyzeArgs) -> Result<String, CliError> {
    match args.game.game {
        GameName::Chopsticks => {
            let game = chopsticks(&args.game)?;
            let switches = game
                .variant()
                .switches
                .iter()
                .map(|s| s.name().to_owned())
                .collect();
            analyze_of(&game, switches, args)
        }
        GameName::HareHounds | GameName::FoxGeese => super::boards::analyze(args),
    }
}

fn analyze_of<G: Census>(
    game: &G,
    variant: Vec<String>,
    args: &AnalyzeArgs,
) -> Result<String, CliError> {
    let start = position(game, args.start.as_deref())?;
    let (analysis, _) = analyze_game(game, variant, &start, args.limit, &Progress::new())
        .map_err(|_| CliError("the solve was cancelled".to_owned()))?;
    if args.game.json {
        return Ok(serde_json::to_string(&analysis)?);
    }
    Ok(report(&analysis))
}

/// The readable analysis report.
pub fn report(a: &Analysis) -> String {
    let mut t = String::new();
    let variant = if a.variant.is_empty() {
        "standard".to_owned()
    } else {
        a.variant.join(", ")
    };
    let _ = writeln!(
        t,
        "{} ({variant}), {} players, from {}",
        a.game, a.players, a.start
    );
    let _ = writeln!(t, "  codes (with redundancy):   {}", a.codes_total);
    match (a.positions, a.consistent) {
        (Some(p), Some(c)) => {
            let _ = writeln!(t, "  distinct positions:        {p}");
            let _ = writeln!(t, "  consistent with the rules: {c}");
        }
        _ => {
            let _ = writeln!(t, "  distinct positions:        too many to list");
        }
    }
    let _ = writeln!(t, "  reachable from the start:  {}", a.reachable);
    let _ = writeln!(t, "  unreachable:               {}", a.unreachable_count);
    if !a.unreachable.is_empty() {
        let _ = writeln!(t, "    {}", a.unreachable.join(" "));
    }
    let _ = writeln!(
        t,
        "  values (mover):            {} win, {} loss, {} draw",
        a.values.win, a.values.loss, a.values.draw
    );
    let remoteness = a
        .start_remoteness
        .map(|r| format!(" in {r}"))
        .unwrap_or_default();
    let _ = writeln!(
        t,
        "  start:                     {}{remoteness}",
        a.start_value
    );
    let _ = writeln!(t, "  endings reachable:         {}", a.endings_count);
    for e in &a.endings {
        let _ = writeln!(
            t,
            "    {:<14} fewest plies {:>3}, {} shortest games",
            e.code, e.min_plies, e.shortest_games
        );
    }
    if let Some(s) = &a.shortest_game {
        let _ = writeln!(
            t,
            "  shortest game:             {} plies, {} game(s)",
            s.plies, s.count
        );
        for g in &s.games {
            let _ = writeln!(t, "    {}", g.join(" "));
        }
    }
    if let Some(limit) = a.limit {
        let _ = writeln!(t, "  (lists capped at {limit} entries by --limit)");
    }
    let _ = write!(t, "  solved in {:.3} ms", a.solve_ms);
    t
}
