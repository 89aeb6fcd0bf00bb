//! What the package installs is made from the code and agrees with it: the icons are the
//! SVG drawn at each size (the window's icon among them), the completions and manual pages are
//! what the command line prints, and the desktop entry, the metadata and the file type name
//! the same application, command and record header as the code.
//!
//! `KIBITZER_UPDATE_PACKAGING=1 cargo test --test packaging` writes the generated files anew.

use clap_complete::Shell;
use kibitzer::cli::manual::{COMPLETION_FILES, completions, pages};
use kibitzer::record::format::HEADER;
use kibitzer::ui::{APP_ID, ICON_PNG};
use std::path::{Path, PathBuf};

/// The sizes of the icon theme's PNG icons.
const ICON_SIZES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

fn packaging() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Checks that `path` holds `made`, or writes it there when asked to update.
fn matches(path: &Path, made: &[u8]) {
    if std::env::var_os("KIBITZER_UPDATE_PACKAGING").is_some() {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder made");
        std::fs::write(path, made).expect("written");
        return;
    }
    let kept = std::fs::read(path).unwrap_or_default();
    assert!(
        kept == made,
        "{} differs from what the code makes: run KIBITZER_UPDATE_PACKAGING=1 cargo test --test packaging",
        path.display()
    );
}

#[test]
fn the_icons_are_the_svg_drawn_at_each_size_and_the_window_has_the_same() {
    let svg = read(&packaging().join("icons/kibitzer.svg"));
    for size in ICON_SIZES {
        let png = kibitzer::picture::svg_to_png(&svg, size, size).expect("drawn");
        matches(&packaging().join(format!("icons/{size}x{size}.png")), &png);
        if size == 256 {
            let window = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icon.png");
            matches(&window, &png);
            if std::env::var_os("KIBITZER_UPDATE_PACKAGING").is_none() {
                assert!(
                    ICON_PNG == png.as_slice(),
                    "the window's icon is the 256 one"
                );
            }
        }
    }
}

#[test]
fn the_completions_and_manual_pages_are_what_the_command_line_prints() {
    for (shell, installed) in COMPLETION_FILES {
        let name = Path::new(installed).file_name().expect("a file name");
        let text = completions(shell);
        assert!(text.contains("solve"), "{shell}");
        matches(&packaging().join("completions").join(name), text.as_bytes());
    }
    assert_eq!(
        COMPLETION_FILES.map(|(s, _)| s),
        [Shell::Bash, Shell::Zsh, Shell::Fish]
    );
    let pages = pages().expect("rendered");
    assert!(pages.len() > 5, "a page a command");
    for (file, text) in &pages {
        matches(&packaging().join("man").join(file), text.as_bytes());
    }
    // No page is left over from a command that is gone.
    let kept = std::fs::read_dir(packaging().join("man")).expect("the pages");
    for entry in kept {
        let name = entry.expect("an entry").file_name();
        let name = name.to_string_lossy();
        assert!(
            pages.iter().any(|(f, _)| *f == name),
            "{name} is made by no command"
        );
    }
}

/// The value of `key` in a desktop entry.
fn entry<'a>(desktop: &'a str, key: &str) -> &'a str {
    desktop
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
        .unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn the_desktop_entry_metadata_and_file_type_name_the_application() {
    let desktop = read(&packaging().join(format!("{APP_ID}.desktop")));
    assert_eq!(entry(&desktop, "Exec"), "kibitzer %f");
    assert_eq!(entry(&desktop, "Icon"), APP_ID);
    assert_eq!(entry(&desktop, "StartupWMClass"), APP_ID);
    let mime = read(&packaging().join(format!("{APP_ID}.mime.xml")));
    let kind = "application/x-kibitzer-game";
    assert_eq!(entry(&desktop, "MimeType"), format!("{kind};"));
    assert!(mime.contains(&format!("type=\"{kind}\"")));
    // The file type is found by the first line every record starts with.
    let first_line = HEADER.lines().next().expect("a line");
    let value = mime
        .split("value=\"")
        .nth(1)
        .and_then(|v| v.split('"').next())
        .expect("a magic string");
    assert!(first_line.starts_with(value), "{value} / {first_line}");
    let metainfo = read(&packaging().join(format!("{APP_ID}.metainfo.xml")));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!("{APP_ID}.desktop</launchable>")));
    assert!(metainfo.contains(&format!("<mediatype>{kind}</mediatype>")));
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        metainfo.contains(&format!("<release version=\"{version}\"")),
        "the metadata lists this version's release"
    );
}

#[test]
fn the_package_installs_every_file_of_packaging() {
    let manifest = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"));
    let mut files = Vec::new();
    for folder in ["", "icons", "completions", "man"] {
        for entry in std::fs::read_dir(packaging().join(folder)).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_file() {
                files.push(path);
            }
        }
    }
    for path in files {
        let relative = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .expect("in the crate");
        let name = relative.to_string_lossy();
        if name.ends_with(".sh") {
            continue;
        }
        // A folder of like files may be listed by a pattern (`packaging/man/*.1`).
        let pattern = match (relative.parent(), relative.extension()) {
            (Some(folder), Some(ext)) => {
                format!("{}/*.{}", folder.display(), ext.to_string_lossy())
            }
            _ => String::new(),
        };
        assert!(
            manifest.contains(&format!("\"{name}\""))
                || manifest.contains(&format!("\"{pattern}\"")),
            "{name} is not among the package's assets in Cargo.toml"
        );
    }
}
