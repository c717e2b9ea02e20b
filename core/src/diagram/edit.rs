//! Every change a person makes to a model, as a value: the UI builds an
//! [`Edit`], [`apply`] performs it, and the history records it for undo.
//!
//! Edits never refuse a bad name or count: the validator shows those next to
//! the thing at fault. They refuse only what cannot be done at all (an edit of
//! an entity that no longer exists).

use crate::wire::model::{Age, Cardinality, Entity, Field, FieldType, Model, Relationship};

/// What a newly drawn relationship is until the person says otherwise.
pub const NEW_RELATIONSHIP: Cardinality = Cardinality::OneToMany;

/// What an entity says of its documents as a whole: the shapes that live
/// side by side, whether earlier versions stay readable, how many there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DocumentFacts {
    pub shape_versions: Option<u64>,
    pub keep_history: bool,
    pub count: Option<u64>,
    pub archive_after: Option<Age>,
}

impl DocumentFacts {
    /// The facts an entity states now.
    #[must_use]
    pub const fn of(entity: &Entity) -> Self {
        Self {
            shape_versions: entity.shape_versions,
            keep_history: entity.keep_history,
            count: entity.count,
            archive_after: entity.archive_after,
        }
    }
}

/// One change to the model.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// A new entity at a canvas position, with a fresh id and name
    /// ("Entity 1").
    AddEntity {
        x: f64,
        y: f64,
    },
    /// As `AddEntity`, named with `word` in place of "Entity": the word in
    /// the reader's language.
    AddEntityCalled {
        x: f64,
        y: f64,
        word: String,
    },
    RenameEntity {
        id: String,
        name: String,
    },
    /// Absolute positions, so a drag of several entities is one edit.
    MoveEntities {
        moves: Vec<(String, f64, f64)>,
    },
    /// Deletes the entities and every relationship that touches them.
    DeleteEntities {
        ids: Vec<String>,
    },
    /// An entity's facts about its documents as a whole.
    SetDocumentFacts {
        id: String,
        facts: DocumentFacts,
    },
    /// Appends a field with a fresh name.
    AddField {
        entity: String,
    },
    UpdateField {
        entity: String,
        index: usize,
        field: Field,
    },
    DeleteField {
        entity: String,
        index: usize,
    },
    /// Moves the field at `from` to position `to`.
    MoveField {
        entity: String,
        from: usize,
        to: usize,
    },
    /// A new relationship; `from == to` draws a self-relationship (a tree).
    Connect {
        from: String,
        to: String,
        cardinality: Cardinality,
    },
    /// Replaces the relationship with the same id (boxed: a relationship
    /// with its workload facts is far larger than any other edit).
    UpdateRelationship {
        relationship: Box<Relationship>,
    },
    DeleteRelationships {
        ids: Vec<String>,
    },
    RenameModel {
        name: String,
    },
    /// Replaces the whole model (New, Open file, an example).
    Replace {
        model: Model,
    },
}

/// Why an edit could not be applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    NoSuchEntity(String),
    NoSuchField { entity: String, index: usize },
    NoSuchRelationship(String),
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NoSuchEntity(id) => write!(f, "there is no entity \"{id}\" any more"),
            Self::NoSuchField { entity, index } => {
                write!(f, "entity \"{entity}\" has no field number {}", index + 1)
            }
            Self::NoSuchRelationship(id) => write!(f, "there is no relationship \"{id}\" any more"),
        }
    }
}

impl std::error::Error for EditError {}

/// Applies one edit. On error the model is unchanged.
pub fn apply(model: &mut Model, edit: Edit) -> Result<(), EditError> {
    apply_as(model, edit, "")
}

