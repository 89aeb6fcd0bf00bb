//! Hare and Hounds settings: where the hare starts (docs/RULES.md).

use crate::core::{Reason, VariantError};
use crate::games::board::{Point, military};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where the hounds start: b1, a2 and c2.
pub const HOUNDS_START: [&str; 3] = ["b1", "a2", "c2"];

/// The hare's usual starting point: b5, the top of the board.
pub const HARE_START: &str = "b5";

/// The settings of one Hare and Hounds game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variant {
    /// The hare's starting point: b5 in the standard game, else any point the hounds do
    /// not hold. Saved by its name.
    #[serde(with = "point_name")]
    pub hare_start: Point,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::standard()
    }
}

impl Variant {
    /// The standard game: the hare on b5.
    pub fn standard() -> Variant {
        Variant {
            hare_start: military().point(HARE_START).unwrap_or(Point(10)),
        }
    }

    /// The hare starting on the point called `name`, checked.
    pub fn with_hare_start(name: &str) -> Result<Variant, VariantError> {
        let hare_start = military()
            .parse_point(name)
            .map_err(VariantError::Incompatible)?;
        let variant = Variant { hare_start };
        variant.validate()?;
        Ok(variant)
    }

    /// Checks that the hare starts on an empty point of the board.
    pub fn validate(&self) -> Result<(), VariantError> {
        let board = military();
        if self.hare_start.index() >= board.len() {
            let number = self.hare_start.0;
            return Err(VariantError::Incompatible(
                Reason::new("hh-point-number").with("number", number),
            ));
        }
        let name = board.name(self.hare_start);
        if HOUNDS_START.contains(&name) {
            return Err(VariantError::Incompatible(
                Reason::new("hh-hare-start").with("point", name),
            ));
        }
        Ok(())
    }

    /// Whether this is the standard game.
    pub fn is_standard(&self) -> bool {
        *self == Variant::standard()
    }

    /// The settings as command-line style words: `standard` or `hare-start=b3`.
    pub fn list(&self) -> String {
        if self.is_standard() {
            "standard".to_owned()
        } else {
            format!("hare-start={}", military().name(self.hare_start))
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.list())
    }
}

/// Serialises a point of the military board by its name (`b5`), so saved files stay
/// readable and do not depend on the numbering.
mod point_name {
    use crate::games::board::{Point, military};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(point: &Point, serializer: S) -> Result<S::Ok, S::Error> {
        military().serialize_point(*point, serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        military().deserialize_point(deserializer)
    }
}

impl crate::core::Described for super::HareHounds {
    const NAME: &'static str = "hare-hounds";
    const TITLE: &'static str = "Hare and Hounds";
    const OPTIONS: &'static [crate::core::OptionSpec] = &[crate::core::OptionSpec {
        long: "hare-start",
        value: Some("POINT"),
        help: "Hare and Hounds: the hare's starting point (b5 unless given; any point the \
               hounds do not start on)",
    }];
    type Variant = Variant;

    fn from_variant(variant: &Variant) -> Result<Self, VariantError> {
        super::HareHounds::new(*variant)
    }

    fn variant_settings(&self) -> Variant {
        *self.variant()
    }

    fn variant_words(&self) -> Vec<String> {
        if self.variant().is_standard() {
            Vec::new()
        } else {
            vec![self.variant().list()]
        }
    }

    fn side_name(&self, seat: crate::core::Seat) -> Option<&'static str> {
        Some(super::Side::of_seat(seat).name())
    }

    fn variant_from_options(options: &crate::core::Options) -> Result<Variant, VariantError> {
        match options.get("hare-start") {
            Some(point) => Variant::with_hare_start(point),
            None => Ok(Variant::standard()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hare_starts_on_an_empty_point() {
        assert_eq!(Variant::standard().list(), "standard");
        assert_eq!(
            Variant::with_hare_start("B3").expect("empty").list(),
            "hare-start=b3"
        );
        let err = Variant::with_hare_start("a2").expect_err("a hound's point");
        assert!(err.to_string().contains("cannot start on a2"), "{err}");
        let err = Variant::with_hare_start("d4").expect_err("off the board");
        assert!(
            err.to_string()
                .contains("'d4' is not a point of the 11-point military board"),
            "{err}"
        );
    }

    #[test]
    fn settings_are_saved_by_point_name() {
        let v = Variant::with_hare_start("c3").expect("valid");
        let text = ron::to_string(&v).expect("serialises");
        assert_eq!(text, "(hare_start:\"c3\")");
        assert_eq!(ron::from_str::<Variant>(&text).expect("reads back"), v);
        assert_eq!(
            ron::from_str::<Variant>("()").expect("defaults"),
            Variant::standard()
        );
    }
}
