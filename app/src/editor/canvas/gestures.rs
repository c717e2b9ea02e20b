//! The canvas's pointer gestures as a plain state machine: the canvas feeds
//! it pointer events and applies the [`Action`]s it answers, so every
//! gesture (click, shift-click, drag, multi-drag, rubber band, pan, pinch,
//! drag-to-relate, cancel) is tested here without a browser.

use crate::editor::state::{MAX_ZOOM, MIN_ZOOM, View};
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::geometry::{Rect, entities_in, entity_at, pinch, rect_between};
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::Model;

/// A connector dragged less than this (screen pixels) was only clicked.
const CONNECT_MIN_DRAG: f64 = 6.0;
/// A drag that moved less than this (canvas units) each way is a click.
const DRAG_MIN_MOVE: f64 = 0.5;

/// What a pointer went down on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The canvas between the items.
    Background,
    /// An entity's box.
    Entity(String),
    /// An entity's round handle, for drawing a relationship from it.
    Handle(String),
}

/// One pointer event as the canvas saw it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pointer {
    /// The browser's pointer id: fingers are told apart by it.
    pub id: i32,
    pub touch: bool,
    /// Where it is on the page, in pixels.
    pub client: (f64, f64),
    pub shift: bool,
}

/// What the machine reads of the editor when an event arrives.
#[derive(Debug, Clone, Copy)]
pub struct Scene<'a> {
    pub model: &'a Model,
    pub selection: &'a Selection,
    pub view: View,
    /// The canvas element's top left corner on the page, in pixels.
    pub origin: (f64, f64),
    /// Space is held: a drag pans, even over entities.
    pub space_held: bool,
}

impl Scene<'_> {
    /// A page point in the canvas element's pixels.
    fn pixels(&self, client: (f64, f64)) -> (f64, f64) {
        (client.0 - self.origin.0, client.1 - self.origin.1)
    }

    /// A page point in canvas units.
    fn canvas_point(&self, client: (f64, f64)) -> (f64, f64) {
        self.view.to_canvas(self.pixels(client))
    }
}

/// What the editor must do in answer to an event, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Send the pointer's next events to the canvas until it is released.
    Capture,
    Select(Selection),
    View(View),
    /// A drag began to move these entities.
    DragStarted(Vec<String>),
    /// How far the entities being dragged have moved, in canvas units.
    DragDelta((f64, f64)),
    /// The gesture is over: boxes follow the model alone again.
    DragEnded,
    Edit(Edit),
    /// Relate `from` to `to` (a new relationship), then select it.
    Connect {
        from: String,
        to: String,
    },
}

/// What a gesture under way draws over the diagram.
#[derive(Debug, Clone, PartialEq)]
pub enum Overlay {
    /// The rubber band, in canvas units.
    Band(Rect),
    /// The line being drawn from a handle, in canvas units.
    Connecting { from: (f64, f64), to: (f64, f64) },
}

/// A gesture under way.
#[derive(Debug, Clone)]
enum Gesture {
    /// Moving entities: where the pointer started (page pixels), where they
    /// were, and how far they have gone. The model changes once, on
    /// release, so the drag is one undo step.
    Drag {
        start: (f64, f64),
        origins: Vec<(String, f64, f64)>,
        moved: bool,
        delta: (f64, f64),
    },
    /// Moving the view; points in page pixels.
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
    /// Two fingers: zoom and pan together. Where the fingers were (page
    /// pixels) when the second came down, and the view then.
    Pinch { start: [(f64, f64); 2], view: View },
    /// Dragging from an entity's handle to another entity (or itself).
    Connect {
        from: String,
        start: (f64, f64),
        end: (f64, f64),
    },
}

/// The pointer gestures of one canvas.
#[derive(Debug, Clone, Default)]
pub struct Gestures {
    gesture: Option<Gesture>,
    /// Fingers on the canvas, by pointer id: a second finger turns whatever
    /// the first one started into a pinch.
    touches: Vec<(i32, (f64, f64))>,
}

impl Gestures {
    /// A gesture is under way.
    #[must_use]
    pub const fn active(&self) -> bool {
        self.gesture.is_some()
    }

