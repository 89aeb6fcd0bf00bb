//! The exact Fox and Geese table in the real app, driven with egui_kittest: a small table
//! (up to six geese) built in a temporary folder makes the verdicts and every move exact,
//! the computer plays from it, positions beyond it stay on the search, a damaged table is
//! refused with Rebuild, and without a table the panel offers the build, which runs in the
//! background, opens its layers as they finish, stops on Cancel and resumes.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::core::Value;
use kibitzer::core::{Game, Rng};
use kibitzer::games::board::{Point, PointSet};
use kibitzer::games::fox_geese::{FoxGeese, Position, Side, Variant};
use kibitzer::solver::Progress;
use kibitzer::solver::fox_geese::remote_build;
use kibitzer::solver::fox_geese::remote_table::{self, RemoteTable, Rules};
use kibitzer::solver::fox_geese::table::{self, StoredTable};
use kibitzer::solver::search::{Report, Verdict};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::session::tables::{TableStatus, TableTarget};

/// The table of the standard game.
const THIRTEEN: TableTarget = TableTarget {
    geese: 13,
    rules: Rules::NoSideways,
};
use kibitzer::ui::{App, Command, GameKind, Player, Preferences, Strength};
use std::path::{Path, PathBuf};

mod app_harness;
mod common;
use app_harness::*;

/// Where `AppPaths::in_folder(dir)` keeps the tables.
fn tables_in(dir: &Path) -> PathBuf {
    dir.join("tables")
}

/// The app's files in `dir`, but no autosave: each app of a test starts afresh.
fn paths(dir: &Path) -> AppPaths {
    AppPaths {
        autosave: None,
        preferences: None,
        ..AppPaths::in_folder(dir)
    }
}

/// Builds the table up to six geese where the app in `dir` looks for it.
fn build_small_table(dir: &Path) {
    table::build(&tables_in(dir), 6, 2, &Progress::new(), &mut |_| {}).expect("built");
}

/// The table as the tests read it.
fn open_table(dir: &Path) -> StoredTable {
    table::open(&tables_in(dir), 6).expect("opens")
}

/// Fox and Geese without sideways, both sides played by people, short searches, the
/// overlay on.
fn people() -> Preferences {
    let mut prefs = Preferences {
        game: GameKind::FoxGeese,
        ..Preferences::default()
    };
    prefs.fox_geese.settings = Variant::standard();
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs.search_ms = 250;
    prefs.overlay = true;
    prefs
}

/// The app with its files in `dir`, at the position `code` once searched.
fn app_at(dir: &Path, prefs: Preferences, code: &str) -> Harness<'static, App> {
    let mut h = app_with_paths(prefs, paths(dir));
    go_to(&mut h, code);
    h
}

/// The report the panel shows.
fn report(h: &Harness<'_, App>) -> Report<FoxGeese> {
    match h.state().active().session::<FoxGeese>() {
        Some(s) => s.report().cloned().expect("a report"),
        _ => panic!("not Fox and Geese"),
    }
}

/// Whether a label contains `text`.
fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// The words of the verdict "`winner` win(s)" for the side to move in `code`.
fn winner_words(code: &str, mover_wins: bool) -> &'static str {
    let fox_moves = code.ends_with("/fox");
    if fox_moves == mover_wins {
        "Fox wins"
    } else {
        "Geese win"
    }
}

