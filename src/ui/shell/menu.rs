//! The menu bar and the keyboard shortcuts.

use crate::record::examples::EXAMPLES;
use crate::tr;
use crate::ui::common::command::Command;
use crate::ui::common::preferences::Preferences;
use crate::ui::files::{display_name, example_title};
use crate::ui::shell::active::ActiveGame;
use crate::ui::text::theme_choice::ThemeChoice;
use crate::words::Language;
use egui::{Button, Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

/// Ctrl+N: a new game.
pub const NEW_GAME: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Ctrl+O: open a game file.
pub const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Ctrl+S: save the game.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Ctrl+Shift+S: save the game as another file.
pub const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
/// Ctrl+V: paste a game. The system turns the keys into a paste event (see
/// `files::input_commands`); this constant only shows them in the menu.
pub const PASTE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::V);
/// Ctrl+Z: undo.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Ctrl+Y: redo.
pub const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
/// Ctrl+Shift+Z: redo, as on many systems.
pub const REDO_ALT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// E: the evaluation overlay.
pub const OVERLAY: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::E);
/// H: a hint.
pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);
/// C: the board's coordinates.
pub const COORDINATES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::C);
/// F: the board turned half round.
pub const FLIP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F);
/// F1: the rules.
pub const RULES: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);
/// Ctrl+Q: quit.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Esc: let go of the hand or piece picked.
pub const LET_GO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Escape);

/// Whether Esc, pressed this frame, is the canvas's: to let go of the piece picked. What
/// else Esc does comes first: closing a menu or a list (any popup shown this frame or open
/// before it), a dialog (`dialog`: Kibitzer's file dialog or the problem window, which close
/// on Esc) or leaving a text field (`typing`: one had the keyboard at the end of the last
/// frame; egui lets go of it before the frame runs).
pub fn escape_for_canvas(ctx: &egui::Context, dialog: bool, typing: bool) -> bool {
    let pressed = ctx.input(|i| i.modifiers.is_none() && i.key_pressed(LET_GO.logical_key));
    let popup = ctx.any_popup_open() || egui::Popup::is_any_open(ctx);
    pressed && !popup && !dialog && !typing
}

/// The File menu's entry that chooses Kibitzer's own file dialog over the system's, in the
/// current language.
pub fn own_file_dialog_label() -> String {
    crate::tr!("shell-own-file-dialog")
}

/// The commands of the shortcuts pressed this frame. Single keys (E, H, arrows) are left to a
/// text field that has the keyboard. One line per shortcut: the whole keyboard map in one
/// place, longer than most functions for that reason.
pub fn shortcuts(ctx: &egui::Context) -> Vec<Command> {
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        let mut out = Vec::new();
        // The most specific first: Ctrl+Shift+Z before Ctrl+Z.
        if input.consume_shortcut(&REDO_ALT) || input.consume_shortcut(&REDO) {
            out.push(Command::Redo);
        }
        // These work even while a text field has the keyboard.
        out.extend(consumed(
            input,
            [
                (UNDO, Command::Undo),
                (SAVE_AS, Command::SaveAs),
                (SAVE, Command::Save),
                (OPEN, Command::Open),
                (NEW_GAME, Command::NewGame),
                (QUIT, Command::Quit),
                (RULES, Command::ShowRules),
            ],
        ));
        if typing {
            return out;
        }
        out.extend(consumed(
            input,
            [
                (OVERLAY, Command::ToggleOverlay),
                (HINT, Command::Hint),
                (COORDINATES, Command::ToggleCoordinates),
                (FLIP, Command::ToggleFlip),
            ],
        ));
        // The bare keys that walk the line and its variations.
        for (key, command) in [
            (Key::ArrowLeft, Command::Undo),
            (Key::ArrowRight, Command::Redo),
            (Key::ArrowUp, Command::SwitchVariation(false)),
            (Key::ArrowDown, Command::SwitchVariation(true)),
            (Key::Home, Command::Jump(0)),
            (Key::End, Command::Jump(usize::MAX)),
        ] {
            if input.consume_key(Modifiers::NONE, key) {
                out.push(command);
            }
        }
        out
    })
}

/// The commands of the shortcuts of `table` that were pressed, in the table's order, each
/// shortcut taken from the input.
fn consumed(
    input: &mut egui::InputState,
    table: impl IntoIterator<Item = (egui::KeyboardShortcut, Command)>,
) -> Vec<Command> {
    table
        .into_iter()
        .filter_map(|(shortcut, command)| input.consume_shortcut(&shortcut).then_some(command))
        .collect()
}

