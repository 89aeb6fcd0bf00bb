//! What the rules of Chopsticks refuse, and why: a move read from its name checked against
//! the position, and the rule a move breaks (an attack from a dead hand, a split that keeps
//! the same hands…), in words the app and the command line show. Above the notation (it
//! writes the hands it names) and the rules.

use super::hands::Hands;
use super::notation::{format_position, format_units, read_move, split_pair};
use super::rules::{Chopsticks, Move, Position};
use super::variant::Switch;
use crate::core::{Game, MoveError, Reason};

/// Reads a move name and checks it is legal in `pos`.
pub fn parse_move(game: &Chopsticks, pos: &Position, text: &str) -> Result<Move, MoveError> {
    let (mv, before) = read_move(game, pos, text).map_err(|reason| MoveError::Unreadable {
        text: text.trim().to_owned(),
        reason,
    })?;
    if game.outcome(pos).is_some() {
        return Err(MoveError::GameOver {
            position: format_position(game, pos),
        });
    }
    let illegal = |reason: Reason| MoveError::Illegal {
        mv: text.trim().to_owned(),
        position: format_position(game, pos),
        reason,
    };
    if let Some(before) = before
        && before != pos.hands[0]
    {
        let (yours, _) = split_pair(game, pos.hands[0]);
        return Err(illegal(Reason::new("cs-split-start").with("hands", yours)));
    }
    if let Some(problem) = structural_problem(game, pos, &mv) {
        return Err(illegal(problem));
    }
    // A structurally sound move may be the twin of a listed one (equal hands): find it.
    let next = game.apply(pos, &mv);
    game.successors(pos)
        .into_iter()
        .find(|(_, to)| *to == next)
        .map(|(listed, _)| listed)
        .ok_or_else(|| illegal(Reason::new("not-legal")))
}

/// Why the rules refuse `mv` in `pos`, in words.
pub fn why_illegal(game: &Chopsticks, pos: &Position, mv: &Move) -> Reason {
    if game.outcome(pos).is_some() {
        return Reason::new("cs-over");
    }
    structural_problem(game, pos, mv).unwrap_or_else(|| Reason::new("not-legal"))
}

/// The rule a move breaks, if any (checked from the rules, not from the move list).
pub fn structural_problem(game: &Chopsticks, pos: &Position, mv: &Move) -> Option<Reason> {
    let zombie = game.is_zombie(pos, 0);
    let own = pos.hands[0];
    match *mv {
        Move::Attack {
            hand,
            target,
            target_hand,
        } => attack_problem(game, pos, hand, usize::from(target), target_hand),
        Move::Split(to) => {
            if zombie {
                return Some(Reason::new("cs-zombie-split"));
            }
            if game.has(Switch::Attacks) {
                return Some(Reason::new("cs-split-off"));
            }
            split_problem(game, own, to)
        }
        Move::Swap if !game.has(Switch::Swap) => Some(Reason::new("cs-swap-off")),
        Move::Swap if zombie || own.all_equal() => Some(Reason::new("cs-swap-same")),
        Move::Flip(_) if !game.has(Switch::Negative) => Some(Reason::new("cs-flip-off")),
        Move::Flip(hand) => {
            let Some(&v) = own.as_slice().get(usize::from(hand)) else {
                return Some(Reason::new("cs-no-such-hand").with("hands", own.len()));
            };
            if zombie || game.is_dead(v) {
                Some(Reason::new("cs-flip-dead"))
            } else if v == 0 {
                Some(Reason::new("cs-flip-zero"))
            } else {
                None
            }
        }
        Move::Swap => None,
    }
}

/// The rule an attack with the mover's `hand` on hand `target_hand` of the player `target`
/// seats on breaks, if any.
fn attack_problem(
    game: &Chopsticks,
    pos: &Position,
    hand: u8,
    target: usize,
    target_hand: u8,
) -> Option<Reason> {
    attacker_problem(game, pos, hand).or_else(|| target_problem(game, pos, target, target_hand))
}

