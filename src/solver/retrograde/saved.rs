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
//! | `4 n f`             | the values, u32 per position and frame (`f` frames)             |
//! | `4 n`               | depth, u32 per position                                         |
//! | `8 n`               | shortest games, u64 per position                                |
//! | `n`                 | out degree, u8 per position                                     |
//! | rest                | the positions' codes ([`Game::format_state`]), each ended by `\n` |
//!
//! or, for a game that numbers its positions both ways ([`Game::dense_index`] and
//! [`Game::dense_state`]), the positions' numbers, u32 each, read back without parsing
//! anything (the header's layout says which),
//! in id order, so loading rebuilds the very same ids (and from them the lookup). A value
//! has its tag in the low two bits (1 a win, 2 a loss, 0 a draw) and the remoteness above.
//! Everything is read through [`Table::bytes`], so every block is checked against its
//! checksum; a file of another game, variant, rules version or layout is refused as foreign,
//! and a payload that does not make sense (a code that does not read, a position twice, a
//! first position that is not the start) as damaged.

use super::{Lookup, Solution, UNSEEN};
use crate::core::Game;
use crate::store::{StoreError, Table, TableId, Writer};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

mod sections;
use sections::{Numbers, Sections, read_numbers};

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
    let positions = if numbered(game) {
        "position numbers u32"
    } else {
        "position codes each ended by a newline"
    };
    TableId {
        game: game.name().to_owned(),
        variant: variant.to_owned(),
        rules_version: RULES_VERSION,
        layout: format!(
            "retrograde solution v1, {players} players, {} frames: count u64, solve ms f64, \
             values u32 per frame, depth u32, shortest games u64, out degree u8, then the \
             {positions}, in id order",
            frames(players)
        ),
        encoding: ENCODING.to_owned(),
    }
}

/// Whether the game's positions are kept as their numbers: the game numbers them and
/// tells a position from its number.
fn numbered<G: Game>(game: &G) -> bool {
    game.dense_size()
        .is_some_and(|size| size <= u32::MAX as usize)
        && game.dense_state(game.dense_index(&game.start())).is_some()
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
    let n = solution.states.len();
    let numbered = numbered(game);
    let codes: u64 = if numbered {
        4 * n as u64
    } else {
        solution
            .states
            .iter()
            .map(|s| game.format_state(s).len() as u64 + 1)
            .sum()
    };
    let fixed = PRELUDE + n as u64 * (4 * solution.frames as u64 + 4 + 8 + 1);
    let mut writer = Writer::create(path, &table_id(game, variant), fixed + codes)?;
    let mut chunk: Vec<u8> = Vec::with_capacity(CHUNK + 64);
    let put = |writer: &mut Writer, bytes: &[u8], chunk: &mut Vec<u8>| {
        chunk.extend_from_slice(bytes);
        if chunk.len() >= CHUNK {
            writer.write_all(chunk)?;
            chunk.clear();
        }
        Ok::<(), StoreError>(())
    };
    put(&mut writer, &(n as u64).to_le_bytes(), &mut chunk)?;
    put(&mut writer, &solve_ms.to_le_bytes(), &mut chunk)?;
    for v in solution.values.iter().chain(&solution.depth) {
        put(&mut writer, &v.to_le_bytes(), &mut chunk)?;
    }
    for g in &solution.shortest_games {
        put(&mut writer, &g.to_le_bytes(), &mut chunk)?;
    }
    for d in solution.out_degree.chunks(CHUNK) {
        put(&mut writer, d, &mut chunk)?;
    }
    for state in &solution.states {
        if numbered {
            put(
                &mut writer,
                &(game.dense_index(state) as u32).to_le_bytes(),
                &mut chunk,
            )?;
        } else {
            let mut code = game.format_state(state);
            code.push('\n');
            put(&mut writer, code.as_bytes(), &mut chunk)?;
        }
    }
    writer.write_all(&chunk)?;
    writer.finish()
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
    let table = Table::open(path, &table_id(game, variant))?;
    let corrupt = |what: String| StoreError::Corrupt {
        path: path.to_owned(),
        what,
    };
    let len = table.len();
    let players = game.players();
    let frames = frames(players);
    let (n, solve_ms, fixed) = read_prelude(&table, frames, corrupt)?;
    let sections = Sections::of(n, frames, len, fixed);
    // The positions (most of a load's work) are read on a core of their own, beside the
    // numbers; each side checks the blocks it reads.
    let (numbers, positions) = super::side_by_side(
        || read_numbers(&table, &sections, corrupt),
        || -> Result<Listed<G::State>, StoreError> {
            let codes = table.bytes(sections.codes.clone())?;
            if numbered(game) {
                number_states(game, codes, n).map_err(corrupt)
            } else {
                let states = parse_codes(game, codes, n).map_err(corrupt)?;
                let lookup = index(game, &states).map_err(corrupt)?;
                Ok((states, lookup))
            }
        },
    );
    let Numbers {
        values,
        depth,
        shortest_games,
        out_degree,
    } = numbers?;
    let (states, lookup) = positions?;
    if states.first().is_some_and(|first| first != start) {
        return Err(corrupt("the first position is not the start".into()));
    }
    Ok(Loaded {
        solution: Solution {
            states,
            lookup,
            frames,
            values,
            depth,
            shortest_games,
            out_degree,
            players,
        },
        solve_ms,
    })
}

