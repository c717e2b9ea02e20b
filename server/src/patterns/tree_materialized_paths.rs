//! Tree of materialized paths: each node holds its path as a string.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-tree-materialized-paths` and `does-tree-materialized-paths`);
//! the rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/tree_materialized_paths.rs`.

use super::PatternModule;
use crate::advisor::decide::tree;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[Branch {
            pattern: Pattern::TreeMaterializedPaths,
            tried: (Group::Tree, 0),
            situation: "situation-tree-paths",
            when: |c| c.tree() && tree::by_path(c.f) && !tree::moves_often(c.f),
            build: |c| Some(tree::materialized_paths(c.f)),
            family: Family::Tree,
        }],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
