//! What the two point-and-line games (Hare and Hounds, Fox and Geese) share in the app: the
//! board's points and lines as the view draws them, the legal moves with their verdicts, why
//! the board waits, and the view's answer as a command.

pub use super::board_geometry::{coordinates, geometry};
pub use super::board_spec::BoardGame;
use crate::games::board::{Board, Point};
use crate::solver::search::{Bound, Verdict};
use crate::ui::common::command::{Command, Status};
use crate::ui::games::board_refusal::refusal_text;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::session::Session;
use crate::ui::session::evaluated::Evaluator;
use crate::ui::views::board::{
    BoardModel, BoardMove, Known, PieceView, Refusal, board_editor_ui, board_ui,
};
use crate::ui::views::combo::{Combo, labelled_combo_ui};
use crate::ui::views::grammar::Role;
use crate::ui::views::table::MoveInfo;
use crate::words::message;

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
    let mut moves: Vec<_> = report.moves.iter().collect();
    // Stable: the search's order where the ranks tie.
    moves.sort_by_key(|m| std::cmp::Reverse(rank(m.verdict, m.bound)));
    moves
        .into_iter()
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

/// Where a searched move stands among the others, larger is better: by what is known of
/// its outcome (a win sooner, a heuristic score, a loss later), and at equal standing an
/// exact result before an estimate or a bound.
pub fn rank(verdict: Verdict, bound: Bound) -> (i64, bool) {
    let exact = matches!(verdict, Verdict::Solved { .. })
        || (bound == Bound::Exact && matches!(verdict, Verdict::Proven(_)));
    let standing = match verdict {
        Verdict::Proven(value) | Verdict::ProvenWithin(value) => match value {
            crate::core::Value::Win(n) => WON - i64::from(n),
            crate::core::Value::Draw => 0,
            crate::core::Value::Loss(n) => -WON + i64::from(n),
        },
        // A win whose length is unknown: after every win of known length.
        Verdict::Solved { wins } => {
            if wins {
                WON / 2
            } else {
                -WON / 2
            }
        }
        Verdict::Estimate { score, .. } => i64::from(score),
    };
    (standing, exact)
}

/// Above every heuristic score: the standing of a win.
const WON: i64 = 1 << 40;

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
    let mv = history.move_at(ply + 1)?;
    Some(path(history.position_at(ply), mv))
}

/// Why the canvas does not take clicks now, if it does not.
pub fn waiting<G: GameUi>(session: &Session<G>) -> Option<String> {
    let Some(mover) = session.mover() else {
        return Some(crate::tr!("game-over-rematch"));
    };
    let history = session.history();
    // While reviewing earlier moves anyone may try another line, even for the computer.
    let reviewing = history.cursor() < history.len();
    let name = session.seat_name(mover);
    (session.player(mover).is_computer() && !reviewing)
        .then(|| message("game-computer-to-move", &name.args(Role::Who)))
}

/// The board view's answer as a command: the chosen move, or why a click was refused, in
/// a player's words.
pub fn command<G: BoardGame>(
    session: &Session<G>,
    model: &BoardModel,
    answer: Result<usize, Refusal>,
) -> Option<Command> {
    Some(match answer {
        Ok(i) => Command::Play(model.moves.get(i)?.info.name.clone()),
        Err(refusal) => Command::Say(Status::info(refusal_text(session, refusal))),
    })
}

/// A choice of the lone piece's starting point among `choices`, labelled (`"Hare starts
/// on"`, with a hover note); true when it changed.
pub fn start_point_ui(
    ui: &mut egui::Ui,
    (label, note): (&str, &str),
    board: &Board,
    choices: impl Iterator<Item = Point>,
    start: &mut Point,
) -> bool {
    let mut changed = false;
    let choices: Vec<Point> = choices.collect();
    let names: Vec<String> = choices.iter().map(|&p| board.name(p).to_owned()).collect();
    let combo = Combo {
        label: egui::RichText::new(label),
        column: 0.0,
        selected: board.name(*start),
        choices: &names,
    };
    let (label, _) = labelled_combo_ui(ui, (label, "start"), combo, |ui| {
        for (&point, name) in choices.iter().zip(&names) {
            let chosen = *start == point;
            if ui.selectable_label(chosen, name).clicked() && !chosen {
                *start = point;
                changed = true;
            }
        }
    });
    label.on_hover_text(note);
    changed
}

/// The lone piece or a piece of the band, as drawn.
fn piece<G: BoardGame>(lone: bool) -> PieceView {
    let key = if lone { G::LONE } else { G::BAND };
    PieceView {
        side: usize::from(lone),
        name: crate::tr!("game-piece-one", piece = key),
        mark: if lone {
            crate::tr!("game-piece-mark", piece = key)
        } else {
            String::new()
        },
    }
}

