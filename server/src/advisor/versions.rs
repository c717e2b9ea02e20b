//! Patterns for an entity's documents as a whole, from the entity's own
//! facts: shapes that live side by side (`shape_versions`: the schema
//! versioning pattern) and earlier versions kept readable (`keep_history`:
//! the document versioning pattern). Both change the collection that holds
//! the entity, wherever the relationships put it.
//!
//! The field names chosen here are shared with the samples, which show the
//! documents each pattern writes.

use std::collections::BTreeSet;

use nestlink_core::wire::model::{Entity, FieldType, Model};

use super::{
    names,
    placement::{Placement, stored},
    rules::RuleId,
};
use crate::advisor::said::Said;
use crate::wire::{Alternative, Collection, EntityAdvice, Index, IndexKeys, Pattern};

/// The names a model may already use for a document's shape version.
const SCHEMA_VERSION_NAMES: [&str; 2] = ["schema_version", "schemaVersion"];
/// The names a model may already use for a document's revision number.
const REVISION_NAMES: [&str; 3] = ["revision", "version", "rev"];

/// The field that records a document's shape: the entity's own, if it has
/// one of the usual names, else `schema_version`.
#[must_use]
pub fn schema_version_field(entity: &Entity) -> &str {
    stated(entity, &SCHEMA_VERSION_NAMES).unwrap_or("schema_version")
}

/// The field that numbers a document's revisions: the entity's own integer
/// field of a usual name, else `revision`.
#[must_use]
pub fn revision_field(entity: &Entity) -> &str {
    stated(entity, &REVISION_NAMES).unwrap_or("revision")
}

fn stated<'e>(entity: &'e Entity, names: &[&str]) -> Option<&'e str> {
    entity
        .fields
        .iter()
        .find(|field| {
            names.contains(&field.name.as_str())
                && matches!(field.field_type, FieldType::Int | FieldType::Long)
        })
        .map(|field| field.name.as_str())
}

/// The field of a revision that holds the current document's `_id`.
#[must_use]
pub fn current_id_field(entity: &Entity) -> String {
    let base = names::singular_field(&entity.name, &entity.id);
    let candidate = format!("{base}_id");
    if entity.field(&candidate).is_some() {
        format!("{base}_current_id")
    } else {
        candidate
    }
}

/// The revisions collection of a kept history: the collection its index is
/// on (the advice names no other).
#[must_use]
pub fn revisions_collection(advice: &EntityAdvice) -> Option<&str> {
    (advice.pattern == Pattern::DocumentVersioning)
        .then(|| advice.indexes.first())
        .flatten()
        .map(|index| index.collection.as_str())
}

/// The patterns each entity's own facts call for, with the rules cited and
/// the collections they add (a revisions collection per kept history).
#[derive(Default)]
pub struct EntityPlans {
    pub advice: Vec<EntityAdvice>,
    pub rules: BTreeSet<RuleId>,
    pub collections: Vec<Collection>,
}

impl EntityPlans {
    /// Adds another plan's advice, rules and collections after these.
    pub fn extend(&mut self, more: Self) {
        self.advice.extend(more.advice);
        self.rules.extend(more.rules);
        self.collections.extend(more.collections);
    }
}

/// What an entity pattern's plan is given: the model, where each entity's
/// data is stored, and the collections the relationships made.
pub struct EntityCase<'a> {
    pub model: &'a Model,
    /// Where each entity's data is stored.
    pub placements: &'a [Vec<Placement>],
    /// The entities' collection names.
    pub collection_names: &'a [String],
    /// The collections the relationships' decisions made.
    pub collections: &'a [Collection],
    pub lang: &'a str,
}

