//! What `POST /api/v1/analyze` answers, written once for both ends: the
//! server fills these types in and serializes them, the browser reads the
//! same types back (leniently: a list the server always writes may be
//! missing, and reads as empty).
//!
//! Sample documents are the one part the two ends hold differently, so the
//! types take it as a parameter `D`: the server keeps BSON documents (to
//! measure them), the browser keeps each document's JSON text as the
//! server wrote it (key order and Extended JSON intact, no value type in the
//! bundle).

mod cost;
mod findings;
mod index_keys;
mod pattern;

pub use cost::{Cost, DOCUMENT_LIMIT};
pub use findings::{Finding, FindingCode, Severity};
pub use index_keys::IndexKeys;
pub use pattern::Pattern;

use std::{borrow::Cow, collections::BTreeMap};

use serde::{Deserialize, Serialize};

/// The analysis of a whole model.
// `A` is how each relationship's advice is held: read in full, or (in the
// browser) kept as text until it is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Analysis<D, A = Advice<D>> {
    /// One entry per relationship, in the model's order.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Advice<D>>))]
    pub relationships: Vec<A>,
    /// The collections the recommended schema has.
    pub collections: Vec<Collection<D>>,
    /// The catalog entries of every rule cited above, in catalog order.
    pub rules: Vec<Rule>,
    /// Patterns for an entity's documents as a whole (coexisting shapes, a
    /// kept history), one entry per entity and pattern; left out when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entities: Vec<EntityAdvice<D>>,
    /// Whole-model problems; empty when nothing is wrong.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub findings: Vec<Finding>,
}

/// The recommendation for one relationship.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// `C` is how the cost table is held: read in full, or (in the browser's
// main module, which never reads it) kept as text for the panel's split
// module.
pub struct Advice<D, C = Vec<Cost>> {
    /// The relationship's id.
    pub relationship: String,
    pub pattern: Pattern,
    /// Fields to copy across the reference.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub denormalize: Vec<Denormalization>,
    /// Ids of the rules that decided it (see the top-level `rules`).
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub rules: Vec<String>,
    /// Plain-language explanation naming the facts that decided it.
    pub rationale: String,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub alternatives: Vec<Alternative>,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub warnings: Vec<String>,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub indexes: Vec<Index>,
    /// Estimated size of the `from` document if `to` were embedded, at the
    /// typical and the maximum count (`null` when unbounded). An estimate from
    /// field types; not given for many-to-many and trees.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub embedded_size_estimate: Option<SizeEstimate>,
    /// The ways the advisor compared, the recommended one first, each with
    /// what it costs; left out by servers that do not compare.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<Cost>>))]
    pub costs: Option<C>,
    /// The embedded and the referenced documents side by side (and the
    /// recommended shape when it is neither).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variants: Option<Variants<D>>,
}

/// A pattern for one entity's documents, from the entity's own facts
/// (`shape_versions`, `keep_history`, `archive_after`, a field's
/// `approximate`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EntityAdvice<D> {
    /// The entity's id.
    pub entity: String,
    pub pattern: Pattern,
    /// The collection whose documents the pattern changes.
    pub collection: String,
    /// Ids of the rules that decided it (see the top-level `rules`).
    pub rules: Vec<String>,
    /// Plain-language explanation naming the facts that decided it.
    pub rationale: String,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub alternatives: Vec<Alternative>,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub indexes: Vec<Index>,
    /// The documents without the pattern, then with it (`recommended`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<Variant<D>>,
}

/// A field to copy from one side of a relationship into the other.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Alternative {
    pub pattern: Pattern,
    pub tradeoff: String,
}

/// An index to create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Index {
    pub collection: String,
    /// Field path to direction (1 ascending), in the index's order.
    #[cfg_attr(feature = "openapi", schema(value_type = IndexKeys))]
    pub keys: IndexKeys,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unique: bool,
    /// What the index is for.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub reason: String,
}

impl Index {
    /// The `mongosh` command that creates it.
    #[must_use]
    pub fn command(&self) -> String {
        let options = if self.unique {
            ", { unique: true }"
        } else {
            ""
        };
        format!(
            "db.{}.createIndex({}{options})",
            self.collection,
            serde_json::to_string(&self.keys).unwrap_or_default()
        )
    }
}

