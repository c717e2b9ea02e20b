//! Approximation: a count written every so many events.
//!
//! An entity pattern: its plan (`plans`, `advisor::approximation::plan`)
//! finds the fields whose exact count nobody needs. Its documents: its
//! columns, built in `samples::approximation` from its collection's sample.
//! Its name and what it does, in each language, are in `patterns.ftl`
//! (`pattern-approximation` and `does-approximation`); the rest of what the
//! core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/approximation.rs`.

use super::PatternModule;
use crate::advisor::{When, approximation};
use crate::samples::{self, Shown};

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[],
        refines: None,
        plans: Some(approximation::plan),
    },
    shown: Shown::entity(samples::approximation::variants),
};