    /// What the gesture under way draws, if anything.
    #[must_use]
    pub fn overlay(&self) -> Option<Overlay> {
        match &self.gesture {
            Some(Gesture::Band { start, end, .. }) => {
                Some(Overlay::Band(rect_between(*start, *end)))
            }
            Some(Gesture::Connect { start, end, .. }) => Some(Overlay::Connecting {
                from: *start,
                to: *end,
            }),
            _ => None,
        }
    }

    /// A pointer went down on `target`.
    pub fn down(&mut self, target: &Target, pointer: &Pointer, scene: &Scene<'_>) -> Vec<Action> {
        if self.track_touch(pointer)
            && let Some(start) = self.two_touches()
        {
            // Whatever one finger had started is dropped, not applied.
            self.gesture = Some(Gesture::Pinch {
                start,
                view: scene.view,
            });
            return vec![Action::DragEnded];
        }
        match target {
            Target::Background if pointer.shift && !scene.space_held => {
                let at = scene.canvas_point(pointer.client);
                self.gesture = Some(Gesture::Band {
                    start: at,
                    end: at,
                    additive: true,
                });
                vec![Action::Capture]
            }
            Target::Background => self.pan(pointer, scene, vec![Action::Select(Selection::None)]),
            Target::Entity(_) if scene.space_held => self.pan(pointer, scene, Vec::new()),
            Target::Entity(id) if pointer.shift => {
                vec![Action::Select(scene.selection.toggled(id))]
            }
            Target::Entity(id) => {
                let mut effects = Vec::new();
                let selection = if scene.selection.has_entity(id) {
                    scene.selection.clone()
                } else {
                    let only = Selection::entity(id);
                    effects.push(Action::Select(only.clone()));
                    only
                };
                effects.push(Action::Capture);
                // Every selected entity moves together.
                let origins = selection
                    .entities()
                    .iter()
                    .filter_map(|id| scene.model.entity(id))
                    .map(|e| (e.id.clone(), e.x, e.y))
                    .collect();
                self.gesture = Some(Gesture::Drag {
                    start: pointer.client,
                    origins,
                    moved: false,
                    delta: (0.0, 0.0),
                });
                effects
            }
            Target::Handle(id) => {
                let at = scene.canvas_point(pointer.client);
                self.gesture = Some(Gesture::Connect {
                    from: id.clone(),
                    start: at,
                    end: at,
                });
                vec![Action::Capture]
            }
        }
    }

    /// The pointer moved.
    pub fn moved(&mut self, pointer: &Pointer, scene: &Scene<'_>) -> Vec<Action> {
        if pointer.touch
            && let Some(touch) = self.touches.iter_mut().find(|(id, _)| *id == pointer.id)
        {
            touch.1 = pointer.client;
        }
        let now = self.two_touches();
        let canvas = scene.canvas_point(pointer.client);
        let point = pointer.client;
        match &mut self.gesture {
            Some(Gesture::Pan { start, origin }) => vec![Action::View(View {
                x: origin.0 + point.0 - start.0,
                y: origin.1 + point.1 - start.1,
                zoom: scene.view.zoom,
            })],
            Some(Gesture::Drag {
                start,
                origins,
                moved,
                delta,
            }) => {
                let zoom = scene.view.zoom;
                let (dx, dy) = ((point.0 - start.0) / zoom, (point.1 - start.1) / zoom);
                let mut effects = Vec::new();
                let was_moving = *moved;
                *moved = *moved || dx.abs() > DRAG_MIN_MOVE || dy.abs() > DRAG_MIN_MOVE;
                if *moved && !was_moving {
                    effects.push(Action::DragStarted(
                        origins.iter().map(|(id, _, _)| id.clone()).collect(),
                    ));
                }
                *delta = (dx.round(), dy.round());
                effects.push(Action::DragDelta(*delta));
                effects
            }
            Some(Gesture::Band { end, .. } | Gesture::Connect { end, .. }) => {
                *end = canvas;
                Vec::new()
            }
            Some(Gesture::Pinch { start, view }) => now.map_or_else(Vec::new, |now| {
                let (x, y, zoom) = pinch(
                    (view.x, view.y, view.zoom),
                    start.map(|p| scene.pixels(p)),
                    now.map(|p| scene.pixels(p)),
                    (MIN_ZOOM, MAX_ZOOM),
                );
                vec![Action::View(View { x, y, zoom })]
            }),
            None => Vec::new(),
        }
    }

