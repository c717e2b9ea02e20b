//! Tree of parent references: each node holds its parent's id.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-tree-parent-references` and `does-tree-parent-references`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/tree_parent_references.rs`.

use super::PatternModule;
use crate::advisor::decide::tree;
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::TreeParentReferences,
                tried: (Group::Tree, 1),
                situation: "situation-tree-moving",
                when: |c| {
                    c.tree() && (tree::deep(c.f) || tree::by_path(c.f)) && tree::moves_often(c.f)
                },
                build: |c| Some(tree::moving_parents(c.f)),
                family: Family::Tree,
            },
            Branch {
                pattern: Pattern::TreeParentReferences,
                tried: (Group::Tree, 4),
                situation: "situation-tree-other",
                when: |c| c.tree(),
                build: |c| Some(tree::parents(c.f)),
                family: Family::Tree,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
