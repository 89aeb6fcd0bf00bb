//! Chopsticks position codes and move names.
//!
//! Codes: two characters per player, the mover first, each pair ascending (`1312`). When a
//! value does not fit one character (half fingers, negative values) the extended form is
//! used: hands separated by `,`, players by `/` (`0.5,0.5/1,1`). A dead hand is `0`, or `x`
//! under Negative (where 0 is a live value); a zombie is `zz` (plain) or `z` (extended).
//!
//! Moves: attacks `AC`, `AD`, `BC`, `BD` for two players (A/B the mover's lower/higher
//! hand, C/D the target's lower/higher); with more players the target's seat counted from
//! the mover in turn order stands between them (`A2C`: hand A onto the lower hand of the
//! player two seats on). Splits `13-22` (extended pairs: `0,1:0.5,0.5`), `swap`, and the
//! Negative flips `-A`, `-B`.

use super::rules::{Chopsticks, Move, Position};
use super::variant::{MAX_PLAYERS, Switch};
use crate::core::{CodeError, Game, Reason};

/// One hand value as text.
pub fn format_hand(game: &Chopsticks, value: i8) -> String {
    if game.is_dead(value) {
        return if game.has(Switch::Negative) { "x" } else { "0" }.to_owned();
    }
    let unit = game.unit();
    if value % unit == 0 {
        return (value / unit).to_string();
    }
    let sign = if value < 0 { "-" } else { "" };
    format!("{sign}{}.5", value.unsigned_abs() / 2)
}

/// One player's pair as text, and whether it fits the plain two-character form.
fn format_pair(game: &Chopsticks, pos: &Position, seat: usize) -> (String, bool) {
    if game.is_zombie(pos, seat) {
        return ("z".to_owned(), true);
    }
    let [lo, hi] = pos.hands[seat].map(|v| format_hand(game, v));
    let plain = lo.len() == 1 && hi.len() == 1;
    (format!("{lo},{hi}"), plain)
}

/// The position code, plain when every hand fits one character.
pub fn format_position(game: &Chopsticks, pos: &Position) -> String {
    let pairs: Vec<(String, bool)> = (0..game.players())
        .map(|s| format_pair(game, pos, s))
        .collect();
    if pairs.iter().all(|(_, plain)| *plain) {
        pairs
            .iter()
            .map(|(p, _)| {
                if p == "z" {
                    "zz".to_owned()
                } else {
                    p.replace(',', "")
                }
            })
            .collect()
    } else {
        pairs
            .into_iter()
            .map(|(p, _)| p)
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// Reads one hand value, or says what is wrong with it.
pub fn parse_hand(game: &Chopsticks, text: &str) -> Result<i8, Reason> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("x") {
        return if game.has(Switch::Negative) {
            Ok(game.dead())
        } else {
            Err(Reason::new("cs-dead-x"))
        };
    }
    let (negative, whole_value, half) = read_number(t)?;
    if half && !game.has(Switch::Stumps) {
        let shown = crate::core::shown(t);
        return Err(Reason::new("cs-half-off").with("hand", shown));
    }
    if negative && !game.has(Switch::Negative) {
        let shown = crate::core::shown(t);
        return Err(Reason::new("cs-negative-off").with("hand", shown));
    }
    let unit = i16::from(game.unit());
    let magnitude = whole_value * unit + i16::from(half);
    let value = if negative { -magnitude } else { magnitude };
    if !in_range(game, value) {
        let (shown, top) = (crate::core::shown(t), format_hand(game, game.kill() - 1));
        let reason = if game.has(Switch::Negative) {
            Reason::new("cs-out-of-range-negative")
        } else {
            Reason::new("cs-out-of-range")
        };
        return Err(reason.with("hand", shown).with("top", top));
    }
    Ok(value as i8)
}

/// The number a hand value `t` (trimmed) writes, without the rules: whether it is
/// negative, its whole fingers, and whether a half finger follows.
fn read_number(t: &str) -> Result<(bool, i16, bool), Reason> {
    let (negative, rest) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let (whole, half) = if let Some(w) = rest.strip_suffix('½') {
        (w, true)
    } else if let Some(w) = rest.strip_suffix(".5") {
        (w, true)
    } else if let Some(w) = rest.strip_suffix(".0") {
        (w, false)
    } else {
        (rest, false)
    };
    let not_a_value = || {
        let shown = crate::core::shown(t);
        Reason::new("cs-not-a-hand").with("hand", shown)
    };
    let whole_value: i16 = if whole.is_empty() && half {
        0
    } else if !whole.is_empty() && whole.len() <= 2 && whole.bytes().all(|b| b.is_ascii_digit()) {
        whole.parse().map_err(|_| not_a_value())?
    } else {
        return Err(not_a_value());
    };
    Ok((negative, whole_value, half))
}

/// Whether `value` (in units) is a hand value under these rules, dead hands apart.
fn in_range(game: &Chopsticks, value: i16) -> bool {
    let kill = i16::from(game.kill());
    if game.has(Switch::Negative) {
        value.abs() < kill
    } else {
        (0..kill).contains(&value)
    }
}

/// Reads a position code in the plain or extended form.
pub fn parse_position(game: &Chopsticks, code: &str) -> Result<Position, CodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let pairs = written_pairs(code, game.players())?;
    let (pos, out_of_order) = read_pairs(game, code, &pairs)?;
    if out_of_order {
        let bad = pairs
            .iter()
            .find(|p| p.len() == 2 && parse_hand(game, &p[0]).ok() > parse_hand(game, &p[1]).ok())
            .map(|p| p.concat())
            .unwrap_or_default();
        return Err(CodeError::NotNormal {
            code: code.to_owned(),
            pair: bad,
            normal: format_position(game, &pos),
        });
    }
    game.check(&pos, code)?;
    Ok(pos)
}

