//! The editor's state: the document and everything the views around it
//! share (selection, view, drag under way, notices). Every editor view reads
//! and writes through [`EditorContext`]; this module imports no view.

use std::collections::{HashMap, HashSet};

use leptos::prelude::*;

use super::export::relationship_lanes;
use crate::browser;
use nestlink_core::diagram::document::Document;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::geometry::{Framing, Rect, entity_rect};
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::analysis::Pattern;
use nestlink_core::wire::model::Model;
use nestlink_core::wire::validate::{Problem, validate};

/// The notes of the last import, and the model they describe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportNotes {
    /// The model's id in "My models".
    pub model: String,
    pub lines: Vec<String>,
}

/// The model's problems: code of a split module, fetched as the editor
/// starts (the main module stays within its budget), then a plain call.
#[lazy]
fn checked(model: Model) -> Vec<Problem> {
    validate(&model)
}

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

/// The view's offset and zoom factor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub x: f64,
    pub y: f64,
    pub zoom: f64,
}

impl View {
    /// The view a page opens with: no offset, no zoom.
    pub const HOME: Self = Self {
        x: 0.0,
        y: 0.0,
        zoom: 1.0,
    };

    /// The canvas point under a point of the SVG element (in pixels).
    #[must_use]
    pub fn to_canvas(self, (px, py): (f64, f64)) -> (f64, f64) {
        ((px - self.x) / self.zoom, (py - self.y) / self.zoom)
    }

    /// The point of the SVG element (in pixels) over a canvas point: the
    /// inverse of [`View::to_canvas`].
    #[must_use]
    pub fn to_pixels(self, (cx, cy): (f64, f64)) -> (f64, f64) {
        (cx * self.zoom + self.x, cy * self.zoom + self.y)
    }
}

/// What the owner of a live session confirms before replacing its model.
const REPLACE_FOR_EVERYONE: &str =
    "This replaces the model for everyone in the live session, not only for you. Replace it?";

/// Why an attendee may not replace the whole model.
const ONLY_THE_OWNER_REPLACES: &str =
    "Only the session's owner can replace the whole model: it would change for everyone.";

/// Low enough for Fit to show the largest model (2,000 boxes) whole on a
/// 1280x720 projector.
pub const MIN_ZOOM: f64 = 0.05;
pub const MAX_ZOOM: f64 = 3.0;
/// Fit while editing: never past 100%, so a small model keeps its size.
pub const EDITING_FRAME: Framing = Framing {
    min_zoom: MIN_ZOOM,
    max_zoom: 1.0,
    margin: 40.0,
};
/// Fit in presenter view: up to 200% with a narrow margin, so a workshop's
/// model fills the canvas and its text reads from the back of the room.
pub const PRESENTING_FRAME: Framing = Framing {
    min_zoom: MIN_ZOOM,
    max_zoom: 2.0,
    margin: 12.0,
};
/// Below this zoom, field names (12 px) would be under 6 px tall.
const DETAIL_ZOOM: f64 = 0.5;
/// Below this zoom, entity names (14 px) would be under 4 px tall.
const OVERVIEW_ZOOM: f64 = 0.3;

