//! Trees (an entity related to itself): parent references, child
//! references, an array of ancestors or materialized paths, by the queries
//! the tree is asked and how often its nodes move. The catalog chooses
//! among them from the questions below.

use nestlink_core::wire::model::{Relinks, TreeQuery};

use super::Decision;
use crate::advisor::names::a;
use crate::advisor::{
    facts::{Facts, count_text, ids_fit},
    rules::RuleId,
};
use crate::wire::Pattern;

/// The tree is asked `query`.
pub(super) fn asks(f: &Facts<'_>, query: TreeQuery) -> bool {
    f.rel.tree_queries.contains(&query)
}

/// Asked for ancestors or whole subtrees.
pub(super) fn deep(f: &Facts<'_>) -> bool {
    asks(f, TreeQuery::Ancestors) || asks(f, TreeQuery::Subtree)
}

/// Listed in hierarchical order, or searched by the start of a path.
pub(super) fn by_path(f: &Facts<'_>) -> bool {
    asks(f, TreeQuery::Ordered) || asks(f, TreeQuery::PathPrefix)
}

pub(super) fn moves_often(f: &Facts<'_>) -> bool {
    f.rel.relinks() == Relinks::Often
}

/// A node's children fit an array of ids.
pub(super) fn children_fit(f: &Facts<'_>) -> bool {
    f.max.is_some_and(ids_fit)
}

/// Every node is a document of the tree's collection.
pub(super) fn every_node(f: &Facts<'_>, d: &mut Decision) {
    d.say(format!(
        "Every {} is a document of \"{}\".",
        f.from.name, f.from_collection
    ));
}

/// A path string per node: the tree listed in order, or searched by the start of a path.
pub(super) fn materialized_paths(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeMaterializedPaths);
    d.rule(&[RuleId::TreeMaterializedPaths])
        .say(format!(
            "The {node} tree is listed in hierarchical order or searched by the start of a path, which only a path string answers in one query. Each {node} stores the ids of its ancestors as one string in \"path\" (\",<root id>,<parent id>,\"): find().sort({{path: 1}}) lists the whole tree in order, and find({{path: /^,<id>,/}}) finds every node below one, using the index on \"path\"."
        ))
        .index(
            f.from,
            "path",
            false,
            "sorts the tree in order and serves prefix searches (a regular expression anchored at the start)".to_owned(),
        )
        .warn(format!(
            "Moving {a_node} means rewriting the path of every {node} below it; the tree changes rarely, so that is a fair price.", a_node = a(node),
        ))
        .alternative(
            Pattern::TreeArrayOfAncestors,
            "an array of ancestor ids: subtrees and ancestors just as directly and easier to keep correct, but no order for listing the tree and no search by partial path".to_owned(),
        )
        .alternative(
            Pattern::TreeParentReferences,
            "only the parent id: a move is one write, but listing in order or by path takes $graphLookup or the application".to_owned(),
        );
    d
}

/// Only the parent's id, because nodes move often and stored ancestors would be rewritten on each move.
pub(super) fn moving_parents(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeParentReferences);
    d.rule(&[RuleId::TreeParentReferences])
        .say(format!(
            "Nodes move often, and every pattern that stores {a_node}'s ancestors would rewrite a whole subtree on each move. Each {node} stores only its parent's id in \"parent\": a move is one write, and ancestors or subtrees come from one $graphLookup over \"parent\".", a_node = a(node),
        ))
        .index(f.from, "parent", false, "finds a node's children, and serves $graphLookup".to_owned())
        .alternative(
            Pattern::TreeArrayOfAncestors,
            "ancestors stored in each node: deep queries are one indexed find, but every move rewrites the moved subtree".to_owned(),
        );
    d
}

/// The parent and an array of all ancestors: ancestors and subtrees in one query each.
pub(super) fn ancestors(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeArrayOfAncestors);
    d.rule(&[RuleId::TreeArrayOfAncestors])
        .say(format!(
            "The {node} tree is asked for ancestors or whole subtrees, which parent or child references answer only one level per query. Each {node} stores its parent in \"parent\" and the ids of all its ancestors, root first, in \"ancestors\": findOne(...).ancestors is the path to the root, find({{ancestors: <id>}}) is the whole subtree."
        ))
        .index(
            f.from,
            "ancestors",
            false,
            "a multikey index: finds every descendant of a node".to_owned(),
        )
        .index(f.from, "parent", false, "finds a node's children".to_owned())
        .warn(format!(
            "Moving {a_node} means rewriting the ancestors array of every {node} below it.", a_node = a(node),
        ))
        .alternative(
            Pattern::TreeMaterializedPaths,
            "one string path per node (\",Books,Programming,\") queried with a regular expression: same power, paths are harder to update".to_owned(),
        )
        .alternative(
            Pattern::TreeParentReferences,
            "only the parent id: cheap moves, but a subtree takes one query per level (or $graphLookup)".to_owned(),
        );
    d
}

/// An array of each node's children's ids.
pub(super) fn children(f: &Facts<'_>) -> Decision {
    let node = &f.from.name;
    let children_field = f.rel.label.clone().unwrap_or_else(|| "children".to_owned());
    let mut d = Decision::new(Pattern::TreeChildReferences);
    d.rule(&[RuleId::TreeChildReferences])
        .say(format!(
            "The {node} tree is asked for a node's children, so each {node} keeps an array of its children's ids in \"{children_field}\": findOne({{_id: <id>}}).{children_field} answers directly, and find({{{children_field}: <id>}}) finds a node's parent and siblings."
        ))
        .index(
            f.from,
            &children_field,
            false,
            "a multikey index: finds a node's parent".to_owned(),
        )
        .alternative(
            Pattern::TreeParentReferences,
            "each node stores its parent id instead: the parent is direct and children need an indexed query".to_owned(),
        );
    d
}

/// Only the parent's id: the parent and the children each in one query.
pub(super) fn parents(f: &Facts<'_>) -> Decision {
    let rel = f.rel;
    let node = &f.from.name;
    let mut d = Decision::new(Pattern::TreeParentReferences);
    d.rule(&[RuleId::TreeParentReferences])
        .say(format!(
            "Each {node} stores its parent's id in \"parent\": findOne({{_id: <id>}}).parent is a node's parent, and find({{parent: <id>}}) its immediate children, with an index on \"parent\"."
        ))
        .index(f.from, "parent", false, "finds a node's children".to_owned())
        .alternative(
            Pattern::TreeChildReferences,
            "each node keeps an array of its children's ids: children are direct, the parent needs a query on the arrays".to_owned(),
        );
    if rel.tree_queries.is_empty() {
        d.say(
            "No tree_queries are given; parent references answer both parent and children queries."
                .to_owned(),
        );
    } else if asks(f, TreeQuery::Children) && !children_fit(f) {
        d.rule(&[RuleId::IdArrayLimit]).warn(format!(
            "Children are queried, but {a_node} can have {} children, too many for an array of ids; find({{parent: <id>}}) lists them instead.",
            f.max.map_or_else(|| "unboundedly many".to_owned(), count_text), a_node = a(node),
        ));
    }
    if deep(f) || by_path(f) {
        // Chosen over the ways that store more, by their costs.
        d.say(format!(
            "Ancestors, subtrees or the tree's order take one query per level from \"parent\" (or one $graphLookup walking the levels on the server). Storing more in each {node} would answer them in one query, but costs more here: see the cost table."
        ));
    }
    d
}
