//! Verdicts in words: "You win in 7", "Hounds win in 23", "Draw with perfect play".
//! Remoteness is counted in plies, one player's single move.

use crate::core::Value;
use crate::solver::search::{Bound, Verdict, score_units};
use crate::tr;
use crate::ui::views::grammar::SeatName;
use crate::words::{FluentValue, message};

/// The number of moves as a message argument.
fn moves(r: u32) -> [(&'static str, FluentValue<'static>); 1] {
    [("moves", FluentValue::from(r))]
}

/// A search score as a number for people: a hundredth of the score, signed.
pub fn score_text(score: i32) -> String {
    crate::words::decimal(format!("{:+.1}", score_units(score)))
}

/// A search's verdict on a two-sided position in words, `mover` to move: "Fox wins in 7
/// moves", "Geese win within 31 moves", "Fox wins" (from a table that keeps no remoteness),
/// "Estimate after 12 plies: Geese ahead (+3.5)".
pub fn searched(verdict: Verdict, mover: &SeatName, other: &SeatName) -> String {
    match verdict {
        Verdict::Solved { wins } => {
            let winner = if wins { mover } else { other };
            winner.sentence("verdict-wins", &[])
        }
        Verdict::Proven(value) | Verdict::ProvenWithin(value @ Value::Draw) => {
            two_sided(value, mover, other)
        }
        Verdict::ProvenWithin(Value::Win(r)) => mover.sentence("verdict-wins-within", &moves(r)),
        Verdict::ProvenWithin(Value::Loss(r)) => other.sentence("verdict-wins-within", &moves(r)),
        Verdict::Estimate { score, depth } => {
            let more = [
                ("depth", FluentValue::from(depth)),
                ("score", FluentValue::from(score_text(score.abs()))),
            ];
            match score.signum() {
                1 => mover.sentence("verdict-estimate-ahead", &more),
                -1 => other.sentence("verdict-estimate-ahead", &more),
                _ => message("verdict-estimate-even", &more),
            }
        }
    }
}

/// A searched move's verdict for the player making it: "Win in 5 moves", "Loss within 9
/// moves", "+1.2 or worse" (the search bounds every move but the best).
pub fn searched_move(verdict: Verdict, bound: Bound) -> String {
    let text = match verdict {
        Verdict::Proven(value) | Verdict::ProvenWithin(value @ Value::Draw) => move_value(value),
        Verdict::ProvenWithin(Value::Win(r)) => message("verdict-move-win-within", &moves(r)),
        Verdict::ProvenWithin(Value::Loss(r)) => message("verdict-move-loss-within", &moves(r)),
        Verdict::Solved { wins } => winner_text(wins),
        Verdict::Estimate { score, .. } => format!("≈ {}", score_text(score)),
    };
    match bound {
        Bound::Exact => text,
        Bound::AtMost => tr!("verdict-or-worse", verdict = text),
        Bound::AtLeast => tr!("verdict-or-better", verdict = text),
    }
}

/// The verdict of a two-sided position in words: `value` belongs to `mover`, `other` is the
/// other side.
pub fn two_sided(value: Value, mover: &SeatName, other: &SeatName) -> String {
    match value {
        Value::Draw => tr!("verdict-draw-perfect-play"),
        Value::Win(0) => mover.sentence("verdict-won", &[]),
        Value::Loss(0) => other.sentence("verdict-won", &[]),
        Value::Win(r) => mover.sentence("verdict-wins-in", &moves(r)),
        Value::Loss(r) => other.sentence("verdict-wins-in", &moves(r)),
    }
}

/// One seat's paranoid verdict with three or more players: that seat against all the others.
pub fn paranoid(value: Value, seat: &SeatName) -> String {
    match value {
        Value::Draw => seat.sentence("verdict-paranoid-draw", &[]),
        Value::Win(0) => seat.sentence("verdict-won", &[]),
        Value::Loss(0) => seat.sentence("verdict-out", &[]),
        Value::Win(r) => seat.sentence("verdict-can-force-win", &moves(r)),
        Value::Loss(r) => seat.sentence("verdict-can-be-forced-out", &moves(r)),
    }
}

