//! The rules texts of Help → Rules: every game and every variant, explained in the app's own
//! words, and how to read the solver's verdicts. Each game's UI names its text
//! ([`crate::ui::games::game_ui::GameUi::RULES`]).

/// One section of the rules: a title and its paragraphs, as message ids (their words are in
/// `rules.ftl`).
pub struct Section {
    /// The heading's message id.
    pub title: &'static str,
    /// The text's message id; blank lines separate the text's paragraphs.
    pub body: &'static str,
}

impl Section {
    /// The heading in the current language.
    pub fn heading(&self) -> String {
        crate::tr!(self.title)
    }

    /// The text in the current language; blank lines separate paragraphs.
    pub fn text(&self) -> String {
        crate::tr!(self.body)
    }
}

/// How to read what the solver says, for every game.
pub const READING: Section = Section {
    title: "rules-reading-title",
    body: "rules-reading",
};

/// How a game is reviewed: the marks and the threshold of a mistake
/// ([`crate::review::MISTAKE_PLIES`]).
pub const REVIEW: Section = Section {
    title: "rules-review-title",
    body: "rules-review",
};

/// Chopsticks.
pub const CHOPSTICKS: &[Section] = &[
    Section {
        title: "rules-chopsticks-the-game-title",
        body: "rules-chopsticks-the-game",
    },
    Section {
        title: "rules-chopsticks-playing-in-the-app-title",
        body: "rules-chopsticks-playing-in-the-app",
    },
    Section {
        title: "rules-chopsticks-position-codes-and-move-names-title",
        body: "rules-chopsticks-position-codes-and-move-names",
    },
    Section {
        title: "rules-chopsticks-three-or-more-players-title",
        body: "rules-chopsticks-three-or-more-players",
    },
    Section {
        title: "rules-chopsticks-variants-title",
        body: "rules-chopsticks-variants",
    },
];

/// Hare and Hounds.
/// Hare and Hounds.
pub const HARE_HOUNDS: &[Section] = &[
    Section {
        title: "rules-hare-hounds-the-game-title",
        body: "rules-hare-hounds-the-game",
    },
    Section {
        title: "rules-hare-hounds-playing-in-the-app-title",
        body: "rules-hare-hounds-playing-in-the-app",
    },
    Section {
        title: "rules-hare-hounds-position-codes-and-move-names-title",
        body: "rules-hare-hounds-position-codes-and-move-names",
    },
    Section {
        title: "rules-hare-hounds-option-title",
        body: "rules-hare-hounds-option",
    },
];

/// Fox and Geese.
/// Fox and Geese.
pub const FOX_GEESE: &[Section] = &[
    Section {
        title: "rules-fox-geese-the-game-title",
        body: "rules-fox-geese-the-game",
    },
    Section {
        title: "rules-fox-geese-playing-in-the-app-title",
        body: "rules-fox-geese-playing-in-the-app",
    },
    Section {
        title: "rules-fox-geese-what-the-app-knows-title",
        body: "rules-fox-geese-what-the-app-knows",
    },
    Section {
        title: "rules-fox-geese-position-codes-and-move-names-title",
        body: "rules-fox-geese-position-codes-and-move-names",
    },
    Section {
        title: "rules-fox-geese-options-title",
        body: "rules-fox-geese-options",
    },
];

/// Fox and Hounds.
pub const FOX_HOUNDS: &[Section] = &[
    Section {
        title: "rules-fox-hounds-the-board-and-the-pieces-title",
        body: "rules-fox-hounds-the-board-and-the-pieces",
    },
    Section {
        title: "rules-fox-hounds-moving-title",
        body: "rules-fox-hounds-moving",
    },
    Section {
        title: "rules-fox-hounds-winning-title",
        body: "rules-fox-hounds-winning",
    },
    Section {
        title: "rules-fox-hounds-position-codes-and-move-names-title",
        body: "rules-fox-hounds-position-codes-and-move-names",
    },
];

#[cfg(test)]
mod tests {
    use crate::games::GameKind;
    use crate::games::chopsticks::Switch;
    use crate::ui::games::active::rules;
    use crate::ui::games::chopsticks::switch_title;
    use crate::words::{Language, set_language};

    #[test]
    fn every_variant_is_explained_in_every_language() {
        for language in Language::ALL {
            set_language(language);
            let text: String = rules(GameKind::Chopsticks)
                .iter()
                .map(|s| s.text())
                .collect();
            for switch in Switch::ALL {
                let title = switch_title(switch);
                assert!(
                    text.contains(&format!("{title}:"))
                        || text.contains(&format!("{title}\u{a0}:")),
                    "{title} is not explained in {language:?}"
                );
            }
        }
        set_language(Language::English);
        for &kind in GameKind::ALL {
            assert!(!rules(kind).is_empty());
        }
    }

    #[test]
    fn every_name_built_from_a_key_has_its_message() {
        use crate::ui::games::active::game_title;
        use crate::ui::games::chopsticks::switch_summary;
        for language in Language::ALL {
            set_language(language);
            let mut names: Vec<String> = GameKind::ALL.iter().map(|&k| game_title(k)).collect();
            for switch in Switch::ALL {
                names.push(switch_title(switch));
                names.push(switch_summary(switch));
            }
            for name in names {
                assert!(
                    !name.starts_with("game-"),
                    "{name} is missing in {language:?}"
                );
            }
        }
        set_language(Language::English);
        assert_eq!(game_title(GameKind::FoxGeese), "Fox and Geese");
    }
}
