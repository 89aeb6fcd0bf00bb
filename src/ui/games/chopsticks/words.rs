//! A refused pick on the Chopsticks table in a player's words, before any move is tried:
//! "That hand of yours is dead (a closed fist) and cannot attack.", "First pick one of your
//! hands, then the hand it touches." The reasons are the rules'; no position code is shown.

use crate::games::chopsticks::Chopsticks;
use crate::games::chopsticks::notation::{attacker_problem, target_problem};
use crate::ui::common::command::{Command, Status};
use crate::ui::common::language::message;
use crate::ui::session::Session;
use crate::ui::views::grammar::{Role, capitalised};

/// A reason of the rules as a sentence: "That hand is dead: …".
pub fn sentence(reason: &str) -> String {
    format!("{}.", capitalised(reason))
}

/// The mover picked its hand `hand` (absolute seat, hand), which touches nothing: why.
pub fn unarmed(session: &Session<Chopsticks>, hand: (usize, usize)) -> Command {
    let (game, pos) = (session.game(), session.current());
    let reason = attacker_problem(game, pos, hand.1 as u8)
        .unwrap_or_else(|| crate::tr!("game-chopsticks-cannot-touch"));
    Command::Say(Status::error(sentence(&reason)))
}

/// Another player's hand `hand` (absolute seat, hand) was touched before the mover picked
/// one of its own: a dead hand is said to be dead, else what to do first.
pub fn touched_first(session: &Session<Chopsticks>, hand: (usize, usize)) -> Command {
    let (game, pos) = (session.game(), session.current());
    let target = session.frame_seat(session.history().cursor(), hand.0);
    if let Some(reason) = target_problem(game, pos, target, hand.1 as u8) {
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