/// The number of positions and the solve time from the payload's prelude, and the length
/// of the payload before the codes (`frames` per position), checked to fit in the payload.
fn read_prelude(
    table: &Table,
    frames: usize,
    corrupt: impl Fn(String) -> StoreError,
) -> Result<(usize, f64, u64), StoreError> {
    let len = table.len();
    if len < PRELUDE {
        return Err(corrupt(format!("a payload of {len} bytes has no prelude")));
    }
    let prelude = table.bytes(0..PRELUDE)?;
    let n = u64::from_le_bytes(prelude[..8].try_into().expect("8 bytes"));
    let solve_ms = f64::from_le_bytes(prelude[8..].try_into().expect("8 bytes"));
    let fixed = n
        .checked_mul(4 * frames as u64 + 4 + 8 + 1)
        .and_then(|b| b.checked_add(PRELUDE))
        .filter(|&f| f <= len && n < u64::from(super::ID_MASK))
        .ok_or_else(|| corrupt(format!("{n} positions do not fit in {len} bytes")))?;
    Ok((n as usize, solve_ms, fixed))
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

/// Positions in id order and their lookup.
type Listed<S> = (Vec<S>, Lookup<S>);

/// The `n` positions whose numbers make up `numbers`, and their lookup, built from the
/// numbers themselves (a number decodes to the one position it numbers: the index is a
/// bijection). A number no position has, or one listed twice, is damage. The positions are
/// decoded by two threads when there are two cores.
fn number_states<G: Game>(game: &G, numbers: &[u8], n: usize) -> Result<Listed<G::State>, String> {
    if numbers.len() != 4 * n {
        return Err(format!(
            "{} bytes of position numbers where the count says {n}",
            numbers.len()
        ));
    }
    let size = game.dense_size().unwrap_or(0);
    let mut table = vec![UNSEEN; size];
    for (id, c) in numbers.chunks_exact(4).enumerate() {
        let number = u32::from_le_bytes(c.try_into().expect("4 bytes")) as usize;
        let slot = table
            .get_mut(number)
            .ok_or_else(|| format!("position {id}'s number {number} is no position"))?;
        if *slot != UNSEEN {
            return Err(format!("position {id} is listed twice"));
        }
        *slot = id as u32;
    }
    let decode = |part: &[u8], first: usize| -> Result<Vec<G::State>, String> {
        part.chunks_exact(4)
            .enumerate()
            .map(|(i, c)| {
                let number = u32::from_le_bytes(c.try_into().expect("4 bytes")) as usize;
                game.dense_state(number).ok_or_else(|| {
                    format!("position {}'s number {number} is no position", first + i)
                })
            })
            .collect()
    };
    let middle = if super::two_cores() { n / 2 } else { 0 };
    let (first, second) = numbers.split_at(4 * middle);
    let (first, second) = super::side_by_side(|| decode(first, 0), || decode(second, middle));
    let mut states = first?;
    states.extend(second?);
    Ok((states, Lookup::Dense(table)))
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
            Ok(Lookup::Dense(table))
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
