//! Exact verdicts from a table of who wins, laid over a search's report.
//!
//! A [`WinTable`] says who wins each position it covers (the Fox and Geese table without
//! sideways, say), but not how soon. [`settle`] takes a search's report of a covered
//! position and makes it exact: the position's verdict and every move's become the
//! table's, keeping a remoteness the search proved when it agrees (for the position, a
//! bound on it too); the moves are ordered winning first, each group in the search's
//! order, so that among winning moves the one the search ranks best comes first (a proven
//! quick win before the others), and when every move loses, the one the search judges to
//! hold out longest.
//!
//! A table that knows remoteness as well ([`WinTable::value`], the Fox and Geese remoteness
//! table) settles a report completely: every verdict is the table's value with its
//! remoteness, the moves best first (the quickest win, the slowest loss), and the line of
//! perfect play to the end; no search is needed.
//!
//! A search proof that contradicts the table (the search proves exactly that a move wins
//! where the table says it loses, say) is never settled in the table's favour: it means a
//! damaged table or a bug, and [`settle`] reports it as [`SettleError::Contradiction`].

use super::search::{Bound, Report, RootMove, Verdict};
use crate::core::{Game, Value};
use crate::store::StoreError;
use thiserror::Error;

/// Why a report could not be settled by a table.
#[derive(Debug, Error)]
pub enum SettleError {
    /// The table could not be read where the answer lies.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The table and a proof of the search disagree: the table is damaged, or there is a
    /// bug in one of them.
    #[error(
        "the table and the search disagree about {what}: the table is damaged or Kibitzer \
         has a bug (check the table with `kibitzer solve fox-geese --verify`)"
    )]
    Contradiction {
        /// What they disagree about, in words.
        what: String,
    },
}

fn wins_word(wins: bool) -> &'static str {
    if wins { "wins" } else { "loses" }
}

/// A table of who wins the positions of a two-player game.
pub trait WinTable<G: Game>: Send + Sync {
    /// Whether the side to move in `state` wins with perfect play: `Some(true)` it wins,
    /// `Some(false)` it loses, `None` when the table does not cover the position. An error
    /// means the table is damaged where the answer lies: never a verdict.
    fn mover_wins(&self, game: &G, state: &G::State) -> Result<Option<bool>, StoreError>;

    /// The value of `state` for its side to move with its remoteness, when the table knows
    /// remoteness and covers the position; `None` otherwise (the default: a table of who
    /// wins only). An error means the table is damaged where the answer lies.
    fn value(&self, _game: &G, _state: &G::State) -> Result<Option<Value>, StoreError> {
        Ok(None)
    }

    /// Whether [`WinTable::value`] answers for the positions the table covers: then a
    /// settled report needs no search.
    fn knows_remoteness(&self) -> bool {
        false
    }
}

/// The longest line of perfect play [`settle`] gives (in plies): more than any position of
/// the games it serves takes.
pub const LONGEST_LINE: usize = 300;

/// The search's verdict of a position or a move when the table says whether the player
/// wins: the search's own when it proved that value exactly, else the table's; `Err` with
/// what the search proved (whether the player wins) when that proof contradicts the table.
fn settled(verdict: Verdict, bound: Bound, wins: bool) -> Result<Verdict, bool> {
    match verdict {
        Verdict::Proven(_) if bound == Bound::Exact => match verdict.wins() {
            Some(proven) if proven != wins => Err(proven),
            _ => Ok(verdict),
        },
        _ => Ok(Verdict::Solved { wins }),
    }
}

/// `report` (a search of `root`, a position of a two-player game that is not over) made
/// exact by `table`; `None` when the table does not cover the position or one of its moves.
pub fn settle<G: Game + Clone>(
    game: &G,
    root: &G::State,
    report: &Report<G>,
    table: &dyn WinTable<G>,
) -> Result<Option<Report<G>>, SettleError> {
    settle_with_line(game, root, report, table, LONGEST_LINE)
}

