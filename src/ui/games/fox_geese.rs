//! Fox and Geese in the app: the number of geese and the sideways switch in the sidebar, the
//! 33-point cross with capture chains entered one jump at a time, evaluation by search (made
//! exact by the table of the game, with or without sideways moves, where the app has it),
//! the draw on the third repetition, and the position editor.

use super::board_game::{self, BoardGame};
use crate::core::Seat;
use crate::games::board::{Board, Point, PointSet, cross};
use crate::games::fox_geese::{FoxGeese, GEESE_COUNTS, Move, Position, Side, Variant};
use crate::solver::Job;
use crate::solver::exact::WinTable;
use crate::solver::fox_geese::remote_table::Rules;
use crate::solver::search::{self, Limits, Report};
use crate::ui::common::command::Command;
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::tables::{TableTarget, Tables};

use std::sync::Arc;
use std::time::Duration;

impl Evaluated for FoxGeese {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Search(search_position)
    }

    fn score_terms(&self) -> &'static [(&'static str, i32)] {
        &crate::games::fox_geese::heuristic::SCORE_TERMS
    }

    fn table_target(&self) -> Option<TableTarget> {
        Some(TableTarget {
            geese: usize::from(self.variant().geese),
            rules: Rules::of(self.variant().sideways),
        })
    }

    fn win_table(&self, tables: &Tables) -> Option<Arc<dyn WinTable<Self>>> {
        tables.fox_geese(Rules::of(self.variant().sideways))
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        match Side::of_seat(seat) {
            Side::Fox => SeatName::side("fox", false),
            Side::Geese => SeatName::side("geese", true),
        }
    }
}

impl GameUi for FoxGeese {
    const HOW_TO_MOVE: &'static str = "game-how-to-move-fox-geese";
    const RULES: &'static [Section] = rules_text::FOX_GEESE;

