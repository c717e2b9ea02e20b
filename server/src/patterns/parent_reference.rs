//! Parent reference: each child holds its parent's id.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-parent-reference` and `does-parent-reference`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/parent_reference.rs`.

use nestlink_core::wire::model::{Cardinality, ReadAs, Relinks};

use super::PatternModule;
use crate::advisor::decide::{embedded, references};
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Embeddable, 1),
                situation: "situation-kept-apart",
                when: |c| c.embeddable().is_some() && embedded::rarely_read(c.f) && !c.one(),
                build: |c| Some(embedded::kept_apart(c.f)),
                family: Family::Pair,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::HeldElsewhere, 0),
                situation: "situation-held-elsewhere",
                when: |c| c.held_elsewhere && c.referenced().is_some(),
                build: |c| Some(references::held_elsewhere(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::ReferencedOne, 1),
                situation: "situation-one-alone",
                when: |c| {
                    c.referenced().is_some_and(|fit| fit.independent)
                        && c.one()
                        && !c.copies_shown()
                },
                build: |c| Some(references::one_parent(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Latest, 0),
                situation: "situation-latest-by-query",
                when: |c| c.latest_copied() && c.f.rel.reads_per_write.is_some(),
                build: |c| {
                    let k = c.fit.as_ref()?.latest?;
                    Some(references::latest_by_query(
                        c.f,
                        k,
                        c.f.rel.reads_per_write?,
                    ))
                },
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::TooMany, 1),
                situation: "situation-many",
                when: |c| c.referenced().is_some_and(|fit| fit.over_id_limit) && !c.latest_copied(),
                build: |c| {
                    let latest = c.fit.as_ref()?.latest;
                    Some(references::many_children(
                        c.f,
                        latest,
                        Pattern::ParentReference,
                    ))
                },
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Few, 0),
                situation: "situation-moving",
                when: |c| {
                    c.referenced().is_some() && !c.one() && c.f.rel.relinks() == Relinks::Often
                },
                build: |c| Some(references::moving_children(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Few, 1),
                situation: "situation-rarely-read",
                when: |c| c.referenced().is_some() && !c.one() && !c.f.rel.read_together,
                build: |c| Some(references::rarely_read(c.f)),
                family: Family::Referenced,
            },
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Few, 4),
                situation: "situation-parent-reference",
                when: |c| {
                    // "Few" states a bound of its own, so only a one-to-many's
                    // missing maximum is a guess an id array would rest on.
                    c.referenced().is_some()
                        && !c.one()
                        && (c.f.rel.read_as() == ReadAs::Page
                            || c.f.rel.cardinality == Cardinality::OneToMany
                                && c.f.rel.max.is_none()
                                && !c.copies_shown())
                },
                build: |c| Some(references::by_parent(c.f)),
                family: Family::Referenced,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
