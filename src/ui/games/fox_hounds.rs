//! Fox and Hounds in the app: the fox's starting square and who moves first in the sidebar,
//! the 32 dark squares of the checkerboard, and the position editor. Everything the board
//! games share is in [`super::board_game`].

use super::board_game::{self, BoardGame};
use crate::core::Seat;
use crate::games::board::{Board, Point, PointSet, checkerboard};
use crate::games::fox_hounds::variant::FOX_STARTS;
use crate::games::fox_hounds::{FoxHounds, Move, Position, Side, Variant};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::solving::count_figures;

impl Evaluated for FoxHounds {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Solve(count_figures::<Self>)
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Fox => SeatName::side("fh-fox", false),
            Side::Hounds => SeatName::side("fh-hounds", true),
        }
    }
}

impl GameUi for FoxHounds {
    const HOW_TO_MOVE: &'static str = "game-how-to-move-fox-hounds";
    const RULES: &'static [Section] = rules_text::FOX_HOUNDS;

    fn seat_count(_: &Variant) -> usize {
        2
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        let start = checkerboard().name(self.variant().fox_start);
        let first = if self.variant().hounds_first {
            "hounds"
        } else {
            "fox"
        };
        crate::tr!("game-variant-fox-hounds", start = start, first = first)
    }

    fn canvas_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        flags: CanvasFlags<'_>,
    ) -> Option<Command> {
        board_game::canvas_ui(ui, session, flags)
    }

    fn setup_ui(ui: &mut egui::Ui, game: &Self, draft: &mut Position) {
        board_game::setup_ui(ui, game, draft);
    }
}

impl BoardGame for FoxHounds {
    fn board() -> &'static Board {
        checkerboard()
    }
    const CHECKERED: bool = true;
    const LONE: &'static str = "fh-fox";
    const BAND: &'static str = "fh-hounds";
    const LONE_SEAT: Seat = 0;
    const EDITOR_SIZE: egui::Vec2 = egui::vec2(300.0, 300.0);
    const PLACE: &'static str = "square";

    fn lone(pos: &Position) -> Point {
        pos.fox
    }

    fn band(pos: &Position) -> PointSet {
        pos.hounds
    }

    fn place(pos: &mut Position, lone: Point, band: PointSet) {
        (pos.fox, pos.hounds) = (lone, band);
    }

    fn set_to_move(pos: &mut Position, seat: Seat) {
        pos.to_move = Side::of_seat(seat);
    }

    fn step(from: Point, to: Point) -> Move {
        Move { from, to }
    }

    fn path(&self, _: &Position, mv: &Move) -> Vec<usize> {
        vec![mv.from.index(), mv.to.index()]
    }
}

/// The fox's starting square and who moves first; true when something changed.
fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let board = checkerboard();
    let starts = FOX_STARTS.iter().filter_map(|name| board.point(name));
    let (label, note) = (
        crate::tr!("game-fox-hounds-start"),
        crate::tr!("game-fox-hounds-start-help"),
    );
    let mut changed =
        board_game::start_point_ui(ui, (&label, &note), board, starts, &mut variant.fox_start);
    changed |= ui
        .checkbox(
            &mut variant.hounds_first,
            crate::tr!("game-fox-hounds-hounds-first"),
        )
        .on_hover_text(crate::tr!("game-fox-hounds-hounds-first-help"))
        .changed();
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn the_editor_cycles_empty_hound_fox() {
        let game = FoxHounds::standard();
        let mut pos = game.start();
        let c3 = checkerboard().point("c3").expect("a square");
        board_game::cycle::<FoxHounds>(&mut pos, c3);
        assert!(pos.hounds.contains(c3), "empty → hound");
        board_game::cycle::<FoxHounds>(&mut pos, c3);
        assert_eq!(pos.fox, c3, "hound → fox");
        assert!(!pos.hounds.contains(c3));
        board_game::cycle::<FoxHounds>(&mut pos, c3);
        assert_eq!(pos.fox, c3, "the fox stays");
        assert_eq!(game.format_state(&pos), "c3/a1c1e1g1/fox");
    }

    #[test]
    fn the_board_has_the_32_dark_squares_and_five_pieces() {
        let model = board_game::position_model::<FoxHounds>(&FoxHounds::standard().start());
        assert_eq!(model.points.len(), 32);
        assert_eq!(model.pieces.iter().flatten().count(), 5);
        let (a1, b2) = (&model.points[0], &model.points[4]);
        assert_eq!((a1.name.as_str(), b2.name.as_str()), ("a1", "b2"));
        assert!(
            (a1.at.distance(b2.at) - 1.0).abs() < 1e-4,
            "one diagonal step"
        );
    }
}
