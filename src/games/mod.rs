//! The games Kibitzer plays.

pub mod chopsticks;
