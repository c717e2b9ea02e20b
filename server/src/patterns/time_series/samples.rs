//! The variant of a time series collection: the parent apart, and each
//! measurement a document of its own with the parent's id (the metaField)
//! and its time (the timeField), read by a time range in one query and
//! written by one insert, which MongoDB files into its bucket by itself.

use bson::{Bson, DateTime};

use crate::advisor::facts::Facts;
use crate::advisor::workload::time_series_plan;
use crate::samples::{Pool, reads, referenced::reference_variant};
use crate::samples::{said, written};
use crate::wire::{Advice, Pattern, Reads, Variant, Writes};

const DAY_MILLIS: i64 = 86_400_000;

pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, advice: &Advice) -> Variant {
    let mut variant = reference_variant(pool, f, Pattern::TimeSeries, Some(advice));
    let Some(plan) = time_series_plan(f) else {
        return variant;
    };
    let (from, to) = (&f.from.name, &f.to.name);
    let first = variant
        .documents
        .get(&f.to_collection)
        .and_then(|docs| docs.first())
        .map(|doc| doc.0.clone())
        .unwrap_or_default();
    // A day of the series, from the first shown measurement's time.
    let since = first
        .get_datetime(&plan.time_field)
        .map_or(DateTime::from_millis(0), |time| *time);
    let until = DateTime::from_millis(since.timestamp_millis().saturating_add(DAY_MILLIS));
    let time = reads::key(&plan.time_field);
    variant.reads = Reads {
        round_trips: 1,
        mongosh: format!(
            "{}.find({{{}: {}, {time}: {{$gte: {}, $lt: {}}}}}).sort({{{time}: 1}})",
            reads::db(&f.to_collection),
            reads::key(&plan.meta_field),
            reads::shell(&Bson::ObjectId(pool.oid(f.from, 0))),
            reads::shell(&Bson::DateTime(since)),
            reads::shell(&Bson::DateTime(until)),
        ),
        aggregate: None,
    };
    variant.writes = Writes {
        summary: written(
            &said("sample-time-series-insert")
                .with("to", to)
                .with("from", from),
        ),
        documents: 1,
        documents_max: Some(1),
        mongosh: Some(format!(
            "{}.insertOne({})",
            reads::db(&f.to_collection),
            reads::shell(&Bson::Document(first))
        )),
    };
    variant
}
