//! Computed: totals kept up to date on write instead of added up on read.
//!
//! What is its own is here: when the advisor recommends it (the branches
//! below, each tried where its `tried` puts it among every pattern's, with
//! their `when` and their decision in `decide`) and its documents (its
//! column and the totals in the parent's sample, in `samples`). Its name and
//! what it does, in each language, are in `patterns.ftl` (`pattern-computed`
//! and `does-computed`); the rest of what the core knows of it is in
//! `nestlink_core`'s `wire/analysis/pattern/computed.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{InParent, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::Computed,
            tried: (Group::Workload, 0),
            situation: "situation-totals",
            when: decide::totals_only,
            build: |c| {
                c.fit
                    .as_ref()
                    .map(|fit| decide::computed(c.f, &fit.blockers))
            },
            family: Family::Pair,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown {
        in_parent: Some(InParent::Adds(samples::in_parent)),
        ..Shown::column(samples::variant)
    },
};
