//! Embed an array: the children kept as an array inside their parent.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain embedded
//! column already is it (a sub-document for one, an array for many). Its
//! name and what it does, in each language, are in `patterns.ftl`
//! (`pattern-embed-array` and `does-embed-array`); the rest of what the core
//! knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/embed_array.rs`.

use super::PatternModule;
use crate::advisor::decide::{embedded, many_to_many};
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::EmbedArray,
                tried: (Group::ManyToMany, 1),
                situation: "situation-shared-copies",
                when: |c| c.many_to_many() && c.forced.is_none() && many_to_many::copies_fit(c.f),
                build: |c| Some(many_to_many::embedded_copies(c.f)),
                family: Family::Own,
            },
            Branch {
                pattern: Pattern::EmbedArray,
                tried: (Group::Embeddable, 3),
                situation: "situation-embed-array",
                when: |c| c.embeddable().is_some() && !embedded::rarely_read(c.f) && !c.one(),
                build: |c| {
                    c.fit
                        .as_ref()
                        .map(|fit| embedded::embed_array(c.f, fit.estimate))
                },
                family: Family::Pair,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::embedded::variant),
};
