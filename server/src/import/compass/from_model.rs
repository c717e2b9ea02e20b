//! A Nestlink model as a Compass diagram: each entity a collection of the
//! model's database, with a `$jsonSchema` of its fields and its place on
//! the canvas; each relationship two sides, the "one" side by its `_id`
//! and the other by the field that would hold the link, with Compass's
//! nearest cardinality and a note stating Nestlink's own.

use std::collections::{BTreeSet, HashMap};

use serde_json::{Map, Value, json};

use nestlink_core::wire::model::{Cardinality, Model, Relationship};

use crate::advisor::names::{collection_name, singular_field, snake_case, unique_name};

/// How a note starts when it states what Nestlink knows that Compass does
/// not: an entity's name on its collection, a relationship's cardinality
/// and counts on the relationship.
pub const NOTE_PREFIX: &str = "Nestlink: ";

/// The database the collections are put in: the model's name in snake
/// case (MongoDB's rules allow it), or "nestlink".
#[must_use]
pub fn database_name(model: &Model) -> String {
    let name: String = snake_case(&model.name)
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .take(60)
        .collect();
    if name.trim_matches('_').is_empty() {
        "nestlink".to_owned()
    } else {
        name
    }
}

/// The diagram (`{collections, relationships}`) of a model.
#[must_use]
pub fn diagram(model: &Model, database: &str) -> Value {
    let mut taken = BTreeSet::new();
    let mut ns_of: HashMap<&str, String> = HashMap::new();
    let collections: Vec<Value> = model
        .entities
        .iter()
        .map(|entity| {
            let name = unique_name(&collection_name(&entity.name, &entity.id), &mut taken);
            let ns = format!("{database}.{name}");
            ns_of.insert(entity.id.as_str(), ns.clone());
            let mut properties = Map::new();
            properties.insert("_id".to_owned(), json!({"bsonType": "objectId"}));
            for field in &entity.fields {
                properties.insert(
                    field.name.clone(),
                    json!({"bsonType": field.field_type.as_str()}),
                );
            }
            json!({
                "ns": ns,
                "fieldData": {"bsonType": "object", "required": ["_id"], "properties": properties},
                "indexes": [],
                "displayPosition": [entity.x, entity.y],
                "note": format!("{NOTE_PREFIX}{}", entity.name),
            })
        })
        .collect();
    let relationships: Vec<Value> = model
        .relationships
        .iter()
        .filter_map(|rel| {
            let (from, to) = (ns_of.get(rel.from.as_str())?, ns_of.get(rel.to.as_str())?);
            let parent = model.entity(&rel.from)?;
            let link = format!("{}_id", singular_field(&parent.name, &parent.id));
            let sides = match rel.cardinality {
                Cardinality::ManyToMany => {
                    let label = rel.label.clone().unwrap_or_else(|| "ids".to_owned());
                    json!([
                        {"ns": from, "cardinality": 100, "fields": [label]},
                        {"ns": to, "cardinality": 100, "fields": ["_id"]},
                    ])
                }
                cardinality => json!([
                    {"ns": from, "cardinality": 1, "fields": ["_id"]},
                    {"ns": to, "cardinality": compass_cardinality(cardinality), "fields": [link]},
                ]),
            };
            Some(json!({
                "id": uuid(&format!("{}\u{0}{}", model.name, rel.id)),
                "relationship": sides,
                "isInferred": false,
                "note": note(rel),
            }))
        })
        .collect();
    json!({"collections": collections, "relationships": relationships})
}

/// Compass offers one (1) or many (100, 1,000, 10,000+).
const fn compass_cardinality(cardinality: Cardinality) -> u32 {
    match cardinality {
        Cardinality::OneToOne => 1,
        Cardinality::OneToFew | Cardinality::ManyToMany => 100,
        Cardinality::OneToMany => 1_000,
        Cardinality::OneToSquillions => 10_000,
    }
}

/// "Nestlink: one-to-few, typical 3, at most 20": what the model states.
fn note(rel: &Relationship) -> String {
    let mut note = format!("{NOTE_PREFIX}{}", rel.cardinality.as_str());
    if let Some(typical) = rel.typical {
        note.push_str(&format!(", typical {typical}"));
    }
    match rel.max {
        Some(Some(max)) => note.push_str(&format!(", at most {max}")),
        Some(None) => note.push_str(", no upper limit"),
        None => {}
    }
    note
}

/// A version-4-shaped UUID from `seed`, the same for the same seed, so the
/// same model is written the same way (Compass asks for UUID ids).
#[must_use]
pub fn uuid(seed: &str) -> String {
    // Two FNV-1a hashes with different starting points give 128 bits.
    let fnv = |start: u64| {
        seed.bytes().fold(start, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    let (high, low) = (fnv(0xcbf2_9ce4_8422_2325), fnv(0x8422_2325_cbf2_9ce4));
    let bits = (u128::from(high) << 64 | u128::from(low)) & !(0xf000 << 64) & !(0xc000 << 48);
    let bits = bits | (0x4000 << 64) | (0x8000 << 48);
    let hex = format!("{bits:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}
