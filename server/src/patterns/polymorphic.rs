//! Polymorphic: documents of several kinds in one collection.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: its column, built
//! in `samples::polymorphic`. Its name and what it does, in each language,
//! are in `patterns.ftl` (`pattern-polymorphic` and `does-polymorphic`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/polymorphic.rs`.

use super::PatternModule;
use crate::advisor::decide::polymorphic;
use crate::advisor::{Branch, Family, Group};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Polymorphic,
    ways: &[Branch {
        pattern: Pattern::Polymorphic,
        tried: (Group::Particular, 0),
        situation: "situation-is-a",
        when: polymorphic::applies,
        build: polymorphic::build,
        family: Family::Own,
    }],
    shown: Shown::Column(samples::polymorphic::variant),
};
