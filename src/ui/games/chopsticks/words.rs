//! A refused pick on the Chopsticks table in a player's words, before any move is tried:
//! "That hand of yours is dead (a closed fist) and cannot attack.", "First pick one of your
//! hands, then the hand it touches." The rules decide what is refused; the words for why are
//! the message files' ([`attacker_words`], [`target_words`] follow the rules' own checks). No
//! position code is shown.

use crate::core::Game;
use crate::games::chopsticks::legality::{attacker_problem, target_problem};
use crate::games::chopsticks::{Chopsticks, Position};
use crate::ui::common::command::{Command, Status};
use crate::ui::session::Session;
use crate::ui::text::capitalised;
use crate::ui::views::grammar::Role;
use crate::words::message;

/// A reason of the rules as a sentence: "That hand is dead: …".
pub fn sentence(reason: &str) -> String {
    format!("{}.", capitalised(reason))
}

/// Why the mover's `hand` cannot attack, in the current language, when the rules say it
/// cannot ([`attacker_problem`]).
pub fn attacker_words(game: &Chopsticks, pos: &Position, hand: u8) -> Option<String> {
    let rules = attacker_problem(game, pos, hand)?;
    let zombie = game.is_zombie(pos, 0);
    let id = if usize::from(hand) >= pos.hands[0].len() {
        return Some(rules.text());
    } else if zombie && hand > 0 {
        "game-reason-zombie-one-finger"
    } else if !zombie && game.is_dead(pos.hands[0][usize::from(hand)]) {
        "game-reason-own-hand-dead"
    } else {
        return Some(rules.text());
    };
    Some(crate::tr!(id))
}

/// Why hand `target_hand` of the player `target` seats on cannot be touched, in the current
/// language, when the rules say it cannot ([`target_problem`]).
pub fn target_words(
    game: &Chopsticks,
    pos: &Position,
    target: usize,
    target_hand: u8,
) -> Option<String> {
    let rules = target_problem(game, pos, target, target_hand)?;
    let id = if target == 0 || target >= game.players() {
        "game-reason-no-such-player"
    } else if usize::from(target_hand) >= pos.hands[target].len() {
        return Some(rules.text());
    } else if game.is_zombie(pos, target) {
        "game-reason-zombie-untouchable"
    } else if game.is_eliminated(pos, target) {
        "game-reason-player-out"
    } else if game.is_dead(pos.hands[target][usize::from(target_hand)]) {
        "game-reason-target-dead"
    } else {
        return Some(rules.text());
    };
    Some(crate::tr!(id))
}

/// The mover picked its hand `hand` (absolute seat, hand), which touches nothing: why.
pub fn unarmed(session: &Session<Chopsticks>, hand: (usize, usize)) -> Command {
    let (game, pos) = (session.game(), session.current());
    let reason = attacker_words(game, pos, hand.1 as u8)
        .unwrap_or_else(|| crate::tr!("game-chopsticks-cannot-touch"));
    Command::Say(Status::error(sentence(&reason)))
}

/// Another player's hand `hand` (absolute seat, hand) was touched before the mover picked
/// one of its own: a dead hand is said to be dead, else what to do first.
pub fn touched_first(session: &Session<Chopsticks>, hand: (usize, usize)) -> Command {
    let (game, pos) = (session.game(), session.current());
    let target = session.frame_seat(session.history().cursor(), hand.0);
    if let Some(reason) = target_words(game, pos, target, hand.1 as u8) {
        return Command::Say(Status::error(sentence(&reason)));
    }
    let text = match session.mover() {
        Some(m) => message(
            "game-chopsticks-pick-own-first",
            &session.seat_name(m).args(Role::Who),
        ),
        None => crate::tr!("game-chopsticks-pick-own-first-nobody"),
    };
    Command::Say(Status::info(text))
}
