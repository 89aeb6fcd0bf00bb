//! The words, below every layer: every word the window shows, and every reason the rules
//! give for a refusal, comes from Fluent message files, `assets/locales/<language>/*.ftl`,
//! embedded in the binary by `fluent-templates`. The rules name a message and its arguments
//! ([`crate::core::Reason`]); the command line prints it in English ([`english`]), the window
//! in its language ([`message`]). Fluent
//! gives each language its own plural rules (French counts 0 and 1 as singular), so a
//! sentence's grammar lives in the message files, not in the code.
//!
//! The language is per thread: the window sets it at the start of every frame from the
//! preferences ([`set_language`]), and [`tr!`](crate::tr) reads it. Tests that run side by
//! side, each with its own window, each see their own language. The command line never sets
//! it and stays English.

use fluent_templates::{LanguageIdentifier, Loader, langid};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./assets/locales",
        fallback_language: "en-US",
        // No Unicode isolation marks around arguments: every argument is left-to-right text,
        // and egui's fonts draw the marks as missing glyphs. Whole numbers are written with
        // their thousands grouped in the bundle's language (see `Language::grouping`).
        customise: |bundle| {
            bundle.set_use_isolating(false);
            let french = bundle.locales.first().is_some_and(|l| l.language == "fr");
            bundle.set_formatter(Some(if french {
                |value, _| whole_number(value, Language::French)
            } else {
                |value, _| whole_number(value, Language::English)
            }));
        },
    };
}

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the language of the command line and the fallback of every message.
    #[default]
    English,
    /// French: the games come from French sources.
    French,
}

impl Language {
    /// Every language, in the order the View menu lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's identifier, as its message folder is named.
    pub fn id(self) -> LanguageIdentifier {
        match self {
            Language::English => langid!("en-US"),
            Language::French => langid!("fr"),
        }
    }

    /// The language's name in itself, as a language menu shows it to someone who reads only
    /// that language.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }

    /// The language for a system locale such as `fr-CA` or `en_GB.UTF-8`: French for any
    /// French locale, English otherwise.
    pub fn for_locale(locale: &str) -> Language {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default();
        if primary.eq_ignore_ascii_case("fr") {
            Language::French
        } else {
            Language::English
        }
    }

    /// How the language groups the digits of a whole number: from how many digits on, and
    /// with which separator.
    ///
    /// English groups from four digits with a comma ("1,024", "27,720"), as English style
    /// guides and the Unicode locale data do. French groups with a narrow no-break space
    /// (U+202F, the « espace fine insécable » of French typography) but only from five
    /// digits ("1024", "27 720"): French typographic practice commonly leaves a four-digit
    /// number whole, and so a move number such as « coup 1024 » reads as it is written.
    fn grouping(self) -> (usize, char) {
        match self {
            Language::English => (4, ','),
            Language::French => (5, '\u{202F}'),
        }
    }

    /// The whole number `n` with its digits grouped as the language writes them.
    pub fn grouped(self, n: i128) -> String {
        let digits = n.unsigned_abs().to_string();
        let (from, separator) = self.grouping();
        let mut out = String::with_capacity(digits.len() * 2);
        if n < 0 {
            out.push('-');
        }
        for (i, digit) in digits.chars().enumerate() {
            let left = digits.len() - i;
            if i > 0 && left.is_multiple_of(3) && digits.len() >= from {
                out.push(separator);
            }
            out.push(digit);
        }
        out
    }

