//! The tree patterns' reads, from the manual's tree pages (see
//! `published.rs`).

use nestlink::answer::analyze;
use nestlink_core::wire::model::Model;
use serde_json::{Value, json};

use crate::common::{aggregation, model_json, only_advice};

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

/// A golden tree case with `facts` set on its relationship: the pattern
/// recommended and the cost rows, by pattern.
fn weighed(case: &str, facts: &Value) -> (String, Vec<Value>) {
    let mut model = model_json(case);
    if let (Some(rel), Some(facts)) = (model["relationships"][0].as_object_mut(), facts.as_object())
    {
        rel.extend(facts.clone());
    }
    let model: Model = serde_json::from_value(model).expect("a model");
    let analysis = serde_json::to_value(analyze(&model)).expect("JSON");
    let rel = &analysis["relationships"][0];
    let costs = rel["costs"].as_array().cloned().unwrap_or_default();
    (
        rel["pattern"].as_str().unwrap_or_default().to_owned(),
        costs,
    )
}

/// A tree asked only for a node's children keeps their ids in the node:
/// the node alone answers (one round trip, not two), which is worth its
/// second write per node added while a node is read more than about a
/// fifth as often as nodes are added (a round trip weighs 16 KiB, a write
/// 4, and the parent reference also reads the children's documents). When
/// the children's fields are shown, the ids no longer answer and the
/// parent reference's single write wins.
#[test]
fn a_tree_asked_for_children_weighs_the_saved_query_against_the_second_write() {
    let case = "tree_child_references";
    let (pattern, costs) = weighed(case, &json!({}));
    assert_eq!(pattern, "tree-child-references");
    let rows: Vec<(&str, u64, u64)> = costs
        .iter()
        .map(|row| {
            (
                row["pattern"].as_str().unwrap_or_default(),
                row["round_trips"].as_u64().unwrap_or_default(),
                row["writes_per_child"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    assert!(rows.contains(&("tree-child-references", 1, 2)), "{rows:?}");
    assert!(rows.contains(&("tree-parent-references", 2, 1)), "{rows:?}");
    // Weighed, not set aside.
    assert!(costs.iter().all(|row| row["pattern"] != "tree-parent-references"
        || row.get("set_aside").is_none()));
    for (ratio, expected) in [
        (0.3, "tree-child-references"),
        (10.0, "tree-child-references"),
        (0.1, "tree-parent-references"),
        (0.01, "tree-parent-references"),
    ] {
        let (pattern, _) = weighed(case, &json!({"reads_per_write": ratio}));
        assert_eq!(pattern, expected, "{ratio} reads per node added");
    }
    let (pattern, _) = weighed(case, &json!({"display_fields": ["name"]}));
    assert_eq!(pattern, "tree-parent-references");
}

/// Ancestors and subtrees in one query each save a walk of one query per
/// level, and cost a rewrite of every node below one that moves: with
/// nodes moving as often as they are added, parent references win until
/// nodes are read about four times per node added; and a tree written far
/// more than read keeps only its parents, whose index holds one entry per
/// node, not one per level.
#[test]
fn a_tree_whose_nodes_move_often_keeps_ancestors_only_when_reads_outweigh_the_rewrites() {
    let case = "tree_array_of_ancestors";
    let (pattern, costs) = weighed(case, &json!({}));
    assert_eq!(pattern, "tree-array-of-ancestors");
    let ancestors = &costs[0];
    // The node, and a walk of none: its ancestors are in it, its subtree one query.
    assert_eq!(ancestors["round_trips"], 2);
    assert_eq!(ancestors["writes_per_move"], 101);
    for (facts, expected) in [
        (json!({"relinks": "often"}), "tree-parent-references"),
        (
            json!({"relinks": "often", "reads_per_write": 3}),
            "tree-parent-references",
        ),
        (
            json!({"relinks": "often", "reads_per_write": 5}),
            "tree-array-of-ancestors",
        ),
        (json!({"relinks": "never"}), "tree-array-of-ancestors"),
        // Written a hundred times per read, the ancestors' index entries
        // (one per level) outweigh the walks.
        (json!({"reads_per_write": 0.01}), "tree-parent-references"),
    ] {
        let (pattern, _) = weighed(case, &facts);
        assert_eq!(pattern, expected, "{facts}");
    }
}
