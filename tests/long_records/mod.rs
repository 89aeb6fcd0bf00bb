//! Long records made in the test, never checked in: a Chopsticks game that goes round a
//! cycle of positions for as long as asked.
#![allow(dead_code)] // Each test binary uses some of them.

use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Chopsticks, Variant};

/// Two-player Chopsticks.
pub fn game() -> Chopsticks {
    Chopsticks::new(Variant::standard(2)).expect("valid")
}

/// The moves of a cycle of positions from the start: playing them, again and again, never
/// ends the game. Found by always taking the first move that keeps the game going, until a
/// position comes back: (the moves before the cycle, the cycle's moves).
fn cycle(game: &Chopsticks) -> (Vec<String>, Vec<String>) {
    let mut seen = vec![game.start()];
    let mut names = Vec::new();
    loop {
        let here = seen[seen.len() - 1];
        let (name, next) = alive_moves(game, &here)
            .into_iter()
            .next()
            .expect("a move that keeps the game going");
        names.push(name);
        if let Some(at) = seen.iter().position(|s| *s == next) {
            let round = names.split_off(at);
            return (names, round);
        }
        seen.push(next);
    }
}

/// The moves from `here` after which the game goes on, one per position reached.
pub fn alive_moves(
    game: &Chopsticks,
    here: &<Chopsticks as Game>::State,
) -> Vec<(String, <Chopsticks as Game>::State)> {
    let mut moves: Vec<(String, <Chopsticks as Game>::State)> = Vec::new();
    for mv in game.legal_moves(here) {
        let Ok(next) = game.play(here, &mv) else {
            continue;
        };
        let alive = game.outcome(&next).is_none() && !game.legal_moves(&next).is_empty();
        if alive && moves.iter().all(|(_, s)| *s != next) {
            moves.push((game.format_move(here, &mv), next));
        }
    }
    moves
}

/// The names of a game of `moves` moves that goes round the cycle.
pub fn long_line(moves: usize) -> Vec<String> {
    let (lead, round) = cycle(&game());
    lead.into_iter()
        .chain(round.into_iter().cycle())
        .take(moves)
        .collect()
}

/// A record of `moves` as its main line, with `variations` (RON text) after it.
pub fn record_text(moves: &[String], variations: &str) -> String {
    let list: Vec<String> = moves.iter().map(|m| format!("{m:?}")).collect();
    format!(
        "(format: 3, game: \"chopsticks\", settings: (players: 2, switches: []), \
         seats: [(kind: Human), (kind: Human)], start: \"1111\", moves: [{}], \
         variations: [{variations}])",
        list.join(",")
    )
}