    /// The language of the system's locale (English when the system names none).
    pub fn of_system() -> Language {
        sys_locale::get_locale()
            .map(|locale| Language::for_locale(&locale))
            .unwrap_or_default()
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Speak `language` on this thread from now on.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language spoken on this thread.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// The message `id` in the current language, with its arguments. A message missing from the
/// language falls back to English; a message missing from English shows its id (the tests
/// check that none is missing).
pub fn message(id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    lookup(language(), id, args)
}

/// The message `id` in English, whatever the thread speaks: the command line's wording, and
/// the `Display` of the rules' reasons. A message missing from English shows its id.
pub fn english(id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    lookup(Language::English, id, args)
}

/// The messages worded so far on this thread, by [`memo_key`]: a window words the same
/// few hundred messages every frame, and Fluent's formatting of each was a fifth of a
/// frame's time. Emptied when it grows past [`MEMO_LIMIT`] (a clock's seconds, say, make a
/// new key every frame).
struct Memo {
    texts: rustc_hash::FxHashMap<String, String>,
    key: String,
}

/// The most messages a thread keeps worded.
const MEMO_LIMIT: usize = 4096;

thread_local! {
    static MEMO: std::cell::RefCell<Memo> = std::cell::RefCell::new(Memo {
        texts: rustc_hash::FxHashMap::default(),
        key: String::new(),
    });
}

/// Writes into `key` what the wording of message `id` in `language` with `args` depends on;
/// false when an argument is of a kind the key cannot hold (that wording is not kept).
fn memo_key(
    key: &mut String,
    language: Language,
    id: &str,
    args: &[(&'static str, FluentValue<'_>)],
) -> bool {
    use std::fmt::Write as _;
    key.clear();
    key.push(match language {
        Language::English => 'e',
        Language::French => 'f',
    });
    key.push_str(id);
    for (name, value) in args {
        key.push('\u{1f}');
        key.push_str(name);
        key.push('\u{1e}');
        match value {
            FluentValue::String(text) => {
                key.push('s');
                key.push_str(text);
            }
            FluentValue::Number(number) => {
                // Whole numbers and fractions as `FluentValue::from` makes them: a value and
                // at most its count of fraction digits.
                let fraction = number.options.minimum_fraction_digits;
                let plain = fluent_templates::fluent_bundle::types::FluentNumberOptions {
                    minimum_fraction_digits: fraction,
                    ..Default::default()
                };
                if number.options != plain {
                    return false;
                }
                let _ = write!(key, "n{:x}/{fraction:?}", number.value.to_bits());
            }
            _ => return false,
        }
    }
    true
}

/// The message `id` in `language`, or its id when English does not have it either; worded
/// once per thread for the same arguments (see [`Memo`]).
fn lookup(language: Language, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    let key = MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        let Memo { texts, key } = &mut *memo;
        if !memo_key(key, language, id, args) {
            return Err(None);
        }
        match texts.get(key.as_str()) {
            Some(text) => Ok(text.clone()),
            None => Err(Some(key.clone())),
        }
    });
    match key {
        Ok(text) => text,
        Err(None) => worded(language, id, args),
        Err(Some(key)) => {
            // Worded with the memo let go, so that nothing Fluent calls can find it held.
            let text = worded(language, id, args);
            MEMO.with(|memo| {
                let texts = &mut memo.borrow_mut().texts;
                if texts.len() >= MEMO_LIMIT {
                    texts.clear();
                }
                texts.insert(key, text.clone());
            });
            text
        }
    }
}

/// The message `id` in `language` as Fluent words it, or its id when English does not have
/// it either.
fn worded(language: Language, id: &str, args: &[(&'static str, FluentValue<'_>)]) -> String {
    let lang = language.id();
    let found = if args.is_empty() {
        LOCALES.try_lookup(&lang, id)
    } else {
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
            .iter()
            .map(|(name, value)| (Cow::Borrowed(*name), value.clone()))
            .collect();
        LOCALES.try_lookup_with_args(&lang, id, &args)
    };
    found.unwrap_or_else(|| id.to_owned())
}

/// A whole number with its thousands grouped as the current language writes them: "27,720",
/// « 27 720 ». Every whole number given to a message is written so already; this is for a
/// number shown on its own.
pub fn grouped(n: u64) -> String {
    language().grouped(i128::from(n))
}

/// A whole number argument of a message in `language`'s way (see [`Language::grouped`]);
/// `None` for any other value, which Fluent writes as it does by default (a fraction is
/// given to messages as text, already written with [`decimal`]).
fn whole_number(value: &FluentValue<'_>, language: Language) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    // Beyond 2^53 an f64 no longer holds every whole number: leave those to Fluent.
    let exact = number.value.fract() == 0.0 && number.value.abs() < 9_007_199_254_740_992.0;
    let plain = number.options.minimum_fraction_digits.unwrap_or(0) == 0;
    (exact && plain).then(|| language.grouped(number.value as i128))
}

/// A number written with a fraction (`0.25`, `+2.3`) with the language's decimal sign
/// ("0,25" in French).
pub fn decimal(text: impl std::fmt::Display) -> String {
    text.to_string()
        .replace('.', &message("decimal-point", &[]))
}

/// A message in the current language: `tr!("menu-file")`, or with arguments
/// `tr!("verdict-wins-in", side = name, moves = 7)`. Numbers choose plural forms by the
/// language's rules; text arguments are inserted as they are.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::words::message($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::message(
            $id,
            &[$((
                stringify!($name),
                $crate::words::FluentValue::from($value),
            )),+],
        )
    };
}

#[doc(hidden)]
/// The message `id` (without arguments) in the current language as a `&'static str`, for
/// the functions that give one: each language's text is made once and kept.
pub fn interned(id: &str) -> &'static str {
    static TEXTS: Mutex<Option<HashMap<(Language, String), &'static str>>> = Mutex::new(None);
    let key = (language(), id.to_owned());
    let mut texts = TEXTS.lock().unwrap_or_else(PoisonError::into_inner);
    texts
        .get_or_insert_with(HashMap::new)
        .entry(key)
        .or_insert_with(|| Box::leak(message(id, &[]).into_boxed_str()))
}

pub use fluent_templates::fluent_bundle::FluentValue;

#[cfg(test)]
mod tests;
