//! The decision for one relationship, from its own facts. The whole-model
//! pass (`effects`) may call it again with a reason that forbids embedding.
//!
//! [`decide`] asks the catalog it is given (`catalog`: every pattern's
//! branches, each with when it applies) for each branch that holds, given
//! the relationship's `Case` (its facts, and what stands in the way of
//! embedding, worked out once). Each branch builds its `Decision`
//! (`advisor::decision`), with the builders of its family here
//! (`embedded`, `references`, `tree`, `many_to_many`, and `workload` for
//! what the workload patterns share) or its own in its module;
//! what a kind of relationship says after it is in `finish`; the
//! catalog's refinements follow (ids with chosen copies become an extended
//! reference, name-value pairs the attribute pattern). The verdict
//! (`verdict`) is the finished way with the lowest weighted cost among the
//! feasible ones. What the patterns share is here: where a link's own
//! fields go, the indexes of query fields, and copying fields across a
//! reference (denormalization).

mod case;
pub(crate) mod catalog;
pub(crate) mod embedded;
mod finish;
pub(crate) mod many_to_many;
pub(crate) mod references;
pub(crate) mod tree;
mod verdict;
pub(crate) mod workload;

pub use self::case::Case;
pub use self::catalog::{Branch, Catalog, Family, Group, When};

use nestlink_core::wire::model::{Cardinality, Entity, Updates};

use crate::advisor::decision::{Copied, Decision, LeftOut, Storage};
use crate::advisor::said::{self, Said};
use crate::advisor::{
    facts::{Facts, quoted_list},
    rules::RuleId,
};
use crate::wire::Pattern;

/// Decides one relationship. `forced` is a reason, found in the whole model,
/// why `to` must not be embedded in `from`.
pub fn decide(f: &Facts<'_>, forced: Option<&Said>, catalog: &Catalog) -> Decision {
    decide_case(&Case::new(f, forced), catalog)
}

/// Decides one relationship whose `to` stays embedded in another parent
/// (`reason` says which): `to` keeps `from`'s id where it is embedded.
pub fn decide_held_elsewhere(f: &Facts<'_>, reason: &Said, catalog: &Catalog) -> Decision {
    let mut case = Case::new(f, Some(reason));
    case.held_elsewhere = true;
    decide_case(&case, catalog)
}

/// The branch that decides a relationship and the pattern it builds: what
/// the catalog's tests ask. `held_elsewhere` stands for the whole model's
/// reason that `to` is embedded in another parent.
#[cfg(test)]
pub(crate) fn decided_by(
    f: &Facts<'_>,
    held_elsewhere: bool,
    catalog: &Catalog,
) -> Option<(&'static Branch, Pattern)> {
    let elsewhere = Said::message("shared-atomic-home");
    let mut case = Case::new(f, held_elsewhere.then_some(&elsewhere));
    case.held_elsewhere = held_elsewhere;
    let chosen = cheapest(&case, catalog)?;
    Some((chosen.branch, chosen.decision.pattern))
}

fn decide_case(case: &Case<'_, '_>, catalog: &Catalog) -> Decision {
    let f = case.f;
    // Every relationship is many-to-many, a tree or a pair, and each of
    // those ends in a branch that always holds (the catalog's tests reach
    // every branch); an empty reference is never shown.
    let Some(chosen) = cheapest(case, catalog) else {
        return answered(case, Family::Own, references::child_references(f), catalog);
    };
    tracing::trace!(
        relationship = %f.rel.id,
        pattern = chosen.branch.pattern.label(),
        situation = chosen.branch.situation,
        "decided"
    );
    chosen.decision
}

/// Every way the catalog offers, finished, and the cheapest feasible one,
/// knowing which ways were weighed and why the others were left out.
fn cheapest(case: &Case<'_, '_>, catalog: &Catalog) -> Option<verdict::Candidate> {
    let f = case.f;
    // Every way weighed by its shape and costs; only the chosen one's words
    // are written (below).
    let candidates: Vec<verdict::Candidate> = said::sketch(|| {
        catalog
            .candidates(case)
            .into_iter()
            .map(|(branch, d)| {
                verdict::Candidate::new(f, branch, answered(case, branch.family, d, catalog))
            })
            .collect()
    });
    // A branch refined into another pattern (ids with copies into an
    // extended reference) weighed both.
    let mut weighed: Vec<Pattern> = candidates
        .iter()
        .flat_map(|c| [c.branch.pattern, c.decision.pattern])
        .collect();
    if case.many_to_many() {
        // Arrays on both sides are never cheaper than one (see
        // `many_to_many`): their costs say why, not a rule.
        weighed.push(Pattern::TwoWayReferences);
    }
    let mut chosen = verdict::cheapest(f, candidates)?;
    if let Some(d) = (chosen.branch.build)(case) {
        chosen.decision = answered(case, chosen.branch.family, d, catalog);
    }
    chosen.decision.weighed = weighed;
    chosen.decision.left_out = Some(LeftOut {
        embedding: against_embedding(case),
        case: Said::message(chosen.branch.situation),
    });
    Some(chosen)
}

