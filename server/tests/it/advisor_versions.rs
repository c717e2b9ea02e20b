//! The attribute pattern and the patterns for an entity's documents as a
//! whole (schema and document versioning): what each fact does to the
//! verdict, and only there, and the documents, reads and writes they show,
//! on MongoDB's own examples (see `published.rs`).

use nestlink::{advisor::Pattern, answer::analyze, answer::analyze_with_samples};
use serde_json::json;

use crate::common::{changed, model};

#[test]
fn name_value_pairs_searched_by_name_and_value_are_the_attribute_pattern() {
    let analysis = analyze_with_samples(&model("attribute_movie_release_dates"));
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::Attribute);
    assert!(advice.rules.iter().any(|rule| rule == "attribute"));
    // One compound index on the pair, not one per field.
    let keys: Vec<Vec<&str>> = advice
        .indexes
        .iter()
        .map(|index| index.keys.fields().collect())
        .collect();
    assert_eq!(keys, [["releases.location", "releases.date"]]);
    let movies = analysis
        .collections
        .iter()
        .find(|c| c.name == "movies")
        .expect("movies");
    assert!(
        movies
            .indexes
            .iter()
            .any(|i| i.keys == advice.indexes[0].keys)
    );

    // Side by side: a field per location (what the pattern replaces), and
    // the array of pairs (the pattern), both with exact sizes.
    let variants = advice.variants.as_ref().expect("variants");
    assert_eq!(variants.embedded.pattern, Pattern::Embed);
    let by_location = variants.embedded.documents["movies"][0]
        .0
        .get_document("releases");
    let by_location = by_location.expect("one field per location");
    assert!(!by_location.contains_key("location") && !by_location.is_empty());
    let recommended = variants.recommended.as_ref().expect("the pattern's shape");
    assert!(recommended.recommended && recommended.pattern == Pattern::Attribute);
    let pairs = recommended.documents["movies"][0].0.get_array("releases");
    let pairs = pairs.expect("an array of pairs");
    assert!(pairs.iter().all(|pair| {
        pair.as_document()
            .is_some_and(|pair| pair.contains_key("location") && pair.contains_key("date"))
    }));
    assert!(variants.embedded.bson_bytes.shown > 0 && recommended.bson_bytes.shown > 0);
}

#[test]
fn the_attribute_pattern_needs_both_halves_of_the_pair_searched_and_a_bounded_array() {
    let by_value_only = changed("attribute_movie_release_dates", |json| {
        json["relationships"][0]["query_fields"] = json!(["date"]);
    });
    let advice = analyze(&by_value_only).relationships.remove(0);
    assert_eq!(advice.pattern, Pattern::EmbedArray);
    assert!(
        advice
            .indexes
            .iter()
            .any(|i| i.keys.fields().eq(["releases.date"]))
    );

    let unsearched = changed("attribute_movie_release_dates", |json| {
        json["relationships"][0]
            .as_object_mut()
            .map(|rel| rel.remove("query_fields"));
    });
    assert_eq!(
        analyze(&unsearched).relationships[0].pattern,
        Pattern::EmbedArray
    );

    // A third field qualifies the pair (a unit, as the Building with
    // Patterns post's {k, v, u}); a fourth makes it no pair at all.
    let three = changed("attribute_movie_release_dates", |json| {
        if let Some(fields) = json["entities"][1]["fields"].as_array_mut() {
            fields.push(json!({"name": "format", "type": "string"}));
        }
    });
    let qualified = analyze(&three).relationships.remove(0);
    assert_eq!(qualified.pattern, Pattern::Attribute);
    assert!(
        qualified.rationale.contains("format qualifies it"),
        "{}",
        qualified.rationale
    );
    let four = changed("attribute_movie_release_dates", |json| {
        if let Some(fields) = json["entities"][1]["fields"].as_array_mut() {
            fields.push(json!({"name": "format", "type": "string"}));
            fields.push(json!({"name": "note", "type": "string"}));
        }
    });
    assert_eq!(analyze(&four).relationships[0].pattern, Pattern::EmbedArray);

    // Too many to embed: the pairs are not embedded at all.
    let unbounded = changed("attribute_movie_release_dates", |json| {
        json["relationships"][0]["cardinality"] = json!("one-to-squillions");
    });
    assert_eq!(
        analyze(&unbounded).relationships[0].pattern,
        Pattern::ParentReference
    );
}

