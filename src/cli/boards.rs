//! The command line of the searched games: `eval` by search, for any of them, and for Fox
//! and Geese settled by its exact tables where they are built (`exact.rs`); and `bench` of
//! the board games.
//!
//! The output has the shapes of the other games' `eval`, with the side to move named
//! (`"fox"`, `"geese"`) and each verdict saying whether it is proven or estimated.

mod decode_bench;
pub(super) mod exact;
mod measure;
mod study_bench;
mod table_bench;

pub use measure::bench;

use super::position;
use super::{CliError, PositionArgs, count};
use crate::core::{Described, Game, Searchable, Value};
use crate::games::fox_geese::FoxGeese;
use crate::solver::Progress;
use crate::solver::search::{Bound, Limits, Report, Verdict, search};
use serde_json::{Value as Json, json};
use std::any::Any;
use std::fmt::Write;
use std::time::Duration;

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
        // In the window's units, as the text (a goose taken is 10).
        Verdict::Estimate { score, depth } => json!({
            "verdict": "estimate", "value": null, "remoteness": null,
            "score": crate::solver::search::score_units(score), "depth": depth,
        }),
    }
}

/// `kibitzer eval` of a searched game: the search; for Fox and Geese, its exact tables first
/// (see [`eval_fox_geese`]).
pub(super) fn eval_searched<G: Searchable + Described>(
    game: &G,
    args: &PositionArgs,
) -> Result<String, CliError> {
    if let Some(game) = fox_geese_of(game) {
        return eval_fox_geese(game, args);
    }
    let state = position(game, args.position.as_deref())?;
    let report = search_for(game, &state, args)?;
    Ok(searched_words(game, &state, &report, args.game.json))
}

/// `kibitzer eval fox-geese`: from the remoteness table where it covers the position; else
/// the search, settled by the W/L table where there is one.
fn eval_fox_geese(game: &FoxGeese, args: &PositionArgs) -> Result<String, CliError> {
    let state = position(game, args.position.as_deref())?;
    // The remoteness table answers at once, without a search.
    if let Some(table) = exact::remote_for(game, args.cache_dir.as_deref())?
        && let Some(text) = exact::eval_remote(game, &state, &table, args.game.json)?
    {
        return Ok(text);
    }
    let report = search_for(game, &state, args)?;
    if let Some(table) = exact::table_for(game, args)?
        && let Some(text) = exact::eval(game, &state, &report, &table, args.game.json)?
    {
        return Ok(text);
    }
    Ok(searched_words(game, &state, &report, args.game.json))
}

/// The search of `state` within the time `--time-ms` gives.
fn search_for<G: Searchable + Described>(
    game: &G,
    state: &G::State,
    args: &PositionArgs,
) -> Result<Report<G>, CliError> {
    let mut limits = Limits::default();
    if let Some(ms) = args.time_ms {
        limits.time = Duration::from_millis(ms);
    }
    search(game, state, limits, &Progress::new())
        .map_err(|_| CliError("the search was cancelled".to_owned()))
}

/// The search's report as `eval` prints it, JSON or text.
fn searched_words<G: Described>(
    game: &G,
    state: &G::State,
    report: &Report<G>,
    json: bool,
) -> String {
    let searched = Searched::new(game, state, report);
    if json {
        searched.json()
    } else {
        searched.text()
    }
}

/// The game as Fox and Geese, whose exact tables the command line reads, when `G` is Fox
/// and Geese.
pub(super) fn fox_geese_of<G: Described>(game: &G) -> Option<&FoxGeese> {
    (game as &dyn Any).downcast_ref()
}

/// A search's report on a position, with the names `eval` prints.
struct Searched<'a, G: Described> {
    game: &'a G,
    state: &'a G::State,
    report: &'a Report<G>,
    /// The position's code.
    code: String,
    /// The side to move, as JSON (`"fox"`) and in words (`"the fox"`).
    mover: (Json, String),
    /// The best move's name.
    best: Option<String>,
    /// The expected line's move names.
    names: Vec<String>,
}

impl<'a, G: Described> Searched<'a, G> {
    fn new(game: &'a G, state: &'a G::State, report: &'a Report<G>) -> Self {
        let mover = game.to_move(state);
        Searched {
            game,
            state,
            report,
            code: game.format_state(state),
            mover: (
                super::side_json(game, mover),
                super::side_words(game, mover),
            ),
            names: move_names(game, state, &report.pv),
            best: report.best.as_ref().map(|m| game.format_move(state, m)),
        }
    }

    /// The report as JSON.
    fn json(&self) -> String {
        let (game, state, report) = (self.game, self.state, self.report);
        let moves: Vec<Json> = report
            .moves
            .iter()
            .map(|m| {
                let mut entry = verdict_json(m.verdict);
                entry["move"] = json!(game.format_move(state, &m.mv));
                entry["to"] = json!(game.format_state(&m.to));
                entry["bound"] = json!(bound_word(m.bound));
                entry
            })
            .collect();
        let mut out = verdict_json(report.verdict);
        for (key, value) in [
            ("position", json!(self.code)),
            ("to_move", self.mover.0.clone()),
            ("best", json!(self.best)),
            ("pv", json!(self.names)),
            ("moves", json!(moves)),
            ("depth", json!(report.depth)),
            ("nodes", json!(report.nodes)),
            ("ms", json!(report.elapsed.as_secs_f64() * 1000.0)),
            ("nodes_per_second", json!(report.nodes_per_second().round())),
        ] {
            out[key] = value;
        }
        out.to_string()
    }

    /// The report for people.
    fn text(&self) -> String {
        let (game, state, report) = (self.game, self.state, self.report);
        let (code, mover) = (&self.code, &self.mover.1);
        let mut text = format!(
            "{code}: {} for {mover} (to move)\n  searched {}, {} positions in {:.0} ms ({:.2} million a second)",
            report.verdict,
            count(report.depth, "ply", "plies"),
            report.nodes,
            report.elapsed.as_secs_f64() * 1000.0,
            report.nodes_per_second() / 1e6,
        );
        if let Some(best) = &self.best {
            let _ = write!(
                text,
                "\nBest move: {best}\nExpected line: {}",
                self.names.join(" ")
            );
        }
        // The terms of the score, as the window explains them (Fox and Geese's).
        let terms: &[(&str, i32)] = match fox_geese_of(game) {
            Some(_) => &crate::games::fox_geese::heuristic::SCORE_TERMS,
            None => &[],
        };
        let scale = crate::ui::views::estimate::score_scale(terms);
        if !scale.is_empty() {
            let _ = write!(
                text,
                "\nEstimates are the search's, for the player making the move, in the window's \
                 units. {scale}"
            );
        }
        text.push_str(
            "\nMoves, best first (each move's value as the search left it: a proven result, an \
             estimate, or a bound when the search cut the move off once it was no better than \
             the best):",
        );
        for m in &report.moves {
            let mv = game.format_move(state, &m.mv);
            let _ = write!(
                text,
                "\n  {mv:<14} -> {:<40} {}",
                game.format_state(&m.to),
                bounded(m.verdict, m.bound)
            );
        }
        text
    }
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
            format!(
                "{sign} {:+.1} (searched {})",
                crate::solver::search::score_units(score),
                count(depth, "ply", "plies")
            )
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
