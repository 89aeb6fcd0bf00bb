//! A finished [`Solution`] kept in a store file, so that a solve done once opens at once the
//! next time.
//!
//! The file is a [`store`] table named by the game and its variant key. Its payload, all
//! integers little-endian, is
//!
//! | size                | contents                                                        |
//! |---------------------|-----------------------------------------------------------------|
//! | 8                   | `n`, the number of positions, u64                               |
//! | 8                   | how long the solve took, milliseconds, f64                      |
//! | `8 n`               | shortest games, u64 per position                                |
//! | `4 n f`             | the values, u32 per position and frame (`f` frames)             |
//! | `4 n`               | depth, u32 per position                                         |
//! | `4 n`               | the positions' numbers ([`Game::dense_index`]), u32 each        |
//! | `4 s`               | the lookup: the id of each of the `s` numbers, u32 (or `u32::MAX`) |
//! | `n`                 | out degree, u8 per position                                     |
//!
//! for a game that numbers its positions both ways ([`Game::dense_index`] and
//! [`Game::dense_state`]) in `s` numbers. Such a file is read in place, mapped, without
//! copying or decoding anything: a position is decoded from its number when asked. Every
//! part starts aligned for its numbers. For another game the numbers and the lookup are
//! left out, and the payload ends with the positions' codes ([`Game::format_state`]), each
//! ended by `\n`, which loading parses.
//!
//! Positions are in id order, so loading gives back the very same ids. A value has its tag
//! in the low two bits (1 a win, 2 a loss, 0 a draw) and the remoteness above. Loading
//! checks every block against its checksum; a file of another game, variant, rules version
//! or layout is refused as foreign, and a payload that does not make sense (a code that does
//! not read, a number that is no position or listed twice, a lookup that does not give the
//! positions back, a first position that is not the start) as damaged.

use super::column::Word;
use super::{Lookup, Positions, Solution, UNSEEN};
use crate::core::Game;
use crate::store::{StoreError, Table, TableId, Writer};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod sections;
use sections::{Columns, Sections, check_columns, read_columns};

/// Bumped whenever the rules of a game solved this way, or what the solver computes,
/// change: files saved before are then refused as foreign and solved again.
pub const RULES_VERSION: u32 = 1;

/// The value encoding named in the file's header.
pub const ENCODING: &str = "win-loss-draw-remoteness";

/// The fixed part of the payload: the number of positions and the solve time.
const PRELUDE: u64 = 16;

/// The largest chunk streamed to the writer at once.
const CHUNK: usize = 1 << 20;

/// The id of the saved solution of `game`'s variant `variant`.
pub fn table_id<G: Game>(game: &G, variant: &str) -> TableId {
    let players = game.players();
    let rest = if numbered(game).is_some() {
        "position numbers u32, lookup u32 per number, out degree u8"
    } else {
        "out degree u8, then the position codes each ended by a newline"
    };
    TableId {
        game: game.name().to_owned(),
        variant: variant.to_owned(),
        rules_version: RULES_VERSION,
        layout: format!(
            "retrograde solution v2, {players} players, {} frames: count u64, solve ms f64, \
             shortest games u64, values u32 per frame, depth u32, {rest}, in id order",
            frames(players)
        ),
        encoding: ENCODING.to_owned(),
    }
}

/// The size of the game's index ([`Game::dense_size`]) if its positions are kept as their
/// numbers: the game numbers them and tells a position from its number.
fn numbered<G: Game>(game: &G) -> Option<u64> {
    game.dense_size()
        .filter(|&size| size <= u32::MAX as usize)
        .filter(|_| game.dense_state(game.dense_index(&game.start())).is_some())
        .map(|size| size as u64)
}

/// Where the solution of `game`'s variant `variant` is saved in `folder`: the game's name
/// and the variant key with anything but letters, digits and dashes replaced, plus a short
/// hash of the key itself so that two keys never share a file.
pub fn path<G: Game>(folder: &Path, game: &G, variant: &str) -> PathBuf {
    let clean: String = variant
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    // FNV-1a: stable from run to run and from build to build.
    let hash = variant.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    folder.join(format!("{}-{clean}-{:08x}.kbt", game.name(), hash as u32))
}

fn frames(players: usize) -> usize {
    if players > 2 { players } else { 1 }
}

