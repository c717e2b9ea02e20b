//! What the canvas draws: entity boxes, relationship lines with their
//! marks and verdict icons, and the frames of collections that hold
//! several entities.

use leptos::{ev, prelude::*};

use super::gestures::Target;
use crate::browser;
use crate::editor::state::{CanvasAdvice, EditorContext};
use crate::words::{fill, text};
use nestlink_core::decimal::Decimal;
use nestlink_core::diagram::geometry::{BOX_WIDTH, HEADER_HEIGHT, ROW_HEIGHT, Rect, entity_rect};
use nestlink_core::diagram::lines::{end_marks, relationship_path};
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::Field;

/// One entity's box: header with the name, then a row per field.
#[component]
pub fn EntityBox(
    id: String,
    /// A pointer went down on the box or on its handle.
    press: impl Fn(Target, ev::PointerEvent) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let entity_id = id.clone();
    let entity = Memo::new(move |_| {
        let at = context
            .document
            .index
            .with(|index| index.get(&entity_id).copied())?;
        context
            .document
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (Some(at), e))
    });
    let offset_id = id.clone();
    let offset = Memo::new(move |_| context.interaction.offset_of(&offset_id));
    let selected = {
        let id = id.clone();
        move || context.document.selection.with(|s| s.has_entity(&id))
    };
    let has_problem = move || {
        entity.with(|e| {
            e.as_ref()
                .and_then(|(index, _)| *index)
                .is_some_and(|index| {
                    let prefix = format!("entities[{index}]");
                    context
                        .document
                        .problems
                        .with(|p| p.iter().any(|p| p.path.starts_with(&prefix)))
                })
        })
    };
    // A whole-model finding about this entity (or one of its fields).
    let advice = use_context::<CanvasAdvice>();
    let finding = {
        let id = id.clone();
        move || advice.is_some_and(|a| a.entity_flagged.run(id.clone()))
    };
    let drag_id = id.clone();
    let select_id = id.clone();
    let connect_id = id.clone();

    move || {
        entity.get().map(|(_, e)| {
            let rect = entity_rect(&e);
            let name = e.name.clone();
            let aria_label = fill("entity-label", &[("name", &name)]);
            let fields = e.fields.clone();
            let drag_id = drag_id.clone();
            let select_id = select_id.clone();
            let connect_id = connect_id.clone();
            let focus_id = e.id.clone();
            let connect_label = fill("relate-handle", &[("name", &name)]);
            let pressed = selected.clone();
            let selected = selected.clone();
            let finding = finding.clone();
            let class = move || {
                let mut class = "entity".to_owned();
                if selected() {
                    class.push_str(" selected");
                }
                if has_problem() {
                    class.push_str(" has-problem");
                }
                if finding() {
                    class.push_str(" has-finding");
                }
                class
            };
            view! {
                <g
                    class=class
                    transform=move || {
                        let (dx, dy) = offset.get();
                        format!("translate({} {})", Decimal(rect.x + dx), Decimal(rect.y + dy))
                    }
                    role="button"
                    tabindex="0"
                    aria-label=aria_label
                    aria-pressed=move || pressed().to_string()
                    aria-invalid=move || has_problem().to_string()
                    data-testid="entity"
                    data-entity-id=e.id.clone()
                    on:pointerdown=move |event| press(Target::Entity(drag_id.clone()), event)
                    on:focus=move |_| context.interaction.focused.set(Some(focus_id.clone()))
                    on:blur=move |_| context.interaction.focused.set(None)
                    on:keydown=move |event: ev::KeyboardEvent| {
                        if event.key() == "Enter" || event.key() == " " {
                            event.prevent_default();
                            context.document.selection.set(Selection::entity(&select_id));
                        }
                    }
                >
                    <rect class="entity-body" width=Decimal(BOX_WIDTH).to_string() height=Decimal(rect.height).to_string() rx="8" />
                    <rect class="entity-header" width=Decimal(BOX_WIDTH).to_string() height=Decimal(HEADER_HEIGHT).to_string() rx="8" />
                    <text class="entity-name" x="12" y="22">{name}</text>
                    <circle
                        class="connector"
                        cx=Decimal(BOX_WIDTH).to_string()
                        cy=Decimal(HEADER_HEIGHT / 2.0).to_string()
                        r="7"
                        aria-label=connect_label
                        data-testid="connector"
                        on:pointerdown=move |event| press(Target::Handle(connect_id.clone()), event)
                    />
                    {move || field_rows(&fields, context.viewport.detailed.get())}
                </g>
            }
        })
    }
}

