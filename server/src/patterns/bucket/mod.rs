//! Bucket: children grouped into documents of a fixed size or time span.
//!
//! What is its own is here: when the advisor recommends it (the branches
//! below, each tried where its `tried` puts it among every pattern's, with
//! their `when` and their decision in `decide`) and its documents (its
//! column and the buckets that make up the children's collection's sample,
//! in `samples`). Its name and what it does, in each language, are in
//! `patterns.ftl` (`pattern-bucket` and `does-bucket`); the rest of what the
//! core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/bucket.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::Shown;
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::Bucket,
            tried: (Group::Workload, 2),
            situation: "situation-buckets",
            when: decide::streamed,
            build: |c| c.fit.as_ref().map(|fit| decide::bucket(c.f, &fit.blockers)),
            family: Family::Pair,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown {
        child_documents: Some(samples::first_bucket),
        ..Shown::column(samples::variant)
    },
};
