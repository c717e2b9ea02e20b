use base64::Engine as _;
use nestlink_core::wire::{
    model::{Cardinality, FieldType, Model},
    validate::validate,
};
use proptest::prelude::*;
use serde_json::{Value, json};

use super::*;

fn file(edits: &Value) -> String {
    json!({
        "type": "Compass Data Modeling Diagram",
        "version": 1,
        "name": "Shop",
        "database": "shop",
        "edits": base64::engine::general_purpose::STANDARD.encode(edits.to_string()),
    })
    .to_string()
}

fn imported(text: &str) -> Imported {
    let imported = read(text).unwrap_or_else(|error| panic!("reads: {error}"));
    assert_eq!(validate(&imported.model), [], "the model is valid");
    imported
}

/// The edit list of a diagram written as Compass's own test fixtures are:
/// countries, and airports that name their country.
fn compass_diagram() -> Value {
    json!([{
        "id": "0b6c1f7e-3d2a-4c55-9a61-2f4e8d9b7a10",
        "timestamp": "2025-06-20T06:35:26.773Z",
        "type": "SetModel",
        "model": {
            "collections": [
                {"ns": "flights.countries", "indexes": [], "displayPosition": [100, 100],
                 "fieldData": {"bsonType": "object", "properties": {
                    "_id": {"bsonType": "objectId"}, "name": {"bsonType": "string"},
                    "iso_code": {"bsonType": ["string", "null"]}}}},
                {"ns": "flights.airports", "indexes": [], "displayPosition": [450, 100],
                 "fieldData": {"bsonType": "object", "properties": {
                    "_id": {"bsonType": "objectId"}, "Name": {"bsonType": "string"},
                    "Country": {"bsonType": "string"}, "Altitude": {"bsonType": "int"},
                    "Location": {"bsonType": "object", "properties": {"lat": {"bsonType": "double"}}}}}}
            ],
            "relationships": [{
                "id": "6f776467-4c98-476b-9b71-1f8a724e6c2c",
                "relationship": [
                    {"ns": "flights.countries", "cardinality": 1, "fields": ["name"]},
                    {"ns": "flights.airports", "cardinality": 100, "fields": ["Country"]}
                ],
                "isInferred": false
            }]
        }
    }])
}

#[test]
fn a_compass_diagram_becomes_entities_and_a_relationship_from_its_one_side() {
    let imported = imported(&file(&compass_diagram()));
    let model = &imported.model;
    let names: Vec<&str> = model.entities.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Country", "Airport"]);
    let airport: Vec<(&str, FieldType)> = model.entities[1]
        .fields
        .iter()
        .map(|f| (f.name.as_str(), f.field_type))
        .collect();
    assert!(
        airport.contains(&("Altitude", FieldType::Int)),
        "{airport:?}"
    );
    assert!(
        airport.contains(&("Location", FieldType::Object)),
        "{airport:?}"
    );
    assert!(
        !airport.iter().any(|(name, _)| *name == "Country"),
        "the field that holds the link is the relationship"
    );
    assert_eq!(
        model.entities[0]
            .fields
            .iter()
            .find(|f| f.name == "iso_code")
            .map(|f| f.field_type),
        Some(FieldType::String),
        "a nullable type is the type"
    );
    let rel = &model.relationships[0];
    assert_eq!(
        (rel.from.as_str(), rel.to.as_str(), rel.cardinality),
        ("countries", "airports", Cardinality::OneToMany)
    );
    assert_eq!((model.entities[1].x, model.entities[1].y), (450.0, 100.0));
    assert!(
        imported
            .notes
            .iter()
            .any(|n| n.subject == "Airport.Country")
    );
    assert!(
        imported
            .notes
            .iter()
            .any(|n| n.message.contains("default counts"))
    );
}