#[test]
fn with_the_table_every_verdict_and_every_move_is_exact() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    let game = FoxGeese::standard();
    let table = open_table(dir.path());
    for code in ["d4/c1d1e1c2d2/fox", "c5/c2d2e2c3d3e3/geese"] {
        let h = app_at(dir.path(), people(), code);
        let pos = game.parse_state(code).expect("valid");
        let wins = table
            .mover_wins(&game, &pos)
            .expect("readable")
            .expect("covered");
        let report = report(&h);
        assert!(report.exact, "{code}: {report:?}");
        assert_eq!(report.verdict.wins(), Some(wins), "{code}");
        // Every move is exact, and agrees with the table; winning moves first.
        assert_eq!(report.moves.len(), game.legal_moves(&pos).len());
        for m in &report.moves {
            let after = table.mover_wins(&game, &m.to).expect("readable");
            assert_eq!(m.verdict.wins(), after.map(|w| !w), "{code} {m:?}");
            assert!(
                !matches!(m.verdict, Verdict::Estimate { .. }),
                "{code} {m:?}"
            );
        }
        let first_losing = report
            .moves
            .iter()
            .position(|m| m.verdict.wins() == Some(false))
            .unwrap_or(report.moves.len());
        assert!(
            report.moves[first_losing..]
                .iter()
                .all(|m| m.verdict.wins() == Some(false)),
            "winning moves first: {report:?}"
        );
        // The panel: the exact verdict in words, no estimate; the board: no "?".
        assert!(shows(&h, winner_words(code, wins)), "{code}");
        assert!(shows(&h, "Exact:"), "{code}");
        assert!(!shows(&h, "Estimate"), "{code}");
        assert!(!shows(&h, "estimated only"), "{code}");
        assert!(!shows(&h, "≈"), "{code}");
        assert!(h.query_by_label("Moves, best first").is_some());
        // The table's verdicts without remoteness read "Win" or "Loss" in the list of moves,
        // one for each (those the search proved read with their number of moves).
        for (wins, word) in [(true, "Win"), (false, "Loss")] {
            let solved = report
                .moves
                .iter()
                .filter(|m| m.verdict == Verdict::Solved { wins })
                .count();
            assert_eq!(
                h.query_all_by_label(word).count(),
                solved,
                "{code}: {word} {report:?}"
            );
        }
        // The offer goes on for the rest of the table, up to 13 geese.
        assert!(shows(&h, "up to 6 geese"), "{code}");
    }
}

#[test]
fn the_table_verdict_shows_in_the_frame_of_the_move() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    let game = FoxGeese::standard();
    let table = open_table(dir.path());
    let mut h = app_at(dir.path(), people(), "d4/c1d1e1c2d2/fox");
    // A move to a position the table covers: its verdict in the very next frame, from the
    // table, while the search of it has only just started.
    let pos = game.parse_state("d4/c1d1e1c2d2/fox").expect("valid");
    let (mv, after) = game.successors(&pos).into_iter().next().expect("a move");
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, Command::Play(game.format_move(&pos, &mv)));
    h.step();
    let wins = table
        .mover_wins(&game, &after)
        .expect("readable")
        .expect("covered");
    let shown = report(&h);
    assert!(shown.exact, "{shown:?}");
    assert_eq!(shown.verdict.wins(), Some(wins));
    assert_eq!(shown.moves.len(), game.legal_moves(&after).len());
    let code = game.format_state(&after);
    assert!(shows(&h, winner_words(&code, wins)), "{code}");
    // No waiting heading (the search goes on beside the verdict, for the remoteness it
    // can prove, with its progress line).
    assert!(
        h.query_by_label("Searching this position…").is_none(),
        "no waiting state"
    );
}

#[test]
fn every_position_of_the_line_has_the_tables_verdict_for_the_chart() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    let game = FoxGeese::standard();
    let mut h = app_at(dir.path(), people(), "d4/c1d1e1c2d2/fox");
    // Four moves, one frame each: no time for their searches.
    let mut pos = game.parse_state("d4/c1d1e1c2d2/fox").expect("valid");
    for _ in 0..4 {
        let (mv, after) = game.successors(&pos).into_iter().next().expect("a move");
        let ctx = h.ctx.clone();
        h.state_mut()
            .run_command(&ctx, Command::Play(game.format_move(&pos, &mv)));
        h.step();
        pos = after;
    }
    // Saved and opened in a new window, at its last move: the positions before it were
    // never on the board there.
    let file = dir.path().join("line.ron");
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, Command::SaveTo(file.clone()));
    drop(h);
    let mut h = app_with_paths(people(), paths(dir.path()));
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, Command::OpenPath(file));
    run_until(&mut h, "the line's verdicts", |a| {
        match a.active().session::<FoxGeese>() {
            Some(s) => s.history().len() == 4 && (0..=4).all(|ply| s.searched_at(ply).is_some()),
            _ => false,
        }
    });
    let Some(s) = h.state().active().session::<FoxGeese>() else {
        panic!("not Fox and Geese");
    };
    assert_eq!((s.history().len(), s.history().cursor()), (4, 4));
    for ply in 0..=4 {
        let (_, verdict) = s.searched_at(ply).expect("a verdict at every ply");
        assert!(
            !matches!(verdict, Verdict::Estimate { .. }),
            "ply {ply}: {verdict:?}"
        );
    }
}

