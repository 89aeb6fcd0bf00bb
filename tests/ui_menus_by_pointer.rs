//! Every menu and submenu of the window opened and clicked by pointer position, as a person
//! does, with the sidebar shown (the menus open over it) at 1280×800 and at 800×600: each
//! item acts. A test that clicks by accessibility label cannot see an item that takes no
//! clicks where it is drawn.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::text::theme_choice::ThemeChoice;
use kibitzer::ui::{App, GameKind, Player, Preferences};
use kibitzer::words::{Language, set_language};

mod app_harness;

fn app(size: [f32; 2]) -> Harness<'static, App> {
    app_of(size, GameKind::Chopsticks)
}

fn app_of(size: [f32; 2], game: GameKind) -> Harness<'static, App> {
    set_language(Language::English);
    let mut prefs = Preferences {
        game,
        ..Preferences::default()
    };
    prefs.chopsticks.settings = Variant::with(2, &[kibitzer::games::chopsticks::Switch::Suicide]);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs.show_sidebar = true;
    let mut h = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| App::with_preferences(cc, prefs));
    if game != GameKind::FoxGeese {
        app_harness::run_until(&mut h, "the solver", app_harness::settled);
    }
    h.run_ok();
    h
}

/// Opens the submenu `menu` of the open menu by hovering it, and clicks `item` in it, each
/// by pointer (the pointer passes along the submenu's row first, as a hand does).
fn click_in_submenu(h: &mut Harness<'_, App>, menu: &str, item: &str) {
    let row = h.get_by_label(menu).rect();
    h.hover_at(row.center());
    h.run_ok();
    h.hover_at(row.right_center() - egui::vec2(4.0, 0.0));
    h.run_ok();
    let target = h.get_by_label(item).rect();
    app_harness::click_at(h, target.center());
}

/// A menu entry's label holds its shortcut after it ("Rules F1"): the entry is the one whose
/// label is `label`, or starts with it and a space.
fn click_label(h: &mut Harness<'_, App>, label: &str) {
    let spaced = format!("{label} ");
    let rect = h
        .query_all_by_label_contains(label)
        .find(|n| {
            let name = app_harness::label_of(n);
            name == label || name.starts_with(&spaced)
        })
        .unwrap_or_else(|| panic!("no entry {label:?}"))
        .rect();
    app_harness::click_at(h, rect.center());
}

#[test]
fn the_study_menu_acts_by_pointer_over_the_sidebar() {
    for size in [[1280.0, 800.0], [800.0, 600.0]] {
        let mut h = app(size);
        click_label(&mut h, "Study");
        let item = h.get_by_label("New puzzle: easy").rect();
        let sidebar = h.get_by_label("Game and seats").rect();
        assert!(
            item.left() < sidebar.right(),
            "the item lies over the sidebar: {item:?} {sidebar:?}"
        );
        app_harness::click_at(&mut h, item.center());
        let s = app_harness::chopsticks(&h);
        assert!(
            s.trainer().is_some(),
            "{size:?}: the puzzle item did not act: {:?}",
            h.state().status()
        );
    }
}

#[test]
fn every_game_s_menus_and_submenus_act_by_pointer_at_both_sizes() {
    for size in [[1280.0, 800.0], [800.0, 600.0]] {
        for &game in GameKind::ALL {
            let what = format!("{game:?} at {size:?}");
            // View → Theme → Light.
            let mut h = app_of(size, game);
            click_label(&mut h, "View");
            click_in_submenu(&mut h, "Theme", "Light");
            assert_eq!(h.state().preferences().theme, ThemeChoice::Light, "{what}");
            // View → a toggle: the menu's entry, left of the tool row's switch of the same
            // name.
            let mut h = app_of(size, game);
            let overlay = h.state().preferences().overlay;
            click_label(&mut h, "View");
            let entries: Vec<egui::Rect> = h
                .query_all_by_label_contains("Evaluation overlay")
                .map(|n| n.rect())
                .collect();
            assert_eq!(entries.len(), 2, "{what}: the menu is open");
            let entry = entries
                .into_iter()
                .min_by(|a, b| a.left().total_cmp(&b.left()))
                .expect("the entry");
            app_harness::click_at(&mut h, entry.center());
            assert_ne!(h.state().preferences().overlay, overlay, "{what}");
            // Help → Rules.
            let mut h = app_of(size, game);
            click_label(&mut h, "Help");
            click_label(&mut h, "Rules");
            assert!(
                h.query_all_by_label("Rules").count() >= 1,
                "{what}: no rules window"
            );
            // View → Language → Français.
            let mut h = app_of(size, game);
            click_label(&mut h, "View");
            click_in_submenu(&mut h, "Language", "Français");
            assert_eq!(
                h.state().preferences().language,
                Some(Language::French),
                "{what}"
            );
            set_language(Language::English);
        }
    }
}

/// The same in French, whose menus are wider: Affichage → Thème → Clair and Langue → English.
#[test]
fn the_french_menus_act_by_pointer_too() {
    for size in [[1280.0, 800.0], [800.0, 600.0]] {
        for &game in GameKind::ALL {
            let what = format!("{game:?} at {size:?}");
            let french = |h: &mut Harness<'_, App>| {
                let ctx = h.ctx.clone();
                h.state_mut()
                    .run_command(&ctx, kibitzer::ui::Command::SetLanguage(Language::French));
                h.run_ok();
            };
            let mut h = app_of(size, game);
            french(&mut h);
            click_label(&mut h, "Affichage");
            click_in_submenu(&mut h, "Thème", "Clair");
            assert_eq!(h.state().preferences().theme, ThemeChoice::Light, "{what}");
            let mut h = app_of(size, game);
            french(&mut h);
            click_label(&mut h, "Affichage");
            click_in_submenu(&mut h, "Langue", "English");
            assert_eq!(
                h.state().preferences().language,
                Some(Language::English),
                "{what}"
            );
            set_language(Language::English);
        }
    }
}
