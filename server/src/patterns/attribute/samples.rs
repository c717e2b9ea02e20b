//! The attribute pattern's two shapes: the name-value pairs as an array
//! (the pattern), and the shape it replaces, a sub-document with one field
//! per name, which needs an index per field to be searched.

use std::collections::BTreeMap;

use bson::{Bson, Document};

use super::decide::pair;
use crate::advisor::facts::Facts;
use crate::bson_size::{EMPTY_DOCUMENT_BYTES, cycled_total, element_size, encoded};
use crate::samples::{
    Pool, child_instance, documents,
    embedded::embedded_variant,
    reads, said, shown,
    sizes::{Growth, bson_bytes, true_size},
    written,
};
use crate::wire::{Advice, Pattern, Variant, Writes};

/// The pairs as an array in the parent: the embedded array, named for the
/// pattern.
pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
    let mut variant = embedded_variant(pool, f);
    variant.pattern = Pattern::Attribute;
    variant
}

/// One field per name, inside a sub-document of the parent.
pub(super) fn by_name_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
    let Some((name, value)) = pair(f) else {
        let mut variant = embedded_variant(pool, f);
        variant.pattern = Pattern::Embed;
        return variant;
    };
    let mut parent = pool.document(f.from, 0);
    let base = true_size(&parent);
    let mut fields = Document::new();
    let mut entries: Vec<u64> = Vec::new();
    for i in 0..shown(f) {
        let child = pool.fields(f.to, child_instance(f, i));
        let key = match child.doc.get(&name.name) {
            Some(Bson::String(text)) => field_name(text),
            _ => format!("{}_{}", name.name, i + 1),
        };
        let item = child.doc.get(&value.name).cloned().unwrap_or(Bson::Null);
        let mut one = Document::new();
        one.insert(key.clone(), item.clone());
        // The entry's size: its element in the sub-document.
        entries.push(
            encoded(&one)
                .saturating_sub(EMPTY_DOCUMENT_BYTES)
                .saturating_add(child.extra),
        );
        fields.insert(key, item);
    }
    parent.doc.insert(f.label.clone(), fields);
    let label = f.label.clone();
    let growth = Growth {
        size: Box::new(move |n| {
            base.saturating_add(element_size(
                &label,
                EMPTY_DOCUMENT_BYTES.saturating_add(cycled_total(&entries, n)),
            ))
        }),
        grows: true,
    };
    let (documents, shown_bytes) = documents(vec![(f.from_collection.clone(), vec![parent])]);
    let (bson_bytes, warnings) = bson_bytes(f, &growth, shown_bytes);
    let from = &f.from.name;
    Variant {
        pattern: Pattern::Embed,
        recommended: false,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes,
        reads: reads::embedded(&f.from_collection, pool.oid(f.from, 0)),
        writes: Writes {
            summary: written(
                &said("sample-attribute-writes")
                    .with("value", &value.name)
                    .with("from", from.as_str())
                    .with("name", &name.name),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
        },
        warnings,
    }
}

/// A name as a field name: no dots, no leading `$`, never empty.
fn field_name(text: &str) -> String {
    let cleaned: String = text
        .chars()
        .map(|c| if c == '.' || c == '\0' { '_' } else { c })
        .collect();
    let cleaned = cleaned.trim_start_matches('$').to_owned();
    if cleaned.is_empty() {
        "_".to_owned()
    } else {
        cleaned
    }
}
