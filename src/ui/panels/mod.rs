//! The panels of the window: the sidebar (game, variant, seats), the play area (the game's
//! canvas and its tools), the analysis (verdict, moves, figures, the exact table), and the
//! history with its value chart.

pub mod analysis;
pub mod chart;
pub mod chart_search;
pub mod figures;
pub mod history;
pub mod lines;
pub mod moves;
pub mod play_area;
pub mod plot;
pub mod sidebar;
pub mod table_panel;
