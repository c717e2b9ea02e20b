//! What the versioning patterns share: the field that records a document's
//! shape or revision in its collection's sample, the earlier versions of a
//! document, and the sizes of a document that does not grow. Each
//! pattern's documents are in its own module (`schema_versioning`,
//! `document_versioning`).

use bson::{Bson, Document, oid::ObjectId};
use nestlink_core::wire::model::Entity;

use crate::advisor::versions::{current_id_field, revision_field, schema_version_field};
use crate::bson_size::DOCUMENT_LIMIT;
use crate::wire::BsonBytes;

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
pub(super) fn earlier_version(current: &Document, holder: &Entity, n: i64) -> Document {
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

/// Sizes of a document that does not grow.
pub(super) fn fixed(size: u64, shown: u64) -> BsonBytes {
    BsonBytes {
        typical: size,
        max: Some(size),
        shown,
        breaks_at: (size > DOCUMENT_LIMIT).then_some(0),
    }
}
