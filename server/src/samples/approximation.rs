//! The documents of the approximation pattern: the same document written
//! on every change (exact), or once every [`EVERY`] changes.

use std::collections::BTreeMap;

use bson::Bson;

use super::{Stamped, said, written};
use super::{reads, sizes::true_size, versions::fixed};
use crate::advisor::approximation::{EVERY, approximated};
use crate::bson_size::encoded;
use crate::wire::{Doc, EntityAdvice, Pattern, Reads, Variant, Writes};

/// The exact variant, then the recommended approximate one.
pub(crate) fn variants(advice: &EntityAdvice, at: &Stamped<'_>) -> Vec<Variant> {
    let (entity, current) = (at.entity, at.current);
    let fields = approximated(entity);
    if fields.is_empty() {
        return Vec::new();
    }
    let collection = &advice.collection;
    let id = current.doc.get("_id").cloned().unwrap_or(Bson::Null);
    let size = true_size(current);
    let shown = encoded(&current.doc);
    let mut documents = BTreeMap::new();
    documents.insert(collection.clone(), vec![Doc(current.doc.clone())]);
    let increments = |by: u64| {
        fields
            .iter()
            .map(|field| format!("{}: {by}", reads::key(field)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let read = Reads {
        round_trips: 1,
        mongosh: format!(
            "{}.findOne({{_id: {}}})",
            reads::db(collection),
            reads::shell(&id)
        ),
        aggregate: None,
    };
    let write = |by: u64| {
        format!(
            "{}.updateOne(\n  {{_id: {}}},\n  {{$inc: {{{}}}}}\n)",
            reads::db(collection),
            reads::shell(&id),
            increments(by)
        )
    };
    let name = &entity.name;
    vec![
        Variant {
            pattern: Pattern::Computed,
            recommended: false,
            documents: documents.clone(),
            omitted: BTreeMap::new(),
            bson_bytes: fixed(size, shown),
            reads: read.clone(),
            writes: Writes {
                summary: written(
                    &said("sample-count-every")
                        .with("name", name)
                        .count("every", EVERY),
                ),
                documents: 1,
                documents_max: Some(1),
                mongosh: Some(write(1)),
            },
            warnings: Vec::new(),
        },
        Variant {
            pattern: Pattern::Approximation,
            recommended: true,
            documents,
            omitted: BTreeMap::new(),
            bson_bytes: fixed(size, shown),
            reads: read,
            writes: Writes {
                summary: written(
                    &said("sample-count-approximate")
                        .with("name", name)
                        .count("every", EVERY)
                        .count("behind", EVERY - 1),
                ),
                documents: 1,
                documents_max: Some(1),
                mongosh: Some(format!(
                    "// In the application: count the changes; on every {EVERY}th\n{}",
                    write(EVERY)
                )),
            },
            warnings: Vec::new(),
        },
    ]
}
