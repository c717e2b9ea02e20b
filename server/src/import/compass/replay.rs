//! Compass keeps a diagram as its edit history: `SetModel` first, then
//! every change. Replaying it gives the diagram as last saved. Edits of a
//! field inside an embedded document change nothing Nestlink reads (it
//! keeps such a field as an `object`), and the few edits whose effect is
//! not written in the file (a duplicated or moved field) are noted.

use serde_json::{Map, Value};

use super::wrong;
use crate::import::{ImportError, ImportNote, Message, note};

/// The diagram (`{collections, relationships}`) after every edit.
pub fn replay(edits: &Value) -> Result<(Value, Vec<ImportNote>), ImportError> {
    let edits = edits
        .as_array()
        .filter(|edits| !edits.is_empty())
        .ok_or_else(|| wrong("edits", Message::new("import-refused-edits-not-a-list")))?;
    let mut notes = Vec::new();
    let mut diagram: Option<Value> = None;
    for (i, edit) in edits.iter().enumerate() {
        let path = format!("edits[{i}]");
        let kind = edit
            .get("type")
            .and_then(Value::as_str)
            .ok_or_else(|| wrong(&path, Message::new("import-refused-edit-without-type")))?;
        if kind == "SetModel" {
            let model = edit
                .get("model")
                .filter(|model| model.get("collections").is_some_and(Value::is_array))
                .ok_or_else(|| wrong(&path, Message::new("import-refused-set-model-empty")))?;
            let mut model = model.clone();
            // Older files call a collection's schema `jsonSchema`, as Compass still reads.
            for collection in list(&mut model, "collections").into_iter().flatten() {
                if let Some(object) = collection.as_object_mut()
                    && !object.contains_key("fieldData")
                    && let Some(schema) = object.remove("jsonSchema")
                {
                    object.insert("fieldData".to_owned(), schema);
                }
            }
            diagram = Some(model);
            continue;
        }
        let Some(diagram) = diagram.as_mut() else {
            return Err(wrong(&path, Message::new("import-refused-first-edit")));
        };
        if let Err(message) = apply(diagram, kind, edit) {
            notes.push(note(&path, message, None));
        }
    }
    diagram
        .map(|diagram| (diagram, notes))
        .ok_or_else(|| wrong("edits", Message::new("import-refused-no-set-model")))
}

