//! The inspector beside the canvas: every property of the selected entity or
//! relationship, in plain words, with the validator's problems next to them.

use leptos::prelude::*;

use super::editor::EditorContext;
use crate::editor::Edit;
use crate::editor::Selection;
use crate::model::{Cardinality, Field, FieldType, Relationship, TreeQuery, Updates};

/// The forms for what is selected come in a WASM module of their own
/// (`cargo leptos --split`), fetched once the page runs (see
/// [`preload_forms`]): nothing is selected when a page loads, so the
/// editor's own bundle need not carry them.
#[lazy]
fn selected_form(selection: Selection) -> AnyView {
    match selection {
        // Not asked for: with nothing selected the inspector shows its hint.
        Selection::None => ().into_any(),
        Selection::Entities(ids) if ids.len() == 1 => {
            let id = ids.into_iter().next().unwrap_or_default();
            view! { <EntityInspector id /> }.into_any()
        }
        Selection::Entities(ids) => view! { <ManySelected ids /> }.into_any(),
        Selection::Relationship(id) => view! { <RelationshipInspector id /> }.into_any(),
    }
}

/// Fetches the inspector's forms, so the first selection finds them there;
/// the signal turns true once they are in. On the server it has the page
/// ask for their module in its head (a `<link rel="preload">`), so the
/// browser fetches it alongside the main module, not after it has started.
pub fn preload_forms() -> ReadSignal<bool> {
    #[cfg(feature = "ssr")]
    {
        use std::{
            future::Future,
            pin::pin,
            task::{Context, Waker},
        };
        // The server's version of a `#[lazy]` function registers its module
        // for the page's preloads when it runs; with nothing selected it
        // does nothing else, and it finishes in one poll.
        let _ = pin!(selected_form(Selection::None)).poll(&mut Context::from_waker(Waker::noop()));
    }
    lazy_preload!(selected_form)
}