#[test]
fn the_edits_after_the_model_are_replayed() {
    let mut edits = compass_diagram();
    let list = edits.as_array_mut().expect("a list");
    let edit = |value: Value| {
        let mut value = value;
        value["id"] = json!("11111111-2222-4333-8444-555555555555");
        value["timestamp"] = json!("2025-06-21T00:00:00.000Z");
        value
    };
    list.extend([
        edit(json!({"type": "AddCollection", "ns": "flights.routes", "position": [800, 100],
            "initialSchema": {"bsonType": "object", "properties": {"stops": {"bsonType": "int"}}}})),
        edit(json!({"type": "RenameCollection", "fromNS": "flights.airports", "toNS": "flights.ports"})),
        edit(json!({"type": "AddField", "ns": "flights.ports", "field": ["iata"], "jsonSchema": {"bsonType": "string"}})),
        edit(json!({"type": "RemoveField", "ns": "flights.ports", "field": ["Name"]})),
        edit(json!({"type": "RenameField", "ns": "flights.ports", "field": ["Altitude"], "newName": "elevation"})),
        edit(json!({"type": "ChangeFieldType", "ns": "flights.ports", "field": ["elevation"],
            "from": {"bsonType": "int"}, "to": {"bsonType": "double"}})),
        edit(json!({"type": "MoveCollection", "ns": "flights.routes", "newPosition": [900, 300]})),
        edit(json!({"type": "ToggleExpandCollection", "ns": "flights.routes", "expanded": false})),
        edit(json!({"type": "DuplicateField", "ns": "flights.ports", "field": ["iata"]})),
        edit(json!({"type": "RemoveCollection", "ns": "flights.countries"})),
    ]);
    let imported = imported(&file(&edits));
    let model = &imported.model;
    let entities: Vec<(&str, Vec<(&str, FieldType)>)> = model
        .entities
        .iter()
        .map(|e| {
            (
                e.name.as_str(),
                e.fields
                    .iter()
                    .map(|f| (f.name.as_str(), f.field_type))
                    .collect(),
            )
        })
        .collect();
    assert_eq!(
        entities,
        [
            (
                "Port",
                vec![
                    ("Country", FieldType::String),
                    ("Location", FieldType::Object),
                    ("elevation", FieldType::Double),
                    ("iata", FieldType::String)
                ]
            ),
            ("Route", vec![("stops", FieldType::Int)]),
        ]
    );
    assert_eq!(
        model.relationships,
        [],
        "the removed collection takes its relationship along"
    );
    assert_eq!((model.entities[1].x, model.entities[1].y), (900.0, 300.0));
    assert!(
        imported
            .notes
            .iter()
            .any(|n| n.message.contains("DuplicateField"))
    );
}

#[test]
fn a_relationship_follows_its_field_as_in_compass() {
    let stamp = |mut edit: Value| {
        edit["id"] = json!("11111111-2222-4333-8444-555555555555");
        edit["timestamp"] = json!("2025-06-21T00:00:00.000Z");
        edit
    };
    // Renamed, the link field is still the link.
    let mut renamed = compass_diagram();
    renamed.as_array_mut().expect("a list").push(stamp(json!({
        "type": "RenameField", "ns": "flights.airports", "field": ["Country"], "newName": "country_name"})));
    let model = imported(&file(&renamed)).model;
    assert_eq!(model.relationships.len(), 1);
    assert!(
        !model.entities[1]
            .fields
            .iter()
            .any(|f| f.name == "country_name")
    );
    // Removed, it takes the relationship along.
    let mut removed = compass_diagram();
    removed.as_array_mut().expect("a list").push(stamp(json!({
        "type": "RemoveField", "ns": "flights.airports", "field": ["Country"]})));
    assert_eq!(imported(&file(&removed)).model.relationships, []);
}

#[test]
fn older_files_and_odd_notes_still_make_valid_models() {
    let mut edits = compass_diagram();
    let model = &mut edits[0]["model"];
    // Older files name the schema `jsonSchema`.
    let schema = model["collections"][0]
        .as_object_mut()
        .and_then(|c| c.remove("fieldData"))
        .expect("a schema");
    model["collections"][0]["jsonSchema"] = schema;
    model["relationships"][0]["note"] = json!("Nestlink: one-to-few, typical 50, at most 3");
    let imported = imported(&file(&edits));
    assert!(
        imported.model.entities[0]
            .fields
            .iter()
            .any(|f| f.name == "name")
    );
    let rel = &imported.model.relationships[0];
    assert_eq!(
        (rel.cardinality, rel.typical, rel.max),
        (Cardinality::OneToFew, None, None)
    );
}

