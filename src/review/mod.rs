//! Game review: every move of a game marked against the exact value of the position it was
//! played from, for the player who made it — blunder, mistake, good, best or only move —
//! with the best moves and a tally per player.
//!
//! The command line (`kibitzer review`) and the window read the same review: the values
//! come from an [`Oracle`] (an exact solve, a table that knows remoteness, or a search that
//! proves only some values: the moves it cannot prove stay unmarked), the marks from
//! [`mark::classify`]. With three or more players each seat's value is its paranoid one
//! (the seat against all the others), as the solver gives it.

pub mod drill;
pub mod mark;
pub mod oracle;
pub mod puzzle;
pub mod puzzle_log;

pub use mark::{MISTAKE_PLIES, Mark, classify, mistake_margin};
pub use oracle::{Known, Oracle};

use crate::core::{Game, Seat, Value};
use crate::history::{History, NodeId};
use serde::Serialize;

/// One move of a reviewed line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveReview {
    /// The node of the history the move leads to.
    #[serde(skip)]
    pub node: NodeId,
    /// Its number in the game: 1 for the first move.
    pub ply: usize,
    /// The seat that played it, in the turn order of the start position.
    pub seat: Seat,
    /// Its name.
    pub name: String,
    /// Its mark; `None` when the values it needs are not known exactly.
    pub mark: Option<Mark>,
    /// The value of the position before it for its player: its best move's.
    pub before: Option<Value>,
    /// The value of the move played for its player, remoteness counted from before it.
    pub after: Option<Value>,
    /// The names of the best moves (all those equally good), when known.
    pub best: Vec<String>,
}

/// A reviewed line: the main line, or a variation leaving line `of` after `after` moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineReview {
    /// The line it leaves (0 for the main line and for the line viewed).
    pub of: usize,
    /// The moves of the game before its first.
    pub after: usize,
    /// Its moves.
    pub moves: Vec<MoveReview>,
}

/// How one player played a reviewed line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// The seat, in the turn order of the start position.
    pub seat: Seat,
    /// The moves it played.
    pub moves: usize,
    /// Those with a mark (all of them when the values are exact).
    pub marked: usize,
    /// Its blunders.
    pub blunders: usize,
    /// Its mistakes.
    pub mistakes: usize,
    /// Its good moves (the outcome kept, not the best remoteness).
    pub good: usize,
    /// Its best moves, only moves included.
    pub best: usize,
    /// Its only moves.
    pub only: usize,
}

impl Tally {
    /// Each seat's tally of `moves`, for a game of `players` seats.
    pub fn of<'a>(moves: impl IntoIterator<Item = &'a MoveReview>, players: usize) -> Vec<Tally> {
        let mut tallies: Vec<Tally> = (0..players)
            .map(|seat| Tally {
                seat,
                ..Tally::default()
            })
            .collect();
        for m in moves {
            let Some(t) = tallies.get_mut(m.seat) else {
                continue;
            };
            t.moves += 1;
            let Some(mark) = m.mark else { continue };
            t.marked += 1;
            match mark {
                Mark::Blunder => t.blunders += 1,
                Mark::Mistake => t.mistakes += 1,
                Mark::Good => t.good += 1,
                Mark::Best => t.best += 1,
                Mark::Only => {
                    t.best += 1;
                    t.only += 1;
                }
            }
        }
        tallies
    }
}

/// The review of one move, `mv` from `before` (a position the game has not ended in) to
/// `node`, the `ply`-th move of the game, played by `seat`.
pub fn review_move<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    before: &G::State,
    mv: &G::Move,
    (node, ply, seat): (NodeId, usize, Seat),
) -> Result<MoveReview, String> {
    let known = oracle.known(game, before)?;
    let all_known = known.moves.iter().all(|(_, v)| v.is_some());
    let value = known.position_value();
    let after = known.value_of(mv);
    let best = match value {
        Some(value) => known
            .moves
            .iter()
            .filter(|(_, v)| *v == Some(value))
            .map(|(m, _)| game.format_move(before, m))
            .collect(),
        None => Vec::new(),
    };
    let mark = match (value, after) {
        (Some(value), Some(played)) => {
            let alone = all_known.then(|| {
                let keeping = known
                    .moves
                    .iter()
                    .filter(|(_, v)| v.is_some_and(|v| mark::keeps_outcome(value, v)))
                    .count();
                known.moves.len() > 1 && keeping == 1
            });
            Some(classify(value, played, alone))
        }
        _ => None,
    };
    Ok(MoveReview {
        node,
        ply,
        seat,
        name: game.format_move(before, mv),
        mark,
        before: value,
        after,
        best,
    })
}

