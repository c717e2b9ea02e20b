//! The editor page: the SVG canvas where a model is drawn, a toolbar, and the
//! inspector for the selected entity or relationship. The logic lives in
//! `crate::editor`; this module holds signals, views and browser glue.

use std::collections::{HashMap, HashSet};

use leptos::{ev, prelude::*};
use leptos_meta::{Meta, Title};

use super::advice::{AdvicePanel, LiveAdvice};
use super::browser;
use super::examples::load_examples;
use super::frame::Frame;
use super::inspector::Inspector;
use crate::advice::{embeds, pattern_label};
use crate::editor::Selection;
use crate::editor::edit::NEW_RELATIONSHIP;
use crate::editor::{
    Document, Edit,
    document::{STORAGE_KEY, empty_model, model_file, parse_model_file},
    export::{END_MARKS, end_marks, relationship_lanes, relationship_path},
    export::{file_stem, picture_size, to_svg},
    geometry::{
        BOX_WIDTH, HEADER_HEIGHT, ROW_HEIGHT, enclosing, entities_in, entity_at, entity_rect, fit,
        model_bounds, pinch, rect_between, visible_area, visible_items,
    },
    layout::{auto_layout, free_spot},
};
use crate::examples::{ExampleSummary, laid_out, read_model, slug_from_fragment};
use crate::model::Model;
use crate::shared::{
    SharedModel, Verdict, created_url, error_message, fragment_json, link,
    model_from_fragment_json, packed_from_fragment, summary, to_fragment,
};
use crate::validate::{Problem, validate};

/// A pointer gesture under way on the canvas. Points are canvas coordinates.
#[derive(Debug, Clone)]
enum Gesture {
    /// Moving entities: where the pointer started, and where they were. The
    /// boxes follow through `EditorContext::drag`; the model changes once, on
    /// release, so the drag is one undo step.
    Drag {
        start: (f64, f64),
        origins: Vec<(String, f64, f64)>,
        moved: bool,
    },
    /// Moving the view; points in screen pixels.
    Pan {
        start: (f64, f64),
        origin: (f64, f64),
    },
    /// Shift+drag on the background: selects what the band touches.
    Band {
        start: (f64, f64),
        end: (f64, f64),
        additive: bool,
    },
    /// Two fingers on a touch screen: zoom and pan together. Points in
    /// screen pixels, where the fingers were when the second one came down.
    Pinch { start: [(f64, f64); 2], view: View },
    /// Dragging from an entity's handle to another entity (or itself).
    Connect {
        from: String,
        start: (f64, f64),
        end: (f64, f64),
    },
}

/// The view's offset and zoom factor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub x: f64,
    pub y: f64,
    pub zoom: f64,
}

impl View {
    /// The canvas point under a point of the SVG element (in pixels).
    fn to_canvas(self, (px, py): (f64, f64)) -> (f64, f64) {
        ((px - self.x) / self.zoom, (py - self.y) / self.zoom)
    }
}

const MIN_ZOOM: f64 = 0.2;
/// Arrow keys pan this many pixels per canvas unit they would move a box.
const PAN_PER_NUDGE: f64 = 4.0;
/// A connector dragged less than this (screen pixels) was only clicked.
const CONNECT_MIN_DRAG: f64 = 6.0;
const MAX_ZOOM: f64 = 3.0;

/// Shared with the inspector and the canvas items.
#[derive(Clone, Copy)]
pub struct EditorContext {
    pub doc: RwSignal<Document>,
    pub selection: RwSignal<Selection>,
    pub problems: Memo<Vec<Problem>>,
    /// A message about the last action that could not be done.
    pub notice: RwSignal<Option<String>>,
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
    /// The canvas item with keyboard focus: always drawn, so panning or
    /// zooming never pulls the focus out from under the keyboard.
    pub focused: RwSignal<Option<String>>,
    /// Each relationship's lane, so lines between the same two entities
    /// are drawn side by side.
    pub lanes: Memo<HashMap<String, f64>>,
    /// The entity being renamed in place on the canvas.
    pub renaming: RwSignal<Option<String>>,
}

/// Below this zoom, field names (12 px) would be under 6 px tall.
const DETAIL_ZOOM: f64 = 0.5;