/// The hands of each player as written in `code` (trimmed, not empty), one `z` for a
/// zombie; the code must have a pair per player.
fn written_pairs(code: &str, players: usize) -> Result<Vec<Vec<String>>, CodeError> {
    if code.contains('/') || code.contains(',') {
        let parts: Vec<&str> = code.split('/').collect();
        if parts.len() != players {
            return Err(CodeError::WrongLength {
                code: code.to_owned(),
                unit: "pairs",
                found: parts.len(),
                expected: players,
                hint: format!(" (one pair per player, separated by '/', for {players} players)"),
            });
        }
        Ok(parts
            .iter()
            .map(|p| p.split(',').map(|h| h.trim().to_owned()).collect())
            .collect())
    } else {
        let chars: Vec<char> = code.chars().collect();
        if chars.len() != 2 * players {
            return Err(CodeError::WrongLength {
                code: code.to_owned(),
                unit: "characters",
                found: chars.len(),
                expected: 2 * players,
                hint: format!(" (two per player for {players} players)"),
            });
        }
        Ok(chars
            .chunks(2)
            .map(|c| {
                if c.iter().all(|ch| ch.eq_ignore_ascii_case(&'z')) {
                    vec!["z".to_owned()]
                } else {
                    c.iter().map(char::to_string).collect()
                }
            })
            .collect())
    }
}

/// The position the written `pairs` of `code` give, hands put in order, and whether some
/// pair was written out of order.
fn read_pairs(
    game: &Chopsticks,
    code: &str,
    pairs: &[Vec<String>],
) -> Result<(Position, bool), CodeError> {
    let invalid = |reason: Reason| CodeError::Invalid {
        code: code.to_owned(),
        reason,
    };
    let mut pos = Position {
        hands: [[0; 2]; MAX_PLAYERS],
        zombies: 0,
    };
    let mut out_of_order = false;
    for (seat, pair) in pairs.iter().enumerate() {
        if pair.len() == 1 && pair[0].eq_ignore_ascii_case("z") {
            if !game.has(Switch::Zombies) {
                return Err(invalid(Reason::new("cs-zombie-code")));
            }
            pos.zombies |= 1 << seat;
            pos.hands[seat] = [game.dead(); 2];
            continue;
        }
        if pair.len() != 2 {
            let (player, count) = (seat + 1, pair.len());
            return Err(invalid(
                Reason::new("cs-hand-count")
                    .with("player", player)
                    .with("count", count),
            ));
        }
        let lo = parse_hand(game, &pair[0]).map_err(&invalid)?;
        let hi = parse_hand(game, &pair[1]).map_err(&invalid)?;
        out_of_order |= lo > hi;
        pos.hands[seat] = [lo.min(hi), lo.max(hi)];
    }
    Ok((pos, out_of_order))
}