/// Applies one edit made by the person `tag` names: what it adds (an
/// entity's or a relationship's id, a field's name) ends with the tag, so
/// two people adding at the same moment in a live session never pick the
/// same one. An empty tag (editing alone) adds nothing.
pub fn apply_as(model: &mut Model, edit: Edit, tag: &str) -> Result<(), EditError> {
    let tagged = |base: String| {
        if tag.is_empty() {
            base
        } else {
            format!("{base}_{tag}")
        }
    };
    match edit {
        Edit::AddEntity { x, y } => add_entity(model, x, y, "Entity", &tagged),
        Edit::AddEntityCalled { x, y, word } => add_entity(model, x, y, &word, &tagged),
        Edit::RenameEntity { id, name } => entity_mut(model, &id)?.name = name,
        Edit::SetDocumentFacts { id, facts } => {
            let entity = entity_mut(model, &id)?;
            entity.shape_versions = facts.shape_versions;
            entity.keep_history = facts.keep_history;
            entity.count = facts.count;
            entity.archive_after = facts.archive_after;
        }
        Edit::MoveEntities { moves } => {
            // Check every id first so a failed edit changes nothing.
            for (id, _, _) in &moves {
                entity_mut(model, id)?;
            }
            for (id, x, y) in moves {
                let entity = entity_mut(model, &id)?;
                entity.x = x;
                entity.y = y;
            }
        }
        Edit::DeleteEntities { ids } => {
            for id in &ids {
                entity_mut(model, id)?;
            }
            model.entities.retain(|e| !ids.contains(&e.id));
            model
                .relationships
                .retain(|r| !ids.contains(&r.from) && !ids.contains(&r.to));
        }
        Edit::AddField { entity } => {
            let entity = entity_mut(model, &entity)?;
            let number = first_free_number(|n| entity.field(&tagged(field_name(n))).is_some());
            entity
                .fields
                .push(Field::new(tagged(field_name(number)), FieldType::String));
        }
        Edit::UpdateField {
            entity,
            index,
            field,
        } => *field_mut(model, &entity, index)? = field,
        Edit::DeleteField { entity, index } => {
            field_mut(model, &entity, index)?;
            entity_mut(model, &entity)?.fields.remove(index);
        }
        Edit::MoveField { entity, from, to } => {
            field_mut(model, &entity, from)?;
            field_mut(model, &entity, to)?;
            let fields = &mut entity_mut(model, &entity)?.fields;
            let field = fields.remove(from);
            fields.insert(to, field);
        }
        Edit::Connect {
            from,
            to,
            cardinality,
        } => {
            entity_mut(model, &from)?;
            entity_mut(model, &to)?;
            let number = first_free_number(|n| {
                model
                    .relationships
                    .iter()
                    .any(|r| r.id == tagged(format!("r{n}")))
            });
            model.relationships.push(new_relationship(
                tagged(format!("r{number}")),
                from,
                to,
                cardinality,
            ));
        }
        Edit::UpdateRelationship { relationship } => {
            let slot = model
                .relationships
                .iter_mut()
                .find(|r| r.id == relationship.id)
                .ok_or_else(|| EditError::NoSuchRelationship(relationship.id.clone()))?;
            *slot = *relationship;
        }
        Edit::DeleteRelationships { ids } => {
            for id in &ids {
                if !model.relationships.iter().any(|r| &r.id == id) {
                    return Err(EditError::NoSuchRelationship(id.clone()));
                }
            }
            model.relationships.retain(|r| !ids.contains(&r.id));
        }
        Edit::RenameModel { name } => model.name = name,
        Edit::Replace { model: replacement } => *model = replacement,
    }
    Ok(())
}

/// A relationship with the defaults of `api.md` for its cardinality left to
/// the advisor (absent keys), so the inspector shows what the advisor assumes.
#[must_use]
pub fn new_relationship(
    id: String,
    from: String,
    to: String,
    cardinality: Cardinality,
) -> Relationship {
    Relationship::new(id, from, to, cardinality)
}

