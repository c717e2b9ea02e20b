//! Bucket: children grouped into documents of a fixed size or time span.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: its column, built
//! in `samples::bucket`. Its name and what it does, in each language, are in
//! `patterns.ftl` (`pattern-bucket` and `does-bucket`); the rest of what the
//! core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/bucket.rs`.

use super::PatternModule;
use crate::advisor::decide::workload;
use crate::advisor::{Branch, Family, Group};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Bucket,
    ways: &[Branch {
        pattern: Pattern::Bucket,
        tried: (Group::Workload, 2),
        situation: "situation-buckets",
        when: workload::streamed,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::bucket(c.f, &fit.blockers))
        },
        family: Family::Pair,
    }],
    shown: Shown::Column(samples::bucket::variant),
};
