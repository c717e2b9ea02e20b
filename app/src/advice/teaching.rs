//! Teaching mode's judge: the room guesses a family (embed or reference)
//! or a pattern before Nestlink answers, and [`feedback`] says how the
//! guess compares, explaining the recommended pattern in its own terms.

use nestlink_core::wire::analysis::Pattern;

use super::{embeds, pattern_label};

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
    let answer_label = pattern_label(answer);
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
            pattern_label(guessed).to_owned(),
            alternatives.iter().find(|(pattern, _)| pattern == guessed),
        ),
    };
    let mixed = match guess {
        Guess::Family(guessed) if !right => mixed_families(answer, *guessed),
        _ => None,
    };
    let what_it_does = Pattern::from_id(answer)
        .map(|pattern| format!(" It {}.", pattern.what_it_does()))
        .unwrap_or_default();
    let text = if let Some(how) = mixed {
        format!("Partly right: {answer_label} {how}.")
    } else if right {
        match guess {
            Guess::Family(_) => format!(
                "Right: {} it. Nestlink's pattern is {answer_label}.{what_it_does}",
                family.label()
            ),
            Guess::Pattern(_) => format!("Exactly: {answer_label}.{what_it_does}"),
        }
    } else {
        let guessed_label = match guess {
            Guess::Family(Family::Embed) => "embedding".to_owned(),
            Guess::Family(Family::Reference) => "a reference".to_owned(),
            Guess::Pattern(_) => guessed_label,
        };
        let why_not = tradeoff.map_or_else(
            || format!("Nestlink does not list {guessed_label} as an option here."),
            |(_, tradeoff)| format!("With {guessed_label}: {tradeoff}"),
        );
        format!("Nestlink recommends {answer_label}, not {guessed_label}.{what_it_does} {why_not}")
    };
    Feedback {
        right,
        partly: mixed.is_some(),
        text,
    }
}

/// For a pattern that keeps children both ways, what it keeps the way of
/// `guessed`, said in the pattern's own terms (each pattern's module in
/// the core says it).
fn mixed_families(answer: &str, guessed: Family) -> Option<&'static str> {
    match guessed {
        Family::Embed => Pattern::from_id(answer)?.partly_embeds(),
        Family::Reference => None,
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
            let own = pattern.what_it_does();
            assert!(!own.ends_with('.') && own.len() > 30, "{pattern:?}: {own}");
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
                    said.partly || said.text.contains(own),
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
