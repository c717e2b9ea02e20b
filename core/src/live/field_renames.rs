//! Fields are addressed by name, so a field renamed by one person would
//! leave everyone else's ops on it, sent before they heard, addressed to a
//! name that is gone. The session and each copy remember the latest
//! renames and follow an op to the field's name now, as ops on an entity
//! reach it by its id whatever it is called.

use std::collections::VecDeque;

use super::op::Op;
use crate::wire::model::Model;

/// How many field renames are remembered. An op addressed to an older name
/// than that is refused as gone: it was sent before this many renames,
/// minutes of typing in a busy room.
const REMEMBERED: usize = 256;

/// The latest field renames, oldest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldRenames(VecDeque<FieldRename>);

/// One field renamed in entity `entity`, from `from` to `to`.
#[derive(Debug, Clone, PartialEq)]
struct FieldRename {
    entity: String,
    from: String,
    to: String,
}

impl FieldRenames {
    #[must_use]
    pub const fn new() -> Self {
        Self(VecDeque::new())
    }

    /// Remembers `op`, applied, if it renamed a field.
    pub fn remember(&mut self, op: &Op) {
        if let Op::SetField {
            entity,
            name,
            field,
        } = op
            && field.name != *name
        {
            if self.0.len() == REMEMBERED {
                self.0.pop_front();
            }
            self.0.push_back(FieldRename {
                entity: entity.clone(),
                from: name.clone(),
                to: field.name.clone(),
            });
        }
    }

    /// `op`, addressed to its field's name now in `model` when the name it
    /// gives is gone. A change that kept the field's old name keeps the
    /// name it has now: changing a field's type is not renaming it back.
    #[must_use]
    pub fn follow(&self, model: &Model, mut op: Op) -> Op {
        match &mut op {
            Op::SetField {
                entity,
                name,
                field,
            } => {
                if let Some(now) = self.name_now(model, entity, name) {
                    if field.name == *name {
                        field.name.clone_from(&now);
                    }
                    *name = now;
                }
            }
            Op::DeleteField { entity, name } | Op::MoveField { entity, name, .. } => {
                if let Some(now) = self.name_now(model, entity, name) {
                    *name = now;
                }
            }
            _ => {}
        }
        op
    }

    /// The name now of the field `entity` had as `name`, when it has no
    /// field of that name any more: the renames since, followed in order.
    fn name_now(&self, model: &Model, entity: &str, name: &str) -> Option<String> {
        let owner = model.entity(entity)?;
        if owner.field(name).is_some() {
            return None;
        }
        let mut name = name.to_owned();
        // Each step follows a later rename than the one before, so the walk
        // ends within the renames remembered.
        let mut after = 0;
        while let Some(at) = self
            .0
            .range(after..)
            .position(|rename| rename.entity == entity && rename.from == name)
        {
            name.clone_from(&self.0[after + at].to);
            after += at + 1;
        }
        owner.field(&name).is_some().then_some(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::{Entity, Field, FieldType};

    fn renamed(entity: &str, from: &str, to: &str) -> Op {
        Op::SetField {
            entity: entity.to_owned(),
            name: from.to_owned(),
            field: Field::new(to, FieldType::String),
        }
    }

    #[test]
    fn an_op_on_a_renamed_field_follows_every_rename_since() {
        let mut book = Entity::new("b", "Book", 0.0, 0.0);
        book.fields.push(Field::new("heading", FieldType::String));
        book.fields.push(Field::new("t", FieldType::String));
        let model = Model {
            version: 1,
            name: "Shop".to_owned(),
            entities: vec![book],
            relationships: Vec::new(),
        };
        let mut renames = FieldRenames::default();
        for op in [
            renamed("b", "title", "t"),
            renamed("b", "t", "head"),
            renamed("other", "head", "x"),
            renamed("b", "head", "heading"),
        ] {
            renames.remember(&op);
        }
        let gone = Op::DeleteField {
            entity: "b".to_owned(),
            name: "title".to_owned(),
        };
        assert_eq!(
            renames.follow(&model, gone),
            Op::DeleteField {
                entity: "b".to_owned(),
                name: "heading".to_owned()
            }
        );
        // A name the entity has is the field of that name, whatever it was
        // called before: "t" was given again.
        let here = renamed("b", "t", "isbn");
        assert_eq!(renames.follow(&model, here.clone()), here);
        // A name nobody renamed stays, for the session to refuse as gone.
        let unknown = renamed("b", "year", "published");
        assert_eq!(renames.follow(&model, unknown.clone()), unknown);
    }
}
