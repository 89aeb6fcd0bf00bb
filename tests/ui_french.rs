//! Kibitzer in French, driven through the real app with egui_kittest: the language chosen in
//! View → Language applies at once, verdicts read in French with their plurals, a move plays,
//! figures group their thousands, no English is left in a seat's box or under a position
//! code, each game has a French snapshot, and a game saved in French opens in English and
//! back.

mod app_harness;

use app_harness::{PROOF_MS, run_until, settled, snapshot_masking, solved};
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use kibitzer::games::GameKind;
use kibitzer::ui::common::players::Strength;
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::Language;

/// The preferences of `game` for two people, in `language`.
fn prefs(game: GameKind, language: Language) -> Preferences {
    let mut prefs = Preferences {
        game,
        language: Some(language),
        ..Preferences::default()
    };
    prefs.chopsticks.seats = vec![Player::Human; 2];
    prefs.hare_hounds.seats = vec![Player::Human; 2];
    prefs.fox_geese.seats = vec![Player::Human; 2];
    prefs.fox_hounds.seats = vec![Player::Human; 2];
    prefs
}

/// Whether some widget's accessible name or text contains `text`.
fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

/// Runs `command` as the menus would, then lets the app settle.
fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    run_until(h, "the solver", settled);
}

#[test]
fn the_view_menu_switches_the_language_at_once_and_back() {
    let mut h = solved(prefs(GameKind::HareHounds, Language::English));
    assert!(shows(&h, "Hounds win in 23 moves"));
    h.get_by_label("View").click();
    h.run_ok();
    h.get_by_label("Language").click();
    h.run_ok();
    h.get_by_label("Français").click();
    h.run_ok();
    assert_eq!(h.state().language(), Language::French);
    for french in ["Fichier", "Affichage", "Les chiens gagnent en 23 coups"] {
        assert!(shows(&h, french), "no {french:?} after choosing French");
    }
    assert!(!shows(&h, "Hounds win in 23 moves"));
    h.get_by_label("Affichage").click();
    h.run_ok();
    h.get_by_label("Langue").click();
    h.run_ok();
    h.get_by_label("English").click();
    h.run_ok();
    assert_eq!(h.state().language(), Language::English);
    assert!(shows(&h, "Hounds win in 23 moves"));
}

#[test]
fn a_french_verdict_counts_its_moves_with_french_plurals() {
    let mut h = solved(prefs(GameKind::HareHounds, Language::French));
    assert!(shows(&h, "Les chiens gagnent en 23 coups"));
    // A move played from the board's moves list: the verdict follows, still in French.
    h.get_by_label("b1-b2").click();
    h.run_ok();
    run_until(&mut h, "the solver", settled);
    assert!(shows(&h, "Les chiens gagnent en 22 coups"), "after b1-b2");
    // The example's last move but one: a single move left, "coup" without an s.
    command(&mut h, Command::OpenExample(1));
    command(&mut h, Command::Jump(22));
    assert!(shows(&h, "Les chiens gagnent en 1 coup"));
    assert!(!shows(&h, "1 coups"));
}

#[test]
fn figures_group_their_thousands_as_each_language_does() {
    // Hare and Hounds has 27,720 positions: « 27 720 » in French, with a narrow no-break
    // space; four digits stay whole (« 2577 » endings).
    let h = solved(prefs(GameKind::HareHounds, Language::French));
    assert!(shows(&h, "27\u{202F}720"), "no grouped positions count");
    assert!(!shows(&h, "27720"));
    assert!(shows(&h, "2577"));
    let h = solved(prefs(GameKind::HareHounds, Language::English));
    assert!(shows(&h, "27,720"));
    assert!(shows(&h, "2,577"));
}

#[test]
fn a_computer_seat_reads_in_french_when_closed() {
    let mut prefs = prefs(GameKind::HareHounds, Language::French);
    prefs.hare_hounds.seats = vec![Player::Human, Player::Computer(Strength::Random)];
    let h = solved(prefs);
    // The seat's box is named by the seat and shows its choice as its value.
    let boxes: Vec<String> = h
        .query_all_by_label("Lièvre")
        .filter_map(|n| n.accesskit_node().value())
        .collect();
    assert_eq!(boxes, ["Ordinateur, au hasard"]);
}

