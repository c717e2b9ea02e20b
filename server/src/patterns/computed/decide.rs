//! When the computed pattern applies, and the decision that stores the
//! totals in the parent.

use nestlink_core::wire::model::ReadAs;

use crate::advisor::decide::workload::{
    free, index_series, measured, not_embedded, said, scanned_bytes, series_said,
};
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::{Facts, quoted_list, ratio_text};
use crate::advisor::said::Said;
use crate::advisor::workload::totals;
use crate::advisor::{Case, RuleId};
use crate::wire::Pattern;

/// Only totals over the children are read, or the raw children are not
/// kept at all (which leaves only what is computed from them): the
/// computed pattern applies. Whether the stored totals are worth their
/// extra write is the verdict's to weigh.
pub(super) fn totals_only(c: &Case<'_, '_>) -> bool {
    let rel = c.f.rel;
    free(c) && (rel.read_as() == ReadAs::Totals || !rel.keeps_raw)
}

pub(super) fn computed(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
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
