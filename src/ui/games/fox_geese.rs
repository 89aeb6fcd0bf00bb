//! Fox and Geese in the app: the number of geese and the sideways switch in the sidebar, the
//! 33-point cross with capture chains entered one jump at a time, evaluation by search (made
//! exact by the table of the game without sideways, where the app has it), the draw on the
//! third repetition, and the position editor.

use super::board_game::{self, geometry};
use crate::core::Seat;
use crate::games::board::{Point, cross};
use crate::games::fox_geese::{FoxGeese, GEESE_COUNTS, Move, Position, Side, Variant};
use crate::solver::Job;
use crate::solver::exact::WinTable;
use crate::solver::search::{self, Limits, Report};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::tables::Tables;
use crate::ui::views::board::{BoardModel, PieceView, board_editor_ui, board_ui};
use std::sync::Arc;
use std::time::Duration;

impl Evaluated for FoxGeese {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Search(search_position)
    }

    fn table_target(&self) -> Option<usize> {
        (!self.variant().sideways).then_some(usize::from(self.variant().geese))
    }

    fn win_table(&self, tables: &Tables) -> Option<Arc<dyn WinTable<Self>>> {
        self.table_target()?;
        let table: Arc<dyn WinTable<Self>> = tables.fox_geese()?;
        Some(table)
    }

    fn variant_key(&self) -> String {
        self.variant().list()
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Fox => SeatName::one("Fox"),
            Side::Geese => SeatName::many("Geese"),
        }
    }
}

impl GameUi for FoxGeese {
    const HOW_TO_MOVE: &'static str =
        "click a piece, then the point it goes to; the fox jumps one capture at a time.";
    const RULES: &'static [Section] = rules_text::FOX_GEESE;

    fn seat_count(_: &Variant) -> usize {
        2
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        format!("Fox and Geese, {}", self.variant().list())
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

/// The search of one position within the time the user chose.
fn search_position(game: FoxGeese, pos: Position, time: Duration) -> Job<Report<FoxGeese>> {
    let limits = Limits {
        time,
        ..Limits::default()
    };
    search::spawn(game, pos, limits)
}

/// The number of geese and the sideways switch; true when something changed.
fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let before = *variant;
    ui.label("Geese");
    ui.horizontal(|ui| {
        for count in GEESE_COUNTS {
            let help = match count {
                13 => "The classic game: the bottom arm and the row below the fox.",
                15 => "Two more geese, on a4 and g4.",
                _ => "Four more geese, on a4, b4, f4 and g4.",
            };
            ui.radio_value(&mut variant.geese, count, format!("{count} geese"))
                .on_hover_text(help);
        }
    });
    ui.checkbox(&mut variant.sideways, "Sideways")
        .on_hover_text("Geese may also step sideways along their row; play can then repeat.");
    *variant != before
}

/// The fox or a goose, as drawn.
fn piece(side: Side) -> PieceView {
    match side {
        Side::Fox => PieceView {
            side: 1,
            name: "Fox".to_owned(),
            mark: "F".to_owned(),
        },
        Side::Geese => PieceView {
            side: 0,
            name: "Goose".to_owned(),
            mark: String::new(),
        },
    }
}

/// The board with the position's pieces, and no moves.
fn position_model(pos: &Position) -> BoardModel {
    let board = cross();
    let (points, lines) = geometry(board);
    let pieces = board
        .all()
        .map(|p| {
            if p == pos.fox {
                Some(piece(Side::Fox))
            } else {
                pos.geese.contains(p).then(|| piece(Side::Geese))
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

/// A move's path: the start, then each landing point.
fn path(game: &FoxGeese, pos: &Position, mv: &Move) -> Vec<usize> {
    let points = if mv.is_capture() {
        game.chain_path(pos, mv)
    } else {
        None
    };
    points
        .unwrap_or_else(|| vec![mv.from, mv.to])
        .iter()
        .map(|p| p.index())
        .collect()
}

/// What the board draws for the session's position.
fn board_model(session: &Session<FoxGeese>, flags: CanvasFlags) -> BoardModel {
    let game = session.game();
    let pos = session.current();
    let path = |pos: &Position, mv: &Move| path(game, pos, mv);
    let mut model = position_model(pos);
    model.key = board_game::position_key(session);
    model.moves = if session.mover().is_some() {
        board_game::searched_moves(session, path)
    } else {
        Vec::new()
    };
    model.hint = board_game::hint_index(session, &model.moves);
    model.last_move = board_game::last_move(session, path);
    model.waiting = board_game::waiting(session);
    model.overlay = flags.overlay;
    let taken = usize::from(game.variant().geese).saturating_sub(pos.geese.len());
    model.caption = Some(format!(
        "Geese left: {} of {} ({taken} taken)",
        pos.geese.len(),
        game.variant().geese
    ));
    model
}

/// The position editor: a click on a point cycles it empty → goose → fox; the side to move
/// below.
fn setup_ui(ui: &mut egui::Ui, draft: &mut Position) {
    ui.label("Each click on a point: empty, then a goose, then the fox (leaving its old point).");
    let model = position_model(draft);
    if let Some(i) = board_editor_ui(ui, &model, egui::vec2(320.0, 320.0)) {
        cycle(draft, Point(i as u8));
    }
    ui.horizontal(|ui| {
        ui.label("To move");
        ui.radio_value(&mut draft.to_move, Side::Fox, "Fox");
        ui.radio_value(&mut draft.to_move, Side::Geese, "Geese");
    });
}

/// One click of the editor on `point`: empty → goose → fox; the fox stays where it is (there
/// is always one fox).
fn cycle(draft: &mut Position, point: Point) {
    if draft.geese.contains(point) {
        draft.geese = draft.geese.without(point);
        draft.fox = point;
    } else if draft.fox != point {
        draft.geese = draft.geese.with(point);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn a_chain_is_drawn_along_its_landing_points() {
        let game = FoxGeese::standard();
        let pos = game.parse_state("c3/c1d1e1e2d3f4/fox").expect("valid");
        let double = game
            .legal_moves(&pos)
            .into_iter()
            .find(|m| m.captured.len() == 2)
            .expect("a double jump");
        let names: Vec<&str> = path(&game, &pos, &double)
            .iter()
            .map(|&i| cross().name(Point(i as u8)))
            .collect();
        assert_eq!(names, ["c3", "e3", "g5"]);
    }

    #[test]
    fn the_editor_cycles_empty_goose_fox() {
        let game = FoxGeese::standard();
        let mut pos = game.start();
        let d6 = cross().point("d6").expect("a point");
        cycle(&mut pos, d6);
        assert!(pos.geese.contains(d6));
        cycle(&mut pos, d6);
        assert_eq!(pos.fox, d6);
        assert!(game.parse_state(&game.format_state(&pos)).is_ok());
    }
}
