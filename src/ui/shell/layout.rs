//! The window's side panels (the sidebar, the analysis, the history with its chart) and
//! their sizes. Each panel takes a share of the window, between a minimum that keeps its
//! contents usable and a maximum share that leaves the board the largest room; when the
//! window is resized, each panel keeps its share rather than its width, so that a window
//! made smaller after being larger does not squeeze the board. Each panel can be collapsed
//! to a thin strip with a button that opens it again (as the View menu does).

use crate::tr;
use crate::ui::common::command::Command;
use egui::{Panel, RichText};

/// A panel's size rule: shares of the window's extent along the panel's axis (its width for
/// a side panel, its height for the bottom one) and a floor in points.
struct Rule {
    /// The id of the open panel (the collapsed strip adds `_collapsed`).
    id: &'static str,
    /// The share a panel starts at.
    default: f32,
    /// The smallest size in points, below which the contents no longer fit.
    min: f32,
    /// The largest share, so that the board keeps the largest room.
    max: f32,
}

/// The sidebar: the game, its settings and seats.
const SIDEBAR: Rule = Rule {
    id: "sidebar",
    default: 0.2,
    min: 165.0,
    max: 0.27,
};

/// The analysis: the position code, the verdict, the moves and figures.
const ANALYSIS: Rule = Rule {
    id: "analysis",
    default: 0.25,
    min: 190.0,
    max: 0.30,
};

/// The history and its chart, under the board.
const HISTORY: Rule = Rule {
    id: "history",
    default: 0.22,
    min: 100.0,
    max: 0.35,
};

/// How thick a collapsed panel's strip is.
const STRIP: f32 = 26.0;

impl Rule {
    /// The sizes allowed in a window `extent` points across (along the panel's axis).
    fn range(&self, extent: f32) -> egui::Rangef {
        egui::Rangef::new(self.min, (self.max * extent).max(self.min))
    }

    /// The open panel, sized for a window `extent` across: at `share` of it when the window
    /// has just changed size (the share the user left it at), else where the user left it
    /// within the allowed range.
    fn open_panel(&self, panel: Panel, extent: f32, share: Option<f32>, resized: bool) -> Panel {
        let range = self.range(extent);
        let panel = panel.resizable(true);
        match share {
            Some(share) if resized => panel.exact_size(range.clamp(share * extent)),
            _ => panel
                .default_size(range.clamp(self.default * extent))
                .size_range(range),
        }
    }
}

/// Where the panels are, which side of the window, and which button opens or closes them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Left,
    Right,
    Bottom,
}

impl Side {
    fn rule(self) -> &'static Rule {
        match self {
            Side::Left => &SIDEBAR,
            Side::Right => &ANALYSIS,
            Side::Bottom => &HISTORY,
        }
    }

    fn panel(self, id: String) -> Panel {
        match self {
            Side::Left => Panel::left(id),
            Side::Right => Panel::right(id),
            Side::Bottom => Panel::bottom(id),
        }
    }

    /// The window's extent along the panel's axis.
    fn extent(self, window: egui::Vec2) -> f32 {
        match self {
            Side::Left | Side::Right => window.x,
            Side::Bottom => window.y,
        }
    }

    /// The panel's key in the buttons' tooltips (`shell-panel-button-tip`).
    fn key(self) -> &'static str {
        match self {
            Side::Left => "sidebar",
            Side::Right => "analysis",
            Side::Bottom => "history",
        }
    }

    /// The command that opens or closes the panel (as the View menu does).
    fn toggle(self) -> Command {
        match self {
            Side::Left => Command::ToggleSidebar,
            Side::Right => Command::ToggleAnalysis,
            Side::Bottom => Command::ToggleHistory,
        }
    }

    /// The arrow that closes the panel: it points toward the window's edge.
    fn close_arrow(self) -> &'static str {
        match self {
            Side::Left => "◀",
            Side::Right => "▶",
            Side::Bottom => "▼",
        }
    }

    /// The arrow that opens the panel: away from the window's edge.
    fn open_arrow(self) -> &'static str {
        match self {
            Side::Left => "▶",
            Side::Right => "◀",
            Side::Bottom => "▲",
        }
    }
}

/// The share of the window each panel is meant to take, the size it was last seen at, and
/// the window's size then.
#[derive(Default)]
pub struct PanelSizes {
    window: Option<egui::Vec2>,
    /// The share the user left each panel at (or its first size's): kept when the window
    /// changes size, even where a small window holds the panel below it, so that the
    /// panel takes it again when the window grows.
    shares: [Option<f32>; 3],
    /// Each panel's size in the last frame it was open.
    sizes: [Option<f32>; 3],
}

/// The sidebar, on the left.
pub const LEFT: usize = 0;
/// The analysis, on the right.
pub const RIGHT: usize = 1;
/// The history and chart, at the bottom.
pub const BOTTOM: usize = 2;

impl PanelSizes {
    /// Notes the window's size for this frame; true when it changed since the last one.
    pub fn begin_frame(&mut self, ctx: &egui::Context) -> bool {
        let window = ctx.content_rect().size();
        let resized = self.window.is_some_and(|before| before != window);
        self.window = Some(window);
        resized
    }

