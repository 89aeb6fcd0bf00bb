//! Analysis figures of a variant from a start position: counts of codes and positions,
//! reachability, endings with their shortest games, and the values of reachable positions.

use super::progress::{Cancelled, Progress};
use super::retrograde::{Solution, SolveError, try_solve};
use crate::core::{Game, Value};
use crate::solver::progress::Phase;
use serde::Serialize;
use std::time::Instant;

pub use crate::core::Census;

/// One reachable ending.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Ending {
    /// Its code.
    pub code: String,
    /// The fewest plies from the start.
    pub min_plies: u32,
    /// How many distinct games reach it in that many plies.
    pub shortest_games: u64,
}

/// The shortest games from the start to any ending.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ShortestGame {
    /// Their length in plies.
    pub plies: u32,
    /// How many there are in all.
    pub count: u64,
    /// The games, each as its list of position codes from the start (capped by the limit).
    pub games: Vec<Vec<String>>,
}

/// Win / loss / draw counts among reachable positions, for the player to move.
#[derive(Clone, Copy, Debug, Default, Serialize, PartialEq, Eq)]
pub struct ValueCounts {
    /// Positions the mover wins.
    pub win: usize,
    /// Positions the mover loses.
    pub loss: usize,
    /// Drawn positions.
    pub draw: usize,
}

/// The longest win with perfect play among the reachable positions.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct LongestWin {
    /// Plies to the end.
    pub plies: u32,
    /// The first position (in the order of discovery) won in that many plies.
    pub position: String,
}

/// The figures `kibitzer analyze` prints.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Analysis {
    /// Game name.
    pub game: String,
    /// The variant's switches.
    pub variant: Vec<String>,
    /// Number of players.
    pub players: usize,
    /// The start position's code.
    pub start: String,
    /// Codes counted with redundancy.
    pub codes_total: u128,
    /// Distinct positions in the published convention: every normal-form code, whether or
    /// not a game can reach it (`None`: too many to list).
    pub positions: Option<usize>,
    /// The positions consistent with the rules (those a game could arrive at from some
    /// start), a subset of `positions` (`None`: too many to list).
    pub consistent: Option<usize>,
    /// Positions reachable from the start.
    pub reachable: usize,
    /// Positions not reachable from the start, consistent or not (capped by the limit).
    pub unreachable: Vec<String>,
    /// How many positions are unreachable in all.
    pub unreachable_count: usize,
    /// Reachable endings (capped by the limit), fewest plies first.
    pub endings: Vec<Ending>,
    /// How many endings are reachable in all.
    pub endings_count: usize,
    /// The shortest game(s); `None` when no ending is reachable.
    pub shortest_game: Option<ShortestGame>,
    /// Values among reachable positions.
    pub values: ValueCounts,
    /// "win", "loss" or "draw" for the player to move at the start.
    pub start_value: String,
    /// Plies to the end with perfect play from the start, if it ends.
    pub start_remoteness: Option<u32>,
    /// The reachable position whose mover wins in the most plies; `None` when none is won.
    pub longest_win: Option<LongestWin>,
    /// Milliseconds the solve took.
    pub solve_ms: f64,
    /// The cap on list lengths, if one was applied to some list.
    pub limit: Option<usize>,
}

/// How much [`figures`] gathers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FigureOptions {
    /// List at most this many unreachable codes, endings and shortest games.
    pub limit: Option<usize>,
    /// Count every position of the variant, reachable or not. The codes are listed first, so for the largest variants this takes most of the time and memory.
    pub census: bool,
}

/// Solves from `start` and gathers the figures, listing at most `limit` items per list.
pub fn analyze<G: Census>(
    game: &G,
    variant: Vec<String>,
    start: &G::State,
    limit: Option<usize>,
    progress: &Progress,
) -> Result<(Analysis, Solution<G>), SolveError> {
    let clock = Instant::now();
    let solution = try_solve(game, std::slice::from_ref(start), progress)?;
    let solve_ms = clock.elapsed().as_secs_f64() * 1000.0;
    let options = FigureOptions {
        limit,
        census: true,
    };
    let analysis = figures(game, variant, start, &solution, solve_ms, options, progress)?;
    Ok((analysis, solution))
}

