//! What a board game's UI file says of its game for the code the board games share
//! ([`super::board_game`]: the canvas, the editor; [`super::board_refusal`]: a refused
//! click in words).

use crate::core::Seat;
use crate::games::board::{Board, Point, PointSet};
use crate::ui::games::game_ui::GameUi;

/// What a board game's UI file tells the code all board games share: the board, its two
/// kinds of piece (a lone piece, the fox or the hare, against a band of geese or hounds),
/// where they stand, and the path a move takes. The canvas, the position editor and the
/// pieces as drawn follow from it ([`super::board_game::canvas_ui`], [`super::board_game::setup_ui`]).
pub trait BoardGame: GameUi {
    /// The board the game is played on.
    fn board() -> &'static Board;
    /// Whether the board is drawn as a checkerboard rather than as points and lines.
    const CHECKERED: bool = false;
    /// The lone piece's side key, as the message files name it (`side-fox`, `game-piece-*`):
    /// "fox".
    const LONE: &'static str;
    /// The band's side key: "geese".
    const BAND: &'static str;
    /// The lone piece's seat.
    const LONE_SEAT: Seat;
    /// The room the position editor's board takes.
    const EDITOR_SIZE: egui::Vec2;
    /// What a place of the board is called, as a key of the messages: "point", or "square" on
    /// a checkerboard.
    const PLACE: &'static str = "point";
    /// Where the lone piece stands.
    fn lone(pos: &Self::State) -> Point;
    /// Where the band stands.
    fn band(pos: &Self::State) -> PointSet;
    /// Puts the pieces of `pos` on these points.
    fn place(pos: &mut Self::State, lone: Point, band: PointSet);
    /// Gives the move to `seat` (in the editor).
    fn set_to_move(pos: &mut Self::State, seat: Seat);
    /// A step of one piece from `from` to `to`, for the rules to say why it is illegal.
    fn step(from: Point, to: Point) -> Self::Move;
    /// The points a move passes through: its start, then each point it lands on.
    fn path(&self, pos: &Self::State, mv: &Self::Move) -> Vec<usize>;
    /// A line under the board (the stalling count, the geese left), if the game has one.
    fn caption(&self, pos: &Self::State) -> Option<String> {
        let _ = pos;
        None
    }
    /// More of the position editor under the side to move (the stalling count).
    fn more_setup_ui(ui: &mut egui::Ui, draft: &mut Self::State) {
        let _ = (ui, draft);
    }
}