#[component]
pub fn Inspector() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    view! {
        <aside class="inspector" aria-label="Inspector">
            {move || match context.selection.get() {
                Selection::None => view! { <NothingSelected /> }.into_any(),
                selection => Suspend::new(selected_form(selection)).into_any(),
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
    problems_listed(context, prefix, true)
}

/// The validator's problems at `path` itself, not those of its parts (a
/// field's problems are shown on its own row).
fn problems_at(context: EditorContext, path: String) -> impl IntoView {
    problems_listed(context, path, false)
}

fn problems_listed(context: EditorContext, prefix: String, with_parts: bool) -> impl IntoView {
    move || {
        let messages: Vec<String> = context.problems.with(|problems| {
            problems
                .iter()
                .filter(|p| {
                    p.path == prefix
                        || (with_parts
                            && (p.path.starts_with(&format!("{prefix}."))
                                || p.path.starts_with(&format!("{prefix}["))))
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
        let at = context.index.with(|index| index.get(&lookup_id).copied())?;
        context
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (at, e))
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
    let cardinality = RwSignal::new(crate::editor::edit::NEW_RELATIONSHIP);
    // The form is rebuilt only when its shape changes (fields added or
    // removed); values follow the model in place, so the focused control
    // stays focused while a person types, tabs and undoes.
    let shape = Memo::new(move |_| {
        found.with(|f| f.as_ref().map(|(i, e)| (*i, e.id.clone(), e.fields.len())))
    });

    move || {
        let Some((index, id, field_count)) = shape.get() else {
            return view! { <NothingSelected /> }.into_any();
        };
        let rename_id = id.clone();
        let add_id = id.clone();
        let delete_id = id.clone();
        let connect_id = id.clone();
        let name =
            move || found.with(|f| f.as_ref().map(|(_, e)| e.name.clone()).unwrap_or_default());
        view! {
            <h2>"Entity"</h2>
            <label class="row">
                "Name"
                <input
                    type="text"
                    aria-label="Entity name"
                    prop:value=name
                    on:change=move |ev| {
                        context.edit(Edit::RenameEntity { id: rename_id.clone(), name: event_target_value(&ev) });
                    }
                />
            </label>
            {problems_under(context, format!("entities[{index}].name"))}
            {problems_under(context, format!("entities[{index}].id"))}
            <h3>"Fields"</h3>
            <ol class="fields">
                {(0..field_count)
                    .map(|i| {
                        let field = Signal::derive(move || {
                            found.with(|f| f.as_ref().and_then(|(_, e)| e.fields.get(i).cloned()))
                        });
                        let problems = format!("entities[{index}].fields[{i}]");
                        view! { <FieldRow entity=id.clone() index=i last=i + 1 == field_count field problems /> }
                    })
                    .collect_view()}
            </ol>
            {problems_at(context, format!("entities[{index}].fields"))}
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
fn FieldRow(
    entity: String,
    index: usize,
    /// The last field cannot move down.
    last: bool,
    field: Signal<Option<Field>>,
    /// The path of this field's problems, shown on its row.
    problems: String,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    // Edits the field as it is now in the model.
    let update = {
        let entity = entity.clone();
        move |change: &dyn Fn(&mut Field)| {
            let Some(mut next) = field.get_untracked() else {
                return;
            };
            change(&mut next);
            context.edit(Edit::UpdateField {
                entity: entity.clone(),
                index,
                field: next,
            });
        }
    };
    let (u1, u2, u3) = (update.clone(), update.clone(), update);
    let (e1, e2, e3) = (entity.clone(), entity.clone(), entity);
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let field_type = move || field.with(|f| f.as_ref().map(|f| f.field_type));
    let updates = move || field.with(|f| f.as_ref().and_then(|f| f.updates));
    view! {
        <li class="field-row">
            <input
                type="text"
                aria-label=format!("Field {} name", index + 1)
                prop:value=name
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    u1(&move |f: &mut Field| f.name = name.clone());
                }
            />
            <select
                aria-label=move || format!("Type of {}", name())
                on:change=move |ev| {
                    if let Some(t) = FieldType::parse(&event_target_value(&ev)) {
                        u2(&move |f: &mut Field| f.field_type = t);
                    }
                }
            >
                {FieldType::ALL
                    .into_iter()
                    .map(|t| view! { <option value=t.as_str() prop:selected=move || field_type() == Some(t)>{t.as_str()}</option> })
                    .collect_view()}
            </select>
            <select
                aria-label=move || format!("How often {} changes", name())
                on:change=move |ev| {
                    let updates = Updates::parse(&event_target_value(&ev));
                    u3(&move |f: &mut Field| f.updates = updates);
                }
            >
                <option value="" prop:selected=move || updates().is_none()>"changes: unsaid"</option>
                {Updates::ALL
                    .into_iter()
                    .map(|u| view! { <option value=u.as_str() prop:selected=move || updates() == Some(u)>{format!("changes {}", u.as_str())}</option> })
                    .collect_view()}
            </select>
            <button
                type="button"
                aria-label=move || format!("Move {} up", name())
                disabled=index == 0
                on:click=move |_| context.edit(Edit::MoveField { entity: e1.clone(), from: index, to: index.saturating_sub(1) })
            >
                "↑"
            </button>
            <button
                type="button"
                aria-label=move || format!("Move {} down", name())
                disabled=last
                on:click=move |_| context.edit(Edit::MoveField { entity: e3.clone(), from: index, to: index + 1 })
            >
                "↓"
            </button>
            <button
                type="button"
                aria-label=move || format!("Delete field {}", name())
                on:click=move |_| context.edit(Edit::DeleteField { entity: e2.clone(), index })
            >
                "✕"
            </button>
            {problems_under(context, problems)}
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
                .map(|c| view! { <option value=c.as_str() prop:selected=move || value.get() == c>{c.as_str()}</option> })
                .collect_view()}
        </select>
    }
}

/// A labelled count; empty means "not said" (the default applies).
#[component]
fn CountField(
    #[prop(into)] label: String,
    aria_label: &'static str,
    #[prop(into)] value: Signal<Option<u64>>,
    #[prop(optional, into)] placeholder: MaybeProp<String>,
    on_change: impl Fn(Option<u64>) + 'static,
) -> impl IntoView {
    view! {
        <label class="row">
            {label}
            <input
                type="number"
                min="0"
                aria-label=aria_label
                placeholder=move || placeholder.get()
                prop:value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
                on:change=move |ev| on_change(event_target_value(&ev).trim().parse::<u64>().ok())
            />
        </label>
    }
}

/// A labelled checkbox.
#[component]
fn Check(
    #[prop(into)] label: String,
    #[prop(into)] checked: Signal<bool>,
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
    chosen: Signal<Vec<String>>,
    on_change: impl Fn(Vec<String>) + Clone + 'static,
) -> impl IntoView {
    if options.is_empty() {
        return None;
    }
    let boxes = options
        .into_iter()
        .map(|option| {
            let on_change = on_change.clone();
            let name = option.clone();
            let checked_name = option.clone();
            view! {
                <Check
                    label=option
                    checked=Signal::derive(move || chosen.with(|c| c.contains(&checked_name)))
                    on_change=move |on| {
                        let mut next: Vec<String> =
                            chosen.with_untracked(|c| c.iter().filter(|f| **f != name).cloned().collect());
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

    // Rebuilt only when what the form lists changes (names, fields, kind of
    // relationship); values follow the model in place, so focus stays put.
    let shape = Memo::new(move |_| {
        found.with(|f| {
            f.as_ref().map(|s| {
                (
                    s.index,
                    s.from.clone(),
                    s.to.clone(),
                    s.from_fields.clone(),
                    s.to_fields.clone(),
                    s.rel.cardinality == Cardinality::ManyToMany,
                    s.rel.from == s.rel.to,
                )
            })
        })
    });
    // Every control edits the relationship as it is now in the model.
    let set = move |change: &dyn Fn(&mut Relationship)| {
        let Some(mut next) = found.with_untracked(|f| f.as_ref().map(|s| s.rel.clone())) else {
            return;
        };
        change(&mut next);
        context.edit(Edit::UpdateRelationship { relationship: next });
    };
    let read = move |part: fn(&Relationship) -> bool| {
        Signal::derive(move || found.with(|f| f.as_ref().is_some_and(|s| part(&s.rel))))
    };
    let count = move |part: fn(&Relationship) -> Option<u64>| {
        Signal::derive(move || found.with(|f| f.as_ref().and_then(|s| part(&s.rel))))
    };
    let fields = move |part: fn(&Relationship) -> &Vec<String>| {
        Signal::derive(move || {
            found.with(|f| f.as_ref().map(|s| part(&s.rel).clone()).unwrap_or_default())
        })
    };
    let cardinality = Signal::derive(move || {
        found.with(|f| {
            f.as_ref()
                .map_or(Cardinality::OneToFew, |s| s.rel.cardinality)
        })
    });
    let unbounded = read(|r| matches!(r.max, Some(None)));

    move || {
        let Some((index, from, to, from_fields, to_fields, many_to_many, self_loop)) = shape.get()
        else {
            return view! { <NothingSelected /> }.into_any();
        };
        let delete_id =
            found.with_untracked(|f| f.as_ref().map(|s| s.rel.id.clone()).unwrap_or_default());
        let typical_hint = move || format!("{} (default)", cardinality.get().default_counts().0);
        let max_hint = move || {
            cardinality.get().default_counts().1.map_or_else(
                || "no limit (default)".to_owned(),
                |max| format!("{max} (default)"),
            )
        };
        let max_text = move || {
            found.with(|f| match f.as_ref().map(|s| s.rel.max) {
                Some(Some(Some(max))) => max.to_string(),
                _ => String::new(),
            })
        };
        let label = move || {
            found.with(|f| {
                f.as_ref()
                    .and_then(|s| s.rel.label.clone())
                    .unwrap_or_default()
            })
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
                    prop:value=label
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        set(&move |r| r.label = (!text.is_empty()).then(|| text.clone()));
                    }
                />
            </label>
            <label class="row">
                "Kind"
                <CardinalitySelect value=cardinality on_change=move |c| set(&move |r| r.cardinality = c) />
            </label>
            <CountField
                label=format!("How many {to} per {from}, typically?")
                aria_label="Typical count"
                value=count(|r| r.typical)
                placeholder=Signal::derive(typical_hint)
                on_change=move |typical| set(&move |r| r.typical = typical)
            />
            <label class="row">
                "At most?"
                <input
                    type="number"
                    min="0"
                    aria-label="Maximum count"
                    placeholder=max_hint
                    prop:value=max_text
                    disabled=move || unbounded.get()
                    on:change=move |ev| {
                        let max = event_target_value(&ev).trim().parse::<u64>().ok();
                        set(&move |r| r.max = max.map(Some));
                    }
                />
            </label>
            <Check
                label="No upper limit (grows for ever)"
                checked=unbounded
                on_change=move |unbounded| set(&move |r| r.max = if unbounded { Some(None) } else { None })
            />
            <Check
                label=format!("{to} is read or updated on its own")
                checked=read(|r| r.independent_access)
                on_change=move |on| set(&move |r| r.independent_access = on)
            />
            <Check
                label=format!("{to} is usually shown together with {from}")
                checked=read(|r| r.read_together)
                on_change=move |on| set(&move |r| r.read_together = on)
            />
            <Check
                label="Both must change in one atomic write"
                checked=read(|r| r.atomic)
                on_change=move |on| set(&move |r| r.atomic = on)
            />
            <Check
                label=format!("The app often goes from a {to} to its {from}")
                checked=read(|r| r.queried_from_child)
                on_change=move |on| set(&move |r| r.queried_from_child = on)
            />
            <CountField
                label=format!("Only the latest K {to} shown with the {from}? (empty: all)")
                aria_label="Latest shown with the parent"
                value=count(|r| r.shown_with_parent)
                on_change=move |k| set(&move |r| r.shown_with_parent = k)
            />
            {many_to_many.then(|| {
                view! {
                    <CountField
                        label=format!("How many {from} per {to}, typically?")
                        aria_label="Inverse typical count"
                        value=count(|r| r.inverse_typical)
                        on_change=move |n| set(&move |r| r.inverse_typical = n)
                    />
                }
            })}
            <FieldChoice
                legend=format!("Which fields of {to} are shown next to the {from}?")
                options=to_fields
                chosen=fields(|r| &r.display_fields)
                on_change=move |fields| set(&move |r| r.display_fields = fields.clone())
            />
            <FieldChoice
                legend=format!("Which fields of {from} are shown with each {to}?")
                options=from_fields
                chosen=fields(|r| &r.parent_display_fields)
                on_change=move |fields| set(&move |r| r.parent_display_fields = fields.clone())
            />
            {self_loop.then(|| {
                view! {
                    <fieldset class="choice">
                        <legend>"What is the tree asked for?"</legend>
                        {TreeQuery::ALL
                            .into_iter()
                            .map(|query| {
                                let asked = Signal::derive(move || {
                                    found.with(|f| f.as_ref().is_some_and(|s| s.rel.tree_queries.contains(&query)))
                                });
                                view! {
                                    <Check
                                        label=query.describe()
                                        checked=asked
                                        on_change=move |on| {
                                            set(&move |r| {
                                                r.tree_queries.retain(|q| *q != query);
                                                if on {
                                                    r.tree_queries.push(query);
                                                    r.tree_queries.sort();
                                                }
                                            });
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
