//! `kibitzer puzzle GAME [--level L] [--seed N] [--answer] [--json]`: a puzzle drawn from the
//! exact values, the same for the same seed (see [`crate::review::puzzle`]): for worksheets,
//! with `kibitzer render --position CODE` for its picture.
//!
//! Solved games are solved from their start (or `--start`); Fox and Geese reads its
//! remoteness table, and without one says how to build it.

use super::{CliError, PuzzleArgs, side_words};
use crate::core::{Described, Game, Value};
use crate::games::GameKind;
use crate::games::fox_geese::FoxGeese;
use crate::review::Oracle;
use crate::review::oracle::Table;
use crate::review::puzzle::{self, Ask, Level, Puzzle};
use crate::solver::{Progress, try_solve};
use serde_json::json;

/// `kibitzer puzzle`.
pub fn run(args: &PuzzleArgs) -> Result<String, CliError> {
    if args.cache_dir.is_some() && args.game.game != GameKind::FoxGeese {
        return Err(CliError(format!(
            "--cache-dir is an option of `puzzle fox-geese`, not of `puzzle {}` (its values \
             come from a solve)",
            args.game.game
        )));
    }
    crate::for_each_game!(puzzle_of_the_game; args, args.game.game)
}

/// Calls `solved` or `searched` with the type of the game named.
macro_rules! puzzle_of_the_game {
    ([$args:expr, $kind:expr] $($k:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        match $kind {
            $(GameKind::$k => puzzle_of_the_game!(@$method crate::games::$module::$game, $args),)*
        }
    };
    (@solve $game:ty, $args:expr) => { solved::<$game>($args) };
    (@search $game:ty, $args:expr) => { searched::<$game>($args) };
}
use puzzle_of_the_game;

/// A solved game: solved from its start.
fn solved<G: Described>(args: &PuzzleArgs) -> Result<String, CliError> {
    let game: G = args.game.options.game()?;
    let start = super::position(&game, args.start.as_deref())?;
    let solution = try_solve(&game, std::slice::from_ref(&start), &Progress::new())
        .map_err(|e| CliError(e.to_string()))?;
    draw(args, &game, &solution)
}

/// A searched game: only Fox and Geese, from its remoteness table.
fn searched<G: Described>(args: &PuzzleArgs) -> Result<String, CliError> {
    if args.game.game != GameKind::FoxGeese {
        return Err(CliError(format!(
            "puzzles need the exact values, and {} is searched",
            G::TITLE
        )));
    }
    let game: FoxGeese = args.game.options.game()?;
    let Some(table) = super::boards::exact::remote_for(&game, args.cache_dir.as_deref())? else {
        let v = game.variant();
        let command = crate::solver::fox_geese::table::solve_command(
            Some(usize::from(v.geese)),
            v.sideways,
            args.cache_dir.as_deref(),
        );
        return Err(CliError(format!(
            "puzzles of Fox and Geese need its remoteness table; build it with {command}"
        )));
    };
    draw(args, &game, &Table(&table))
}

/// Draws the puzzle and words it.
fn draw<G: Described>(
    args: &PuzzleArgs,
    game: &G,
    oracle: &dyn Oracle<G>,
) -> Result<String, CliError> {
    let start = super::position(game, args.start.as_deref())?;
    let found =
        puzzle::draw(game, oracle, &start, args.seed, args.level, None).map_err(CliError)?;
    let Some(p) = found else {
        let level = args.level.map_or("any", Level::word);
        return Err(CliError(format!(
            "no puzzle of level {level} was found from seed {} in {} walks from the start of \
             {}; try another level or seed",
            args.seed,
            puzzle::WALKS,
            G::TITLE
        )));
    };
    Ok(if args.game.json {
        json_of(game, &p, &start).to_string()
    } else {
        text_of(game, &p, &start, args.answer)
    })
}

/// The names of the puzzle's moves from the start.
fn line_names<G: Game>(game: &G, p: &Puzzle<G>, start: &G::State) -> Vec<String> {
    let mut state = start.clone();
    p.line
        .iter()
        .map(|mv| {
            let name = game.format_move(&state, mv);
            state = game.apply(&state, mv);
            name
        })
        .collect()
}

/// What the puzzle asks, in words.
fn ask_words<G: Described>(game: &G, p: &Puzzle<G>) -> String {
    let side = side_words(game, game.to_move(&p.position));
    match (p.ask, p.value) {
        (Ask::OnlyWin, _) => format!("{side} to move: find the only winning move."),
        (Ask::OnlyDraw, _) => format!("{side} to move: find the only move that holds the draw."),
        (Ask::Fastest, Value::Win(n)) => {
            format!("{side} to move and win in {n} moves: find the fastest win.")
        }
        (Ask::Fastest, _) => format!("{side} to move: find the best move."),
    }
}

fn text_of<G: Described>(game: &G, p: &Puzzle<G>, start: &G::State, answer: bool) -> String {
    let line = line_names(game, p, start);
    let mut out = format!(
        "{} ({}): puzzle from seed {}, level {}\n",
        G::TITLE,
        game.variant_settings(),
        p.seed,
        p.level.word()
    );
    out += &format!("Position: {}\n", game.format_state(&p.position));
    if line.is_empty() {
        out += "Reached from the start with no move.\n";
    } else {
        out += &format!("Reached from the start by: {}\n", line.join(" "));
    }
    out += &ask_words(game, p);
    if answer {
        let name = game.format_move(&p.position, &p.answer);
        out += &format!("\nAnswer: {name} ({})", p.value);
    } else {
        out += "\n(The answer: the same command with --answer.)";
    }
    out
}

fn json_of<G: Described>(game: &G, p: &Puzzle<G>, start: &G::State) -> serde_json::Value {
    json!({
        "game": G::NAME,
        "variant": game.variant_settings().to_string(),
        "seed": p.seed,
        "level": p.level.word(),
        "ask": p.ask.word(),
        "position": game.format_state(&p.position),
        "to_move": super::side_json(game, game.to_move(&p.position)),
        "line": line_names(game, p, start),
        "answer": game.format_move(&p.position, &p.answer),
        "outcome": p.value.word(),
        "remoteness": p.value.remoteness(),
    })
}
