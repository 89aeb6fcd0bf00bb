//! `docs/RULES.md` is the app's Help → Rules text, from one source (`src/ui/games/rules_text.rs`),
//! and the README links it rather than anything outside the repository.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn docs_rules_is_the_help_text() {
    let expected = kibitzer::ui::windows::markdown();
    let path = root().join("docs/RULES.md");
    if std::env::var_os("UPDATE_RULES").is_some() {
        std::fs::write(&path, &expected).expect("write docs/RULES.md");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/RULES.md differs from the Help → Rules text in src/ui/games/rules_text.rs; \
         refresh it with `UPDATE_RULES=1 cargo test --test rules_doc`"
    );
}

#[test]
fn the_rules_say_exactly_what_the_cross_is() {
    let text = kibitzer::ui::windows::markdown();
    for needed in [
        "92 lines",
        "a goose on f5 cannot step to e6",
        "b3 and c2 are not joined",
    ] {
        assert!(text.contains(needed), "the rules do not say {needed:?}");
    }
    // What the text says is what the board has: 92 lines, none across an empty corner.
    let board = kibitzer::games::board::cross();
    assert_eq!(board.lines().len(), 92);
}

#[test]
fn the_readme_links_only_inside_the_repository() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("read README.md");
    assert!(
        !readme.contains("../"),
        "the README points outside the repository"
    );
    assert!(
        readme.contains("(docs/RULES.md)"),
        "the README does not link docs/RULES.md"
    );
    // Every relative link target exists.
    for (i, _) in readme.match_indices("](") {
        let rest = &readme[i + 2..];
        let target = rest.split(')').next().unwrap_or_default();
        if target.starts_with('#') || target.starts_with("http") {
            continue;
        }
        assert!(
            root().join(target).exists(),
            "the README links {target}, which is missing"
        );
    }
}

#[test]
fn the_readme_layout_names_every_top_level_module() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("read README.md");
    let layout = &readme[readme.find("## Layout").expect("a Layout section")..];
    let layout = &layout[..layout[3..].find("\n## ").map_or(layout.len(), |e| e + 3)];
    let lib = std::fs::read_to_string(root().join("src/lib.rs")).expect("read src/lib.rs");
    for line in lib.lines() {
        let Some(name) = line
            .strip_prefix("pub mod ")
            .and_then(|l| l.strip_suffix(';'))
        else {
            continue;
        };
        let dir = format!("`src/{name}`");
        let file = format!("`src/{name}.rs`");
        assert!(
            layout.contains(&dir) || layout.contains(&file),
            "the README's Layout does not name src/{name}"
        );
    }
}
