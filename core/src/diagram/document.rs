//! The document being edited: the model with its history, and how both are
//! saved in the browser so a reload brings back the model and its undo steps.

use serde::{Deserialize, Serialize};

use super::edit::{Edit, EditError};
use super::history::History;
use crate::wire::model::{MODEL_VERSION, Model};

/// The `localStorage` key the editor autosaves under.
pub const STORAGE_KEY: &str = "nestlink.editor.v1";

/// Saved history is trimmed until the whole save fits in this many bytes:
/// browsers allow about 5 MB per site, and the model itself must always fit.
pub const SAVE_BUDGET_BYTES: usize = 2 * 1024 * 1024;

/// A model being edited, with its undo and redo steps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Document {
    pub model: Model,
    pub history: History,
    /// Ends what this person adds in a live session (see
    /// [`super::edit::apply_as`]); empty when editing alone. Not saved:
    /// it belongs to the page, not to the model.
    #[serde(skip)]
    pub tag: String,
}

impl Default for Document {
    fn default() -> Self {
        Self::new(empty_model())
    }
}

/// An empty, valid model.
#[must_use]
pub fn empty_model() -> Model {
    Model {
        version: MODEL_VERSION,
        name: "Untitled model".to_owned(),
        entities: Vec::new(),
        relationships: Vec::new(),
    }
}

impl Document {
    #[must_use]
    pub fn new(model: Model) -> Self {
        Self {
            model,
            history: History::default(),
            tag: String::new(),
        }
    }

    /// Applies an edit as one undoable step.
    pub fn edit(&mut self, edit: Edit) -> Result<(), EditError> {
        self.history.apply(&mut self.model, edit, &self.tag)
    }

    pub fn undo(&mut self) -> bool {
        self.history.undo(&mut self.model)
    }

    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.model)
    }

    /// The JSON saved in the browser, trimmed to [`SAVE_BUDGET_BYTES`] by
    /// dropping the oldest undo steps first; the model is never dropped.
    /// It runs on every edit, so it starts from the number of steps that
    /// should fit (snapshots are about the model's size) instead of
    /// serialising the whole history of a big model again and again.
    #[must_use]
    pub fn to_saved_json(&self) -> String {
        // The same JSON shape as `Document`, borrowing the model.
        #[derive(Serialize)]
        struct Saved<'a> {
            model: &'a Model,
            history: History,
        }
        let model_bytes = serde_json::to_string(&self.model).map_or(1, |json| json.len().max(1));
        let fit = SAVE_BUDGET_BYTES.saturating_sub(model_bytes) / model_bytes;
        let sides = if self.history.can_redo() { 2 } else { 1 };
        let mut steps = self
            .history
            .len()
            .max(self.history.redo_len())
            .min(fit / sides);
        loop {
            let saved = Saved {
                model: &self.model,
                history: self.history.latest(steps),
            };
            let json = serde_json::to_string(&saved).unwrap_or_default();
            if json.len() <= SAVE_BUDGET_BYTES || steps == 0 {
                return json;
            }
            steps /= 2;
        }
    }

    /// Reads a saved document back. A save from an older build, or a damaged
    /// one, is refused rather than half-read, so the caller can keep it aside.
    pub fn from_saved_json(json: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagram::layout::auto_layout;
    use crate::wire::model::file::{model_file, parse_model_file};

    #[test]
    fn a_saved_file_opens_again() {
        let mut document = Document::default();
        document
            .edit(Edit::AddEntity { x: 1.0, y: 2.0 })
            .expect("adds");
        let text = model_file(&document.model);
        assert_eq!(parse_model_file(&text), Ok(document.model));
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        let not_json = parse_model_file("{\"version\": 1,").expect_err("refused");
        assert!(not_json.contains("not valid JSON"), "{not_json}");
        let not_a_model =
            parse_model_file("{\"version\": 1, \"entitis\": []}").expect_err("refused");
        assert!(not_a_model.contains("entitis"), "{not_a_model}");
        let future = parse_model_file("{\"version\": 2}").expect_err("refused");
        assert!(future.contains("version 2"), "{future}");
    }

    #[test]
    fn a_saved_document_comes_back_with_its_history() {
        let mut document = Document::default();
        document
            .edit(Edit::AddEntity { x: 10.0, y: 20.0 })
            .expect("adds");
        document
            .edit(Edit::RenameEntity {
                id: "entity_1".into(),
                name: "Student".into(),
            })
            .expect("renames");
        let mut restored =
            Document::from_saved_json(&document.to_saved_json()).expect("reads back");
        assert_eq!(restored, document);
        assert!(restored.undo());
        assert_eq!(restored.model.entities[0].name, "Entity 1");
    }

    #[test]
    fn a_large_history_is_trimmed_but_the_model_is_kept() {
        let mut document = Document::default();
        for _ in 0..400 {
            document
                .edit(Edit::AddEntity { x: 0.0, y: 0.0 })
                .expect("adds");
        }
        let json = document.to_saved_json();
        assert!(json.len() <= SAVE_BUDGET_BYTES, "{} bytes", json.len());
        let restored = Document::from_saved_json(&json).expect("reads back");
        assert_eq!(restored.model, document.model);
        assert!(restored.history.len() < document.history.len());
        // The newest steps are the ones kept.
        let mut restored = restored;
        assert!(restored.undo());
        assert_eq!(restored.model.entities.len(), 399);
    }

    #[test]
    fn damaged_saves_are_refused() {
        assert!(Document::from_saved_json("{\"model\": 3}").is_err());
        assert!(Document::from_saved_json("not json").is_err());
    }

    #[test]
    fn auto_layout_is_one_undoable_step() {
        let mut document = Document::default();
        for _ in 0..3 {
            document
                .edit(Edit::AddEntity { x: 0.0, y: 0.0 })
                .expect("adds");
        }
        let before = document.model.clone();
        // As the editor does it: the layout's moves, applied as one edit.
        let moves = auto_layout(&document.model);
        document
            .edit(Edit::MoveEntities { moves })
            .expect("lays out");
        assert_ne!(document.model, before);
        document.undo();
        assert_eq!(document.model, before);
    }
}
