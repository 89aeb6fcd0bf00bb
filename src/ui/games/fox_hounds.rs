//! Fox and Hounds in the app: the fox's starting square and who moves first in the sidebar,
//! the 32 dark squares of the checkerboard, and the position editor. Everything the board
//! games share is in [`super::board_game`].

use super::board_game::{self, geometry};
use crate::core::Seat;
use crate::games::board::{Point, checkerboard};
use crate::games::fox_hounds::variant::FOX_STARTS;
use crate::games::fox_hounds::{FoxHounds, Move, Position, Side, Variant};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::solving::count_figures;
use crate::ui::views::board::{BoardModel, PieceView, board_editor_ui, board_ui};

impl Evaluated for FoxHounds {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Solve(count_figures::<Self>)
    }

    fn variant_key(&self) -> String {
        self.variant().list()
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Fox => SeatName::one("Fox"),
            Side::Hounds => SeatName::many("Hounds"),
        }
    }
}

impl GameUi for FoxHounds {
    const HOW_TO_MOVE: &'static str = "click a piece, then the square it goes to.";
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
            "the hounds"
        } else {
            "the fox"
        };
        format!("Fox and Hounds, the fox starting on {start}, {first} moving first")
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

/// The fox's starting square and who moves first; true when something changed.
fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let board = checkerboard();
    let mut changed = false;
    ui.horizontal(|ui| {
        let label = ui
            .label("Fox starts on")
            .on_hover_text("The fox starts on a dark square of the far row; d8 is usual.");
        egui::ComboBox::from_id_salt("fox_start")
            .selected_text(board.name(variant.fox_start))
            .show_ui(ui, |ui| {
                for point in FOX_STARTS.iter().filter_map(|name| board.point(name)) {
                    let chosen = variant.fox_start == point;
                    if ui.selectable_label(chosen, board.name(point)).clicked() && !chosen {
                        variant.fox_start = point;
                        changed = true;
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    changed |= ui
        .checkbox(&mut variant.hounds_first, "Hounds move first")
        .on_hover_text("The fox usually moves first.")
        .changed();
    changed
}

/// A hound or the fox, as drawn.
fn piece(side: Side) -> PieceView {
    match side {
        Side::Hounds => PieceView {
            side: 0,
            name: "Hound".to_owned(),
            mark: String::new(),
        },
        Side::Fox => PieceView {
            side: 1,
            name: "Fox".to_owned(),
            mark: "F".to_owned(),
        },
    }
}

/// The board with the position's pieces, and no moves.
fn position_model(pos: &Position) -> BoardModel {
    let board = checkerboard();
    let (points, lines) = geometry(board);
    let pieces = board
        .all()
        .map(|p| {
            if p == pos.fox {
                Some(piece(Side::Fox))
            } else {
                pos.hounds.contains(p).then(|| piece(Side::Hounds))
            }
        })
        .collect();
    BoardModel {
        points,
        lines,
        pieces,
        checkered: true,
        ..BoardModel::default()
    }
}

/// A step's path on the board.
fn path(_: &Position, mv: &Move) -> Vec<usize> {
    vec![mv.from.index(), mv.to.index()]
}

/// What the board draws for the session's position.
fn board_model(session: &Session<FoxHounds>, flags: CanvasFlags) -> BoardModel {
    let mut model = position_model(session.current());
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
    model
}

/// The position editor: a click on a square cycles it empty → hound → fox; the side to move
/// below.
fn setup_ui(ui: &mut egui::Ui, draft: &mut Position) {
    ui.label("Each click on a square: empty, then a hound, then the fox (leaving its old square).");
    let model = position_model(draft);
    if let Some(i) = board_editor_ui(ui, &model, egui::vec2(300.0, 300.0)) {
        cycle(draft, Point(i as u8));
    }
    ui.horizontal(|ui| {
        ui.label("To move");
        ui.radio_value(&mut draft.to_move, Side::Fox, "Fox");
        ui.radio_value(&mut draft.to_move, Side::Hounds, "Hounds");
    });
}

/// One click of the editor on `point`: empty → hound → fox; the fox stays where it is (there
/// is always one fox).
fn cycle(draft: &mut Position, point: Point) {
    if draft.hounds.contains(point) {
        draft.hounds = draft.hounds.without(point);
        draft.fox = point;
    } else if draft.fox != point {
        draft.hounds = draft.hounds.with(point);
    }
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
        cycle(&mut pos, c3);
        assert!(pos.hounds.contains(c3), "empty → hound");
        cycle(&mut pos, c3);
        assert_eq!(pos.fox, c3, "hound → fox");
        assert!(!pos.hounds.contains(c3));
        cycle(&mut pos, c3);
        assert_eq!(pos.fox, c3, "the fox stays");
        assert_eq!(game.format_state(&pos), "c3/a1c1e1g1/fox");
    }

    #[test]
    fn the_board_has_the_32_dark_squares_and_five_pieces() {
        let model = position_model(&FoxHounds::standard().start());
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
