//! Chopsticks variant settings: the player count and the rule switches of docs/RULES.md.

use crate::core::{Reason, VariantError};
use serde::{Deserialize, Serialize};
use std::fmt;

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
        }
    }

    /// The same variant with `fingers` fingers per hand: 10 is Tens, any other count
    /// leaves Tens off.
    pub fn with_fingers(self, fingers: u8) -> Variant {
        let mut switches = self.switches;
        switches.retain(|&s| s != Switch::Tens);
        let fingers = if fingers == 10 {
            switches.push(Switch::Tens);
            STANDARD_FINGERS
        } else {
            fingers
        };
        Variant::with(self.players, &switches).keeping_fingers(fingers)
    }

    /// The fingers of a hand where a variant's description names them: none for the standard
    /// five, nor for Tens, whose switch says ten.
    pub fn named_fingers(&self) -> Option<u8> {
        (self.fingers != STANDARD_FINGERS && !self.has(Switch::Tens)).then_some(self.fingers)
    }

    /// The same variant with its fingers count set to `fingers` as it is (see
    /// [`Variant::with_fingers`] for the count of a game).
    fn keeping_fingers(self, fingers: u8) -> Variant {
        Variant { fingers, ..self }
    }

    /// The same players and fingers with these switches.
    pub fn with_switches(&self, switches: &[Switch]) -> Variant {
        let fingers = if self.has(Switch::Tens) && !switches.contains(&Switch::Tens) {
            STANDARD_FINGERS
        } else {
            self.fingers
        };
        Variant::with(self.players, switches).keeping_fingers(fingers)
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
        if let Some(fingers) = self.named_fingers() {
            write!(f, ", {fingers} fingers")?;
        }
        Ok(())
    }
}

impl crate::core::Described for super::Chopsticks {
    const NAME: &'static str = "chopsticks";
    const TITLE: &'static str = "Chopsticks";
    const OPTIONS: &'static [crate::core::OptionSpec] = &[
        crate::core::OptionSpec {
            long: "variant",
            value: Some("LIST"),
            help: "Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, \
                   misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` \
                   for none",
        },
        crate::core::OptionSpec {
            long: "players",
            value: Some("N"),
            help: "Chopsticks: the number of players, 2 to 6 (2 unless given)",
        },
        crate::core::OptionSpec {
            long: "fingers",
            value: Some("N"),
            help: "Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless \
                   given; tens is 10)",
        },
    ];
    type Variant = Variant;

    fn from_variant(variant: &Variant) -> Result<Self, VariantError> {
        super::Chopsticks::new(variant.clone())
    }

    fn variant_settings(&self) -> Variant {
        self.variant().clone()
    }

    fn variant_words(&self) -> Vec<String> {
        let variant = self.variant();
        let mut words: Vec<String> = variant
            .switches
            .iter()
            .map(|s| s.name().to_owned())
            .collect();
        if let Some(fingers) = variant.named_fingers() {
            words.push(format!("{fingers} fingers"));
        }
        words
    }

    fn variant_from_options(options: &crate::core::Options) -> Result<Variant, VariantError> {
        let players = match options.get("players") {
            None => MIN_PLAYERS,
            Some(text) => text.parse().map_err(|_| {
                let shown = crate::core::shown(text);
                VariantError::Incompatible(
                    Reason::new("cs-players-written")
                        .with("min", MIN_PLAYERS)
                        .with("max", MAX_PLAYERS)
                        .with("text", shown),
                )
            })?,
        };
        let list = options.get("variant").map_or("standard", String::as_str);
        let Some(text) = options.get("fingers") else {
            return Variant::parse(players, list);
        };
        let fingers = text.parse().map_err(|_| {
            VariantError::Incompatible(
                Reason::new("cs-fingers-written")
                    .with("min", MIN_FINGERS)
                    .with("max", MAX_FINGERS)
                    .with("text", crate::core::shown(text)),
            )
        })?;
        let listed = Variant::parse(players, list)?;
        if listed.has(Switch::Tens) && fingers != 10 {
            return Err(VariantError::Incompatible(
                Reason::new("cs-tens-fingers").with("fingers", fingers),
            ));
        }
        let variant = listed.with_fingers(fingers);
        variant.validate()?;
        Ok(variant)
    }

    fn unknown_name(enum_name: &str, found: &str) -> Option<VariantError> {
        // A name the file spells otherwise than the game (`Zombies`) is unknown as well.
        (enum_name == "Switch").then(|| {
            Switch::parse(found)
                .err()
                .unwrap_or_else(|| VariantError::UnknownSwitch {
                    name: found.to_owned(),
                    known: Switch::ALL.map(Switch::name).join(", "),
                })
        })
    }
}

#[cfg(test)]
mod tests;