    /// How much wider (or taller) the panel `which` may grow than it was in the last frame,
    /// within its largest share of the window: room its contents may ask for (none before
    /// its first frame).
    pub fn room_to_grow(&self, which: usize) -> f32 {
        let side = [Side::Left, Side::Right, Side::Bottom][which];
        match (self.window, self.sizes[which]) {
            (Some(window), Some(size)) => {
                (side.rule().range(side.extent(window)).max - size).max(0.0)
            }
            _ => 0.0,
        }
    }

    /// Each panel's size ([`LEFT`], [`RIGHT`], [`BOTTOM`]) in the last frame it was open.
    pub fn sizes(&self) -> [Option<f32>; 3] {
        self.sizes
    }

    /// Shows the panel `which` ([`LEFT`], [`RIGHT`] or [`BOTTOM`]): open with `contents`
    /// when `open`, else a strip with the button that opens it. The buttons push their
    /// command to `out`; dragging the panel's edge to the window's edge closes it.
    pub fn panel_ui(
        &mut self,
        ui: &mut egui::Ui,
        which: usize,
        open: bool,
        resized: bool,
        out: &mut Vec<Command>,
        contents: impl FnOnce(&mut egui::Ui, &mut Vec<Command>),
    ) {
        let side = [Side::Left, Side::Right, Side::Bottom][which];
        let rule = side.rule();
        let extent = side.extent(self.window.unwrap_or(ui.ctx().content_rect().size()));
        let collapsed = side
            .panel(format!("{}_collapsed", rule.id))
            .resizable(false)
            .exact_size(STRIP);
        let expanded = rule.open_panel(
            side.panel(rule.id.to_owned()),
            extent,
            self.shares[which],
            resized,
        );
        let mut expand = open;
        let shown = Panel::show_switched(ui, &mut expand, collapsed, expanded, |ui, full| {
            if full {
                open_contents_ui(ui, side, out, contents);
            } else {
                strip_ui(ui, side, out);
            }
            full
        });
        if shown.inner {
            let size = match side {
                Side::Left | Side::Right => shown.response.rect.width(),
                Side::Bottom => shown.response.rect.height(),
            };
            // A change of size with the mouse held, in a window that kept its size, is the
            // user's drag (a panel also grows by itself to fit wider contents).
            let held = ui.input(|i| i.pointer.any_down());
            let changed = self.sizes[which].is_some_and(|s| (s - size).abs() > 0.5);
            let dragged = !resized && held && changed;
            if dragged || self.shares[which].is_none() {
                self.shares[which] = Some(size / extent.max(1.0));
            }
            self.sizes[which] = Some(size);
        }
        // Dragged shut (or open) by its edge: the preference follows, as from the menu.
        if expand != open {
            out.push(side.toggle());
        }
    }
}

/// An open panel: its contents with the button that closes it (a title row above a side
/// panel's contents, a thin column right of the history's).
fn open_contents_ui(
    ui: &mut egui::Ui,
    side: Side,
    out: &mut Vec<Command>,
    contents: impl FnOnce(&mut egui::Ui, &mut Vec<Command>),
) {
    match side {
        Side::Left | Side::Right => {
            ui.horizontal(|ui| {
                let title = if side == Side::Left {
                    tr!("shell-panel-sidebar-title")
                } else {
                    tr!("shell-panel-analysis-title")
                };
                ui.label(RichText::new(title).small().weak());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    toggle_button_ui(ui, side, false, out);
                });
            });
            contents(ui, out);
        }
        Side::Bottom => {
            egui::Panel::right("history_close")
                .exact_size(STRIP - 4.0)
                .resizable(false)
                .show_separator_line(false)
                .frame(egui::Frame::NONE)
                .show(ui, |ui| toggle_button_ui(ui, side, false, out));
            contents(ui, out);
        }
    }
}

/// A collapsed panel: the button that opens it.
fn strip_ui(ui: &mut egui::Ui, side: Side, out: &mut Vec<Command>) {
    match side {
        Side::Left | Side::Right => {
            ui.vertical_centered(|ui| toggle_button_ui(ui, side, true, out));
        }
        Side::Bottom => {
            ui.horizontal_centered(|ui| toggle_button_ui(ui, side, true, out));
        }
    }
}

/// The small button that opens (`opens`) or closes the panel: an arrow (in the monospace
/// font, which has it), named for screen readers by what it does.
fn toggle_button_ui(ui: &mut egui::Ui, side: Side, opens: bool, out: &mut Vec<Command>) {
    let (arrow, action) = if opens {
        (side.open_arrow(), "show")
    } else {
        (side.close_arrow(), "hide")
    };
    let arrow = RichText::new(arrow).monospace();
    let button = if opens && side == Side::Bottom {
        egui::Button::new((
            arrow,
            RichText::new(tr!("shell-panel-history-button")).small(),
        ))
    } else {
        egui::Button::new(arrow)
    };
    let tip = tr!(
        "shell-panel-button-tip",
        action = action,
        panel = side.key()
    );
    let response = ui
        .add(button.small().frame(opens))
        .accessible_name(&tip)
        .on_hover_text(&tip);
    if response.clicked() {
        out.push(side.toggle());
    }
}
