//! The commands that read a game and a position: `moves`, `eval`, `analyze`, once for every
//! game of the registry. A game's evaluation method there decides how `eval` and `analyze`
//! answer: `solve` games are solved exactly from the position, `search` games are searched
//! (and `analyze` says why it cannot solve them).

use super::meter::Meter;
use super::{AnalyzeArgs, CliError, PositionArgs, count, position, side_json, side_words};
use crate::core::{Described, Outcome, Value};
use crate::games::GameKind;
use crate::solver::analysis::{Analysis, Census, analyze as analyze_game};
use crate::solver::{Progress, evaluate, try_solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;

/// Calls `$then` for the game the arguments name, with its type: `solved::$command` for the
/// games solved exactly, `searched::$command` for the games searched.
macro_rules! for_the_game {
    ([$command:ident, $args:expr, $kind:expr]
        $($k:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        match $kind {
            $(GameKind::$k => {
                for_the_game!(@$method $command, crate::games::$module::$game, $args)
            })*
        }
    };
    (@solve $command:ident, $game:ty, $args:expr) => {
        solved::$command::<$game>($args)
    };
    (@search $command:ident, $game:ty, $args:expr) => {
        searched::$command::<$game>($args)
    };
}

/// Refuses the options of searched games' `eval` for the other games and commands.
fn refuse_search_options(
    args: &PositionArgs,
    command: &str,
    searched: bool,
) -> Result<(), CliError> {
    for (given, option) in [
        (args.time_ms.is_some(), "--time-ms"),
        (args.cache_dir.is_some(), "--cache-dir"),
    ] {
        if given && (!searched || command != "eval") {
            return Err(CliError(format!(
                "{option} is an option of `eval fox-geese`, not of `{command} {}`",
                args.game.game
            )));
        }
    }
    Ok(())
}

/// `kibitzer moves`: every legal move with the position it leads to.
pub fn moves(args: &PositionArgs) -> Result<String, CliError> {
    crate::for_each_game!(for_the_game; moves, args, args.game.game)
}

/// `kibitzer eval`: the position's value and every move's, best first.
pub fn eval(args: &PositionArgs) -> Result<String, CliError> {
    crate::for_each_game!(for_the_game; eval, args, args.game.game)
}

/// `kibitzer analyze`: the variant's figures from its start.
pub fn analyze(args: &AnalyzeArgs) -> Result<String, CliError> {
    crate::for_each_game!(for_the_game; analyze, args, args.game.game)
}

/// The listing of `moves`, the same for every game.
fn moves_of<G: Described>(game: &G, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let code = game.format_state(&state);
    let mover = game.to_move(&state);
    let winner = game.outcome(&state).map(|o| match o {
        Outcome::Winner(seat) => side_json(game, seat),
        Outcome::Draw => json!("nobody"),
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
        let out = json!({
            "position": code, "to_move": side_json(game, mover), "winner": winner, "moves": moves,
        });
        return Ok(out.to_string());
    }
    let mut text = format!(
        "{code}: {} to move, {}",
        side_words(game, mover),
        count(list.len() as u64, "legal move", "legal moves")
    );
    match game.outcome(&state) {
        Some(Outcome::Winner(seat)) => {
            let _ = write!(text, " (game over: {} won)", side_words(game, seat));
        }
        Some(Outcome::Draw) => text.push_str(" (game over: a draw)"),
        None => {}
    }
    for (m, to) in list {
        let _ = write!(text, "\n  {m:<14} -> {to}");
    }
    Ok(text)
}

/// The games solved exactly.
mod solved {
    use super::*;

    /// `moves`.
    pub fn moves<G: Described>(args: &PositionArgs) -> Result<String, CliError> {
        refuse_search_options(args, "moves", false)?;
        moves_of(&args.game.options.game::<G>()?, args)
    }

    /// `eval`, from the exact solution of everything reachable from the position.
    pub fn eval<G: Described>(args: &PositionArgs) -> Result<String, CliError> {
        refuse_search_options(args, "eval", false)?;
        eval_of(&args.game.options.game::<G>()?, args)
    }

    /// `analyze`, solving from the start (or `--start`).
    pub fn analyze<G: Described + Census>(args: &AnalyzeArgs) -> Result<String, CliError> {
        let game = args.game.options.game::<G>()?;
        let start = position(&game, args.start.as_deref())?;
        let progress = Progress::new();
        let (analysis, _) = Meter::stderr()
            .watch("Solving", &progress, || {
                analyze_game(&game, game.variant_words(), &start, args.limit, &progress)
            })
            .map_err(|err| CliError(err.to_string()))?;
        let to_move = game.side_name(game.to_move(&start));
        if args.game.json {
            let mut out = serde_json::to_value(&analysis)?;
            if let Some(side) = to_move {
                out["to_move"] = json!(side);
            }
            return Ok(out.to_string());
        }
        let mut text = report(&analysis);
        if let Some(side) = to_move {
            let _ = write!(text, "\n  to move at the start:      {side}");
        }
        Ok(text)
    }
}

/// The games searched position by position: any game of the registry whose evaluation is
/// `search` (Fox and Geese reads its exact tables besides, where they are built).
mod searched {
    use super::*;
    use crate::cli::boards::{eval_searched, fox_geese_of};
    use crate::core::Searchable;

    /// `moves`.
    pub fn moves<G: Described>(args: &PositionArgs) -> Result<String, CliError> {
        refuse_search_options(args, "moves", true)?;
        moves_of(&args.game.options.game::<G>()?, args)
    }

    /// `eval`: the search, settled by the exact table where there is one.
    pub fn eval<G: Searchable + Described>(args: &PositionArgs) -> Result<String, CliError> {
        refuse_search_options(args, "eval", true)?;
        eval_searched(&args.game.options.game::<G>()?, args)
    }

    /// `analyze`: from the remoteness table where it is built (Fox and Geese); else
    /// refused, the game being too large to solve from its start here.
    pub fn analyze<G: Described>(args: &AnalyzeArgs) -> Result<String, CliError> {
        let game = args.game.options.game::<G>()?;
        let Some(game) = fox_geese_of(&game) else {
            return Err(CliError(format!(
                "{} is too large to solve from its start here; use `kibitzer eval {}` for a \
                 search",
                G::TITLE,
                G::NAME
            )));
        };
        if let Some(text) = super::super::boards::exact::analyze_remote(game, args)? {
            return Ok(text);
        }
        let v = game.variant();
        let build = format!(
            ", or build its exact table once with {}",
            crate::solver::fox_geese::table::solve_command(
                Some(usize::from(v.geese)),
                v.sideways,
                args.cache_dir.as_deref()
            )
        );
        Err(CliError(format!(
            "{} is far too large to solve from its start here (about 10^10 placements of 13 \
             geese); use `kibitzer eval {}` for a search{build}",
            G::TITLE,
            G::NAME
        )))
    }
}

/// A value as JSON fields.
fn value_json(value: Value) -> (String, Option<u32>) {
    (value.word().to_owned(), value.remoteness())
}

/// The exact evaluation of a position and of every move, the same for every solved game.
fn eval_of<G: Described>(game: &G, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    let solution = try_solve(game, std::slice::from_ref(&state), &Progress::new())
        .map_err(|err| CliError(err.to_string()))?;
    let eval = evaluate(game, &solution, &state)
        .ok_or_else(|| CliError("the position was not solved".to_owned()))?;
    let code = game.format_state(&state);
    let pv: Vec<String> = eval.pv.iter().map(|s| game.format_state(s)).collect();
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
        let mut out = json!({
            "position": code, "to_move": side_json(game, eval.to_move), "value": value,
            "remoteness": remoteness, "moves": moves, "pv": pv,
        });
        if game.players() > 2 {
            out["seats"] = eval
                .seats
                .iter()
                .enumerate()
                .map(|(seat, v)| {
                    let (value, remoteness) = value_json(*v);
                    json!({"seat": seat, "value": value, "remoteness": remoteness})
                })
                .collect();
        }
        return Ok(out.to_string());
    }
    let mut text = format!(
        "{code}: {} for the player to move ({})",
        eval.value,
        side_words(game, eval.to_move)
    );
    if game.players() > 2 {
        text.push_str("\nParanoid verdicts (each seat against all the others):");
        for (seat, v) in eval.seats.iter().enumerate() {
            let _ = write!(text, "\n  seat {seat}: {v}");
        }
    }
    text.push_str("\nMoves, best first:");
    for m in &eval.moves {
        let _ = write!(text, "\n  {:<12} -> {:<22} {}", m.name, m.to_code, m.value);
    }
    let _ = write!(text, "\nPrincipal variation: {}", pv.join(" "));
    Ok(text)
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
    report_counts(&mut t, a);
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
    if let Some(longest) = &a.longest_win {
        let _ = writeln!(
            t,
            "  longest win:               {} plies, from {}",
            longest.plies, longest.position
        );
    }
    report_endings(&mut t, a);
    if let Some(limit) = a.limit {
        let entries = count(limit as u64, "entry", "entries");
        let _ = writeln!(t, "  (lists capped at {entries} by --limit)");
    }
    let _ = write!(t, "  solved in {:.3} ms", a.solve_ms);
    t
}

/// The report's lines counting codes and positions: all, consistent, reachable, not.
fn report_counts(t: &mut String, a: &Analysis) {
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
}

/// The report's lines on the endings reachable and the shortest games.
fn report_endings(t: &mut String, a: &Analysis) {
    let _ = writeln!(t, "  endings reachable:         {}", a.endings_count);
    for e in &a.endings {
        let _ = writeln!(
            t,
            "    {:<14} fewest plies {:>3}, {}",
            e.code,
            e.min_plies,
            count(e.shortest_games, "shortest game", "shortest games")
        );
    }
    if let Some(s) = &a.shortest_game {
        let _ = writeln!(
            t,
            "  shortest game:             {}, {}",
            count(s.plies, "ply", "plies"),
            count(s.count, "game", "games")
        );
        for g in &s.games {
            let _ = writeln!(t, "    {}", g.join(" "));
        }
    }
}

#[cfg(test)]
mod tests;
