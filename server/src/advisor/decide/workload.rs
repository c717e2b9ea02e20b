//! What the workload patterns share (bucket, computed, time series: a
//! one-to-many whose workload calls for a pattern of its own, when the
//! children cannot simply be embedded): their sentences, the rates and
//! spans they name, and the time series collection's options, which the
//! computed pattern uses for the raw measurements it keeps. Each pattern's
//! own `when` and decision are in its module (the `patterns` folder).

use nestlink_core::wire::model::{Cardinality, Field, ReadAs, Updates};

use super::case::Case;
use super::{Decision, reasons};
use crate::advisor::said::Said;
use crate::advisor::{
    facts::Facts,
    rules::RuleId,
    workload::{TimeSeriesPlan, time_series_plan},
};
use crate::wire::Pattern;
use nestlink_core::wire::model::Period;

/// The message `id` with the names every sentence here may take.
pub(crate) fn said(f: &Facts<'_>, id: &'static str) -> Said {
    Said::message(id).names(&f.names)
}

/// "per day": the period a rate is counted in.
pub(crate) fn per(period: Period) -> Said {
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
pub(crate) fn age_of(count: u64, period: Period) -> Said {
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
pub(crate) fn span_of(period: Period) -> Said {
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
pub(crate) fn free(c: &Case<'_, '_>) -> bool {
    c.fit.as_ref().is_some_and(|fit| !fit.atomic_embed)
        && c.f.rel.cardinality != Cardinality::OneToOne
}

/// The bytes the typical children add to their parent, which a read that
/// adds them up scans.
pub(crate) fn scanned_bytes(f: &Facts<'_>) -> u64 {
    f.embedded_parent_bytes(f.typical)
        .saturating_sub(f.parent_bytes)
}

/// Totals read over children kept another way (few enough to embed, or
/// written more often than read): say how they are found.
pub(super) fn note_totals(f: &Facts<'_>, d: &mut Decision) {
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
pub(crate) fn not_embedded(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Option<Said> {
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

/// A stream of measurements: children added at a stated rate, each with a
/// date, kept raw, never changed once written, and read by time (a range, or
/// all of them in order), not a page at a time nor the latest few.
pub(crate) fn series(f: &Facts<'_>) -> bool {
    let rel = f.rel;
    rel.keeps_raw
        && changed_after_written(f).is_none()
        && matches!(rel.read_as(), ReadAs::Range | ReadAs::All)
        && time_series_plan(f).is_some()
}

/// A stream of raw measurements kept beside stored totals (added at a
/// stated rate, each with a date, never changed once written): the time
/// series collection's options for them.
pub(crate) fn measured(f: &Facts<'_>) -> Option<TimeSeriesPlan> {
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
pub(crate) fn why_not_time_series(f: &Facts<'_>) -> Said {
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
pub(crate) fn series_said(f: &Facts<'_>, plan: &TimeSeriesPlan, id: &'static str) -> Said {
    said(f, id)
        .with("time", &plan.time_field)
        .with("meta", &plan.meta_field)
        .with("granularity", plan.granularity.to_string())
}

/// The index on a time series' meta and time fields, for finding a
/// parent's children by time; `why` finishes its reason.
pub(crate) fn index_series(
    f: &Facts<'_>,
    plan: &TimeSeriesPlan,
    d: &mut Decision,
    why: &'static str,
) {
    d.index_compound(
        f.to,
        &[(plan.meta_field.as_str(), 1), (plan.time_field.as_str(), 1)],
        said(f, why),
    );
}
