//! The search's estimates explained in words, where they appear: the scale of the game's
//! score (its terms and their weights, shown as a hundredth of the search's units), whose
//! view the sign takes, and what a bound ("or worse") means.

use crate::solver::search::{Bound, Verdict, score_units};
use crate::tr;
use crate::ui::views::grammar::SeatName;
use crate::ui::views::verdict::score_text;

/// A weight of the search's score as people read it, a hundredth of it: "10", "0.06".
fn weight_text(weight: i32) -> String {
    crate::words::decimal(score_units(weight))
}

/// A term of the game's score, by its key (`goose-taken`), in words: "a goose taken".
fn term_words(key: &str) -> String {
    tr!(&format!("estimate-term-{key}"))
}

/// The scale of the search's estimates in words, from the terms of the game's score
/// (`terms`: each in words with its weight in score units): "The scale: a goose taken
/// counts 10; each empty point … 0.06; …".
pub fn score_scale(terms: &[(&str, i32)]) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|(words, weight)| {
            tr!(
                "estimate-term",
                term = term_words(words),
                weight = weight_text(*weight)
            )
        })
        .collect();
    if parts.is_empty() {
        return String::new();
    }
    tr!(
        "estimate-scale",
        terms = parts.join(&tr!("estimate-terms-joiner"))
    )
}

/// The one-line key under the heading of a searched moves list, `mover` to move: what "≈"
/// and its sign mean, the scale's largest term, and what "or worse" means.
pub fn estimate_key(mover: &SeatName, terms: &[(&str, i32)]) -> String {
    let unit = terms
        .first()
        .map(|(words, weight)| {
            tr!(
                "estimate-unit",
                term = term_words(words),
                weight = weight_text(*weight)
            )
        })
        .unwrap_or_default();
    tr!("estimate-key", mover = mover.subject(), unit = unit)
}

/// Whose view an estimate's sign takes (`mover` makes the move, `other` replies), and the
/// scale.
fn estimate_sign(mover: &SeatName, other: &SeatName, terms: &[(&str, i32)]) -> String {
    tr!(
        "estimate-sign",
        mover = mover.subject(),
        other = other.subject(),
        scale = score_scale(terms)
    )
}

/// What "or worse" means, for `mover`'s moves.
fn or_worse(mover: &SeatName) -> String {
    tr!("estimate-or-worse", mover = mover.subject())
}

/// What hovering the key of a searched moves list explains: what every estimate of
/// `mover`'s moves shares, and the bounds.
pub fn estimate_key_hover(mover: &SeatName, other: &SeatName, terms: &[(&str, i32)]) -> String {
    let key = tr!(
        "estimate-key-hover",
        mover = mover.subject(),
        sign = estimate_sign(mover, other, terms)
    );
    format!("{key}\n{}", or_worse(mover))
}

/// What hovering a searched move's verdict explains: where the verdict comes from, whose
/// view its sign takes (`mover` makes the move, `other` replies), the scale, and a bound.
pub fn searched_move_hover(
    (verdict, bound): (Verdict, Bound),
    mover: &SeatName,
    other: &SeatName,
    terms: &[(&str, i32)],
) -> String {
    let source = match verdict {
        Verdict::Estimate { depth, .. } => tr!(
            "estimate-move-estimate",
            mover = mover.subject(),
            depth = depth,
            sign = estimate_sign(mover, other, terms)
        ),
        Verdict::Proven(_) => tr!("estimate-move-proven"),
        Verdict::ProvenWithin(_) => tr!("estimate-move-proven-within"),
        Verdict::Solved { .. } => tr!("estimate-move-solved"),
    };
    match bound {
        Bound::Exact => source,
        Bound::AtMost => format!("{source}\n{}", or_worse(mover)),
        Bound::AtLeast => format!(
            "{source}\n{}",
            tr!("estimate-or-better", mover = mover.subject())
        ),
    }
}

