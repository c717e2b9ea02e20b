//! The editor page: the SVG canvas where a model is drawn, a toolbar, and the
//! inspector for the selected entity or relationship. The logic lives in
//! `crate::editor`; this module holds signals, views and browser glue.

use leptos::{ev, prelude::*};
use leptos_meta::Title;

use super::browser;
use super::frame::Frame;
use super::inspector::Inspector;
use crate::editor::{
    Document, Edit,
    document::{STORAGE_KEY, empty_model, model_file, parse_model_file},
    export::relationship_path,
    export::{file_stem, picture_size, to_svg},
    geometry::{BOX_WIDTH, HEADER_HEIGHT, ROW_HEIGHT, entity_rect},
    layout::auto_layout,
    layout::free_spot,
};
use crate::model::Model;
use crate::validate::{Problem, validate};

/// What the inspector shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    None,
    Entity(String),
    Relationship(String),
}

/// A pointer gesture under way on the canvas.
#[derive(Debug, Clone)]
enum Gesture {
    /// Moving entities: where the pointer started, where they were, and the
    /// model before the drag (the drag is one undo step).
    Drag {
        start: (f64, f64),
        origins: Vec<(String, f64, f64)>,
        before: Model,
        moved: bool,
    },
    /// Moving the view.
    Pan {
        start: (f64, f64),
        origin: (f64, f64),
    },
}

/// The view's offset and zoom factor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub x: f64,
    pub y: f64,
    pub zoom: f64,
}

const MIN_ZOOM: f64 = 0.2;
const MAX_ZOOM: f64 = 3.0;

