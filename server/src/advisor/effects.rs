//! The whole-model pass. Relationship-by-relationship decisions can clash:
//! an entity embedded in one parent may be needed on its own through another
//! relationship, embedded in two parents, or embedded in a cycle. This pass
//! settles those, then works out where each entity's data ends up (which
//! collection, under which path) and so which collections exist and where
//! each index goes. Every step walks the model once, in the model's order.

use std::collections::{BTreeMap, BTreeSet};

use nestlink_core::wire::model::{Model, Query, Relationship};

use super::decide::{Catalog, decide};
use super::decision::{Decision, IndexPlan, Storage};
use super::facts::Facts;
use super::placement::{Placement, place};
use super::versions::{EntityCase, EntityPlans};
use super::workload::TimeSeriesPlan;
use super::{names, rules::RuleId};
use super::{sharing, tipping};
use crate::advisor::said::Said;
use crate::wire::{Collection, Index, IndexKeys};

/// Decisions in the model's order, and the resulting collections.
pub struct Plan<'m> {
    pub decisions: Vec<(&'m Relationship, Decision)>,
    pub collections: Vec<Collection>,
    /// The facts each decision was made on, in the same order.
    pub facts: Vec<Facts<'m>>,
    /// Each decided relationship's index in the model (for JSON paths).
    pub positions: Vec<usize>,
    /// The patterns for entities' documents as a whole (versions, history).
    pub entities: EntityPlans,
}

/// The whole model's plan, its sentences in the language tagged `lang`.
pub fn plan<'m>(model: &'m Model, lang: &str, catalog: &Catalog) -> Plan<'m> {
    let entities = &model.entities;
    let mut by_id: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, entity) in entities.iter().enumerate() {
        by_id.entry(entity.id.as_str()).or_insert(i);
    }
    let collection_names = unique_collection_names(model);
    let name_of = |i: usize| collection_names.get(i).cloned().unwrap_or_default();

    // Relationships whose ends do not exist are left out (the validator
    // reports them); `ends` keeps the entity indexes of the others.
    let mut facts: Vec<Facts<'_>> = Vec::new();
    let mut ends: Vec<(usize, usize)> = Vec::new();
    let mut positions: Vec<usize> = Vec::new();
    for (position, rel) in model.relationships.iter().enumerate() {
        let (Some(&from), Some(&to)) = (by_id.get(rel.from.as_str()), by_id.get(rel.to.as_str()))
        else {
            continue;
        };
        let (Some(from_entity), Some(to_entity)) = (entities.get(from), entities.get(to)) else {
            continue;
        };
        facts.push(Facts::new(
            rel,
            from_entity,
            to_entity,
            name_of(from),
            name_of(to),
        ));
        ends.push((from, to));
        positions.push(position);
    }
    let mut decisions: Vec<Decision> = facts
        .iter()
        .map(|f| {
            let mut d = decide(f, None, catalog);
            tipping::note(f, &mut d, catalog);
            d
        })
        .collect();

    sharing::settle(&facts, &ends, &mut decisions, entities.len(), catalog);
    break_embed_cycles(&facts, &ends, &mut decisions, entities.len(), catalog);

    let (placements, own) = place(&facts, &ends, &decisions, entities.len());
    note_duplicates(
        &facts,
        &ends,
        &mut decisions,
        &placements,
        &collection_names,
    );
    note_chains(
        &facts,
        &ends,
        &mut decisions,
        &placements,
        &collection_names,
    );
    for d in &mut decisions {
        d.indexes = resolve_indexes(&d.index_plans, &by_id, &placements, &collection_names, lang);
        if let Some(own) = &d.extra_collection {
            d.indexes.push(own.index(lang));
        }
    }

    let queried = resolve_indexes(
        &field_indexes(model),
        &by_id,
        &placements,
        &collection_names,
        lang,
    );
    let mut collections = collections(
        model,
        (&ends, &decisions),
        &placements,
        &own,
        &collection_names,
        &queried,
        lang,
    );
    // The entities' own patterns, each plan given those before it.
    let case = EntityCase {
        model,
        placements: &placements,
        collection_names: &collection_names,
        collections: &collections,
        lang,
    };
    let mut entities = EntityPlans::default();
    for planner in catalog.planners() {
        let more = planner(&case, &entities);
        entities.extend(more);
    }
    // An archive's index on the live collection joins that collection's.
    for index in entities.advice.iter().flat_map(|advice| &advice.indexes) {
        if let Some(live) = collections.iter_mut().find(|c| c.name == index.collection)
            && !live.indexes.iter().any(|have| have.keys == index.keys)
        {
            live.indexes.push(index.clone());
        }
    }
    collections.extend(entities.collections.iter().cloned());
    Plan {
        decisions: facts.iter().map(|f| f.rel).zip(decisions).collect(),
        collections,
        facts,
        positions,
        entities,
    }
}

