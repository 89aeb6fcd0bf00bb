//! Chopsticks move names: attacks (`AC`, `A2C`), splits (`13-22`, `0,1:0.5,0.5`), `swap` and
//! the Negative flips, written from a position and read back.

use super::{parse_hand, split_pair};
use crate::core::{Game, Reason};
use crate::games::chopsticks::hands::{Hands, MAX_HANDS};
use crate::games::chopsticks::rules::{Chopsticks, Move, Position};
use crate::games::chopsticks::variant::Switch;

/// The letter of hand `index` in a move's name: the mover's hands are A, B, … and the
/// target's follow them (C and D when the mover has two hands).
fn hand_letter(index: usize) -> char {
    char::from(b'A' + index as u8)
}

/// The name of a move played from `pos`.
pub fn format_move(game: &Chopsticks, pos: &Position, mv: &Move) -> String {
    match *mv {
        Move::Attack {
            hand,
            target,
            target_hand,
        } => {
            let own = hand_letter(usize::from(hand));
            let theirs = hand_letter(pos.hands[0].len() + usize::from(target_hand));
            if game.players() == 2 {
                format!("{own}{theirs}")
            } else {
                format!("{own}{target}{theirs}")
            }
        }
        Move::Split(to) => {
            let (before, plain_before) = split_pair(game, pos.hands[0]);
            let (after, plain_after) = split_pair(game, to);
            if plain_before && plain_after {
                format!("{}-{}", before.replace(',', ""), after.replace(',', ""))
            } else {
                format!("{before}:{after}")
            }
        }
        Move::Swap => "swap".to_owned(),
        Move::Flip(hand) => format!("-{}", hand_letter(usize::from(hand))),
    }
}

/// Reads the hands of a split name (`13` or `0.5,1`).
fn parse_split_pair(game: &Chopsticks, text: &str) -> Result<Hands, Reason> {
    let hands: Vec<String> = if text.contains(',') {
        text.split(',').map(str::to_owned).collect()
    } else {
        text.chars().map(|c| c.to_string()).collect()
    };
    if !(2..=MAX_HANDS).contains(&hands.len()) {
        let shown = crate::core::shown(text);
        return Err(Reason::new("cs-not-a-pair-name").with("pair", shown));
    }
    let values = hands
        .iter()
        .map(|h| parse_hand(game, h))
        .collect::<Result<Vec<i8>, Reason>>()?;
    Ok(Hands::new(&values))
}

/// Reads a move name played from `pos` without checking legality; a split also gives the
/// hands it starts from.
pub(in crate::games::chopsticks) fn read_move(
    game: &Chopsticks,
    pos: &Position,
    text: &str,
) -> Result<(Move, Option<Hands>), Reason> {
    let t = text.trim();
    let upper = t.to_uppercase();
    if upper == "SWAP" {
        return Ok((Move::Swap, None));
    }
    let own = pos.hands[0].len();
    let letter = |c: char| (c.is_ascii_uppercase()).then(|| usize::from(c as u8 - b'A'));
    if let Some(flipped) = upper.strip_prefix('-')
        && let [c] = flipped.chars().collect::<Vec<_>>()[..]
        && let Some(hand) = letter(c).filter(|&h| h < own)
    {
        return Ok((Move::Flip(hand as u8), None));
    }
    if let Some((before, after)) = split_parts(t) {
        let before = parse_split_pair(game, before)?;
        let after = parse_split_pair(game, after)?;
        return Ok((Move::Split(after), Some(before)));
    }
    let chars: Vec<char> = upper.chars().collect();
    let (Some(&first), Some(&last)) = (chars.first(), chars.last()) else {
        return Err(Reason::new("cs-no-move-name"));
    };
    let hand = letter(first).filter(|&h| h < own);
    let theirs = letter(last).filter(|&h| (own..own + MAX_HANDS).contains(&h));
    let (Some(hand), Some(theirs), true) = (hand, theirs, chars.len() >= 2) else {
        return Err(expected_forms(game, pos));
    };
    let middle: String = chars[1..chars.len() - 1].iter().collect();
    let players = game.players();
    let target = if middle.is_empty() {
        if players > 2 {
            let last = players - 1;
            return Err(Reason::new("cs-name-the-seat")
                .with("players", players)
                .with("last", last));
        }
        1
    } else {
        match middle.parse::<usize>() {
            Ok(t) if (1..players).contains(&t) => t,
            _ => {
                let (shown, last) = (crate::core::shown(&middle), players - 1);
                return Err(Reason::new("cs-not-a-seat")
                    .with("seat", shown)
                    .with("last", last));
            }
        }
    };
    let attack = Move::Attack {
        hand: hand as u8,
        target: target as u8,
        target_hand: (theirs - own) as u8,
    };
    Ok((attack, None))
}

/// The two sides of a split's name: `13-22`, `112-013`, or the extended `0,1:0.5,0.5`.
fn split_parts(t: &str) -> Option<(&str, &str)> {
    t.split_once(':').or_else(|| {
        // The plain form; a leading '-' belongs to a flip or a negative value.
        let (before, after) = t.split_once('-')?;
        let digits = |s: &str| {
            !s.is_empty()
                && s.bytes()
                    .all(|b| b.is_ascii_digit() || b.eq_ignore_ascii_case(&b'x'))
        };
        (digits(before) && digits(after) && before.len() == after.len()).then_some((before, after))
    })
}

/// What move names look like, for error messages.
fn expected_forms(game: &Chopsticks, pos: &Position) -> Reason {
    let yes_no = |yes: bool| if yes { "yes" } else { "no" };
    let own = pos.hands[0].len();
    let plain = game.variant().uniform_hands() == Some(2);
    let (first, last) = (
        hand_letter(own - 1),
        hand_letter(own + pos.hands[1].len() - 1),
    );
    Reason::new("cs-expected-forms")
        .with("two", yes_no(game.players() == 2 && plain))
        .with("first", first.to_string())
        .with("theirs", hand_letter(own).to_string())
        .with("last", last.to_string())
        .with("swap", yes_no(game.has(Switch::Swap)))
        .with("negative", yes_no(game.has(Switch::Negative)))
}
