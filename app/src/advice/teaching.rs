//! Teaching mode's judge: the room guesses a family (embed or reference)
//! or a pattern before Nestlink answers, and [`feedback`] says how the
//! guess compares, explaining the recommended pattern in its own terms.

use nestlink_core::wire::analysis::Pattern;

use super::embeds;
use crate::words::{fill, pattern_name, text};

/// The two families teaching mode asks about first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    Embed,
    Reference,
}

impl Family {
    #[must_use]
    pub fn of(pattern: &str) -> Self {
        if embeds(pattern) {
            Self::Embed
        } else {
            Self::Reference
        }
    }

    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Self::Embed => "embed",
            Self::Reference => "reference",
        }
    }
}

/// What an attendee answered in teaching mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Guess {
    Family(Family),
    Pattern(String),
}

impl Guess {
    /// The guess as text, for keeping it in a plain signal.
    #[must_use]
    pub fn code(&self) -> String {
        match self {
            Self::Family(family) => format!("family:{}", family.label()),
            Self::Pattern(pattern) => pattern.clone(),
        }
    }

    /// Reads what [`Guess::code`] wrote.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "family:embed" => Some(Self::Family(Family::Embed)),
            "family:reference" => Some(Self::Family(Family::Reference)),
            pattern if Pattern::from_id(pattern).is_some() => {
                Some(Self::Pattern(pattern.to_owned()))
            }
            _ => None,
        }
    }
}

/// How a guess compares with the advisor's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    /// The guess names the recommended pattern or its family.
    pub right: bool,
    /// The guess names the other family, and the pattern keeps part of
    /// the children that way (a subset embeds the latest few).
    pub partly: bool,
    /// One or two sentences: what was right, and what tells the two apart.
    pub text: String,
}

/// Compares a guess with the advisor's pattern. When the guess differs,
/// the advisor's own trade-off for the guessed choice (from its
/// alternatives: pattern, trade-off) says why.
#[must_use]
pub fn feedback(guess: &Guess, answer: &str, alternatives: &[(String, String)]) -> Feedback {
    let answer_label = pattern_name(answer);
    let family = Family::of(answer);
    let (right, guessed_label, tradeoff) = match guess {
        Guess::Family(guessed) => (
            *guessed == family,
            guessed.label().to_owned(),
            alternatives
                .iter()
                .find(|(pattern, _)| Family::of(pattern) == *guessed),
        ),
        Guess::Pattern(guessed) => (
            guessed == answer,
            pattern_name(guessed),
            alternatives.iter().find(|(pattern, _)| pattern == guessed),
        ),
    };
    // A guess of "embed" is half right for a pattern that keeps part of
    // the children inside the parent (a subset embeds the latest few).
    let mixed = matches!(guess, Guess::Family(Family::Embed))
        && !right
        && Pattern::from_id(answer).is_some_and(Pattern::keeps_both_ways);
    let what_it_does = Pattern::from_id(answer)
        .map(|pattern| format!(" {}", text(&format!("does-{}", pattern.as_str()))))
        .unwrap_or_default();
    let pattern = [("pattern", answer_label.as_str())];
    let text = if mixed {
        text(&format!("partly-{answer}"))
    } else if right {
        let said = match guess {
            Guess::Family(_) => fill(&format!("teach-right-{}", family.label()), &pattern),
            Guess::Pattern(_) => fill("teach-exactly", &pattern),
        };
        said + &what_it_does
    } else {
        let guessed_label = match guess {
            Guess::Family(family) => text(&format!("teach-guessed-{}", family.label())),
            Guess::Pattern(_) => guessed_label,
        };
        let guessed = ("guessed", guessed_label.as_str());
        let why_not = tradeoff.map_or_else(
            || fill("teach-not-listed", &[guessed]),
            |(_, tradeoff)| fill("teach-with", &[guessed, ("tradeoff", tradeoff)]),
        );
        let said = fill("teach-other", &[pattern[0], guessed]);
        format!("{said}{what_it_does} {why_not}")
    };
    Feedback {
        right,
        partly: mixed,
        text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alternatives(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(p, t)| ((*p).to_owned(), (*t).to_owned()))
            .collect()
    }

    #[test]
    fn guesses_are_compared_by_family_and_by_pattern() {
        let embed = alternatives(&[("parent-reference", "two queries instead of one")]);
        let right = feedback(&Guess::Family(Family::Embed), "embed-array", &embed);
        assert!(right.right);
        assert!(right.text.contains("Embed an array"));
        assert_eq!(
            feedback(&Guess::Family(Family::Reference), "embed-array", &[]).text,
            "Nestlink recommends Embed an array, not a reference. It keeps the children as an \
             array inside the parent's document, so one read returns both. Nestlink does not \
             list a reference as an option here."
        );
        let wrong = feedback(&Guess::Family(Family::Reference), "embed-array", &embed);
        assert!(!wrong.right);
        assert!(
            wrong.text.contains("two queries instead of one"),
            "{}",
            wrong.text
        );
        let exact = feedback(
            &Guess::Pattern("embed-array".to_owned()),
            "embed-array",
            &embed,
        );
        assert!(exact.right);
        let other = feedback(&Guess::Pattern("subset".to_owned()), "embed-array", &embed);
        assert!(!other.right);
        assert!(
            other.text.contains("does not list Subset"),
            "{}",
            other.text
        );
        assert!(feedback(&Guess::Family(Family::Reference), "subset", &[]).right);
        // Embedding is half of a subset: credited as such, in the subset's terms.
        let partly = feedback(&Guess::Family(Family::Embed), "subset", &[]);
        assert!(!partly.right && partly.partly, "{partly:?}");
        assert!(
            partly
                .text
                .starts_with("Partly right: Subset embeds the latest few"),
            "{}",
            partly.text
        );
        assert!(!feedback(&Guess::Family(Family::Embed), "parent-reference", &[]).partly);
    }

    #[test]
    fn guesses_are_kept_as_text_and_read_back() {
        for guess in [
            Guess::Family(Family::Embed),
            Guess::Family(Family::Reference),
            Guess::Pattern("embed".to_owned()),
            Guess::Pattern("subset".to_owned()),
        ] {
            assert_eq!(Guess::from_code(&guess.code()), Some(guess));
        }
        assert_eq!(Guess::from_code("nonsense"), None);
    }

    #[test]
    fn every_answer_is_explained_in_the_pattern_s_own_terms() {
        for pattern in Pattern::ALL {
            let own = text(&format!("does-{}", pattern.as_str()));
            assert!(own.ends_with('.') && own.len() > 30, "{pattern:?}: {own}");
            for guess in [
                Guess::Family(Family::Embed),
                Guess::Family(Family::Reference),
                Guess::Pattern(pattern.as_str().to_owned()),
                Guess::Pattern("embed".to_owned()),
            ] {
                let said = feedback(&guess, pattern.as_str(), &[]);
                // A guess half right is answered with what the pattern keeps
                // each way; every other answer says what the pattern does.
                assert!(
                    said.partly || said.text.contains(&own),
                    "{pattern:?} {guess:?}: {}",
                    said.text
                );
            }
        }
        let right = feedback(&Guess::Family(Family::Reference), "subset", &[]);
        assert_eq!(
            right.text,
            "Right: reference it. Nestlink's pattern is Subset. It keeps every child in a \
             collection of its own and a copy of the latest few in the parent, for the page \
             that shows them."
        );
    }
}
