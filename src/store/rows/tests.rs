//! The tests of `rows`.

use super::write::side_paths;
use super::*;
use crate::store::RowsWriter;
use proptest::prelude::*;

fn id() -> TableId {
    TableId {
        game: "test".into(),
        variant: "rows".into(),
        rules_version: 1,
        layout: "rows".into(),
        encoding: "coded rows".into(),
    }
}

/// Rows much like the row above and the byte before, with a few values far apart.
fn data(rows: usize, width: usize) -> Vec<u8> {
    let mut rng = crate::core::Rng::seeded(7);
    let mut out: Vec<u8> = Vec::with_capacity(rows * width);
    for i in 0..rows * width {
        let above = if i >= width { out[i - width] } else { 30 };
        let b = match rng.below(10) {
            0..=4 => above,
            5..=7 => out.last().copied().unwrap_or(30),
            8 => 2 * rng.below(40) as u8,
            _ => 255,
        };
        out.push(b);
    }
    out
}

/// Writes `bytes` as rows of `width`, `rows` a block, pushed in uneven pieces.
fn write(path: &Path, bytes: &[u8], width: u32, rows: u32, threads: usize) -> u64 {
    let mut writer = RowsWriter::create(path, width, rows).expect("create");
    let mut at = 0;
    let mut step = 1;
    while at < bytes.len() {
        let end = (at + step).min(bytes.len());
        writer.push(&bytes[at..end], threads).expect("push");
        at = end;
        step = step * 7 % 300_007 + 1;
    }
    writer.finish(&id(), threads).expect("finish")
}

#[test]
fn rows_read_back_whole_in_any_range_and_smaller_than_zstd() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let (width, count) = (22, 100_001);
    let bytes = data(count, width);
    let size = write(&path, &bytes, width as u32, 23, 2);
    for side in side_paths(&path) {
        assert!(!side.exists(), "{} is removed", side.display());
    }
    let rows = Rows::open(&path, &id()).expect("open");
    assert_eq!(rows.raw_len(), bytes.len() as u64);
    assert_eq!(rows.block_len(), 22 * 23);
    assert_eq!(rows.read(0..bytes.len() as u64).expect("read"), bytes);
    let n = bytes.len() as u64;
    for range in [0..1u64, 505..507, 506..506, n - 1000..n, 17..40_000] {
        let (s, e) = (range.start as usize, range.end as usize);
        assert_eq!(rows.read(range).expect("read"), &bytes[s..e]);
    }
    assert!(matches!(
        rows.read(0..n + 1),
        Err(StoreError::OutOfRange { .. })
    ));
    rows.verify_all(|_, _| ()).expect("sound");
    rows.decode_all().expect("every block decodes");
    // The context model earns its keep: zstd on blocks of the same length does worse.
    let zstd: usize = bytes
        .chunks(22 * 23)
        .map(|b| zstd::bulk::compress(b, 5).expect("zstd").len() + 8)
        .sum();
    assert!(size < zstd as u64, "{size} bytes against zstd's {zstd}");
}

#[test]
fn bytes_read_one_at_a_time_decode_on_from_where_their_block_stopped() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let (width, count) = (13, 20_011);
    let bytes = data(count, width);
    write(&path, &bytes, width as u32, 37, 2);
    let rows = Rows::open(&path, &id()).expect("open");
    let block_len = rows.block_len();
    // Blocks two at a time in shuffled order, each with its partial block, their bytes
    // read in turn in shuffled order (so forward and back), a few twice.
    let blocks = (bytes.len() as u64).div_ceil(block_len);
    let mut rng = crate::core::Rng::seeded(11);
    let mut shuffled = |n: usize| {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        order
    };
    let block_order = shuffled(blocks as usize);
    let mut partials = [Partial::default(), Partial::default()];
    let mut read = 0;
    for pair in block_order.chunks(2) {
        let mut turns: Vec<(usize, Vec<usize>)> = pair
            .iter()
            .enumerate()
            .map(|(p, &b)| {
                let len = (bytes.len() - b * block_len as usize).min(block_len as usize);
                let mut offsets = shuffled(len);
                offsets.extend(offsets[..len / 7].to_vec());
                (p, offsets)
            })
            .collect();
        while turns.iter().any(|(_, o)| !o.is_empty()) {
            for (p, offsets) in &mut turns {
                let Some(at) = offsets.pop() else { continue };
                let block = pair[*p] as u64;
                let got = rows.byte(block, at, &mut partials[*p]).expect("byte");
                assert_eq!(got, bytes[block as usize * block_len as usize + at]);
                read += 1;
            }
        }
    }
    assert!(read > bytes.len(), "every byte read, some twice");
    // Past the last block or the end of the last one: out of range, never a panic.
    let last = (bytes.len() as u64 - 1) / block_len;
    let mut partial = Partial::default();
    assert!(matches!(
        rows.byte(last + 1, 0, &mut partial),
        Err(StoreError::OutOfRange { .. })
    ));
    assert!(matches!(
        rows.byte(last, block_len as usize, &mut partial),
        Err(StoreError::OutOfRange { .. })
    ));
}

