//! The app shell: the window's panels, the frame's logic (shortcuts, the solver, the
//! computer's moves), and the preferences kept between launches.

use crate::tr;
use crate::ui::common::command::{Command, Status};
use crate::ui::common::players::Rng;
use crate::ui::common::preferences::{Preferences, STORAGE_KEY};
use crate::ui::common::preferences_file;
use crate::ui::files::{self, AppPaths, Document};
use crate::ui::panels::analysis::CodeBox;
use crate::ui::panels::play_area;
use crate::ui::session::MENU_PAUSE;
use crate::ui::session::solving::SolveCache;
use crate::ui::session::tables::Tables;
use crate::ui::shell::active::ActiveGame;
use crate::ui::shell::kept_games::Desk;
use crate::ui::shell::kept_preferences::KeptPreferences;
use crate::ui::shell::layout;
use crate::ui::shell::loads::Loads;
use crate::ui::shell::menu;
use crate::ui::shell::window_state::WindowState;
use crate::ui::views::theme;
use crate::words::{Language, set_language};
use std::time::{Duration, Instant};

/// How often the window looks at a running solve.
pub(super) const POLL_INTERVAL: Duration = Duration::from_millis(100);

/// The Kibitzer app.
pub struct App {
    pub(super) prefs: KeptPreferences,
    pub(super) active: ActiveGame,
    pub(super) cache: SolveCache,
    pub(super) status: Status,
    pub(super) code: CodeBox,
    pub(super) rng: Rng,
    pub(super) files: Document,
    pub(super) tables: Tables,
    /// The games set aside (another game, a replaced game).
    pub(super) desk: Desk,
    /// The games loading in the background.
    pub(super) loads: Loads,
    /// The window's own state: its panels' sizes, its open windows.
    pub(super) window: WindowState,
    /// The puzzle results.
    pub(super) puzzles: super::puzzle_results::Puzzles,
    /// The launch, while the last session's games load in the background and the time they
    /// take is to be reported.
    pub(super) restore_launched: Option<Instant>,
}

impl App {
    /// The app as eframe creates it, with the remembered preferences, its files in `paths`
    /// and the game of the last run when it left an autosave.
    pub fn new(cc: &eframe::CreationContext<'_>, paths: AppPaths) -> App {
        let Some(path) = paths.preferences.clone() else {
            return App::with_files(cc, Preferences::load(cc.storage), paths);
        };
        // Those of earlier versions, which eframe kept, when there is no file yet.
        let older = || cc.storage.and_then(|s| eframe::get_value(s, STORAGE_KEY));
        let loaded = preferences_file::load(&path, older);
        let mut app = App::with_files(cc, loaded.prefs, paths);
        if let Some(reset) = loaded.reset {
            app.say_preferences_reset(&reset);
        }
        app
    }

    /// Says once which preferences could not be read, and where the file is kept.
    fn say_preferences_reset(&mut self, reset: &preferences_file::Reset) {
        let what = match reset.fields.as_slice() {
            [] => tr!("shell-preferences-unreadable"),
            fields => tr!("shell-preferences-reset", fields = fields.join(", ")),
        };
        let kept = match &reset.kept {
            Some(path) => tr!("shell-preferences-kept", path = path.display().to_string()),
            None => String::new(),
        };
        // After what the game's settings said, if they were reset too.
        let before = match self.status.is_error {
            true => format!("{} ", self.status.text),
            false => String::new(),
        };
        self.status = Status::error(format!("{before}{what} {kept}").trim_end().to_owned());
    }

    /// Writes the preferences when they changed since they were last written (or read),
    /// so that a crash loses none; a failure is said once.
    fn keep_preferences(&mut self) {
        if let Err(err) = self.prefs.keep() {
            self.status =
                Status::error(tr!("shell-preferences-not-saved", error = err.to_string()));
        }
    }

    /// The app with given preferences and no files: no autosave, a recent list for this run
    /// only (tests choose their preferences).
    pub fn with_preferences(cc: &eframe::CreationContext<'_>, prefs: Preferences) -> App {
        App::with_files(cc, prefs, AppPaths::none())
    }

