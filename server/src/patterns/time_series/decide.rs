//! When a time series collection applies, and the decision that keeps
//! each measurement in one.

use crate::advisor::decide::workload::{
    age_of, free, index_series, not_embedded, per, said, series, series_said,
};
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::Facts;
use crate::advisor::said::Said;
use crate::advisor::workload::time_series_plan;
use crate::advisor::{Case, RuleId};
use crate::wire::Pattern;

/// A stream of measurements that cannot be embedded: a time series
/// collection applies.
pub(super) fn measurements(c: &Case<'_, '_>) -> bool {
    free(c) && series(c.f) && c.fit.as_ref().is_some_and(|fit| !fit.blockers.is_empty())
}

/// Each measurement a document of a time series collection.
pub(super) fn time_series(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
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
