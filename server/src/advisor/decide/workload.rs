//! One-to-many relationships whose workload calls for a pattern of its own,
//! when the children cannot simply be embedded: the bucket pattern (a
//! stream of children read a page or a time range at a time) and the
//! computed pattern (only totals over the children are read, or the raw
//! children are not kept at all).

use nestlink_core::wire::model::{Cardinality, Field, ReadAs, Updates};

use super::case::Case;
use super::{Decision, Storage, because};
use crate::advisor::names::a;
use crate::advisor::said::Said;
use crate::advisor::{
    facts::{Facts, bytes_text, count_text, quoted_list, ratio_text},
    rules::RuleId,
    workload::{BucketPlan, TimeSeriesPlan, a_period, bucket_plan, time_series_plan, totals},
};
use crate::wire::Pattern;

/// A one-to-many whose atomic writes do not keep the children embedded.
fn free(c: &Case<'_, '_>) -> bool {
    c.fit.as_ref().is_some_and(|fit| !fit.atomic_embed)
        && c.f.rel.cardinality != Cardinality::OneToOne
}

/// Only totals over the children are read, or the raw children are not
/// kept at all (which leaves only what is computed from them): the
/// computed pattern applies. Whether the stored totals are worth their
/// extra write is the verdict's to weigh.
pub(super) fn totals_only(c: &Case<'_, '_>) -> bool {
    let rel = c.f.rel;
    free(c) && (rel.read_as() == ReadAs::Totals || !rel.keeps_raw)
}

/// A stream of measurements that cannot be embedded: a time series
/// collection applies.
pub(super) fn measurements(c: &Case<'_, '_>) -> bool {
    free(c) && series(c.f) && c.fit.as_ref().is_some_and(|fit| !fit.blockers.is_empty())
}

/// Children kept raw, read a page or a time range at a time, that cannot
/// be embedded and are not used on their own: buckets apply.
pub(super) fn streamed(c: &Case<'_, '_>) -> bool {
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
pub(super) fn note_totals(f: &Facts<'_>, d: &mut Decision) {
    if f.rel.read_as() != ReadAs::Totals || d.pattern == Pattern::Computed {
        return;
    }
    let (from, tos) = (&f.from.name, &f.to_plural);
    let why = match f.rel.reads_per_write {
        Some(ratio) if ratio < 1.0 => format!(
            "the {tos} are written more often than the totals are read, so keeping stored totals up to date would cost more than it saves"
        ),
        _ => format!("few enough {tos} come with each {from} to add up on the spot"),
    };
    d.say(format!(
        "Only totals over the {tos} are read, and {why}: compute them when they are read ($sum over the array, or $group in an aggregation)."
    ))
    .alternative(
        Pattern::Computed,
        format!("totals stored in the {from} and raised with $inc on every write: a read finds them ready, but every write pays for them"),
    );
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
            .phrase("reasons", because(blockers)),
    )
}

