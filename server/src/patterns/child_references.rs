//! Child references: the parent holds an array of its children's ids.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-child-references` and `does-child-references`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/child_references.rs`.

use super::PatternModule;
use crate::advisor::decide::{many_to_many, references};
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::ChildReferences,
                tried: (Group::ManyToMany, 2),
                situation: "situation-many-to-many",
                when: |c| c.many_to_many() && !c.f.rel.is_self(),
                build: |c| Some(many_to_many::build(c, Pattern::ChildReferences)),
                family: Family::Own,
            },
            Branch {
                pattern: Pattern::ChildReferences,
                tried: (Group::Few, 5),
                situation: "situation-child-references",
                when: |c| c.referenced().is_some() && !c.one(),
                build: |c| Some(references::child_references(c.f)),
                family: Family::Referenced,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
