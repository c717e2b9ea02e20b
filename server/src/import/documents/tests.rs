use nestlink_core::wire::{
    model::{Cardinality, FieldType, Model},
    validate::validate,
};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

/// A body read from text, as the server reads it (a `json!` value has its
/// keys sorted).
fn samples(value: Value) -> SampleDocuments {
    let text = format!("{{\"collections\": {value}}}");
    serde_json::from_str(&text).expect("a body")
}

fn imported(value: Value) -> Imported {
    let imported = from_documents(&samples(value)).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(validate(&imported.model), [], "the model is valid");
    imported
}

fn fields(model: &Model, id: &str) -> Vec<(String, FieldType)> {
    model
        .entity(id)
        .unwrap_or_else(|| panic!("an entity {id}"))
        .fields
        .iter()
        .map(|field| (field.name.clone(), field.field_type))
        .collect()
}

/// A relationship as (from, to, cardinality, typical, max, label).
type Link<'m> = (
    &'m str,
    &'m str,
    Cardinality,
    Option<u64>,
    Option<Option<u64>>,
    Option<&'m str>,
);

fn field(name: &str, field_type: FieldType) -> (String, FieldType) {
    (name.to_owned(), field_type)
}

#[test]
fn fields_and_bson_types_come_from_the_documents_in_either_extended_json() {
    // Written as text: the fields' order is the documents' own.
    let body: SampleDocuments = serde_json::from_str(
        r#"{"collections": {"students": [
            {"_id": {"$oid": "65a1b2c3d4e5f60718293a4b"}, "name": "Ada", "born": {"$date": "1990-01-02T00:00:00Z"},
             "credits": {"$numberInt": "12"}, "balance": {"$numberDecimal": "10.50"}, "views": {"$numberLong": "9000000000"},
             "gpa": 3.5, "active": true, "tags": ["a", "b"]},
            {"_id": {"$oid": "65a1b2c3d4e5f60718293a4c"}, "name": "Lin", "born": {"$date": {"$numberLong": "0"}},
             "credits": 9, "balance": {"$numberDecimal": "0"}, "views": {"$numberLong": "1"}, "gpa": 2.0, "active": false, "tags": []}
        ]}}"#,
    )
    .expect("a body");
    let imported = from_documents(&body).expect("imports");
    assert_eq!(validate(&imported.model), []);
    assert_eq!(
        fields(&imported.model, "students"),
        [
            field("name", FieldType::String),
            field("born", FieldType::Date),
            field("credits", FieldType::Int),
            field("balance", FieldType::Decimal),
            field("views", FieldType::Long),
            field("gpa", FieldType::Double),
            field("active", FieldType::Bool),
            field("tags", FieldType::Array),
        ]
    );
    assert_eq!(imported.model.entities[0].name, "Student");
    assert_eq!(imported.notes, []);
}

