//! Workshop mode: what the session's owner (who holds its owner key) sets
//! for everyone, and the live question. The owner locks editing so the
//! others only watch, asks everyone to follow their view, and asks about
//! one relationship; each person answers from their own browser and the
//! tally grows as answers arrive, until the owner reveals the advisor's
//! answer to everyone at once. Plain state, kept by the server and sent to
//! every browser as a whole ([`Workshop`]) each time it changes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::wire::analysis::Pattern;

/// What everyone in the session is shown of the workshop.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Workshop {
    /// Only the owner may edit; everyone else watches.
    pub locked: bool,
    /// Everyone's canvas follows the owner's view and selection.
    pub following: bool,
    /// The question asked, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<Question>,
    /// Nobody was in the session for the archive's time: it is read only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub archived: bool,
}

impl Workshop {
    /// What someone other than the owner is shown: while a question waits
    /// for its reveal, how many answered but not what (the tally is the
    /// owner's to show when they choose).
    #[must_use]
    pub fn for_attendees(&self) -> Self {
        let mut shown = self.clone();
        if let Some(question) = &mut shown.question
            && question.reveal.is_none()
        {
            question.tally.clear();
        }
        shown
    }

    /// Whether someone's advice is hidden now: a question waits for its
    /// reveal, and they are not the owner having chosen to see it (the
    /// owner's screen is often the one projected, so theirs is hidden too
    /// until they say "show me").
    #[must_use]
    pub fn hides_advice(&self, owner: bool, owner_sees: bool) -> bool {
        !(owner && owner_sees)
            && self
                .question
                .as_ref()
                .is_some_and(|question| question.reveal.is_none())
    }
}

/// The live question: which pattern fits one relationship?
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// Counts the questions asked in this session, so a browser knows a new
    /// question from the one it answered.
    pub number: u32,
    /// The relationship's id.
    pub relationship: String,
    /// Each answer given and how many gave it, in the order each answer
    /// first arrived (the bars keep their places as the tally grows). Sent
    /// to the owner alone until the reveal.
    pub tally: Vec<Count>,
    /// How many people answered (everyone is told this much).
    #[serde(default)]
    pub answered: u32,
    /// Set by the owner's reveal: the advisor's answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reveal: Option<Reveal>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Count {
    /// An answer: `embed`, `reference`, or a pattern's id.
    pub answer: String,
    pub count: u32,
}

/// The advisor's answer to the question, shown to everyone at once.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The pattern's id.
    pub pattern: String,
    /// Why, in the advisor's words (English).
    pub rationale: String,
    /// Why, in each other language Nestlink speaks, by its tag: each
    /// person reads the reveal in their own language.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub rationales: BTreeMap<String, String>,
}

impl Reveal {
    /// Why, in the language tagged `lang` (English when it has none).
    #[must_use]
    pub fn rationale_in(&self, lang: &str) -> &str {
        self.rationales.get(lang).unwrap_or(&self.rationale)
    }
}

/// The owner's actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnerAction {
    Lock,
    Unlock,
    Follow(bool),
    Ask(String),
    /// The advisor's answer to the question with this number (not to one
    /// asked since).
    Reveal(u32, Reveal),
    EndQuestion,
}

/// Most answers one question counts (anyone with the link answers, so
/// without a bound a script could grow the tally without end).
pub const MAX_ANSWERS: usize = 1_000;

/// The workshop as the server keeps (and stores) it: what everyone sees,
/// and each person's answer to the question (one each, the last counts).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Classroom {
    shown: Workshop,
    asked: u32,
    answers: BTreeMap<String, String>,
    /// Answers in the order each first arrived.
    order: Vec<String>,
}

/// The answers a person may give: the two families, or a pattern.
#[must_use]
pub fn is_answer(answer: &str) -> bool {
    answer == REFERENCE || Pattern::from_id(answer).is_some()
}

/// The family answer for "keep the ids": any referencing pattern is right.
pub const REFERENCE: &str = "reference";

/// Whether `answer` agrees with the advisor's `pattern`: the same pattern,
/// or `embed`/`reference` for a pattern of that family.
#[must_use]
pub fn is_right(answer: &str, pattern: &str) -> bool {
    let Some(advised) = Pattern::from_id(pattern) else {
        return false;
    };
    match answer {
        REFERENCE => !advised.embeds(),
        "embed" => advised.embeds(),
        other => other == pattern,
    }
}

