//! A column of a solution's numbers, one per position (or per position and frame): held in
//! memory after a solve, or read in place from the mapped file of a saved one.

use crate::store::Checked;
use bytemuck::Pod;
use std::marker::PhantomData;
use std::ops::Deref;

/// Numbers read as a slice, wherever they are.
#[derive(Debug)]
pub enum Column<T> {
    /// Computed here.
    Owned(Vec<T>),
    /// The little-endian numbers of a saved solve's file, checked against their checksums
    /// and aligned for `T` ([`Column::read`] made sure).
    Mapped(Checked, PhantomData<T>),
}

/// The numbers a column holds, read from little-endian bytes.
pub trait Word: Pod {
    /// The number with its bytes put in little-endian order, or back from it (the same
    /// swap, which does nothing on a little-endian machine).
    fn le(self) -> Self;
}

impl Word for u8 {
    fn le(self) -> Self {
        self
    }
}

impl Word for u32 {
    fn le(self) -> Self {
        u32::to_le(self)
    }
}

impl Word for u64 {
    fn le(self) -> Self {
        u64::to_le(self)
    }
}

impl<T: Word> Column<T> {
    /// The numbers of `bytes`: read in place where they are aligned for `T` on a
    /// little-endian machine (the file's payload and its sections are aligned so), copied
    /// otherwise.
    ///
    /// # Panics
    /// If the bytes are not a whole number of `T`s.
    pub fn read(bytes: Checked) -> Column<T> {
        assert!(
            bytes.bytes().len().is_multiple_of(size_of::<T>()),
            "a column of whole numbers"
        );
        if cfg!(target_endian = "little")
            && bytemuck::try_cast_slice::<u8, T>(bytes.bytes()).is_ok()
        {
            return Column::Mapped(bytes, PhantomData);
        }
        let words: Vec<T> = bytemuck::pod_collect_to_vec(bytes.bytes());
        Column::Owned(words.into_iter().map(T::le).collect())
    }
}

impl<T: Word> Deref for Column<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        match self {
            Column::Owned(words) => words,
            // Cannot fail: `read` mapped only bytes that cast.
            Column::Mapped(bytes, _) => bytemuck::cast_slice(bytes.bytes()),
        }
    }
}

impl<T: Word> From<Vec<T>> for Column<T> {
    fn from(words: Vec<T>) -> Self {
        Column::Owned(words)
    }
}

impl<T: Word + PartialEq> PartialEq for Column<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Word> Default for Column<T> {
    fn default() -> Self {
        Column::Owned(Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{Table, TableId, write};
    use std::sync::Arc;

    #[test]
    fn aligned_numbers_are_read_in_place_and_others_copied() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("column.kbt");
        let id = TableId {
            game: "test".into(),
            variant: "column".into(),
            rules_version: 1,
            layout: "u32 words from byte 0 and from byte 1".into(),
            encoding: "le".into(),
        };
        let words: [u32; 3] = [7, 0x0102_0304, u32::MAX];
        let mut payload: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        payload.push(0);
        payload.extend(words.iter().flat_map(|w| w.to_le_bytes()));
        write(&path, &id, &payload).expect("written");
        let table = Arc::new(Table::open(&path, &id).expect("opened"));
        let aligned: Column<u32> = Column::read(table.checked(0..12).expect("checked"));
        assert!(matches!(aligned, Column::Mapped(..)));
        assert_eq!(*aligned, words);
        // Starting at byte 13, the words are not aligned: they are copied.
        let shifted: Column<u32> = Column::read(table.checked(13..25).expect("checked"));
        assert!(matches!(shifted, Column::Owned(_)));
        assert_eq!(*shifted, words);
    }
}