/// Shared with the inspector and the canvas items.
#[derive(Clone, Copy)]
pub struct EditorContext {
    pub doc: RwSignal<Document>,
    pub selection: RwSignal<Selection>,
    pub problems: Memo<Vec<Problem>>,
    /// A message about the last action that could not be done.
    pub notice: RwSignal<Option<String>>,
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
pub fn EditorPage() -> impl IntoView {
    let doc = RwSignal::new(Document::default());
    let selection = RwSignal::new(Selection::None);
    let notice = RwSignal::new(None::<String>);
    let problems = Memo::new(move |_| doc.with(|d| validate(&d.model)));
    let context = EditorContext {
        doc,
        selection,
        problems,
        notice,
    };
    provide_context(context);

    let view_state = RwSignal::new(View {
        x: 0.0,
        y: 0.0,
        zoom: 1.0,
    });
    let gesture = RwSignal::new(None::<Gesture>);
    let loaded = RwSignal::new(false);

    // Bring back the autosaved work, then save on every change (but not on
    // every frame of a drag: the drag's end is the change that counts).
    Effect::new(move |_| {
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
        loaded.set(true);
    });
    Effect::new(move |_| {
        let json = doc.with(Document::to_saved_json);
        if loaded.get()
            && gesture.with_untracked(Option::is_none)
            && !browser::save(STORAGE_KEY, &json)
        {
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
            selection.set(Selection::Entity(id));
        }
    };
    let delete_selection = move || {
        match selection.get_untracked() {
            Selection::Entity(id) => context.edit(Edit::DeleteEntities { ids: vec![id] }),
            Selection::Relationship(id) => {
                context.edit(Edit::DeleteRelationships { ids: vec![id] });
            }
            Selection::None => return,
        }
        selection.set(Selection::None);
    };
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
                Ok(mut model) => {
                    // A file drawn elsewhere may have no positions: never a pile.
                    if model.entities.iter().all(|e| e.x == 0.0 && e.y == 0.0) {
                        let moves = auto_layout(&model);
                        let _ = crate::editor::apply(&mut model, Edit::MoveEntities { moves });
                    }
                    context.edit(Edit::Replace { model });
                    selection.set(Selection::None);
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
        let (name, svg) = doc.with_untracked(|d| (file_stem(&d.model), to_svg(&d.model)));
        if let Err(message) = browser::download(&format!("{name}.svg"), "image/svg+xml", &svg) {
            notice.set(Some(message));
        }
    };
    let export_png = move || {
        let (name, svg, (width, height)) = doc.with_untracked(|d| {
            (
                file_stem(&d.model),
                to_svg(&d.model),
                picture_size(&d.model),
            )
        });
        if let Err(message) = browser::download_png(&format!("{name}.png"), &svg, width, height) {
            notice.set(Some(message));
        }
    };
    let model_name = move || doc.with(|d| d.model.name.clone());

    let zoom_by = move |factor: f64| {
        view_state.update(|v| v.zoom = (v.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM));
    };

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
            (false, _, "Escape") => selection.set(Selection::None),
            _ => return,
        }
        event.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let on_pointer_down = move |event: ev::PointerEvent| {
        // Only the background starts a pan; entities start drags themselves.
        let point = (f64::from(event.client_x()), f64::from(event.client_y()));
        let v = view_state.get_untracked();
        gesture.set(Some(Gesture::Pan {
            start: point,
            origin: (v.x, v.y),
        }));
        selection.set(Selection::None);
    };
    let on_pointer_move = move |event: ev::PointerEvent| {
        let point = (f64::from(event.client_x()), f64::from(event.client_y()));
        let zoom = view_state.with_untracked(|v| v.zoom);
        let mut moves = None;
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
                let (dx, dy) = ((point.0 - start.0) / zoom, (point.1 - start.1) / zoom);
                *moved = *moved || dx.abs() > 0.5 || dy.abs() > 0.5;
                moves = Some(
                    origins
                        .iter()
                        .map(|(id, x, y)| (id.clone(), (x + dx).round(), (y + dy).round()))
                        .collect::<Vec<_>>(),
                );
            }
            None => {}
        });
        if let Some(moves) = moves {
            // Positions change live; the undo step is recorded on release.
            doc.update(|d| {
                let _ = crate::editor::apply(&mut d.model, Edit::MoveEntities { moves });
            });
        }
    };
    let on_pointer_up = move |_event: ev::PointerEvent| {
        if let Some(Gesture::Drag {
            before,
            moved: true,
            ..
        }) = gesture.get_untracked()
        {
            gesture.set(None);
            doc.update(|d| d.history.record(before));
        } else {
            gesture.set(None);
        }
    };
    let on_wheel = move |event: ev::WheelEvent| {
        zoom_by((-event.delta_y() * 0.001).exp());
    };
    let start_drag = move |id: String, event: ev::PointerEvent| {
        event.stop_propagation();
        let point = (f64::from(event.client_x()), f64::from(event.client_y()));
        selection.set(Selection::Entity(id.clone()));
        let (origins, before) = doc.with_untracked(|d| {
            let origins = d
                .model
                .entity(&id)
                .map(|e| vec![(e.id.clone(), e.x, e.y)])
                .unwrap_or_default();
            (origins, d.model.clone())
        });
        gesture.set(Some(Gesture::Drag {
            start: point,
            origins,
            before,
            moved: false,
        }));
    };

    let entity_ids = move || {
        doc.with(|d| {
            d.model
                .entities
                .iter()
                .map(|e| e.id.clone())
                .collect::<Vec<_>>()
        })
    };
    let relationship_ids = move || {
        doc.with(|d| {
            d.model
                .relationships
                .iter()
                .map(|r| r.id.clone())
                .collect::<Vec<_>>()
        })
    };
    let transform = move || {
        let v = view_state.get();
        format!("translate({} {}) scale({})", v.x, v.y, v.zoom)
    };
    let can_undo = move || doc.with(|d| d.history.can_undo());
    let can_redo = move || doc.with(|d| d.history.can_redo());
    let problem_count = move || problems.with(Vec::len);

    view! {
        <Title text="Editor" />
        <Frame wide=true>
            <div class="editor">
                <h1 class="visually-hidden">"Editor"</h1>
                <div class="toolbar" role="toolbar" aria-label="Editor tools">
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
                    <button type="button" on:click=move |_| save_file()>"Save file"</button>
                    <button type="button" on:click=move |_| export_svg()>"Export SVG"</button>
                    <button type="button" on:click=move |_| export_png()>"Export PNG"</button>
                    <span class="divider" aria-hidden="true"></span>
                    <button type="button" on:click=move |_| add_entity() title="New entity (N)">
                        "New entity"
                    </button>
                    <button
                        type="button"
                        on:click=move |_| {
                            doc.update(|d| {
                                let _ = d.auto_layout();
                            });
                        }
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
                    <span class="status" data-testid="problem-count">
                        {move || match problem_count() {
                            0 => "No problems".to_owned(),
                            1 => "1 problem".to_owned(),
                            n => format!("{n} problems"),
                        }}
                    </span>
                </div>
                {move || notice.get().map(|text| view! { <p class="notice" role="alert">{text}</p> })}
                <div class="workspace">
                    <svg
                        class="canvas"
                        role="application"
                        aria-label="Model diagram"
                        data-testid="canvas"
                        on:pointerdown=on_pointer_down
                        on:pointermove=on_pointer_move
                        on:pointerup=on_pointer_up
                        on:pointerleave=on_pointer_up
                        on:wheel=on_wheel
                    >
                        <defs>
                            <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
                                <path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead" />
                            </marker>
                        </defs>
                        <g transform=transform>
                            <For each=relationship_ids key=|id| id.clone() children=move |id| view! { <RelationshipLine id /> } />
                            <For
                                each=entity_ids
                                key=|id| id.clone()
                                children=move |id| view! { <EntityBox id start_drag /> }
                            />
                        </g>
                    </svg>
                    <Inspector />
                </div>
            </div>
        </Frame>
    }
}

