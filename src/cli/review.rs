//! `kibitzer review FILE [--json] [--variations]`: every move of a saved game marked against
//! the exact values (see [`crate::review`]), with the best moves and each player's tally.
//!
//! Solved games are solved from the game's start; Fox and Geese reads its remoteness table
//! where one is built and covers the position, and otherwise searches each position for
//! `--time-ms`: only the values the search proves are marked, and the report says so.

use super::{CliError, ReviewArgs, side_json};
use crate::core::{Described, Game, Searchable, Seat, Value};
use crate::games::fox_geese::FoxGeese;
use crate::games::{GameKind, Registered};
use crate::record::{self, Loaded, LoadedGame};
use crate::review::oracle::{Search, Table};
use crate::review::{self as rv, Known, LineReview, Mark, MoveReview, Oracle, Tally};
use crate::solver::{Progress, try_solve};
use serde_json::{Value as Json, json};
use std::fmt::Write;
use std::time::Duration;

/// How long `review` searches each position of a searched game unless `--time-ms` says.
const SEARCH_MS: u64 = 250;

/// `kibitzer review`.
pub fn run(args: &ReviewArgs) -> Result<String, CliError> {
    let record = record::load(&args.file)?;
    let loaded = record
        .replay()
        .map_err(|error| record::FileError::new(&args.file, error))?;
    refuse_options(args, loaded.kind())?;
    let heading = format!(
        "{}: {}",
        crate::core::shown_path(&args.file),
        record.settings
    );
    let args = (args, heading.as_str());
    crate::for_each_game!(review_the_game; args, &loaded)
}

/// The options, and the report's first line: the file and the game's settings.
type Given<'a> = (&'a ReviewArgs, &'a str);

/// Calls `solved` or `searched` with the type of the loaded game.
macro_rules! review_the_game {
    ([$args:expr, $loaded:expr] $($k:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        match $loaded.kind() {
            $(GameKind::$k => review_the_game!(@$method crate::games::$module::$game, $args, $loaded),)*
        }
    };
    (@solve $game:ty, $args:expr, $loaded:expr) => { solved::<$game>($args, $loaded) };
    (@search $game:ty, $args:expr, $loaded:expr) => { searched::<$game>($args, $loaded) };
}
use review_the_game;

/// Refuses the options of searched games for the solved ones.
fn refuse_options(args: &ReviewArgs, kind: GameKind) -> Result<(), CliError> {
    if kind == GameKind::FoxGeese {
        return Ok(());
    }
    for (given, option) in [
        (args.time_ms.is_some(), "--time-ms"),
        (args.cache_dir.is_some(), "--cache-dir"),
    ] {
        if given {
            return Err(CliError(format!(
                "{option} is an option of `review` for Fox and Geese games, not for {kind} \
                 (its games are solved exactly)"
            )));
        }
    }
    Ok(())
}

/// The loaded game as `G`.
fn typed<G: Registered>(loaded: &LoadedGame) -> Result<&Loaded<G>, CliError> {
    loaded
        .loaded::<G>()
        .ok_or_else(|| CliError(format!("the file is not a game of {}", G::TITLE)))
}

/// A solved game: solved from its start, every move marked.
fn solved<G: Registered>(args: Given<'_>, loaded: &LoadedGame) -> Result<String, CliError> {
    let l = typed::<G>(loaded)?;
    let start = std::slice::from_ref(l.history.start());
    let solution =
        try_solve(&l.game, start, &Progress::new()).map_err(|e| CliError(e.to_string()))?;
    let source = Source::Solved;
    report(args, l, &solution, source)
}

/// Where the values of a review came from, for its first line.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Source {
    /// An exact solve from the start.
    Solved,
    /// A remoteness table, with a search where it does not cover a position.
    Table,
    /// A search of each position for this many milliseconds.
    Search(u64, String),
}

impl Source {
    /// The source in words.
    fn words(self) -> String {
        match self {
            Source::Solved => "exact, solved from the start".to_owned(),
            Source::Table => "exact from the remoteness table; a position it does not cover \
                              is searched, and marked only where the search proves its values"
                .to_owned(),
            Source::Search(ms, build) => format!(
                "not exact: no remoteness table is built, so each position is searched for \
                 {ms} ms and only the moves whose values the search proves are marked \
                 (build the table with {build} for a complete review)"
            ),
        }
    }

