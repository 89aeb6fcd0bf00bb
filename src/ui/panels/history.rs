//! The moves with ⏮ ◀ ▶ ⏭, as a tree: the main line, and each variation (a move tried
//! instead of another) indented under the move it replaces. Click a move to go to it;
//! right-click it to promote its variation or delete it; undo, redo and the arrow keys walk
//! the viewed line, ↑ and ↓ go from one variation to the next.

use crate::history::{History, NodeId};
use crate::review::Mark;
use crate::tr;
use crate::ui::common::command::{Command, TreeEdit};
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;
use crate::ui::study::notes::{note_editor_ui, note_hover, note_suffix};
use crate::ui::study::review::{mark_color, mark_hover};
use egui::{Button, RichText};

/// How far each level of variations is indented.
const INDENT: f32 = 14.0;
/// Variations nested deeper than this are not indented further, so that a deep tree stays
/// readable in a narrow panel.
const MAX_INDENT_LEVEL: usize = 6;

/// The history: navigation buttons and the moves.
pub fn history_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let history = s.history();
    let (cursor, len) = (history.cursor(), history.len());
    ui.horizontal_wrapped(|ui| {
        for (icon, name, enabled, command) in [
            ("⇤", "panel-first-position", cursor > 0, Command::Jump(0)),
            ("◀", "panel-back-one", cursor > 0, Command::Undo),
            ("▶", "panel-forward-one", cursor < len, Command::Redo),
            ("⇥", "panel-last-position", cursor < len, Command::Jump(len)),
        ] {
            // The arrows are in the monospace font, which has them.
            let button = Button::new(RichText::new(icon).monospace().size(16.0))
                .min_size(egui::vec2(30.0, 24.0));
            let name = tr!(name);
            let response = ui
                .add_enabled(enabled, button)
                .accessible_name(&name)
                .on_hover_text(name);
            if response.clicked() {
                out.push(command);
            }
        }
        let place = if s.is_on_main_line() {
            tr!("panel-move-of", cursor = cursor, len = len)
        } else {
            tr!("panel-move-of-variation", cursor = cursor, len = len)
        };
        ui.label(place);
    });
    side_line_bar_ui(ui, s, out);
    note_editor_ui(ui, s, out);
    // When the cursor has moved (or the list is new), its move is scrolled into view.
    let here = history.current_node();
    let seen = ui.scope_id().with("moves_list_cursor");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<NodeId>(seen);
        d.insert_temp(seen, here);
        before != Some(here)
    });
    egui::ScrollArea::vertical()
        .id_salt("moves_list")
        .auto_shrink([false, false])
        .show(ui, |ui| move_tree_ui(ui, s, moved, out));
}

/// When the cursor is in a side line: its promote and delete buttons.
fn side_line_bar_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, out: &mut Vec<Command>) {
    let here = s.history().current_node();
    if s.is_on_main_line() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (label, hover, edit) in [
            ("panel-promote", "panel-promote-hover", TreeEdit::Promote),
            (
                "panel-make-main-line",
                "panel-make-main-line-hover",
                TreeEdit::MakeMainLine,
            ),
            ("panel-delete", "panel-delete-hover", TreeEdit::Delete),
        ] {
            if ui
                .small_button(tr!(label))
                .on_hover_text(tr!(hover))
                .clicked()
            {
                out.push(Command::EditTree(here, edit));
            }
        }
    });
}

/// One row of the move list, as planned: its level of indent and what it shows.
#[derive(Clone, Debug)]
struct Row {
    /// 0 for the main line's rows, one more for each variation down.
    level: usize,
    /// Its moves, and the stretches passed over far from the cursor.
    items: Vec<Item>,
}

/// What a row shows.
#[derive(Clone, Copy, Debug)]
enum Item {
    /// A move, by its node.
    Move(NodeId),
    /// Moves passed over far from the cursor: how many, and the one nearest to it.
    Hidden(usize, NodeId),
}

/// The tree of moves, one row per stretch of a line: the main line, broken after each move
/// that has variations, which come indented below it. Planned without recursion, so that a
/// deep tree from a file cannot exhaust the stack, and once for each state of the session
/// (kept in the window's memory), so that a frame costs the same whatever the game's length.
fn move_tree_ui<G: GameUi>(ui: &mut egui::Ui, s: &Session<G>, moved: bool, out: &mut Vec<Command>) {
    let history = s.history();
    let rows = super::per_revision(ui, "kibitzer_move_rows", s.revision(), || {
        std::sync::Arc::new(plan_rows(history))
    });
    for (index, row) in rows.iter().enumerate() {
        // The indent is a row's own margin, so that its wrapped lines keep it too.
        let indent = INDENT * row.level.min(MAX_INDENT_LEVEL) as f32;
        ui.horizontal(|ui| {
            ui.add_space(indent);
            ui.horizontal_wrapped(|ui| {
                if index == 0 {
                    start_button_ui(ui, history, moved, out);
                }
                for item in &row.items {
                    match *item {
                        // Rows at level 0 are the main line's.
                        Item::Move(node) => move_button_ui(ui, s, node, row.level == 0, moved, out),
                        Item::Hidden(count, nearest) => {
                            hidden_moves_ui(ui, Some((count, nearest)), out);
                        }
                    }
                }
            });
        });
    }
}