/// [`settle`], with a line of perfect play of at most `line` plies when the table knows
/// remoteness (at least the best move): a short one where many positions are settled at
/// once and no line is shown.
pub fn settle_with_line<G: Game + Clone>(
    game: &G,
    root: &G::State,
    report: &Report<G>,
    table: &dyn WinTable<G>,
    line: usize,
) -> Result<Option<Report<G>>, SettleError> {
    if let Some(value) = table.value(game, root)? {
        return settle_values(game, root, value, report, table, line);
    }
    let Some(root_wins) = table.mover_wins(game, root)? else {
        return Ok(None);
    };
    let Some(mut moves) = settled_moves(game, root, report, table)? else {
        return Ok(None);
    };
    // Winning moves first; a stable sort keeps the search's order within each group.
    moves.sort_by_key(|m| m.verdict.wins() != Some(true));
    let best = moves.first().map(|m| m.mv.clone());
    // The search's expected line only while it starts with the move chosen.
    let pv = match (&best, report.pv.first()) {
        (Some(b), Some(first)) if b == first => report.pv.clone(),
        (Some(b), _) => vec![b.clone()],
        (None, _) => Vec::new(),
    };
    let verdict = root_verdict(game, root, report.verdict, root_wins)?;
    Ok(Some(Report {
        verdict,
        best,
        pv,
        moves,
        exact: true,
        perfect: false,
        nodes: report.nodes,
        depth: report.depth,
        elapsed: report.elapsed,
    }))
}

/// Every move of `root` (the search's in its order, then any it did not get to) with its
/// verdict settled by `table` as [`settled`] does; `None` when the table does not cover one.
fn settled_moves<G: Game + Clone>(
    game: &G,
    root: &G::State,
    report: &Report<G>,
    table: &dyn WinTable<G>,
) -> Result<Option<Vec<RootMove<G>>>, SettleError> {
    let mover = game.to_move(root);
    // The search's moves in its order, then any it did not get to (stopped very early).
    let mut moves = report.moves.clone();
    for (mv, to) in game.successors(root) {
        if !moves.iter().any(|m| m.mv == mv) {
            moves.push(RootMove {
                mv,
                to,
                verdict: Verdict::Estimate { score: 0, depth: 0 },
                bound: Bound::AtMost,
            });
        }
    }
    for m in &mut moves {
        let Some(after) = table.mover_wins(game, &m.to)? else {
            return Ok(None);
        };
        let wins = if game.to_move(&m.to) == mover {
            after
        } else {
            !after
        };
        m.verdict =
            settled(m.verdict, m.bound, wins).map_err(|proven| SettleError::Contradiction {
                what: format!(
                    "the move {} from {}: the table says it {}, the search proves it {}",
                    game.format_move(root, &m.mv),
                    game.format_state(root),
                    wins_word(wins),
                    wins_word(proven)
                ),
            })?;
        m.bound = Bound::Exact;
    }
    Ok(Some(moves))
}

/// The verdict of `root` (whose side to move wins when `root_wins`) from the search's,
/// settled by the table; it keeps a bound on the remoteness too ("within 31 moves").
fn root_verdict<G: Game>(
    game: &G,
    root: &G::State,
    searched: Verdict,
    root_wins: bool,
) -> Result<Verdict, SettleError> {
    let contradiction = |proven| SettleError::Contradiction {
        what: format!(
            "the position {}: the table says the side to move {}, the search proves it {}",
            game.format_state(root),
            wins_word(root_wins),
            wins_word(proven)
        ),
    };
    match searched {
        Verdict::ProvenWithin(_) => match searched.wins() {
            Some(proven) if proven != root_wins => Err(contradiction(proven)),
            _ => Ok(searched),
        },
        searched => settled(searched, Bound::Exact, root_wins).map_err(contradiction),
    }
}

/// The value of a move for the player making it, from the value `after` of the position
/// it leads to for that position's player: one ply more, seen from the mover's side.
fn through<G: Game>(game: &G, mover: crate::core::Seat, to: &G::State, after: Value) -> Value {
    if game.to_move(to) == mover {
        match after {
            Value::Win(n) => Value::Win(n + 1),
            Value::Loss(n) => Value::Loss(n + 1),
            Value::Draw => Value::Draw,
        }
    } else {
        after.before()
    }
}

/// A move, the position it leads to, and its value for the mover.
pub type Valued<G> = (<G as Game>::Move, <G as Game>::State, Value);

