//! The tests of `chopsticks`.

use super::settings::switch_allowed;
use super::*;

#[test]
fn switches_are_allowed_as_the_rules_say() {
    let two = Variant::standard(2);
    let (allowed, why) = switch_allowed(&two, Switch::Zombies);
    assert!(!allowed && why.contains("3 or more players"), "{why}");
    assert!(switch_allowed(&Variant::standard(3), Switch::Zombies).0);
    let misere = Variant::with(3, &[Switch::Misere]);
    assert!(!switch_allowed(&misere, Switch::Zombies).0);
    // The rule's own message, in the window's language.
    use crate::words::{Language, set_language};
    set_language(Language::French);
    let (_, pourquoi) = switch_allowed(&two, Switch::Zombies);
    let (_, avec_misere) = switch_allowed(&misere, Switch::Zombies);
    set_language(Language::English);
    assert!(pourquoi.contains("3 joueurs ou plus"), "{pourquoi}");
    assert!(
        avec_misere.contains("ne va pas avec Misère"),
        "{avec_misere}"
    );
    for switch in Switch::ALL {
        let (allowed, _) = switch_allowed(&Variant::standard(4), switch);
        let mut on = Variant::standard(4).switches;
        on.push(switch);
        assert_eq!(
            allowed,
            Variant::with(4, &on).validate().is_ok(),
            "{switch:?}"
        );
    }
}

#[test]
fn a_chip_shows_the_hands_the_rules_leave() {
    let game = Chopsticks::new(Variant::with(2, &[Switch::Negative, Switch::Swap])).expect("valid");
    let pos = game.parse_state("1312").expect("valid code");
    for mv in game.legal_moves(&pos) {
        if matches!(mv, Move::Attack { .. }) {
            continue;
        }
        let info = MoveInfo {
            name: game.format_move(&pos, &mv),
            value: None,
            to_code: String::new(),
        };
        let chip = option_view(&game, &pos, mv, info);
        let next = game.apply(&pos, &mv);
        let mine = next.hands[game.seat_after(&pos, &next, 0)];
        assert_eq!(chip.after, hands_look(&game, mine), "{}", chip.label);
        assert_eq!(chip.before, hands_look(&game, pos.hands[0]));
        // Independently of the rules' code: turning hand A (1) palm up makes it -1,
        // next to the 3.
        if mv == Move::Flip(0) {
            let expected = [hand_look(&game, -1), hand_look(&game, 3)];
            assert!(
                chip.after == expected || chip.after == [expected[1].clone(), expected[0].clone()],
                "{:?}",
                chip.after
            );
        }
    }
}

#[test]
fn hands_look_as_the_variant_counts() {
    assert_eq!(half_label("0.5"), "½");
    assert_eq!(half_label("-2.5"), "−2½");
    assert_eq!(half_label("3"), "3");
    let tens = Chopsticks::new(Variant::with(2, &[Switch::Tens])).expect("valid");
    let seven = hand_look(&tens, 7);
    assert!(seven.palm_up && seven.fingers == 2 && seven.label == "7");
    let five = hand_look(&tens, 5);
    assert!(!five.palm_up && five.fingers == 5);
    let negative = Chopsticks::new(Variant::with(2, &[Switch::Negative])).expect("valid");
    let minus = hand_look(&negative, -3);
    assert!(minus.palm_up && minus.fingers == 3 && minus.label == "−3");
    assert!(hand_look(&negative, negative.dead()).dead);
    assert!(
        !hand_look(&negative, 0).dead,
        "0 is a live count under Negative"
    );
    let stumps = Chopsticks::new(Variant::with(2, &[Switch::Stumps])).expect("valid");
    let half = hand_look(&stumps, 3);
    assert!(half.half && half.fingers == 1 && half.label == "1½");
}

#[test]
fn every_setting_has_its_own_key_and_the_standard_ones_are_kept() {
    use crate::ui::session::evaluated::Evaluated;
    let key = |v: Variant| Chopsticks::new(v).expect("valid").variant_key();
    // The names solves were saved under before hands and fingers were settings.
    assert_eq!(key(Variant::standard(2)), "2p:standard");
    assert_eq!(key(Variant::with(3, &[Switch::Tens])), "3p:tens");
    // A solve saved for one setting is never read for another.
    let variants = [
        Variant::standard(2),
        Variant::standard(2).with_fingers(7),
        Variant::standard(2).with_fingers(4),
        Variant::standard(2).with_hands(&[3]),
        Variant::standard(2).with_hands(&[1]),
        Variant::standard(2).with_hands(&[3, 2]),
        Variant::standard(2).with_hands(&[2, 3]),
        Variant::standard(2).with_hands(&[3]).with_fingers(4),
        Variant::standard(2).with_fingers(10),
    ];
    let keys: std::collections::BTreeSet<String> = variants.iter().cloned().map(key).collect();
    assert_eq!(keys.len(), variants.len(), "{keys:?}");
}
