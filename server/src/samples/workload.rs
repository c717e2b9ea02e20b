//! The variants of the workload patterns: bucket documents (a parent's
//! children grouped a page or a span of time per document), computed
//! totals (kept in the parent, updated on every new child) and outliers (the
//! usual count in the parent, the few parents' rest in overflow documents);
//! with their sizes, reads and the writes that keep them.

use std::collections::BTreeMap;

use bson::{Bson, DateTime, Decimal128, Document};

use super::{Pool, SHOWN, child_instance, documents, omit, reads, sizes::true_size, values::Sized};
use nestlink_core::wire::model::Cardinality;

use super::{said, written};
use crate::advisor::names::cap_a;
use crate::advisor::{
    facts::Facts,
    workload::{BucketPlan, HAS_EXTRAS, Total, bucket_plan, overflow_collection, skew, totals},
};
use crate::bson_size::{DOCUMENT_LIMIT, OBJECT_ID_BYTES, array_size, element_size, encoded};
use crate::wire::{BsonBytes, Pattern, Variant, Writes};

/// Where the sample buckets start: 2026-01-01T00:00:00Z, so every variant
/// and every run shows the same dates.
const FIRST_START_MILLIS: i64 = 1_767_225_600_000;

/// A bucket and what the variant needs to know about it.
pub(super) struct Bucket {
    pub doc: Sized,
    /// Sizes of the shown children, which stand for the others in turn.
    child_sizes: Vec<u64>,
    /// The bucket without its children's array.
    base: u64,
    start: DateTime,
    end: Option<DateTime>,
}

/// The first bucket of the parent's children, with `shown` of them in it.
pub(super) fn bucket_document<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, shown: u64) -> Bucket {
    let plan = bucket_plan(f);
    let span_millis = plan.span.map(|span| {
        i64::try_from(span.seconds())
            .unwrap_or(i64::MAX)
            .saturating_mul(1_000)
    });
    let start = DateTime::from_millis(FIRST_START_MILLIS);
    let end =
        span_millis.map(|span| DateTime::from_millis(FIRST_START_MILLIS.saturating_add(span)));
    // Children spread over the span (or a minute apart on a page).
    let step = span_millis.map_or(60_000, |span| {
        span / i64::try_from(plan.size.max(1)).unwrap_or(1)
    });
    let mut children: Vec<Sized> = Vec::new();
    for i in 0..shown.min(plan.size) {
        let mut child = pool.fields(f.to, child_instance(f, i));
        if let Some(field) = &plan.time_field {
            let at = FIRST_START_MILLIS
                .saturating_add(step.saturating_mul(i64::try_from(i).unwrap_or(0)));
            child.doc.insert(field.clone(), DateTime::from_millis(at));
        }
        children.push(child);
    }
    let child_sizes: Vec<u64> = children.iter().map(true_size).collect();
    let mut doc = Document::new();
    doc.insert("_id", pool.oid(f.to, 0));
    doc.insert(f.parent_field.clone(), pool.oid(f.from, 0));
    doc.insert("start", start);
    if let Some(end) = end {
        doc.insert("end", end);
    }
    // The count of a full bucket: what the sizes are given for.
    doc.insert("count", count_value(plan.size));
    let base = encoded(&doc);
    let extra = children.iter().fold(0u64, |t, c| t.saturating_add(c.extra));
    doc.insert(
        f.label.clone(),
        children
            .into_iter()
            .map(|c| Bson::Document(c.doc))
            .collect::<Vec<_>>(),
    );
    Bucket {
        doc: Sized { doc, extra },
        child_sizes,
        base,
        start,
        end,
    }
}

/// A count as a document holds it: an int, or a long when it does not fit.
fn count_value(count: u64) -> Bson {
    i32::try_from(count).map_or_else(
        |_| Bson::Int64(i64::try_from(count).unwrap_or(i64::MAX)),
        Bson::Int32,
    )
}

impl Bucket {
    /// The bucket's size with `count` children.
    fn size(&self, label: &str, count: u64) -> u64 {
        self.base
            .saturating_add(element_size(label, array_size(&self.child_sizes, count)))
    }
}

