//! The document being edited and what is derived from it: the selection,
//! the model's problems, lookups by id, and which model of "My models" it is.

use std::collections::HashMap;

use leptos::prelude::*;

use nestlink_core::diagram::document::{Document, empty_model};
use nestlink_core::diagram::geometry::{Rect, entity_rect};
use nestlink_core::diagram::lines::relationship_lanes;
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::Model;
use nestlink_core::wire::validate::{Problem, validate};

/// The model's validator: code of a split module, fetched as the editor
/// starts (the main module stays within its budget). Once it is in, the
/// problems are derived from the model as it changes, in the same update.
#[lazy]
pub fn validator() -> fn(&Model) -> Vec<Problem> {
    validate
}

/// An empty model, named in the page's words.
#[must_use]
pub fn untitled() -> Model {
    Model {
        name: crate::words::text("untitled-model"),
        ..empty_model()
    }
}

/// The document being edited, and what is derived from it.
#[derive(Clone, Copy)]
pub struct DocumentState {
    pub doc: RwSignal<Document>,
    pub selection: RwSignal<Selection>,
    /// What is wrong with the model, checked with each change once the
    /// validator's module is in (empty until then).
    pub problems: Memo<Vec<Problem>>,
    /// Entity id to its position in the model, so lookups stay O(1) on big models.
    pub index: Memo<HashMap<String, usize>>,
    /// Each relationship's lane, so lines between the same two entities
    /// are drawn side by side.
    pub lanes: Memo<HashMap<String, f64>>,
    /// Which of this browser's models is open here: its id in "My models",
    /// empty while a shared model is only being looked at.
    pub local_id: RwSignal<String>,
    /// Counts models asked for (examples, files): the last one asked for is
    /// the one opened, whatever order they arrive in. (A Leptos `Action`
    /// keeps whichever answer arrives last.)
    pub picks: StoredValue<u64>,
}

impl DocumentState {
    /// `model` (a shared one), or an empty model until the autosave is read.
    pub(super) fn new(model: Option<Model>) -> Self {
        let doc = RwSignal::new(Document::new(model.unwrap_or_else(untitled)));
        // No request per change: the validator's module is fetched once,
        // then every model is checked as it is made (nothing to order, so
        // nothing to count).
        let validate = RwSignal::new(None::<fn(&Model) -> Vec<Problem>>);
        // An effect, so it is fetched in the browser only (the server
        // renders the page before any check).
        Effect::new(move |_| {
            leptos::task::spawn_local(async move {
                validate.try_set(Some(validator().await));
            });
        });
        let problems = Memo::new(move |_| match validate.get() {
            Some(validate) => doc.with(|d| validate(&d.model)),
            None => Vec::new(),
        });
        Self {
            doc,
            selection: RwSignal::new(Selection::None),
            problems,
            index: Memo::new(move |_| {
                doc.with(|d| {
                    d.model
                        .entities
                        .iter()
                        .enumerate()
                        .map(|(i, e)| (e.id.clone(), i))
                        .collect()
                })
            }),
            lanes: Memo::new(move |_| doc.with(|d| relationship_lanes(&d.model))),
            local_id: RwSignal::new(String::new()),
            picks: StoredValue::new(0),
        }
    }

    /// The entity's box, by index.
    #[must_use]
    pub fn rect_of(&self, id: &str) -> Option<Rect> {
        let at = self.index.with(|index| index.get(id).copied())?;
        self.doc.with(|d| d.model.entities.get(at).map(entity_rect))
    }

    /// Starts a new count of models asked for; see [`Self::is_latest_pick`].
    #[must_use]
    pub fn next_pick(&self) -> u64 {
        self.picks.update_value(|n| *n += 1);
        self.picks.get_value()
    }

    /// Whether `pick` is still the last model asked for.
    #[must_use]
    pub fn is_latest_pick(&self, pick: u64) -> bool {
        self.picks.try_get_value() == Some(pick)
    }
}