/// Collection names from entity names; a clash gets a numbered suffix, in
/// the model's order.
pub fn unique_collection_names(model: &Model) -> Vec<String> {
    let mut taken: BTreeSet<String> = BTreeSet::new();
    model
        .entities
        .iter()
        .map(|entity| {
            names::unique_name(
                &names::collection_name(&entity.name, &entity.id),
                &mut taken,
            )
        })
        .collect()
}

/// Embedding edges must form no cycle (A in B in A cannot be stored): a
/// depth-first walk finds the edges that close a cycle, and each becomes a
/// reference.
fn break_embed_cycles(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    entity_count: usize,
    catalog: &Catalog,
) {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); entity_count];
    for (i, d) in decisions.iter().enumerate() {
        if d.storage.embeds()
            && let Some(&(from, _)) = ends.get(i)
            && let Some(list) = out.get_mut(from)
        {
            list.push(i);
        }
    }
    // 0 unvisited, 1 on the current path, 2 done.
    let mut state = vec![0u8; entity_count];
    let mut closing: Vec<usize> = Vec::new();
    for start in 0..entity_count {
        if state.get(start) != Some(&0) {
            continue;
        }
        // (entity, next outgoing edge to try)
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        if let Some(s) = state.get_mut(start) {
            *s = 1;
        }
        while let Some(top) = stack.last_mut() {
            let node = top.0;
            let edge = out.get(node).and_then(|edges| edges.get(top.1)).copied();
            top.1 += 1;
            match edge {
                None => {
                    if let Some(s) = state.get_mut(node) {
                        *s = 2;
                    }
                    stack.pop();
                }
                Some(rel) => {
                    let Some(&(_, child)) = ends.get(rel) else {
                        continue;
                    };
                    match state.get(child) {
                        Some(0) => {
                            if let Some(s) = state.get_mut(child) {
                                *s = 1;
                            }
                            stack.push((child, 0));
                        }
                        Some(1) => closing.push(rel),
                        _ => {}
                    }
                }
            }
        }
    }
    for rel in closing {
        let Some(f) = facts.get(rel) else { continue };
        let reason = Said::message("cycle")
            .with("parent", &f.from.name)
            .with("child", &f.to.name);
        let mut d = decide(f, Some(&reason), catalog);
        d.rules.insert(RuleId::EmbedCycle);
        d.warnings
            .insert(0, Said::message("cycle-warning").phrase("reason", reason));
        if let Some(slot) = decisions.get_mut(rel) {
            *slot = d;
        }
    }
}

fn describe(placement: &Placement, collection_names: &[String]) -> Said {
    let collection = collection_names
        .get(placement.root)
        .map_or("?", String::as_str);
    if placement.path.is_empty() {
        Said::message("place-own-collection").with("collection", collection)
    } else {
        Said::message("place-under")
            .with("collection", collection)
            .with("path", &placement.path)
    }
}

/// An entity stored in more than one place is duplicated data.
fn note_duplicates(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    placements: &[Vec<Placement>],
    collection_names: &[String],
) {
    for (i, d) in decisions.iter_mut().enumerate() {
        let (Some(f), Some(&(_, to))) = (facts.get(i), ends.get(i)) else {
            continue;
        };
        let places = placements.get(to).map(Vec::as_slice).unwrap_or_default();
        if !d.storage.embeds() || places.len() < 2 {
            continue;
        }
        let list = places
            .iter()
            .map(|p| describe(p, collection_names))
            .collect::<Vec<_>>();
        d.rules.insert(RuleId::EmbeddedTwice);
        d.warn(
            Said::message("embedded-twice")
                .with("child", &f.to.name)
                .count("count", u64::try_from(places.len()).unwrap_or(u64::MAX))
                .joined("places", list, "joiner-comma"),
        );
    }
}