/// What stands against embedding `to` in `from`, in words, when something
/// does.
fn against_embedding(case: &Case<'_, '_>) -> Option<Said> {
    let f = case.f;
    let (from, to) = (&f.from.name, &f.to.name);
    if case.tree() {
        return Some(Said::message("tree-not-embedded").with("nodes", &f.from_plural));
    }
    if case.many_to_many() {
        return Some(
            Said::message("many-to-many-not-embedded")
                .with("child", to)
                .with("parents", &f.from_plural),
        );
    }
    let fit = case.fit.as_ref()?;
    if !fit.blockers.is_empty() && !fit.atomic_embed {
        return Some(because(&fit.blockers));
    }
    embedded::rarely_read(f).then(|| {
        Said::message("rarely-read-not-embedded")
            .with("children", &f.to_plural)
            .with("parent", from)
    })
}

/// A branch's decision as it is answered: what its family says after it,
/// then the refinements every decision gets.
fn answered(case: &Case<'_, '_>, family: Family, mut d: Decision, catalog: &Catalog) -> Decision {
    let f = case.f;
    match (family, &case.fit) {
        (Family::Tree, _) => tree::every_node(f, &mut d),
        (Family::Referenced, Some(fit)) => {
            finish::referenced(f, fit, &mut d);
            finish::pair(f, fit, &mut d);
        }
        (Family::Pair, Some(fit)) => finish::pair(f, fit, &mut d),
        _ => {}
    }
    catalog.refine(case, &mut d);
    place_link_fields(f, &mut d);
    index_query_fields(f, &mut d);
    d
}

/// The link's own fields (`link_fields`: the quantity of an item in a
/// cart) are stored where the link is; the sentence says where.
fn place_link_fields(f: &Facts<'_>, d: &mut Decision) {
    if f.rel.link_fields.is_empty() || d.storage == Storage::Discarded {
        return;
    }
    let (from, to) = (&f.from.name, &f.to.name);
    let names: Vec<&str> = f
        .rel
        .link_fields
        .iter()
        .map(|field| field.name.as_str())
        .collect();
    let said = |id: &'static str| {
        Said::message(id)
            .with("parent", from)
            .with("child", to)
            .with("fields", quoted_list(&names))
            .count("count", u64::try_from(names.len()).unwrap_or(u64::MAX))
    };
    if matches!(
        d.pattern,
        Pattern::Bucket | Pattern::Computed | Pattern::Outlier | Pattern::Polymorphic
    ) {
        d.warn(said("link-fields-nowhere").pattern("pattern", d.pattern));
        return;
    }
    let place = if d.storage.embeds() {
        said("link-place-embedded")
    } else if d.storage.ids_in_from() && d.field_in_from.is_some() {
        said("link-place-element").with("array", &f.label)
    } else if d.storage.id_in_to() && f.rel.cardinality == Cardinality::ManyToMany {
        said("link-place-child-element").with("array", &f.from_array_field)
    } else if d.storage.id_in_to() {
        said("link-place-child").with("field", &f.parent_field)
    } else {
        return;
    };
    d.rule(&[RuleId::LinkFields])
        .say(said("link-fields").phrase("place", place));
}

/// The fields of `to` the application filters or sorts on get an index
/// wherever `to` is stored (under its parent's path when embedded); a
/// bucket's children are found through the bucket's own index instead.
fn index_query_fields(f: &Facts<'_>, d: &mut Decision) {
    if matches!(d.pattern, Pattern::Bucket | Pattern::Attribute) || d.storage == Storage::Discarded
    {
        return;
    }
    for name in &f.rel.query_fields {
        if f.to.field(name).is_some() {
            d.index(
                f.to,
                name,
                false,
                Said::message("index-query-field")
                    .with("children", &f.to_plural)
                    .with("name", name),
            );
        }
    }
}

