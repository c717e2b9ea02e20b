//! Time series: each measurement a document of a time series collection.
//!
//! What is its own is here: when the advisor recommends it (the branches
//! below, each tried where its `tried` puts it among every pattern's, with
//! their `when` and their decision in `decide`) and its documents (its
//! column, in `samples`). Its name and what it does, in each language, are
//! in `patterns.ftl` (`pattern-time-series` and `does-time-series`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/time_series.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::Shown;
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::TimeSeries,
            tried: (Group::Workload, 1),
            situation: "situation-time-series",
            when: decide::measurements,
            build: |c| {
                c.fit
                    .as_ref()
                    .map(|fit| decide::time_series(c.f, &fit.blockers))
            },
            family: Family::Pair,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::variant),
};
