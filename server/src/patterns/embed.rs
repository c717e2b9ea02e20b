//! Embed: the one related document kept as a sub-document of its parent.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain embedded
//! column already is it (a sub-document for one, an array for many). Its
//! name and what it does, in each language, are in `patterns.ftl`
//! (`pattern-embed` and `does-embed`); the rest of what the core knows of it
//! is in `nestlink_core`'s `wire/analysis/pattern/embed.rs`.

use super::PatternModule;
use crate::advisor::decide::embedded;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::Embed,
            tried: (Group::Embeddable, 2),
            situation: "situation-embed",
            when: |c| c.embeddable().is_some() && !embedded::rarely_read(c.f) && c.one(),
            build: |c| c.fit.as_ref().map(|fit| embedded::embed(c.f, fit.estimate)),
            family: Family::Pair,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::embedded::variant),
};
