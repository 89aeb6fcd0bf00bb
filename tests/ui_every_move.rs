//! The value chart's every-move view, through the real app: every legal move of each position
//! of the line with its values as the solve gives them, the best ones marked, the move played
//! joined to the line, and a dot tried as a variation.

mod app_harness;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Switch, Variant};
use kibitzer::solver::{Progress, try_solve};
use kibitzer::ui::panels::chart_moves;
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::{Language, set_language};

fn app() -> Harness<'static, App> {
    set_language(Language::English);
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = Variant::with(2, &[Switch::Suicide]);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = app_harness::app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

fn run(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

/// Plays `plies` moves, each the first legal move.
fn play_first_moves(h: &mut Harness<'_, App>, plies: usize) {
    for _ in 0..plies {
        let s = app_harness::chopsticks(h);
        let game = s.game();
        let Some(mv) = game.legal_moves(s.current()).into_iter().next() else {
            break;
        };
        let name = game.format_move(s.current(), &mv);
        run(h, Command::Play(name));
    }
}

#[test]
fn every_move_of_the_line_has_the_solved_values_and_the_best_are_marked() {
    let mut h = app();
    play_first_moves(&mut h, 8);
    let s = app_harness::chopsticks(&h);
    let game = s.game().clone();
    let solution = try_solve(&game, &[game.start()], &Progress::new()).expect("solved");
    let columns = s.every_move();
    assert_eq!(columns.len(), s.history().len().min(columns.len()));
    assert!(columns.len() >= 4, "a few positions: {}", columns.len());
    for column in &columns {
        let state = *s.history().position_at(column.ply);
        let moves = game.legal_moves(&state);
        assert_eq!(column.moves.len(), moves.len(), "every legal move");
        assert_eq!(column.mover, column.ply % 2, "two players take turns");
        let other = 1 - column.mover;
        let mut best = None;
        for (mv, dot) in moves.iter().zip(&column.moves) {
            assert_eq!(dot.name, game.format_move(&state, mv));
            let child = game.apply(&state, mv);
            // The solve's value of the child is its mover's: the other player's here.
            let value = solution.value(&game, &child).expect("covered");
            assert_eq!(
                dot.values[other], value,
                "{} for the other player",
                dot.name
            );
            assert_eq!(
                dot.values[column.mover], -value,
                "{} for its player",
                dot.name
            );
            let mine = dot.values[column.mover].one_ply_more();
            best = best.max(Some(mine));
            assert_eq!(
                dot.played,
                s.history().move_at(column.ply + 1) == Some(mv),
                "the move played"
            );
        }
        assert_eq!(column.moves.iter().filter(|m| m.played).count(), 1);
        for dot in &column.moves {
            let mine = dot.values[column.mover].one_ply_more();
            assert_eq!(dot.best, Some(mine) == best, "{} best", dot.name);
        }
        // The move played sits on the line: its values are the line's after it.
        let played = column.moves.iter().find(|m| m.played).expect("played");
        assert_eq!(
            Some(played.values.as_slice()),
            s.values_at(column.ply + 1),
            "move {}",
            column.ply + 1
        );
    }
}

#[test]
fn the_view_is_switched_from_the_chart_and_a_dot_is_tried_as_a_variation() {
    let mut h = app();
    play_first_moves(&mut h, 6);
    assert!(!h.state().preferences().every_move);
    h.get_by_label("Every move").click();
    h.run_ok();
    assert!(h.state().preferences().every_move);
    app_harness::settle_layout(&mut h);
    app_harness::mask_figure(&mut h, "Solve time");
    h.snapshot("chart_every_move");
    // A move not played, found at its own place on the chart, and tried.
    let s = app_harness::chopsticks(&h);
    let columns = s.every_move();
    let (column, dot) = columns
        .iter()
        .find_map(|c| c.moves.iter().find(|m| !m.played).map(|m| (c, m)))
        .expect("a move not played");
    let view = Some(s.viewpoint());
    let top = chart_moves::top_with(&columns, view, 1);
    let y = kibitzer::ui::panels::chart::height(dot.values[s.viewpoint()], top);
    let (found_column, found) =
        chart_moves::dot_at(&columns, view, top, ((column.ply + 1) as f64, y))
            .expect("the dot is where it is drawn");
    assert_eq!(found_column.ply, column.ply);
    assert_eq!(found.values, dot.values);
    let length = s.history().len();
    for command in chart_moves::try_dot(found_column, found) {
        run(&mut h, command);
    }
    let s = app_harness::chopsticks(&h);
    assert_eq!(s.history().cursor(), column.ply + 1);
    let tried = s.history().move_at(column.ply + 1).expect("a move");
    let before = s.history().position_at(column.ply);
    assert_eq!(s.game().format_move(before, tried), found.name);
    // The game's own line is kept: the try is a variation beside it.
    assert_eq!(s.history().main_line_view().len(), length);
    assert_eq!(s.history().variation_count(), 1);
}
