//! Two-way references: each side holds the other's ids.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-two-way-references` and `does-two-way-references`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/two_way_references.rs`.

use super::PatternModule;
use crate::advisor::decide::references;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::TwoWayReferences,
            tried: (Group::Few, 2),
            situation: "situation-two-way",
            when: |c| c.referenced().is_some() && !c.one() && c.f.rel.queried_from_child,
            build: |c| Some(references::two_way(c.f)),
            family: Family::Referenced,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
