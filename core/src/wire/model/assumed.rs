//! The counts the advisor works with when a relationship leaves some out,
//! and the words that show them as assumptions, so the person sees (and
//! can keep) every number the advice rests on.

use super::{DEFAULT_INVERSE_TYPICAL, Relationship};

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

/// What the advisor assumes of `rel` that nobody entered: each count left
/// out and the number it stands for (`None`: no upper limit). The
/// interface words them ("100 Comments per Post", "at most 2,000 Comments
/// per Post"), the inverse count going from `to` to `from`.
#[must_use]
pub fn assumptions(rel: &Relationship) -> Vec<(Missing, Option<u64>)> {
    let (typical, max) = resolved_counts(rel);
    let mut assumed = Vec::new();
    if rel.typical.is_none() {
        assumed.push((Missing::Typical, Some(typical)));
    }
    if rel.max.is_none() {
        assumed.push((Missing::Max, max));
    }
    if rel.cardinality == super::Cardinality::ManyToMany && rel.inverse_typical.is_none() {
        assumed.push((Missing::InverseTypical, Some(DEFAULT_INVERSE_TYPICAL)));
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
        assert_eq!(
            assumptions(&tags),
            [
                (Missing::Typical, Some(10)),
                (Missing::Max, Some(100)),
                (Missing::InverseTypical, Some(10))
            ]
        );
        let before = resolved_counts(&tags);
        for (missing, _) in assumptions(&tags) {
            keep(&mut tags, missing);
        }
        assert!(assumptions(&tags).is_empty());
        assert_eq!(resolved_counts(&tags), before);
        assert_eq!(tags.inverse_typical, Some(10));
    }

    #[test]
    fn a_typical_count_over_the_default_cap_raises_it() {
        let mut one = rel(Cardinality::OneToFew);
        one.typical = Some(50);
        assert_eq!(resolved_counts(&one), (50, Some(50)));
        assert_eq!(assumptions(&one), [(Missing::Max, Some(50))]);
        let mut card = rel(Cardinality::OneToOne);
        card.max = Some(None);
        assert_eq!(assumptions(&card), [(Missing::Typical, Some(1))]);
        let mut forever = rel(Cardinality::OneToSquillions);
        forever.typical = Some(5);
        assert_eq!(assumptions(&forever), [(Missing::Max, None)]);
    }
}
