//! Chopsticks variant settings: the player count and the rule switches of docs/RULES.md.

use crate::core::{Reason, VariantError};
use serde::{Deserialize, Serialize};
use std::fmt;

mod described;
mod size;
mod switch;
pub use switch::Switch;

/// Smallest number of players.
pub const MIN_PLAYERS: usize = 2;
/// Largest number of players.
pub const MAX_PLAYERS: usize = 6;
/// The fingers of a hand in the standard game: a hand dies at 5.
pub const STANDARD_FINGERS: u8 = 5;
/// Fewest fingers per hand.
pub const MIN_FINGERS: u8 = 2;
/// Most fingers per hand: hand values are held in a byte, with room for half fingers
/// (Stumps, at most [`MAX_STUMPS_FINGERS`]) and signs (Negative).
pub const MAX_FINGERS: u8 = 99;
/// Most fingers per hand with Stumps, whose half fingers double every value.
pub const MAX_STUMPS_FINGERS: u8 = 63;
/// The hands of a player in the standard game.
pub const STANDARD_HANDS: u8 = 2;
/// Most hands per player.
pub const MAX_HANDS: u8 = super::hands::MAX_HANDS as u8;
/// Most positions (codes) a variant may have: 2^34, a byte each being 16 GiB, most of this
/// machine's memory. A variant with more is refused with its count.
pub const MAX_CODES: u128 = 1 << 34;

/// The settings of one Chopsticks game: player count, fingers per hand and rule switches.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Variant {
    /// Number of players, 2 to 6.
    pub players: usize,
    /// The switches that are on, sorted and without repeats.
    pub switches: Vec<Switch>,
    /// The fingers of a hand, which it dies at (rolling over above it unless Cut-off): 5
    /// in the standard game, left out of files then (Tens is 10).
    #[serde(skip_serializing_if = "is_standard_fingers")]
    pub fingers: u8,
    /// The hands of each player, 1 to 4: one count for everyone, or one per player in turn
    /// order. Two in the standard game, left out of files then.
    #[serde(skip_serializing_if = "is_standard_hands")]
    pub hands: Vec<u8>,
}

/// Whether `hands` is the standard game's two hands each, which files leave out.
fn is_standard_hands(hands: &Vec<u8>) -> bool {
    hands.as_slice() == [STANDARD_HANDS]
}

/// Whether `fingers` is the standard game's count, which files leave out.
fn is_standard_fingers(fingers: &u8) -> bool {
    *fingers == STANDARD_FINGERS
}

impl Default for Variant {
    fn default() -> Self {
        Variant::standard(2)
    }
}

impl Variant {
    /// Standard roll-over rules for `players` players.
    pub fn standard(players: usize) -> Variant {
        Variant {
            players,
            switches: Vec::new(),
            fingers: STANDARD_FINGERS,
            hands: vec![STANDARD_HANDS],
        }
    }

    /// Builds a variant from switches, normalising their order.
    pub fn with(players: usize, switches: &[Switch]) -> Variant {
        let mut switches = switches.to_vec();
        switches.sort();
        switches.dedup();
        Variant {
            players,
            switches,
            fingers: STANDARD_FINGERS,
            hands: vec![STANDARD_HANDS],
        }
    }

    /// The same variant with `fingers` fingers per hand: 10 is Tens, any other count
    /// leaves Tens off.
    pub fn with_fingers(self, fingers: u8) -> Variant {
        let mut switches = self.switches.clone();
        switches.retain(|&s| s != Switch::Tens);
        let fingers = if fingers == 10 {
            switches.push(Switch::Tens);
            STANDARD_FINGERS
        } else {
            fingers
        };
        Variant {
            fingers,
            ..self.with_switches(&switches)
        }
    }

    /// The same variant with `hands` hands per player: one count for everyone, or one per
    /// player (a list of equal counts is kept as one).
    pub fn with_hands(self, hands: &[u8]) -> Variant {
        let mut hands = hands.to_vec();
        if hands.len() > 1 && hands.windows(2).all(|w| w[0] == w[1]) {
            hands.truncate(1);
        }
        Variant { hands, ..self }
    }

    /// The same variant for `players` players; a list of hands per player that no longer
    /// fits becomes the first player's count for everyone.
    pub fn with_players(self, players: usize) -> Variant {
        let hands = if self.hands.len() > 1 && self.hands.len() != players {
            vec![self.hands[0]]
        } else {
            self.hands.clone()
        };
        Variant {
            players,
            hands,
            ..self
        }
    }

    /// The hands of the player in `seat` (counted from the first player).
    pub fn hands_of(&self, seat: usize) -> usize {
        let count = if self.hands.len() == 1 {
            self.hands[0]
        } else {
            self.hands.get(seat).copied().unwrap_or(STANDARD_HANDS)
        };
        usize::from(count)
    }

    /// The hands of every player, when they are the same for everyone.
    pub fn uniform_hands(&self) -> Option<u8> {
        (self.hands.len() == 1).then(|| self.hands[0])
    }

    /// The hands where a variant's description names them: none for two each; "3 hands",
    /// or "hands 3,2" when they differ.
    pub fn named_hands(&self) -> Option<String> {
        match self.uniform_hands() {
            Some(STANDARD_HANDS) => None,
            Some(1) => Some("1 hand".to_owned()),
            Some(n) => Some(format!("{n} hands")),
            None => Some(format!("hands {}", self.hands_list())),
        }
    }

    /// The hands as the command line writes them: `3`, or `3,2`.
    pub fn hands_list(&self) -> String {
        let counts: Vec<String> = self.hands.iter().map(u8::to_string).collect();
        counts.join(",")
    }