/// A menu entry with its shortcut shown at the right.
fn item(ui: &mut egui::Ui, label: &str, shortcut: Option<&KeyboardShortcut>) -> bool {
    let mut button = Button::new(label);
    if let Some(shortcut) = shortcut {
        button = button.shortcut_text(ui.ctx().format_shortcut(shortcut));
    }
    ui.add(button).clicked()
}

/// A check box with its label, and its shortcut (if any) written in full at the right, as
/// menu entries have them; true when clicked.
fn toggle(ui: &mut egui::Ui, on: bool, label: &str, shortcut: Option<&KeyboardShortcut>) -> bool {
    let mut checked = on;
    let mut atoms = egui::Atoms::new(label);
    if let Some(shortcut) = shortcut {
        atoms.push_right(egui::Atom::grow());
        atoms.push_right(egui::RichText::new(ui.ctx().format_shortcut(shortcut)).weak());
    }
    ui.add(egui::Checkbox::new(&mut checked, atoms)).clicked()
}

/// The menu bar: File, Edit, View, Help.
pub fn menu_bar_ui(
    ui: &mut egui::Ui,
    prefs: &Preferences,
    active: &ActiveGame,
    recent: &[PathBuf],
    can_bring_back: (bool, bool),
    out: &mut Vec<Command>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!("shell-menu-file"), |ui| {
            file_menu_ui(ui, prefs, recent, out)
        });
        ui.menu_button(tr!("shell-menu-edit"), |ui| {
            edit_menu_ui(ui, active, can_bring_back, out)
        });
        ui.menu_button(tr!("menu-study"), |ui| study_menu_ui(ui, out));
        ui.menu_button(tr!("shell-menu-view"), |ui| view_menu_ui(ui, prefs, out));
        ui.menu_button(tr!("shell-menu-help"), |ui| {
            if item(ui, &tr!("shell-rules"), Some(&RULES)) {
                out.push(Command::ShowRules);
            }
            if item(ui, &tr!("shell-about"), None) {
                out.push(Command::ShowAbout);
            }
        });
    });
}

/// Study: the review, learning from its blunders, and puzzles of the game on the table.
fn study_menu_ui(ui: &mut egui::Ui, out: &mut Vec<Command>) {
    use crate::review::puzzle::Level;
    use crate::ui::common::command::Practice;
    if item(ui, &tr!("review-button"), None) {
        out.push(Command::Review);
    }
    if item(ui, &tr!("trainer-learn-button"), None) {
        out.push(Command::Practice(Practice::LearnFromMistakes));
    }
    ui.separator();
    if item(ui, &tr!("menu-study-puzzle"), None) {
        out.push(Command::NewPuzzle(None));
    }
    for level in Level::ALL {
        let label = tr!(
            "menu-study-puzzle-level",
            level = crate::ui::study::level_name(level)
        );
        if item(ui, &label, None) {
            out.push(Command::NewPuzzle(Some(level)));
        }
    }
}

fn file_menu_ui(
    ui: &mut egui::Ui,
    prefs: &Preferences,
    recent: &[PathBuf],
    out: &mut Vec<Command>,
) {
    if item(ui, &tr!("shell-new-game"), Some(&NEW_GAME)) {
        out.push(Command::NewGame);
    }
    if item(ui, &tr!("shell-open"), Some(&OPEN)) {
        out.push(Command::Open);
    }
    if item(ui, &tr!("shell-save"), Some(&SAVE)) {
        out.push(Command::Save);
    }
    if item(ui, &tr!("shell-save-as"), Some(&SAVE_AS)) {
        out.push(Command::SaveAs);
    }
    let own = ui
        .add(Button::selectable(
            prefs.own_file_dialog,
            own_file_dialog_label(),
        ))
        .on_hover_text(tr!("shell-own-file-dialog-tip"));
    if own.clicked() {
        out.push(Command::ToggleOwnFileDialog);
    }
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        ui.menu_button(tr!("shell-recent"), |ui| recent_menu_ui(ui, recent, out));
    });
    ui.menu_button(tr!("shell-examples"), |ui| {
        for (index, example) in EXAMPLES.iter().enumerate() {
            if item(ui, &example_title(example), None) {
                out.push(Command::OpenExample(index));
            }
        }
    });
    ui.separator();
    if item(ui, &tr!("shell-copy-game"), None) {
        out.push(Command::CopyGame);
    }
    ui.menu_button(tr!("shell-export-position"), |ui| {
        for (key, format) in [
            ("shell-export-png", crate::picture::Format::Png),
            ("shell-export-svg", crate::picture::Format::Svg),
        ] {
            if item(ui, &tr!(key), None) {
                out.push(Command::ExportPicture(format));
            }
        }
        if item(ui, &tr!("shell-export-text"), None) {
            out.push(Command::ExportText);
        }
    });
    if item(ui, &tr!("shell-paste-game"), Some(&PASTE)) {
        out.push(Command::PasteGame);
    }
    ui.separator();
    if item(ui, &tr!("shell-quit"), Some(&QUIT)) {
        out.push(Command::Quit);
    }
}

