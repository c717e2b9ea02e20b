//! Entities that several relationships touch, settled before anything is
//! placed: a shared child copied into many parents keeps one collection when
//! anything else links to it; a child embedded to change atomically with
//! one parent is found there by the others; and an entity needed on its own
//! somewhere is embedded nowhere.

use crate::advisor::said::Said;
use std::collections::BTreeMap;

use nestlink_core::wire::model::Cardinality;

use super::decide::{Catalog, decide, decide_held_elsewhere};
use super::decision::{Decision, Storage};
use super::facts::Facts;

/// Re-decides, with the whole model's reason, the relationships that embed
/// an entity another relationship needs elsewhere.
pub(super) fn settle(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    entity_count: usize,
    catalog: &Catalog,
) {
    unshare_copies(facts, ends, decisions, catalog);
    one_home_per_child(facts, ends, decisions, catalog);
    unembed_shared(facts, ends, decisions, entity_count, catalog);
}

/// Copies of a shared child embedded in each of its many parents are right
/// only while nothing else in the model links to that child: otherwise it
/// keeps a collection of its own, the one place it changes.
fn unshare_copies(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    catalog: &Catalog,
) {
    for (i, f) in facts.iter().enumerate() {
        let copies = f.rel.cardinality == Cardinality::ManyToMany
            && decisions.get(i).is_some_and(|d| d.storage.embeds());
        let Some(&(_, to)) = ends.get(i).filter(|_| copies) else {
            continue;
        };
        let other = ends
            .iter()
            .enumerate()
            .find(|&(j, &(a, b))| j != i && (a == to || b == to))
            .and_then(|(j, _)| facts.get(j));
        let Some(other) = other else {
            continue;
        };
        let reason = Said::message("shared-linked-elsewhere")
            .with("child", &f.to.name)
            .with("relationship", &other.rel.id);
        let warning = Said::message("shared-not-copied")
            .with("parent", &f.from.name)
            .phrase("reason", reason.clone());
        if let Some(slot) = decisions.get_mut(i) {
            *slot = kept_apart(f, &reason, warning, catalog);
        }
    }
}

/// A child embedded by two parents, one of which must change atomically
/// with it, cannot be copied into the other: a copy there would change in
/// a second write. It stays embedded where its writes are atomic, and the
/// other parents find it there by the id it keeps of them. (Without an
/// atomic parent, the two may be separate values, an address of a client
/// and one of a shop: `note_duplicates` asks.)
fn one_home_per_child(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    catalog: &Catalog,
) {
    let mut by_child: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, f) in facts.iter().enumerate() {
        let embedded = decisions
            .get(i)
            .is_some_and(|d| d.storage == Storage::Embedded);
        let pair = f.rel.cardinality != Cardinality::ManyToMany && !f.rel.is_self();
        if let Some(&(_, to)) = ends.get(i).filter(|_| embedded && pair && !f.rel.snapshot) {
            by_child.entry(to).or_default().push(i);
        }
    }
    for list in by_child.values().filter(|list| list.len() > 1) {
        let Some(home) = list
            .iter()
            .copied()
            .find(|&i| facts.get(i).is_some_and(|f| f.rel.atomic))
        else {
            continue;
        };
        let Some(kept) = facts.get(home) else {
            continue;
        };
        for &i in list.iter().filter(|&&i| i != home) {
            let Some(f) = facts.get(i) else { continue };
            let reason = Said::message("shared-atomic-home")
                .with("child", &f.to.name)
                .with("parent", &kept.from.name)
                .with("relationship", &kept.rel.id);
            if let Some(slot) = decisions.get_mut(i) {
                *slot = decide_held_elsewhere(f, &reason, catalog);
            }
        }
    }
}

/// An entity needed on its own (independent access, referenced by id, a
/// tree node) cannot also be embedded somewhere else.
fn unembed_shared(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    entity_count: usize,
    catalog: &Catalog,
) {
    // For each entity, the first relationship that needs it on its own.
    let mut needed: Vec<Vec<(usize, Said)>> = vec![Vec::new(); entity_count];
    for (i, (f, d)) in facts.iter().zip(decisions.iter()).enumerate() {
        let Some(&(_, to)) = ends.get(i) else {
            continue;
        };
        let said = |id: &'static str| {
            Said::message(id)
                .with("parent", &f.from.name)
                .with("child", &f.to.name)
                .with("relationship", &f.rel.id)
        };
        let reason = if f.rel.independent_access {
            said("shared-used-alone")
        } else if d.storage.ids_in_from() {
            said("shared-ids")
        } else if f.rel.is_self() {
            said("shared-tree")
        } else {
            continue;
        };
        if let Some(list) = needed.get_mut(to)
            && list.len() < 2
        {
            list.push((i, reason));
        }
    }

    for i in 0..decisions.len() {
        let embeds = decisions.get(i).is_some_and(|d| d.storage.embeds());
        let (Some(f), Some(&(_, to))) = (facts.get(i), ends.get(i)) else {
            continue;
        };
        if !embeds {
            continue;
        }
        let Some((_, reason)) = needed
            .get(to)
            .and_then(|list| list.iter().find(|(j, _)| *j != i))
        else {
            continue;
        };
        let warning = Said::message("shared-not-embedded").phrase("reason", reason.clone());
        if let Some(slot) = decisions.get_mut(i) {
            *slot = kept_apart(f, reason, warning, catalog);
        }
    }
}

/// The relationship decided again with the whole model's `reason` to keep
/// `to` out of `from`, its first warning saying so.
fn kept_apart(f: &Facts<'_>, reason: &Said, warning: Said, catalog: &Catalog) -> Decision {
    let mut d = decide(f, Some(reason), catalog);
    d.warnings.insert(0, warning);
    d
}