pub(super) fn bucket(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let rel = f.rel;
    let (from, to, tos) = (&f.from.name, &f.to.name, &f.to_plural);
    let plan = bucket_plan(f);
    let BucketPlan { size, span, .. } = &plan;
    let mut d = Decision::new(Pattern::Bucket);
    d.rule(&[RuleId::Bucket]);
    d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
    if let Some(sentence) = not_embedded(f, blockers) {
        d.say(sentence);
    }
    let grouping = match (rel.read_as(), span, rel.growth) {
        (ReadAs::Page, _, _) => format!(
            "the application reads them a page of {} at a time, so one bucket is one page",
            count_text(*size)
        ),
        (_, Some(span), Some(growth)) => {
            d.rule(&[RuleId::BucketByTime]);
            format!(
                "they arrive as a stream ({} per {} per {from}) and are read by time range, so one bucket holds {}: about {}",
                count_text(growth.count),
                growth.per.as_str(),
                a_period(*span),
                count_text(*size)
            )
        }
        (_, _, Some(growth)) => format!(
            "they arrive too fast for any span of time to fit one document ({} per {} per {from}), so a bucket closes when it holds {}",
            count_text(growth.count),
            growth.per.as_str(),
            count_text(*size)
        ),
        _ => format!("a bucket holds {}", count_text(*size)),
    };
    d.say(format!(
        "Group the {tos} of each {from} into bucket documents in \"{}\": {grouping}. Each bucket holds the {from}'s id in \"{}\", its start, a count and the array \"{}\".",
        f.to_collection, f.parent_field, f.label
    ))
    .say(format!(
        "A new {to} is one upsert that pushes it and counts it ($push and $inc, upsert: true): no read first, and the next bucket is created by the first {to} that does not fit."
    ))
    .say(format!(
        "Reading a {} is one indexed query that returns one or a few buckets instead of a document per {to}, and the index has an entry per bucket, not per {to}.",
        if rel.read_as() == ReadAs::Page { "page" } else { "time range" }
    ))
    .index_compound(
        f.to,
        &[(f.parent_field.as_str(), 1), ("start", 1)],
        format!("finds {a_from}'s buckets in order, by their start", a_from = a(from)),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "one document per {to} with its {from}'s id: the simplest inserts and queries, but a document and an index entry per {to}, and a range or page reads each of them"
        ),
    );
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        d.alternative(
            Pattern::EmbedArray,
            "every child in the parent's array: one read, but ruled out here: the explanation says why"
                .to_owned(),
        );
    }
    d.say(why_not_time_series(f));
    let bucket_bytes = f
        .embedded_parent_bytes(*size)
        .saturating_sub(f.parent_bytes);
    d.say(format!(
        "A full bucket of {} {tos} is {}.",
        count_text(*size),
        bytes_text(bucket_bytes)
    ));
    if span.is_some() {
        d.warn(format!(
            "For measurements over time, a time series collection (MongoDB 5.0 and later) buckets the {tos} by itself; use it instead of hand-made buckets, never both."
        ));
    }
    d.storage = Storage::IdInTo;
    d
}

