//! One player's hands: one to four values in units, kept in ascending order so that a
//! player's hands are a multiset, as the position codes write them.

use std::ops::Index;

/// Most hands a player may have.
pub const MAX_HANDS: usize = 4;

/// One player's hands, ascending (the slots past `len` are zero).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hands {
    values: [i8; MAX_HANDS],
    len: u8,
}

impl Hands {
    /// The hands holding `values`, put in order.
    ///
    /// # Panics
    /// With no value or more than [`MAX_HANDS`]: a caller's mistake, never a user's (codes
    /// and files are checked before they get here).
    pub fn new(values: &[i8]) -> Hands {
        assert!(
            (1..=MAX_HANDS).contains(&values.len()),
            "a player has 1 to {MAX_HANDS} hands"
        );
        let mut hands = Hands {
            values: [0; MAX_HANDS],
            len: values.len() as u8,
        };
        hands.values[..values.len()].copy_from_slice(values);
        hands.values[..values.len()].sort_unstable();
        hands
    }

    /// `len` hands all holding `value`.
    pub fn filled(len: usize, value: i8) -> Hands {
        Hands::new(&[value; MAX_HANDS][..len])
    }

    /// The number of hands.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Never true: a player has at least one hand (for clippy's `len` convention).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The values, ascending.
    pub fn as_slice(&self) -> &[i8] {
        &self.values[..self.len()]
    }

    /// The same hands with hand `index` holding `value`, put back in order.
    pub fn with(&self, index: usize, value: i8) -> Hands {
        let mut hands = *self;
        let values = &mut hands.values[..self.len()];
        values[index] = value;
        // Only the changed hand may be out of place: move it to where it belongs.
        let mut at = index;
        while at > 0 && values[at - 1] > values[at] {
            values.swap(at - 1, at);
            at -= 1;
        }
        while at + 1 < values.len() && values[at] > values[at + 1] {
            values.swap(at, at + 1);
            at += 1;
        }
        hands
    }

    /// The same hands with hand `index` holding `value`, left where it is: a draft that the
    /// position editor puts in order ([`Hands::sorted`]) when it is done.
    pub fn edited(&self, index: usize, value: i8) -> Hands {
        let mut edited = *self;
        edited.values[index] = value;
        edited
    }

    /// The same hands in ascending order (a seat without hands stays as it is).
    pub fn sorted(&self) -> Hands {
        if self.is_empty() {
            return *self;
        }
        Hands::new(self.as_slice())
    }

    /// Whether every hand holds the same value.
    pub fn all_equal(&self) -> bool {
        self.as_slice().windows(2).all(|w| w[0] == w[1])
    }

    /// The hands whose value no lower hand has: one of each value, the lowest index.
    pub fn distinct(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).filter(|&i| i == 0 || self.values[i] != self.values[i - 1])
    }
}

impl Index<usize> for Hands {
    type Output = i8;

    fn index(&self, index: usize) -> &i8 {
        &self.as_slice()[index]
    }
}