/// Shared by every view of the editor: the toolbar, the canvas and its
/// items, the inspector, the keys.
#[derive(Clone, Copy)]
pub struct EditorContext {
    pub doc: RwSignal<Document>,
    pub selection: RwSignal<Selection>,
    /// What is wrong with the model, checked after each change. Views read
    /// it as soon as the check is in (a microtask after the edit).
    pub problems: RwSignal<Vec<Problem>>,
    /// A message about the last action that could not be done.
    pub notice: RwSignal<Option<String>>,
    /// What the last import skipped or guessed, until dismissed.
    pub import_notes: RwSignal<Option<ImportNotes>>,
    /// Entity id to its position in the model, so lookups stay O(1) on big models.
    pub index: Memo<HashMap<String, usize>>,
    /// The entities a drag under way moves. Set once when the drag starts,
    /// so each frame wakes only the boxes and lines that read `drag_delta`.
    pub dragged: RwSignal<Option<HashSet<String>>>,
    /// How far the drag has moved them, in canvas units. The model changes
    /// only when the drag ends, so the drag is one undo step.
    pub drag_delta: RwSignal<(f64, f64)>,
    /// False when zoomed out so far that text could not be read: boxes then
    /// draw their fields as bars and lines drop their labels, which keeps a
    /// whole big model on screen as fast as a part of it.
    pub detailed: Memo<bool>,
    /// True when zoomed out so far that even the names could not be read:
    /// boxes are then a header over a body, nothing else, so a schema of a
    /// thousand tables can be seen whole and still follows the pointer.
    pub overview: Memo<bool>,
    /// The canvas item with keyboard focus: always drawn, so panning or
    /// zooming never pulls the focus out from under the keyboard.
    pub focused: RwSignal<Option<String>>,
    /// Each relationship's lane, so lines between the same two entities
    /// are drawn side by side.
    pub lanes: Memo<HashMap<String, f64>>,
    /// The entity being renamed in place on the canvas.
    pub renaming: RwSignal<Option<String>>,
    /// The canvas's offset and zoom.
    pub view: RwSignal<View>,
    /// The canvas element, for its place on the page.
    pub canvas: NodeRef<leptos::html::Div>,
    /// The canvas's size in pixels, for drawing only what is on screen.
    pub canvas_size: RwSignal<Option<(f64, f64)>>,
    /// Set when a model arrives that should be shown whole.
    pub fit_requested: RwSignal<bool>,
    /// Presenter view is on: Fit frames the diagram for a projector.
    pub presenting: RwSignal<bool>,
    /// The keyboard shortcuts panel is open.
    pub show_shortcuts: RwSignal<bool>,
    /// The control to focus once it is drawn.
    pub focus_next: RwSignal<Option<FocusNext>>,
    /// The field just added (entity, position) while it is untouched:
    /// Escape in its name takes it away again.
    pub fresh_field: StoredValue<Option<(String, usize)>>,
    /// The "My models" panel is open.
    pub show_models: RwSignal<bool>,
    /// Which of this browser's models is open here: its id in "My models",
    /// empty while a shared model is only being looked at.
    pub local_id: RwSignal<String>,
    /// Space is held: a drag pans even over entities, as in drawing tools.
    pub space_held: RwSignal<bool>,
    /// Counts models asked for (examples, files): the last one asked for is
    /// the one opened, whatever order they arrive in.
    pub picks: StoredValue<u64>,
    /// Why the model may not be edited now (a live session's owner locked
    /// it, or it is archived); none while it may.
    pub read_only: RwSignal<Option<String>>,
    /// The model is a live session's: replacing it changes everyone's.
    pub in_session: RwSignal<bool>,
    /// In a live session, this person is not its owner, who alone may
    /// replace the whole model. (Signal types the editor already has: each
    /// new one costs the main module code.)
    pub attendee: RwSignal<bool>,
}

impl EditorContext {
    /// The state for a new editor, showing `model` (a shared one) or an
    /// empty model until the autosave is read.
    #[must_use]
    pub fn new(model: Option<Model>) -> Self {
        let doc = RwSignal::new(model.map_or_else(Document::default, Document::new));
        let view = RwSignal::new(View::HOME);
        let problems = RwSignal::new(Vec::new());
        // Only the check of the latest model is kept.
        let checks = StoredValue::new(0_u64);
        Effect::new(move |_| {
            let model = doc.with(|d| d.model.clone());
            let mine = checks.get_value() + 1;
            checks.set_value(mine);
            leptos::task::spawn_local(async move {
                let found = checked(model).await;
                let changed = problems.try_with_untracked(|before| *before != found);
                if checks.try_get_value() == Some(mine) && changed == Some(true) {
                    problems.set(found);
                }
            });
        });
        Self {
            doc,
            selection: RwSignal::new(Selection::None),
            problems,
            notice: RwSignal::new(None),
            import_notes: RwSignal::new(None),
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
            dragged: RwSignal::new(None),
            drag_delta: RwSignal::new((0.0, 0.0)),
            detailed: Memo::new(move |_| view.with(|v| v.zoom >= DETAIL_ZOOM)),
            overview: Memo::new(move |_| view.with(|v| v.zoom < OVERVIEW_ZOOM)),
            focused: RwSignal::new(None),
            lanes: Memo::new(move |_| doc.with(|d| relationship_lanes(&d.model))),
            renaming: RwSignal::new(None),
            view,
            canvas: NodeRef::new(),
            canvas_size: RwSignal::new(None),
            fit_requested: RwSignal::new(false),
            presenting: RwSignal::new(false),
            show_shortcuts: RwSignal::new(false),
            show_models: RwSignal::new(false),
            focus_next: RwSignal::new(None),
            fresh_field: StoredValue::new(None),
            local_id: RwSignal::new(String::new()),
            space_held: RwSignal::new(false),
            picks: StoredValue::new(0),
            read_only: RwSignal::new(None),
            in_session: RwSignal::new(false),
            attendee: RwSignal::new(false),
        }
    }

