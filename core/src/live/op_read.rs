//! Reading an [`Op`] whose tag (`"op"`) is its first key, as the server
//! writes every op it sends: each variant's fields are read straight from
//! the JSON. serde's derived reading of a tagged enum keeps the whole
//! object in a buffer first, since the tag may come anywhere, and so makes
//! a second copy of the code that reads every model type: about a third of
//! the live session's WASM module. An op whose tag comes later (from
//! another client, or a database that orders keys its own way) is read by
//! the derived code on the server; the browser only reads the server's.

use serde::de::value::MapAccessDeserializer;
use serde::de::{Error, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use super::json_text::JsonText;
use super::op::Op;
use crate::wire::model::{Entity, Field, Model, Relationship};

/// Reads an op, its fields straight after its tag (`deserialize_with`).
pub(crate) fn tag_first<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Op, D::Error> {
    deserializer.deserialize_map(OpVisitor)
}

struct OpVisitor;

impl<'de> Visitor<'de> for OpVisitor {
    type Value = Op;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("an op: an object with its \"op\"")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Op, A::Error> {
        let Some(first) = map.next_key::<String>()? else {
            return Err(A::Error::missing_field("op"));
        };
        if first != "op" {
            return tag_later(first, map);
        }
        let tag = map.next_value::<String>()?;
        fields_of(&tag, MapAccessDeserializer::new(map))
    }
}

/// An op whose first key was not its tag: gathered whole, then read by
/// serde's derived code. Not in the browser, which reads only the server's
/// ops (tag first), so the WASM carries no second reader.
#[cfg(not(target_arch = "wasm32"))]
fn tag_later<'de, A: MapAccess<'de>>(first: String, mut map: A) -> Result<Op, A::Error> {
    use serde_json::Value;
    let mut object = serde_json::Map::new();
    object.insert(first, map.next_value::<Value>()?);
    while let Some((key, value)) = map.next_entry::<String, Value>()? {
        object.insert(key, value);
    }
    Op::deserialize(Value::Object(object)).map_err(A::Error::custom)
}

#[cfg(target_arch = "wasm32")]
fn tag_later<'de, A: MapAccess<'de>>(first: String, _map: A) -> Result<Op, A::Error> {
    Err(A::Error::custom(format!(
        "\"op\" must come first in an op, not \"{first}\""
    )))
}

/// The fields after the tag, as the op `tag` has them.
fn fields_of<'de, D: Deserializer<'de>>(tag: &str, rest: D) -> Result<Op, D::Error> {
    Ok(match tag {
        "rename_model" => {
            let RenameModel { name } = RenameModel::deserialize(rest)?;
            Op::RenameModel { name }
        }
        "add_entity" => {
            let AddEntity { entity } = AddEntity::deserialize(rest)?;
            Op::AddEntity { entity }
        }
        "delete_entity" => Op::DeleteEntity {
            id: ById::deserialize(rest)?.id,
        },
        "set_entity" => {
            let SetKey { id, key, value } = SetKey::deserialize(rest)?;
            Op::SetEntity { id, key, value }
        }
        "add_field" => {
            let AddField {
                entity,
                index,
                field,
            } = AddField::deserialize(rest)?;
            Op::AddField {
                entity,
                index,
                field,
            }
        }
        "set_field" => {
            let SetField {
                entity,
                name,
                field,
            } = SetField::deserialize(rest)?;
            Op::SetField {
                entity,
                name,
                field,
            }
        }
        "delete_field" => {
            let DeleteField { entity, name } = DeleteField::deserialize(rest)?;
            Op::DeleteField { entity, name }
        }
        "move_field" => {
            let MoveField {
                entity,
                name,
                index,
            } = MoveField::deserialize(rest)?;
            Op::MoveField {
                entity,
                name,
                index,
            }
        }
        "set_fields" => {
            let SetFields { entity, fields } = SetFields::deserialize(rest)?;
            Op::SetFields { entity, fields }
        }
        "add_relationship" => Op::AddRelationship {
            relationship: AddRelationship::deserialize(rest)?.relationship,
        },
        "delete_relationship" => Op::DeleteRelationship {
            id: ById::deserialize(rest)?.id,
        },
        "set_relationship" => {
            let SetKey { id, key, value } = SetKey::deserialize(rest)?;
            Op::SetRelationship { id, key, value }
        }
        "replace" => Op::Replace {
            model: Replace::deserialize(rest)?.model,
        },
        other => return Err(D::Error::unknown_variant(other, OPS)),
    })
}

/// Every op's tag, for the error about one that is not.
const OPS: &[&str] = &[
    "rename_model",
    "add_entity",
    "delete_entity",
    "set_entity",
    "add_field",
    "set_field",
    "delete_field",
    "move_field",
    "set_fields",
    "add_relationship",
    "delete_relationship",
    "set_relationship",
    "replace",
];

// Each op's fields, as `Op` declares them (and as strict: no other key).

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RenameModel {
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AddEntity {
    entity: Box<Entity>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ById {
    id: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetKey {
    id: String,
    key: String,
    #[serde(default)]
    value: Option<JsonText>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AddField {
    entity: String,
    index: usize,
    field: Field,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetField {
    entity: String,
    name: String,
    field: Field,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeleteField {
    entity: String,
    name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveField {
    entity: String,
    name: String,
    index: usize,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetFields {
    entity: String,
    fields: Vec<Field>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AddRelationship {
    relationship: Box<Relationship>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Replace {
    model: Box<Model>,
}
