//! The tests of `words`.

use super::*;

#[test]
fn french_locales_speak_french_and_the_rest_english() {
    for locale in ["fr", "fr-FR", "fr_CA.UTF-8", "FR-be", "fr@euro"] {
        assert_eq!(Language::for_locale(locale), Language::French, "{locale}");
    }
    for locale in ["en-US", "de-DE", "", "C", "POSIX", "fy-NL", "frr"] {
        assert_eq!(Language::for_locale(locale), Language::English, "{locale}");
    }
}

#[test]
fn the_language_is_per_thread_and_plurals_follow_it() {
    set_language(Language::French);
    assert_eq!(tr!("count-moves", moves = 1), "1 coup");
    assert_eq!(tr!("count-moves", moves = 0), "0 coup");
    assert_eq!(tr!("count-moves", moves = 2), "2 coups");
    let other = std::thread::spawn(|| tr!("count-moves", moves = 2))
        .join()
        .expect("the other thread");
    assert_eq!(other, "2 moves");
    set_language(Language::English);
    assert_eq!(tr!("count-moves", moves = 1), "1 move");
    assert_eq!(tr!("count-moves", moves = 0), "0 moves");
}

#[test]
fn a_kept_wording_is_the_one_fluent_gives_for_those_arguments_and_language() {
    let cases: Vec<(&str, Vec<(&'static str, FluentValue<'_>)>)> = vec![
        ("count-moves", vec![("moves", FluentValue::from(1))]),
        ("count-moves", vec![("moves", FluentValue::from(2))]),
        ("count-moves", vec![("moves", FluentValue::from(27_720))]),
        // The same digits as text and as a number are worded apart.
        (
            "panel-seconds",
            vec![("seconds", FluentValue::from("12345"))],
        ),
        ("panel-seconds", vec![("seconds", FluentValue::from(12345))]),
        ("panel-seconds", vec![("seconds", FluentValue::from(2.5))]),
        ("menu-file", vec![]),
        ("no-such-message", vec![]),
    ];
    for round in 0..3 {
        for language in Language::ALL {
            for (id, args) in &cases {
                assert_eq!(
                    lookup(language, id, args),
                    worded(language, id, args),
                    "{id} {args:?} in {language:?}, round {round}"
                );
            }
        }
    }
    // Past the limit the kept wordings are let go, and what comes back is still right.
    for n in 0..MEMO_LIMIT as i64 + 10 {
        let args = [("moves", FluentValue::from(n))];
        assert_eq!(
            lookup(Language::French, "count-moves", &args),
            worded(Language::French, "count-moves", &args)
        );
    }
    MEMO.with(|memo| assert!(memo.borrow().texts.len() <= MEMO_LIMIT));
}

#[test]
fn english_groups_thousands_from_four_digits_and_french_from_five() {
    let english = [
        (0, "0"),
        (9, "9"),
        (999, "999"),
        (1000, "1,000"),
        (27_720, "27,720"),
        (1_234_567, "1,234,567"),
        (-27_720, "-27,720"),
    ];
    for (n, text) in english {
        assert_eq!(Language::English.grouped(n), text);
    }
    let french = [
        (9, "9"),
        (1024, "1024"),
        (9999, "9999"),
        (10_000, "10\u{202F}000"),
        (27_720, "27\u{202F}720"),
        (1_234_567, "1\u{202F}234\u{202F}567"),
        (-27_720, "-27\u{202F}720"),
    ];
    for (n, text) in french {
        assert_eq!(Language::French.grouped(n), text);
    }
}

#[test]
fn messages_group_whole_numbers_in_their_language_and_leave_the_rest() {
    set_language(Language::French);
    assert_eq!(tr!("count-moves", moves = 27_720), "27\u{202F}720 coups");
    assert_eq!(tr!("count-moves", moves = 9), "9 coups");
    assert_eq!(grouped(27_720), "27\u{202F}720");
    // Text stays as it is, digits and all.
    assert_eq!(tr!("panel-seconds", seconds = "12345"), "12345\u{a0}s");
    set_language(Language::English);
    assert_eq!(tr!("count-moves", moves = 27_720), "27,720 moves");
    assert_eq!(tr!("count-moves", moves = 1), "1 move");
    assert_eq!(grouped(1_000_000), "1,000,000");
}
