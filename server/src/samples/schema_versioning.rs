//! The schema versioning pattern's documents: several shapes in one
//! collection, each document saying which one it has.

use std::collections::BTreeMap;

use bson::Bson;
use nestlink_core::wire::model::Entity;

use super::versions::fixed;
use super::{Stamped, reads, said, sizes::true_size, values::Sized, written};
use crate::advisor::versions::schema_version_field;
use crate::bson_size::encoded;
use crate::wire::{Doc, EntityAdvice, Pattern, Reads, Variant, Writes};

/// The current document, its shape told by its version field; how many
/// documents are in each shape.
pub(crate) fn variants(advice: &EntityAdvice, at: &Stamped<'_>) -> Vec<Variant> {
    vec![variant(advice, at.holder, at.current)]
}

fn variant(advice: &EntityAdvice, holder: &Entity, current: &Sized) -> Variant {
    let field = schema_version_field(holder);
    let collection = &advice.collection;
    let id = current.doc.get("_id").cloned().unwrap_or(Bson::Null);
    let version = current.doc.get(field).cloned().unwrap_or(Bson::Int32(1));
    let size = true_size(current);
    let mut documents = BTreeMap::new();
    documents.insert(collection.clone(), vec![Doc(current.doc.clone())]);
    Variant {
        pattern: Pattern::SchemaVersioning,
        recommended: true,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes: fixed(size, encoded(&current.doc)),
        reads: Reads {
            round_trips: 1,
            mongosh: format!(
                "// Every shape comes back; \"{field}\" tells them apart (missing: version 1)\n{db}.findOne({{_id: {}}})\n// How many documents are still in each shape\n{db}.aggregate([\n  {{$group: {{_id: {{$ifNull: [\"${field}\", 1]}}, documents: {{$sum: 1}}}}}}\n])",
                reads::shell(&id),
                db = reads::db(collection)
            ),
            aggregate: None,
        },
        writes: Writes {
            summary: written(
                &said("sample-schema-version")
                    .with("field", field)
                    .with("version", reads::shell(&version)),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: Some(format!(
                "{}.updateOne(\n  {{_id: {}}},\n  {{$set: {{/* the fields in their newest shape */ {field}: {}}}}}\n)",
                reads::db(collection),
                reads::shell(&id),
                reads::shell(&version)
            )),
        },
        warnings: Vec::new(),
    }
}
