//! `kibitzer render`: a position's board or table written as SVG and PNG, as the window
//! draws it. The SVG must parse, with the size asked for and the board's words as text;
//! the PNG must be the board at the size asked for; bad requests are refused clearly. One
//! image snapshot of each format.

use egui_kittest::{SnapshotOptions, image_snapshot_options};
use resvg::usvg::roxmltree;
use std::path::Path;
use std::process::{Command, Output};

fn kibitzer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs kibitzer")
}

fn render(args: &[&str], out: &Path) -> Vec<u8> {
    let mut all = vec!["render"];
    all.extend_from_slice(args);
    let out_text = out.to_str().expect("UTF-8 path");
    all.extend_from_slice(&["--out", out_text]);
    let output = kibitzer(&all);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{all:?}: {stderr}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.starts_with(out_text), "{stdout}");
    std::fs::read(out).expect("written")
}

/// The text of every `<text>` element of an SVG document.
fn texts(doc: &roxmltree::Document<'_>) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.descendants().filter_map(|d| d.text()).collect::<String>())
        .collect()
}

#[test]
fn every_game_renders_a_valid_svg_of_the_size_asked_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (game, word) in [
        ("chopsticks", "Player 1"),
        ("hare-hounds", "a"),
        ("fox-geese", "g"),
        ("fox-hounds", "h"),
    ] {
        let out = dir.path().join(format!("{game}.svg"));
        let bytes = render(&[game, "--coordinates", "--size", "640x480"], &out);
        let text = String::from_utf8(bytes).expect("SVG is text");
        let doc = roxmltree::Document::parse(&text).expect("the SVG parses");
        let root = doc.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(root.attribute("viewBox"), Some("0 0 640 480"), "{game}");
        let words = texts(&doc);
        assert!(
            words.iter().any(|w| w.trim() == word || w.contains(word)),
            "{game}: no {word:?} among {words:?}"
        );
        // resvg reads it too.
        let tree = resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default());
        assert!(tree.is_ok(), "{game}");
    }
}

#[test]
fn the_png_is_the_board_at_the_size_asked_for() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("board.PNG");
    let bytes = render(
        &[
            "--game",
            "fox-geese",
            "--position",
            "d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox",
            "--size",
            "300x200",
        ],
        &out,
    );
    let image = image::load_from_memory(&bytes).expect("a PNG").to_rgba8();
    assert_eq!(image.dimensions(), (300, 200));
    // The light theme's background in the corner, and something drawn in the middle.
    let corner = image.get_pixel(2, 2).0;
    assert!(corner[3] == 255 && corner[0] > 200, "{corner:?}");
    let differs = image.pixels().filter(|p| p.0 != corner).count();
    assert!(
        differs > 300 * 200 / 20,
        "the board covers the picture: {differs}"
    );
    // The dark theme is dark.
    let dark = dir.path().join("dark.png");
    let bytes = render(&["fox-geese", "--dark", "--size", "300x200"], &dark);
    let image = image::load_from_memory(&bytes).expect("a PNG").to_rgba8();
    assert!(image.get_pixel(2, 2).0[0] < 80);
}

#[test]
fn bad_requests_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = |name: &str| dir.path().join(name).to_str().expect("UTF-8").to_owned();
    for (args, expected) in [
        (
            vec!["chopsticks".to_owned(), "--out".to_owned(), out("a.gif")],
            "must end in .svg or .png".to_owned(),
        ),
        (
            vec![
                "chopsticks".into(),
                "--size".into(),
                "0x10".into(),
                "--out".into(),
                out("a.png"),
            ],
            "'0x10' is not a size".into(),
        ),
        (
            vec![
                "fox-geese".into(),
                "--size".into(),
                "9000x10".into(),
                "--out".into(),
                out("a.png"),
            ],
            "each 1 to 8192".into(),
        ),
        (
            vec![
                "chopsticks".into(),
                "--position".into(),
                "99".into(),
                "--out".into(),
                out("a.svg"),
            ],
            "99".into(),
        ),
        (
            vec![
                "chopsticks".into(),
                "--game".into(),
                "fox-geese".into(),
                "--out".into(),
                out("a.svg"),
            ],
            "the game is given twice".into(),
        ),
        (vec!["--out".into(), out("a.svg")], "which game?".into()),
        (
            vec![
                "fox-geese".into(),
                "--players".into(),
                "3".into(),
                "--out".into(),
                out("a.svg"),
            ],
            "--players is an option of Chopsticks".into(),
        ),
    ] {
        let mut all = vec!["render"];
        all.extend(args.iter().map(String::as_str));
        let output = kibitzer(&all);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{all:?}: {stderr}");
        assert!(
            stderr.contains(&expected),
            "{all:?}: expected {expected:?} in {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    assert_eq!(
        std::fs::read_dir(dir.path()).expect("dir").count(),
        0,
        "nothing written"
    );
}

#[test]
fn a_rendered_png_and_svg_look_as_they_did() {
    let dir = tempfile::tempdir().expect("temp dir");
    let options = SnapshotOptions::default()
        .threshold(2.0)
        .max_failed_pixels(200);
    let png = render(
        &["hare-hounds", "--coordinates", "--size", "480x360"],
        &dir.path().join("h.png"),
    );
    let image = image::load_from_memory(&png).expect("a PNG").to_rgba8();
    image_snapshot_options(&image, "render_hare_hounds_png", &options);
    let svg = render(
        &[
            "chopsticks",
            "--players",
            "3",
            "--dark",
            "--size",
            "480x360",
        ],
        &dir.path().join("c.svg"),
    );
    let svg = String::from_utf8(svg).expect("text");
    let drawn = kibitzer::picture::svg_to_png(&svg, 480, 360).expect("draws");
    let image = image::load_from_memory(&drawn).expect("a PNG").to_rgba8();
    image_snapshot_options(&image, "render_chopsticks_svg", &options);
}
