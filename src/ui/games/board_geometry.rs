//! A board of the rules as the board view draws it: its points and lines in board units
//! (neighbours one unit apart), and the names of its columns and rows with where they are.

use crate::games::board::Board;
use crate::ui::views::board::{Labels, PointView};
use egui::pos2;

/// The board units' scale: neighbours one unit apart (the shortest line is one step).
fn scale(board: &Board) -> f32 {
    let step = board
        .lines()
        .iter()
        .map(|&(a, b)| {
            let (a, b) = (board.xy(a), board.xy(b));
            (a[0] - b[0]).hypot(a[1] - b[1])
        })
        .fold(f32::INFINITY, f32::min);
    if step.is_finite() && step > 0.0 {
        1.0 / step
    } else {
        1.0
    }
}

/// The board's points in board units (neighbours one unit apart) and its lines as index pairs.
pub fn geometry(board: &Board) -> (Vec<PointView>, Vec<(usize, usize)>) {
    let scale = scale(board);
    let points = board
        .all()
        .map(|p| PointView {
            name: board.name(p).to_owned(),
            at: pos2(board.xy(p)[0] * scale, board.xy(p)[1] * scale),
        })
        .collect();
    let lines = board
        .lines()
        .iter()
        .map(|&(a, b)| (a.index(), b.index()))
        .collect();
    (points, lines)
}

