//! Outlier: the usual count embedded, the rare large parent overflowing.
//!
//! What is its own is here: when the advisor recommends it (the branches
//! below, each tried where its `tried` puts it among every pattern's, with
//! their `when` and their decision in `decide`) and its documents (its
//! column, the usual children in the parent's sample and the overflow
//! collection's sample, in `samples`). Its name and what it does, in each
//! language, are in `patterns.ftl` (`pattern-outlier` and `does-outlier`);
//! the rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/outlier.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::workload::overflow_collection;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{InParent, OwnCollection, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::Outlier,
            tried: (Group::Particular, 1),
            situation: "situation-outliers",
            when: decide::applies,
            build: decide::build,
            family: Family::Own,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown {
        in_parent: Some(InParent::Holds(samples::in_parent)),
        own_collection: Some(OwnCollection {
            name: overflow_collection,
            sample: samples::overflow,
        }),
        ..Shown::column(samples::variant)
    },
};
