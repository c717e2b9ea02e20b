//! What the session does to an op before applying it, the same on the
//! server and in each person's copy (which predicts the server): an
//! addition or a new name that collides with one someone else took a
//! moment earlier is kept under a fresh one, so neither replaces the
//! other; and an op that would break a rule of the model is refused.

use super::json_text::JsonText;
use super::op::Op;
use crate::decimal::Decimal;
use crate::diagram::{geometry::entity_rect, layout::free_spot};
use crate::wire::model::Model;
use crate::wire::validate::{numbered, validate};

/// Past this distance from the origin a position is refused: no canvas
/// shows it, and Fit would zoom the whole model out of sight for it.
pub const MAX_POSITION: f64 = 1_000_000.0;

/// The row width a moved addition's free place is looked for in (the width
/// the editor assumes before it knows its canvas): the same on every side.
const SETTLE_ROW_WIDTH: f64 = 1560.0;

/// A live model's JSON may be as large as a shared model's request body.
pub const MAX_MODEL_BYTES: usize = 1024 * 1024;

/// `op`, with what it adds (an entity's id and name, a relationship's id,
/// a field's name, an entity's or field's new name) moved to a fresh value
/// where `model` has it already.
#[must_use]
pub fn settle(model: &Model, op: Op) -> Op {
    match op {
        Op::AddEntity { mut entity } => {
            entity.id = numbered(&entity.id, "_", |id| model.entity(id).is_some());
            entity.name = numbered(&entity.name, " ", |name| {
                model.entities.iter().any(|e| e.name == name)
            });
            Op::AddEntity { entity }
        }
        Op::SetEntity {
            id,
            key,
            value: Some(value),
        } if key == "name" => {
            let Some(name) = value.as_string() else {
                return Op::SetEntity {
                    id,
                    key,
                    value: Some(value),
                };
            };
            let taken = |wanted: &str| {
                model
                    .entities
                    .iter()
                    .any(|e| e.id != id && e.name == wanted)
            };
            let name = numbered(&name, " ", taken);
            Op::SetEntity {
                id,
                key,
                value: Some(JsonText::string(&name)),
            }
        }
        Op::AddRelationship { mut relationship } => {
            let taken = |id: &str| model.relationships.iter().any(|r| r.id == id);
            relationship.id = numbered(&relationship.id, "_", taken);
            Op::AddRelationship { relationship }
        }
        Op::AddField {
            entity,
            index,
            mut field,
        } => {
            if let Some(owner) = model.entity(&entity) {
                field.name = numbered(&field.name, "_", |name| owner.field(name).is_some());
            }
            Op::AddField {
                entity,
                index,
                field,
            }
        }
        Op::SetField {
            entity,
            name,
            mut field,
        } => {
            if field.name != name
                && let Some(owner) = model.entity(&entity)
            {
                field.name = numbered(&field.name, "_", |taken| owner.field(taken).is_some());
            }
            Op::SetField {
                entity,
                name,
                field,
            }
        }
        other => other,
    }
}

/// An added entity whose box lands on one of `model`'s, moved to the next
/// free place: two people adding at one moment are given the same free
/// place by their editors, and the later box would hide the other. The
/// session alone does this (a place names nothing that later ops address):
/// a person's copy shows the box where they put it until the session's
/// answer moves it.
#[must_use]
pub fn place_apart(model: &Model, op: Op) -> Op {
    match op {
        Op::AddEntity { mut entity } => {
            let rect = entity_rect(&entity);
            if model
                .entities
                .iter()
                .any(|e| entity_rect(e).overlaps(&rect))
            {
                // The session knows no collection frames (they come from each
                // person's advice): only the boxes are kept clear.
                (entity.x, entity.y) =
                    free_spot(model, (entity.x, entity.y), SETTLE_ROW_WIDTH, &[]);
            }
            Op::AddEntity { entity }
        }
        other => other,
    }
}

