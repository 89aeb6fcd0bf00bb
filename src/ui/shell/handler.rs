//! The one place where commands change the app.

use crate::tr;
use crate::ui::common::command::{Command, Status, TreeEdit, Words};
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::app::App;
use crate::ui::text::capitalised;
use crate::ui::text::errors::{move_error_text, variant_error_text};

impl App {
    /// Applies one command: to the game, to the window, or to the files.
    pub(super) fn apply(&mut self, ctx: &egui::Context, command: Command) {
        let command = self.apply_to_game(ctx, command).err();
        let command = command.and_then(|c| self.apply_to_window(ctx, c).err());
        if let Some(command) = command {
            self.apply_to_files(ctx, command);
        }
        self.keep_puzzle_result();
        ctx.request_repaint();
    }

    /// The commands that change the game in the window; any other command is handed back.
    /// One arm per command, each a call or two: the dispatch table of the game's commands
    /// (those that move along the line first, in [`App::apply_to_line`]).
    fn apply_to_game(&mut self, ctx: &egui::Context, command: Command) -> Result<(), Command> {
        let command = match self.apply_to_line(command) {
            Ok(()) => return Ok(()),
            Err(other) => other,
        };
        match command {
            Command::NewGame => self.new_game(),
            Command::Rematch => {
                let again: ActiveGame = self.active.rematch(&self.prefs, &self.cache);
                let kept = self.put_on_table(again);
                self.say_replaced(kept, Words::new(|| tr!("shell-rematch")));
            }
            Command::SelectGame(kind) => self.switch_game(kind),
            Command::BringBack => self.bring_back(),
            Command::SettingsChanged => {
                // Nothing played yet: the new settings take effect at once.
                if self.active.line().0 == 0 {
                    self.new_game();
                }
            }
            Command::SeatsChanged => self.seats_changed(ctx.input(|i| i.time)),
            Command::SetPosition(code) => self.set_position(&code, false),
            Command::SetUpPosition(code) => self.set_position(&code, true),
            Command::Hint => self.hint(),
            Command::NewPuzzle(level) => self.new_puzzle(level),
            Command::CancelSolve => {
                self.active.cancel_solve(&mut self.cache);
                self.prefs.declined_solves = self.cache.declined().to_vec();
            }
            Command::Solve => {
                self.active.resolve(&mut self.cache);
                self.prefs.declined_solves = self.cache.declined().to_vec();
            }
            Command::BuildTable | Command::RebuildTable => {
                if let Some(target) = self.active.table_target() {
                    self.tables.start_build(target);
                    self.sync_tables();
                }
            }
            Command::CancelTableBuild => self.tables.cancel_build(),
            Command::CopyCode => {
                let code = self.position_code();
                ctx.copy_text(code.clone());
                self.status = Status::said(move || tr!("shell-copied-code", code = code.clone()));
            }
            other => return Err(other),
        }
        Ok(())
    }

    /// The commands that play, take back or move along the game's line and its variations,
    /// and the agreed draw at its end; any other command is handed back.
    fn apply_to_line(&mut self, command: Command) -> Result<(), Command> {
        match command {
            Command::Play(name) => {
                let played = self.active.play(&name);
                self.status = match played {
                    Ok(()) => Status::default(),
                    Err(err) => Status::said_error(move || capitalised(&move_error_text(&err))),
                };
            }
            Command::Undo => {
                self.active.undo();
                self.status = Status::default();
            }
            Command::Redo => {
                self.active.redo();
                self.status = Status::default();
            }
            Command::Jump(ply) => {
                self.active.jump(ply);
                self.status = Status::default();
            }
            Command::GoTo(node) => {
                self.active.go_to(node);
                self.status = Status::default();
            }
            Command::Review => {
                self.active.start_review();
                self.status = Status::default();
            }
            Command::CloseReview => self.active.close_review(),
            Command::Practice(step) => {
                self.status = if self.active.practice(step) {
                    Status::default()
                } else {
                    Status::said_error(|| tr!("trainer-no-blunders"))
                };
            }
            Command::ReviewGoTo(node) => {
                self.status = if self.active.show_review_move(node) {
                    Status::default()
                } else {
                    Status::said_error(|| tr!("review-no-best-move"))
                };
            }
            Command::SwitchVariation(forward) => {
                let switched = self.active.switch_variation(forward);
                self.status = if switched {
                    Status::default()
                } else {
                    Status::said(|| tr!("shell-no-other-move"))
                };
            }
            Command::EditTree(node, TreeEdit::Delete) => self.delete_from(node),
            Command::EditTree(node, edit) => {
                self.active.edit_tree(node, edit);
                self.status = Status::said(move || {
                    tr!(match edit {
                        TreeEdit::Promote => "shell-variation-promoted",
                        TreeEdit::MakeMainLine => "shell-variation-main-line",
                        TreeEdit::Delete => "shell-variation-deleted",
                    })
                });
            }
            Command::SetNote(node, note) => {
                if !self.active.set_note(node, note) {
                    self.status = Status::said_error(|| tr!("note-no-move"));
                }
            }
            Command::AgreeDraw => {
                self.active.agree_draw();
                self.status = Status::default();
            }
            Command::WithdrawDraw => {
                self.active.withdraw_draw();
                self.status = Status::default();
            }
            other => return Err(other),
        }
        Ok(())
    }