#[test]
fn the_computer_plays_a_winning_move_from_the_table() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    let game = FoxGeese::standard();
    let table = open_table(dir.path());
    // For each side, a position it wins to move, where some move would throw the win away.
    let won = |side| {
        six_geese(side, true)
            .find(|pos| {
                let wins = |p: &Position| table.mover_wins(&game, p).expect("readable");
                wins(pos) == Some(true)
                    && game
                        .successors(pos)
                        .iter()
                        .any(|(_, to)| wins(to) == Some(true))
            })
            .expect("a won position")
    };
    for pos in [won(Side::Fox), won(Side::Geese)] {
        let code = &game.format_state(&pos);
        let mut prefs = people();
        let seat = pos.to_move.seat();
        prefs.fox_geese.seats[seat] = Player::Computer(Strength::Perfect);
        let mut h = app_with_paths(prefs, paths(dir.path()));
        let ctx = h.ctx.clone();
        h.state_mut()
            .run_command(&ctx, Command::SetPosition(code.to_owned()));
        h.step();
        run_until(&mut h, "the computer's move", |a| a.moves_played() == 1);
        let after = game.parse_state(&code_of(&h)).expect("valid");
        assert_eq!(
            table.mover_wins(&game, &after).expect("readable"),
            Some(false),
            "{code}: the computer kept its win ({})",
            code_of(&h)
        );
    }
}

fn code_of(h: &Harness<'_, App>) -> String {
    h.state().position_code()
}

#[test]
fn positions_beyond_the_table_stay_on_the_search() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    // Thirteen geese, the start: far beyond six.
    let h = app_at(dir.path(), people(), "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox");
    assert!(!report(&h).exact);
    assert!(shows(&h, "From a search of this position"));
    assert!(!shows(&h, "Exact:"));
    // The offer to solve the rest.
    assert!(shows(&h, "up to 6 geese"));
    assert!(h.query_by_label(table_button()).is_some());
    // Seven geese: the search proves it, but not from the table (given all the time it
    // may take, it stops at the proof however busy the machine is).
    let mut patient = people();
    patient.search_ms = 60_000;
    let h = app_at(dir.path(), patient, "d5/c3d3e3c4e4c5e5/fox");
    assert!(!report(&h).exact);
    assert!(shows(&h, "Fox wins in 7"));
}

/// The label of the offer's button.
fn table_button() -> &'static str {
    "Solve Fox and Geese exactly…"
}

/// Flips one byte halfway through `path`.
fn flip_middle_byte(path: &Path) {
    let mut bytes = std::fs::read(path).expect("readable");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x5a;
    std::fs::write(path, bytes).expect("writable");
}

/// Positions of six geese with `to_move` to move, not over, by a fixed walk: the geese
/// within two rows and columns of the fox when `close` (where the fox can be trapped),
/// else anywhere.
fn six_geese(to_move: Side, close: bool) -> impl Iterator<Item = Position> {
    let game = FoxGeese::standard();
    let board = game.board();
    let points: Vec<_> = board.all().collect();
    let place = |p: Point| {
        let name = board.name(p).as_bytes();
        (i32::from(name[0]), i32::from(name[1]))
    };
    let mut rng = Rng::seeded(99);
    let mut next = move |n: usize| rng.below(n);
    std::iter::repeat_with(move || {
        let fox = points[next(points.len())];
        let (col, row) = place(fox);
        let near: Vec<Point> = points
            .iter()
            .copied()
            .filter(|&p| {
                let (c, r) = place(p);
                p != fox && (!close || ((c - col).abs() <= 2 && (r - row).abs() <= 2))
            })
            .collect();
        let mut geese = PointSet::EMPTY;
        while geese.len() < 6.min(near.len()) {
            geese = geese.with(near[next(near.len())]);
        }
        Position {
            fox,
            geese,
            to_move,
        }
    })
    .filter(move |pos| pos.geese.len() == 6 && FoxGeese::standard().outcome(pos).is_none())
    .take(200_000)
}

/// A position of six geese whose verdict lies in a damaged part of the table.
fn position_in_damage(table: &StoredTable) -> Position {
    let game = FoxGeese::standard();
    six_geese(Side::Geese, false)
        .find(|pos| table.mover_wins(&game, pos).is_err())
        .expect("a position reads the damaged block")
}

