//! Subset: every child apart, the latest few copied into the parent.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl` (`pattern-subset` and
//! `does-subset`); the rest of what the core knows of it is in
//! `nestlink_core`'s `wire/analysis/pattern/subset.rs`.

use super::PatternModule;
use crate::advisor::decide::{embedded, references};
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::Subset,
                tried: (Group::Embeddable, 0),
                situation: "situation-split",
                when: |c| c.embeddable().is_some() && embedded::rarely_read(c.f) && c.one(),
                build: |c| c.fit.as_ref().map(|fit| embedded::split(c.f, fit.estimate)),
                family: Family::Pair,
            },
            Branch {
                pattern: Pattern::Subset,
                tried: (Group::ReferencedOne, 0),
                situation: "situation-too-large-one",
                when: |c| c.referenced().is_some_and(|fit| !fit.independent) && c.one(),
                build: |c| Some(references::split(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::Subset,
                tried: (Group::Latest, 1),
                situation: "situation-latest-copied",
                when: |c| c.latest_copied(),
                build: |c| Some(references::latest_subset(c.f, c.fit.as_ref()?.latest?)),
                family: Family::Referenced,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
