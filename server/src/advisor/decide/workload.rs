//! One-to-many relationships whose workload calls for a pattern of its own,
//! when the children cannot simply be embedded: the bucket pattern (a
//! stream of children read a page or a time range at a time) and the
//! computed pattern (only totals over the children are read, or the raw
//! children are not kept at all).

use nestlink_core::wire::model::{Cardinality, Field, ReadAs, Updates};

use super::case::Case;
use super::{Decision, Storage, reasons};
use crate::advisor::said::Said;
use crate::advisor::{
    facts::{Facts, quoted_list, ratio_text},
    rules::RuleId,
    workload::{BucketPlan, TimeSeriesPlan, bucket_plan, time_series_plan, totals},
};
use crate::wire::Pattern;
use nestlink_core::wire::model::Period;

/// The message `id` with the names every sentence here may take.
fn said(f: &Facts<'_>, id: &'static str) -> Said {
    Said::message(id).names(&f.names)
}

/// "per day": the period a rate is counted in.
fn per(period: Period) -> Said {
    Said::message(match period {
        Period::Second => "per-second",
        Period::Minute => "per-minute",
        Period::Hour => "per-hour",
        Period::Day => "per-day",
        Period::Month => "per-month",
        Period::Year => "per-year",
    })
}

/// "30 day": an age, in a period's units (English keeps the unit as the
/// model names it).
fn age_of(count: u64, period: Period) -> Said {
    Said::message(match period {
        Period::Second => "age-second",
        Period::Minute => "age-minute",
        Period::Hour => "age-hour",
        Period::Day => "age-day",
        Period::Month => "age-month",
        Period::Year => "age-year",
    })
    .count("n", count)
}

/// "a day": the span of time a bucket holds.
fn span_of(period: Period) -> Said {
    Said::message(match period {
        Period::Second => "span-second",
        Period::Minute => "span-minute",
        Period::Hour => "span-hour",
        Period::Day => "span-day",
        Period::Month => "span-month",
        Period::Year => "span-year",
    })
}

/// A one-to-many whose atomic writes do not keep the children embedded.
fn free(c: &Case<'_, '_>) -> bool {
    c.fit.as_ref().is_some_and(|fit| !fit.atomic_embed)
        && c.f.rel.cardinality != Cardinality::OneToOne
}

/// Only totals over the children are read, or the raw children are not
/// kept at all (which leaves only what is computed from them): the
/// computed pattern applies. Whether the stored totals are worth their
/// extra write is the verdict's to weigh.
pub(crate) fn totals_only(c: &Case<'_, '_>) -> bool {
    let rel = c.f.rel;
    free(c) && (rel.read_as() == ReadAs::Totals || !rel.keeps_raw)
}

/// A stream of measurements that cannot be embedded: a time series
/// collection applies.
pub(crate) fn measurements(c: &Case<'_, '_>) -> bool {
    free(c) && series(c.f) && c.fit.as_ref().is_some_and(|fit| !fit.blockers.is_empty())
}

/// Children kept raw, read a page or a time range at a time, that cannot
/// be embedded and are not used on their own: buckets apply.
pub(crate) fn streamed(c: &Case<'_, '_>) -> bool {
    let rel = c.f.rel;
    let streamed = match rel.read_as() {
        ReadAs::Page => true,
        ReadAs::Range => rel.growth.is_some(),
        _ => false,
    };
    free(c)
        && streamed
        && rel.keeps_raw
        && c.fit
            .as_ref()
            .is_some_and(|fit| !fit.blockers.is_empty() && !fit.independent)
}

/// The bytes the typical children add to their parent, which a read that
/// adds them up scans.
fn scanned_bytes(f: &Facts<'_>) -> u64 {
    f.embedded_parent_bytes(f.typical)
        .saturating_sub(f.parent_bytes)
}