/// A new entity named "`word` N" with the first N whose id and name are
/// both free.
fn add_entity(model: &mut Model, x: f64, y: f64, word: &str, tagged: &dyn Fn(String) -> String) {
    let names = |n: usize| (tagged(format!("entity_{n}")), format!("{word} {n}"));
    let number = first_free_number(|n| {
        let (id, name) = names(n);
        model.entity(&id).is_some() || model.entities.iter().any(|e| e.name == name)
    });
    let (id, name) = names(number);
    model.entities.push(Entity::new(id, name, x, y));
}

fn field_name(number: usize) -> String {
    format!("field_{number}")
}

/// The smallest number from 1 up that is not taken.
fn first_free_number(taken: impl Fn(usize) -> bool) -> usize {
    (1..).find(|&n| !taken(n)).unwrap_or(1)
}

fn entity_mut<'a>(model: &'a mut Model, id: &str) -> Result<&'a mut Entity, EditError> {
    model
        .entities
        .iter_mut()
        .find(|e| e.id == id)
        .ok_or_else(|| EditError::NoSuchEntity(id.to_owned()))
}

fn field_mut<'a>(
    model: &'a mut Model,
    entity: &str,
    index: usize,
) -> Result<&'a mut Field, EditError> {
    entity_mut(model, entity)?
        .fields
        .get_mut(index)
        .ok_or_else(|| EditError::NoSuchField {
            entity: entity.to_owned(),
            index,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::MODEL_VERSION;

    fn empty() -> Model {
        Model {
            version: MODEL_VERSION,
            name: "Test".into(),
            entities: Vec::new(),
            relationships: Vec::new(),
        }
    }

    fn with_two_entities() -> Model {
        let mut model = empty();
        apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }).expect("adds");
        apply(&mut model, Edit::AddEntity { x: 300.0, y: 0.0 }).expect("adds");
        model
    }

    #[test]
    fn new_entities_get_fresh_ids_and_names() {
        let model = with_two_entities();
        let ids: Vec<_> = model.entities.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["entity_1", "entity_2"]);
        assert_eq!(model.entities[1].name, "Entity 2");
        assert!(crate::wire::validate::validate(&model).is_empty());
    }

    #[test]
    fn a_fresh_name_skips_names_already_taken() {
        let mut model = with_two_entities();
        apply(
            &mut model,
            Edit::RenameEntity {
                id: "entity_1".into(),
                name: "Entity 3".into(),
            },
        )
        .expect("renames");
        apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }).expect("adds");
        assert_eq!(model.entities[2].id, "entity_4");
        assert_eq!(model.entities[2].name, "Entity 4");
        assert!(crate::wire::validate::validate(&model).is_empty());
    }

    #[test]
    fn a_new_entity_is_named_in_the_word_given_with_a_free_number() {
        let mut model = with_two_entities();
        let called = |model: &mut Model| {
            let word = "Сущность".to_owned();
            apply_as(
                model,
                Edit::AddEntityCalled {
                    x: 0.0,
                    y: 0.0,
                    word,
                },
                "p1",
            )
            .expect("adds");
        };
        called(&mut model);
        apply(
            &mut model,
            Edit::RenameEntity {
                id: "entity_2".into(),
                name: "Сущность 2".into(),
            },
        )
        .expect("renames");
        called(&mut model);
        let added: Vec<(&str, &str)> = model.entities[2..]
            .iter()
            .map(|e| (e.id.as_str(), e.name.as_str()))
            .collect();
        assert_eq!(
            added,
            [("entity_1_p1", "Сущность 1"), ("entity_3_p1", "Сущность 3")]
        );
        assert!(crate::wire::validate::validate(&model).is_empty());
    }

    #[test]
    fn an_entitys_document_facts_are_set_together_and_unset_again() {
        let mut model = with_two_entities();
        let facts = DocumentFacts {
            shape_versions: Some(2),
            keep_history: true,
            count: Some(5_000),
            archive_after: Some(Age {
                count: 5,
                per: crate::wire::model::Period::Year,
            }),
        };
        let set = |facts| Edit::SetDocumentFacts {
            id: "entity_2".into(),
            facts,
        };
        apply(&mut model, set(facts)).expect("sets");
        assert_eq!(DocumentFacts::of(&model.entities[1]), facts);
        assert_eq!(
            DocumentFacts::of(&model.entities[0]),
            DocumentFacts::default()
        );
        apply(&mut model, set(DocumentFacts::default())).expect("unsets");
        // Unsaid again: nothing is written back.
        let json = serde_json::to_value(&model.entities[1]).unwrap_or_default();
        for key in ["shape_versions", "keep_history", "count", "archive_after"] {
            assert!(json.get(key).is_none(), "{key} in {json}");
        }
        assert!(
            apply(
                &mut model,
                Edit::SetDocumentFacts {
                    id: "gone".into(),
                    facts
                }
            )
            .is_err()
        );
    }

    #[test]
    fn deleting_an_entity_deletes_its_relationships() {
        let mut model = with_two_entities();
        let connect = |from: &str, to: &str| Edit::Connect {
            from: from.into(),
            to: to.into(),
            cardinality: Cardinality::OneToFew,
        };
        apply(&mut model, connect("entity_1", "entity_2")).expect("connects");
        apply(&mut model, connect("entity_2", "entity_2")).expect("self-loop");
        apply(&mut model, connect("entity_1", "entity_1")).expect("self-loop");
        assert_eq!(model.relationships.len(), 3);
        apply(
            &mut model,
            Edit::DeleteEntities {
                ids: vec!["entity_2".into()],
            },
        )
        .expect("deletes");
        assert_eq!(model.entities.len(), 1);
        assert_eq!(model.relationships.len(), 1);
        assert_eq!(model.relationships[0].from, "entity_1");
    }

    #[test]
    fn fields_are_added_updated_reordered_and_deleted() {
        let mut model = with_two_entities();
        let entity = || "entity_1".to_owned();
        for _ in 0..3 {
            apply(&mut model, Edit::AddField { entity: entity() }).expect("adds");
        }
        let names = |m: &Model| -> Vec<String> {
            m.entities[0]
                .fields
                .iter()
                .map(|f| f.name.clone())
                .collect()
        };
        assert_eq!(names(&model), ["field_1", "field_2", "field_3"]);
        let email = Field {
            updates: Some(crate::wire::model::Updates::Rare),
            ..Field::new("email", FieldType::String)
        };
        apply(
            &mut model,
            Edit::UpdateField {
                entity: entity(),
                index: 1,
                field: email,
            },
        )
        .expect("updates");
        apply(
            &mut model,
            Edit::MoveField {
                entity: entity(),
                from: 1,
                to: 0,
            },
        )
        .expect("moves");
        assert_eq!(names(&model), ["email", "field_1", "field_3"]);
        apply(
            &mut model,
            Edit::DeleteField {
                entity: entity(),
                index: 2,
            },
        )
        .expect("deletes");
        assert_eq!(names(&model), ["email", "field_1"]);
    }

    #[test]
    fn a_failed_edit_leaves_the_model_unchanged() {
        let mut model = with_two_entities();
        let before = model.clone();
        let moves = vec![("entity_1".into(), 5.0, 5.0), ("gone".into(), 1.0, 1.0)];
        assert_eq!(
            apply(&mut model, Edit::MoveEntities { moves }),
            Err(EditError::NoSuchEntity("gone".into()))
        );
        assert_eq!(
            apply(
                &mut model,
                Edit::DeleteField {
                    entity: "entity_1".into(),
                    index: 0
                }
            ),
            Err(EditError::NoSuchField {
                entity: "entity_1".into(),
                index: 0
            })
        );
        assert!(
            apply(
                &mut model,
                Edit::DeleteRelationships {
                    ids: vec!["r9".into()]
                }
            )
            .is_err()
        );
        assert_eq!(model, before);
    }
}
