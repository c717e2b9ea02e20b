//! Polymorphic: documents of several kinds in one collection.
//!
//! What is its own is here: when the advisor recommends it (the branches
//! below, each tried where its `tried` puts it among every pattern's, with
//! their `when` and their decision in `decide`) and its documents (its
//! column, in `samples`). Its name and what it does, in each language, are
//! in `patterns.ftl` (`pattern-polymorphic` and `does-polymorphic`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/polymorphic.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::Shown;
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::Polymorphic,
            tried: (Group::Particular, 0),
            situation: "situation-is-a",
            when: decide::applies,
            build: decide::build,
            family: Family::Own,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::variant),
};