#[test]
fn a_damaged_table_is_refused_with_rebuild_and_never_read() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    flip_middle_byte(&table::table_dir(&tables_in(dir.path())).join("geese-06.kbt"));
    let game = FoxGeese::standard();
    // The table opens (only a block of its payload is damaged); a lookup there fails.
    let pos = position_in_damage(&open_table(dir.path()));
    let code = game.format_state(&pos);
    let mut h = app_at(dir.path(), people(), &code);
    // The next frame takes note of the damage.
    h.run_ok();
    let searched = report(&h);
    assert!(!searched.exact, "{code}: {searched:?}");
    assert!(
        !matches!(searched.verdict, Verdict::Solved { .. }),
        "{code}: {searched:?}"
    );
    assert!(shows(&h, "The exact table is damaged"), "{code}");
    assert!(shows(&h, "geese-06.kbt"), "the message names the file");
    assert!(shows(&h, "No verdict is read from it"));
    assert!(!shows(&h, "Exact:"));
    assert!(shows(&h, "From a search of this position"));
    assert!(matches!(
        h.state().tables().status(THIRTEEN),
        Some(TableStatus::Damaged { .. })
    ));
    assert!(h.state().tables().fox_geese(Rules::NoSideways).is_none());
    // Even a position the table's intact part would answer is no longer read from it.
    go_to(&mut h, "d4/c1d1e1c2d2/fox");
    assert!(!report(&h).exact);
    // Rebuild removes the table and builds it from scratch; Cancel stops it.
    h.get_by_label("Rebuild").click();
    h.run_ok();
    assert!(h.state().tables().is_building());
    assert!(!shows(&h, "The exact table is damaged"));
    run_until(&mut h, "the first layers", |a| {
        a.tables()
            .covers(Rules::NoSideways)
            .is_some_and(|top| top >= 6)
    });
    // The new layers are read at once.
    run_until(&mut h, "the exact verdict", |a| {
        match a.active().session::<FoxGeese>() {
            Some(s) => s.report().is_some_and(|r| r.exact),
            _ => false,
        }
    });
    h.get_by_label("Cancel").click();
    run_until(&mut h, "the build to stop", |a| !a.tables().is_building());
    assert!(shows(&h, "The build was stopped"));
}

#[test]
fn a_damaged_summary_is_refused_at_launch() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    flip_middle_byte(&table::table_dir(&tables_in(dir.path())).join("summary.kbt"));
    let h = app_at(dir.path(), people(), "d4/c1d1e1c2d2/fox");
    assert!(!report(&h).exact);
    assert!(shows(&h, "The exact table is damaged"));
    assert!(shows(&h, "summary.kbt"));
    assert!(h.query_by_label("Rebuild").is_some());
}

#[test]
fn without_a_table_the_build_is_offered_runs_in_the_background_stops_and_resumes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let code = "d4/c1d1e1c2d2/fox";
    let mut h = app_at(dir.path(), people(), code);
    // The search answers; the panel offers the table with what it takes.
    let searched = report(&h);
    assert!(!searched.exact);
    assert!(shows(&h, "From a search of this position"));
    assert!(shows(&h, "every position with up to 13 geese"));
    assert!(shows(&h, "on disk"));
    assert!(shows(&h, "of memory"));
    assert!(shows(&h, " GB"));
    assert!(shows(&h, "min on") || shows(&h, " s on") || shows(&h, " h on"));
    h.get_by_label(table_button()).click();
    h.run_ok();
    assert!(h.state().tables().is_building());
    assert!(shows(&h, "Solving Fox and Geese exactly"));
    // The first layers are opened as they finish: the open position turns exact at once,
    // from the same search.
    run_until(&mut h, "the first layers", |a| {
        a.tables()
            .covers(Rules::NoSideways)
            .is_some_and(|top| top >= 6)
    });
    h.run_ok();
    let exact = report(&h);
    assert!(exact.exact, "{exact:?}");
    assert_eq!(exact.nodes, searched.nodes, "not searched again");
    assert!(shows(&h, "Exact:"));
    assert!(shows(&h, "Layer "));
    assert!(shows(&h, "% of the way to 13 geese"));
    // The app stays playable meanwhile.
    let first = exact.moves[0].mv;
    let pos = FoxGeese::standard().parse_state(code).expect("valid");
    let name = FoxGeese::standard().format_move(&pos, &first);
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, Command::Play(name));
    assert_eq!(h.state().moves_played(), 1);
    run_until(&mut h, "the next search", settled);
    // Cancel stops the build; the finished layers stay.
    h.get_by_label("Cancel").click();
    run_until(&mut h, "the build to stop", |a| !a.tables().is_building());
    let top = h
        .state()
        .tables()
        .covers(Rules::NoSideways)
        .expect("layers kept");
    assert!(top >= 6);
    assert!(shows(&h, "The build was stopped"));
    assert!(shows(&h, &format!("up to {top} geese")));
    // A new build continues after the finished layers.
    h.get_by_label(table_button()).click();
    run_until(&mut h, "the next layer", |a| {
        matches!(
            a.tables().status(THIRTEEN),
            Some(TableStatus::Building(p)) if p.geese.is_some()
        )
    });
    match h.state().tables().status(THIRTEEN) {
        Some(TableStatus::Building(p)) => {
            assert!(p.geese.is_some_and(|g| g > top), "{p:?}");
            assert_eq!(p.layers, 13 - top, "{p:?}");
        }
        other => panic!("{other:?}"),
    }
    h.get_by_label("Cancel").click();
    run_until(&mut h, "the build to stop", |a| !a.tables().is_building());
}

