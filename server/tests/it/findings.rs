//! Whole-model findings: each of MongoDB's schema anti-patterns that the
//! model shows is named, with a sentence to act on and the paths involved,
//! and a model that shows none has none.

use nestlink::answer::analyze;
use serde_json::{Value, json};

use crate::common::model_names;

fn findings(model: Value) -> Vec<(String, String, Vec<String>, String)> {
    let model = serde_json::from_value(model).expect("a model");
    assert_eq!(nestlink_core::wire::validate::validate(&model), vec![]);
    analyze(&model)
        .findings
        .into_iter()
        .map(|f| {
            (
                f.code.as_str().to_owned(),
                f.severity.as_str().to_owned(),
                f.paths,
                f.message,
            )
        })
        .collect()
}

fn entity(id: &str, fields: Value) -> Value {
    let name: String = id
        .chars()
        .enumerate()
        .map(|(i, c)| if i == 0 { c.to_ascii_uppercase() } else { c })
        .collect();
    json!({"id": id, "name": name, "fields": fields})
}

fn codes(model: Value) -> Vec<(String, Vec<String>)> {
    findings(model)
        .into_iter()
        .map(|(code, _, paths, _)| (code, paths))
        .collect()
}

#[test]
fn the_golden_models_show_no_anti_pattern() {
    for name in model_names() {
        let model = crate::common::model(&name);
        let found = analyze(&model).findings;
        // The seeds' and the manual's examples are good schemas: at most a
        // note where a one-to-one is kept apart on purpose.
        assert!(
            found
                .iter()
                .all(|f| f.code.as_str() == "separated-data-read-together"),
            "{name}: {found:?}"
        );
    }
}

#[test]
fn an_id_array_with_no_bound_is_an_unbounded_array() {
    let model = json!({"version": 1,
        "entities": [entity("tag", json!([])), entity("post", json!([]))],
        "relationships": [{"id": "r", "from": "tag", "to": "post", "cardinality": "many-to-many",
            "max": null}]});
    let found = findings(model);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].0.as_str(), found[0].1.as_str()),
        ("unbounded-array", "warning")
    );
    assert_eq!(found[0].2, ["relationships[0]"]);
    assert!(
        found[0].3.contains("Give the relationship a max"),
        "{}",
        found[0].3
    );
}

#[test]
fn large_fields_rarely_read_bloat_their_document() {
    let model = json!({"version": 1, "entities": [entity("movie", json!([
        {"name": "title", "type": "string"},
        {"name": "full_cast", "type": "array", "size_bytes": 20000, "reads": "rare"},
        {"name": "trivia", "type": "string", "size_bytes": 4000, "reads": "rare"}]))]});
    assert_eq!(
        codes(model),
        [(
            "bloated-document".to_owned(),
            vec![
                "entities[0].fields[1]".to_owned(),
                "entities[0].fields[2]".to_owned()
            ]
        )]
    );
    // Read often, the same fields are the document's point.
    let read = json!({"version": 1, "entities": [entity("movie", json!([
        {"name": "full_cast", "type": "array", "size_bytes": 20000}]))]});
    assert!(codes(read).is_empty());
}

/// A collection's size (`count`) makes small rarely shown fields count:
/// 600 bytes a document is nothing in a thousand documents and 5.6 GiB of
/// the working set in ten million.
#[test]
fn small_rare_fields_in_a_huge_collection_bloat_it() {
    let with_count = |count: Option<u64>| {
        let mut movie = entity(
            "movie",
            json!([
            {"name": "title", "type": "string", "size_bytes": 40},
            {"name": "plot", "type": "string", "size_bytes": 600, "reads": "rare"}]),
        );
        if let Some(count) = count {
            movie["count"] = json!(count);
        }
        findings(json!({"version": 1, "entities": [movie]}))
    };
    assert!(with_count(None).is_empty());
    assert!(with_count(Some(1_000)).is_empty());
    let found = with_count(Some(10_000_000));
    assert_eq!(found.len(), 1, "{found:?}");
    let (code, severity, paths, message) = &found[0];
    assert_eq!(
        (code.as_str(), severity.as_str()),
        ("bloated-document", "warning")
    );
    assert_eq!(paths, &["entities[0].fields[1]".to_owned()]);
    assert!(
        message
            .contains("across its 10,000,000 documents, about 5.6 GiB that crowd the working set"),
        "{message}"
    );
    // Half the document or more must be rarely shown, as for one document.
    let mostly_read = findings(json!({"version": 1, "entities": [{
        "id": "movie", "name": "Movie", "count": 10_000_000, "fields": [
            {"name": "title", "type": "string", "size_bytes": 2000},
            {"name": "plot", "type": "string", "size_bytes": 600, "reads": "rare"}]}]}));
    assert!(mostly_read.is_empty(), "{mostly_read:?}");
}