    /// The pointer was released: the gesture under way is applied.
    pub fn up(&mut self, pointer: &Pointer, scene: &Scene<'_>) -> Vec<Action> {
        self.forget_touch(pointer.id);
        let mut effects = Vec::new();
        match self.gesture.take() {
            Some(Gesture::Drag {
                origins,
                moved: true,
                delta: (dx, dy),
                ..
            }) => {
                let moves = origins
                    .into_iter()
                    .map(|(id, x, y)| (id, x + dx, y + dy))
                    .collect();
                effects.push(Action::Edit(Edit::MoveEntities { moves }));
            }
            Some(Gesture::Band {
                start,
                end,
                additive,
            }) => {
                let found = entities_in(scene.model, &rect_between(start, end));
                effects.push(Action::Select(scene.selection.with_band(found, additive)));
            }
            Some(Gesture::Connect { from, start, end })
                if (end.0 - start.0).hypot(end.1 - start.1) * scene.view.zoom
                    >= CONNECT_MIN_DRAG =>
            {
                if let Some(to) = entity_at(scene.model, end.0, end.1) {
                    effects.push(Action::Connect {
                        from,
                        to: to.id.clone(),
                    });
                }
            }
            _ => {}
        }
        // Last, so boxes never jump back before the move is applied.
        effects.push(Action::DragEnded);
        effects
    }

    /// The browser took the pointer away (a system gesture, say): whatever
    /// was under way is dropped, not applied.
    pub fn cancel(&mut self, pointer: &Pointer) -> Vec<Action> {
        self.forget_touch(pointer.id);
        self.gesture = None;
        vec![Action::DragEnded]
    }

    fn pan(&mut self, pointer: &Pointer, scene: &Scene<'_>, then: Vec<Action>) -> Vec<Action> {
        self.gesture = Some(Gesture::Pan {
            start: pointer.client,
            origin: (scene.view.x, scene.view.y),
        });
        let mut effects = vec![Action::Capture];
        effects.extend(then);
        effects
    }

    /// Notes a finger; true when the pointer is one.
    fn track_touch(&mut self, pointer: &Pointer) -> bool {
        if !pointer.touch {
            return false;
        }
        self.touches.retain(|(id, _)| *id != pointer.id);
        self.touches.push((pointer.id, pointer.client));
        true
    }

    fn forget_touch(&mut self, id: i32) {
        self.touches.retain(|(touch, _)| *touch != id);
    }

    fn two_touches(&self) -> Option<[(f64, f64); 2]> {
        match self.touches.as_slice() {
            [(_, a), (_, b)] => Some([*a, *b]),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nestlink_core::diagram::{apply, document::empty_model};

    /// Two entities `e1` at (0, 0) and `e2` at (500, 300), boxes 220 wide.
    fn two_boxes() -> Model {
        let mut model = empty_model();
        for (x, y) in [(0.0, 0.0), (500.0, 300.0)] {
            apply(&mut model, Edit::AddEntity { x, y }).expect("adds");
        }
        model
    }

    fn ids(model: &Model) -> (String, String) {
        (model.entities[0].id.clone(), model.entities[1].id.clone())
    }

    fn mouse(x: f64, y: f64) -> Pointer {
        Pointer {
            id: 1,
            touch: false,
            client: (x, y),
            shift: false,
        }
    }

    fn shifted(pointer: Pointer) -> Pointer {
        Pointer {
            shift: true,
            ..pointer
        }
    }

    fn finger(id: i32, x: f64, y: f64) -> Pointer {
        Pointer {
            id,
            touch: true,
            client: (x, y),
            shift: false,
        }
    }

    fn scene<'a>(model: &'a Model, selection: &'a Selection) -> Scene<'a> {
        Scene {
            model,
            selection,
            view: View::HOME,
            origin: (0.0, 0.0),
            space_held: false,
        }
    }

    #[test]
    fn a_click_on_an_entity_selects_it_and_moves_nothing() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let none = Selection::None;
        let mut g = Gestures::default();
        let down = g.down(
            &Target::Entity(a.clone()),
            &mouse(20.0, 20.0),
            &scene(&model, &none),
        );
        assert_eq!(
            down,
            [Action::Select(Selection::entity(&a)), Action::Capture]
        );
        let selected = Selection::entity(&a);
        let up = g.up(&mouse(20.0, 20.0), &scene(&model, &selected));
        assert_eq!(up, [Action::DragEnded], "no edit for a click");
        assert!(!g.active());
    }

    #[test]
    fn shift_click_adds_to_the_selection_and_takes_it_away_again() {
        let model = two_boxes();
        let (a, b) = ids(&model);
        let mut g = Gestures::default();
        let first = Selection::entity(&a);
        let click = shifted(mouse(510.0, 310.0));
        let added = g.down(&Target::Entity(b.clone()), &click, &scene(&model, &first));
        let both = first.toggled(&b);
        assert_eq!(added, [Action::Select(both.clone())]);
        assert_eq!(both.entities().len(), 2);
        assert!(!g.active(), "a shift-click starts no drag");
        let removed = g.down(&Target::Entity(b), &click, &scene(&model, &both));
        assert_eq!(removed, [Action::Select(first)]);
    }

    #[test]
    fn a_drag_moves_the_entity_in_one_edit_scaled_by_the_zoom() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let selected = Selection::entity(&a);
        let mut zoomed = scene(&model, &selected);
        zoomed.view.zoom = 2.0;
        let mut g = Gestures::default();
        assert_eq!(
            g.down(&Target::Entity(a.clone()), &mouse(10.0, 10.0), &zoomed),
            [Action::Capture]
        );
        let first = g.moved(&mouse(50.0, 30.0), &zoomed);
        assert_eq!(
            first,
            [
                Action::DragStarted(vec![a.clone()]),
                Action::DragDelta((20.0, 10.0))
            ]
        );
        let second = g.moved(&mouse(70.0, 30.0), &zoomed);
        assert_eq!(second, [Action::DragDelta((30.0, 10.0))], "started once");
        let up = g.up(&mouse(70.0, 30.0), &zoomed);
        assert_eq!(
            up,
            [
                Action::Edit(Edit::MoveEntities {
                    moves: vec![(a, 30.0, 10.0)]
                }),
                Action::DragEnded
            ]
        );
    }

