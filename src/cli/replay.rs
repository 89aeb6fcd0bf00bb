//! `kibitzer replay FILE [--json]`: checks a game file move by move and prints the final
//! position and how the game stands there.

use super::{CliError, ReplayArgs};
use crate::record::{self, GameSettings, Summary};
use serde::Serialize;
use std::fmt::Write;

/// What `--json` prints: the summary, with the file and the settings as in the file rather
/// than in words.
#[derive(Serialize)]
struct Json<'a> {
    file: String,
    settings: &'a GameSettings,
    #[serde(flatten)]
    summary: &'a Summary,
}

/// Moves listed in the text report before it abbreviates.
const LISTED_MOVES: usize = 40;

/// `kibitzer replay`.
pub fn run(args: &ReplayArgs) -> Result<String, CliError> {
    let record = record::load(&args.file)?;
    let loaded = record
        .replay()
        .map_err(|error| record::FileError::new(&args.file, error))?;
    let summary = loaded.summary();
    if args.json {
        let out = Json {
            file: args.file.display().to_string(),
            settings: &record.settings,
            summary: &summary,
        };
        // Written straight from the summary: a game of millions of moves as a JSON tree
        // would take ten times the memory.
        return Ok(serde_json::to_string(&out)?);
    }
    Ok(report(&crate::core::shown_path(&args.file), &summary))
}

/// The readable report.
fn report(file: &str, s: &Summary) -> String {
    let mut text = format!("{file}: {}\n", s.settings);
    let _ = writeln!(text, "  start:    {}", s.start);
    let mut listed = s
        .moves
        .iter()
        .take(LISTED_MOVES)
        .collect::<Vec<_>>()
        .join(" ");
    if s.moves.len() > LISTED_MOVES {
        listed.push_str(" …");
    }
    let _ = writeln!(text, "  moves:    {} ({listed})", s.moves.len());
    if s.variations > 0 {
        let _ = writeln!(text, "  variations: {} (side lines)", s.variations);
    }
    if s.cursor != s.moves.len() {
        let _ = writeln!(text, "  viewed at move {}", s.cursor);
    }
    let _ = writeln!(text, "  final:    {}", s.final_position);
    let _ = write!(text, "  verdict:  {}", s.verdict);
    text
}
