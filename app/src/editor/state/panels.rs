//! What the editor shows around the diagram: the notice of the last
//! action that could not be done, an import's notes, and which panels are
//! open.

use leptos::prelude::*;

/// The notes of the last import, and the model they describe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportNotes {
    /// The model's id in "My models".
    pub model: String,
    pub lines: Vec<String>,
}

/// The notices and panels around the diagram.
#[derive(Clone, Copy)]
pub struct Panels {
    /// A message about the last action that could not be done.
    pub notice: RwSignal<Option<String>>,
    /// What the last import skipped or guessed, until dismissed.
    pub import_notes: RwSignal<Option<ImportNotes>>,
    /// The keyboard shortcuts panel is open.
    pub show_shortcuts: RwSignal<bool>,
    /// The "My models" panel is open.
    pub show_models: RwSignal<bool>,
    /// The inspector's forms for entities (a split module) are in. Until
    /// then, on a slow network, a new entity is named on the canvas.
    pub forms_in: RwSignal<bool>,
    /// A relationship on the canvas was pointed at or reached with the
    /// keyboard: its forms (a split module of about 20 KB) are fetched
    /// then, ahead of the click, and not by every page with relationships.
    pub relationship_near: RwSignal<bool>,
}

impl Panels {
    pub(super) fn new() -> Self {
        Self {
            notice: RwSignal::new(None),
            import_notes: RwSignal::new(None),
            show_shortcuts: RwSignal::new(false),
            show_models: RwSignal::new(false),
            forms_in: RwSignal::new(false),
            relationship_near: RwSignal::new(false),
        }
    }
}
