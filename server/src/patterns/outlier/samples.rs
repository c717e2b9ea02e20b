//! The outlier pattern's documents: the usual count of children in the
//! parent, flagged when it has more, and the few parents' rest in overflow
//! documents of a collection of their own.

use std::collections::BTreeMap;

use bson::{Bson, Document};
use nestlink_core::wire::model::Cardinality;

use crate::advisor::{
    facts::Facts,
    workload::{HAS_EXTRAS, overflow_collection, skew},
};
use crate::bson_size::{OBJECT_ID_BYTES, array_size, element_size, encoded};
use crate::samples::{Pool, SHOWN, child_instance, documents, omit, reads, sizes::true_size};
use crate::samples::{said, values::Sized, values::count_value, written};
use crate::wire::{Advice, BsonBytes, Pattern, Variant, Writes};

/// One child as an outlier's array holds it: a sub-document, or its id
/// (many-to-many); with its size.
fn element<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, i: u64) -> (Bson, u64) {
    let n = child_instance(f, i);
    if f.rel.cardinality == Cardinality::ManyToMany {
        (Bson::ObjectId(pool.oid(f.to, n)), OBJECT_ID_BYTES)
    } else {
        let child = pool.fields(f.to, n);
        let size = true_size(&child);
        (Bson::Document(child.doc), size)
    }
}

/// The usual children in the parent's sample, and the flag that is true
/// only for the few whose rest overflows.
pub(super) fn in_parent<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, parent: &mut Sized) {
    let element = if f.rel.cardinality == Cardinality::ManyToMany {
        Bson::ObjectId(pool.oid(f.to, child_instance(f, 0)))
    } else {
        Bson::Document(pool.fields(f.to, child_instance(f, 0)).doc)
    };
    parent.doc.insert(f.label.clone(), vec![element]);
    parent.doc.insert(HAS_EXTRAS, false);
}

/// The overflow collection's sample: one document holding one child.
pub(super) fn overflow<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Sized {
    overflow_document(pool, f, 1)
}

/// An outlier's overflow document, holding `shown` of its children.
fn overflow_document<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, shown: u64) -> Sized {
    let (usual, _) = skew(f).unwrap_or((f.typical, None));
    let mut doc = Document::new();
    doc.insert(
        "_id",
        crate::samples::values::object_id(pool.seed, &format!("{}-overflow", f.from.id), 0),
    );
    doc.insert(f.parent_field.clone(), pool.oid(f.from, 0));
    doc.insert("count", count_value(usual));
    let children: Vec<Bson> = (0..shown.min(usual))
        .map(|i| element(pool, f, usual.saturating_add(i)).0)
        .collect();
    doc.insert(f.label.clone(), children);
    Sized { doc, extra: 0 }
}

pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
    let (usual, _) = skew(f).unwrap_or((f.typical, None));
    let (from, to) = (&f.from.name, &f.to.name);
    let extra = overflow_collection(f);
    let k = SHOWN.min(usual.max(1));
    let shown: Vec<(Bson, u64)> = (0..k).map(|i| element(pool, f, i)).collect();
    let sizes: Vec<u64> = shown.iter().map(|(_, size)| *size).collect();
    let mut parent = pool.document(f.from, 0);
    parent.doc.insert(HAS_EXTRAS, true);
    let base = true_size(&parent);
    let new_child = shown.first().map_or(Bson::Null, |(value, _)| value.clone());
    parent.doc.insert(
        f.label.clone(),
        shown
            .into_iter()
            .map(|(value, _)| value)
            .collect::<Vec<_>>(),
    );
    let with = |count: u64| base.saturating_add(element_size(&f.label, array_size(&sizes, count)));
    let overflow = overflow_document(pool, f, k);
    let overflow_base = {
        let mut empty = overflow.doc.clone();
        empty.insert(f.label.clone(), Vec::<Bson>::new());
        encoded(&empty).saturating_sub(element_size(&f.label, array_size(&[], 0)))
    };
    let full_overflow =
        overflow_base.saturating_add(element_size(&f.label, array_size(&sizes, usual)));

    let mut omitted = BTreeMap::new();
    omit(
        &mut omitted,
        format!("{}.{}", f.from_collection, f.label),
        usual,
        k,
    );
    omit(&mut omitted, format!("{extra}.{}", f.label), usual, k);
    let parent_id = Bson::ObjectId(pool.oid(f.from, 0));
    let position = format!("{}.{}", f.label, usual.saturating_sub(1));
    let write = format!(
        "const added = {from_db}.updateOne(\n  {{_id: {id}, {position:?}: {{$exists: false}}}},\n  {{$push: {{{label}: {child}}}}}\n);\nif (added.matchedCount === 0) {{\n  {from_db}.updateOne({{_id: {id}}}, {{$set: {{{HAS_EXTRAS}: true}}}});\n  {extra_db}.updateOne(\n    {{{parent}: {id}, count: {{$lt: {usual}}}}},\n    {{$push: {{{label}: {child}}}, $inc: {{count: 1}}}},\n    {{upsert: true}}\n  );\n}}",
        from_db = reads::db(&f.from_collection),
        extra_db = reads::db(&extra),
        id = reads::shell(&parent_id),
        label = f.label,
        child = reads::shell(&new_child),
        parent = f.parent_field,
    );
    let (documents, shown_bytes) = documents(vec![
        (f.from_collection.clone(), vec![parent]),
        (extra.clone(), vec![overflow]),
    ]);
    Variant {
        pattern: Pattern::Outlier,
        recommended: true,
        documents,
        omitted,
        bson_bytes: BsonBytes {
            typical: with(f.typical.min(usual)),
            max: Some(with(usual).max(full_overflow)),
            shown: shown_bytes,
            breaks_at: None,
        },
        reads: reads::with_overflow(
            &f.from_collection,
            pool.oid(f.from, 0),
            &extra,
            &f.parent_field,
            &f.label,
            HAS_EXTRAS,
        ),
        writes: Writes {
            summary: written(
                &said("sample-outlier-push")
                    .with("to", to)
                    .with("from", from)
                    .count("usual", usual),
            ),
            documents: 1,
            documents_max: Some(3),
            mongosh: Some(write),
        },
        warnings: Vec::new(),
    }
}
