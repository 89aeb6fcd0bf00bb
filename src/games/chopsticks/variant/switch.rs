//! The rule switches of Chopsticks: their names in files and on the command line, their
//! names for people and what each changes.

use crate::core::VariantError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One rule switch. Switches combine freely unless [`Variant::validate`] says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Switch {
    /// 5 or more kills a hand: no roll-over.
    Cutoff,
    /// Everyone starts with 4 fingers on each hand.
    Sun,
    /// A player whose hands differ may swap them, passing the turn.
    Swap,
    /// The only split divides an even total into two equal halves.
    Halves,
    /// The first player to lose both hands wins.
    Misere,
    /// A split may kill one of your own hands.
    Suicide,
    /// Hands totalling more than five may combine, drop five and split what is left.
    Meta,
    /// A player at [0 1] may fold the finger into two half fingers.
    Stumps,
    /// A hand may be turned palm up, negating its value; only ±5 kills.
    Negative,
    /// Hands count to 9; exactly 10 kills.
    Tens,
    /// Eliminated players stay on as zombies with one finger that attacks.
    Zombies,
    /// No splits: every move is an attack (with Cut-off, Simple Chopsticks).
    Attacks,
}

impl Switch {
    /// Every switch, in the canonical order.
    pub const ALL: [Switch; 12] = [
        Switch::Cutoff,
        Switch::Sun,
        Switch::Swap,
        Switch::Halves,
        Switch::Misere,
        Switch::Suicide,
        Switch::Meta,
        Switch::Stumps,
        Switch::Negative,
        Switch::Tens,
        Switch::Zombies,
        Switch::Attacks,
    ];

    /// The name used on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            Switch::Cutoff => "cutoff",
            Switch::Sun => "sun",
            Switch::Swap => "swap",
            Switch::Halves => "halves",
            Switch::Misere => "misere",
            Switch::Suicide => "suicide",
            Switch::Meta => "meta",
            Switch::Stumps => "stumps",
            Switch::Negative => "negative",
            Switch::Tens => "tens",
            Switch::Zombies => "zombies",
            Switch::Attacks => "attacks",
        }
    }

    /// The switch's name for people.
    pub fn title(self) -> &'static str {
        match self {
            Switch::Cutoff => "Cut-off",
            Switch::Sun => "Sun",
            Switch::Swap => "Swap",
            Switch::Halves => "Halves",
            Switch::Misere => "Misère",
            Switch::Suicide => "Suicide",
            Switch::Meta => "Meta",
            Switch::Stumps => "Stumps",
            Switch::Negative => "Negative",
            Switch::Tens => "Tens",
            Switch::Zombies => "Zombies",
            Switch::Attacks => "Attacks only",
        }
    }

    /// One line saying what the switch changes.
    pub fn summary(self) -> &'static str {
        match self {
            Switch::Cutoff => "A hand reaching 5 or more dies: no roll-over.",
            Switch::Sun => "Everyone starts with 4 fingers on each hand.",
            Switch::Swap => "A player whose hands differ may swap them instead of moving: a pass.",
            Switch::Halves => "The only split halves an even total: 02-11, 13-22, 04-22.",
            Switch::Misere => "The first player to lose both hands wins.",
            Switch::Suicide => "A split may kill one of your own hands (11-02, 13-04 …).",
            Switch::Meta => "Hands totalling more than 5 may combine, drop 5 and split the rest.",
            Switch::Stumps => "A player at [0 1] may fold the finger into two half fingers.",
            Switch::Negative => "A move may turn a hand palm up, negating it; only ±5 kills.",
            Switch::Tens => "Hands count 0 to 9 (6-9 palm up); exactly 10 kills.",
            Switch::Zombies => "Eliminated players stay as zombies with one attacking finger.",
            Switch::Attacks => "No splits: every move is an attack.",
        }
    }

    /// Reads a switch name (case-insensitive, `misère` accepted).
    pub fn parse(name: &str) -> Result<Switch, VariantError> {
        let lower = name.trim().to_lowercase();
        let lower = if lower == "misère" {
            "misere".to_owned()
        } else {
            lower
        };
        let lower = if lower == "cut-off" {
            "cutoff".to_owned()
        } else {
            lower
        };
        Switch::ALL
            .into_iter()
            .find(|s| s.name() == lower)
            .ok_or_else(|| VariantError::UnknownSwitch {
                name: name.trim().to_owned(),
                known: Switch::ALL.map(Switch::name).join(", "),
            })
    }
}

impl fmt::Display for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