    /// Applies an edit; one that cannot be done is said, never a crash.
    /// Returns whether it was applied.
    pub fn edit(&self, edit: Edit) -> bool {
        if let Some(why) = self.read_only.get_untracked() {
            self.notice.set(Some(why));
            return false;
        }
        let mut failed = None;
        self.doc.update(|doc| {
            if let Err(error) = doc.edit(edit) {
                failed = Some(format!("That could not be done: {error}."));
            }
        });
        let applied = failed.is_none();
        self.notice.set(failed);
        applied
    }

    /// Whether the whole model may be replaced now (New, an example, a
    /// file, an import, one of My models). In a live session that changes
    /// everyone's model: only the owner may, once they confirm.
    #[must_use]
    pub fn may_replace_model(&self) -> bool {
        if self.attendee.get_untracked() {
            self.notice.set(Some(ONLY_THE_OWNER_REPLACES.to_owned()));
            false
        } else {
            !self.in_session.get_untracked() || browser::confirm(REPLACE_FOR_EVERYONE)
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

    /// The entity's box, by index.
    #[must_use]
    pub fn rect_of(&self, id: &str) -> Option<Rect> {
        let at = self.index.with(|index| index.get(id).copied())?;
        self.doc.with(|d| d.model.entities.get(at).map(entity_rect))
    }

    /// The entity's box where a drag under way has put it.
    #[must_use]
    pub fn moved_rect_of(&self, id: &str) -> Option<Rect> {
        let rect = self.rect_of(id)?;
        let (dx, dy) = self.offset_of(id);
        Some(Rect {
            x: rect.x + dx,
            y: rect.y + dy,
            ..rect
        })
    }

    /// The canvas's place and size on the page: (left, top, width, height).
    #[must_use]
    pub fn canvas_rect(&self) -> Option<(f64, f64, f64, f64)> {
        self.canvas
            .get_untracked()
            .and_then(|canvas| browser::element_rect(&canvas))
    }

    /// Measures the canvas again, after the window or the workspace around
    /// it changed shape.
    pub fn measure_canvas(self) {
        if let Some((_, _, width, height)) = self.canvas_rect() {
            self.canvas_size.set(Some((width, height)));
        }
    }

    /// A page point (client pixels) in the canvas element's pixels.
    #[must_use]
    pub fn canvas_pixels(&self, (x, y): (f64, f64)) -> (f64, f64) {
        let (left, top, _, _) = self.canvas_rect().unwrap_or_default();
        (x - left, y - top)
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

/// What the advice says about the drawing, for the canvas to show: each
/// relationship's pattern and the collections holding several entities.
/// Given by whoever composes the editor with the advice, so the editor does
/// not depend on how advice is had.
#[derive(Clone, Copy)]
pub struct CanvasAdvice {
    /// The pattern shown for a relationship, by id.
    pub pattern_of: Callback<String, Option<Pattern>>,
    /// Collections of the recommended schema with more than one entity:
    /// name and member entity ids.
    pub groups: Signal<Vec<(String, Vec<String>)>>,
    /// Is a whole-model finding about the entity, or the relationship,
    /// with this id?
    pub entity_flagged: Callback<String, bool>,
    pub relationship_flagged: Callback<String, bool>,
    /// A relationship's advice as the answer gave it (JSON), for an export
    /// with advice; none while it is hidden (teaching mode before a guess).
    pub advice_json_of: Callback<String, Option<String>>,
}
