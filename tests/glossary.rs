//! The French messages keep one word for one thing: every message of `assets/locales/fr/` is
//! read against the glossary `assets/locales/glossary.txt`, which names each concept's
//! French term and the synonyms no message uses; and every term of the glossary is found in
//! the messages, so that the glossary stays the list of the words the window really uses.
//! And French typography: a no-break space before « : ; ! ? » and inside the quotes.

use fluent_syntax::ast;
use std::fs;
use std::path::Path;

/// One line of the glossary.
#[derive(Debug)]
struct Entry {
    /// A game's name, whose capitals count, rather than a word.
    title: bool,
    /// The concept, in English.
    concept: String,
    /// The French term in its forms (`gain`, `gains`).
    forms: Vec<String>,
    /// The French words no message uses for the concept.
    kept_out: Vec<String>,
}

/// The glossary's entries.
fn glossary() -> Vec<Entry> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/glossary.txt");
    let text = fs::read_to_string(&path).expect("the glossary");
    let list = |field: &str, separator: char| -> Vec<String> {
        field
            .split(separator)
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let [kind, concept, term, kept_out] = fields[..] else {
                panic!("glossary: {line:?} does not have four fields");
            };
            assert!(
                kind == "word" || kind == "title",
                "glossary: {line:?} is of no kind (word or title)"
            );
            Entry {
                title: kind == "title",
                concept: concept.to_owned(),
                forms: list(term, '/'),
                kept_out: list(kept_out, ','),
            }
        })
        .collect()
}

/// A French message: its file, its id (`id.attribute` for an attribute) and its words, the
/// text of every variant, each part set apart by [`APART`].
struct Message {
    file: String,
    id: String,
    text: String,
}

/// What sets the parts of a message apart in [`Message::text`]: neither a letter nor a space,
/// so that a word does not run on into the next part and a space is the message's own.
const APART: char = '\u{FFFC}';

fn pattern_text(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push(APART);
                expression_text(expression, out);
                out.push(APART);
            }
        }
    }
}

fn expression_text(expression: &ast::Expression<&str>, out: &mut String) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for variant in variants {
                out.push(APART);
                pattern_text(&variant.value, out);
                out.push(APART);
            }
        }
        ast::Expression::Inline(inline) => inline_text(inline, out),
    }
}

fn inline_text(inline: &ast::InlineExpression<&str>, out: &mut String) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => {
            out.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value));
        }
        ast::InlineExpression::Placeable { expression } => expression_text(expression, out),
        // Variables, other messages and numbers are no words of this message.
        _ => {}
    }
}

/// Every French message, with its attributes.
fn french_messages() -> Vec<Message> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/fr");
    let mut paths: Vec<_> = fs::read_dir(&dir)
        .expect("the French messages")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let file = format!(
            "fr/{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let source = fs::read_to_string(&path).expect("a message file");
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{file}: {errors:?}"),
        };
        for entry in &resource.body {
            let ast::Entry::Message(message) = entry else {
                continue;
            };
            let patterns = message
                .value
                .iter()
                .map(|value| (message.id.name.to_owned(), value))
                .chain(message.attributes.iter().map(|attribute| {
                    let id = format!("{}.{}", message.id.name, attribute.id.name);
                    (id, &attribute.value)
                }));
            for (id, pattern) in patterns {
                let mut text = String::new();
                pattern_text(pattern, &mut text);
                out.push(Message {
                    file: file.clone(),
                    id,
                    text,
                });
            }
        }
    }
    assert!(out.len() > 100, "too few French messages: {}", out.len());
    out
}

/// Where `needle` appears in `text` as whole words (no letter just before or after), case
/// ignored: the matched parts of `text` as written.
fn occurrences(text: &str, needle: &str) -> Vec<String> {
    let lower = |s: &str| -> Vec<char> {
        s.chars()
            .map(|c| c.to_lowercase().next().unwrap_or(c))
            .collect()
    };
    let (chars, haystack, needle) = (text.chars().collect::<Vec<_>>(), lower(text), lower(needle));
    if needle.is_empty() || needle.len() > haystack.len() {
        return Vec::new();
    }
    let is_letter = |at: Option<&char>| at.is_some_and(|c| c.is_alphabetic());
    (0..=haystack.len() - needle.len())
        .filter(|&at| haystack[at..at + needle.len()] == needle[..])
        .filter(|&at| {
            let before = at.checked_sub(1).and_then(|b| haystack.get(b));
            !is_letter(before) && !is_letter(haystack.get(at + needle.len()))
        })
        .map(|at| chars[at..at + needle.len()].iter().collect())
        .collect()
}