/// The rows of the move list (see [`move_tree_ui`]).
fn plan_rows<G: GameUi>(history: &History<G>) -> Vec<Row> {
    let mut planned = Vec::new();
    // Rows still to plan, as (first move, level); the next on top.
    let mut rows: Vec<(NodeId, usize)> = Vec::new();
    let first = history.first_child(History::<G>::START);
    let mut row = Some((first, 0));
    while let Some((start, level)) = row.take().or_else(|| rows.pop().map(|(n, l)| (Some(n), l))) {
        let (items, branch) = plan_row(history, start);
        planned.push(Row { level, items });
        // After a move with variations: the main move's line goes on below them.
        if let Some(node) = branch {
            let parent = history.parent(node).unwrap_or(History::<G>::START);
            if let Some(next) = history.first_child(node) {
                rows.push((next, level));
            }
            let sides: Vec<NodeId> = history.children(parent).skip(1).collect();
            for &side in sides.iter().rev() {
                rows.push((side, level + 1));
            }
        }
    }
    planned
}

/// "Start", the position before any move.
fn start_button_ui<G: GameUi>(
    ui: &mut egui::Ui,
    history: &History<G>,
    moved: bool,
    out: &mut Vec<Command>,
) {
    let response = ui.selectable_label(history.cursor() == 0, tr!("panel-start"));
    if moved && history.cursor() == 0 {
        response.scroll_to_me(Some(egui::Align::Center));
    }
    if response.clicked() {
        out.push(Command::Jump(0));
    }
}

/// The moves of one row, from `start` along the first moves until a move that has
/// variations (returned, so that they are planned next) or the end of the line; the moves far
/// from the cursor are passed over, counted.
fn plan_row<G: GameUi>(history: &History<G>, start: Option<NodeId>) -> (Vec<Item>, Option<NodeId>) {
    let cursor = history.cursor();
    let shown = |ply: usize| ply + SHOWN_AROUND >= cursor && ply <= cursor + SHOWN_AROUND;
    let mut items = Vec::new();
    let Some(mut node) = start else {
        return (items, None);
    };
    // The moves passed over, far from the cursor: how many, and the one nearest to it.
    let mut hidden: Option<(usize, NodeId)> = None;
    let branch = loop {
        if shown(history.depth(node)) {
            if let Some((count, nearest)) = hidden.take() {
                items.push(Item::Hidden(count, nearest));
            }
            items.push(Item::Move(node));
        } else {
            let count = hidden.map_or(0, |(n, _)| n) + 1;
            // Before the window, the nearest is the last passed; after it, the first.
            let nearest = match hidden {
                Some((_, first)) if history.depth(node) > cursor => first,
                _ => node,
            };
            hidden = Some((count, nearest));
        }
        let parent = history.parent(node).unwrap_or(History::<G>::START);
        if history.first_child(parent) == Some(node) && history.child_count(parent) > 1 {
            break Some(node);
        }
        match history.first_child(node) {
            Some(next) => node = next,
            None => break None,
        }
    };
    if let Some((count, nearest)) = hidden {
        items.push(Item::Hidden(count, nearest));
    }
    (items, branch)
}

/// How many moves before and after the cursor the list draws: a game of thousands of moves
/// would otherwise lay out every one of them at every frame.
const SHOWN_AROUND: usize = 150;

/// The moves passed over in a row, as one button that goes to the nearest of them.
fn hidden_moves_ui(ui: &mut egui::Ui, hidden: Option<(usize, NodeId)>, out: &mut Vec<Command>) {
    let Some((count, nearest)) = hidden else {
        return;
    };
    let label = RichText::new(tr!("panel-moves-hidden", count = count)).weak();
    if ui
        .selectable_label(false, label)
        .on_hover_text(tr!("panel-moves-hidden-tip"))
        .clicked()
    {
        out.push(Command::GoTo(nearest));
    }
}