    /// The commands that change the window: panels, theme, windows; any other is handed back.
    fn apply_to_window(&mut self, ctx: &egui::Context, command: Command) -> Result<(), Command> {
        match command {
            Command::ToggleOverlay => self.prefs.overlay = !self.prefs.overlay,
            Command::ToggleCoordinates => self.prefs.coordinates = !self.prefs.coordinates,
            Command::ToggleFlip => self.prefs.flipped = !self.prefs.flipped,
            Command::ToggleEveryMove => self.prefs.every_move = !self.prefs.every_move,
            Command::ToggleAnalysis => self.prefs.show_analysis = !self.prefs.show_analysis,
            Command::ToggleHistory => self.prefs.show_history = !self.prefs.show_history,
            Command::ToggleSidebar => self.prefs.show_sidebar = !self.prefs.show_sidebar,
            Command::ToggleOwnFileDialog => {
                self.prefs.own_file_dialog = !self.prefs.own_file_dialog;
            }
            Command::SetTheme(theme) => {
                self.prefs.theme = theme;
                ctx.set_theme(theme.preference());
            }
            Command::SetLanguage(language) => {
                self.prefs.language = Some(language);
                crate::words::set_language(language);
                // The message shown follows, as the buttons beside it do.
                self.status.reword();
            }
            Command::ShowRules => self.window.open_rules(),
            Command::ShowAbout => self.window.open_about(),
            Command::ShowSetup => self.window.open_setup(&*self.active),
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Command::Say(status) => self.status = status,
            other => return Err(other),
        }
        Ok(())
    }

    /// The file commands (the game and view commands never reach here).
    fn apply_to_files(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Open => self.open_dialog(),
            Command::OpenPath(path) => self.open_path(&path),
            Command::OpenExample(index) => self.open_example(index),
            Command::OpenText(text) => self.open_text(text),
            Command::CancelOpen => self.cancel_open(),
            Command::CancelRestore => self.cancel_restore(),
            Command::Save => self.save(),
            Command::SaveAs => self.save_as_dialog(),
            Command::ExportPicture(format) => self.export_dialog(format),
            Command::ExportTo(path, format) => self.export_to(ctx, &path, format),
            Command::ExportText => self.export_text_dialog(),
            Command::ExportTextTo(path) => self.export_text_to(&path),
            Command::SaveTo(path) => self.save_to(&path),
            Command::ClearRecent => self.files.clear_recent(),
            Command::CopyGame => self.copy_game(ctx),
            Command::PasteGame => {
                // The clipboard's text arrives as a paste event in a coming frame.
                ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                self.files.paste_requested = Some(ctx.cumulative_pass_nr());
            }
            _ => {}
        }
    }

    /// Shows the best move, or says why there is none.
    fn hint(&mut self) {
        if self.active.hides_answer() {
            self.status = Status::said(|| tr!("trainer-hint-hidden"));
            return;
        }
        let (hint, over, estimated) = self.active.hint();
        self.status = Status::said(move || hint_words(hint.as_deref(), over, estimated));
    }

    /// The sidebar's seats, given to the game in the window.
    fn seats_changed(&mut self, now: f64) {
        self.active.reseat(&self.prefs, now);
    }

    /// A new game with the sidebar's settings.
    fn new_game(&mut self) {
        match ActiveGame::new(&self.prefs, &self.cache) {
            Ok(active) => {
                let kept = self.put_on_table(active);
                self.code.error = None;
                self.status = Status::default();
                if kept {
                    self.say_replaced(kept, Words::new(|| tr!("shell-new-game-started")));
                }
            }
            Err(err) => self.status = Status::error(capitalised(&variant_error_text(&err))),
        }
    }

    /// Goes to the position with this code: along the line if it is there, else a new game
    /// from it. A bad code changes nothing and says what is wrong.
    fn set_position(&mut self, code: &str, from_setup: bool) {
        let result = self
            .active
            .go_to_code(code, from_setup, &self.prefs, &self.cache);
        match result {
            Ok(fresh) => {
                self.code.error = None;
                self.code.synced = None;
                self.status = Status::default();
                if let Some(fresh) = fresh {
                    let kept = self.put_on_table(fresh);
                    if kept {
                        self.say_replaced(kept, Words::new(|| tr!("shell-new-game-from-position")));
                    }
                }
            }
            // Shown under the code field, where it was typed.
            Err(message) => self.code.error = Some(message),
        }
    }
}

/// What the status line says of a hint: a best move when the verdict is proven, the move
/// the search prefers when it only estimated (it may not be best), or why there is none.
fn hint_words(hint: Option<&str>, over: bool, estimated: bool) -> String {
    match (hint, over) {
        (Some(name), _) if estimated => tr!("shell-hint-estimate", name = name),
        (Some(name), _) => tr!("shell-hint-best", name = name),
        (None, true) => tr!("shell-hint-game-over"),
        (None, false) => tr!("shell-hint-not-yet"),
    }
}

#[cfg(test)]
mod tests {
    use super::hint_words;

    #[test]
    fn a_hint_from_an_estimate_is_not_called_best() {
        assert_eq!(
            hint_words(Some("d4-d5"), false, true),
            "Hint: the search prefers d4-d5 (an estimate, not a proof)."
        );
        assert_eq!(
            hint_words(Some("AC"), false, false),
            "Hint: AC is a best move."
        );
        assert!(hint_words(None, true, false).contains("over"));
    }
}
