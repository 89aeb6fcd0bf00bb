//! Fox and Geese settings: how many geese, and whether they may step sideways
//! (docs/RULES.md).

use crate::core::{Reason, VariantError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The numbers of geese the game is played with.
pub const GEESE_COUNTS: [u8; 3] = [13, 15, 17];

/// Where the 13 geese start: the whole third row and the bottom arm.
const GEESE_13: [&str; 13] = [
    "c1", "d1", "e1", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "f3", "g3",
];

/// The settings of one Fox and Geese game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variant {
    /// Number of geese: 13, 15 (adding a4 and g4) or 17 (adding a4, b4, f4 and g4).
    pub geese: u8,
    /// Whether geese may also step sideways along their row (then play can cycle).
    pub sideways: bool,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::standard()
    }
}

impl Variant {
    /// 13 geese, no sideways moves.
    pub fn standard() -> Variant {
        Variant {
            geese: 13,
            sideways: false,
        }
    }

    /// The given settings, checked.
    pub fn new(geese: u8, sideways: bool) -> Result<Variant, VariantError> {
        let variant = Variant { geese, sideways };
        variant.validate()?;
        Ok(variant)
    }

    /// Checks the number of geese.
    pub fn validate(&self) -> Result<(), VariantError> {
        if GEESE_COUNTS.contains(&self.geese) {
            Ok(())
        } else {
            Err(VariantError::Incompatible(
                Reason::new("fg-geese-count").with("count", self.geese),
            ))
        }
    }

    /// The names of the points the geese start on.
    pub fn geese_start(&self) -> Vec<&'static str> {
        let extra: &[&str] = match self.geese {
            15 => &["a4", "g4"],
            17 => &["a4", "b4", "f4", "g4"],
            _ => &[],
        };
        GEESE_13.iter().chain(extra).copied().collect()
    }

    /// The settings in words: `13 geese` or `17 geese, sideways`.
    pub fn list(&self) -> String {
        let sideways = if self.sideways { ", sideways" } else { "" };
        format!("{} geese{sideways}", self.geese)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.list())
    }
}

impl crate::core::Described for super::FoxGeese {
    const NAME: &'static str = "fox-geese";
    const TITLE: &'static str = "Fox and Geese";
    const OPTIONS: &'static [crate::core::OptionSpec] = &[
        crate::core::OptionSpec {
            long: "geese",
            value: Some("N"),
            help: "Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)",
        },
        crate::core::OptionSpec {
            long: "sideways",
            value: None,
            help: "Fox and Geese: geese may also step sideways",
        },
    ];
    type Variant = Variant;

    fn from_variant(variant: &Variant) -> Result<Self, VariantError> {
        super::FoxGeese::new(*variant)
    }

    fn variant_settings(&self) -> Variant {
        *self.variant()
    }

    fn variant_words(&self) -> Vec<String> {
        vec![self.variant().list()]
    }

    fn side_name(&self, seat: crate::core::Seat) -> Option<&'static str> {
        Some(super::Side::of_seat(seat).name())
    }

    fn variant_from_options(options: &crate::core::Options) -> Result<Variant, VariantError> {
        let geese = match options.get("geese") {
            None => 13,
            Some(text) => text.parse().map_err(|_| {
                let shown = crate::core::shown(text);
                VariantError::Incompatible(Reason::new("fg-geese-written").with("text", shown))
            })?,
        };
        Variant::new(geese, crate::core::flag(options, "sideways"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geese_counts_and_starts() {
        for geese in GEESE_COUNTS {
            let v = Variant::new(geese, false).expect("valid");
            assert_eq!(v.geese_start().len(), usize::from(geese));
        }
        let err = Variant::new(14, true).expect_err("14");
        assert!(
            err.to_string().contains("13, 15 or 17 geese, not 14"),
            "{err}"
        );
        assert_eq!(
            Variant::new(17, true).expect("valid").list(),
            "17 geese, sideways"
        );
        let text = ron::to_string(&Variant::new(15, true).expect("valid")).expect("serialises");
        assert_eq!(
            ron::from_str::<Variant>(&text).expect("reads"),
            Variant::new(15, true).expect("valid")
        );
    }
}
