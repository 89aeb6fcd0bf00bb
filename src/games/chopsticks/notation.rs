//! Chopsticks position codes and move names.
//!
//! Codes: one character per hand, player by player, the mover first, each player's hands
//! ascending (`1312` with two hands each, `111012` with three). When a value does not fit
//! one character (half fingers, negative values, ten fingers or more), or players have
//! different numbers of hands, the extended form is used: hands separated by `,`, players
//! by `/` (`0.5,0.5/1,1`, `1,1,1/1,1`, and `12/12` for one hand of 12 each). A dead hand is
//! `0`, or `x` under Negative (where 0 is a live value); a zombie is `zz` with two hands
//! (one `z` per hand) in the plain form, `z` in the extended one.
//!
//! Moves: the mover's hands are lettered A, B, … from the lowest, and the target's hands
//! follow on from there (C, D with two hands each): attacks `AC`, `AD`, `BC`, `BD` for two
//! players; with more players the target's seat counted from the mover in turn order
//! stands between them (`A2C`: hand A onto the lower hand of the player two seats on).
//! Splits `13-22` (extended: `0,1:0.5,0.5`), `swap`, and the Negative flips `-A`, `-B`, ….

mod moves;

pub use moves::format_move;
pub(in crate::games::chopsticks) use moves::read_move;

use super::hands::Hands;
use super::rules::{Chopsticks, Position};
use super::variant::{MAX_PLAYERS, Switch};
use crate::core::{CodeError, Game, Reason};

/// One hand value as text.
pub fn format_hand(game: &Chopsticks, value: i8) -> String {
    if game.is_dead(value) {
        return if game.has(Switch::Negative) { "x" } else { "0" }.to_owned();
    }
    format_units(game, i16::from(value))
}

/// A count of fingers held in units (half fingers under Stumps) as text: `3`, `1.5`, `-0.5`;
/// a total of several hands too, which may not fit a hand's byte.
pub fn format_units(game: &Chopsticks, units: i16) -> String {
    let unit = i16::from(game.unit());
    if units % unit == 0 {
        return (units / unit).to_string();
    }
    let sign = if units < 0 { "-" } else { "" };
    format!("{sign}{}.5", units.unsigned_abs() / 2)
}

/// One player's hands as text (`1,3`, `z` for a zombie), and whether each hand fits one
/// character.
fn format_group(game: &Chopsticks, pos: &Position, seat: usize) -> (String, bool) {
    if game.is_zombie(pos, seat) {
        // One `z` stands for a zombie of any count when everyone has as many hands; else
        // one per hand, which tells the player.
        let each = game.variant().uniform_hands().is_some();
        let len = if each { 1 } else { pos.hands[seat].len() };
        return (vec!["z"; len].join(","), true);
    }
    split_pair(game, pos.hands[seat])
}

