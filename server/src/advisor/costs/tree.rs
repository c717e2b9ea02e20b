//! A tree's ways measured by the queries asked of it (MongoDB's "Model
//! Tree Structures" pages): the main read is a node with the answers to
//! those queries. Each way answers a query from the node's own document
//! (the ids it keeps), with one indexed query more, or only by walking the
//! tree one query per level ([`TREE_LEVELS`] of them, or a `$graphLookup`
//! doing the same lookups on the server).

use nestlink_core::wire::model::{Cardinality, TreeQuery};

use crate::advisor::facts::{Facts, TREE_LEVELS};
use crate::bson_size::{OBJECT_ID_BYTES, array_size, element_size};
use crate::wire::{Pattern, SizeEstimate};

/// Characters of one id in a materialized path (24 hex digits and a comma).
const PATH_ID_CHARS: u64 = 25;

/// What a way measures, for its cost row (a tree's ways here, the others
/// in the parent module).
pub(super) struct Measured {
    pub bytes: SizeEstimate,
    pub round_trips: u32,
    pub read_bytes: u64,
    pub writes_per_child: u32,
    pub index_entries_per_child: u32,
    /// A tree's only: documents rewritten when a node moves.
    pub writes_per_move: Option<u64>,
}

/// How a way answers one query.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Answer {
    /// From the ids the node keeps: no query more.
    InNode,
    /// One indexed query more.
    OneQuery,
    /// One query per level.
    LevelByLevel,
}

/// Is `pattern` one of the ways a tree (an entity related to itself, not
/// many-to-many) is kept apart, measured here?
pub(super) fn measures(f: &Facts<'_>, pattern: Pattern) -> bool {
    f.rel.is_self()
        && f.rel.cardinality != Cardinality::ManyToMany
        && matches!(
            pattern,
            Pattern::TreeParentReferences
                | Pattern::TreeChildReferences
                | Pattern::TreeArrayOfAncestors
                | Pattern::TreeMaterializedPaths
        )
}

/// The cost of keeping the tree the `pattern` way; `indexes` are the
/// indexes the way builds on the nodes.
pub(super) fn cost(f: &Facts<'_>, pattern: Pattern, indexes: u32) -> Measured {
    let node = |count: u64| node_bytes(f, pattern, count);
    let typical = node(f.typical);
    let bytes = SizeEstimate {
        typical,
        max: if pattern == Pattern::TreeChildReferences {
            f.max.map(node)
        } else {
            Some(typical)
        },
    };
    let shows_fields = !f.rel.display_fields.is_empty();
    let mut round_trips = 1_u32;
    let mut read_bytes = typical;
    for query in asked(f) {
        let answer = answer(pattern, query, shows_fields);
        round_trips = round_trips.saturating_add(match answer {
            Answer::InNode => 0,
            Answer::OneQuery => 1,
            Answer::LevelByLevel => TREE_LEVELS,
        });
        if answer != Answer::InNode {
            read_bytes = read_bytes.saturating_add(answer_nodes(f, query).saturating_mul(typical));
        }
    }
    let moved_with_descendants = 1_u64.saturating_add(f.typical);
    let (writes_per_child, writes_per_move, more_entries) = match pattern {
        // The new node, and its parent's array.
        Pattern::TreeChildReferences => (2, 2, 0),
        // One entry per ancestor in the multikey index, not one.
        Pattern::TreeArrayOfAncestors => (1, moved_with_descendants, TREE_LEVELS - 1),
        Pattern::TreeMaterializedPaths => (1, moved_with_descendants, 0),
        _ => (1, 1, 0),
    };
    Measured {
        bytes,
        round_trips,
        read_bytes,
        writes_per_child,
        // The node's own `_id`, and its entries in the indexes on nodes.
        index_entries_per_child: 1_u32.saturating_add(indexes).saturating_add(more_entries),
        writes_per_move: Some(writes_per_move),
    }
}

/// The indexes a tree way builds on its nodes (as `decide::tree` does).
pub(super) fn indexes(pattern: Pattern) -> u32 {
    match pattern {
        // "ancestors" and "parent".
        Pattern::TreeArrayOfAncestors => 2,
        _ => 1,
    }
}

/// The queries the tree is asked; when none are stated, a node's parent
/// and children (what parent references answer).
fn asked(f: &Facts<'_>) -> Vec<TreeQuery> {
    if f.rel.tree_queries.is_empty() {
        vec![TreeQuery::Parent, TreeQuery::Children]
    } else {
        f.rel.tree_queries.clone()
    }
}

/// How `pattern` answers `query`. Ids kept in the node answer only when
/// no fields of the nodes are shown (`display_fields`); otherwise the
/// nodes they name are read with one query more.
fn answer(pattern: Pattern, query: TreeQuery, shows_fields: bool) -> Answer {
    use TreeQuery::{Ancestors, Children, Ordered, Parent, PathPrefix, Siblings, Subtree};
    let in_node = matches!(
        (pattern, query),
        (Pattern::TreeParentReferences, Parent)
            | (Pattern::TreeChildReferences, Children)
            | (
                Pattern::TreeArrayOfAncestors | Pattern::TreeMaterializedPaths,
                Parent | Ancestors
            )
    );
    let one_query = matches!(
        (pattern, query),
        (_, Parent | Children | Siblings)
            | (Pattern::TreeArrayOfAncestors, Subtree)
            | (
                Pattern::TreeMaterializedPaths,
                Subtree | Ordered | PathPrefix
            )
    );
    match (in_node, one_query) {
        (true, _) if !shows_fields => Answer::InNode,
        (true, _) | (false, true) => Answer::OneQuery,
        (false, false) => Answer::LevelByLevel,
    }
}

/// Nodes a query's answer returns besides the node itself: the parent, the
/// ancestors, or a list of about one level of children (the deeper levels
/// of a subtree or of the whole tree come to the same for every way).
fn answer_nodes(f: &Facts<'_>, query: TreeQuery) -> u64 {
    match query {
        TreeQuery::Parent => 1,
        TreeQuery::Ancestors => u64::from(TREE_LEVELS),
        _ => f.typical,
    }
}

/// A node's document as the way keeps it, with `count` children.
fn node_bytes(f: &Facts<'_>, pattern: Pattern, count: u64) -> u64 {
    let parent = element_size("parent", OBJECT_ID_BYTES);
    let levels = u64::from(TREE_LEVELS);
    match pattern {
        Pattern::TreeChildReferences => f.id_array_parent_bytes(count),
        Pattern::TreeArrayOfAncestors => {
            f.parent_bytes
                .saturating_add(parent)
                .saturating_add(element_size(
                    "ancestors",
                    array_size(&[OBJECT_ID_BYTES], levels),
                ))
        }
        // ",<root id>,...,<parent id>,": int32 length, the text, its NUL.
        Pattern::TreeMaterializedPaths => f.parent_bytes.saturating_add(element_size(
            "path",
            levels.saturating_mul(PATH_ID_CHARS).saturating_add(6),
        )),
        _ => f.parent_bytes.saturating_add(parent),
    }
}
