//! The inspector beside the canvas: every property of the selected entity or
//! relationship, in plain words, with the validator's problems next to them.

use leptos::prelude::*;

use super::editor::EditorContext;
use crate::editor::Edit;
use crate::editor::Selection;
use crate::model::{Cardinality, Field, FieldType, Relationship, TreeQuery, Updates};

#[component]
pub fn Inspector() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    view! {
        <aside class="inspector" aria-label="Inspector">
            {move || match context.selection.get() {
                Selection::None => view! { <NothingSelected /> }.into_any(),
                Selection::Entities(ids) if ids.len() == 1 => {
                    let id = ids.into_iter().next().unwrap_or_default();
                    view! { <EntityInspector id /> }.into_any()
                }
                Selection::Entities(ids) => view! { <ManySelected ids /> }.into_any(),
                Selection::Relationship(id) => view! { <RelationshipInspector id /> }.into_any(),
            }}
        </aside>
    }
}

#[component]
fn ManySelected(ids: Vec<String>) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let count = ids.len();
    view! {
        <h2>{format!("{count} entities selected")}</h2>
        <p class="hint">"Drag one of them to move them all; arrow keys nudge them."</p>
        <button
            type="button"
            class="danger"
            on:click=move |_| {
                context.edit(Edit::DeleteEntities { ids: ids.clone() });
                context.selection.set(Selection::None);
            }
        >
            {format!("Delete {count} entities")}
        </button>
    }
}

#[component]
fn NothingSelected() -> impl IntoView {
    view! {
        <h2>"Nothing selected"</h2>
        <p class="hint">
            "Press N or \"New entity\" to add an entity. Click an entity or a relationship to "
            "edit it; drag entities to move them and the background to pan."
        </p>
    }
}

/// The validator's problems whose path starts with `prefix`.
fn problems_under(context: EditorContext, prefix: String) -> impl IntoView {
    move || {
        let messages: Vec<String> = context.problems.with(|problems| {
            problems
                .iter()
                .filter(|p| {
                    p.path == prefix
                        || p.path.starts_with(&format!("{prefix}."))
                        || p.path.starts_with(&format!("{prefix}["))
                })
                .map(|p| p.message.clone())
                .collect()
        });
        (!messages.is_empty()).then(|| {
            view! {
                <ul class="problems" role="alert" data-testid="problems">
                    {messages.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}
                </ul>
            }
        })
    }
}

