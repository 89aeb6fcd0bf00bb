//! The message files and the code agree: every message exists in English and French with the
//! same arguments, every message the code asks for exists, and no user-facing text is left
//! written inline in `src/ui` (a simple scan of its string literals).

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The languages, by their message folders.
const LANGUAGES: [&str; 2] = ["en-US", "fr"];

/// Every `.rs` or `.ftl` file under `dir`.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(dir) = todo.pop() {
        for entry in fs::read_dir(&dir).expect("a folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// The variables a pattern uses, into `out`.
fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for variant in variants {
                pattern_vars(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            // A seat comes with all its forms (`$who-subject`, `$who-name`…); each language
            // takes those its grammar needs, so they count as one argument.
            let name = id.name;
            let seat = ["who", "other"]
                .into_iter()
                .find(|role| name.strip_prefix(role).is_some_and(|r| r.starts_with('-')));
            out.insert(seat.unwrap_or(name).to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for arg in &arguments.positional {
                inline_vars(arg, out);
            }
            for arg in &arguments.named {
                inline_vars(&arg.value, out);
            }
        }
        _ => {}
    }
}

/// A language's messages: each id with the variables it uses (attributes as `id.attr`).
fn messages(language: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/locales")
        .join(language);
    for path in files(&dir, "ftl") {
        let text = fs::read_to_string(&path).expect("a message file");
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{}: {errors:?}", path.display()),
        };
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern_vars(value, &mut vars);
            }
            let id = message.id.name.to_owned();
            assert!(
                out.insert(id.clone(), vars).is_none(),
                "{language}: {id} is defined twice"
            );
            for attribute in &message.attributes {
                let mut vars = BTreeSet::new();
                pattern_vars(&attribute.value, &mut vars);
                out.insert(format!("{id}.{}", attribute.id.name), vars);
            }
        }
    }
    out
}

#[test]
fn every_message_exists_in_every_language_with_the_same_arguments() {
    let english = messages(LANGUAGES[0]);
    assert!(english.len() > 1, "no English messages found");
    for language in &LANGUAGES[1..] {
        let other = messages(language);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "missing in {language}: {missing:?}");
        assert!(extra.is_empty(), "only in {language}: {extra:?}");
        for (id, vars) in &english {
            assert_eq!(
                vars, &other[id],
                "{id}: English and {language} use different arguments"
            );
        }
    }
}

/// The Rust source of `src/`, each file without its comments and its test module.
fn sources() -> Vec<(PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    files(&src, "rs")
        .into_iter()
        // A module's tests in a file of their own (`#[cfg(test)] mod tests;`) are not code
        // of the program.
        .filter(|path| path.file_name().is_none_or(|name| name != "tests.rs"))
        .map(|path| {
            let text = fs::read_to_string(&path).expect("a source file");
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            let code: Vec<&str> = code
                .lines()
                .map(|line| {
                    let trimmed = line.trim_start();
                    if trimmed.starts_with("//") { "" } else { line }
                })
                .collect();
            (path, code.join("\n"))
        })
        .collect()
}

/// The string literals of `code` with the line each starts on and the text before it on
/// that line. Raw strings (`r"…"`, `r#"…"#`) count too.
fn literals(code: &str) -> Vec<(usize, String, String)> {
    let bytes: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < bytes.len() {
        let c = bytes[i];
        if c == '\n' {
            line += 1;
            line_start = i + 1;
            i += 1;
            continue;
        }
        // A char literal such as '"' is not a string.
        if c == '\'' && i + 2 < bytes.len() && bytes[i + 2] == '\'' {
            i += 3;
            continue;
        }
        if c == '\'' && i + 3 < bytes.len() && bytes[i + 1] == '\\' && bytes[i + 3] == '\'' {
            i += 4;
            continue;
        }
        let raw = c == 'r' && (bytes.get(i + 1) == Some(&'"') || bytes.get(i + 1) == Some(&'#'));
        if c == '"' || raw {
            let before: String = bytes[line_start..i].iter().collect();
            let start_line = line;
            let mut text = String::new();
            if raw {
                let mut hashes = 0;
                let mut j = i + 1;
                while bytes.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if bytes.get(j) != Some(&'"') {
                    i += 1;
                    continue;
                }
                j += 1;
                let close: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let rest: String = bytes[j..].iter().collect();
                let end = rest.find(&close).unwrap_or(rest.len());
                text = rest[..end].to_owned();
                line += text.matches('\n').count();
                i = j + text.chars().count() + close.chars().count();
            } else {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != '"' {
                    if bytes[j] == '\\' {
                        text.push(bytes[j]);
                        j += 1;
                    }
                    if bytes[j] == '\n' {
                        line += 1;
                    }
                    text.push(bytes[j]);
                    j += 1;
                }
                i = j + 1;
            }
            out.push((start_line, before, text));
            continue;
        }
        i += 1;
    }
    out
}