#[test]
fn every_gallery_model_survives_a_round_trip_through_compass() {
    for example in crate::examples::load() {
        let model: &Model = &example.model;
        let back = imported(&write(model)).model;
        let shape = |m: &Model| {
            let name = |id: &str| m.entity(id).map(|e| e.name.clone()).unwrap_or_default();
            let entities: Vec<(String, Vec<(String, FieldType)>)> = m
                .entities
                .iter()
                .map(|e| {
                    (
                        e.name.clone(),
                        e.fields
                            .iter()
                            .map(|f| (f.name.clone(), f.field_type))
                            .collect(),
                    )
                })
                .collect();
            let relationships: Vec<_> = m
                .relationships
                .iter()
                .map(|r| (name(&r.from), name(&r.to), r.cardinality, r.typical, r.max))
                .collect();
            (entities, relationships)
        };
        let (mut before, mut after) = (shape(model), shape(&back));
        // Compass keeps a schema's properties by name.
        for (_, fields) in before.0.iter_mut().chain(after.0.iter_mut()) {
            fields.sort();
        }
        assert_eq!(before, after, "{}", example.slug);
        let positions: Vec<(f64, f64)> = model.entities.iter().map(|e| (e.x, e.y)).collect();
        let back_positions: Vec<(f64, f64)> = back.entities.iter().map(|e| (e.x, e.y)).collect();
        assert_eq!(positions, back_positions, "{}", example.slug);
    }
}

#[test]
fn the_file_is_what_compass_reads() {
    let text = write(&crate::examples::load().remove(0).model);
    let file: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(file["type"], "Compass Data Modeling Diagram");
    assert_eq!(file["version"], 1);
    let edits: Value = serde_json::from_slice(
        &base64::engine::general_purpose::STANDARD
            .decode(file["edits"].as_str().expect("base64 text"))
            .expect("base64"),
    )
    .expect("JSON edits");
    let first = &edits[0];
    assert_eq!(first["type"], "SetModel");
    let uuid = |value: &Value| {
        value.as_str().is_some_and(|id| {
            id.len() == 36 && id.as_bytes()[14] == b'4' && b"89ab".contains(&id.as_bytes()[19])
        })
    };
    assert!(uuid(&first["id"]), "{}", first["id"]);
    assert!(
        first["timestamp"]
            .as_str()
            .is_some_and(|t| t.ends_with('Z'))
    );
    for collection in first["model"]["collections"]
        .as_array()
        .expect("collections")
    {
        assert!(collection["ns"].as_str().is_some_and(|ns| ns.contains('.')));
        assert!(collection["fieldData"]["bsonType"].is_string());
        assert!(collection["indexes"].is_array());
        assert_eq!(
            collection["displayPosition"].as_array().map(Vec::len),
            Some(2)
        );
    }
    for relationship in first["model"]["relationships"]
        .as_array()
        .expect("relationships")
    {
        assert!(uuid(&relationship["id"]));
        assert_eq!(
            relationship["relationship"].as_array().map(Vec::len),
            Some(2)
        );
        assert_eq!(relationship["isInferred"], false);
    }
}

#[test]
fn what_is_not_a_compass_diagram_is_refused_with_where() {
    let refused = |text: &str| match read(text) {
        Err(ImportError::Document { path, .. }) => path,
        other => panic!("refused, not {other:?}"),
    };
    assert_eq!(refused("{"), "$");
    assert_eq!(
        refused(
            &json!({"type": "x", "version": 1, "name": "a", "database": "b", "edits": ""})
                .to_string()
        ),
        "type"
    );
    let mut not_base64: Value = serde_json::from_str(&file(&compass_diagram())).expect("JSON");
    not_base64["edits"] = json!("%%%");
    assert_eq!(refused(&not_base64.to_string()), "edits");
    assert_eq!(refused(&file(&json!([]))), "edits");
    assert_eq!(
        refused(&file(&json!([{"type": "MoveCollection"}]))),
        "edits[0]"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn any_edits_are_a_valid_model_or_an_error_never_a_panic(text in "\\PC{0,300}", cut in 0usize..2000) {
        // Random text, and a real diagram cut short, both as the edits.
        for edits in [text.clone(), compass_diagram().to_string().chars().take(cut).collect()] {
            let body = json!({"type": "Compass Data Modeling Diagram", "version": 1, "name": "n", "database": "d",
                "edits": base64::engine::general_purpose::STANDARD.encode(edits)}).to_string();
            if let Ok(imported) = read(&body) {
                prop_assert_eq!(validate(&imported.model), []);
            }
        }
    }
}
