//! Tree with an array of ancestors: each node holds the ids up to the root.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-tree-array-of-ancestors` and `does-tree-array-of-ancestors`);
//! the rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/tree_array_of_ancestors.rs`.

use super::PatternModule;
use crate::advisor::decide::tree;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::TreeArrayOfAncestors,
            tried: (Group::Tree, 2),
            situation: "situation-tree-ancestors",
            when: |c| c.tree() && tree::deep(c.f),
            build: |c| Some(tree::ancestors(c.f)),
            family: Family::Tree,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