/// Every move of `state` with its value for the mover, best first (the game's order among
/// equals); `None` when the table does not cover one of them.
pub fn valued_moves<G: Game>(
    game: &G,
    state: &G::State,
    table: &dyn WinTable<G>,
) -> Result<Option<Vec<Valued<G>>>, StoreError> {
    let mover = game.to_move(state);
    let mut moves = Vec::new();
    for (mv, to) in game.successors(state) {
        let Some(after) = table.value(game, &to)? else {
            return Ok(None);
        };
        let v = through(game, mover, &to, after);
        moves.push((mv, to, v));
    }
    moves.sort_by_key(|m| std::cmp::Reverse(m.2));
    Ok(Some(moves))
}

/// `settle` by a table that knows remoteness: every verdict is the table's value, checked
/// against every exact proof of the search and against the rules (the position's value is
/// its best move's), the moves best first, and the line of perfect play from the table.
fn settle_values<G: Game + Clone>(
    game: &G,
    root: &G::State,
    value: Value,
    report: &Report<G>,
    table: &dyn WinTable<G>,
    line: usize,
) -> Result<Option<Report<G>>, SettleError> {
    let Some(valued) = valued_moves(game, root, table)? else {
        return Ok(None);
    };
    let disagree = |what: String| SettleError::Contradiction { what };
    if let Some((_, _, best)) = valued.first()
        && *best != value
    {
        return Err(disagree(format!(
            "the position {}: the table gives it {value}, but its best move {best}",
            game.format_state(root)
        )));
    }
    let moves = checked_moves(game, root, report, valued)?;
    if let Verdict::Proven(proven) = report.verdict
        && proven != value
    {
        return Err(disagree(format!(
            "the position {}: the table says {value}, the search proves {proven}",
            game.format_state(root)
        )));
    }
    let best = moves.first().map(|m| m.mv.clone());
    let pv = match moves.first() {
        Some(first) => perfect_line(game, root, first, value, table, line)?,
        None => Vec::new(),
    };
    Ok(Some(Report {
        verdict: Verdict::Proven(value),
        best,
        pv,
        moves,
        exact: true,
        perfect: true,
        nodes: report.nodes,
        depth: report.depth,
        elapsed: report.elapsed,
    }))
}

/// The moves of `root` with their values from the table (`valued`, best first), each
/// checked against the search's exact proof of it, if any.
fn checked_moves<G: Game>(
    game: &G,
    root: &G::State,
    report: &Report<G>,
    valued: Vec<Valued<G>>,
) -> Result<Vec<RootMove<G>>, SettleError> {
    let disagree = |what: String| SettleError::Contradiction { what };
    let mut moves: Vec<RootMove<G>> = Vec::new();
    for (mv, to, v) in valued {
        let searched = report.moves.iter().find(|m| m.mv == mv);
        if let Some(m) = searched
            && let Verdict::Proven(proven) = m.verdict
            && m.bound == Bound::Exact
            && proven != v
        {
            return Err(disagree(format!(
                "the move {} from {}: the table says {v}, the search proves {proven}",
                game.format_move(root, &mv),
                game.format_state(root)
            )));
        }
        moves.push(RootMove {
            mv,
            to,
            verdict: Verdict::Proven(v),
            bound: Bound::Exact,
        });
    }
    Ok(moves)
}

/// The line of perfect play from `root` by the table, starting with its best move `first`,
/// at most `line` plies: to the end of the game, or for a drawn game (`value`), until a
/// position comes back (it never ends: the play goes round from there).
fn perfect_line<G: Game + Clone>(
    game: &G,
    root: &G::State,
    first: &RootMove<G>,
    value: Value,
    table: &dyn WinTable<G>,
    line: usize,
) -> Result<Vec<G::Move>, StoreError> {
    let mut pv = vec![first.mv.clone()];
    let mut at = first.to.clone();
    let mut seen = std::collections::HashSet::from([root.clone()]);
    while pv.len() < line
        && game.outcome(&at).is_none()
        && (value != Value::Draw || seen.insert(at.clone()))
    {
        let Some(next) = valued_moves(game, &at, table)? else {
            break;
        };
        let Some((mv, to, _)) = next.into_iter().next() else {
            break;
        };
        pv.push(mv);
        at = to;
    }
    Ok(pv)
}

#[cfg(test)]
mod tests;
