//! What the advice panel's buttons do. The panel is HTML written in one
//! piece (`html`), so each button carries its action in one attribute,
//! [`ATTRIBUTE`], and the panel's one click handler reads it back here.

use super::Guess;

/// The attribute holding a button's action, as `html` writes it.
pub const ATTRIBUTE: &str = "data-action";

/// An action of the advice panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PanelAction {
    /// Copy the code block the button sits in.
    Copy,
    /// Teaching mode: the answer given with a button.
    Guess(Guess),
    /// Teaching mode: the answer is the pattern chosen in this select.
    GuessNamed,
    /// Teaching mode: forget the answer and ask again.
    AskAgain,
    /// Select the entity an error points at.
    SelectEntity(String),
    /// Select the relationship an error points at.
    SelectRelationship(String),
}

impl PanelAction {
    /// The attribute's value.
    #[must_use]
    pub fn encode(&self) -> String {
        match self {
            Self::Copy => "copy".to_owned(),
            Self::Guess(guess) => format!("guess {}", guess.code()),
            Self::GuessNamed => "guess-named".to_owned(),
            Self::AskAgain => "ask-again".to_owned(),
            Self::SelectEntity(id) => format!("select-entity {id}"),
            Self::SelectRelationship(id) => format!("select-relationship {id}"),
        }
    }

    /// Reads what [`Self::encode`] wrote.
    #[must_use]
    pub fn decode(text: &str) -> Option<Self> {
        let (verb, rest) = text.split_once(' ').unwrap_or((text, ""));
        match (verb, rest) {
            ("copy", "") => Some(Self::Copy),
            ("guess", code) => Guess::from_code(code).map(Self::Guess),
            ("guess-named", "") => Some(Self::GuessNamed),
            ("ask-again", "") => Some(Self::AskAgain),
            ("select-entity", id) if !id.is_empty() => Some(Self::SelectEntity(id.to_owned())),
            ("select-relationship", id) if !id.is_empty() => {
                Some(Self::SelectRelationship(id.to_owned()))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::Family;

    #[test]
    fn every_action_reads_back_as_written() {
        for action in [
            PanelAction::Copy,
            PanelAction::Guess(Guess::Family(Family::Embed)),
            PanelAction::Guess(Guess::Family(Family::Reference)),
            PanelAction::Guess(Guess::Pattern("subset".to_owned())),
            PanelAction::GuessNamed,
            PanelAction::AskAgain,
            PanelAction::SelectEntity("e-1".to_owned()),
            PanelAction::SelectRelationship("r_2".to_owned()),
        ] {
            assert_eq!(PanelAction::decode(&action.encode()), Some(action));
        }
        for nonsense in ["", "copy now", "guess nest", "select-entity", "launch"] {
            assert_eq!(PanelAction::decode(nonsense), None, "{nonsense:?}");
        }
    }

    #[test]
    fn the_panel_html_names_actions_in_the_attribute_read_back() {
        let quiz = crate::advice::html::quiz();
        let written: Vec<&str> = quiz
            .split(&format!("{ATTRIBUTE}=\""))
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        assert_eq!(written.len(), 3, "{quiz}");
        assert!(
            written
                .iter()
                .all(|text| PanelAction::decode(text).is_some())
        );
    }
}