/// A relationship whose `from` is embedded stores its field inside the
/// documents of the collection that embeds `from`.
fn note_chains(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &mut [Decision],
    placements: &[Vec<Placement>],
    collection_names: &[String],
) {
    for (i, d) in decisions.iter_mut().enumerate() {
        let (Some(f), Some(&(from, _))) = (facts.get(i), ends.get(i)) else {
            continue;
        };
        let nested: Vec<&Placement> = placements
            .get(from)
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .filter(|p| !p.path.is_empty())
            .collect();
        let Some(first) = nested.first() else {
            continue;
        };
        let collection = collection_names.get(first.root).map_or("?", String::as_str);
        if let Some(field) = &d.field_in_from {
            d.rules.insert(RuleId::EmbeddedChain);
            d.say(
                Said::message("chain-field")
                    .with("parent", &f.from.name)
                    .with("field", field)
                    .with("collection", collection)
                    .with("path", first.key(field)),
            );
        }
        if d.storage.id_in_to() && !f.rel.is_self() {
            d.rules.insert(RuleId::EmbeddedChain);
            d.warn(
                Said::message("chain-reference")
                    .with("parent", &f.from.name)
                    .with("child", &f.to.name)
                    .with("collection", collection)
                    .with("path", &first.path)
                    .with("query", format!("find({{\"{}\": <id>}})", first.key("_id"))),
            );
            d.index_plans.push(IndexPlan {
                entity: f.from.id.clone(),
                field: "_id".to_owned(),
                more: Vec::new(),
                unique: false,
                reason: Said::message("chain-index")
                    .with("parent", &f.from.name)
                    .with("child", &f.to.name),
            });
        }
    }
}

fn resolve_indexes(
    plans: &[IndexPlan],
    by_id: &BTreeMap<&str, usize>,
    placements: &[Vec<Placement>],
    collection_names: &[String],
    lang: &str,
) -> Vec<Index> {
    let mut indexes: Vec<Index> = Vec::new();
    for plan in plans {
        let Some(&entity) = by_id.get(plan.entity.as_str()) else {
            continue;
        };
        // Written once, whatever the number of places it applies to.
        let mut reason: Option<String> = None;
        for placement in placements
            .get(entity)
            .map(Vec::as_slice)
            .unwrap_or_default()
        {
            let key = placement.key(&plan.field);
            if key == "_id" && plan.more.is_empty() {
                continue; // always indexed
            }
            // A unique index spans documents, not the elements of one
            // document's array: where the entity is embedded, keeping its
            // values unique is the application's work.
            if plan.unique && !placement.path.is_empty() {
                continue;
            }
            let Some(collection) = collection_names.get(placement.root) else {
                continue;
            };
            let index = Index {
                collection: collection.clone(),
                keys: IndexKeys(
                    std::iter::once((key, 1))
                        .chain(
                            plan.more
                                .iter()
                                .map(|(more, direction)| (placement.key(more), *direction)),
                        )
                        .collect(),
                ),
                unique: plan.unique,
                reason: reason
                    .get_or_insert_with(|| plan.reason.written_in(lang))
                    .clone(),
            };
            if !indexes
                .iter()
                .any(|i| i.collection == index.collection && i.keys == index.keys)
            {
                indexes.push(index);
            }
        }
    }
    indexes
}

/// An index for each field the application finds its entity's documents by
/// (`queried`: equality, range or sort), and a unique one for each field
/// whose values are unique. A word search needs a text index, which is left
/// to the person: a collection has at most one.
fn field_indexes(model: &Model) -> Vec<IndexPlan> {
    let mut plans = Vec::new();
    for entity in &model.entities {
        let plural = names::plural_name(&entity.name);
        for field in &entity.fields {
            let ways: Vec<&str> = field
                .queried
                .iter()
                .filter(|way| **way != Query::Text)
                .map(|way| way.as_str())
                .collect();
            let found_by = (!ways.is_empty()).then(|| {
                Said::message("index-found-by")
                    .with("entities", &plural)
                    .with("field", &field.name)
                    .with("ways", ways.join(", "))
            });
            let plan = |unique: bool, reason: Said| IndexPlan {
                entity: entity.id.clone(),
                field: field.name.clone(),
                more: Vec::new(),
                unique,
                reason,
            };
            // The unique plan comes first: where both apply, it is the one
            // index kept, and it says both reasons.
            if field.unique {
                let unique = Said::message("index-unique")
                    .with("entities", &plural)
                    .with("field", &field.name);
                let reason = match &found_by {
                    Some(found) => Said::message("because").joined(
                        "reasons",
                        vec![unique, found.clone()],
                        "joiner-semicolon",
                    ),
                    None => unique,
                };
                plans.push(plan(true, reason));
            }
            if let Some(found_by) = found_by {
                plans.push(plan(false, found_by));
            }
        }
    }
    plans
}

