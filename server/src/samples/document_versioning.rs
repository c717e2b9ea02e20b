//! The document versioning pattern's documents: the current version in
//! its collection and the earlier ones in a revisions collection, beside
//! the shape it is chosen over, a history array inside the document.

use std::collections::BTreeMap;

use bson::{Bson, Document, oid::ObjectId};
use nestlink_core::wire::model::Entity;

use super::versions::{EARLIER_SHOWN, earlier_version, fixed, revision};
use super::{Stamped, reads, said, sizes::true_size, values::Sized, written};
use crate::advisor::versions::{current_id_field, revision_field, revisions_collection};
use crate::bson_size::{DOCUMENT_LIMIT, array_size, breaking_count, element_size, encoded};
use crate::wire::{BsonBytes, Doc, EntityAdvice, Pattern, Reads, Variant, Writes};

/// The history array first, then the revisions collection (the pattern).
pub(crate) fn variants(advice: &EntityAdvice, at: &Stamped<'_>) -> Vec<Variant> {
    let revisions = revisions_collection(advice).unwrap_or_default();
    vec![
        history_array(advice, at.holder, at.current),
        revisions_kept(advice, at.holder, at.current, revisions, at.revision_ids),
    ]
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

fn revisions_kept(
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