/// Totals read over children kept another way (few enough to embed, or
/// written more often than read): say how they are found.
pub(crate) fn note_totals(f: &Facts<'_>, d: &mut Decision) {
    if f.rel.read_as() != ReadAs::Totals || d.pattern == Pattern::Computed {
        return;
    }
    let why = match f.rel.reads_per_write {
        Some(ratio) if ratio < 1.0 => said(f, "totals-read-written-more"),
        _ => said(f, "totals-read-few"),
    };
    d.say(said(f, "totals-on-read").phrase("why", why))
        .alternative(Pattern::Computed, said(f, "totals-on-read-vs-stored"));
}

/// "B is not embedded because ...": the blockers in one sentence.
fn not_embedded(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Option<Said> {
    if blockers.is_empty() {
        return None;
    }
    Some(
        Said::message("one-by-one-not-embedded")
            .with("children", &f.to_plural)
            .with("parent", &f.from.name)
            .joined("reasons", reasons(blockers), "joiner-and"),
    )
}

pub(crate) fn bucket(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let rel = f.rel;
    let plan = bucket_plan(f);
    let BucketPlan { size, span, .. } = &plan;
    let mut d = Decision::new(Pattern::Bucket);
    d.rule(&[RuleId::Bucket]);
    d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
    if let Some(sentence) = not_embedded(f, blockers) {
        d.say(sentence);
    }
    let grouping = match (rel.read_as(), span, rel.growth) {
        (ReadAs::Page, _, _) => said(f, "bucket-page").count("size", *size),
        (_, Some(bucket_span), Some(growth)) => {
            d.rule(&[RuleId::BucketByTime]);
            said(f, "bucket-by-time")
                .count("count", growth.count)
                .phrase("per", per(growth.per))
                .phrase("span", span_of(*bucket_span))
                .count("size", *size)
        }
        (_, _, Some(growth)) => said(f, "bucket-too-fast")
            .count("count", growth.count)
            .phrase("per", per(growth.per))
            .count("size", *size),
        _ => said(f, "bucket-holds").count("size", *size),
    };
    let reading = if rel.read_as() == ReadAs::Page {
        "page"
    } else {
        "range"
    };
    d.say(said(f, "bucket").phrase("grouping", grouping))
        .say(said(f, "bucket-write"))
        .say(said(f, "bucket-read").with("what", reading))
        .index_compound(
            f.to,
            &[(f.parent_field.as_str(), 1), ("start", 1)],
            said(f, "bucket-index"),
        )
        .alternative(Pattern::ParentReference, said(f, "bucket-vs-documents"));
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        d.alternative(Pattern::EmbedArray, Said::message("ruled-out-embed-array"));
    }
    d.say(why_not_time_series(f));
    let bucket_bytes = f
        .embedded_parent_bytes(*size)
        .saturating_sub(f.parent_bytes);
    d.say(
        said(f, "bucket-full")
            .count("size", *size)
            .bytes("bytes", bucket_bytes),
    );
    if span.is_some() {
        d.warn(said(f, "bucket-time-series"));
    }
    d.storage = Storage::IdInTo;
    d
}

pub(crate) fn computed(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let rel = f.rel;
    let totals = totals(f);
    let fields: Vec<&str> = totals.iter().map(|t| t.field.as_str()).collect();
    let mut d = Decision::new(Pattern::Computed);
    d.rule(&[RuleId::Computed]);
    let why = match (rel.read_as() == ReadAs::Totals, rel.reads_per_write) {
        (true, Some(ratio)) => said(f, "computed-why-ratio").with("ratio", ratio_text(ratio)),
        (true, None) => said(f, "computed-why"),
        (false, _) => said(f, "computed-why-discarded"),
    };
    d.say(
        said(f, "computed")
            .with("fields", quoted_list(&fields))
            .phrase("why", why),
    );
    if rel.keeps_raw {
        d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference]);
        d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
        if let Some(sentence) = not_embedded(f, blockers) {
            d.say(sentence);
        } else {
            d.say(said(f, "computed-could-embed").bytes("size", scanned_bytes(f)));
        }
        match measured(f) {
            // Totals over time: the raw measurements go to a time series
            // collection, where any period's totals are one aggregation.
            Some(plan) => {
                d.rule(&[RuleId::TimeSeriesCollection]);
                d.say(series_said(f, &plan, "computed-time-series"));
                index_series(f, &plan, &mut d, "ts-index-for-totals");
                d.time_series = Some(plan);
            }
            None => {
                d.say(said(f, "computed-raw")).index(
                    f.to,
                    &f.parent_field,
                    false,
                    said(f, "computed-raw-index"),
                );
            }
        }
        d.alternative(Pattern::ParentReference, said(f, "computed-vs-aggregation"))
            .warn(said(f, "computed-warning"));
        d.storage = Storage::IdInTo;
    } else {
        d.say(said(f, "computed-discarded"))
            .alternative(Pattern::Bucket, said(f, "computed-vs-buckets"));
        d.storage = Storage::Discarded;
    }
    d.field_in_from = fields.first().map(|field| (*field).to_owned());
    d
}