/// Applies one edit; what to note when it could not be followed.
fn apply(diagram: &mut Value, kind: &str, edit: &Value) -> Result<(), Message> {
    let skipped = || Message::new("import-note-edit-skipped").text("kind", kind);
    let get = |key: &str| edit.get(key).ok_or_else(skipped);
    let text = |key: &str| {
        edit.get(key)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    };
    let ns = text("ns");
    match kind {
        "AddRelationship" => push(diagram, "relationships", get("relationship")?.clone()),
        "UpdateRelationship" => {
            let relationship = get("relationship")?;
            let id = relationship.get("id");
            for existing in list(diagram, "relationships").into_iter().flatten() {
                if existing.get("id") == id {
                    *existing = relationship.clone();
                }
            }
        }
        "RemoveRelationship" => {
            let id = get("relationshipId")?;
            if let Some(relationships) = list(diagram, "relationships") {
                relationships.retain(|existing| existing.get("id") != Some(id));
            }
        }
        "AddCollection" => push(
            diagram,
            "collections",
            serde_json::json!({
                "ns": ns,
                "fieldData": get("initialSchema")?,
                "indexes": [],
                "displayPosition": get("position")?,
            }),
        ),
        "RemoveCollection" => {
            let named =
                |holder: &Value| holder.get("ns").and_then(Value::as_str) == Some(ns.as_str());
            if let Some(collections) = list(diagram, "collections") {
                collections.retain(|collection| !named(collection));
            }
            if let Some(relationships) = list(diagram, "relationships") {
                relationships.retain(|relationship| !sides(relationship).any(named));
            }
        }
        "RenameCollection" => {
            let (from, to) = (text("fromNS"), text("toNS"));
            for collection in list(diagram, "collections").into_iter().flatten() {
                rename_ns(collection, &from, &to);
            }
            for relationship in list(diagram, "relationships").into_iter().flatten() {
                for side in sides_mut(relationship) {
                    rename_ns(side, &from, &to);
                }
            }
        }
        "MoveCollection" => {
            let position = get("newPosition")?.clone();
            collection(diagram, &ns)
                .ok_or_else(skipped)?
                .insert("displayPosition".to_owned(), position);
        }
        "MoveMultipleCollections" => {
            for (moved, position) in get("newPositions")?.as_object().ok_or_else(skipped)? {
                if let Some(collection) = collection(diagram, moved) {
                    collection.insert("displayPosition".to_owned(), position.clone());
                }
            }
        }
        "AddField" | "RemoveField" | "RenameField" | "ChangeFieldType" => {
            let field: Vec<&str> = get("field")?
                .as_array()
                .ok_or_else(skipped)?
                .iter()
                .filter_map(Value::as_str)
                .collect();
            // As in Compass, a relationship on the removed field (or inside
            // it) goes with it, and one on a renamed field follows the name.
            if kind == "RemoveField" || kind == "RenameField" {
                let new_name = text("newName");
                let relationships = list(diagram, "relationships").into_iter().flatten();
                for relationship in relationships {
                    for side in sides_mut(relationship) {
                        if side.get("ns").and_then(Value::as_str) != Some(ns.as_str()) {
                            continue;
                        }
                        let Some(fields) = side.get_mut("fields").and_then(Value::as_array_mut)
                        else {
                            continue;
                        };
                        let on_it = fields.len() >= field.len()
                            && fields
                                .iter()
                                .zip(&field)
                                .all(|(a, b)| a.as_str() == Some(*b));
                        if on_it && kind == "RenameField" {
                            fields[field.len() - 1] = Value::from(new_name.as_str());
                        } else if on_it {
                            side["removed"] = Value::Bool(true);
                        }
                    }
                }
                if let Some(relationships) = list(diagram, "relationships") {
                    relationships.retain(|relationship| {
                        !sides(relationship).any(|side| side.get("removed").is_some())
                    });
                }
            }
            // Only top-level fields are fields of a Nestlink entity.
            let [name] = field.as_slice() else {
                return Ok(());
            };
            let properties = collection(diagram, &ns)
                .and_then(properties)
                .ok_or_else(skipped)?;
            match kind {
                "AddField" => {
                    properties.insert((*name).to_owned(), get("jsonSchema")?.clone());
                }
                "RemoveField" => {
                    properties.remove(*name);
                }
                "RenameField" => {
                    let value = properties.remove(*name).ok_or_else(skipped)?;
                    properties.insert(text("newName"), value);
                }
                _ => {
                    properties.insert((*name).to_owned(), get("to")?.clone());
                }
            }
        }
        "DuplicateField" | "MoveField" => {
            return Err(Message::new("import-note-edit-not-replayed")
                .text("kind", kind)
                .text(
                    "collection",
                    if ns.is_empty() { text("sourceNS") } else { ns },
                ));
        }
        // Notes, and which parts are shown expanded, change no schema.
        "UpdateCollectionNote" | "ToggleExpandCollection" | "ToggleExpandField" => {}
        other => {
            return Err(Message::new("import-note-edit-unknown").text("kind", other));
        }
    }
    Ok(())
}

/// The diagram's list under `key`, made empty if it is missing or not a list.
fn list<'d>(diagram: &'d mut Value, key: &str) -> Option<&'d mut Vec<Value>> {
    let slot = diagram
        .as_object_mut()?
        .entry(key)
        .or_insert_with(|| Value::Array(Vec::new()));
    if !slot.is_array() {
        *slot = Value::Array(Vec::new());
    }
    slot.as_array_mut()
}

fn push(diagram: &mut Value, key: &str, item: Value) {
    if let Some(items) = list(diagram, key) {
        items.push(item);
    }
}

fn collection<'d>(diagram: &'d mut Value, ns: &str) -> Option<&'d mut Map<String, Value>> {
    list(diagram, "collections")?
        .iter_mut()
        .find(|collection| collection.get("ns").and_then(Value::as_str) == Some(ns))
        .and_then(Value::as_object_mut)
}

/// A collection's top-level field schemas (`fieldData.properties`).
fn properties(collection: &mut Map<String, Value>) -> Option<&mut Map<String, Value>> {
    collection
        .get_mut("fieldData")?
        .as_object_mut()?
        .entry("properties")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
}

fn rename_ns(holder: &mut Value, from: &str, to: &str) {
    if holder.get("ns").and_then(Value::as_str) == Some(from) {
        holder["ns"] = Value::from(to);
    }
}

fn sides(relationship: &Value) -> impl Iterator<Item = &Value> {
    relationship
        .get("relationship")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
}

fn sides_mut(relationship: &mut Value) -> impl Iterator<Item = &mut Value> {
    relationship
        .get_mut("relationship")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
}