    /// The source as JSON.
    fn key(self) -> &'static str {
        match self {
            Source::Solved => "solved",
            Source::Table => "table",
            Source::Search(..) => "search",
        }
    }
}

/// A table first, a search where it does not cover a position.
struct TableThenSearch<'a, G: Searchable + Clone> {
    table: Table<'a, G>,
    search: Search<G>,
}

impl<G: Searchable + Clone> Oracle<G> for TableThenSearch<'_, G> {
    fn known(&self, game: &G, state: &G::State) -> Result<Known<G>, String> {
        let known = self.table.known(game, state)?;
        if known.value.is_some() {
            return Ok(known);
        }
        self.search.known(game, state)
    }

    fn is_exact(&self) -> bool {
        false
    }
}

/// A searched game: Fox and Geese from its remoteness table where built, else (and for any
/// other searched game) by a search of each position.
fn searched<G: Registered + Searchable + Clone>(
    args: Given<'_>,
    loaded: &LoadedGame,
) -> Result<String, CliError> {
    let ms = args.0.time_ms.unwrap_or(SEARCH_MS);
    if let Some(l) = loaded.loaded::<FoxGeese>() {
        let search = Search::new(&l.game, Duration::from_millis(ms));
        let cache = args.0.cache_dir.as_deref();
        if let Some(table) = super::boards::exact::remote_for(&l.game, cache)? {
            let oracle = TableThenSearch {
                table: Table(&table),
                search,
            };
            return report(args, l, &oracle, Source::Table);
        }
        let v = l.game.variant();
        let build = crate::solver::fox_geese::table::solve_command(
            Some(usize::from(v.geese)),
            v.sideways,
            args.0.cache_dir.as_deref(),
        );
        return report(args, l, &search, Source::Search(ms, build));
    }
    let l = typed::<G>(loaded)?;
    let search = Search::new(&l.game, Duration::from_millis(ms));
    let build = "`kibitzer solve fox-geese`".to_owned();
    report(args, l, &search, Source::Search(ms, build))
}

/// The review of the game's line viewed (and of every line with `--variations`), as text
/// or JSON.
fn report<G: Described>(
    (args, heading): Given<'_>,
    l: &Loaded<G>,
    oracle: &dyn Oracle<G>,
    source: Source,
) -> Result<String, CliError> {
    let viewed = rv::review_viewed(&l.game, oracle, &l.history).map_err(CliError)?;
    let lines = if args.variations {
        rv::review_lines(&l.game, oracle, &l.history).map_err(CliError)?
    } else {
        Vec::new()
    };
    let tallies = Tally::of(&viewed.moves, l.game.players());
    let names = Names { l };
    if args.json {
        let mut out = json!({
            "file": args.file.display().to_string(),
            "game": G::NAME,
            "source": source.key(),
            "exact": oracle.is_exact(),
            "mistake_plies": rv::MISTAKE_PLIES,
            "moves": viewed.moves.iter().map(|m| move_json(&names, m)).collect::<Vec<_>>(),
            "players": tallies.iter().map(|t| tally_json(&names, t)).collect::<Vec<_>>(),
        });
        if args.variations {
            out["lines"] = lines.iter().map(|line| line_json(&names, line)).collect();
        }
        return Ok(out.to_string());
    }
    let mut text = format!("{heading}\n  values: {}\n", source.words());
    if args.variations {
        for (index, line) in lines.iter().enumerate() {
            let _ = writeln!(text, "{}", line_heading(index, line));
            line_text(&mut text, &names, &line.moves);
        }
    } else {
        line_text(&mut text, &names, &viewed.moves);
    }
    text.push_str("Line viewed:\n");
    for t in &tallies {
        let _ = writeln!(text, "  {}", tally_words(&names, t));
    }
    let _ = write!(text, "{}", legend());
    Ok(text)
}

/// The heading of a line of `--variations`.
fn line_heading(index: usize, line: &LineReview) -> String {
    if index == 0 {
        "Main line:".to_owned()
    } else {
        let of = if line.of == 0 {
            "the main line".to_owned()
        } else {
            format!("variation {}", line.of)
        };
        format!("Variation {index}, leaving {of} after move {}:", line.after)
    }
}

