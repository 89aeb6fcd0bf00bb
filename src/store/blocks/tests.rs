//! The tests of `blocks`.

use super::*;

fn id() -> TableId {
    TableId {
        game: "test".into(),
        variant: "blocks".into(),
        rules_version: 1,
        layout: "bytes".into(),
        encoding: "zstd blocks".into(),
    }
}

fn data(n: usize) -> Vec<u8> {
    // Compressible, not constant.
    (0..n).map(|i| ((i / 7) % 13 + i % 3) as u8).collect()
}

#[test]
fn pushed_bytes_read_back_whole_and_in_any_range() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let bytes = data(100_003);
    let mut writer = BlockWriter::create(&path, 4096, 3).expect("create");
    // Pushed in uneven pieces, some shorter than a block, some longer.
    let mut at = 0;
    for (i, len) in [1usize, 4095, 3, 20_000, 0, 7, 75_897].iter().enumerate() {
        writer.push(&bytes[at..at + len], 1 + i % 2).expect("push");
        at += len;
    }
    assert_eq!(at, bytes.len());
    let size = writer.finish(&id()).expect("finish");
    assert!(!blocks_path(&path).exists(), "the side file is removed");
    assert!(size < bytes.len() as u64 / 2, "compressed: {size}");
    let blocks = Blocks::open(&path, &id()).expect("open");
    assert_eq!(blocks.raw_len(), bytes.len() as u64);
    assert_eq!(blocks.read(0..bytes.len() as u64).expect("read"), bytes);
    for range in [0..1u64, 4095..4097, 8192..8192, 99_000..100_003, 17..40_000] {
        let (s, e) = (range.start as usize, range.end as usize);
        assert_eq!(blocks.read(range).expect("read"), &bytes[s..e]);
    }
    assert!(matches!(
        blocks.read(0..100_004),
        Err(StoreError::OutOfRange { .. })
    ));
    blocks.verify_all(|_, _| ()).expect("sound");
}

#[test]
fn an_empty_table_of_blocks_reads_as_empty() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    BlockWriter::create(&path, 64, 1)
        .expect("create")
        .finish(&id())
        .expect("finish");
    let blocks = Blocks::open(&path, &id()).expect("open");
    assert_eq!(blocks.raw_len(), 0);
    assert_eq!(blocks.read(0..0).expect("read"), Vec::<u8>::new());
}

#[test]
fn a_writer_dropped_before_finishing_leaves_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    let mut writer = BlockWriter::create(&path, 64, 1).expect("create");
    writer.push(&data(1000), 2).expect("push");
    drop(writer);
    assert_eq!(fs::read_dir(dir.path()).expect("list").count(), 0);
}

#[test]
fn a_directory_that_makes_no_sense_is_damage() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("t.kbt");
    // Sound checksums around a directory that does not match its data: each refused.
    let good = {
        let mut w = BlockWriter::create(&path, 64, 1).expect("create");
        w.push(&data(1000), 1).expect("push");
        w.finish(&id()).expect("finish");
        let t = Table::open(&path, &id()).expect("open");
        t.bytes(0..t.len()).expect("read").to_vec()
    };
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("short", good[..10].to_vec()),
        ("zero block length", {
            let mut b = good.clone();
            b[8..12].copy_from_slice(&0u32.to_le_bytes());
            b
        }),
        ("too many blocks", {
            let mut b = good.clone();
            b[0..8].copy_from_slice(&u64::MAX.to_le_bytes());
            b
        }),
        ("out of order", {
            let mut b = good.clone();
            b[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
            b
        }),
        ("wrong end", {
            let mut b = good.clone();
            b.push(0);
            b
        }),
        ("a block that does not decompress", {
            let mut b = good.clone();
            let data_start = 16 + 8 * (1000usize.div_ceil(64) + 1);
            b[data_start] ^= 0xff;
            b
        }),
    ];
    for (what, payload) in cases {
        super::super::write(&path, &id(), &payload).expect("write");
        let opened = Blocks::open(&path, &id()).and_then(|b| b.verify_all(|_, _| ()));
        match opened {
            Err(StoreError::Corrupt { .. }) => {}
            other => panic!("{what}: {other:?}"),
        }
    }
}