pub(super) fn bucket_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
    let plan: BucketPlan = bucket_plan(f);
    let (from, to) = (&f.from.name, &f.to.name);
    let shown_children = SHOWN.min(plan.size).min(f.typical.max(1));
    let bucket = bucket_document(pool, f, shown_children);
    let parent = pool.document(f.from, 0);
    let parent_size = true_size(&parent);

    let mut omitted = BTreeMap::new();
    let in_first = f.typical.min(plan.size);
    omit(
        &mut omitted,
        format!("{}.{}", f.to_collection, f.label),
        in_first,
        shown_children,
    );
    let buckets = f.typical.div_ceil(plan.size.max(1)).max(1);
    omit(&mut omitted, f.to_collection.clone(), buckets, 1);

    let full = bucket.size(&f.label, plan.size);
    let typical = bucket.size(&f.label, in_first).max(parent_size);
    let largest = full.max(parent_size);
    let mut warnings = Vec::new();
    if full > DOCUMENT_LIMIT {
        warnings.push(written(
            &said("sample-bucket-too-full")
                .count("count", plan.size)
                .with("children", f.to_plural.as_str()),
        ));
    }
    let new_child = bucket
        .doc
        .doc
        .get_array(&f.label)
        .ok()
        .and_then(|children| children.first().cloned())
        .unwrap_or_else(|| Bson::Document(Document::new()));
    let filter = match bucket.end {
        Some(_) => format!(
            "{{{}: {}, start: {}}}",
            f.parent_field,
            reads::shell(&Bson::ObjectId(pool.oid(f.from, 0))),
            reads::shell(&Bson::DateTime(bucket.start))
        ),
        None => format!(
            "{{{}: {}, count: {{$lt: {}}}}}",
            f.parent_field,
            reads::shell(&Bson::ObjectId(pool.oid(f.from, 0))),
            plan.size
        ),
    };
    let on_insert = match bucket.end {
        Some(end) => format!("end: {}", reads::shell(&Bson::DateTime(end))),
        None => "start: new Date()".to_owned(),
    };
    let upsert = format!(
        "{}.updateOne(\n  {filter},\n  {{$push: {{{}: {}}}, $inc: {{count: 1}}, $setOnInsert: {{{on_insert}}}}},\n  {{upsert: true}}\n)",
        reads::db(&f.to_collection),
        f.label,
        reads::shell(&new_child)
    );
    let (documents, shown) = documents(vec![
        (f.from_collection.clone(), vec![parent]),
        (f.to_collection.clone(), vec![bucket.doc]),
    ]);
    Variant {
        pattern: Pattern::Bucket,
        recommended: true,
        documents,
        omitted,
        bson_bytes: BsonBytes {
            typical,
            max: Some(largest),
            shown,
            breaks_at: None,
        },
        reads: reads::buckets(
            &f.from_collection,
            &f.parent_field,
            pool.oid(f.from, 0),
            &f.to_collection,
            &f.parent_field,
            bucket.end.map(|end| (bucket.start, end)),
        ),
        writes: Writes {
            summary: written(
                &said("sample-bucket-upsert")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: Some(upsert),
        },
        warnings,
    }
}

/// The totals' values over `count` children, the shown ones standing for
/// the others in turn (as sizes do).
pub(super) fn total_values(children: &[Sized], totals: &[Total], count: u64) -> Document {
    let mut doc = Document::new();
    for total in totals {
        let value = match &total.sums {
            None => count_value(count),
            Some(field) => sum(children, field, count),
        };
        doc.insert(total.field.clone(), value);
    }
    doc
}

fn sum(children: &[Sized], field: &str, count: u64) -> Bson {
    let cycle = children.len() as u64;
    let times = |i: u64| (count / cycle.max(1)).saturating_add(u64::from(i < count % cycle.max(1)));
    let mut whole: i64 = 0;
    let mut real: f64 = 0.0;
    let mut decimal = false;
    let mut fractional = false;
    for (i, child) in children.iter().enumerate() {
        let n = times(i as u64);
        #[allow(clippy::cast_precision_loss)]
        let weight = n as f64;
        match child.doc.get(field) {
            Some(Bson::Int32(v)) => {
                whole = whole.saturating_add(
                    i64::from(*v).saturating_mul(i64::try_from(n).unwrap_or(i64::MAX)),
                );
            }
            Some(Bson::Int64(v)) => {
                whole =
                    whole.saturating_add(v.saturating_mul(i64::try_from(n).unwrap_or(i64::MAX)));
            }
            Some(Bson::Double(v)) => {
                fractional = true;
                real += v * weight;
            }
            Some(Bson::Decimal128(v)) => {
                decimal = true;
                real += v.to_string().parse::<f64>().unwrap_or(0.0) * weight;
            }
            _ => {}
        }
    }
    if decimal {
        #[allow(clippy::cast_precision_loss)]
        let value = real + whole as f64;
        format!("{value:.2}")
            .parse::<Decimal128>()
            .map_or(Bson::Double(value), Bson::Decimal128)
    } else if fractional {
        #[allow(clippy::cast_precision_loss)]
        Bson::Double(real + whole as f64)
    } else {
        // An int while it fits, as `count_value`: a sample read back from
        // its Extended JSON has the same types, sizes and validator.
        i32::try_from(whole).map_or(Bson::Int64(whole), Bson::Int32)
    }
}