/// What `messages` say against the glossary: a word kept out, or a title with other capitals.
fn misused(entries: &[Entry], messages: &[Message]) -> Vec<String> {
    let mut found = Vec::new();
    for message in messages {
        for entry in entries {
            let term = &entry.forms[0];
            for word in &entry.kept_out {
                if !occurrences(&message.text, word).is_empty() {
                    found.push(format!(
                        "{} {}: « {word} », where the glossary says « {term} » ({})",
                        message.file, message.id, entry.concept
                    ));
                }
            }
            if entry.title {
                for written in occurrences(&message.text, term) {
                    if written != *term {
                        found.push(format!(
                            "{} {}: « {written} », where the glossary writes « {term} » ({})",
                            message.file, message.id, entry.concept
                        ));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn no_french_message_uses_a_word_the_glossary_keeps_out() {
    let found = misused(&glossary(), &french_messages());
    assert!(
        found.is_empty(),
        "{} French messages stray from assets/locales/glossary.txt:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_term_of_the_glossary_is_in_the_french_messages() {
    let messages = french_messages();
    let unused: Vec<String> = glossary()
        .iter()
        .filter(|entry| {
            !entry.forms.iter().any(|form| {
                messages
                    .iter()
                    .any(|m| !occurrences(&m.text, form).is_empty())
            })
        })
        .map(|entry| format!("{} ({})", entry.forms.join("/"), entry.concept))
        .collect();
    assert!(
        unused.is_empty(),
        "glossary terms that no French message uses: {unused:?}"
    );
}

#[test]
fn the_glossary_keeps_out_no_word_it_uses() {
    let entries = glossary();
    assert!(
        entries.len() >= 20,
        "a glossary of {} entries",
        entries.len()
    );
    for entry in &entries {
        for word in &entry.kept_out {
            for other in &entries {
                for form in &other.forms {
                    assert!(
                        !word.eq_ignore_ascii_case(form),
                        "« {word} » is kept out for {} but is the term for {}",
                        entry.concept,
                        other.concept
                    );
                }
            }
        }
    }
}

/// The spaces of French typography that `text` lacks: before a colon, a semicolon, an
/// exclamation or a question mark, and inside « », a no-break space (U+00A0) rather than a
/// plain one. U+00A0 rather than the narrow U+202F: egui breaks a line at a U+202F.
fn typography(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for pair in chars.windows(2) {
        let (before, after) = (pair[0], pair[1]);
        let wrong = matches!(
            (before, after),
            (' ' | '\u{202F}', ':' | ';' | '!' | '?' | '»') | ('«', ' ' | '\u{202F}')
        );
        if wrong {
            found.push(format!("{before:?} {after:?}"));
        }
    }
    found
}

#[test]
fn french_punctuation_has_its_no_break_space() {
    let mut found = Vec::new();
    for message in french_messages() {
        for wrong in typography(&message.text) {
            found.push(format!(
                "{} {}: {wrong}, where French puts a no-break space (U+00A0)",
                message.file, message.id
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert_eq!(
        typography("Indice : d4-d5 ; « oui »"),
        ["' ' ':'", "' ' ';'", "'«' ' '", "' ' '»'"]
    );
    assert!(typography("Indice\u{a0}: «\u{a0}oui\u{a0}» ?").len() == 1);
}

#[test]
fn a_message_that_strays_is_named_with_its_word() {
    let entries = glossary();
    let stray = |id: &str, text: &str| Message {
        file: "fr/test.ftl".to_owned(),
        id: id.to_owned(),
        text: text.to_owned(),
    };
    let messages = [
        stray("legend", "victoire"),
        stray("title", "Le lièvre et les chiens"),
        stray("fine", "Le Lièvre et les Chiens : gain en 5 coups, nulle"),
        stray("inside-a-word", "les convictions"),
    ];
    let found = misused(&entries, &messages);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("fr/test.ftl legend: « victoire »"),
        "{found:?}"
    );
    assert!(
        found[1].starts_with("fr/test.ftl title: « lièvre et les chiens »"),
        "{found:?}"
    );
}
