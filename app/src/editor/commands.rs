//! What the toolbar's buttons and the keys do to the editor's state, and
//! the window's key listeners that run [`keys::command_for`]'s commands.

use leptos::{ev, prelude::*};

use super::keys::{self, Command, KeyPress};
use super::state::{
    CanvasAdvice, EDITING_FRAME, EditorContext, FocusNext, MAX_ZOOM, MIN_ZOOM, PRESENTING_FRAME,
    View,
};
use crate::browser;
use nestlink_core::diagram::document::Document;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::geometry::{
    FRAME_LABEL, FRAME_PAD, Rect, enclosing, entity_rect, fit, into_view, model_bounds, within,
};
use nestlink_core::diagram::layout::{auto_layout, free_spot};
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::Model;

/// Arrow keys pan this many pixels per canvas unit they would move a box.
const PAN_PER_NUDGE: f64 = 4.0;
/// How much one press of a zoom button or key zooms.
const ZOOM_STEP: f64 = 1.2;

/// Fresh positions for every entity (auto-layout): code of a split module,
/// like the rest of the layout, fetched when the layout's button is about
/// to be used (see [`preload`]) or at the first layout.
#[lazy]
fn layout_moves(model: Model) -> Vec<(String, f64, f64)> {
    auto_layout(&model)
}

/// Starts fetching the layout's module (once; later calls do nothing).
pub fn preload() {
    let _ = lazy_preload!(layout_moves);
}

impl EditorContext {
    /// A new entity at the first free spot from the top left of what is on
    /// screen, outside the collection frames `advice` has the canvas draw,
    /// selected.
    pub fn add_entity(self, advice: Option<CanvasAdvice>) {
        let v = self.viewport.view.get_untracked();
        let near = ((40.0 - v.x) / v.zoom, (40.0 - v.y) / v.zoom);
        let shown = self
            .viewport
            .canvas_size
            .get_untracked()
            .map_or(1560.0, |(width, _)| (width - 40.0) / v.zoom);
        let frames = self.collection_frames(advice);
        let (x, y) = self
            .document
            .doc
            .with_untracked(|d| free_spot(&d.model, near, shown, &frames));
        let word = crate::words::text("new-entity-word");
        if !self.edit(Edit::AddEntityCalled { x, y, word }) {
            return;
        }
        let added = self.document.doc.with_untracked(|d| {
            d.model
                .entities
                .last()
                .map(|e| (e.id.clone(), entity_rect(e)))
        });
        if let Some((id, rect)) = added {
            self.document.selection.set(Selection::entity(&id));
            self.reveal(rect);
            if self.panels.forms_in.get_untracked() {
                self.interaction
                    .focus_next
                    .set(Some(FocusNext::EntityName(id)));
            } else {
                // The inspector's forms are still on their way: the name
                // is typed in place meanwhile, so no key is lost.
                self.interaction.renaming.set(Some(id));
            }
        }
    }

    /// Pans the least that brings `rect` (canvas units) wholly into view,
    /// with a margin, when it is not already.
    fn reveal(self, rect: Rect) {
        const MARGIN: f64 = 24.0;
        let Some((width, height)) = self.viewport.canvas_size.get_untracked() else {
            return;
        };
        let v = self.viewport.view.get_untracked();
        let dx = into_view(v.x + rect.x * v.zoom, rect.width * v.zoom, width, MARGIN);
        let dy = into_view(v.y + rect.y * v.zoom, rect.height * v.zoom, height, MARGIN);
        if dx != 0.0 || dy != 0.0 {
            self.viewport.view.set(View {
                x: v.x + dx,
                y: v.y + dy,
                ..v
            });
        }
    }

    /// A field for the one selected entity, its name ready to type.
    pub fn add_field_to_selected(self) {
        if let Some(entity) = self.only_selected_entity() {
            self.add_field_to(entity);
        }
    }

    /// Adds a field at the end of the entity's, its name focused, marked
    /// fresh until it is typed in.
    pub fn add_field_to(self, entity: String) {
        if !self.edit(Edit::AddField {
            entity: entity.clone(),
        }) {
            return;
        }
        let index = self.document.doc.with_untracked(|d| {
            d.model
                .entity(&entity)
                .map_or(0, |e| e.fields.len().saturating_sub(1))
        });
        self.interaction
            .fresh_field
            .set_value(Some((entity.clone(), index)));
        self.interaction
            .focus_next
            .set(Some(FocusNext::FieldName(entity, index)));
    }

