//! Seat names in sentences: "you win", "the geese win", "Player 2 wins", "your hands",
//! "the hounds' turn". A [`SeatName`] knows how it is spoken of ([`Person`]); these methods
//! put it into a sentence with the right article, possessive and verb.

use crate::tr;
use crate::ui::text::capitalised;
use crate::words::{FluentValue, message};

/// The name of a seat in sentences, with its grammatical number ("Hounds win", "Fox wins").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatName {
    /// "Player 2", "You (seat 1)", "Hounds".
    pub name: String,
    /// Whether verbs take the plural form.
    pub plural: bool,
    /// How sentences speak of the seat: by its name, as a side ("the fox") or as "you"
    /// (see [`crate::ui::views::grammar`]).
    pub person: Person,
}

impl SeatName {
    /// An English verb agreeing with the name: "win" or "wins"; "can" stays "can"; "be" is
    /// "is" or "are", "have" is "has" or "have". English only: sentences for people come
    /// from the message files, which take the seat's [`SeatName::args`].
    pub fn verb(&self, base: &str) -> String {
        match (base, self.plural) {
            ("be", true) => "are".to_owned(),
            ("be", false) => "is".to_owned(),
            ("have", false) => "has".to_owned(),
            _ if self.plural || base == "can" => base.to_owned(),
            _ => format!("{base}s"),
        }
    }

    /// The message `id` about this seat (`$who-…`), with more arguments.
    pub fn sentence(&self, id: &str, more: &[(&'static str, FluentValue<'static>)]) -> String {
        let mut args = self.args(Role::Who);
        args.extend(more.iter().cloned());
        message(id, &args)
    }
}

/// How a sentence speaks of a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Person {
    /// By its name as it is: "Player 2", "Player 2's hands".
    #[default]
    Named,
    /// A side of the board, by its key in the message files (`side-<key>`): "the fox",
    /// "the hounds' turn"; each language words it with its own article.
    Side(&'static str),
    /// The person at the screen, the lone human facing the computer: "you", "your hands".
    You,
}

/// Which seat of a sentence the arguments of [`SeatName::args`] name: `$who-…` (the seat
/// the sentence is about) or `$other-…` (a second seat in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `$who-person`, `$who-subject`, …
    Who,
    /// `$other-person`, `$other-subject`, …
    Other,
}

impl SeatName {
    /// A side of the board, by its key in the message files (`fox`, `geese`, `fh-fox`…):
    /// named by the message `side-<key>` ("Geese", "Oies").
    pub fn side(key: &'static str, plural: bool) -> SeatName {
        SeatName {
            name: tr!(&format!("side-{key}")),
            plural,
            person: Person::Side(key),
        }
    }

    /// The lone human's seat, called `seat` in headings: "You (Player 1)", and "you" in
    /// sentences.
    pub fn you(seat: &SeatName) -> SeatName {
        SeatName {
            name: tr!("seat-you-heading", seat = seat.name.clone()),
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

    /// The arguments that let a message speak of the seat in any language, named for its
    /// `role` (here `who`): `$who-person` (`you`, `side` or `named`, to choose a verb's
    /// person), `$who-number` (`one` or `many`, to make the verb agree), `$who-name`
    /// ("Geese"), `$who-subject` ("the geese", "les oies"), `$who-Subject` (the same, to
    /// start a sentence) and `$who-of` ("the geese's", "des oies").
    pub fn args(&self, role: Role) -> Vec<(&'static str, FluentValue<'static>)> {
        let names = match role {
            Role::Who => [
                "who-person",
                "who-number",
                "who-name",
                "who-subject",
                "who-Subject",
                "who-of",
            ],
            Role::Other => [
                "other-person",
                "other-number",
                "other-name",
                "other-subject",
                "other-Subject",
                "other-of",
            ],
        };
        let person = match self.person {
            Person::You => "you",
            Person::Side(_) => "side",
            Person::Named => "named",
        };
        let number = if self.plural { "many" } else { "one" };
        let subject = self.subject();
        let values = [
            person.to_owned(),
            number.to_owned(),
            self.name.clone(),
            subject.clone(),
            capitalised(&subject),
            self.possessive(),
        ];
        names
            .into_iter()
            .zip(values.map(FluentValue::from))
            .collect()
    }

    /// The words of the seat's message `id` (`seat-subject`, `seat-possessive`).
    fn form(&self, id: &str) -> String {
        let (person, side) = match self.person {
            Person::You => ("you", ""),
            Person::Side(key) => ("side", key),
            Person::Named => ("named", ""),
        };
        tr!(id, person = person, side = side, name = self.name.clone())
    }

    /// The seat as the subject of a sentence, in its middle: "you", "the geese", "Player 2".
    pub fn subject(&self) -> String {
        self.form("seat-subject")
    }

    /// The seat owning something: "your", "the fox's", "the hounds'", "Player 2's"; in
    /// French the "de" form: "du renard", "des oies".
    pub fn possessive(&self) -> String {
        self.form("seat-possessive")
    }

    /// The subject and its verb, agreeing: "you win", "the geese win", "Player 2 wins".
    /// English only (see [`SeatName::verb`]): a sentence for people is a message taking the
    /// seat's [`SeatName::args`], as [`SeatName::sentence`] reads one.
    pub fn says(&self, verb: &str) -> String {
        format!("{} {}", self.subject(), self.verb(verb))
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
            SeatName::side("fox", false),
            SeatName::side("geese", true),
            SeatName::side("hounds", true),
        );
        assert_eq!(capitalised(&geese.says("win")), "The geese win");
        assert_eq!(fox.says("win"), "the fox wins");
        assert_eq!(fox.possessive(), "the fox's");
        assert_eq!(geese.possessive(), "the geese's");
        assert_eq!(hounds.possessive(), "the hounds'");
        assert_eq!(hounds.says("have"), "the hounds have");
        assert_eq!(SeatName::side("hare", false).says("have"), "the hare has");
    }
}
