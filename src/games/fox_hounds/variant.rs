//! Fox and Hounds settings: where on row 8 the fox starts, and who moves first.

use crate::core::{Reason, VariantError};
use crate::games::board::{Point, checkerboard};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where the hounds start: the four dark squares of row 1.
pub const HOUNDS_START: [&str; 4] = ["a1", "c1", "e1", "g1"];

/// The squares the fox may start on: the four dark squares of row 8.
pub const FOX_STARTS: [&str; 4] = ["b8", "d8", "f8", "h8"];

/// The fox's usual starting square.
pub const FOX_START: &str = "d8";

/// The settings of one Fox and Hounds game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Variant {
    /// The fox's starting square: d8 in the standard game, else b8, f8 or h8. Saved by its
    /// name.
    #[serde(with = "point_name")]
    pub fox_start: Point,
    /// Whether the hounds move first (the fox does in the standard game).
    pub hounds_first: bool,
}

impl Default for Variant {
    fn default() -> Self {
        Variant::standard()
    }
}

impl Variant {
    /// The standard game: the fox on d8, moving first.
    pub fn standard() -> Variant {
        Variant {
            fox_start: checkerboard().point(FOX_START).unwrap_or(Point(29)),
            hounds_first: false,
        }
    }

    /// The fox starting on the square called `name` and moving first, checked.
    pub fn with_fox_start(name: &str) -> Result<Variant, VariantError> {
        let fox_start = checkerboard()
            .parse_point(name)
            .map_err(VariantError::Incompatible)?;
        let variant = Variant {
            fox_start,
            hounds_first: false,
        };
        variant.validate()?;
        Ok(variant)
    }

    /// Checks that the fox starts on a dark square of row 8.
    pub fn validate(&self) -> Result<(), VariantError> {
        let board = checkerboard();
        if self.fox_start.index() >= board.len() {
            let number = self.fox_start.0;
            return Err(VariantError::Incompatible(
                Reason::new("fh-square-number").with("number", number),
            ));
        }
        let name = board.name(self.fox_start);
        if !FOX_STARTS.contains(&name) {
            return Err(VariantError::Incompatible(
                Reason::new("fh-fox-start").with("point", name),
            ));
        }
        Ok(())
    }

    /// Whether this is the standard game.
    pub fn is_standard(&self) -> bool {
        *self == Variant::standard()
    }

    /// The settings as command-line style words: `standard`, or what differs from it, like
    /// `fox-start=b8, hounds-first`.
    pub fn list(&self) -> String {
        if self.is_standard() {
            return "standard".to_owned();
        }
        let mut words = Vec::new();
        if *self != self.with_standard_start() {
            words.push(format!("fox-start={}", checkerboard().name(self.fox_start)));
        }
        if self.hounds_first {
            words.push("hounds-first".to_owned());
        }
        words.join(", ")
    }

    /// The same settings with the fox on its usual square.
    fn with_standard_start(&self) -> Variant {
        Variant {
            fox_start: Variant::standard().fox_start,
            ..*self
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.list())
    }
}

/// Serialises a square of the checkerboard by its name (`d8`), so saved files stay readable
/// and do not depend on the numbering.
mod point_name {
    use crate::games::board::{Point, checkerboard};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(point: &Point, serializer: S) -> Result<S::Ok, S::Error> {
        checkerboard().serialize_point(*point, serializer)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        checkerboard().deserialize_point(deserializer)
    }
}

impl crate::core::Described for super::FoxHounds {
    const NAME: &'static str = "fox-hounds";
    const TITLE: &'static str = "Fox and Hounds";
    const OPTIONS: &'static [crate::core::OptionSpec] = &[
        crate::core::OptionSpec {
            long: "fox-start",
            value: Some("POINT"),
            help: "Fox and Hounds: the fox's starting square, b8, d8, f8 or h8 (d8 unless given)",
        },
        crate::core::OptionSpec {
            long: "hounds-first",
            value: None,
            help: "Fox and Hounds: the hounds move first",
        },
    ];
    type Variant = Variant;

    fn from_variant(variant: &Variant) -> Result<Self, VariantError> {
        super::FoxHounds::new(*variant)
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
        let mut variant = match options.get("fox-start") {
            Some(square) => Variant::with_fox_start(square)?,
            None => Variant::standard(),
        };
        variant.hounds_first = crate::core::flag(options, "hounds-first");
        Ok(variant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fox_starts_on_row_8() {
        assert_eq!(Variant::standard().list(), "standard");
        assert_eq!(
            checkerboard().name(Variant::standard().fox_start),
            FOX_START
        );
        for name in FOX_STARTS {
            let v = Variant::with_fox_start(name).expect("row 8");
            assert_eq!(checkerboard().name(v.fox_start), name);
            assert!(!v.hounds_first);
        }
        assert_eq!(
            Variant::with_fox_start("B8").expect("valid").list(),
            "fox-start=b8"
        );
        let hounds_first = Variant {
            hounds_first: true,
            ..Variant::standard()
        };
        assert_eq!(hounds_first.list(), "hounds-first");
        let both = Variant {
            hounds_first: true,
            ..Variant::with_fox_start("h8").expect("valid")
        };
        assert_eq!(both.to_string(), "fox-start=h8, hounds-first");
        let err = Variant::with_fox_start("d4").expect_err("not row 8");
        assert!(err.to_string().contains("not on d4"), "{err}");
        let err = Variant::with_fox_start("c1").expect_err("a hound's square");
        assert!(err.to_string().contains("not on c1"), "{err}");
        let err = Variant::with_fox_start("a8").expect_err("a light square");
        assert!(
            err.to_string()
                .contains("'a8' is not a point of the 8×8 checkerboard"),
            "{err}"
        );
        let off = Variant {
            fox_start: Point(32),
            ..Variant::standard()
        };
        assert!(off.validate().is_err());
    }

    #[test]
    fn settings_are_saved_by_square_name() {
        let v = Variant {
            hounds_first: true,
            ..Variant::with_fox_start("f8").expect("valid")
        };
        let text = ron::to_string(&v).expect("serialises");
        assert_eq!(text, "(fox_start:\"f8\",hounds_first:true)");
        assert_eq!(ron::from_str::<Variant>(&text).expect("reads back"), v);
        assert_eq!(
            ron::from_str::<Variant>("()").expect("defaults"),
            Variant::standard()
        );
        assert!(ron::from_str::<Variant>("(fox_start:\"e8\")").is_err());
    }
}
