//! The games Kibitzer plays.

pub mod board;
pub mod chopsticks;
pub mod fox_geese;
pub mod fox_hounds;
pub mod hare_hounds;