/// An entity's field rows: names and types, or bars in their place when
/// zoomed out too far to read them (one path instead of two texts per row).
fn field_rows(fields: &[Field], detailed: bool) -> AnyView {
    let row_y =
        |i: usize| HEADER_HEIGHT + 16.0 + ROW_HEIGHT * f64::from(u32::try_from(i).unwrap_or(0));
    if fields.is_empty() {
        return view! { <text class="entity-hint" x="12" y=Decimal(HEADER_HEIGHT + 16.0).to_string()>{text("no-fields-yet")}</text> }
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
                format!(
                    "M12 {}h{}M{} {}h{}",
                    Decimal(y),
                    Decimal(name),
                    Decimal(BOX_WIDTH - 12.0 - kind),
                    Decimal(y),
                    Decimal(kind)
                )
            })
            .collect();
        return view! { <path class="field-bars" d=bars /> }.into_any();
    }
    fields
        .iter()
        .enumerate()
        .map(|(i, field)| {
            let y = Decimal(row_y(i)).to_string();
            view! {
                <text class="field-name" x="12" y=y.clone()>{field.name.clone()}</text>
                <text class="field-type" x=Decimal(BOX_WIDTH - 12.0).to_string() y=y text-anchor="end">
                    {field.field_type.as_str()}
                </text>
            }
        })
        .collect_view()
        .into_any()
}

/// Says a relationship is within reach, once: its forms are fetched then.
fn near_relationship(context: EditorContext) {
    if !context.panels.relationship_near.get_untracked() {
        context.panels.relationship_near.set(true);
    }
}

