//! The documents of the patterns for an entity's documents as a whole:
//! the field that records a document's shape or revision in its
//! collection's sample, the revisions collection's documents, and each
//! pattern's variants side by side.

use std::collections::BTreeMap;

use bson::{Bson, Document, oid::ObjectId};
use nestlink_core::wire::model::Entity;

use super::{reads, sizes::true_size, values::Sized};
use super::{said, written};
use crate::advisor::versions::{
    current_id_field, revision_field, revisions_collection, schema_version_field,
};
use crate::bson_size::{DOCUMENT_LIMIT, array_size, breaking_count, element_size, encoded};
use crate::wire::{BsonBytes, Doc, EntityAdvice, Pattern, Reads, Variant, Writes};

/// Earlier versions shown in a sample: a document's revision is one more.
pub(super) const EARLIER_SHOWN: i64 = 2;

/// What the collection's sample gains: the version field (set to the
/// newest of `shapes`, if the documents have several), the revision field
/// (if a `history` is kept), and the top-level keys the validator must not
/// require.
pub(super) fn stamp(
    sample: &mut Document,
    holder: &Entity,
    shapes: Option<u64>,
    history: bool,
) -> Vec<String> {
    let mut optional = Vec::new();
    if let Some(shapes) = shapes {
        let versions = i32::try_from(shapes).unwrap_or(i32::MAX);
        let field = schema_version_field(holder);
        sample.insert(field, Bson::Int32(versions));
        // Older shapes may lack any field but `_id`, and the version field
        // itself (a document without it is version 1).
        optional.extend(sample.keys().filter(|key| *key != "_id").cloned());
    }
    if history {
        sample.insert(
            revision_field(holder),
            Bson::Int32(i32::try_from(EARLIER_SHOWN + 1).unwrap_or(i32::MAX)),
        );
    }
    optional
}

/// Earlier version `n` of a current document, as the revisions collection
/// keeps it: a new `_id`, the current document's `_id`, then its fields.
pub(super) fn revision(current: &Document, holder: &Entity, id: ObjectId, n: i64) -> Document {
    let mut doc = Document::new();
    doc.insert("_id", id);
    if let Some(current_id) = current.get("_id") {
        doc.insert(current_id_field(holder), current_id.clone());
    }
    doc.extend(earlier_version(current, holder, n));
    doc
}

/// Earlier version `n` of a current document: its fields but `_id`, with
/// `n` as the revision number.
fn earlier_version(current: &Document, holder: &Entity, n: i64) -> Document {
    let mut doc: Document = current
        .iter()
        .filter(|(key, _)| *key != "_id")
        .map(|(key, value)| (key.clone(), value.clone()))
        .collect();
    doc.insert(
        revision_field(holder),
        Bson::Int32(i32::try_from(n).unwrap_or(i32::MAX)),
    );
    doc
}

/// The variants of an entity pattern, from its collection's sample (already
/// stamped) and the ids of the earlier revisions shown.
pub(super) fn variants(
    advice: &EntityAdvice,
    holder: &Entity,
    current: &Sized,
    revision_ids: &[ObjectId],
) -> Vec<Variant> {
    match advice.pattern {
        Pattern::SchemaVersioning => vec![schema_versioning(advice, holder, current)],
        Pattern::DocumentVersioning => {
            let revisions = revisions_collection(advice).unwrap_or_default();
            vec![
                history_array(advice, holder, current),
                document_versioning(advice, holder, current, revisions, revision_ids),
            ]
        }
        _ => Vec::new(),
    }
}

