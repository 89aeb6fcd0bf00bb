//! Seat names in sentences: "you win", "the geese win", "Player 2 wins", "your hands",
//! "the hounds' turn". A [`SeatName`] knows how it is spoken of ([`Person`]); these methods
//! put it into a sentence with the right article, possessive and verb.

use crate::ui::views::verdict::SeatName;

/// How a sentence speaks of a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Person {
    /// By its name as it is: "Player 2", "Player 2's hands".
    #[default]
    Named,
    /// A side of the board, with "the": "the fox", "the hounds' turn".
    Side,
    /// The person at the screen, the lone human facing the computer: "you", "your hands".
    You,
}

impl SeatName {
    /// The lone human's seat, called `seat` in headings: "You (Player 1)", and "you" in
    /// sentences.
    pub fn you(seat: &SeatName) -> SeatName {
        SeatName {
            name: format!("You ({})", seat.name),
            plural: true,
            person: Person::You,
        }
    }

    /// A seat called by its name, singular: "Player 2".
    pub fn named(name: &str) -> SeatName {
        SeatName {
            name: name.to_owned(),
            plural: false,
            person: Person::Named,
        }
    }

    /// The seat as the subject of a sentence, in its middle: "you", "the geese", "Player 2".
    pub fn subject(&self) -> String {
        match self.person {
            Person::You => "you".to_owned(),
            Person::Side => format!("the {}", self.name.to_lowercase()),
            Person::Named => self.name.clone(),
        }
    }

    /// The seat owning something: "your", "the fox's", "the hounds'", "Player 2's".
    pub fn possessive(&self) -> String {
        if self.person == Person::You {
            return "your".to_owned();
        }
        let subject = self.subject();
        if self.plural && subject.ends_with('s') {
            format!("{subject}'")
        } else {
            format!("{subject}'s")
        }
    }

    /// The subject and its verb, agreeing: "you win", "the geese win", "Player 2 wins".
    pub fn says(&self, verb: &str) -> String {
        format!("{} {}", self.subject(), self.verb(verb))
    }
}

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
    use super::*;

    #[test]
    fn you_win_and_your_hands() {
        let you = SeatName::you(&SeatName::named("Player 1"));
        assert_eq!(you.name, "You (Player 1)", "headings keep the seat");
        assert_eq!(you.says("win"), "you win");
        assert_eq!(you.possessive(), "your");
        assert_eq!(you.says("be"), "you are");
        assert_eq!(capitalised(&you.says("have")), "You have");
    }

    #[test]
    fn players_take_s_and_apostrophe_s() {
        let two = SeatName::named("Player 2");
        assert_eq!(two.says("win"), "Player 2 wins");
        assert_eq!(two.possessive(), "Player 2's");
        assert_eq!(two.says("be"), "Player 2 is");
        assert_eq!(two.says("can"), "Player 2 can");
    }

    #[test]
    fn sides_take_the_article() {
        let (fox, geese, hounds) = (
            SeatName::one("Fox"),
            SeatName::many("Geese"),
            SeatName::many("Hounds"),
        );
        assert_eq!(capitalised(&geese.says("win")), "The geese win");
        assert_eq!(fox.says("win"), "the fox wins");
        assert_eq!(fox.possessive(), "the fox's");
        assert_eq!(geese.possessive(), "the geese's");
        assert_eq!(hounds.possessive(), "the hounds'");
        assert_eq!(hounds.says("have"), "the hounds have");
        assert_eq!(SeatName::one("Hare").says("have"), "the hare has");
    }
}
