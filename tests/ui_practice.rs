//! Practice in the window, driven through the real app with egui_kittest: learning from the
//! blunders of a reviewed game (the answer hidden, a wrong move refuted on the board by the
//! line of perfect play, a right one counted, the game given back as it was), and puzzles
//! (one solved, a wrong answer refuted, the results kept in the data folder after a restart).

mod app_harness;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::core::{Game, Value};
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::review::drill::{self, Goal};
use kibitzer::review::puzzle::Level;
use kibitzer::review::puzzle_log::PuzzleLog;
use kibitzer::review::{Known, Oracle};
use kibitzer::solver::{Progress, Solution, try_solve};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::session::trainer::{Attempt, Drill};
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::{Language, set_language};

fn prefs(variant: Variant) -> Preferences {
    set_language(Language::English);
    let mut prefs = Preferences::default();
    prefs.chopsticks.settings = variant;
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs
}

fn run(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run_ok();
}

/// The solve of the game in the window, made here, and what it says of the position shown.
fn known_here(h: &Harness<'_, App>) -> (Chopsticks, Solution<Chopsticks>, Known<Chopsticks>) {
    let session = app_harness::chopsticks(h);
    let game = session.game().clone();
    let solution = try_solve(&game, &[game.start()], &Progress::new()).expect("solved");
    let known = solution.known(&game, session.current()).expect("exact");
    (game, solution, known)
}

/// A record's text without its date (`date: "…"`), which says when it was copied.
fn undated(record: &str) -> String {
    match record.find("date: \"") {
        Some(at) => {
            let end = record[at + 7..]
                .find('"')
                .map_or(record.len(), |e| at + 8 + e);
            format!("{}{}", &record[..at], &record[end..])
        }
        None => record.to_owned(),
    }
}

fn attempt(h: &Harness<'_, App>) -> Attempt {
    let session = app_harness::chopsticks(h);
    session.trainer().expect("practising").attempt().clone()
}

#[test]
fn a_blunder_is_found_again_with_the_answer_hidden_and_a_wrong_move_is_refuted() {
    let mut h = app_harness::app(prefs(Variant::standard(2)));
    run_until(&mut h, "the solver", settled);
    // The shortest game: the second player walks into a loss.
    for name in ["AC", "BC", "BD", "BD", "BD"] {
        run(&mut h, Command::Play(name.to_owned()));
    }
    let before = app_harness::copy_game(&mut h);
    click(&mut h, "Review the game");
    click(&mut h, "Learn from your mistakes");
    let session = app_harness::chopsticks(&h);
    let trainer = session.trainer().expect("practising");
    let exercise = trainer.exercise().expect("a blunder").clone();
    let blunder = exercise.played.clone().expect("the move played");
    assert_eq!(blunder.mark, Some(kibitzer::review::Mark::Blunder));
    // At the position before the blunder, the answer hidden: no overlay, no verdicts.
    assert_eq!(session.history().cursor(), blunder.ply - 1);
    assert!(session.hides_answer());
    assert!(
        h.query_by_label("The verdicts are hidden until you find the move.")
            .is_some()
    );
    assert!(
        h.query_by_label("Hint").is_none(),
        "the tools give way to the practice"
    );
    run(&mut h, Command::Hint);
    assert_eq!(
        app_harness::chopsticks(&h).hint(),
        None,
        "no hint while hidden"
    );
    // The blunder again: refuted by the line of perfect play, played out on the board.
    let (game, solution, known) = known_here(&h);
    let from = *app_harness::chopsticks(&h).current();
    run(&mut h, Command::Play(blunder.name.clone()));
    let Attempt::Wrong {
        line, refutation, ..
    } = attempt(&h)
    else {
        panic!("the blunder is wrong again: {:?}", attempt(&h));
    };
    let after = game
        .play(
            &from,
            &game.parse_move(&from, &blunder.name).expect("its name"),
        )
        .expect("legal");
    let perfect = drill::perfect_line(&game, &solution, &after, 24).expect("exact");
    let names: Vec<String> = perfect
        .iter()
        .scan(after, |s, m| {
            let name = game.format_move(s, m);
            *s = game.apply(s, m);
            Some(name)
        })
        .collect();
    assert_eq!(refutation, names);
    assert_eq!(line.len(), names.len() + 1);
    let end = *line.last().expect("a line");
    run_until(&mut h, "the refutation played out", |app| {
        let s = app.active().session::<Chopsticks>().expect("chopsticks");
        s.history().current_node() == end
    });
    // The loser's line ends the game: the practice's row stays, with Try again.
    assert!(app_harness::chopsticks(&h).outcome().is_some());
    app_harness::settle_layout(&mut h);
    app_harness::mask_figure(&mut h, "Solve time");
    h.snapshot("practice_refuted");
    click(&mut h, "Try again");
    assert!(app_harness::chopsticks(&h).hides_answer());
    // A right move: one that keeps the outcome, by the solve made here.
    let right = drill::answers(&known, Goal::Keep);
    let name = game.format_move(&from, &right[0]);
    run(&mut h, Command::Play(name.clone()));
    assert!(matches!(attempt(&h), Attempt::Right { name: n, .. } if n == name));
    // Missed at the first try: counted so at the end.
    while !app_harness::chopsticks(&h)
        .trainer()
        .expect("practising")
        .is_over()
    {
        click(&mut h, "Next");
    }
    let (done, first) = app_harness::chopsticks(&h)
        .trainer()
        .expect("practising")
        .score();
    assert_eq!(first, 0);
    assert!(done >= 1);
    assert!(
        h.query_by_label_contains("found at the first try")
            .is_some()
    );
    // Stop: the game is as it was, tries and refutations gone.
    click(&mut h, "Stop");
    assert!(app_harness::chopsticks(&h).trainer().is_none());
    // (The record's date is the copy's own: it is left out of the comparison.)
    assert_eq!(undated(&app_harness::copy_game(&mut h)), undated(&before));
}