impl EditorContext {
    /// How far the drag under way has moved this entity. Entities that are
    /// not moving never subscribe to the per-frame delta.
    fn offset_of(&self, id: &str) -> (f64, f64) {
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
    fn rect_of(&self, id: &str) -> Option<crate::editor::geometry::Rect> {
        let at = self.index.with(|index| index.get(id).copied())?;
        self.doc.with(|d| d.model.entities.get(at).map(entity_rect))
    }
}

impl EditorContext {
    /// Applies an edit; one that cannot be done is said, never a crash.
    pub fn edit(&self, edit: Edit) {
        let mut failed = None;
        self.doc.update(|doc| {
            if let Err(error) = doc.edit(edit) {
                failed = Some(format!("That could not be done: {error}."));
            }
        });
        self.notice.set(failed);
    }
}

#[component]
pub fn EditorPage(
    /// A model opened from its share link: shown as it was shared until the
    /// first edit, which makes it the person's own copy.
    #[prop(optional)]
    shared: Option<SharedModel>,
) -> impl IntoView {
    let doc = RwSignal::new(
        shared
            .as_ref()
            .map_or_else(Document::default, |s| Document::new(s.model.clone())),
    );
    let shared_id = shared.as_ref().map(|s| s.id.clone());
    let viewing_shared = shared.is_some();
    // Set by the first edit of a shared model.
    let forked = RwSignal::new(false);
    let selection = RwSignal::new(Selection::None);
    let notice = RwSignal::new(None::<String>);
    let problems = Memo::new(move |_| doc.with(|d| validate(&d.model)));
    let index = Memo::new(move |_| {
        doc.with(|d| {
            d.model
                .entities
                .iter()
                .enumerate()
                .map(|(i, e)| (e.id.clone(), i))
                .collect::<HashMap<_, _>>()
        })
    });
    let view_state = RwSignal::new(View {
        x: 0.0,
        y: 0.0,
        zoom: 1.0,
    });
    let detailed = Memo::new(move |_| view_state.with(|v| v.zoom >= DETAIL_ZOOM));
    let dragged = RwSignal::new(None::<HashSet<String>>);
    let focused = RwSignal::new(None::<String>);
    let drag_delta = RwSignal::new((0.0, 0.0));
    let lanes = Memo::new(move |_| doc.with(|d| relationship_lanes(&d.model)));
    let renaming = RwSignal::new(None::<String>);
    let context = EditorContext {
        doc,
        selection,
        problems,
        notice,
        index,
        dragged,
        drag_delta,
        detailed,
        focused,
        lanes,
        renaming,
    };
    provide_context(context);
    let live = LiveAdvice::follow(context);
    provide_context(live);

    let gesture = RwSignal::new(None::<Gesture>);
    let loaded = RwSignal::new(false);

    // Before another model replaces this browser's (a shared model forked, a
    // link that carries a model), its save is copied aside as well as being
    // one undo step back: undo history is trimmed, the copy is not.
    let keep_previous_save = move || {
        if let Some(json) = browser::load(STORAGE_KEY) {
            browser::save(&format!("{STORAGE_KEY}.previous"), &json);
        }
    };
    // Set when a model arrives that should be shown whole.
    let fit_requested = RwSignal::new(false);
    // An example replaces the model; what was here stays one undo step back.
    // Picked one after another, the last one picked is the one opened.
    let picks = StoredValue::new(0_u64);
    let open_example = move |slug: String| {
        picks.update_value(|n| *n += 1);
        let pick = picks.get_value();
        leptos::task::spawn_local(async move {
            let opened = browser::get(&format!("/api/v1/examples/{slug}"))
                .await
                .and_then(|(status, body)| read_model(status, &body));
            let opened = match opened {
                Ok(model) => Ok(untangled(model).await),
                Err(message) => Err(message),
            };
            if picks.try_get_value() != Some(pick) {
                return;
            }
            match opened {
                Ok(model) => {
                    keep_previous_save();
                    fit_requested.set(true);
                    let name = model.name.clone();
                    let mut failed = false;
                    doc.update(|d| failed = d.edit(Edit::Replace { model }).is_err());
                    selection.set(Selection::None);
                    notice.set((!failed).then(|| {
                        format!(
                            "Opened the example \"{name}\". Undo brings back what you had here."
                        )
                    }));
                }
                Err(message) => notice.set(Some(message)),
            }
        });
    };
    let examples = RwSignal::new(None);
    load_examples(examples);
    // The toolbar waits for the page to be taken over and for the module its
    // first action needs (a new entity is selected, so the inspector's
    // forms); until then its controls are disabled and a progress line
    // shows, so no click is silently lost. On the server nothing loads, so
    // the page arrives in its loading state, asking for that module in its
    // head. The layout and the picture follow; a click that needs one
    // before it is in waits for it.
    let ready = super::inspector::preload_forms();
    let _ = lazy_preload!(layout_moves);
    let _ = lazy_preload!(untangled);
    let _ = lazy_preload!(picture);
    // Bring back the autosaved work (or open the model a link carries).
    Effect::new(move |_| {
        if viewing_shared {
            // Nothing is saved until the shared model is edited.
            return;
        }
        if let Some(json) = browser::load(STORAGE_KEY) {
            match Document::from_saved_json(&json) {
                Ok(saved) => doc.set(saved),
                Err(_) => {
                    // Never lose it: keep the unreadable save aside.
                    browser::save(&format!("{STORAGE_KEY}.unreadable"), &json);
                    notice.set(Some(
                        "The saved model could not be read; it was kept aside and a new model started."
                            .to_owned(),
                    ));
                }
            }
        }
        // `/editor#example=slug`, from the gallery, opens that example.
        if let Some(slug) = slug_from_fragment(&browser::location_hash()) {
            browser::clear_hash();
            open_example(slug);
        }
        // A link that carries its model (`/editor#m=...`) opens it; what
        // was here before stays one undo step back.
        if let Some(carried) = packed_from_fragment(&browser::location_hash()) {
            browser::clear_hash();
            leptos::task::spawn_local(async move {
                keep_previous_save();
                let opened = match carried {
                    Ok(packed) => browser::inflate(&packed)
                        .await
                        .and_then(|json| model_from_fragment_json(&json)),
                    Err(message) => Err(message),
                };
                match opened {
                    Ok(model) => {
                        let mut failed = false;
                        doc.update(|d| failed = d.edit(Edit::Replace { model }).is_err());
                        notice.set((!failed).then(|| {
                            "Opened the model carried by the link. Undo brings back what you had here."
                                .to_owned()
                        }));
                    }
                    Err(message) => notice.set(Some(message)),
                }
            });
        }
        loaded.set(true);
    });
    // The first edit of a shared model forks it: from then on it is saved
    // like any model, and what this browser had saved before stays one undo
    // step back, never lost.
    if let Some(original) = shared.as_ref().map(|s| s.model.clone()) {
        Effect::new(move |_| {
            let edited = doc.with(|d| d.model != original);
            if !edited || forked.get_untracked() {
                return;
            }
            forked.set(true);
            keep_previous_save();
            let saved =
                browser::load(STORAGE_KEY).and_then(|json| Document::from_saved_json(&json).ok());
            if let Some(mut before) = saved {
                // Undo steps: this browser's model, the shared one, the edit.
                let now = doc.with_untracked(|d| d.model.clone());
                let shared_step = before.edit(Edit::Replace {
                    model: original.clone(),
                });
                if shared_step.is_ok() && before.edit(Edit::Replace { model: now }).is_ok() {
                    doc.set(before);
                }
            }
            loaded.set(true);
        });
    }
    // Every change is saved at once. (A drag changes the model only when it
    // ends, so this does not run per frame.)
    Effect::new(move |_| {
        doc.track();
        if !loaded.get() {
            return;
        }
        let json = doc.with_untracked(Document::to_saved_json);
        if !browser::save(STORAGE_KEY, &json) {
            notice.set(Some(
                "Autosave failed: the browser's storage is full or blocked. Use \"Save file\" to keep your work."
                    .to_owned(),
            ));
        }
    });

    let add_entity = move || {
        // The first free spot from the top left of what is on screen.
        let v = view_state.get_untracked();
        let near = ((40.0 - v.x) / v.zoom, (40.0 - v.y) / v.zoom);
        let (x, y) = doc.with_untracked(|d| free_spot(&d.model, near));
        context.edit(Edit::AddEntity { x, y });
        if let Some(id) = doc.with_untracked(|d| d.model.entities.last().map(|e| e.id.clone())) {
            selection.set(Selection::entity(&id));
        }
    };
    let delete_selection = move || {
        match selection.get_untracked() {
            Selection::Entities(ids) => context.edit(Edit::DeleteEntities { ids }),
            Selection::Relationship(id) => {
                context.edit(Edit::DeleteRelationships { ids: vec![id] });
            }
            Selection::None => return,
        }
        selection.set(Selection::None);
    };
    // Arrow keys move the selected entities, one undo step per press.
    let nudge = move |dx: f64, dy: f64| {
        let moves: Vec<_> = doc.with_untracked(|d| {
            selection.with_untracked(|s| {
                s.entities()
                    .iter()
                    .filter_map(|id| d.model.entity(id))
                    .map(|e| (e.id.clone(), e.x + dx, e.y + dy))
                    .collect()
            })
        });
        if moves.is_empty() {
            // Nothing to move: the arrows pan the view instead.
            view_state.update(|v| {
                v.x -= dx * PAN_PER_NUDGE;
                v.y -= dy * PAN_PER_NUDGE;
            });
        } else {
            context.edit(Edit::MoveEntities { moves });
        }
    };
    let canvas_ref = NodeRef::<leptos::html::Div>::new();
    // Until the gesture ends, the pointer's events come to the canvas even
    // off its edge, and the browser need not hit-test the diagram for them.
    let capture = move |event: &ev::PointerEvent| {
        if let Some(canvas) = canvas_ref.get_untracked() {
            browser::capture_pointer(&canvas, event.pointer_id());
        }
    };
    // The canvas's place and size on the page: (left, top, width, height).
    let canvas_rect = move || {
        canvas_ref
            .get_untracked()
            .and_then(|canvas| browser::element_rect(&canvas))
    };
    // A point of the page (client pixels) in the SVG element's pixels.
    let svg_point = move |client: (f64, f64)| {
        let (left, top, _, _) = canvas_rect().unwrap_or_default();
        (client.0 - left, client.1 - top)
    };
    // The canvas's size in pixels, for drawing only what is on screen.
    let canvas_size = RwSignal::new(None::<(f64, f64)>);
    let measure = move || {
        if let Some((_, _, width, height)) = canvas_rect() {
            canvas_size.set(Some((width, height)));
        }
    };
    Effect::new(move |_| {
        if canvas_ref.get().is_some() {
            measure();
        }
    });
    let resized = window_event_listener(ev::resize, move |_| measure());
    on_cleanup(move || resized.remove());
    let fit_to_screen = move || {
        let viewport = canvas_rect();
        let bounds = doc.with_untracked(|d| model_bounds(&d.model));
        if let (Some((_, _, width, height)), Some(bounds)) = (viewport, bounds) {
            let (x, y, zoom) = fit(&bounds, (width, height), MIN_ZOOM);
            view_state.set(View { x, y, zoom });
        }
    };
    Effect::new(move |_| {
        if fit_requested.get() {
            fit_requested.set(false);
            fit_to_screen();
        }
    });
    // Auto-layout, as one undoable step.
    // Applied only if the model is still the one laid out: an undo or an
    // opened file meanwhile must not get another model's positions.
    let lay_out = move || {
        let model = doc.with_untracked(|d| d.model.clone());
        leptos::task::spawn_local(async move {
            let moves = layout_moves(model.clone()).await;
            if doc.try_with_untracked(|d| d.model == model) == Some(true) {
                context.edit(Edit::MoveEntities { moves });
            }
        });
    };
    let show_shortcuts = RwSignal::new(false);
    // After undo or redo the selection may name things that are gone.
    Effect::new(move |_| {
        let cleaned = doc.with(|d| selection.with_untracked(|s| s.existing(&d.model)));
        if selection.with_untracked(|s| *s != cleaned) {
            selection.set(cleaned);
        }
    });
    let undo = move || {
        doc.update(|d| {
            d.undo();
        });
    };
    let redo = move || {
        doc.update(|d| {
            d.redo();
        });
    };
    let new_model = move || {
        context.edit(Edit::Replace {
            model: empty_model(),
        });
        selection.set(Selection::None);
    };
    let open_file = move |event: ev::Event| {
        browser::read_chosen_file(&event, move |read| {
            match read.and_then(|text| parse_model_file(&text)) {
                Ok(model) => {
                    // The last model asked for wins, file or example.
                    picks.update_value(|n| *n += 1);
                    let pick = picks.get_value();
                    leptos::task::spawn_local(async move {
                        let model = untangled(model).await;
                        if picks.try_get_value() == Some(pick) {
                            context.edit(Edit::Replace { model });
                            selection.set(Selection::None);
                        }
                    });
                }
                Err(message) => notice.set(Some(format!("Nothing was opened. {message}"))),
            }
        });
    };
    let save_file = move || {
        let (name, text) = doc.with_untracked(|d| (file_stem(&d.model), model_file(&d.model)));
        if let Err(message) = browser::download(&format!("{name}.json"), "application/json", &text)
        {
            notice.set(Some(message));
        }
    };
    let export_svg = move || {
        let model = doc.with_untracked(|d| d.model.clone());
        leptos::task::spawn_local(async move {
            let (name, svg, _) = picture(model).await;
            if let Err(message) = browser::download(&format!("{name}.svg"), "image/svg+xml", &svg) {
                notice.set(Some(message));
            }
        });
    };
    let export_png = move || {
        let model = doc.with_untracked(|d| d.model.clone());
        leptos::task::spawn_local(async move {
            let (name, svg, size) = picture(model).await;
            let failed = move |message| notice.set(Some(message));
            if let Err(message) = browser::download_png(&format!("{name}.png"), &svg, size, failed)
            {
                notice.set(Some(message));
            }
        });
    };
    // Share: the server stores the model as it is now and answers its link.
    // The link on show, and whether it carries the model instead of naming it.
    let share_link = RwSignal::new(None::<(String, bool)>);
    let sharing = RwSignal::new(false);
    let share = move || {
        let json = doc.with_untracked(|d| model_file(&d.model));
        sharing.set(true);
        leptos::task::spawn_local(async move {
            let answer = browser::post_json("/api/v1/models", &json).await;
            sharing.set(false);
            match answer {
                Ok((201, body)) => match created_url(&body) {
                    Some(url) => {
                        share_link.set(Some((format!("{}{url}", browser::origin()), false)));
                        notice.set(None);
                    }
                    None => notice.set(Some(
                        "Not shared: the server's answer was unreadable.".to_owned(),
                    )),
                },
                Ok((_, body)) => notice.set(Some(format!("Not shared. {}", error_message(&body)))),
                Err(message) => notice.set(Some(format!("Not shared. {message}"))),
            }
        });
    };
    // A link that carries the model itself: nothing is stored anywhere.
    // The notice that offers a stored link instead, when a private one
    // cannot be made (a model too large for a URL).
    let share_offered = RwSignal::new(None::<String>);
    let share_privately = move || {
        let json = doc.with_untracked(|d| fragment_json(&d.model));
        leptos::task::spawn_local(async move {
            let made = browser::deflate(json.as_bytes())
                .await
                .and_then(|packed| to_fragment(&packed));
            match made {
                Ok(fragment) => {
                    let link = format!("{}/editor#{fragment}", browser::origin());
                    share_link.set(Some((link, true)));
                    notice.set(None);
                }
                Err(message) => {
                    share_offered.set(Some(message.clone()));
                    notice.set(Some(message));
                }
            }
        });
    };
    let model_name = move || doc.with(|d| d.model.name.clone());

    // Zooms keeping the canvas point under `anchor` (SVG pixels) in place;
    // buttons and keys zoom around the middle of the canvas.
    let zoom_at = move |factor: f64, anchor: (f64, f64)| {
        view_state.update(|v| {
            let before = v.to_canvas(anchor);
            v.zoom = (v.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
            v.x = anchor.0 - before.0 * v.zoom;
            v.y = anchor.1 - before.1 * v.zoom;
        });
    };
    let zoom_by = move |factor: f64| {
        let middle = canvas_size
            .get_untracked()
            .map_or((0.0, 0.0), |(width, height)| (width / 2.0, height / 2.0));
        zoom_at(factor, middle);
    };
    // `[` and `]` walk through the entities in model order, selecting each
    // and bringing it to the middle: every entity is reachable from the
    // keyboard, even one drawn off screen.
    let step_entity = move |forward: bool| {
        let next = doc.with_untracked(|d| {
            let count = d.model.entities.len();
            let current = selection.with_untracked(|s| {
                s.entities()
                    .first()
                    .and_then(|id| index.with_untracked(|i| i.get(id).copied()))
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
        selection.set(Selection::entity(&id));
        if let Some((width, height)) = canvas_size.get_untracked() {
            view_state.update(|v| {
                v.x = width / 2.0 - cx * v.zoom;
                v.y = height / 2.0 - cy * v.zoom;
            });
        }
    };
    let rename_selected = move || {
        if let Some(id) = selection.with_untracked(|s| s.single_entity().map(str::to_owned)) {
            renaming.set(Some(id));
        }
    };

    // Space+drag pans even over entities, as in drawing tools.
    let space_held = RwSignal::new(false);
    let keys = window_event_listener(ev::keydown, move |event| {
        if browser::typing_in_a_field(&event) {
            // Escape leaves the field, so the next keys are shortcuts again.
            if event.key() == "Escape" {
                browser::leave_field(&event);
            }
            return;
        }
        let command = event.ctrl_key() || event.meta_key();
        let key = event.key();
        match (command, event.shift_key(), key.as_str()) {
            (true, false, "z" | "Z") => undo(),
            (true, true, "z" | "Z") | (true, _, "y" | "Y") => redo(),
            (false, _, "n" | "N") => add_entity(),
            (false, _, "Delete" | "Backspace") => delete_selection(),
            (false, _, "Escape") => {
                show_shortcuts.set(false);
                selection.set(Selection::None);
            }
            (false, _, "?") => show_shortcuts.update(|shown| *shown = !*shown),
            (false, _, "l" | "L") => lay_out(),
            (false, _, "f" | "F") => fit_to_screen(),
            (false, _, "+" | "=") => zoom_by(1.2),
            (false, _, "-") => zoom_by(1.0 / 1.2),
            (false, shift, "ArrowLeft") => nudge(if shift { -50.0 } else { -10.0 }, 0.0),
            (false, shift, "ArrowRight") => nudge(if shift { 50.0 } else { 10.0 }, 0.0),
            (false, shift, "ArrowUp") => nudge(0.0, if shift { -50.0 } else { -10.0 }),
            (false, shift, "ArrowDown") => nudge(0.0, if shift { 50.0 } else { 10.0 }),
            // AltGr (Ctrl+Alt) types them on many layouts.
            (_, _, "]") => step_entity(true),
            (_, _, "[") => step_entity(false),
            (false, _, "F2") => rename_selected(),
            // Space on a focused button presses it; elsewhere it pans.
            (false, _, " ") if !browser::on_a_control(&event) => {
                space_held.set(true);
            }
            _ => return,
        }
        event.prevent_default();
    });
    let keys_up = window_event_listener(ev::keyup, move |event| {
        if event.key() == " " {
            space_held.set(false);
        }
    });
    on_cleanup(move || {
        keys.remove();
        keys_up.remove();
    });

    let client =
        |event: &ev::PointerEvent| (f64::from(event.client_x()), f64::from(event.client_y()));
    // Fingers on the canvas, by pointer id: a second finger turns whatever
    // the first one started into a pinch.
    let touches = StoredValue::new(Vec::<(i32, (f64, f64))>::new());
    let two_touches = move || {
        touches.with_value(|t| match t.as_slice() {
            [(_, a), (_, b)] => Some([*a, *b]),
            _ => None,
        })
    };
    let forget_touch = move |event: &ev::PointerEvent| {
        touches.update_value(|t| t.retain(|(id, _)| *id != event.pointer_id()));
    };
    // Boxes go back to following the model alone.
    let end_drag = move || {
        dragged.set(None);
        drag_delta.set((0.0, 0.0));
    };
    let track_touch = move |event: &ev::PointerEvent| {
        if event.pointer_type() != "touch" {
            return false;
        }
        let point = client(event);
        touches.update_value(|t| {
            t.retain(|(id, _)| *id != event.pointer_id());
            t.push((event.pointer_id(), point));
        });
        if let Some(start) = two_touches() {
            // Whatever one finger had started is dropped, not applied.
            end_drag();
            gesture.set(Some(Gesture::Pinch {
                start,
                view: view_state.get_untracked(),
            }));
            return true;
        }
        false
    };
    let start_pan = move |event: &ev::PointerEvent| {
        capture(event);
        let v = view_state.get_untracked();
        gesture.set(Some(Gesture::Pan {
            start: client(event),
            origin: (v.x, v.y),
        }));
    };
    let on_pointer_down = move |event: ev::PointerEvent| {
        // Entities and handles stop the event; here the background was hit.
        if track_touch(&event) {
            return;
        }
        if event.shift_key() && !space_held.get_untracked() {
            capture(&event);
            let at = view_state
                .get_untracked()
                .to_canvas(svg_point(client(&event)));
            gesture.set(Some(Gesture::Band {
                start: at,
                end: at,
                additive: true,
            }));
        } else {
            start_pan(&event);
            selection.set(Selection::None);
        }
    };
    let on_pointer_move = move |event: ev::PointerEvent| {
        let point = client(&event);
        if event.pointer_type() == "touch" {
            touches.update_value(|t| {
                if let Some(touch) = t.iter_mut().find(|(id, _)| *id == event.pointer_id()) {
                    touch.1 = point;
                }
            });
        }
        let v = view_state.get_untracked();
        let canvas = v.to_canvas(svg_point(point));
        let mut moves = None;
        let mut redraw = false;
        gesture.update_untracked(|g| match g {
            Some(Gesture::Pan { start, origin }) => {
                let (x, y) = (origin.0 + point.0 - start.0, origin.1 + point.1 - start.1);
                view_state.update(|v| {
                    v.x = x;
                    v.y = y;
                });
            }
            Some(Gesture::Drag {
                start,
                origins,
                moved,
                ..
            }) => {
                let (dx, dy) = ((point.0 - start.0) / v.zoom, (point.1 - start.1) / v.zoom);
                *moved = *moved || dx.abs() > 0.5 || dy.abs() > 0.5;
                if *moved && dragged.with_untracked(Option::is_none) {
                    dragged.set(Some(origins.iter().map(|(id, _, _)| id.clone()).collect()));
                }
                moves = Some((dx.round(), dy.round()));
            }
            Some(Gesture::Band { end, .. } | Gesture::Connect { end, .. }) => {
                *end = canvas;
                redraw = true;
            }
            Some(Gesture::Pinch { start, view }) => {
                if let Some(now) = two_touches() {
                    let (x, y, zoom) = pinch(
                        (view.x, view.y, view.zoom),
                        start.map(svg_point),
                        now.map(svg_point),
                        (MIN_ZOOM, MAX_ZOOM),
                    );
                    view_state.set(View { x, y, zoom });
                }
            }
            None => {}
        });
        if redraw {
            gesture.update(|_| {});
        }
        if let Some(delta) = moves {
            drag_delta.set(delta);
        }
    };
    let on_pointer_up = move |event: ev::PointerEvent| {
        forget_touch(&event);
        let finished = gesture.get_untracked();
        gesture.set(None);
        match finished {
            Some(Gesture::Drag {
                origins,
                moved: true,
                ..
            }) => {
                let (dx, dy) = drag_delta.get_untracked();
                let moves = origins
                    .into_iter()
                    .map(|(id, x, y)| (id, x + dx, y + dy))
                    .collect();
                context.edit(Edit::MoveEntities { moves });
            }
            Some(Gesture::Band {
                start,
                end,
                additive,
            }) => {
                let found =
                    doc.with_untracked(|d| entities_in(&d.model, &rect_between(start, end)));
                selection.update(|s| *s = s.with_band(found, additive));
            }
            Some(Gesture::Connect { from, start, end })
                if (end.0 - start.0).hypot(end.1 - start.1) * view_state.get_untracked().zoom
                    >= CONNECT_MIN_DRAG =>
            {
                let target =
                    doc.with_untracked(|d| entity_at(&d.model, end.0, end.1).map(|e| e.id.clone()));
                if let Some(to) = target {
                    context.edit(Edit::Connect {
                        from,
                        to,
                        cardinality: NEW_RELATIONSHIP,
                    });
                    if let Some(id) =
                        doc.with_untracked(|d| d.model.relationships.last().map(|r| r.id.clone()))
                    {
                        selection.set(Selection::Relationship(id));
                    }
                }
            }
            _ => {}
        }
        // Cleared after the move is applied, so boxes never jump back.
        end_drag();
    };
    // The browser took the pointer away (a system gesture, say): whatever
    // was under way is dropped, not applied.
    // A double click on an entity renames it in place. (The pointer is
    // captured by the canvas during a press, so the canvas gets the click.)
    let on_double_click = move |event: ev::MouseEvent| {
        let at = view_state.get_untracked().to_canvas(svg_point((
            f64::from(event.client_x()),
            f64::from(event.client_y()),
        )));
        let hit = doc.with_untracked(|d| entity_at(&d.model, at.0, at.1).map(|e| e.id.clone()));
        if let Some(id) = hit {
            selection.set(Selection::entity(&id));
            renaming.set(Some(id));
        }
    };
    let on_pointer_cancel = move |event: ev::PointerEvent| {
        forget_touch(&event);
        gesture.set(None);
        end_drag();
    };
    let on_wheel = move |event: ev::WheelEvent| {
        // The canvas zooms; the page must neither scroll nor zoom with it.
        event.prevent_default();
        // Trackpad pinches arrive as wheel events with Ctrl held.
        let speed = if event.ctrl_key() { 0.01 } else { 0.001 };
        let anchor = svg_point((f64::from(event.client_x()), f64::from(event.client_y())));
        zoom_at((-event.delta_y() * speed).exp(), anchor);
    };
    let start_drag = move |id: String, event: ev::PointerEvent| {
        event.stop_propagation();
        if track_touch(&event) {
            return;
        }
        if space_held.get_untracked() {
            start_pan(&event);
            return;
        }
        if event.shift_key() {
            selection.update(|s| *s = s.toggled(&id));
            return;
        }
        if !selection.with_untracked(|s| s.has_entity(&id)) {
            selection.set(Selection::entity(&id));
        }
        capture(&event);
        // Every selected entity moves together.
        let origins = doc.with_untracked(|d| {
            selection.with_untracked(|s| {
                s.entities()
                    .iter()
                    .filter_map(|id| d.model.entity(id))
                    .map(|e| (e.id.clone(), e.x, e.y))
                    .collect()
            })
        });
        gesture.set(Some(Gesture::Drag {
            start: client(&event),
            origins,
            moved: false,
        }));
    };
    let start_connect = move |id: String, event: ev::PointerEvent| {
        event.stop_propagation();
        if track_touch(&event) {
            return;
        }
        capture(&event);
        let at = view_state
            .get_untracked()
            .to_canvas(svg_point(client(&event)));
        gesture.set(Some(Gesture::Connect {
            from: id,
            start: at,
            end: at,
        }));
    };
    // What a gesture draws over the diagram: the band, or the line being connected.
    let overlay = move || {
        gesture.with(|g| match g {
            Some(Gesture::Band { start, end, .. }) => {
                let r = rect_between(*start, *end);
                Some(
                    view! { <rect class="band" x=r.x y=r.y width=r.width height=r.height /> }
                        .into_any(),
                )
            }
            Some(Gesture::Connect { start, end, .. }) => Some(
                view! { <line class="connecting" x1=start.0 y1=start.1 x2=end.0 y2=end.1 /> }
                    .into_any(),
            ),
            _ => None,
        })
    };

    // Only what is on screen is drawn; before the canvas is measured (and on
    // the server) everything is. Selected items always are.
    let visible = Memo::new(move |_| {
        let area = canvas_size
            .get()
            .map(|size| view_state.with(|v| visible_area((v.x, v.y), v.zoom, size, 120.0)));
        doc.with(|d| {
            selection.with(|s| match area {
                Some(area) => visible_items(&d.model, &area, |id| {
                    s.has_entity(id)
                        || s.has_relationship(id)
                        || focused.with(|f| f.as_deref() == Some(id))
                }),
                None => (
                    d.model.entities.iter().map(|e| e.id.clone()).collect(),
                    d.model.relationships.iter().map(|r| r.id.clone()).collect(),
                ),
            })
        })
    });
    let entity_ids = move || visible.with(|(entities, _)| entities.clone());
    let relationship_ids = move || visible.with(|(_, relationships)| relationships.clone());
    let transform = move || {
        let v = view_state.get();
        format!("translate({} {}) scale({})", v.x, v.y, v.zoom)
    };
    // While a gesture is under way the items ignore the pointer: hit-testing
    // thousands of SVG shapes on every move costs more than drawing the frame.
    let gesturing = Memo::new(move |_| gesture.with(Option::is_some));
    let can_undo = move || doc.with(|d| d.history.can_undo());
    let can_redo = move || doc.with(|d| d.history.can_redo());
    let problem_count = move || problems.with(Vec::len);

    view! {
        {match &shared {
            Some(shared) => {
                let description = summary(&shared.model);
                view! {
                    <Title text=shared.model.name.clone() />
                    <Meta property="og:title" content=shared.model.name.clone() />
                    <Meta property="og:description" content=description.clone() />
                    <Meta name="description" content=description />
                    <Meta property="og:type" content="website" />
                    <Meta property="og:site_name" content="Nestlink" />
                }
                    .into_any()
            }
            None => view! { <Title text="Editor" /> }.into_any(),
        }}
        <Frame wide=true>
            <div class=move || if live.presenting.get() { "editor presenter" } else { "editor" }>
                <h1 class="visually-hidden">"Editor"</h1>
                <div
                    class="toolbar"
                    role="toolbar"
                    aria-label="Editor tools"
                    aria-busy=move || (!ready.get()).to_string()
                    data-ready=move || ready.get().to_string()
                >
                    <fieldset class="toolbar-controls" disabled=move || !ready.get()>
                    <input
                        type="text"
                        class="model-name"
                        aria-label="Model name"
                        prop:value=model_name
                        on:change=move |ev| context.edit(Edit::RenameModel { name: event_target_value(&ev) })
                    />
                    <button type="button" on:click=move |_| new_model() title="Start an empty model (undoable)">
                        "New"
                    </button>
                    <label class="button file-button">
                        "Open file"
                        <input
                            type="file"
                            accept=".json,application/json"
                            class="visually-hidden"
                            data-testid="open-file"
                            on:change=open_file
                        />
                    </label>
                    <select
                        aria-label="Open an example"
                        data-testid="examples-menu"
                        title="Open a worked example (undoable)"
                        on:change=move |ev| {
                            let slug = event_target_value(&ev);
                            // Back to "Examples…", so the same one can be picked again.
                            event_target::<web_sys::HtmlSelectElement>(&ev).set_value("");
                            if !slug.is_empty() {
                                open_example(slug);
                            }
                        }
                    >
                        <option value="">"Examples…"</option>
                        {move || examples.with(|list| match list {
                            Some(Ok(list)) => list
                                .iter()
                                .map(|e: &ExampleSummary| view! { <option value=e.slug.clone()>{e.title.clone()}</option> })
                                .collect_view()
                                .into_any(),
                            _ => ().into_any(),
                        })}
                    </select>
                    <button type="button" on:click=move |_| save_file()>"Save file"</button>
                    <button
                        type="button"
                        on:click=move |_| share()
                        disabled=move || sharing.get()
                        title="Store this version on the server and get a link to it"
                    >
                        "Share"
                    </button>
                    <button
                        type="button"
                        on:click=move |_| share_privately()
                        title="A link that carries the model itself: nothing is stored on the server"
                    >
                        "Private link"
                    </button>
                    <button type="button" on:click=move |_| export_svg()>"Export SVG"</button>
                    <button type="button" on:click=move |_| export_png()>"Export PNG"</button>
                    <span class="divider" aria-hidden="true"></span>
                    <button type="button" on:click=move |_| add_entity() title="New entity (N)">
                        "New entity"
                    </button>
                    <button
                        type="button"
                        on:click=move |_| lay_out()
                        title="Auto-layout (L)"
                    >
                        "Auto-layout"
                    </button>
                    <button type="button" on:click=move |_| undo() disabled=move || !can_undo() title="Undo (Ctrl+Z)">
                        "Undo"
                    </button>
                    <button type="button" on:click=move |_| redo() disabled=move || !can_redo() title="Redo (Ctrl+Shift+Z)">
                        "Redo"
                    </button>
                    <span class="spacer"></span>
                    <button type="button" on:click=move |_| zoom_by(1.0 / 1.2) aria-label="Zoom out">"−"</button>
                    <span class="zoom" aria-live="polite">
                        {move || format!("{:.0}%", view_state.get().zoom * 100.0)}
                    </span>
                    <button type="button" on:click=move |_| zoom_by(1.2) aria-label="Zoom in">"+"</button>
                    <button type="button" on:click=move |_| fit_to_screen() title="Fit to screen (F)">"Fit"</button>
                    <button
                        type="button"
                        on:click=move |_| show_shortcuts.update(|shown| *shown = !*shown)
                        aria-expanded=move || show_shortcuts.get().to_string()
                        title="Keyboard shortcuts (?)"
                    >
                        "Shortcuts"
                    </button>
                    <span class="status" data-testid="problem-count">
                        {move || match problem_count() {
                            0 => "No problems".to_owned(),
                            1 => "1 problem".to_owned(),
                            n => format!("{n} problems"),
                        }}
                    </span>
                    </fieldset>
                    <div
                        class="loading-line"
                        role="progressbar"
                        aria-label="Loading the editor"
                        data-testid="editor-loading"
                        hidden=move || ready.get()
                    ></div>
                </div>
                {move || notice.get().map(|text| {
                    let offer = share_offered.with(|offered| offered.as_ref() == Some(&text));
                    view! {
                        <p class="notice" role="alert">
                            {text}
                            {offer.then(|| view! {
                                " "
                                <button type="button" on:click=move |_| {
                                    share_offered.set(None);
                                    share();
                                }>"Share instead"</button>
                            })}
                        </p>
                    }
                })}
                {move || share_link.get().map(|(link, private)| view! { <ShareDialog link private on_close=move || share_link.set(None) /> })}
                {shared_id.clone().map(|id| {
                    let original = link(&id);
                    view! {
                        <p class="shared-banner" data-testid="shared-banner">
                            {move || if forked.get() {
                                let (href, text) = (original.clone(), original.clone());
                                view! {
                                    "Your copy, a fork of "
                                    <a href=href rel="external">{text}</a>
                                    ". That link still shows the original; Share makes a new one for your copy."
                                }
                                    .into_any()
                            } else {
                                "A shared model. Your first edit makes it your own copy; this link never changes."
                                    .into_any()
                            }}
                        </p>
                    }
                })}
                <div class="workspace">
                    // SVG layers: collection frames, lines, boxes. Each is its own paint
                    // layer, so moving a line does not repaint every box's text.
                    <div
                        node_ref=canvas_ref
                        class=move || if gesturing.get() { "canvas gesturing" } else { "canvas" }
                        role="application"
                        aria-label="Model diagram"
                        data-testid="canvas"
                        on:pointerdown=on_pointer_down
                        on:pointermove=on_pointer_move
                        on:pointerup=on_pointer_up
                        on:pointercancel=on_pointer_cancel
                        on:wheel=on_wheel
                        on:dblclick=on_double_click
                    >
                        // The collections' frames get a layer of their own: a
                        // moving line would otherwise repaint every big frame.
                        <svg class="canvas-layer groups" aria-hidden="true">
                            <g transform=transform>
                                <CollectionGroups />
                            </g>
                        </svg>
                        <svg class="canvas-layer lines">
                            <defs inner_html=END_MARKS></defs>
                            <g transform=transform>
                                <For each=relationship_ids key=|id| id.clone() children=move |id| view! { <RelationshipLine id /> } />
                            </g>
                        </svg>
                        <svg class="canvas-layer boxes">
                            <g transform=transform>
                                <For
                                    each=entity_ids
                                    key=|id| id.clone()
                                    children=move |id| view! { <EntityBox id start_drag start_connect /> }
                                />
                                {overlay}
                            </g>
                        </svg>
                        {move || renaming.get().map(|id| view! { <RenameInPlace id view=view_state.into() /> })}
                    </div>
                    <div class="side">
                        // The server's verdicts on a shared model, until the live
                        // advice (which needs the browser) takes their place.
                        {shared.as_ref().filter(|s| !s.verdicts.is_empty()).map(|s| {
                            let verdicts = s.verdicts.clone();
                            move || live.shown.with(Option::is_none).then(|| view! { <Verdicts verdicts=verdicts.clone() /> })
                        })}
                        <Inspector />
                        <AdvicePanel />
                    </div>
                </div>
                {move || show_shortcuts.get().then(|| view! { <ShortcutsPanel on_close=move || show_shortcuts.set(false) /> })}
            </div>
        </Frame>
    }
}

/// Fresh positions for every entity (auto-layout): code of a split module,
/// like the rest of the layout, fetched when the editor starts.
#[lazy]
fn layout_moves(model: Model) -> Vec<(String, f64, f64)> {
    auto_layout(&model)
}

/// A model laid out if it would open as a pile (see `laid_out`).
#[lazy]
fn untangled(model: Model) -> Model {
    laid_out(model)
}

/// The diagram as an SVG picture, its file name and size: code of a split
/// module (`cargo leptos --split`), fetched the first time it is exported.
#[lazy]
fn picture(model: Model) -> (String, String, (f64, f64)) {
    (file_stem(&model), to_svg(&model), picture_size(&model))
}

/// One entity's box: header with the name, then a row per field.
#[component]
fn EntityBox(
    id: String,
    start_drag: impl Fn(String, ev::PointerEvent) + Copy + Send + Sync + 'static,
    start_connect: impl Fn(String, ev::PointerEvent) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let entity_id = id.clone();
    let entity = Memo::new(move |_| {
        let at = context.index.with(|index| index.get(&entity_id).copied())?;
        context
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (Some(at), e))
    });
    let offset_id = id.clone();
    let offset = Memo::new(move |_| context.offset_of(&offset_id));
    let selected = {
        let id = id.clone();
        move || context.selection.with(|s| s.has_entity(&id))
    };
    let has_problem = move || {
        entity.with(|e| {
            e.as_ref()
                .and_then(|(index, _)| *index)
                .is_some_and(|index| {
                    let prefix = format!("entities[{index}]");
                    context
                        .problems
                        .with(|p| p.iter().any(|p| p.path.starts_with(&prefix)))
                })
        })
    };
    let drag_id = id.clone();
    let select_id = id.clone();
    let connect_id = id.clone();

    move || {
        entity.get().map(|(_, e)| {
            let rect = entity_rect(&e);
            let name = e.name.clone();
            let aria_label = format!("Entity {name}");
            let fields = e.fields.clone();
            let drag_id = drag_id.clone();
            let select_id = select_id.clone();
            let connect_id = connect_id.clone();
            let focus_id = e.id.clone();
            let connect_label = format!("Drag to relate {name} to another entity");
            let pressed = selected.clone();
            let selected = selected.clone();
            let class = move || {
                let mut class = "entity".to_owned();
                if selected() {
                    class.push_str(" selected");
                }
                if has_problem() {
                    class.push_str(" has-problem");
                }
                class
            };
            view! {
                <g
                    class=class
                    transform=move || {
                        let (dx, dy) = offset.get();
                        format!("translate({} {})", rect.x + dx, rect.y + dy)
                    }
                    role="button"
                    tabindex="0"
                    aria-label=aria_label
                    aria-pressed=move || pressed().to_string()
                    aria-invalid=move || has_problem().to_string()
                    data-testid="entity"
                    data-entity-id=e.id.clone()
                    on:pointerdown=move |event| start_drag(drag_id.clone(), event)
                    on:focus=move |_| context.focused.set(Some(focus_id.clone()))
                    on:blur=move |_| context.focused.set(None)
                    on:keydown=move |event: ev::KeyboardEvent| {
                        if event.key() == "Enter" || event.key() == " " {
                            event.prevent_default();
                            context.selection.set(Selection::entity(&select_id));
                        }
                    }
                >
                    <rect class="entity-body" width=BOX_WIDTH height=rect.height rx="8" />
                    <rect class="entity-header" width=BOX_WIDTH height=HEADER_HEIGHT rx="8" />
                    <text class="entity-name" x="12" y="22">{name}</text>
                    <circle
                        class="connector"
                        cx=BOX_WIDTH
                        cy=HEADER_HEIGHT / 2.0
                        r="7"
                        aria-label=connect_label
                        data-testid="connector"
                        on:pointerdown=move |event| start_connect(connect_id.clone(), event)
                    />
                    {move || field_rows(&fields, context.detailed.get())}
                </g>
            }
        })
    }
}

/// An entity's field rows: names and types, or bars in their place when
/// zoomed out too far to read them (one path instead of two texts per row).
fn field_rows(fields: &[crate::model::Field], detailed: bool) -> AnyView {
    let row_y =
        |i: usize| HEADER_HEIGHT + 16.0 + ROW_HEIGHT * f64::from(u32::try_from(i).unwrap_or(0));
    if fields.is_empty() {
        return view! { <text class="entity-hint" x="12" y=HEADER_HEIGHT + 16.0>"no fields yet"</text> }
            .into_any();
    }
    if !detailed {
        let bars: String = fields
            .iter()
            .enumerate()
            .map(|(i, field)| {
                let y = row_y(i) - 4.0;
                let name = (7.0 * field.name.chars().count() as f64).min(120.0);
                let kind = 7.0 * field.field_type.as_str().len() as f64;
                format!("M12 {y}h{name}M{} {y}h{kind}", BOX_WIDTH - 12.0 - kind)
            })
            .collect();
        return view! { <path class="field-bars" d=bars /> }.into_any();
    }
    fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            let y = row_y(i);
            view! {
                <text class="field-name" x="12" y=y>{field.name.clone()}</text>
                <text class="field-type" x=BOX_WIDTH - 12.0 y=y text-anchor="end">
                    {field.field_type.as_str()}
                </text>
            }
        })
        .collect_view()
        .into_any()
}

/// A relationship: a line between the boxes' borders (or a loop for a
/// self-relationship) with its label and cardinality mark.
#[component]
fn RelationshipLine(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let rel_id = id.clone();
    // The ends and the label come from the model; the geometry also follows
    // a drag under way, so a frame recomputes lines, not whole views.
    let ends = Memo::new(move |_| {
        context.doc.with(|d| {
            let (at, rel) = d
                .model
                .relationships
                .iter()
                .enumerate()
                .find(|(_, r)| r.id == rel_id)?;
            let name = |id: &str| {
                d.model
                    .entity(id)
                    .map_or_else(String::new, |e| e.name.clone())
            };
            let label = rel.label.clone().unwrap_or_else(|| name(&rel.to));
            let text = format!("{label} · {}", rel.cardinality.mark());
            let spoken = format!(
                "Relationship {text}, from {} to {}",
                name(&rel.from),
                name(&rel.to)
            );
            Some(LineEnds {
                at,
                from: rel.from.clone(),
                to: rel.to.clone(),
                text,
                spoken,
                marks: end_marks(rel.cardinality),
            })
        })
    });
    let lane_id = id.clone();
    let geometry = Memo::new(move |_| {
        let (from_id, to_id) = ends.with(|e| e.as_ref().map(|e| (e.from.clone(), e.to.clone())))?;
        let moved = |id: &str, rect: crate::editor::geometry::Rect| {
            let (dx, dy) = context.offset_of(id);
            crate::editor::geometry::Rect {
                x: rect.x + dx,
                y: rect.y + dy,
                ..rect
            }
        };
        let from = moved(&from_id, context.rect_of(&from_id)?);
        let to = moved(&to_id, context.rect_of(&to_id)?);
        let lane = context
            .lanes
            .with(|lanes| lanes.get(&lane_id).copied().unwrap_or_default());
        let (path, (lx, ly)) = relationship_path(&from, &to, from_id == to_id, lane);
        Some((path, lx, ly))
    });
    let shape = Memo::new(move |_| {
        ends.with(|e| {
            e.as_ref()
                .map(|e| (e.text.clone(), e.spoken.clone(), e.marks))
        })
    });
    let has_problem = move || {
        ends.with(|e| e.as_ref().map(|e| e.at)).is_some_and(|at| {
            let prefix = format!("relationships[{at}]");
            context
                .problems
                .with(|p| p.iter().any(|p| p.path.starts_with(&prefix)))
        })
    };
    let selected = {
        let id = id.clone();
        move || context.selection.with(|s| s.has_relationship(&id))
    };
    let select_id = id.clone();
    // The advisor's verdict at a glance: nested squares for embedding, an
    // arrow for a reference (with a dot when fields are copied across).
    let live = use_context::<LiveAdvice>();
    let pattern_id = id.clone();
    let pattern = Memo::new(move |_| live.and_then(|live| live.shown_pattern(&pattern_id)));
    move || {
        shape.get().map(|(text, spoken, (start_mark, end_mark))| {
            let path =
                move || geometry.with(|g| g.as_ref().map(|g| g.0.clone()).unwrap_or_default());
            let lx = move || geometry.with(|g| g.as_ref().map_or(0.0, |g| g.1));
            let ly = move || geometry.with(|g| g.as_ref().map_or(0.0, |g| g.2));
            let select_id = select_id.clone();
            let key_id = select_id.clone();
            let focus_id = select_id.clone();
            let pressed = selected.clone();
            let selected = selected.clone();
            view! {
                <g
                    class=move || {
                        let family = pattern.with(|p| match p.as_deref() {
                            Some(p) if embeds(p) => " embeds",
                            Some(_) => " links",
                            None => "",
                        });
                        let selected = if selected() { " selected" } else { "" };
                        let problem = if has_problem() { " has-problem" } else { "" };
                        format!("relationship{family}{selected}{problem}")
                    }
                    role="button"
                    tabindex="0"
                    aria-label=spoken
                    aria-pressed=move || pressed().to_string()
                    aria-invalid=move || has_problem().to_string()
                    data-testid="relationship"
                    on:pointerdown=move |event: ev::PointerEvent| {
                        event.stop_propagation();
                        context.selection.set(Selection::Relationship(select_id.clone()));
                    }
                    on:keydown=move |event: ev::KeyboardEvent| {
                        if event.key() == "Enter" || event.key() == " " {
                            event.prevent_default();
                            context.selection.set(Selection::Relationship(key_id.clone()));
                        }
                    }
                    on:focus=move |_| context.focused.set(Some(focus_id.clone()))
                    on:blur=move |_| context.focused.set(None)
                >
                    <path class="relationship-hit" d=path />
                    // Marks go with the labels when zoomed out too far to read
                    // them: 400 lines repaint faster without them.
                    <path
                        class="relationship-line"
                        d=path
                        marker-start=move || context.detailed.get().then_some(start_mark)
                        marker-end=move || context.detailed.get().then_some(end_mark)
                    />
                    {move || context.detailed.get().then(|| {
                        view! { <text class="relationship-label" x=lx y=ly text-anchor="middle">{text.clone()}</text> }
                    })}
                    // Like the labels, the icons go when zoomed out too far to read them.
                    {move || context.detailed.get().then(|| pattern.get()).flatten().map(|pattern| {
                        let icon = if embeds(&pattern) {
                            view! {
                                <rect x="-6" y="-6" width="12" height="12" rx="2" class="icon-outer" />
                                <rect x="-2.5" y="-2.5" width="5" height="5" class="icon-inner" />
                            }
                                .into_any()
                        } else {
                            let copies = matches!(pattern.as_str(), "extended-reference" | "subset");
                            view! {
                                <path d="M -6 0 H 5 M 1 -4 L 5 0 L 1 4" class="icon-arrow" />
                                {copies.then(|| view! { <circle cx="-5" cy="-4" r="2" class="icon-inner" /> })}
                            }
                                .into_any()
                        };
                        view! {
                            <g
                                class="verdict-icon"
                                data-testid="verdict-icon"
                                data-pattern=pattern.clone()
                                transform=move || format!("translate({} {})", lx(), ly() - 20.0)
                            >
                                <title>{pattern_label(&pattern).to_owned()}</title>
                                <circle r="10" class="icon-back" />
                                {icon}
                            </g>
                        }
                    })}
                </g>
            }
        })
    }
}

/// The entity's name as a text box laid over its header: Enter or leaving
/// the box renames it, Escape leaves the name as it was.
#[component]
fn RenameInPlace(id: String, view: Signal<View>) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let input = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = input.get() {
            browser::focus_and_select(&input);
        }
    });
    let found = context
        .doc
        .with_untracked(|d| d.model.entity(&id).map(|e| (e.x, e.y, e.name.clone())));
    let Some((x, y, name)) = found else {
        return ().into_any();
    };
    let style = move || {
        let v = view.get();
        format!(
            "left:{}px;top:{}px;width:{}px;height:{}px;font-size:{}px",
            v.x + x * v.zoom,
            v.y + y * v.zoom,
            BOX_WIDTH * v.zoom,
            HEADER_HEIGHT * v.zoom,
            (14.0 * v.zoom).max(11.0)
        )
    };
    let commit = {
        let id = id.clone();
        move |name: String| {
            // Only the box that is still open renames: Escape closed it first.
            if context.renaming.get_untracked().as_deref() != Some(id.as_str()) {
                return;
            }
            context.renaming.set(None);
            if !name.trim().is_empty() {
                context.edit(Edit::RenameEntity {
                    id: id.clone(),
                    name: name.trim().to_owned(),
                });
            }
        }
    };
    let on_enter = commit.clone();
    view! {
        <input
            node_ref=input
            type="text"
            class="rename-entity"
            aria-label=format!("Rename {name}")
            data-testid="rename-entity"
            prop:value=name
            style=style
            on:pointerdown=|event: ev::PointerEvent| event.stop_propagation()
            on:dblclick=|event: ev::MouseEvent| event.stop_propagation()
            on:keydown=move |event: ev::KeyboardEvent| match event.key().as_str() {
                // Enter that ends an IME composition is not the end of the name.
                "Enter" if !event.is_composing() => {
                    event.prevent_default();
                    on_enter(event_target_value(&event));
                }
                "Escape" => {
                    event.prevent_default();
                    event.stop_propagation();
                    context.renaming.set(None);
                }
                _ => {}
            }
            on:blur=move |event| commit(event_target_value(&event))
        />
    }
    .into_any()
}