/// A relationship: a line between the boxes' borders (or a loop for a
/// self-relationship) with its label and cardinality mark.
#[component]
pub fn RelationshipLine(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let rel_id = id.clone();
    // The ends and the label come from the model; the geometry also follows
    // a drag under way, so a frame recomputes lines, not whole views.
    let ends = Memo::new(move |_| {
        context.document.doc.with(|d| {
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
            // Beside the cardinality: isolated (see `nestlink_core::bidi`).
            let label = nestlink_core::bidi::isolated(&label);
            // An "is a" link says so where others give their cardinality.
            let text = if rel.subtype.is_some() {
                format!("{label} · {}", text("is-a"))
            } else {
                format!("{label} · {}", rel.cardinality.mark())
            };
            let spoken = fill(
                "relationship-label",
                &[
                    ("text", &text),
                    ("from", &name(&rel.from)),
                    ("to", &name(&rel.to)),
                ],
            );
            Some(LineEnds {
                at,
                from: rel.from.clone(),
                to: rel.to.clone(),
                text,
                spoken,
                marks: end_marks(rel.cardinality),
                is_a: rel.subtype.is_some(),
            })
        })
    });
    let lane_id = id.clone();
    let geometry = Memo::new(move |_| {
        let (from_id, to_id) = ends.with(|e| e.as_ref().map(|e| (e.from.clone(), e.to.clone())))?;
        let from = context.moved_rect_of(&from_id)?;
        let to = context.moved_rect_of(&to_id)?;
        let lane = context
            .document
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
                .document
                .problems
                .with(|p| p.iter().any(|p| p.path.starts_with(&prefix)))
        })
    };
    let selected = {
        let id = id.clone();
        move || context.document.selection.with(|s| s.has_relationship(&id))
    };
    let select_id = id.clone();
    // The advisor's verdict at a glance: nested squares for embedding, an
    // arrow for a reference (with a dot when fields are copied across).
    let advice = use_context::<CanvasAdvice>();
    let pattern_id = id.clone();
    let pattern =
        Memo::new(move |_| advice.and_then(|advice| advice.pattern_of.run(pattern_id.clone())));
    let finding = {
        let id = id.clone();
        move || advice.is_some_and(|a| a.relationship_flagged.run(id.clone()))
    };
    let is_a = move || ends.with(|e| e.as_ref().is_some_and(|e| e.is_a));
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
            let finding = finding.clone();
            view! {
                <g
                    class=move || {
                        let family = pattern.with(|p| match p {
                            Some(p) if p.embeds() => " embeds",
                            Some(_) => " links",
                            None => "",
                        });
                        let selected = if selected() { " selected" } else { "" };
                        let problem = if has_problem() { " has-problem" } else { "" };
                        let finding = if finding() { " has-finding" } else { "" };
                        let is_a = if is_a() { " is-a" } else { "" };
                        format!("relationship{family}{selected}{problem}{finding}{is_a}")
                    }
                    role="button"
                    tabindex="0"
                    aria-label=spoken
                    aria-pressed=move || pressed().to_string()
                    aria-invalid=move || has_problem().to_string()
                    data-testid="relationship"
                    on:pointerdown=move |event: ev::PointerEvent| {
                        event.stop_propagation();
                        browser::commit_typing();
                        context.document.selection.set(Selection::Relationship(select_id.clone()));
                    }
                    on:keydown=move |event: ev::KeyboardEvent| {
                        if event.key() == "Enter" || event.key() == " " {
                            event.prevent_default();
                            context.document.selection.set(Selection::Relationship(key_id.clone()));
                        }
                    }
                    on:pointerenter=move |_| near_relationship(context)
                    on:focus=move |_| {
                        near_relationship(context);
                        context.interaction.focused.set(Some(focus_id.clone()));
                    }
                    on:blur=move |_| context.interaction.focused.set(None)
                >
                    <path class="relationship-hit" d=path />
                    // Marks go with the labels when zoomed out too far to read
                    // them: 400 lines repaint faster without them.
                    <path
                        class="relationship-line"
                        d=path
                        marker-start=move || context.viewport.detailed.get().then_some(start_mark)
                        marker-end=move || context.viewport.detailed.get().then_some(end_mark)
                    />
                    {move || context.viewport.detailed.get().then(|| {
                        view! { <text class="relationship-label" x=move || Decimal(lx()).to_string() y=move || Decimal(ly()).to_string() text-anchor="middle">{text.clone()}</text> }
                    })}
                    // Like the labels, the icons go when zoomed out too far to read them.
                    {move || context.viewport.detailed.get().then(|| pattern.get()).flatten().map(|pattern| {
                        let icon = if pattern.embeds() {
                            view! {
                                <rect x="-6" y="-6" width="12" height="12" rx="2" class="icon-outer" />
                                <rect x="-2.5" y="-2.5" width="5" height="5" class="icon-inner" />
                            }
                                .into_any()
                        } else {
                            let copies = pattern.copies_fields();
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
                                data-pattern=pattern.as_str()
                                transform=move || format!("translate({} {})", Decimal(lx()), Decimal(ly() - 20.0))
                            >
                                <title>{crate::words::pattern_name(pattern.as_str())}</title>
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
    /// An "is a" link (`subtype`), drawn apart from the others.
    is_a: bool,
}

/// The collections of the recommended schema that hold more than one
/// entity, drawn as a frame around the entities nested in them. Hidden in
/// teaching mode, where it would give the answers away. `moving` picks the
/// frames around an entity a drag under way moves (drawn in the moving
/// layer), or the others.
#[component]
pub fn CollectionGroups(moving: bool) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let advice = use_context::<CanvasAdvice>();
    let groups = move || {
        let mut groups = advice.map(|advice| advice.groups.get()).unwrap_or_default();
        context.interaction.dragged.with(|dragged| {
            let moves = |members: &Vec<String>| {
                dragged
                    .as_ref()
                    .is_some_and(|ids| members.iter().any(|m| ids.contains(m)))
            };
            groups.retain(|(_, members)| moves(members) == moving);
        });
        groups
    };
    view! {
        <For
            each=groups
            key=|group| group.clone()
            children=move |(name, members)| {
                let frame = Memo::new(move |_| context.frame_around(&members));
                let part = move |f: fn(&Rect) -> f64| {
                    move || Decimal(frame.with(|r| r.as_ref().map_or(0.0, f))).to_string()
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
                        <text x=part(|r| r.x + 10.0) y=part(|r| r.y + 14.0)>{fill("collection-frame", &[("name", &nestlink_core::bidi::isolated(&name))])}</text>
                    </g>
                }
            }
        />
    }
}
