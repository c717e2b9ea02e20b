//! One change to a live model, addressed by what stays put while others
//! edit: an entity or a relationship by its id, a field by its name. A
//! property is set as a whole value, so two people changing two properties
//! both keep their change, and two changing one property end with the one
//! the server put last.

use serde::{Deserialize, Serialize};

use super::json_text::{JsonText, members_of, object_text};
use crate::wire::model::{Entity, Field, Model, Relationship};

/// One change, as it travels and as the session's log keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Op {
    RenameModel {
        name: String,
    },
    AddEntity {
        entity: Box<Entity>,
    },
    /// Also deletes the relationships that touch the entity.
    DeleteEntity {
        id: String,
    },
    /// Sets (or, with no value, removes) one key of an entity other than its
    /// id and fields: its name, position or a fact about its documents.
    SetEntity {
        id: String,
        key: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<JsonText>,
    },
    AddField {
        entity: String,
        index: usize,
        field: Field,
    },
    /// Replaces the field called `name` (its new value may rename it).
    SetField {
        entity: String,
        name: String,
        field: Field,
    },
    DeleteField {
        entity: String,
        name: String,
    },
    MoveField {
        entity: String,
        name: String,
        index: usize,
    },
    /// An entity's whole list of fields, for a change the field ops above
    /// cannot say (fields sharing a name).
    SetFields {
        entity: String,
        fields: Vec<Field>,
    },
    AddRelationship {
        relationship: Box<Relationship>,
    },
    DeleteRelationship {
        id: String,
    },
    /// Sets (or removes) one key of a relationship other than its id.
    SetRelationship {
        id: String,
        key: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<JsonText>,
    },
    /// The whole model at once (an example opened, a file, New).
    Replace {
        model: Box<Model>,
    },
}

impl Op {
    /// The one property this op sets as a whole value, as a key that two
    /// ops setting the same property share: the later one overwrites the
    /// earlier. None for additions, deletions and moves.
    #[must_use]
    pub fn property(&self) -> Option<String> {
        Some(match self {
            Self::RenameModel { .. } => "model name".to_owned(),
            Self::SetEntity { id, key, .. } => format!("entity {id} {key}"),
            Self::SetField { entity, name, .. } => field_property(entity, name),
            Self::SetFields { entity, .. } => format!("fields {entity}"),
            Self::SetRelationship { id, key, .. } => format!("relationship {id} {key}"),
            _ => return None,
        })
    }
}

/// The property key of the field `entity` calls `name`: what
/// [`Op::property`] says for a change of that field.
#[must_use]
pub(super) fn field_property(entity: &str, name: &str) -> String {
    format!("field {entity} {name}")
}

