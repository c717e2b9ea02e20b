//! Computed: totals kept up to date on write instead of added up on read.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: its column, built
//! in `samples::computed`. Its name and what it does, in each language, are
//! in `patterns.ftl` (`pattern-computed` and `does-computed`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/computed.rs`.

use super::PatternModule;
use crate::advisor::decide::workload;
use crate::advisor::{Branch, Family, Group};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Computed,
    ways: &[Branch {
        pattern: Pattern::Computed,
        tried: (Group::Workload, 0),
        situation: "situation-totals",
        when: workload::totals_only,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::computed(c.f, &fit.blockers))
        },
        family: Family::Pair,
    }],
    shown: Shown::Column(samples::computed::variant),
};