    /// Takes the keys to the selected entity's "Relationship target" list.
    pub fn relate_selected(self) {
        if let Some(entity) = self.only_selected_entity() {
            self.interaction
                .focus_next
                .set(Some(FocusNext::RelationshipTarget(entity)));
        }
    }

    fn only_selected_entity(self) -> Option<String> {
        self.document
            .selection
            .with_untracked(|s| match s.entities() {
                [one] => Some(one.clone()),
                _ => None,
            })
    }

    pub fn delete_selection(self) {
        match self.document.selection.get_untracked() {
            Selection::Entities(ids) => {
                self.edit(Edit::DeleteEntities { ids });
            }
            Selection::Relationship(id) => {
                self.edit(Edit::DeleteRelationships { ids: vec![id] });
            }
            Selection::None => return,
        }
        self.document.selection.set(Selection::None);
    }

    /// Moves the selected entities, one undo step per press; with nothing
    /// selected the view pans instead.
    pub fn nudge(self, dx: f64, dy: f64) {
        let moves: Vec<_> = self.document.doc.with_untracked(|d| {
            self.document.selection.with_untracked(|s| {
                s.entities()
                    .iter()
                    .filter_map(|id| d.model.entity(id))
                    .map(|e| (e.id.clone(), e.x + dx, e.y + dy))
                    .collect()
            })
        });
        if moves.is_empty() {
            self.viewport.view.update(|v| {
                v.x -= dx * PAN_PER_NUDGE;
                v.y -= dy * PAN_PER_NUDGE;
            });
        } else {
            self.edit(Edit::MoveEntities { moves });
        }
    }

    /// Zooms keeping the canvas point under `anchor` (canvas pixels) in place.
    pub fn zoom_at(self, factor: f64, anchor: (f64, f64)) {
        self.viewport.view.update(|v| {
            let before = v.to_canvas(anchor);
            v.zoom = within(v.zoom * factor, MIN_ZOOM, MAX_ZOOM);
            v.x = anchor.0 - before.0 * v.zoom;
            v.y = anchor.1 - before.1 * v.zoom;
        });
    }

    /// Zooms in (`true`) or out about the middle of the canvas.
    pub fn zoom_step(self, zoom_in: bool) {
        let middle = self
            .viewport
            .canvas_size
            .get_untracked()
            .map_or((0.0, 0.0), |(width, height)| (width / 2.0, height / 2.0));
        self.zoom_at(if zoom_in { ZOOM_STEP } else { 1.0 / ZOOM_STEP }, middle);
    }

    /// Shows the whole diagram, collection frames included, as large as
    /// presenter view allows.
    pub fn fit_to_screen(self) {
        let bounds = self.document.doc.with_untracked(|d| model_bounds(&d.model));
        let bounds = bounds.and_then(|b| enclosing([b], FRAME_PAD, FRAME_LABEL));
        if let (Some((_, _, width, height)), Some(bounds)) = (self.viewport.canvas_rect(), bounds) {
            let framing = if self.viewport.presenting.get_untracked() {
                PRESENTING_FRAME
            } else {
                EDITING_FRAME
            };
            let (x, y, zoom) = fit(&bounds, (width, height), framing);
            self.viewport.view.set(View { x, y, zoom });
        }
    }

    /// Auto-layout, as one undoable step. Applied only if the model is
    /// still the one laid out: an undo or an opened file meanwhile must not
    /// get another model's positions.
    pub fn lay_out(self) {
        let model = self.document.doc.with_untracked(|d| d.model.clone());
        leptos::task::spawn_local(async move {
            let moves = layout_moves(model.clone()).await;
            if self.document.doc.try_with_untracked(|d| d.model == model) == Some(true) {
                self.edit(Edit::MoveEntities { moves });
            }
        });
    }

