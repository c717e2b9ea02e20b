//! The analysis as the API answers it. The types are the shared ones of
//! `nestlink_core::wire::analysis`, which the browser reads back; here they are
//! filled with BSON documents, so the samples can be measured exactly.
//! A leaf: it imports nothing from the rest of the server, so the advisor,
//! the sample renderer and the HTTP layer can all use it.
//!
//! The advisor fills in the decisions (`answer::analyze`); the samples
//! (`variants`, collection `sample` and `validator`) are added by
//! `samples::render_in`.

use bson::Bson;
use serde::{Serialize, Serializer, ser::SerializeMap, ser::SerializeSeq};

pub use nestlink_core::wire::analysis::{
    Alternative, BsonBytes, Cost, Denormalization, Finding, FindingCode, Index, IndexKeys, Pattern,
    Reads, Rule, Severity, SizeEstimate, Writes,
};

/// The analysis of a whole model.
pub type Analysis = nestlink_core::wire::analysis::Analysis<Doc>;
/// The recommendation for one relationship.
pub type Advice = nestlink_core::wire::analysis::Advice<Doc>;
/// A pattern for one entity's documents.
pub type EntityAdvice = nestlink_core::wire::analysis::EntityAdvice<Doc>;
/// A collection of the recommended schema.
pub type Collection = nestlink_core::wire::analysis::Collection<Doc>;
/// The choices for one relationship, side by side.
pub type Variants = nestlink_core::wire::analysis::Variants<Doc>;
/// One way to store a relationship, with sample documents.
pub type Variant = nestlink_core::wire::analysis::Variant<Doc>;

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

// In the OpenAPI document a sample document is any object.
impl utoipa::PartialSchema for Doc {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::Object::new().into()
    }
}

impl utoipa::ToSchema for Doc {}
