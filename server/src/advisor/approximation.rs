//! The approximation pattern, from field facts: a number that changes very
//! often (`updates: "often"`) where an approximate value is good enough
//! (`approximate`) is written once every [`EVERY`] changes instead of on
//! each one.

use nestlink_core::wire::model::{Entity, Updates};

use super::{
    placement::stored,
    rules::RuleId,
    versions::{EntityCase, EntityPlans},
};
use crate::advisor::said::Said;
use crate::wire::{Alternative, EntityAdvice, Pattern};

/// Changes counted in the application per write: the manual's population
/// example writes every 100th change.
pub const EVERY: u64 = 100;

/// The fields of `entity` the pattern writes every [`EVERY`] changes: those
/// that may be approximate and change often.
#[must_use]
pub fn approximated(entity: &Entity) -> Vec<&str> {
    entity
        .fields
        .iter()
        .filter(|field| field.approximate && field.updates == Some(Updates::Often))
        .map(|field| field.name.as_str())
        .collect()
}

/// The approximated fields of each entity that is stored, with the advice.
pub fn plan(case: &EntityCase<'_>, _before: &EntityPlans) -> EntityPlans {
    let EntityCase {
        model,
        placements,
        collection_names,
        lang,
        ..
    } = *case;
    let mut plans = EntityPlans::default();
    for (e, entity) in model.entities.iter().enumerate() {
        let fields = approximated(entity);
        if fields.is_empty() {
            continue;
        }
        // Only an entity with documents of its own: the writes below go to
        // its top-level fields.
        let Some((placement, collection)) = stored(placements, collection_names, e) else {
            continue;
        };
        if placement.root != e {
            continue;
        }
        let listed = fields
            .iter()
            .map(|key| format!("\"{key}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let said = |id: &'static str| {
            Said::message(id)
                .with("entity", &entity.name)
                .with("collection", collection)
                .with("fields", &listed)
                .count("count", u64::try_from(fields.len()).unwrap_or(u64::MAX))
                .count("every", EVERY)
                .count("behind", EVERY - 1)
                .written_in(lang)
        };
        plans.rules.insert(RuleId::Approximation);
        plans.advice.push(EntityAdvice {
            entity: entity.id.clone(),
            pattern: Pattern::Approximation,
            collection: collection.clone(),
            rules: vec![RuleId::Approximation.id().to_owned()],
            rationale: said("approximation"),
            alternatives: vec![Alternative {
                pattern: Pattern::Computed,
                tradeoff: said("approximation-vs-exact"),
            }],
            indexes: Vec::new(),
            variants: Vec::new(),
        });
    }
    plans
}