    /// Selects the next (or previous) entity in model order and brings it to
    /// the middle: every entity is reachable from the keyboard, even one
    /// drawn off screen.
    pub fn step_entity(self, forward: bool) {
        let next = self.document.doc.with_untracked(|d| {
            let count = d.model.entities.len();
            let current = self.document.selection.with_untracked(|s| {
                s.entities()
                    .first()
                    .and_then(|id| self.document.index.with_untracked(|i| i.get(id).copied()))
            });
            let at = match (current, forward) {
                _ if count == 0 => return None,
                (Some(i), true) => (i + 1) % count,
                (Some(i), false) => (i + count - 1) % count,
                (None, true) => 0,
                (None, false) => count - 1,
            };
            d.model
                .entities
                .get(at)
                .map(|e| (e.id.clone(), entity_rect(e).center()))
        });
        let Some((id, (cx, cy))) = next else {
            return;
        };
        self.document.selection.set(Selection::entity(&id));
        if let Some((width, height)) = self.viewport.canvas_size.get_untracked() {
            self.viewport.view.update(|v| {
                v.x = width / 2.0 - cx * v.zoom;
                v.y = height / 2.0 - cy * v.zoom;
            });
        }
    }

    pub fn rename_selected(self) {
        if let Some(id) = self
            .document
            .selection
            .with_untracked(|s| s.single_entity().map(str::to_owned))
        {
            self.interaction.renaming.set(Some(id));
        }
    }

    // While a live session is locked, an undo is taken back by the live
    // module at once, with the reason (as any edit that got past the lock).
    pub fn undo(self) {
        self.document.doc.update(|d| {
            d.undo();
        });
    }

    pub fn redo(self) {
        self.document.doc.update(|d| {
            d.redo();
        });
    }

    /// An empty model, undoable.
    /// Starts a new model in "My models"; the one open before stays there.
    pub fn new_model(self) {
        if !self.may_replace_model() {
            return;
        }
        self.open_new(Document::new(crate::editor::state::untitled()));
        self.panels
            .notice
            .set(Some(crate::words::text("started-new-model")));
    }

    pub fn toggle_shortcuts(self) {
        self.panels.show_shortcuts.update(|shown| *shown = !*shown);
    }

    /// Runs what a key asked for.
    pub fn run(self, command: Command, advice: Option<CanvasAdvice>) {
        match command {
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::AddEntity => self.add_entity(advice),
            Command::DeleteSelection => self.delete_selection(),
            Command::Escape => {
                self.panels.show_shortcuts.set(false);
                self.panels.show_models.set(false);
                self.document.selection.set(Selection::None);
            }
            Command::ToggleShortcuts => self.toggle_shortcuts(),
            Command::LayOut => self.lay_out(),
            Command::Fit => self.fit_to_screen(),
            Command::ZoomIn => self.zoom_step(true),
            Command::ZoomOut => self.zoom_step(false),
            Command::Nudge(dx, dy) => self.nudge(dx, dy),
            Command::NextEntity => self.step_entity(true),
            Command::PreviousEntity => self.step_entity(false),
            Command::Rename => self.rename_selected(),
            Command::AddField => self.add_field_to_selected(),
            Command::Relate => self.relate_selected(),
            Command::HoldSpace => self.interaction.space_held.set(true),
        }
    }

    /// Listens to the window's keys for as long as the editor is shown.
    pub fn listen_to_keys(self) {
        // Read here, in the editor's scope: a window listener runs outside it.
        let advice = use_context::<CanvasAdvice>();
        let keys = window_event_listener(ev::keydown, move |event| {
            if browser::typing_in_a_field(&event) {
                // Escape leaves the field, so the next keys are shortcuts again.
                if event.key() == "Escape" {
                    browser::leave_field(&event);
                }
                return;
            }
            let key = event.key();
            let press = KeyPress {
                key: &key,
                command: event.ctrl_key() || event.meta_key(),
                shift: event.shift_key(),
                on_a_control: key == " " && browser::on_a_control(&event),
            };
            if let Some(command) = keys::command_for(&press) {
                self.run(command, advice);
                event.prevent_default();
            }
        });
        let keys_up = window_event_listener(ev::keyup, move |event| {
            if event.key() == " " {
                self.interaction.space_held.set(false);
            }
        });
        // Text pasted outside a field is imported: SQL, documents or a
        // Compass diagram copied from elsewhere. A field takes it as usual.
        let paste = window_event_listener(ev::paste, move |event| {
            if browser::typing_in_a_field(&event) {
                return;
            }
            if let Some(text) = browser::pasted_text(&event) {
                event.prevent_default();
                self.import_pasted(text);
            }
        });
        on_cleanup(move || {
            keys.remove();
            keys_up.remove();
            paste.remove();
        });
    }
}
