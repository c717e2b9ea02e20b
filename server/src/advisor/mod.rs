//! The advisor: for every relationship of a model, whether to embed (nest)
//! or reference (link), what to copy across, which indexes to build, and
//! why, following the seed articles (`shared/spec/domain.md`).
//!
//! [`analyze`] is the one entry point. It decides each relationship on its own
//! facts (`decide`), then looks at the whole model (`effects`): entities
//! embedded twice, embedded yet needed on their own, chains and cycles, and
//! which entities end up in which collection. Deterministic: only ordered
//! containers, so the same model gives the same analysis byte for byte.
//!
//! The sample documents of each choice (`variants`, collection samples and
//! validators) are added by [`crate::samples::render`]; `analyze` alone is
//! the decision, kept apart so its own time budget stays measurable.

mod decide;
mod effects;
pub mod facts;
pub mod names;
pub mod rules;

use std::collections::{BTreeMap, BTreeSet};

use app::model::Model;
use serde::Serialize;
use utoipa::ToSchema;

pub use self::rules::{Rule, RuleId};
use crate::samples::{Doc, Variants};

/// The collection name of each entity, in the model's order (a clash gets a
/// numbered suffix).
#[must_use]
pub fn collection_names(model: &Model) -> Vec<String> {
    effects::unique_collection_names(model)
}

/// The analysis of a whole model.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Analysis {
    /// One entry per relationship, in the model's order.
    pub relationships: Vec<Advice>,
    /// The collections the recommended schema has.
    pub collections: Vec<Collection>,
    /// The catalog entries of every rule cited above, in catalog order.
    pub rules: Vec<Rule>,
}

/// The recommendation for one relationship.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Advice {
    /// The relationship's id.
    pub relationship: String,
    pub pattern: Pattern,
    /// Fields to copy across the reference.
    pub denormalize: Vec<Denormalization>,
    /// Ids of the rules that decided it (see the top-level `rules`).
    pub rules: Vec<String>,
    /// Plain-language explanation naming the facts that decided it.
    pub rationale: String,
    pub alternatives: Vec<Alternative>,
    pub warnings: Vec<String>,
    pub indexes: Vec<Index>,
    /// Estimated size of the `from` document if `to` were embedded, at the
    /// typical and the maximum count (`null` when unbounded). An estimate from
    /// field types; not given for many-to-many and trees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub embedded_size_estimate: Option<SizeEstimate>,
    /// The embedded and the referenced documents side by side (and the
    /// recommended shape when it is neither); filled in by
    /// [`crate::samples::render`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variants: Option<Variants>,
}

/// A schema pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Pattern {
    Embed,
    EmbedArray,
    ChildReferences,
    ParentReference,
    TwoWayReferences,
    ExtendedReference,
    Subset,
    TreeParentReferences,
    TreeChildReferences,
    TreeArrayOfAncestors,
    TreeMaterializedPaths,
}

impl Pattern {
    /// The id used in the API.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Embed => "embed",
            Self::EmbedArray => "embed-array",
            Self::ChildReferences => "child-references",
            Self::ParentReference => "parent-reference",
            Self::TwoWayReferences => "two-way-references",
            Self::ExtendedReference => "extended-reference",
            Self::Subset => "subset",
            Self::TreeParentReferences => "tree-parent-references",
            Self::TreeChildReferences => "tree-child-references",
            Self::TreeArrayOfAncestors => "tree-array-of-ancestors",
            Self::TreeMaterializedPaths => "tree-materialized-paths",
        }
    }

    /// `to` is stored inside `from`'s documents, and nowhere else.
    #[must_use]
    pub const fn embeds(self) -> bool {
        matches!(self, Self::Embed | Self::EmbedArray)
    }
}

/// A field to copy from one side of a relationship into the other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Denormalization {
    /// The field's name in the entity it is copied from.
    pub field: String,
    /// The id of the entity whose documents receive the copy.
    pub into: String,
    pub why: String,
    /// Only the latest K children are copied (kept with `$slice`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub latest: Option<u64>,
}

/// Another pattern that would work, and what it costs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Alternative {
    pub pattern: Pattern,
    pub tradeoff: String,
}

/// An index to create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Index {
    pub collection: String,
    /// Field path to direction (1 ascending).
    pub keys: BTreeMap<String, i32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unique: bool,
    /// What the index is for.
    pub reason: String,
}

/// A collection of the recommended schema.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Collection {
    pub name: String,
    /// Ids of the entities whose data its documents hold: the entity it is
    /// named after first, then those embedded (or kept as a subset) in it.
    pub entities: Vec<String>,
    pub indexes: Vec<Index>,
    /// One document of the final shape (relaxed Extended JSON); filled in by
    /// [`crate::samples::render`].
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub sample: Option<Doc>,
    /// `{"$jsonSchema": ...}` for `db.createCollection(name, {validator})`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub validator: Option<Doc>,
}

/// A document size at the typical and the maximum child count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct SizeEstimate {
    pub typical: u64,
    /// `null` when the count is unbounded.
    pub max: Option<u64>,
}

/// Analyzes a model. Meant for models that passed
/// [`app::validate::validate`]; on any other model it still returns (a
/// relationship whose ends do not exist is left out) and never panics.
#[must_use]
pub fn analyze(model: &Model) -> Analysis {
    let plan = effects::plan(model);
    let mut used: BTreeSet<RuleId> = BTreeSet::new();
    let relationships = plan
        .decisions
        .into_iter()
        .map(|(rel, decision)| {
            used.extend(decision.rules.iter().copied());
            decision.into_advice(rel.id.clone())
        })
        .collect();
    Analysis {
        relationships,
        collections: plan.collections,
        rules: used.into_iter().map(RuleId::rule).collect(),
    }
}
