//! The window's frame speaks French when asked: the menus, the status line and its button,
//! the problem window and the file errors in it, driven through the real app.

mod app_harness;

use app_harness::{run_until, settled};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::games::chopsticks::Variant;
use kibitzer::ui::{App, Command, Player, Preferences};
use kibitzer::words::Language;

/// Two people at Chopsticks, in French.
fn app() -> Harness<'static, App> {
    let mut prefs = Preferences {
        language: Some(Language::French),
        ..Preferences::default()
    };
    prefs.chopsticks.settings = Variant::standard(2);
    prefs.chopsticks.seats = vec![Player::Human; 2];
    let mut h = app_harness::app(prefs);
    run_until(&mut h, "the solver", settled);
    h
}

fn command(h: &mut Harness<'_, App>, command: Command) {
    let ctx = h.ctx.clone();
    h.state_mut().run_command(&ctx, command);
    h.run_ok();
}

#[test]
fn the_menus_speak_french() {
    let mut h = app();
    for menu in ["Fichier", "Édition", "Affichage", "Aide"] {
        h.get_by_label(menu);
    }
    h.get_by_label("Fichier").click();
    h.run_ok();
    // "Nouvelle partie" is also the sidebar's button.
    assert!(h.query_all_by_label_contains("Nouvelle partie").count() >= 2);
    h.get_by_label_contains("Enregistrer sous…");
    h.get_by_label("Utiliser le sélecteur de fichiers de Kibitzer");
}

#[test]
fn the_status_line_and_its_button_speak_french() {
    let mut h = app();
    command(&mut h, Command::Play("AC".into()));
    command(&mut h, Command::Rematch);
    assert_eq!(
        h.state().status().text,
        "Revanche\u{a0}: la même partie depuis son début. \
         La partie que vous aviez n'était pas enregistrée."
    );
    h.get_by_label("La reprendre").click();
    h.run_ok();
    assert_eq!(h.state().game_record().moves, ["AC"]);
}

#[test]
fn a_file_that_cannot_be_opened_is_explained_in_french() {
    let mut h = app();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("absente.ron");
    command(&mut h, Command::OpenPath(path.clone()));
    let problem = h.state().files().problem().cloned().expect("a problem");
    assert_eq!(problem.title, "Impossible d'ouvrir absente.ron");
    assert_eq!(
        problem.message,
        format!(
            "Le fichier n'existe pas.\n\nFichier\u{a0}: {}",
            path.display()
        )
    );
    h.get_by_label("OK").click();
    h.run_ok();
    assert!(h.state().files().problem().is_none());
}

/// A message already shown follows a change of language, as the button beside it does: the
/// status line says it again in the new language (it was once left in English beside the
/// French button).
#[test]
fn a_message_shown_follows_a_change_of_language() {
    let mut h = app();
    command(&mut h, Command::SetLanguage(Language::English));
    command(&mut h, Command::Play("AC".into()));
    command(&mut h, Command::OpenExample(0));
    let english = h.state().status().text.clone();
    assert!(english.starts_with("Opened the example"), "{english}");
    assert!(english.contains("was not saved"), "{english}");
    command(&mut h, Command::SetLanguage(Language::French));
    let french = h.state().status().text.clone();
    assert!(french.starts_with("Exemple «"), "{french}");
    assert!(french.contains("n'était pas enregistrée"), "{french}");
    h.get_by_label("La reprendre");
    assert!(
        h.query_by_label_contains("Opened the example").is_none(),
        "no English left in the status line"
    );
    // A refusal too.
    command(&mut h, Command::Play("ZZ".into()));
    let refused = h.state().status().text.clone();
    command(&mut h, Command::SetLanguage(Language::English));
    assert_ne!(
        h.state().status().text,
        refused,
        "the refusal is said again in English"
    );
    kibitzer::words::set_language(Language::English);
}
