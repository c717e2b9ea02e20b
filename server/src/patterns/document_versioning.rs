//! Document versioning: the current version apart from the earlier ones.
//!
//! An entity pattern, planned beside schema versioning by that pattern's
//! plan (`advisor::versions::plan`), which finds the entities whose history
//! is kept. Its documents: its columns, built in
//! `samples::document_versioning` from its collection's sample. Its name and
//! what it does, in each language, are in `patterns.ftl`
//! (`pattern-document-versioning` and `does-document-versioning`); the rest
//! of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/document_versioning.rs`.

use super::PatternModule;
use crate::advisor::When;
use crate::samples::{self, Shown};

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[],
        refines: None,
        plans: None,
    },
    shown: Shown::entity(samples::document_versioning::variants),
};