/// Whether `after` (the model with an op applied) may replace a model with
/// `before_problems` problems (`validate(before).len()`, kept by the
/// caller): `after` may break no rule that was kept (a model that was
/// already wrong may still change, but never gets worse), place nothing
/// off any canvas, nor grow past [`MAX_MODEL_BYTES`]. Returns `after`'s
/// problem count, or why it may not.
///
/// # Errors
/// The reason, in a sentence that says what to fix.
pub fn check(before_problems: usize, after: &Model) -> Result<usize, String> {
    let problems = validate(after);
    if problems.len() > before_problems {
        return Err(problems
            .into_iter()
            .next()
            .map(|p| p.message)
            .unwrap_or_default());
    }
    if let Some(far) = after
        .entities
        .iter()
        .find(|e| !on_canvas(e.x) || !on_canvas(e.y))
    {
        return Err(format!(
            "The entity {:?} would be placed more than {} from the canvas's origin; keep positions within it.",
            far.name,
            Decimal(MAX_POSITION)
        ));
    }
    let bytes = serde_json::to_vec(after).map_or(usize::MAX, |json| json.len());
    if bytes > MAX_MODEL_BYTES {
        return Err(format!(
            "The model would be {bytes} bytes of JSON; a live model holds at most {MAX_MODEL_BYTES}. Split it into smaller models."
        ));
    }
    Ok(problems.len())
}

fn on_canvas(at: f64) -> bool {
    at.is_finite() && at.abs() <= MAX_POSITION
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::{Entity, Field, FieldType, MODEL_VERSION};

    fn two() -> Model {
        let mut a = Entity::new("a", "Author", 0.0, 0.0);
        a.fields.push(Field::new("name", FieldType::String));
        Model {
            version: MODEL_VERSION,
            name: "M".to_owned(),
            entities: vec![a, Entity::new("b", "Book", 300.0, 0.0)],
            relationships: Vec::new(),
        }
    }

    #[test]
    fn a_colliding_addition_or_name_is_kept_under_a_fresh_one() {
        let model = two();
        let Op::AddEntity { entity } = settle(
            &model,
            Op::AddEntity {
                entity: Box::new(Entity::new("a", "Author", 0.0, 0.0)),
            },
        ) else {
            panic!("still an addition");
        };
        assert_eq!(
            (entity.id.as_str(), entity.name.as_str()),
            ("a_2", "Author 2")
        );
        let renamed = settle(
            &model,
            Op::SetEntity {
                id: "b".to_owned(),
                key: "name".to_owned(),
                value: Some(JsonText::string("Author")),
            },
        );
        assert!(
            matches!(renamed, Op::SetEntity { value: Some(v), .. } if v.as_string().as_deref() == Some("Author 2"))
        );
        // An entity keeping its own name is no collision.
        let same = settle(
            &model,
            Op::SetEntity {
                id: "a".to_owned(),
                key: "name".to_owned(),
                value: Some(JsonText::string("Author")),
            },
        );
        assert!(
            matches!(same, Op::SetEntity { value: Some(v), .. } if v.as_string().as_deref() == Some("Author"))
        );
        let long = "x".repeat(64);
        assert_eq!(numbered(&long, " ", |n| n == long).chars().count(), 64);
    }

    #[test]
    fn an_op_breaking_a_rule_is_named_and_an_old_problem_does_not_block() {
        let mut model = two();
        assert_eq!(check(0, &model), Ok(0));
        model.entities[1].name = String::new();
        let why = check(0, &model).expect_err("an empty name is refused");
        assert!(why.contains("name"), "{why}");
        // The model had that problem already: other ops still go through.
        assert_eq!(check(1, &model), Ok(1));
        model.entities[1].name = "Book".to_owned();
        model.entities[1].x = 1e308;
        assert!(check(0, &model).is_err_and(|why| why.contains("canvas")));
        model.entities[1].x = 0.0;
        model.entities[1].name = "y".repeat(65);
        assert!(check(0, &model).is_err());
        model.entities[1].name = "Book".to_owned();
        model.entities[1].fields = (0..20_000)
            .map(|i| Field::new(format!("a_rather_long_field_name_{i}"), FieldType::String))
            .collect();
        assert!(check(0, &model).is_err_and(|why| why.contains("bytes")));
    }
}
