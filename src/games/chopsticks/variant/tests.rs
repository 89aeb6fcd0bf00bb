//! The tests of `variant`.

use super::*;

#[test]
fn parses_lists_and_refuses_bad_ones() {
    let v = Variant::parse(2, "sun, Misère,cutoff").expect("valid");
    assert_eq!(
        v.switches,
        vec![Switch::Cutoff, Switch::Sun, Switch::Misere]
    );
    assert_eq!(
        Variant::parse(2, "standard").expect("valid").list(),
        "standard"
    );
    let err = Variant::parse(2, "sunn").expect_err("unknown");
    assert!(
        err.to_string().contains("unknown variant switch 'sunn'"),
        "{err}"
    );
    let err = Variant::parse(2, "zombies").expect_err("needs 3");
    assert!(err.to_string().contains("3 or more players"), "{err}");
    let err = Variant::parse(7, "").expect_err("too many");
    assert!(err.to_string().contains("2 to 6 players, not 7"), "{err}");
}

#[test]
fn ten_fingers_are_tens_and_a_count_is_checked() {
    let tens = Variant::with(2, &[Switch::Sun]).with_fingers(10);
    assert_eq!(tens, Variant::with(2, &[Switch::Sun, Switch::Tens]));
    assert_eq!(tens.fingers(), 10);
    // Another count leaves Tens off; taking Tens off the switches gives five again.
    let seven = tens.clone().with_fingers(7);
    assert_eq!((seven.fingers(), seven.has(Switch::Tens)), (7, false));
    assert_eq!(tens.with_switches(&[Switch::Sun]).fingers(), 5);
    assert_eq!(seven.with_switches(&[Switch::Cutoff]).fingers(), 7);
    for (variant, why) in [
        (
            Variant::standard(2).with_fingers(1),
            "from 2 to 99 fingers, not 1",
        ),
        (
            Variant::standard(2).with_fingers(100),
            "from 2 to 99 fingers, not 100",
        ),
        (
            Variant::with(2, &[Switch::Stumps]).with_fingers(64),
            "at most 63 fingers with it, not 64",
        ),
        (
            Variant {
                fingers: 7,
                ..Variant::with(2, &[Switch::Tens])
            },
            "cannot be played with 7",
        ),
    ] {
        let err = variant.validate().expect_err("refused");
        assert!(err.to_string().contains(why), "{err}");
    }
    assert!(
        Variant::with(2, &[Switch::Stumps])
            .with_fingers(63)
            .validate()
            .is_ok()
    );
}

#[test]
fn all_combinations_are_counted() {
    // Two players: no Zombies. Without Attacks only, the ten other switches combine freely;
    // with it, the four that change only the splits are refused, leaving six.
    assert_eq!(Variant::all(2).len(), (1 << 10) + (1 << 6));
    // Three players: Zombies is refused only together with Misère, with or without Attacks
    // only (which leaves seven switches, Zombies among them).
    assert_eq!(
        Variant::all(3).len(),
        (1 << 11) - (1 << 9) + (1 << 7) - (1 << 5)
    );
}

#[test]
fn attacks_only_goes_without_the_split_switches() {
    for switch in [
        Switch::Halves,
        Switch::Suicide,
        Switch::Meta,
        Switch::Stumps,
    ] {
        let err = Variant::with(2, &[Switch::Attacks, switch])
            .validate()
            .expect_err("refused");
        assert!(
            err.to_string().contains("which changes only the splits"),
            "{switch}: {err}"
        );
    }
    for switch in [
        Switch::Cutoff,
        Switch::Sun,
        Switch::Swap,
        Switch::Misere,
        Switch::Negative,
    ] {
        assert!(
            Variant::with(2, &[Switch::Attacks, switch])
                .validate()
                .is_ok()
        );
    }
    // The paper's n is the most fingers a hand holds: the hand dies at n + 1.
    assert_eq!(
        Variant::simple(2, 4),
        Variant::with(2, &[Switch::Attacks, Switch::Cutoff])
    );
    assert_eq!(Variant::simple(3, 6).fingers(), 7);
}

#[test]
fn variants_too_large_to_hold_are_refused_with_their_count() {
    // Six players of four hands: 70 groups each, 70^6 = 117,649,000,000 codes.
    let err = Variant::standard(6)
        .with_hands(&[4])
        .validate()
        .expect_err("too large");
    assert!(
        err.to_string().contains("117,649,000,000 positions"),
        "{err}"
    );
    // The largest settings of all are counted without overflowing, and refused.
    let huge = Variant::with(6, &[Switch::Negative, Switch::Stumps, Switch::Zombies])
        .with_fingers(63)
        .with_hands(&[4]);
    assert!(huge.validate().is_err());
    // Six players of two hands (11,390,625 codes) and of three (35^6) fit.
    assert!(Variant::standard(6).validate().is_ok());
    assert!(Variant::standard(6).with_hands(&[3]).validate().is_ok());
}
