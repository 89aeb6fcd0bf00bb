//! The games Kibitzer plays.

pub mod board;
pub mod chopsticks;
pub mod hare_hounds;
