//! Verdicts in words: "You win in 7", "Hounds win in 23", "Draw with perfect play".
//! Remoteness is counted in plies, one player's single move.

use crate::core::Value;
use crate::solver::search::{Bound, Verdict};
pub use crate::ui::views::grammar::Person;

/// The name of a seat in sentences, with its grammatical number ("Hounds win", "Fox wins").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatName {
    /// "Player 2", "You (seat 1)", "Hounds".
    pub name: String,
    /// Whether verbs take the plural form.
    pub plural: bool,
    /// How sentences speak of the seat: by its name, as a side ("the fox") or as "you"
    /// (see [`crate::ui::views::grammar`]).
    pub person: Person,
}

impl SeatName {
    /// A verb agreeing with the name: "win" or "wins"; "can" stays "can"; "be" is "is"
    /// or "are", "have" is "has" or "have".
    pub fn verb(&self, base: &str) -> String {
        match (base, self.plural) {
            ("be", true) => "are".to_owned(),
            ("be", false) => "is".to_owned(),
            ("have", false) => "has".to_owned(),
            _ if self.plural || base == "can" => base.to_owned(),
            _ => format!("{base}s"),
        }
    }
}

/// "in 1 move" / "in 7 moves" (moves here are plies).
fn within(r: u32) -> String {
    if r == 1 {
        "in 1 move".to_owned()
    } else {
        format!("in {r} moves")
    }
}

/// "within 1 move" / "within 31 moves".
fn at_most(r: u32) -> String {
    if r == 1 {
        "within 1 move".to_owned()
    } else {
        format!("within {r} moves")
    }
}

/// A search score as a number for people: a hundredth of the score, signed.
pub fn score_text(score: i32) -> String {
    format!("{:+.1}", f64::from(score) / 100.0)
}

/// A search's verdict on a two-sided position in words, `mover` to move: "Fox wins in 7
/// moves", "Geese win within 31 moves", "Fox wins" (from a table that keeps no remoteness),
/// "Estimate after 12 plies: Geese ahead (+3.5)".
pub fn searched(verdict: Verdict, mover: &SeatName, other: &SeatName) -> String {
    match verdict {
        Verdict::Solved { wins } => {
            let winner = if wins { mover } else { other };
            format!("{} {}", winner.name, winner.verb("win"))
        }
        Verdict::Proven(value) | Verdict::ProvenWithin(value @ Value::Draw) => {
            two_sided(value, mover, other)
        }
        Verdict::ProvenWithin(Value::Win(r)) => {
            format!("{} {} {}", mover.name, mover.verb("win"), at_most(r))
        }
        Verdict::ProvenWithin(Value::Loss(r)) => {
            format!("{} {} {}", other.name, other.verb("win"), at_most(r))
        }
        Verdict::Estimate { score, depth } => {
            let side = match score.signum() {
                1 => format!("{} ahead", mover.name),
                -1 => format!("{} ahead", other.name),
                _ => "even".to_owned(),
            };
            let score = score_text(score.abs());
            format!("Estimate after {depth} plies: {side} ({score})")
        }
    }
}

/// A searched move's verdict for the player making it: "Win in 5 moves", "Loss within 9
/// moves", "+1.2 or worse" (the search bounds every move but the best).
pub fn searched_move(verdict: Verdict, bound: Bound) -> String {
    let text = match verdict {
        Verdict::Proven(value) | Verdict::ProvenWithin(value @ Value::Draw) => move_value(value),
        Verdict::ProvenWithin(Value::Win(r)) => format!("Win {}", at_most(r)),
        Verdict::ProvenWithin(Value::Loss(r)) => format!("Loss {}", at_most(r)),
        Verdict::Solved { wins } => winner_word(wins).to_owned(),
        Verdict::Estimate { score, .. } => format!("≈ {}", score_text(score)),
    };
    match bound {
        Bound::Exact => text,
        Bound::AtMost => format!("{text} or worse"),
        Bound::AtLeast => format!("{text} or better"),
    }
}

