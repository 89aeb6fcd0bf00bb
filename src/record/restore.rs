//! Restoring a window's games at launch: its autosave slot claimed, its own autosave and
//! those other windows left behind read, every game parsed and replayed, and the file each
//! belongs to read back to know whether the game differs from it. Everything but putting
//! the games in the window, so that the window can run it on a worker thread with progress
//! and Cancel ([`restore`]), and nothing is written: the slots are emptied, and the window's
//! autosave written, only once the games are in the window.

use super::autosave::{Broken, SLOTS, Slot, keep_game_aside, slot_path};
use super::tally::{READING, Tally};
use super::{LoadedGame, Place, Record, RecordError, SavedGame, load};
use crate::solver::progress::{Cancelled, Progress};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The bytes of the autosaves beside `first` (`…/autosave.ron`), whoever holds them: what a
/// restore may have to read.
pub fn stored_bytes(first: &Path) -> u64 {
    (1..=SLOTS)
        .filter_map(|number| fs::symlink_metadata(slot_path(first, number)).ok())
        .filter(fs::Metadata::is_file)
        .map(|meta| meta.len())
        .sum()
}

/// What a restore found: the window's slot, the games to put back, and what went wrong.
#[derive(Debug)]
pub struct Restored {
    /// The window's autosave, claimed: write to it once the games are in the window.
    pub slot: Slot,
    /// The autosaves left behind whose games are among [`Restored::games`] (or whose broken
    /// file was moved aside): empty them once the window's autosave holds the games.
    pub emptied: Vec<Slot>,
    /// How many of the games came from the autosaves of other windows.
    pub from_others: usize,
    /// The games, in the order of the autosaves (the window's own first).
    pub games: Vec<RestoredGame>,
    /// What could not be restored, in the order met.
    pub problems: Vec<RestoreProblem>,
}

/// One game of an autosave, replayed.
#[derive(Debug)]
pub struct RestoredGame {
    /// Where it was in its window.
    pub place: Place,
    /// The file it belongs to, if any.
    pub path: Option<PathBuf>,
    /// The name shown when it has no file (an example's).
    pub name: Option<String>,
    /// Whether the autosave said it had changes in no file.
    pub modified: bool,
    /// The game, ready to continue.
    pub loaded: LoadedGame,
    /// The record of the game as it now is ([`LoadedGame::to_record`]).
    pub current: Record,
    /// The record in its file as the file is now, when it has one that reads.
    pub file: Option<Record>,
}

/// What could not be restored.
#[derive(Debug)]
pub enum RestoreProblem {
    /// An autosave that could not be read (moved aside, or left where it is).
    Broken(Broken),
    /// A game that could not be replayed, written aside whole (or not, and why).
    Game {
        /// What is wrong with it.
        error: RecordError,
        /// Where its text is kept now.
        aside: io::Result<PathBuf>,
    },
}

/// Restores the autosaves beside `first`, telling `progress` how far it is: the phase
/// [`READING`] while the autosaves and the games' files are read and parsed, then the moves
/// replayed. `Ok(Err(_))` when the window can have no slot (every one is held), and
/// `Err(Cancelled)` once a cancel stopped it: then nothing was changed but broken autosaves
/// moved aside and broken games written aside.
pub fn restore(
    first: &Path,
    progress: &Progress,
) -> Result<Result<Restored, io::Error>, Cancelled> {
    progress.set_phase(READING, 0);
    let mut problems = Vec::new();
    let (slot, own) = match claim_own(first, &mut problems) {
        Ok(found) => found,
        Err(err) => return Ok(Err(err)),
    };
    let mut saved: Vec<SavedGame> = own;
    let own_count = saved.len();
    let emptied = read_left_behind(first, &slot, &mut saved, &mut problems, progress)?;
    let mut records = parse_games(first, own_count, saved, &mut problems, progress)?;
    // Another window's untouched new game (no move, no file) holds nothing to bring back:
    // its autosave is emptied with the others, and the game is not put on the desk.
    records.retain(|p| p.own || p.game.path.is_some() || p.record.move_count() > 0);
    let from_others = records.iter().filter(|p| !p.own).count();
    let games = replay_all(first, records, &mut problems, progress)?;
    Ok(Ok(Restored {
        slot,
        emptied,
        from_others,
        games,
        problems,
    }))
}

