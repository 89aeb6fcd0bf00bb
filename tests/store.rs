//! Solved-table files: round trips of many payload sizes, streamed and in one go, and the
//! refusal of every kind of damage: missing, not a table, newer format, cut short or
//! extended anywhere, a flipped byte anywhere, a foreign id, leftovers of interrupted writers.

use kibitzer::store::{
    self, BLOCK_SIZE, FORMAT_VERSION, MAGIC, PAYLOAD_ALIGN, StoreError, Table, TableId, Writer,
};
use proptest::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};

const BLOCK: usize = BLOCK_SIZE as usize;

fn id() -> TableId {
    TableId {
        game: "fox-geese".into(),
        variant: "no-sideways".into(),
        rules_version: 3,
        layout: "geese-to-move win bits, 20 bits per set, mirror-halved index, 13 geese".into(),
        encoding: "win-loss-1bit".into(),
    }
}

/// `len` pseudo-random bytes, different for each seed.
fn payload(len: usize, seed: u64) -> Vec<u8> {
    let mut rng = kibitzer::core::Rng::seeded(seed);
    (0..len).map(|_| (rng.next_u64() >> 56) as u8).collect()
}

fn folder() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// Writes a table of `payload` named `name` in `dir`.
fn written(dir: &Path, name: &str, payload: &[u8]) -> PathBuf {
    let path = dir.join(name);
    store::write(&path, &id(), payload).expect("written");
    path
}

/// Where the payload and the checksum list start in a table file, read from its bytes.
struct Offsets {
    header_end: usize,
    payload: usize,
    checksums: usize,
    len: usize,
}

fn offsets(file: &[u8], payload_len: usize) -> Offsets {
    let header_len = u32::from_le_bytes(file[12..16].try_into().expect("4 bytes")) as usize;
    let header_end = 16 + header_len;
    let align = PAYLOAD_ALIGN as usize;
    let payload = (header_end + 4).div_ceil(align) * align;
    let blocks = payload_len.div_ceil(BLOCK);
    Offsets {
        header_end,
        payload,
        checksums: payload + payload_len,
        len: payload + payload_len + 4 * blocks + 4,
    }
}

fn open(path: &Path) -> Result<Table, StoreError> {
    Table::open(path, &id())
}

fn open_err(path: &Path) -> StoreError {
    match open(path) {
        Ok(_) => panic!("{} opened", path.display()),
        Err(err) => err,
    }
}

/// A copy of `bytes` with byte `at` changed by `mask`, written to `path`.
fn write_flipped(path: &Path, bytes: &[u8], at: usize, mask: u8) {
    let mut bytes = bytes.to_vec();
    bytes[at] ^= mask;
    fs::write(path, bytes).expect("written");
}

const SIZES: [usize; 12] = [
    0,
    1,
    2,
    4095,
    4096,
    BLOCK - 1,
    BLOCK,
    BLOCK + 1,
    2 * BLOCK,
    3 * BLOCK + 17,
    5 * BLOCK,
    5 * BLOCK + 4097,
];