#[test]
fn an_empty_table_and_a_table_of_one_value_read_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    write(&path, &[], 5, 3, 1);
    let rows = Rows::open(&path, &id()).expect("open");
    assert_eq!(rows.raw_len(), 0);
    assert_eq!(rows.read(0..0).expect("read"), Vec::<u8>::new());
    rows.verify_all(|_, _| ()).expect("sound");
    let same = vec![9u8; 12_345];
    write(&path, &same, 5, 100, 2);
    let rows = Rows::open(&path, &id()).expect("open");
    assert_eq!(rows.read(0..12_345).expect("read"), same);
}

#[test]
fn every_byte_value_in_every_context_reads_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let mut rng = crate::core::Rng::seeded(3);
    let bytes: Vec<u8> = (0..200_000).map(|_| rng.below(256) as u8).collect();
    // The largest block: the worst data still fits the directory.
    write(&path, &bytes, 32, 20, 2);
    let rows = Rows::open(&path, &id()).expect("open");
    assert_eq!(rows.read(0..200_000).expect("read"), bytes);
}

#[test]
fn a_dropped_writer_leaves_no_side_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let mut writer = RowsWriter::create(&path, 4, 4).expect("create");
    writer.push(&data(300_000, 4), 1).expect("push");
    drop(writer);
    assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 0);
}

#[test]
fn damaged_rows_are_refused_as_corrupt_never_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let bytes = data(3_000, 10);
    write(&path, &bytes, 10, 8, 1);
    let good = Rows::open(&path, &id()).expect("open");
    let payload = good
        .table()
        .bytes(0..good.table().len())
        .expect("bytes")
        .to_vec();
    let data_at = good.data_at as usize;
    drop(good);
    let mut cases: Vec<(&str, Vec<u8>)> = vec![
        ("too short", payload[..20].to_vec()),
        ("no width", {
            let mut b = payload.clone();
            b[8..12].copy_from_slice(&0u32.to_le_bytes());
            b
        }),
        ("a block too long", {
            let mut b = payload.clone();
            b[12..16].copy_from_slice(&1000u32.to_le_bytes());
            b
        }),
        ("values out of order", {
            let mut b = payload.clone();
            b.swap(32, 33);
            b
        }),
        ("a model that does not read", {
            let mut b = payload.clone();
            let values = u32::from_le_bytes(b[16..20].try_into().expect("4 bytes")) as usize;
            b[PREFIX as usize + values + 5] ^= 0x55;
            b
        }),
        ("wrong end", {
            let mut b = payload.clone();
            b.push(0);
            b
        }),
    ];
    // Every byte of the coded data changed in turn: each block decodes to another length
    // or state, or its directory is out of place.
    for at in (data_at..payload.len()).step_by(97) {
        let mut b = payload.clone();
        b[at] ^= 0x24;
        cases.push(("a coded byte changed", b));
    }
    for (what, bad) in cases {
        crate::store::write(&path, &id(), &bad).expect("write");
        let opened = Rows::open(&path, &id()).and_then(|r| {
            r.verify_all(|_, _| ())?;
            r.decode_all()?;
            r.read(0..r.raw_len())
        });
        match opened {
            Err(StoreError::Corrupt { .. }) => {}
            Ok(read) if what == "a coded byte changed" && read != bytes => {
                panic!("{what}: read back wrong bytes, unnoticed")
            }
            // A change the coder cannot notice would have to decode to the same bytes.
            Ok(_) if what == "a coded byte changed" => {}
            other => panic!("{what}: {other:?}"),
        }
    }
}

#[test]
fn a_push_larger_than_a_batch_writes_the_same_file_as_small_pushes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (width, count) = (20, 600_001);
    // Over a batch of two threads (8 MiB), and not a whole number of chunks.
    let bytes = data(count, width);
    let whole = dir.path().join("whole.kbt");
    let mut writer = RowsWriter::create(&whole, width as u32, 32).expect("create");
    writer.push(&bytes[..7], 2).expect("push");
    writer.push(&bytes[7..], 2).expect("push");
    writer.finish(&id(), 2).expect("finish");
    let pieces = dir.path().join("pieces.kbt");
    write(&pieces, &bytes, width as u32, 32, 2);
    let one_thread = dir.path().join("one.kbt");
    write(&one_thread, &bytes, width as u32, 32, 1);
    // Fewer threads for a later push than for an earlier one: a smaller batch than what is
    // held.
    let fewer = dir.path().join("fewer.kbt");
    let mut writer = RowsWriter::create(&fewer, width as u32, 32).expect("create");
    let cut = 7 << 20;
    writer.push(&bytes[..cut], 2).expect("push");
    writer.push(&bytes[cut..cut + 10], 1).expect("push");
    writer.push(&bytes[cut + 10..], 1).expect("push");
    writer.finish(&id(), 2).expect("finish");
    let file = |p: &Path| std::fs::read(p).expect("read");
    assert!(
        file(&whole) == file(&fewer),
        "the same file whatever the threads of each push"
    );
    assert!(
        file(&whole) == file(&pieces),
        "the same file however the bytes come"
    );
    assert!(
        file(&whole) == file(&one_thread),
        "the same file on any number of threads"
    );
    let rows = Rows::open(&whole, &id()).expect("open");
    assert_eq!(rows.read(0..bytes.len() as u64).expect("read"), bytes);
}

