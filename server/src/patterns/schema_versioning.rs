//! Schema versioning: each document marked with its shape's version.
//!
//! An entity pattern: the advisor plans it for an entity's documents as a
//! whole (`advisor::versions`), so it has no branch here. Its documents: its
//! columns, built in `samples::schema_versioning` from its collection's
//! sample. Its name and what it does, in each language, are in
//! `patterns.ftl` (`pattern-schema-versioning` and
//! `does-schema-versioning`); the rest of what the core knows of it is in
//! `nestlink_core`'s `wire/analysis/pattern/schema_versioning.rs`.

use super::PatternModule;
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::SchemaVersioning,
    ways: &[],
    refines: None,
    shown: Shown::entity(samples::schema_versioning::variants),
};