/// Reads the autosaves other windows left behind (beside `first`, but for the window's own
/// `slot`), adding their games to `saved`. Returns the slots to empty once the games are
/// safe: those read, and the broken ones that could be moved aside.
fn read_left_behind(
    first: &Path,
    slot: &Slot,
    saved: &mut Vec<SavedGame>,
    problems: &mut Vec<RestoreProblem>,
    progress: &Progress,
) -> Result<Vec<Slot>, Cancelled> {
    let mut emptied = Vec::new();
    for other in Slot::left_behind(first, slot) {
        progress.check()?;
        match other.read() {
            Ok(autosave) => {
                saved.extend(autosave.into_iter().flat_map(|a| a.games));
                emptied.push(other);
            }
            Err(broken) => {
                let stuck = broken.stuck;
                problems.push(RestoreProblem::Broken(broken));
                if !stuck {
                    emptied.push(other);
                }
            }
        }
    }
    Ok(emptied)
}

/// Replays the moves of every game read, counting them on `progress`; a game that cannot
/// be replayed is written aside (beside `first`) and reported in `problems`.
fn replay_all(
    first: &Path,
    records: Vec<Parsed>,
    problems: &mut Vec<RestoreProblem>,
    progress: &Progress,
) -> Result<Vec<RestoredGame>, Cancelled> {
    let total = records.iter().map(|p| p.record.move_count()).sum();
    let mut tally = Tally::new(progress, total);
    let mut games = Vec::with_capacity(records.len());
    for Parsed {
        game, record, file, ..
    } in records
    {
        match record.replay_watched(&mut tally)? {
            Ok(loaded) => games.push(RestoredGame {
                place: game.place,
                path: game.path,
                name: game.name,
                modified: game.modified,
                current: loaded.to_record(),
                loaded,
                file,
            }),
            Err(error) => problems.push(aside(first, &game, error)),
        }
    }
    Ok(games)
}

/// Claims the window's slot and reads its autosave. A broken autosave that cannot be moved
/// aside is never written over: the window takes another slot.
fn claim_own(
    first: &Path,
    problems: &mut Vec<RestoreProblem>,
) -> io::Result<(Slot, Vec<SavedGame>)> {
    let mut stuck = Vec::new();
    loop {
        let slot = Slot::claim(first, &stuck)?;
        match slot.read() {
            Ok(own) => return Ok((slot, own.into_iter().flat_map(|a| a.games).collect())),
            Err(broken) => {
                let is_stuck = broken.stuck;
                problems.push(RestoreProblem::Broken(broken));
                if !is_stuck {
                    return Ok((slot, Vec::new()));
                }
                stuck.push(slot.path().to_owned());
            }
        }
    }
}

/// A saved game, its record parsed.
struct Parsed {
    game: SavedGame,
    record: Record,
    /// The record in the game's file, as the file is now.
    file: Option<Record>,
    /// Whether it comes from the window's own autosave.
    own: bool,
}

/// The records of `saved`, each with the record in its file and whether it is the window's
/// own (among the first `own_count`); a game that does not parse is written aside and its
/// problem noted.
fn parse_games(
    first: &Path,
    own_count: usize,
    saved: Vec<SavedGame>,
    problems: &mut Vec<RestoreProblem>,
    progress: &Progress,
) -> Result<Vec<Parsed>, Cancelled> {
    let mut records = Vec::with_capacity(saved.len());
    for (at, game) in saved.into_iter().enumerate() {
        let own = at < own_count;
        progress.check()?;
        match Record::from_ron_str(&game.record) {
            Ok(record) => {
                // Whether it differs from its file is worked out from the file as it is now.
                let file = game.path.as_deref().and_then(|path| load(path).ok());
                records.push(Parsed {
                    game,
                    record,
                    file,
                    own,
                });
            }
            Err(error) => problems.push(aside(first, &game, error)),
        }
    }
    Ok(records)
}

/// A game that could not be restored, written aside whole beside `first`.
fn aside(first: &Path, game: &SavedGame, error: RecordError) -> RestoreProblem {
    RestoreProblem::Game {
        error,
        aside: keep_game_aside(first, &game.record),
    }
}
