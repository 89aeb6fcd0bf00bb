//! What the app needs from a game beyond the [`Game`] trait: its settings in the sidebar,
//! the names of its seats, how its positions are evaluated (an exact solve, or a search of
//! each position for games too large to solve), its canvas and its position editor. Adding a
//! game to the app means implementing this trait (see `games/chopsticks.rs`, and
//! `games/fox_geese.rs` for a searched game) and adding it to [`super::ActiveGame`].

use super::command::Command;
use super::players::Player;
use super::preferences::Remembered;
use super::rules_text::Section;
use super::session::Session;
use super::solving::Solved;
use super::tables::Tables;
use crate::core::{Described, Game, Seat};
use crate::solver::analysis::Analysis;
use crate::solver::exact::WinTable;
use crate::solver::search::Report;
use crate::solver::{Cancelled, Job, Progress};
use std::sync::Arc;

/// The name of a seat in sentences, with its grammatical number ("Hounds win", "Fox wins").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatName {
    /// "Player 2", "You (seat 1)", "Hounds".
    pub name: String,
    /// Whether verbs take the plural form.
    pub plural: bool,
}

impl SeatName {
    /// A name that takes the singular: "Fox wins".
    pub fn one(name: &str) -> SeatName {
        SeatName {
            name: name.to_owned(),
            plural: false,
        }
    }

    /// A name that takes the plural: "Geese win".
    pub fn many(name: &str) -> SeatName {
        SeatName {
            name: name.to_owned(),
            plural: true,
        }
    }

    /// A verb agreeing with the name: "win" or "wins"; "can" stays "can".
    pub fn verb(&self, base: &str) -> String {
        if self.plural || base == "can" {
            base.to_owned()
        } else {
            format!("{base}s")
        }
    }
}

/// Flags the canvas is drawn with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CanvasFlags {
    /// Draw every legal move in the colour of its verdict.
    pub overlay: bool,
}

/// Counts a solved variant's figures (what needs the game's census).
pub type FigureCounter<G> = fn(&G, &Solved<G>, &Progress) -> Result<Analysis, Cancelled>;

/// Starts a search of one position on a worker thread.
pub type PositionSearch<G> = fn(G, <G as Game>::State, std::time::Duration) -> Job<Report<G>>;

/// How the app learns what positions are worth.
pub enum Evaluator<G: GameUi> {
    /// Solve every position reachable from the start exactly, then count the variant's
    /// figures: for games small enough to enumerate.
    Solve(FigureCounter<G>),
    /// Search each position as it comes up: for games too large to enumerate. Only some
    /// verdicts are proven; the rest are estimates.
    Search(PositionSearch<G>),
}

/// A game the app can play.
pub trait GameUi: Described + Remembered
where
    Self::State: 'static,
    Self::Move: 'static,
{
    /// One line telling a person how to move, for the status line.
    const HOW_TO_MOVE: &'static str;

    /// The rules, as Help → Rules shows them (the texts are in [`super::rules_text`]).
    const RULES: &'static [Section];

    /// How positions are evaluated: by an exact solve or by search.
    fn evaluator() -> Evaluator<Self>;

    /// How many pieces an exact table of this variant must cover to hold every position
    /// of it, when the app can build one (Fox and Geese without sideways: its geese);
    /// `None` when there is no table for it.
    fn table_target(&self) -> Option<usize> {
        None
    }

    /// The exact table's verdicts for this variant's positions, when the app has it open
    /// (perhaps for fewer pieces than [`GameUi::table_target`]).
    fn win_table(&self, tables: &Tables) -> Option<Arc<dyn WinTable<Self>>> {
        let _ = tables;
        None
    }

    /// The number of seats the settings give.
    fn seat_count(settings: &Self::Variant) -> usize;

    /// The sidebar's controls for the settings; true when something changed.
    fn settings_ui(ui: &mut egui::Ui, settings: &mut Self::Variant) -> bool;

    /// A key naming the variant, for the solution cache.
    fn variant_key(&self) -> String;

    /// A short description of the variant: "Chopsticks, 3 players: Sun, Misère".
    fn variant_title(&self) -> String;

    /// The name of an absolute seat (seat order of the game's start).
    fn seat_name(&self, seat: Seat) -> SeatName;

    /// Draws the position and the legal moves (with their verdicts when `flags.overlay` is
    /// on) and turns the user's clicks into commands: a move to play, or a message.
    fn canvas_ui(ui: &mut egui::Ui, session: &Session<Self>, flags: CanvasFlags)
    -> Option<Command>;

    /// The position editor: changes `draft` with the mouse; the caller validates it.
    fn setup_ui(ui: &mut egui::Ui, game: &Self, draft: &mut Self::State);

    /// The position an editor draft stands for (for example with each pair of hands in
    /// order), before it is checked.
    fn normalize_setup(&self, draft: &Self::State) -> Self::State {
        draft.clone()
    }

    /// Who sits in each seat by default.
    fn default_seats(count: usize) -> Vec<Player> {
        (0..count)
            .map(|seat| {
                if seat == 0 {
                    Player::Human
                } else {
                    Player::Computer(super::players::Strength::Perfect)
                }
            })
            .collect()
    }
}
