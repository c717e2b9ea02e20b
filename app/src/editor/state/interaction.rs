//! What a person is doing at the moment: a drag under way, the focused
//! item, renaming in place, a held Space, and where the keyboard goes next.

use std::collections::HashSet;

use leptos::prelude::*;

/// The control that should take the keyboard focus once it is drawn: what
/// was just made, so the next keys go straight to it. Each control carries
/// its [`FocusNext::mark`] in `data-focus`; one effect of the editor finds
/// it (one effect, not one per control: each costs WASM).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FocusNext {
    /// A new entity's name, selected to be typed over.
    EntityName(String),
    /// A field's name, by entity and position.
    FieldName(String, usize),
    /// The entity's "Relationship target" list, to relate it to another.
    RelationshipTarget(String),
}

impl FocusNext {
    /// The control's `data-focus` value.
    #[must_use]
    pub fn mark(&self) -> String {
        match self {
            Self::EntityName(id) => format!("entity-name {id}"),
            Self::FieldName(entity, index) => format!("field {entity} {index}"),
            Self::RelationshipTarget(id) => format!("target {id}"),
        }
    }
}

/// What a person is doing at the moment, between two edits.
#[derive(Clone, Copy)]
pub struct Interaction {
    /// The entities a drag under way moves. Set once when the drag starts,
    /// so each frame wakes only the boxes and lines that read `drag_delta`.
    pub dragged: RwSignal<Option<HashSet<String>>>,
    /// How far the drag has moved them, in canvas units. The model changes
    /// only when the drag ends, so the drag is one undo step.
    pub drag_delta: RwSignal<(f64, f64)>,
    /// The canvas item with keyboard focus: always drawn, so panning or
    /// zooming never pulls the focus out from under the keyboard.
    pub focused: RwSignal<Option<String>>,
    /// The entity being renamed in place on the canvas.
    pub renaming: RwSignal<Option<String>>,
    /// Space is held: a drag pans even over entities, as in drawing tools.
    pub space_held: RwSignal<bool>,
    /// The control to focus once it is drawn.
    pub focus_next: RwSignal<Option<FocusNext>>,
    /// The field just added (entity, position) while it is untouched:
    /// Escape in its name takes it away again.
    pub fresh_field: StoredValue<Option<(String, usize)>>,
}

impl Interaction {
    pub(super) fn new() -> Self {
        Self {
            dragged: RwSignal::new(None),
            drag_delta: RwSignal::new((0.0, 0.0)),
            focused: RwSignal::new(None),
            renaming: RwSignal::new(None),
            space_held: RwSignal::new(false),
            focus_next: RwSignal::new(None),
            fresh_field: StoredValue::new(None),
        }
    }

    /// How far the drag under way has moved this entity. Entities that are
    /// not moving never subscribe to the per-frame delta.
    #[must_use]
    pub fn offset_of(&self, id: &str) -> (f64, f64) {
        let moving = self
            .dragged
            .with(|dragged| dragged.as_ref().is_some_and(|ids| ids.contains(id)));
        if moving {
            self.drag_delta.get()
        } else {
            (0.0, 0.0)
        }
    }
}
