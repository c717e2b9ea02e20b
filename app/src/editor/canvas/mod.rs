//! The canvas: the diagram's SVG layers, drawing only what is on screen,
//! and the pointer's events fed to the gesture machine (`gestures`), whose
//! effects it applies to the editor's state.

pub mod gestures;
mod rename;
mod shapes;

use leptos::{ev, prelude::*};

use self::gestures::{Action, Gestures, Overlay, Pointer, Scene, Target};
use self::rename::RenameInPlace;
use self::shapes::{CollectionGroups, EntityBox, RelationshipLine};
use crate::browser;
use crate::editor::state::EditorContext;
use nestlink_core::decimal::Decimal;
use nestlink_core::diagram::edit::{Edit, NEW_RELATIONSHIP};
use nestlink_core::diagram::geometry::{entity_at, visible_area, visible_items};
use nestlink_core::diagram::lines::END_MARKS;

/// The diagram, with its pointer and wheel handling.
#[component]
pub fn Canvas() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let gestures = StoredValue::new(Gestures::default());
    // What the views read of the gesture under way.
    let overlay = RwSignal::new(None::<Overlay>);
    let gesturing = RwSignal::new(false);

    let measure = move || context.viewport.measure_canvas();
    Effect::new(move |_| {
        if context.viewport.canvas.get().is_some() {
            measure();
        }
    });
    let resized = window_event_listener(ev::resize, move |_| measure());
    on_cleanup(move || resized.remove());
    Effect::new(move |_| {
        if context.viewport.fit_requested.get() {
            context.viewport.fit_requested.set(false);
            context.fit_to_screen();
        }
    });

    let apply = move |actions: Vec<Action>, pointer_id: i32| {
        for action in actions {
            match action {
                // Until the gesture ends, the pointer's events come to the
                // canvas even off its edge, and the browser need not
                // hit-test the diagram for them.
                Action::Capture => {
                    if let Some(canvas) = context.viewport.canvas.get_untracked() {
                        browser::capture_pointer(&canvas, pointer_id);
                    }
                }
                Action::Select(selection) => context.document.selection.set(selection),
                Action::View(view) => context.viewport.view.set(view),
                Action::DragStarted(ids) => context
                    .interaction
                    .dragged
                    .set(Some(ids.into_iter().collect())),
                Action::DragDelta(delta) => context.interaction.drag_delta.set(delta),
                Action::DragEnded => {
                    context.interaction.dragged.set(None);
                    context.interaction.drag_delta.set((0.0, 0.0));
                }
                Action::Edit(edit) => {
                    context.edit(edit);
                }
                Action::Connect { from, to } => {
                    context.edit(Edit::Connect {
                        from,
                        to,
                        cardinality: NEW_RELATIONSHIP,
                    });
                    let made = context
                        .document
                        .doc
                        .with_untracked(|d| d.model.relationships.last().map(|r| r.id.clone()));
                    if let Some(id) = made {
                        context.document.selection.set(
                            nestlink_core::diagram::selection::Selection::Relationship(id),
                        );
                    }
                }
            }
        }
        let (active, drawn) = gestures.with_value(|g| (g.active(), g.overlay()));
        if gesturing.get_untracked() != active {
            gesturing.set(active);
        }
        if overlay.with_untracked(|shown| *shown != drawn) {
            overlay.set(drawn);
        }
    };
    // One pointer event through the machine, with the editor as it is now.
    let feed =
        move |event: &ev::PointerEvent,
              step: &dyn Fn(&mut Gestures, &Pointer, &Scene<'_>) -> Vec<Action>| {
            let pointer = Pointer {
                id: event.pointer_id(),
                touch: event.pointer_type() == "touch",
                client: (f64::from(event.client_x()), f64::from(event.client_y())),
                shift: event.shift_key(),
            };
            let origin = context
                .viewport
                .canvas_rect()
                .map_or((0.0, 0.0), |(left, top, _, _)| (left, top));
            let actions = context.document.doc.with_untracked(|d| {
                context.document.selection.with_untracked(|selection| {
                    let scene = Scene {
                        model: &d.model,
                        selection,
                        view: context.viewport.view.get_untracked(),
                        origin,
                        space_held: context.interaction.space_held.get_untracked(),
                    };
                    gestures
                        .try_update_value(|g| step(g, &pointer, &scene))
                        .unwrap_or_default()
                })
            });
            apply(actions, pointer.id);
        };
    // Entities and handles stop the event; the canvas sees the background's.
    // A press first ends any typing in the inspector: its form may go with
    // the selection, and what was typed must be kept before it goes.
    let press = move |target: Target, event: ev::PointerEvent| {
        event.stop_propagation();
        browser::commit_typing();
        feed(&event, &|g, p, s| g.down(&target, p, s));
    };
    let on_pointer_down = move |event: ev::PointerEvent| {
        browser::commit_typing();
        feed(&event, &|g, p, s| g.down(&Target::Background, p, s));
    };
    let on_pointer_move = move |event: ev::PointerEvent| feed(&event, &Gestures::moved);
    let on_pointer_up = move |event: ev::PointerEvent| feed(&event, &Gestures::up);
    let on_pointer_cancel = move |event: ev::PointerEvent| feed(&event, &|g, p, _| g.cancel(p));
    // A double click on an entity renames it in place. (The pointer is
    // captured by the canvas during a press, so the canvas gets the click.)
    let on_double_click = move |event: ev::MouseEvent| {
        let client = (f64::from(event.client_x()), f64::from(event.client_y()));
        let at = context
            .viewport
            .view
            .get_untracked()
            .to_canvas(context.viewport.canvas_pixels(client));
        let hit = context
            .document
            .doc
            .with_untracked(|d| entity_at(&d.model, at.0, at.1).map(|e| e.id.clone()));
        if let Some(id) = hit {
            context
                .document
                .selection
                .set(nestlink_core::diagram::selection::Selection::entity(&id));
            context.interaction.renaming.set(Some(id));
        }
    };
    let on_wheel = move |event: ev::WheelEvent| {
        // The canvas zooms; the page must neither scroll nor zoom with it.
        event.prevent_default();
        // Trackpad pinches arrive as wheel events with Ctrl held.
        let speed = if event.ctrl_key() { 0.01 } else { 0.001 };
        let anchor = context
            .viewport
            .canvas_pixels((f64::from(event.client_x()), f64::from(event.client_y())));
        context.zoom_at((-event.delta_y() * speed).exp(), anchor);
    };
    // What a gesture draws over the diagram: the band, or the line being connected.
    let drawn_overlay = move || {
        overlay.with(|o| match o {
            Some(Overlay::Band(r)) => Some(
                view! {
                    <rect
                        class="band"
                        x=Decimal(r.x).to_string()
                        y=Decimal(r.y).to_string()
                        width=Decimal(r.width).to_string()
                        height=Decimal(r.height).to_string()
                    />
                }
                .into_any(),
            ),
            Some(Overlay::Connecting { from, to }) => Some(
                view! {
                    <line
                        class="connecting"
                        x1=Decimal(from.0).to_string()
                        y1=Decimal(from.1).to_string()
                        x2=Decimal(to.0).to_string()
                        y2=Decimal(to.1).to_string()
                    />
                }
                .into_any(),
            ),
            None => None,
        })
    };

    // Only what is on screen is drawn; before the canvas is measured (and on
    // the server) everything is. Selected and focused items always are.
    let visible = Memo::new(move |_| {
        let area = context.viewport.canvas_size.get().map(|size| {
            context
                .viewport
                .view
                .with(|v| visible_area((v.x, v.y), v.zoom, size, 120.0))
        });
        context.document.doc.with(|d| {
            context.document.selection.with(|s| match area {
                Some(area) => visible_items(&d.model, &area, |id| {
                    s.has_entity(id)
                        || s.has_relationship(id)
                        || context
                            .interaction
                            .focused
                            .with(|f| f.as_deref() == Some(id))
                }),
                None => (
                    d.model.entities.iter().map(|e| e.id.clone()).collect(),
                    d.model.relationships.iter().map(|r| r.id.clone()).collect(),
                ),
            })
        })
    });
    // What a drag under way moves, with the lines that end on it, is drawn
    // in a layer of its own: the rest of a big diagram is then neither
    // repainted nor rasterized again on each frame of the drag.
    let moving = Memo::new(move |_| {
        context.interaction.dragged.with(|dragged| {
            let Some(ids) = dragged else {
                return (Vec::new(), Vec::new());
            };
            context.document.doc.with_untracked(|d| {
                let entities = d.model.entities.iter().map(|e| &e.id);
                let lines = d.model.relationships.iter();
                (
                    entities.filter(|id| ids.contains(*id)).cloned().collect(),
                    lines
                        .filter(|r| ids.contains(&r.from) || ids.contains(&r.to))
                        .map(|r| r.id.clone())
                        .collect(),
                )
            })
        })
    });
    let still = Memo::new(move |_| {
        visible.with(|(entities, lines)| {
            moving.with(|(moved, moved_lines)| {
                let kept = |ids: &Vec<String>, moved: &Vec<String>| -> Vec<String> {
                    ids.iter()
                        .filter(|id| !moved.contains(id))
                        .cloned()
                        .collect()
                };
                (kept(entities, moved), kept(lines, moved_lines))
            })
        })
    });
    // One closure type for each list, so each `For` is compiled once.
    let entities_of = |list: Memo<(Vec<String>, Vec<String>)>| move || list.with(|l| l.0.clone());
    let lines_of = |list: Memo<(Vec<String>, Vec<String>)>| move || list.with(|l| l.1.clone());
    let key = |id: &String| id.clone();
    let entity_box = move |id| view! { <EntityBox id press /> };
    let line = |id| view! { <RelationshipLine id /> };
    let transform = move || {
        let v = context.viewport.view.get();
        format!(
            "translate({} {}) scale({})",
            Decimal(v.x),
            Decimal(v.y),
            Decimal(v.zoom)
        )
    };

    view! {
        // SVG layers: collection frames, lines, boxes. Each is its own paint
        // layer, so moving a line does not repaint every box's text. While a
        // gesture is under way the items ignore the pointer: hit-testing
        // thousands of SVG shapes on every move costs more than drawing.
        <div
            node_ref=context.viewport.canvas
            class=move || match (gesturing.get(), context.viewport.overview.get()) {
                (true, true) => "canvas gesturing overview",
                (true, false) => "canvas gesturing",
                (false, true) => "canvas overview",
                (false, false) => "canvas",
            }
            role="application"
            aria-label=crate::words::text("diagram")
            data-testid="canvas"
            on:pointerdown=on_pointer_down
            on:pointermove=on_pointer_move
            on:pointerup=on_pointer_up
            on:pointercancel=on_pointer_cancel
            on:wheel=on_wheel
            on:dblclick=on_double_click
        >
            // The collections' frames get a layer of their own: a moving
            // line would otherwise repaint every big frame.
            <svg class="canvas-layer groups" aria-hidden="true">
                <g transform=transform>
                    <CollectionGroups moving=false />
                </g>
            </svg>
            <svg class="canvas-layer lines">
                <defs inner_html=END_MARKS></defs>
                <g transform=transform>
                    <For each=lines_of(still) key children=line />
                </g>
            </svg>
            <svg class="canvas-layer boxes">
                <g transform=transform>
                    <For each=entities_of(still) key children=entity_box />
                    {drawn_overlay}
                </g>
            </svg>
            <svg class="canvas-layer moving">
                <g transform=transform>
                    <CollectionGroups moving=true />
                    <For each=lines_of(moving) key children=line />
                    <For each=entities_of(moving) key children=entity_box />
                </g>
            </svg>
            {move || context.interaction.renaming.get().map(|id| view! { <RenameInPlace id /> })}
        </div>
    }
}
