//! The documents of the archive pattern: a recent document that stays in
//! the live collection, an old one in the archive, the scheduled move that
//! puts it there, and the reads of each.

use std::collections::BTreeMap;

use bson::{Bson, DateTime, Document};
use nestlink_core::wire::model::Entity;

use super::{Stamped, said, written};
use super::{reads, sizes::true_size, versions::fixed};
use crate::advisor::archive::{age_text, archive_collection};
use crate::bson_size::encoded;
use crate::wire::{Doc, EntityAdvice, Pattern, Reads, Variant, Writes};
use nestlink_core::wire::model::{Age, Period};

/// The samples' "now": their random dates end here (2026-01-01).
const SAMPLE_NOW_MS: i64 = 1_767_225_600_000;
/// 0001-01-01T00:00:00Z.
const YEAR_ONE_MS: i64 = -62_135_596_800_000;
/// A month, in milliseconds: how far a recent sample is from "now", and an
/// archived one past the age.
const MONTH_MS: i64 = 30 * 86_400_000;

/// The live collection's document, dated a month before the samples' now.
fn recent(current: &Document, key: &str) -> Document {
    dated(current, key, SAMPLE_NOW_MS.saturating_sub(MONTH_MS))
}

/// The same document a month past the archive age: what the archive holds.
/// (Only an entity with documents of its own is archived.)
#[must_use]
pub(super) fn archived(current: &Document, entity: &Entity) -> Document {
    let (Some(age), Some(key)) = (entity.archive_after, entity.first_date_field()) else {
        return current.clone();
    };
    let seconds = i64::try_from(age.count.saturating_mul(age.per.seconds())).unwrap_or(i64::MAX);
    // No earlier than the year 1, which every date format can write.
    let at = SAMPLE_NOW_MS
        .saturating_sub(seconds.saturating_mul(1000))
        .saturating_sub(MONTH_MS)
        .max(YEAR_ONE_MS);
    dated(current, key, at)
}

fn dated(doc: &Document, key: &str, millis: i64) -> Document {
    let mut doc = doc.clone();
    if doc.contains_key(key) {
        doc.insert(key, Bson::DateTime(DateTime::from_millis(millis)));
    }
    doc
}

/// The recommended variant: a recent document in the live collection, an
/// old one in the archive.
pub(crate) fn variants(advice: &EntityAdvice, at: &Stamped<'_>) -> Vec<Variant> {
    let (entity, current) = (at.entity, at.current);
    let (Some(archive), Some(age), Some(field)) = (
        archive_collection(advice),
        entity.archive_after,
        entity.first_date_field(),
    ) else {
        return Vec::new();
    };
    let live = &advice.collection;
    let recent = recent(&current.doc, field);
    let old = archived(&current.doc, entity);
    let size = true_size(current);
    let mut documents = BTreeMap::new();
    documents.insert(live.clone(), vec![Doc(recent)]);
    documents.insert(archive.to_owned(), vec![Doc(old.clone())]);
    let shown = encoded(&current.doc);
    let cutoff = format!(
        "const cutoff = new Date(Date.now() - {} * {} * 1000) // {} ago",
        age.count,
        age.per.seconds(),
        age_text(age)
    );
    let k = reads::key(field);
    // A read across both spans the old document's date to now.
    let since = old
        .get(field)
        .map_or_else(|| "cutoff".to_owned(), reads::shell);
    vec![Variant {
        pattern: Pattern::Archive,
        recommended: true,
        documents,
        omitted: BTreeMap::new(),
        bson_bytes: fixed(size, shown),
        reads: Reads {
            round_trips: 1,
            mongosh: format!(
                "{cutoff}\n// The usual reads go to the live collection only\n{}.find({{{k}: {{$gte: cutoff}}}})\n// The rare read of old documents goes to the archive\n{}.find({{{k}: {{$lt: cutoff}}}})",
                reads::db(live),
                reads::db(archive)
            ),
            aggregate: Some(format!(
                "// A read across both, when one is needed\n{}.aggregate([\n  {{$match: {{{k}: {{$gte: {since}}}}}}},\n  {{$unionWith: {{coll: {}, pipeline: [{{$match: {{{k}: {{$gte: {since}}}}}}}]}}}}\n])",
                reads::db(live),
                serde_json::to_string(archive).unwrap_or_default()
            )),
        },
        writes: Writes {
            summary: written(
                &said("sample-archive-job")
                    .phrase("age", age_said(age))
                    .with("archive", archive)
                    .with("live", live),
            ),
            documents: 2,
            documents_max: Some(2),
            mongosh: Some(format!(
                "{cutoff}\n{}.aggregate([\n  {{$match: {{{k}: {{$lt: cutoff}}}}}},\n  {{$merge: {{into: {}, whenMatched: \"keepExisting\"}}}}\n])\n{}.deleteMany({{{k}: {{$lt: cutoff}}}})",
                reads::db(live),
                serde_json::to_string(archive).unwrap_or_default(),
                reads::db(live)
            )),
        },
        warnings: Vec::new(),
    }]
}

/// An age in words ("5 years"), for the archive job's caption.
fn age_said(age: Age) -> crate::advisor::said::Said {
    said(match age.per {
        Period::Second => "sample-age-second",
        Period::Minute => "sample-age-minute",
        Period::Hour => "sample-age-hour",
        Period::Day => "sample-age-day",
        Period::Month => "sample-age-month",
        Period::Year => "sample-age-year",
    })
    .count("n", age.count)
}
