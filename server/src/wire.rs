//! The analysis as the API answers it: plain data types, with their serde
//! and OpenAPI derives and nothing else. A leaf: it imports nothing from the
//! rest of the server, so the advisor, the sample renderer and the HTTP layer
//! can all use it (and the shared `app` crate can take it over).
//!
//! The advisor fills in the decisions (`advisor::analyze`); the samples
//! (`variants`, collection `sample` and `validator`) are added by
//! `samples::render`.

use std::collections::BTreeMap;

use bson::Bson;
use serde::{Serialize, Serializer, ser::SerializeMap, ser::SerializeSeq};
use utoipa::ToSchema;

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
    /// `samples::render`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variants: Option<Variants>,
}

pub use app::wire::analysis::Pattern;

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
    /// `samples::render`.
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

/// A rule as the analysis shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
pub struct Rule {
    /// Stable kebab-case id.
    pub id: &'static str,
    /// What the rule says, in one line.
    pub statement: &'static str,
    /// The seed article and section it comes from.
    pub source: &'static str,
}

/// A BSON document, serialized as relaxed Extended JSON in its own field
/// order (`_id` first), so ObjectIds, dates and decimals keep their types.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Doc(pub bson::Document);

// Sample documents hold no NaN, so equality is an equivalence.
impl Eq for Doc {}

impl Serialize for Doc {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ExtJson(&Bson::Document(self.0.clone())).serialize(serializer)
    }
}

/// Relaxed Extended JSON, keeping the order of keys.
struct ExtJson<'a>(&'a Bson);

impl Serialize for ExtJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Bson::Document(doc) => {
                let mut map = serializer.serialize_map(Some(doc.len()))?;
                for (key, value) in doc {
                    map.serialize_entry(key, &ExtJson(value))?;
                }
                map.end()
            }
            Bson::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(&ExtJson(item))?;
                }
                seq.end()
            }
            scalar => scalar.clone().into_relaxed_extjson().serialize(serializer),
        }
    }
}

/// The choices for one relationship, side by side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Variants {
    /// The child nested in the parent: a sub-document or an array.
    pub embedded: Variant,
    /// The child in its own documents, linked by ids in the style that fits.
    pub referenced: Variant,
    /// Present when the recommendation is neither of the two (subset,
    /// extended reference).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recommended: Option<Variant>,
}

/// One way to store a relationship, with sample documents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Variant {
    pub pattern: Pattern,
    /// This is the advisor's recommendation.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub recommended: bool,
    /// Sample documents per collection name, as relaxed Extended JSON.
    #[schema(value_type = Object)]
    pub documents: BTreeMap<String, Vec<Doc>>,
    /// What the samples leave out: `"collection"` -> documents not listed,
    /// `"collection.path"` -> array elements not listed in each document.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub omitted: BTreeMap<String, u64>,
    pub bson_bytes: BsonBytes,
    pub reads: Reads,
    pub writes: Writes,
    /// The 16 MiB limit, when this variant reaches it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// Exact encoded sizes of the largest document of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Reads {
    pub round_trips: u32,
    /// mongosh code.
    pub mongosh: String,
    /// The same read as one `$lookup` aggregation (one round trip).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aggregate: Option<String>,
}

/// What one update costs: how many documents it touches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Writes {
    pub summary: String,
    /// Documents touched, typically.
    pub documents: u64,
    /// At the maximum count; `null` when unbounded.
    pub documents_max: Option<u64>,
}