#[test]
fn round_trip_of_many_sizes() {
    let dir = folder();
    for (seed, &len) in SIZES.iter().enumerate() {
        let data = payload(len, seed as u64);
        let path = written(dir.path(), &format!("t{len}.kbt"), &data);
        let file = fs::read(&path).expect("read");
        let at = offsets(&file, len);
        assert_eq!(file.len(), at.len, "file length for {len}");
        assert_eq!(file[..8], MAGIC);
        assert_eq!(at.payload % 4096, 0);
        assert_eq!(&file[at.payload..at.checksums], &data[..]);
        assert!(!store::partial_path(&path).exists());

        // All at once.
        let table = open(&path).expect("opens");
        assert_eq!(table.id(), &id());
        assert_eq!(table.len(), len as u64);
        assert_eq!(table.is_empty(), len == 0);
        assert_eq!(table.path(), path);
        assert_eq!(table.bytes(0..len as u64).expect("reads"), &data[..]);
        assert_eq!(table.bytes(0..len as u64).expect("reads again"), &data[..]);

        // Byte by byte, on a freshly opened table (each block checked on first touch).
        let table = open(&path).expect("opens");
        for i in 0..len as u64 {
            assert_eq!(
                table.bytes(i..i + 1).expect("reads"),
                &data[i as usize..][..1]
            );
        }
        // Empty ranges anywhere, including at the end.
        for i in [0, len as u64 / 2, len as u64] {
            assert!(table.bytes(i..i).expect("empty read").is_empty());
        }

        // In odd-sized chunks that straddle blocks, after checking everything.
        let table = open(&path).expect("opens");
        let mut seen = Vec::new();
        table
            .verify_all(|done, total| seen.push((done, total)))
            .expect("verifies");
        assert_eq!(seen.first(), Some(&(0, len as u64)));
        assert_eq!(seen.last(), Some(&(len as u64, len as u64)));
        assert!(seen.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(seen.len(), 1 + len.div_ceil(BLOCK));
        let mut start = 0;
        while start < len {
            let end = (start + 7919).min(len);
            assert_eq!(
                table.bytes(start as u64..end as u64).expect("reads"),
                &data[start..end]
            );
            start = end;
        }
    }
}

#[test]
fn streamed_writes_make_the_same_file_for_any_chunk_size() {
    let dir = folder();
    let len = 3 * BLOCK + 1234;
    let data = payload(len, 7);
    let whole = fs::read(written(dir.path(), "whole.kbt", &data)).expect("read");
    for chunk in [
        1,
        3,
        1000,
        4096,
        BLOCK - 1,
        BLOCK,
        BLOCK + 1,
        2 * BLOCK + 5,
        len,
    ] {
        let path = dir.path().join(format!("chunks{chunk}.kbt"));
        let mut writer = Writer::create(&path, &id(), len as u64).expect("created");
        for piece in data.chunks(chunk) {
            writer.write_all(piece).expect("written");
            writer.write_all(&[]).expect("nothing written");
        }
        writer.finish().expect("finished");
        assert_eq!(fs::read(&path).expect("read"), whole, "chunks of {chunk}");
        let table = open(&path).expect("opens");
        table.verify_all(|_, _| ()).expect("verifies");
        assert_eq!(table.bytes(0..len as u64).expect("reads"), &data[..]);
    }
}

#[test]
fn a_missing_file_is_missing() {
    let dir = folder();
    let path = dir.path().join("absent.kbt");
    let err = open_err(&path);
    assert!(
        matches!(&err, StoreError::Missing { path: p } if *p == path),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(text.contains(&path.display().to_string()), "{text}");
    assert!(text.contains("does not exist"), "{text}");
}

#[test]
fn files_that_are_not_tables_are_refused() {
    let dir = folder();
    let cases: [(&str, Vec<u8>); 4] = [
        ("text.kbt", b"hello, this is not a table at all\n".to_vec()),
        ("random.kbt", payload(10_000, 1)),
        ("short.kbt", b"hello".to_vec()),
        ("almost.kbt", {
            let mut bytes = fs::read(written(dir.path(), "real.kbt", b"abc")).expect("read");
            bytes[7] = b'X';
            bytes
        }),
    ];
    for (name, bytes) in cases {
        let path = dir.path().join(name);
        fs::write(&path, bytes).expect("written");
        let err = open_err(&path);
        assert!(
            matches!(err, StoreError::NotATable { .. }),
            "{name}: {err:?}"
        );
        let text = err.to_string();
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(text.contains("not a Kibitzer table"), "{text}");
    }

    let sub = dir.path().join("a folder.kbt");
    fs::create_dir(&sub).expect("created");
    let err = open_err(&sub);
    assert!(matches!(err, StoreError::NotAFile { .. }), "{err:?}");
}

#[test]
fn a_newer_format_is_refused_and_version_zero_is_damage() {
    let dir = folder();
    let path = written(dir.path(), "t.kbt", &payload(100, 2));
    let bytes = fs::read(&path).expect("read");
    for version in [FORMAT_VERSION + 1, 7, u32::MAX] {
        let mut newer = bytes.clone();
        newer[8..12].copy_from_slice(&version.to_le_bytes());
        fs::write(&path, &newer).expect("written");
        let err = open_err(&path);
        assert!(
            matches!(err, StoreError::NewerFormat { found, supported, .. }
                if found == version && supported == FORMAT_VERSION),
            "{err:?}"
        );
        let text = err.to_string();
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(
            text.contains("newer") || text.contains("update Kibitzer"),
            "{text}"
        );
    }
    let mut zero = bytes;
    zero[8..12].copy_from_slice(&0u32.to_le_bytes());
    fs::write(&path, &zero).expect("written");
    assert!(matches!(open_err(&path), StoreError::Corrupt { .. }));
}

#[test]
fn files_cut_short_anywhere_are_refused() {
    let dir = folder();
    let len = 3 * BLOCK + 100;
    let path = written(dir.path(), "t.kbt", &payload(len, 3));
    let bytes = fs::read(&path).expect("read");
    let at = offsets(&bytes, len);
    let cuts = [
        0,
        3,
        8,
        12,
        15,
        16,
        16 + (at.header_end - 16) / 2,
        at.header_end,
        at.header_end + 2,
        at.header_end + 4,
        at.payload - 1,
        at.payload,
        at.payload + 1,
        at.payload + len / 2,
        at.checksums - 1,
        at.checksums,
        at.checksums + 2,
        at.checksums + 4,
        at.len - 4,
        at.len - 1,
    ];
    let cut_path = dir.path().join("cut.kbt");
    for cut in cuts {
        fs::write(&cut_path, &bytes[..cut]).expect("written");
        let err = open_err(&cut_path);
        match &err {
            StoreError::Truncated {
                expected, found, ..
            } => {
                assert_eq!(*found, cut as u64, "cut at {cut}");
                assert!(*expected > *found, "cut at {cut}: {err:?}");
                if cut >= at.payload + 4 {
                    assert_eq!(*expected, at.len as u64, "cut at {cut}");
                }
            }
            other => panic!("cut at {cut}: {other:?}"),
        }
        let text = err.to_string();
        assert!(text.contains(&cut_path.display().to_string()), "{text}");
        assert!(text.contains("cut short"), "{text}");
    }
}

#[test]
fn files_with_bytes_added_are_refused() {
    let dir = folder();
    let path = written(dir.path(), "t.kbt", &payload(BLOCK + 5, 4));
    let bytes = fs::read(&path).expect("read");
    for extra in [1, 4, 4096] {
        let mut longer = bytes.clone();
        longer.extend(std::iter::repeat_n(0, extra));
        fs::write(&path, &longer).expect("written");
        let err = open_err(&path);
        assert!(
            matches!(err, StoreError::TooLong { expected, found, .. }
                if expected == bytes.len() as u64 && found == longer.len() as u64),
            "{err:?}"
        );
    }
}

#[test]
fn a_flipped_payload_byte_is_found_when_its_block_is_read() {
    let dir = folder();
    let len = 4 * BLOCK + 100;
    let data = payload(len, 5);
    let path = written(dir.path(), "t.kbt", &data);
    let bytes = fs::read(&path).expect("read");
    let at = offsets(&bytes, len);
    let block_of =
        |i: usize| (i / BLOCK) as u64 * BLOCK as u64..((i / BLOCK + 1) * BLOCK).min(len) as u64;

    // One byte in the middle of block 2, then one in the last (short) block.
    for damaged in [2 * BLOCK + 12_345, 4 * BLOCK + 99] {
        let block = damaged / BLOCK;
        write_flipped(&path, &bytes, at.payload + damaged, 0x10);
        let table = open(&path).expect("opens: the payload is not read on open");

        // Other blocks read fine, before and after the damaged one is touched.
        for other in (0..=len / BLOCK).filter(|&b| b != block) {
            let range = block_of(other * BLOCK);
            assert_eq!(
                table.bytes(range.clone()).expect("a sound block"),
                &data[range.start as usize..range.end as usize]
            );
        }
        // Any read touching the damaged block fails, every time.
        let d = damaged as u64;
        for range in [
            d..d + 1,
            block_of(damaged),
            block_of(damaged).start..d,
            0..len as u64,
        ] {
            if range.is_empty() {
                continue;
            }
            for _ in 0..2 {
                let err = table.bytes(range.clone()).expect_err("a damaged block");
                let StoreError::Corrupt { what, .. } = &err else {
                    panic!("{err:?}");
                };
                assert!(what.contains(&format!("block {block} ")), "{what}");
                let text = err.to_string();
                assert!(text.contains(&path.display().to_string()), "{text}");
                assert!(
                    text.contains("damaged") && text.contains("rebuild"),
                    "{text}"
                );
            }
        }
        // A read ending just before the damaged block is fine.
        let before = block_of(damaged).start;
        assert!(table.bytes(before - 10..before).is_ok());

        // verify_all finds it too, on a fresh table, and stops there.
        let table = open(&path).expect("opens");
        let mut last = 0;
        let err = table
            .verify_all(|done, _| last = done)
            .expect_err("damage found");
        assert!(
            matches!(&err, StoreError::Corrupt { what, .. }
                if what.contains(&format!("block {block} "))),
            "{err:?}"
        );
        assert_eq!(last, block as u64 * BLOCK as u64);
    }
}

#[test]
fn a_flipped_byte_before_the_payload_is_refused_on_open() {
    let dir = folder();
    let len = 1000;
    let path = written(dir.path(), "t.kbt", &payload(len, 6));
    let bytes = fs::read(&path).expect("read");
    let at = offsets(&bytes, len);
    // Every byte of the fixed part and the header, and a sample of the padding (it takes
    // milliseconds to write each copy).
    let padding = at.header_end + 4..at.payload;
    let sample = padding
        .clone()
        .step_by(61)
        .chain([padding.start, padding.end - 1]);
    for at_byte in (0..at.header_end + 4).chain(sample) {
        for mask in [0x01, 0x80, 0xFF] {
            write_flipped(&path, &bytes, at_byte, mask);
            let err = match open(&path) {
                Ok(_) => panic!("byte {at_byte} ^ {mask:#x} not noticed"),
                Err(err) => err,
            };
            let fits = match at_byte {
                // The magic.
                0..8 => matches!(err, StoreError::NotATable { .. }),
                // The version: 0, which does not exist, or a newer one.
                8..12 => matches!(
                    err,
                    StoreError::Corrupt { .. } | StoreError::NewerFormat { .. }
                ),
                // The header length: the checksum is then looked for in the wrong place, or
                // past the end of the file.
                12..16 => matches!(
                    err,
                    StoreError::Corrupt { .. } | StoreError::Truncated { .. }
                ),
                // The JSON, its checksum or the padding.
                _ => matches!(err, StoreError::Corrupt { .. }),
            };
            assert!(fits, "byte {at_byte} ^ {mask:#x}: {err:?}");
        }
    }
}

#[test]
fn a_flipped_byte_in_the_checksums_is_refused_on_open() {
    let dir = folder();
    let len = 3 * BLOCK + 7;
    let path = written(dir.path(), "t.kbt", &payload(len, 8));
    let bytes = fs::read(&path).expect("read");
    let at = offsets(&bytes, len);
    assert_eq!(at.len - at.checksums, 4 * 4 + 4);
    for at_byte in at.checksums..at.len {
        write_flipped(&path, &bytes, at_byte, 0x04);
        let err = open_err(&path);
        assert!(
            matches!(&err, StoreError::Corrupt { what, .. } if what.contains("checksum")),
            "byte {at_byte}: {err:?}"
        );
    }
}

#[test]
fn a_table_with_another_id_is_foreign() {
    let dir = folder();
    let path = written(dir.path(), "t.kbt", &payload(10, 9));
    /// The field, how to change it, the file's value and the changed one.
    type Case = (&'static str, fn(&mut TableId), &'static str, &'static str);
    let variants: [Case; 5] = [
        (
            "game",
            |id| id.game = "hare-hounds".into(),
            "fox-geese",
            "hare-hounds",
        ),
        (
            "variant",
            |id| id.variant = "sideways".into(),
            "no-sideways",
            "sideways",
        ),
        ("rules_version", |id| id.rules_version = 4, "3", "4"),
        (
            "layout",
            |id| id.layout = "fox-to-move win bits".into(),
            "geese-to-move win bits, 20 bits per set, mirror-halved index, 13 geese",
            "fox-to-move win bits",
        ),
        (
            "encoding",
            |id| id.encoding = "win-loss-draw-2bit".into(),
            "win-loss-1bit",
            "win-loss-draw-2bit",
        ),
    ];
    for (name, change, in_file, wanted) in variants {
        let mut expected = id();
        change(&mut expected);
        let err = match Table::open(&path, &expected) {
            Ok(_) => panic!("opened with another {name}"),
            Err(err) => err,
        };
        match &err {
            StoreError::Foreign {
                field,
                found,
                expected,
                ..
            } => {
                assert_eq!(*field, name);
                assert_eq!(found, in_file);
                assert_eq!(expected, wanted);
            }
            other => panic!("{name}: {other:?}"),
        }
        let text = err.to_string();
        assert!(text.contains(&path.display().to_string()), "{text}");
        assert!(text.contains(name) && text.contains(wanted), "{text}");
    }
    // The first differing field is named when several differ.
    let mut expected = id();
    expected.encoding = "x".into();
    expected.variant = "y".into();
    assert!(matches!(
        Table::open(&path, &expected),
        Err(StoreError::Foreign {
            field: "variant",
            ..
        })
    ));
}

#[test]
fn a_partial_file_left_by_a_crash_is_never_opened_and_is_overwritten() {
    let dir = folder();
    let path = dir.path().join("t.kbt");
    let partial = store::partial_path(&path);
    assert_eq!(partial, dir.path().join("t.kbt.partial"));
    let data = payload(2 * BLOCK + 3, 10);

    // A writer that never finishes nor drops: as if the process died.
    let mut writer = Writer::create(&path, &id(), data.len() as u64).expect("created");
    writer.write_all(&data[..BLOCK + 1]).expect("written");
    std::mem::forget(writer);
    assert!(partial.exists());
    assert!(!path.exists());
    assert!(matches!(open_err(&path), StoreError::Missing { .. }));
    // Opening the partial file itself (by its own name) fails too.
    assert!(Table::open(&partial, &id()).is_err());

    // Junk in the partial file does not matter either.
    fs::write(&partial, payload(5 * BLOCK, 11)).expect("written");

    let mut writer = Writer::create(&path, &id(), data.len() as u64).expect("created");
    writer.write_all(&data).expect("written");
    writer.finish().expect("finished");
    assert!(!partial.exists());
    let table = open(&path).expect("opens");
    table.verify_all(|_, _| ()).expect("verifies");
    assert_eq!(table.bytes(0..data.len() as u64).expect("reads"), &data[..]);
}

#[test]
fn a_writer_dropped_unfinished_leaves_nothing() {
    let dir = folder();
    let path = dir.path().join("t.kbt");
    let mut writer = Writer::create(&path, &id(), 100).expect("created");
    writer.write_all(&[1; 50]).expect("written");
    drop(writer);
    assert!(!store::partial_path(&path).exists());
    assert!(!path.exists());
}

#[test]
fn a_wrong_payload_length_writes_nothing() {
    let dir = folder();
    let path = dir.path().join("t.kbt");
    let partial = store::partial_path(&path);

    // Too few.
    for given in [0, 1, BLOCK, BLOCK + 9] {
        let mut writer = Writer::create(&path, &id(), BLOCK as u64 + 10).expect("created");
        writer.write_all(&payload(given, 12)).expect("written");
        let err = writer.finish().expect_err("too few bytes");
        assert!(
            matches!(err, StoreError::PayloadLength { expected, written, .. }
                if expected == BLOCK as u64 + 10 && written == given as u64),
            "{err:?}"
        );
        assert!(err.to_string().contains(&path.display().to_string()));
        assert!(!path.exists());
        assert!(!partial.exists());
    }

    // Too many: refused when written.
    let mut writer = Writer::create(&path, &id(), 10).expect("created");
    writer.write_all(&[1; 6]).expect("written");
    let err = writer.write_all(&[2; 5]).expect_err("too many bytes");
    assert!(
        matches!(
            err,
            StoreError::PayloadLength {
                expected: 10,
                written: 11,
                ..
            }
        ),
        "{err:?}"
    );
    // The refused chunk was not written: the right amount still finishes.
    writer.write_all(&[3; 4]).expect("written");
    writer.finish().expect("finished");
    let table = open(&path).expect("opens");
    assert_eq!(
        table.bytes(0..10).expect("reads"),
        &[1, 1, 1, 1, 1, 1, 3, 3, 3, 3]
    );
}

#[test]
fn an_existing_table_stays_whole_until_its_replacement_is_finished() {
    let dir = folder();
    let old = payload(BLOCK + 1, 13);
    let new = payload(2 * BLOCK, 14);
    let path = written(dir.path(), "t.kbt", &old);

    let mut writer = Writer::create(&path, &id(), new.len() as u64).expect("created");
    writer.write_all(&new[..BLOCK]).expect("written");
    let table = open(&path).expect("the old table still opens");
    assert_eq!(table.bytes(0..old.len() as u64).expect("reads"), &old[..]);
    drop(table);
    writer.write_all(&new[BLOCK..]).expect("written");
    writer.finish().expect("finished");
    let table = open(&path).expect("opens");
    assert_eq!(table.bytes(0..new.len() as u64).expect("reads"), &new[..]);
}

/// On Unix a table stays readable while a replacement is renamed over it (the rename
/// leaves the mapped file alive); Windows refuses such a rename instead.
#[cfg(unix)]
#[test]
fn an_open_table_keeps_its_bytes_when_replaced() {
    let dir = folder();
    let old = payload(BLOCK + 1, 15);
    let path = written(dir.path(), "t.kbt", &old);
    let table = open(&path).expect("opens");
    store::write(&path, &id(), &payload(3, 16)).expect("replaced");
    table.verify_all(|_, _| ()).expect("verifies");
    assert_eq!(table.bytes(0..old.len() as u64).expect("reads"), &old[..]);
    assert_eq!(open(&path).expect("opens").len(), 3);
}

#[test]
fn reads_past_the_end_are_refused() {
    let dir = folder();
    let path = written(dir.path(), "t.kbt", &payload(100, 17));
    let table = open(&path).expect("opens");
    #[allow(clippy::reversed_empty_ranges)]
    for range in [0..101, 100..101, 101..101, 50..40, u64::MAX - 1..u64::MAX] {
        let err = table.bytes(range.clone()).expect_err("out of range");
        assert!(
            matches!(err, StoreError::OutOfRange { start, end, len: 100, .. }
                if start == range.start && end == range.end),
            "{range:?}: {err:?}"
        );
    }
}

#[test]
fn a_table_is_shared_between_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Table>();

    let dir = folder();
    let len = 8 * BLOCK + 3;
    let data = payload(len, 18);
    let path = written(dir.path(), "t.kbt", &data);
    let table = open(&path).expect("opens");
    std::thread::scope(|scope| {
        for t in 0..4u64 {
            let (table, data) = (&table, &data);
            scope.spawn(move || {
                let mut at = t * 1009;
                while at < len as u64 {
                    let end = (at + 4001).min(len as u64);
                    assert_eq!(
                        table.bytes(at..end).expect("reads"),
                        &data[at as usize..end as usize]
                    );
                    at = end + 777;
                }
            });
        }
    });
    table.verify_all(|_, _| ()).expect("verifies");
}

#[test]
fn a_writer_in_a_missing_folder_fails_plainly() {
    let dir = folder();
    let path = dir.path().join("no such folder").join("t.kbt");
    let err = store::write(&path, &id(), b"abc").expect_err("no folder");
    assert!(matches!(err, StoreError::Io { .. }), "{err:?}");
    assert!(err.to_string().contains("could not create"), "{err}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random payloads survive the round trip, and one changed byte anywhere in the file is
    /// caught: on open before the payload and after it, on reading its block inside it.
    #[test]
    fn random_damage_is_always_detected(
        len in prop_oneof![0usize..3000, 0usize..(4 * BLOCK + 100)],
        seed in any::<u64>(),
        position in any::<u64>(),
        mask in 1u8..=255,
    ) {
        let dir = folder();
        let data = payload(len, seed);
        let path = written(dir.path(), "t.kbt", &data);
        let table = open(&path).expect("opens");
        table.verify_all(|_, _| ()).expect("verifies");
        prop_assert_eq!(table.bytes(0..len as u64).expect("reads"), &data[..]);
        drop(table);

        let bytes = fs::read(&path).expect("read");
        let at = offsets(&bytes, len);
        let position = (position % bytes.len() as u64) as usize;
        write_flipped(&path, &bytes, position, mask);
        if !(at.payload..at.checksums).contains(&position) {
            prop_assert!(open(&path).is_err(), "byte {} of {} not noticed", position, bytes.len());
        } else {
            let table = open(&path).expect("opens");
            let offset = (position - at.payload) as u64;
            let block = offset / BLOCK_SIZE as u64;
            let is_corrupt = |r: Result<&[u8], StoreError>| {
                matches!(r, Err(StoreError::Corrupt { what, .. })
                    if what.contains(&format!("block {block} ")))
            };
            prop_assert!(is_corrupt(table.bytes(offset..offset + 1)));
            prop_assert!(is_corrupt(table.bytes(0..len as u64)));
            let start = block * BLOCK_SIZE as u64;
            if start > 0 {
                prop_assert!(table.bytes(0..start).is_ok());
            }
            let end = (start + BLOCK_SIZE as u64).min(len as u64);
            prop_assert!(table.bytes(end..len as u64).is_ok());
            let fresh = open(&path).expect("opens");
            let verified = fresh.verify_all(|_, _| ());
            let caught = matches!(verified, Err(StoreError::Corrupt { .. }));
            prop_assert!(caught, "verify_all: {:?}", verified);
        }
    }
}
