//! A Compass diagram (collections with `$jsonSchema`s, two-sided
//! relationships) as a Nestlink model: a collection is an entity with its
//! top-level fields, a relationship goes from its "one" side to its other,
//! and a side's field that holds the link is the relationship, not a field.

use std::collections::HashMap;

use serde_json::Value;

use nestlink_core::{
    diagram::layout::laid_out,
    wire::{
        model::{Cardinality, Entity, Field, FieldType, MODEL_VERSION, Model, Relationship},
        validate::{MAX_COUNT, MAX_ENTITIES, MAX_RELATIONSHIPS},
    },
};

use super::{from_model::NOTE_PREFIX, wrong};
use crate::import::{
    ImportError, ImportFormat, Imported, Message,
    names::{Taken, entity_id, entity_name, field_name},
    note, note_on,
};

/// The model of a replayed diagram.
pub fn to_model(diagram: &Value, name: &str) -> Result<Imported, ImportError> {
    let collections = diagram
        .get("collections")
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice);
    if collections.is_empty() {
        return Err(ImportError::Empty(ImportFormat::Compass));
    }
    if collections.len() > MAX_ENTITIES {
        return Err(ImportError::TooLarge {
            format: ImportFormat::Compass,
            count: collections.len(),
        });
    }
    let mut notes = Vec::new();
    let mut add_note = |subject: &str, message: &'static str| {
        notes.push(note(subject, Message::new(message), None));
    };
    let (mut ids, mut names) = (Taken::default(), Taken::default());
    let mut entities: Vec<Entity> = Vec::new();
    let mut by_ns: HashMap<&str, usize> = HashMap::new();
    let mut placed = false;
    for (i, collection) in collections.iter().enumerate() {
        let ns = collection
            .get("ns")
            .and_then(Value::as_str)
            .ok_or_else(|| {
                wrong(
                    &format!("collections[{i}].ns"),
                    Message::new("import-refused-no-ns"),
                )
            })?;
        // "database.collection": the collection's own name is after the first dot.
        let own = ns.split_once('.').map_or(ns, |(_, own)| own);
        let (x, y) = position(collection.get("displayPosition"));
        placed |= x != 0.0 || y != 0.0;
        // An entity's own name, when Nestlink wrote the diagram.
        let named = collection
            .get("note")
            .and_then(Value::as_str)
            .and_then(|note| note.strip_prefix(NOTE_PREFIX))
            .filter(|name| !name.trim().is_empty())
            .map_or_else(|| entity_name(own), str::to_owned);
        let mut entity = Entity::new(
            ids.unique(&entity_id(own), "_"),
            names.unique(&named, " "),
            x,
            y,
        );
        let mut taken = Taken::default();
        taken.unique("_id", "_");
        let properties = collection
            .pointer("/fieldData/properties")
            .and_then(Value::as_object);
        for (key, schema) in properties.into_iter().flatten() {
            if key == "_id" {
                continue;
            }
            let subject = format!("{own}.{key}");
            let field_type = match bson_type(schema) {
                Some(field_type) => field_type,
                None => {
                    add_note(&subject, "import-note-unknown-compass-type");
                    FieldType::String
                }
            };
            entity
                .fields
                .push(Field::new(taken.unique(&field_name(key), "_"), field_type));
        }
        by_ns.entry(ns).or_insert(entities.len());
        entities.push(entity);
    }

    let mut relationships = Vec::new();
    let listed = diagram
        .get("relationships")
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice);
    // Whether any note restores Nestlink's counts (then none are defaults).
    let mut any_stated = false;
    for (i, relationship) in listed.iter().enumerate().take(MAX_RELATIONSHIPS) {
        let subject = format!("relationships[{i}]");
        let stated = relationship
            .get("note")
            .and_then(Value::as_str)
            .and_then(restored);
        any_stated |= stated.is_some();
        let sides: Vec<(Option<usize>, Option<f64>, Vec<&str>)> = relationship
            .get("relationship")
            .and_then(Value::as_array)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|side| {
                let at = side
                    .get("ns")
                    .and_then(Value::as_str)
                    .and_then(|ns| by_ns.get(ns).copied());
                let cardinality = side.get("cardinality").and_then(Value::as_f64);
                let fields = side
                    .get("fields")
                    .and_then(Value::as_array)
                    .map(|f| f.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                (at, cardinality, fields)
            })
            .collect();
        let [(Some(a), ca, fields_a), (Some(b), cb, fields_b)] = sides.as_slice() else {
            add_note(&subject, "import-note-relationship-without-sides");
            continue;
        };
        let one = |cardinality: &Option<f64>| *cardinality == Some(1.0);
        let many = |cardinality: &Option<f64>| {
            if *cardinality >= Some(10_000.0) {
                Cardinality::OneToSquillions
            } else {
                Cardinality::OneToMany
            }
        };
        let (from, to, cardinality) = match (&stated, one(ca), one(cb)) {
            (Some((cardinality, _, _)), _, _) => (*a, *b, *cardinality),
            (None, true, true) => (*a, *b, Cardinality::OneToOne),
            (None, true, false) => (*a, *b, many(cb)),
            (None, false, true) => (*b, *a, many(ca)),
            (None, false, false) => (*a, *b, Cardinality::ManyToMany),
        };
        let mut rel = Relationship::new(
            format!("r{}", relationships.len() + 1),
            entities[from].id.clone(),
            entities[to].id.clone(),
            cardinality,
        );
        // Counts from a note are kept only where they make sense.
        if let Some((_, typical, max)) = stated {
            let fits = |n: Option<u64>| n.is_none_or(|n| n <= MAX_COUNT);
            let in_order = match (typical, max.flatten()) {
                (Some(typical), Some(max)) => typical <= max,
                _ => true,
            };
            if cardinality != Cardinality::OneToOne
                && fits(typical)
                && fits(max.flatten())
                && in_order
            {
                rel.typical = typical;
                rel.max = max;
            }
        }
        // The field that holds the link (the child's reference, or the id
        // array of a many-to-many's holder) is the relationship now; the
        // other side's field is that entity's own key and stays.
        let holder = if cardinality == Cardinality::ManyToMany {
            from
        } else {
            to
        };
        let linked = if holder == *a { fields_a } else { fields_b };
        for (at, fields) in [(holder, linked)] {
            if let [field] = fields.as_slice()
                && *field != "_id"
                && let Some(position) = entities[at]
                    .fields
                    .iter()
                    .position(|known| known.name == *field)
            {
                let removed = entities[at].fields.remove(position);
                add_note(
                    &format!("{}.{}", entities[at].name, removed.name),
                    "import-note-link-field",
                );
            }
        }
        relationships.push(rel);
    }
    if !listed.is_empty() && !any_stated {
        notes.push(note_on(
            Message::new("import-note-on-relationships"),
            Message::new("import-note-compass-counts"),
            None,
        ));
    }
    let model = Model {
        version: MODEL_VERSION,
        name: name.chars().take(200).collect(),
        entities,
        relationships,
    };
    // A diagram that never placed its collections is laid out.
    let model = if placed { model } else { laid_out(model) };
    Ok(Imported { model, notes })
}