    /// The app with given preferences and files; restores the autosave in `paths` if any.
    pub fn with_files(
        cc: &eframe::CreationContext<'_>,
        mut prefs: Preferences,
        paths: AppPaths,
    ) -> App {
        // The first launch speaks the system's language; the choice is kept from then on.
        let language = *prefs.language.get_or_insert_with(Language::of_system);
        set_language(language);
        theme::install_style(&cc.egui_ctx);
        cc.egui_ctx.set_theme(prefs.theme.preference());
        let mut cache = SolveCache::with_folder(paths.tables.clone());
        cache.set_declined(prefs.declined_solves.clone());
        let mut status = Status::default();
        let active = match ActiveGame::new(&prefs, &cache) {
            Ok(active) => active,
            // Remembered settings of this game that this version cannot play: that game's
            // settings start over, every other preference is kept.
            Err(_) => {
                prefs.reset_setup(prefs.game);
                status = Status::error(tr!(
                    "shell-preferences-game-reset",
                    game = crate::ui::games::active::game_title(prefs.game)
                ));
                ActiveGame::new(&prefs, &cache).unwrap_or_else(|_| {
                    prefs = Preferences {
                        theme: prefs.theme,
                        language: prefs.language,
                        ..Preferences::default()
                    };
                    ActiveGame::new(&prefs, &cache).expect("the default settings are playable")
                })
            }
        };
        let mut app = App {
            prefs: KeptPreferences::new(prefs, paths.preferences.clone()),
            active,
            cache,
            status,
            code: CodeBox::default(),
            rng: Rng::from_clock(),
            tables: Tables::new(paths.tables.clone()),
            puzzles: super::puzzle_results::Puzzles::new(paths.puzzles.clone()),
            files: Document::new(paths),
            desk: Desk::default(),
            loads: Loads::default(),
            window: WindowState::default(),
            restore_launched: None,
        };
        app.restore_autosave();
        app
    }

    /// Opens the game file named on the command line (`kibitzer game.ron`); a file that
    /// cannot be opened is explained in the window, over the game of the last run.
    pub fn with_file(mut self, path: Option<&std::path::Path>) -> App {
        if let Some(path) = path {
            self.open_path(path);
        }
        self
    }

    /// As on a desktop with no system file dialog (tests): Open and Save find none, fall
    /// back to Kibitzer's own dialog and say so.
    pub fn without_system_dialog(mut self) -> App {
        self.files.assume_no_system_dialog();
        self
    }

    /// Reports the time to the first frame on stderr when `KIBITZER_STARTUP_TIME` is set,
    /// and the time until the last session's games are in the window when they load in the
    /// background.
    pub fn with_launch_time(mut self, launched: Instant) -> App {
        if std::env::var_os("KIBITZER_STARTUP_TIME").is_some() {
            self.window.report_first_frame(launched);
            self.restore_launched = self.loads.is_restoring().then_some(launched);
        }
        self
    }

    /// Runs `command` as if the user had asked for it.
    pub fn run_command(&mut self, ctx: &egui::Context, command: Command) {
        self.apply(ctx, command);
    }
}

impl App {
    /// The language the window speaks.
    pub fn language(&self) -> Language {
        self.prefs.language.unwrap_or_default()
    }

    /// Hands the session the exact table of its game as it now stands (opened, grown,
    /// dropped), and takes note of a table the session found damaged.
    pub(crate) fn sync_tables(&mut self) {
        self.note_table_damage();
        let tables = &self.tables;
        self.active.attach_table(tables);
        // A table handed over just now may turn out damaged at once.
        self.note_table_damage();
    }

    /// Stops reading a table the session found damaged, for every game.
    fn note_table_damage(&mut self) {
        if let Some(what) = self.active.take_table_damage() {
            self.tables.report_damage(what);
        }
    }

    /// Follows the game on the table in its document (see [`Document::track`]): its record
    /// when it changed.
    pub(super) fn track_file(&mut self) -> Option<crate::record::Record> {
        let active = &self.active;
        let stamp = (active.revision(), active.seats().to_vec());
        self.files.track(stamp, |extras| active.record(extras))
    }

