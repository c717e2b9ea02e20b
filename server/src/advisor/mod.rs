//! The advisor: for every relationship of a model, whether to embed (nest)
//! or reference (link), what to copy across, which indexes to build, and
//! why, following the seed articles (`shared/spec/domain.md`).
//!
//! [`analyze_in`] is the one entry point. It decides each relationship on
//! its own facts (`decide`) with the ways of the catalog it is given (each
//! pattern's module, in the `patterns` folder beside it, holds its own),
//! then looks at the whole model (`effects`): entities embedded twice,
//! embedded yet needed on their own, chains and cycles, and which entities
//! end up in which collection; then `findings` names what only the whole
//! model shows (the anti-patterns). Deterministic: only ordered containers,
//! so the same model gives the same analysis byte for byte.
//!
//! The answer's types are in [`crate::wire`]. The sample documents of each
//! choice (`variants`, collection samples and validators) are added by the
//! `samples` module, which uses the advisor (never the other way round);
//! `analyze_in` alone is the decision, kept apart so its own time budget
//! stays measurable. `answer` (beside it) composes the two with every
//! pattern.

pub mod approximation;
pub mod archive;
mod costs;
pub(crate) mod decide;
pub(crate) mod decision;
mod effects;
pub mod facts;
mod findings;
pub mod names;
mod placement;
pub mod rules;
pub mod said;
mod sharing;
mod tipping;
pub mod versions;
pub mod workload;

use std::collections::BTreeSet;

use nestlink_core::wire::model::Model;

pub use self::decide::Catalog;
pub(crate) use self::decide::{Branch, Case, Family, Group, When};
pub use self::rules::{Rule, RuleId};
pub use crate::wire::{
    Advice, Alternative, Analysis, Collection, Denormalization, EntityAdvice, Index, Pattern,
    SizeEstimate,
};

/// The collection name of each entity, in the model's order (a clash gets a
/// numbered suffix).
#[must_use]
pub fn collection_names(model: &Model) -> Vec<String> {
    effects::unique_collection_names(model)
}

/// Analyzes a model with the ways `catalog` offers (every pattern's, from
/// the `patterns` folder), its sentences written in the language tagged
/// `lang` where they are messages (`said`). Meant for models that passed
/// [`nestlink_core::wire::validate::validate`]; on any other model it still
/// returns (a relationship whose ends do not exist is left out) and never
/// panics.
#[must_use]
pub fn analyze_in(model: &Model, lang: &str, catalog: &Catalog) -> Analysis {
    let plan = effects::plan(model, lang, catalog);
    let findings = findings::find(model, &plan, lang);
    let mut used: BTreeSet<RuleId> = plan.entities.rules.clone();
    let relationships = plan
        .decisions
        .into_iter()
        .zip(&plan.facts)
        .map(|((rel, decision), f)| {
            used.extend(decision.rules.iter().copied());
            let costs = costs::costs(f, &decision, lang);
            let mut advice = decision.into_advice(rel.id.clone(), lang);
            advice.costs = Some(costs);
            advice
        })
        .collect();
    Analysis {
        relationships,
        collections: plan.collections,
        rules: used.into_iter().map(|rule| rule.rule_in(lang)).collect(),
        entities: plan.entities.advice,
        findings,
    }
}
