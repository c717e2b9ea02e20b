//! The ops that turn one model into another: what a person's edit (any of
//! the editor's, undo included) changed, property by property, so that it
//! merges with what others change at the same time.

use super::json_text::{JsonText, members_of};
use super::op::{Op, apply};
use crate::wire::model::{Entity, Model};
use crate::wire::validate::numbered;

/// The ops that turn `before` into `after`, each checked by applying it.
/// Fields the field ops cannot say exactly (two sharing a name) go as the
/// entity's whole list; anything else they cannot say as the whole model,
/// which only a session's owner may send. Entities and relationships in
/// another order are not worth that: an undone deletion comes back last.
#[must_use]
pub fn diff(before: &Model, after: &Model) -> Vec<Op> {
    let mut scratch = before.clone();
    let mut ops = Vec::new();
    let mut push = |op: Op, scratch: &mut Model| {
        if apply(scratch, &op).is_ok() {
            ops.push(op);
        }
    };
    if before.name != after.name {
        push(
            Op::RenameModel {
                name: after.name.clone(),
            },
            &mut scratch,
        );
    }
    for gone in before
        .entities
        .iter()
        .filter(|e| after.entity(&e.id).is_none())
    {
        push(
            Op::DeleteEntity {
                id: gone.id.clone(),
            },
            &mut scratch,
        );
    }
    for op in renames(&scratch, after) {
        push(op, &mut scratch);
    }
    for entity in &after.entities {
        match before.entity(&entity.id) {
            None => push(
                Op::AddEntity {
                    entity: Box::new(entity.clone()),
                },
                &mut scratch,
            ),
            Some(old) => {
                for (key, value) in changed_keys(old, entity, &["id", "fields", "name"]) {
                    push(
                        Op::SetEntity {
                            id: entity.id.clone(),
                            key,
                            value,
                        },
                        &mut scratch,
                    );
                }
                let ops = field_ops(old, entity);
                let mut trial = scratch.clone();
                let exact = ops.iter().all(|op| apply(&mut trial, op).is_ok())
                    && trial.entity(&entity.id).map(|e| &e.fields) == Some(&entity.fields);
                if exact {
                    for op in ops {
                        push(op, &mut scratch);
                    }
                } else {
                    push(
                        Op::SetFields {
                            entity: entity.id.clone(),
                            fields: entity.fields.clone(),
                        },
                        &mut scratch,
                    );
                }
            }
        }
    }
    for gone in &before.relationships {
        if !after.relationships.iter().any(|r| r.id == gone.id) {
            push(
                Op::DeleteRelationship {
                    id: gone.id.clone(),
                },
                &mut scratch,
            );
        }
    }
    for relationship in &after.relationships {
        match before
            .relationships
            .iter()
            .find(|r| r.id == relationship.id)
        {
            None => push(
                Op::AddRelationship {
                    relationship: Box::new(relationship.clone()),
                },
                &mut scratch,
            ),
            Some(old) => {
                for (key, value) in changed_keys(old, relationship, &["id"]) {
                    push(
                        Op::SetRelationship {
                            id: relationship.id.clone(),
                            key,
                            value,
                        },
                        &mut scratch,
                    );
                }
            }
        }
    }
    if in_any_order(scratch, after) {
        ops
    } else {
        vec![Op::Replace {
            model: Box::new(after.clone()),
        }]
    }
}

/// Whether two models are equal but for the order of their entities and
/// relationships.
fn in_any_order(mut one: Model, other: &Model) -> bool {
    if one == *other {
        return true;
    }
    let mut other = other.clone();
    for model in [&mut one, &mut other] {
        model.entities.sort_by(|a, b| a.id.cmp(&b.id));
        model.relationships.sort_by(|a, b| a.id.cmp(&b.id));
    }
    one == other
}