pub(super) fn computed_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
    let (from, to) = (&f.from.name, &f.to.name);
    let totals = totals(f);
    let k = SHOWN.min(f.typical.max(1));
    let children: Vec<Sized> = (0..k)
        .map(|i| pool.document(f.to, child_instance(f, i)))
        .collect();
    let mut parent = pool.document(f.from, 0);
    let parent_id = pool.oid(f.from, 0);
    parent
        .doc
        .extend(total_values(&children, &totals, f.typical));
    let parent_size = true_size(&parent);

    let mut omitted = BTreeMap::new();
    let mut entries = vec![(f.from_collection.clone(), vec![parent])];
    let new_child = children.first().map(|c| c.doc.clone()).unwrap_or_default();
    let increments: Vec<String> = totals
        .iter()
        .map(|total| {
            let by = match &total.sums {
                None => "1".to_owned(),
                Some(field) => new_child
                    .get(field)
                    .map_or_else(|| "0".to_owned(), reads::shell),
            };
            format!("{}: {by}", total.field)
        })
        .collect();
    let increment = format!(
        "{}.updateOne({{_id: {}}}, {{$inc: {{{}}}}})",
        reads::db(&f.from_collection),
        reads::shell(&Bson::ObjectId(parent_id)),
        increments.join(", ")
    );
    let mut largest = parent_size;
    let writes = if f.rel.keeps_raw {
        let stored: Vec<Sized> = children
            .into_iter()
            .map(|mut child| {
                child.doc.insert(f.parent_field.clone(), parent_id);
                child
            })
            .collect();
        largest = stored.iter().map(true_size).fold(largest, u64::max);
        let mut inserted = new_child.clone();
        inserted.insert(f.parent_field.clone(), parent_id);
        inserted.remove("_id");
        omit(&mut omitted, f.to_collection.clone(), f.typical, k);
        entries.push((f.to_collection.clone(), stored));
        Writes {
            summary: written(
                &said("sample-computed-kept")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 2,
            documents_max: Some(2),
            mongosh: Some(format!(
                "{}.insertOne({});\n{increment}",
                reads::db(&f.to_collection),
                reads::shell(&Bson::Document(inserted))
            )),
        }
    } else {
        Writes {
            summary: written(
                &said("sample-computed-only")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: Some(increment),
        }
    };
    let (documents, shown) = documents(entries);
    Variant {
        pattern: Pattern::Computed,
        recommended: true,
        documents,
        omitted,
        bson_bytes: BsonBytes {
            typical: largest,
            max: Some(largest),
            shown,
            breaks_at: None,
        },
        reads: reads::embedded(&f.from_collection, parent_id),
        writes,
        warnings: Vec::new(),
    }
}

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

/// An outlier's overflow document, holding `shown` of its children.
pub(super) fn overflow_document<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, shown: u64) -> Sized {
    let (usual, _) = skew(f).unwrap_or((f.typical, None));
    let mut doc = Document::new();
    doc.insert(
        "_id",
        super::values::object_id(pool.seed, &format!("{}-overflow", f.from.id), 0),
    );
    doc.insert(f.parent_field.clone(), pool.oid(f.from, 0));
    doc.insert("count", count_value(usual));
    let children: Vec<Bson> = (0..shown.min(usual))
        .map(|i| element(pool, f, usual.saturating_add(i)).0)
        .collect();
    doc.insert(f.label.clone(), children);
    Sized { doc, extra: 0 }
}

pub(super) fn outlier_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
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

/// A kind of a polymorphic collection: one document of the parent's
/// collection, its kind's own fields beside the shared ones.
pub(super) fn polymorphic_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
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
            summary: format!(
                "{cap_a_to}'s fields change with the rest of its {from}: 1 document, atomic.",
                cap_a_to = cap_a(to),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
        },
        warnings: Vec::new(),
    }
}