/// What a relationship line shows, read from the model.
#[derive(Debug, Clone, PartialEq)]
struct LineEnds {
    /// Its position in the model, for matching validation problems.
    at: usize,
    from: String,
    to: String,
    /// The label and cardinality drawn beside the line.
    text: String,
    /// What a screen reader says for it.
    spoken: String,
    /// The marks at the `from` and `to` ends.
    marks: (&'static str, &'static str),
}

/// The collections of the recommended schema that hold more than one
/// entity, drawn as a frame around the entities nested in them. Hidden in
/// teaching mode, where it would give the answers away.
#[component]
fn CollectionGroups() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let live = expect_context::<LiveAdvice>();
    let groups = move || live.groups();
    view! {
        <For
            each=groups
            key=|group| group.clone()
            children=move |(name, members)| {
                let frame = Memo::new(move |_| {
                    let rects = members.iter().filter_map(|id| {
                        let rect = context.rect_of(id)?;
                        let (dx, dy) = context.offset_of(id);
                        Some(crate::editor::geometry::Rect { x: rect.x + dx, y: rect.y + dy, ..rect })
                    });
                    enclosing(rects, 14.0, 18.0)
                });
                let part = move |f: fn(&crate::editor::geometry::Rect) -> f64| {
                    move || frame.with(|r| r.as_ref().map_or(0.0, f))
                };
                view! {
                    <g class="collection-group" data-testid="collection-group" data-collection=name.clone()>
                        <rect
                            x=part(|r| r.x)
                            y=part(|r| r.y)
                            width=part(|r| r.width)
                            height=part(|r| r.height)
                            rx="12"
                        />
                        <text x=part(|r| r.x + 10.0) y=part(|r| r.y + 14.0)>{format!("collection {name}")}</text>
                    </g>
                }
            }
        />
    }
}