/// One entity's box: header with the name, then a row per field.
#[component]
fn EntityBox(
    id: String,
    start_drag: impl Fn(String, ev::PointerEvent) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let entity_id = id.clone();
    let entity = Memo::new(move |_| {
        context.doc.with(|d| {
            d.model
                .entity(&entity_id)
                .cloned()
                .map(|e| (d.model.entities.iter().position(|x| x.id == e.id), e))
        })
    });
    let selected = {
        let id = id.clone();
        move || {
            context
                .selection
                .with(|s| *s == Selection::Entity(id.clone()))
        }
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

    move || {
        entity.get().map(|(_, e)| {
            let rect = entity_rect(&e);
            let name = e.name.clone();
            let aria_label = format!("Entity {name}");
            let fields = e.fields.clone();
            let drag_id = drag_id.clone();
            let select_id = select_id.clone();
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
                    transform=format!("translate({} {})", rect.x, rect.y)
                    role="button"
                    tabindex="0"
                    aria-label=aria_label
                    data-testid="entity"
                    data-entity-id=e.id.clone()
                    on:pointerdown=move |event| start_drag(drag_id.clone(), event)
                    on:keydown=move |event: ev::KeyboardEvent| {
                        if event.key() == "Enter" || event.key() == " " {
                            event.prevent_default();
                            context.selection.set(Selection::Entity(select_id.clone()));
                        }
                    }
                >
                    <rect class="entity-body" width=BOX_WIDTH height=rect.height rx="8" />
                    <rect class="entity-header" width=BOX_WIDTH height=HEADER_HEIGHT rx="8" />
                    <text class="entity-name" x="12" y="22">{name}</text>
                    {if fields.is_empty() {
                        view! { <text class="entity-hint" x="12" y=HEADER_HEIGHT + 16.0>"no fields yet"</text> }.into_any()
                    } else {
                        fields
                            .into_iter()
                            .enumerate()
                            .map(|(i, field)| {
                                let y = HEADER_HEIGHT + 16.0 + ROW_HEIGHT * f64::from(u32::try_from(i).unwrap_or(0));
                                view! {
                                    <text class="field-name" x="12" y=y>{field.name.clone()}</text>
                                    <text class="field-type" x=BOX_WIDTH - 12.0 y=y text-anchor="end">
                                        {field.field_type.as_str()}
                                    </text>
                                }
                            })
                            .collect_view()
                            .into_any()
                    }}
                </g>
            }
        })
    }
}

/// A relationship: a line between the boxes' borders (or a loop for a
/// self-relationship) with its label and cardinality mark.
#[component]
fn RelationshipLine(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let rel_id = id.clone();
    let shape = Memo::new(move |_| {
        context.doc.with(|d| {
            let rel = d.model.relationships.iter().find(|r| r.id == rel_id)?;
            let from = entity_rect(d.model.entity(&rel.from)?);
            let to = entity_rect(d.model.entity(&rel.to)?);
            let label = rel.label.clone().unwrap_or_else(|| {
                d.model
                    .entity(&rel.to)
                    .map_or_else(String::new, |e| e.name.clone())
            });
            let mark = rel.cardinality.mark();
            let (path, (lx, ly)) = relationship_path(&from, &to, rel.is_self());
            Some((path, format!("{label} · {mark}"), lx, ly))
        })
    });
    let selected = {
        let id = id.clone();
        move || {
            context
                .selection
                .with(|s| *s == Selection::Relationship(id.clone()))
        }
    };
    let select_id = id.clone();
    move || {
        shape.get().map(|(path, text, lx, ly)| {
            let select_id = select_id.clone();
            let key_id = select_id.clone();
            let selected = selected.clone();
            let aria_label = format!("Relationship {text}");
            view! {
                <g
                    class=move || if selected() { "relationship selected" } else { "relationship" }
                    role="button"
                    tabindex="0"
                    aria-label=aria_label
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
                >
                    <path class="relationship-hit" d=path.clone() />
                    <path class="relationship-line" d=path marker-end="url(#arrow)" />
                    <text class="relationship-label" x=lx y=ly text-anchor="middle">{text}</text>
                </g>
            }
        })
    }
}