/// A collection of the recommended schema.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Collection<D> {
    pub name: String,
    /// Ids of the entities whose data its documents hold: the entity it is
    /// named after first, then those embedded (or kept as a subset) in it.
    pub entities: Vec<String>,
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub indexes: Vec<Index>,
    /// One document of the final shape (relaxed Extended JSON).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub sample: Option<D>,
    /// `{"$jsonSchema": ...}` for `db.createCollection(name, {validator})`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub validator: Option<D>,
    /// For a time series collection, its options for
    /// `db.createCollection(name, {timeseries})`: `timeField`, `metaField`
    /// and `granularity`. Left out for an ordinary collection.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub timeseries: Option<D>,
    /// Seconds after which a time series document is removed
    /// (`expireAfterSeconds`), from its entity's `archive_after`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expire_after_seconds: Option<u64>,
}

/// A document size at the typical and the maximum child count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SizeEstimate {
    pub typical: u64,
    /// `null` when the count is unbounded.
    pub max: Option<u64>,
}

/// A rule as the analysis shows it. The server's catalog lends its
/// constant text; the browser owns what it read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Rule {
    /// Stable kebab-case id.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub id: Cow<'static, str>,
    /// What the rule says, in one line.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub statement: Cow<'static, str>,
    /// The article and section it comes from, by title.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub source: Cow<'static, str>,
    /// The source's address, where it is public (MongoDB's manual and blog).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    pub url: Option<Cow<'static, str>>,
}

/// The choices for one relationship, side by side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Variants<D> {
    /// The child nested in the parent: a sub-document or an array.
    pub embedded: Variant<D>,
    /// The child in its own documents, linked by ids in the style that fits.
    pub referenced: Variant<D>,
    /// Present when the recommendation is neither of the two (subset,
    /// extended reference).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recommended: Option<Variant<D>>,
}

impl<D> Variants<D> {
    /// The columns of the side-by-side view, in order: a key (for test
    /// ids), the heading, and the variant. The third, when there is one, is
    /// the recommended shape, headed by its pattern's name.
    #[must_use]
    pub fn columns(&self) -> Vec<(&'static str, &'static str, &Variant<D>)> {
        let mut columns = vec![
            ("embedded", "Embedded", &self.embedded),
            ("referenced", "Referenced", &self.referenced),
        ];
        if let Some(third) = &self.recommended {
            columns.push(("recommended", third.pattern.label(), third));
        }
        columns
    }
}

/// One way to store a relationship, with sample documents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Variant<D> {
    pub pattern: Pattern,
    /// This is the advisor's recommendation.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub recommended: bool,
    /// Sample documents per collection name, as relaxed Extended JSON.
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub documents: BTreeMap<String, Vec<D>>,
    /// What the samples leave out: `"collection"` -> documents not listed,
    /// `"collection.path"` -> array elements not listed in each document.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub omitted: BTreeMap<String, u64>,
    pub bson_bytes: BsonBytes,
    pub reads: Reads,
    pub writes: Writes,
    /// The 16 MiB limit, when this variant reaches it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// Exact encoded sizes of the largest document of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BsonBytes {
    /// At the typical child count.
    pub typical: u64,
    /// At the maximum child count; `null` when the document grows without bound.
    pub max: Option<u64>,
    /// The largest document exactly as shown in `documents`.
    pub shown: u64,
    /// The child count at which the document passes 16 MiB, if it can.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breaks_at: Option<u64>,
}

/// The main read: a parent with its children.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Reads {
    pub round_trips: u32,
    /// mongosh code.
    pub mongosh: String,
    /// The same read as one `$lookup` aggregation (one round trip).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aggregate: Option<String>,
}

/// What one update costs: how many documents it touches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Writes {
    pub summary: String,
    /// Documents touched, typically.
    pub documents: u64,
    /// At the maximum count; `null` when unbounded.
    pub documents_max: Option<u64>,
    /// The write in mongosh, where the pattern has its own (a bucket's upsert,
    /// a total's `$inc`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mongosh: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_prints_as_the_mongosh_command_that_creates_it() {
        let index = Index {
            collection: "emails".to_owned(),
            keys: IndexKeys::one("student_id"),
            unique: true,
            reason: String::new(),
        };
        assert_eq!(
            index.command(),
            "db.emails.createIndex({\"student_id\":1}, { unique: true })"
        );
    }
}
