//! The games Kibitzer plays.

pub mod board;
pub mod chopsticks;
pub mod fox_geese;
pub mod hare_hounds;