/// Builds the remoteness table up to six geese where the app in `dir` looks for it.
fn build_small_remoteness_table(dir: &Path) -> RemoteTable {
    remote_build::build(&tables_in(dir), 6, 2, &Progress::new(), &mut |_| {}).expect("built");
    remote_table::open(&tables_in(dir), 6).expect("opens")
}

#[test]
fn with_the_remoteness_table_every_verdict_has_its_number_at_once_and_no_search() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let table = build_small_remoteness_table(dir.path());
    let game = FoxGeese::standard();
    for code in ["d4/c1d1e1c2d2/fox", "c5/c2d2e2c3d3e3/geese"] {
        let h = app_at(dir.path(), people(), code);
        let pos = game.parse_state(code).expect("valid");
        let value = table
            .value(&game, &pos)
            .expect("readable")
            .expect("covered");
        let shown = report(&h);
        assert!(shown.exact, "{code}: {shown:?}");
        assert_eq!(shown.verdict, Verdict::Proven(value), "{code}");
        assert_eq!(shown.nodes, 0, "{code}: nothing searched");
        // Every move with its value and remoteness, best first.
        assert_eq!(shown.moves.len(), game.legal_moves(&pos).len());
        let mut last = None;
        for m in &shown.moves {
            let after = table
                .value(&game, &m.to)
                .expect("readable")
                .expect("covered");
            assert_eq!(m.verdict, Verdict::Proven(after.before()), "{code} {m:?}");
            if let Some(last) = last {
                assert!(last >= after.before(), "best first: {shown:?}");
            }
            last = Some(after.before());
        }
        // The line of perfect play to the end, each move the best of its position.
        let n = value.remoteness().expect("ends") as usize;
        assert_eq!(shown.pv.len(), n, "{code}: the whole line");
        let mut at = pos;
        for mv in &shown.pv {
            at = game.apply(&at, mv);
        }
        assert!(
            game.outcome(&at).is_some(),
            "{code}: the line ends the game"
        );
        // The panel says who wins and in how many moves.
        let words = format!(
            "{} in {n}",
            winner_words(code, matches!(value, Value::Win(_)))
        );
        assert!(shows(&h, &words), "{code}: {words}");
        assert!(!shows(&h, "Estimate"), "{code}");
        assert!(h.query_by_label("Searching this position…").is_none());
    }
}

#[test]
fn with_the_remoteness_table_the_verdict_comes_in_the_frame_of_the_move() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let table = build_small_remoteness_table(dir.path());
    let game = FoxGeese::standard();
    let code = "d4/c1d1e1c2d2/fox";
    let mut h = app_at(dir.path(), people(), code);
    let pos = game.parse_state(code).expect("valid");
    let (mv, after) = game.successors(&pos).into_iter().next().expect("a move");
    let ctx = h.ctx.clone();
    h.state_mut()
        .run_command(&ctx, Command::Play(game.format_move(&pos, &mv)));
    h.step();
    let value = table
        .value(&game, &after)
        .expect("readable")
        .expect("covered");
    let shown = report(&h);
    assert_eq!(shown.verdict, Verdict::Proven(value));
    assert!(!h.state().is_busy(), "no search to wait for");
}