/// Why an op cannot be applied to a model; the model is then unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// What the op is about is no longer there (someone deleted it).
    Gone(String),
    /// An entity or relationship with this id, or a field with this name,
    /// already exists.
    Taken(String),
    /// The key cannot be set this way, or the value does not fit it.
    BadValue(String),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Gone(what) => write!(f, "{what} is no longer in the model"),
            Self::Taken(what) => write!(f, "{what} already exists"),
            Self::BadValue(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for Refused {}

/// Applies one op; on refusal the model is unchanged.
pub fn apply(model: &mut Model, op: &Op) -> Result<(), Refused> {
    match op {
        Op::RenameModel { name } => model.name.clone_from(name),
        Op::AddEntity { entity } => {
            if model.entity(&entity.id).is_some() {
                return Err(Refused::Taken(format!("entity \"{}\"", entity.id)));
            }
            model.entities.push(Entity::clone(entity));
        }
        Op::DeleteEntity { id } => {
            entity_index(model, id)?;
            model.entities.retain(|e| &e.id != id);
            model.relationships.retain(|r| &r.from != id && &r.to != id);
        }
        Op::SetEntity { id, key, value } => {
            if key == "id" || key == "fields" {
                return Err(Refused::BadValue(format!(
                    "an entity's \"{key}\" is not set as a key"
                )));
            }
            let at = entity_index(model, id)?;
            model.entities[at] = with_key(&model.entities[at], key, value.as_ref())?;
        }
        Op::AddField {
            entity,
            index,
            field,
        } => {
            let at = entity_index(model, entity)?;
            let fields = &mut model.entities[at].fields;
            if fields.iter().any(|f| f.name == field.name) {
                return Err(Refused::Taken(format!(
                    "field \"{}\" of \"{entity}\"",
                    field.name
                )));
            }
            fields.insert((*index).min(fields.len()), field.clone());
        }
        Op::SetField {
            entity,
            name,
            field,
        } => {
            let (at, position) = field_index(model, entity, name)?;
            let fields = &mut model.entities[at].fields;
            if field.name != *name && fields.iter().any(|f| f.name == field.name) {
                return Err(Refused::Taken(format!(
                    "field \"{}\" of \"{entity}\"",
                    field.name
                )));
            }
            fields[position] = field.clone();
        }
        Op::DeleteField { entity, name } => {
            let (at, position) = field_index(model, entity, name)?;
            model.entities[at].fields.remove(position);
        }
        Op::MoveField {
            entity,
            name,
            index,
        } => {
            let (at, position) = field_index(model, entity, name)?;
            let fields = &mut model.entities[at].fields;
            let field = fields.remove(position);
            fields.insert((*index).min(fields.len()), field);
        }
        Op::SetFields { entity, fields } => {
            let at = entity_index(model, entity)?;
            model.entities[at].fields.clone_from(fields);
        }
        Op::AddRelationship { relationship } => {
            if model.relationships.iter().any(|r| r.id == relationship.id) {
                return Err(Refused::Taken(format!(
                    "relationship \"{}\"",
                    relationship.id
                )));
            }
            entity_index(model, &relationship.from)?;
            entity_index(model, &relationship.to)?;
            model.relationships.push(Relationship::clone(relationship));
        }
        Op::DeleteRelationship { id } => {
            relationship_index(model, id)?;
            model.relationships.retain(|r| &r.id != id);
        }
        Op::SetRelationship { id, key, value } => {
            if key == "id" {
                return Err(Refused::BadValue(
                    "a relationship's \"id\" is not set as a key".to_owned(),
                ));
            }
            let at = relationship_index(model, id)?;
            let changed = with_key(&model.relationships[at], key, value.as_ref())?;
            // Both ends must still be there: a relationship never dangles.
            entity_index(model, &changed.from)?;
            entity_index(model, &changed.to)?;
            model.relationships[at] = changed;
        }
        Op::Replace { model: replacement } => model.clone_from(&**replacement),
    }
    Ok(())
}

fn entity_index(model: &Model, id: &str) -> Result<usize, Refused> {
    model
        .entities
        .iter()
        .position(|e| e.id == id)
        .ok_or_else(|| Refused::Gone(format!("entity \"{id}\"")))
}

fn field_index(model: &Model, entity: &str, name: &str) -> Result<(usize, usize), Refused> {
    let at = entity_index(model, entity)?;
    let position = model.entities[at]
        .fields
        .iter()
        .position(|f| f.name == name)
        .ok_or_else(|| Refused::Gone(format!("field \"{name}\" of \"{entity}\"")))?;
    Ok((at, position))
}

fn relationship_index(model: &Model, id: &str) -> Result<usize, Refused> {
    model
        .relationships
        .iter()
        .position(|r| r.id == id)
        .ok_or_else(|| Refused::Gone(format!("relationship \"{id}\"")))
}

/// `item` with one JSON key set or removed, read back through its own type
/// so a value that does not fit the key is refused.
fn with_key<T>(item: &T, key: &str, value: Option<&JsonText>) -> Result<T, Refused>
where
    T: Serialize + serde::de::DeserializeOwned,
{
    let mut members = members_of(item);
    members.retain(|(name, _)| name != key);
    if let Some(value) = value {
        members.push((key.to_owned(), value.clone()));
    }
    serde_json::from_str(&object_text(&members)).map_err(|error| {
        // The reason alone: where in the rebuilt text it was found would
        // mean nothing to whoever sent the op. (serde_json writes the place
        // after the reason, so it is cut exactly as written.)
        let reason = error.to_string();
        let place = format!(" at line {} column {}", error.line(), error.column());
        let reason = reason.strip_suffix(&place).unwrap_or(&reason);
        Refused::BadValue(format!("\"{key}\": {reason}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::Cardinality;

    fn model() -> Model {
        let mut model = crate::diagram::document::empty_model();
        model.entities.push(Entity::new("a", "Author", 0.0, 0.0));
        model.entities.push(Entity::new("b", "Book", 200.0, 0.0));
        model
            .relationships
            .push(Relationship::new("ab", "a", "b", Cardinality::OneToMany));
        model
    }

    fn set(key: &str, value: Option<&str>) -> Op {
        Op::SetRelationship {
            id: "ab".to_owned(),
            key: key.to_owned(),
            value: value.map(|text| serde_json::from_str(text).expect("JSON")),
        }
    }

    #[test]
    fn a_key_is_set_and_removed_through_its_own_type() {
        let mut model = model();
        apply(&mut model, &set("typical", Some("12"))).expect("applied");
        assert_eq!(model.relationships[0].typical, Some(12));
        let moved = Op::SetEntity {
            id: "b".to_owned(),
            key: "x".to_owned(),
            value: JsonText::of(&40.5),
        };
        apply(&mut model, &moved).expect("applied");
        assert!((model.entities[1].x - 40.5).abs() < f64::EPSILON);
        apply(&mut model, &set("typical", None)).expect("applied");
        assert_eq!(model.relationships[0].typical, None);
    }

    #[test]
    fn a_value_that_does_not_fit_its_key_is_refused_with_the_reason() {
        let mut model = model();
        let before = model.clone();
        let refused = apply(&mut model, &set("typical", Some(r#""many""#)));
        assert_eq!(
            refused,
            Err(Refused::BadValue(
                r#""typical": invalid type: string "many", expected a whole number from 0 to 18446744073709551615"#
                    .to_owned()
            ))
        );
        let Err(Refused::BadValue(unknown)) = apply(&mut model, &set("colour", Some("1"))) else {
            panic!("an unknown key is refused");
        };
        assert!(
            unknown.starts_with(r#""colour": unknown field `colour`"#),
            "{unknown}"
        );
        // A key a relationship cannot do without.
        let Err(Refused::BadValue(missing)) = apply(&mut model, &set("from", None)) else {
            panic!("a missing key is refused");
        };
        assert_eq!(missing, r#""from": missing field `from`"#);
        // Both ends must be there.
        assert!(apply(&mut model, &set("to", Some(r#""nobody""#))).is_err());
        assert_eq!(model, before);
    }
}