/// The rule an attack with the mover's `hand` breaks whatever it touches, if any (a dead
/// hand cannot attack): what the app says when that hand is picked.
pub fn attacker_problem(game: &Chopsticks, pos: &Position, hand: u8) -> Option<Reason> {
    let zombie = game.is_zombie(pos, 0);
    let own = pos.hands[0].len();
    if usize::from(hand) >= own {
        return Some(Reason::new("cs-no-such-hand").with("hands", own));
    }
    if zombie && hand > 0 {
        return Some(Reason::new("cs-zombie-one-finger"));
    }
    if !zombie && game.is_dead(pos.hands[0][usize::from(hand)]) {
        return Some(Reason::new("cs-own-hand-dead"));
    }
    None
}

/// The rule an attack on hand `target_hand` of the player `target` seats on breaks
/// whatever hand touches it, if any (a dead hand cannot be touched): what the app says when
/// that hand is picked.
pub fn target_problem(
    game: &Chopsticks,
    pos: &Position,
    target: usize,
    target_hand: u8,
) -> Option<Reason> {
    if target == 0 || target >= game.players() {
        return Some(Reason::new("cs-no-such-player"));
    }
    let theirs = pos.hands[target].len();
    if usize::from(target_hand) >= theirs {
        return Some(Reason::new("cs-no-such-hand").with("hands", theirs));
    }
    if game.is_zombie(pos, target) {
        return Some(Reason::new("cs-zombie-untouchable"));
    }
    if game.is_eliminated(pos, target) {
        return Some(Reason::new("cs-player-out"));
    }
    if game.is_dead(pos.hands[target][usize::from(target_hand)]) {
        return Some(Reason::new("cs-target-dead"));
    }
    None
}

/// The split rule `from` → `to` breaks, if any. This checks the rules directly, apart from
/// the move generator, so that tests can hold each against the other.
fn split_problem(game: &Chopsticks, from: Hands, to: Hands) -> Option<Reason> {
    let kill = i16::from(game.kill());
    let live = |v: i16| {
        if game.has(Switch::Negative) {
            v.abs() < kill
        } else {
            (1..kill).contains(&v)
        }
    };
    let (before, after) = (from.as_slice(), to.as_slice());
    if before.len() != after.len() {
        return Some(Reason::new("cs-split-hands").with("hands", before.len()));
    }
    if after
        .iter()
        .any(|&v| !game.is_dead(v) && !live(i16::from(v)))
    {
        return Some(Reason::new("cs-not-a-pair"));
    }
    if to == from {
        return Some(Reason::new("cs-split-same"));
    }
    let dead = |hands: &[i8]| hands.iter().filter(|&&v| game.is_dead(v)).count();
    if dead(after) == after.len() {
        return Some(Reason::new("cs-split-kills-both"));
    }
    if game.fold(from) == Some(to) {
        return None;
    }
    if let Some(problem) = total_problem(game, before, after) {
        return Some(problem);
    }
    if dead(after) > dead(before) && !game.has(Switch::Suicide) {
        return Some(Reason::new("cs-split-kills"));
    }
    if game.has(Switch::Halves) && (!to.all_equal() || dead(after) > 0) {
        return Some(Reason::new("cs-halves"));
    }
    let unit = i16::from(game.unit());
    let parities = |hands: &[i8]| {
        let mut parities: Vec<i16> = hands
            .iter()
            .map(|&v| fingers(game, v).rem_euclid(unit))
            .collect();
        parities.sort();
        parities
    };
    if parities(before) != parities(after) {
        return Some(Reason::new("cs-whole-fingers"));
    }
    None
}

/// The fingers a hand holds in units (a dead hand none).
fn fingers(game: &Chopsticks, v: i8) -> i16 {
    if game.is_dead(v) { 0 } else { i16::from(v) }
}

/// The broken rule if the split `from` → `to` changes the total of fingers (Meta allows
/// dropping the fingers of a hand from a total above them).
fn total_problem(game: &Chopsticks, from: &[i8], to: &[i8]) -> Option<Reason> {
    let kill = i16::from(game.kill());
    let before: i16 = from.iter().map(|&v| fingers(game, v)).sum();
    let after: i16 = to.iter().map(|&v| fingers(game, v)).sum();
    let meta =
        game.has(Switch::Meta) && before.abs() > kill && after == before - before.signum() * kill;
    if before == after || meta {
        return None;
    }
    let total = format_units(game, before);
    let reason = if game.has(Switch::Meta) {
        Reason::new("cs-total-meta").with("fingers", game.variant().fingers())
    } else {
        Reason::new("cs-total")
    };
    Some(reason.with("total", total))
}
