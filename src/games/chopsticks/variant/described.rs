//! What the command line and the record know of Chopsticks' settings: the options and how
//! they are read (`impl Described`).

use super::{
    MAX_FINGERS, MAX_HANDS, MAX_PLAYERS, MIN_FINGERS, MIN_PLAYERS, STANDARD_HANDS, Switch, Variant,
};
use crate::core::{Reason, VariantError};

impl crate::core::Described for crate::games::chopsticks::Chopsticks {
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
        crate::core::OptionSpec {
            long: "hands",
            value: Some("H"),
            help: "Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per \
                   player, comma-separated, when they differ (3,2)",
        },
    ];
    type Variant = Variant;

    fn from_variant(variant: &Variant) -> Result<Self, VariantError> {
        crate::games::chopsticks::Chopsticks::new(variant.clone())
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
        if let Some(hands) = variant.named_hands() {
            words.push(hands);
        }
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
        let listed = Variant::parse(players, list)?;
        let hands = match options.get("hands") {
            None => vec![STANDARD_HANDS],
            Some(text) => read_hands(text)?,
        };
        let listed = listed.with_hands(&hands);
        let Some(text) = options.get("fingers") else {
            listed.validate()?;
            return Ok(listed);
        };
        let fingers = text.parse().map_err(|_| {
            VariantError::Incompatible(
                Reason::new("cs-fingers-written")
                    .with("min", MIN_FINGERS)
                    .with("max", MAX_FINGERS)
                    .with("text", crate::core::shown(text)),
            )
        })?;
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

/// Reads `--hands`: one count, or one per player separated by commas.
fn read_hands(text: &str) -> Result<Vec<u8>, VariantError> {
    text.split(',')
        .map(|part| part.trim().parse::<u8>())
        .collect::<Result<Vec<u8>, _>>()
        .map_err(|_| {
            VariantError::Incompatible(
                Reason::new("cs-hands-written")
                    .with("max", MAX_HANDS)
                    .with("text", crate::core::shown(text)),
            )
        })
}
