//! Hare and Hounds in the app: the hare's starting point in the sidebar, the 11-point board
//! with the hounds' stalling count under it, and the position editor.

use super::board_game::{self, BoardGame};
use crate::core::Seat;
use crate::games::board::{Board, Point, PointSet, military};
use crate::games::hare_hounds::variant::HOUNDS_START;
use crate::games::hare_hounds::{HareHounds, Move, Position, STALLING_LIMIT, Side, Variant};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::solving::count_figures;

impl Evaluated for HareHounds {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Solve(count_figures::<Self>)
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Hounds => SeatName::side("hounds", true),
            Side::Hare => SeatName::side("hare", false),
        }
    }
}

impl GameUi for HareHounds {
    const HOW_TO_MOVE: &'static str = "game-how-to-move-hare-hounds";
    const RULES: &'static [Section] = rules_text::HARE_HOUNDS;

    fn seat_count(_: &Variant) -> usize {
        2
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        let start = military().name(self.variant().hare_start);
        crate::tr!("game-variant-hare-hounds", start = start)
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

impl BoardGame for HareHounds {
    fn board() -> &'static Board {
        military()
    }
    const LONE: &'static str = "hare";
    const BAND: &'static str = "hounds";
    const LONE_SEAT: Seat = 1;
    const EDITOR_SIZE: egui::Vec2 = egui::vec2(260.0, 300.0);

    fn lone(pos: &Position) -> Point {
        pos.hare
    }

    fn band(pos: &Position) -> PointSet {
        pos.hounds
    }

    fn place(pos: &mut Position, lone: Point, band: PointSet) {
        (pos.hare, pos.hounds) = (lone, band);
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

    fn caption(&self, pos: &Position) -> Option<String> {
        Some(stalling_caption(pos.stalling))
    }

    /// The stalling count, under the side to move.
    fn more_setup_ui(ui: &mut egui::Ui, draft: &mut Position) {
        ui.horizontal(|ui| {
            let label = ui.label(crate::tr!("game-hare-hounds-stalling-label"));
            ui.add(egui::DragValue::new(&mut draft.stalling).range(0..=STALLING_LIMIT))
                .labelled_by(label.id);
        });
    }
}

/// The hare's starting point; true when it changed.
fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let board = military();
    let free = board
        .all()
        .filter(|&p| !HOUNDS_START.contains(&board.name(p)));
    let (label, note) = (
        crate::tr!("game-hare-hounds-start"),
        crate::tr!("game-hare-hounds-start-help"),
    );
    board_game::start_point_ui(ui, (&label, &note), board, free, &mut variant.hare_start)
}

/// The hounds' stalling count in words.
pub fn stalling_caption(stalling: u8) -> String {
    crate::tr!(
        "game-hare-hounds-stalling",
        stalling = stalling,
        limit = STALLING_LIMIT
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn the_editor_cycles_empty_hound_hare() {
        let game = HareHounds::standard();
        let mut pos = game.start();
        let b3 = military().point("b3").expect("a point");
        board_game::cycle::<HareHounds>(&mut pos, b3);
        assert!(pos.hounds.contains(b3), "empty → hound");
        board_game::cycle::<HareHounds>(&mut pos, b3);
        assert_eq!(pos.hare, b3, "hound → hare");
        assert!(!pos.hounds.contains(b3));
        board_game::cycle::<HareHounds>(&mut pos, b3);
        assert_eq!(pos.hare, b3, "the hare stays");
        let code = game.format_state(&pos);
        assert_eq!(code, "b3/b1a2c2/hounds/0");
        assert!(game.parse_state(&code).is_ok());
    }

    #[test]
    fn the_board_is_one_unit_between_neighbours() {
        let model = board_game::position_model::<HareHounds>(&HareHounds::standard().start());
        let (a2, b2) = (&model.points[1], &model.points[2]);
        assert_eq!((a2.name.as_str(), b2.name.as_str()), ("a2", "b2"));
        assert!((a2.at.distance(b2.at) - 1.0).abs() < 1e-4);
        assert_eq!(model.pieces.iter().flatten().count(), 4);
    }
}
