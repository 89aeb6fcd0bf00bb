//! Evaluation of a position: its value, every legal move with its value for the player
//! making it (best first), each seat's verdict, and the principal variation.

use super::retrograde::Solution;
use crate::core::{Game, Seat, Value};

/// One legal move and what it leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveEval<G: Game> {
    /// The move.
    pub mv: G::Move,
    /// Its name.
    pub name: String,
    /// The position it leads to.
    pub to: G::State,
    /// Its code.
    pub to_code: String,
    /// The value for the player making the move, remoteness counted from before the move.
    pub value: Value,
}

/// Everything the solver says about one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation<G: Game> {
    /// The seat to move.
    pub to_move: Seat,
    /// The value for the player to move.
    pub value: Value,
    /// Each seat's verdict (its own point of view; paranoid with more than two players).
    pub seats: Vec<Value>,
    /// Every legal move, best first for the mover.
    pub moves: Vec<MoveEval<G>>,
    /// The principal variation: the positions perfect play passes through, this one first.
    pub pv: Vec<G::State>,
}

/// The value of `mv`'s result for the player who made it, one ply added.
fn move_value<G: Game>(
    game: &G,
    solution: &Solution<G>,
    from: &G::State,
    to: &G::State,
) -> Option<Value> {
    let mover = game.to_move(from);
    let seat = game.seat_after(from, to, mover);
    let after = solution.seat_value(game, to, seat)?;
    Some(match after {
        Value::Win(r) => Value::Win(r + 1),
        Value::Loss(r) => Value::Loss(r + 1),
        Value::Draw => Value::Draw,
    })
}

/// Every legal move of `state` with its value, best first (stable among equals).
pub fn ranked_moves<G: Game>(
    game: &G,
    solution: &Solution<G>,
    state: &G::State,
) -> Option<Vec<MoveEval<G>>> {
    let mut moves = Vec::new();
    for (mv, to) in game.successors(state) {
        let value = move_value(game, solution, state, &to)?;
        moves.push(MoveEval {
            name: game.format_move(state, &mv),
            to_code: game.format_state(&to),
            mv,
            to,
            value,
        });
    }
    moves.sort_by_key(|m| std::cmp::Reverse(m.value));
    Some(moves)
}

/// Evaluates a position the solution covers; `None` if it was not reached by the solve.
pub fn evaluate<G: Game>(
    game: &G,
    solution: &Solution<G>,
    state: &G::State,
) -> Option<Evaluation<G>> {
    let id = solution.id(game, state)?;
    let to_move = game.to_move(state);
    let value = solution.value_of(game, id);
    let seats = (0..game.players())
        .map(|seat| solution.seat_value_of(game, id, seat))
        .collect();
    let moves = ranked_moves(game, solution, state)?;
    let pv = principal_variation(game, solution, state, 64);
    Some(Evaluation {
        to_move,
        value,
        seats,
        moves,
        pv,
    })
}

/// Follows best moves from `state` until the game ends, a position repeats, or `limit`
/// plies have been played.
pub fn principal_variation<G: Game>(
    game: &G,
    solution: &Solution<G>,
    state: &G::State,
    limit: usize,
) -> Vec<G::State> {
    let mut line = vec![state.clone()];
    let mut at = state.clone();
    while line.len() <= limit {
        let Some(best) = ranked_moves(game, solution, &at).and_then(|m| m.into_iter().next())
        else {
            break;
        };
        if line.contains(&best.to) {
            break;
        }
        line.push(best.to.clone());
        at = best.to;
    }
    line
}
