//! When buckets apply, and the decision that groups the children into
//! them.

use nestlink_core::wire::model::ReadAs;

use crate::advisor::decide::workload::{
    free, not_embedded, per, said, span_of, why_not_time_series,
};
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::Facts;
use crate::advisor::said::Said;
use crate::advisor::workload::{BucketPlan, bucket_plan};
use crate::advisor::{Case, RuleId};
use crate::wire::Pattern;

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

pub(super) fn bucket(f: &Facts<'_>, blockers: &[(RuleId, Said)]) -> Decision {
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
