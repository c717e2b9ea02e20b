//! Archive: old, seldom read documents moved out of the working set.
//!
//! An entity pattern: the advisor plans it for an entity's documents as a
//! whole (`advisor::archive`), so it has no branch here. Its documents: its
//! columns, built in `samples::archive` from its collection's sample. Its
//! name and what it does, in each language, are in `patterns.ftl`
//! (`pattern-archive` and `does-archive`); the rest of what the core knows
//! of it is in `nestlink_core`'s `wire/analysis/pattern/archive.rs`.

use super::PatternModule;
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Archive,
    ways: &[],
    refines: None,
    shown: Shown::entity(samples::archive::variants),
};
