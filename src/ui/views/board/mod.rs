//! A point-and-line board (Fox and Geese's cross, Hare and Hounds' small board): the lines,
//! the points, the pieces, the legal moves and the last move, given as plain data. Click a
//! piece to see where it may go, click a destination to move; a capture chain is entered one
//! jump at a time, and clicking the piece where it stands ends the chain there.

mod paint;

use super::screen_from_model;
use super::table::MoveInfo;
use egui::emath::RectTransform;
use egui::{Pos2, Rect, Role, Sense, Vec2, WidgetInfo, vec2};
use paint::{badge_center, paint_board};

/// A point of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct PointView {
    /// Its name: "d4".
    pub name: String,
    /// Where it is drawn, in board units (x to the right, y downwards).
    pub at: Pos2,
}

/// A piece on a point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// 0 or 1: which side's colours and shape.
    pub side: usize,
    /// What it is: "Fox", "Goose" (its accessible name).
    pub name: String,
    /// A letter or two drawn on it, or nothing.
    pub mark: String,
}

/// How much a move's verdict says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Known {
    /// The move's value is all there is to know (`None` in its info: not evaluated yet).
    #[default]
    Value,
    /// Only whether the mover wins, exactly (a table that keeps no remoteness): drawn in
    /// the verdict's colour with "W" or "L" under the overlay.
    Winner {
        /// Whether the player making the move wins.
        wins: bool,
    },
    /// Only a search's estimate: drawn grey with a "?" under the overlay.
    Estimate,
}

/// A legal move: the points it passes, the piece's point first.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardMove {
    /// The starting point, then each landing point.
    pub path: Vec<usize>,
    /// Name and verdict (its value when known with its remoteness).
    pub info: MoveInfo,
    /// How much the verdict says.
    pub known: Known,
}

/// Everything the board draws.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardModel {
    /// Changes with the position; a selection does not survive a change.
    pub key: u64,
    /// The points.
    pub points: Vec<PointView>,
    /// The lines, as pairs of point indices.
    pub lines: Vec<(usize, usize)>,
    /// The piece on each point, if any.
    pub pieces: Vec<Option<PieceView>>,
    /// The legal moves.
    pub moves: Vec<BoardMove>,
    /// The path of the last move played.
    pub last_move: Option<Vec<usize>>,
    /// Why clicks are not taken now; `None` when a person is to move.
    pub waiting: Option<String>,
    /// Draw every legal move in the colour of its verdict.
    pub overlay: bool,
    /// The move to point out.
    pub hint: Option<usize>,
    /// A line of text under the board (for example the hounds' stalling count).
    pub caption: Option<String>,
    /// Draw the points as the dark squares of a checkerboard, one diagonal step apart, on
    /// a board of light squares, instead of dots joined by lines.
    pub checkered: bool,
}

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// The path chosen so far (a piece, perhaps some jumps).
    Select(Vec<usize>),
    /// A complete move, by index.
    Play(usize),
    /// Nothing to select here; the reason.
    Refuse(String),
}

/// What a click on `point` means, given the path chosen so far and the legal moves' paths.
pub fn click(chosen: &[usize], point: usize, paths: &[&[usize]], names: &[String]) -> Click {
    let name = names.get(point).map_or("that point", String::as_str);
    let starts_here = paths.iter().any(|p| p.first() == Some(&point));
    if chosen.is_empty() || (chosen.len() == 1 && starts_here && chosen[0] != point) {
        return if starts_here {
            Click::Select(vec![point])
        } else {
            Click::Refuse(format!("No legal move starts at {name}."))
        };
    }
    // Clicking where the piece stands ends a chain there, if stopping there is a move.
    if chosen.last() == Some(&point) {
        return match paths.iter().position(|p| *p == chosen) {
            Some(i) if chosen.len() > 1 => Click::Play(i),
            _ => Click::Select(Vec::new()),
        };
    }
    let mut next = chosen.to_vec();
    next.push(point);
    let exact = paths.iter().position(|p| *p == next.as_slice());
    let longer = paths
        .iter()
        .any(|p| p.len() > next.len() && p.starts_with(&next));
    match (exact, longer) {
        (Some(i), false) => Click::Play(i),
        (_, true) => Click::Select(next),
        (None, false) => Click::Refuse(format!("The piece cannot go to {name}.")),
    }
}