/// The verdict of a two-sided position in words: `value` belongs to `mover`, `other` is the
/// other side.
pub fn two_sided(value: Value, mover: &SeatName, other: &SeatName) -> String {
    match value {
        Value::Draw => "Draw with perfect play".to_owned(),
        Value::Win(0) => format!("{} won", mover.name),
        Value::Loss(0) => format!("{} won", other.name),
        Value::Win(r) => format!("{} {} {}", mover.name, mover.verb("win"), within(r)),
        Value::Loss(r) => format!("{} {} {}", other.name, other.verb("win"), within(r)),
    }
}

/// One seat's paranoid verdict with three or more players: that seat against all the others.
pub fn paranoid(value: Value, seat: &SeatName) -> String {
    match value {
        Value::Draw => format!("{}: a draw, no one can force the outcome", seat.name),
        Value::Win(0) => format!("{} won", seat.name),
        Value::Loss(0) => format!("{} is out", seat.name),
        Value::Win(r) => format!(
            "{} {} force a win {}",
            seat.name,
            seat.verb("can"),
            within(r)
        ),
        Value::Loss(r) => format!(
            "{} {} be forced out {}",
            seat.name,
            seat.verb("can"),
            within(r)
        ),
    }
}

/// A move's value for the player making it: "Win in 5", "Draw", "Loss in 8".
pub fn move_value(value: Value) -> String {
    match value {
        Value::Win(r) => format!("Win {}", within(r)),
        Value::Loss(r) => format!("Loss {}", within(r)),
        Value::Draw => "Draw".to_owned(),
    }
}

/// A move's verdict when only who wins is known: "Win" or "Loss".
pub fn winner_word(wins: bool) -> &'static str {
    if wins { "Win" } else { "Loss" }
}

/// The short badge text of a verdict that says only who wins: "W" or "L".
pub fn winner_badge(wins: bool) -> &'static str {
    if wins { "W" } else { "L" }
}

/// The short badge text of a value: the remoteness, or "=" for a draw.
pub fn badge(value: Value) -> String {
    match value.remoteness() {
        Some(r) => r.to_string(),
        None => "=".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, plural: bool) -> SeatName {
        SeatName {
            name: name.to_owned(),
            plural,
            person: Person::Named,
        }
    }

    #[test]
    fn solved_verdicts_read_as_sentences() {
        let you = seat("You (seat 1)", true);
        let hounds = seat("Hounds", true);
        let hare = seat("Hare", false);
        assert_eq!(
            two_sided(Value::Win(7), &you, &seat("Player 2", false)),
            "You (seat 1) win in 7 moves"
        );
        assert_eq!(
            two_sided(Value::Loss(23), &hare, &hounds),
            "Hounds win in 23 moves"
        );
        assert_eq!(
            two_sided(Value::Win(1), &hare, &hounds),
            "Hare wins in 1 move"
        );
        assert_eq!(
            two_sided(Value::Draw, &hare, &hounds),
            "Draw with perfect play"
        );
        assert_eq!(
            paranoid(Value::Loss(4), &seat("Player 3", false)),
            "Player 3 can be forced out in 4 moves"
        );
        assert_eq!(move_value(Value::Win(5)), "Win in 5 moves");
        assert_eq!(badge(Value::Draw), "=");
    }

    #[test]
    fn searched_verdicts_read_as_sentences() {
        let fox = seat("Fox", false);
        let geese = seat("Geese", true);
        assert_eq!(
            searched(Verdict::Proven(Value::Win(7)), &fox, &geese),
            "Fox wins in 7 moves"
        );
        assert_eq!(
            searched(Verdict::ProvenWithin(Value::Loss(31)), &fox, &geese),
            "Geese win within 31 moves"
        );
        assert_eq!(
            searched(Verdict::Solved { wins: false }, &fox, &geese),
            "Geese win"
        );
        assert_eq!(
            searched(Verdict::Solved { wins: true }, &geese, &fox),
            "Geese win"
        );
        assert_eq!(
            searched_move(Verdict::Solved { wins: true }, Bound::Exact),
            "Win"
        );
        assert_eq!(
            searched(
                Verdict::Estimate {
                    score: -350,
                    depth: 12
                },
                &fox,
                &geese
            ),
            "Estimate after 12 plies: Geese ahead (+3.5)"
        );
        assert_eq!(
            searched_move(
                Verdict::Estimate {
                    score: 120,
                    depth: 9
                },
                Bound::AtMost
            ),
            "≈ +1.2 or worse"
        );
    }
}
