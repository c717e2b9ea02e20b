//! Attribute: many similar fields as one array of name-value pairs.
//!
//! No branch recommends it on its own: it refines an embedded array whose
//! children are name-value pairs searched by both (`decide`). Its documents
//! (`samples`): the pairs as an array, shown beside the shape it replaces in
//! place of the plain embedded column, a field per name. Its name and what
//! it does, in each language, are in `patterns.ftl` (`pattern-attribute` and
//! `does-attribute`); the rest of what the core knows of it is in
//! `nestlink_core`'s `wire/analysis/pattern/attribute.rs`.

mod decide;
mod samples;

use super::PatternModule;
use crate::advisor::When;
use crate::samples::Shown;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[],
        refines: Some(decide::refine),
        plans: None,
    },
    shown: Shown {
        instead_of_embedded: Some(samples::by_name_variant),
        ..Shown::column(samples::variant)
    },
};
