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