/// The figures of a variant solved from `start` in `solve_ms` milliseconds.
pub fn figures<G: Census>(
    game: &G,
    variant: Vec<String>,
    start: &G::State,
    solution: &Solution<G>,
    solve_ms: f64,
    options: FigureOptions,
    progress: &Progress,
) -> Result<Analysis, Cancelled> {
    let cap = options.limit.unwrap_or(usize::MAX);
    let census = count_codes(game, solution, options, progress)?;
    let (values, endings, longest) = values_and_endings(game, solution);
    let endings_count = endings.len();
    progress.set_phase(Phase::FindingShortestGames, 0);
    let shortest_game = shortest_game(game, solution, start, &endings, cap, progress)?;
    let capped = census.capped
        || endings.len() > cap
        || shortest_game
            .as_ref()
            .is_some_and(|g| (g.games.len() as u64) < g.count);
    let endings = endings
        .into_iter()
        .take(cap)
        .map(|(plies, id)| Ending {
            code: game.format_state(&solution.state(game, id)),
            min_plies: plies,
            shortest_games: solution.shortest_games[id],
        })
        .collect();
    let start_value = solution.value(game, start).unwrap_or(Value::Draw);
    Ok(Analysis {
        game: game.name().to_owned(),
        variant,
        players: game.players(),
        start: game.format_state(start),
        codes_total: game.codes_total(),
        positions: census.positions,
        consistent: census.consistent,
        reachable: solution.len(),
        unreachable: census.unreachable,
        unreachable_count: census.unreachable_count,
        endings,
        endings_count,
        shortest_game,
        values,
        start_value: start_value.word().to_owned(),
        start_remoteness: start_value.remoteness(),
        longest_win: longest.map(|(plies, id)| LongestWin {
            plies,
            position: game.format_state(&solution.state(game, id)),
        }),
        solve_ms,
        limit: if capped { options.limit } else { None },
    })
}

/// What the list of every code says: how many there are, how many are consistent, and
/// which are not reached from the start.
struct CodeCount {
    positions: Option<usize>,
    consistent: Option<usize>,
    unreachable: Vec<String>,
    unreachable_count: usize,
    capped: bool,
}

/// Lists every code (when `options.census` asks and the game can) and counts it.
fn count_codes<G: Census>(
    game: &G,
    solution: &Solution<G>,
    options: FigureOptions,
    progress: &Progress,
) -> Result<CodeCount, Cancelled> {
    let cap = options.limit.unwrap_or(usize::MAX);
    progress.set_phase(Phase::CountingPositions, 0);
    let every = if options.census {
        game.every_code()
    } else {
        None
    };
    progress.check()?;
    let mut count = CodeCount {
        positions: every.as_ref().map(Vec::len),
        consistent: None,
        unreachable: Vec::new(),
        unreachable_count: 0,
        capped: false,
    };
    let mut consistent = 0;
    for (i, state) in every.iter().flatten().enumerate() {
        if i.is_multiple_of(65536) {
            progress.check()?;
        }
        consistent += usize::from(game.is_consistent(state));
        if solution.id(game, state).is_none() {
            count.unreachable_count += 1;
            if count.unreachable.len() < cap {
                count.unreachable.push(game.format_state(state));
            } else {
                count.capped = true;
            }
        }
    }
    count.consistent = every.as_ref().map(|_| consistent);
    Ok(count)
}

/// A number of plies and the id of a position.
type PliesAndId = (u32, usize);