/// One move: its number and name, selected at the cursor, in italics in a variation, weak
/// after the cursor or off the line viewed; a click goes there, a right-click offers to
/// promote or delete it.
fn move_button_ui<G: GameUi>(
    ui: &mut egui::Ui,
    s: &Session<G>,
    node: NodeId,
    main: bool,
    moved: bool,
    out: &mut Vec<Command>,
) {
    let history = s.history();
    let Some(name) = history.move_name(s.game(), node) else {
        return;
    };
    let ply = history.depth(node);
    let viewed = history.is_viewed(node);
    // A reviewed move carries its sign (?? ? !) and colour.
    let reviewed = s.review_mark(node);
    let mark = reviewed.and_then(|m| m.mark);
    let sign = mark.map_or("", Mark::sign);
    // A note's mark set by hand follows, and a balloon when it has a comment.
    let noted = note_suffix(history, node, sign);
    let noted = if noted.is_empty() {
        noted
    } else {
        format!(" {noted}")
    };
    let label = move_label(s, node, &name);
    let text = RichText::new(format!("{label}{sign}{noted}")).monospace();
    let text = match mark.and_then(|m| mark_color(m, ui.visuals().dark_mode)) {
        Some(color) => text.color(color),
        None if viewed && ply <= history.cursor() => text,
        None => text.weak(),
    };
    let text = if main { text } else { text.italics() };
    let here = history.current_node() == node;
    // The hover text is made only when shown.
    let response = ui.selectable_label(here, text).on_hover_ui(|ui| {
        if let Some(note) = history.note(node) {
            ui.label(RichText::new(note_hover(note)).strong());
        }
        // A practice hides the answer, which the review's best move would give.
        if let Some(m) = reviewed.filter(|_| !s.hides_answer()) {
            ui.label(mark_hover(m));
        }
        ui.label(move_hover(s, node, &name));
    });
    if moved && here {
        response.scroll_to_me(Some(egui::Align::Center));
    }
    if response.clicked() {
        out.push(Command::GoTo(node));
    }
    response.context_menu(|ui| tree_menu_ui(ui, node, main, out));
}

/// A move's label: "7. A1C", and with three or more players who played it, "7. P2 A1C"
/// (two players take turns, so their moves need no name).
fn move_label<G: GameUi>(s: &Session<G>, node: NodeId, name: &str) -> String {
    let ply = s.history().depth(node);
    match mover_of(s, node) {
        Some(seat) if s.game().players() > 2 => {
            format!("{ply}. {} {name}", s.game().seat_short_name(seat))
        }
        _ => format!("{ply}. {name}"),
    }
}

/// The absolute seat that played the move to `node`, on any line of the tree: the seats'
/// frames are followed from the start along the moves to it, as the session does for the
/// viewed line.
fn mover_of<G: GameUi>(s: &Session<G>, node: NodeId) -> Option<usize> {
    let (history, game) = (s.history(), s.game());
    let ply = history.depth(node);
    if ply == 0 {
        return None;
    }
    if history.is_viewed(node) {
        let before = history.position_at(ply - 1);
        return Some(s.absolute_seat(ply - 1, game.to_move(before)));
    }
    // The nodes from the start to the one before `node`.
    let mut path = Vec::with_capacity(ply + 1);
    let mut at = Some(node);
    while let Some(id) = at {
        path.push(id);
        at = history.parent(id);
    }
    path.reverse();
    let mut frame: Vec<usize> = (0..game.players()).collect();
    for pair in path.windows(2).take(ply - 1) {
        let (from, to) = (history.state(pair[0])?, history.state(pair[1])?);
        frame = frame
            .iter()
            .map(|&seat| game.seat_after(from, to, seat))
            .collect();
    }
    let before = history.state(*path.get(ply - 1)?)?;
    let mover = game.to_move(before);
    frame.iter().position(|&f| f == mover)
}

/// What hovering a move says: who played it, its name and the position it led to.
fn move_hover<G: GameUi>(s: &Session<G>, node: NodeId, name: &str) -> String {
    let history = s.history();
    let after = history
        .state(node)
        .map(|state| s.game().format_state(state))
        .unwrap_or_default();
    let id = if history.is_viewed(node) {
        "panel-move-to"
    } else {
        "panel-move-to-variation"
    };
    let played = tr!(id, name = name.to_owned(), code = after);
    let played = match mover_of(s, node) {
        Some(seat) => tr!(
            "panel-move-by",
            who = s.seat_name(seat).name,
            played = played
        ),
        None => played,
    };
    tr!("panel-move-hover", played = played)
}

/// The right-click menu of a move.
fn tree_menu_ui(ui: &mut egui::Ui, node: NodeId, main: bool, out: &mut Vec<Command>) {
    let side = !main;
    for (label, enabled, edit) in [
        ("panel-promote-variation", side, TreeEdit::Promote),
        ("panel-make-main-line", side, TreeEdit::MakeMainLine),
        ("panel-delete-from-here", true, TreeEdit::Delete),
    ] {
        if ui.add_enabled(enabled, Button::new(tr!(label))).clicked() {
            out.push(Command::EditTree(node, edit));
            ui.close();
        }
    }
}
