//! The sidebar's Chopsticks settings: the players, the fingers per hand and the rule
//! switches, each switch offered only where the rules allow it with the others.

use super::{switch_summary, switch_title};
use crate::games::chopsticks::variant::{MAX_HANDS, MAX_PLAYERS, MIN_PLAYERS};
use crate::games::chopsticks::{Switch, Variant};
use crate::ui::views::combo::{Combo, labelled_combo_ui};

/// The sidebar's player count and switches; true when something changed.
pub(super) fn settings_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let mut changed = false;
    ui.label(crate::tr!("game-chopsticks-players"));
    ui.horizontal(|ui| {
        for n in MIN_PLAYERS..=MAX_PLAYERS {
            let button = egui::Button::selectable(variant.players == n, n.to_string());
            if ui
                .add(button)
                .accessible_name(crate::tr!("game-chopsticks-player-count", count = n))
                .clicked()
                && variant.players != n
            {
                *variant = variant.clone().with_players(n);
                changed = true;
            }
        }
    });
    ui.add_space(4.0);
    changed |= hands_ui(ui, variant);
    changed |= fingers_ui(ui, variant);
    ui.add_space(4.0);
    ui.label(egui::RichText::new(crate::tr!("game-chopsticks-switches")).strong());
    for switch in Switch::ALL {
        let (allowed, why) = switch_allowed(variant, switch);
        let mut on = variant.has(switch);
        let response = ui
            .add_enabled(
                allowed || on,
                egui::Checkbox::new(&mut on, switch_title(switch)),
            )
            .on_hover_text(switch_summary(switch))
            .on_disabled_hover_text(crate::tr!(
                "game-switch-refused",
                summary = switch_summary(switch),
                why = why
            ));
        if response.changed() {
            let mut switches = variant.switches.clone();
            switches.retain(|&s| s != switch);
            if on {
                switches.push(switch);
            }
            *variant = variant.with_switches(&switches);
            changed = true;
        }
    }
    changed |= simple_ui(ui, variant);
    if changed {
        // A player count below three ends Zombies; keep what is left playable.
        if variant.validate().is_err() && variant.has(Switch::Zombies) {
            let rest: Vec<Switch> = variant
                .switches
                .iter()
                .copied()
                .filter(|&s| s != Switch::Zombies)
                .collect();
            *variant = variant.with_switches(&rest);
        }
    }
    changed
}

/// The preset of Simple Chopsticks (attacks only, Cut-off), keeping the players and the
/// fingers; true when it changed the settings.
fn simple_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let simple = variant.with_switches(&[Switch::Attacks, Switch::Cutoff]);
    let response = ui
        .add_enabled(
            *variant != simple,
            egui::Button::new(crate::tr!("game-chopsticks-simple")),
        )
        .on_hover_text(crate::tr!(
            "game-chopsticks-simple-hover",
            n = i64::from(variant.fingers()) - 1
        ));
    if response.clicked() {
        *variant = simple;
        return true;
    }
    false
}

/// The sidebar's choice of fingers per hand, 2 to 10 (10 is Tens); true when it changed.
fn fingers_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let count = Count {
        id: "chopsticks_fingers",
        label: crate::tr!("game-chopsticks-fingers"),
        choices: SIDEBAR_FINGERS,
        shown: variant.fingers().to_string(),
        current: Some(variant.fingers()),
    };
    let base = variant.clone();
    count_ui(ui, variant, count, |n| base.clone().with_fingers(n))
}

/// The sidebar's choice of hands per player, 1 to 4, the same for everyone (a file may give
/// each player their own, shown as the list); true when it changed.
fn hands_ui(ui: &mut egui::Ui, variant: &mut Variant) -> bool {
    let count = Count {
        id: "chopsticks_hands",
        label: crate::tr!("game-chopsticks-hands"),
        choices: 1..=MAX_HANDS,
        shown: variant.hands_list(),
        current: variant.uniform_hands(),
    };
    let base = variant.clone();
    count_ui(ui, variant, count, |n| base.clone().with_hands(&[n]))
}

/// A count the sidebar offers as a combo box.
struct Count {
    id: &'static str,
    label: String,
    choices: std::ops::RangeInclusive<u8>,
    /// The settings' count as the box shows it.
    shown: String,
    /// The choice that is the settings' count, if one is.
    current: Option<u8>,
}

/// A combo box of counts, each choice the settings `with` it; a choice the rules refuse is
/// greyed out with the reason on hover. True when the settings changed.
fn count_ui(
    ui: &mut egui::Ui,
    variant: &mut Variant,
    count: Count,
    with: impl Fn(u8) -> Variant,
) -> bool {
    let choices: Vec<String> = count.choices.clone().map(|n| n.to_string()).collect();
    let combo = Combo {
        label: egui::RichText::new(count.label),
        column: 0.0,
        choices: &choices,
        selected: &count.shown,
    };
    let mut chosen = None;
    labelled_combo_ui(ui, count.id, combo, |ui| {
        for n in count.choices.clone() {
            let candidate = with(n);
            let why = match candidate.validate() {
                Ok(()) => None,
                Err(why) => Some(crate::ui::text::errors::variant_error_text(&why)),
            };
            let button = egui::Button::selectable(count.current == Some(n), n.to_string());
            let response = ui
                .add_enabled(why.is_none(), button)
                .on_disabled_hover_text(why.unwrap_or_default());
            if response.clicked() && count.current != Some(n) {
                chosen = Some(candidate);
            }
        }
    });
    match chosen {
        Some(settings) => {
            *variant = settings;
            true
        }
        None => false,
    }
}

/// The fingers per hand the sidebar offers (files and the command line go up to 99).
const SIDEBAR_FINGERS: std::ops::RangeInclusive<u8> = 2..=10;

/// Whether a switch can be turned on with the others, and why not: the rules' answer
/// ([`Variant::validate`]), in the message files' words.
pub(super) fn switch_allowed(variant: &Variant, switch: Switch) -> (bool, String) {
    let mut switches = variant.switches.clone();
    switches.push(switch);
    let with = variant.with_switches(&switches);
    match with.validate() {
        Ok(()) => (true, String::new()),
        Err(why) => (false, crate::ui::text::errors::variant_error_text(&why)),
    }
}