/// What hovering the position's estimate explains (`mover` to move, `other` the other
/// side): the score in the favour of the side ahead, and the scale; `None` for a verdict
/// that is not an estimate.
pub fn estimate_hover(
    verdict: Verdict,
    (mover, other): (&SeatName, &SeatName),
    terms: &[(&str, i32)],
) -> Option<String> {
    let Verdict::Estimate { score, depth } = verdict else {
        return None;
    };
    let ahead = if score > 0 { mover } else { other };
    let lead = if score == 0 {
        tr!("estimate-no-lead")
    } else {
        tr!(
            "estimate-lead",
            score = score_text(score.abs()),
            ahead = ahead.possessive()
        )
    };
    Some(tr!(
        "estimate-position",
        lead = lead,
        depth = depth,
        scale = score_scale(terms)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Value;

    fn seat(name: &str, plural: bool) -> SeatName {
        SeatName::side(if name == "Fox" { "fox" } else { "geese" }, plural)
    }

    #[test]
    fn estimates_are_explained_on_the_heuristics_scale() {
        let fox = seat("Fox", false);
        let geese = seat("Geese", true);
        let terms = &crate::games::fox_geese::heuristic::SCORE_TERMS;
        // A goose is worth 1000 in the search's units, shown as a hundredth: 10.
        assert!(score_scale(terms).contains("a goose taken counts 10;"));
        assert!(score_scale(terms).contains("next to the fox counts 0.15"));
        assert_eq!(
            estimate_key(&geese, terms),
            "≈ estimate, + good for the geese (to move); a goose taken is 10; \
             \"or worse\": at most this."
        );
        let bounded = searched_move_hover(
            (
                Verdict::Estimate {
                    score: 230,
                    depth: 7,
                },
                Bound::AtMost,
            ),
            &fox,
            &geese,
            terms,
        );
        assert!(bounded.contains("looking 7 plies ahead"), "{bounded}");
        assert!(
            bounded.contains("above 0 is good for the fox, below 0 for the geese"),
            "{bounded}"
        );
        assert!(bounded.contains("\"or worse\" is a bound"), "{bounded}");
        let heading = estimate_hover(
            Verdict::Estimate {
                score: -350,
                depth: 12,
            },
            (&fox, &geese),
            terms,
        );
        assert!(heading.is_some_and(|h| {
            h.starts_with("An estimate, not a proof: +3.5 in the geese's favour")
        }));
        assert_eq!(
            estimate_hover(Verdict::Proven(Value::Win(3)), (&fox, &geese), terms),
            None
        );
    }

    #[test]
    fn french_estimates_speak_of_the_sides_with_their_articles() {
        use crate::words::{Language, set_language};
        set_language(Language::French);
        let (fox, geese) = (SeatName::side("fox", false), SeatName::side("geese", true));
        let terms = &crate::games::fox_geese::heuristic::SCORE_TERMS;
        let heading = estimate_hover(
            Verdict::Estimate {
                score: -350,
                depth: 1,
            },
            (&fox, &geese),
            terms,
        );
        let bounded = searched_move_hover(
            (Verdict::Proven(Value::Win(3)), Bound::AtLeast),
            &fox,
            &geese,
            terms,
        );
        let key = estimate_key(&geese, terms);
        set_language(Language::English);
        assert_eq!(
            key,
            "≈ estimation, + bon pour les oies (au trait)\u{a0}; une oie prise vaut 10\u{a0}; \
             «\u{a0}ou pire\u{a0}»\u{a0}: au plus ceci."
        );
        let heading = heading.expect("an estimate");
        assert!(
            heading.starts_with("Une estimation, pas une preuve\u{a0}: +3,5 en faveur des oies"),
            "{heading}"
        );
        assert!(heading.contains("1 coup plus loin"), "{heading}");
        assert!(heading.contains("compte 10\u{a0}; chaque"), "{heading}");
        assert!(
            bounded.ends_with("le coup vaut au moins cela pour le renard."),
            "{bounded}"
        );
    }
}