/// What the advisor recommended for the shared version, rendered on the
/// server with the page.
#[component]
fn Verdicts(verdicts: Vec<Verdict>) -> impl IntoView {
    view! {
        <aside class="verdicts" aria-label="Recommendations" data-testid="verdicts">
            <h2>"Recommendations"</h2>
            <p class="hint">"For the model as it was shared."</p>
            <ul>
                {verdicts
                    .into_iter()
                    .map(|v| {
                        view! {
                            <li>
                                <strong>{v.title}</strong>
                                " "
                                <span class="badge" data-testid="verdict-pattern">{v.pattern}</span>
                                <p>{v.rationale}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </aside>
    }
}

/// The link a Share made, with a copy button.
#[component]
fn ShareDialog(
    link: String,
    /// The link carries the model itself instead of naming a stored one.
    private: bool,
    on_close: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let copied = RwSignal::new(None::<&'static str>);
    let text = link.clone();
    let copy = move |_| {
        let text = text.clone();
        leptos::task::spawn_local(async move {
            copied.set(Some(if browser::copy_text(&text).await {
                "Copied."
            } else {
                "The browser did not allow copying; select the link and copy it."
            }));
        });
    };
    view! {
        <div class="share-dialog" role="dialog" aria-label="Share link">
            <p>
                {if private {
                    "The model is inside this link: nothing was stored on the server. Anyone with the link can open it."
                } else {
                    "Anyone with this link sees the model as it is now. Later edits do not change it: share again for a new link."
                }}
            </p>
            <input type="text" readonly aria-label="Share link" prop:value=link />
            <button type="button" on:click=copy>"Copy link"</button>
            <button type="button" on:click=move |_| on_close()>"Close"</button>
            <span class="hint" aria-live="polite">{move || copied.get()}</span>
        </div>
    }
}

/// The keyboard shortcuts, opened with `?`.
#[component]
fn ShortcutsPanel(on_close: impl Fn() + 'static) -> impl IntoView {
    const SHORTCUTS: [(&str, &str); 19] = [
        ("N", "New entity"),
        ("F2, double-click", "Rename the selected entity in place"),
        (
            "] / [",
            "Select the next / previous entity and bring it into view",
        ),
        ("Delete / Backspace", "Delete the selection"),
        ("Ctrl+Z", "Undo"),
        ("Ctrl+Shift+Z / Ctrl+Y", "Redo"),
        (
            "Arrow keys",
            "Move the selected entities, or pan when none is selected (Shift: further)",
        ),
        (
            "Tab / Shift+Tab",
            "Go from entity to entity and to each relationship",
        ),
        ("Enter / Space", "Select the focused entity or relationship"),
        ("Escape", "Clear the selection, or leave a text field"),
        ("L", "Auto-layout"),
        ("F", "Fit the diagram to the screen"),
        ("+ / -", "Zoom in / out"),
        ("Mouse wheel, pinch", "Zoom at the pointer"),
        ("Drag the background, Space+drag", "Pan"),
        (
            "Shift+click, Shift+drag",
            "Add to the selection, select with a rubber band",
        ),
        (
            "Drag the round handle",
            "Relate an entity to another (or to itself)",
        ),
        ("?", "Show or hide this list"),
        (
            "Line ends",
            "A bar is one, a small foot few, a foot many, a double foot squillions",
        ),
    ];
    // The panel takes the focus, so Tab and Enter reach its Close button.
    let close = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close.get() {
            browser::focus(&button);
        }
    });
    view! {
        <div class="shortcuts" role="dialog" aria-label="Keyboard shortcuts">
            <h2>"Keyboard shortcuts"</h2>
            <dl>
                {SHORTCUTS
                    .into_iter()
                    .map(|(keys, action)| view! { <dt><kbd>{keys}</kbd></dt><dd>{action}</dd> })
                    .collect_view()}
            </dl>
            <button type="button" node_ref=close on:click=move |_| on_close()>"Close"</button>
        </div>
    }
}
