//! Solving: exact retrograde analysis for games small enough to enumerate, evaluation of
//! positions and moves, analysis figures, and background jobs for the app.

pub mod analysis;
pub mod eval;
pub mod exact;
pub mod fox_geese;
pub mod job;
pub mod player;
pub mod progress;
pub mod retrograde;
pub mod search;

pub use eval::{Evaluation, MoveEval, evaluate};
pub use job::{Job, Stopped};
pub use progress::{Cancelled, Phase, Progress};
pub use retrograde::{Solution, SolveError, solve, try_solve};
