//! A point-and-line board (Fox and Geese's cross, Hare and Hounds' small board): the lines,
//! the points, the pieces, the legal moves and the last move, given as plain data. Click a
//! piece to see where it may go, click a destination to move; a capture chain is entered one
//! jump at a time, and clicking the piece where it stands ends the chain there.

mod click;
pub mod layout;
mod paint;

pub use click::{Click, Refusal, click};

use super::badges::badge_rect;
use super::screen_from_model;
use super::table::MoveInfo;
use crate::tr;
use egui::emath::RectTransform;
use egui::{Pos2, Rect, Role, Sense, Vec2, WidgetInfo, vec2};
use layout::{BADGE_RADIUS, POINT_RADIUS, as_drawn, badge_moves, badge_spots, bounds};
use paint::{Marks, paint_board};

/// Names along one edge of the board, each with where it is (across for a column, down for
/// a row), in board units.
pub type Labels = Vec<(String, f32)>;

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
    /// The legal moves, best first: with many moves the overlay labels the first few.
    pub moves: Vec<BoardMove>,
    /// The path of the last move played.
    pub last_move: Option<Vec<usize>>,
    /// Why clicks are not taken now; `None` when a person is to move.
    pub waiting: Option<String>,
    /// Draw every legal move in the colour of its verdict.
    pub overlay: bool,
    /// The move to point out.
    pub hint: Option<usize>,
    /// The move to show as it would be played (the one pointed at in the moves list).
    pub preview: Option<usize>,
    /// Let go of the piece (and the jumps) picked so far: Esc was pressed for the board.
    pub let_go: bool,
    /// A line of text under the board (for example the hounds' stalling count).
    pub caption: Option<String>,
    /// Draw the points as the dark squares of a checkerboard, one diagonal step apart, on
    /// a board of light squares, instead of dots joined by lines.
    pub checkered: bool,
    /// The columns' names and where they are across (x, in board units): "a" to "g".
    pub columns: Labels,
    /// The rows' names and where they are down (y, in board units): "1" to "7".
    pub rows: Labels,
    /// Write the columns' and rows' names along the board.
    pub coordinates: bool,
    /// Draw the board turned half round, as the other side sees it.
    pub flipped: bool,
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
    let model = as_drawn(model);
    let at = model.points.get(index)?.at;
    Some(screen_from_board(&model, canvas).transform_pos(at))
}

/// The board's memory between frames.
#[derive(Clone, Debug, Default)]
struct Memory {
    /// The position it belongs to: a selection does not survive a change.
    key: u64,
    /// The path chosen so far.
    chosen: Vec<usize>,
    /// The piece whose moves the overlay shows because the pointer is on it (or on one of
    /// their badges).
    pointed: Option<usize>,
}

/// Draws the board; returns the index of the move chosen, or why a click was refused.
pub fn board_ui(ui: &mut egui::Ui, model: &BoardModel) -> Option<Result<usize, Refusal>> {
    let model = &*as_drawn(model);
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, tr!("view-board")));
    let to_screen = screen_from_board(model, response.rect);
    let id = response.id;
    let mut memory: Memory = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if memory.key != model.key || model.let_go {
        memory = Memory {
            key: model.key,
            ..Memory::default()
        };
    }
    mark_label_ui(ui, (id, "view-hint"), model, model.hint, &to_screen);
    mark_label_ui(ui, (id, "view-preview"), model, model.preview, &to_screen);
    let (mut result, hovered) = point_clicks(ui, model, &to_screen, id, &mut memory.chosen);
    memory.pointed = pointed(ui, model, &to_screen, memory.pointed, hovered);
    let focus: Vec<usize> = if memory.chosen.is_empty() {
        memory.pointed.into_iter().collect()
    } else {
        memory.chosen.clone()
    };
    let (shown, capped) = badge_moves(model, &focus);
    let badges = badge_spots(model, &shown);
    if memory.chosen.is_empty() {
        // Each verdict badge is a button too: it plays its move, and tests can read it.
        for &(m, at) in &badges {
            if badge_response(ui, model, &to_screen, id, m, at).clicked() {
                result = Some(
                    model
                        .waiting
                        .clone()
                        .map_or(Ok(m), |why| Err(Refusal::Waiting(why))),
                );
            }
        }
    }
    let capped = capped && focus.is_empty();
    labels_ui(ui, id, model, response.rect, capped);
    let marks = Marks {
        chosen: &memory.chosen,
        focus: &focus,
        badges: &badges,
        capped,
    };
    paint_board(ui, &painter, model, &to_screen, &marks);
    ui.data_mut(|d| d.insert_temp(id, memory));
    result
}

/// The clicks on the points, against the path chosen so far: a move played or a message;
/// and the point under the pointer.
fn point_clicks(
    ui: &egui::Ui,
    model: &BoardModel,
    to_screen: &RectTransform,
    id: egui::Id,
    chosen: &mut Vec<usize>,
) -> (Option<Result<usize, Refusal>>, Option<usize>) {
    let paths: Vec<&[usize]> = model.moves.iter().map(|m| m.path.as_slice()).collect();
    let (mut result, mut hovered) = (None, None);
    for i in 0..model.points.len() {
        let r = point_response(ui, model, to_screen, id, i);
        if r.hovered() {
            hovered = Some(i);
        }
        if !r.clicked() {
            continue;
        }
        if let Some(why) = &model.waiting {
            result = Some(Err(Refusal::Waiting(why.clone())));
            continue;
        }
        match click(chosen, i, &paths) {
            Click::Select(path) => *chosen = path,
            Click::Play(m) => {
                chosen.clear();
                result = Some(Ok(m));
            }
            Click::Refuse(why) => {
                chosen.clear();
                result = Some(Err(why));
            }
        }
    }
    (result, hovered)
}

