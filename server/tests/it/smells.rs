//! The smells a MongoDB reviewer names at once, as findings: a counter of
//! events rewritten in a stable document, many fields that differ only by a
//! name's end, and kinds of one thing each in a collection of its own. Each
//! finding says what to do, points at the parts involved and cites the page
//! that describes the remedy.

use nestlink::answer::analyze;
use nestlink_core::wire::analysis::Finding;
use serde_json::{Value, json};

fn findings(model: &Value) -> Vec<Finding> {
    let model = serde_json::from_value(model.clone()).expect("a model");
    assert_eq!(nestlink_core::wire::validate::validate(&model), vec![]);
    analyze(&model).findings
}

fn of<'f>(found: &'f [Finding], code: &str) -> Vec<&'f Finding> {
    found.iter().filter(|f| f.code.as_str() == code).collect()
}

fn entity(id: &str, fields: &Value) -> Value {
    json!({"id": id, "name": id, "x": 0, "y": 0, "fields": fields})
}

fn article(views: &Value) -> Value {
    let mut fields = vec![
        json!({"name": "title", "type": "string", "updates": "rare"}),
        json!({"name": "body", "type": "string", "size_bytes": 4000}),
    ];
    fields.push(views.clone());
    json!({"version": 1, "entities": [entity("Article", &Value::from(fields))]})
}

#[test]
fn a_count_of_page_views_in_a_stable_document_is_a_hot_counter() {
    let found = findings(&article(
        &json!({"name": "views", "type": "int", "updates": "often"}),
    ));
    let hot = of(&found, "hot-counter");
    assert_eq!(hot.len(), 1, "{found:?}");
    assert_eq!(hot[0].paths, ["entities[0].fields[2]"]);
    // Both remedies, each a sentence to act on, and the page cited.
    for words in [
        "mark it approximate",
        "once every 100 changes",
        "\"article_counters\"",
    ] {
        assert!(
            hot[0].message.contains(words),
            "{words}: {}",
            hot[0].message
        );
    }
    assert!(
        hot[0]
            .url
            .as_deref()
            .is_some_and(|url| url.ends_with("/approximation-schema-pattern/"))
    );
}

#[test]
fn a_hot_counter_is_not_named_where_it_is_approximate_rare_or_state() {
    for views in [
        // Already the approximation pattern's.
        json!({"name": "views", "type": "int", "updates": "often", "approximate": true}),
        // Rarely changed.
        json!({"name": "views", "type": "int", "updates": "rare"}),
        // Not a number.
        json!({"name": "views", "type": "string", "updates": "often"}),
        // A stock level is state kept exact where it belongs (the 6 Rules'
        // parts and their qty).
        json!({"name": "qty", "type": "int", "updates": "often"}),
    ] {
        let found = findings(&article(&views));
        assert!(of(&found, "hot-counter").is_empty(), "{views}: {found:?}");
    }
    // A document whose every field changes often is not stable.
    let busy = json!({"version": 1, "entities": [entity("Score", &json!([
        {"name": "points", "type": "int", "updates": "often"},
        {"name": "views", "type": "int", "updates": "often"}]))]});
    assert!(of(&findings(&busy), "hot-counter").is_empty());
}

#[test]
fn a_count_that_changes_atomically_with_a_related_entity_stays_where_it_is() {
    let model = json!({"version": 1,
        "entities": [
            entity("Poll", &json!([
                {"name": "question", "type": "string", "updates": "never"},
                {"name": "votes", "type": "int", "updates": "often"}])),
            entity("Ballot", &json!([{"name": "choice", "type": "string"}]))],
        "relationships": [{"id": "r", "from": "Poll", "to": "Ballot",
            "cardinality": "one-to-few", "max": 3, "atomic": true}]});
    assert!(of(&findings(&model), "hot-counter").is_empty());
}

fn movie(fields: &Value) -> Value {
    json!({"version": 1, "entities": [entity("Movie", fields)]})
}

#[test]
fn release_dates_per_country_in_fields_of_their_own_call_for_the_attribute_pattern() {
    let found = findings(&movie(&json!([
        {"name": "title", "type": "string"},
        {"name": "release_US", "type": "date"},
        {"name": "release_France", "type": "date"},
        {"name": "release_Italy", "type": "date"}])));
    let similar = of(&found, "similar-fields");
    assert_eq!(similar.len(), 1, "{found:?}");
    assert_eq!(
        similar[0].paths,
        [
            "entities[0].fields[1]",
            "entities[0].fields[2]",
            "entities[0].fields[3]"
        ]
    );
    assert_eq!(similar[0].severity.as_str(), "info");
    assert!(
        similar[0].message.contains("attribute pattern")
            && similar[0].message.contains("\"release\""),
        "{}",
        similar[0].message
    );
    // Searched, they take an index each, which the pairs replace by one.
    let searched = findings(&movie(&json!([
        {"name": "releaseUS", "type": "date", "queried": ["range"]},
        {"name": "releaseFrance", "type": "date", "queried": ["range"]},
        {"name": "releaseItaly", "type": "date"}])));
    let similar = of(&searched, "similar-fields");
    assert_eq!(similar.len(), 1, "{searched:?}");
    assert_eq!(similar[0].severity.as_str(), "warning");
    assert!(
        similar[0]
            .message
            .contains("{\"release.k\": 1, \"release.v\": 1}"),
        "{}",
        similar[0].message
    );
}