#[test]
fn a_write_stopped_after_a_mark_resumes_into_the_same_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (width, rows) = (20u32, 32u32);
    let bytes = data(300_001, width as usize);
    let whole = dir.path().join("whole.kbt");
    write(&whole, &bytes, width, rows, 2);
    // Stopped at several places, each a mark after a push of uneven length; what was pushed
    // after the last mark is lost and pushed again.
    for (cut, lost) in [(13, 5), (640 * 3, 100), (1 << 20, 7), (4_000_000, 640)] {
        let path = dir.path().join(format!("cut-{cut}.kbt"));
        let mut writer = RowsWriter::create(&path, width, rows).expect("create");
        writer.push(&bytes[..cut], 2).expect("push");
        let mark = writer.mark(2).expect("mark");
        assert_eq!(mark.raw_len, cut as u64);
        assert!(mark.tail.len() < (width * rows) as usize);
        writer.push(&bytes[cut..cut + lost], 2).expect("push");
        // The bytes pushed read back, held or written.
        let some = cut.saturating_sub(700) as u64..(cut + lost) as u64;
        let range = some.start as usize..some.end as usize;
        assert_eq!(writer.pushed(some).expect("read back"), bytes[range]);
        drop(writer);
        assert!(
            side_paths(&path)[0].exists(),
            "the side file outlives a mark"
        );
        assert!(!path.exists());
        let mut writer = RowsWriter::resume(&path, width, rows, &mark).expect("resume");
        assert_eq!(
            writer.pushed(0..cut as u64).expect("read back"),
            bytes[..cut],
            "what was pushed before the mark"
        );
        writer.push(&bytes[cut..], 2).expect("push");
        writer.finish(&id(), 2).expect("finish");
        assert!(
            std::fs::read(&path).expect("read") == std::fs::read(&whole).expect("read"),
            "resumed after {cut} bytes: the same file as written at once"
        );
        assert!(
            !side_paths(&path)[0].exists(),
            "finished: no side file left"
        );
    }
}

#[test]
fn a_resume_refuses_a_side_file_cut_short_damaged_or_gone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let bytes = data(100_000, 8);
    let mut writer = RowsWriter::create(&path, 8, 16).expect("create");
    writer.push(&bytes, 1).expect("push");
    let mark = writer.mark(1).expect("mark");
    drop(writer);
    let side = side_paths(&path)[0].clone();
    let good = std::fs::read(&side).expect("read");
    let refused = |what: &str| match RowsWriter::resume(&path, 8, 16, &mark) {
        Err(e) => assert!(e.is_damage(), "{what}: {e}"),
        Ok(_) => panic!("{what}: resumed"),
    };
    std::fs::write(&side, &good[..good.len() - 1]).expect("write");
    refused("cut short");
    let mut flipped = good.clone();
    let at = flipped.len() / 2;
    flipped[at] ^= 0x10;
    std::fs::write(&side, &flipped).expect("write");
    refused("a byte changed");
    let mut other = mark.clone();
    other.raw_len += 1;
    std::fs::write(&side, &good).expect("write");
    match RowsWriter::resume(&path, 8, 16, &other) {
        Err(e) => assert!(e.is_damage(), "a mark that does not add up: {e}"),
        Ok(_) => panic!("a mark that does not add up: resumed"),
    }
    std::fs::remove_file(&side).expect("remove");
    match RowsWriter::resume(&path, 8, 16, &mark) {
        Err(StoreError::Missing { .. }) => {}
        other => panic!("no side file: {other:?}"),
    }
    // Longer than the mark (a push after it, never marked): cut back, and it resumes.
    std::fs::write(&side, [&good[..], &[1, 2, 3]].concat()).expect("write");
    let mut writer = RowsWriter::resume(&path, 8, 16, &mark).expect("resume");
    assert_eq!(writer.pushed(0..bytes.len() as u64).expect("read"), bytes);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_rows_read_back(
        bytes in proptest::collection::vec(prop_oneof![Just(0u8), Just(1u8), any::<u8>()], 0..3000),
        width in 1u32..40,
        rows in 1u32..16,
    ) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.kbt");
        write(&path, &bytes, width, rows, 2);
        let read = Rows::open(&path, &id()).expect("open");
        prop_assert_eq!(read.read(0..bytes.len() as u64).expect("read"), bytes);
    }
}
