//! The theme the user chose, kept in the preferences and offered in the View menu; the
//! colours it selects are the views' ([`crate::ui::views::theme`]).

use egui::ThemePreference;
use serde::{Deserialize, Serialize};

/// The theme the user chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system.
    #[default]
    System,
    /// Light text on a dark background.
    Dark,
    /// Dark text on a light background.
    Light,
}

impl ThemeChoice {
    /// Every choice, in menu order.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Dark, ThemeChoice::Light];

    /// The menu label, in the current language.
    pub fn label(self) -> &'static str {
        crate::words::interned(self.message_id())
    }

    /// The id of the label's message.
    pub fn message_id(self) -> &'static str {
        match self {
            ThemeChoice::System => "view-theme-system",
            ThemeChoice::Dark => "view-theme-dark",
            ThemeChoice::Light => "view-theme-light",
        }
    }

    /// What egui calls it.
    pub fn preference(self) -> ThemePreference {
        match self {
            ThemeChoice::System => ThemePreference::System,
            ThemeChoice::Dark => ThemePreference::Dark,
            ThemeChoice::Light => ThemePreference::Light,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_labels_follow_the_language() {
        use crate::words::{Language, set_language};
        assert_eq!(ThemeChoice::System.label(), "Follow the system");
        set_language(Language::French);
        let french = ThemeChoice::ALL.map(ThemeChoice::label);
        set_language(Language::English);
        assert_eq!(french, ["Suivre le système", "Sombre", "Clair"]);
        assert_eq!(ThemeChoice::Dark.label(), "Dark");
    }
}