/// Nestlink's cardinality and counts from a note it wrote: "Nestlink:
/// one-to-few, typical 3, at most 20" (or "no upper limit").
fn restored(note: &str) -> Option<(Cardinality, Option<u64>, Option<Option<u64>>)> {
    let mut parts = note.strip_prefix(NOTE_PREFIX)?.split(", ");
    let cardinality = Cardinality::parse(parts.next()?.trim())?;
    let (mut typical, mut max) = (None, None);
    for part in parts {
        if let Some(n) = part.strip_prefix("typical ") {
            typical = Some(n.trim().parse().ok()?);
        } else if let Some(n) = part.strip_prefix("at most ") {
            max = Some(Some(n.trim().parse().ok()?));
        } else if part.trim() == "no upper limit" {
            max = Some(None);
        }
    }
    Some((cardinality, typical, max))
}

fn position(value: Option<&Value>) -> (f64, f64) {
    let at = |i: usize| {
        value
            .and_then(|v| v.get(i))
            .and_then(Value::as_f64)
            .filter(|n| n.is_finite() && n.abs() < 1e9)
            .unwrap_or(0.0)
    };
    (at(0), at(1))
}

/// A field schema's BSON type; with several, the first that is not null.
fn bson_type(schema: &Value) -> Option<FieldType> {
    let named = |name: &str| match name {
        "number" => Some(FieldType::Double),
        "timestamp" => Some(FieldType::Date),
        other => FieldType::parse(other),
    };
    match schema.get("bsonType")? {
        Value::String(name) => named(name),
        Value::Array(names) => names
            .iter()
            .filter_map(Value::as_str)
            .filter(|name| *name != "null")
            .find_map(named),
        _ => None,
    }
}