pub(super) fn computed(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let rel = f.rel;
    let (from, to, tos) = (&f.from.name, &f.to.name, &f.to_plural);
    let totals = totals(f);
    let fields: Vec<&str> = totals.iter().map(|t| t.field.as_str()).collect();
    let mut d = Decision::new(Pattern::Computed);
    d.rule(&[RuleId::Computed]);
    let why = match (rel.read_as() == ReadAs::Totals, rel.reads_per_write) {
        (true, Some(ratio)) => format!(
            "only totals over the {tos} are read with {a_from}, {} times for every {to} written",
            ratio_text(ratio),
            a_from = a(from),
        ),
        (true, None) => {
            format!(
                "only totals over the {tos} are read with {a_from}",
                a_from = a(from),
            )
        }
        (false, _) => format!("the individual {tos} are not kept, only what is computed from them"),
    };
    d.say(format!(
        "Keep the totals in the {from} document, {}: {why}. Each new {to} updates them with $inc in one write, so a read finds them ready instead of adding up every {to} again.",
        quoted_list(&fields)
    ));
    if rel.keeps_raw {
        d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference]);
        d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
        if let Some(sentence) = not_embedded(f, blockers) {
            d.say(sentence);
        } else {
            d.say(format!(
                "They could be embedded, but then every read of {a_from} would carry {} of {tos} only to add them up: more, per {to} written, than the one more write a stored total costs (weighed as 4 KiB read).",
                bytes_text(scanned_bytes(f))
                    .trim_start_matches("about ")
                    .to_owned(),
                a_from = a(from),
            ));
        }
        match measured(f) {
            // Totals over time: the raw measurements go to a time series
            // collection, where any period's totals are one aggregation.
            Some(plan) => {
                d.rule(&[RuleId::TimeSeriesCollection]);
                d.say(format!(
                    "The {tos} themselves are measurements, each added once: keep them in the time series collection \"{}\" (MongoDB 5.0 and later; timeField \"{}\", metaField \"{}\", granularity \"{}\"), where totals over any period are one aggregation ($match on \"{}\" and a time range, then $group by $dateTrunc of \"{}\"); the totals in the {from} are the running ones, ready on every read.",
                    f.to_collection,
                    plan.time_field,
                    plan.meta_field,
                    plan.granularity,
                    plan.meta_field,
                    plan.time_field,
                ));
                index_series(f, &plan, &mut d, "for totals over a period");
                d.time_series = Some(plan);
            }
            None => {
                d.say(format!(
                    "The {tos} themselves live in \"{}\" with their {from}'s id in \"{}\", read only when they are listed.",
                    f.to_collection, f.parent_field
                ))
                .index(
                    f.to,
                    &f.parent_field,
                    false,
                    format!("lists the {tos} of {a_from}, and recomputes its totals when needed", a_from = a(from)),
                );
            }
        }
        d.alternative(
            Pattern::ParentReference,
            format!(
                "no stored totals: an aggregation ($group by \"{}\") adds them up on every read; always exact and nothing to keep in step, but every read of {a_from} scans its {tos}",
                f.parent_field, a_from = a(from),
            ),
        )
        .warn(format!(
            "The totals are derived from the {tos}: {a_to} that is edited or deleted must adjust them too ($inc by the difference), or a periodic job recomputes them.", a_to = a(to),
        ));
        d.storage = Storage::IdInTo;
    } else {
        d.say(format!(
            "Nothing else is stored for {a_to}: the totals are all that is kept.", a_to = a(to),
        ))
        .alternative(
            Pattern::Bucket,
            format!(
                "keep the raw {tos} too, grouped in buckets, if they may ever be needed again (a new total, an audit)"
            ),
        );
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
fn why_not_time_series(f: &Facts<'_>) -> String {
    let tos = &f.to_plural;
    let changed = changed_after_written(f);
    if f.rel.read_as() == ReadAs::Page {
        "A time series collection would not serve this: it answers reads by time, not pages of a fixed size.".to_owned()
    } else if let Some(field) = changed {
        format!(
            "A time series collection is not used: it is made for measurements written once, and {tos}' \"{}\" changes after they are written.",
            field.name
        )
    } else {
        format!(
            "A time series collection is not used: it needs a date in each {} and a stated rate at which they arrive.",
            f.to.name
        )
    }
}

/// Each measurement a document of a time series collection.
pub(super) fn time_series(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
    let (from, to, tos) = (&f.from.name, &f.to.name, &f.to_plural);
    let mut d = Decision::new(Pattern::TimeSeries);
    d.rule(&[RuleId::TimeSeriesCollection]);
    d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
    if let Some(sentence) = not_embedded(f, blockers) {
        d.say(sentence);
    }
    let Some(plan) = time_series_plan(f) else {
        return d;
    };
    let growth = f.rel.growth.map_or_else(String::new, |growth| {
        format!(
            " ({} per {} per {})",
            count_text(growth.count),
            growth.per.as_str(),
            from
        )
    });
    d.say(format!(
        "The {tos} are measurements, each added once and read by its time: keep them in the time series collection \"{}\" (MongoDB 5.0 and later), with timeField \"{}\", metaField \"{}\" (the {from}'s id, which tells the series apart) and granularity \"{}\", the unit nearest the gap between two of them{growth}.",
        f.to_collection, plan.time_field, plan.meta_field, plan.granularity
    ))
    .say(format!(
        "MongoDB groups the {tos} of one {from} into compressed buckets by itself, so {a_from}'s {tos} over a time range are one query on \"{}\" and \"{}\".",
        plan.meta_field,
        plan.time_field,
        a_from = a(from),
    ))
    .alternative(
        Pattern::Bucket,
        format!(
            "buckets made by hand in an ordinary collection: for reads of a page of fixed size or summaries kept per bucket, or a MongoDB older than 5.0; never on top of a time series collection, which buckets the {tos} already"
        ),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "one ordinary document per {to} with its {from}'s id: the same queries, but an index entry and a document's overhead for every {to}"
        ),
    );
    if let Some(age) = f.to.archive_after {
        d.warn(format!(
            "{tos} older than {} {} are removed by the collection itself (expireAfterSeconds); copy them elsewhere first if they must be kept.",
            count_text(age.count),
            age.per.as_str(),
        ));
    }
    index_series(
        f,
        &plan,
        &mut d,
        "as MongoDB advises for time series collections",
    );
    d.storage = Storage::IdInTo;
    d.time_series = Some(plan);
    d
}

/// The index on a time series' meta and time fields, for finding a
/// parent's children by time; `why` finishes its reason.
fn index_series(f: &Facts<'_>, plan: &TimeSeriesPlan, d: &mut Decision, why: &str) {
    d.index_compound(
        f.to,
        &[(plan.meta_field.as_str(), 1), (plan.time_field.as_str(), 1)],
        format!(
            "finds {a_from}'s {tos} by time, {why}",
            a_from = a(&f.from.name),
            tos = f.to_plural
        ),
    );
}
