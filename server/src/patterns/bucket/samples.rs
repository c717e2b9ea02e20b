//! The bucket pattern's documents: a parent's children grouped a page or a
//! span of time per document, with their sizes, the read by parent (and
//! span), and the one upsert that adds a child.

use std::collections::BTreeMap;

use bson::{Bson, DateTime, Document};

use crate::advisor::{
    facts::Facts,
    workload::{BucketPlan, bucket_plan},
};
use crate::bson_size::{DOCUMENT_LIMIT, array_size, element_size, encoded};
use crate::samples::{Pool, SHOWN, child_instance, documents, omit, reads, sizes::true_size};
use crate::samples::{said, values::Sized, values::count_value, written};
use crate::wire::{Advice, BsonBytes, Pattern, Variant, Writes};

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

/// The collection's sample: the first bucket, holding one child.
pub(super) fn first_bucket<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Sized {
    bucket_document(pool, f, 1).doc
}

/// The first bucket of the parent's children, with `shown` of them in it.
fn bucket_document<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, shown: u64) -> Bucket {
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

impl Bucket {
    /// The bucket's size with `count` children.
    fn size(&self, label: &str, count: u64) -> u64 {
        self.base
            .saturating_add(element_size(label, array_size(&self.child_sizes, count)))
    }
}
pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
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
