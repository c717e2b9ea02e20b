//! Tree of child references: each node holds its children's ids.
//!
//! When the advisor recommends it: the branches below, each tried where its
//! `tried` puts it among every pattern's. Its documents: the plain
//! referenced column, laid out for it (`samples::layout`). Its name and what
//! it does, in each language, are in `patterns.ftl`
//! (`pattern-tree-child-references` and `does-tree-child-references`); the
//! rest of what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/tree_child_references.rs`.

use nestlink_core::wire::model::TreeQuery;

use super::PatternModule;
use crate::advisor::decide::{many_to_many, tree};
use crate::advisor::{Branch, Family, Group, When};
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    when: When {
        branches: &[
            Branch {
                pattern: Pattern::TreeChildReferences,
                tried: (Group::ManyToMany, 0),
                situation: "situation-graph",
                when: |c| c.many_to_many() && c.f.rel.is_self(),
                build: |c| Some(many_to_many::build(c, Pattern::TreeChildReferences)),
                family: Family::Own,
            },
            Branch {
                pattern: Pattern::TreeChildReferences,
                tried: (Group::Tree, 3),
                situation: "situation-tree-children",
                when: |c| {
                    c.tree()
                        && tree::asks(c.f, TreeQuery::Children)
                        && !tree::asks(c.f, TreeQuery::Parent)
                        && tree::children_fit(c.f)
                },
                build: |c| Some(tree::children(c.f)),
                family: Family::Tree,
            },
        ],
        refines: None,
        plans: None,
    },
    shown: Shown::column(samples::referenced::variant),
};