fn collections(
    model: &Model,
    (ends, decisions): (&[(usize, usize)], &[Decision]),
    placements: &[Vec<Placement>],
    own: &[bool],
    collection_names: &[String],
    queried: &[Index],
    lang: &str,
) -> Vec<Collection> {
    let count = model.entities.len();
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut member_set: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); count];
    let mut add = |root: usize, entity: usize| {
        if let (Some(list), Some(set)) = (members.get_mut(root), member_set.get_mut(root))
            && set.insert(entity)
        {
            list.push(entity);
        }
    };
    // The entity a collection is named after comes first.
    for (e, &is_own) in own.iter().enumerate() {
        if is_own {
            add(e, e);
        }
    }
    for (e, list) in placements.iter().enumerate() {
        for placement in list {
            add(placement.root, e);
        }
    }
    // Subsets and latest-K copies: part of `to` is kept in `from`'s documents.
    for (i, d) in decisions.iter().enumerate() {
        if d.storage == Storage::CopiesInFrom
            && let Some(&(from, to)) = ends.get(i)
        {
            for placement in placements.get(from).map(Vec::as_slice).unwrap_or_default() {
                add(placement.root, to);
            }
        }
    }

    let mut indexes: Vec<Vec<Index>> = vec![Vec::new(); count];
    let mut root_of: BTreeMap<&str, usize> = BTreeMap::new();
    for (e, name) in collection_names.iter().enumerate() {
        root_of.insert(name.as_str(), e);
    }
    for index in decisions.iter().flat_map(|d| &d.indexes).chain(queried) {
        if let Some(&root) = root_of.get(index.collection.as_str())
            && let Some(list) = indexes.get_mut(root)
            && !list.iter().any(|known| known.keys == index.keys)
        {
            list.push(index.clone());
        }
    }

    // The time series options of each entity's collection, from the first
    // relationship that keeps it, worked out once rather than per entity.
    let mut series: Vec<Option<Option<&TimeSeriesPlan>>> = vec![None; count];
    for (d, &(_, to)) in decisions.iter().zip(ends) {
        if let Some(slot) = series.get_mut(to) {
            slot.get_or_insert(d.time_series.as_ref());
        }
    }

    // Collections of a decision's own (an outlier's overflow), after the
    // entities' ones.
    let extras = decisions.iter().zip(ends).filter_map(|(d, &(_, to))| {
        let overflow = d.extra_collection.as_ref()?;
        Some(Collection {
            name: overflow.name.clone(),
            entities: model
                .entities
                .get(to)
                .map(|entity| vec![entity.id.clone()])
                .unwrap_or_default(),
            indexes: vec![overflow.index(lang)],
            sample: None,
            validator: None,
            timeseries: None,
            expire_after_seconds: None,
        })
    });
    let extras: Vec<Collection> = extras.collect();
    model
        .entities
        .iter()
        .enumerate()
        .filter(|(e, _)| own.get(*e).copied().unwrap_or(true))
        .map(|(e, _)| {
            let entities = members
                .get(e)
                .map(Vec::as_slice)
                .unwrap_or_default()
                .iter()
                .filter_map(|&m| model.entities.get(m).map(|entity| entity.id.clone()))
                .collect();
            let series = series.get(e).copied().flatten().flatten();
            Collection {
                name: collection_names.get(e).cloned().unwrap_or_default(),
                entities,
                indexes: indexes.get_mut(e).map(std::mem::take).unwrap_or_default(),
                sample: None,
                validator: None,
                timeseries: series.map(|plan| {
                    crate::wire::Doc(bson::doc! {
                        "timeField": &plan.time_field,
                        "metaField": &plan.meta_field,
                        "granularity": plan.granularity,
                    })
                }),
                expire_after_seconds: series
                    .and(model.entities.get(e))
                    .and_then(|entity| entity.archive_after)
                    .map(|age| age.count.saturating_mul(age.per.seconds())),
            }
        })
        .chain(extras)
        .collect()
}