    /// The fingers of a hand where a variant's description names them: none for the standard
    /// five, nor for Tens, whose switch says ten.
    pub fn named_fingers(&self) -> Option<u8> {
        (self.fingers != STANDARD_FINGERS && !self.has(Switch::Tens)).then_some(self.fingers)
    }

    /// The same players, hands and fingers with these switches.
    pub fn with_switches(&self, switches: &[Switch]) -> Variant {
        let fingers = if self.has(Switch::Tens) && !switches.contains(&Switch::Tens) {
            STANDARD_FINGERS
        } else {
            self.fingers
        };
        Variant {
            fingers,
            hands: self.hands.clone(),
            ..Variant::with(self.players, switches)
        }
    }

    /// The fingers of a hand, which it dies at: 10 under Tens.
    pub fn fingers(&self) -> u8 {
        if self.has(Switch::Tens) {
            10
        } else {
            self.fingers
        }
    }

    /// Reads a comma-separated switch list; `standard` or an empty list means none.
    pub fn parse(players: usize, list: &str) -> Result<Variant, VariantError> {
        let mut switches = Vec::new();
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            if name.eq_ignore_ascii_case("standard") {
                continue;
            }
            switches.push(Switch::parse(name)?);
        }
        let variant = Variant::with(players, &switches);
        variant.validate()?;
        Ok(variant)
    }

    /// Whether a switch is on.
    pub fn has(&self, switch: Switch) -> bool {
        self.switches.contains(&switch)
    }

    /// Checks the player count and that the switches can be played together.
    pub fn validate(&self) -> Result<(), VariantError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(VariantError::PlayerCount {
                game: "Chopsticks",
                min: MIN_PLAYERS,
                max: MAX_PLAYERS,
                found: self.players,
            });
        }
        self.validate_fingers()?;
        self.validate_hands()?;
        self.validate_attacks()?;
        if self.has(Switch::Zombies) && self.players < 3 {
            return Err(VariantError::Incompatible(Reason::new(
                "cs-zombies-needs-three",
            )));
        }
        if self.has(Switch::Zombies) && self.has(Switch::Misere) {
            return Err(VariantError::Incompatible(Reason::new(
                "cs-zombies-not-misere",
            )));
        }
        Ok(())
    }

    /// Checks that Attacks only (no splits) comes with no switch that only changes the
    /// splits: Halves, Suicide, Meta, Stumps.
    fn validate_attacks(&self) -> Result<(), VariantError> {
        if !self.has(Switch::Attacks) {
            return Ok(());
        }
        let split_only = [
            Switch::Halves,
            Switch::Suicide,
            Switch::Meta,
            Switch::Stumps,
        ];
        match split_only.into_iter().find(|&s| self.has(s)) {
            Some(switch) => Err(VariantError::Incompatible(
                Reason::new("cs-attacks-no-splits").with("switch", switch.name()),
            )),
            None => Ok(()),
        }
    }

    /// Simple Chopsticks as Dailly, Gledel, Nowakowski and Santos define it ("Simple
    /// Chopsticks: playing with any number of hands and fingers", 2024) for `players` players
    /// whose hands are removed when they hold more than `n` fingers: attacks only, and Cut-off
    /// with a hand dying at `n + 1`.
    pub fn simple(players: usize, n: u8) -> Variant {
        Variant::with(players, &[Switch::Attacks, Switch::Cutoff]).with_fingers(n.saturating_add(1))
    }

    /// Whether the switches change only how a player splits: those Attacks only refuses.
    pub fn split_only(switch: Switch) -> bool {
        matches!(
            switch,
            Switch::Halves | Switch::Suicide | Switch::Meta | Switch::Stumps
        )
    }

    /// Checks the fingers per hand: from 2 to 99, 63 at most with Stumps, and none but 10 (or
    /// the standard 5, which Tens replaces) with Tens.
    fn validate_fingers(&self) -> Result<(), VariantError> {
        let fingers = self.fingers;
        if !(MIN_FINGERS..=MAX_FINGERS).contains(&fingers) {
            return Err(VariantError::Incompatible(
                Reason::new("cs-fingers-range")
                    .with("min", MIN_FINGERS)
                    .with("max", MAX_FINGERS)
                    .with("fingers", fingers),
            ));
        }
        if self.has(Switch::Tens) && ![STANDARD_FINGERS, 10].contains(&fingers) {
            return Err(VariantError::Incompatible(
                Reason::new("cs-tens-fingers").with("fingers", fingers),
            ));
        }
        if self.has(Switch::Stumps) && fingers > MAX_STUMPS_FINGERS {
            return Err(VariantError::Incompatible(
                Reason::new("cs-stumps-fingers")
                    .with("max", MAX_STUMPS_FINGERS)
                    .with("fingers", fingers),
            ));
        }
        Ok(())
    }

    /// The comma-separated switch list, or `standard`.
    pub fn list(&self) -> String {
        if self.switches.is_empty() {
            "standard".to_owned()
        } else {
            self.switches
                .iter()
                .map(|s| s.name())
                .collect::<Vec<_>>()
                .join(",")
        }
    }

    /// Every valid combination of switches for `players` players (2^11 minus the refused).
    pub fn all(players: usize) -> Vec<Variant> {
        (0u32..1 << Switch::ALL.len())
            .map(|mask| {
                let on: Vec<Switch> = Switch::ALL
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, s)| s)
                    .collect();
                Variant::with(players, &on)
            })
            .filter(|v| v.validate().is_ok())
            .collect()
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} players, {}", self.players, self.list())?;
        if let Some(hands) = self.named_hands() {
            write!(f, ", {hands}")?;
        }
        if let Some(fingers) = self.named_fingers() {
            write!(f, ", {fingers} fingers")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