/// The board units' rectangle, with a margin of half a unit.
fn bounds(model: &BoardModel) -> Rect {
    let mut rect = Rect::NOTHING;
    for p in &model.points {
        rect.extend_with(p.at);
    }
    if rect.is_negative() {
        rect = Rect::from_min_size(Pos2::ZERO, vec2(1.0, 1.0));
    }
    rect.expand(0.6)
}

/// Height kept free under the board for the caption, in points.
const CAPTION_ROOM: f32 = 26.0;

/// The map from board units to the screen when the board is drawn in `canvas`, above the
/// caption if there is one.
fn screen_from_board(model: &BoardModel, canvas: Rect) -> RectTransform {
    let mut area = canvas;
    if model.caption.is_some() {
        area.max.y = (area.max.y - CAPTION_ROOM).max(area.min.y + 1.0);
    }
    screen_from_model(bounds(model), area)
}

/// Where point `index` is on screen when the board is drawn in `canvas`: what tests click.
pub fn point_on_screen(model: &BoardModel, canvas: Rect, index: usize) -> Option<Pos2> {
    let at = model.points.get(index)?.at;
    Some(screen_from_board(model, canvas).transform_pos(at))
}

/// Draws the board; returns the index of the move chosen, or a message.
pub fn board_ui(ui: &mut egui::Ui, model: &BoardModel) -> Option<Result<usize, String>> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Board"));
    let to_screen = screen_from_board(model, response.rect);
    let id = response.id;
    let mut chosen: (u64, Vec<usize>) = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if chosen.0 != model.key {
        chosen = (model.key, Vec::new());
    }
    let paths: Vec<&[usize]> = model.moves.iter().map(|m| m.path.as_slice()).collect();
    let names: Vec<String> = model.points.iter().map(|p| p.name.clone()).collect();
    let mut result = None;
    for i in 0..model.points.len() {
        let r = point_response(ui, model, &to_screen, id, i);
        if r.clicked() {
            if let Some(why) = &model.waiting {
                result = Some(Err(why.clone()));
                continue;
            }
            match click(&chosen.1, i, &paths, &names) {
                Click::Select(path) => chosen.1 = path,
                Click::Play(m) => {
                    chosen.1.clear();
                    result = Some(Ok(m));
                }
                Click::Refuse(why) => {
                    chosen.1.clear();
                    result = Some(Err(why));
                }
            }
        }
    }
    if model.overlay && chosen.1.is_empty() {
        // Each verdict badge is a button too: it plays its move, and tests can read it.
        for (m, mv) in model.moves.iter().enumerate() {
            if let Some(r) = badge_response(ui, model, &to_screen, id, m, mv)
                && r.clicked()
            {
                result = Some(model.waiting.clone().map_or(Ok(m), Err));
            }
        }
    }
    if let Some(caption) = &model.caption {
        // The caption is painted; this gives it to screen readers (and tests).
        let mut rect = response.rect;
        rect.min.y = (rect.max.y - CAPTION_ROOM).max(rect.min.y);
        let r = ui.interact(rect, id.with("caption"), Sense::hover());
        r.widget_info(|| WidgetInfo::labeled(Role::Label, true, caption));
    }
    paint_board(ui, &painter, model, &to_screen, &chosen.1);
    ui.data_mut(|d| d.insert_temp(id, chosen));
    result
}