#[test]
fn a_position_code_says_who_is_to_move_in_words() {
    let mut h = solved(prefs(GameKind::FoxHounds, Language::French));
    let field = h.get_by_label("Code de la position").rect().center();
    h.hover_at(field);
    for _ in 0..60 {
        h.step();
    }
    // The code ends in `/fox`: the hover says it in French, and that codes do not translate.
    assert!(shows(&h, "Le loup au trait."), "no side in words");
    assert!(shows(&h, "dans toutes les langues"));
}

/// A French snapshot of `game`'s opening screen, the overlay on; the solve time masked.
fn french_snapshot(game: GameKind, name: &str) {
    snapshot_masking(prefs(game, Language::French), name, "Temps de résolution");
}

#[test]
fn snapshot_chopsticks_in_french() {
    french_snapshot(GameKind::Chopsticks, "fr_chopsticks");
}

#[test]
fn snapshot_hare_hounds_in_french() {
    french_snapshot(GameKind::HareHounds, "fr_hare_hounds");
}

#[test]
fn snapshot_fox_hounds_in_french() {
    french_snapshot(GameKind::FoxHounds, "fr_fox_hounds");
}

#[test]
fn snapshot_fox_geese_in_french() {
    let mut prefs = prefs(GameKind::FoxGeese, Language::French);
    prefs.overlay = true;
    prefs.search_ms = PROOF_MS;
    let mut h = solved(prefs);
    // A position the search proves within milliseconds, so that the picture is the same on
    // every run: the fox wins in 7.
    command(
        &mut h,
        Command::SetPosition("d5/c3d3e3c4e4c5e5/fox".to_owned()),
    );
    assert!(shows(&h, "Le renard gagne en 7 coups"));
    h.remove_cursor();
    h.run();
    // The search's figures (depth reached, positions visited) vary with the machine.
    if let Some(section) = h
        .query_by_label("Chiffres de la variante")
        .map(|n| n.rect())
    {
        let window = h.ctx.content_rect();
        h.mask(Rect::from_min_max(
            section.left_top(),
            window.right_bottom(),
        ));
    }
    h.snapshot("fr_fox_geese");
}

#[test]
fn a_game_saved_in_french_opens_in_english_and_back() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (fr_file, en_file) = (dir.path().join("fr.ron"), dir.path().join("en.ron"));
    let moves = ["b1-b2", "b5-a4", "a2-b3"];
    let (mut saved, mut codes) = (Vec::new(), Vec::new());
    for (language, file) in [(Language::French, &fr_file), (Language::English, &en_file)] {
        let mut h = solved(prefs(GameKind::HareHounds, language));
        for name in moves {
            command(&mut h, Command::Play(name.to_owned()));
        }
        codes.push(h.state().position_code());
        command(&mut h, Command::SaveTo(file.clone()));
        let text = std::fs::read_to_string(file).expect("the saved game");
        // The files differ in their date alone.
        let without_date: Vec<String> = text
            .lines()
            .map(|line| match line.find("date: \"") {
                Some(at) => {
                    let rest = &line[at + 7..];
                    let end = rest.find('"').map_or(rest.len(), |e| e + 1);
                    format!("{}{}", &line[..at], &rest[end..])
                }
                None => line.to_owned(),
            })
            .collect();
        saved.push(without_date);
    }
    assert_eq!(saved[0], saved[1], "the French and English files differ");
    assert_eq!(codes[0], codes[1]);
    // The French file in the English window, and the English file in the French one.
    for (language, file) in [(Language::English, &fr_file), (Language::French, &en_file)] {
        let mut h = solved(prefs(GameKind::HareHounds, language));
        command(&mut h, Command::OpenPath(file.clone()));
        assert_eq!(
            h.state().position_code(),
            codes[0],
            "{language:?} opening a file"
        );
    }
}
