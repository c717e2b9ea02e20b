//! The polymorphic pattern's documents: each kind stored in its parent's
//! collection, its own fields beside the shared ones.

use std::collections::BTreeMap;

use bson::Bson;

use crate::advisor::facts::Facts;
use crate::samples::{Pool, documents, reads, sizes::true_size};
use crate::samples::{said, written};
use crate::wire::{Advice, BsonBytes, Pattern, Variant, Writes};

/// A kind of a polymorphic collection: one document of the parent's
/// collection, its kind's own fields beside the shared ones.
pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
    let (from, to) = (&f.from.name, &f.to.name);
    let mut doc = pool.document(f.from, 0);
    let kind = pool.fields(f.to, 0);
    let filter = match &f.rel.subtype {
        Some(subtype) => {
            doc.doc.insert(subtype.by.clone(), subtype.value.clone());
            format!(
                "{{{}: {}}}",
                subtype.by,
                reads::shell(&Bson::String(subtype.value.clone()))
            )
        }
        None => "{}".to_owned(),
    };
    doc.extra = doc.extra.saturating_add(kind.extra);
    doc.doc.extend(kind.doc);
    let size = true_size(&doc);
    let (documents, shown) = documents(vec![(f.from_collection.clone(), vec![doc])]);
    Variant {
        pattern: Pattern::Polymorphic,
        recommended: true,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes: BsonBytes {
            typical: size,
            max: Some(size),
            shown,
            breaks_at: None,
        },
        reads: crate::wire::Reads {
            round_trips: 1,
            mongosh: format!("{}.find({filter})", reads::db(&f.from_collection)),
            aggregate: None,
        },
        writes: Writes {
            summary: written(
                &said("sample-polymorphic-kind")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
        },
        warnings: Vec::new(),
    }
}