/// The value counts of the reachable positions, the reachable endings as (fewest plies,
/// id), fewest first, and the longest win as (plies, id).
fn values_and_endings<G: Census>(
    game: &G,
    solution: &Solution<G>,
) -> (ValueCounts, Vec<(u32, usize)>, Option<PliesAndId>) {
    let mut values = ValueCounts::default();
    let mut endings = Vec::new();
    let mut longest: Option<PliesAndId> = None;
    for (id, state) in solution.states(game).enumerate() {
        match solution.value_at(game, id, &state) {
            Value::Win(plies) => {
                values.win += 1;
                if longest.is_none_or(|(most, _)| plies > most) {
                    longest = Some((plies, id));
                }
            }
            Value::Loss(_) => values.loss += 1,
            Value::Draw => values.draw += 1,
        }
        if game.outcome(&state).is_some() {
            endings.push((solution.depth[id], id));
        }
    }
    endings.sort();
    (values, endings, longest)
}

/// The shortest games from `start` to the nearest endings (at most `cap` of them listed).
fn shortest_game<G: Census>(
    game: &G,
    solution: &Solution<G>,
    start: &G::State,
    endings: &[(u32, usize)],
    cap: usize,
    progress: &Progress,
) -> Result<Option<ShortestGame>, Cancelled> {
    let Some(&(plies, _)) = endings.first() else {
        return Ok(None);
    };
    let targets: Vec<usize> = endings
        .iter()
        .filter(|e| e.0 == plies)
        .map(|e| e.1)
        .collect();
    let count = targets.iter().fold(0u64, |sum, &id| {
        sum.saturating_add(solution.shortest_games[id])
    });
    let mut games = Vec::new();
    let mut line = vec![start.clone()];
    let leads = leads_to_ending(game, solution, &targets, plies, progress)?;
    shortest_lines(game, solution, &leads, &mut line, plies, cap, &mut games);
    Ok(Some(ShortestGame {
        plies,
        count,
        games,
    }))
}

/// For each position (by id), whether a game can go on from it, one ply further from the
/// start at every move, to one of the `targets` (endings `plies` plies from the start). The
/// search for shortest games then never follows a line that cannot end in time.
fn leads_to_ending<G: Game>(
    game: &G,
    solution: &Solution<G>,
    targets: &[usize],
    plies: u32,
    progress: &Progress,
) -> Result<Vec<bool>, Cancelled> {
    let mut leads = vec![false; solution.len()];
    for &id in targets {
        leads[id] = true;
    }
    // Discovery is breadth first, so ids grow with the distance from the start: going down
    // the ids settles every child before its parents.
    let (mut numbered, mut children) = (Vec::new(), Vec::new());
    for id in (0..solution.len()).rev() {
        if id.is_multiple_of(4096) {
            progress.check()?;
        }
        let depth = solution.depth[id];
        if depth >= plies {
            continue;
        }
        solution.children(
            game,
            &solution.state(game, id),
            &mut numbered,
            &mut children,
        );
        leads[id] = children
            .iter()
            .any(|&(c, _)| solution.depth[c] == depth + 1 && leads[c]);
    }
    Ok(leads)
}

/// Collects the games of exactly `plies` plies from the end of `line` to an ending, moving
/// only to positions one ply further from the start.
fn shortest_lines<G: Game>(
    game: &G,
    solution: &Solution<G>,
    leads: &[bool],
    line: &mut Vec<G::State>,
    plies: u32,
    cap: usize,
    out: &mut Vec<Vec<String>>,
) {
    if out.len() >= cap {
        return;
    }
    let Some(here) = line.last().cloned() else {
        return;
    };
    let depth = (line.len() - 1) as u32;
    if depth == plies {
        if game.outcome(&here).is_some() {
            out.push(line.iter().map(|s| game.format_state(s)).collect());
        }
        return;
    }
    for (_, next) in game.successors(&here) {
        let on_course = solution
            .id(game, &next)
            .is_some_and(|id| solution.depth[id] == depth + 1 && leads[id]);
        if on_course {
            line.push(next);
            shortest_lines(game, solution, leads, line, plies, cap, out);
            line.pop();
        }
    }
}