#[test]
fn coexisting_shapes_get_a_version_field_that_older_documents_may_lack() {
    let analysis = analyze_with_samples(&model("schema_versioning_contacts"));
    let [advice] = analysis.entities.as_slice() else {
        panic!("one entity pattern: {:?}", analysis.entities);
    };
    assert_eq!(
        (
            advice.entity.as_str(),
            advice.pattern,
            advice.collection.as_str()
        ),
        ("contact", Pattern::SchemaVersioning, "contacts")
    );
    assert!(advice.rationale.contains("shape_versions 2"));
    assert!(analysis.rules.iter().any(|rule| {
        rule.id == "schema-versioning"
            && rule
                .url
                .as_deref()
                .is_some_and(|url| url.contains("schema-versioning"))
    }));
    // The model's own field records the shape, set to the newest.
    let contacts = &analysis.collections[0];
    let sample = &contacts.sample.as_ref().expect("a sample").0;
    assert_eq!(sample.get_i32("schemaVersion").ok(), Some(2));
    assert!(!sample.contains_key("schema_version"));
    // The validator requires no field an older shape may lack.
    let validator = &contacts.validator.as_ref().expect("a validator").0;
    let required = validator
        .get_document("$jsonSchema")
        .and_then(|schema| schema.get_array("required"))
        .map(|list| list.iter().filter_map(|v| v.as_str()).collect::<Vec<_>>())
        .unwrap_or_default();
    assert_eq!(required, ["_id"]);
    let [variant] = advice.variants.as_slice() else {
        panic!("one variant");
    };
    assert!(variant.recommended && variant.writes.mongosh.is_some());
    assert!(variant.reads.mongosh.contains("schemaVersion"));

    // How the validator reaches the older documents: moderate and warn
    // first, a lazy or batched migration, then strict; cited, and written
    // into the mongosh export.
    for words in [
        "validationLevel \"moderate\"",
        "validationAction \"warn\"",
        "lazily",
        "batches",
        "\"schemaVersion\" is missing or below 2",
        "\"strict\"",
    ] {
        assert!(
            advice.rationale.contains(words),
            "{words}: {}",
            advice.rationale
        );
    }
    assert!(advice.rules.iter().any(|rule| rule == "validator-rollout"));
    assert!(analysis.rules.iter().any(|rule| {
        rule.id == "validator-rollout"
            && rule
                .url
                .as_deref()
                .is_some_and(|url| url.ends_with("/specify-validation-level/"))
    }));
    let script = nestlink::export::export(
        &model("schema_versioning_contacts"),
        nestlink_core::wire::export::ExportFormat::Mongosh,
    );
    assert!(
        script.contains("validationLevel: \"moderate\", validationAction: \"warn\" });")
            && script.contains("collMod: \"contacts\", validationLevel: \"strict\""),
        "{script}"
    );

    // One shape: no pattern, and the old answer.
    let one = changed("schema_versioning_contacts", |json| {
        json["entities"][0]["shape_versions"] = json!(1);
    });
    let plain = analyze_with_samples(&one);
    assert!(plain.entities.is_empty());
    assert!(
        !plain
            .rules
            .iter()
            .any(|rule| rule.id == "schema-versioning" || rule.id == "validator-rollout")
    );
    let script = nestlink::export::export(&one, nestlink_core::wire::export::ExportFormat::Mongosh);
    assert!(!script.contains("validationLevel"), "{script}");
}

#[test]
fn a_kept_history_moves_earlier_versions_to_a_revisions_collection() {
    let analysis = analyze_with_samples(&model("document_versioning_policies"));
    let [advice] = analysis.entities.as_slice() else {
        panic!("one entity pattern: {:?}", analysis.entities);
    };
    assert_eq!(advice.pattern, Pattern::DocumentVersioning);
    let names: Vec<&str> = analysis
        .collections
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(names, ["policies", "policies_revisions"]);
    let revisions = &analysis.collections[1];
    let index = &revisions.indexes[0];
    assert!(index.unique);
    assert_eq!(
        index.keys.fields().collect::<Vec<_>>(),
        ["policy_id", "revision"]
    );
    // A revision holds the current document's id and its own number; the
    // model's own "revision" field numbers them.
    let current = &analysis.collections[0].sample.as_ref().expect("a sample").0;
    let earlier = &revisions.sample.as_ref().expect("a sample").0;
    assert_eq!(earlier.get("policy_id"), current.get("_id"));
    assert_eq!(earlier.get_i32("revision").ok(), Some(1));
    assert_eq!(current.get_i32("revision").ok(), Some(3));

    // Side by side: the history in an array that grows without bound, and
    // the pattern, which writes two documents per change.
    let [history, pattern] = advice.variants.as_slice() else {
        panic!("two variants");
    };
    assert_eq!(history.pattern, Pattern::EmbedArray);
    assert_eq!(history.bson_bytes.max, None);
    assert!(history.bson_bytes.breaks_at.is_some() && !history.warnings.is_empty());
    assert!(pattern.recommended && pattern.pattern == Pattern::DocumentVersioning);
    assert_eq!(pattern.writes.documents, 2);
    assert_eq!(pattern.documents["policies_revisions"].len(), 2);

    let forgetful = changed("document_versioning_policies", |json| {
        json["entities"][0]["keep_history"] = json!(false);
    });
    let plain = analyze_with_samples(&forgetful);
    assert!(plain.entities.is_empty());
    assert_eq!(plain.collections.len(), 1);
}

#[test]
fn an_embedded_entity_versions_the_documents_that_hold_it() {
    let nested = changed("schema_versioning_contacts", |json| {
        json["entities"][0]
            .as_object_mut()
            .map(|contact| contact.remove("shape_versions"));
        json["entities"][1]["shape_versions"] = json!(3);
        json["entities"][1]["keep_history"] = json!(true);
    });
    let analysis = analyze_with_samples(&nested);
    let found: Vec<(&str, Pattern, &str)> = analysis
        .entities
        .iter()
        .map(|a| (a.entity.as_str(), a.pattern, a.collection.as_str()))
        .collect();
    assert_eq!(
        found,
        [
            ("contact_info", Pattern::SchemaVersioning, "contacts"),
            ("contact_info", Pattern::DocumentVersioning, "contacts"),
        ]
    );
    assert!(
        analysis.entities[0]
            .rationale
            .contains("inside the Contact documents")
    );
    let sample = &analysis.collections[0].sample.as_ref().expect("a sample").0;
    assert_eq!(sample.get_i32("schemaVersion").ok(), Some(3));
}