/// What the marks mean, after the report.
fn legend() -> String {
    format!(
        "Marks: ?? blunder (a win thrown to a draw or a loss, a draw to a loss); ? mistake \
         (the win kept but at least {} plies slower, or a quarter of its length when that is \
         more; a loss likewise hastened); ! only move (the one move that keeps the outcome); \
         best (the outcome with the best remoteness); good (the outcome kept).",
        rv::MISTAKE_PLIES
    )
}

/// Names of the seats of a loaded game.
struct Names<'a, G: Game> {
    l: &'a Loaded<G>,
}

impl<G: Described> Names<'_, G> {
    /// A seat in words: its player's name, its side ("the fox"), or "player 2".
    fn seat(&self, seat: Seat) -> String {
        let side = self.l.game.side_name(seat);
        let player = self.l.seats.get(seat).and_then(|p| p.name.clone());
        match (player, side) {
            (Some(name), Some(side)) => format!("{name} ({side})"),
            (Some(name), None) => name,
            (None, Some(side)) => capitalised(&format!("the {side}")),
            (None, None) => format!("Player {}", seat + 1),
        }
    }
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// A value in words, or "not proven".
fn value_words(value: Option<Value>) -> String {
    value.map_or_else(|| "not proven".to_owned(), |v| v.to_string())
}

/// The moves of a line, one a row.
fn line_text<G: Described>(text: &mut String, names: &Names<'_, G>, moves: &[MoveReview]) {
    let players = names.l.game.players();
    for m in moves {
        let mark = m.mark.map_or("unmarked", Mark::word);
        let sign = m.mark.map_or("", Mark::sign);
        let who = if players > 2 || names.l.game.side_name(m.seat).is_some() {
            format!("{}: ", names.seat(m.seat))
        } else {
            String::new()
        };
        let _ = write!(
            text,
            "  {:>3}. {who}{}{sign}  {mark}: {} → {}",
            m.ply,
            m.name,
            value_words(m.before),
            value_words(m.after)
        );
        if !m.mark.is_some_and(Mark::is_best) && !m.best.is_empty() {
            let _ = write!(text, "; best {}", m.best.join(", "));
        }
        text.push('\n');
    }
}

/// A seat's tally in words: "Player 1: 2 blunders, 1 mistake, 14 best of 18 (3 only moves)".
fn tally_words<G: Described>(names: &Names<'_, G>, t: &Tally) -> String {
    let count = super::count;
    let mut words = format!(
        "{}: {}, {}, {} best of {}",
        names.seat(t.seat),
        count(t.blunders as u64, "blunder", "blunders"),
        count(t.mistakes as u64, "mistake", "mistakes"),
        t.best,
        t.moves
    );
    if t.only > 0 {
        let _ = write!(
            words,
            " ({})",
            count(t.only as u64, "only move", "only moves")
        );
    }
    if t.marked < t.moves {
        let _ = write!(words, "; {} not proven", t.moves - t.marked);
    }
    words
}

/// A value as JSON: `{"value": "win", "remoteness": 5}`, or null when not known.
fn value_json(value: Option<Value>) -> Json {
    value.map_or(
        Json::Null,
        |v| json!({"value": v.word(), "remoteness": v.remoteness()}),
    )
}

/// A move of the review as JSON.
fn move_json<G: Described>(names: &Names<'_, G>, m: &MoveReview) -> Json {
    json!({
        "ply": m.ply,
        "seat": m.seat,
        "side": side_json(&names.l.game, m.seat),
        "move": m.name,
        "mark": m.mark.map(Mark::word),
        "before": value_json(m.before),
        "after": value_json(m.after),
        "best": m.best,
    })
}

/// A line of the review as JSON.
fn line_json<G: Described>(names: &Names<'_, G>, line: &LineReview) -> Json {
    json!({
        "of": line.of,
        "after": line.after,
        "moves": line.moves.iter().map(|m| move_json(names, m)).collect::<Vec<_>>(),
    })
}

/// A seat's tally as JSON.
fn tally_json<G: Described>(names: &Names<'_, G>, t: &Tally) -> Json {
    let mut out = serde_json::to_value(t).unwrap_or(Json::Null);
    out["name"] = json!(names.seat(t.seat));
    out
}