fn schema_versioning(advice: &EntityAdvice, holder: &Entity, current: &Sized) -> Variant {
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

/// The alternative: earlier versions kept in an array inside the current
/// document, which grows with every change.
fn history_array(advice: &EntityAdvice, holder: &Entity, current: &Sized) -> Variant {
    let collection = &advice.collection;
    let earlier: Vec<Document> = (1..=EARLIER_SHOWN)
        .map(|n| earlier_version(&current.doc, holder, n))
        .collect();
    let sizes: Vec<u64> = earlier
        .iter()
        .map(|doc| encoded(doc).saturating_add(current.extra))
        .collect();
    let mut doc = current.doc.clone();
    doc.insert(
        "history",
        earlier.into_iter().map(Bson::Document).collect::<Vec<_>>(),
    );
    let base = true_size(current);
    let size = |n: u64| base.saturating_add(element_size("history", array_size(&sizes, n)));
    let shown = encoded(&doc);
    let breaks_at = breaking_count(size);
    let id = doc.get("_id").cloned().unwrap_or(Bson::Null);
    let mut documents = BTreeMap::new();
    documents.insert(collection.clone(), vec![Doc(doc)]);
    Variant {
        pattern: Pattern::EmbedArray,
        recommended: false,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes: BsonBytes {
            typical: size(u64::try_from(EARLIER_SHOWN).unwrap_or(0)),
            max: None,
            shown,
            breaks_at,
        },
        reads: Reads {
            round_trips: 1,
            mongosh: format!(
                "// The current version, without its history\n{}.findOne({{_id: {}}}, {{history: 0}})",
                reads::db(collection),
                reads::shell(&id)
            ),
            aggregate: None,
        },
        writes: Writes {
            summary: written(&breaks_at.map_or_else(
                || said("sample-history-array"),
                |at| said("sample-history-array-breaks").with("at", at.to_string()),
            )),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
        },
        warnings: breaks_at
            .map(|at| {
                written(
                    &said("sample-history-grows")
                        .with("at", at.to_string())
                        .with("limit", DOCUMENT_LIMIT.to_string()),
                )
            })
            .into_iter()
            .collect(),
    }
}

fn document_versioning(
    advice: &EntityAdvice,
    holder: &Entity,
    current: &Sized,
    revisions: &str,
    revision_ids: &[ObjectId],
) -> Variant {
    let field = revision_field(holder);
    let id_field = current_id_field(holder);
    let collection = &advice.collection;
    let earlier: Vec<Document> = revision_ids
        .iter()
        .zip(1..)
        .map(|(&id, n)| revision(&current.doc, holder, id, n))
        .collect();
    let largest = earlier
        .iter()
        .map(|doc| encoded(doc).saturating_add(current.extra))
        .chain([true_size(current)])
        .max()
        .unwrap_or(0);
    let shown = earlier
        .iter()
        .map(encoded)
        .chain([encoded(&current.doc)])
        .max()
        .unwrap_or(0);
    let id = current.doc.get("_id").cloned().unwrap_or(Bson::Null);
    let mut documents = BTreeMap::new();
    documents.insert(collection.clone(), vec![Doc(current.doc.clone())]);
    documents.insert(revisions.to_owned(), earlier.into_iter().map(Doc).collect());
    let (db, db_revisions) = (reads::db(collection), reads::db(revisions));
    Variant {
        pattern: Pattern::DocumentVersioning,
        recommended: true,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes: fixed(largest, shown),
        reads: Reads {
            round_trips: 1,
            mongosh: format!(
                "// The current version: the usual read\n{db}.findOne({{_id: {id}}})\n// Its history, newest first, only when it is asked for\n{db_revisions}.find({{{id_field}: {id}}}).sort({{{field}: -1}})",
                id = reads::shell(&id)
            ),
            aggregate: None,
        },
        writes: Writes {
            summary: written(
                &said("sample-document-versioning")
                    .with("revisions", revisions)
                    .with("field", field),
            ),
            documents: 2,
            documents_max: Some(2),
            mongosh: Some(format!(
                "// In a transaction: keep the version being replaced, then write the new one\nconst current = {db}.findOne({{_id: {id}}})\n{db_revisions}.insertOne({{...current, _id: new ObjectId(), {id_field}: current._id}})\n{db}.updateOne(\n  {{_id: current._id, {field}: current.{field}}},\n  {{$set: {{/* the changed fields */}}, $inc: {{{field}: 1}}}}\n)",
                id = reads::shell(&id)
            )),
        },
        warnings: Vec::new(),
    }
}

/// Sizes of a document that does not grow.
pub(super) fn fixed(size: u64, shown: u64) -> BsonBytes {
    BsonBytes {
        typical: size,
        max: Some(size),
        shown,
        breaks_at: (size > DOCUMENT_LIMIT).then_some(0),
    }
}