    #[test]
    fn every_selected_entity_moves_together() {
        let model = two_boxes();
        let (a, b) = ids(&model);
        let both = Selection::entity(&a).toggled(&b);
        let mut g = Gestures::default();
        let down = g.down(
            &Target::Entity(b.clone()),
            &mouse(510.0, 310.0),
            &scene(&model, &both),
        );
        assert_eq!(down, [Action::Capture], "the selection is kept");
        g.moved(&mouse(530.0, 300.0), &scene(&model, &both));
        let up = g.up(&mouse(530.0, 300.0), &scene(&model, &both));
        assert_eq!(
            up[0],
            Action::Edit(Edit::MoveEntities {
                moves: vec![(a, 20.0, -10.0), (b, 520.0, 290.0)]
            })
        );
    }

    #[test]
    fn a_shift_drag_on_the_background_selects_what_the_band_touches() {
        let model = two_boxes();
        let (_, b) = ids(&model);
        let none = Selection::None;
        let s = scene(&model, &none);
        let mut g = Gestures::default();
        assert_eq!(
            g.down(&Target::Background, &shifted(mouse(400.0, 250.0)), &s),
            [Action::Capture]
        );
        g.moved(&shifted(mouse(600.0, 350.0)), &s);
        assert_eq!(
            g.overlay(),
            Some(Overlay::Band(rect_between((400.0, 250.0), (600.0, 350.0))))
        );
        let up = g.up(&mouse(600.0, 350.0), &s);
        assert_eq!(
            up,
            [Action::Select(Selection::entity(&b)), Action::DragEnded]
        );
        assert_eq!(g.overlay(), None);
    }

