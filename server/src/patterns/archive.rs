//! Archive: old, seldom read documents moved out of the working set.
//!
//! An entity pattern: its plan (`plans`, `advisor::archive::plan`) finds the
//! entities whose documents past an age are moved out, after the plans
//! before it, whose collections' names an archive does not take. Its
//! documents: its columns, built in `samples::archive` from its collection's
//! sample. Its name and what it does, in each language, are in
//! `patterns.ftl` (`pattern-archive` and `does-archive`); the rest of what
//! the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/archive.rs`.

use super::PatternModule;
use crate::advisor::{When, archive};
use crate::samples::{self, Shown};

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[],
        refines: None,
        plans: Some(archive::plan),
    },
    shown: Shown::entity(samples::archive::variants),
};