/// The board alone, `size` large, for a position editor: the point clicked, if any.
pub fn board_editor_ui(ui: &mut egui::Ui, model: &BoardModel, size: Vec2) -> Option<usize> {
    let (response, painter) = ui.allocate_painter(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Setup board"));
    let to_screen = screen_from_board(model, response.rect);
    // Every point is registered for clicks, whichever was clicked.
    let mut clicked = None;
    for i in 0..model.points.len() {
        if point_response(ui, model, &to_screen, response.id, i).clicked() {
            clicked = Some(i);
        }
    }
    paint_board(ui, &painter, model, &to_screen, &[]);
    clicked
}

/// The clickable disc of point `i`, named after the point and what stands on it.
fn point_response(
    ui: &egui::Ui,
    model: &BoardModel,
    to_screen: &RectTransform,
    id: egui::Id,
    i: usize,
) -> egui::Response {
    let point = &model.points[i];
    let radius = to_screen.scale().x * 0.32;
    let at = to_screen.transform_pos(point.at);
    let r = ui.interact(
        Rect::from_center_size(at, vec2(radius, radius) * 2.0),
        id.with(i),
        Sense::click(),
    );
    let piece = model
        .pieces
        .get(i)
        .and_then(Option::as_ref)
        .map_or("empty", |p| p.name.as_str());
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, format!("{} ({piece})", point.name)));
    r
}

/// The badge of move `m` as a button named after the move and its verdict.
fn badge_response(
    ui: &egui::Ui,
    model: &BoardModel,
    to_screen: &RectTransform,
    id: egui::Id,
    m: usize,
    mv: &BoardMove,
) -> Option<egui::Response> {
    let center = badge_center(mv, model, to_screen)?;
    let size = vec2(1.0, 1.0) * to_screen.scale().x * 0.3;
    let r = ui.interact(
        Rect::from_center_size(center, size),
        id.with(("badge", m)),
        Sense::click(),
    );
    let verdict = match (mv.known, mv.info.value) {
        (Known::Estimate, _) => "estimated only".to_owned(),
        (Known::Winner { wins }, _) => crate::ui::views::verdict::winner_word(wins).to_owned(),
        (Known::Value, Some(value)) => crate::ui::views::verdict::move_value(value),
        (Known::Value, None) => "not evaluated yet".to_owned(),
    };
    let label = format!("Play {}: {verdict}", mv.info.name);
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    Some(r.on_hover_text(format!("{label}\nLeads to {}", mv.info.to_code)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("p{i}")).collect()
    }

    #[test]
    fn a_step_is_two_clicks() {
        let paths: Vec<&[usize]> = vec![&[0, 1], &[0, 2], &[3, 4]];
        let n = names(5);
        assert_eq!(click(&[], 0, &paths, &n), Click::Select(vec![0]));
        assert_eq!(click(&[0], 2, &paths, &n), Click::Play(1));
        assert_eq!(
            click(&[0], 3, &paths, &n),
            Click::Select(vec![3]),
            "another piece"
        );
        assert_eq!(
            click(&[0], 0, &paths, &n),
            Click::Select(vec![]),
            "deselect"
        );
        assert!(matches!(click(&[], 1, &paths, &n), Click::Refuse(_)));
        assert!(matches!(click(&[0], 4, &paths, &n), Click::Refuse(_)));
    }

    #[test]
    fn a_capture_chain_is_entered_one_jump_at_a_time() {
        // From 0: jump to 2, and on to 4 or 6; stopping at 2 is also a move.
        let paths: Vec<&[usize]> = vec![&[0, 2], &[0, 2, 4], &[0, 2, 6]];
        let n = names(7);
        assert_eq!(click(&[0], 2, &paths, &n), Click::Select(vec![0, 2]));
        assert_eq!(click(&[0, 2], 4, &paths, &n), Click::Play(1));
        assert_eq!(
            click(&[0, 2], 2, &paths, &n),
            Click::Play(0),
            "stop after one jump"
        );
        assert!(matches!(click(&[0, 2], 5, &paths, &n), Click::Refuse(_)));
    }
}