/// A pair of hands written for a split name, and whether it is plain.
pub(super) fn split_pair(game: &Chopsticks, pair: [i8; 2]) -> (String, bool) {
    let [lo, hi] = pair.map(|v| format_hand(game, v));
    let plain = lo.len() == 1 && hi.len() == 1;
    (format!("{lo},{hi}"), plain)
}

/// The name of a move played from `pos`.
pub fn format_move(game: &Chopsticks, pos: &Position, mv: &Move) -> String {
    match *mv {
        Move::Attack {
            hand,
            target,
            target_hand,
        } => {
            let own = if hand == 0 { 'A' } else { 'B' };
            let theirs = if target_hand == 0 { 'C' } else { 'D' };
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
        Move::Flip(hand) => if hand == 0 { "-A" } else { "-B" }.to_owned(),
    }
}

/// Reads the pair of a split name (`13` or `0.5,1`).
fn parse_split_pair(game: &Chopsticks, text: &str) -> Result<[i8; 2], Reason> {
    let hands: Vec<String> = if text.contains(',') {
        text.split(',').map(str::to_owned).collect()
    } else {
        text.chars().map(|c| c.to_string()).collect()
    };
    if hands.len() != 2 {
        let shown = crate::core::shown(text);
        return Err(Reason::new("cs-not-a-pair-name").with("pair", shown));
    }
    let mut pair = [parse_hand(game, &hands[0])?, parse_hand(game, &hands[1])?];
    pair.sort();
    Ok(pair)
}

/// Reads a move name without checking legality; a split also gives the pair it starts from.
pub(super) fn read_move(game: &Chopsticks, text: &str) -> Result<(Move, Option<[i8; 2]>), Reason> {
    let t = text.trim();
    let upper = t.to_uppercase();
    if upper == "SWAP" {
        return Ok((Move::Swap, None));
    }
    if upper == "-A" || upper == "-B" {
        return Ok((Move::Flip(u8::from(upper == "-B")), None));
    }
    let split = t.split_once(':').or_else(|| {
        // The plain form "13-22"; a leading '-' belongs to a flip or a negative value.
        (t.len() == 5 && t.as_bytes()[2] == b'-').then(|| (&t[..2], &t[3..]))
    });
    if let Some((before, after)) = split {
        let before = parse_split_pair(game, before)?;
        let after = parse_split_pair(game, after)?;
        return Ok((Move::Split(after), Some(before)));
    }
    let chars: Vec<char> = upper.chars().collect();
    let (Some(&first), Some(&last)) = (chars.first(), chars.last()) else {
        return Err(Reason::new("cs-no-move-name"));
    };
    if chars.len() < 2 || !matches!(first, 'A' | 'B') || !matches!(last, 'C' | 'D') {
        return Err(expected_forms(game));
    }
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
        hand: u8::from(first == 'B'),
        target: target as u8,
        target_hand: u8::from(last == 'D'),
    };
    Ok((attack, None))
}

/// What move names look like, for error messages.
fn expected_forms(game: &Chopsticks) -> Reason {
    let yes_no = |yes: bool| if yes { "yes" } else { "no" };
    Reason::new("cs-expected-forms")
        .with("two", yes_no(game.players() == 2))
        .with("swap", yes_no(game.has(Switch::Swap)))
        .with("negative", yes_no(game.has(Switch::Negative)))
}
