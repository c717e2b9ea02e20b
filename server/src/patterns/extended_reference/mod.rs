//! Extended reference: a reference with copies of the fields read with it.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's, and any reference decision with
//! chosen copies beside its ids, which `decide` refines into it. Its
//! documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-extended-reference` and `does-extended-reference`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/extended_reference.rs`.

mod decide;

use super::PatternModule;
use crate::advisor::decide::references;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::ExtendedReference,
                tried: (Group::ReferencedOne, 2),
                situation: "situation-one-alone-shown",
                when: |c| {
                    c.referenced().is_some_and(|fit| fit.independent) && c.one() && c.copies_shown()
                },
                build: |c| Some(references::one_extended(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ExtendedReference,
                tried: (Group::TooMany, 0),
                situation: "situation-many-shown",
                when: |c| {
                    c.referenced()
                        .is_some_and(|fit| fit.over_id_limit && fit.latest.is_none())
                        && c.parent_copies_shown()
                },
                build: |c| {
                    Some(references::many_children(
                        c.f,
                        None,
                        Pattern::ExtendedReference,
                    ))
                },
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ExtendedReference,
                tried: (Group::Few, 3),
                situation: "situation-extended",
                when: |c| {
                    c.referenced().is_some_and(|fit| fit.independent)
                        && !c.one()
                        && c.parent_copies_shown()
                },
                build: |c| Some(references::extended_parent(c.f)),
                family: Family::Referenced,
            },
        ],
        refines: Some(decide::refine),
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