/// Why `to` is not embedded: the blockers' reasons in one clause.
/// The blockers as one phrase: "A; and B".
fn because(blockers: &[(RuleId, Said)]) -> Said {
    Said::message("because").joined("reasons", reasons(blockers), "joiner-and")
}

/// The blockers' reasons, to join into a sentence.
fn reasons(blockers: &[(RuleId, Said)]) -> Vec<Said> {
    blockers.iter().map(|(_, reason)| reason.clone()).collect()
}

/// How many children a parent has: "typically 5 and at most 50 Addresses
/// per Student".
fn counts(f: &Facts<'_>) -> Said {
    let said = match f.max {
        Some(max) if max == f.typical => Said::message("counts-exact").count("count", max),
        Some(max) => Said::message("counts-range")
            .count("typical", f.typical)
            .count("max", max),
        None => Said::message("counts-unbounded").count("typical", f.typical),
    };
    said.with("children", &f.to_plural)
        .with("parent", &f.from.name)
}

/// The names of fields of `entity` that may be copied: not `often`.
fn copyable<'e>(entity: &'e Entity, names: &'e [String]) -> Vec<&'e str> {
    names
        .iter()
        .filter(|name| {
            entity
                .field(name)
                .is_some_and(|field| field.updates != Some(Updates::Often))
        })
        .map(String::as_str)
        .collect()
}

/// Denormalization for a reference pattern: which side can receive copies
/// depends on where the references are.
fn denormalize(f: &Facts<'_>, d: &mut Decision) {
    let (from, to) = (&f.from.name, &f.to.name);
    let (into_from, into_to) = match d.pattern {
        Pattern::ChildReferences | Pattern::TwoWayReferences => (true, true),
        Pattern::ExtendedReference => (d.storage.ids_in_from(), d.storage.id_in_to()),
        Pattern::ParentReference => (false, true),
        // Subsets copy whole children already (see copy_latest).
        Pattern::Subset => (false, true),
        _ => (false, false),
    };
    if !into_from && d.storage != Storage::CopiesInFrom && !f.rel.display_fields.is_empty() {
        let query = format!("find({{{}: <{from} id>}}, {{projection}})", f.parent_field);
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(
            Said::message("copy-not-copied")
                .with("child", to)
                .with("parent", from)
                .with(
                    "copies",
                    quoted_list(
                        &f.rel
                            .display_fields
                            .iter()
                            .map(String::as_str)
                            .collect::<Vec<_>>(),
                    ),
                )
                .with("query", query),
        );
    }
    copy_fields(f, d, into_from, into_to);
}

fn copy_fields(f: &Facts<'_>, d: &mut Decision, into_from: bool, into_to: bool) {
    let rel = f.rel;
    if into_from {
        for name in &rel.display_fields {
            copy_field(d, (f.to, f.from), name, &f.label, true, rel.snapshot);
        }
    }
    if into_to {
        for name in &rel.parent_display_fields {
            copy_field(
                d,
                (f.from, f.to),
                name,
                &f.parent_field,
                false,
                rel.snapshot,
            );
        }
    }
}

/// Copies `name` of `source` into `target` if it changes rarely enough, or
/// whatever its rate when copies keep the value they had (a snapshot).
fn copy_field(
    d: &mut Decision,
    (source, target): (&Entity, &Entity),
    name: &str,
    via: &str,
    into_array: bool,
    snapshot: bool,
) {
    let Some(field) = source.field(name) else {
        return;
    };
    let said = |id: &'static str| {
        let place = Said::message(if into_array {
            "copy-place-array"
        } else {
            "copy-place"
        })
        .with("via", via);
        Said::message(id)
            .with("source", &source.name)
            .with("target", &target.name)
            .with("name", name)
            .phrase("place", place)
    };
    let copied = |why: Said| Copied {
        field: name.to_owned(),
        into: target.id.clone(),
        why,
        latest: None,
    };
    if snapshot {
        d.rule(&[RuleId::ExtendedReference]);
        d.denormalize.push(copied(said("copy-snapshot")));
        return;
    }
    match field.updates {
        Some(Updates::Often) => {
            d.rule(&[RuleId::NeverCopyVolatile])
                .warn(said("copy-volatile"));
        }
        updates => {
            let how = match updates {
                Some(Updates::Never) => "never",
                Some(Updates::Rare) => "rare",
                _ => "unstated",
            };
            d.rule(&[RuleId::DenormalizeReadMostly]);
            d.denormalize
                .push(copied(said("copy-read-mostly").with("updates", how)));
        }
    }
}
