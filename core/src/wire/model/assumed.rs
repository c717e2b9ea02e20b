//! The counts the advisor works with when a relationship leaves some out,
//! and the words that show them as assumptions, so the person sees (and
//! can keep) every number the advice rests on.

use super::{DEFAULT_INVERSE_TYPICAL, Relationship};
use crate::wire::english::{count_text, plural_name};

/// The typical and the largest count the advisor works with: the
/// relationship's own, or its kind's defaults. A typical count above the
/// default cap (with no maximum entered) raises the cap rather than
/// contradicting it; an entered maximum caps the typical count.
#[must_use]
pub fn resolved_counts(rel: &Relationship) -> (u64, Option<u64>) {
    let (default_typical, default_max) = rel.cardinality.default_counts();
    let typical = rel.typical.unwrap_or(default_typical);
    let max = match rel.max {
        None => default_max.map(|cap| cap.max(typical)),
        Some(max) => max,
    };
    (max.map_or(typical, |cap| typical.min(cap)), max)
}

/// A count the relationship leaves out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    Typical,
    Max,
    /// Many-to-many only: how many of `from` share one `to`.
    InverseTypical,
}

/// "1 Email", "100 Comments", "2,000 Comments".
fn counted(n: u64, name: &str) -> String {
    if n == 1 {
        format!("1 {name}")
    } else {
        format!("{} {}", count_text(n), plural_name(name))
    }
}

/// What the advisor assumes of `rel` that nobody entered, each in words:
/// "100 Comments per Post", "at most 2,000 Comments per Post", "no upper
/// limit". `from` and `to` are the two entities' names.
#[must_use]
pub fn assumptions(rel: &Relationship, from: &str, to: &str) -> Vec<(Missing, String)> {
    let (typical, max) = resolved_counts(rel);
    let mut assumed = Vec::new();
    if rel.typical.is_none() {
        assumed.push((
            Missing::Typical,
            format!("{} per {from}", counted(typical, to)),
        ));
    }
    if rel.max.is_none() {
        let words = max.map_or_else(
            || "no upper limit".to_owned(),
            |max| format!("at most {} per {from}", counted(max, to)),
        );
        assumed.push((Missing::Max, words));
    }
    if rel.cardinality == super::Cardinality::ManyToMany && rel.inverse_typical.is_none() {
        let words = format!("{} per {to}", counted(DEFAULT_INVERSE_TYPICAL, from));
        assumed.push((Missing::InverseTypical, words));
    }
    assumed
}

/// Makes an assumed count the relationship's own, unchanged in value.
pub fn keep(rel: &mut Relationship, missing: Missing) {
    let (typical, max) = resolved_counts(rel);
    match missing {
        Missing::Typical => rel.typical = Some(typical),
        Missing::Max => rel.max = Some(max),
        Missing::InverseTypical => rel.inverse_typical = Some(DEFAULT_INVERSE_TYPICAL),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::Cardinality;

    fn rel(cardinality: Cardinality) -> Relationship {
        Relationship::new("r1", "post", "tag", cardinality)
    }

    #[test]
    fn unentered_counts_are_said_and_kept_as_they_were_assumed() {
        let mut tags = rel(Cardinality::ManyToMany);
        let said: Vec<String> = assumptions(&tags, "Post", "Tag")
            .into_iter()
            .map(|(_, w)| w)
            .collect();
        assert_eq!(
            said,
            [
                "10 Tags per Post",
                "at most 100 Tags per Post",
                "10 Posts per Tag"
            ]
        );
        let before = resolved_counts(&tags);
        for (missing, _) in assumptions(&tags, "Post", "Tag") {
            keep(&mut tags, missing);
        }
        assert!(assumptions(&tags, "Post", "Tag").is_empty());
        assert_eq!(resolved_counts(&tags), before);
        assert_eq!(tags.inverse_typical, Some(10));
    }

    #[test]
    fn a_typical_count_over_the_default_cap_raises_it_and_one_is_singular() {
        let mut one = rel(Cardinality::OneToFew);
        one.typical = Some(50);
        assert_eq!(resolved_counts(&one), (50, Some(50)));
        assert_eq!(
            assumptions(&one, "Post", "Tag")[0].1,
            "at most 50 Tags per Post"
        );
        let mut card = rel(Cardinality::OneToOne);
        card.max = Some(None);
        assert_eq!(
            assumptions(&card, "Student", "ID card")[0].1,
            "1 ID card per Student"
        );
        let mut forever = rel(Cardinality::OneToSquillions);
        forever.typical = Some(5);
        assert_eq!(assumptions(&forever, "Host", "Log")[0].1, "no upper limit");
    }
}
