//! The Chopsticks table: every player's two hands around a table, attacks by clicking (or
//! dragging) one of the mover's hands onto another player's hand, and the mover's splits as
//! chips with before → after previews. The view knows no rules: the caller gives it what
//! each hand looks like, the legal moves and their verdicts, and gets back what the user
//! did.

pub mod layout;
mod model;
mod paint;
mod strip;

use super::screen_from_model;
use crate::tr;
use egui::{Id, Pos2, Rect, Response, Role, Sense, WidgetInfo};
use layout::{MODEL, chip_rect};
pub use model::{
    AttackView, MoveInfo, MoveRef, OptionView, SeatView, TableAction, TableModel, hand_letter,
};

/// The table's memory between frames.
#[derive(Clone, Copy, Debug, Default)]
struct Selection {
    key: u64,
    hand: Option<(usize, usize)>,
}

/// Draws the table and returns what the user did.
pub fn table_ui(ui: &mut egui::Ui, model: &TableModel) -> Option<TableAction> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, tr!("view-table")));
    let to_screen = screen_from_model(MODEL, response.rect);
    let id = response.id;
    let mut selection = remembered_selection(ui, id, model);
    preview_label_ui(ui, id, model, &to_screen);
    let hands = hands_ui(ui, id, model, &mut selection, &to_screen);
    let mut action = hands.action;
    if let Some(a) = chip_clicks(ui, id, model, &to_screen) {
        action = Some(a);
    }
    let focus = selection
        .hand
        .or(hands.hovered.filter(|h| Some(h.0) == model.mover));
    let badges = if model.overlay {
        layout::badge_spots(model, focus)
    } else {
        Vec::new()
    };
    if let Some(a) = badge_clicks(ui, id, model, &to_screen, &badges) {
        action = Some(a);
    }
    if response.clicked() && action.is_none() {
        selection.hand = None;
    }
    paint::paint_table(
        ui,
        &painter,
        model,
        &to_screen,
        selection.hand,
        focus,
        hands.hovered,
        hands.dragging,
        &badges,
    );
    ui.data_mut(|d| d.insert_temp(id, selection));
    action
}

/// The selection kept from the last frame, forgotten when the position has changed or the
/// caller lets go.
fn remembered_selection(ui: &egui::Ui, id: Id, model: &TableModel) -> Selection {
    let selection: Selection = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if selection.key != model.key || model.let_go {
        Selection {
            key: model.key,
            hand: None,
        }
    } else {
        selection
    }
}

/// What the pointer did over the hands in a frame.
#[derive(Default)]
struct HandsSeen {
    /// The hand under the pointer.
    hovered: Option<(usize, usize)>,
    /// Where a hand of the mover is being dragged.
    dragging: Option<Pos2>,
    /// What a click or a drop on a hand means (the last hand's, if several).
    action: Option<TableAction>,
}

/// Every hand as a button that can be clicked or dragged: what the user did with them.
fn hands_ui(
    ui: &egui::Ui,
    id: Id,
    model: &TableModel,
    selection: &mut Selection,
    to_screen: &egui::emath::RectTransform,
) -> HandsSeen {
    let mut seen = HandsSeen::default();
    for (seat, hand) in model.every_hand() {
        let rect = to_screen.transform_rect(model.pose((seat, hand)).hit_rect());
        let r = hand_response(ui, id, model, seat, hand, rect);
        if r.hovered() {
            seen.hovered = Some((seat, hand));
        }
        if let Some(a) = hand_action(model, selection, &r, (seat, hand), to_screen) {
            seen.action = Some(a);
        }
        if r.dragged() && Some(seat) == model.mover {
            seen.dragging = r.interact_pointer_pos();
        }
    }
    seen
}

/// The move previewed as a label for screen readers (and tests), on the hand that touches
/// or the chip; registered before them, so that it takes none of their clicks.
fn preview_label_ui(
    ui: &egui::Ui,
    id: egui::Id,
    model: &TableModel,
    to_screen: &egui::emath::RectTransform,
) {
    let (at, info) = match model.preview {
        Some(MoveRef::Attack(i)) => {
            let Some(attack) = model.attacks.get(i) else {
                return;
            };
            let pose = model.pose(attack.from);
            (pose.center, &attack.info)
        }
        Some(MoveRef::Option(i)) => {
            let Some(option) = model.options.get(i) else {
                return;
            };
            (chip_rect(model.options.len(), i).center(), &option.info)
        }
        None => return,
    };
    let rect = Rect::from_center_size(to_screen.transform_pos(at), egui::Vec2::splat(8.0));
    let r = ui.interact(rect, id.with("view-preview"), Sense::hover());
    let label = tr!("view-preview", move = info.name.clone());
    r.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
}

/// The chips under the table (splits, swaps, flips): each a button; the one clicked.
fn chip_clicks(
    ui: &egui::Ui,
    id: egui::Id,
    model: &TableModel,
    to_screen: &egui::emath::RectTransform,
) -> Option<TableAction> {
    let mut action = None;
    for (i, option) in model.options.iter().enumerate() {
        let rect = to_screen.transform_rect(chip_rect(model.options.len(), i));
        let r = ui.interact(rect, id.with(("chip", i)), Sense::click());
        r.widget_info(|| WidgetInfo::labeled(Role::Button, true, chip_label(option)));
        let r = tooltip(r, &option.info);
        if r.clicked() {
            action = Some(match &model.waiting {
                Some(why) => TableAction::Message(why.clone()),
                None => TableAction::Option(i),
            });
        }
    }
    action
}

