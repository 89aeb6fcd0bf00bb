//! The words of the window, below everything else of the app: the wording of every error
//! and refusal ([`errors`]) in the window's language (the languages and their messages are
//! [`crate::words`], below every layer), the theme the user chose ([`theme_choice`]), and
//! small helpers for sentences. It knows no panel, view or game: every other folder of `ui` may
//! use it, and it uses none of them.

pub mod errors;
pub mod theme_choice;

/// `text` with its first letter in capitals, to start a sentence: "The geese win".
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::capitalised;

    #[test]
    fn capitalised_changes_only_the_first_letter() {
        assert_eq!(capitalised("the geese win"), "The geese win");
        assert_eq!(capitalised("échec"), "Échec");
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("Already"), "Already");
    }
}
