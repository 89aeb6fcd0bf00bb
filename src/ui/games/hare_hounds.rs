//! Hare and Hounds in the app: the hare's starting point in the sidebar, the 11-point board
//! with the hounds' stalling count under it, and the position editor.

use super::board_game::{self, geometry};
use crate::core::Seat;
use crate::games::board::{Point, military};
use crate::games::hare_hounds::variant::HOUNDS_START;
use crate::games::hare_hounds::{HareHounds, Move, Position, STALLING_LIMIT, Side, Variant};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::solving::count_figures;
use crate::ui::views::board::{BoardModel, PieceView, board_editor_ui, board_ui};

impl Evaluated for HareHounds {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Solve(count_figures::<Self>)
    }

    fn variant_key(&self) -> String {
        self.variant().list()
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Hounds => SeatName::many("Hounds"),
            Side::Hare => SeatName::one("Hare"),
        }
    }
}

impl GameUi for HareHounds {
    const HOW_TO_MOVE: &'static str = "click a piece, then the point it goes to.";
    const RULES: &'static [Section] = rules_text::HARE_HOUNDS;

    fn seat_count(_: &Variant) -> usize {
        2
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        let start = military().name(self.variant().hare_start);
        format!("Hare and Hounds, the hare starting on {start}")
    }

    fn canvas_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        flags: CanvasFlags,
    ) -> Option<Command> {
        let model = board_model(session, flags);
        let answer = board_ui(ui, &model)?;
        board_game::command(&model, answer)
    }

    fn setup_ui(ui: &mut egui::Ui, _game: &Self, draft: &mut Position) {
        setup_ui(ui, draft);
    }
}

/// The hare's starting point; true when it changed.
fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let board = military();
    let mut changed = false;
    ui.horizontal(|ui| {
        let label = ui
            .label("Hare starts on")
            .on_hover_text("The hare usually starts on b5, at the top; any free point will do.");
        egui::ComboBox::from_id_salt("hare_start")
            .selected_text(board.name(variant.hare_start))
            .show_ui(ui, |ui| {
                let free = board
                    .all()
                    .filter(|&p| !HOUNDS_START.contains(&board.name(p)));
                for point in free {
                    let chosen = variant.hare_start == point;
                    if ui.selectable_label(chosen, board.name(point)).clicked() && !chosen {
                        variant.hare_start = point;
                        changed = true;
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    changed
}

/// A hound or the hare, as drawn.
fn piece(side: Side) -> PieceView {
    match side {
        Side::Hounds => PieceView {
            side: 0,
            name: "Hound".to_owned(),
            mark: String::new(),
        },
        Side::Hare => PieceView {
            side: 1,
            name: "Hare".to_owned(),
            mark: "H".to_owned(),
        },
    }
}

/// The board with the position's pieces, and no moves.
fn position_model(pos: &Position) -> BoardModel {
    let board = military();
    let (points, lines) = geometry(board);
    let pieces = board
        .all()
        .map(|p| {
            if p == pos.hare {
                Some(piece(Side::Hare))
            } else {
                pos.hounds.contains(p).then(|| piece(Side::Hounds))
            }
        })
        .collect();
    BoardModel {
        points,
        lines,
        pieces,
        ..BoardModel::default()
    }
}

/// A step's path on the board.
fn path(_: &Position, mv: &Move) -> Vec<usize> {
    vec![mv.from.index(), mv.to.index()]
}

/// What the board draws for the session's position.
fn board_model(session: &Session<HareHounds>, flags: CanvasFlags) -> BoardModel {
    let pos = session.current();
    let mut model = position_model(pos);
    model.key = board_game::position_key(session);
    model.moves = if session.mover().is_some() {
        board_game::solved_moves(session, path)
    } else {
        Vec::new()
    };
    model.hint = board_game::hint_index(session, &model.moves);
    model.last_move = board_game::last_move(session, path);
    model.waiting = board_game::waiting(session);
    model.overlay = flags.overlay;
    model.caption = Some(stalling_caption(pos.stalling));
    model
}

/// The hounds' stalling count in words.
pub fn stalling_caption(stalling: u8) -> String {
    format!("Hounds' moves without advancing: {stalling} of {STALLING_LIMIT}")
}

/// The position editor: a click on a point cycles it empty → hound → hare; the side to move
/// and the stalling count below.
fn setup_ui(ui: &mut egui::Ui, draft: &mut Position) {
    ui.label("Each click on a point: empty, then a hound, then the hare (leaving its old point).");
    let model = position_model(draft);
    if let Some(i) = board_editor_ui(ui, &model, egui::vec2(260.0, 300.0)) {
        cycle(draft, Point(i as u8));
    }
    ui.horizontal(|ui| {
        ui.label("To move");
        for side in [Side::Hounds, Side::Hare] {
            let name = if side == Side::Hounds {
                "Hounds"
            } else {
                "Hare"
            };
            ui.radio_value(&mut draft.to_move, side, name);
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Hounds' moves without advancing");
        ui.add(egui::DragValue::new(&mut draft.stalling).range(0..=STALLING_LIMIT))
            .labelled_by(label.id);
    });
}

/// One click of the editor on `point`: empty → hound → hare; the hare stays where it is
/// (there is always one hare).
fn cycle(draft: &mut Position, point: Point) {
    if draft.hounds.contains(point) {
        draft.hounds = draft.hounds.without(point);
        draft.hare = point;
    } else if draft.hare != point {
        draft.hounds = draft.hounds.with(point);
    }
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
        cycle(&mut pos, b3);
        assert!(pos.hounds.contains(b3), "empty → hound");
        cycle(&mut pos, b3);
        assert_eq!(pos.hare, b3, "hound → hare");
        assert!(!pos.hounds.contains(b3));
        cycle(&mut pos, b3);
        assert_eq!(pos.hare, b3, "the hare stays");
        let code = game.format_state(&pos);
        assert_eq!(code, "b3/b1a2c2/hounds/0");
        assert!(game.parse_state(&code).is_ok());
    }

    #[test]
    fn the_board_is_one_unit_between_neighbours() {
        let model = position_model(&HareHounds::standard().start());
        let (a2, b2) = (&model.points[1], &model.points[2]);
        assert_eq!((a2.name.as_str(), b2.name.as_str()), ("a2", "b2"));
        assert!((a2.at.distance(b2.at) - 1.0).abs() < 1e-4);
        assert_eq!(model.pieces.iter().flatten().count(), 4);
    }
}
