//! The practice's row above the board (learning from mistakes, a puzzle): what to find,
//! what the move tried did, and the buttons to go on. It takes the place of the tools and
//! of the game-over banner while a practice is under way, so that it stays in sight while
//! the refutation ends the game on the board.

use crate::core::Value;
use crate::review::puzzle::Ask;
use crate::tr;
use crate::ui::common::command::{Command, Practice};
use crate::ui::games::game_ui::GameUi;
use crate::ui::panels::about;
use crate::ui::session::Session;
use crate::ui::session::trainer::{Attempt, Drill, PuzzleCard, Trainer};
use crate::ui::views::verdict::move_value;
use crate::words::FluentValue;
use egui::RichText;

/// The practice's row; false when there is no practice (the usual tools are shown).
pub fn trainer_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) -> bool {
    let Some(t) = s.trainer() else {
        return false;
    };
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(heading(t)).strong());
            ui.label(prompt(s, t));
        });
        ui.horizontal_wrapped(|ui| buttons_ui(ui, t, out));
        if let Drill::Puzzle(card) = &t.drill {
            ui.label(RichText::new(score(card, t)).small().weak());
        }
    });
    true
}

/// "Learn from your mistakes: 2 of 5", "Puzzle (medium)".
fn heading<G: GameUi>(t: &Trainer<G>) -> String {
    match &t.drill {
        Drill::Mistakes => {
            let (number, count) = t.progress();
            tr!("trainer-mistakes-heading", number = number, count = count)
        }
        Drill::Puzzle(card) => tr!(
            "trainer-puzzle-heading",
            level = crate::ui::study::level_name(card.level)
        ),
    }
}

/// An outcome's word for the messages' selectors: `win`, `draw`, `loss`.
fn outcome(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "win",
        Value::Draw => "draw",
        Value::Loss(_) => "loss",
    }
}

/// What to find, or what the move tried did.
fn prompt<G: GameUi>(s: &Session<G>, t: &Trainer<G>) -> String {
    let Some(exercise) = t.exercise() else {
        let (done, first) = t.score();
        return tr!("trainer-done", first = first, count = done);
    };
    let seat = s.seat_name(exercise.seat);
    match t.attempt() {
        Attempt::Trying => match (&t.drill, &exercise.played) {
            (Drill::Mistakes, Some(played)) => about(
                "trainer-mistake-prompt",
                &seat,
                &[
                    ("move", FluentValue::from(played.name.clone())),
                    ("outcome", FluentValue::from(outcome(exercise.value))),
                ],
            ),
            (Drill::Puzzle(card), _) => ask(card, &seat),
            (Drill::Mistakes, None) => String::new(),
        },
        Attempt::Slower { name, value } => tr!(
            "trainer-slower",
            move = name.clone(),
            value = move_value(*value),
            best = move_value(exercise.value)
        ),
        Attempt::Right { name, value } => {
            tr!("trainer-right", move = name.clone(), value = move_value(*value))
        }
        Attempt::Wrong {
            name,
            value,
            refutation,
            ..
        } if !refutation.is_empty() => tr!(
            "trainer-wrong",
            move = name.clone(),
            value = move_value(*value),
            line = refutation.join(" ")
        ),
        Attempt::Wrong { name, value, .. } => tr!(
            "trainer-wrong-no-line",
            move = name.clone(),
            value = move_value(*value)
        ),
        Attempt::Shown { answers } => tr!("trainer-shown", moves = answers.join(", ")),
    }
}

/// What a puzzle asks: "Fox to move: the only winning move."
fn ask(card: &PuzzleCard, seat: &crate::ui::views::grammar::SeatName) -> String {
    match card.ask {
        Ask::OnlyWin => about("trainer-ask-only-win", seat, &[]),
        Ask::OnlyDraw => about("trainer-ask-only-draw", seat, &[]),
        Ask::Fastest => {
            let moves = match card.value {
                Value::Win(n) => n,
                _ => 0,
            };
            about(
                "trainer-ask-fastest",
                seat,
                &[("moves", FluentValue::from(moves))],
            )
        }
    }
}

/// The buttons of where the practice is.
fn buttons_ui<G: GameUi>(ui: &mut egui::Ui, t: &Trainer<G>, out: &mut Vec<Command>) {
    let puzzle = match &t.drill {
        Drill::Puzzle(card) => Some(card.level),
        Drill::Mistakes => None,
    };
    let mut button = |ui: &mut egui::Ui, key: &str, command: Command| {
        if ui.button(tr!(key)).clicked() {
            out.push(command);
        }
    };
    if t.is_over() {
        button(ui, "trainer-stop", Command::Practice(Practice::Stop));
        return;
    }
    let next = match puzzle {
        Some(level) => ("trainer-next-puzzle", Command::NewPuzzle(Some(level))),
        None => ("trainer-next", Command::Practice(Practice::Next)),
    };
    match t.attempt() {
        Attempt::Trying | Attempt::Slower { .. } => {
            button(
                ui,
                "trainer-show-answer",
                Command::Practice(Practice::ShowAnswer),
            );
            let skip = if puzzle.is_some() {
                "trainer-skip-puzzle"
            } else {
                "trainer-skip"
            };
            button(ui, skip, next.1);
        }
        Attempt::Wrong { .. } => {
            button(
                ui,
                "trainer-try-again",
                Command::Practice(Practice::TryAgain),
            );
            button(
                ui,
                "trainer-show-answer",
                Command::Practice(Practice::ShowAnswer),
            );
            button(ui, next.0, next.1);
        }
        Attempt::Right { .. } | Attempt::Shown { .. } => button(ui, next.0, next.1),
    }
    let stop = ui
        .button(tr!("trainer-stop"))
        .on_hover_text(tr!(if puzzle.is_some() {
            "trainer-stop-puzzle-hover"
        } else {
            "trainer-stop-hover"
        }));
    if stop.clicked() {
        out.push(Command::Practice(Practice::Stop));
    }
}

/// The puzzles' results of this game, this one counted once it is done.
fn score<G: GameUi>(card: &PuzzleCard, t: &Trainer<G>) -> String {
    let mut results = card.results.clone();
    let (done, first) = t.score();
    if done > 0 {
        results.record(crate::review::puzzle_log::Attempt {
            position: card.code.clone(),
            level: card.level,
            solved: first > 0,
        });
    }
    tr!(
        "trainer-puzzle-score",
        solved = results.solved,
        tried = results.tried,
        streak = results.streak,
        best = results.best_streak
    )
}