/// Whether the text before a literal ends in `tr!(` or `message(`: the literal is a
/// message id.
fn asks_for_message(before: &str) -> bool {
    let before = before.trim_end();
    ["tr!(", "message("].iter().any(|call| {
        before
            .strip_suffix(call)
            .is_some_and(|head| !head.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(LANGUAGES[0]);
    let mut missing = Vec::new();
    for (path, code) in sources() {
        for (line, before, text) in literals(&code) {
            if asks_for_message(&before) && !english.contains_key(&text) {
                missing.push(format!("{}:{line}: {text}", path.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "messages missing:\n{}",
        missing.join("\n")
    );
}

/// Literals in `src/ui` that are not words: symbols and formats.
const ALLOWED: &[&str] = &["⇤", "◀", "▶", "⇥", "Kibitzer", "English", "Français"];

/// Whether a literal reads as words for people: a space between letters, or a capitalised
/// word. Format strings count by their text outside `{…}`.
fn is_words(text: &str) -> bool {
    let mut outside = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => outside.push(c),
            _ => {}
        }
    }
    let letters = outside.chars().filter(|c| c.is_alphabetic()).count();
    if letters < 2 {
        return false;
    }
    let spaced = outside
        .split_whitespace()
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count()
        >= 2;
    let mut chars = outside.trim_start().chars();
    let capitalised = chars.next().is_some_and(char::is_uppercase)
        && chars.next().is_some_and(char::is_lowercase);
    spaced || capitalised
}

/// Calls whose literals are for developers or the program, not for people.
const NOT_FOR_PEOPLE: &[&str] = &[
    "expect(",
    "panic!(",
    "unreachable!(",
    "debug_assert",
    "assert!(",
    "eprintln!(",
    "Id::new(",
    "id_salt(",
    "Grid::new(",
    "Plot::new(",
    "move_plot(",
    "#[",
    "strip_suffix(",
];

#[test]
fn no_user_facing_text_is_left_inline_in_the_ui_code() {
    let mut left = Vec::new();
    for (path, code) in sources() {
        if !path.components().any(|c| c.as_os_str() == "ui") {
            continue;
        }
        for (line, before, text) in literals(&code) {
            if !is_words(&text) || ALLOWED.contains(&text.as_str()) {
                continue;
            }
            if asks_for_message(&before) || NOT_FOR_PEOPLE.iter().any(|c| before.contains(c)) {
                continue;
            }
            left.push(format!("{}:{line}: {text:?}", path.display()));
        }
    }
    assert!(
        left.is_empty(),
        "{} texts in src/ui are not in the message files:\n{}",
        left.len(),
        left.join("\n")
    );
}

/// The first string literal after each `call` in `code` (spaces and line breaks between).
fn keys_after(code: &str, call: &str) -> Vec<String> {
    code.match_indices(call)
        .filter_map(|(at, _)| {
            let rest = code[at + call.len()..].trim_start().strip_prefix('"')?;
            Some(rest[..rest.find('"')?].to_owned())
        })
        .collect()
}

/// The message ids built at run time from a key (`reason-<key>`, `end-<key>`, `side-<key>`,
/// `game-title-<game>`, `game-switch-<switch>`, `estimate-term-<term>`) exist in English for
/// every key the code can give them (the other languages follow from the test above).
#[test]
fn every_message_named_by_a_key_exists() {
    let english = messages(LANGUAGES[0]);
    let mut wanted = BTreeSet::new();
    let mut reasons = 0;
    for (_, code) in sources() {
        // Every reason names its message with a literal, so that this scan sees them all.
        let calls = code.matches("Reason::new(").count();
        let keys = keys_after(&code, "Reason::new(");
        assert_eq!(keys.len(), calls, "a Reason::new without a literal key");
        for key in keys {
            wanted.insert(format!("reason-{key}"));
            reasons += 1;
        }
        for key in keys_after(&code, "Ending::new(") {
            wanted.insert(format!("end-{key}"));
        }
        for call in ["const LONE: &'static str =", "const BAND: &'static str ="] {
            for key in keys_after(&code, call) {
                wanted.insert(format!("side-{key}"));
            }
        }
    }
    assert!(
        reasons > 100,
        "the scan finds the rules' reasons: {reasons}"
    );
    for kind in kibitzer::games::GameKind::ALL {
        wanted.insert(format!("game-title-{}", kind.name()));
    }
    for switch in kibitzer::games::chopsticks::Switch::ALL {
        wanted.insert(format!("game-switch-{}", switch.name()));
        wanted.insert(format!("game-switch-{}-summary", switch.name()));
    }
    for (term, _) in kibitzer::games::fox_geese::heuristic::SCORE_TERMS {
        wanted.insert(format!("estimate-term-{term}"));
    }
    let missing: Vec<&String> = wanted
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(missing.is_empty(), "messages missing: {missing:?}");
}