/// File → Recent: the files by name (the full path on hover), then Clear recent.
fn recent_menu_ui(ui: &mut egui::Ui, recent: &[PathBuf], out: &mut Vec<Command>) {
    for path in recent {
        let response = ui
            .button(display_name(path))
            .on_hover_text(path.display().to_string());
        if response.clicked() {
            out.push(Command::OpenPath(path.clone()));
        }
    }
    ui.separator();
    if item(ui, &tr!("shell-clear-recent"), None) {
        out.push(Command::ClearRecent);
    }
}

/// The Edit menu; `can_bring_back`: whether a replaced game is kept, and whether it is the
/// game before a deletion (`undoes_delete`).
fn edit_menu_ui(
    ui: &mut egui::Ui,
    active: &ActiveGame,
    (can_bring_back, undoes_delete): (bool, bool),
    out: &mut Vec<Command>,
) {
    let (len, cursor) = active.line();
    let (can_undo, can_redo) = (cursor > 0, cursor < len);
    let undo = Button::new(tr!("shell-undo")).shortcut_text(ui.ctx().format_shortcut(&UNDO));
    if ui.add_enabled(can_undo, undo).clicked() {
        out.push(Command::Undo);
    }
    let redo = Button::new(tr!("shell-redo")).shortcut_text(ui.ctx().format_shortcut(&REDO));
    if ui.add_enabled(can_redo, redo).clicked() {
        out.push(Command::Redo);
    }
    let (label, tip) = if undoes_delete {
        ("shell-undo-delete", "shell-undo-delete-tip")
    } else {
        ("shell-bring-back-replaced", "shell-bring-back-replaced-tip")
    };
    if ui
        .add_enabled(can_bring_back, Button::new(tr!(label)))
        .on_hover_text(tr!(tip))
        .clicked()
    {
        out.push(Command::BringBack);
    }
    ui.separator();
    if item(ui, &tr!("shell-set-up-position"), None) {
        out.push(Command::ShowSetup);
    }
    if item(ui, &tr!("shell-copy-position-code"), None) {
        out.push(Command::CopyCode);
    }
}

fn view_menu_ui(ui: &mut egui::Ui, prefs: &Preferences, out: &mut Vec<Command>) {
    if toggle(ui, prefs.overlay, &tr!("shell-overlay"), Some(&OVERLAY)) {
        out.push(Command::ToggleOverlay);
    }
    if toggle(
        ui,
        prefs.coordinates,
        &tr!("shell-coordinates"),
        Some(&COORDINATES),
    ) {
        out.push(Command::ToggleCoordinates);
    }
    if toggle(ui, prefs.flipped, &tr!("shell-flip"), Some(&FLIP)) {
        out.push(Command::ToggleFlip);
    }
    ui.separator();
    if toggle(ui, prefs.show_sidebar, &tr!("shell-show-sidebar"), None) {
        out.push(Command::ToggleSidebar);
    }
    if toggle(ui, prefs.show_analysis, &tr!("shell-show-analysis"), None) {
        out.push(Command::ToggleAnalysis);
    }
    if toggle(ui, prefs.show_history, &tr!("shell-show-history"), None) {
        out.push(Command::ToggleHistory);
    }
    ui.separator();
    ui.menu_button(tr!("shell-theme"), |ui| {
        for theme in ThemeChoice::ALL {
            if ui
                .add(Button::selectable(prefs.theme == theme, theme.label()))
                .clicked()
            {
                out.push(Command::SetTheme(theme));
            }
        }
    });
    ui.menu_button(tr!("menu-language"), |ui| {
        let current = prefs.language.unwrap_or_default();
        for language in Language::ALL {
            if ui
                .add(Button::selectable(current == language, language.own_name()))
                .clicked()
            {
                out.push(Command::SetLanguage(language));
            }
        }
    });
}