/// A move's value for the player making it: "Win in 5", "Draw", "Loss in 8".
pub fn move_value(value: Value) -> String {
    match value {
        Value::Win(r) => message("verdict-move-win-in", &moves(r)),
        Value::Loss(r) => message("verdict-move-loss-in", &moves(r)),
        Value::Draw => tr!("verdict-move-draw"),
    }
}

/// A move's verdict when only who wins is known: "Win" or "Loss", in the current language.
pub fn winner_text(wins: bool) -> String {
    if wins {
        tr!("verdict-move-win")
    } else {
        tr!("verdict-move-loss")
    }
}

/// [`winner_text`], kept for a `&'static str`: each language's word is made once.
pub fn winner_word(wins: bool) -> &'static str {
    crate::words::interned(if wins {
        "verdict-move-win"
    } else {
        "verdict-move-loss"
    })
}

/// The short badge text of a verdict that says only who wins: "W" or "L".
pub fn winner_badge(wins: bool) -> &'static str {
    crate::words::interned(if wins {
        "verdict-badge-win"
    } else {
        "verdict-badge-loss"
    })
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
    use crate::ui::views::grammar::Person;

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

    #[test]
    fn french_verdicts_agree_with_their_seat_and_count_moves() {
        use crate::words::{Language, set_language};
        set_language(Language::French);
        let fox = SeatName::side("fox", false);
        let geese = SeatName::side("geese", true);
        let you = SeatName::you(&SeatName::named("Joueur 1"));
        let two = SeatName::named("Joueur 2");
        let said = [
            two_sided(Value::Win(1), &fox, &geese),
            two_sided(Value::Loss(7), &fox, &geese),
            two_sided(Value::Win(2), &you, &two),
            two_sided(Value::Loss(0), &you, &two),
            two_sided(Value::Draw, &fox, &geese),
            searched(Verdict::ProvenWithin(Value::Loss(31)), &fox, &geese),
            searched(Verdict::Solved { wins: true }, &you, &two),
            searched(
                Verdict::Estimate {
                    score: -350,
                    depth: 12,
                },
                &fox,
                &geese,
            ),
            paranoid(Value::Loss(1), &SeatName::named("Joueur 3")),
            paranoid(Value::Win(4), &you),
            move_value(Value::Win(5)),
            move_value(Value::Loss(0)),
            searched_move(Verdict::ProvenWithin(Value::Win(9)), Bound::AtMost),
        ];
        set_language(Language::English);
        assert_eq!(
            said,
            [
                "Le renard gagne en 1 coup",
                "Les oies gagnent en 7 coups",
                "Vous gagnez en 2 coups",
                "Joueur 2 a gagné",
                "Partie nulle en jeu parfait",
                "Les oies gagnent en 31 coups au plus",
                "Vous gagnez",
                "Estimation à 12 coups\u{a0}: les oies en tête (+3,5)",
                "Joueur 3 peut être éliminé en 1 coup",
                "Vous pouvez forcer le gain en 4 coups",
                "Gain en 5 coups",
                "Perte en 0 coup",
                "Gain en 9 coups au plus ou pire",
            ]
        );
    }

    #[test]
    fn english_sides_and_you_keep_their_names() {
        let fox = SeatName::side("fox", false);
        let geese = SeatName::side("geese", true);
        let you = SeatName::you(&SeatName::named("Player 1"));
        assert_eq!(two_sided(Value::Win(1), &fox, &geese), "Fox wins in 1 move");
        assert_eq!(
            two_sided(Value::Loss(7), &fox, &geese),
            "Geese win in 7 moves"
        );
        assert_eq!(
            two_sided(Value::Win(2), &you, &geese),
            "You (Player 1) win in 2 moves"
        );
        assert_eq!(paranoid(Value::Loss(0), &you), "You (Player 1) are out");
        assert_eq!(winner_word(false), "Loss");
        assert_eq!(winner_badge(true), "W");
    }
}
