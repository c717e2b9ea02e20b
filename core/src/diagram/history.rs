//! Undo and redo over every edit. The history keeps whole snapshots of the
//! model: simple, and an undo can never drift from what was on screen.
//! It is serialisable so it survives a reload together with the model.

use serde::{Deserialize, Serialize};

use super::edit::{Edit, EditError, apply_as};
use crate::wire::model::Model;

/// How many steps back a person can go.
pub const HISTORY_LIMIT: usize = 200;

/// The models before (`past`) and after (`future`) the current one.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    past: Vec<Model>,
    future: Vec<Model>,
}

impl History {
    /// Applies an edit and records the model as it was before, so it can be
    /// undone. An edit that changes nothing leaves no step behind.
    /// `tag` names who made it (see [`super::edit::apply_as`]; empty alone).
    pub fn apply(&mut self, model: &mut Model, edit: Edit, tag: &str) -> Result<(), EditError> {
        let before = model.clone();
        apply_as(model, edit, tag)?;
        if *model != before {
            self.record(before);
        }
        Ok(())
    }

    /// Records `before` as an undo step for a change already made to the
    /// model (a drag moves the entity on every frame, but is one step).
    pub fn record(&mut self, before: Model) {
        self.past.push(before);
        if self.past.len() > HISTORY_LIMIT {
            self.past.remove(0);
        }
        self.future.clear();
    }

    /// Makes a change someone else made in a live session to every step,
    /// so undoing one's own step later takes back only one's own change.
    pub fn rebase(&mut self, mut change: impl FnMut(&mut Model)) {
        self.past
            .iter_mut()
            .chain(&mut self.future)
            .for_each(&mut change);
    }

    /// Goes one step back; false when there is nothing to undo.
    pub fn undo(&mut self, model: &mut Model) -> bool {
        match self.past.pop() {
            Some(previous) => {
                self.future.push(std::mem::replace(model, previous));
                true
            }
            None => false,
        }
    }

    /// Goes one step forward again; false when there is nothing to redo.
    pub fn redo(&mut self, model: &mut Model) -> bool {
        match self.future.pop() {
            Some(next) => {
                self.past.push(std::mem::replace(model, next));
                true
            }
            None => false,
        }
    }

    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// A copy holding only the latest `steps` undo and redo steps (to keep
    /// the saved history within the browser's storage quota), made without
    /// copying the older ones.
    #[must_use]
    pub fn latest(&self, steps: usize) -> Self {
        let tail = |models: &[Model]| models[models.len().saturating_sub(steps)..].to_vec();
        Self {
            past: tail(&self.past),
            future: tail(&self.future),
        }
    }

    /// The number of redo steps.
    #[must_use]
    pub fn redo_len(&self) -> usize {
        self.future.len()
    }

    /// The number of undo steps.
    #[must_use]
    pub fn len(&self) -> usize {
        self.past.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.past.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::MODEL_VERSION;

    fn empty() -> Model {
        Model {
            version: MODEL_VERSION,
            name: String::new(),
            entities: Vec::new(),
            relationships: Vec::new(),
        }
    }

    #[test]
    fn undo_and_redo_walk_through_every_edit() {
        let mut model = empty();
        let mut history = History::default();
        history
            .apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }, "")
            .expect("adds");
        let one = model.clone();
        history
            .apply(
                &mut model,
                Edit::AddField {
                    entity: "entity_1".into(),
                },
                "",
            )
            .expect("adds a field");
        let two = model.clone();

        assert!(history.undo(&mut model));
        assert_eq!(model, one);
        assert!(history.undo(&mut model));
        assert_eq!(model, empty());
        assert!(!history.undo(&mut model), "nothing left to undo");
        assert!(history.redo(&mut model));
        assert!(history.redo(&mut model));
        assert_eq!(model, two);
        assert!(!history.redo(&mut model), "nothing left to redo");
    }

    #[test]
    fn a_new_edit_after_undo_drops_the_redo_steps() {
        let mut model = empty();
        let mut history = History::default();
        history
            .apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }, "")
            .expect("adds");
        history.undo(&mut model);
        assert!(history.can_redo());
        history
            .apply(&mut model, Edit::AddEntity { x: 9.0, y: 9.0 }, "")
            .expect("adds");
        assert!(!history.can_redo());
    }

    #[test]
    fn edits_that_change_nothing_leave_no_step() {
        let mut model = empty();
        let mut history = History::default();
        history
            .apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }, "")
            .expect("adds");
        let same_place = Edit::MoveEntities {
            moves: vec![("entity_1".into(), 0.0, 0.0)],
        };
        history.apply(&mut model, same_place, "").expect("moves");
        assert_eq!(history.len(), 1);
    }

    #[test]
    fn the_history_is_bounded_and_survives_serialisation() {
        let mut model = empty();
        let mut history = History::default();
        for i in 0..(HISTORY_LIMIT + 20) {
            let x = f64::from(u32::try_from(i).expect("small"));
            history.record(model.clone());
            model.name = format!("step {x}");
        }
        assert_eq!(history.len(), HISTORY_LIMIT);
        let history = history.latest(10);
        assert_eq!(history.len(), 10);
        let json = serde_json::to_string(&history).expect("serialises");
        let back: History = serde_json::from_str(&json).expect("reads back");
        assert_eq!(back, history);
    }
}