#[test]
fn with_the_remoteness_table_the_computer_wins_fastest_and_holds_out_longest() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let table = build_small_remoteness_table(dir.path());
    let game = FoxGeese::standard();
    let value = |p: &Position| table.value(&game, p).expect("readable").expect("covered");
    // For each side, a won and a lost position where the moves differ in remoteness.
    for (side, wins) in [
        (Side::Fox, true),
        (Side::Geese, true),
        (Side::Fox, false),
        (Side::Geese, false),
    ] {
        let Some(pos) = six_geese(side, true).find(|p| {
            matches!(value(p), Value::Win(_)) == wins && game.outcome(p).is_none() && {
                let mut vs: Vec<Value> = game
                    .successors(p)
                    .iter()
                    .map(|(_, to)| value(to).before())
                    .collect();
                vs.sort();
                vs.dedup();
                vs.len() > 1
            }
        }) else {
            assert!(!wins, "a won position of six geese for {side:?}");
            continue;
        };
        let best = value(&pos);
        let code = game.format_state(&pos);
        let mut prefs = people();
        prefs.fox_geese.seats[pos.to_move.seat()] = Player::Computer(Strength::Perfect);
        let mut h = app_with_paths(prefs, paths(dir.path()));
        let ctx = h.ctx.clone();
        h.state_mut()
            .run_command(&ctx, Command::SetPosition(code.clone()));
        h.step();
        run_until(&mut h, "the computer's move", |a| a.moves_played() == 1);
        let after = game.parse_state(&code_of(&h)).expect("valid");
        assert_eq!(
            value(&after).before(),
            best,
            "{code}: the best move ({})",
            code_of(&h)
        );
    }
}

#[test]
fn with_sideways_the_win_loss_table_does_not_apply_and_the_sideways_table_is_offered() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    build_small_table(dir.path());
    let prefs = people_sideways();
    let code = "d4/c1d1e1c2d2/fox";
    let h = app_at(dir.path(), prefs.clone(), code);
    assert!(!report(&h).exact);
    assert!(!shows(&h, "Exact:"));
    assert!(
        shows(&h, "with sideways moves"),
        "the sideways table is offered"
    );
    assert!(h.query_by_label(table_button()).is_some());
    drop(h);
    // With the sideways table built, its verdicts: win, loss or draw with remoteness.
    remote_build::build_sideways(&tables_in(dir.path()), 5, 2, &Progress::new(), &mut |_| {})
        .expect("built");
    let table = remote_table::open_with(&tables_in(dir.path()), 5, Rules::Sideways).expect("opens");
    let game = FoxGeese::new(Variant::new(13, true).expect("valid")).expect("valid");
    let h = app_at(dir.path(), prefs, code);
    let pos = game.parse_state(code).expect("valid");
    let value = table
        .value(&game, &pos)
        .expect("readable")
        .expect("covered");
    let shown = report(&h);
    assert!(shown.exact, "{shown:?}");
    assert_eq!(shown.verdict, Verdict::Proven(value));
    for m in &shown.moves {
        let after = table
            .value(&game, &m.to)
            .expect("readable")
            .expect("covered");
        assert_eq!(m.verdict, Verdict::Proven(after.before()), "{m:?}");
    }
    drop(h);
    // A drawn position: the verdict at once, and the line of play that holds the draw
    // marked as going on for ever.
    let drawn = common::fox_geese_positions(5, 400, 7)
        .into_iter()
        .find(|p| {
            game.outcome(p).is_none()
                && table.value(&game, p).expect("readable") == Some(Value::Draw)
        })
        .expect("a drawn position among 400");
    let code = game.format_state(&drawn);
    let h = app_at(dir.path(), people_sideways(), &code);
    let shown = report(&h);
    assert_eq!(shown.verdict, Verdict::Proven(Value::Draw), "{code}");
    assert!(shown.pv.len() >= 2, "{code}: the play until it comes back");
    assert!(shows(&h, "a draw goes on for ever"), "{code}");
}

fn people_sideways() -> Preferences {
    let mut prefs = people();
    prefs.fox_geese.settings = Variant::new(13, true).expect("valid");
    prefs
}
