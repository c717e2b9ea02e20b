//! Outlier: the usual count embedded, the rare large parent overflowing.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: its column, built
//! in `samples::outlier`. Its name and what it does, in each language, are
//! in `patterns.ftl` (`pattern-outlier` and `does-outlier`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/outlier.rs`.

use super::PatternModule;
use crate::advisor::decide::outlier;
use crate::advisor::{Branch, Family, Group};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Outlier,
    ways: &[Branch {
        pattern: Pattern::Outlier,
        tried: (Group::Particular, 1),
        situation: "situation-outliers",
        when: outlier::applies,
        build: outlier::build,
        family: Family::Own,
    }],
    shown: Shown::Column(samples::outlier::variant),
};
