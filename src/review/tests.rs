//! The review with an oracle that knows only some values: unknown values leave a move
//! unmarked, and a move is called the only one only when every other move is known.

use super::*;
use crate::games::chopsticks::{Chopsticks, Variant};

/// An oracle that knows each move's value by its name, and the position's value as given.
struct Listed {
    value: Option<Value>,
    moves: Vec<(String, Option<Value>)>,
}

impl Oracle<Chopsticks> for Listed {
    fn known(
        &self,
        game: &Chopsticks,
        state: &<Chopsticks as Game>::State,
    ) -> Result<Known<Chopsticks>, String> {
        let moves = game
            .legal_moves(state)
            .into_iter()
            .map(|mv| {
                let name = game.format_move(state, &mv);
                let value = self
                    .moves
                    .iter()
                    .find(|(n, _)| *n == name)
                    .and_then(|(_, v)| *v);
                (mv, value)
            })
            .collect();
        Ok(Known {
            value: self.value,
            moves,
        })
    }

    fn is_exact(&self) -> bool {
        false
    }
}

/// The game, and a position of it with at least three legal moves (the first moves
/// followed from the start until one).
fn game_and_position() -> (Chopsticks, <Chopsticks as Game>::State) {
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    let mut at = game.start();
    while game.legal_moves(&at).len() < 3 {
        let first = game.legal_moves(&at).remove(0);
        at = game.apply(&at, &first);
    }
    (game, at)
}

/// The names of the legal moves of the position of [`game_and_position`].
fn move_names() -> Vec<String> {
    let (game, at) = game_and_position();
    let moves = game.legal_moves(&at);
    moves.iter().map(|m| game.format_move(&at, m)).collect()
}

/// The review of the move `name` from the position of [`game_and_position`] under `oracle`.
fn first_move(oracle: &Listed, name: &str) -> MoveReview {
    let (game, at) = game_and_position();
    let mv = game.parse_move(&at, name).expect("legal");
    review_move(&game, oracle, &at, &mv, (1, 1, 0)).expect("reviewed")
}

#[test]
fn unknown_values_leave_the_move_unmarked() {
    let names = move_names();
    let (a, b) = (names[0].as_str(), names[1].as_str());
    // The played move unknown: no mark.
    let oracle = Listed {
        value: Some(Value::Win(5)),
        moves: vec![(a.into(), None), (b.into(), Some(Value::Win(5)))],
    };
    let reviewed = first_move(&oracle, a);
    assert_eq!(reviewed.mark, None);
    assert_eq!(reviewed.best, vec![b.to_owned()]);
    // Known, the only winning one of two, but not every move known: best, not only.
    let oracle = Listed {
        value: Some(Value::Win(5)),
        moves: vec![(a.into(), Some(Value::Win(5))), (b.into(), None)],
    };
    assert_eq!(first_move(&oracle, a).mark, Some(Mark::Best));
    // The position's value unknown and a move unknown: nothing to compare with.
    let oracle = Listed {
        value: None,
        moves: vec![(a.into(), Some(Value::Win(5))), (b.into(), None)],
    };
    let reviewed = first_move(&oracle, a);
    assert_eq!((reviewed.mark, reviewed.before), (None, None));
}

#[test]
fn every_move_known_gives_only_moves_and_blunders() {
    let names = move_names();
    let mut moves: Vec<(String, Option<Value>)> = names
        .iter()
        .map(|n| (n.clone(), Some(Value::Loss(8))))
        .collect();
    moves[0].1 = Some(Value::Win(7));
    // The position's value left for the review to take from the best move.
    let oracle = Listed { value: None, moves };
    let only = first_move(&oracle, &names[0]);
    assert_eq!(only.mark, Some(Mark::Only));
    assert_eq!(only.before, Some(Value::Win(7)));
    let thrown = first_move(&oracle, &names[1]);
    assert_eq!(thrown.mark, Some(Mark::Blunder));
    assert_eq!(thrown.best, vec![names[0].clone()]);
}

#[test]
fn tallies_count_each_seat_s_marks() {
    let m = |seat, mark| MoveReview {
        node: 0,
        ply: 1,
        seat,
        name: String::new(),
        mark,
        before: None,
        after: None,
        best: Vec::new(),
    };
    let moves = [
        m(0, Some(Mark::Only)),
        m(1, Some(Mark::Blunder)),
        m(0, Some(Mark::Best)),
        m(1, None),
        m(0, Some(Mark::Mistake)),
    ];
    let t = Tally::of(&moves, 2);
    assert_eq!(
        (t[0].moves, t[0].best, t[0].only, t[0].mistakes),
        (3, 2, 1, 1)
    );
    assert_eq!((t[1].moves, t[1].marked, t[1].blunders), (2, 1, 1));
}
