//! Chopsticks variant settings: the player count and the rule switches of docs/RULES.md.

use crate::core::{Reason, VariantError};
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
}

impl Switch {
    /// Every switch, in the canonical order.
    pub const ALL: [Switch; 11] = [
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
        if self.fingers != STANDARD_FINGERS && !self.has(Switch::Tens) {
            write!(f, ", {} fingers", self.fingers)?;
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
                   misere, suicide, meta, stumps, negative, tens, zombies; `standard` for none",
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
        if variant.fingers != STANDARD_FINGERS && !variant.has(Switch::Tens) {
            words.push(format!("{} fingers", variant.fingers));
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
mod tests {
    use super::*;

    #[test]
    fn parses_lists_and_refuses_bad_ones() {
        let v = Variant::parse(2, "sun, Misère,cutoff").expect("valid");
        assert_eq!(
            v.switches,
            vec![Switch::Cutoff, Switch::Sun, Switch::Misere]
        );
        assert_eq!(
            Variant::parse(2, "standard").expect("valid").list(),
            "standard"
        );
        let err = Variant::parse(2, "sunn").expect_err("unknown");
        assert!(
            err.to_string().contains("unknown variant switch 'sunn'"),
            "{err}"
        );
        let err = Variant::parse(2, "zombies").expect_err("needs 3");
        assert!(err.to_string().contains("3 or more players"), "{err}");
        let err = Variant::parse(7, "").expect_err("too many");
        assert!(err.to_string().contains("2 to 6 players, not 7"), "{err}");
    }

    #[test]
    fn ten_fingers_are_tens_and_a_count_is_checked() {
        let tens = Variant::with(2, &[Switch::Sun]).with_fingers(10);
        assert_eq!(tens, Variant::with(2, &[Switch::Sun, Switch::Tens]));
        assert_eq!(tens.fingers(), 10);
        // Another count leaves Tens off; taking Tens off the switches gives five again.
        let seven = tens.clone().with_fingers(7);
        assert_eq!((seven.fingers(), seven.has(Switch::Tens)), (7, false));
        assert_eq!(tens.with_switches(&[Switch::Sun]).fingers(), 5);
        assert_eq!(seven.with_switches(&[Switch::Cutoff]).fingers(), 7);
        for (variant, why) in [
            (
                Variant::standard(2).with_fingers(1),
                "from 2 to 99 fingers, not 1",
            ),
            (
                Variant::standard(2).with_fingers(100),
                "from 2 to 99 fingers, not 100",
            ),
            (
                Variant::with(2, &[Switch::Stumps]).with_fingers(64),
                "at most 63 fingers with it, not 64",
            ),
            (
                Variant::with(2, &[Switch::Tens]).keeping_fingers(7),
                "cannot be played with 7",
            ),
        ] {
            let err = variant.validate().expect_err("refused");
            assert!(err.to_string().contains(why), "{err}");
        }
        assert!(
            Variant::with(2, &[Switch::Stumps])
                .with_fingers(63)
                .validate()
                .is_ok()
        );
    }

    #[test]
    fn all_combinations_are_counted() {
        assert_eq!(Variant::all(2).len(), 1 << 10);
        // Zombies is refused only together with Misère.
        assert_eq!(Variant::all(3).len(), (1 << 11) - (1 << 9));
    }
}