#[test]
fn embedded_documents_and_arrays_of_them_become_entities_with_the_counts_seen() {
    let imported = imported(json!({
        "people": [
            {"name": "A", "address": {"city": "Oslo", "zip": "0150"}, "phones": [{"number": "1"}, {"number": "2"}]},
            {"name": "B", "address": {"city": "Bergen"}, "phones": [{"number": "3"}, {"number": "4"}, {"number": "5"}, {"number": "6"}]}
        ]
    }));
    let model = &imported.model;
    let links: Vec<Link<'_>> = model
        .relationships
        .iter()
        .map(|rel| {
            (
                rel.from.as_str(),
                rel.to.as_str(),
                rel.cardinality,
                rel.typical,
                rel.max,
                rel.label.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        links,
        [
            (
                "people",
                "people_address",
                Cardinality::OneToOne,
                None,
                None,
                Some("address")
            ),
            (
                "people",
                "people_phones",
                Cardinality::OneToFew,
                Some(3),
                Some(Some(4)),
                Some("phones")
            ),
        ]
    );
    assert_eq!(
        model.entity("people_phones").map(|e| e.name.as_str()),
        Some("Phone")
    );
    assert_eq!(fields(model, "people"), [field("name", FieldType::String)]);
    assert!(
        imported
            .notes
            .iter()
            .any(|note| note.subject == "people.address.zip"
                && note.message == "Present in 1 of 2 documents."),
        "{:?}",
        imported.notes
    );
}

#[test]
fn object_ids_that_are_another_collections_ids_become_references() {
    let author = "65a1b2c3d4e5f60718293a40";
    let tag = "65a1b2c3d4e5f60718293a50";
    let imported = imported(json!({
        "authors": [{"_id": {"$oid": author}, "name": "Ann"}],
        "tags": [{"_id": {"$oid": tag}, "label": "x"}],
        "posts": [
            {"title": "1", "author_id": {"$oid": author}, "tag_ids": [{"$oid": tag}]},
            {"title": "2", "author_id": {"$oid": author}, "tag_ids": [], "other": {"$oid": "65a1b2c3d4e5f60718293a99"}}
        ]
    }));
    let model = &imported.model;
    let links: Vec<(&str, &str, Cardinality)> = model
        .relationships
        .iter()
        .map(|rel| (rel.from.as_str(), rel.to.as_str(), rel.cardinality))
        .collect();
    assert_eq!(
        links,
        [
            ("authors", "posts", Cardinality::OneToMany),
            ("posts", "tags", Cardinality::ManyToMany)
        ]
    );
    assert_eq!(
        fields(model, "posts"),
        [
            field("title", FieldType::String),
            field("other", FieldType::ObjectId)
        ],
        "an ObjectId that names nothing stays a field"
    );
}

#[test]
fn two_references_to_one_collection_and_long_keys_get_names_of_their_own() {
    let ann = json!({"$oid": "65a1b2c3d4e5f60718293a40"});
    let long = "k".repeat(70);
    let imported = imported(json!({
        "users": [{"_id": ann, "name": "Ann"}],
        "messages": [{"sender": ann, "recipient": ann, "body": "hi", long.clone(): {"a": 1}}]
    }));
    let labels: Vec<Option<&str>> = imported
        .model
        .relationships
        .iter()
        .map(|rel| rel.label.as_deref())
        .collect();
    // The second of the two references is named by its key.
    assert!(
        labels
            .iter()
            .flatten()
            .any(|label| label.starts_with("messages_as_")),
        "{labels:?}"
    );
    assert!(
        labels
            .iter()
            .flatten()
            .all(|label| label.chars().count() <= 64),
        "{labels:?}"
    );
}

#[test]
fn mixed_types_and_bad_samples_are_told_apart() {
    let imported = imported(json!({"items": [{"n": 1}, {"n": 2}, {"n": "three"}, {"n": null}]}));
    assert_eq!(
        fields(&imported.model, "items"),
        [field("n", FieldType::Int)]
    );
    assert!(
        imported
            .notes
            .iter()
            .any(|note| note.message.contains("int in 2, string in 1"))
    );

    let error =
        from_documents(&samples(json!({"items": [{"a": 1}, 5]}))).expect_err("not a document");
    assert!(
        matches!(error, ImportError::Document { ref path, .. } if path == "collections.items[1]"),
        "{error:?}"
    );
    assert!(
        serde_json::from_str::<SampleDocuments>(
            r#"{"collections": {"items": [{"a": {"$oid": "nope"}}]}}"#
        )
        .is_err(),
        "bad Extended JSON is refused as the body is read"
    );
    assert!(matches!(error, ImportError::Document { .. }), "{error:?}");
    assert!(matches!(
        from_documents(&samples(json!({"items": []}))),
        Err(ImportError::Empty(_))
    ));
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i32>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::from),
        Just(json!({"$oid": "65a1b2c3d4e5f60718293a40"})),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::btree_map("[a-z$._ ]{0,6}", inner, 0..6)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_documents_are_a_valid_model_or_an_error_never_a_panic(
        collections in prop::collection::btree_map("[a-z_ ]{0,8}", prop::collection::vec(json_value(), 0..5), 0..4)
    ) {
        let Ok(body) = serde_json::from_value::<SampleDocuments>(json!({"collections": collections})) else {
            return Ok(());
        };
        if let Ok(imported) = from_documents(&body) {
            prop_assert_eq!(validate(&imported.model), []);
        }
    }
}