    /// After the game may have changed: the exact table, the autosave, and the window title.
    fn follow_game(&mut self, ctx: &egui::Context) {
        self.sync_tables();
        let record = self.track_file();
        self.autosave(record);
        if let Some(title) = self.files.new_title() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title));
        }
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        set_language(self.language());
        let mut commands = menu::shortcuts(ctx);
        commands.extend(files::input_commands(ctx, &mut self.files));
        commands.extend(self.files.poll_dialog());
        if self.files.dialog_open() {
            ctx.request_repaint_after(POLL_INTERVAL);
        }
        self.poll_loads(ctx);
        if self.tables.poll() {
            ctx.request_repaint();
        }
        self.sync_tables();
        let search_time = self.prefs.search_time();
        let (changed, solving) = self.active.poll(search_time, &mut self.cache);
        if changed {
            ctx.request_repaint();
        }
        let now = ctx.input(|i| i.time);
        // The computer waits while a menu is open (the next seat being chosen, say), and a
        // moment after.
        if egui::Popup::is_any_open(ctx) {
            self.active.hold_computer(now + MENU_PAUSE);
        }
        if let Some(wait) = self.active.step_playback(now) {
            ctx.request_repaint_after(Duration::from_secs_f64(wait));
        }
        match self.active.computer_move(now, &mut self.rng) {
            Ok(Some(name)) => commands.push(Command::Play(name)),
            Ok(None) | Err(None) => {}
            Err(Some(wait)) => ctx.request_repaint_after(Duration::from_secs_f64(wait)),
        }
        if solving || self.tables.is_building() {
            ctx.request_repaint_after(POLL_INTERVAL);
        }
        for command in commands {
            self.apply(ctx, command);
        }
        self.follow_game(ctx);
        self.poll_autosave(ctx);
        self.keep_preferences();
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        set_language(self.language());
        self.window.first_frame();
        let mut out = Vec::new();
        egui::Panel::top("menu_bar").show(ui, |ui| {
            let recent = self.files.recent();
            let can_bring_back = (self.desk.can_bring_back(), self.desk.undoes_delete());
            menu::menu_bar_ui(
                ui,
                &self.prefs,
                &self.active,
                recent,
                can_bring_back,
                &mut out,
            );
        });
        let panels = self.window.panels();
        let resized = panels.begin_frame(ui.ctx());
        let show = (
            self.prefs.show_sidebar,
            self.prefs.show_analysis,
            self.prefs.show_history,
        );
        let (prefs, active) = (&mut self.prefs, &self.active);
        let grow = panels.room_to_grow(layout::LEFT);
        panels.panel_ui(ui, layout::LEFT, show.0, resized, &mut out, |ui, out| {
            active.sidebar_ui(ui, prefs, grow, out)
        });
        let (code, tables) = (&mut self.code, &self.tables);
        let mut preview = None;
        panels.panel_ui(ui, layout::RIGHT, show.1, resized, &mut out, |ui, out| {
            preview = active.analysis_ui(ui, code, tables, out);
        });
        panels.panel_ui(ui, layout::BOTTOM, show.2, resized, &mut out, |ui, out| {
            history_and_chart_ui(ui, active, prefs.every_move, out);
        });
        let dialog = self.files.dialog_open() || self.files.problem().is_some();
        let pointing = play_area::Pointing {
            preview: preview.as_deref(),
            let_go: menu::escape_for_canvas(ui.ctx(), dialog, self.window.typing()),
        };
        let loading = self.loads.lines();
        egui::CentralPanel::default().show(ui, |ui| {
            let (prefs, status) = (&self.prefs, &self.status);
            self.active
                .play_area_ui(ui, prefs, (status, &loading), pointing, &mut out);
        });
        let ctx = ui.ctx().clone();
        self.window.windows_ui(&ctx, &self.active, &mut out);
        out.extend(self.files.own_dialog_ui(&ctx));
        files::problem_window_ui(&ctx, &mut self.files);
        files::drop_overlay_ui(&ctx);
        for command in out {
            self.apply(&ctx, command);
        }
        self.follow_game(&ctx);
        self.window.set_typing(ctx.text_edit_focused());
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        if let Err(err) = self.prefs.save(storage) {
            self.status =
                Status::error(tr!("shell-preferences-not-saved", error = err.to_string()));
        }
    }
}

/// The bottom panel: the moves on the left, the chart on the right. The moves keep room for
/// a column of move names, the chart the rest (at least half) so that its plot stays
/// readable in a small window.
fn history_and_chart_ui(
    ui: &mut egui::Ui,
    active: &ActiveGame,
    every_move: bool,
    out: &mut Vec<Command>,
) {
    const MOVES_ROOM: f32 = 180.0;
    let gap = ui.spacing().item_spacing.x;
    let width = ui.available_width();
    let left = (width * 0.45).clamp(MOVES_ROOM.min(width / 2.0), width / 2.0) - gap / 2.0;
    let height = ui.available_height();
    ui.horizontal_top(|ui| {
        ui.allocate_ui(egui::vec2(left, height), |ui| {
            ui.set_width(left);
            ui.vertical(|ui| active.history_ui(ui, out));
        });
        ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
            ui.vertical(|ui| active.chart_ui(ui, every_move, out));
        });
    });
}
