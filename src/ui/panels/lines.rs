//! The lines of play under the moves: perfect play from the solve, or the line the search
//! expects. Both read as move names; the positions they pass through are in the hover, as
//! codes are long and mean little at a glance.

use crate::core::{Game, Value};
use crate::solver::search::Verdict;
use crate::tr;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use egui::RichText;

/// How many moves of a line are shown.
const SHOWN: usize = 12;

/// One move of a line: its name and the code of the position it leads to.
type Step = (String, String);

/// The line perfect play or the search expects from the position, whichever the game has.
pub fn lines_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    if s.eval().is_some() {
        perfect_play_ui(ui, s);
    } else {
        searched_line_ui(ui, s);
    }
}

/// The moves between consecutive positions of `positions` (each found among the legal moves
/// of the one before), until one is not found.
fn steps_through<G: Game>(game: &G, positions: &[G::State]) -> Vec<Step> {
    let mut steps = Vec::new();
    for pair in positions.windows(2) {
        let (from, to) = (&pair[0], &pair[1]);
        let Some((mv, _)) = game.successors(from).into_iter().find(|(_, s)| s == to) else {
            break;
        };
        steps.push((game.format_move(from, &mv), game.format_state(to)));
    }
    steps
}

/// The line perfect play follows, as move names.
fn perfect_play_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let Some(eval) = s.eval() else {
        return;
    };
    let shown = &eval.pv[..eval.pv.len().min(SHOWN + 1)];
    let steps = steps_through(s.game(), shown);
    if steps.is_empty() {
        return;
    }
    let draw = eval
        .moves
        .first()
        .is_some_and(|m| m.value.remoteness().is_none());
    let tail = if draw {
        format!(" {}", tr!("panel-line-forever"))
    } else if eval.pv.len() > SHOWN + 1 {
        format!(
            " {}",
            tr!("panel-line-more", moves = eval.pv.len() - SHOWN - 1)
        )
    } else {
        String::new()
    };
    line_ui(ui, &tr!("panel-perfect-play"), &steps, &tail);
}

/// The line the search expects, as move names (each checked by the rules).
fn searched_line_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>) {
    let Some(report) = s.report() else {
        return;
    };
    let game = s.game();
    let mut at = s.current().clone();
    let mut steps = Vec::new();
    for mv in report.pv.iter().take(SHOWN) {
        let Ok(next) = game.play(&at, mv) else {
            break;
        };
        steps.push((game.format_move(&at, mv), game.format_state(&next)));
        at = next;
    }
    if report.perfect {
        // The table's line: perfect play to the end, or a draw until a position comes back.
        let tail = if matches!(report.verdict, Verdict::Proven(Value::Draw)) {
            format!(" {}", tr!("panel-line-forever"))
        } else if report.pv.len() > SHOWN {
            format!(
                " {}",
                tr!("panel-line-more", moves = report.pv.len() - SHOWN)
            )
        } else {
            String::new()
        };
        line_ui(ui, &tr!("panel-perfect-play"), &steps, &tail);
        return;
    }
    if steps.len() < 2 {
        return;
    }
    line_ui(ui, &tr!("panel-search-line"), &steps, "");
}

/// A titled line of moves, wrapped to the panel, with each move's resulting code on hover.
fn line_ui(ui: &mut egui::Ui, title: &str, steps: &[Step], tail: &str) {
    ui.add_space(4.0);
    ui.label(RichText::new(title).strong());
    let names: Vec<&str> = steps.iter().map(|(name, _)| name.as_str()).collect();
    let text = format!("{}{tail}", names.join(" "));
    let codes: Vec<String> = steps
        .iter()
        .map(|(name, code)| tr!("panel-move-to", name = name.clone(), code = code.clone()))
        .collect();
    let hover = tr!("panel-line-hover", steps = codes.join("\n"));
    ui.add(egui::Label::new(RichText::new(text).monospace()).wrap())
        .on_hover_text(hover);
}