    #[test]
    fn dragging_the_background_pans_and_clears_the_selection() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let selected = Selection::entity(&a);
        let mut s = scene(&model, &selected);
        s.view = View {
            x: 5.0,
            y: 7.0,
            zoom: 1.5,
        };
        let mut g = Gestures::default();
        assert_eq!(
            g.down(&Target::Background, &mouse(100.0, 100.0), &s),
            [Action::Capture, Action::Select(Selection::None)]
        );
        assert_eq!(
            g.moved(&mouse(130.0, 90.0), &s),
            [Action::View(View {
                x: 35.0,
                y: -3.0,
                zoom: 1.5
            })]
        );
        assert_eq!(g.up(&mouse(130.0, 90.0), &s), [Action::DragEnded]);
    }

    #[test]
    fn space_held_pans_even_over_an_entity() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let none = Selection::None;
        let mut s = scene(&model, &none);
        s.space_held = true;
        let mut g = Gestures::default();
        assert_eq!(
            g.down(&Target::Entity(a), &mouse(10.0, 10.0), &s),
            [Action::Capture],
            "no selection change"
        );
        assert!(matches!(
            g.moved(&mouse(20.0, 10.0), &s)[..],
            [Action::View(_)]
        ));
    }

    #[test]
    fn two_fingers_pinch_to_zoom_and_drop_what_the_first_began() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let none = Selection::None;
        let s = scene(&model, &none);
        let mut g = Gestures::default();
        // The first finger starts a drag, as a mouse would.
        let first = g.down(&Target::Entity(a.clone()), &finger(1, 100.0, 100.0), &s);
        assert_eq!(
            first,
            [Action::Select(Selection::entity(&a)), Action::Capture]
        );
        let second = g.down(&Target::Background, &finger(2, 200.0, 100.0), &s);
        assert_eq!(second, [Action::DragEnded]);
        // Fingers twice as far apart: twice the zoom about their middle.
        g.moved(&finger(1, 50.0, 100.0), &s);
        let zoomed = g.moved(&finger(2, 250.0, 100.0), &s);
        assert_eq!(
            zoomed,
            [Action::View(View {
                x: -150.0,
                y: -100.0,
                zoom: 2.0
            })]
        );
        assert_eq!(g.up(&finger(2, 250.0, 100.0), &s), [Action::DragEnded]);
    }

    #[test]
    fn dragging_a_handle_onto_an_entity_relates_them() {
        let model = two_boxes();
        let (a, b) = ids(&model);
        let none = Selection::None;
        let s = scene(&model, &none);
        let mut g = Gestures::default();
        assert_eq!(
            g.down(&Target::Handle(a.clone()), &mouse(220.0, 17.0), &s),
            [Action::Capture]
        );
        g.moved(&mouse(520.0, 320.0), &s);
        assert_eq!(
            g.overlay(),
            Some(Overlay::Connecting {
                from: (220.0, 17.0),
                to: (520.0, 320.0)
            })
        );
        let up = g.up(&mouse(520.0, 320.0), &s);
        assert_eq!(up, [Action::Connect { from: a, to: b }, Action::DragEnded]);
    }

    #[test]
    fn a_click_on_a_handle_or_a_drop_on_nothing_relates_nothing() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let none = Selection::None;
        let s = scene(&model, &none);
        let mut g = Gestures::default();
        g.down(&Target::Handle(a.clone()), &mouse(220.0, 17.0), &s);
        g.moved(&mouse(223.0, 18.0), &s);
        assert_eq!(g.up(&mouse(223.0, 18.0), &s), [Action::DragEnded]);
        g.down(&Target::Handle(a), &mouse(220.0, 17.0), &s);
        g.moved(&mouse(400.0, 200.0), &s);
        assert_eq!(g.up(&mouse(400.0, 200.0), &s), [Action::DragEnded]);
    }

    #[test]
    fn a_cancelled_drag_is_dropped_not_applied() {
        let model = two_boxes();
        let (a, _) = ids(&model);
        let selected = Selection::entity(&a);
        let s = scene(&model, &selected);
        let mut g = Gestures::default();
        g.down(&Target::Entity(a), &mouse(10.0, 10.0), &s);
        g.moved(&mouse(90.0, 90.0), &s);
        assert_eq!(g.cancel(&mouse(90.0, 90.0)), [Action::DragEnded]);
        assert!(!g.active());
        assert_eq!(
            g.up(&mouse(90.0, 90.0), &s),
            [Action::DragEnded],
            "nothing left to apply"
        );
    }

    #[test]
    fn points_are_read_relative_to_the_canvas_and_its_view() {
        let model = two_boxes();
        let none = Selection::None;
        let mut s = scene(&model, &none);
        s.origin = (100.0, 50.0);
        s.view = View {
            x: 10.0,
            y: 20.0,
            zoom: 2.0,
        };
        let mut g = Gestures::default();
        g.down(&Target::Background, &shifted(mouse(130.0, 90.0)), &s);
        assert_eq!(
            g.overlay(),
            Some(Overlay::Band(rect_between((10.0, 10.0), (10.0, 10.0))))
        );
    }
}