#[test]
fn two_similar_fields_or_fields_of_different_types_are_not_a_group() {
    for fields in [
        json!([{"name": "release_US", "type": "date"}, {"name": "release_France", "type": "date"}]),
        json!([{"name": "price_usd", "type": "decimal"}, {"name": "price_eur", "type": "decimal"},
               {"name": "price_note", "type": "string"}]),
    ] {
        let found = findings(&movie(&fields));
        assert!(
            of(&found, "similar-fields").is_empty(),
            "{fields}: {found:?}"
        );
    }
}

fn kinds(linked: bool) -> Value {
    let shared = |own: Value| {
        let mut fields = vec![
            json!({"name": "name", "type": "string"}),
            json!({"name": "price", "type": "decimal"}),
            json!({"name": "sku", "type": "string"}),
        ];
        fields.extend(own.as_array().cloned().unwrap_or_default());
        Value::from(fields)
    };
    let mut model = json!({"version": 1, "entities": [
        entity("products_books", &shared(json!([
            {"name": "author", "type": "string"}, {"name": "isbn", "type": "string"}]))),
        entity("products_electronics", &shared(json!([
            {"name": "brand", "type": "string"}, {"name": "warranty_months", "type": "int"}]))),
        entity("products_clothing", &shared(json!([
            {"name": "size", "type": "string"}, {"name": "colour", "type": "string"}])))]});
    if linked {
        model["relationships"] = json!([{"id": "r", "from": "products_books",
            "to": "products_clothing", "cardinality": "one-to-many"}]);
    }
    model
}

#[test]
fn kinds_of_one_thing_in_collections_of_their_own_call_for_one_polymorphic_collection() {
    let found = findings(&kinds(false));
    let many = of(&found, "too-many-collections");
    assert_eq!(many.len(), 1, "{found:?}");
    assert_eq!(many[0].paths, ["entities[0]", "entities[1]", "entities[2]"]);
    for words in [
        "\"name\", \"price\", \"sku\"",
        "\"products\" say",
        "\"type\": \"books\"",
        "polymorphic pattern",
    ] {
        assert!(
            many[0].message.contains(words),
            "{words}: {}",
            many[0].message
        );
    }
    assert!(
        many[0]
            .url
            .as_deref()
            .is_some_and(|url| url.ends_with("/polymorphic-schema-pattern/"))
    );
    // Linked to each other, they are not kinds of one thing.
    let linked = findings(&kinds(true));
    assert!(of(&linked, "too-many-collections").is_empty(), "{linked:?}");
}

#[test]
fn a_shop_whose_entities_share_only_a_name_and_a_date_is_not_one_collection() {
    let fields = |own: &str| {
        json!([{"name": "name", "type": "string"}, {"name": "created_at", "type": "date"},
               {"name": own, "type": "string"}])
    };
    let model = json!({"version": 1, "entities": [
        entity("Customer", &fields("email")), entity("Product", &fields("colour")),
        entity("Category", &fields("slug"))]});
    let found = findings(&model);
    assert!(of(&found, "too-many-collections").is_empty(), "{found:?}");
}

#[test]
fn every_finding_cites_the_page_that_describes_it() {
    let mut found = findings(&kinds(false));
    found.extend(findings(&movie(&json!([
        {"name": "release_US", "type": "date"}, {"name": "release_France", "type": "date"},
        {"name": "release_Italy", "type": "date"}]))));
    found.extend(findings(&article(
        &json!({"name": "views", "type": "int", "updates": "often"}),
    )));
    let day = |id: &str| entity(id, &json!([{"name": "reading", "type": "double"}]));
    found.extend(findings(&json!({"version": 1,
        "entities": [day("monday"), day("tuesday"), day("wednesday")]})));
    assert_eq!(found.len(), 4, "{found:?}");
    for finding in found {
        assert!(
            finding
                .source
                .as_deref()
                .is_some_and(|s| s.contains("MongoDB"))
                && finding
                    .url
                    .as_deref()
                    .is_some_and(|url| url.starts_with("https://www.mongodb.com/")),
            "{finding:?}"
        );
    }
}