impl Classroom {
    /// A classroom for a session that is (or is not) archived.
    #[must_use]
    pub fn new(archived: bool) -> Self {
        Self {
            shown: Workshop {
                archived,
                ..Workshop::default()
            },
            ..Self::default()
        }
    }

    /// A classroom as stored (`None` when the JSON is not one), in a
    /// session that is (or is not) archived now.
    #[must_use]
    pub fn restore(json: &str, archived: bool) -> Option<Self> {
        let mut classroom: Self = serde_json::from_str(json).ok()?;
        classroom.shown.archived = archived;
        Some(classroom)
    }

    /// What everyone is shown now.
    #[must_use]
    pub const fn shown(&self) -> &Workshop {
        &self.shown
    }

    /// Applies one of the owner's actions.
    pub fn act(&mut self, action: OwnerAction) {
        match action {
            OwnerAction::Lock => self.shown.locked = true,
            OwnerAction::Unlock => self.shown.locked = false,
            OwnerAction::Follow(on) => self.shown.following = on,
            OwnerAction::Ask(relationship) => {
                self.asked += 1;
                self.answers.clear();
                self.order.clear();
                self.shown.question = Some(Question {
                    number: self.asked,
                    relationship,
                    tally: Vec::new(),
                    answered: 0,
                    reveal: None,
                });
            }
            OwnerAction::Reveal(number, reveal) => {
                if let Some(question) = &mut self.shown.question
                    && question.number == number
                {
                    question.reveal = Some(reveal);
                }
            }
            OwnerAction::EndQuestion => {
                self.shown.question = None;
                self.answers.clear();
                self.order.clear();
            }
        }
    }

    /// `person`'s answer to the question `number`; false when there is no
    /// such open question (none asked, another one asked since, or already
    /// revealed), and the answer is not counted.
    pub fn answer(&mut self, person: &str, number: u32, answer: &str) -> bool {
        let Some(question) = &mut self.shown.question else {
            return false;
        };
        if question.number != number
            || question.reveal.is_some()
            || !is_answer(answer)
            || (self.answers.len() >= MAX_ANSWERS && !self.answers.contains_key(person))
        {
            return false;
        }
        self.answers.insert(person.to_owned(), answer.to_owned());
        if !self.order.iter().any(|known| known == answer) {
            self.order.push(answer.to_owned());
        }
        question.tally = self
            .order
            .iter()
            .map(|answer| Count {
                answer: answer.clone(),
                count: count(self.answers.values().filter(|given| *given == answer)),
            })
            .filter(|bar| bar.count > 0)
            .collect();
        question.answered = count(self.answers.values());
        true
    }

    /// The question waiting for its answer: its number and relationship.
    #[must_use]
    pub fn open_question(&self) -> Option<(u32, &str)> {
        self.shown
            .question
            .as_ref()
            .filter(|question| question.reveal.is_none())
            .map(|question| (question.number, question.relationship.as_str()))
    }
}