#[test]
fn puzzles_are_solved_and_refuted_and_their_results_kept_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp");
    let paths = || AppPaths {
        autosave: None,
        preferences: None,
        ..AppPaths::in_folder(dir.path())
    };
    // Suicide Chopsticks has puzzles of every level.
    let variant = Variant::with(2, &[Switch::Suicide]);
    let mut h = app_harness::app_with_paths(prefs(variant.clone()), paths());
    run_until(&mut h, "the solver", settled);
    let mut refuted = false;
    let mut solved_first = 0;
    let mut codes = Vec::new();
    for round in 0..6 {
        run(&mut h, Command::NewPuzzle(Some(Level::Medium)));
        let session = app_harness::chopsticks(&h);
        let Some(Drill::Puzzle(card)) = session.trainer().map(|t| t.drill.clone()) else {
            panic!("no puzzle: {:?}", h.state().status());
        };
        assert_eq!(card.level, Level::Medium);
        assert_eq!(card.seed, round, "one seed after the other");
        assert!(session.hides_answer());
        assert_eq!(session.game().format_state(session.current()), card.code);
        // Never the same puzzle twice in a row.
        assert_ne!(codes.last(), Some(&card.code));
        codes.push(card.code.clone());
        let (game, _, known) = known_here(&h);
        let here = *session.current();
        let best = drill::answers(&known, Goal::Best);
        assert_eq!(best.len(), 1, "one best move");
        assert_eq!(known.position_value(), Some(card.value));
        let answer = game.format_move(&here, &best[0]);
        // A wrong answer first on every other puzzle, where a move gives the outcome away.
        let losing = known.moves.iter().find(|(_, v)| {
            v.is_some_and(|v| {
                !matches!(
                    (v, card.value),
                    (Value::Win(_), Value::Win(_)) | (Value::Draw, Value::Draw)
                )
            })
        });
        if round % 2 == 0
            && let Some((mv, _)) = losing
        {
            run(&mut h, Command::Play(game.format_move(&here, mv)));
            assert!(matches!(attempt(&h), Attempt::Wrong { .. }));
            refuted = true;
            click(&mut h, "Try again");
        } else {
            solved_first += 1;
        }
        run(&mut h, Command::Play(answer.clone()));
        assert!(
            matches!(attempt(&h), Attempt::Right { ref name, .. } if *name == answer),
            "{:?}",
            attempt(&h)
        );
        assert!(h.query_by_label_contains("Right: ").is_some());
    }
    assert!(refuted, "no puzzle had a wrong answer to refute");
    let key = h.state().active().puzzle_key();
    drop(h);
    // The results are in the data folder, and a new window goes on from them.
    let path = paths().puzzles.expect("a results file");
    let (log, err) = PuzzleLog::load(&path);
    assert!(err.is_none());
    let results = &log.games[&key];
    assert_eq!(results.tried, 6);
    assert_eq!(results.solved, solved_first);
    assert_eq!(results.next_seed, 6);
    assert_eq!(results.last.as_ref(), codes.last());
    let mut h = app_harness::app_with_paths(prefs(variant), paths());
    run_until(&mut h, "the solver", settled);
    run(&mut h, Command::NewPuzzle(Some(Level::Medium)));
    let session = app_harness::chopsticks(&h);
    let Some(Drill::Puzzle(card)) = session.trainer().map(|t| t.drill.clone()) else {
        panic!("no puzzle after the restart");
    };
    assert_eq!(card.seed, 6);
    assert_ne!(Some(&card.code), codes.last());
    let score = format!("Solved at the first try: {solved_first} of 6.");
    assert!(
        h.query_by_label_contains(&score).is_some(),
        "no {score:?} after the restart"
    );
}

#[test]
fn the_practice_speaks_french() {
    let mut h = app_harness::app(prefs(Variant::with(2, &[Switch::Suicide])));
    run_until(&mut h, "the solver", settled);
    run(&mut h, Command::SetLanguage(Language::French));
    run(&mut h, Command::NewPuzzle(Some(Level::Easy)));
    assert!(h.query_by_label_contains("Problème (facile)").is_some());
    assert!(h.query_by_label("Montrer la réponse").is_some());
    app_harness::settle_layout(&mut h);
    app_harness::mask_figure(&mut h, "Temps de résolution");
    h.snapshot("practice_puzzle_fr");
    click(&mut h, "Montrer la réponse");
    assert!(h.query_by_label_contains("La réponse\u{a0}: ").is_some());
    set_language(Language::English);
}
