//! What a game offers the solvers beyond its rules, so that games implement it without
//! depending on them: the list of every position of a variant ([`Census`], for the analysis
//! figures) and what the search needs ([`Searchable`]: a static score and move ordering).

use super::Game;

/// Games that can list every valid position of their variant.
pub trait Census: Game {
    /// The number of codes counted with redundancy (for Chopsticks each hand separately:
    /// 5^(2N) under standard rules).
    fn codes_total(&self) -> u128;
    /// The number of codes [`Census::every_code`] lists, one per position of the normal
    /// form (what listing them costs); the same as [`Census::codes_total`] for games whose
    /// codes have no redundancy.
    fn codes_listed(&self) -> u128 {
        self.codes_total()
    }
    /// Every valid position of the variant, reachable or not: the codes whose position is
    /// consistent with the rules; `None` when there are too many to list.
    fn every_position(&self) -> Option<Vec<Self::State>>;
    /// Every code of the variant's normal form, including those no game can ever reach
    /// (the published analysis of Chopsticks counts each of them as a position); `None`
    /// when there are too many to list. The same as [`Census::every_position`] for games
    /// whose codes are all consistent.
    fn every_code(&self) -> Option<Vec<Self::State>> {
        self.every_position()
    }
    /// Whether a code of [`Census::every_code`] is consistent with the rules.
    fn is_consistent(&self, state: &Self::State) -> bool {
        let _ = state;
        true
    }
}

/// Heuristic scores must lie strictly between `-HEURISTIC_LIMIT` and `HEURISTIC_LIMIT`;
/// wins and losses score beyond.
pub const HEURISTIC_LIMIT: i32 = 100_000;
/// Move keys (for the history table) must be below this.
pub const MOVE_KEYS: usize = 4096;
/// What a game gives the search beyond its rules.
pub trait Searchable: Game {
    /// A static score of a position that is not over, for the player to move (positive:
    /// good for the mover), strictly inside ±[`HEURISTIC_LIMIT`].
    fn heuristic(&self, state: &Self::State) -> i32;
    /// How promising a move looks before searching it (captures first, say); larger
    /// first.
    fn move_priority(&self, state: &Self::State, mv: &Self::Move) -> i32 {
        let _ = (state, mv);
        0
    }
    /// A number below [`MOVE_KEYS`] naming the move across positions (from and to, say),
    /// for the killer and history tables.
    fn move_key(&self, state: &Self::State, mv: &Self::Move) -> usize {
        let _ = (state, mv);
        0
    }
    /// Whether play can return to an earlier position (then repetitions are detected on
    /// the searched line and score as draws).
    fn can_repeat(&self) -> bool {
        true
    }
}