fn count<T>(items: impl Iterator<Item = T>) -> u32 {
    u32::try_from(items.count()).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bars(room: &Classroom) -> Vec<(String, u32)> {
        room.shown()
            .question
            .as_ref()
            .map(|q| {
                q.tally
                    .iter()
                    .map(|c| (c.answer.clone(), c.count))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn answers_are_tallied_one_per_person_in_the_order_they_first_came() {
        let mut room = Classroom::new(false);
        room.act(OwnerAction::Ask("wrote".into()));
        assert!(room.answer("ann", 1, "reference"));
        assert!(room.answer("bob", 1, "embed"));
        assert!(room.answer("cy", 1, "reference"));
        // Bob changes his mind: his answer moves, the bars keep their places.
        assert!(room.answer("bob", 1, "reference"));
        assert_eq!(bars(&room), vec![("reference".to_owned(), 3)]);
        assert!(room.answer("cy", 1, "subset"));
        assert_eq!(
            bars(&room),
            vec![("reference".to_owned(), 2), ("subset".to_owned(), 1)]
        );
    }

    #[test]
    fn answers_to_another_question_or_after_the_reveal_or_unknown_are_not_counted() {
        let mut room = Classroom::new(false);
        assert!(!room.answer("ann", 1, "embed"), "nothing was asked");
        room.act(OwnerAction::Ask("wrote".into()));
        room.act(OwnerAction::Ask("holds".into()));
        assert!(!room.answer("ann", 1, "embed"), "question 1 is over");
        assert!(!room.answer("ann", 2, "nest"), "not an answer");
        assert!(room.answer("ann", 2, "embed"));
        assert_eq!(room.open_question(), Some((2, "holds")));
        // While it waits, everyone's advice is hidden, the owner's too
        // (their screen is the projected one) unless they choose to see it;
        // the others are told how many answered, not what.
        assert!(room.shown().hides_advice(false, true));
        assert!(room.shown().hides_advice(true, false));
        assert!(!room.shown().hides_advice(true, true));
        let theirs = room.shown().for_attendees();
        let question = theirs.question.as_ref().expect("asked");
        assert_eq!((question.tally.len(), question.answered), (0, 1));
        let reveal = Reveal {
            pattern: "embed-array".into(),
            rationale: "few and read together".into(),
            ..Reveal::default()
        };
        let mut russian = reveal.clone();
        russian
            .rationales
            .insert("ru".into(), "их немного, и читают их вместе".into());
        assert_eq!(russian.rationale_in("ru"), "их немного, и читают их вместе");
        assert_eq!(
            russian.rationale_in("it"),
            "few and read together",
            "English without one"
        );
        room.act(OwnerAction::Reveal(1, reveal.clone()));
        assert!(
            room.open_question().is_some(),
            "question 1's answer is not 2's"
        );
        room.act(OwnerAction::Reveal(2, reveal));
        assert_eq!(room.open_question(), None);
        assert!(!room.answer("bob", 2, "embed"), "revealed already");
        assert!(
            !room.shown().hides_advice(false, false),
            "the advice is back"
        );
        assert_eq!(bars(&room), vec![("embed".to_owned(), 1)]);
        assert_eq!(
            room.shown().for_attendees(),
            room.shown().clone(),
            "and the tally"
        );
        room.act(OwnerAction::EndQuestion);
        assert_eq!(room.shown().question, None);
    }

    #[test]
    fn a_question_counts_a_bounded_number_of_people() {
        let mut room = Classroom::new(false);
        room.act(OwnerAction::Ask("wrote".into()));
        for person in 0..MAX_ANSWERS {
            assert!(room.answer(&format!("p{person}"), 1, "embed"));
        }
        assert!(!room.answer("late", 1, "embed"), "one too many");
        assert!(
            room.answer("p0", 1, "subset"),
            "a change of mind still counts"
        );
    }

    #[test]
    fn the_families_and_the_patterns_are_judged_against_the_advice() {
        assert!(is_right("embed", "embed-array"));
        assert!(is_right("reference", "child-references"));
        assert!(!is_right("reference", "embed"));
        assert!(is_right("subset", "subset"));
        assert!(!is_right("subset", "extended-reference"));
        assert!(!is_right("embed", "not-a-pattern"));
        assert!(is_answer("reference") && is_answer("bucket") && !is_answer("nest"));
    }

    #[test]
    fn a_stored_classroom_comes_back_whole_with_the_archive_as_it_is_now() {
        let mut room = Classroom::new(false);
        room.act(OwnerAction::Lock);
        room.act(OwnerAction::Ask("wrote".into()));
        assert!(room.answer("ann", 1, "embed"));
        let json = serde_json::to_string(&room).expect("JSON");
        let back = Classroom::restore(&json, true).expect("restored");
        assert!(back.shown().archived);
        assert_eq!(bars(&back), vec![("embed".to_owned(), 1)]);
        let mut again = back;
        assert!(again.answer("bob", 1, "embed"));
        assert_eq!(bars(&again), vec![("embed".to_owned(), 2)]);
        assert_eq!(Classroom::restore("{}", false), None);
    }

    #[test]
    fn lock_and_follow_are_switched_by_the_owner() {
        let mut room = Classroom::new(true);
        room.act(OwnerAction::Lock);
        room.act(OwnerAction::Follow(true));
        assert!(room.shown().locked && room.shown().following && room.shown().archived);
        room.act(OwnerAction::Unlock);
        room.act(OwnerAction::Follow(false));
        assert!(!room.shown().locked && !room.shown().following);
    }
}