/// The piece whose moves the overlay shows: the one under the pointer if it can move, or
/// the one shown before while the pointer is on one of its badges (so that they can be
/// clicked).
fn pointed(
    ui: &egui::Ui,
    model: &BoardModel,
    to_screen: &RectTransform,
    before: Option<usize>,
    hovered: Option<usize>,
) -> Option<usize> {
    let moves_from = |p: usize| model.moves.iter().any(|m| m.path.first() == Some(&p));
    if let Some(p) = hovered.filter(|&p| moves_from(p)) {
        return Some(p);
    }
    let p = before?;
    let pointer = ui.input(|i| i.pointer.hover_pos())?;
    let (moves, _) = badge_moves(model, &[p]);
    let radius = BADGE_RADIUS * to_screen.scale().x;
    badge_spots(model, &moves)
        .iter()
        .any(|&(_, at)| badge_rect(to_screen.transform_pos(at), radius).contains(pointer))
        .then_some(p)
}

/// The hint or the move previewed as a label for screen readers (and tests), in the words
/// of message `key`, on the piece to move; registered before the points, so that it takes
/// none of their clicks.
fn mark_label_ui(
    ui: &egui::Ui,
    (id, key): (egui::Id, &str),
    model: &BoardModel,
    marked: Option<usize>,
    to_screen: &RectTransform,
) {
    let marked = marked.and_then(|m| model.moves.get(m));
    if let Some((mv, &from)) = marked.and_then(|mv| Some((mv, mv.path.first()?))) {
        let at = to_screen.transform_pos(model.points[from].at);
        let rect = Rect::from_center_size(at, Vec2::splat(to_screen.scale().x * 0.2));
        let r = ui.interact(rect, id.with(key), Sense::hover());
        let label = tr!(key, move = mv.info.name.clone());
        r.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
    }
}

/// What is painted, as labels for screen readers (and tests): the caption, and the note
/// that only the best moves are labelled.
fn labels_ui(ui: &egui::Ui, id: egui::Id, model: &BoardModel, canvas: Rect, capped: bool) {
    if let Some(caption) = &model.caption {
        let mut rect = canvas;
        rect.min.y = (rect.max.y - CAPTION_ROOM).max(rect.min.y);
        let r = ui.interact(rect, id.with("caption"), Sense::hover());
        r.widget_info(|| WidgetInfo::labeled(Role::Label, true, caption));
    }
    if capped {
        let rect = Rect::from_min_size(canvas.min, vec2(canvas.width(), NOTE_ROOM));
        let r = ui.interact(rect, id.with("note"), Sense::hover());
        r.widget_info(|| WidgetInfo::labeled(Role::Label, true, capped_note()));
    }
}

/// Said when the overlay labels only the best moves.
pub fn capped_note() -> String {
    tr!("view-capped-note")
}

/// Height of the note's line at the top of the board.
const NOTE_ROOM: f32 = 18.0;

/// The board alone, `size` large, for a position editor: the point clicked, if any.
pub fn board_editor_ui(ui: &mut egui::Ui, model: &BoardModel, size: Vec2) -> Option<usize> {
    let (response, painter) = ui.allocate_painter(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, tr!("view-setup-board")));
    let to_screen = screen_from_board(model, response.rect);
    // Every point is registered for clicks, whichever was clicked.
    let mut clicked = None;
    for i in 0..model.points.len() {
        if point_response(ui, model, &to_screen, response.id, i).clicked() {
            clicked = Some(i);
        }
    }
    paint_board(ui, &painter, model, &to_screen, &Marks::default());
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
    let radius = to_screen.scale().x * POINT_RADIUS;
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
        .map_or_else(|| tr!("view-point-empty"), |p| p.name.clone());
    let label = tr!("view-point", point = point.name.clone(), piece = piece);
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    r
}

/// The badge of move `m`, at `at` in board units, as a button named after the move and its verdict.
fn badge_response(
    ui: &egui::Ui,
    model: &BoardModel,
    to_screen: &RectTransform,
    id: egui::Id,
    m: usize,
    at: Pos2,
) -> egui::Response {
    let mv = &model.moves[m];
    let rect = badge_rect(
        to_screen.transform_pos(at),
        BADGE_RADIUS * to_screen.scale().x,
    );
    let r = ui.interact(rect, id.with(("badge", m)), Sense::click());
    let verdict = match (mv.known, mv.info.value) {
        (Known::Estimate, _) => tr!("view-estimated-only"),
        (Known::Winner { wins }, _) => crate::ui::views::verdict::winner_text(wins),
        (Known::Value, Some(value)) => crate::ui::views::verdict::move_value(value),
        (Known::Value, None) => tr!("view-not-evaluated"),
    };
    let label = tr!("view-play", move = mv.info.name.clone(), verdict = verdict);
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    let leads = tr!("view-leads-to", code = mv.info.to_code.clone());
    r.on_hover_text(format!("{label}\n{leads}"))
}
