//! `kibitzer replay FILE [--json]`: checks a game file move by move and prints the final
//! position and how the game stands there.

use super::{CliError, ReplayArgs};
use crate::record::{self, Summary};
use std::fmt::Write;

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
        let mut out = serde_json::to_value(&summary)?;
        out["file"] = args.file.display().to_string().into();
        // The settings as in the file rather than in words.
        out["settings"] = serde_json::to_value(&record.settings)?;
        return Ok(out.to_string());
    }
    Ok(report(&crate::core::shown_path(&args.file), &summary))
}

/// The readable report.
fn report(file: &str, s: &Summary) -> String {
    let mut text = format!("{file}: {}\n", s.settings);
    let _ = writeln!(text, "  start:    {}", s.start);
    let mut listed = s.moves[..s.moves.len().min(LISTED_MOVES)].join(" ");
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
