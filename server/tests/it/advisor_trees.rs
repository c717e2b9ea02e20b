//! The tree patterns' reads, from the manual's tree pages (see
//! `published.rs`).

use crate::common::{aggregation, only_advice};

/// The two tree patterns that store more than a parent read a node with
/// everything below it in one query, and one aggregation returns the node
/// with that subtree: by the ancestors' index, or by the path's prefix in
/// the tree's order with each node's depth.
#[test]
fn trees_with_ancestors_or_paths_read_a_subtree_in_one_query() {
    for (case, query, joined) in [
        (
            "tree_array_of_ancestors",
            "{ancestors: ObjectId(",
            "foreignField: \"ancestors\", as: \"descendants\"",
        ),
        (
            "tree_materialized_paths",
            "}).sort({path: 1})",
            "{$set: {depth: {$subtract: [{$size: {$split: [\"$path\", \",\"]}}, 2]}}}",
        ),
    ] {
        let advice = only_advice(case);
        // A tree pattern is the "referenced" side: nodes in documents of their own.
        let tree = &advice["variants"]["referenced"];
        assert_eq!(tree["recommended"], true, "{case}");
        assert_eq!(tree["reads"]["round_trips"], 1, "{case}");
        let read = tree["reads"]["mongosh"].as_str().expect("a read");
        assert!(read.contains(query), "{case}: {read}");
        let aggregate = aggregation(tree);
        assert!(aggregate.contains(joined), "{case}: {aggregate}");
    }
}
