//! Time series: each measurement a document of a time series collection,
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: its column, built
//! in `samples::time_series`. Its name and what it does, in each language,
//! are in `patterns.ftl` (`pattern-time-series` and `does-time-series`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/time_series.rs`.

use super::PatternModule;
use crate::advisor::decide::workload;
use crate::advisor::{Branch, Family, Group};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::TimeSeries,
    ways: &[Branch {
        pattern: Pattern::TimeSeries,
        tried: (Group::Workload, 1),
        situation: "situation-time-series",
        when: workload::measurements,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::time_series(c.f, &fit.blockers))
        },
        family: Family::Pair,
    }],
    shown: Shown::Column(samples::time_series::variant),
};