/// The entities' new names, in an order in which no name is ever held by
/// two entities at once (a name is freed before it is taken again): the
/// session would keep a name taken a moment earlier under a fresh one. A
/// circle (two entities swapping names) goes through a passing name.
fn renames(model: &Model, after: &Model) -> Vec<Op> {
    let mut names: Vec<(String, String)> = model
        .entities
        .iter()
        .map(|e| (e.id.clone(), e.name.clone()))
        .collect();
    let mut pending: Vec<(String, String)> = after
        .entities
        .iter()
        .filter(|e| model.entity(&e.id).is_some_and(|old| old.name != e.name))
        .map(|e| (e.id.clone(), e.name.clone()))
        .collect();
    let mut ops = Vec::new();
    // Who was given a passing name already: once is enough to undo a
    // circle, and a second would never end where the rename in the way
    // is itself blocked for good (a held edit giving two entities one
    // name), handing out "X 2", "X 3"... without end.
    let mut passed: Vec<String> = Vec::new();
    let rename = |id: &str, name: &str| Op::SetEntity {
        id: id.to_owned(),
        key: "name".to_owned(),
        value: Some(JsonText::string(name)),
    };
    while !pending.is_empty() {
        let free = pending.iter().position(|(id, name)| {
            !names
                .iter()
                .any(|(other, held)| other != id && held == name)
        });
        let (id, name) = match free {
            Some(at) => pending.remove(at),
            None => {
                let (id, name) = pending[0].clone();
                let blocked_by_a_rename = names.iter().any(|(other, held)| {
                    *other != id && *held == name && pending.iter().any(|(p, _)| p == other)
                });
                if blocked_by_a_rename && !passed.contains(&id) {
                    let passing = numbered(&name, " ", |n| names.iter().any(|(_, held)| held == n));
                    passed.push(id.clone());
                    (id, passing)
                } else {
                    // Two names alike in `after` itself: said as they are.
                    pending.remove(0)
                }
            }
        };
        if let Some(entry) = names.iter_mut().find(|(other, _)| *other == id) {
            entry.1.clone_from(&name);
        }
        ops.push(rename(&id, &name));
    }
    ops
}

/// The JSON keys whose values differ, with the new value (none: removed),
/// in the keys' order.
fn changed_keys<T: serde::Serialize>(
    old: &T,
    new: &T,
    skip: &[&str],
) -> Vec<(String, Option<JsonText>)> {
    let (old, new) = (members_of(old), members_of(new));
    let value_in = |members: &[(String, JsonText)], key: &str| {
        members
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value.clone())
    };
    let mut keys: Vec<&String> = old.iter().chain(&new).map(|(key, _)| key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.into_iter()
        .filter(|key| !skip.contains(&key.as_str()))
        .map(|key| (key.clone(), value_in(&new, key)))
        .filter(|(key, now)| value_in(&old, key) != *now)
        .collect()
}

/// A field renamed in place stays the same field (its other changes merge
/// with others'); then deletions, changes, additions and moves.
fn field_ops(old: &Entity, new: &Entity) -> Vec<Op> {
    let id = &new.id;
    let named = |entity: &Entity, name: &str| entity.fields.iter().any(|f| f.name == name);
    let mut ops = Vec::new();
    let mut renamed = Vec::new();
    if old.fields.len() == new.fields.len() {
        for (was, now) in old.fields.iter().zip(&new.fields) {
            if was.name != now.name && !named(new, &was.name) && !named(old, &now.name) {
                renamed.push(now.name.clone());
                ops.push(Op::SetField {
                    entity: id.clone(),
                    name: was.name.clone(),
                    field: now.clone(),
                });
            }
        }
    }
    for was in &old.fields {
        if !named(new, &was.name) && !renamed_from(&ops, &was.name) {
            ops.push(Op::DeleteField {
                entity: id.clone(),
                name: was.name.clone(),
            });
        }
    }
    for (index, now) in new.fields.iter().enumerate() {
        match old.fields.iter().find(|f| f.name == now.name) {
            Some(was) if was != now => ops.push(Op::SetField {
                entity: id.clone(),
                name: now.name.clone(),
                field: now.clone(),
            }),
            Some(_) => {}
            None if renamed.contains(&now.name) => {}
            None => ops.push(Op::AddField {
                entity: id.clone(),
                index,
                field: now.clone(),
            }),
        }
    }
    // Moves: walk the new order, moving each field that is out of place.
    let mut order: Vec<String> = old
        .fields
        .iter()
        .map(|f| f.name.clone())
        .filter(|name| named(new, name) || renamed_from(&ops, name))
        .map(|name| renamed_to(&ops, &name).unwrap_or(name))
        .collect();
    for (index, now) in new.fields.iter().enumerate() {
        if !order.contains(&now.name) {
            order.insert(index.min(order.len()), now.name.clone());
        }
    }
    for (index, now) in new.fields.iter().enumerate() {
        if order.get(index) != Some(&now.name)
            && let Some(from) = order.iter().position(|name| *name == now.name)
        {
            let name = order.remove(from);
            order.insert(index.min(order.len()), name);
            ops.push(Op::MoveField {
                entity: id.clone(),
                name: now.name.clone(),
                index,
            });
        }
    }
    ops
}

fn renamed_from(ops: &[Op], name: &str) -> bool {
    renamed_to(ops, name).is_some()
}