/// The overlay's badges on the attacks (at `badges`, in model units): each a button naming
/// its verdict; the one clicked.
fn badge_clicks(
    ui: &egui::Ui,
    id: egui::Id,
    model: &TableModel,
    to_screen: &egui::emath::RectTransform,
    badges: &[(usize, Pos2)],
) -> Option<TableAction> {
    let mut action = None;
    let radius = layout::badge_radius(model.seats.len()) * to_screen.scale().x;
    for &(i, center) in badges {
        let attack = &model.attacks[i];
        let rect = super::badges::badge_rect(to_screen.transform_pos(center), radius.max(8.0));
        let r = ui.interact(rect, id.with(("badge", i)), Sense::click());
        let label = tr!(
            "view-play",
            move = attack.info.name.clone(),
            verdict = verdict_words(&attack.info)
        );
        r.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        let r = tooltip(r, &attack.info);
        if r.clicked() && model.waiting.is_none() {
            action = Some(TableAction::Attack {
                from: attack.from,
                to: attack.to,
            });
        }
    }
    action
}

impl TableModel {
    /// The hand that stands for `hand` in the list of attacks: equal hands of one player
    /// are one and the same for the rules, and only the first one's attacks are listed.
    pub fn canonical(&self, (seat, hand): (usize, usize)) -> (usize, usize) {
        let first = self.seats.get(seat).and_then(|view| {
            let look = view.hands.get(hand)?;
            view.hands.iter().position(|h| h == look)
        });
        (seat, first.unwrap_or(hand))
    }
}

/// The response of one hand, with its accessible name.
fn hand_response(
    ui: &egui::Ui,
    id: Id,
    model: &TableModel,
    seat: usize,
    hand: usize,
    rect: Rect,
) -> Response {
    let r = ui.interact(rect, id.with(("hand", seat, hand)), Sense::click_and_drag());
    let view = &model.seats[seat];
    let label = tr!(
        "view-hand",
        seat = view.name.clone(),
        hand = model::hand_letter(hand),
        label = view.hands[hand].label.clone()
    );
    r.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
    r
}

/// What a click or a drag on a hand means.
fn hand_action(
    model: &TableModel,
    selection: &mut Selection,
    r: &Response,
    hand: (usize, usize),
    to_screen: &egui::emath::RectTransform,
) -> Option<TableAction> {
    let own = Some(hand.0) == model.mover;
    if r.drag_started() && own && model.waiting.is_none() {
        selection.hand = Some(hand);
    }
    // egui ends a drag when Esc is pressed: that is no drop, and nothing is picked.
    if r.drag_stopped() && r.ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        selection.hand = None;
        return None;
    }
    if r.drag_stopped() && own && model.waiting.is_none() {
        let target = r
            .interact_pointer_pos()
            .and_then(|p| hand_at(model, to_screen, p))
            .filter(|t| t.0 != hand.0)?;
        selection.hand = None;
        return Some(TableAction::Attack {
            from: hand,
            to: target,
        });
    }
    if !r.clicked() {
        return None;
    }
    if let Some(why) = &model.waiting {
        return Some(TableAction::Message(why.clone()));
    }
    let armed = model
        .attacks
        .iter()
        .any(|a| a.from == model.canonical(hand));
    if own && !armed {
        selection.hand = None;
        return Some(TableAction::Unarmed(hand));
    }
    if own {
        selection.hand = if selection.hand == Some(hand) {
            None
        } else {
            Some(hand)
        };
        return None;
    }
    match selection.hand.take() {
        Some(from) => Some(TableAction::Attack { from, to: hand }),
        None => Some(TableAction::TouchedFirst(hand)),
    }
}

/// The hand under a screen point.
fn hand_at(
    model: &TableModel,
    to_screen: &egui::emath::RectTransform,
    p: Pos2,
) -> Option<(usize, usize)> {
    let at = to_screen.inverse().transform_pos(p);
    model
        .every_hand()
        .find(|&hand| model.pose(hand).hit_rect().contains(at))
}

/// What a chip that splits the mover's fingers is labelled ([`OptionView::label`]), in the
/// current language: "Split".
pub fn split_label() -> String {
    tr!("view-split")
}

/// A chip's accessible name: "Split 13-22", "Swap (swap)".
fn chip_label(option: &OptionView) -> String {
    if option.label == split_label() {
        tr!("view-split-named", move = option.info.name.clone())
    } else {
        format!("{} ({})", option.label, option.info.name)
    }
}

/// "Win in 5 moves", or "not solved yet".
fn verdict_words(info: &MoveInfo) -> String {
    info.value.map_or_else(
        || tr!("view-not-solved"),
        crate::ui::views::verdict::move_value,
    )
}

/// The tooltip of a move: its name, its verdict and where it leads.
fn tooltip(r: Response, info: &MoveInfo) -> Response {
    let text = format!(
        "{}\n{}\n{}",
        info.name,
        verdict_words(info),
        tr!("view-leads-to", code = info.to_code.clone())
    );
    r.on_hover_text(text)
}
