//! The archive pattern, from an entity's `archive_after`: documents older
//! than that are rarely read, so they move, whole, out of the live
//! collection into an archive collection. Their age is the entity's first
//! `date` field.

use std::collections::BTreeSet;

use nestlink_core::wire::model::{Age, Period};

use super::{
    names,
    placement::stored,
    rules::RuleId,
    said::Said,
    versions::{EntityCase, EntityPlans},
};
use crate::wire::{Collection, EntityAdvice, Index, IndexKeys, Pattern};

/// "5 years", "1 month", in the reader's language.
fn duration(age: Age) -> Said {
    Said::message(match age.per {
        Period::Second => "duration-second",
        Period::Minute => "duration-minute",
        Period::Hour => "duration-hour",
        Period::Day => "duration-day",
        Period::Month => "duration-month",
        Period::Year => "duration-year",
    })
    .count("n", age.count)
}

/// "5 years", "1 month".
#[must_use]
pub fn age_text(age: Age) -> String {
    let per = age.per.as_str();
    if age.count == 1 {
        format!("1 {per}")
    } else {
        format!("{} {per}s", age.count)
    }
}

/// The archive collection of an archive advice: the one its second index
/// is on (the first is on the live collection).
#[must_use]
pub fn archive_collection(advice: &EntityAdvice) -> Option<&str> {
    (advice.pattern == Pattern::Archive)
        .then(|| advice.indexes.get(1))
        .flatten()
        .map(|index| index.collection.as_str())
}

/// Archives for the entities that state `archive_after` and have their own
/// collection; an archive takes a name none of the collections so far has
/// (the relationships' and the plans' before it).
pub fn plan(case: &EntityCase<'_>, before: &EntityPlans) -> EntityPlans {
    let EntityCase {
        model,
        placements,
        collection_names,
        lang,
        ..
    } = *case;
    let collections = [case.collections, before.collections.as_slice()];
    let mut plans = EntityPlans::default();
    let mut taken: Option<BTreeSet<String>> = None;
    for (e, entity) in model.entities.iter().enumerate() {
        let (Some(age), Some(field)) = (entity.archive_after, entity.first_date_field()) else {
            continue;
        };
        // Only an entity with documents of its own: a whole document moves,
        // so an embedded entity's age would take its parent along.
        let Some((placement, collection)) = stored(placements, collection_names, e) else {
            continue;
        };
        if placement.root != e {
            continue;
        }
        let key = placement.key(field);
        let taken = taken.get_or_insert_with(|| {
            collections
                .iter()
                .flat_map(|group| group.iter())
                .map(|c| c.name.clone())
                .collect()
        });
        let archive = names::unique_name(&format!("{collection}_archive"), taken);
        let said = |id: &'static str| {
            Said::message(id)
                .with("entity", &entity.name)
                .with("collection", collection.as_str())
                .with("archive", &archive)
                .with("field", &key)
                .phrase("age", duration(age))
                .written_in(lang)
        };
        let live_index = Index {
            collection: collection.clone(),
            keys: IndexKeys(vec![(key.clone(), 1)]),
            unique: false,
            reason: said("archive-live-index"),
        };
        let archive_index = Index {
            collection: archive.clone(),
            keys: IndexKeys(vec![(key.clone(), 1)]),
            unique: false,
            reason: said("archive-index"),
        };
        plans.rules.insert(RuleId::Archive);
        plans.advice.push(EntityAdvice {
            entity: entity.id.clone(),
            pattern: Pattern::Archive,
            collection: collection.clone(),
            rules: vec![RuleId::Archive.id().to_owned()],
            rationale: said("archive"),
            alternatives: Vec::new(),
            indexes: vec![live_index, archive_index.clone()],
            variants: Vec::new(),
        });
        plans.collections.push(Collection {
            name: archive,
            entities: vec![entity.id.clone()],
            indexes: vec![archive_index],
            sample: None,
            validator: None,
            timeseries: None,
            expire_after_seconds: None,
        });
    }
    plans
}
