//! Labelled combo boxes that show their closed text whole, in every language and at every
//! window size: each box is as wide as its widest choice, beside its label when both fit the
//! row and under it otherwise; only when even a row of its own is too narrow is the text cut
//! short, whole on hover.

use egui::{Color32, ComboBox, Response, RichText, TextStyle, Ui};

/// The width `text` takes in `style`.
pub fn text_width(ui: &Ui, text: &str, style: TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font, Color32::WHITE);
    galley.size().x
}

/// The width a closed combo box needs to show the widest of `choices` whole: the text, the
/// button's padding, the gap and the arrow.
pub fn fitted_width<'a>(ui: &Ui, choices: impl IntoIterator<Item = &'a str>) -> f32 {
    let widest = choices
        .into_iter()
        .map(|text| text_width(ui, text, TextStyle::Button))
        .fold(0.0, f32::max);
    let spacing = ui.spacing();
    (widest + 2.0 * spacing.button_padding.x + spacing.item_spacing.x + spacing.icon_width).ceil()
}

/// What a labelled combo box shows: its label (in a column `column` wide at least, so that
/// the boxes of several rows line up), its closed text, and every text it may show closed
/// (the choices of its menu).
pub struct Combo<'a> {
    /// The label, before or above the box.
    pub label: RichText,
    /// The least width of the label's column (0: the label's own).
    pub column: f32,
    /// The text shown closed.
    pub selected: &'a str,
    /// Every text the box may show closed, `selected` among them or not.
    pub choices: &'a [String],
}

/// Shows `combo` with the menu `contents`: the box named by its label for screen readers.
/// Gives the label's response and the box's.
pub fn labelled_combo_ui(
    ui: &mut Ui,
    id_salt: impl egui::AsIdSalt,
    combo: Combo<'_>,
    contents: impl FnOnce(&mut Ui),
) -> (Response, Response) {
    let texts = combo.choices.iter().map(String::as_str);
    let box_width = fitted_width(ui, texts.chain([combo.selected]));
    let label_width = text_width(ui, combo.label.text(), TextStyle::Body).max(combo.column);
    let gap = ui.spacing().item_spacing.x;
    let show_box = |ui: &mut Ui, label: &Response| {
        let room = ui.available_width();
        let response = ComboBox::from_id_salt(id_salt)
            .selected_text(combo.selected)
            .width(box_width.min(room))
            // Every choice in sight without scrolling, as far as the window's height allows
            // (egui's default shows about seven).
            .height(ui.ctx().content_rect().height())
            .truncate()
            .show_ui(ui, contents)
            .response
            .labelled_by(label.id);
        if box_width > room {
            response.on_hover_text(combo.selected)
        } else {
            response
        }
    };
    if label_width + gap + box_width <= ui.available_width() {
        ui.horizontal(|ui| {
            let height = ui.spacing().interact_size.y;
            let label = ui
                .allocate_ui_with_layout(
                    egui::vec2(label_width, height),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.set_min_width(label_width);
                        ui.label(combo.label.clone())
                    },
                )
                .inner;
            let response = show_box(ui, &label);
            (label, response)
        })
        .inner
    } else {
        let label = ui.label(combo.label.clone());
        let response = show_box(ui, &label);
        (label, response)
    }
}