#[component]
fn EntityInspector(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup_id = id.clone();
    let found = Memo::new(move |_| {
        context.doc.with(|d| {
            d.model
                .entities
                .iter()
                .position(|e| e.id == lookup_id)
                .map(|i| (i, d.model.entities[i].clone()))
        })
    });
    let others = Memo::new(move |_| {
        context.doc.with(|d| {
            d.model
                .entities
                .iter()
                .map(|e| (e.id.clone(), e.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    let target = RwSignal::new(String::new());
    let cardinality = RwSignal::new(Cardinality::OneToFew);

    move || {
        let Some((index, entity)) = found.get() else {
            return view! { <NothingSelected /> }.into_any();
        };
        let id = entity.id.clone();
        let rename_id = id.clone();
        let add_id = id.clone();
        let delete_id = id.clone();
        let connect_id = id.clone();
        let fields = entity.fields.clone();
        view! {
            <h2>"Entity"</h2>
            <label class="row">
                "Name"
                <input
                    type="text"
                    aria-label="Entity name"
                    prop:value=entity.name.clone()
                    on:change=move |ev| {
                        context.edit(Edit::RenameEntity { id: rename_id.clone(), name: event_target_value(&ev) });
                    }
                />
            </label>
            {problems_under(context, format!("entities[{index}].name"))}
            {problems_under(context, format!("entities[{index}].id"))}
            <h3>"Fields"</h3>
            <ol class="fields">
                {fields
                    .into_iter()
                    .enumerate()
                    .map(|(i, field)| view! { <FieldRow entity=id.clone() index=i field /> })
                    .collect_view()}
            </ol>
            {problems_under(context, format!("entities[{index}].fields"))}
            <button type="button" on:click=move |_| context.edit(Edit::AddField { entity: add_id.clone() })>
                "Add field"
            </button>
            <h3>"Relate to another entity"</h3>
            <div class="connect">
                <label class="row">
                    "To"
                    <select
                        aria-label="Relationship target"
                        on:change=move |ev| target.set(event_target_value(&ev))
                        prop:value=move || target.get()
                    >
                        <option value="">"Choose an entity"</option>
                        {move || {
                            others
                                .get()
                                .into_iter()
                                .map(|(id, name)| view! { <option value=id.clone()>{name}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <label class="row">
                    "Kind"
                    <CardinalitySelect value=cardinality.into() on_change=move |c| cardinality.set(c) />
                </label>
                <button
                    type="button"
                    disabled=move || target.with(String::is_empty)
                    on:click=move |_| {
                        let to = target.get_untracked();
                        if to.is_empty() {
                            return;
                        }
                        context.edit(Edit::Connect { from: connect_id.clone(), to, cardinality: cardinality.get_untracked() });
                        let new_id = context.doc.with_untracked(|d| d.model.relationships.last().map(|r| r.id.clone()));
                        if let Some(new_id) = new_id {
                            context.selection.set(Selection::Relationship(new_id));
                        }
                    }
                >
                    "Add relationship"
                </button>
            </div>
            <button
                type="button"
                class="danger"
                on:click=move |_| {
                    context.edit(Edit::DeleteEntities { ids: vec![delete_id.clone()] });
                    context.selection.set(Selection::None);
                }
            >
                "Delete entity"
            </button>
        }
        .into_any()
    }
}

#[component]
fn FieldRow(entity: String, index: usize, field: Field) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let update = {
        let entity = entity.clone();
        let field = field.clone();
        move |change: &dyn Fn(&mut Field)| {
            let mut next = field.clone();
            change(&mut next);
            context.edit(Edit::UpdateField {
                entity: entity.clone(),
                index,
                field: next,
            });
        }
    };
    let (u1, u2, u3) = (update.clone(), update.clone(), update);
    let (e1, e2) = (entity.clone(), entity);
    let label = field.name.clone();
    view! {
        <li class="field-row">
            <input
                type="text"
                aria-label=format!("Field {} name", index + 1)
                prop:value=field.name.clone()
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    u1(&move |f: &mut Field| f.name = name.clone());
                }
            />
            <select
                aria-label=format!("Type of {label}")
                on:change=move |ev| {
                    if let Some(t) = FieldType::parse(&event_target_value(&ev)) {
                        u2(&move |f: &mut Field| f.field_type = t);
                    }
                }
            >
                {FieldType::ALL
                    .into_iter()
                    .map(|t| view! { <option value=t.as_str() selected=t == field.field_type>{t.as_str()}</option> })
                    .collect_view()}
            </select>
            <select
                aria-label=format!("How often {label} changes")
                on:change=move |ev| {
                    let updates = Updates::parse(&event_target_value(&ev));
                    u3(&move |f: &mut Field| f.updates = updates);
                }
            >
                <option value="" selected=field.updates.is_none()>"changes: unsaid"</option>
                {Updates::ALL
                    .into_iter()
                    .map(|u| view! { <option value=u.as_str() selected=Some(u) == field.updates>{format!("changes {}", u.as_str())}</option> })
                    .collect_view()}
            </select>
            <button
                type="button"
                aria-label=format!("Move {} up", field.name)
                disabled=index == 0
                on:click=move |_| context.edit(Edit::MoveField { entity: e1.clone(), from: index, to: index.saturating_sub(1) })
            >
                "↑"
            </button>
            <button
                type="button"
                aria-label=format!("Delete field {}", field.name)
                on:click=move |_| context.edit(Edit::DeleteField { entity: e2.clone(), index })
            >
                "✕"
            </button>
        </li>
    }
}

#[component]
fn CardinalitySelect(
    value: Signal<Cardinality>,
    on_change: impl Fn(Cardinality) + 'static,
) -> impl IntoView {
    view! {
        <select
            aria-label="Cardinality"
            on:change=move |ev| {
                if let Some(c) = Cardinality::parse(&event_target_value(&ev)) {
                    on_change(c);
                }
            }
        >
            {Cardinality::ALL
                .into_iter()
                .map(|c| view! { <option value=c.as_str() selected=move || value.get() == c>{c.as_str()}</option> })
                .collect_view()}
        </select>
    }
}

/// A labelled count; empty means "not said" (the default applies).
#[component]
fn CountField(
    #[prop(into)] label: String,
    aria_label: &'static str,
    value: Option<u64>,
    #[prop(optional, into)] placeholder: String,
    on_change: impl Fn(Option<u64>) + 'static,
) -> impl IntoView {
    view! {
        <label class="row">
            {label}
            <input
                type="number"
                min="0"
                aria-label=aria_label
                placeholder=placeholder
                prop:value=value.map(|v| v.to_string()).unwrap_or_default()
                on:change=move |ev| on_change(event_target_value(&ev).trim().parse::<u64>().ok())
            />
        </label>
    }
}

/// A labelled checkbox.
#[component]
fn Check(
    #[prop(into)] label: String,
    checked: bool,
    on_change: impl Fn(bool) + 'static,
) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" prop:checked=checked on:change=move |ev| on_change(event_target_checked(&ev)) />
            {label}
        </label>
    }
}

/// What the relationship inspector shows.
#[derive(Clone, PartialEq)]
struct Selected {
    index: usize,
    from: String,
    to: String,
    from_fields: Vec<String>,
    to_fields: Vec<String>,
    rel: Relationship,
}

/// A set of checkboxes choosing some of an entity's fields.
#[component]
fn FieldChoice(
    legend: String,
    options: Vec<String>,
    chosen: Vec<String>,
    on_change: impl Fn(Vec<String>) + Clone + 'static,
) -> impl IntoView {
    if options.is_empty() {
        return None;
    }
    let boxes = options
        .into_iter()
        .map(|option| {
            let checked = chosen.contains(&option);
            let chosen = chosen.clone();
            let on_change = on_change.clone();
            let name = option.clone();
            view! {
                <Check
                    label=option
                    checked
                    on_change=move |on| {
                        let mut next: Vec<String> = chosen.iter().filter(|f| **f != name).cloned().collect();
                        if on {
                            next.push(name.clone());
                        }
                        on_change(next);
                    }
                />
            }
        })
        .collect_view();
    Some(view! {
        <fieldset class="choice">
            <legend>{legend}</legend>
            {boxes}
        </fieldset>
    })
}

#[component]
fn RelationshipInspector(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup_id = id.clone();
    let found = Memo::new(move |_| {
        context.doc.with(|d| {
            let index = d
                .model
                .relationships
                .iter()
                .position(|r| r.id == lookup_id)?;
            let rel = d.model.relationships[index].clone();
            let name = |id: &str| {
                d.model
                    .entity(id)
                    .map_or_else(|| id.to_owned(), |e| e.name.clone())
            };
            let fields = |id: &str| {
                d.model
                    .entity(id)
                    .map(|e| e.fields.iter().map(|f| f.name.clone()).collect::<Vec<_>>())
                    .unwrap_or_default()
            };
            Some(Selected {
                index,
                from: name(&rel.from),
                to: name(&rel.to),
                from_fields: fields(&rel.from),
                to_fields: fields(&rel.to),
                rel,
            })
        })
    });

    move || {
        let Some(Selected {
            index,
            from,
            to,
            from_fields,
            to_fields,
            rel,
        }) = found.get()
        else {
            return view! { <NothingSelected /> }.into_any();
        };
        // Every control edits a copy of the relationship as it is now.
        let base = rel.clone();
        let set = std::rc::Rc::new(move |change: Box<dyn Fn(&mut Relationship)>| {
            let mut next = base.clone();
            change(&mut next);
            context.edit(Edit::UpdateRelationship { relationship: next });
        });
        let delete_id = rel.id.clone();
        let [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = std::array::from_fn(|_| set.clone());
        let (default_typical, default_max) = rel.cardinality.default_counts();
        let typical_hint = format!("{default_typical} (default)");
        let max_hint = default_max.map_or_else(
            || "no limit (default)".to_owned(),
            |max| format!("{max} (default)"),
        );
        let max_text = match rel.max {
            Some(Some(max)) => max.to_string(),
            _ => String::new(),
        };
        view! {
            <h2>"Relationship"</h2>
            <p class="hint">{format!("From {from} to {to}")}</p>
            <label class="row">
                "Field name"
                <input
                    type="text"
                    aria-label="Relationship label"
                    placeholder=to.to_lowercase()
                    prop:value=rel.label.clone().unwrap_or_default()
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        s1(Box::new(move |r| r.label = (!text.is_empty()).then(|| text.clone())));
                    }
                />
            </label>
            <label class="row">
                "Kind"
                <CardinalitySelect
                    value=Signal::derive(move || found.with(|f| f.as_ref().map_or(Cardinality::OneToFew, |s| s.rel.cardinality)))
                    on_change=move |c| s2(Box::new(move |r| r.cardinality = c))
                />
            </label>
            <CountField
                label=format!("How many {to} per {from}, typically?")
                aria_label="Typical count"
                value=rel.typical
                placeholder=typical_hint
                on_change=move |typical| s3(Box::new(move |r| r.typical = typical))
            />
            <label class="row">
                "At most?"
                <input
                    type="number"
                    min="0"
                    aria-label="Maximum count"
                    placeholder=max_hint
                    prop:value=max_text
                    disabled=matches!(rel.max, Some(None))
                    on:change=move |ev| {
                        let max = event_target_value(&ev).trim().parse::<u64>().ok();
                        s4(Box::new(move |r| r.max = max.map(Some)));
                    }
                />
            </label>
            <Check
                label="No upper limit (grows for ever)"
                checked=matches!(rel.max, Some(None))
                on_change=move |unbounded| s5(Box::new(move |r| r.max = if unbounded { Some(None) } else { None }))
            />
            <Check
                label=format!("{to} is read or updated on its own")
                checked=rel.independent_access
                on_change=move |on| s6(Box::new(move |r| r.independent_access = on))
            />
            <Check
                label=format!("{to} is usually shown together with {from}")
                checked=rel.read_together
                on_change=move |on| s7(Box::new(move |r| r.read_together = on))
            />
            <Check
                label="Both must change in one atomic write"
                checked=rel.atomic
                on_change=move |on| s8(Box::new(move |r| r.atomic = on))
            />
            <Check
                label=format!("The app often goes from a {to} to its {from}")
                checked=rel.queried_from_child
                on_change=move |on| s9(Box::new(move |r| r.queried_from_child = on))
            />
            <CountField
                label=format!("Only the latest K {to} shown with the {from}? (empty: all)")
                aria_label="Latest shown with the parent"
                value=rel.shown_with_parent
                on_change=move |k| s10(Box::new(move |r| r.shown_with_parent = k))
            />
            {(rel.cardinality == Cardinality::ManyToMany).then(|| {
                view! {
                    <CountField
                        label=format!("How many {from} per {to}, typically?")
                        aria_label="Inverse typical count"
                        value=rel.inverse_typical
                        on_change=move |n| s11(Box::new(move |r| r.inverse_typical = n))
                    />
                }
            })}
            <FieldChoice
                legend=format!("Which fields of {to} are shown next to the {from}?")
                options=to_fields
                chosen=rel.display_fields.clone()
                on_change={
                    let set = set.clone();
                    move |fields| set(Box::new(move |r| r.display_fields = fields.clone()))
                }
            />
            <FieldChoice
                legend=format!("Which fields of {from} are shown with each {to}?")
                options=from_fields
                chosen=rel.parent_display_fields.clone()
                on_change={
                    let set = set.clone();
                    move |fields| set(Box::new(move |r| r.parent_display_fields = fields.clone()))
                }
            />
            {rel.from.eq(&rel.to).then(|| {
                let set = set.clone();
                let chosen = rel.tree_queries.clone();
                view! {
                    <fieldset class="choice">
                        <legend>"What is the tree asked for?"</legend>
                        {TreeQuery::ALL
                            .into_iter()
                            .map(|query| {
                                let set = set.clone();
                                let checked = chosen.contains(&query);
                                view! {
                                    <Check
                                        label=query.describe()
                                        checked
                                        on_change=move |on| {
                                            set(Box::new(move |r| {
                                                r.tree_queries.retain(|q| *q != query);
                                                if on {
                                                    r.tree_queries.push(query);
                                                    r.tree_queries.sort();
                                                }
                                            }));
                                        }
                                    />
                                }
                            })
                            .collect_view()}
                    </fieldset>
                }
            })}
            {problems_under(context, format!("relationships[{index}]"))}
            <button
                type="button"
                class="danger"
                on:click=move |_| {
                    context.edit(Edit::DeleteRelationships { ids: vec![delete_id.clone()] });
                    context.selection.set(Selection::None);
                }
            >
                "Delete relationship"
            </button>
        }
        .into_any()
    }
}
