//! [`Names`]: a line's move names kept in one buffer, so that a record of a million moves
//! takes a few bytes a move rather than a string each.

use serde::de::{SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Index;

/// Move names in order, as the rules write them.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Names {
    /// Every name, one after the other.
    text: String,
    /// Where each name ends in `text`. A record is at most 16 MiB, so an end fits.
    ends: Vec<u32>,
}

impl Names {
    /// No names.
    pub fn new() -> Names {
        Names::default()
    }

    /// The number of names.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The `index`-th name, if there are that many.
    pub fn get(&self, index: usize) -> Option<&str> {
        let end = *self.ends.get(index)? as usize;
        let start = index.checked_sub(1).map_or(0, |i| self.ends[i] as usize);
        Some(&self.text[start..end])
    }

    /// The first name.
    pub fn first(&self) -> Option<&str> {
        self.get(0)
    }

    /// The last name.
    pub fn last(&self) -> Option<&str> {
        self.get(self.len().checked_sub(1)?)
    }

    /// Adds `name` at the end.
    ///
    /// # Panics
    /// When the names would pass 4 GiB, which no record holds (records are at most 16 MiB).
    pub fn push(&mut self, name: &str) {
        self.text.push_str(name);
        let end = u32::try_from(self.text.len()).expect("move names under 4 GiB");
        self.ends.push(end);
    }

    /// The names in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator + '_ {
        (0..self.len()).map(|i| &self[i])
    }

    /// The names as strings.
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_owned).collect()
    }
}

impl Index<usize> for Names {
    type Output = str;

    fn index(&self, index: usize) -> &str {
        match self.get(index) {
            Some(name) => name,
            None => panic!("move {index} of {}", self.len()),
        }
    }
}

impl<S: AsRef<str>> FromIterator<S> for Names {
    fn from_iter<I: IntoIterator<Item = S>>(names: I) -> Names {
        let mut out = Names::new();
        for name in names {
            out.push(name.as_ref());
        }
        out
    }
}

impl<S: AsRef<str>> From<Vec<S>> for Names {
    fn from(names: Vec<S>) -> Names {
        names.into_iter().collect()
    }
}

impl<S: AsRef<str>, const N: usize> From<[S; N]> for Names {
    fn from(names: [S; N]) -> Names {
        names.into_iter().collect()
    }
}

impl<S: AsRef<str>> PartialEq<[S]> for Names {
    fn eq(&self, other: &[S]) -> bool {
        self.len() == other.len() && self.iter().zip(other).all(|(a, b)| a == b.as_ref())
    }
}

impl<S: AsRef<str>, const N: usize> PartialEq<[S; N]> for Names {
    fn eq(&self, other: &[S; N]) -> bool {
        *self == other[..]
    }
}

impl<S: AsRef<str>> PartialEq<Vec<S>> for Names {
    fn eq(&self, other: &Vec<S>) -> bool {
        *self == other[..]
    }
}

impl fmt::Debug for Names {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Names {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for name in self.iter() {
            seq.serialize_element(name)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Names {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Names, D::Error> {
        /// Reads a list of strings into one buffer.
        struct NamesVisitor;

        impl<'de> Visitor<'de> for NamesVisitor {
            type Value = Names;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of move names")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Names, A::Error> {
                let mut names = Names::new();
                while let Some(name) = seq.next_element::<std::borrow::Cow<'de, str>>()? {
                    names.push(&name);
                }
                Ok(names)
            }
        }

        deserializer.deserialize_seq(NamesVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_their_order_and_text() {
        let names = Names::from(["AC", "", "d4-d5", "BC"]);
        assert_eq!(names.len(), 4);
        assert_eq!(names.iter().collect::<Vec<_>>(), ["AC", "", "d4-d5", "BC"]);
        assert_eq!((names.first(), names.last()), (Some("AC"), Some("BC")));
        assert_eq!(names.get(4), None);
        assert_eq!(names.iter().next_back(), Some("BC"));
        assert_eq!(names.iter().skip(2).collect::<Names>(), ["d4-d5", "BC"]);
        assert_eq!(Names::new().last(), None);
    }

    #[test]
    fn names_read_and_write_as_a_list_of_strings() {
        let names = Names::from(["AC", "a \"quoted\" one", "BD"]);
        let text = ron::to_string(&names).expect("writes");
        assert_eq!(text, r#"["AC","a \"quoted\" one","BD"]"#);
        let back: Names = ron::from_str(&text).expect("reads");
        assert_eq!(back, names);
        let json: Names = serde_json::from_str(r#"["x","y"]"#).expect("reads");
        assert_eq!(json, ["x", "y"]);
        assert!(ron::from_str::<Names>("[1, 2]").is_err());
    }
}