/// The seat of the start's turn order that sits at frame seat `seat` of `frame`.
fn table_seat(frame: &[Seat], seat: Seat) -> Seat {
    frame.iter().position(|&s| s == seat).unwrap_or(seat)
}

/// Reviews the moves `nodes` of `history`, which follow each other from the position at
/// the first one's parent; `frame` is the frame seat of each seat of the start there. A
/// move played after the game ended (none the rules allow) ends the review.
fn review_nodes<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    history: &History<G>,
    nodes: &[NodeId],
    mut frame: Vec<Seat>,
) -> Result<Vec<MoveReview>, String> {
    let mut out = Vec::with_capacity(nodes.len());
    for &node in nodes {
        let (Some(parent), Some(mv), Some(after)) = (
            history.parent(node),
            history.move_to(node),
            history.state(node),
        ) else {
            break;
        };
        let Some(before) = history.state(parent) else {
            break;
        };
        if game.outcome(before).is_some() {
            break;
        }
        let seat = table_seat(&frame, game.to_move(before));
        let ply = history.depth(node);
        out.push(review_move(game, oracle, before, mv, (node, ply, seat))?);
        for s in &mut frame {
            *s = game.seat_after(before, after, *s);
        }
    }
    Ok(out)
}

/// The frame seat of each seat of the start at `node` (see [`History::seat_frames`]),
/// followed from the start along the moves to it.
fn frame_at<G: Game>(game: &G, history: &History<G>, node: NodeId) -> Vec<Seat> {
    let mut path: Vec<NodeId> =
        std::iter::successors(Some(node), |&id| history.parent(id)).collect();
    path.reverse();
    let mut frame: Vec<Seat> = (0..game.players()).collect();
    for pair in path.windows(2) {
        if let (Some(from), Some(to)) = (history.state(pair[0]), history.state(pair[1])) {
            for s in &mut frame {
                *s = game.seat_after(from, to, *s);
            }
        }
    }
    frame
}

/// Reviews every move of `history` numbered `from` or more, on every line, handing each
/// review to `found`; moves played after the game ended (none the rules allow) are left
/// out. The tree is walked once from the start, each move's seat frame following from its
/// parent's, so that a long game costs one step a move.
pub fn review_from<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    history: &History<G>,
    from: NodeId,
    mut found: impl FnMut(MoveReview),
) -> Result<(), String> {
    // (node, the frame seat of each seat of the start there), the next on top.
    let mut pending: Vec<(NodeId, Vec<Seat>)> =
        vec![(History::<G>::START, (0..game.players()).collect())];
    while let Some((node, frame)) = pending.pop() {
        let Some(before) = history.state(node) else {
            continue;
        };
        if game.outcome(before).is_some() {
            continue;
        }
        for child in history.children(node) {
            let (Some(mv), Some(after)) = (history.move_to(child), history.state(child)) else {
                continue;
            };
            if child >= from {
                let seat = table_seat(&frame, game.to_move(before));
                let ply = history.depth(child);
                found(review_move(game, oracle, before, mv, (child, ply, seat))?);
            }
            let next = frame
                .iter()
                .map(|&s| game.seat_after(before, after, s))
                .collect();
            pending.push((child, next));
        }
    }
    Ok(())
}

/// The review of the line viewed in `history`, from the start to its last move.
pub fn review_viewed<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    history: &History<G>,
) -> Result<LineReview, String> {
    let frame: Vec<Seat> = (0..game.players()).collect();
    Ok(LineReview {
        of: 0,
        after: 0,
        moves: review_nodes(game, oracle, history, history.viewed_nodes(), frame)?,
    })
}

/// The review of every line of `history`: the main line first, then each variation (as
/// [`History::lines`] lists them), each with only its own moves.
pub fn review_lines<G: Game>(
    game: &G,
    oracle: &dyn Oracle<G>,
    history: &History<G>,
) -> Result<Vec<LineReview>, String> {
    let mut out = Vec::new();
    for line in history.lines() {
        let Some(&first) = line.nodes.first() else {
            out.push(LineReview {
                of: line.of,
                after: line.after,
                moves: Vec::new(),
            });
            continue;
        };
        let start = history.parent(first).unwrap_or(History::<G>::START);
        let frame = frame_at(game, history, start);
        out.push(LineReview {
            of: line.of,
            after: line.after,
            moves: review_nodes(game, oracle, history, &line.nodes, frame)?,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