/// Saves `solution` (of `game`'s variant `variant`, solved in `solve_ms` milliseconds) to
/// `path`, creating its folder. The file appears under its name only once complete.
pub fn save<G: Game>(
    path: &Path,
    game: &G,
    variant: &str,
    solution: &Solution<G>,
    solve_ms: f64,
) -> Result<(), StoreError> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|source| StoreError::Io {
            path: path.to_owned(),
            action: "create the folder of",
            source,
        })?;
    }
    let n = solution.len();
    let numbered = numbered(game);
    let sections = Sections::of(n as u64, solution.frames as u64, numbered, 0);
    let codes: u64 = match numbered {
        Some(_) => 0,
        None => solution
            .states(game)
            .map(|s| game.format_state(&s).len() as u64 + 1)
            .sum(),
    };
    let mut writer = Writer::create(path, &table_id(game, variant), sections.fixed() + codes)?;
    let mut out = Chunked {
        writer: &mut writer,
        chunk: Vec::with_capacity(CHUNK + 64),
    };
    out.put(&(n as u64).to_le_bytes())?;
    out.put(&solve_ms.to_le_bytes())?;
    out.words(&solution.shortest_games)?;
    out.words(&solution.values)?;
    out.words(&solution.depth)?;
    if numbered.is_some() {
        let Lookup::Dense(lookup) = &solution.lookup else {
            unreachable!("a game that numbers its positions is looked up by number")
        };
        match &solution.positions {
            Positions::Numbered(numbers) => out.words(numbers)?,
            Positions::Listed(states) => {
                for state in states {
                    out.put(&(game.dense_index(state) as u32).to_le_bytes())?;
                }
            }
        }
        out.words(lookup)?;
    }
    out.words(&solution.out_degree)?;
    if numbered.is_none() {
        for state in solution.states(game) {
            let mut code = game.format_state(&state);
            code.push('\n');
            out.put(code.as_bytes())?;
        }
    }
    out.finish()?;
    writer.finish()
}

/// The payload, streamed to its writer a chunk at a time.
struct Chunked<'a> {
    writer: &'a mut Writer,
    chunk: Vec<u8>,
}

impl Chunked<'_> {
    fn put(&mut self, bytes: &[u8]) -> Result<(), StoreError> {
        self.chunk.extend_from_slice(bytes);
        if self.chunk.len() >= CHUNK {
            self.writer.write_all(&self.chunk)?;
            self.chunk.clear();
        }
        Ok(())
    }

    /// Numbers, little-endian.
    fn words<T: Word>(&mut self, words: &[T]) -> Result<(), StoreError> {
        for part in words.chunks(CHUNK / 8) {
            let le: Vec<T> = part.iter().map(|&w| w.le()).collect();
            self.put(bytemuck::cast_slice(&le))?;
        }
        Ok(())
    }

    fn finish(self) -> Result<(), StoreError> {
        self.writer.write_all(&self.chunk)
    }
}

/// A solution read back from its file.
pub struct Loaded<G: Game> {
    /// The solution, identical to the one saved.
    pub solution: Solution<G>,
    /// How long the solve took when it was done, in milliseconds.
    pub solve_ms: f64,
}

/// Reads the solution of `game`'s variant `variant` solved from `start` back from `path`.
/// A missing file is [`StoreError::Missing`]; a damaged, cut short or foreign one is
/// refused with the reason, never half read.
pub fn load<G: Game>(
    path: &Path,
    game: &G,
    variant: &str,
    start: &G::State,
) -> Result<Loaded<G>, StoreError> {
    let table = Arc::new(Table::open(path, &table_id(game, variant))?);
    let corrupt = |what: String| StoreError::Corrupt {
        path: path.to_owned(),
        what,
    };
    let players = game.players();
    let frames = frames(players);
    let size = numbered(game);
    let (n, solve_ms, sections) = read_prelude(&table, frames, size, corrupt)?;
    let columns = read_columns(&table, &sections)?;
    check_columns(&columns).map_err(corrupt)?;
    let Columns {
        values,
        depth,
        shortest_games,
        out_degree,
        numbered,
    } = columns;
    let (positions, lookup) = match numbered {
        Some((numbers, lookup)) => (Positions::Numbered(numbers), Lookup::Dense(lookup)),
        None => {
            let codes = table.bytes(sections.codes.clone())?;
            let states = parse_codes(game, codes, n).map_err(corrupt)?;
            let lookup = index(game, &states).map_err(corrupt)?;
            (Positions::Listed(states), lookup)
        }
    };
    let solution = Solution {
        positions,
        lookup,
        frames,
        values,
        depth,
        shortest_games,
        out_degree,
        players,
    };
    if !solution.is_empty() && solution.state(game, 0) != *start {
        return Err(corrupt("the first position is not the start".into()));
    }
    Ok(Loaded { solution, solve_ms })
}