/// The position code, plain when every hand fits one character and every player has as
/// many hands (else players are parted by `/`).
pub fn format_position(game: &Chopsticks, pos: &Position) -> String {
    let groups: Vec<(String, bool)> = (0..game.players())
        .map(|s| format_group(game, pos, s))
        .collect();
    let uniform = game.variant().uniform_hands().is_some();
    if uniform && groups.iter().all(|(_, plain)| *plain) {
        groups
            .iter()
            .enumerate()
            .map(|(seat, (g, _))| {
                if g == "z" {
                    "z".repeat(pos.hands[seat].len())
                } else {
                    g.replace(',', "")
                }
            })
            .collect()
    } else {
        groups
            .into_iter()
            .map(|(g, _)| g)
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
    let groups = written_groups(game, code)?;
    let (pos, out_of_order) = read_groups(game, code, &groups)?;
    if let Some(seat) = out_of_order {
        let written = groups[seat].join(if groups[seat].iter().all(|h| h.len() == 1) {
            ""
        } else {
            ","
        });
        return Err(CodeError::NotNormal {
            code: code.to_owned(),
            pair: written,
            normal: format_position(game, &pos),
        });
    }
    game.check(&pos, code)?;
    Ok(pos)
}

/// The hands of each player as written in `code` (trimmed, not empty), one `z` for a
/// zombie; the code must have a group per player.
fn written_groups(game: &Chopsticks, code: &str) -> Result<Vec<Vec<String>>, CodeError> {
    let players = game.players();
    if code.contains('/') || code.contains(',') {
        let parts: Vec<&str> = code.split('/').collect();
        if parts.len() != players {
            return Err(CodeError::WrongLength {
                code: code.to_owned(),
                unit: "pairs",
                found: parts.len(),
                expected: players,
                hint: format!(
                    " (one group of hands per player, separated by '/', for {players} players)"
                ),
            });
        }
        return Ok(parts
            .iter()
            .map(|p| p.split(',').map(|h| h.trim().to_owned()).collect())
            .collect());
    }
    let Some(each) = game.variant().uniform_hands().map(usize::from) else {
        let hands = game.variant().hands_list();
        return Err(CodeError::WrongLength {
            code: code.to_owned(),
            unit: "pairs",
            found: 1,
            expected: players,
            hint: format!(
                " (players have {hands} hands: write each player's hands and part the players with '/', as in 1,1,1/1,1)"
            ),
        });
    };
    let chars: Vec<char> = code.chars().collect();
    if chars.len() != each * players {
        let per = if each == 1 {
            "one".to_owned()
        } else {
            each.to_string()
        };
        return Err(CodeError::WrongLength {
            code: code.to_owned(),
            unit: "characters",
            found: chars.len(),
            expected: each * players,
            hint: format!(" ({per} per player for {players} players)"),
        });
    }
    Ok(chars
        .chunks(each)
        .map(|c| {
            if each > 1 && c.iter().all(|ch| ch.eq_ignore_ascii_case(&'z')) {
                vec!["z".to_owned()]
            } else {
                c.iter().map(char::to_string).collect()
            }
        })
        .collect())
}

/// Whether a written group is a zombie: `z`, or one `z` per hand.
fn is_zombie(group: &[String]) -> bool {
    group.iter().all(|h| h.eq_ignore_ascii_case("z"))
}

/// The frame of the turn the written `groups` are in: the first player the mover can be,
/// given each written player's number of hands (a zombie's `z` fits any).
fn frame_of(game: &Chopsticks, groups: &[Vec<String>]) -> Result<usize, Reason> {
    let variant = game.variant();
    let players = game.players();
    let each = variant.uniform_hands().is_some();
    // A lone `z` when everyone has as many hands fits any count.
    let any = |g: &Vec<String>| each && g.len() == 1 && is_zombie(g);
    let fits = |r: usize| {
        groups
            .iter()
            .enumerate()
            .all(|(s, g)| any(g) || g.len() == variant.hands_of((r + s) % players))
    };
    if let Some(r) = (0..variant.rotations()).find(|&r| fits(r)) {
        return Ok(r);
    }
    let (seat, group) = groups
        .iter()
        .enumerate()
        .find(|(s, g)| !any(g) && g.len() != variant.hands_of(*s))
        .unwrap_or((0, &groups[0]));
    Err(game.hand_count_reason(seat + 1, group.len()))
}

/// The position the written `groups` of `code` give, hands put in order, and the first
/// player whose hands were written out of order.
fn read_groups(
    game: &Chopsticks,
    code: &str,
    groups: &[Vec<String>],
) -> Result<(Position, Option<usize>), CodeError> {
    let invalid = |reason: Reason| CodeError::Invalid {
        code: code.to_owned(),
        reason,
    };
    if !game.has(Switch::Zombies) && groups.iter().any(|g| is_zombie(g)) {
        return Err(invalid(Reason::new("cs-zombie-code")));
    }
    let rotation = frame_of(game, groups).map_err(&invalid)?;
    let players = game.players();
    let mut pos = Position {
        hands: [Hands::default(); MAX_PLAYERS],
        zombies: 0,
    };
    let mut out_of_order = None;
    for (seat, group) in groups.iter().enumerate() {
        if is_zombie(group) {
            pos.zombies |= 1 << seat;
            let len = game.variant().hands_of((rotation + seat) % players);
            pos.hands[seat] = Hands::filled(len, game.dead());
            continue;
        }
        let values = group
            .iter()
            .map(|h| parse_hand(game, h))
            .collect::<Result<Vec<i8>, Reason>>()
            .map_err(&invalid)?;
        if values.windows(2).any(|w| w[0] > w[1]) && out_of_order.is_none() {
            out_of_order = Some(seat);
        }
        pos.hands[seat] = Hands::new(&values);
    }
    Ok((pos, out_of_order))
}

/// A player's hands written for a split name or a code (`1,3`), and whether each hand fits
/// one character.
pub(super) fn split_pair(game: &Chopsticks, hands: Hands) -> (String, bool) {
    let written: Vec<String> = hands
        .as_slice()
        .iter()
        .map(|&v| format_hand(game, v))
        .collect();
    let plain = written.iter().all(|h| h.len() == 1);
    (written.join(","), plain)
}
