//! What the two point-and-line games (Hare and Hounds, Fox and Geese) share in the app: the
//! board's points and lines as the view draws them, the legal moves with their verdicts, why
//! the board waits, and the view's answer as a command.

use crate::games::board::{Board, Point};
use crate::solver::search::{Bound, Verdict};
use crate::ui::common::command::{Command, Status};
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::views::board::{BoardModel, BoardMove, Known, PointView};
use crate::ui::views::table::MoveInfo;
use egui::pos2;

/// The board's points in board units (neighbours one unit apart) and its lines as index pairs.
pub fn geometry(board: &Board) -> (Vec<PointView>, Vec<(usize, usize)>) {
    let xy = |p: Point| board.xy(p);
    // The drawing square holds the board; the shortest line is one step across or up.
    let step = board
        .lines()
        .iter()
        .map(|&(a, b)| {
            let (a, b) = (xy(a), xy(b));
            (a[0] - b[0]).hypot(a[1] - b[1])
        })
        .fold(f32::INFINITY, f32::min);
    let scale = if step.is_finite() && step > 0.0 {
        1.0 / step
    } else {
        1.0
    };
    let points = board
        .all()
        .map(|p| PointView {
            name: board.name(p).to_owned(),
            at: pos2(xy(p)[0] * scale, xy(p)[1] * scale),
        })
        .collect();
    let lines = board
        .lines()
        .iter()
        .map(|&(a, b)| (a.index(), b.index()))
        .collect();
    (points, lines)
}

/// The legal moves of the session's position, each with its path on the board and, when
/// solved, its value.
pub fn solved_moves<G: GameUi>(
    session: &Session<G>,
    path: impl Fn(&G::State, &G::Move) -> Vec<usize>,
) -> Vec<BoardMove> {
    let (game, pos) = (session.game(), session.current());
    match session.eval() {
        Some(eval) => eval
            .moves
            .iter()
            .map(|m| BoardMove {
                path: path(pos, &m.mv),
                info: MoveInfo {
                    name: m.name.clone(),
                    value: Some(m.value),
                    to_code: m.to_code.clone(),
                },
                known: Known::Value,
            })
            .collect(),
        None => game
            .successors(pos)
            .into_iter()
            .map(|(mv, to)| BoardMove {
                path: path(pos, &mv),
                info: MoveInfo {
                    name: game.format_move(pos, &mv),
                    value: None,
                    to_code: game.format_state(&to),
                },
                known: Known::Value,
            })
            .collect(),
    }
}

/// The legal moves of the session's position, each with its path on the board, from the
/// search's report when there is one: a move whose value is proven exactly gets it, a move
/// whose winner a table gives gets that; the others are marked as estimates.
pub fn searched_moves<G: GameUi>(
    session: &Session<G>,
    path: impl Fn(&G::State, &G::Move) -> Vec<usize>,
) -> Vec<BoardMove> {
    let (game, pos) = (session.game(), session.current());
    let Some(report) = session.report() else {
        return solved_moves(session, path);
    };
    report
        .moves
        .iter()
        .map(|m| {
            let (value, known) = match (m.verdict, m.bound) {
                (Verdict::Proven(value), Bound::Exact) => (Some(value), Known::Value),
                (Verdict::Solved { wins }, _) => (None, Known::Winner { wins }),
                _ => (None, Known::Estimate),
            };
            BoardMove {
                path: path(pos, &m.mv),
                info: MoveInfo {
                    name: game.format_move(pos, &m.mv),
                    value,
                    to_code: game.format_state(&m.to),
                },
                known,
            }
        })
        .collect()
}

/// A number that changes with the position shown (and the line played), but not with the
/// verdicts: the board keeps a half-chosen move while a search finishes.
pub fn position_key<G: GameUi>(session: &Session<G>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let history = session.history();
    (history.cursor(), history.len(), session.current()).hash(&mut hasher);
    hasher.finish()
}

/// The index of the hinted move among `moves`.
pub fn hint_index<G: GameUi>(session: &Session<G>, moves: &[BoardMove]) -> Option<usize> {
    let hint = session.hint()?;
    moves.iter().position(|m| m.info.name == hint)
}

/// The path of the move that led to the position at the cursor.
pub fn last_move<G: GameUi>(
    session: &Session<G>,
    path: impl Fn(&G::State, &G::Move) -> Vec<usize>,
) -> Option<Vec<usize>> {
    let history = session.history();
    let ply = history.cursor().checked_sub(1)?;
    let (mv, _) = history.line().get(ply)?;
    Some(path(history.position_at(ply), mv))
}

/// Why the canvas does not take clicks now, if it does not.
pub fn waiting<G: GameUi>(session: &Session<G>) -> Option<String> {
    let Some(mover) = session.mover() else {
        return Some("The game is over: choose Rematch or New game.".to_owned());
    };
    let history = session.history();
    // While reviewing earlier moves anyone may try another line, even for the computer.
    let reviewing = history.cursor() < history.len();
    (session.player(mover).is_computer() && !reviewing)
        .then(|| format!("{} (computer) is to move.", session.seat_name(mover).name))
}

/// The board view's answer as a command: the chosen move, or the view's message.
pub fn command(model: &BoardModel, answer: Result<usize, String>) -> Option<Command> {
    Some(match answer {
        Ok(i) => Command::Play(model.moves.get(i)?.info.name.clone()),
        Err(why) => Command::Say(Status::info(why)),
    })
}