    fn seat_count(_: &Variant) -> usize {
        2
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        let variant = self.variant();
        crate::tr!(
            "game-variant-fox-geese",
            geese = variant.geese,
            sideways = if variant.sideways { "yes" } else { "no" }
        )
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

impl BoardGame for FoxGeese {
    fn board() -> &'static Board {
        cross()
    }
    const LONE: &'static str = "fox";
    const BAND: &'static str = "geese";
    const LONE_SEAT: Seat = 0;
    const EDITOR_SIZE: egui::Vec2 = egui::vec2(320.0, 320.0);

    fn lone(pos: &Position) -> Point {
        pos.fox
    }

    fn band(pos: &Position) -> PointSet {
        pos.geese
    }

    fn place(pos: &mut Position, lone: Point, band: PointSet) {
        (pos.fox, pos.geese) = (lone, band);
    }

    fn set_to_move(pos: &mut Position, seat: Seat) {
        pos.to_move = Side::of_seat(seat);
    }

    fn step(from: Point, to: Point) -> Move {
        Move {
            from,
            to,
            captured: PointSet::EMPTY,
        }
    }

    /// A capture chain runs through each landing point.
    fn path(&self, pos: &Position, mv: &Move) -> Vec<usize> {
        let points = if mv.is_capture() {
            self.chain_path(pos, mv)
        } else {
            None
        };
        points
            .unwrap_or_else(|| vec![mv.from, mv.to])
            .iter()
            .map(|p| p.index())
            .collect()
    }

    fn caption(&self, pos: &Position) -> Option<String> {
        let geese = self.variant().geese;
        let taken = usize::from(geese).saturating_sub(pos.geese.len());
        Some(crate::tr!(
            "game-fox-geese-left",
            left = pos.geese.len(),
            geese = geese,
            taken = taken
        ))
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
    ui.label(crate::tr!("game-fox-geese-geese"));
    ui.horizontal_wrapped(|ui| {
        for count in GEESE_COUNTS {
            let help = crate::tr!("game-fox-geese-count-help", count = count);
            let label = crate::tr!("game-fox-geese-count", count = count);
            ui.radio_value(&mut variant.geese, count, label)
                .on_hover_text(help);
        }
    });
    ui.checkbox(&mut variant.sideways, crate::tr!("game-fox-geese-sideways"))
        .on_hover_text(crate::tr!("game-fox-geese-sideways-help"));
    *variant != before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::ui::views::badges::{badge_rect, disjoint};
    use crate::ui::views::board::layout;
    use crate::ui::views::board::{BoardModel, BoardMove, Known};
    use crate::ui::views::table::MoveInfo;
    use egui::{Rect, Vec2};

    #[test]
    fn a_chain_is_drawn_along_its_landing_points() {
        let game = FoxGeese::standard();
        let pos = game.parse_state("c3/c1d1e1e2d3f4/fox").expect("valid");
        let double = game
            .legal_moves(&pos)
            .into_iter()
            .find(|m| m.captured.len() == 2)
            .expect("a double jump");
        let names: Vec<&str> = game
            .path(&pos, &double)
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
        board_game::cycle::<FoxGeese>(&mut pos, d6);
        assert!(pos.geese.contains(d6));
        board_game::cycle::<FoxGeese>(&mut pos, d6);
        assert_eq!(pos.fox, d6);
        assert!(game.parse_state(&game.format_state(&pos)).is_ok());
    }

    /// The board as drawn with every legal move of `pos` under the overlay, estimated.
    fn overlay_model(game: &FoxGeese, pos: &Position, flipped: bool) -> BoardModel {
        let mut model = board_game::position_model::<FoxGeese>(pos);
        model.overlay = true;
        model.coordinates = flipped;
        model.flipped = flipped;
        model.moves = game
            .legal_moves(pos)
            .iter()
            .map(|mv| BoardMove {
                path: game.path(pos, mv),
                info: MoveInfo::default(),
                known: Known::Estimate,
            })
            .collect();
        layout::as_drawn(&model).into_owned()
    }

    /// The badges of `model` with nothing pointed at, then with each point pointed at, keep
    /// off each other and off the pieces; the number drawn with nothing pointed at.
    fn check_badges(model: &BoardModel) -> usize {
        let pieces: Vec<Rect> = model
            .points
            .iter()
            .zip(&model.pieces)
            .filter(|(_, piece)| piece.is_some())
            .map(|(p, _)| Rect::from_center_size(p.at, Vec2::splat(layout::PIECE_RADIUS * 2.0)))
            .collect();
        let mut drawn = 0;
        let focuses = std::iter::once(None).chain((0..model.points.len()).map(Some));
        for focus in focuses {
            let focus: Vec<usize> = focus.into_iter().collect();
            let (moves, _) = layout::badge_moves(model, &focus);
            let spots = layout::badge_spots(model, &moves);
            let rects: Vec<Rect> = spots
                .iter()
                .map(|&(_, at)| badge_rect(at, layout::BADGE_RADIUS))
                .collect();
            assert!(disjoint(&rects), "badges overlap: {focus:?} {rects:?}");
            for rect in &rects {
                assert!(!pieces.iter().any(|p| p.intersects(*rect)), "on a piece");
                assert!(layout::bounds(model).contains_rect(*rect), "off the board");
            }
            if focus.is_empty() {
                drawn = rects.len();
            }
        }
        drawn
    }

    #[test]
    fn no_two_badges_overlap_in_the_first_moves_of_a_game() {
        for geese in [13, 17] {
            let game = FoxGeese::new(Variant::new(geese, false).expect("valid")).expect("valid");
            let mut layer = vec![game.start()];
            for ply in 0..3 {
                let mut next = Vec::new();
                for pos in &layer {
                    for flipped in [false, true] {
                        let model = overlay_model(&game, pos, flipped);
                        let drawn = check_badges(&model);
                        let moves = model.moves.len();
                        assert!(
                            drawn >= moves.min(layout::CAP) / 2,
                            "{geese} geese, ply {ply}: {drawn} of {moves} drawn"
                        );
                    }
                    next.extend(game.successors(pos).into_iter().map(|(_, to)| to));
                }
                layer = next;
            }
        }
    }

    #[test]
    fn the_geese_best_few_are_all_labelled_at_the_start() {
        let game = FoxGeese::standard();
        let mut pos = game.start();
        pos = game.apply(&pos, &game.legal_moves(&pos)[0]);
        let model = overlay_model(&game, &pos, false);
        assert!(model.moves.len() > layout::CAP, "{}", model.moves.len());
        assert_eq!(check_badges(&model), layout::CAP);
    }
}
