//! Trees (an entity related to itself): parent references, child
//! references, an array of ancestors or materialized paths, by the queries
//! the tree is asked and how often its nodes move. The catalog chooses
//! among them from the questions below.

use nestlink_core::wire::model::{Relinks, TreeQuery};

use super::Decision;
use crate::advisor::{
    facts::{Facts, ids_fit},
    rules::RuleId,
    said::Said,
};
use crate::wire::Pattern;

/// The tree is asked `query`.
pub(crate) fn asks(f: &Facts<'_>, query: TreeQuery) -> bool {
    f.rel.tree_queries.contains(&query)
}

/// Asked for ancestors or whole subtrees.
pub(crate) fn deep(f: &Facts<'_>) -> bool {
    asks(f, TreeQuery::Ancestors) || asks(f, TreeQuery::Subtree)
}

/// Listed in hierarchical order, or searched by the start of a path.
pub(crate) fn by_path(f: &Facts<'_>) -> bool {
    asks(f, TreeQuery::Ordered) || asks(f, TreeQuery::PathPrefix)
}

pub(crate) fn moves_often(f: &Facts<'_>) -> bool {
    f.rel.relinks() == Relinks::Often
}

/// A node's children fit an array of ids.
pub(crate) fn children_fit(f: &Facts<'_>) -> bool {
    f.max.is_some_and(ids_fit)
}

/// Every node is a document of the tree's collection.
pub(super) fn every_node(f: &Facts<'_>, d: &mut Decision) {
    d.say(
        Said::message("tree-every-node")
            .with("node", &f.from.name)
            .with("collection", &f.from_collection),
    );
}

/// A path string per node: the tree listed in order, or searched by the start of a path.
pub(crate) fn materialized_paths(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeMaterializedPaths);
    d.rule(&[RuleId::TreeMaterializedPaths])
        .say(
            Said::message("tree-paths")
                .with("node", node)
                .with("path", ",<root id>,<parent id>,")
                .with("list", "find().sort({path: 1})")
                .with("below", "find({path: /^,<id>,/})"),
        )
        .index(f.from, "path", false, Said::message("tree-paths-index"))
        .warn(Said::message("tree-paths-move").with("node", node))
        .alternative(
            Pattern::TreeArrayOfAncestors,
            Said::message("tree-paths-vs-ancestors"),
        )
        .alternative(
            Pattern::TreeParentReferences,
            Said::message("tree-paths-vs-parents"),
        );
    d
}

/// Only the parent's id, because nodes move often and stored ancestors would be rewritten on each move.
pub(crate) fn moving_parents(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::TreeParentReferences);
    d.rule(&[RuleId::TreeParentReferences])
        .say(Said::message("tree-moving").with("node", &f.from.name))
        .index(f.from, "parent", false, Said::message("tree-moving-index"))
        .alternative(
            Pattern::TreeArrayOfAncestors,
            Said::message("tree-moving-vs-ancestors"),
        );
    d
}

/// The parent and an array of all ancestors: ancestors and subtrees in one query each.
pub(crate) fn ancestors(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeArrayOfAncestors);
    d.rule(&[RuleId::TreeArrayOfAncestors])
        .say(
            Said::message("tree-ancestors")
                .with("node", node)
                .with("to_root", "findOne(...).ancestors")
                .with("subtree", "find({ancestors: <id>})"),
        )
        .index(
            f.from,
            "ancestors",
            false,
            Said::message("tree-ancestors-index"),
        )
        .index(f.from, "parent", false, Said::message("tree-parents-index"))
        .warn(Said::message("tree-ancestors-move").with("node", node))
        .alternative(
            Pattern::TreeMaterializedPaths,
            Said::message("tree-ancestors-vs-paths").with("path", ",Books,Programming,"),
        )
        .alternative(
            Pattern::TreeParentReferences,
            Said::message("tree-ancestors-vs-parents"),
        );
    d
}

/// An array of each node's children's ids.
pub(crate) fn children(f: &Facts<'_>) -> Decision {
    let field = f.rel.label.clone().unwrap_or_else(|| "children".to_owned());
    let mut d = Decision::new(Pattern::TreeChildReferences);
    d.rule(&[RuleId::TreeChildReferences])
        .say(
            Said::message("tree-children")
                .with("node", &f.from.name)
                .with("field", &field)
                .with("children", format!("findOne({{_id: <id>}}).{field}"))
                .with("parent", format!("find({{{field}: <id>}})")),
        )
        .index(f.from, &field, false, Said::message("tree-children-index"))
        .alternative(
            Pattern::TreeParentReferences,
            Said::message("tree-children-vs-parents"),
        );
    d
}

/// Only the parent's id: the parent and the children each in one query.
pub(crate) fn parents(f: &Facts<'_>) -> Decision {
    let rel = f.rel;
    let node = &f.from.name;
    let children = "find({parent: <id>})";
    let mut d = Decision::new(Pattern::TreeParentReferences);
    d.rule(&[RuleId::TreeParentReferences])
        .say(
            Said::message("tree-parents")
                .with("node", node)
                .with("parent", "findOne({_id: <id>}).parent")
                .with("children", children),
        )
        .index(f.from, "parent", false, Said::message("tree-parents-index"))
        .alternative(
            Pattern::TreeChildReferences,
            Said::message("tree-parents-vs-children"),
        );
    if rel.tree_queries.is_empty() {
        d.say(Said::message("tree-parents-no-queries"));
    } else if asks(f, TreeQuery::Children) && !children_fit(f) {
        let too_many = match f.max {
            Some(max) => Said::message("tree-children-too-many").count("count", max),
            None => Said::message("tree-children-unbounded"),
        };
        d.rule(&[RuleId::IdArrayLimit])
            .warn(too_many.with("node", node).with("query", children));
    }
    if deep(f) || by_path(f) {
        // Chosen over the ways that store more, by their costs.
        d.say(Said::message("tree-parents-deep").with("node", node));
    }
    d
}