/// The number of positions and the solve time from the payload's prelude, and where the
/// payload's parts lie (`frames` values per position, `size` numbers in the game's index
/// when it numbers its positions), checked to fit in the payload.
fn read_prelude(
    table: &Table,
    frames: usize,
    size: Option<u64>,
    corrupt: impl Fn(String) -> StoreError,
) -> Result<(usize, f64, Sections), StoreError> {
    let len = table.len();
    if len < PRELUDE {
        return Err(corrupt(format!("a payload of {len} bytes has no prelude")));
    }
    let prelude = table.bytes(0..PRELUDE)?;
    let n = u64::from_le_bytes(prelude[..8].try_into().expect("8 bytes"));
    let solve_ms = f64::from_le_bytes(prelude[8..].try_into().expect("8 bytes"));
    // Each position takes at least this many bytes, so a count that fits cannot overflow.
    let least = 8 + 4 * frames as u64 + 4 + 1;
    if n.checked_mul(least).is_none_or(|b| b > len) || n >= u64::from(super::ID_MASK) {
        return Err(corrupt(format!("{n} positions do not fit in {len} bytes")));
    }
    let sections = Sections::of(n, frames as u64, size, len);
    let fits = match size {
        Some(_) => sections.fixed() == len,
        None => sections.fixed() <= len,
    };
    if !fits {
        return Err(corrupt(format!("{n} positions do not fit in {len} bytes")));
    }
    Ok((n as usize, solve_ms, sections))
}

/// The `n` positions whose codes, each ended by a newline, make up `codes`: read by two
/// threads when there are two cores (reading the codes is most of a load's work).
fn parse_codes<G: Game>(game: &G, codes: &[u8], n: usize) -> Result<Vec<G::State>, String> {
    let codes = std::str::from_utf8(codes).map_err(|_| "the position codes are not text")?;
    if !codes.is_empty() && !codes.ends_with('\n') {
        return Err("the last position code is not ended".into());
    }
    let parse = |part: &str| -> Result<Vec<G::State>, String> {
        part.lines()
            .map(|code| {
                game.parse_state(code)
                    .map_err(|err| format!("the position code {code:?} does not read: {err}"))
            })
            .collect()
    };
    // The split falls just after a newline near the middle.
    let middle = match codes[..codes.len() / 2].rfind('\n') {
        Some(at) if super::two_cores() => at + 1,
        _ => 0,
    };
    let (first, second) = codes.split_at(middle);
    let (first, second) = super::side_by_side(|| parse(first), || parse(second));
    let mut states = first?;
    states.extend(second?);
    if states.len() != n {
        return Err(format!(
            "{} position codes where the count says {n}",
            states.len()
        ));
    }
    Ok(states)
}

/// The lookup of `states` by id, as the solver builds it; a position listed twice is
/// damage.
fn index<G: Game>(game: &G, states: &[G::State]) -> Result<Lookup<G::State>, String> {
    let twice = |id: usize| format!("position {id} is listed twice");
    match game.dense_size() {
        Some(size) => {
            let mut table = vec![UNSEEN; size];
            for (id, state) in states.iter().enumerate() {
                let slot = table
                    .get_mut(game.dense_index(state))
                    .ok_or_else(|| format!("position {id} is outside the game's index"))?;
                if *slot != UNSEEN {
                    return Err(twice(id));
                }
                *slot = id as u32;
            }
            Ok(Lookup::Dense(table.into()))
        }
        None => {
            let mut map = HashMap::with_capacity(states.len());
            for (id, state) in states.iter().enumerate() {
                if map.insert(state.clone(), id as u32).is_some() {
                    return Err(twice(id));
                }
            }
            Ok(Lookup::Hashed(map))
        }
    }
}

#[cfg(test)]
mod tests;
