//! Trees (an entity related to itself): parent references, child
//! references or an array of ancestors, by the queries the tree is asked.

use app::wire::model::TreeQuery;

use super::Decision;
use crate::advisor::{
    facts::{Facts, ID_ARRAY_LIMIT, count_text},
    rules::RuleId,
};
use crate::wire::Pattern;

pub(super) fn tree(f: &Facts<'_>) -> Decision {
    let rel = f.rel;
    let node = &f.from.name;
    let asks = |query: TreeQuery| rel.tree_queries.contains(&query);
    let children_fit = f.max.is_some_and(|max| max <= ID_ARRAY_LIMIT);
    let children_field = rel.label.clone().unwrap_or_else(|| "children".to_owned());
    let collection = &f.from_collection;

    let mut d;
    if asks(TreeQuery::Ancestors) || asks(TreeQuery::Subtree) {
        d = Decision::new(Pattern::TreeArrayOfAncestors);
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
                "Moving a {node} means rewriting the ancestors array of every {node} below it."
            ))
            .alternative(
                Pattern::TreeMaterializedPaths,
                "one string path per node (\",Books,Programming,\") queried with a regular expression: same power, paths are harder to update".to_owned(),
            )
            .alternative(
                Pattern::TreeParentReferences,
                "only the parent id: cheap moves, but a subtree takes one query per level (or $graphLookup)".to_owned(),
            );
    } else if asks(TreeQuery::Children) && !asks(TreeQuery::Parent) && children_fit {
        d = Decision::new(Pattern::TreeChildReferences);
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
    } else {
        d = Decision::new(Pattern::TreeParentReferences);
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
                "No tree_queries are given; parent references answer both parent and children queries.".to_owned(),
            );
        } else if asks(TreeQuery::Children) && !children_fit {
            d.rule(&[RuleId::IdArrayLimit]).warn(format!(
                "Children are queried, but a {node} can have {} children, too many for an array of ids; find({{parent: <id>}}) lists them instead.",
                f.max.map_or_else(|| "unboundedly many".to_owned(), count_text)
            ));
        }
    }
    d.say(format!("Every {node} is a document of \"{collection}\"."));
    d
}