#[test]
fn an_entity_shown_with_three_apart_takes_three_lookups() {
    let rel = |id: &str, to: &str| {
        json!({"id": id, "from": "order", "to": to,
        "cardinality": "one-to-many", "independent_access": true})
    };
    let model = json!({"version": 1,
        "entities": [entity("order", json!([])), entity("payment", json!([])),
                     entity("shipment", json!([])), entity("invoice", json!([]))],
        "relationships": [rel("r1", "payment"), rel("r2", "shipment"), rel("r3", "invoice")]});
    let found = codes(model.clone());
    assert!(
        found.contains(&(
            "too-many-lookups".to_owned(),
            vec![
                "relationships[0]".to_owned(),
                "relationships[1]".to_owned(),
                "relationships[2]".to_owned()
            ]
        )),
        "{found:?}"
    );
    // Two are fine.
    let mut two = model;
    if let Some(rels) = two["relationships"].as_array_mut() {
        rels.pop();
    }
    assert!(
        !codes(two)
            .iter()
            .any(|(code, _)| code == "too-many-lookups")
    );
}

#[test]
fn an_index_that_begins_another_is_unnecessary() {
    let model = json!({"version": 1,
        "entities": [entity("sensor", json!([])),
                     entity("reading", json!([{"name": "at", "type": "date"}]))],
        "relationships": [
            {"id": "buckets", "from": "sensor", "to": "reading", "cardinality": "one-to-squillions",
             "growth": {"count": 1, "per": "minute"}, "read_as": "range"},
            {"id": "alarms", "from": "sensor", "to": "reading", "label": "alarms",
             "cardinality": "one-to-squillions", "read_together": false}]});
    let found = findings(model);
    let unnecessary: Vec<_> = found
        .iter()
        .filter(|f| f.0 == "unnecessary-index")
        .collect();
    assert_eq!(unnecessary.len(), 1, "{found:?}");
    assert_eq!(unnecessary[0].1, "info");
    assert!(
        unnecessary[0].3.contains(r#"{"sensor":1}"#)
            && unnecessary[0].3.contains(r#"{"sensor":1,"at":1}"#),
        "{}",
        unnecessary[0].3
    );
}

#[test]
fn entities_of_one_shape_in_many_collections_are_too_many_collections() {
    let day = |id: &str| {
        entity(
            id,
            json!([{"name": "hour", "type": "int"}, {"name": "celsius", "type": "double"}]),
        )
    };
    let model =
        json!({"version": 1, "entities": [day("monday"), day("tuesday"), day("wednesday")]});
    assert_eq!(
        codes(model),
        [(
            "too-many-collections".to_owned(),
            vec![
                "entities[0]".to_owned(),
                "entities[1]".to_owned(),
                "entities[2]".to_owned()
            ]
        )]
    );
}

#[test]
fn a_one_to_one_read_together_but_kept_apart_is_named() {
    let model = json!({"version": 1,
        "entities": [entity("user", json!([])), entity("profile", json!([{"name": "bio", "type": "string"}]))],
        "relationships": [{"id": "r", "from": "user", "to": "profile", "cardinality": "one-to-one",
            "independent_access": true}]});
    let found = findings(model);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].0.as_str(), found[0].1.as_str()),
        ("separated-data-read-together", "info")
    );
    assert!(found[0].3.contains("used on its own"), "{}", found[0].3);
}

#[test]
fn children_kept_apart_are_named_only_where_a_stated_maximum_would_fit_and_all_are_read() {
    let with = |facts: Value| {
        let mut rel = json!({"id": "r", "from": "post", "to": "comment",
            "cardinality": "one-to-many", "independent_access": true});
        if let (Some(rel), Some(facts)) = (rel.as_object_mut(), facts.as_object()) {
            rel.extend(facts.clone());
        }
        json!({"version": 1,
            "entities": [entity("post", json!([{"name": "title", "type": "string"}])),
                entity("comment", json!([{"name": "text", "type": "string"}]))],
            "relationships": [rel]})
    };
    let named = |facts: Value| {
        codes(with(facts))
            .iter()
            .any(|(code, _)| code == "separated-data-read-together")
    };
    // Fifty short comments would fit: read together, yet apart.
    assert!(named(json!({"max": 50})));
    // The fit rests on a maximum nobody stated: the advice says at which
    // one it would embed instead.
    assert!(!named(json!({})));
    // Read a page at a time: the reference serves the pages.
    assert!(!named(
        json!({"max": 50, "read_as": "page", "page_size": 10})
    ));
}