/// The names of the board's columns with where they are across, and of its rows with where
/// they are down, in board units: as the board's own point names have them ("d4" is in
/// column "d" and row "4").
pub fn coordinates(board: &Board) -> (Labels, Labels) {
    let scale = scale(board);
    let (mut columns, mut rows): (Labels, Labels) = (vec![], vec![]);
    for p in board.all() {
        let info = board.info(p);
        let column = char::from(b'a' + info.column).to_string();
        if !columns.iter().any(|(name, _)| *name == column) {
            columns.push((column, info.xy[0] * scale));
        }
        let row = info.row.to_string();
        if !rows.iter().any(|(name, _)| *name == row) {
            rows.push((row, info.xy[1] * scale));
        }
    }
    columns.sort_by(|a, b| a.0.cmp(&b.0));
    rows.sort_by_key(|(name, _)| name.parse::<u8>().unwrap_or(u8::MAX));
    (columns, rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Value;
    use crate::games::board::{checkerboard, cross, military};
    use crate::ui::views::badges::{badge_rect, disjoint};
    use crate::ui::views::board::layout::{
        BADGE_RADIUS, PIECE_RADIUS, POINT_RADIUS, badge_moves, badge_spots,
    };
    use crate::ui::views::board::{BoardModel, BoardMove, Known, PieceView};
    use crate::ui::views::table::MoveInfo;

    /// `board` with pieces on `pieces` and the moves along `paths`, each valued, under the
    /// overlay.
    fn model_of(board: &Board, pieces: &[usize], paths: Vec<Vec<usize>>) -> BoardModel {
        let (points, lines) = geometry(board);
        let piece = PieceView {
            side: 0,
            name: "Goose".to_owned(),
            mark: String::new(),
        };
        let mut on = vec![None; points.len()];
        for &p in pieces {
            on[p] = Some(piece.clone());
        }
        let moves = paths
            .into_iter()
            .enumerate()
            .map(|(i, path)| BoardMove {
                path,
                info: MoveInfo {
                    name: format!("move {i}"),
                    value: Some(Value::Win(10 + i as u32)),
                    to_code: String::new(),
                },
                known: Known::Value,
            })
            .collect();
        BoardModel {
            points,
            lines,
            pieces: on,
            moves,
            overlay: true,
            coordinates: true,
            ..BoardModel::default()
        }
    }

    /// The points one line away from `p`, and those two lines away straight on (a jump).
    fn neighbours(board: &Board, p: usize) -> (Vec<usize>, Vec<(usize, usize)>) {
        let (points, lines) = geometry(board);
        let next = |p: usize| -> Vec<usize> {
            lines
                .iter()
                .filter_map(|&(a, b)| match (a == p, b == p) {
                    (true, _) => Some(b),
                    (_, true) => Some(a),
                    _ => None,
                })
                .collect()
        };
        let steps = next(p);
        let mut jumps = Vec::new();
        for &n in &steps {
            let beyond = points[n].at + (points[n].at - points[p].at);
            for q in next(n) {
                if (points[q].at - beyond).length() < 1e-3 {
                    jumps.push((n, q));
                }
            }
        }
        (steps, jumps)
    }

    /// The places of `board` a badge must not cover but its own: every point, and on the
    /// checkerboard every square (each column's and row's crossing), light ones too.
    fn places_of(board: &Board) -> Vec<egui::Pos2> {
        if std::ptr::eq(board, checkerboard()) {
            let (columns, rows) = coordinates(board);
            let grid = columns
                .iter()
                .flat_map(|(_, x)| rows.iter().map(|(_, y)| pos2(*x, *y)));
            return grid.collect();
        }
        geometry(board).0.iter().map(|p| p.at).collect()
    }

    /// Every badge of `model`, with no piece singled out and with each moving piece pointed
    /// at: none covers a place of the board but the one its move reaches, a piece or
    /// another badge; with `all`, every move gets one.
    fn check_badges(board: &Board, model: &BoardModel, all: bool, what: &str) {
        let places = places_of(board);
        let mut focuses: Vec<Vec<usize>> = vec![Vec::new()];
        focuses.extend(
            model
                .moves
                .iter()
                .filter_map(|m| Some(vec![*m.path.first()?])),
        );
        for focus in focuses {
            let (shown, _) = badge_moves(model, &focus);
            let spots = badge_spots(model, &shown);
            let rects: Vec<egui::Rect> = spots
                .iter()
                .map(|&(_, c)| badge_rect(c, BADGE_RADIUS))
                .collect();
            assert!(disjoint(&rects), "{what}, {focus:?}: badges overlap");
            for (&(m, _), rect) in spots.iter().zip(&rects) {
                let path = &model.moves[m].path;
                let reached = path.last().map(|&i| model.points[i].at);
                for &place in &places {
                    if reached == Some(place) {
                        continue;
                    }
                    assert!(
                        rect.distance_to_pos(place) >= POINT_RADIUS,
                        "{what}, {focus:?}: the badge of {path:?} covers the place at {place:?}"
                    );
                }
                for (p, piece) in model.points.iter().zip(&model.pieces) {
                    let on = piece.is_some() && rect.distance_to_pos(p.at) < PIECE_RADIUS;
                    assert!(
                        !on,
                        "{what}: the badge of {path:?} on the piece on {}",
                        p.name
                    );
                }
            }
            if all {
                assert_eq!(
                    spots.len(),
                    shown.len(),
                    "{what}, {focus:?}: badges left out"
                );
            }
        }
    }

    #[test]
    fn no_badge_covers_another_place_on_any_board() {
        for board in [cross(), military(), checkerboard()] {
            for point in board.all() {
                let (p, name) = (point.index(), board.name(point));
                let title = board.title();
                let (steps, jumps) = neighbours(board, p);
                let checkered = std::ptr::eq(board, checkerboard());
                let with = |pieces: &[usize], paths: Vec<Vec<usize>>| BoardModel {
                    checkered,
                    ..model_of(board, pieces, paths)
                };
                // Every piece around the point steps or jumps onto it: not all find room.
                let mut pieces: Vec<usize> = steps.clone();
                pieces.extend(jumps.iter().map(|&(_, q)| q));
                let mut paths: Vec<Vec<usize>> = steps.iter().map(|&n| vec![n, p]).collect();
                paths.extend(jumps.iter().map(|&(_, q)| vec![q, p]));
                check_badges(
                    board,
                    &with(&pieces, paths),
                    false,
                    &format!("{title}: onto {name}"),
                );
                // Two pieces step onto it, as two hounds may: both badges find room.
                for (i, &a) in steps.iter().enumerate() {
                    for &b in &steps[i + 1..] {
                        let model = with(&[a, b], vec![vec![a, p], vec![b, p]]);
                        let what = format!(
                            "{title}: {} and {} onto {name}",
                            model.points[a].name, model.points[b].name
                        );
                        check_badges(board, &model, true, &what);
                    }
                }
                // The piece on the point steps to each neighbour and jumps every other.
                let jumped: Vec<usize> = jumps.iter().map(|&(n, _)| n).collect();
                let mut pieces = vec![p];
                pieces.extend(&jumped);
                let mut paths: Vec<Vec<usize>> = steps
                    .iter()
                    .filter(|n| !jumped.contains(n))
                    .map(|&n| vec![p, n])
                    .collect();
                paths.extend(jumps.iter().map(|&(_, q)| vec![p, q]));
                check_badges(
                    board,
                    &with(&pieces, paths),
                    true,
                    &format!("{title}: from {name}"),
                );
            }
        }
    }

    #[test]
    fn coordinates_follow_each_boards_own_names() {
        use crate::games::board::{checkerboard, cross, military};
        let names = |labels: &Labels| labels.iter().map(|(n, _)| n.clone()).collect::<String>();
        let (columns, rows) = coordinates(cross());
        assert_eq!(
            (names(&columns), names(&rows)),
            ("abcdefg".into(), "1234567".into())
        );
        let (columns, rows) = coordinates(checkerboard());
        assert_eq!(columns.len(), 8);
        assert_eq!(names(&rows), "12345678");
        let (columns, _) = coordinates(military());
        assert_eq!(columns.len(), 3);
        // Each name sits where its points are: d4 is under "d" and beside "4".
        let (points, _) = geometry(cross());
        let d4 = points.iter().find(|p| p.name == "d4").expect("d4");
        let (columns, rows) = coordinates(cross());
        assert!(
            columns
                .iter()
                .any(|(n, x)| n == "d" && (x - d4.at.x).abs() < 1e-4)
        );
        assert!(
            rows.iter()
                .any(|(n, y)| n == "4" && (y - d4.at.y).abs() < 1e-4)
        );
        // Row 1 is at the bottom: drawn lowest.
        let y = |name: &str| rows.iter().find(|(n, _)| n == name).map(|r| r.1);
        assert!(y("1") > y("7"));
    }
}
