//! Schema versioning: each document marked with its shape's version.
//!
//! An entity pattern: its plan (`plans`, `advisor::versions::plan`) finds
//! the entities whose documents have several shapes side by side, and plans
//! document versioning in the same pass, so an entity's two advices stay
//! together. Its documents: its columns, built in
//! `samples::schema_versioning` from its collection's sample. Its name and
//! what it does, in each language, are in `patterns.ftl`
//! (`pattern-schema-versioning` and `does-schema-versioning`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/schema_versioning.rs`.

use super::PatternModule;
use crate::advisor::{When, versions};
use crate::samples::{self, Shown};

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[],
        refines: None,
        plans: Some(versions::plan),
    },
    shown: Shown::entity(samples::schema_versioning::variants),
};