fn renamed_to(ops: &[Op], name: &str) -> Option<String> {
    ops.iter().find_map(|op| match op {
        Op::SetField {
            name: was, field, ..
        } if was == name && field.name != *was => Some(field.name.clone()),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::{Session, apply};
    use crate::wire::model::{Field, FieldType};

    fn model() -> Model {
        let mut book = Entity::new("book", "Book", 0.0, 0.0);
        book.fields.push(Field::new("title", FieldType::String));
        book.fields.push(Field::new("year", FieldType::Int));
        Model {
            version: 1,
            name: "Shop".to_owned(),
            entities: vec![book],
            relationships: Vec::new(),
        }
    }

    #[test]
    fn an_undone_deletion_is_an_addition_not_the_whole_model() {
        let mut before = model();
        before
            .entities
            .push(Entity::new("shelf", "Shelf", 9.0, 0.0));
        let mut after = before.clone();
        after.entities.swap(0, 1);
        let mut without = before.clone();
        without.entities.remove(0);
        let ops = diff(&without, &after);
        assert!(
            matches!(ops.as_slice(), [Op::AddEntity { entity }] if entity.id == "book"),
            "{ops:?}"
        );
        let moved = diff(&before, &after);
        assert!(moved.is_empty(), "only the order changed: {moved:?}");
        let mut reversioned = after.clone();
        reversioned.version = 2;
        assert!(matches!(
            diff(&before, &reversioned).as_slice(),
            [Op::Replace { .. }]
        ));
    }

    #[test]
    fn a_field_renamed_in_place_is_one_change_of_that_field() {
        let before = model();
        let mut after = before.clone();
        after.entities[0].fields[0].name = "name".to_owned();
        assert_eq!(
            diff(&before, &after),
            [Op::SetField {
                entity: "book".to_owned(),
                name: "title".to_owned(),
                field: after.entities[0].fields[0].clone(),
            }]
        );
    }

    #[test]
    fn two_people_changing_two_things_both_keep_their_change() {
        let start = model();
        let mut moved = start.clone();
        moved.entities[0].x = 200.0;
        let mut retyped = start.clone();
        retyped.entities[0].fields[1].field_type = FieldType::Long;
        let mut session = Session::restore(start.clone(), 0, Default::default());
        for (client, after) in [("ann", &moved), ("bob", &retyped)] {
            for (seq, op) in (1..).zip(diff(&start, after)) {
                session.submit(client, seq, op);
            }
        }
        let merged = &session.model().entities[0];
        assert!((merged.x - 200.0).abs() < f64::EPSILON);
        assert_eq!(merged.fields[1].field_type, FieldType::Long);
    }

    #[test]
    fn fields_sharing_a_name_go_as_the_whole_list() {
        let before = model();
        let mut after = before.clone();
        after.entities[0].fields[1].name = "title".to_owned();
        let ops = diff(&before, &after);
        assert!(matches!(ops.as_slice(), [Op::SetFields { .. }]), "{ops:?}");
        let mut replayed = before;
        for op in &ops {
            apply(&mut replayed, op).expect("applies");
        }
        assert_eq!(replayed, after);
    }

    /// A held edit may give two entities one name: the renames still end,
    /// and replayed they give what was edited (a swap in the same edit
    /// goes through one passing name, as before).
    #[test]
    fn renames_end_when_an_edit_gives_two_entities_one_name() {
        let entity = |id: &str, name: &str| Entity::new(id, name, 0.0, 0.0);
        let before = Model {
            entities: vec![
                entity("a", "Alpha"),
                entity("h", "Shared"),
                entity("d", "Other"),
            ],
            ..model()
        };
        // a takes h's name while h takes d's, which d keeps.
        let mut after = before.clone();
        after.entities[0].name = "Shared".to_owned();
        after.entities[1].name = "Other".to_owned();
        let ops = diff(&before, &after);
        assert!(ops.len() <= 4, "{ops:?}");
        let mut replayed = before.clone();
        for op in &ops {
            apply(&mut replayed, op).expect("applies");
        }
        assert_eq!(replayed, after);
        // Two names swapped: one passing name, three renames.
        let mut swapped = before.clone();
        swapped.entities[0].name = "Shared".to_owned();
        swapped.entities[1].name = "Alpha".to_owned();
        let ops = diff(&before, &swapped);
        assert_eq!(ops.len(), 3, "{ops:?}");
        let mut replayed = before;
        for op in &ops {
            apply(&mut replayed, op).expect("applies");
        }
        assert_eq!(replayed, swapped);
    }
}
