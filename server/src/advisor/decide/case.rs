//! What the branches of the catalog ask before they choose: the
//! relationship's facts, a whole-model reason not to embed, and for a
//! one-to-one or one-to-many between two entities what stands in the way of
//! embedding, worked out once for every branch that needs it.

use nestlink_core::wire::model::{Cardinality, Relinks};

use crate::advisor::said::Said;
use crate::advisor::{
    facts::{EMBED_BYTES, Facts, ids_fit},
    rules::RuleId,
};
use crate::bson_size::DOCUMENT_LIMIT;
use crate::wire::SizeEstimate;

/// One relationship as the catalog's branches see it.
pub struct Case<'a, 'm> {
    pub f: &'a Facts<'m>,
    /// A reason, found in the whole model, why `to` must not be embedded.
    pub forced: Option<&'a Said>,
    /// Set for a one-to-one or one-to-many between two entities.
    pub fit: Option<Fit>,
    /// `to` stays embedded in another parent (the reason is `forced`).
    pub held_elsewhere: bool,
}

/// Whether `to` can be embedded in `from`, and what stands in the way.
pub struct Fit {
    /// `from`'s document with its `to`s embedded, at the typical and the
    /// maximum count.
    pub estimate: SizeEstimate,
    /// The larger of the two.
    pub largest: u64,
    /// More children than an array of ids should hold (or no bound).
    pub over_id_limit: bool,
    /// The latest K children shown with the parent, K below the maximum
    /// and few enough for a copy of them to fit in the parent.
    pub latest: Option<u64>,
    /// Compelling reasons not to embed, each with the rule that states it.
    pub blockers: Vec<(RuleId, Said)>,
    /// One of the blockers is that `to` is used on its own.
    pub independent: bool,
    /// Atomicity outweighs the blockers: `to` stays embedded.
    pub atomic_embed: bool,
}

impl<'a, 'm> Case<'a, 'm> {
    pub fn new(f: &'a Facts<'m>, forced: Option<&'a Said>) -> Self {
        let pair = f.rel.cardinality != Cardinality::ManyToMany && !f.rel.is_self();
        Self {
            f,
            forced,
            fit: pair.then(|| Fit::new(f, forced)),
            held_elsewhere: false,
        }
    }

    /// `to`'s fields shown with `from` (its display fields), of which some
    /// may be copied.
    pub fn copies_shown(&self) -> bool {
        !super::copyable(self.f.to, &self.f.rel.display_fields).is_empty()
    }

    /// `from`'s fields shown with each `to` (the parent's display fields),
    /// of which some may be copied.
    pub fn parent_copies_shown(&self) -> bool {
        !super::copyable(self.f.from, &self.f.rel.parent_display_fields).is_empty()
    }

    /// The latest K are shown with a parent whose children are kept
    /// apart, and copies of them fit in it: the subset pattern's case (a
    /// parent with squillions of children and more than an id array holds
    /// keeps none).
    pub fn latest_copied(&self) -> bool {
        self.referenced().is_some_and(|fit| {
            fit.latest.is_some()
                && (!fit.over_id_limit || self.f.rel.cardinality != Cardinality::OneToSquillions)
        })
    }

    pub fn one(&self) -> bool {
        self.f.rel.cardinality == Cardinality::OneToOne
    }

    pub fn many_to_many(&self) -> bool {
        self.f.rel.cardinality == Cardinality::ManyToMany
    }

    /// An entity related to itself, not many-to-many: a tree.
    pub fn tree(&self) -> bool {
        self.f.rel.is_self() && !self.many_to_many()
    }

    /// A one-to-one or one-to-many that nothing keeps from being embedded,
    /// or whose atomic writes outweigh what does.
    pub fn embeddable(&self) -> Option<&Fit> {
        self.fit
            .as_ref()
            .filter(|fit| fit.blockers.is_empty() || fit.atomic_embed)
    }

    /// A one-to-one or one-to-many that cannot be embedded: `to` lives in a
    /// collection of its own.
    pub fn referenced(&self) -> Option<&Fit> {
        self.fit
            .as_ref()
            .filter(|fit| !fit.blockers.is_empty() && !fit.atomic_embed)
    }
}

impl Fit {
    fn new(f: &Facts<'_>, forced: Option<&Said>) -> Self {
        let rel = f.rel;
        let one = rel.cardinality == Cardinality::OneToOne;
        let (from, to) = (&f.from.name, &f.to.name);
        let tos = &f.to_plural;
        let estimate = SizeEstimate {
            typical: f.embedded_parent_bytes(f.typical),
            max: f.max.map(|max| f.embedded_parent_bytes(max)),
        };
        let largest = estimate.max.unwrap_or(estimate.typical);
        let too_large = !one && largest > EMBED_BYTES;
        let too_big = past_limit(estimate, largest);

        let mut blockers: Vec<(RuleId, Said)> = Vec::new();
        let said = |id: &'static str| {
            Said::message(id)
                .with("child", to)
                .with("children", tos)
                .with("parent", from)
        };
        if let Some(reason) = forced {
            blockers.push((RuleId::IndependentAccess, reason.clone()));
        }
        if rel.independent_access {
            blockers.push((RuleId::IndependentAccess, said("blocker-used-alone")));
        }
        if f.max.is_none() {
            blockers.push((RuleId::UnboundedGrowth, said("blocker-unbounded")));
        } else if too_large && !too_big {
            blockers.push((
                RuleId::TooLargeToEmbed,
                said("blocker-too-large")
                    .count("max", f.max.unwrap_or(0))
                    .bytes("size", largest),
            ));
        }
        if !one && rel.relinks() == Relinks::Often {
            blockers.push((RuleId::MovesOften, said("blocker-moves")));
        }
        if too_big {
            blockers.push((
                RuleId::DocumentSizeLimit,
                said("blocker-too-big").bytes("size", largest),
            ));
        }
        let independent = blockers
            .iter()
            .any(|(rule, _)| *rule == RuleId::IndependentAccess);
        // Atomicity can outweigh independent access (the data is then read
        // through its parent), but never the size limits or a whole-model
        // reason.
        let atomic_embed = rel.atomic
            && forced.is_none()
            && blockers
                .iter()
                .all(|(rule, _)| *rule == RuleId::IndependentAccess);
        Self {
            estimate,
            largest,
            over_id_limit: f.max.is_none_or(|max| !ids_fit(max)),
            latest: rel
                .shown_with_parent
                .filter(|&k| k > 0 && f.max.is_none_or(|max| k < max))
                // A copy of them must fit in the parent.
                .filter(|&k| f.embedded_parent_bytes(k) <= DOCUMENT_LIMIT),
            blockers,
            independent,
            atomic_embed,
        }
    }

    /// Whether the document would pass the 16 MiB limit at the maximum.
    pub(super) fn too_big(&self) -> bool {
        past_limit(self.estimate, self.largest)
    }

    /// The blockers' rules.
    pub(super) fn blocker_rules(&self) -> Vec<RuleId> {
        self.blockers.iter().map(|(rule, _)| *rule).collect()
    }
}

/// The embedded document would pass 16 MiB, typically or at the largest.
fn past_limit(estimate: SizeEstimate, largest: u64) -> bool {
    estimate.typical > DOCUMENT_LIMIT || largest > DOCUMENT_LIMIT
}