/// The board with the position's pieces, and no moves.
pub fn position_model<G: BoardGame>(pos: &G::State) -> BoardModel {
    let board = G::board();
    let (points, lines) = geometry(board);
    let (lone, band) = (G::lone(pos), G::band(pos));
    let pieces = board
        .all()
        .map(|p| {
            if p == lone {
                Some(piece::<G>(true))
            } else {
                band.contains(p).then(|| piece::<G>(false))
            }
        })
        .collect();
    let (columns, rows) = coordinates(board);
    BoardModel {
        points,
        lines,
        pieces,
        columns,
        rows,
        checkered: G::CHECKERED,
        ..BoardModel::default()
    }
}

/// What the board draws for the session's position.
pub fn board_model<G: BoardGame>(session: &Session<G>, flags: CanvasFlags<'_>) -> BoardModel {
    let game = session.game();
    let pos = session.current();
    let path = |pos: &G::State, mv: &G::Move| game.path(pos, mv);
    let mut model = position_model::<G>(pos);
    model.key = position_key(session);
    model.moves = match (session.mover(), G::evaluator()) {
        (None, _) => Vec::new(),
        (Some(_), Evaluator::Solve(_)) => solved_moves(session, path),
        (Some(_), Evaluator::Search(_)) => searched_moves(session, path),
    };
    model.hint = hint_index(session, &model.moves);
    model.preview = flags
        .preview
        .and_then(|name| model.moves.iter().position(|m| m.info.name == name));
    model.let_go = flags.let_go;
    model.last_move = last_move(session, path);
    model.waiting = waiting(session);
    model.overlay = flags.overlay;
    model.coordinates = flags.coordinates;
    model.flipped = flags.flipped;
    model.caption = game.caption(pos);
    model
}

/// Draws the position and its moves, and turns the user's clicks into a command.
pub fn canvas_ui<G: BoardGame>(
    ui: &mut egui::Ui,
    session: &Session<G>,
    flags: CanvasFlags<'_>,
) -> Option<Command> {
    let model = board_model(session, flags);
    let answer = board_ui(ui, &model)?;
    command(session, &model, answer)
}

/// The position editor: a click on a point cycles it empty → a piece of the band → the lone
/// piece; the side to move below, then whatever more the game asks.
pub fn setup_ui<G: BoardGame>(ui: &mut egui::Ui, game: &G, draft: &mut G::State) {
    ui.label(crate::tr!(
        "game-editor-help",
        place = G::PLACE,
        band = G::BAND,
        lone = G::LONE
    ));
    let model = position_model::<G>(draft);
    if let Some(i) = board_editor_ui(ui, &model, G::EDITOR_SIZE) {
        cycle::<G>(draft, Point(i as u8));
    }
    ui.horizontal(|ui| {
        ui.label(crate::tr!("game-to-move"));
        for seat in 0..2 {
            let key = if seat == G::LONE_SEAT {
                G::LONE
            } else {
                G::BAND
            };
            let name = crate::tr!(&format!("side-{key}"));
            let chosen = game.to_move(draft) == seat;
            if ui.radio(chosen, name).clicked() && !chosen {
                G::set_to_move(draft, seat);
            }
        }
    });
    G::more_setup_ui(ui, draft);
}

/// One click of the editor on `point`: empty → a piece of the band → the lone piece, which
/// leaves its old point (there is always one).
pub fn cycle<G: BoardGame>(draft: &mut G::State, point: Point) {
    let (lone, band) = (G::lone(draft), G::band(draft));
    if band.contains(point) {
        G::place(draft, point, band.without(point));
    } else if lone != point {
        G::place(draft, lone, band.with(point));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Value;

    #[test]
    fn searched_moves_rank_by_outcome_then_exact_before_estimates() {
        let exact = |v| rank(Verdict::Proven(v), Bound::Exact);
        let bounded = |v| rank(Verdict::Proven(v), Bound::AtMost);
        let estimate = |score| rank(Verdict::Estimate { score, depth: 9 }, Bound::AtMost);
        assert!(exact(Value::Win(3)) > exact(Value::Win(7)));
        assert!(exact(Value::Win(7)) > bounded(Value::Win(7)), "exact first");
        assert!(
            exact(Value::Draw) > estimate(0),
            "exact first at an equal score"
        );
        assert!(estimate(120) > exact(Value::Draw));
        assert!(rank(Verdict::Solved { wins: true }, Bound::Exact) > estimate(9_000));
        assert!(exact(Value::Win(90)) > rank(Verdict::Solved { wins: true }, Bound::Exact));
        assert!(estimate(-9_000) > rank(Verdict::Solved { wins: false }, Bound::Exact));
        assert!(exact(Value::Loss(9)) > exact(Value::Loss(2)));
    }
}