/// A stream of measurements: children added at a stated rate, each with a
/// date, kept raw, never changed once written, and read by time (a range, or
/// all of them in order), not a page at a time nor the latest few.
fn series(f: &Facts<'_>) -> bool {
    let rel = f.rel;
    rel.keeps_raw
        && changed_after_written(f).is_none()
        && matches!(rel.read_as(), ReadAs::Range | ReadAs::All)
        && time_series_plan(f).is_some()
}

/// A stream of raw measurements kept beside stored totals (added at a
/// stated rate, each with a date, never changed once written): the time
/// series collection's options for them.
fn measured(f: &Facts<'_>) -> Option<TimeSeriesPlan> {
    (f.rel.keeps_raw && changed_after_written(f).is_none())
        .then(|| time_series_plan(f))
        .flatten()
}

/// A field of the child said to change after it is written: not a
/// measurement, written once.
fn changed_after_written<'e>(f: &Facts<'e>) -> Option<&'e Field> {
    f.to.fields
        .iter()
        .find(|field| !matches!(field.updates, None | Some(Updates::Never)))
}

/// Why buckets made by hand, not a time series collection.
fn why_not_time_series(f: &Facts<'_>) -> Said {
    if f.rel.read_as() == ReadAs::Page {
        said(f, "why-not-ts-page")
    } else if let Some(field) = changed_after_written(f) {
        said(f, "why-not-ts-changes").with("changed", &field.name)
    } else {
        said(f, "why-not-ts-rate")
    }
}

/// A sentence about `plan`'s time series collection: its fields and
/// granularity among the arguments.
fn series_said(f: &Facts<'_>, plan: &TimeSeriesPlan, id: &'static str) -> Said {
    said(f, id)
        .with("time", &plan.time_field)
        .with("meta", &plan.meta_field)
        .with("granularity", plan.granularity.to_string())
}

/// Each measurement a document of a time series collection.
pub(crate) fn time_series(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let mut d = Decision::new(Pattern::TimeSeries);
    d.rule(&[RuleId::TimeSeriesCollection]);
    d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
    if let Some(sentence) = not_embedded(f, blockers) {
        d.say(sentence);
    }
    let Some(plan) = time_series_plan(f) else {
        return d;
    };
    let kept = match f.rel.growth {
        Some(growth) => series_said(f, &plan, "ts-with-rate")
            .count("count", growth.count)
            .phrase("per", per(growth.per)),
        None => series_said(f, &plan, "ts"),
    };
    d.say(kept)
        .say(series_said(f, &plan, "ts-buckets"))
        .alternative(Pattern::Bucket, said(f, "ts-vs-buckets"))
        .alternative(Pattern::ParentReference, said(f, "ts-vs-documents"));
    if let Some(age) = f.to.archive_after {
        d.warn(said(f, "ts-expire").phrase("age", age_of(age.count, age.per)));
    }
    index_series(f, &plan, &mut d, "ts-index-advised");
    d.storage = Storage::IdInTo;
    d.time_series = Some(plan);
    d
}

/// The index on a time series' meta and time fields, for finding a
/// parent's children by time; `why` finishes its reason.
fn index_series(f: &Facts<'_>, plan: &TimeSeriesPlan, d: &mut Decision, why: &'static str) {
    d.index_compound(
        f.to,
        &[(plan.meta_field.as_str(), 1), (plan.time_field.as_str(), 1)],
        said(f, why),
    );
}