/// An entity pattern's plan, given the plans made before it.
pub type EntityPlanner = fn(&EntityCase<'_>, &EntityPlans) -> EntityPlans;

/// Schema versioning and document versioning, planned together so each
/// entity's two advices stay side by side: a revisions collection takes a
/// name none of the collections so far has.
pub fn plan(case: &EntityCase<'_>, _before: &EntityPlans) -> EntityPlans {
    let EntityCase {
        model,
        placements,
        collection_names,
        collections,
        lang,
    } = *case;
    let mut plans = EntityPlans::default();
    // Built on the first kept history: most models have none.
    let mut taken: Option<BTreeSet<String>> = None;
    for (e, entity) in model.entities.iter().enumerate() {
        if entity.shape_versions() < 2 && !entity.keep_history {
            continue;
        }
        // An entity that is not stored (only totals over it are) has no
        // documents to version.
        let Some((placement, collection)) = stored(placements, collection_names, e) else {
            continue;
        };
        let holder = model.entities.get(placement.root).unwrap_or(entity);
        // Nothing to add when the entity has documents of its own.
        let inside = (placement.root != e).then(|| {
            Said::message("versions-inside")
                .with("entity", &entity.name)
                .with("holder", &holder.name)
                .with("path", &placement.path)
        });
        if entity.shape_versions() >= 2 {
            plans.rules.insert(RuleId::SchemaVersioning);
            plans.rules.insert(RuleId::ValidatorRollout);
            plans.advice.push(schema_versioning(
                entity,
                holder,
                collection,
                inside.as_ref(),
                lang,
            ));
        }
        if entity.keep_history {
            let taken =
                taken.get_or_insert_with(|| collections.iter().map(|c| c.name.clone()).collect());
            let name = names::unique_name(&format!("{collection}_revisions"), taken);
            let (advice, revisions) =
                document_versioning(entity, holder, collection, name, inside.as_ref(), lang);
            plans.rules.insert(RuleId::DocumentVersioning);
            plans.advice.push(advice);
            plans.collections.push(revisions);
        }
    }
    plans
}

fn schema_versioning(
    entity: &Entity,
    holder: &Entity,
    collection: &str,
    inside: Option<&Said>,
    lang: &str,
) -> EntityAdvice {
    let versions = entity.shape_versions();
    let field = schema_version_field(holder);
    EntityAdvice {
        entity: entity.id.clone(),
        pattern: Pattern::SchemaVersioning,
        collection: collection.to_owned(),
        rules: vec![
            RuleId::SchemaVersioning.id().to_owned(),
            RuleId::ValidatorRollout.id().to_owned(),
        ],
        rationale: Said::message("schema-versioning")
            .with("entity", &entity.name)
            .with("holder", &holder.name)
            .count("versions", versions)
            .with("field", field)
            .phrase_or_nothing("inside", inside)
            .phrase("rollout", rollout(collection, field, versions))
            .written_in(lang),
        alternatives: Vec::new(),
        indexes: Vec::new(),
        variants: Vec::new(),
    }
}

/// How a validator for the newest shape reaches a collection that still
/// holds older ones, step by step (the manual's "Specify Validation Level
/// for Existing Documents"); the mongosh export writes the first step.
#[must_use]
pub fn rollout(collection: &str, field: &str, versions: u64) -> Said {
    Said::message("validator-rollout")
        .with("collection", collection)
        .with("field", field)
        .count("versions", versions)
}

fn document_versioning(
    entity: &Entity,
    holder: &Entity,
    collection: &str,
    revisions: String,
    inside: Option<&Said>,
    lang: &str,
) -> (EntityAdvice, Collection) {
    let field = revision_field(holder);
    let id_field = current_id_field(holder);
    let said = |id: &'static str| {
        Said::message(id)
            .with("entity", &entity.name)
            .with("holder", &holder.name)
            .with("collection", collection)
            .with("revisions", &revisions)
            .with("field", field)
            .with("id_field", &id_field)
    };
    let index = Index {
        collection: revisions.clone(),
        keys: IndexKeys(vec![(id_field.clone(), 1), (field.to_owned(), 1)]),
        unique: true,
        reason: said("document-versioning-index").written_in(lang),
    };
    let advice = EntityAdvice {
        entity: entity.id.clone(),
        pattern: Pattern::DocumentVersioning,
        collection: collection.to_owned(),
        rules: vec![RuleId::DocumentVersioning.id().to_owned()],
        rationale: said("document-versioning")
            .phrase_or_nothing("inside", inside)
            .written_in(lang),
        alternatives: vec![Alternative {
            pattern: Pattern::EmbedArray,
            tradeoff: said("document-versioning-vs-array").written_in(lang),
        }],
        indexes: vec![index.clone()],
        variants: Vec::new(),
    };
    let revisions = Collection {
        name: revisions,
        entities: vec![holder.id.clone()],
        indexes: vec![index],
        sample: None,
        validator: None,
        timeseries: None,
        expire_after_seconds: None,
    };
    (advice, revisions)
}
